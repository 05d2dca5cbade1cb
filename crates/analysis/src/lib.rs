//! Pure analysis of positions, beside the game rules themselves: the
//! expectimax hint engine (`search`) and the tilt analysis of "2048 Without
//! Merging" (`tilt`), where the next merge is (`merge_chance`), and the
//! coach's verdict on a player's slide (`coach`).
//!
//! Nothing in here touches a terminal, speech, Fluent, a clock, files or
//! global randomness: functions take positions (and seeds) and return plain
//! values that the commands and the game turn into words. Time limits come
//! in as a "time is up?" callback.

pub mod coach;
pub mod merge_chance;
pub mod search;
pub mod tilt;
