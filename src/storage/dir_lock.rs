//! One game at a time in a data directory: an advisory lock (through
//! `fs4`) on the lock file in it, held for as long as the game runs and
//! released by the system when the process ends, however it ends. Stores
//! of one process share its lock: the lock keeps other processes out.
//!
//! Only the lock file is touched; the saved game and the records belong to
//! the [`Store`](super::Store).

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

use super::file_lock::{Locked, try_lock};

/// The lock file's name in the data directory.
pub const LOCK_FILE: &str = "game.lock";

/// What trying the lock gave.
#[derive(Debug)]
pub(super) enum Lock {
    /// This game owns the directory while the file stays open.
    Held(Arc<File>),
    /// Another running game owns it.
    Taken,
    /// The lock file cannot be opened or locked here (a directory, a FIFO
    /// or a symbolic link in its place, a file system without locks): the
    /// directory is not used, as when another game owns it.
    Unusable(io::ErrorKind),
}

impl Lock {
    /// Tries, without waiting, to take the lock of `directory` (or shares
    /// the one this process holds already).
    pub(super) fn take(directory: &Path) -> Lock {
        static HELD: Mutex<Vec<(PathBuf, Weak<File>)>> = Mutex::new(Vec::new());
        let key = fs::canonicalize(directory).unwrap_or_else(|_| directory.to_path_buf());
        let Ok(mut held) = HELD.lock() else {
            return Lock::Unusable(io::ErrorKind::Other);
        };
        held.retain(|(_, file)| file.strong_count() > 0);
        if let Some(file) = held
            .iter()
            .find(|(path, _)| *path == key)
            .and_then(|(_, file)| file.upgrade())
        {
            return Lock::Held(file);
        }
        match try_lock(&directory.join(LOCK_FILE)) {
            Locked::Held(file) => {
                let file = Arc::new(file);
                held.push((key, Arc::downgrade(&file)));
                Lock::Held(file)
            }
            Locked::Taken => Lock::Taken,
            Locked::Unusable(kind) => Lock::Unusable(kind),
        }
    }
}
