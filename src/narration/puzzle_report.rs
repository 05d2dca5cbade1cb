//! What the tilt puzzle says: the goal and par, each tilt with where the
//! marked tiles are, the count against par, the solution. Pure.

use super::board_reading::{CellStyle, cell};
use super::message::Message;
use crate::engine::{Board, Cell, Direction};

/// The two marked cells in reading order (row by row from A1).
fn reading_order(mut marked: [Cell; 2]) -> [Cell; 2] {
    marked.sort_by_key(|c| (c.row, c.col));
    marked
}

/// The opening: the board size and the rules (the goal follows in
/// [`puzzle_goal`]).
pub fn puzzle_start(size: usize, value: u64, marked: [Cell; 2], par: u64) -> Message {
    let marked = reading_order(marked);
    Message::new("puzzle-start")
        .num("size", size as u64)
        .tile("value", value)
        .text("first", marked[0].to_string())
        .text("second", marked[1].to_string())
        .num("par", par)
}

/// The goal: the two marked tiles to bring side by side, and the par.
pub fn puzzle_goal(value: u64, marked: [Cell; 2], par: u64) -> Message {
    let marked = reading_order(marked);
    Message::new("puzzle-goal")
        .tile("value", value)
        .text("first", marked[0].to_string())
        .text("second", marked[1].to_string())
        .num("par", par)
}

/// A cell, saying "marked" for the two marked tiles.
pub fn puzzle_cell(board: &Board, at: Cell, marked: bool, style: CellStyle) -> Message {
    if marked {
        Message::new("cell-marked")
            .text("cell", at.to_string())
            .tile("value", board.value(at))
    } else {
        cell(board, at, style)
    }
}

/// One tilt that moved tiles: where the marked ones are now.
pub fn puzzle_tilt(direction: Direction, marked: [Cell; 2], count: u64) -> Message {
    let marked = reading_order(marked);
    Message::new("puzzle-tilt")
        .text("direction", direction.name())
        .text("first", marked[0].to_string())
        .text("second", marked[1].to_string())
        .num("count", count)
}

/// The count so far against par, and where the marked tiles are.
pub fn puzzle_status(count: u64, par: u64, marked: [Cell; 2]) -> Message {
    let marked = reading_order(marked);
    Message::new("puzzle-status")
        .num("count", count)
        .num("par", par)
        .text("first", marked[0].to_string())
        .text("second", marked[1].to_string())
}

/// Solved: in how many tilts, and how that compares with par.
pub fn puzzle_solved(count: u64, par: u64) -> Vec<Message> {
    let judgement = if count <= par {
        Message::new("puzzle-par-equal")
    } else {
        Message::new("puzzle-par-over")
            .num("par", par)
            .num("over", count - par)
    };
    vec![Message::new("puzzle-solved").num("count", count), judgement]
}

/// The next tilt of a shortest solution from here.
pub fn puzzle_hint(direction: Option<Direction>) -> Message {
    match direction {
        Some(d) => Message::new("puzzle-hint").text("direction", d.name()),
        None => Message::new("puzzle-solved-already"),
    }
}

/// An undone tilt.
pub fn puzzle_undone(direction: Direction) -> Message {
    Message::new("puzzle-undone").text("direction", direction.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;

    #[test]
    fn par_judgement() {
        assert_eq!(puzzle_solved(3, 3)[1].id, "puzzle-par-equal");
        let over = puzzle_solved(5, 3);
        assert_eq!(over[1].id, "puzzle-par-over");
        assert_eq!(over[1].arg("over"), Some(&Arg::Number(2)));
    }

    #[test]
    fn marked_cells_say_so() {
        let board = Board::parse("1024 0 0/0 2 0/0 0 1024").unwrap();
        let style = CellStyle::default();
        assert_eq!(
            puzzle_cell(&board, Cell::new(0, 0), true, style).id,
            "cell-marked"
        );
        assert_eq!(
            puzzle_cell(&board, Cell::new(1, 1), false, style).id,
            "cell-value"
        );
    }
}
