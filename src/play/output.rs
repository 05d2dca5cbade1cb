//! Where announcement lines go: a [`LineSink`] prints them (the terminal,
//! or a list in tests). Every line is appended; nothing is ever redrawn.

use std::io::{self, Write};

/// Takes finished lines of text.
pub trait LineSink {
    fn write_line(&mut self, line: &str);
}

/// Standard output: `\r\n` after each line in raw mode (where a bare line
/// feed does not return the carriage), `\n` otherwise; flushed at once.
/// A closed terminal or pipe is not an error worth stopping for: the game
/// still saves.
pub struct Stdout {
    raw: bool,
}

impl Stdout {
    pub fn new(raw: bool) -> Stdout {
        Stdout { raw }
    }
}

impl LineSink for Stdout {
    fn write_line(&mut self, line: &str) {
        let mut out = io::stdout().lock();
        let end = if self.raw { "\r\n" } else { "\n" };
        let _ = write!(out, "{line}{end}");
        let _ = out.flush();
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
