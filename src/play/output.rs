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
/// In raw mode (keys) each line *starts* on a new line instead: `\r\n`
/// before it, and the cursor rests at the end of the last answer until the
/// next one (or the end of the game, which ends the line). Console screen
/// readers (yasr, Speakup, Fenrir) take what is written right after a key
/// press, at the cursor's place, for the echo of that key and do not read
/// it: yasr skips the first character when it equals the key's last byte
/// and the cursor has not moved. With the line end written after each
/// answer, Right (which ends in `C`) followed by "C1, 0" was read "1, 0",
/// and S followed by "Score ..." was read "core ...". Now the first byte
/// after a key is a carriage return, and the first letter lands on a new
/// row, so no reader takes it for an echo; the printed lines are the same,
/// and a reader's "say line" key reads the last answer.
///
/// Each answer line goes out in one write: standard output's line buffer
/// would send the line break alone, and a reader that sees the cursor move
/// to an empty row says "blank" before the answer. On Unix the sink writes
/// to its own handle on standard output, unbuffered.
pub struct Stdout {
    raw: bool,
    /// A line was written in raw mode and not yet ended.
    open_line: bool,
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
        Stdout {
            raw,
            open_line: false,
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

/// The bytes that print `line`: see [`Stdout`].
fn framed(line: &str, raw: bool, open_line: bool) -> String {
    match (raw, open_line) {
        (false, _) => format!("{line}\n"),
        (true, false) => format!("\r{line}"),
        (true, true) => format!("\r\n{line}"),
    }
}

impl LineSink for Stdout {
    fn write_line(&mut self, line: &str) {
        let bytes = framed(line, self.raw, self.open_line);
        self.write_bytes(bytes.as_bytes());
        self.open_line = self.raw;
    }
}

impl Drop for Stdout {
    /// Ends the last line, so what comes after the game starts on its own.
    fn drop(&mut self) {
        if self.open_line {
            self.write_bytes(b"\r\n");
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
    fn in_raw_mode_a_line_starts_on_a_new_row_and_never_with_a_letter() {
        // (line, raw, a line is open) → bytes
        let table = [
            ("C1, 0", false, false, "C1, 0\n"),
            ("C1, 0", true, false, "\rC1, 0"),
            ("C1, 0", true, true, "\r\nC1, 0"),
            ("Score 0, 0 moves.", true, true, "\r\nScore 0, 0 moves."),
        ];
        for (line, raw, open, bytes) in table {
            assert_eq!(framed(line, raw, open), bytes, "{line:?} {raw} {open}");
        }
    }
}
