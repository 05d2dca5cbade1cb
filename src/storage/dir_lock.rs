//! One game at a time in a data directory: an advisory lock (through
//! `fs4`) on the lock file in it, held for as long as the game runs and
//! released by the system when the process ends, however it ends. Stores
//! of one process share its lock: the lock keeps other processes out.
//!
//! Only the lock file is touched; the saved game and the records belong to
//! the [`Store`](super::Store).

use std::fs::{self, File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// The lock file's name in the data directory.
pub const LOCK_FILE: &str = "game.lock";

/// What trying the lock gave.
#[derive(Debug)]
pub(super) enum Lock {
    /// This game owns the directory while the file stays open.
    Held(Arc<File>),
    /// Another running game owns it.
    Taken,
    /// The lock file cannot be opened or locked here (a directory in its
    /// place, a file system without locks): play on without the guard.
    Unavailable,
}

impl Lock {
    /// Tries, without waiting, to take the lock of `directory` (or shares
    /// the one this process holds already).
    pub(super) fn take(directory: &Path) -> Lock {
        static HELD: Mutex<Vec<(PathBuf, Weak<File>)>> = Mutex::new(Vec::new());
        let key = fs::canonicalize(directory).unwrap_or_else(|_| directory.to_path_buf());
        let Ok(mut held) = HELD.lock() else {
            return Lock::Unavailable;
        };
        held.retain(|(_, file)| file.strong_count() > 0);
        if let Some(file) = held
            .iter()
            .find(|(path, _)| *path == key)
            .and_then(|(_, file)| file.upgrade())
        {
            return Lock::Held(file);
        }
        let lock = Lock::take_file(directory);
        if let Lock::Held(file) = &lock {
            held.push((key, Arc::downgrade(file)));
        }
        lock
    }

    /// Opens and locks the lock file of `directory`.
    fn take_file(directory: &Path) -> Lock {
        let path = directory.join(LOCK_FILE);
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            // A FIFO in the lock file's place must not block the start.
            options.custom_flags(libc::O_NONBLOCK);
        }
        let file = match options.open(&path) {
            Ok(file) => file,
            Err(_) => return Lock::Unavailable,
        };
        if !file.metadata().is_ok_and(|meta| meta.is_file()) {
            return Lock::Unavailable;
        }
        match fs4::FileExt::try_lock(&file) {
            Ok(()) => Lock::Held(Arc::new(file)),
            Err(fs4::TryLockError::WouldBlock) => Lock::Taken,
            Err(fs4::TryLockError::Error(_)) => Lock::Unavailable,
        }
    }
}
