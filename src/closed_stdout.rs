//! Whether standard output was closed when the program started (`>&-`).
//! The standard library reopens a closed descriptor 0, 1 or 2 on
//! `/dev/null` before `main` runs, after which a closed output looks like
//! one that takes everything and every write succeeds; so the descriptor is
//! looked at before that, from the executable's initialisers (Linux). Only
//! descriptor 1 is looked at; nothing is written or changed.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set before `main` when descriptor 1 was not open.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// Run by the C runtime with the executable's other initialisers, before
/// the standard library's own start-up reopens the descriptor.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static LOOK_BEFORE_MAIN: extern "C" fn() = look_at_descriptor;

#[cfg(target_os = "linux")]
extern "C" fn look_at_descriptor() {
    // SAFETY: F_GETFD only reads the descriptor's flags (or fails with
    // EBADF when it is not open); no memory is touched.
    let closed = unsafe { libc::fcntl(1, libc::F_GETFD) } == -1;
    CLOSED_AT_START.store(closed, Ordering::Relaxed);
}

/// Whether standard output was closed when the program started (always
/// false where this cannot be known).
pub fn stdout_closed_at_start() -> bool {
    CLOSED_AT_START.load(Ordering::Relaxed)
}
