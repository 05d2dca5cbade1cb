//! The Windows download (`dist/windows-zip.sh` makes it) for the
//! `windows_*` tests (`#[path]`): the zip named by
//! `ACCESSIBLE_2048_WINDOWS_ZIP`, unpacked into a temporary directory with
//! Python's `zipfile` (python3 is already needed to make the zip).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub const ZIP_VARIABLE: &str = "ACCESSIBLE_2048_WINDOWS_ZIP";

/// The download, unpacked: the temporary directory and the zip's one
/// top-level folder in it.
pub struct Download {
    _dir: tempfile::TempDir,
    pub folder: PathBuf,
}

impl Download {
    pub fn exe(&self) -> PathBuf {
        self.folder.join("accessible-2048.exe")
    }

    pub fn file(&self, name: &str) -> PathBuf {
        self.folder.join(name)
    }
}

/// The zip the variable names, unpacked; a failure naming the variable
/// when it names none (these tests are ignored unless asked for, and asked
/// for, they never pass by skipping).
#[track_caller]
pub fn unpacked() -> Download {
    let Some(zip) = std::env::var_os(ZIP_VARIABLE).filter(|v| !v.is_empty()) else {
        panic!(
            "{ZIP_VARIABLE} must name the Windows zip \
             (.ci/run makes one with dist/release.sh and sets it)"
        );
    };
    unpack(Path::new(&zip))
}

#[track_caller]
fn unpack(zip: &Path) -> Download {
    assert!(
        zip.is_file(),
        "{ZIP_VARIABLE}={} is not a file",
        zip.display()
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let done = Command::new("python3")
        .args(["-m", "zipfile", "-e"])
        .arg(zip)
        .arg(dir.path())
        .output()
        .expect("python3 runs");
    assert!(
        done.status.success(),
        "{} does not unpack: {}",
        zip.display(),
        String::from_utf8_lossy(&done.stderr)
    );
    let entries: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert!(
        entries.len() == 1 && entries[0].is_dir(),
        "the zip must hold one folder, not {entries:?}"
    );
    let folder = entries[0].clone();
    Download { _dir: dir, folder }
}
