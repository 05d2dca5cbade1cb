//! Where the saved game and the records live: the `--data-dir` given on the
//! command line, else the platform's data directory (on Linux
//! `$XDG_DATA_HOME/accessible-2048`, by default
//! `~/.local/share/accessible-2048`), created on demand and checked for
//! writing.
//!
//! Only directory work; the files inside belong to the [`Store`](super::Store).

use std::fs;
use std::path::{Path, PathBuf};

use directories::ProjectDirs;

use super::problem::StorageProblem;
use super::stale_files::PROBE_PREFIX;

/// The application's name in platform directories.
pub const APPLICATION: &str = "accessible-2048";

/// The platform's data directory for the game, if the platform has one
/// (it needs a home directory).
pub fn platform_data_dir() -> Option<PathBuf> {
    ProjectDirs::from("", "", APPLICATION).map(|dirs| dirs.data_dir().to_path_buf())
}

/// Where the data directory is and whether files can be written there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum DataDir {
    /// The directory exists and a file could be written in it.
    Writable(PathBuf),
    /// The directory exists (files may be read) but cannot be written.
    ReadOnly(PathBuf, StorageProblem),
    /// There is no directory to use.
    Missing(StorageProblem),
}

impl DataDir {
    /// Finds the directory (`chosen`, else the platform's), creates it if
    /// needed and checks that a file can be written in it.
    pub(super) fn prepare(chosen: Option<&Path>) -> DataDir {
        let path = match chosen {
            Some(path) => path.to_path_buf(),
            None => match platform_data_dir() {
                Some(path) => path,
                None => return DataDir::Missing(StorageProblem::NoDataDir),
            },
        };
        if let Err(error) = fs::create_dir_all(&path) {
            return DataDir::Missing(StorageProblem::CannotCreateDir {
                path,
                kind: error.kind(),
            });
        }
        match check_writable(&path) {
            Ok(()) => DataDir::Writable(path),
            Err(kind) => {
                let problem = StorageProblem::NotWritable {
                    path: path.clone(),
                    kind,
                };
                DataDir::ReadOnly(path, problem)
            }
        }
    }
}

/// Creates and removes a small file in `directory`, under a fresh name
/// created exclusively (nothing planted there is opened).
fn check_writable(directory: &Path) -> Result<(), std::io::ErrorKind> {
    let probe = tempfile::Builder::new()
        .prefix(PROBE_PREFIX)
        .rand_bytes(6)
        .tempfile_in(directory)
        .map_err(|error| error.kind())?;
    probe.close().map_err(|error| error.kind())
}
