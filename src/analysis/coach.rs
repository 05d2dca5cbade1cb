//! The coach's verdict on a slide the player made: whether it was the slide
//! the hint search chose on the board before it and, if not, the engine's
//! slide, the player's own slide, what the player's slide costs next to the
//! engine's (a fact of the board each leaves, from
//! [`search::compare`]) and how much worse it looks to the search. The why
//! is always about the slide the player made, never the hint's reason
//! against its own runner-up.
//!
//! Pure: looks only at the board, the slide played and the search's
//! answer. No words, clock or threads here; the caller runs the search
//! (within the hint's time budget) and narration says the verdict.

use crate::engine::{Board, Direction};

use super::search::{self, Suggestion, Worse};

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
    /// The engine preferred another slide.
    Differs(Differs),
}

/// The engine's slide against the player's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Differs {
    /// The slide the engine preferred.
    pub engine: Direction,
    /// The slide the player made.
    pub played: Direction,
    /// What the player's slide costs next to the engine's: a fact of the
    /// board the player's slide leaves, compared with the engine's.
    pub cost: Worse,
    /// The board's size, to name its edges.
    pub size: usize,
    /// How much worse the player's slide looks to the search.
    pub shortfall: Shortfall,
}

impl Verdict {
    pub fn matched(&self) -> bool {
        matches!(self, Verdict::Matched)
    }
}

/// The verdict on `played`, slid from `board`, given the search's answer on
/// that board. `None` when the search found no slide or either slide does
/// not change the board (it cannot, as the player slid and the search
/// answers with a legal slide; kept for safety).
pub fn judge(board: &Board, played: Direction, suggestion: Option<&Suggestion>) -> Option<Verdict> {
    let suggestion = suggestion?;
    let engine = suggestion.direction;
    if engine == played {
        return Some(Verdict::Matched);
    }
    let cost = search::compare(board, engine, played)?;
    let shortfall = match (suggestion.value_of(engine), suggestion.value_of(played)) {
        (Some(best), Some(yours)) => shortfall(best, yours),
        _ => Shortfall::Unknown,
    };
    Some(Verdict::Differs(Differs {
        engine,
        played,
        cost,
        size: board.size(),
        shortfall,
    }))
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
                if let Verdict::Differs(differs) = verdict {
                    assert_eq!(differs.engine, hint, "{position} {played}");
                    // The why is about the player's slide against the
                    // engine's, whatever the hint's runner-up.
                    assert_eq!(differs.played, played, "{position}");
                    assert_eq!(
                        Some(differs.cost),
                        search::compare(&board, hint, played),
                        "{position} {played}"
                    );
                    assert_eq!(differs.size, board.size(), "{position}");
                }
            }
        }
    }

    #[test]
    fn a_slide_that_throws_the_corner_away_gets_the_engine_s_slide_and_what_the_player_s_costs() {
        // The 512 sits in the corner; up takes it out.
        let (verdict, suggestion) = verdict("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0", Up);
        let Verdict::Differs(differs) = verdict else {
            panic!("up is not the engine's slide: {verdict:?}");
        };
        assert_eq!(differs.engine, suggestion.direction);
        assert_ne!(differs.engine, Up);
        assert_eq!(differs.played, Up);
        assert_eq!(differs.cost, Worse::LeavesCorner { value: 512 });
        assert_ne!(differs.shortfall, Shortfall::AsGood, "{suggestion:?}");
        assert_ne!(differs.shortfall, Shortfall::Unknown, "{suggestion:?}");
    }

    #[test]
    fn the_why_is_the_player_s_slide_s_cost_not_the_hint_s_runner_up_s() {
        // Left keeps the 512 in its corner and is the engine's slide; the
        // hint's runner-up is down (which leaves the 512 where it is), but
        // the player slid right, which takes the 512 out of the corner.
        let board = Board::parse("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0").unwrap();
        let answer = Suggestion {
            direction: Left,
            depth: 3,
            fast: true,
            runner_up: Some(Down),
            values: [None; 4],
        };
        let hint = search::explain(&board, &answer);
        let runner_up = hint.runner_up.expect("other slides are legal");
        assert_eq!(runner_up.direction, Down);
        assert_ne!(runner_up.worse, Worse::LeavesCorner { value: 512 });
        let verdict = judge(&board, Right, Some(&answer)).unwrap();
        assert_eq!(
            verdict,
            Verdict::Differs(Differs {
                engine: Left,
                played: Right,
                cost: Worse::LeavesCorner { value: 512 },
                size: 4,
                shortfall: Shortfall::Unknown,
            })
        );
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
