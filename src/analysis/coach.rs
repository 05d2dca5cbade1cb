//! The coach's verdict on a slide the player made: whether it was the slide
//! the hint search chose on the board before it and, if not, the engine's
//! slide with its explanation and how much worse the player's slide looks
//! to the search.
//!
//! Pure: looks only at the board, the slide played and the search's
//! answer. No words, clock or threads here; the caller runs the search
//! (within the hint's time budget) and narration says the verdict.

use crate::engine::{Board, Direction};

use super::search::{self, Explanation, Suggestion};

/// How much worse the player's slide looks than the engine's, by the
/// search's expected value of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortfall {
    /// Within [`AS_GOOD`] of the engine's value: a close call.
    AsGood,
    /// Up to [`SLIGHTLY`] below it.
    Slightly,
    /// Up to [`CLEARLY`] below it.
    Clearly,
    /// More than that: the search sees a real risk of losing.
    Much,
    /// The search did not value the player's slide at its last depth.
    Unknown,
}

/// Losses of value (as a fraction of the engine's slide's value) below
/// which the player's slide is "about as good", "slightly worse" and
/// "worse"; above the last, "much worse". The search values a live board
/// at a large base per line, so a slide that only wastes a cell loses a
/// fraction of a percent, and one that risks the game loses several.
pub const AS_GOOD: f32 = 0.002;
pub const SLIGHTLY: f32 = 0.01;
pub const CLEARLY: f32 = 0.04;

/// What the coach says about one slide.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    /// The player's slide was the engine's choice.
    Matched,
    /// The engine preferred another slide, for the reasons in `engine`.
    Differs {
        engine: Explanation,
        shortfall: Shortfall,
    },
}

impl Verdict {
    pub fn matched(&self) -> bool {
        matches!(self, Verdict::Matched)
    }
}

/// The verdict on `played`, slid from `board`, given the search's answer on
/// that board. `None` when the search found no slide (it cannot, as the
/// player slid; kept for safety).
pub fn judge(board: &Board, played: Direction, suggestion: Option<&Suggestion>) -> Option<Verdict> {
    let suggestion = suggestion?;
    if suggestion.direction == played {
        return Some(Verdict::Matched);
    }
    let shortfall = match (
        suggestion.value_of(suggestion.direction),
        suggestion.value_of(played),
    ) {
        (Some(best), Some(yours)) => shortfall(best, yours),
        _ => Shortfall::Unknown,
    };
    Some(Verdict::Differs {
        engine: search::explain(board, suggestion),
        shortfall,
    })
}

/// The shortfall of a slide valued `yours` against the best, `best`.
pub fn shortfall(best: f32, yours: f32) -> Shortfall {
    if best.is_nan() || best <= 0.0 || !yours.is_finite() {
        return Shortfall::Unknown;
    }
    let loss = ((best - yours) / best).max(0.0);
    if loss <= AS_GOOD {
        Shortfall::AsGood
    } else if loss <= SLIGHTLY {
        Shortfall::Slightly
    } else if loss <= CLEARLY {
        Shortfall::Clearly
    } else {
        Shortfall::Much
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::search::analyse;
    use Direction::{Down, Left, Right, Up};

    /// The search as the game runs it without a clock: bounded by how
    /// often it may ask whether time is up, so the same every run.
    fn untimed(board: &Board) -> Option<Suggestion> {
        let mut asked = 0;
        analyse(board, 0.5, 1, &mut || {
            asked += 1;
            asked > 64
        })
    }

    #[track_caller]
    fn verdict(position: &str, played: Direction) -> (Verdict, Suggestion) {
        let board = Board::parse(position).unwrap();
        assert!(board.can_slide(played), "{position}: {played} is no slide");
        let suggestion = untimed(&board).expect("a slide exists");
        let verdict = judge(&board, played, Some(&suggestion)).expect("a verdict");
        (verdict, suggestion)
    }

    #[test]
    fn the_verdict_follows_the_hint_s_choice_on_every_slide() {
        for position in [
            "0 0 0 0/0 0 0 2/4 0 0 8/64 64 16 4",
            "0 2 0 0/0 0 0 0/2 0 0 4/512 8 8 4",
            "0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0",
            "2 2 4 4/8 8 0 0/0 0 0 0/2 0 0 0",
            "2 0 0/0 4 0/0 0 2",
            "2 4 8 16 32/0 0 0 0 0/0 0 0 0 0/0 0 0 0 0/0 0 0 0 2",
        ] {
            let board = Board::parse(position).unwrap();
            let hint = untimed(&board).unwrap().direction;
            for played in [Left, Right, Up, Down] {
                if !board.can_slide(played) {
                    continue;
                }
                let (verdict, _) = verdict(position, played);
                assert_eq!(verdict.matched(), played == hint, "{position} {played}");
                if let Verdict::Differs { engine, .. } = verdict {
                    assert_eq!(engine.direction, hint, "{position} {played}");
                }
            }
        }
    }

    #[test]
    fn a_slide_that_throws_the_corner_away_gets_the_engine_s_slide_and_why() {
        // The 512 sits in the corner; up takes it out.
        let (verdict, suggestion) = verdict("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0", Up);
        let Verdict::Differs { engine, shortfall } = verdict else {
            panic!("up is not the engine's slide: {verdict:?}");
        };
        assert_eq!(engine.direction, suggestion.direction);
        assert_ne!(engine.direction, Up);
        assert_ne!(shortfall, Shortfall::AsGood, "{suggestion:?}");
        assert_ne!(shortfall, Shortfall::Unknown, "{suggestion:?}");
    }

    #[test]
    fn shortfalls_by_the_fraction_lost() {
        let table = [
            (1000.0, 1000.0, Shortfall::AsGood),
            (1000.0, 999.0, Shortfall::AsGood),
            (1000.0, 995.0, Shortfall::Slightly),
            (1000.0, 970.0, Shortfall::Clearly),
            (1000.0, 900.0, Shortfall::Much),
            (1000.0, 0.0, Shortfall::Much),
            (1000.0, 1200.0, Shortfall::AsGood),
            (0.0, 0.0, Shortfall::Unknown),
            (f32::NAN, 1.0, Shortfall::Unknown),
        ];
        for (best, yours, expected) in table {
            assert_eq!(shortfall(best, yours), expected, "{best} {yours}");
        }
    }
}
