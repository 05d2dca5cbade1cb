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
            .tile("value", value)
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

/// A tile inside a row, column or board reading: `16`.
fn in_line(board: &Board, at: Cell, _style: CellStyle) -> Message {
    Message::new("cell-in-line").tile("value", board.value(at))
}

/// The cells of one row or column, in order, as a reading names them: a
/// tile by its value, and empty cells always by name, one way whether
/// alone or in a run (`B1 empty`, `C1 to D1 empty`): never the number 0
/// beside tiles, and never a count, which a listener would hear as a tile.
fn line_items(board: &Board, cells: &[Cell], style: CellStyle) -> Vec<Message> {
    let empty = |k: usize| board.get(cells[k]) == 0;
    let mut items = Vec::new();
    let mut k = 0;
    while k < cells.len() {
        let run = (k..cells.len()).take_while(|&c| empty(c)).count();
        match run {
            0 => {
                items.push(in_line(board, cells[k], style));
                k += 1;
            }
            1 => {
                items.push(Message::new("empty-one").text("cell", cells[k].to_string()));
                k += 1;
            }
            _ => {
                items.push(
                    Message::new("empty-run")
                        .text("first", cells[k].to_string())
                        .text("last", cells[k + run - 1].to_string()),
                );
                k += run;
            }
        }
    }
    items
}

/// The most a part of a row or column reading may weigh, counting each
/// tile's decimal digits and two for an empty cell: three tiles of five
/// digits take 10.8 s to say in German, the longest voice; a row of eight
/// tiles of five and six digits (an 8 by 8 board late on) took up to 27 s,
/// so it is cut. A small board's rows are cut only once their tiles reach
/// five digits.
pub const LINE_WEIGHT: usize = 15;

/// What a cell weighs in a reading: its tile's digits, or 2 when empty.
fn weight(board: &Board, at: Cell) -> usize {
    match board.value(at) {
        0 => 2,
        value => value.to_string().len(),
    }
}

/// The cells of a line cut into the fewest parts, of near-equal length,
/// that each weigh at most [`LINE_WEIGHT`].
fn parts(board: &Board, cells: &[Cell]) -> Vec<Vec<Cell>> {
    let fits = |part: &[Cell]| part.iter().map(|&c| weight(board, c)).sum::<usize>() <= LINE_WEIGHT;
    (1..=cells.len())
        .map(|count| cells.len().div_ceil(count))
        .map(|size| cells.chunks(size).map(<[Cell]>::to_vec).collect::<Vec<_>>())
        .find(|chunks| chunks.iter().all(|part| fits(part)))
        .unwrap_or_else(|| vec![cells.to_vec()])
}

/// The message ids of a line reading's three forms; the caller names the
/// line (`row`, `column`).
struct LineWords {
    /// The line has no tile: `Row 3: empty.`, `Column B: empty.` (the colon keeps a letter A heard as a letter).
    empty: &'static str,
    /// The whole line: `Row 2: 2, B2 empty, 4.`.
    whole: &'static str,
    /// One part of a long line, from its first cell: `Row 2 from E2: …`.
    from: &'static str,
}

/// One line as the readings say it: `Row 2: 2, B2 empty, 4, D2 empty.`,
/// `Row 3: empty.` when it holds no tile, or, when long, in parts that each
/// name the cell they start from, a line each.
fn line_messages(
    board: &Board,
    cells: &[Cell],
    words: &LineWords,
    style: CellStyle,
) -> Vec<Message> {
    if cells.iter().all(|&c| board.get(c) == 0) {
        return vec![Message::new(words.empty)];
    }
    let parts = parts(board, cells);
    if parts.len() == 1 {
        return vec![Message::new(words.whole).list("cells", line_items(board, cells, style))];
    }
    parts
        .iter()
        .map(|part| {
            Message::new(words.from)
                .text("cell", part[0].to_string())
                .list("cells", line_items(board, part, style))
        })
        .collect()
}

/// One row as the row and board readings say it, a line each part.
fn row_messages(board: &Board, row: usize, style: CellStyle) -> Vec<Message> {
    let cells: Vec<Cell> = (0..board.size()).map(|col| Cell::new(col, row)).collect();
    let words = LineWords {
        empty: "board-row-empty",
        whole: "row-reading",
        from: "row-reading-from",
    };
    line_messages(board, &cells, &words, style)
        .into_iter()
        .map(|m| m.num("row", row as u64 + 1))
        .collect()
}

/// `Row 2: A2 empty, 2, 4, D2 empty.`, or `Row 3: empty.`; a long row in
/// parts, a line each: `Row 2 from A2: …`, `Row 2 from E2: …`.
pub fn row(board: &Board, row: usize, style: CellStyle) -> Vec<Announcement> {
    row_messages(board, row, style)
        .into_iter()
        .map(Announcement::one)
        .collect()
}

/// `Column B: 2, B2 to B3 empty, 4.`, or `Column B: empty.`; a long column
/// in parts, a line each, as a row is.
pub fn column(board: &Board, col: usize, style: CellStyle) -> Vec<Announcement> {
    let cells: Vec<Cell> = (0..board.size()).map(|row| Cell::new(col, row)).collect();
    let words = LineWords {
        empty: "column-empty",
        whole: "column-reading",
        from: "column-reading-from",
    };
    line_messages(board, &cells, &words, style)
        .into_iter()
        .map(|m| Announcement::one(m.text("column", column_name(col))))
        .collect()
}

/// Every row, top to bottom, a line each (a late game's row of big tiles
/// alone takes up to 8 s to say in German, so two never share a line, and
/// a long row is cut as the row reading cuts it), in the row reading's
/// words: a row with no tile is `Row 3: empty.`, and empty cells are named
/// as the row reading names them.
pub fn whole_board(board: &Board, style: CellStyle) -> Vec<Announcement> {
    (0..board.size())
        .flat_map(|r| row(board, r, style))
        .collect()
}

/// `3 empty cells.`
pub fn empty_count(board: &Board) -> Announcement {
    Announcement::one(Message::new("empty-count").num("count", board.empty_cells().len() as u64))
}

/// How many cell names one line of the empty-cell list holds, so that it
/// fits 80 columns in every language.
pub const EMPTIES_PER_LINE: usize = 12;

/// The empty cells of one row, grouped: `row 3 empty` when the row has
/// no tile (as the row reading says it), a run of three or more as `B2 to D2`, other cells by name.
fn empties_in_row(board: &Board, row: usize) -> Vec<Message> {
    let size = board.size();
    let empty = |col: usize| board.get(Cell::new(col, row)) == 0;
    if (0..size).all(empty) {
        return vec![Message::new("empty-row-all").num("row", row as u64 + 1)];
    }
    let name = |col: usize| Cell::new(col, row).to_string();
    let mut groups = Vec::new();
    let mut col = 0;
    while col < size {
        let run = (col..size).take_while(|&c| empty(c)).count();
        if run >= 3 {
            groups.push(
                Message::new("empty-span")
                    .text("first", name(col))
                    .text("last", name(col + run - 1)),
            );
        } else {
            groups
                .extend((col..col + run).map(|c| Message::new("cell-name").text("cell", name(c))));
        }
        col += run.max(1);
    }
    groups
}

/// Every empty cell, grouped by row in reading order: `9 empty: A1, row 2
/// empty, B3 to D3.`, then, on a big board, further lines of at most
/// [`EMPTIES_PER_LINE`] groups (`Also empty: ...`).
pub fn empty_cells(board: &Board) -> Vec<Announcement> {
    let empties = board.empty_cells();
    if empties.is_empty() {
        return vec![Announcement::one(
            Message::new("empty-count").num("count", 0),
        )];
    }
    let groups: Vec<Message> = (0..board.size())
        .flat_map(|row| empties_in_row(board, row))
        .collect();
    groups
        .chunks(EMPTIES_PER_LINE)
        .enumerate()
        .map(|(i, chunk)| {
            let names = chunk.to_vec();
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
            .tile("value", board.value(at)),
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
            .tile("value", board.highest())
            .series("cells", cells),
    )
}

/// A tile and its cell: "2 in A1".
pub fn tile_at(board: &Board, at: Cell) -> Message {
    Message::new("tile-at")
        .tile("value", board.value(at))
        .text("cell", at.to_string())
}

/// Every tile of the board and its cell, row by row.
pub fn tiles_at(board: &Board) -> Vec<Message> {
    board
        .cells()
        .filter(|&c| board.get(c) != 0)
        .map(|c| tile_at(board, c))
        .collect()
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
        assert_eq!(zero.arg("value"), Some(&Arg::Tile(0)));
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
        assert_eq!(a.parts[0].arg("value"), Some(&Arg::Tile(16)));
        let Some(Arg::Series(cells)) = a.parts[0].arg("cells") else {
            panic!("{a:?}")
        };
        let names: Vec<_> = cells.iter().map(|m| m.arg("cell").cloned()).collect();
        assert_eq!(
            names,
            vec![Some(Arg::Text("B2".into())), Some(Arg::Text("D4".into()))]
        );
    }

    /// A group of the empty-cell list as text: `A1`, `B3-D3` or `row 2`.
    fn group(m: &Message) -> String {
        match (
            m.id,
            m.arg("cell"),
            m.arg("first"),
            m.arg("last"),
            m.arg("row"),
        ) {
            ("cell-name", Some(Arg::Text(c)), ..) => c.clone(),
            ("empty-span", _, Some(Arg::Text(a)), Some(Arg::Text(b)), _) => format!("{a}-{b}"),
            ("empty-row-all", .., Some(Arg::Number(r))) => format!("row {r}"),
            _ => panic!("{m:?}"),
        }
    }

    #[test]
    fn empty_cells_are_grouped_by_row_in_short_lines() {
        // (board, count, groups of each line)
        let table: &[(&str, u64, &[&[&str]])] = &[
            (
                "0 2 0 0 0/0 0 0 0 0/0 0 4 0 0/0 0 0 0 0/0 0 0 0 8",
                22,
                &[&[
                    "A1", "C1-E1", "row 2", "A3", "B3", "D3", "E3", "row 4", "A5-D5",
                ]],
            ),
            (
                "2 0 0 4/0 16 0 0/0 0 0 0/0 0 0 16",
                12,
                &[&["B1", "C1", "A2", "C2", "D2", "row 3", "A4-C4"]],
            ),
            (
                "2 0 2 0 2 0 2 0/0 2 0 2 0 2 0 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2",
                8,
                &[&["B1", "D1", "F1", "H1", "A2", "C2", "E2", "G2"]],
            ),
        ];
        for &(position, count, expected) in table {
            let lines = empty_cells(&Board::parse(position).unwrap());
            assert_eq!(lines[0].parts[0].arg("count"), Some(&Arg::Number(count)));
            let said: Vec<Vec<String>> = lines
                .iter()
                .map(|l| match l.parts[0].arg("cells") {
                    Some(Arg::List(groups)) => groups.iter().map(group).collect(),
                    other => panic!("{other:?}"),
                })
                .collect();
            assert_eq!(said, expected, "{position}");
        }
        let full = Board::parse("2 4 8/16 32 64/128 256 512").unwrap();
        assert_eq!(empty_cells(&full)[0].ids(), vec!["empty-count"]);
        // Past EMPTIES_PER_LINE groups, further lines.
        let scattered = "0 2 0 2 0 2 0 2/2 0 2 0 2 0 2 0/0 2 0 2 0 2 0 2/0 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2/2 2 2 2 2 2 2 2";
        let lines = empty_cells(&Board::parse(scattered).unwrap());
        assert_eq!(lines.len(), 2, "13 single cells: {lines:?}");
        assert_eq!(lines[1].ids(), vec!["empty-cells-more"]);
    }

    /// A reading's items as text: a number is a tile, `B1-C1` a run of
    /// empty cells from B1 to C1, `B1 empty` a single empty cell.
    fn items(m: &Message) -> Vec<String> {
        match m.arg("cells") {
            Some(Arg::List(cells)) => cells
                .iter()
                .map(|c| {
                    match (
                        c.id,
                        c.arg("value"),
                        c.arg("first"),
                        c.arg("last"),
                        c.arg("cell"),
                    ) {
                        ("cell-in-line", Some(Arg::Tile(v)), ..) => v.to_string(),
                        ("empty-run", _, Some(Arg::Text(a)), Some(Arg::Text(b)), _) => {
                            format!("{a}-{b}")
                        }
                        ("empty-one", .., Some(Arg::Text(a))) => format!("{a} empty"),
                        _ => panic!("{c:?}"),
                    }
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn row_column_and_board_name_empty_cells_one_way_and_the_board_says_a_line_per_row() {
        let board = Board::parse("2 0 0 4/0 16 0 0/0 0 0 0/0 0 0 16").unwrap();
        let expected: [(&str, &[&str]); 4] = [
            ("row-reading", &["2", "B1-C1", "4"]),
            ("row-reading", &["A2 empty", "16", "C2-D2"]),
            ("board-row-empty", &[]),
            ("row-reading", &["A4-C4", "16"]),
        ];
        // Neither style says a 0 beside tiles: the cursor's own cell alone
        // keeps it.
        for say_empty in [false, true] {
            let style = CellStyle { say_empty };
            let lines = whole_board(&board, style);
            assert_eq!(lines.len(), 4);
            for (r, (id, want)) in expected.iter().enumerate() {
                for said in [&lines[r], &row(&board, r, style)[0]] {
                    assert_eq!(said.ids(), [*id], "row {}", r + 1);
                    assert_eq!(items(&said.parts[0]), *want, "row {}", r + 1);
                    assert_eq!(said.parts[0].arg("row"), Some(&Arg::Number(r as u64 + 1)));
                }
            }
            let columns: [(&str, &[&str]); 4] = [
                ("column-reading", &["2", "A2-A4"]),
                ("column-reading", &["B1 empty", "16", "B3-B4"]),
                ("column-empty", &[]),
                ("column-reading", &["4", "D2-D3", "16"]),
            ];
            for (c, (id, want)) in columns.iter().enumerate() {
                let said = &column(&board, c, style)[0];
                assert_eq!(said.ids(), [*id], "column {c}");
                assert_eq!(items(&said.parts[0]), *want, "column {c}");
            }
        }
    }
}
