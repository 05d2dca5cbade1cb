//! The pair finder behind the in-game key: with the cursor on a tile, can
//! its equal partner (the other 1024, say) be brought next to it by
//! tilting, if nothing merged on the way, and what is the shortest way?
//!
//! The advice comes from the no-merge solver, then is checked against the
//! real rules by replaying it with [`Board::slide`], which merges: the
//! answer says whether merges would get in the way (a tile merging with a
//! third one, the two merging on the way, a slide that moves nothing, the two
//! ending apart). The new tile that appears after every real move is random
//! and cannot be foreseen, so the check ignores new tiles; whoever tells
//! the player should say so.
//!
//! Pure: returns plain values, no text for players.

use accessible_2048_engine::{Board, Cell, Direction};

use super::configuration::Configuration;
use super::solver::solve_two;

/// What the pair finder found for the tile at a cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairFinding {
    /// The cell is empty.
    NoTile,
    /// No other tile has the same value.
    NoPartner,
    /// Tiles of the same value exist, but no tilt sequence brings any of
    /// them next to this one.
    CannotMeet { partners: Vec<Cell> },
    /// The nearest-to-reach partner and how to reach it.
    Advice(PairAdvice),
}

/// The nearest-to-reach partner and the shortest tilt sequence making the
/// two tiles adjacent if nothing merged, checked against the real rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairAdvice {
    /// The tile asked about.
    pub tile: Cell,
    /// Its value, and the partner's.
    pub value: u64,
    pub partner: Cell,
    /// Empty when the two are adjacent already.
    pub tilts: Vec<Direction>,
    /// The first way the real rules (merges, not new tiles) would spoil the
    /// advice, if any.
    pub interference: Option<Interference>,
    /// Merges of other tiles during the replay that did not spoil it.
    pub other_merges: usize,
}

/// One of the two tiles of the pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairTile {
    /// The tile asked about.
    Chosen,
    Partner,
}

/// How merges spoil a no-merge advice. Steps count from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interference {
    /// With merges, this slide would not change the board (it is no move).
    NothingMoves { step: usize },
    /// One of the pair merges with a third tile: its value changes, so the
    /// partner is gone.
    MergesWithOther {
        step: usize,
        tile: PairTile,
        cell: Cell,
    },
    /// The two merge with each other at this step: no later than advised,
    /// and the merge the player wanted (good news, but not what was said).
    MergeEachOther { step: usize, cell: Cell },
    /// After the whole sequence, merges elsewhere left them apart.
    EndApart { tile: Cell, partner: Cell },
}

/// Finds the equal partner of the tile at `cell` that can be brought next to
/// it in the fewest tilts (ties: the nearer one, then reading order), and
/// checks the advice against the real rules.
pub fn find_pair(board: &Board, cell: Cell) -> PairFinding {
    if !board.contains(cell) || board.get(cell) == 0 {
        return PairFinding::NoTile;
    }
    let exponent = board.get(cell);
    let partners: Vec<Cell> = board
        .cells()
        .filter(|&c| c != cell && board.get(c) == exponent)
        .collect();
    if partners.is_empty() {
        return PairFinding::NoPartner;
    }
    let config = Configuration::from_grid(board.grid());
    let tile = config.tile_at(cell).expect("the cell holds a tile");
    let best = partners
        .iter()
        .filter_map(|&partner| {
            let other = config.tile_at(partner).expect("partners are tiles");
            let meeting = solve_two(&config, tile, other).expect("two distinct tiles")?;
            let distance = cell.col.abs_diff(partner.col) + cell.row.abs_diff(partner.row);
            Some((meeting.sequence.len(), distance, partner, meeting.sequence))
        })
        .min_by_key(|&(length, distance, partner, _)| (length, distance, partner.row, partner.col));
    let Some((_, _, partner, sequence)) = best else {
        return PairFinding::CannotMeet { partners };
    };
    let tilts = sequence.to_vec();
    let (interference, other_merges) = replay_with_merges(board, cell, partner, &tilts);
    PairFinding::Advice(PairAdvice {
        tile: cell,
        value: board.value(cell),
        partner,
        tilts,
        interference,
        other_merges,
    })
}

/// Replays `tilts` with the real slide (merges, no new tiles), following the
/// two tiles, and returns the first interference and the count of harmless
/// merges elsewhere.
pub fn replay_with_merges(
    board: &Board,
    tile: Cell,
    partner: Cell,
    tilts: &[Direction],
) -> (Option<Interference>, usize) {
    let mut board = board.clone();
    let (mut tile, mut partner) = (tile, partner);
    let mut other_merges = 0;
    for (i, &direction) in tilts.iter().enumerate() {
        let step = i + 1;
        let (next, outcome) = board.slide(direction);
        if !outcome.moved() {
            return (Some(Interference::NothingMoves { step }), other_merges);
        }
        for merge in &outcome.merges {
            let has = |c: Cell| merge.from.contains(&c);
            match (has(tile), has(partner)) {
                (true, true) => {
                    let cell = merge.cell;
                    return (
                        Some(Interference::MergeEachOther { step, cell }),
                        other_merges,
                    );
                }
                (true, false) | (false, true) => {
                    let which = if has(tile) {
                        PairTile::Chosen
                    } else {
                        PairTile::Partner
                    };
                    let interference = Interference::MergesWithOther {
                        step,
                        tile: which,
                        cell: merge.cell,
                    };
                    return (Some(interference), other_merges);
                }
                (false, false) => other_merges += 1,
            }
        }
        let follow = |c: Cell| {
            outcome
                .moves
                .iter()
                .find(|m| m.from == c)
                .map_or(c, |m| m.to)
        };
        (tile, partner) = (follow(tile), follow(partner));
        board = next;
    }
    let adjacent = tile.col.abs_diff(partner.col) + tile.row.abs_diff(partner.row) == 1;
    let interference = (!adjacent).then_some(Interference::EndApart { tile, partner });
    (interference, other_merges)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    #[track_caller]
    fn find(position: &str, at: &str) -> PairFinding {
        find_pair(&Board::parse(position).unwrap(), cell(at))
    }

    #[test]
    fn no_tile_and_no_partner() {
        assert_eq!(find("2 0 0/0 0 0/0 0 4", "B2"), PairFinding::NoTile);
        assert_eq!(find("2 0 0/0 0 0/0 0 4", "A1"), PairFinding::NoPartner);
    }

    #[test]
    fn cannot_meet_on_a_full_board() {
        let finding = find("64 2 64/2 4 2/4 8 4", "A1");
        assert_eq!(
            finding,
            PairFinding::CannotMeet {
                partners: vec![cell("C1")]
            }
        );
    }

    #[test]
    fn clean_advice_for_two_lone_tiles() {
        let PairFinding::Advice(advice) = find("64 0 0/0 0 0/0 0 64", "A1") else {
            panic!("two lone tiles always meet");
        };
        assert_eq!(advice.partner, cell("C3"));
        assert_eq!(advice.tilts.len(), 2);
        assert_eq!(advice.value, 64);
        // They meet in the same line: the real slide merges them at step 2.
        assert!(matches!(
            advice.interference,
            None | Some(Interference::MergeEachOther { step: 2, .. })
        ));
    }

    #[test]
    fn adjacent_already() {
        let PairFinding::Advice(advice) = find("8 8 0/0 0 0/0 0 0", "B1") else {
            panic!("adjacent tiles meet");
        };
        assert_eq!((advice.partner, advice.tilts.len()), (cell("A1"), 0));
        assert_eq!(advice.interference, None);
    }

    #[test]
    fn replay_reports_merges_with_a_third_tile() {
        let board = Board::parse("64 0 0/32 32 0/0 0 64").unwrap();
        // Left merges the two 32s into a 64 at A2 (and brings the partner
        // to A3); up then merges the chosen 64 at A1 with that new 64.
        let (interference, merges) =
            replay_with_merges(&board, cell("A1"), cell("C3"), &[Left, Up]);
        assert_eq!(
            interference,
            Some(Interference::MergesWithOther {
                step: 2,
                tile: PairTile::Chosen,
                cell: cell("A1")
            })
        );
        assert_eq!(merges, 1, "the two 32s");
    }

    #[test]
    fn replay_reports_a_slide_that_moves_nothing() {
        let board = Board::parse("2 0 2/0 0 0/0 0 0").unwrap();
        let (interference, merges) = replay_with_merges(&board, cell("A1"), cell("C1"), &[Up]);
        assert_eq!(interference, Some(Interference::NothingMoves { step: 1 }));
        assert_eq!(merges, 0);
    }
}
