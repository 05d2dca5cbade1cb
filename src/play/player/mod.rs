//! What the game keeps of its player: the files in the data directory a
//! session writes, the preferences remembered, and the progress through
//! the lessons. Never the game's rules or its words.

pub(super) mod player_files;
pub(super) mod preferences;
pub(super) mod progress;
