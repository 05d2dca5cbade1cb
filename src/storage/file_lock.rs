//! An advisory lock (through `fs4`) on one lock file, created when missing.
//! Anything else in the lock file's place (a directory, a FIFO, a symbolic
//! link, dangling or not) is never used, and neither is a file system
//! without locks: the lock is then unusable, and the caller says so instead
//! of going on unguarded. The lock is released when the file is closed,
//! however the process ends.
//!
//! Only the lock file is touched; what the lock guards is the caller's.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;
use std::time::{Duration, Instant};

/// What trying a lock file gave.
#[derive(Debug)]
pub enum Locked {
    /// The lock is this process's while the file stays open.
    Held(File),
    /// Another process holds it.
    Taken,
    /// The lock file cannot be opened or locked (what went wrong).
    Unusable(io::ErrorKind),
}

/// Tries, without waiting, to lock the file at `path`.
pub fn try_lock(path: &Path) -> Locked {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // A FIFO in the lock file's place must not block; a symbolic link
        // is not followed (the game creates no file where one points).
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
    }
    let file = match options.open(path) {
        Ok(file) => file,
        Err(error) => return Locked::Unusable(error.kind()),
    };
    match file.metadata() {
        Ok(meta) if meta.is_file() => {}
        Ok(_) => return Locked::Unusable(io::ErrorKind::InvalidInput),
        Err(error) => return Locked::Unusable(error.kind()),
    }
    match fs4::FileExt::try_lock(&file) {
        Ok(()) => Locked::Held(file),
        Err(fs4::TryLockError::WouldBlock) => Locked::Taken,
        Err(fs4::TryLockError::Error(error)) => Locked::Unusable(error.kind()),
    }
}

/// Locks the file at `path`, waiting at most `patience` while another
/// process holds it (for short work under the lock, such as one write).
pub fn lock_within(path: &Path, patience: Duration) -> Locked {
    let deadline = Instant::now() + patience;
    loop {
        match try_lock(path) {
            Locked::Taken if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(5));
            }
            other => return other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_lock_is_taken_for_others_and_free_once_closed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.lock");
        let Locked::Held(first) = try_lock(&path) else {
            panic!("a fresh lock file is held")
        };
        assert!(matches!(try_lock(&path), Locked::Taken));
        assert!(matches!(
            lock_within(&path, Duration::from_millis(20)),
            Locked::Taken
        ));
        drop(first);
        assert!(matches!(try_lock(&path), Locked::Held(_)));
    }

    #[test]
    fn anything_but_a_file_in_its_place_is_unusable() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.lock");
        std::fs::create_dir(&path).unwrap();
        assert!(matches!(try_lock(&path), Locked::Unusable(_)));
        #[cfg(unix)]
        {
            let link = dir.path().join("y.lock");
            let target = dir.path().join("elsewhere");
            std::os::unix::fs::symlink(&target, &link).unwrap();
            assert!(matches!(try_lock(&link), Locked::Unusable(_)));
            assert!(!target.exists(), "nothing is created where a link points");
        }
    }
}
