//! Finds the hint engine's trained network, reads it and hands it to the
//! search: the file named [`NETWORK_FILE_NAME`] beside the game's binary
//! (the Windows zip), else in `../share/accessible-2048/` from it (the
//! Debian package), else in the data directory (the `--data-dir` given,
//! else the platform's). The variable `ACCESSIBLE_2048_NETWORK` names another file
//! instead, or `none` for no network (a testing and measuring aid).
//!
//! A file that is damaged, foreign or too big is refused with a one-line
//! reason and the search keeps its heuristic; nothing here panics. Loading
//! takes a second or so (134 MB of weights), so the game does it on a thread
//! of its own after the opening ([`load_in_background`]): a hint asked
//! before it is done is searched with the heuristic.
//!
//! Only files and the installed network; what is said about it belongs to
//! the callers.

use std::fs;
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

use crate::analysis::search::{
    NETWORK_FILE_NAME, decode_network_from, install_network, installed_network, network_kind,
};

use super::data_dir::{APPLICATION, platform_data_dir};

/// The variable naming the network file to use instead ("none": none).
pub const NETWORK_VARIABLE: &str = "ACCESSIBLE_2048_NETWORK";
/// No weights file is larger: two stages of 134 MB of weights each,
/// compressed (67 MB measured), even if they did not compress at all.
const LARGEST_FILE: u64 = 300 << 20;

/// What became of the search's network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetworkLoad {
    /// The network of `path`, trained on `games` games, is in use; `late`
    /// is its late stage's tile, if it has two stages.
    Loaded {
        path: PathBuf,
        games: u64,
        late: Option<u32>,
    },
    /// No network file was found (or the variable said none).
    Absent,
    /// The file at `path` was refused: `reason` says why, in one line.
    Refused { path: PathBuf, reason: String },
}

impl NetworkLoad {
    /// The evaluation in use, in a line for a report.
    pub fn describe(&self) -> String {
        match self {
            NetworkLoad::Loaded { path, games, late } => format!(
                "evaluation: {} ({games} training games, {})",
                network_kind(*late),
                path.display()
            ),
            NetworkLoad::Absent => "evaluation: heuristic (no network file)".to_string(),
            NetworkLoad::Refused { path, reason } => format!(
                "evaluation: heuristic ({} refused: {reason})",
                path.display()
            ),
        }
    }
}

/// Where the network may be, in the order looked: the variable's file
/// alone if it is set; else beside the binary, then in the data directory.
fn candidates(data_dir: Option<&Path>) -> Option<Vec<PathBuf>> {
    if let Some(chosen) = std::env::var_os(NETWORK_VARIABLE) {
        if chosen == "none" {
            return None;
        }
        return Some(vec![PathBuf::from(chosen)]);
    }
    let binary_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    let beside_binary = binary_dir.as_ref().map(|dir| dir.join(NETWORK_FILE_NAME));
    // Installed as a package: /usr/bin/accessible-2048 and
    // /usr/share/accessible-2048/ntuple-4x6.weights.
    let shared = binary_dir.as_ref().and_then(|dir| {
        dir.parent().map(|prefix| {
            prefix
                .join("share")
                .join(APPLICATION)
                .join(NETWORK_FILE_NAME)
        })
    });
    let in_data = data_dir
        .map(Path::to_path_buf)
        .or_else(platform_data_dir)
        .map(|dir| dir.join(NETWORK_FILE_NAME));
    Some(
        beside_binary
            .into_iter()
            .chain(shared)
            .chain(in_data)
            .collect(),
    )
}

/// Reads, checks and installs the network from the first place that has a
/// file; once a network is installed, says so again without reading.
pub fn load_network(data_dir: Option<&Path>) -> NetworkLoad {
    let Some(paths) = candidates(data_dir) else {
        return NetworkLoad::Absent;
    };
    let Some(path) = paths.into_iter().find(|path| path.is_file()) else {
        return NetworkLoad::Absent;
    };
    if let Some(network) = installed_network() {
        return NetworkLoad::Loaded {
            path,
            games: network.games(),
            late: network.late_tile(),
        };
    }
    let refused = |reason: String| NetworkLoad::Refused {
        path: path.clone(),
        reason,
    };
    match fs::metadata(&path) {
        Ok(meta) if meta.len() > LARGEST_FILE => {
            return refused(format!("{} bytes is too big for a network", meta.len()));
        }
        Ok(_) => {}
        Err(error) => return refused(error.to_string()),
    }
    let file = match fs::File::open(&path) {
        Ok(file) => file,
        Err(error) => return refused(error.to_string()),
    };
    // Streamed: the file's bytes are never all held beside the weights.
    match decode_network_from(&mut std::io::BufReader::new(file)) {
        Ok(network) => {
            let (games, late) = (network.games(), network.late_tile());
            // Another thread may have installed the same file meanwhile.
            install_network(network);
            NetworkLoad::Loaded { path, games, late }
        }
        Err(error) => refused(error.to_string()),
    }
}

/// [`load_network`] on a thread of its own, started where there is room
/// for it; `None` if no thread could be started (the search keeps the
/// heuristic).
pub fn load_in_background(data_dir: Option<PathBuf>) -> Option<JoinHandle<NetworkLoad>> {
    crate::thread_room::start(
        "network",
        crate::thread_room::DEFAULT_STACK_BYTES,
        move || load_network(data_dir.as_deref()),
    )
    .ok()
}
