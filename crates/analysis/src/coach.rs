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

use accessible_2048_engine::{Board, Direction};

use super::search::{self, Suggestion, ValueScale, Worse};

/// How much worse the player's slide looks than the engine's, by the
/// search's expected value of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortfall {
    /// Within [`Thresholds::as_good`] of the engine's value: a close call.
    AsGood,
    /// Up to [`Thresholds::slightly`] below it.
    Slightly,
    /// Up to [`Thresholds::clearly`] below it.
    Clearly,
    /// More than that: the search sees a real risk of losing.
    Much,
    /// The search did not value the player's slide at its last depth.
    Unknown,
}

/// Losses of value (as a fraction of the engine's slide's value) below
/// which the player's slide is "about as good", "slightly worse" and
/// "worse"; above the last, "much worse".
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thresholds {
    pub as_good: f32,
    pub slightly: f32,
    pub clearly: f32,
}

/// For the heuristic's values. It values a live board at a large base per
/// line, so a slide that only wastes a cell loses a fraction of a percent,
/// and one that risks the game loses several.
pub const HEURISTIC: Thresholds = Thresholds {
    as_good: 0.002,
    slightly: 0.01,
    clearly: 0.04,
};

/// For the network's values, the points still to come: measured so that
/// over the same positions, at the game's default odds, each label is said
/// as often as under the heuristic (`examples/coach_thresholds.rs` with the
/// network of 510,000 training games; the run is in docs/benchmarks.md,
/// "The coach's labels under the network"), and checked again with the
/// shipped network ("The shipped network": within a tenth of these).
pub const POINTS: Thresholds = Thresholds {
    as_good: 0.0016,
    slightly: 0.0078,
    clearly: 0.042,
};

impl Thresholds {
    /// The label of a slide that gives up `loss` of the best slide's value.
    pub fn label(self, loss: f32) -> Shortfall {
        if loss <= self.as_good {
            Shortfall::AsGood
        } else if loss <= self.slightly {
            Shortfall::Slightly
        } else if loss <= self.clearly {
            Shortfall::Clearly
        } else {
            Shortfall::Much
        }
    }
}

/// The thresholds for values on `scale`.
pub fn thresholds(scale: ValueScale) -> Thresholds {
    match scale {
        ValueScale::Heuristic => HEURISTIC,
        ValueScale::Points => POINTS,
    }
}

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
        (Some(best), Some(yours)) => shortfall(best, yours, suggestion.scale),
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

/// The shortfall of a slide valued `yours` against the best, `best`, both
/// on `scale`.
pub fn shortfall(best: f32, yours: f32, scale: ValueScale) -> Shortfall {
    let Some(loss) = loss(best, yours) else {
        return Shortfall::Unknown;
    };
    thresholds(scale).label(loss)
}

/// The fraction of `best` that a slide valued `yours` gives up (0 if it
/// gives up nothing); `None` unless `best` is above 0 and `yours` a number.
pub fn loss(best: f32, yours: f32) -> Option<f32> {
    if best.is_nan() || best <= 0.0 || !yours.is_finite() {
        return None;
    }
    Some(((best - yours) / best).max(0.0))
}

/// Thresholds under which `losses` (measured on another scale) take each
/// label as often as `reference_losses` do under `reference`: each is the
/// loss at the same place in order as the reference's share of slides at
/// or below its own threshold. `None` if either list is empty or holds a
/// loss that is not a number.
pub fn matching_thresholds(
    reference: Thresholds,
    reference_losses: &[f32],
    losses: &[f32],
) -> Option<Thresholds> {
    let usable = |list: &[f32]| !list.is_empty() && list.iter().all(|x| !x.is_nan());
    if !usable(reference_losses) || !usable(losses) {
        return None;
    }
    let mut sorted = losses.to_vec();
    sorted.sort_by(f32::total_cmp);
    let at = |limit: f32| {
        let share = reference_losses.iter().filter(|&&x| x <= limit).count() as f64
            / reference_losses.len() as f64;
        let below = (share * sorted.len() as f64).round() as usize;
        // Nothing at or below: a threshold under every loss.
        below.checked_sub(1).map_or(sorted[0] / 2.0, |k| sorted[k])
    };
    Some(Thresholds {
        as_good: at(reference.as_good),
        slightly: at(reference.slightly),
        clearly: at(reference.clearly),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Evaluation, analyse};
    use Direction::{Down, Left, Right, Up};

    /// The search as the game runs it without a clock, by the heuristic:
    /// bounded by how often it may ask whether time is up, so the same
    /// every run.
    fn untimed(board: &Board) -> Option<Suggestion> {
        let mut asked = 0;
        analyse(board, 0.5, 1, Evaluation::Heuristic, &mut || {
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
            scale: ValueScale::Heuristic,
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
    fn each_scale_labels_by_its_own_thresholds() {
        for scale in [ValueScale::Heuristic, ValueScale::Points] {
            let limits = thresholds(scale);
            assert!(0.0 < limits.as_good && limits.as_good < limits.slightly);
            assert!(limits.slightly < limits.clearly && limits.clearly < 1.0);
            let best = 100_000.0f32;
            let below = |limit: f32| best * (1.0 - limit * 0.99);
            let above = |limit: f32| best * (1.0 - limit * 1.01);
            let table = [
                (below(limits.as_good), Shortfall::AsGood),
                (above(limits.as_good), Shortfall::Slightly),
                (below(limits.slightly), Shortfall::Slightly),
                (above(limits.slightly), Shortfall::Clearly),
                (below(limits.clearly), Shortfall::Clearly),
                (above(limits.clearly), Shortfall::Much),
            ];
            for (yours, expected) in table {
                assert_eq!(shortfall(best, yours, scale), expected, "{scale:?} {yours}");
            }
        }
    }

    #[test]
    fn the_verdict_reads_the_values_on_the_suggestion_s_scale() {
        // Left is the engine's slide; the player's down gives up a share
        // of its value between the two scales' "about as good".
        let board = Board::parse("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0").unwrap();
        let lost = (HEURISTIC.as_good + POINTS.as_good) / 2.0;
        let values = [Some(1000.0), None, None, Some(1000.0 * (1.0 - lost))];
        let mut labels = Vec::new();
        for scale in [ValueScale::Heuristic, ValueScale::Points] {
            let answer = Suggestion {
                direction: Left,
                depth: 3,
                fast: true,
                runner_up: Some(Down),
                values,
                scale,
            };
            let Some(Verdict::Differs(differs)) = judge(&board, Down, Some(&answer)) else {
                panic!("down is not the engine's slide");
            };
            assert_eq!(
                differs.shortfall,
                shortfall(1000.0, values[3].unwrap(), scale)
            );
            labels.push(differs.shortfall);
        }
        assert_ne!(labels[0], labels[1], "{lost}");
    }

    #[test]
    fn matched_thresholds_give_each_label_as_often_as_the_reference() {
        let mut rng = accessible_2048_engine::Pcg32::new(7, 1);
        for case in 0..40 {
            let n = 1 + case * 13;
            // The reference spreads over the heuristic's labels; the other
            // scale is any increasing function of it, here squared and
            // scaled, plus slides the reference did not judge.
            let reference: Vec<f32> = (0..n)
                .map(|_| rng.below(10_000) as f32 / 100_000.0)
                .collect();
            let other: Vec<f32> = reference.iter().map(|x| (x * 7.0).powi(2)).collect();
            let matched = matching_thresholds(HEURISTIC, &reference, &other).unwrap();
            let label = |x: f32, t: Thresholds| {
                [t.as_good, t.slightly, t.clearly]
                    .iter()
                    .filter(|&&l| x > l)
                    .count()
            };
            for (x, y) in reference.iter().zip(&other) {
                assert_eq!(
                    label(*x, HEURISTIC),
                    label(*y, matched),
                    "case {case}: {x} {y} {matched:?}"
                );
            }
        }
        assert_eq!(matching_thresholds(HEURISTIC, &[], &[0.1]), None);
        assert_eq!(matching_thresholds(HEURISTIC, &[0.1], &[]), None);
        assert_eq!(matching_thresholds(HEURISTIC, &[0.1], &[f32::NAN]), None);
        // Nothing under a threshold: the matched one is under every loss.
        let high = matching_thresholds(HEURISTIC, &[0.5, 0.6], &[0.2, 0.3]).unwrap();
        assert!(high.as_good < 0.2 && high.clearly < 0.2, "{high:?}");
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
            assert_eq!(
                shortfall(best, yours, ValueScale::Heuristic),
                expected,
                "{best} {yours}"
            );
        }
    }
}
