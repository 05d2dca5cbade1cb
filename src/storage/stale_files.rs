//! Cleaning up after games that died mid-save (`kill -9`, a power cut, a
//! closed console window): their temporary files (`.game.json.Ab3xYz.tmp`,
//! the probe `.write-check.Ab3xYz` of the writability check, a settings
//! file's `.settings.toml.Ab3xYz.tmp`) are found by their names' pattern
//! and removed once nobody can be writing them: the saved game's and the
//! records' when this game holds the data directory's lock (only the lock's
//! holder writes them), any of them once older than [`STALE_AGE`] (a live
//! game keeps one for milliseconds). The same rule holds on every platform;
//! a file another process still has open where the system forbids removing
//! it (Windows) is simply left for later.
//!
//! Plain file-system work in the data directory.

use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

use super::atomic_file::is_temporary_of;

use super::file_names::{DAILY_GAME_FILE, GAME_FILE, RECORDS_FILE};

/// The files whose temporaries are looked for.
const TARGETS: [&str; 3] = [GAME_FILE, DAILY_GAME_FILE, RECORDS_FILE];

/// The start of the writability probe's name.
pub(super) const PROBE_PREFIX: &str = ".write-check.";

/// How old a temporary file must be to be taken for a dead game's, when
/// nothing else says so: writing one takes milliseconds.
pub const STALE_AGE: Duration = Duration::from_secs(60);

/// What kind of leftover a name is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Leftover {
    /// A temporary file of the saved game or the records.
    Save,
    /// The writability probe.
    Probe,
}

/// Removes the temporary files in `directory` left by games that no longer
/// write them. `locked`: this game holds the directory's lock. Returns how
/// many were removed. Best effort: an entry that cannot be read or removed
/// is left.
pub(super) fn remove_stale_temporaries(directory: &Path, locked: bool) -> usize {
    remove_matching(directory, |name| match leftover(name) {
        Some(Leftover::Save) if locked => Some(Duration::ZERO),
        Some(_) => Some(STALE_AGE),
        None => None,
    })
}

/// Removes the temporary files of `target` (`.settings.toml.Ab3xYz.tmp`
/// beside `settings.toml`) older than [`STALE_AGE`]. Returns how many were
/// removed.
pub fn remove_stale_temporaries_of(target: &Path) -> usize {
    let (Some(directory), Some(target_name)) = (target.parent(), target.file_name()) else {
        return 0;
    };
    let target_name = target_name.to_string_lossy();
    let directory = if directory.as_os_str().is_empty() {
        Path::new(".")
    } else {
        directory
    };
    remove_matching(directory, |name| {
        is_temporary_of(&target_name, name).then_some(STALE_AGE)
    })
}

/// Removes the regular files of `directory` for which `oldest_kept` gives an
/// age they are older than.
fn remove_matching(directory: &Path, oldest_kept: impl Fn(&str) -> Option<Duration>) -> usize {
    let Ok(entries) = fs::read_dir(directory) else {
        return 0;
    };
    let now = SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(age) = name.to_str().and_then(&oldest_kept) else {
            continue;
        };
        let path = entry.path();
        let Ok(meta) = fs::symlink_metadata(&path) else {
            continue;
        };
        let old_enough = age.is_zero()
            || meta
                .modified()
                .ok()
                .and_then(|modified| now.duration_since(modified).ok())
                .is_some_and(|elapsed| elapsed > age);
        if meta.is_file() && old_enough && fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// What kind of leftover `name` is, if any.
fn leftover(name: &str) -> Option<Leftover> {
    if name
        .strip_prefix(PROBE_PREFIX)
        .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric()))
    {
        return Some(Leftover::Probe);
    }
    TARGETS
        .iter()
        .any(|target| is_temporary_of(target, name))
        .then_some(Leftover::Save)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_temporaries() {
        let table = [
            (".game.json.1234.tmp", Some(Leftover::Save)),
            (".game.json.Ab3xYz.tmp", Some(Leftover::Save)),
            (".records.json.7.tmp", Some(Leftover::Save)),
            (".game.json..tmp", None),
            ("game.json.1234.tmp", None),
            (".game.json.1234", None),
            (".other.json.1234.tmp", None),
            (".settings.toml.1234.tmp", None),
            ("game.json.bad-1", None),
            (".write-check.42", Some(Leftover::Probe)),
            (".write-check.Ab3xYz", Some(Leftover::Probe)),
            (".write-check.", None),
            (".write-check.4-x", None),
        ];
        for (name, kind) in table {
            assert_eq!(leftover(name), kind, "{name}");
        }
    }

    #[test]
    fn old_temporaries_of_a_target_go_and_fresh_ones_stay() {
        let dir = tempfile::tempdir().unwrap();
        let old = SystemTime::now() - STALE_AGE - Duration::from_secs(5);
        let table = [
            (".settings.toml.Ab3xYz.tmp", true, false),
            (".settings.toml.1234.tmp", true, false),
            (".settings.toml.Qq9zZz.tmp", false, true),
            ("settings.toml", true, true),
            (".game.json.Ab3xYz.tmp", true, true),
        ];
        for (name, aged, _) in table {
            let file = fs::File::create(dir.path().join(name)).unwrap();
            if aged {
                file.set_modified(old).unwrap();
            }
        }
        assert_eq!(
            remove_stale_temporaries_of(&dir.path().join("settings.toml")),
            2
        );
        for (name, _, kept) in table {
            assert_eq!(dir.path().join(name).exists(), kept, "{name}");
        }
    }
}
