//! The preferences file on disk: where it is (`--config-dir`, else the
//! platform's config directory), reading it (bounded in size, set aside
//! when damaged), and writing each change into it: under a lock, merged
//! into what the file holds by then, atomically, and never larger than the
//! game reads back.
//!
//! File work only; the renames and atomic writes are the storage module's.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use directories::ProjectDirs;

use super::preferences::{Preferences, decode_preferences, encode_preferences};
use crate::storage::{
    APPLICATION, Loaded, Locked, MAX_FILE_BYTES, StorageProblem, load_file, lock_within, read_file,
    remove_stale_temporaries_of, write_atomically,
};

/// The file's name in the config directory.
pub const SETTINGS_FILE: &str = "settings.toml";

/// The platform's config directory for the game, if the platform has one
/// (on Linux `$XDG_CONFIG_HOME/accessible-2048`).
pub fn platform_config_dir() -> Option<PathBuf> {
    ProjectDirs::from("", "", APPLICATION).map(|dirs| dirs.config_dir().to_path_buf())
}

/// The directory the preferences file is kept in: `--config-dir`, else,
/// with `--data-dir`, that one directory (every file of the game kept
/// together: a portable copy, a test); `None`: the platform's config
/// directory.
pub fn preferences_dir<'a>(
    config_dir: Option<&'a Path>,
    data_dir: Option<&'a Path>,
) -> Option<&'a Path> {
    config_dir.or(data_dir)
}

/// What the preferences file in `dir` (else the platform's config
/// directory) says, read and nothing else: no file, a damaged one (which
/// the game sets aside when it next starts) or no config directory give
/// the defaults, and nothing on disk changes. For the commands that follow
/// the player's preferences without changing them.
pub fn read_preferences(dir: Option<&Path>) -> Preferences {
    let path = match dir {
        Some(dir) => dir.join(SETTINGS_FILE),
        None => match platform_config_dir() {
            Some(dir) => dir.join(SETTINGS_FILE),
            None => return Preferences::default(),
        },
    };
    read_file(&path, decode_preferences)
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// The preferences file and what it holds now.
#[derive(Debug, Clone)]
pub struct SettingsFile {
    /// Where the file is; `None` when there is no config directory.
    path: Option<PathBuf>,
    /// What the file holds (what the player set), not what flags changed
    /// for this session.
    saved: Preferences,
    /// Why changes cannot be written, if they cannot: a damaged file that
    /// could not be moved aside is never overwritten.
    blocked: Option<StorageProblem>,
}

impl SettingsFile {
    /// Reads the preferences from `dir` (else the platform's config
    /// directory). The [`Loaded`] says what happened: found, missing, or a
    /// damaged file set aside (or left in place); the file's preferences
    /// are then the defaults.
    pub fn open(dir: Option<&Path>) -> (SettingsFile, Loaded<()>) {
        let path = match dir {
            Some(dir) => Some(dir.join(SETTINGS_FILE)),
            None => platform_config_dir().map(|dir| dir.join(SETTINGS_FILE)),
        };
        let Some(path) = path else {
            let file = SettingsFile {
                path: None,
                saved: Preferences::default(),
                blocked: Some(StorageProblem::NoDataDir),
            };
            return (file, Loaded::Missing);
        };
        remove_stale_temporaries_of(&path);
        let loaded = load(&path);
        let mut file = SettingsFile {
            path: Some(path),
            saved: Preferences::default(),
            blocked: None,
        };
        let outcome = match loaded {
            Loaded::Found(preferences) => {
                file.saved = preferences;
                Loaded::Found(())
            }
            Loaded::Missing => Loaded::Missing,
            Loaded::SetAside { reason, moved_to } => Loaded::SetAside { reason, moved_to },
            Loaded::LeftInPlace { reason, problem } => {
                file.blocked = Some(problem.clone());
                Loaded::LeftInPlace { reason, problem }
            }
        };
        (file, outcome)
    }

    /// Preferences that are neither read nor written (their directory is
    /// another game's): the defaults, and every change fails with
    /// `problem`.
    pub fn untouched(problem: StorageProblem) -> SettingsFile {
        SettingsFile {
            path: None,
            saved: Preferences::default(),
            blocked: Some(problem),
        }
    }

    /// Where the file is, if there is a config directory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// What the file holds.
    pub fn preferences(&self) -> &Preferences {
        &self.saved
    }

    /// Changes the preferences and writes the change into the file at
    /// once (creating its directory). The change is merged into what the
    /// file holds by then: under the config directory's lock, the file is
    /// read again, `edit` applied to it and the result written atomically,
    /// so another game's changes made meanwhile are kept. Nothing is
    /// written when the file already says so. On failure the change still
    /// holds for this session and the problem is returned.
    pub fn change(&mut self, edit: impl Fn(&mut Preferences)) -> Result<(), StorageProblem> {
        let before = self.saved.clone();
        edit(&mut self.saved);
        if let Some(problem) = &self.blocked {
            return if self.saved == before {
                Ok(())
            } else {
                Err(problem.clone())
            };
        }
        let Some(path) = self.path.clone() else {
            return Err(StorageProblem::NoDataDir);
        };
        let dir = path.parent().unwrap_or(Path::new("."));
        if let Err(error) = fs::create_dir_all(dir) {
            return Err(StorageProblem::CannotCreateDir {
                path: dir.to_path_buf(),
                kind: error.kind(),
            });
        }
        let lock_path = dir.join(SETTINGS_LOCK_FILE);
        let _lock = match lock_within(&lock_path, LOCK_PATIENCE) {
            Locked::Held(file) => file,
            Locked::Taken => {
                return Err(StorageProblem::CannotLock {
                    path: lock_path,
                    kind: io::ErrorKind::WouldBlock,
                });
            }
            Locked::Unusable(kind) => {
                return Err(StorageProblem::CannotLock {
                    path: lock_path,
                    kind,
                });
            }
        };
        let (mut merged, must_write) = match load(&path) {
            // What the file holds now, another game's changes included.
            Loaded::Found(preferences) => (preferences, false),
            // Not there (never written, or removed): this change alone.
            Loaded::Missing => (Preferences::default(), false),
            // Damaged since the start: it is set aside (never deleted) and
            // this game's preferences take its place.
            Loaded::SetAside { .. } => (self.saved.clone(), true),
            Loaded::LeftInPlace { problem, .. } => {
                self.blocked = Some(problem.clone());
                return Err(problem);
            }
        };
        let found = merged.clone();
        edit(&mut merged);
        self.saved = merged;
        if !must_write && self.saved == found {
            return Ok(());
        }
        save(&path, &self.saved)
    }
}

/// The lock file that keeps two games from writing the preferences file at
/// once, beside it.
pub const SETTINGS_LOCK_FILE: &str = "settings.lock";

/// How long a change waits for another game to finish writing the file.
const LOCK_PATIENCE: Duration = Duration::from_secs(2);

/// Writes `preferences` to `path` atomically; never a file the game would
/// refuse to read back (larger than it reads, or not decoding to what was
/// meant).
fn save(path: &Path, preferences: &Preferences) -> Result<(), StorageProblem> {
    let text = encode_preferences(preferences);
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(StorageProblem::TooLarge {
            path: path.to_path_buf(),
        });
    }
    if decode_preferences(text.as_bytes()).is_err() {
        return Err(StorageProblem::CannotWrite {
            path: path.to_path_buf(),
            kind: io::ErrorKind::InvalidData,
        });
    }
    write_atomically(path, text.as_bytes()).map_err(|error| StorageProblem::CannotWrite {
        path: path.to_path_buf(),
        kind: error.kind(),
    })
}

/// Reads and decodes the file (bounded in size; a FIFO or other special
/// file is never opened), setting it aside when it is damaged.
fn load(path: &Path) -> Loaded<Preferences> {
    load_file(path, decode_preferences)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Verbosity;
    use crate::storage::Damage;

    fn temp() -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "a2048-settings-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or_default()
        ));
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_missing_file_is_defaults_and_a_change_creates_it() {
        let dir = temp().join("made-on-demand");
        let (mut file, loaded) = SettingsFile::open(Some(&dir));
        assert_eq!(loaded, Loaded::Missing);
        assert_eq!(file.preferences(), &Preferences::default());
        file.change(|p| p.rate = Some(70)).unwrap();
        let (again, loaded) = SettingsFile::open(Some(&dir));
        assert_eq!(loaded, Loaded::Found(()));
        assert_eq!(again.preferences().rate, Some(70));
        let _ = fs::remove_dir_all(dir.parent().unwrap());
    }

    #[test]
    fn a_damaged_file_is_set_aside_and_kept() {
        let dir = temp();
        fs::write(dir.join(SETTINGS_FILE), "rate = 999\n").unwrap();
        fs::write(dir.join("settings.toml.bad-1"), "older").unwrap();
        let (file, loaded) = SettingsFile::open(Some(&dir));
        let Loaded::SetAside { reason, moved_to } = loaded else {
            panic!("{loaded:?}")
        };
        assert!(matches!(reason, Damage::Corrupt { .. }), "{reason:?}");
        assert_eq!(moved_to, dir.join("settings.toml.bad-2"));
        assert_eq!(fs::read_to_string(&moved_to).unwrap(), "rate = 999\n");
        assert_eq!(
            fs::read_to_string(dir.join("settings.toml.bad-1")).unwrap(),
            "older"
        );
        assert!(!dir.join(SETTINGS_FILE).exists());
        assert_eq!(file.preferences(), &Preferences::default());
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn a_change_is_merged_into_what_another_game_wrote() {
        let dir = temp();
        let (mut one, _) = SettingsFile::open(Some(&dir));
        let (mut other, _) = SettingsFile::open(Some(&dir));
        one.change(|p| p.rate = Some(70)).unwrap();
        other
            .change(|p| p.verbosity = Some(Verbosity::Brief))
            .unwrap();
        one.change(|p| p.say_empty = Some(true)).unwrap();
        let (again, _) = SettingsFile::open(Some(&dir));
        let p = again.preferences();
        assert_eq!(
            (p.rate, p.verbosity, p.say_empty),
            (Some(70), Some(Verbosity::Brief), Some(true))
        );
        // What a game set that the file already says writes nothing.
        let before = fs::metadata(dir.join(SETTINGS_FILE))
            .unwrap()
            .modified()
            .unwrap();
        other.change(|p| p.rate = Some(70)).unwrap();
        let after = fs::metadata(dir.join(SETTINGS_FILE))
            .unwrap()
            .modified()
            .unwrap();
        assert_eq!(before, after);
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn reading_alone_changes_nothing_on_disk() {
        let dir = temp();
        assert_eq!(read_preferences(Some(&dir)), Preferences::default());
        fs::write(dir.join(SETTINGS_FILE), "version = 1\nlanguage = \"fr\"\n").unwrap();
        assert_eq!(read_preferences(Some(&dir)).language.as_deref(), Some("fr"));
        fs::write(dir.join(SETTINGS_FILE), "rate = 999\n").unwrap();
        assert_eq!(read_preferences(Some(&dir)), Preferences::default());
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [SETTINGS_FILE], "the damaged file stays in place");
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn the_preferences_follow_the_data_dir_unless_a_config_dir_is_given() {
        let (config, data) = (Path::new("/c"), Path::new("/d"));
        assert_eq!(preferences_dir(Some(config), Some(data)), Some(config));
        assert_eq!(preferences_dir(None, Some(data)), Some(data));
        assert_eq!(preferences_dir(Some(config), None), Some(config));
        assert_eq!(preferences_dir(None, None), None);
    }

    #[test]
    fn no_change_writes_nothing() {
        let dir = temp();
        let (mut file, _) = SettingsFile::open(Some(&dir));
        file.change(|_| {}).unwrap();
        assert!(!dir.join(SETTINGS_FILE).exists());
        let _ = fs::remove_dir_all(dir);
    }
}
