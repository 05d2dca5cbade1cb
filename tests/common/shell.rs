//! Quoting for a POSIX shell, the one way every test and benchmark writes
//! a word into a script or a terminal's command line. Touches nothing.
#![allow(dead_code)]

use std::path::Path;

/// Quotes `text` for a POSIX shell (and for Python's `shlex`).
pub fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// Quotes a path for a POSIX shell.
pub fn quote_path(path: &Path) -> String {
    shell_quote(&path.to_string_lossy())
}

/// Words quoted one by one and joined by spaces.
pub fn quote_words<S: AsRef<str>>(words: &[S]) -> String {
    words
        .iter()
        .map(|w| shell_quote(w.as_ref()))
        .collect::<Vec<_>>()
        .join(" ")
}
