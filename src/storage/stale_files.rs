//! Cleaning up after games that died mid-save (`kill -9`, a power cut):
//! their temporary files (`.game.json.1234.tmp`, and the probe
//! `.write-check.1234` of the writability check) are removed at start, but
//! only when process 1234 is gone; a live game's files are never touched.
//!
//! Plain file-system work in the data directory.

use std::fs;
use std::path::Path;

use super::file_names::{GAME_FILE, RECORDS_FILE};

/// The files whose temporaries are looked for.
const TARGETS: [&str; 2] = [GAME_FILE, RECORDS_FILE];

/// Removes the temporary files in `directory` left by processes that no
/// longer run. Returns how many were removed. Best effort: an entry that
/// cannot be read or removed is left.
pub(super) fn remove_stale_temporaries(directory: &Path) -> usize {
    let Ok(entries) = fs::read_dir(directory) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(writer_of) else {
            continue;
        };
        if pid == std::process::id() || is_running(pid) {
            continue;
        }
        let path = entry.path();
        if fs::symlink_metadata(&path).is_ok_and(|meta| meta.is_file())
            && fs::remove_file(&path).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// The process id in a temporary file's name (`.game.json.1234.tmp`,
/// `.write-check.1234`).
fn writer_of(name: &str) -> Option<u32> {
    let digits = match name.strip_prefix(".write-check.") {
        Some(digits) => digits,
        None => {
            let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
            TARGETS
                .iter()
                .find_map(|target| rest.strip_prefix(target)?.strip_prefix('.'))?
        }
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|&pid| pid > 0)
}

/// Whether process `pid` exists. Where that cannot be known, it is taken
/// to run (its files are kept).
fn is_running(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return true;
        };
        // SAFETY: signal 0 only checks that the process exists; pid > 0
        // names one process, never a group.
        let result = unsafe { libc::kill(pid, 0) };
        result == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_temporaries() {
        let table = [
            (".game.json.1234.tmp", Some(1234)),
            (".records.json.7.tmp", Some(7)),
            (".game.json..tmp", None),
            (".game.json.0.tmp", None),
            (".game.json.12a.tmp", None),
            (".game.json.99999999999999999999.tmp", None),
            ("game.json.1234.tmp", None),
            (".game.json.1234", None),
            (".other.json.1234.tmp", None),
            ("game.json.bad-1", None),
            (".write-check.42", Some(42)),
            (".write-check.", None),
            (".write-check.4x", None),
        ];
        for (name, pid) in table {
            assert_eq!(writer_of(name), pid, "{name}");
        }
    }

    #[test]
    fn this_process_runs() {
        assert!(is_running(std::process::id()));
    }
}
