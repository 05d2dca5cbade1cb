//! What the coach says: the verdict on the last slide (the engine's choice,
//! or the engine's slide against the slide the player made, with what the
//! player's slide costs and how much worse it looks), its short form for
//! coach mode, coach mode on or off, and at a game's end how many judged
//! slides matched the engine's.
//!
//! Pure: turns the analysis's [`Verdict`] into message ids and arguments.
//! The why is about the player's own slide: its cost in the words the hint
//! uses for another slide's cost (`moves the 512 out of the corner`), said
//! of the player's slide. Each part is a sentence of its own, so a line too
//! wide for the terminal breaks between them.

use super::hint_reason::{brief_cost, full_cost};
use super::message::{Announcement, Message};
use crate::analysis::coach::{Differs, Shortfall, Verdict};

/// `Engine preferred down, not up. Sliding up moves the 512 out of the
/// corner. Yours looks worse.`, or `Your slide was the engine's choice.`
pub fn coach_verdict(verdict: &Verdict) -> Announcement {
    match verdict {
        Verdict::Matched => Message::new("coach-matched").into(),
        Verdict::Differs(differs) => {
            let mut parts = vec![
                slides(Message::new("coach-differs"), differs),
                Message::new("coach-differs-cost")
                    .text("played", differs.played.name())
                    .list("cost", vec![full_cost(differs.size, differs.cost)]),
            ];
            if differs.shortfall != Shortfall::Unknown {
                parts.push(with_shortfall(
                    Message::new("coach-shortfall"),
                    differs.shortfall,
                ));
            }
            Announcement::new(parts)
        }
    }
}

/// The verdict in a few words, for coach mode after each slide: `Engine's
/// choice.` or `Engine: down, not up. Up fills the top row; yours slightly
/// worse.`
pub fn coach_verdict_brief(verdict: &Verdict) -> Announcement {
    match verdict {
        Verdict::Matched => Message::new("coach-matched-brief").into(),
        Verdict::Differs(differs) => Announcement::new(vec![
            slides(Message::new("coach-differs-brief"), differs),
            with_shortfall(
                Message::new("coach-differs-brief-cost")
                    .text("played", differs.played.name())
                    .list("cost", vec![brief_cost(differs.size, differs.cost)]),
                differs.shortfall,
            ),
        ]),
    }
}

/// The engine's slide and the player's.
fn slides(message: Message, differs: &Differs) -> Message {
    message
        .text("direction", differs.engine.name())
        .text("played", differs.played.name())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::coach::judge;
    use crate::analysis::search::{Suggestion, ValueScale, Worse, compare};
    use crate::engine::{Board, Direction};
    use crate::narration::Arg;

    fn suggestion(chosen: Direction, runner_up: Direction, values: [Option<f32>; 4]) -> Suggestion {
        Suggestion {
            direction: chosen,
            depth: 4,
            fast: true,
            runner_up: Some(runner_up),
            values,
            scale: ValueScale::Heuristic,
        }
    }

    #[test]
    fn a_differing_slide_names_the_engine_s_slide_the_player_s_slide_its_cost_and_the_shortfall() {
        let board = Board::parse("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0").unwrap();
        // Values in the order of Direction::ALL.
        let index = |d: Direction| Direction::ALL.iter().position(|&x| x == d).unwrap();
        let mut values = [None; 4];
        values[index(Direction::Left)] = Some(1000.0);
        values[index(Direction::Up)] = Some(900.0);
        // The search's runner-up is down; the player slid up.
        let found = suggestion(Direction::Left, Direction::Down, values);
        let verdict = judge(&board, Direction::Up, Some(&found)).unwrap();
        let cost = compare(&board, Direction::Left, Direction::Up).unwrap();
        assert_eq!(cost, Worse::LeavesCorner { value: 512 });
        for (line, ids, said_cost) in [
            (
                coach_verdict(&verdict),
                vec!["coach-differs", "coach-differs-cost", "coach-shortfall"],
                full_cost(4, cost),
            ),
            (
                coach_verdict_brief(&verdict),
                vec!["coach-differs-brief", "coach-differs-brief-cost"],
                brief_cost(4, cost),
            ),
        ] {
            assert_eq!(line.ids(), ids);
            let (head, said) = (&line.parts[0], &line.parts[1]);
            assert_eq!(head.arg("direction"), Some(&Arg::Text("left".into())));
            assert_eq!(head.arg("played"), Some(&Arg::Text("up".into())));
            assert_eq!(said.arg("played"), Some(&Arg::Text("up".into())));
            assert_eq!(said.arg("cost"), Some(&Arg::List(vec![said_cost])));
            let measure = line.parts.iter().find_map(|p| p.arg("shortfall"));
            assert_eq!(measure, Some(&Arg::Text("much".into())));
        }
        // Without a measure, the full verdict leaves it out.
        let unmeasured = judge(
            &board,
            Direction::Up,
            Some(&suggestion(Direction::Left, Direction::Down, [None; 4])),
        )
        .unwrap();
        assert_eq!(
            coach_verdict(&unmeasured).ids(),
            ["coach-differs", "coach-differs-cost"]
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
