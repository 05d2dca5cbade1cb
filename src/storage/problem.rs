//! What can stop the game from saving: no data directory, a directory that
//! cannot be created or written, a file that cannot be replaced, moved or
//! removed, a lock that cannot be had, a file that would grow too large, a file
//! written but not flushed to the disk. Plain values; the front end says
//! them in the player's language. The game always plays on, unsaved.

use std::io;
use std::path::PathBuf;

/// A reason why progress is not (or not fully) saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageProblem {
    /// No `--data-dir` was given and the platform has no data directory
    /// (no home directory is known).
    NoDataDir,
    /// The data directory does not exist and cannot be created (its parent
    /// is a file, no permission, a read-only file system, ...).
    CannotCreateDir { path: PathBuf, kind: io::ErrorKind },
    /// The data directory exists but no file can be written in it.
    NotWritable { path: PathBuf, kind: io::ErrorKind },
    /// A file could not be written (the disk is full, the directory went
    /// away, ...). The previous version of the file is intact.
    CannotWrite { path: PathBuf, kind: io::ErrorKind },
    /// A damaged file could not be renamed aside; it is left where it is
    /// and will not be overwritten.
    CannotSetAside { path: PathBuf, kind: io::ErrorKind },
    /// The saved game could not be removed (after game over or for a new
    /// game).
    CannotRemove { path: PathBuf, kind: io::ErrorKind },
    /// Another running game owns the data directory (it holds the lock):
    /// this game neither reads nor writes its files.
    InUse { path: PathBuf },
    /// The lock file at `path` cannot be used (a directory, a FIFO or a
    /// symbolic link in its place, a file system without locks, or another
    /// game kept it too long): what it guards is neither read nor written.
    CannotLock { path: PathBuf, kind: io::ErrorKind },
    /// The file at `path` was written but could not be flushed to the
    /// disk (`fsync` failed): a running or killed game still finds it, a
    /// power cut may lose it.
    NotSynced { path: PathBuf, kind: io::ErrorKind },
    /// The file at `path` would be larger than the game reads back
    /// ([`MAX_FILE_BYTES`](super::MAX_FILE_BYTES)); it is left as it was.
    TooLarge { path: PathBuf },
}
