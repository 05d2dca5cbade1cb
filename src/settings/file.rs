//! The preferences file on disk: where it is (`--config-dir`, else the
//! platform's config directory), reading it (bounded in size, set aside
//! when damaged), and writing it atomically after each change.
//!
//! File work only; the renames and atomic writes are the storage module's.

use std::fs;
use std::path::{Path, PathBuf};

use directories::ProjectDirs;

use super::preferences::{Preferences, decode_preferences, encode_preferences};
use crate::storage::{
    APPLICATION, Loaded, StorageProblem, load_file, remove_stale_temporaries_of, write_atomically,
};

/// The file's name in the config directory.
pub const SETTINGS_FILE: &str = "settings.toml";

/// The platform's config directory for the game, if the platform has one
/// (on Linux `$XDG_CONFIG_HOME/accessible-2048`).
pub fn platform_config_dir() -> Option<PathBuf> {
    ProjectDirs::from("", "", APPLICATION).map(|dirs| dirs.config_dir().to_path_buf())
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

    /// Where the file is, if there is a config directory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// What the file holds.
    pub fn preferences(&self) -> &Preferences {
        &self.saved
    }

    /// Changes the preferences and, if that changed anything, writes the
    /// file at once (creating its directory). On failure the change still
    /// holds for this session and the problem is returned.
    pub fn change(&mut self, edit: impl FnOnce(&mut Preferences)) -> Result<(), StorageProblem> {
        let before = self.saved.clone();
        edit(&mut self.saved);
        if self.saved == before {
            return Ok(());
        }
        if let Some(problem) = &self.blocked {
            return Err(problem.clone());
        }
        let Some(path) = &self.path else {
            return Err(StorageProblem::NoDataDir);
        };
        save(path, &self.saved)
    }
}

/// Writes `preferences` to `path` atomically, creating the directory.
fn save(path: &Path, preferences: &Preferences) -> Result<(), StorageProblem> {
    if let Some(dir) = path.parent()
        && let Err(error) = fs::create_dir_all(dir)
    {
        return Err(StorageProblem::CannotCreateDir {
            path: dir.to_path_buf(),
            kind: error.kind(),
        });
    }
    write_atomically(path, encode_preferences(preferences).as_bytes()).map_err(|error| {
        StorageProblem::CannotWrite {
            path: path.to_path_buf(),
            kind: error.kind(),
        }
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
    fn no_change_writes_nothing() {
        let dir = temp();
        let (mut file, _) = SettingsFile::open(Some(&dir));
        file.change(|_| {}).unwrap();
        assert!(!dir.join(SETTINGS_FILE).exists());
        let _ = fs::remove_dir_all(dir);
    }
}
