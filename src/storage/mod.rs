//! Saved games and best scores on disk: where they live, how they are
//! written (atomically), read (never trusting the bytes) and set aside when
//! damaged.
//!
//! This module does file I/O and nothing else: it knows nothing of
//! terminals, speech, Fluent or the words a player hears. Every operation
//! returns a value (a [`Loaded`] outcome, a [`Damage`] reason, a
//! [`StorageProblem`]) that the front end turns into a line of text.
//!
//! The front end talks to a [`Store`]:
//!
//! ```no_run
//! use accessible_2048::engine::{Game, GameConfig, Pcg32};
//! use accessible_2048::storage::{Finish, GameResult, Loaded, Settings, Store};
//!
//! let (mut store, problem) = Store::open(None); // or Some(--data-dir)
//! if let Some(_problem) = problem {
//!     // say once that progress is not saved
//! }
//! let _best = store.load_records(); // may report a set-aside file
//! let game = match store.load_game() {
//!     Loaded::Found(saved) => saved.game, // say "resumed"
//!     _ => Game::new(GameConfig::default(), Pcg32::from_seed(1)).unwrap(),
//! };
//! // after every move:
//! let _ = store.save_game(&game, Some(1), &Settings::new());
//! // when the player leaves a game that goes on later (quit):
//! let _ = store.record(game.score(), game.board().highest());
//! // at game over, or when a new game replaces one that had a slide (never
//! // for a game that must leave no trace, such as a tutorial):
//! let config = game.config();
//! let _ = store.record_game(&GameResult {
//!     size: config.size,
//!     four_chance: config.four_chance,
//!     score: game.score(),
//!     highest_tile: game.board().highest(),
//!     moves: game.moves(),
//!     finish: Finish::Over,
//!     id: Some(7), // the game's identifier, kept in its save
//! });
//! let _ = store.clear_game();
//! ```

mod atomic_file;
mod background_sync;
mod daily_statistics;
mod damage;
mod data_dir;
mod dir_lock;
mod file_lock;
mod file_names;
mod finished_games;
mod json_fields;
mod kept_heads;
mod kept_set;
mod loaded;
mod network_on_demand;
mod network_weights;
mod problem;
mod records;
mod saved_game;
mod set_aside;
mod shared_text;
mod stale_files;
mod statistics;
mod store;

pub use atomic_file::{Replaced, is_temporary_of, replace_atomically, write_atomically};
pub use background_sync::{SYNC_INTERVAL, sync_pending};
pub use daily_statistics::{DailyResult, DailyStatistics, daily_statistics};
pub use damage::{
    Damage, Inconsistency, MAX_DETAIL_CHARS, MAX_FIELD_CHARS, MAX_FILE_BYTES, MAX_SAVE_BYTES,
    Problem,
};
pub use data_dir::{APPLICATION, platform_data_dir};
pub use dir_lock::LOCK_FILE;
pub use file_lock::{Locked, lock_within, try_lock};
pub use file_names::{DAILY_GAME_FILE, GAME_FILE, RECORDS_FILE, TUTORIAL_OFFERED_FILE};
pub use finished_games::{
    DAILY_RESULTS_FILE, GAMES_DIR, KEPT_DAILY_RESULTS, KEPT_GAMES, KeepError, KeptGames,
    daily_results, finished_game_files, finished_games, keep_daily_result, keep_finished_game,
    kept_games, kept_games_until, set_aside_unreadable_daily_results,
};
pub use kept_heads::{
    KeptEntry, KeptListing, LISTED_WHOLE_CHARS, Reading, kept_by_heads, kept_listing,
    read_kept_game,
};
pub use loaded::{Loaded, load_file, read_file};
pub use network_on_demand::NetworkOnDemand;
pub use network_weights::{NETWORK_VARIABLE, NetworkLoad, load_network};
pub use problem::StorageProblem;
pub use records::{
    RECORDS_FORMAT, RECORDS_VERSION, Recorded, Records, decode_records, decode_records_with,
    encode_records, encode_records_to_fit, encode_records_with, encode_records_within,
};
pub use saved_game::{
    SAVE_FORMAT, SAVE_VERSION, SavedGame, Settings, decode_game, encode_game, encode_game_as,
    encode_recorded_game,
};
pub use set_aside::{MAX_SET_ASIDE, set_aside, set_aside_path};
pub use shared_text::{saved_daily_record, shared_text_name, write_shared_text};
pub use stale_files::{STALE_AGE, remove_stale_temporaries_of};
pub use statistics::{
    FIRST_COUNTED_TILE, Fault, Finish, GameResult, KEPT_SCORES, LAST_RESULTS, Statistics, Tally,
    WIN_TILE,
};
pub use store::Store;
