//! What the coach says: the verdict on the last slide (the engine's choice,
//! or the slide it preferred with the hint's reason and how much worse the
//! player's slide looks), its short form for coach mode, coach mode on or
//! off, and at a game's end how many judged slides matched the engine's.
//!
//! Pure: turns the analysis's [`Verdict`] into message ids and arguments.
//! The reasons are the hint's own, taken from the hint's messages, so the
//! coach and the hint always give the same why.

use super::hint_reason::{hint_why, hint_why_brief};
use super::message::{Announcement, Arg, Message};
use crate::analysis::coach::{Shortfall, Verdict};
use crate::analysis::search::Explanation;

/// `Engine preferred up: keeps the 512 in the corner; yours looks slightly
/// worse.`, or `Your slide was the engine's choice.`
pub fn coach_verdict(verdict: &Verdict) -> Announcement {
    match verdict {
        Verdict::Matched => Message::new("coach-matched").into(),
        Verdict::Differs { engine, shortfall } => Announcement::one(with_shortfall(
            Message::new("coach-differs")
                .text("direction", engine.direction.name())
                .list("reason", hint_reason(engine, false)),
            *shortfall,
        )),
    }
}

/// The verdict in a few words, for coach mode after each slide: `Engine's
/// choice.` or `Engine: up, keeps the corner; yours slightly worse.`
pub fn coach_verdict_brief(verdict: &Verdict) -> Announcement {
    match verdict {
        Verdict::Matched => Message::new("coach-matched-brief").into(),
        Verdict::Differs { engine, shortfall } => Announcement::one(with_shortfall(
            Message::new("coach-differs-brief")
                .text("direction", engine.direction.name())
                .list("reason", hint_reason(engine, true)),
            *shortfall,
        )),
    }
}

/// Asked before any slide (or after the last was undone).
pub fn coach_no_slide() -> Announcement {
    Message::new("coach-no-slide").into()
}

/// Coach mode is now on or off.
pub fn coach_mode(on: bool) -> Announcement {
    Message::new(if on { "coach-on" } else { "coach-off" }).into()
}

/// `5 of 8 slides matched the engine's choice.`
pub fn coach_tally(matched: u64, judged: u64) -> Announcement {
    Message::new("coach-tally")
        .num("matched", matched)
        .num("judged", judged)
        .into()
}

/// The shortfall as a selector: `as-good`, `slightly`, `clearly`, `much`,
/// or `unknown` (then nothing is said of it).
fn with_shortfall(message: Message, shortfall: Shortfall) -> Message {
    message.text(
        "shortfall",
        match shortfall {
            Shortfall::AsGood => "as-good",
            Shortfall::Slightly => "slightly",
            Shortfall::Clearly => "clearly",
            Shortfall::Much => "much",
            Shortfall::Unknown => "unknown",
        },
    )
}

/// The hint's reason for the engine's slide, as the hint says it (its short
/// form for brief).
fn hint_reason(engine: &Explanation, brief: bool) -> Vec<Message> {
    let hint = if brief {
        hint_why_brief(engine)
    } else {
        hint_why(engine)
    };
    hint.parts
        .into_iter()
        .find_map(|part| match part.arg("reason") {
            Some(Arg::List(reason)) => Some(reason.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::coach::judge;
    use crate::analysis::search::{Suggestion, explain};
    use crate::engine::{Board, Direction};

    fn suggestion(chosen: Direction, runner_up: Direction, values: [Option<f32>; 4]) -> Suggestion {
        Suggestion {
            direction: chosen,
            depth: 4,
            fast: true,
            runner_up: Some(runner_up),
            values,
        }
    }

    #[test]
    fn a_differing_slide_names_the_engine_s_slide_the_hint_s_reason_and_the_shortfall() {
        let board = Board::parse("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0").unwrap();
        // Values in the order of Direction::ALL.
        let index = |d: Direction| Direction::ALL.iter().position(|&x| x == d).unwrap();
        let mut values = [None; 4];
        values[index(Direction::Left)] = Some(1000.0);
        values[index(Direction::Up)] = Some(900.0);
        let found = suggestion(Direction::Left, Direction::Up, values);
        let verdict = judge(&board, Direction::Up, Some(&found)).unwrap();
        let hint = hint_why(&explain(&board, &found));
        let expected_reason = match hint.parts[0].arg("reason") {
            Some(Arg::List(reason)) => reason.clone(),
            other => panic!("the hint has no reason: {other:?}"),
        };
        assert!(!expected_reason.is_empty());
        for (line, id) in [
            (coach_verdict(&verdict), "coach-differs"),
            (coach_verdict_brief(&verdict), "coach-differs-brief"),
        ] {
            let message = &line.parts[0];
            assert_eq!(message.id, id);
            assert_eq!(message.arg("direction"), Some(&Arg::Text("left".into())));
            assert_eq!(message.arg("shortfall"), Some(&Arg::Text("much".into())));
            match message.arg("reason") {
                Some(Arg::List(reason)) => assert!(!reason.is_empty(), "{line:?}"),
                other => panic!("no reason: {other:?}"),
            }
        }
        assert_eq!(
            coach_verdict(&verdict).parts[0].arg("reason"),
            Some(&Arg::List(expected_reason))
        );
    }

    #[test]
    fn a_matching_slide_says_so() {
        let board = Board::parse("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0").unwrap();
        let found = suggestion(Direction::Left, Direction::Up, [None; 4]);
        let verdict = judge(&board, Direction::Left, Some(&found)).unwrap();
        assert_eq!(coach_verdict(&verdict).ids(), ["coach-matched"]);
        assert_eq!(coach_verdict_brief(&verdict).ids(), ["coach-matched-brief"]);
    }
}
