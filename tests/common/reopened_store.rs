//! Opening a data directory's store again right after the last one was
//! dropped, in a test binary whose other tests start processes: a process
//! another test forks in that moment holds a copy of the lock file's
//! descriptor (and so its lock) until it executes its program, so the
//! directory is briefly "in use". Touches only the store it opens.
#![allow(dead_code)]

use std::path::Path;
use std::time::{Duration, Instant};

use accessible_2048::storage::{StorageProblem, Store};

/// `Store::open` once the lock a store just dropped is free (5 s at most;
/// after that the "in use" answer is returned as it is).
pub fn open_after_drop(dir: &Path) -> (Store, Option<StorageProblem>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let opened = Store::open(Some(dir));
        match &opened.1 {
            Some(StorageProblem::InUse { .. }) if Instant::now() < deadline => {
                drop(opened);
                std::thread::sleep(Duration::from_millis(10));
            }
            _ => return opened,
        }
    }
}
