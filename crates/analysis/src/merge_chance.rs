//! Where the next merge is: two equal tiles in a row or a column with only
//! empty cells between them, so that one slide along that line joins them.
//! The biggest such pair on the board, rows before columns and top-left
//! first among equals. Pure: a board in, a place out; no words.

use accessible_2048_engine::{Board, Cell, Direction};

/// A line of the board: a row or a column, counted from zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardLine {
    Row(usize),
    Column(usize),
}

/// Two equal tiles one slide can merge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MergeChance {
    /// The value of each of the two tiles.
    pub value: u64,
    pub line: BoardLine,
    /// The two tiles, in reading order.
    pub cells: [Cell; 2],
}

/// The pairs of neighbouring tiles (empty cells skipped) of one line that
/// are equal.
fn pairs_in(board: &Board, cells: &[Cell], line: BoardLine) -> Vec<MergeChance> {
    let tiles: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| board.get(c) != 0)
        .collect();
    tiles
        .windows(2)
        .filter(|pair| board.get(pair[0]) == board.get(pair[1]))
        .map(|pair| MergeChance {
            value: board.value(pair[0]),
            line,
            cells: [pair[0], pair[1]],
        })
        .collect()
}

/// The biggest merge one slide can make, if any.
pub fn biggest_merge_chance(board: &Board) -> Option<MergeChance> {
    let n = board.size();
    let rows = (0..n).flat_map(|r| {
        pairs_in(
            board,
            &board.line_cells(Direction::Left, r),
            BoardLine::Row(r),
        )
    });
    let columns = (0..n).flat_map(|c| {
        pairs_in(
            board,
            &board.line_cells(Direction::Up, c),
            BoardLine::Column(c),
        )
    });
    let mut best: Option<MergeChance> = None;
    for chance in rows.chain(columns) {
        if best.is_none_or(|b| chance.value > b.value) {
            best = Some(chance);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_biggest_pair_that_one_slide_joins() {
        // (board, expected: value, line, first cell)
        type Case = (&'static str, Option<(u64, BoardLine, &'static str)>);
        let table: &[Case] = &[
            ("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2", None),
            (
                "8 0 0 8/0 0 0 0/0 0 0 0/0 0 0 0",
                Some((8, BoardLine::Row(0), "A1")),
            ),
            (
                "2 0 0 0/4 0 0 0/0 0 0 0/4 0 0 2",
                Some((4, BoardLine::Column(0), "A2")),
            ),
            // A tile between them blocks the pair.
            ("8 4 8 0/0 0 0 0/0 0 0 0/0 0 0 0", None),
            // The bigger pair wins, wherever it is; rows before columns.
            (
                "2 2 0 0/0 0 0 0/0 0 16 0/0 0 16 0",
                Some((16, BoardLine::Column(2), "C3")),
            ),
            (
                "8 8 0 0/8 0 0 0/0 0 0 0/0 0 0 0",
                Some((8, BoardLine::Row(0), "A1")),
            ),
        ];
        for &(position, expected) in table {
            let chance = biggest_merge_chance(&Board::parse(position).unwrap());
            let got = chance.map(|c| (c.value, c.line, c.cells[0].to_string()));
            assert_eq!(
                got,
                expected.map(|(v, l, c)| (v, l, c.to_string())),
                "{position}"
            );
        }
    }
}
