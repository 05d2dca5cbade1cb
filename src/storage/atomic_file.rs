//! Replacing a file atomically: the new bytes go to a temporary file in the
//! same directory, are flushed to the disk, and the temporary file is then
//! renamed over the target. A reader (or a crash, or a power cut) sees the
//! old file or the new one, never half of one; a failed write leaves the old
//! file as it was.
//!
//! Plain file-system work on the paths it is given; it knows nothing of what
//! the bytes mean.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The temporary file [`write_atomically`] uses for `target`: a hidden name
/// beside it, unique to this process (`.game.json.1234.tmp`), so that two
/// running games never write into the same temporary file.
pub fn temporary_path_for(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Writes `bytes` to `target` so that `target` holds either its old content
/// or all of `bytes`, whatever happens. The directory of `target` must
/// exist. On failure the temporary file is removed (when possible) and the
/// error returned; `target` is untouched.
pub fn write_atomically(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = temporary_path_for(target);
    let result = write_and_sync(&temporary, bytes).and_then(|()| fs::rename(&temporary, target));
    match result {
        Ok(()) => {
            sync_directory_of(target);
            Ok(())
        }
        Err(error) => {
            // Only a regular file we created is removed; a directory in the
            // way (or anything else) is left alone.
            if fs::symlink_metadata(&temporary).is_ok_and(|meta| meta.is_file()) {
                let _ = fs::remove_file(&temporary);
            }
            Err(error)
        }
    }
}

/// Creates (or empties) `path`, writes `bytes` and waits until they are on
/// the disk.
fn write_and_sync(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // A FIFO in the temporary file's place fails at once, never waits.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let mut file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    file.write_all(bytes)?;
    file.flush()?;
    file.sync_all()
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
    fn temporary_file_is_a_hidden_sibling() {
        let path = temporary_path_for(Path::new("/data/game.json"));
        assert_eq!(path.parent(), Some(Path::new("/data")));
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with(".game.json."), "{name}");
        assert!(name.ends_with(".tmp"), "{name}");
    }
}
