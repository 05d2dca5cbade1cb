//! The names of the files a game keeps in its data directory: the saved game
//! and the records. Shared by the store that writes them and the clean-up of
//! temporary files left beside them; names only, no file-system work.

/// The saved game's file name in the data directory.
pub const GAME_FILE: &str = "game.json";
/// The records' file name in the data directory.
pub const RECORDS_FILE: &str = "records.json";
