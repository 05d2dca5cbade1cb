//! Reading `--board-file`: a file, a FIFO or standard input (`-`), read as
//! bytes up to a bound, and parsed without a string per cell.
//!
//! Whatever the player names is read, regular file or not (a FIFO waits for
//! its writer, as the player asked), but never more than
//! [`MAX_BOARD_FILE_BYTES`]: a file that never ends (`/dev/zero`) or is
//! larger than any board the command accepts gets a one-line error after
//! reading at most that much. Bytes that can never be part of a position
//! (NUL and other control characters) stop the reading at once.
//!
//! The parser reads the usual form (ASCII digits, `.`, spaces, tabs, commas,
//! line breaks or `/` between rows) in one pass over the bytes. Anything
//! else, and every error, goes to the engine's own position parser, so
//! the accepted positions and the error messages are exactly those of
//! `--board`; error lines are cut to a short, escaped excerpt.
//!
//! No terminal, speech or narration here: bytes in, grid or error out.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::engine::{Grid, exponent_of};
use crate::error::AppError;

/// The largest board file read: 64 MiB, room for a 2000×2000 board of the
/// largest tiles (2^40, 13 digits) or 16 million cells of small ones.
pub const MAX_BOARD_FILE_BYTES: u64 = 64 << 20;

/// How much of a bad input an error line quotes, in characters.
const MAX_ERROR_CHARS: usize = 160;

/// Reads and parses the board named by `path` (`-` is standard input).
pub fn read_board_file(path: &Path) -> Result<Grid, AppError> {
    let name = path.display();
    let cannot = |e: io::Error| AppError::usage(format!("cannot read board file {name}: {e}"));
    let bytes = if path.as_os_str() == "-" {
        read_bounded(io::stdin().lock(), 0).map_err(cannot)?
    } else {
        let file = File::open(path).map_err(cannot)?;
        let metadata = file.metadata().map_err(cannot)?;
        if metadata.is_file() && metadata.len() > MAX_BOARD_FILE_BYTES {
            return Err(too_large(&name.to_string()));
        }
        let expected = if metadata.is_file() {
            metadata.len()
        } else {
            0
        };
        read_bounded(file, expected).map_err(cannot)?
    };
    let bytes = match bytes {
        Reading::Complete(bytes) => bytes,
        Reading::TooLarge => return Err(too_large(&name.to_string())),
        Reading::NotText { offset, byte } => {
            return Err(AppError::usage(format!(
                "board file {name} is not a position: byte 0x{byte:02x} at offset {offset} (a position is text: tile values, 0 or . for empty)"
            )));
        }
    };
    parse_position(&bytes).map_err(|e| AppError::usage(format!("bad board: {}", excerpt(&e))))
}

/// Standard input as bytes, with the same bound and checks as a board file.
pub fn read_stdin() -> Result<Vec<u8>, AppError> {
    let cannot = |e: io::Error| AppError::usage(format!("cannot read standard input: {e}"));
    match read_bounded(io::stdin().lock(), 0).map_err(cannot)? {
        Reading::Complete(bytes) => Ok(bytes),
        Reading::TooLarge => Err(too_large("-")),
        Reading::NotText { offset, byte } => Err(AppError::usage(format!(
            "standard input is not a position: byte 0x{byte:02x} at offset {offset}"
        ))),
    }
}

fn too_large(name: &str) -> AppError {
    AppError::usage(format!(
        "board file {name} is larger than {} MiB: no board that large is accepted",
        MAX_BOARD_FILE_BYTES >> 20
    ))
}

/// What reading gave.
enum Reading {
    Complete(Vec<u8>),
    /// More than [`MAX_BOARD_FILE_BYTES`].
    TooLarge,
    /// A byte no position holds.
    NotText {
        offset: u64,
        byte: u8,
    },
}

/// Whether `byte` can appear in a position text (any text but control
/// characters other than white space).
fn can_be_text(byte: u8) -> bool {
    !(byte < b'\t' || (b'\x0e'..=b'\x1f').contains(&byte) || byte == 0x7f)
}

/// Reads everything, up to the bound, a piece at a time, checking each
/// piece as it comes.
fn read_bounded(mut source: impl io::Read, expected: u64) -> io::Result<Reading> {
    const PIECE: u64 = 1 << 20;
    let mut bytes = Vec::with_capacity(expected.min(MAX_BOARD_FILE_BYTES) as usize);
    loop {
        let start = bytes.len();
        let got = (&mut source).take(PIECE).read_to_end(&mut bytes)?;
        if got == 0 {
            return Ok(Reading::Complete(bytes));
        }
        if let Some(i) = bytes[start..].iter().position(|&b| !can_be_text(b)) {
            return Ok(Reading::NotText {
                offset: (start + i) as u64,
                byte: bytes[start + i],
            });
        }
        if bytes.len() as u64 > MAX_BOARD_FILE_BYTES {
            return Ok(Reading::TooLarge);
        }
    }
}

/// An error message cut to a short excerpt, control characters escaped.
fn excerpt(error: &impl std::fmt::Display) -> String {
    let text = error.to_string();
    let mut out = String::new();
    let mut count = 0;
    for c in text.chars() {
        if count >= MAX_ERROR_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_debug());
            count += c.escape_debug().count();
        } else {
            out.push(c);
            count += 1;
        }
    }
    out
}

/// The class of each byte for the fast parser.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Digit,
    /// White space within a row (not a line break).
    Space,
    Comma,
    /// `/` or a line break.
    RowEnd,
    Dot,
    Other,
}

const CLASSES: [Class; 256] = {
    let mut classes = [Class::Other; 256];
    let mut b = b'0';
    while b <= b'9' {
        classes[b as usize] = Class::Digit;
        b += 1;
    }
    classes[b' ' as usize] = Class::Space;
    classes[b'\t' as usize] = Class::Space;
    classes[b'\r' as usize] = Class::Space;
    classes[0x0b] = Class::Space;
    classes[0x0c] = Class::Space;
    classes[b',' as usize] = Class::Comma;
    classes[b'\n' as usize] = Class::RowEnd;
    classes[b'/' as usize] = Class::RowEnd;
    classes[b'.' as usize] = Class::Dot;
    classes
};

/// Parses a position as [`Grid::parse`] does.
pub fn parse_position(bytes: &[u8]) -> Result<Grid, crate::engine::PositionError> {
    if let Some(grid) = parse_plain(bytes) {
        return Ok(grid);
    }
    let text = String::from_utf8_lossy(bytes);
    Grid::parse(&text)
}

/// The fast path: `None` for anything unusual (an error, a blank row
/// between rows, a byte outside plain ASCII), which the engine's parser
/// then reads.
fn parse_plain(bytes: &[u8]) -> Option<Grid> {
    let class = |i: usize| bytes.get(i).map_or(Class::RowEnd, |&b| CLASSES[b as usize]);
    let ends_token = |c: Class| matches!(c, Class::Space | Class::Comma | Class::RowEnd);
    let mut cells: Vec<u8> = Vec::with_capacity(bytes.len() / 2 + 1);
    let (mut rows, mut cols) = (0usize, 0usize);
    let (mut in_row, mut comma_in_row, mut blank_after_rows) = (0usize, false, false);
    let mut i = 0;
    loop {
        match class(i) {
            Class::Digit => {
                let start = i;
                let mut value = 0u64;
                while class(i) == Class::Digit {
                    if i - start == 19 {
                        return None;
                    }
                    value = value * 10 + u64::from(bytes[i] - b'0');
                    i += 1;
                }
                if !ends_token(class(i)) {
                    return None;
                }
                cells.push(exponent_of(value)?);
                in_row += 1;
            }
            Class::Dot => {
                if !ends_token(class(i + 1)) {
                    return None;
                }
                cells.push(0);
                in_row += 1;
                i += 1;
            }
            Class::Space => i += 1,
            Class::Comma => {
                comma_in_row = true;
                i += 1;
            }
            Class::RowEnd => {
                if in_row == 0 {
                    if comma_in_row {
                        return None;
                    }
                    blank_after_rows = rows > 0;
                } else {
                    if blank_after_rows || (rows > 0 && in_row != cols) {
                        return None;
                    }
                    cols = in_row;
                    rows += 1;
                }
                (in_row, comma_in_row) = (0, false);
                if i >= bytes.len() {
                    break;
                }
                i += 1;
            }
            Class::Other => return None,
        }
    }
    Grid::from_exponents(rows, cols, cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_like_the_engine() {
        let cases = [
            "2 0 4\n0 0 8\n16 0 2\n",
            "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2",
            "2,.,4\n. . 8\r\n16, 0 ,2\n",
            "/2 0 4/0 0 8/16 0 2/",
            "\n\n 2 4 \n 8 16\n\n\n",
            "",
            " / /",
            "2 2/2 3",
            "2 1/2 2",
            "2 2/2 99999999999999999999999",
            "2 2/2 2199023255552",
            "2 x/2 2",
            "2 -2/2 2",
            "2 2 2/2 2",
            "2 2//2 2",
            "2 2\n\n2 2",
            ",\n2 2",
            "2. 2/2 2",
            "..",
            "002 0004",
            "1099511627776 0",
            "2\u{a0}2/2 2",
            "2 2/2 2,",
            "2 2/2 ,2",
        ];
        for text in cases {
            let expected = Grid::parse(text).map_err(|e| e.to_string());
            let got = parse_position(text.as_bytes()).map_err(|e| e.to_string());
            assert_eq!(got, expected, "{text:?}");
        }
    }

    #[test]
    fn reading_stops_at_the_bound_and_at_control_bytes() {
        let zeros = io::repeat(0).take(10 << 20);
        assert!(matches!(
            read_bounded(zeros, 0).unwrap(),
            Reading::NotText { offset: 0, byte: 0 }
        ));
        let endless = io::repeat(b'2');
        assert!(matches!(
            read_bounded(endless, 0).unwrap(),
            Reading::TooLarge
        ));
        let short = io::Cursor::new(b"2 2\n0 2\n".to_vec());
        assert!(matches!(read_bounded(short, 8).unwrap(), Reading::Complete(b) if b.len() == 8));
    }

    #[test]
    fn error_excerpts_are_short_and_escaped() {
        let long = format!("row 1, cell 1: '{}'", "\u{7}".repeat(1000));
        let cut = excerpt(&long);
        assert!(cut.chars().count() <= MAX_ERROR_CHARS + 12);
        assert!(!cut.contains('\u{7}'));
        assert!(cut.ends_with('…'));
    }
}
