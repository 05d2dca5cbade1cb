//! What a hint says about why: the chosen slide with its most important
//! reason, both reasons for full verbosity, and the next best slide with why
//! it is worse (a second hint press on the same board). Pure: turns the
//! analysis's [`Explanation`] into message ids and arguments, no words.

use super::message::{Announcement, Message};
use crate::analysis::search::{Explanation, Line, Reason, Worse};
use crate::engine::{Direction, column_name};

/// `Left: merges in the bottom row.`: the slide and its most important
/// reason in a few words, for brief verbosity (within three seconds of
/// speech).
pub fn hint_why_brief(explanation: &Explanation) -> Announcement {
    Announcement::one(
        Message::new("hint-brief")
            .text("direction", explanation.direction.name())
            .list(
                "reason",
                vec![brief_reason(explanation.size, explanation.reason)],
            ),
    )
}

/// `Hint: slide left: merges two 64s in the bottom row.`
pub fn hint_why(explanation: &Explanation) -> Announcement {
    Announcement::one(
        Message::new("hint-why")
            .text("direction", explanation.direction.name())
            .list("reason", vec![reason(explanation.size, explanation.reason)]),
    )
}

/// The hint with both its reasons, then the next best slide: what full
/// verbosity says.
pub fn hint_why_in_full(explanation: &Explanation) -> Vec<Announcement> {
    let size = explanation.size;
    let first = match explanation.also {
        Some(also) => Announcement::one(
            Message::new("hint-why-also")
                .text("direction", explanation.direction.name())
                .list("reason", vec![reason(size, explanation.reason)])
                .list("also", vec![reason(size, also)]),
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
            .list("worse", vec![worse(explanation.size, rival.worse)]),
        None => Message::new("hint-next-best-none"),
    })
}

/// `sliding left moves the 512 out of the corner`: what the `other` slide
/// would cost on a board of `size`, as a part to put in a sentence (the
/// comparison of [`crate::analysis::search::compare`]).
pub fn slide_cost(size: usize, other: Direction, cost: Worse) -> Message {
    Message::new("hint-reason-spares")
        .text("direction", other.name())
        .list("cost", vec![worse(size, cost)])
}

fn reason(size: usize, reason: Reason) -> Message {
    match reason {
        Reason::OnlySlide => Message::new("hint-reason-only-slide"),
        Reason::KeepsLineFull { line } => {
            Message::new("hint-reason-keeps-line-full").list("line", vec![line_name(size, line)])
        }
        Reason::Merges { value, line } => Message::new("hint-reason-merges")
            .tile("from", value)
            .list("line", vec![line_name(size, line)]),
        Reason::KeepsCorner { value } => {
            Message::new("hint-reason-keeps-corner").tile("value", value)
        }
        Reason::IntoCorner { value } => {
            Message::new("hint-reason-into-corner").tile("value", value)
        }
        Reason::OpensCells { count } => {
            Message::new("hint-reason-opens-cells").num("count", count as u64)
        }
        Reason::Spares { other, cost } => slide_cost(size, other, cost),
        Reason::LeavesEmpty { count } => {
            Message::new("hint-reason-leaves-empty").num("count", count as u64)
        }
    }
}

/// The short form of a reason, for brief verbosity.
fn brief_reason(size: usize, reason: Reason) -> Message {
    match reason {
        Reason::OnlySlide => Message::new("hint-brief-only-slide"),
        Reason::KeepsLineFull { line } => {
            Message::new("hint-brief-keeps-line-full").list("line", vec![line_name(size, line)])
        }
        // Where, not the value: a five-digit number alone takes two seconds.
        Reason::Merges { line, .. } => {
            Message::new("hint-brief-merges").list("line", vec![line_name(size, line)])
        }
        Reason::KeepsCorner { .. } => Message::new("hint-brief-keeps-corner"),
        Reason::IntoCorner { .. } => Message::new("hint-brief-into-corner"),
        Reason::OpensCells { count } => {
            Message::new("hint-brief-opens-cells").num("count", count as u64)
        }
        Reason::Spares { other, cost } => Message::new("hint-brief-spares")
            .text("direction", other.name())
            .list("cost", vec![brief_cost(size, cost)]),
        Reason::LeavesEmpty { count } => {
            Message::new("hint-brief-leaves-empty").num("count", count as u64)
        }
    }
}

/// What another slide costs next to a better one, in full (`moves the 512
/// out of the corner`): a verb phrase whose subject is the other slide.
pub fn full_cost(size: usize, cost: Worse) -> Message {
    worse(size, cost)
}

/// The short form of what another slide costs, for brief verbosity: the
/// same fact in a few words that still say what they mean ("puts a 2
/// between bigger tiles", never "2 trapped"), without the values where it
/// can do without them. A verb phrase whose subject is the other slide,
/// as the hint and the coach say it.
pub fn brief_cost(size: usize, cost: Worse) -> Message {
    let line =
        |id: &'static str, line: Line| Message::new(id).list("line", vec![line_name(size, line)]);
    match cost {
        Worse::LeavesCorner { .. } => Message::new("hint-brief-cost-leaves-corner"),
        Worse::OutOfCorner { .. } => Message::new("hint-brief-cost-out-of-corner"),
        Worse::BreaksLine { line: l } => line("hint-brief-cost-breaks-line", l),
        Worse::NoMerge => Message::new("hint-brief-cost-no-merge"),
        Worse::SmallerMerge { .. } => Message::new("hint-brief-cost-smaller-merge"),
        Worse::FewerEmpty { .. } => Message::new("hint-brief-cost-fewer-empty"),
        Worse::InMiddle { .. } => Message::new("hint-brief-cost-in-middle"),
        Worse::Between { small, .. } => {
            Message::new("hint-brief-cost-between").tile("small", small)
        }
        Worse::FillsLine { line: l } => line("hint-brief-cost-fills-line", l),
        Worse::OutOfOrder { line: l } => line("hint-brief-cost-out-of-order", l),
        Worse::FewerPairs { .. } => Message::new("hint-brief-cost-fewer-pairs"),
        // Not the biggest tile: its value says which.
        Worse::TileInMiddle { value } => {
            Message::new("hint-brief-cost-tile-in-middle").tile("value", value)
        }
        // The value with the cell: "B4 filled" alone does not say what
        // happened there.
        Worse::PutsTile { value, cell } => Message::new("hint-brief-cost-puts-tile")
            .tile("value", value)
            .text("cell", cell.to_string()),
        Worse::LeavesTile { value, cell } => Message::new("hint-brief-cost-leaves-tile")
            .tile("value", value)
            .text("cell", cell.to_string()),
        Worse::EmptyCell { cell } => {
            Message::new("hint-brief-cost-empty-cell").text("cell", cell.to_string())
        }
        Worse::SameBoard => Message::new("hint-brief-cost-same-board"),
    }
}

fn worse(size: usize, worse: Worse) -> Message {
    match worse {
        Worse::LeavesCorner { value } => {
            Message::new("hint-worse-leaves-corner").tile("value", value)
        }
        Worse::OutOfCorner { value } => {
            Message::new("hint-worse-out-of-corner").tile("value", value)
        }
        Worse::BreaksLine { line } => {
            Message::new("hint-worse-breaks-line").list("line", vec![line_name(size, line)])
        }
        Worse::NoMerge => Message::new("hint-worse-no-merge"),
        Worse::SmallerMerge { value } => {
            Message::new("hint-worse-smaller-merge").tile("from", value)
        }
        Worse::FewerEmpty { count } => {
            Message::new("hint-worse-fewer-empty").num("count", count as u64)
        }
        Worse::InMiddle { value } | Worse::TileInMiddle { value } => {
            Message::new("hint-worse-in-middle").tile("value", value)
        }
        Worse::Between {
            small,
            first,
            second,
        } => Message::new("hint-worse-between")
            .tile("small", small)
            .tile("first", first)
            .tile("second", second),
        Worse::FillsLine { line } => {
            Message::new("hint-worse-fills-line").list("line", vec![line_name(size, line)])
        }
        Worse::OutOfOrder { line } => {
            Message::new("hint-worse-out-of-order").list("line", vec![line_name(size, line)])
        }
        Worse::FewerPairs { count } => {
            Message::new("hint-worse-fewer-pairs").num("count", count as u64)
        }
        Worse::PutsTile { value, cell } => Message::new("hint-worse-puts-tile")
            .tile("value", value)
            .text("cell", cell.to_string()),
        Worse::LeavesTile { value, cell } => Message::new("hint-worse-leaves-tile")
            .tile("value", value)
            .text("cell", cell.to_string()),
        Worse::EmptyCell { cell } => {
            Message::new("hint-worse-empty-cell").text("cell", cell.to_string())
        }
        Worse::SameBoard => Message::new("hint-worse-same-board"),
    }
}

/// A row or column of a board of `size` by name: the edges in words ("the
/// bottom row", which every voice says clearly, where a lone letter A after
/// "column" can sound like an article), the others by number or letter.
fn line_name(size: usize, line: Line) -> Message {
    let last = size.saturating_sub(1);
    match line {
        Line::Row(0) => Message::new("hint-line-top-row"),
        Line::Row(row) if row == last => Message::new("hint-line-bottom-row"),
        Line::Row(row) => Message::new("hint-line-row").num("row", row as u64 + 1),
        Line::Column(0) => Message::new("hint-line-left-column"),
        Line::Column(col) if col == last => Message::new("hint-line-right-column"),
        Line::Column(col) => Message::new("hint-line-column").text("column", column_name(col)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::search::{self, Suggestion, ValueScale, explain};
    use crate::engine::{Board, Cell, Direction};
    use crate::narration::Arg;

    fn explanation(position: &str, chosen: Direction, runner_up: Direction) -> Explanation {
        let board = Board::parse(position).unwrap();
        let suggestion = Suggestion {
            direction: chosen,
            depth: 5,
            fast: true,
            runner_up: Some(runner_up),
            values: [None; 4],
            scale: ValueScale::Heuristic,
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
        assert_eq!(reasons[0].arg("from"), Some(&Arg::Tile(64)));
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
            size: 4,
            reason: Reason::OnlySlide,
            also: None,
            runner_up: None,
        };
        assert_eq!(next_best(&only).ids(), ["hint-next-best-none"]);
        assert_eq!(hint_why_in_full(&only)[0].ids(), ["hint-why"]);
    }

    #[test]
    fn without_a_plain_reason_the_hint_says_what_the_other_slide_costs() {
        let e = explanation(
            "0 0 0 0/0 0 0 0/0 8 0 0/2 0 4 0",
            Direction::Left,
            Direction::Down,
        );
        let cost = Message::new("hint-worse-out-of-order")
            .list("line", vec![Message::new("hint-line-bottom-row")]);
        let spared = Message::new("hint-reason-spares")
            .text("direction", "down")
            .list("cost", vec![cost.clone()]);
        assert_eq!(
            hint_why(&e).parts[0].arg("reason"),
            Some(&Arg::List(vec![spared.clone()]))
        );
        // Brief verbosity says the same fact in fewer words.
        assert_eq!(
            hint_why_brief(&e).parts[0].arg("reason"),
            Some(&Arg::List(vec![
                Message::new("hint-brief-spares")
                    .text("direction", "down")
                    .list(
                        "cost",
                        vec![
                            Message::new("hint-brief-cost-out-of-order")
                                .list("line", vec![Message::new("hint-line-bottom-row")])
                        ]
                    )
            ]))
        );
        assert_eq!(
            next_best(&e).parts[0].arg("worse"),
            Some(&Arg::List(vec![cost.clone()]))
        );
        let board = Board::parse("0 0 0 0/0 0 0 0/0 8 0 0/2 0 4 0").unwrap();
        let compared = search::compare(&board, Direction::Left, Direction::Down).unwrap();
        assert_eq!(slide_cost(4, Direction::Down, compared), spared);
    }

    #[test]
    fn every_cost_names_its_tiles_cells_and_lines() {
        for (cost, id, args) in [
            (
                Worse::Between {
                    small: 2,
                    first: 256,
                    second: 128,
                },
                "hint-worse-between",
                vec![
                    ("small", Arg::Tile(2)),
                    ("first", Arg::Tile(256)),
                    ("second", Arg::Tile(128)),
                ],
            ),
            (
                Worse::PutsTile {
                    value: 16,
                    cell: Cell::new(1, 0),
                },
                "hint-worse-puts-tile",
                vec![("value", Arg::Tile(16)), ("cell", Arg::Text("B1".into()))],
            ),
            (
                Worse::LeavesTile {
                    value: 8,
                    cell: Cell::new(0, 3),
                },
                "hint-worse-leaves-tile",
                vec![("value", Arg::Tile(8)), ("cell", Arg::Text("A4".into()))],
            ),
            (
                Worse::EmptyCell {
                    cell: Cell::new(3, 3),
                },
                "hint-worse-empty-cell",
                vec![("cell", Arg::Text("D4".into()))],
            ),
            (
                Worse::FewerPairs { count: 2 },
                "hint-worse-fewer-pairs",
                vec![("count", Arg::Number(2))],
            ),
            (
                Worse::InMiddle { value: 64 },
                "hint-worse-in-middle",
                vec![("value", Arg::Tile(64))],
            ),
            (
                Worse::OutOfCorner { value: 32 },
                "hint-worse-out-of-corner",
                vec![("value", Arg::Tile(32))],
            ),
            (
                Worse::FillsLine {
                    line: Line::Column(1),
                },
                "hint-worse-fills-line",
                vec![(
                    "line",
                    Arg::List(vec![Message::new("hint-line-column").text("column", "B")]),
                )],
            ),
        ] {
            let message = worse(4, cost);
            assert_eq!(message.id, id, "{cost:?}");
            for (name, value) in args {
                assert_eq!(message.arg(name), Some(&value), "{cost:?}");
            }
        }
    }

    #[test]
    fn the_edges_are_those_of_the_board_s_own_size() {
        // On a 5×5 board row 4 and column D are inner lines.
        assert_eq!(
            line_name(5, Line::Row(3)),
            Message::new("hint-line-row").num("row", 4)
        );
        assert_eq!(
            line_name(5, Line::Column(3)),
            Message::new("hint-line-column").text("column", "D")
        );
        assert_eq!(line_name(5, Line::Row(4)).id, "hint-line-bottom-row");
        assert_eq!(line_name(5, Line::Column(4)).id, "hint-line-right-column");
        assert_eq!(line_name(3, Line::Row(2)).id, "hint-line-bottom-row");
        let e = explanation(
            "0 0 0 0 0/0 0 0 0 0/0 0 0 0 0/64 64 0 0 0/0 0 0 0 2",
            Direction::Left,
            Direction::Right,
        );
        assert_eq!(e.size, 5);
        let Some(Arg::List(reasons)) = hint_why(&e).parts[0].arg("reason").cloned() else {
            panic!("no reason");
        };
        assert_eq!(
            reasons[0].arg("line"),
            Some(&Arg::List(vec![
                Message::new("hint-line-row").num("row", 4)
            ]))
        );
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
            let message = line_name(4, line);
            assert_eq!(message.id, id, "{line:?}");
            if let Some((name, value)) = arg {
                assert_eq!(message.arg(name), Some(&value), "{line:?}");
            }
        }
    }
}
