//! Keeps what the audio libraries print by themselves off the player's
//! terminal (a screen reader would read it out): with few file descriptors
//! or an unusable temporary directory, the sound server's client library
//! writes raw lines on standard error while the output opens, and cpal
//! panics when it cannot make a pipe. The game says the problem once, in
//! its own words.
//!
//! Touches only standard error's descriptor, for the moment an output
//! opens, and the printing of panics on the thread that asks.

use std::cell::Cell;
use std::sync::Once;

thread_local! {
    static QUIET_PANICS: Cell<bool> = const { Cell::new(false) };
}

static HOOK: Once = Once::new();

/// Panics on this thread are no longer printed (the thread turns them into
/// a sound problem); other threads' panics print as before.
pub fn quiet_panics_of_this_thread() {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET_PANICS.with(Cell::get) {
                previous(info);
            }
        }));
    });
    QUIET_PANICS.with(|quiet| quiet.set(true));
}

/// Runs `open` with standard error sent to nowhere, then gives it back.
/// Where that cannot be arranged (no descriptor to spare), `open` runs
/// as it is.
pub fn without_stderr<T>(open: impl FnOnce() -> T) -> T {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        let Ok(null) = std::fs::OpenOptions::new().write(true).open("/dev/null") else {
            return open();
        };
        // SAFETY: dup and dup2 on standard error and on a descriptor this
        // function owns; the saved copy is put back and closed before
        // returning, whatever `open` does short of ending the process.
        let saved = unsafe { libc::dup(libc::STDERR_FILENO) };
        if saved < 0 {
            return open();
        }
        unsafe { libc::dup2(null.as_raw_fd(), libc::STDERR_FILENO) };
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(open));
        unsafe {
            libc::dup2(saved, libc::STDERR_FILENO);
            libc::close(saved);
        }
        match result {
            Ok(value) => value,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
    #[cfg(not(unix))]
    open()
}
