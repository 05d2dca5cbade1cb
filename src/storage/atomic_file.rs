//! Replacing a file atomically: the new bytes go to a temporary file in the
//! same directory, which is then renamed over the target. A reader (or a
//! crash) sees the old file or the new one, never half of one; a failed
//! write leaves the old file as it was.
//!
//! The temporary file is created exclusively by the `tempfile` crate
//! (`.game.json.Ab3xYz.tmp`: a fresh random name, `O_EXCL`), so a file, a
//! FIFO or a symlink planted at a predictable name is never opened,
//! truncated or renamed into place.
//!
//! [`write_atomically`] also waits until the bytes and the rename are on
//! the disk (a power cut keeps them); [`replace_atomically`] leaves that
//! wait to the caller (the rename alone survives the process being killed),
//! handing back a [`Replaced`] to sync later. On Windows, which never
//! renames over an open file, it syncs before the rename instead.
//!
//! Plain file-system work on the paths it is given; it knows nothing of what
//! the bytes mean.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The end of every temporary file's name.
const TEMPORARY_SUFFIX: &str = ".tmp";
/// Random characters in a temporary file's name.
const RANDOM_CHARS: usize = 6;

/// Whether `name` is the name of a temporary file [`write_atomically`] or
/// [`replace_atomically`] makes for a target called `target_name`
/// (`.game.json.Ab3xYz.tmp` for `game.json`; the names of earlier
/// releases, `.game.json.1234.tmp`, too).
pub fn is_temporary_of(target_name: &str, name: &str) -> bool {
    name.strip_prefix('.')
        .and_then(|rest| rest.strip_prefix(target_name))
        .and_then(|rest| rest.strip_prefix('.'))
        .and_then(|rest| rest.strip_suffix(TEMPORARY_SUFFIX))
        .is_some_and(|middle| {
            !middle.is_empty() && middle.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// A file just renamed into place whose bytes may not be on the disk yet.
#[derive(Debug)]
pub struct Replaced {
    /// The file, open to be synced; `None` where it was synced before the
    /// rename.
    file: Option<File>,
    target: PathBuf,
}

impl Replaced {
    /// The path the file was renamed to.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Waits until the file's bytes and its rename are on the disk.
    pub fn sync(&self) -> io::Result<()> {
        if let Some(file) = &self.file {
            file.sync_all()?;
            sync_directory_of(&self.target);
        }
        Ok(())
    }
}

/// Writes `bytes` to `target` so that `target` holds either its old content
/// or all of `bytes`, whatever happens, and waits until they are on the
/// disk. The directory of `target` must exist. On failure the temporary
/// file is removed and the error returned; `target` is untouched.
pub fn write_atomically(target: &Path, bytes: &[u8]) -> io::Result<()> {
    replace_with(target, bytes, true).map(drop)
}

/// [`write_atomically`] without waiting for the disk: the new content is in
/// place (any reader, and a later start after the process is killed, sees
/// it), and [`Replaced::sync`] makes it survive a power cut.
pub fn replace_atomically(target: &Path, bytes: &[u8]) -> io::Result<Replaced> {
    replace_with(target, bytes, false)
}

fn replace_with(target: &Path, bytes: &[u8], sync_first: bool) -> io::Result<Replaced> {
    let directory = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    // Created with O_EXCL under a fresh name; removed when dropped unless
    // renamed into place.
    let mut temporary = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(TEMPORARY_SUFFIX)
        .rand_bytes(RANDOM_CHARS)
        .tempfile_in(directory)?;
    temporary.write_all(bytes)?;
    temporary.flush()?;
    // Windows never renames over a file that is open, so no handle may be
    // kept for a later sync there: the bytes reach the disk first.
    let keep_open = cfg!(unix) && !sync_first;
    if !keep_open {
        temporary.as_file().sync_all()?;
    }
    let file = temporary.persist(target).map_err(|error| error.error)?;
    if !keep_open {
        sync_directory_of(target);
    }
    Ok(Replaced {
        file: keep_open.then_some(file),
        target: target.to_path_buf(),
    })
}

/// Makes the rename itself durable. Best effort: some platforms and file
/// systems cannot open or sync a directory, and the data is already safe in
/// the file by then.
fn sync_directory_of(path: &Path) {
    if cfg!(unix) {
        let directory = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        if let Ok(directory) = File::open(directory) {
            let _ = directory.sync_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_temporaries() {
        let table = [
            ("game.json", ".game.json.Ab3xYz.tmp", true),
            ("game.json", ".game.json.1234.tmp", true),
            ("records.json", ".records.json.q.tmp", true),
            ("game.json", ".game.json..tmp", false),
            ("game.json", ".game.json.a-b.tmp", false),
            ("game.json", "game.json.Ab3xYz.tmp", false),
            ("game.json", ".game.json.Ab3xYz", false),
            ("game.json", ".records.json.Ab3xYz.tmp", false),
            ("game.json", "game.json.bad-1", false),
        ];
        for (target, name, expected) in table {
            assert_eq!(is_temporary_of(target, name), expected, "{target} {name}");
        }
    }

    #[test]
    fn the_temporary_file_is_a_hidden_sibling_with_a_fresh_name() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("game.json");
        let temporary = tempfile::Builder::new()
            .prefix(".game.json.")
            .suffix(TEMPORARY_SUFFIX)
            .rand_bytes(RANDOM_CHARS)
            .tempfile_in(dir.path())
            .unwrap();
        let name = temporary.path().file_name().unwrap().to_string_lossy();
        assert!(is_temporary_of("game.json", &name), "{name}");
        replace_atomically(&target, b"x").unwrap().sync().unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"x");
    }
}
