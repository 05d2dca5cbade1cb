//! The names of the files a game keeps in its data directory: the saved game,
//! the records, and the mark that the tutorial was offered. Shared by the store that writes them and the clean-up of
//! temporary files left beside them; names only, no file-system work.

/// The saved game's file name in the data directory.
pub const GAME_FILE: &str = "game.json";
/// The daily game's save, kept apart from the ordinary game's in the data
/// directory: both survive, whichever the player switches to.
pub const DAILY_GAME_FILE: &str = "daily.json";
/// The records' file name in the data directory.
pub const RECORDS_FILE: &str = "records.json";
/// The mark, in the data directory, that the tutorial was offered, kept
/// there when the preferences cannot keep it (an empty file).
pub const TUTORIAL_OFFERED_FILE: &str = "tutorial-offered";
