//! Where announcement lines go: a [`LineSink`] prints them (the terminal,
//! or a list in tests). Every line is appended; nothing is ever redrawn.

use std::io::{self, Write};
use std::sync::{Arc, Mutex};

/// Takes finished lines of text.
pub trait LineSink {
    fn write_line(&mut self, line: &str);
}

/// Standard output, flushed at once. A closed terminal or pipe is not an
/// error worth stopping for: the game plays on and still saves, and the
/// first failure is kept ([`Stdout::failure`]) for the exit status.
///
/// Not in raw mode (pipes, line mode): each line ends in `\n`.
///
/// In raw mode (keys) on Unix, every line is written so that each screen
/// reader takes it whole and alone, from the first key to the thousandth:
///
/// - The first line starts on the terminal's bottom row, after as many
///   line feeds as the terminal has rows less one (what was on the screen
///   scrolls up), so every answer scrolls the screen from the start, as
///   every answer of a long game does. Orca reads
///   a VTE terminal (GNOME Terminal) by the text each write inserts; on a
///   screen that scrolls, VTE reports a line written with its break in
///   front as one insertion beginning with the break (`"\nC2, 0"`), and
///   Orca's terminal script widens an insertion that spans two lines to
///   whole lines, which put the previous answer in front of every answer.
/// - A line is written as `\r`, the text, then `\r\n`, all in one write, so
///   the insertion is the line and its own break (`"C2, 0\n"`), which Orca
///   takes as one line, ending where the cursor rests, and says alone.
/// - The cursor then rests on the new empty row, in its last column
///   (`ESC [ 999 G`, clamped to the last column; a terminal reports the
///   caret of an empty row at the row's start, so Orca still finds the
///   insertion ending at the caret). Console screen readers (yasr,
///   Speakup, Fenrir) take a character written right after a key press at
///   the cursor's place for the echo of that key and do not read it: yasr
///   skips a character that equals the key's last byte when it lands where
///   the cursor was. With the cursor in the first column, Right (which ends
///   in `C`) followed by "C1, 0" was read "1, 0", S followed by "Score ..."
///   "core ..."; in the second column, H followed by "Shift ..." was read
///   "Sift ...". The `\r` that starts each answer moves the cursor back to
///   the first column, and answers are fitted to 80 columns, so no letter
///   lands where the cursor rested (on an 80-column terminal only the last
///   character of an answer of exactly 80 could, and answers end with a
///   full stop, which no key but silence sends).
///
/// Each line goes out in one write: standard output's line buffer would
/// send the line break alone, and a reader that sees the cursor move to an
/// empty row says "blank" before the answer. On Unix the sink writes to its
/// own handle on standard output, unbuffered. At the end the cursor goes
/// back to the first column, for the shell's prompt.
///
/// Elsewhere (the Windows console) raw mode writes `\r\n` before each line
/// instead and the cursor rests at the end of the last answer, which the
/// console's screen readers read whole. Standard output that is no
/// terminal (a file) gets plain lines, without cursor movements.
pub struct Stdout {
    framing: Framing,
    /// The terminal's rows, for the line feeds before the first line.
    rows: u16,
    /// A line was written.
    written: bool,
    /// Standard output without the line buffer, for raw mode.
    direct: Option<std::fs::File>,
    /// The first write that failed, shared with [`Stdout::failure`].
    failure: OutputFailure,
}

/// The first failure to write standard output, if any, in the system's
/// words; clones share it.
#[derive(Debug, Clone, Default)]
pub struct OutputFailure(Arc<Mutex<Option<String>>>);

impl OutputFailure {
    /// Why standard output could not be written, if it could not.
    pub fn reason(&self) -> Option<String> {
        self.0.lock().ok().and_then(|reason| reason.clone())
    }

    fn keep(&self, error: &io::Error) {
        if let Ok(mut reason) = self.0.lock()
            && reason.is_none()
        {
            *reason = Some(error.to_string());
        }
    }
}

impl Stdout {
    pub fn new(raw: bool) -> Stdout {
        use std::io::IsTerminal;
        Stdout {
            framing: framing(raw, io::stdout().is_terminal()),
            rows: crossterm::terminal::size().map_or(24, |(_, rows)| rows),
            written: false,
            direct: if raw { unbuffered_stdout() } else { None },
            failure: OutputFailure::default(),
        }
    }

    /// Where the first failed write is told.
    pub fn failure(&self) -> OutputFailure {
        self.failure.clone()
    }

    fn write_bytes(&mut self, bytes: &[u8]) {
        let mut out = io::stdout().lock();
        let written = match self.direct.as_mut() {
            Some(file) => out.flush().and_then(|()| file.write_all(bytes)),
            None => out.write_all(bytes).and_then(|()| out.flush()),
        };
        if let Err(error) = written {
            self.failure.keep(&error);
        }
    }
}

/// A second handle on standard output that writes at once, in one call.
#[cfg(unix)]
fn unbuffered_stdout() -> Option<std::fs::File> {
    use std::os::fd::AsFd;
    io::stdout()
        .as_fd()
        .try_clone_to_owned()
        .ok()
        .map(std::fs::File::from)
}

#[cfg(not(unix))]
fn unbuffered_stdout() -> Option<std::fs::File> {
    None
}

/// How lines are written: see [`Stdout`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Framing {
    /// Each line ends in `\n`.
    Lines,
    /// A Unix terminal in raw mode: `\r`, the line, `\r\n`, then the cursor
    /// in the row's last column; the first line on the bottom row.
    Rows,
    /// The Windows console in raw mode: `\r\n` before each line.
    BreakBefore,
}

/// The framing for raw mode or not, on a terminal or not.
fn framing(raw: bool, terminal: bool) -> Framing {
    match (raw, terminal) {
        (true, _) if !cfg!(unix) => Framing::BreakBefore,
        (true, true) => Framing::Rows,
        _ => Framing::Lines,
    }
}

/// Moves the cursor to the last column of its row (clamped).
const REST: &str = "\x1b[999G";

/// The bytes that print `line` (`first`: no line was written before) on a
/// terminal of `rows` rows.
fn framed(line: &str, framing: Framing, first: bool, rows: u16) -> String {
    match (framing, first) {
        (Framing::Lines, _) => format!("{line}\n"),
        (Framing::Rows, true) => {
            let feeds = "\n".repeat(usize::from(rows.saturating_sub(1)));
            format!("{feeds}\r{line}\r\n{REST}")
        }
        (Framing::Rows, false) => format!("\r{line}\r\n{REST}"),
        (Framing::BreakBefore, true) => format!("\r{line}"),
        (Framing::BreakBefore, false) => format!("\r\n{line}"),
    }
}

/// The bytes that end the output after its last line.
fn closing(framing: Framing) -> &'static [u8] {
    match framing {
        Framing::Lines => b"",
        Framing::Rows => b"\r",
        Framing::BreakBefore => b"\r\n",
    }
}

impl LineSink for Stdout {
    fn write_line(&mut self, line: &str) {
        let bytes = framed(line, self.framing, !self.written, self.rows);
        self.write_bytes(bytes.as_bytes());
        self.written = true;
    }
}

impl Drop for Stdout {
    /// Leaves the cursor where what comes after the game starts its line.
    fn drop(&mut self) {
        let closing = closing(self.framing);
        if self.written && !closing.is_empty() {
            self.write_bytes(closing);
        }
    }
}

/// Lines kept in memory, for tests; clones share the list.
#[derive(Debug, Clone, Default)]
pub struct Collected(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl Collected {
    pub fn lines(&self) -> Vec<String> {
        self.0.lock().map(|l| l.clone()).unwrap_or_default()
    }
}

impl LineSink for Collected {
    fn write_line(&mut self, line: &str) {
        if let Ok(mut lines) = self.0.lock() {
            lines.push(line.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_raw_mode_a_line_is_whole_in_one_write_and_never_starts_at_the_rest() {
        use Framing::{BreakBefore, Lines, Rows};
        // (line, framing, first line, terminal rows) → bytes
        let table = [
            ("C1, 0", Lines, true, 24, "C1, 0\n"),
            ("C1, 0", Lines, false, 24, "C1, 0\n"),
            ("C1, 0", Rows, true, 4, "\n\n\n\rC1, 0\r\n\x1b[999G"),
            ("C1, 0", Rows, true, 1, "\rC1, 0\r\n\x1b[999G"),
            ("C1, 0", Rows, true, 0, "\rC1, 0\r\n\x1b[999G"),
            ("C1, 0", Rows, false, 4, "\rC1, 0\r\n\x1b[999G"),
            (
                "Score 0, 0 moves.",
                Rows,
                false,
                24,
                "\rScore 0, 0 moves.\r\n\x1b[999G",
            ),
            ("C1, 0", BreakBefore, true, 24, "\rC1, 0"),
            ("C1, 0", BreakBefore, false, 24, "\r\nC1, 0"),
        ];
        for (line, framing, first, rows, bytes) in table {
            assert_eq!(
                framed(line, framing, first, rows),
                bytes,
                "{line:?} {framing:?} {first} {rows}"
            );
        }
    }

    #[test]
    fn cursor_movements_go_only_to_a_terminal_in_raw_mode() {
        // (raw mode, standard output is a terminal) → framing
        let raw_terminal = if cfg!(unix) {
            Framing::Rows
        } else {
            Framing::BreakBefore
        };
        let raw_file = if cfg!(unix) {
            Framing::Lines
        } else {
            Framing::BreakBefore
        };
        let table = [
            (false, false, Framing::Lines),
            (false, true, Framing::Lines),
            (true, true, raw_terminal),
            (true, false, raw_file),
        ];
        for (raw, terminal, expected) in table {
            assert_eq!(
                framing(raw, terminal),
                expected,
                "raw {raw}, terminal {terminal}"
            );
        }
    }
}
