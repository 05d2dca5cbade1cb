//! Keeping a damaged file: it is renamed to `NAME.bad-1` (or `.bad-2`, ...,
//! the first free number), never deleted and never moved over an earlier
//! set-aside file.
//!
//! A file still in use whose part is damaged (a save whose record does not
//! replay) is copied aside the same way instead.
//!
//! Only renames and copies; deciding that a file is damaged is the loader's business.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// How many set-aside copies of one file are kept at most; after that the
/// damaged file stays where it is.
pub const MAX_SET_ASIDE: u32 = 1000;

/// The `number`th set-aside name of `path`: `game.json` → `game.json.bad-2`.
pub fn set_aside_path(path: &Path, number: u32) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!("{name}.bad-{number}"))
}

/// Renames `path` to its first free set-aside name and returns that name.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    for number in 1..=MAX_SET_ASIDE {
        let target = set_aside_path(path, number);
        if move_unless_taken(path, &target)? {
            return Ok(target);
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every set-aside name is taken",
    ))
}

/// Copies `path` to its first free set-aside name, leaving it where it is
/// (for a file still in use whose part is damaged), and returns that name.
pub fn copy_aside(path: &Path) -> io::Result<PathBuf> {
    let bytes = fs::read(path)?;
    for number in 1..=MAX_SET_ASIDE {
        let target = set_aside_path(path, number);
        // A new file only: an earlier set-aside file is never overwritten.
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&target)
        {
            Ok(mut file) => {
                use std::io::Write;
                file.write_all(&bytes)?;
                file.sync_all()?;
                return Ok(target);
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(error),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every set-aside name is taken",
    ))
}

/// Moves `from` to `to` if nothing is at `to`; `Ok(false)` if `to` is
/// taken.
fn move_unless_taken(from: &Path, to: &Path) -> io::Result<bool> {
    // A hard link fails when `to` exists, so no race can overwrite a file.
    match fs::hard_link(from, to) {
        Ok(()) => match fs::remove_file(from) {
            Ok(()) => Ok(true),
            Err(error) => {
                let _ = fs::remove_file(to);
                Err(error)
            }
        },
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => Ok(false),
        Err(_) => {
            // No hard links here (a directory in the way, a file system
            // without them): check the name, then rename.
            if fs::symlink_metadata(to).is_ok() {
                return Ok(false);
            }
            fs::rename(from, to)?;
            Ok(true)
        }
    }
}
