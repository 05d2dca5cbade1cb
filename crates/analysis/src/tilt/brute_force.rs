//! The brute-force reference: a breadth-first search over configurations,
//! trying all four tilts from every configuration reached, until two
//! special tiles are adjacent. It knows nothing of the paper's lemmas and
//! has its own tilt, so it checks the solver independently; the tests and
//! the benchmark use it. Exponential in the worst case: for small boards.
//!
//! Pure: no I/O.

use std::collections::HashMap;

use accessible_2048_engine::{Cell, Direction};

use super::configuration::{Configuration, TileId};

/// A board as a plain array: `squares[row * cols + col]` is the tile there
/// plus one, or 0 for an empty square.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Occupancy {
    rows: usize,
    cols: usize,
    squares: Vec<u32>,
}

impl Occupancy {
    pub fn of(config: &Configuration) -> Occupancy {
        let (rows, cols) = (config.rows(), config.cols());
        let mut squares = vec![0; rows * cols];
        for (tile, cell) in config.tiles() {
            squares[cell.row * cols + cell.col] = tile + 1;
        }
        Occupancy {
            rows,
            cols,
            squares,
        }
    }

    /// Where `tile` is, if it is on the board.
    pub fn cell_of(&self, tile: TileId) -> Option<Cell> {
        let i = self.squares.iter().position(|&s| s == tile + 1)?;
        Some(Cell::new(i % self.cols, i / self.cols))
    }

    /// The board tilted towards `direction`, line by line: each line's tiles
    /// are read from the leading edge and written back packed against it.
    pub fn tilt(&self, direction: Direction) -> Occupancy {
        let (rows, cols) = (self.rows, self.cols);
        let (lines, length) = match direction {
            Direction::Left | Direction::Right => (rows, cols),
            Direction::Up | Direction::Down => (cols, rows),
        };
        let index = |line: usize, k: usize| match direction {
            Direction::Left => line * cols + k,
            Direction::Right => line * cols + (cols - 1 - k),
            Direction::Up => k * cols + line,
            Direction::Down => (rows - 1 - k) * cols + line,
        };
        let mut squares = vec![0; self.squares.len()];
        for line in 0..lines {
            let mut next = 0;
            for k in 0..length {
                let tile = self.squares[index(line, k)];
                if tile != 0 {
                    squares[index(line, next)] = tile;
                    next += 1;
                }
            }
        }
        Occupancy {
            rows,
            cols,
            squares,
        }
    }

    /// Whether two of the `special` tiles (marked `true` by tile) are on
    /// adjacent squares.
    pub fn special_pair_adjacent(&self, is_special: &[bool]) -> bool {
        let special = |i: usize| self.squares[i] != 0 && is_special[self.squares[i] as usize - 1];
        (0..self.squares.len()).any(|i| {
            special(i)
                && ((i % self.cols + 1 < self.cols && special(i + 1))
                    || (i + self.cols < self.squares.len() && special(i + self.cols)))
        })
    }
}

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// A shortest tilt sequence making two special tiles adjacent.
    Meet(Vec<Direction>),
    /// Every reachable configuration was visited; none has them adjacent.
    Unreachable,
    /// More than the allowed number of configurations.
    GaveUp { states: usize },
}

/// Breadth-first search from `config` for two adjacent `special` tiles,
/// visiting at most `max_states` configurations.
pub fn search(config: &Configuration, special: &[TileId], max_states: usize) -> Search {
    let mut is_special = vec![false; config.tile_count()];
    for &t in special {
        is_special[t as usize] = true;
    }
    let start = Occupancy::of(config);
    // Every configuration seen, with the one before it and the tilt between.
    let mut seen: HashMap<Occupancy, Option<(usize, Direction)>> = HashMap::new();
    let mut states: Vec<Occupancy> = vec![start.clone()];
    seen.insert(start, None);
    let mut parents: Vec<Option<(usize, Direction)>> = vec![None];
    let mut next = 0;
    while next < states.len() {
        if states[next].special_pair_adjacent(&is_special) {
            let mut path = Vec::new();
            let mut at = next;
            while let Some((parent, d)) = parents[at] {
                path.push(d);
                at = parent;
            }
            path.reverse();
            return Search::Meet(path);
        }
        for d in Direction::ALL {
            let tilted = states[next].tilt(d);
            if !seen.contains_key(&tilted) {
                if states.len() >= max_states {
                    return Search::GaveUp {
                        states: states.len(),
                    };
                }
                seen.insert(tilted.clone(), Some((next, d)));
                states.push(tilted);
                parents.push(Some((next, d)));
            }
        }
        next += 1;
    }
    Search::Unreachable
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::Grid;

    #[test]
    fn occupancy_tilt_matches_configuration_tilt() {
        let grid = Grid::parse("2 0 2 0/0 2 0 0/2 2 0 2").unwrap();
        let config = Configuration::from_grid(&grid);
        for d in Direction::ALL {
            assert_eq!(
                Occupancy::of(&config).tilt(d),
                Occupancy::of(&config.tilt(d)),
                "{d}"
            );
        }
    }

    #[test]
    fn search_table() {
        let config = Configuration::from_grid(&Grid::parse("2 0 0/0 0 0/0 0 2").unwrap());
        let Search::Meet(path) = search(&config, &[0, 1], 1000) else {
            panic!("two lone tiles always meet");
        };
        assert_eq!(path.len(), 2);
        let row = Configuration::from_grid(&Grid::parse("2 4 2").unwrap());
        assert_eq!(search(&row, &[0, 2], 1000), Search::Unreachable);
    }
}
