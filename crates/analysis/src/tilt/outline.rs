//! The outline of a canonical configuration and the turn of four tilts
//! read from outlines alone.
//!
//! In a canonical configuration (Lemma 1) every row is one run of tiles
//! against one side and every column one run against the top or bottom, so
//! the run lengths say which squares are full. A tilt of a canonical
//! configuration moves each tile along its column (or row) by a shift that
//! depends only on that column's (or row's) length. So after the first two
//! tilts the whole turn (C2, C3, C4, C5 and back to the shape of C2,
//! Lemma 3) is known from four outlines in O(rows + cols), and the square
//! any tile reaches in any phase, or the square it came from, is found in
//! O(1): no list of tiles is built or tilted.
//!
//! Pure arithmetic: no I/O.

use std::collections::HashMap;

use accessible_2048_engine::Direction;

use super::canonical::{Corner, is_vertical};
use super::configuration::TileId;

/// A square as (row, column), zero-based from the top left.
pub(crate) type Spot = (u32, u32);

/// The run lengths of a configuration canonical for `corner`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Outline {
    rows: u32,
    cols: u32,
    /// Tiles in each row, from the top.
    row_len: Vec<u32>,
    /// Tiles in each column, from the left.
    col_len: Vec<u32>,
    corner: Corner,
}

/// The lengths of the lines across runs packed against one side: with
/// `runs[i]` tiles packed in line `i` against the low end (`low`) or the
/// high end of lines `span` long, how many tiles each crossing line holds.
/// O(runs + span).
fn crossing_lengths(runs: &[u32], span: u32, low: bool) -> Vec<u32> {
    let span = span as usize;
    let mut count = vec![0u32; span + 2];
    for &run in runs {
        count[run as usize] += 1;
    }
    // at_least[k]: runs of length k or more, kept in `count`.
    for k in (0..span).rev() {
        count[k] += count[k + 1];
    }
    (0..span)
        .map(|c| if low { count[c + 1] } else { count[span - c] })
        .collect()
}

impl Outline {
    /// The outline after the perpendicular tilts `first` then `second` from
    /// a configuration with `row_counts[r]` tiles in row r and
    /// `col_counts[c]` in column c (any configuration: only the counts
    /// matter). O(rows + cols).
    pub fn after_two(
        row_counts: &[u32],
        col_counts: &[u32],
        first: Direction,
        second: Direction,
    ) -> Outline {
        let corner = Corner::after(first, second).expect("perpendicular tilts");
        let (rows, cols) = (row_counts.len() as u32, col_counts.len() as u32);
        let (row_len, col_len) = if is_vertical(first) {
            // Columns keep their counts; rows are then packed.
            let row_len = crossing_lengths(col_counts, rows, first == Direction::Up);
            let col_len = crossing_lengths(&row_len, cols, second == Direction::Left);
            (row_len, col_len)
        } else {
            let col_len = crossing_lengths(row_counts, cols, first == Direction::Left);
            let row_len = crossing_lengths(&col_len, rows, second == Direction::Up);
            (row_len, col_len)
        };
        Outline {
            rows,
            cols,
            row_len,
            col_len,
            corner,
        }
    }

    /// The outline after tilting towards `direction`.
    fn tilted(&self, direction: Direction) -> Outline {
        let mut next = self.clone();
        if is_vertical(direction) {
            next.row_len = crossing_lengths(&self.col_len, self.rows, direction == Direction::Up);
            next.corner =
                Corner::after(direction, self.corner.horizontal()).expect("perpendicular");
        } else {
            next.col_len = crossing_lengths(&self.row_len, self.cols, direction == Direction::Left);
            next.corner = Corner::after(self.corner.vertical(), direction).expect("perpendicular");
        }
        next
    }

    /// How far each tile moves along its line when tilted towards
    /// `direction`, as a wrapping addition, indexed by column for a vertical
    /// tilt and by row for a horizontal one.
    fn shifts(&self, direction: Direction) -> Vec<u32> {
        let (lens, span, stays) = match direction {
            Direction::Up => (
                &self.col_len,
                self.rows,
                self.corner.vertical() == Direction::Up,
            ),
            Direction::Down => (
                &self.col_len,
                self.rows,
                self.corner.vertical() == Direction::Down,
            ),
            Direction::Left => (
                &self.row_len,
                self.cols,
                self.corner.horizontal() == Direction::Left,
            ),
            Direction::Right => (
                &self.row_len,
                self.cols,
                self.corner.horizontal() == Direction::Right,
            ),
        };
        let towards_low = matches!(direction, Direction::Up | Direction::Left);
        lens.iter()
            .map(|&len| match (stays, towards_low) {
                (true, _) => 0,
                (false, true) => (span - len).wrapping_neg(),
                (false, false) => span - len,
            })
            .collect()
    }

    /// Whether the square holds a tile.
    fn is_full(&self, (row, col): Spot) -> bool {
        if row >= self.rows || col >= self.cols {
            return false;
        }
        let len = self.row_len[row as usize];
        match self.corner.horizontal() {
            Direction::Left => col < len,
            _ => col >= self.cols - len,
        }
    }

    /// The first column of row `row`'s run.
    fn first_col(&self, row: u32) -> u32 {
        match self.corner.horizontal() {
            Direction::Left => 0,
            _ => self.cols - self.row_len[row as usize],
        }
    }
}

/// One choice of the first two tilts, seen from C2 on: the outlines of the
/// four canonical phases C2..C5 and how each tilt moves a square to the
/// next phase (the fourth leads back to the shape of C2).
#[derive(Debug, Clone)]
pub(crate) struct Turn {
    /// C2, C3, C4, C5.
    phases: [Outline; 4],
    /// Step k goes from phase k to phase k + 1 (phase 4 is C6, shaped as C2).
    shifts: [Vec<u32>; 4],
    vertical: [bool; 4],
    /// `row_start[r]`: the slot (rank in reading order) of the first tile
    /// of row r in C2.
    row_start: Vec<u32>,
}

impl Turn {
    /// The turn after the first two tilts `four_tilts[0]`, `four_tilts[1]`
    /// (perpendicular), going on with `four_tilts[2]`, `[3]`, `[0]`, `[1]`.
    pub fn new(row_counts: &[u32], col_counts: &[u32], four_tilts: [Direction; 4]) -> Turn {
        let c2 = Outline::after_two(row_counts, col_counts, four_tilts[0], four_tilts[1]);
        let c3 = c2.tilted(four_tilts[2]);
        let c4 = c3.tilted(four_tilts[3]);
        let c5 = c4.tilted(four_tilts[0]);
        let phases = [c2, c3, c4, c5];
        let steps = [four_tilts[2], four_tilts[3], four_tilts[0], four_tilts[1]];
        let shifts = std::array::from_fn(|k| phases[k].shifts(steps[k]));
        debug_assert_eq!(phases[3].tilted(steps[3]), phases[0], "Lemma 3");
        let mut row_start = Vec::with_capacity(phases[0].row_len.len() + 1);
        let mut total = 0u32;
        for &len in &phases[0].row_len {
            row_start.push(total);
            total += len;
        }
        row_start.push(total);
        Turn {
            phases,
            shifts,
            vertical: steps.map(is_vertical),
            row_start,
        }
    }

    /// Whether the first tilt after C2 is vertical (then the turn moves
    /// rows, columns, rows, columns; else columns first).
    pub fn starts_vertical(&self) -> bool {
        self.vertical[0]
    }

    /// The shifts of step k: by column for a vertical tilt, by row for a
    /// horizontal one (see [`Self::step`]).
    pub fn shift_table(&self, k: usize) -> &[u32] {
        &self.shifts[k]
    }

    /// The square in phase k + 1 of the tile at `spot` in phase k.
    #[inline(always)]
    pub fn step(&self, k: usize, (row, col): Spot) -> Spot {
        if self.vertical[k] {
            (row.wrapping_add(self.shifts[k][col as usize]), col)
        } else {
            (row, col.wrapping_add(self.shifts[k][row as usize]))
        }
    }

    /// The square in phase k of the tile at `spot` in phase k + 1.
    #[inline(always)]
    fn unstep(&self, k: usize, (row, col): Spot) -> Spot {
        if self.vertical[k] {
            (row.wrapping_sub(self.shifts[k][col as usize]), col)
        } else {
            (row, col.wrapping_sub(self.shifts[k][row as usize]))
        }
    }

    /// g: the square of C2 the tile at `spot` of C2 reaches four tilts on.
    #[inline(always)]
    pub fn g(&self, spot: Spot) -> Spot {
        let spot = self.step(0, spot);
        let spot = self.step(1, spot);
        let spot = self.step(2, spot);
        self.step(3, spot)
    }

    /// The C2 square of the tile that is at `spot` in phase k, if that
    /// square is full.
    pub fn back_to_start(&self, k: usize, spot: Spot) -> Option<Spot> {
        if !self.phases[k].is_full(spot) {
            return None;
        }
        Some((0..k).rev().fold(spot, |s, j| self.unstep(j, s)))
    }

    /// The slot in C2 of the full square `spot` of C2.
    pub fn slot(&self, spot: Spot) -> u32 {
        self.row_start[spot.0 as usize] + (spot.1 - self.phases[0].first_col(spot.0))
    }

    /// The number of tiles.
    pub fn tile_count(&self) -> usize {
        *self.row_start.last().expect("a row") as usize
    }
}

/// Whether two squares are orthogonally adjacent.
#[inline(always)]
pub(crate) fn adjacent(a: Spot, b: Spot) -> bool {
    a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1
}

/// The four squares orthogonally next to `spot`: above, below, left and
/// right (one off the top or left edge wraps to a coordinate no board has).
#[inline(always)]
pub(crate) fn neighbours((row, col): Spot) -> [Spot; 4] {
    [
        (row.wrapping_sub(1), col),
        (row + 1, col),
        (row, col.wrapping_sub(1)),
        (row, col + 1),
    ]
}

/// Two of the tiles on adjacent squares, the first found in the order
/// given, with O(1) look-ups.
pub(crate) fn adjacent_pair(squares: &[(Spot, TileId)]) -> Option<[TileId; 2]> {
    let at: HashMap<Spot, TileId> = squares.iter().copied().collect();
    squares.iter().find_map(|&(spot, tile)| {
        neighbours(spot)
            .into_iter()
            .find_map(|n| at.get(&n).map(|&other| [tile, other]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tilt::{Configuration, Rotation};
    use accessible_2048_engine::{Cell, Grid};

    /// The outline's squares and moves agree with real tilts, for every
    /// choice of the first two tilts.
    #[test]
    fn turn_follows_real_tilts() {
        let grid =
            Grid::parse("2 0 2 0 2/0 2 0 0 0/2 2 0 2 0/0 0 0 0 2/2 0 2 2 0/0 0 0 2 0").unwrap();
        let config = Configuration::from_grid(&grid);
        let mut row_counts = vec![0u32; config.rows()];
        let mut col_counts = vec![0u32; config.cols()];
        for (_, cell) in config.tiles() {
            row_counts[cell.row] += 1;
            col_counts[cell.col] += 1;
        }
        for first in Direction::ALL {
            for second in Direction::ALL {
                let Some(rotation) = Rotation::of(first, second) else {
                    continue;
                };
                let four = rotation.four_tilts(first);
                let turn = Turn::new(&row_counts, &col_counts, four);
                let mut phase = config.tilt(four[0]).tilt(four[1]);
                let start = phase.clone();
                let spot = |c: Cell| (c.row as u32, c.col as u32);
                for k in 0..4 {
                    let next = phase.tilt(four[(k + 2) % 4]);
                    let before = phase.cells_by_tile();
                    let after = next.cells_by_tile();
                    for tile in 0..before.len() {
                        assert_eq!(turn.step(k, spot(before[tile])), spot(after[tile]));
                        let back = start.cells_by_tile()[tile];
                        assert_eq!(turn.back_to_start(k, spot(before[tile])), Some(spot(back)));
                    }
                    for row in 0..config.rows() {
                        for col in 0..config.cols() {
                            let full = phase.tile_at(Cell::new(col, row)).is_some();
                            let s = (row as u32, col as u32);
                            assert_eq!(turn.phases[k].is_full(s), full, "{first} {second} {k}");
                        }
                    }
                    phase = next;
                }
                let shape = |c: &Configuration| c.tiles().map(|(_, cell)| cell).collect::<Vec<_>>();
                assert_eq!(shape(&phase), shape(&start), "Lemma 3");
                for (slot, (_, cell)) in start.tiles().enumerate() {
                    assert_eq!(turn.slot(spot(cell)), slot as u32);
                }
            }
        }
    }
}
