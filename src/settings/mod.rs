//! The player's preferences: what they set (language, speech on or off and
//! its rate, say-empty, verbosity, sound) kept in `settings.toml` in the
//! platform's config directory (on Linux `$XDG_CONFIG_HOME/accessible-2048`,
//! by default `~/.config/accessible-2048`), read at start, written
//! atomically whenever the player changes something in the game (the one
//! change merged into what the file holds then, under the lock of
//! `settings.lock`, so games sharing the directory keep each other's
//! changes; never a file larger than the game reads back), and set aside
//! (`settings.toml.bad-1`, never deleted) when damaged or written by a
//! newer release.
//!
//! File work and plain values only: it knows nothing of terminals, speech,
//! Fluent or the words a player hears. Outcomes are [`Loaded`] values and
//! [`StorageProblem`]s from the storage module, whose atomic writes and
//! set-aside renames it reuses.
//!
//! [`Loaded`]: crate::storage::Loaded
//! [`StorageProblem`]: crate::storage::StorageProblem

mod choices;
mod file;
mod preferences;

pub use choices::{Choices, Flags};
pub use file::{
    SETTINGS_FILE, SETTINGS_LOCK_FILE, SettingsFile, platform_config_dir, preferences_dir,
    read_preferences,
};
pub use preferences::{
    MAX_PERCENT, Preferences, RATE_SCALE, SETTINGS_VERSION, Verbosity, decode_preferences,
    encode_preferences,
};
