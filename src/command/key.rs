//! A key as the command table names it: a character, a named key, an
//! arrow with or without Shift, Ctrl with a letter. The terminal turns the
//! key events it reads into these; the guide names them as `name` does.
//! Pure vocabulary: knows nothing of the terminal library.

use crate::engine::Direction;

/// A key press the table binds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// A printable character, letters in lower case (a letter is the same
    /// command with Shift or without).
    Char(char),
    Enter,
    Escape,
    /// A function key: F1 is 1.
    F(u8),
    PageDown,
    PageUp,
    Home,
    End,
    /// An arrow alone.
    Arrow(Direction),
    /// An arrow with Shift (or Ctrl, or Alt).
    ShiftArrow(Direction),
    /// Ctrl with a letter, in lower case.
    Ctrl(char),
}

impl Key {
    /// The key as the guide and help name it: letters as capitals, a
    /// space as `Space`, arrows as the row of the guide that holds them.
    pub fn name(self) -> String {
        match self {
            Key::Char(' ') => "Space".to_string(),
            Key::Char(c) => c.to_ascii_uppercase().to_string(),
            Key::Enter => "Enter".to_string(),
            Key::Escape => "Escape".to_string(),
            Key::F(n) => format!("F{n}"),
            Key::PageDown => "PageDown".to_string(),
            Key::PageUp => "PageUp".to_string(),
            Key::Home => "Home".to_string(),
            Key::End => "End".to_string(),
            Key::Arrow(_) => "arrow keys".to_string(),
            Key::ShiftArrow(_) => "Shift + arrow keys".to_string(),
            Key::Ctrl(c) => format!("Ctrl+{}", c.to_ascii_uppercase()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_named_as_the_keyboard_shows_them() {
        for (key, name) in [
            (Key::Char('s'), "S"),
            (Key::Char('^'), "^"),
            (Key::Char(' '), "Space"),
            (Key::F(1), "F1"),
            (Key::Escape, "Escape"),
            (Key::Arrow(Direction::Up), "arrow keys"),
            (Key::ShiftArrow(Direction::Left), "Shift + arrow keys"),
            (Key::Ctrl('c'), "Ctrl+C"),
        ] {
            assert_eq!(key.name(), name, "{key:?}");
        }
    }
}
