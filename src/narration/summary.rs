//! Summary questions, easier by ear than reading cell by cell: how many
//! tiles of each value, how many empty cells the cursor's row and column
//! hold, and the biggest merge one slide can make. Pure: board in,
//! messages out.

use super::message::{Announcement, Message};
use crate::analysis::merge_chance::{BoardLine, biggest_merge_chance};
use crate::engine::{Board, Cell, column_name};

/// `Tiles: 1 × 16, 2 × 4, 3 × 2.`, biggest value first.
pub fn tile_counts(board: &Board) -> Announcement {
    let mut counts: Vec<(u8, u64)> = Vec::new();
    for cell in board.cells() {
        let exponent = board.get(cell);
        if exponent == 0 {
            continue;
        }
        match counts.iter_mut().find(|(e, _)| *e == exponent) {
            Some((_, n)) => *n += 1,
            None => counts.push((exponent, 1)),
        }
    }
    if counts.is_empty() {
        return Announcement::one(Message::new("empty-count").num("count", 0));
    }
    counts.sort_by_key(|&(e, _)| std::cmp::Reverse(e));
    let items = counts
        .into_iter()
        .map(|(e, n)| {
            Message::new("tile-count")
                .num("count", n)
                .tile("value", 1_u64 << e)
        })
        .collect();
    Announcement::one(Message::new("tile-counts").list("counts", items))
}

/// `Row 2: 1 empty. Column B: 3 empty.`
pub fn line_empties(board: &Board, cursor: Cell) -> Announcement {
    let n = board.size();
    let in_row = (0..n)
        .filter(|&c| board.get(Cell::new(c, cursor.row)) == 0)
        .count();
    let in_column = (0..n)
        .filter(|&r| board.get(Cell::new(cursor.col, r)) == 0)
        .count();
    Announcement::one(
        Message::new("line-empties")
            .num("row", cursor.row as u64 + 1)
            .num("inrow", in_row as u64)
            .text("column", column_name(cursor.col))
            .num("incolumn", in_column as u64),
    )
}

/// `8 and 8 can merge in row 2.` (the biggest), or that none can.
pub fn next_merge(board: &Board) -> Announcement {
    Announcement::one(match biggest_merge_chance(board) {
        None => Message::new("next-merge-none"),
        Some(chance) => match chance.line {
            BoardLine::Row(r) => Message::new("next-merge-row")
                .tile("value", chance.value)
                .num("row", r as u64 + 1),
            BoardLine::Column(c) => Message::new("next-merge-column")
                .tile("value", chance.value)
                .text("column", column_name(c)),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;

    #[test]
    fn tiles_are_counted_by_value_biggest_first() {
        let board = Board::parse("2 2 4 0/16 0 0 2/0 4 0 0/0 0 0 0").unwrap();
        let a = tile_counts(&board);
        let Some(Arg::List(items)) = a.parts[0].arg("counts") else {
            panic!("{a:?}")
        };
        let said: Vec<(Option<&Arg>, Option<&Arg>)> = items
            .iter()
            .map(|m| (m.arg("value"), m.arg("count")))
            .collect();
        let expected = [(16, 1), (4, 2), (2, 3)];
        assert_eq!(said.len(), expected.len());
        for ((value, count), (v, n)) in said.into_iter().zip(expected) {
            assert_eq!(value, Some(&Arg::Tile(v)));
            assert_eq!(count, Some(&Arg::Number(n)));
        }
        let empty = Board::parse("0 0 0/0 0 0/0 0 0").unwrap();
        assert_eq!(tile_counts(&empty).ids(), vec!["empty-count"]);
    }

    #[test]
    fn the_cursor_lines_empties_are_counted() {
        // (cursor, row, empties in the row, column, empties in the column)
        let board = Board::parse("2 2 4 0/16 0 0 2/0 4 0 0/0 0 0 0").unwrap();
        let table = [
            (Cell::new(0, 0), 1, 1, "A", 2),
            (Cell::new(1, 1), 2, 2, "B", 2),
            (Cell::new(3, 3), 4, 4, "D", 3),
        ];
        for (cursor, row, in_row, column, in_column) in table {
            let a = line_empties(&board, cursor);
            let m = &a.parts[0];
            assert_eq!(m.arg("row"), Some(&Arg::Number(row)), "{cursor}");
            assert_eq!(m.arg("inrow"), Some(&Arg::Number(in_row)), "{cursor}");
            assert_eq!(m.arg("column"), Some(&Arg::Text(column.into())), "{cursor}");
            assert_eq!(m.arg("incolumn"), Some(&Arg::Number(in_column)), "{cursor}");
        }
    }

    #[test]
    fn the_next_merge_names_its_line() {
        let table = [
            (
                "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
                "next-merge-none",
                None,
                None,
            ),
            (
                "8 0 0 8/0 0 0 0/0 0 0 0/0 0 0 0",
                "next-merge-row",
                Some(8),
                Some(Arg::Number(1)),
            ),
            (
                "2 0 0 0/0 0 0 4/0 0 0 0/0 0 0 4",
                "next-merge-column",
                Some(4),
                Some(Arg::Text("D".into())),
            ),
        ];
        for (position, id, value, line) in table {
            let a = next_merge(&Board::parse(position).unwrap());
            let m = &a.parts[0];
            assert_eq!(m.id, id, "{position}");
            assert_eq!(m.arg("value"), value.map(Arg::Tile).as_ref(), "{position}");
            let named = m.arg("row").or(m.arg("column"));
            assert_eq!(named, line.as_ref(), "{position}");
        }
    }
}
