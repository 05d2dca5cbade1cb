//! The hint network of one game, read only when the game first needs it:
//! the first hint on a 4×4 board, or the coach turned on there, starts reading it on a
//! thread of its own, and every search until it is read (a second or so)
//! is handed the heuristic, within its own budget. A game that never asks
//! (another size, a tilt puzzle, a lesson, no hint at all) never reads it
//! and holds none of its memory.
//!
//! The hint and the coach share one holder, so the network is held once.
//! Only the reading and what became of it; which evaluation a search uses
//! is its caller's, and what is said about a refused file is the front
//! end's.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use crate::analysis::search::Network;

use super::network_weights::{NetworkLoad, load_network};

/// Where the reading is.
enum Reading {
    /// Nothing has asked for the network yet.
    Unasked,
    /// Being read on its own thread.
    Running(JoinHandle<NetworkLoad>),
    /// Read, refused, short of memory, or not found.
    Over(NetworkLoad),
}

/// One game's hint network, read on demand.
pub struct NetworkOnDemand {
    /// The data directory the network may be in (see `network_weights.rs`).
    data_dir: Option<PathBuf>,
    reading: Mutex<Reading>,
}

impl NetworkOnDemand {
    /// A holder that has read nothing yet, looking in the usual places and
    /// in `data_dir` once asked.
    pub fn new(data_dir: Option<PathBuf>) -> NetworkOnDemand {
        NetworkOnDemand {
            data_dir,
            reading: Mutex::new(Reading::Unasked),
        }
    }

    /// The network, if it has been read; otherwise `None` at once, the
    /// first call starting to read it. Never waits for the reading.
    pub fn network(&self) -> Option<Arc<Network>> {
        let mut reading = self.reading.lock().unwrap_or_else(PoisonError::into_inner);
        if let Reading::Unasked = *reading {
            let data_dir = self.data_dir.clone();
            *reading = match crate::thread_room::start(
                "network",
                crate::thread_room::DEFAULT_STACK_BYTES,
                move || load_network(data_dir.as_deref()),
            ) {
                Ok(handle) => Reading::Running(handle),
                // No thread to read it on: the heuristic it is.
                Err(_) => Reading::Over(NetworkLoad::Absent),
            };
        }
        match settled(&mut reading) {
            Some(NetworkLoad::Loaded { network, .. }) => Some(Arc::clone(network)),
            _ => None,
        }
    }

    /// What became of the reading, once it is over; `None` while nothing
    /// has asked for it or it is still being read. Never waits.
    pub fn outcome(&self) -> Option<NetworkLoad> {
        let mut reading = self.reading.lock().unwrap_or_else(PoisonError::into_inner);
        settled(&mut reading).cloned()
    }

    /// Whether anything has asked for the network yet.
    pub fn asked(&self) -> bool {
        let reading = self.reading.lock().unwrap_or_else(PoisonError::into_inner);
        !matches!(*reading, Reading::Unasked)
    }
}

/// The reading's outcome if it is over, taking it from its thread if the
/// thread has just finished.
fn settled(reading: &mut Reading) -> Option<&NetworkLoad> {
    if let Reading::Running(handle) = reading
        && handle.is_finished()
    {
        let Reading::Running(handle) = std::mem::replace(reading, Reading::Unasked) else {
            unreachable!("the reading was running")
        };
        // A reading that panicked leaves the heuristic.
        *reading = Reading::Over(handle.join().unwrap_or(NetworkLoad::Absent));
    }
    match reading {
        Reading::Over(outcome) => Some(outcome),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_read_until_asked_and_then_the_outcome_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let holder = NetworkOnDemand::new(Some(dir.path().to_path_buf()));
        assert!(!holder.asked());
        assert!(holder.outcome().is_none(), "nothing read before asked");
        // The first ask starts the reading and answers at once.
        let first = holder.network();
        assert!(holder.asked());
        while holder.outcome().is_none() {
            std::thread::yield_now();
        }
        // Once over, every ask answers what was read, the same network.
        let outcome = holder.outcome().unwrap();
        let again = holder.network();
        assert_eq!(again.is_some(), outcome.network().is_some());
        if let (Some(first), Some(again)) = (first, &again) {
            assert!(Arc::ptr_eq(&first, again), "read once, held once");
        }
    }
}
