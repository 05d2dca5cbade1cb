//! Finds the hint engine's trained network, reads it and hands it to the
//! search: the file named [`NETWORK_FILE_NAME`] beside the game's binary
//! (the Windows zip), else in `../share/accessible-2048/` from it (the
//! Debian package), else in the data directory (the `--data-dir` given,
//! else the platform's). The variable `ACCESSIBLE_2048_NETWORK` names another file
//! instead, or `none` for no network (a testing and measuring aid).
//!
//! A file that is damaged, cut short, foreign or too big is refused with a
//! one-line reason, before room is made for its weights; too little memory
//! for them is told apart ([`NetworkLoad::OutOfMemory`]). Either way the
//! caller searches with the heuristic; nothing here panics. Reading takes a
//! second or so (134 MB of weights or more), so the game reads it only
//! when a hint first needs it, on a thread of its own
//! (`network_on_demand.rs`); `autoplay` and `bench` read it before their
//! first game.
//!
//! Only files and the network read; what is said about it belongs to the
//! callers, and which evaluation a search uses is theirs to hand it.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::analysis::search::{
    Evaluation, NETWORK_FILE_NAME, Network, WeightsFileError, decode_network_from,
};

use super::data_dir::{APPLICATION, platform_data_dir};

/// The variable naming the network file to use instead ("none": none).
pub const NETWORK_VARIABLE: &str = "ACCESSIBLE_2048_NETWORK";
/// No weights file is larger: two stages of 134 MB of weights each,
/// compressed (67 MB measured), even if they did not compress at all.
const LARGEST_FILE: u64 = 300 << 20;

/// What became of reading the search's network.
#[derive(Clone)]
pub enum NetworkLoad {
    /// `network` was read from `path`.
    Loaded {
        path: PathBuf,
        network: Arc<Network>,
    },
    /// No network file was found (or the variable said none).
    Absent,
    /// The file at `path` was refused: `reason` says why, in one line.
    Refused { path: PathBuf, reason: String },
    /// There was not enough memory to hold the network of `path`.
    OutOfMemory { path: PathBuf },
}

impl NetworkLoad {
    /// The network read, if one was.
    pub fn network(&self) -> Option<&Network> {
        match self {
            NetworkLoad::Loaded { network, .. } => Some(network),
            _ => None,
        }
    }

    /// The evaluation a 4×4 search uses with what was read: the network,
    /// else the heuristic.
    pub fn evaluation(&self) -> Evaluation<'_> {
        self.network()
            .map_or(Evaluation::Heuristic, Evaluation::Network)
    }

    /// The evaluation in use, in a line for a report.
    pub fn describe(&self) -> String {
        match self {
            NetworkLoad::Loaded { path, network } => format!(
                "evaluation: {} ({} training games, {})",
                network.kind(),
                network.games(),
                path.display()
            ),
            NetworkLoad::Absent => "evaluation: heuristic (no network file)".to_string(),
            NetworkLoad::Refused { path, reason } => format!(
                "evaluation: heuristic ({} refused: {reason})",
                path.display()
            ),
            NetworkLoad::OutOfMemory { path } => format!(
                "evaluation: heuristic (not enough memory for the network of {})",
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

/// Reads and checks the network from the first place that has a file.
/// Every call reads the file again: the caller keeps what it needs.
pub fn load_network(data_dir: Option<&Path>) -> NetworkLoad {
    let Some(paths) = candidates(data_dir) else {
        return NetworkLoad::Absent;
    };
    let Some(path) = paths.into_iter().find(|path| path.is_file()) else {
        return NetworkLoad::Absent;
    };
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
        Ok(network) => NetworkLoad::Loaded {
            path,
            network: Arc::new(network),
        },
        Err(WeightsFileError::OutOfMemory) => NetworkLoad::OutOfMemory { path },
        Err(error) => refused(error.to_string()),
    }
}
