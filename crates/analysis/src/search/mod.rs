//! The hint engine: expectimax search for the best slide within a time
//! budget.
//!
//! 4×4 boards whose tiles fit in 4 bits (up to 32768) are searched on a
//! 64-bit [`Bitboard`] with precomputed row tables; every other board (3×3,
//! 5×5 to 8×8, or a tile above 32768) by the same search on the engine's
//! [`Board`]. Both deepen one move at a time and keep the answer of the
//! deepest search that finished, so an answer comes even with no time at
//! all.
//!
//! The 4×4 search values its leaves with the [`Evaluation`] its caller
//! hands it: the hand-tuned heuristic, or a trained n-tuple network
//! (`ntuple`) the caller holds; the general search always uses the
//! heuristic. No network is kept here: which one a search uses is its
//! caller's choice, named at every call. The network's file format is
//! `ntuple_file`'s; its training and the training's checkpoint are the
//! trainer crate's (`accessible-2048-trainer`), which learns through the
//! network's features ([`weight_indices`], [`AfterstateValue`]) and the
//! row tables ([`RowTables`]) exported here.
//!
//! Pure: time enters only as a "time is up?" callback that the caller
//! builds from its own clock (see [`search_time`]); no terminal, speech,
//! Fluent or randomness here.

mod bitboard;
mod budget;
mod deadline;
mod deepening;
mod fast_search;
mod general_search;
mod heuristic;
mod ntuple;
mod ntuple_file;
mod reason;
mod row_tables;
mod transposition_cache;

use std::time::Duration;

pub use bitboard::{Bitboard, NotNibbles, Overflow, Slides};
pub use budget::Budget;
pub use deadline::Deadline;
pub use deepening::MAX_DEPTH;
pub use fast_search::{Evaluation, GUARANTEED_DEPTH, PROBABILITY_CUTOFF};
pub use heuristic::line_score;
pub use ntuple::{AfterstateValue, FEATURES, Network, WEIGHT_COUNT, network_kind, weight_indices};
pub use ntuple_file::{
    FILE_NAME as NETWORK_FILE_NAME, WeightsFileError, decode as decode_network,
    decode_from as decode_network_from, encode as encode_network,
    encode_stages as encode_network_stages,
};
pub use reason::{Explanation, Line, Reason, RunnerUp, Worse, compare, explain};
pub use row_tables::RowTables;

use accessible_2048_engine::{Board, Direction};

/// The hint budget the game uses unless told otherwise.
pub const DEFAULT_BUDGET: Duration = Duration::from_millis(100);

/// A suggested slide and how it was found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Suggestion {
    pub direction: Direction,
    /// How many moves ahead the deepest finished search looked (1 = only
    /// the slide itself).
    pub depth: u32,
    /// Whether the 4×4 fast path searched it.
    pub fast: bool,
    /// The second best slide, if another slide is legal.
    pub runner_up: Option<Direction>,
    /// The search's expected value of each slide, in the order of
    /// [`Direction::ALL`] (`None`: illegal, or not valued at that depth).
    pub values: [Option<f32>; 4],
    /// What those values measure.
    pub scale: ValueScale,
}

/// What a search's values measure, which sets how far apart two of them
/// must be for one slide to be worse than another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueScale {
    /// The hand-tuned heuristic's score of the boards ahead: a large base
    /// per live line, so small differences matter.
    Heuristic,
    /// The n-tuple network's: the points still to come in the game.
    Points,
}

impl Suggestion {
    fn new(answer: deepening::Answer, fast: bool, scale: ValueScale) -> Suggestion {
        Suggestion {
            direction: answer.direction,
            depth: answer.depth,
            fast,
            runner_up: answer.runner_up,
            values: answer.values,
            scale,
        }
    }

    /// The search's value of `direction`, if it valued it.
    pub fn value_of(&self, direction: Direction) -> Option<f32> {
        self.values[deepening::direction_index(direction)]
    }
}

/// The best slide on `board`, or `None` when no slide changes it (the game
/// is over). `four_chance` is the probability that a new tile is a 4
/// (clamped to 0..=1; not a number counts as the game default 0.5).
/// `evaluation` values the 4×4 search's leaves. `time_up` is asked now and
/// then; once it says yes the search stops and answers from the deepest
/// search it finished. It is a legal slide whenever one exists, however
/// soon the time is up. The 4×4 search shares its work among up to
/// `threads` threads (1 = only the caller's; the search of other boards
/// always uses one).
pub fn suggest(
    board: &Board,
    four_chance: f64,
    threads: usize,
    evaluation: Evaluation<'_>,
    time_up: &mut dyn FnMut() -> bool,
) -> Option<Direction> {
    analyse(board, four_chance, threads, evaluation, time_up).map(|suggestion| suggestion.direction)
}

/// [`suggest`], telling also how deep the search went and how it valued
/// each slide.
pub fn analyse(
    board: &Board,
    four_chance: f64,
    threads: usize,
    evaluation: Evaluation<'_>,
    time_up: &mut dyn FnMut() -> bool,
) -> Option<Suggestion> {
    let four_chance = if four_chance.is_nan() {
        0.5
    } else {
        four_chance.clamp(0.0, 1.0)
    } as f32;
    // Without memory for the fast path's tables, the general search
    // answers (more slowly, never failing).
    match row_tables::try_row_tables().and_then(|_| fast_board(board)) {
        Some(bits) => {
            let scale = match evaluation {
                Evaluation::Heuristic => ValueScale::Heuristic,
                Evaluation::Network(_) => ValueScale::Points,
            };
            fast_search::best_slide(bits, four_chance, threads, evaluation, time_up)
                .map(|answer| Suggestion::new(answer, true, scale))
        }
        None => {
            let mut budget = Budget::new(time_up, general_search::CHECK_INTERVAL);
            general_search::best_slide(board, four_chance, &mut budget)
                .map(|answer| Suggestion::new(answer, false, ValueScale::Heuristic))
        }
    }
}

/// Whether a search of `board` can use a network at all: only the 4×4
/// search values its leaves with one, so a caller need not find one for
/// other boards.
pub fn may_use_network(board: &Board) -> bool {
    board.size() == 4
}

/// Builds the fast path's tables now (a few milliseconds, once per
/// process) so that the first hint does not pay for them. Returns whether
/// they could be built (there may be too little memory).
pub fn prepare() -> bool {
    row_tables::try_row_tables().is_some()
}

/// The bitboard of `board` if the fast path can search it exactly: 4×4,
/// tiles up to 32768, and no slide that would merge two 32768s.
fn fast_board(board: &Board) -> Option<Bitboard> {
    let bits = Bitboard::from_board(board).ok()?;
    Direction::ALL
        .iter()
        .all(|&direction| bits.slide(direction).is_ok())
        .then_some(bits)
}

/// How long to let the search run for an answer due within `budget`: a
/// tenth (at most 5 ms) is kept back for the search to stop and for the
/// caller's own work, so the whole decision fits in the budget.
pub fn search_time(budget: Duration) -> Duration {
    let reserve = (budget / 10).min(Duration::from_millis(5));
    budget - reserve
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_legal_hint(position: &str) {
        let board = Board::parse(position).unwrap();
        let mut calls = 0;
        let mut time_up = || {
            calls += 1;
            calls > 50
        };
        let hint =
            suggest(&board, 0.5, 1, Evaluation::Heuristic, &mut time_up).expect("a slide exists");
        assert!(board.can_slide(hint), "{position}: {hint} changes nothing");
    }

    #[test]
    fn hints_are_legal_on_every_kind_of_board() {
        check_legal_hint("2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2");
        check_legal_hint("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 4");
        check_legal_hint("2 0 0/0 0 0/0 0 0");
        check_legal_hint("65536 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        check_legal_hint("32768 32768 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
        check_legal_hint("2 4 2 4 2 4/4 2 4 2 4 2/2 4 2 4 2 4/4 2 4 2 4 2/2 4 2 4 2 4/4 2 4 2 4 0");
    }

    #[test]
    fn no_slide_means_no_hint() {
        for position in [
            "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
            "2 4 2/4 2 4/2 4 2",
            "65536 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
        ] {
            let board = Board::parse(position).unwrap();
            assert_eq!(
                suggest(&board, 0.5, 1, Evaluation::Heuristic, &mut || false),
                None,
                "{position}"
            );
        }
    }

    #[test]
    fn two_32768s_that_merge_go_to_the_general_search() {
        let board = Board::parse("32768 32768 2 4/4 2 4 2/2 4 2 4/4 2 4 2").unwrap();
        let mut calls = 0;
        let mut time_up = || {
            calls += 1;
            calls > 200
        };
        let answer = analyse(&board, 0.5, 1, Evaluation::Heuristic, &mut time_up).unwrap();
        assert!(!answer.fast);
        assert!(matches!(
            answer.direction,
            Direction::Left | Direction::Right
        ));
        let plain = Board::parse("2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2").unwrap();
        assert!(
            analyse(&plain, 0.5, 1, Evaluation::Heuristic, &mut || true)
                .unwrap()
                .fast
        );
    }

    #[test]
    fn search_time_keeps_a_reserve() {
        assert_eq!(
            search_time(Duration::from_millis(100)),
            Duration::from_millis(95)
        );
        assert_eq!(
            search_time(Duration::from_millis(10)),
            Duration::from_millis(9)
        );
        assert_eq!(
            search_time(Duration::from_millis(1)),
            Duration::from_micros(900)
        );
    }
}
