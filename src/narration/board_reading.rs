//! What the review cursor and the reading commands say about the board: a
//! cell, the edge, a row, a column, the whole board, empty cells, the highest
//! tile. Pure: board in, messages out.

use super::message::{Announcement, Message};
use crate::engine::{Board, Cell, Direction, column_name};

/// How empty cells sound: the number zero (the forum rules) or a word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CellStyle {
    pub say_empty: bool,
}

/// `B3, 16`, or `A1, 0` (or `A1, empty`).
pub fn cell(board: &Board, at: Cell, style: CellStyle) -> Message {
    let value = board.value(at);
    if value == 0 && style.say_empty {
        Message::new("cell-empty-word").text("cell", at.to_string())
    } else {
        Message::new("cell-value")
            .text("cell", at.to_string())
            .num("value", value)
    }
}

/// The cursor visiting a cell.
pub fn visit(board: &Board, at: Cell, style: CellStyle) -> Announcement {
    Announcement::one(cell(board, at, style))
}

/// The cursor could not move further `direction`; it stays on the cell
/// that `cell` says.
pub fn edge(direction: Direction, cell: Message) -> Announcement {
    let edge = match direction {
        Direction::Left => "left",
        Direction::Right => "right",
        Direction::Up => "top",
        Direction::Down => "bottom",
    };
    Announcement::new(vec![Message::new("cursor-edge").text("edge", edge), cell])
}

fn in_line(board: &Board, at: Cell, style: CellStyle) -> Message {
    let value = board.value(at);
    if value == 0 && style.say_empty {
        Message::new("cell-in-line-empty-word")
    } else {
        Message::new("cell-in-line").num("value", value)
    }
}

fn row_message(board: &Board, row: usize, id: &'static str, style: CellStyle) -> Message {
    let cells = (0..board.size())
        .map(|col| in_line(board, Cell::new(col, row), style))
        .collect();
    Message::new(id)
        .num("row", row as u64 + 1)
        .list("cells", cells)
}

/// `Row 2: 0, 2, 4, 0.`
pub fn row(board: &Board, row: usize, style: CellStyle) -> Announcement {
    Announcement::one(row_message(board, row, "row-reading", style))
}

/// `Column B: 2, 0, 0, 4.`
pub fn column(board: &Board, col: usize, style: CellStyle) -> Announcement {
    let cells = (0..board.size())
        .map(|row| in_line(board, Cell::new(col, row), style))
        .collect();
    Announcement::one(
        Message::new("column-reading")
            .text("column", column_name(col))
            .list("cells", cells),
    )
}

/// Every row, top to bottom, in one line.
pub fn whole_board(board: &Board, style: CellStyle) -> Announcement {
    Announcement::new(
        (0..board.size())
            .map(|r| row_message(board, r, "board-row", style))
            .collect(),
    )
}

/// `3 empty cells.`
pub fn empty_count(board: &Board) -> Announcement {
    Announcement::one(Message::new("empty-count").num("count", board.empty_cells().len() as u64))
}

/// How many cell names one line of the empty-cell list holds, so that it
/// fits 80 columns in every language.
pub const EMPTIES_PER_LINE: usize = 12;

/// Every empty cell by name, in reading order: `3 empty: A1, C2, D4.`,
/// then, on a big board, further lines of at most [`EMPTIES_PER_LINE`]
/// names (`Also empty: ...`).
pub fn empty_cells(board: &Board) -> Vec<Announcement> {
    let empties = board.empty_cells();
    if empties.is_empty() {
        return vec![Announcement::one(
            Message::new("empty-count").num("count", 0),
        )];
    }
    empties
        .chunks(EMPTIES_PER_LINE)
        .enumerate()
        .map(|(i, chunk)| {
            let names = chunk
                .iter()
                .map(|c| Message::new("cell-name").text("cell", c.to_string()))
                .collect();
            Announcement::one(if i == 0 {
                Message::new("empty-cells")
                    .num("count", empties.len() as u64)
                    .list("cells", names)
            } else {
                Message::new("empty-cells-more").list("cells", names)
            })
        })
        .collect()
}

/// The cursor put on a tile found for the player: `Newest tile: C4, 2.`
/// or `Highest tile: B2, 64.` (`what` is `newest` or `highest`).
pub fn found_tile(board: &Board, at: Cell, what: &'static str) -> Announcement {
    Announcement::one(
        Message::new("cursor-found")
            .text("what", what)
            .text("cell", at.to_string())
            .num("value", board.value(at)),
    )
}

/// `Highest tile 64, at B2.` (every cell that holds it).
pub fn highest(board: &Board) -> Announcement {
    let top = board.highest_exponent();
    let cells = board
        .cells()
        .filter(|&c| top != 0 && board.get(c) == top)
        .map(|c| Message::new("cell-name").text("cell", c.to_string()))
        .collect();
    Announcement::one(
        Message::new("highest-tile")
            .num("value", board.highest())
            .series("cells", cells),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;

    fn board() -> Board {
        Board::parse("2 0 0 4/0 16 0 0/0 0 0 0/0 0 0 16").unwrap()
    }

    #[test]
    fn empty_cell_says_zero_or_the_word() {
        let zero = cell(&board(), Cell::new(1, 0), CellStyle::default());
        assert_eq!(zero.id, "cell-value");
        assert_eq!(zero.arg("value"), Some(&Arg::Number(0)));
        assert_eq!(zero.arg("cell"), Some(&Arg::Text("B1".into())));
        let word = cell(&board(), Cell::new(1, 0), CellStyle { say_empty: true });
        assert_eq!(word.id, "cell-empty-word");
    }

    #[test]
    fn edge_names_the_side_then_the_cell() {
        let at = cell(&board(), Cell::new(0, 0), CellStyle::default());
        let a = edge(Direction::Up, at);
        assert_eq!(a.ids(), vec!["cursor-edge", "cell-value"]);
        assert_eq!(a.parts[0].arg("edge"), Some(&Arg::Text("top".into())));
    }

    #[test]
    fn highest_lists_every_cell_holding_it() {
        let a = highest(&board());
        assert_eq!(a.parts[0].arg("value"), Some(&Arg::Number(16)));
        let Some(Arg::Series(cells)) = a.parts[0].arg("cells") else {
            panic!("{a:?}")
        };
        let names: Vec<_> = cells.iter().map(|m| m.arg("cell").cloned()).collect();
        assert_eq!(
            names,
            vec![Some(Arg::Text("B2".into())), Some(Arg::Text("D4".into()))]
        );
    }

    #[test]
    fn empty_cells_are_named_in_reading_order_in_short_lines() {
        let five = Board::parse("0 2 0 0 0/0 0 0 0 0/0 0 4 0 0/0 0 0 0 0/0 0 0 0 8").unwrap();
        let lines = empty_cells(&five);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].parts[0].arg("count"), Some(&Arg::Number(22)));
        let Some(Arg::List(first)) = lines[0].parts[0].arg("cells") else {
            panic!("{lines:?}")
        };
        assert_eq!(first.len(), EMPTIES_PER_LINE);
        assert_eq!(first[0].arg("cell"), Some(&Arg::Text("A1".into())));
        assert_eq!(first[1].arg("cell"), Some(&Arg::Text("C1".into())));
        assert_eq!(lines[1].ids(), vec!["empty-cells-more"]);
        let full = Board::parse("2 4 8/16 32 64/128 256 512").unwrap();
        assert_eq!(empty_cells(&full)[0].ids(), vec!["empty-count"]);
    }

    #[test]
    fn whole_board_has_a_part_per_row() {
        let a = whole_board(&board(), CellStyle::default());
        assert_eq!(a.parts.len(), 4);
        assert_eq!(a.parts[3].arg("row"), Some(&Arg::Number(4)));
    }
}
