//! Hearing the board: the answer to `listen` (the cursor's row, its column
//! or the whole board), as a short line and the cells, grouped, for the
//! outputs to render (the sound output plays them as tones). Pure.

use crate::command::Listen;
use crate::engine::{Board, Cell, column_name};
use crate::event::Event;
use crate::narration::{Announcement, Message};

/// The line and the event of a `listen` command at `cursor`.
pub fn listen(board: &Board, cursor: Cell, what: Listen) -> (Announcement, Event) {
    let n = board.size();
    let cell = |c: Cell| (c, board.value(c));
    let (message, groups) = match what {
        Listen::Row => (
            Message::new("listen-row").num("row", cursor.row as u64 + 1),
            vec![(0..n).map(|c| cell(Cell::new(c, cursor.row))).collect()],
        ),
        Listen::Column => (
            Message::new("listen-column").text("column", column_name(cursor.col)),
            vec![(0..n).map(|r| cell(Cell::new(cursor.col, r))).collect()],
        ),
        Listen::Board => (
            Message::new("listen-board"),
            (0..n)
                .map(|r| (0..n).map(|c| cell(Cell::new(c, r))).collect())
                .collect(),
        ),
    };
    (Announcement::one(message), Event::Cells { groups, size: n })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_columns_and_the_board_in_reading_order() {
        let board = Board::parse("2 0 0 4/0 8 0 0/0 0 16 0/32 0 0 64").expect("board");
        let at = Cell::new(1, 1);
        let values = |event: &Event| match event {
            Event::Cells { groups, size: 4 } => groups
                .iter()
                .map(|g| g.iter().map(|&(_, v)| v).collect::<Vec<u64>>())
                .collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        let (line, row) = listen(&board, at, Listen::Row);
        assert_eq!(line.ids(), vec!["listen-row"]);
        assert_eq!(values(&row), vec![vec![0, 8, 0, 0]]);
        let (_, column) = listen(&board, at, Listen::Column);
        assert_eq!(values(&column), vec![vec![0, 8, 0, 0]]);
        let (_, column) = listen(&board, Cell::new(3, 0), Listen::Column);
        assert_eq!(values(&column), vec![vec![4, 0, 0, 64]]);
        let (line, all) = listen(&board, at, Listen::Board);
        assert_eq!(line.ids(), vec!["listen-board"]);
        assert_eq!(values(&all)[3], vec![32, 0, 0, 64]);
        assert_eq!(values(&all).len(), 4);
    }
}
