//! How the player gives commands, keys or typed lines: it decides how help
//! and questions are worded. A plain value.

/// How the player gives commands: it decides how help and questions are
/// worded (keys to press or words to type).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputMode {
    Keys,
    Lines,
}
