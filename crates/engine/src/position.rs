//! The position text format: rows top to bottom separated by `/` (or by line
//! breaks, for board files), cells separated by spaces or commas, each a tile
//! value or `0` / `.` for empty. `2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2`.
//!
//! Parsing is linear in the length of the text and reports the first problem
//! with its row and cell. Pure: text in, grid or error out.

use std::fmt;

use super::grid::Grid;
use super::tile::{MAX_EXPONENT, exponent_of};
use crate::excerpt::excerpt;

/// Why a text is not a position. Rows and cells count from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// Nothing but white space and separators.
    Empty,
    /// A cell holds a character that is not a digit or `.`.
    UnknownCharacter {
        row: usize,
        cell: usize,
        text: String,
        character: char,
    },
    /// A number that is not 0 or a power of two from 2 to 2^40.
    NotATile {
        row: usize,
        cell: usize,
        text: String,
    },
    /// A row whose cell count differs from the first row's.
    Ragged {
        row: usize,
        found: usize,
        expected: usize,
    },
    /// A grid of a shape the caller does not support.
    UnsupportedSize {
        rows: usize,
        cols: usize,
        supported: String,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Empty => write!(f, "the position is empty"),
            PositionError::UnknownCharacter {
                row,
                cell,
                text,
                character,
            } => write!(
                f,
                "row {row}, cell {cell}: unknown character {character:?} in '{text}' (use tile values, 0 or . for empty)"
            ),
            PositionError::NotATile { row, cell, text } => write!(
                f,
                "row {row}, cell {cell}: '{text}' is not a tile value (a power of two from 2 to 2^{MAX_EXPONENT}, or 0 for empty)"
            ),
            PositionError::Ragged {
                row,
                found,
                expected,
            } => write!(
                f,
                "row {row} has {found} cells but row 1 has {expected}: every row needs the same number of cells"
            ),
            PositionError::UnsupportedSize {
                rows,
                cols,
                supported,
            } => write!(f, "a {rows}×{cols} board is not supported ({supported})"),
        }
    }
}

impl std::error::Error for PositionError {}

fn is_cell_separator(c: char) -> bool {
    c == ',' || c.is_whitespace()
}

fn parse_cell(token: &str, row: usize, cell: usize) -> Result<u8, PositionError> {
    if token == "." {
        return Ok(0);
    }
    if let Some(character) = token.chars().find(|c| !c.is_ascii_digit()) {
        return Err(PositionError::UnknownCharacter {
            row,
            cell,
            text: excerpt(token),
            character,
        });
    }
    let not_a_tile = || PositionError::NotATile {
        row,
        cell,
        text: excerpt(token),
    };
    let value: u64 = token.parse().map_err(|_| not_a_tile())?;
    exponent_of(value).ok_or_else(not_a_tile)
}

impl Grid {
    /// Parses a position of any rectangular shape.
    pub fn parse(text: &str) -> Result<Grid, PositionError> {
        let mut rows: Vec<&str> = text.split(['/', '\n']).collect();
        // Blank rows at either end (a trailing `/` or newline) are not rows.
        while rows.last().is_some_and(|r| r.trim().is_empty()) {
            rows.pop();
        }
        let leading = rows.iter().take_while(|r| r.trim().is_empty()).count();
        let rows = &rows[leading..];
        if rows.is_empty() {
            return Err(PositionError::Empty);
        }
        let mut cells = Vec::new();
        let mut expected = 0;
        for (r, row_text) in rows.iter().enumerate() {
            let before = cells.len();
            for (c, token) in row_text
                .split(is_cell_separator)
                .filter(|t| !t.is_empty())
                .enumerate()
            {
                cells.push(parse_cell(token, r + 1, c + 1)?);
            }
            let found = cells.len() - before;
            if r == 0 {
                expected = found;
            } else if found != expected {
                return Err(PositionError::Ragged {
                    row: r + 1,
                    found,
                    expected,
                });
            }
        }
        Grid::from_exponents(rows.len(), expected, cells).ok_or(PositionError::Empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_design_example() {
        let grid = Grid::parse("2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2").unwrap();
        assert_eq!((grid.rows(), grid.cols()), (4, 4));
        assert_eq!(grid.to_position(), "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2");
    }

    #[test]
    fn accepts_dots_commas_and_line_breaks() {
        let a = Grid::parse("2,.,4\n. . 8\r\n16, 0 ,2\n").unwrap();
        assert_eq!(a.to_position(), "2 0 4/0 0 8/16 0 2");
        let b = Grid::parse("/2 0 4/0 0 8/16 0 2/").unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn non_square_grids_parse() {
        let grid = Grid::parse("2 0 0/0 0 4").unwrap();
        assert_eq!((grid.rows(), grid.cols()), (2, 3));
    }

    #[track_caller]
    fn error(text: &str) -> String {
        Grid::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn errors_name_the_problem_and_place() {
        assert_eq!(error(""), "the position is empty");
        assert_eq!(error(" / /"), "the position is empty");
        assert_eq!(
            error("2 2/2 3"),
            "row 2, cell 2: '3' is not a tile value (a power of two from 2 to 2^40, or 0 for empty)"
        );
        assert!(error("2 1/2 2").starts_with("row 1, cell 2: '1' is not a tile value"));
        assert!(error("2 2/2 99999999999999999999999").starts_with("row 2, cell 2:"));
        assert!(error("2 2/2 2199023255552").contains("not a tile value"));
        assert_eq!(
            error("2 x/2 2"),
            "row 1, cell 2: unknown character 'x' in 'x' (use tile values, 0 or . for empty)"
        );
        assert!(error("2 -2/2 2").contains("unknown character '-'"));
        assert_eq!(
            error("2 2 2/2 2"),
            "row 2 has 2 cells but row 1 has 3: every row needs the same number of cells"
        );
        assert!(error("2 2//2 2").starts_with("row 2 has 0 cells"));
    }
}
