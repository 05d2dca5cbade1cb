//! Cell names: columns are letters from A (continuing AA, AB, … past Z as in
//! a spreadsheet), rows are numbers from 1; A1 is the top-left cell.

use std::fmt;
use std::str::FromStr;

/// A cell of a board or grid, counted from zero: `col` 0 is column A,
/// `row` 0 is row 1 (the top row).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub col: usize,
    pub row: usize,
}

impl Cell {
    pub const fn new(col: usize, row: usize) -> Cell {
        Cell { col, row }
    }
}

/// The spreadsheet name of a zero-based column: 0 → A, 25 → Z, 26 → AA.
pub fn column_name(col: usize) -> String {
    let mut letters = Vec::new();
    let mut n = col + 1;
    while n > 0 {
        let rem = (n - 1) % 26;
        letters.push(b'A' + rem as u8);
        n = (n - 1) / 26;
    }
    letters.reverse();
    String::from_utf8(letters).expect("ASCII letters")
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", column_name(self.col), self.row + 1)
    }
}

/// Why a text is not a cell name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellParseError {
    pub text: String,
}

impl fmt::Display for CellParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a cell name (a column letter and a row number, like B3)",
            self.text
        )
    }
}

impl std::error::Error for CellParseError {}

impl FromStr for Cell {
    type Err = CellParseError;

    /// Parses `B3`, `b3` or `AA12` (case-insensitive).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || CellParseError {
            text: text.to_string(),
        };
        let trimmed = text.trim();
        let letters = trimmed.bytes().take_while(u8::is_ascii_alphabetic).count();
        let (col_part, row_part) = trimmed.split_at(letters);
        if col_part.is_empty()
            || col_part.len() > 6
            || row_part.is_empty()
            || !row_part.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(error());
        }
        let mut col: usize = 0;
        for b in col_part.bytes() {
            col = col * 26 + usize::from(b.to_ascii_uppercase() - b'A' + 1);
        }
        let row: usize = row_part.parse().map_err(|_| error())?;
        if row == 0 {
            return Err(error());
        }
        Ok(Cell::new(col - 1, row - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(name: &str, col: usize, row: usize) {
        let cell = Cell::new(col, row);
        assert_eq!(cell.to_string(), name);
        assert_eq!(name.parse::<Cell>(), Ok(cell));
    }

    #[test]
    fn names_table() {
        check("A1", 0, 0);
        check("D4", 3, 3);
        check("B3", 1, 2);
        check("Z10", 25, 9);
        check("AA1", 26, 0);
        check("AZ2", 51, 1);
        check("BA2", 52, 1);
        check("ZZ7", 701, 6);
        check("AAA1", 702, 0);
        check("BXX2000", 1999, 1999);
    }

    #[test]
    fn lower_case_parses() {
        assert_eq!("c2".parse::<Cell>(), Ok(Cell::new(2, 1)));
    }

    #[test]
    fn bad_names_are_errors() {
        for bad in [
            "",
            "A",
            "3",
            "A0",
            "1A",
            "A-1",
            "Ä1",
            "A1x",
            "AAAAAAA1",
            "A99999999999999999999999",
        ] {
            assert!(bad.parse::<Cell>().is_err(), "{bad:?}");
        }
    }
}
