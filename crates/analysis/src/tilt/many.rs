//! Theorem 5 for many special tiles, on the outlines: the paper's steps 4
//! and 5 with squares found from the row and column counts, so no tile but
//! the special ones is ever placed, let alone tilted.
//!
//! For each of the eight choices of the first two tilts:
//! - the special tiles' squares in C2 come from one sweep over the rows (or
//!   columns) that counts, for each distance from the packed side, the
//!   lines so far that reach it: O(t + k log k) for k special tiles;
//! - the cycles of g through special tiles are walked once on the
//!   [`Turn`], noting each square's cycle and index (8 bytes a tile, the
//!   only memory that grows with the board);
//! - each square of a special cycle is followed through the four phases of
//!   a turn, and each full square next to it is traced back to C2: when
//!   that square is on a special cycle too, the Chinese Remainder Theorem
//!   gives the least turn at which special tiles stand on both
//!   ([`super::residues`]).
//!
//! The answer is the shortest length over the choices, ties to the first
//! choice in the order left, right, up, down for each of the two tilts. The
//! general solver on real tilts ([`super::solve_by_cycles`]) gives the same
//! lengths; a test compares them.
//!
//! Pure: no I/O.

use accessible_2048_engine::{Cell, Direction, Grid};

use super::canonical::is_vertical;
use super::configuration::{Configuration, TileId};
use super::meeting::Meeting;
use super::outline::{Spot, Turn, adjacent_pair, neighbours};
use super::placed::{Placed, PlacedTile, after_one};
use super::residues::{AtIndex, CyclePairs};
use super::rotation::{Rotation, TiltSequence};

/// Any number of special tiles on a board, with the row and column counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManyTiles {
    placed: Placed,
}

impl ManyTiles {
    /// The tiles `ids` of `config` (distinct tiles of the configuration).
    pub fn of_configuration(config: &Configuration, ids: &[TileId]) -> ManyTiles {
        ManyTiles {
            placed: Placed::of_configuration(config, ids),
        }
    }

    /// The tiles at `cells` of `grid` (full, distinct cells), with
    /// identities `ids` (their ranks in reading order).
    pub fn of_grid(grid: &Grid, cells: &[Cell], ids: &[TileId]) -> ManyTiles {
        ManyTiles {
            placed: Placed::of_grid(grid, cells, ids),
        }
    }
}

/// The shortest tilt sequence making any two of the special tiles
/// adjacent, or `None` if no tilt sequence does (or there are fewer than
/// two).
pub fn solve_many(question: &ManyTiles) -> Option<Meeting> {
    let placed = &question.placed;
    let (row_counts, col_counts) = (&placed.row_counts[..], &placed.col_counts[..]);
    let squares = |at: &dyn Fn(&PlacedTile) -> Spot| -> Vec<(Spot, TileId)> {
        placed.tiles.iter().map(|t| (at(t), t.id)).collect()
    };
    if let Some(tiles) = adjacent_pair(&squares(&|t| (t.row, t.col))) {
        let sequence = TiltSequence::empty();
        return Some(Meeting { tiles, sequence });
    }
    for d in Direction::ALL {
        if let Some(tiles) = adjacent_pair(&squares(&|t| after_one(row_counts, col_counts, t, d))) {
            let sequence = TiltSequence::single(d);
            return Some(Meeting { tiles, sequence });
        }
    }
    let tile_count = row_counts.iter().map(|&n| n as usize).sum();
    let mut place = vec![NOT_SPECIAL; tile_count];
    let mut best: Option<Meeting> = None;
    for first in Direction::ALL {
        for second in Direction::ALL {
            let Some(rotation) = Rotation::of(first, second) else {
                continue;
            };
            let turn = Turn::new(row_counts, col_counts, rotation.four_tilts(first));
            let spots = c2_squares(placed, first, second);
            let bound = best.map_or(u64::MAX, |m| m.sequence.len());
            let cycles = SpecialCycles::walk(&turn, &spots, &placed.tiles, &mut place);
            let found = cycles.shortest_meeting(&turn, &place, bound);
            cycles.clear(&turn, &mut place);
            if let Some((tiles, length)) = found {
                let sequence = TiltSequence::rotating(rotation, first, length);
                best = Some(Meeting { tiles, sequence });
            }
        }
    }
    best
}

/// The squares in C2 of the special tiles after the perpendicular tilts
/// `first`, `second`, in the order of `placed.tiles`.
///
/// After a horizontal first tilt a tile is at distance `key` from the side
/// it was packed against, and row r holds a tile at that distance exactly
/// when it holds more than `key` tiles; the vertical tilt then stacks the
/// rows that do, so the tile's row is how many rows above its own do (from
/// the top, or below the rows that do not, from the bottom). One sweep down
/// the rows counts them for every distance. A vertical first tilt is the
/// same with rows and columns swapped.
fn c2_squares(placed: &Placed, first: Direction, second: Direction) -> Vec<Spot> {
    let (rows, cols) = (
        placed.row_counts.len() as u32,
        placed.col_counts.len() as u32,
    );
    let horizontal = !is_vertical(first);
    let (counts, span) = if horizontal {
        (&placed.row_counts, cols)
    } else {
        (&placed.col_counts, rows)
    };
    // (line, distance from the packed side) of each special tile.
    let keys: Vec<(u32, u32)> = placed
        .tiles
        .iter()
        .map(|t| {
            let (line, rank) = if horizontal {
                (t.row, t.rank_in_row)
            } else {
                (t.col, t.rank_in_col)
            };
            let toward_start = matches!(first, Direction::Left | Direction::Up);
            let key = if toward_start {
                rank
            } else {
                counts[line as usize] - 1 - rank
            };
            (line, key)
        })
        .collect();
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_unstable_by_key(|&i| keys[i].0);
    // reaching[key]: lines so far holding more than `key` tiles.
    let mut reaching = vec![0u32; span as usize];
    let mut before = vec![0u32; keys.len()];
    let mut next = order.iter().peekable();
    for (line, &count) in counts.iter().enumerate() {
        while let Some(&&i) = next.peek()
            && keys[i].0 as usize == line
        {
            before[i] = reaching[keys[i].1 as usize];
            next.next();
        }
        for reach in &mut reaching[..count as usize] {
            *reach += 1;
        }
    }
    let stacked_from_start = matches!(second, Direction::Left | Direction::Up);
    let cross_span = if horizontal { rows } else { cols };
    keys.iter()
        .zip(before)
        .map(|(&(_, key), before)| {
            let along = if matches!(first, Direction::Left | Direction::Up) {
                key
            } else {
                span - 1 - key
            };
            let across = if stacked_from_start {
                before
            } else {
                cross_span - reaching[key as usize] + before
            };
            if horizontal {
                (across, along)
            } else {
                (along, across)
            }
        })
        .collect()
}

/// (cycle, index) of a C2 slot on no special cycle.
const NOT_SPECIAL: (u32, u32) = (u32::MAX, u32::MAX);

/// One cycle of g through special tiles.
struct Cycle {
    /// Its square of index 0 in C2.
    start: Spot,
    length: u64,
    /// (index σ, tile) of its special tiles.
    specials: Vec<(u64, TileId)>,
}

/// The cycles of g through special tiles of one choice.
struct SpecialCycles {
    cycles: Vec<Cycle>,
    lengths: Vec<u64>,
}

impl SpecialCycles {
    /// Walks the cycle of g through each special tile (at `spots` in C2)
    /// once, noting (cycle, index) in `place` by C2 slot (all
    /// [`NOT_SPECIAL`] before).
    fn walk(
        turn: &Turn,
        spots: &[Spot],
        tiles: &[PlacedTile],
        place: &mut [(u32, u32)],
    ) -> SpecialCycles {
        let mut cycles: Vec<Cycle> = Vec::new();
        for (&spot, tile) in spots.iter().zip(tiles) {
            let slot = turn.slot(spot) as usize;
            if place[slot] == NOT_SPECIAL {
                let id = cycles.len() as u32;
                let (mut at, mut index) = (spot, 0u32);
                loop {
                    place[turn.slot(at) as usize] = (id, index);
                    index += 1;
                    at = turn.g(at);
                    if at == spot {
                        break;
                    }
                }
                cycles.push(Cycle {
                    start: spot,
                    length: u64::from(index),
                    specials: Vec::new(),
                });
            }
            let (cycle, index) = place[slot];
            cycles[cycle as usize]
                .specials
                .push((u64::from(index), tile.id));
        }
        let lengths = cycles.iter().map(|c| c.length).collect();
        SpecialCycles { cycles, lengths }
    }

    /// `place` all [`NOT_SPECIAL`] again, walking the cycles once more.
    fn clear(&self, turn: &Turn, place: &mut [(u32, u32)]) {
        for cycle in &self.cycles {
            let mut at = cycle.start;
            for _ in 0..cycle.length {
                place[turn.slot(at) as usize] = NOT_SPECIAL;
                at = turn.g(at);
            }
        }
    }

    /// Cycle `cycle` at index `index`.
    fn at(&self, cycle: usize, index: u64) -> AtIndex<'_> {
        AtIndex {
            length: self.lengths[cycle],
            index,
            specials: &self.cycles[cycle].specials,
        }
    }

    /// The least length 2 + r + 4h below `bound` at which two special tiles
    /// are adjacent in this choice, and which two.
    fn shortest_meeting(
        &self,
        turn: &Turn,
        place: &[(u32, u32)],
        bound: u64,
    ) -> Option<([TileId; 2], u64)> {
        let mut pairs = CyclePairs::new();
        let mut best: Option<([TileId; 2], u64)> = None;
        for (i, cycle) in self.cycles.iter().enumerate() {
            let mut square = cycle.start;
            for p1 in 0..cycle.length {
                // The square of index p1 in phases 0, 1, 2, 3.
                let mut at = square;
                for r in 0..4u64 {
                    let limit = best.map_or(bound, |(_, length)| length.min(bound));
                    if 2 + r < limit {
                        let max_turns = (limit - 2 - r).div_ceil(4);
                        for next in neighbours(at) {
                            let Some(start) = turn.back_to_start(r as usize, next) else {
                                continue;
                            };
                            let (j, p2) = place[turn.slot(start) as usize];
                            if (j, p2) == NOT_SPECIAL {
                                continue;
                            }
                            let (j, p2) = (j as usize, u64::from(p2));
                            let (one, other) = (self.at(i, p1), self.at(j, p2));
                            if let Some((tiles, h)) =
                                pairs.earliest_turn((i, one), (j, other), max_turns)
                            {
                                best = Some((tiles, 2 + r + 4 * h));
                            }
                        }
                    }
                    at = turn.step(r as usize, at);
                }
                square = at;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tilt::placed::{after_two, random_board};
    use accessible_2048_engine::Pcg32;

    /// The sweep puts every tile where tilting it twice does.
    #[test]
    fn c2_squares_agree_with_two_tilts() {
        let mut rng = Pcg32::from_seed(8);
        for _ in 0..300 {
            let (grid, full) = random_board(&mut rng, 12, 4);
            let (rows, cols) = (grid.rows(), grid.cols());
            let ids: Vec<TileId> = (0..full.len() as TileId).rev().collect();
            let cells: Vec<Cell> = ids.iter().map(|&i| full[i as usize]).collect();
            let placed = Placed::of_grid(&grid, &cells, &ids);
            for first in Direction::ALL {
                for second in Direction::ALL {
                    if Rotation::of(first, second).is_none() {
                        continue;
                    }
                    let swept = c2_squares(&placed, first, second);
                    let tilted: Vec<Spot> = placed
                        .tiles
                        .iter()
                        .map(|t| {
                            after_two(&placed.row_counts, &placed.col_counts, t, first, second)
                        })
                        .collect();
                    assert_eq!(swept, tilted, "{rows}×{cols} {first} {second}");
                }
            }
        }
    }

    /// The same lengths as the general solver on real tilts, and the
    /// answer brings two special tiles together, for 2 to 12 special tiles
    /// on random boards.
    #[test]
    fn agrees_with_the_solver_on_real_tilts() {
        let mut rng = Pcg32::from_seed(55);
        let mut compared = 0;
        for case in 0..1200 {
            let (rows, cols) = if case % 10 == 0 {
                (20 + rng.below(30) as usize, 20 + rng.below(30) as usize)
            } else {
                (2 + rng.below(7) as usize, 2 + rng.below(7) as usize)
            };
            let density = 20 + rng.below(76);
            let cells: Vec<u8> = (0..rows * cols)
                .map(|_| u8::from(rng.below(100) < density))
                .collect();
            let grid = Grid::from_exponents(rows, cols, cells).expect("a grid");
            let config = Configuration::from_grid(&grid);
            let count = config.tile_count();
            let k = 2 + rng.below(11) as usize;
            if count < k {
                continue;
            }
            let mut special: Vec<TileId> = Vec::new();
            while special.len() < k {
                let tile = rng.below(count as u32) as TileId;
                if !special.contains(&tile) {
                    special.push(tile);
                }
            }
            let many = solve_many(&ManyTiles::of_configuration(&config, &special));
            let general = crate::tilt::solve_by_cycles(&config, &special).expect("valid");
            let length = |m: &Option<Meeting>| m.map(|m| m.sequence.len());
            assert_eq!(
                length(&many),
                length(&general),
                "{:?} {special:?}",
                grid.exponents()
            );
            if let Some(meeting) = many {
                let [a, b] = meeting.tiles;
                assert!(a != b && special.contains(&a) && special.contains(&b));
                assert!(config.tilt_all(meeting.sequence.iter()).adjacent(a, b));
            }
            compared += 1;
        }
        assert!(compared > 900, "only {compared} cases");
    }
}
