//! A check of hint reasons and slide costs written apart from the analysis:
//! from the engine's own slides alone, whether a reason given for a slide,
//! or a cost said of another slide next to it, is true of the board. Shared
//! by the hint's and the coach's truth tests.
#![allow(dead_code)]

use accessible_2048::analysis::search::{Line, Reason, Worse};
use accessible_2048::engine::{Board, Cell, Direction};

pub fn after(board: &Board, direction: Direction) -> Board {
    board.slide(direction).0
}

pub fn merges(board: &Board, direction: Direction) -> Vec<(u64, Cell)> {
    board
        .slide(direction)
        .1
        .merges
        .iter()
        .map(|m| (m.value, m.cell))
        .collect()
}

pub fn corners(board: &Board) -> Vec<Cell> {
    let last = board.size() - 1;
    vec![
        Cell::new(0, 0),
        Cell::new(last, 0),
        Cell::new(0, last),
        Cell::new(last, last),
    ]
}

pub fn in_a_corner(board: &Board, value: u64) -> bool {
    corners(board).iter().any(|&c| board.value(c) == value)
}

pub fn line_cells(board: &Board, line: Line) -> Vec<Cell> {
    (0..board.size())
        .map(|k| match line {
            Line::Row(row) => Cell::new(k, row),
            Line::Column(col) => Cell::new(col, k),
        })
        .collect()
}

pub fn full(board: &Board, line: Line) -> bool {
    line_cells(board, line).iter().all(|&c| board.value(c) != 0)
}

pub fn tiles(board: &Board, line: Line) -> Vec<u64> {
    line_cells(board, line)
        .iter()
        .map(|&c| board.value(c))
        .filter(|&v| v != 0)
        .collect()
}

pub fn lines(size: usize) -> Vec<Line> {
    (0..size)
        .flat_map(|k| [Line::Row(k), Line::Column(k)])
        .collect()
}

pub fn pairs(board: &Board) -> usize {
    lines(board.size())
        .into_iter()
        .map(|line| {
            tiles(board, line)
                .windows(2)
                .filter(|w| w[0] == w[1])
                .count()
        })
        .sum()
}

pub fn legal(board: &Board) -> Vec<Direction> {
    Direction::ALL
        .into_iter()
        .filter(|&d| board.can_slide(d))
        .collect()
}

pub fn merge_in(line: Line, cell: Cell) -> bool {
    match line {
        Line::Row(row) => cell.row == row,
        Line::Column(col) => cell.col == col,
    }
}

/// Whether `reason` for slide `chosen` is true of `board`.
pub fn reason_holds(board: &Board, chosen: Direction, reason: Reason) -> bool {
    let ours = after(board, chosen);
    match reason {
        Reason::OnlySlide => legal(board) == [chosen],
        Reason::KeepsLineFull { line } => {
            full(board, line)
                && full(&ours, line)
                && legal(board)
                    .into_iter()
                    .filter(|&d| d != chosen)
                    .all(|d| !full(&after(board, d), line))
        }
        Reason::Merges { value, line } => merges(board, chosen)
            .iter()
            .any(|&(v, cell)| v == 2 * value && merge_in(line, cell)),
        Reason::KeepsCorner { value } => {
            in_a_corner(board, board.highest())
                && ours.highest() == value
                && in_a_corner(&ours, value)
        }
        Reason::IntoCorner { value } => ours.highest() == value && in_a_corner(&ours, value),
        Reason::OpensCells { count } => merges(board, chosen).len() == count,
        Reason::Spares { other, cost } => {
            other != chosen && board.can_slide(other) && cost_holds(board, chosen, other, cost)
        }
        Reason::LeavesEmpty { count } => ours.empty_cells().len() == count,
    }
}

/// Whether `cost` is true of slide `other` next to slide `chosen`.
pub fn cost_holds(board: &Board, chosen: Direction, other: Direction, cost: Worse) -> bool {
    let ours = after(board, chosen);
    let theirs = after(board, other);
    let biggest = |d| merges(board, d).iter().map(|&(v, _)| v).max();
    match cost {
        Worse::LeavesCorner { value } => {
            in_a_corner(board, value) && value == board.highest() && !in_a_corner(&theirs, value)
        }
        Worse::OutOfCorner { value } => theirs.highest() == value && !in_a_corner(&theirs, value),
        Worse::BreaksLine { line } => {
            full(board, line) && full(&ours, line) && !full(&theirs, line)
        }
        Worse::NoMerge => merges(board, other).is_empty() && !merges(board, chosen).is_empty(),
        Worse::SmallerMerge { value } => {
            biggest(other) == Some(2 * value) && biggest(chosen) > Some(2 * value)
        }
        Worse::FewerEmpty { count } => {
            ours.empty_cells().len() == theirs.empty_cells().len() + count
        }
        Worse::InMiddle { value } => {
            let last = board.size() - 1;
            theirs.highest() == value
                && theirs
                    .cells()
                    .filter(|&c| theirs.value(c) == value)
                    .all(|c| c.col != 0 && c.row != 0 && c.col != last && c.row != last)
        }
        Worse::Between {
            small,
            first,
            second,
        } => {
            // "Puts" it there: more such tiles than before the slide,
            // each tile counted once (a tile between the two values in its
            // row and in its column too is one), the two values in either
            // order: a tile that already sat between them is not put there.
            let runs = |b: &Board| -> usize {
                let mut at: Vec<Cell> = Vec::new();
                for line in lines(b.size()) {
                    let cells: Vec<Cell> = line_cells(b, line)
                        .into_iter()
                        .filter(|&c| b.value(c) != 0)
                        .collect();
                    for w in cells.windows(3) {
                        let (x, y, z) = (b.value(w[0]), b.value(w[1]), b.value(w[2]));
                        let pair = (x == first && z == second) || (x == second && z == first);
                        if y == small && pair && !at.contains(&w[1]) {
                            at.push(w[1]);
                        }
                    }
                }
                at.len()
            };
            small < first && small < second && runs(&theirs) > runs(board)
        }
        Worse::FillsLine { line } => full(&theirs, line) && !full(board, line),
        Worse::OutOfOrder { line } => {
            let t = tiles(&theirs, line);
            !t.windows(2).all(|w| w[0] <= w[1]) && !t.windows(2).all(|w| w[0] >= w[1])
        }
        Worse::FewerPairs { count } => count > 0 && pairs(&ours) == pairs(&theirs) + count,
        // A big tile, not the highest, off every edge in the other slide's
        // board and in none of the chosen slide's.
        Worse::TileInMiddle { value } => {
            let last = board.size() - 1;
            let in_middle = |b: &Board| {
                b.cells().any(|c| {
                    b.value(c) == value
                        && c.col != 0
                        && c.row != 0
                        && c.col != last
                        && c.row != last
                })
            };
            value >= 8
                && value < theirs.highest()
                && 8 * value >= theirs.highest()
                && in_middle(&theirs)
                && !in_middle(&ours)
        }
        // "Puts": the tile came there by the other slide.
        Worse::PutsTile { value, cell } => {
            value != 0
                && theirs.value(cell) == value
                && ours.value(cell) != value
                && board.value(cell) != value
        }
        // "Leaves the 8 in B4": it stood there and stays, where the chosen
        // slide moves it; never a corner, where the advice keeps tiles.
        Worse::LeavesTile { value, cell } => {
            value != 0
                && !corners(board).contains(&cell)
                && board.value(cell) == value
                && theirs.value(cell) == value
                && ours.value(cell) != value
        }
        Worse::EmptyCell { cell } => theirs.value(cell) == 0 && ours.value(cell) != 0,
        // Not a reason: it never counts as one.
        Worse::SameBoard => false,
    }
}
