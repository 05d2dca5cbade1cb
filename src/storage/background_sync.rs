//! Flushing saved files to the disk off the answer's path: a file renamed
//! into place (already safe from the process being killed) is handed to one
//! writer thread, which waits until its bytes and its rename are on the
//! disk. It syncs at most once a second, so a quick run of moves costs one
//! flush, and a power cut loses at most the last second of play; the game
//! asks for everything pending to be synced at once before it stops or
//! exits ([`sync_pending`]).
//!
//! A file replaced again before it was synced is only synced in its newest
//! form. If the thread cannot start (too little memory), files are synced
//! where they are handed over. The first failure is kept for the store to
//! tell.
//!
//! File work only: no terminal, no wording.

use std::collections::HashMap;
use std::io;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use super::atomic_file::Replaced;

/// The shortest time between two flushes of the writer thread.
pub const SYNC_INTERVAL: Duration = Duration::from_secs(1);
/// The writer thread's stack: it only calls the system.
const STACK_BYTES: usize = 64 * 1024;

#[derive(Default)]
struct State {
    /// The newest unsynced file of each target.
    pending: HashMap<PathBuf, Replaced>,
    /// Files are being synced right now.
    syncing: bool,
    /// Sync now, without waiting for the interval.
    urgent: bool,
    /// The first target that could not be synced, and why.
    failure: Option<(PathBuf, io::ErrorKind)>,
}

struct Shared {
    state: Mutex<State>,
    /// Wakes the writer thread.
    work: Condvar,
    /// Wakes those waiting for everything to be synced.
    done: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The process's writer thread, started on first use; `None` if it could
/// not start.
fn writer() -> Option<&'static Shared> {
    static WRITER: OnceLock<Option<Arc<Shared>>> = OnceLock::new();
    WRITER
        .get_or_init(|| {
            let shared = Arc::new(Shared {
                state: Mutex::new(State::default()),
                work: Condvar::new(),
                done: Condvar::new(),
            });
            let theirs = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("save-sync".into())
                .stack_size(STACK_BYTES)
                .spawn(move || run(&theirs))
                .ok()
                .map(|_| shared)
        })
        .as_deref()
}

/// Hands a replaced file over to be synced within [`SYNC_INTERVAL`].
pub fn sync_later(replaced: Replaced) {
    match writer() {
        Some(shared) => {
            let mut state = shared.lock();
            state
                .pending
                .insert(replaced.target().to_path_buf(), replaced);
            shared.work.notify_one();
        }
        None => {
            if let Err(error) = replaced.sync() {
                failure_without_writer()
                    .get_or_insert_with(|| (replaced.target().to_path_buf(), error.kind()));
            }
        }
    }
}

/// The first failure to sync, when there is no writer thread.
static FAILURE_WITHOUT_WRITER: Mutex<Option<(PathBuf, io::ErrorKind)>> = Mutex::new(None);

fn failure_without_writer() -> MutexGuard<'static, Option<(PathBuf, io::ErrorKind)>> {
    FAILURE_WITHOUT_WRITER
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Syncs every file handed over and not yet synced, and returns once they
/// are on the disk (call before the process stops or exits).
pub fn sync_pending() {
    let Some(shared) = writer() else {
        return;
    };
    let mut state = shared.lock();
    if state.pending.is_empty() && !state.syncing {
        return;
    }
    state.urgent = true;
    shared.work.notify_one();
    while !state.pending.is_empty() || state.syncing {
        state = shared.done.wait(state).unwrap_or_else(|e| e.into_inner());
    }
}

/// The first file that could not be synced since the last call, and why.
pub fn take_failure() -> Option<(PathBuf, io::ErrorKind)> {
    let failure = writer().and_then(|shared| shared.lock().failure.take());
    failure.or_else(|| failure_without_writer().take())
}

/// The writer thread: waits for files, paces itself, syncs them.
fn run(shared: &Shared) {
    let mut last_sync: Option<Instant> = None;
    let mut state = shared.lock();
    loop {
        if state.pending.is_empty() {
            state.urgent = false;
            state = shared.work.wait(state).unwrap_or_else(|e| e.into_inner());
            continue;
        }
        let wait = last_sync
            .map(|at| SYNC_INTERVAL.saturating_sub(at.elapsed()))
            .unwrap_or_default();
        if !state.urgent && !wait.is_zero() {
            state = shared
                .work
                .wait_timeout(state, wait)
                .unwrap_or_else(|e| e.into_inner())
                .0;
            continue;
        }
        let files: Vec<Replaced> = state.pending.drain().map(|(_, file)| file).collect();
        state.syncing = true;
        drop(state);
        let failures: Vec<(PathBuf, io::ErrorKind)> = files
            .iter()
            .filter_map(|file| {
                file.sync()
                    .err()
                    .map(|error| (file.target().to_path_buf(), error.kind()))
            })
            .collect();
        last_sync = Some(Instant::now());
        state = shared.lock();
        state.syncing = false;
        if state.failure.is_none() {
            state.failure = failures.into_iter().next();
        }
        if state.pending.is_empty() {
            state.urgent = false;
        }
        shared.done.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::atomic_file::replace_atomically;

    #[test]
    fn handed_files_are_synced_on_request() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("game.json");
        for round in 0..3u8 {
            sync_later(replace_atomically(&target, &[round]).unwrap());
        }
        sync_pending();
        let shared = writer().expect("the writer starts");
        let state = shared.lock();
        assert!(state.pending.is_empty() && !state.syncing);
        drop(state);
        assert_eq!(std::fs::read(&target).unwrap(), [2]);
    }
}
