//! What a hint says about why: the chosen slide with its most important
//! reason, both reasons for full verbosity, and the next best slide with why
//! it is worse (a second hint press on the same board). Pure: turns the
//! analysis's [`Explanation`] into message ids and arguments, no words.

use super::message::{Announcement, Message};
use crate::analysis::search::{Explanation, Line, Reason, Worse};
use crate::engine::column_name;

/// The last row or column of a 4×4 board, named as an edge. (On other
/// sizes the last line is named by number or letter.)
const LAST: usize = 3;

/// `Left: merges in the bottom row.`: the slide and its most important
/// reason in a few words, for brief verbosity (within three seconds of
/// speech).
pub fn hint_why_brief(explanation: &Explanation) -> Announcement {
    Announcement::one(
        Message::new("hint-brief")
            .text("direction", explanation.direction.name())
            .list("reason", vec![brief_reason(explanation.reason)]),
    )
}

/// `Hint: slide left: merges two 64s in the bottom row.`
pub fn hint_why(explanation: &Explanation) -> Announcement {
    Announcement::one(
        Message::new("hint-why")
            .text("direction", explanation.direction.name())
            .list("reason", vec![reason(explanation.reason)]),
    )
}

/// The hint with both its reasons, then the next best slide: what full
/// verbosity says.
pub fn hint_why_in_full(explanation: &Explanation) -> Vec<Announcement> {
    let first = match explanation.also {
        Some(also) => Announcement::one(
            Message::new("hint-why-also")
                .text("direction", explanation.direction.name())
                .list("reason", vec![reason(explanation.reason)])
                .list("also", vec![reason(also)]),
        ),
        None => hint_why(explanation),
    };
    vec![first, next_best(explanation)]
}

/// `Next best, slide up: moves the 512 out of the corner.`, or that no other
/// slide is possible.
pub fn next_best(explanation: &Explanation) -> Announcement {
    Announcement::one(match explanation.runner_up {
        Some(rival) => Message::new("hint-next-best")
            .text("direction", rival.direction.name())
            .list("worse", vec![worse(rival.worse)]),
        None => Message::new("hint-next-best-none"),
    })
}

fn reason(reason: Reason) -> Message {
    match reason {
        Reason::OnlySlide => Message::new("hint-reason-only-slide"),
        Reason::KeepsLineFull { line } => {
            Message::new("hint-reason-keeps-line-full").list("line", vec![line_name(line)])
        }
        Reason::Merges { value, line } => Message::new("hint-reason-merges")
            .num("from", value)
            .list("line", vec![line_name(line)]),
        Reason::KeepsCorner { value } => {
            Message::new("hint-reason-keeps-corner").num("value", value)
        }
        Reason::IntoCorner { value } => Message::new("hint-reason-into-corner").num("value", value),
        Reason::OpensCells { count } => {
            Message::new("hint-reason-opens-cells").num("count", count as u64)
        }
        Reason::BestAhead { depth } => {
            Message::new("hint-reason-best-ahead").num("depth", u64::from(depth))
        }
    }
}

/// The short form of a reason, for brief verbosity.
fn brief_reason(reason: Reason) -> Message {
    match reason {
        Reason::OnlySlide => Message::new("hint-brief-only-slide"),
        Reason::KeepsLineFull { line } => {
            Message::new("hint-brief-keeps-line-full").list("line", vec![line_name(line)])
        }
        // Where, not the value: a five-digit number alone takes two seconds.
        Reason::Merges { line, .. } => {
            Message::new("hint-brief-merges").list("line", vec![line_name(line)])
        }
        Reason::KeepsCorner { .. } => Message::new("hint-brief-keeps-corner"),
        Reason::IntoCorner { .. } => Message::new("hint-brief-into-corner"),
        Reason::OpensCells { count } => {
            Message::new("hint-brief-opens-cells").num("count", count as u64)
        }
        Reason::BestAhead { depth } => {
            Message::new("hint-brief-best-ahead").num("depth", u64::from(depth))
        }
    }
}

fn worse(worse: Worse) -> Message {
    match worse {
        Worse::LeavesCorner { value } => {
            Message::new("hint-worse-leaves-corner").num("value", value)
        }
        Worse::BreaksLine { line } => {
            Message::new("hint-worse-breaks-line").list("line", vec![line_name(line)])
        }
        Worse::NoMerge => Message::new("hint-worse-no-merge"),
        Worse::SmallerMerge { value } => {
            Message::new("hint-worse-smaller-merge").num("from", value)
        }
        Worse::FewerEmpty { count } => {
            Message::new("hint-worse-fewer-empty").num("count", count as u64)
        }
        Worse::WorseAhead { depth } => {
            Message::new("hint-worse-ahead").num("depth", u64::from(depth))
        }
    }
}

/// A row or column by name: the edges in words ("the bottom row", which
/// every voice says clearly, where a lone letter A after "column" can sound
/// like an article), the others by number or letter.
fn line_name(line: Line) -> Message {
    match line {
        Line::Row(0) => Message::new("hint-line-top-row"),
        Line::Row(LAST) => Message::new("hint-line-bottom-row"),
        Line::Row(row) => Message::new("hint-line-row").num("row", row as u64 + 1),
        Line::Column(0) => Message::new("hint-line-left-column"),
        Line::Column(LAST) => Message::new("hint-line-right-column"),
        Line::Column(col) => Message::new("hint-line-column").text("column", column_name(col)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::search::{Suggestion, explain};
    use crate::engine::{Board, Direction};
    use crate::narration::Arg;

    fn explanation(position: &str, chosen: Direction, runner_up: Direction) -> Explanation {
        let board = Board::parse(position).unwrap();
        let suggestion = Suggestion {
            direction: chosen,
            depth: 5,
            fast: true,
            runner_up: Some(runner_up),
            values: [None; 4],
        };
        explain(&board, &suggestion)
    }

    #[test]
    fn the_hint_names_its_slide_and_reason() {
        let e = explanation(
            "0 0 0 0/0 0 0 2/4 0 0 8/64 64 16 4",
            Direction::Left,
            Direction::Right,
        );
        let line = hint_why(&e);
        assert_eq!(line.ids(), ["hint-why"]);
        let part = &line.parts[0];
        assert_eq!(part.arg("direction"), Some(&Arg::Text("left".into())));
        let Some(Arg::List(reasons)) = part.arg("reason") else {
            panic!("no reason: {part:?}");
        };
        assert_eq!(reasons[0].id, "hint-reason-merges");
        assert_eq!(reasons[0].arg("from"), Some(&Arg::Number(64)));
        assert_eq!(
            reasons[0].arg("line"),
            Some(&Arg::List(vec![Message::new("hint-line-bottom-row")]))
        );
        let brief = hint_why_brief(&e);
        assert_eq!(brief.ids(), ["hint-brief"]);
        assert_eq!(
            brief.parts[0].arg("reason"),
            Some(&Arg::List(vec![
                Message::new("hint-brief-merges")
                    .list("line", vec![Message::new("hint-line-bottom-row")])
            ]))
        );
    }

    #[test]
    fn full_verbosity_gives_both_reasons_and_the_next_best() {
        let e = explanation(
            "0 2 0 0/0 0 0 0/2 0 0 4/512 8 8 4",
            Direction::Down,
            Direction::Left,
        );
        let lines = hint_why_in_full(&e);
        assert_eq!(lines[0].ids(), ["hint-why-also"]);
        assert_eq!(lines[1].ids(), ["hint-next-best"]);
        let Some(Arg::List(worse)) = lines[1].parts[0].arg("worse") else {
            panic!("no reason: {:?}", lines[1]);
        };
        assert_eq!(worse[0].id, "hint-worse-breaks-line");
        let only = Explanation {
            direction: Direction::Left,
            reason: Reason::OnlySlide,
            also: None,
            runner_up: None,
        };
        assert_eq!(next_best(&only).ids(), ["hint-next-best-none"]);
        assert_eq!(hint_why_in_full(&only)[0].ids(), ["hint-why"]);
    }

    #[test]
    fn edges_are_named_in_words_and_inner_lines_by_number_or_letter() {
        for (line, id, arg) in [
            (Line::Row(0), "hint-line-top-row", None),
            (Line::Row(3), "hint-line-bottom-row", None),
            (Line::Row(1), "hint-line-row", Some(("row", Arg::Number(2)))),
            (Line::Column(0), "hint-line-left-column", None),
            (Line::Column(3), "hint-line-right-column", None),
            (
                Line::Column(2),
                "hint-line-column",
                Some(("column", Arg::Text("C".into()))),
            ),
        ] {
            let message = line_name(line);
            assert_eq!(message.id, id, "{line:?}");
            if let Some((name, value)) = arg {
                assert_eq!(message.arg(name), Some(&value), "{line:?}");
            }
        }
    }
}
