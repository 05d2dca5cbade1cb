//! Theorem 5 for a few special tiles: a tilt sequence makes two of them
//! adjacent exactly when it makes some pair of them adjacent, so the
//! shortest one is the shortest over their pairs. Each pair goes through
//! the two-tile solver on the outlines ([`super::pair`]), limited to
//! sequences shorter than the best found so far, so later pairs stop as
//! soon as they cannot win. With k special tiles that is k(k − 1)/2 pairs,
//! each linear in its cycles with a small constant and O(rows + cols)
//! memory; past [`FEW`] tiles the paper's steps 4 and 5 for all of them at
//! once ([`super::many`]) are the faster.
//!
//! Ties go to the first pair in the order the tiles are given.
//!
//! Pure: no I/O (the two-tile solver's threads only compute).

use accessible_2048_engine::{Cell, Grid};

use super::configuration::{Configuration, TileId};
use super::meeting::Meeting;
use super::pair::{TwoTiles, solve_pair_within};
use super::placed::Placed;

/// The most special tiles solved pair by pair (15 pairs).
pub const FEW: usize = 6;

/// A few special tiles on a board, with the row and column counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FewTiles {
    placed: Placed,
}

impl FewTiles {
    /// The tiles `ids` of `config` (distinct tiles of the configuration).
    pub fn of_configuration(config: &Configuration, ids: &[TileId]) -> FewTiles {
        FewTiles {
            placed: Placed::of_configuration(config, ids),
        }
    }

    /// The tiles at `cells` of `grid` (full, distinct cells), with
    /// identities `ids` (their ranks in reading order).
    pub fn of_grid(grid: &Grid, cells: &[Cell], ids: &[TileId]) -> FewTiles {
        FewTiles {
            placed: Placed::of_grid(grid, cells, ids),
        }
    }

    /// The question about tiles `i` and `j` alone.
    fn pair(&self, i: usize, j: usize) -> TwoTiles {
        let mut placed = self.placed.clone();
        placed.tiles = vec![placed.tiles[i], placed.tiles[j]];
        TwoTiles::of_placed(placed)
    }
}

/// The shortest tilt sequence making any two of the tiles adjacent, or
/// `None` if no tilt sequence does (or there are fewer than two tiles).
pub fn solve_few(question: &FewTiles) -> Option<Meeting> {
    let count = question.placed.tiles.len();
    let mut best: Option<Meeting> = None;
    for i in 0..count {
        for j in i + 1..count {
            // Only a strictly shorter sequence beats the best so far.
            let limit = match &best {
                Some(meeting) => match meeting.sequence.len().checked_sub(1) {
                    Some(limit) => limit,
                    None => return best,
                },
                None => u64::MAX,
            };
            if let Some(meeting) = solve_pair_within(&question.pair(i, j), limit) {
                best = Some(meeting);
            }
        }
    }
    best
}
