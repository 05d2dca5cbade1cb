//! Flushing saved files to the disk off the answer's path: a file renamed
//! into place (already safe from the process being killed) is handed to one
//! writer thread, which waits until its bytes and its rename are on the
//! disk. It syncs at most once a second, so a quick run of moves costs one
//! flush, and a power cut loses at most the last second of play; the game
//! asks for everything pending to be synced at once before it stops or
//! exits ([`sync_pending`]).
//!
//! A file replaced again before it was synced is only synced in its newest
//! form. Files are closed on the writer thread too (closing a replaced
//! file frees its blocks, which may wait for the disk). If the thread cannot start (too little memory), files are synced
//! where they are handed over. The first failure is kept for the store to
//! tell, and whether the newest flush failed is known, so the store can
//! tell too when flushing works again.
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
    /// Files handed over, oldest first, not yet taken by the writer thread.
    handed: Vec<Replaced>,
    /// Every file handed over so far is synced (or replaced by a synced one).
    clean: bool,
    /// Sync now, without waiting for the interval.
    urgent: bool,
    /// The first target that could not be synced, and why.
    failure: Option<(PathBuf, io::ErrorKind)>,
    /// The newest flush failed for some file: what was handed over last
    /// is not safe on the disk.
    failing: bool,
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
                state: Mutex::new(State {
                    clean: true,
                    ..State::default()
                }),
                work: Condvar::new(),
                done: Condvar::new(),
            });
            let theirs = Arc::clone(&shared);
            crate::thread_room::start("save-sync", STACK_BYTES, move || run(&theirs))
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
            state.handed.push(replaced);
            state.clean = false;
            shared.work.notify_one();
        }
        None => {
            let result = replaced.sync();
            let mut without = failure_without_writer();
            without.1 = result.is_err();
            if let Err(error) = result {
                without
                    .0
                    .get_or_insert_with(|| (replaced.target().to_path_buf(), error.kind()));
            }
        }
    }
}

/// The first failure to sync when there is no writer thread, and whether
/// the newest sync failed.
type WithoutWriter = (Option<(PathBuf, io::ErrorKind)>, bool);
static FAILURE_WITHOUT_WRITER: Mutex<WithoutWriter> = Mutex::new((None, false));

fn failure_without_writer() -> MutexGuard<'static, WithoutWriter> {
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
    if state.clean {
        return;
    }
    state.urgent = true;
    shared.work.notify_one();
    while !state.clean {
        state = shared.done.wait(state).unwrap_or_else(|e| e.into_inner());
    }
}

/// The first file that could not be synced since the last call, and why.
pub fn take_failure() -> Option<(PathBuf, io::ErrorKind)> {
    let failure = writer().and_then(|shared| shared.lock().failure.take());
    failure.or_else(|| failure_without_writer().0.take())
}

/// Whether the newest flush failed: the files handed over last are not
/// (yet) safe on the disk. False again once a later flush succeeds.
pub fn is_failing() -> bool {
    let failing = writer().is_some_and(|shared| shared.lock().failing);
    failing || failure_without_writer().1
}

/// The writer thread: takes the files handed over, paces itself, syncs the
/// newest of each target. Files are also closed here, never on the answer's
/// path: closing a file that a rename replaced frees its blocks, which can
/// wait on the file system's journal. For the same reason the last synced
/// file of each target stays open until a newer one replaces it.
fn run(shared: &Shared) {
    let mut last_sync: Option<Instant> = None;
    let mut unsynced: HashMap<PathBuf, Replaced> = HashMap::new();
    let mut synced: HashMap<PathBuf, Replaced> = HashMap::new();
    let mut state = shared.lock();
    loop {
        let wait = last_sync
            .map(|at| SYNC_INTERVAL.saturating_sub(at.elapsed()))
            .unwrap_or_default();
        let due = !unsynced.is_empty() && (state.urgent || wait.is_zero());
        if state.handed.is_empty() && !due {
            state = if unsynced.is_empty() {
                shared.work.wait(state).unwrap_or_else(|e| e.into_inner())
            } else {
                shared
                    .work
                    .wait_timeout(state, wait)
                    .unwrap_or_else(|e| e.into_inner())
                    .0
            };
            continue;
        }
        let handed = std::mem::take(&mut state.handed);
        drop(state);
        for file in handed {
            // An older unsynced file of the same target is closed here.
            unsynced.insert(file.target().to_path_buf(), file);
        }
        let mut failure = None;
        if due {
            for (target, file) in unsynced.drain() {
                if let Err(error) = file.sync() {
                    failure.get_or_insert((target.clone(), error.kind()));
                }
                synced.insert(target, file);
            }
            last_sync = Some(Instant::now());
        }
        state = shared.lock();
        if due {
            state.failing = failure.is_some();
        }
        if state.failure.is_none() {
            state.failure = failure;
        }
        if unsynced.is_empty() && state.handed.is_empty() {
            state.clean = true;
            state.urgent = false;
            shared.done.notify_all();
        }
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
        assert!(state.clean && state.handed.is_empty());
        drop(state);
        assert_eq!(std::fs::read(&target).unwrap(), [2]);
    }
}
