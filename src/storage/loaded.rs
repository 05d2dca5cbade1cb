//! Loading one of our files: read it (bounded in size), decode it, and if it
//! is damaged set it aside and say why. The outcome is a [`Loaded`] value.
//!
//! Reads and renames; the decoding itself is passed in.

use std::fs::{self, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::damage::{Damage, MAX_FILE_BYTES};
use super::problem::StorageProblem;
use super::set_aside::set_aside;

/// What loading a file gave.
#[derive(Debug, Clone, PartialEq)]
pub enum Loaded<T> {
    /// The file was there and sound.
    Found(T),
    /// There is no such file (or no data directory).
    Missing,
    /// The file was damaged; it was renamed to `moved_to` and kept.
    SetAside { reason: Damage, moved_to: PathBuf },
    /// The file was damaged and could not be renamed; it stays where it is
    /// and will not be overwritten or removed.
    LeftInPlace {
        reason: Damage,
        problem: StorageProblem,
    },
}

impl<T> Loaded<T> {
    /// The value, if the file was found and sound.
    pub fn found(self) -> Option<T> {
        match self {
            Loaded::Found(value) => Some(value),
            _ => None,
        }
    }

    /// The same outcome with the found value turned by `f`.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Loaded<U> {
        match self {
            Loaded::Found(value) => Loaded::Found(f(value)),
            Loaded::Missing => Loaded::Missing,
            Loaded::SetAside { reason, moved_to } => Loaded::SetAside { reason, moved_to },
            Loaded::LeftInPlace { reason, problem } => Loaded::LeftInPlace { reason, problem },
        }
    }

    /// Why the file was not used, if it was damaged.
    pub fn damage(&self) -> Option<&Damage> {
        match self {
            Loaded::SetAside { reason, .. } | Loaded::LeftInPlace { reason, .. } => Some(reason),
            Loaded::Found(_) | Loaded::Missing => None,
        }
    }
}

/// Reads and decodes `path`, setting it aside if it is damaged.
pub fn load_file<T>(path: &Path, decode: impl FnOnce(&[u8]) -> Result<T, Damage>) -> Loaded<T> {
    load_file_within(path, MAX_FILE_BYTES, decode)
}

/// As [`load_file`], with files up to `limit` bytes read (a save's
/// limit is larger than the other files').
pub fn load_file_within<T>(
    path: &Path,
    limit: u64,
    decode: impl FnOnce(&[u8]) -> Result<T, Damage>,
) -> Loaded<T> {
    let reason = match read_bounded(path, limit) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(bytes)) => match decode(&bytes) {
            Ok(value) => return Loaded::Found(value),
            Err(reason) => reason,
        },
        Err(reason) => reason,
    };
    match set_aside(path) {
        Ok(moved_to) => Loaded::SetAside { reason, moved_to },
        Err(error) => Loaded::LeftInPlace {
            reason,
            problem: StorageProblem::CannotSetAside {
                path: path.to_path_buf(),
                kind: error.kind(),
            },
        },
    }
}

/// Reads and decodes `path` and changes nothing, even when it is damaged
/// (for reports beside the game): `None` if there is no such file.
pub fn read_file<T>(
    path: &Path,
    decode: impl FnOnce(&[u8]) -> Result<T, Damage>,
) -> Result<Option<T>, Damage> {
    read_file_within(path, MAX_FILE_BYTES, decode)
}

/// As [`read_file`], with files up to `limit` bytes read.
pub fn read_file_within<T>(
    path: &Path,
    limit: u64,
    decode: impl FnOnce(&[u8]) -> Result<T, Damage>,
) -> Result<Option<T>, Damage> {
    match read_bounded(path, limit)? {
        Some(bytes) => decode(&bytes).map(Some),
        None => Ok(None),
    }
}

/// The bytes of `path`; `None` if there is no such file. Anything but a
/// regular file (a directory, a FIFO, a device) is unreadable and never
/// opened: opening a FIFO would wait for a writer forever.
fn read_bounded(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, Damage> {
    let unreadable = |error: io::Error| Damage::Unreadable { kind: error.kind() };
    let not_a_file = |meta: &fs::Metadata| Damage::Unreadable {
        kind: if meta.is_dir() {
            io::ErrorKind::IsADirectory
        } else {
            io::ErrorKind::InvalidInput
        },
    };
    match fs::metadata(path) {
        Ok(meta) if !meta.is_file() => return Err(not_a_file(&meta)),
        Ok(_) => {}
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(unreadable(error)),
    }
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Should a FIFO take the file's place after the check, opening it
        // still returns at once.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = match options.open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(unreadable(error)),
    };
    match file.metadata() {
        Ok(meta) if !meta.is_file() => return Err(not_a_file(&meta)),
        Ok(_) => {}
        Err(error) => return Err(unreadable(error)),
    }
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > limit {
        return Err(Damage::TooLarge { limit });
    }
    Ok(Some(bytes))
}
