//! Pure analysis of positions, beside the game rules themselves.
//!
//! Nothing in here touches a terminal, speech, Fluent, a clock, files or
//! global randomness: functions take positions (and seeds) and return plain
//! values that the commands and the game turn into words.

pub mod tilt;
