//! The board line: a braille view of the whole board, as the tones are a
//! sound view. One cell per tile (its exponent as a digit, 1–9, then the
//! lowercase letters a–z for 2^10 = 1024 to 2^35; `*` past that), a blank
//! for an empty cell, and [`ROW_SEPARATOR`] between rows: a 4×4 board is 19
//! cells. The review cursor's cell is the one to mark with dots 7 and 8.
//!
//! Where the whole line does not fit the display, it is cut into pages of
//! whole rows (as many as fit, with their separators) and the page holding
//! the cursor's row is shown: an 8×8 board (71 cells) shows in two halves
//! on 40 cells and whole on 80; a 4×4 board in pages of three rows and one
//! on 14 cells, two and two on 12. Routing keys map back to cells
//! ([`BoardLine::cell_at`]).
//!
//! Pure: a board, a cursor and a width in, cells out. Nothing here knows
//! BrlAPI, terminals or the player's language.

use std::ops::Range;

use crate::engine::{Board, Cell};

/// Between rows. Not a digit or a letter, so it never reads as a tile; it
/// is the row separator of the game's own position text (`2 4 0 0/…`), and
/// one cell (dots 3-4 in North American computer braille, distinct from
/// every digit and letter) in BRLTTY's text tables.
pub const ROW_SEPARATOR: char = '/';
/// An empty cell.
pub const EMPTY: char = ' ';
/// A tile past `z` (2^35), which the letters do not reach.
pub const BEYOND_LETTERS: char = '*';

/// What the display shows of the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardLine {
    /// The cells, one character each, at most the display's width.
    pub text: String,
    /// The position on the line (from 0) of the cursor's cell, to mark with
    /// dots 7 and 8.
    pub cursor: Option<usize>,
    /// The board rows shown (from 0).
    pub rows: Range<usize>,
    /// Which page of rows this is, and how many there are.
    pub page: usize,
    pub pages: usize,
    /// The board cell under each position of the line (None on a
    /// separator).
    cells: Vec<Option<Cell>>,
}

impl BoardLine {
    /// The board line of `board` on a display `width` cells wide, on the
    /// page holding `cursor`'s row.
    pub fn new(board: &Board, cursor: Cell, width: usize) -> BoardLine {
        let per_page = rows_per_page(board.size(), width);
        BoardLine::page(board, cursor, width, cursor.row / per_page)
    }

    /// Page `page` of the board line (clamped to the last page), with the
    /// cursor marked if its row is on it.
    pub fn page(board: &Board, cursor: Cell, width: usize, page: usize) -> BoardLine {
        let size = board.size();
        let per_page = rows_per_page(size, width);
        let pages = size.div_ceil(per_page);
        let page = page.min(pages - 1);
        let rows = page * per_page..((page + 1) * per_page).min(size);
        let mut text = String::new();
        let mut cells = Vec::new();
        let mut marked = None;
        for row in rows.clone() {
            if row > rows.start {
                text.push(ROW_SEPARATOR);
                cells.push(None);
            }
            for col in 0..size {
                let cell = Cell::new(col, row);
                if cell == cursor {
                    marked = Some(cells.len());
                }
                text.push(glyph(board.get(cell)));
                cells.push(Some(cell));
            }
        }
        // A display narrower than one row (below the 12 cells supported)
        // shows the row's start.
        let text: String = text.chars().take(width).collect();
        cells.truncate(width);
        BoardLine {
            text,
            cursor: marked.filter(|&at| at < width),
            rows,
            page,
            pages,
            cells,
        }
    }

    /// The board cell under routing key `index` (from 0), or None on a
    /// separator or past the line's end.
    pub fn cell_at(&self, index: usize) -> Option<Cell> {
        self.cells.get(index).copied().flatten()
    }
}

/// How many whole rows of a `size`-wide board fit in `width` cells with a
/// separator between each (at least one).
pub fn rows_per_page(size: usize, width: usize) -> usize {
    ((width + 1) / (size + 1)).clamp(1, size)
}

/// The cell for a tile exponent (0 = empty).
pub fn glyph(exponent: u8) -> char {
    match exponent {
        0 => EMPTY,
        1..=9 => char::from(b'0' + exponent),
        10..=35 => char::from(b'a' + exponent - 10),
        _ => BEYOND_LETTERS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    /// A case: position text, cursor, width → text, cursor mark, rows.
    type Case = (
        &'static str,
        &'static str,
        usize,
        &'static str,
        Option<usize>,
        Range<usize>,
    );

    #[test]
    fn lines_from_boards_written_as_text() {
        let cases: &[Case] = &[
            (
                "2 4 8 16/32 64 128 256/512 1024 2048 4096/0 0 0 8192",
                "A1",
                40,
                "1234/5678/9abc/   d",
                Some(0),
                0..4,
            ),
            (
                "0 0 0 0/0 2 0 0/0 0 0 0/0 0 0 2",
                "B2",
                19,
                "    / 1  /    /   1",
                Some(6),
                0..4,
            ),
            (
                "0 0 0 0/0 2 0 0/0 0 0 0/0 0 0 2",
                "D4",
                80,
                "    / 1  /    /   1",
                Some(18),
                0..4,
            ),
            // 14 cells: three rows (14 cells) then one.
            (
                "2 0 0 0/0 4 0 0/0 0 8 0/0 0 0 16",
                "A1",
                14,
                "1   / 2  /  3 ",
                Some(0),
                0..3,
            ),
            (
                "2 0 0 0/0 4 0 0/0 0 8 0/0 0 0 16",
                "D4",
                14,
                "   4",
                Some(3),
                3..4,
            ),
            // 12 cells: two rows and two.
            (
                "2 0 0 0/0 4 0 0/0 0 8 0/0 0 0 16",
                "C3",
                12,
                "  3 /   4",
                Some(2),
                2..4,
            ),
            (
                "2 0 0 0/0 4 0 0/0 0 8 0/0 0 0 16",
                "B2",
                12,
                "1   / 2  ",
                Some(6),
                0..2,
            ),
            (
                "2 4 8/0 0 0/16 0 2",
                "C3",
                12,
                "123/   /4 1",
                Some(10),
                0..3,
            ),
        ];
        for (position, at, width, text, mark, rows) in cases {
            let board = Board::parse(position).unwrap();
            let line = BoardLine::new(&board, cell(at), *width);
            assert_eq!(line.text, *text, "{position} at {at} on {width}");
            assert_eq!(line.cursor, *mark, "{position} at {at} on {width}");
            assert_eq!(line.rows, *rows, "{position} at {at} on {width}");
            assert!(line.text.chars().count() <= *width);
        }
    }

    #[test]
    fn a_four_by_four_board_is_nineteen_cells_and_an_eight_by_eight_two_halves() {
        let four = Board::empty(4).unwrap();
        assert_eq!(
            BoardLine::new(&four, cell("A1"), 40).text.chars().count(),
            19
        );
        let eight = Board::empty(8).unwrap();
        let top = BoardLine::new(&eight, cell("H4"), 40);
        let bottom = BoardLine::new(&eight, cell("A5"), 40);
        assert_eq!((top.rows.clone(), top.pages), (0..4, 2));
        assert_eq!((bottom.rows.clone(), bottom.cursor), (4..8, Some(0)));
        assert_eq!(top.text.chars().count(), 4 * 8 + 3);
        assert_eq!(top.cursor, Some(3 * 9 + 7));
        let whole = BoardLine::new(&eight, cell("H8"), 80);
        assert_eq!((whole.rows, whole.pages), (0..8, 1));
        assert_eq!(whole.text.chars().count(), 71);
        assert_eq!(whole.cursor, Some(70));
    }

    #[test]
    fn every_width_from_12_to_80_shows_the_cursor_on_whole_rows() {
        for size in 3..=8 {
            let mut board = Board::empty(size).unwrap();
            for (n, at) in board.cells().collect::<Vec<_>>().into_iter().enumerate() {
                board.set(at, (n % 12) as u8);
            }
            for width in 12..=80 {
                for at in board.cells() {
                    let line = BoardLine::new(&board, at, width);
                    let length = line.text.chars().count();
                    assert!(length <= width, "{size} {width} {at}");
                    assert!(line.rows.contains(&at.row));
                    assert_eq!(length, line.rows.len() * (size + 1) - 1);
                    let mark = line.cursor.expect("cursor shown");
                    assert_eq!(line.cell_at(mark), Some(at));
                    let shown: char = line.text.chars().nth(mark).unwrap();
                    assert_eq!(shown, glyph(board.get(at)));
                }
            }
        }
    }

    #[test]
    fn routing_keys_map_back_to_cells_and_not_separators() {
        let board = Board::parse("0 0 0/0 2 0/0 0 0").unwrap();
        let line = BoardLine::new(&board, cell("A1"), 40);
        let cases: &[(usize, Option<&str>)] = &[
            (0, Some("A1")),
            (2, Some("C1")),
            (3, None),
            (4, Some("A2")),
            (5, Some("B2")),
            (7, None),
            (10, Some("C3")),
            (11, None),
            (39, None),
        ];
        for (index, expected) in cases {
            assert_eq!(
                line.cell_at(*index),
                expected.map(cell),
                "routing key {index}"
            );
        }
        let paged = BoardLine::page(&Board::empty(4).unwrap(), cell("A1"), 12, 1);
        assert_eq!(paged.cell_at(0), Some(cell("A3")));
        assert_eq!(paged.cursor, None);
    }

    #[test]
    fn glyphs_are_digits_then_letters_never_the_separator() {
        let cases = [
            (0, ' '),
            (1, '1'),
            (9, '9'),
            (10, 'a'),
            (11, 'b'),
            (17, 'h'),
            (35, 'z'),
            (36, '*'),
            (40, '*'),
        ];
        for (exponent, expected) in cases {
            assert_eq!(glyph(exponent), expected, "2^{exponent}");
        }
        assert!(!ROW_SEPARATOR.is_alphanumeric() && ROW_SEPARATOR != EMPTY);
        assert!(!BEYOND_LETTERS.is_alphanumeric());
    }
}
