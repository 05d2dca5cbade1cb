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
/// In raw mode (keys) every line is written so that the screen reader of
/// that terminal takes it whole and alone, from the first key to the
/// thousandth, in plain text only (line breaks and carriage returns, no
/// escape sequences). Two layouts, because two kinds of reader read a
/// terminal in ways no one plain layout serves:
///
/// - In a VTE terminal (GNOME Terminal and its kin, which set `VTE_VERSION`
///   for the programs they run), read by Orca: each line is `\r`, the text,
///   then `\r\n`, in one write, and the first line comes after as many line
///   feeds as the terminal has rows less one (what was on the screen
///   scrolls up). Orca reads a VTE terminal by the text each write inserts;
///   on a screen that scrolls, VTE reports a line written with its break in
///   front as one insertion beginning with the break (`"\nC2, 0"`), and
///   Orca's terminal script widens an insertion that spans two lines to
///   whole lines, which put the previous answer in front of every answer.
///   A line with its own break after it is reported as that line alone,
///   ending at the caret, which is how Orca tells a program's answer to an
///   arrow key from caret movement. Before the screen is full VTE reports
///   lines differently (Orca said "blank" for arrows), hence the line feeds:
///   every answer scrolls from the start.
/// - Elsewhere (the Linux console, tmux, other terminals: yasr, Speakup,
///   Fenrir; and the Windows console): `\r\n` before each line, and the
///   cursor rests at the end of the last answer until the next. Console
///   screen readers take a character written right after a key press, at
///   the cursor's place, for the echo of that key and do not read it: yasr
///   skips a character that equals the key's last byte when it lands where
///   the cursor was. With the cursor at the start of an empty row, Right
///   (which ends in `C`) followed by "C1, 0" was read "1, 0"; with the
///   break first, the first letter lands on a new row and never on the
///   place of the echo. (A cursor resting further along the empty row,
///   by spaces or tabs, is read by Orca as that row's text.)
///
/// Fenrir takes new text on the cursor's row for the echo of a typed key,
/// and does not read it, when the cursor moved across as many columns as
/// the text is long (its screen rows end in a space, so a line of `n`
/// characters after one of `2n + 1`: "2 D1 new." after a line of 19). Where
/// the cursor rests that far along, the line goes out with one space after
/// it, which moves the cursor one column further and is neither seen nor
/// heard ([`beside_the_echo`]).
///
/// Each line goes out in one write: standard output's line buffer would
/// send the line break alone, and a reader that sees the cursor move to an
/// empty row says "blank" before the answer. On Unix the sink writes to its
/// own handle on standard output, unbuffered. Standard output that is no
/// terminal (a file) gets plain lines.
pub struct Stdout {
    framing: Framing,
    /// The terminal's rows, for the line feeds before the first line.
    rows: u16,
    /// A line was written.
    written: bool,
    /// The column the cursor rests in after the last line (break-before
    /// framing).
    column: usize,
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
            framing: framing(
                raw,
                io::stdout().is_terminal(),
                std::env::var_os("VTE_VERSION").is_some(),
            ),
            rows: crossterm::terminal::size().map_or(24, |(_, rows)| rows),
            written: false,
            column: 0,
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
    /// A VTE terminal in raw mode: `\r`, the line, `\r\n`; the first line
    /// on the bottom row, after line feeds.
    Rows,
    /// Any other terminal in raw mode: `\r\n` before each line.
    BreakBefore,
}

/// The framing for raw mode or not, on a terminal or not, a VTE terminal
/// or not.
fn framing(raw: bool, terminal: bool, vte: bool) -> Framing {
    match (raw, terminal) {
        (true, _) if !cfg!(unix) => Framing::BreakBefore,
        (true, true) if vte => Framing::Rows,
        (true, true) => Framing::BreakBefore,
        _ => Framing::Lines,
    }
}

/// The bytes that print `line` (`first`: no line was written before) on a
/// terminal of `rows` rows.
fn framed(line: &str, framing: Framing, first: bool, rows: u16) -> String {
    match (framing, first) {
        (Framing::Lines, _) => format!("{line}\n"),
        (Framing::Rows, true) => {
            let feeds = "\n".repeat(usize::from(rows.saturating_sub(1)));
            format!("{feeds}\r{line}\r\n")
        }
        (Framing::Rows, false) => format!("\r{line}\r\n"),
        (Framing::BreakBefore, true) => format!("\r{line}"),
        (Framing::BreakBefore, false) => format!("\r\n{line}"),
    }
}

/// `line`, written on a row of its own while the cursor rests in `column`
/// of the row above, with a space after it where Fenrir would take it for
/// a key's echo: where the cursor would move back across as many columns
/// as the line is long, with or without the space its screen rows end in.
fn beside_the_echo(line: &str, column: usize) -> String {
    let n = line.chars().count();
    if n > 0 && (column == 2 * n || column == 2 * n + 1) {
        format!("{line} ")
    } else {
        line.to_string()
    }
}

/// The bytes that end the output after its last line.
fn closing(framing: Framing) -> &'static [u8] {
    match framing {
        Framing::Lines => b"",
        Framing::Rows => b"",
        Framing::BreakBefore => b"\r\n",
    }
}

impl LineSink for Stdout {
    fn write_line(&mut self, line: &str) {
        let line = match self.framing {
            Framing::BreakBefore if self.written => beside_the_echo(line, self.column),
            _ => line.to_string(),
        };
        let bytes = framed(&line, self.framing, !self.written, self.rows);
        self.write_bytes(bytes.as_bytes());
        self.written = true;
        self.column = line.chars().count();
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
    fn in_raw_mode_a_line_is_whole_in_one_write_in_plain_text() {
        use Framing::{BreakBefore, Lines, Rows};
        // (line, framing, first line, terminal rows) → bytes
        let table = [
            ("C1, 0", Lines, true, 24, "C1, 0\n"),
            ("C1, 0", Lines, false, 24, "C1, 0\n"),
            ("C1, 0", Rows, true, 4, "\n\n\n\rC1, 0\r\n"),
            ("C1, 0", Rows, true, 1, "\rC1, 0\r\n"),
            ("C1, 0", Rows, true, 0, "\rC1, 0\r\n"),
            ("C1, 0", Rows, false, 4, "\rC1, 0\r\n"),
            (
                "Score 0, 0 moves.",
                Rows,
                false,
                24,
                "\rScore 0, 0 moves.\r\n",
            ),
            ("C1, 0", BreakBefore, true, 24, "\rC1, 0"),
            ("C1, 0", BreakBefore, false, 24, "\r\nC1, 0"),
        ];
        for (line, framing, first, rows, bytes) in table {
            assert!(!bytes.contains('\x1b'), "{bytes:?}");
            assert_eq!(
                framed(line, framing, first, rows),
                bytes,
                "{line:?} {framing:?} {first} {rows}"
            );
        }
    }

    #[test]
    fn a_line_half_as_long_as_the_one_above_gets_a_space_after_it() {
        // (line, the column the cursor rests in) → the text written
        let table = [
            ("A1, 1024", 17, "A1, 1024 "),
            ("A1, 1024", 16, "A1, 1024 "),
            ("A1, 1024", 15, "A1, 1024"),
            ("A1, 1024", 18, "A1, 1024"),
            ("A1, 1024", 8, "A1, 1024"),
            ("2 D1 new.", 19, "2 D1 new. "),
            ("2 D1 new.", 0, "2 D1 new."),
            ("", 1, ""),
        ];
        for (line, column, written) in table {
            assert_eq!(beside_the_echo(line, column), written, "{line:?} {column}");
        }
    }

    #[test]
    fn each_terminal_gets_the_layout_its_reader_takes_whole() {
        use Framing::{BreakBefore, Lines, Rows};
        // (raw mode, standard output is a terminal, a VTE terminal) →
        // framing on Unix, and elsewhere
        let table = [
            (false, false, false, Lines, Lines),
            (false, true, false, Lines, Lines),
            (false, true, true, Lines, Lines),
            (true, true, true, Rows, BreakBefore),
            (true, true, false, BreakBefore, BreakBefore),
            (true, false, true, Lines, BreakBefore),
            (true, false, false, Lines, BreakBefore),
        ];
        for (raw, terminal, vte, unix, elsewhere) in table {
            let expected = if cfg!(unix) { unix } else { elsewhere };
            assert_eq!(
                framing(raw, terminal, vte),
                expected,
                "raw {raw}, terminal {terminal}, vte {vte}"
            );
        }
    }
}
