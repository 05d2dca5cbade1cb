//! Termination signals (SIGTERM, SIGHUP when the terminal closes, SIGINT,
//! SIGQUIT; on Windows the console events of `console_events`) become a
//! flag the game loop checks, so it can save, restore the terminal and leave
//! in order instead of dying mid-line. The suspend signal (SIGTSTP: Ctrl+Z)
//! likewise, so the game finishes its work before it stops (or says it
//! cannot stop, where nothing could continue it); a file growing
//! past the size limit (SIGXFSZ) is a failed write, not death; a change
//! of the window's size (SIGWINCH) is not listened for at all.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once a termination signal has arrived.
#[derive(Clone, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag raised by the termination signals (where the platform has them).
    pub fn for_signals() -> StopFlag {
        let flag = StopFlag::default();
        #[cfg(unix)]
        for signal in [
            signal_hook::consts::SIGTERM,
            signal_hook::consts::SIGHUP,
            signal_hook::consts::SIGINT,
            signal_hook::consts::SIGQUIT,
        ] {
            // Registration fails only for forbidden signals, not these.
            let _ = signal_hook::flag::register(signal, Arc::clone(&flag.0));
        }
        #[cfg(windows)]
        super::console_events::raise_on_console_events(&flag.0);
        flag
    }

    pub fn raised(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Raised by one signal each time it arrives, and lowered by looking
/// ([`SignalFlag::take`]): the game continuing after a stop (SIGCONT: `fg`
/// after Ctrl+Z, or after `kill -STOP`), so raw mode can be set again; or
/// the game asked to stop for a while (SIGTSTP: Ctrl+Z, or `kill -TSTP`),
/// which the game loop then does itself
/// ([`stop_process`](super::raw_mode::stop_process)).
#[derive(Clone, Default)]
pub struct SignalFlag(Arc<AtomicBool>);

impl SignalFlag {
    /// A flag raised by SIGCONT (where the platform has it).
    pub fn continued() -> SignalFlag {
        #[cfg(unix)]
        {
            SignalFlag::raised_by(signal_hook::consts::SIGCONT)
        }
        #[cfg(not(unix))]
        {
            SignalFlag::default()
        }
    }

    /// A flag raised by SIGTSTP (where the platform has it).
    pub fn suspended() -> SignalFlag {
        #[cfg(unix)]
        {
            SignalFlag::raised_by(signal_hook::consts::SIGTSTP)
        }
        #[cfg(not(unix))]
        {
            SignalFlag::default()
        }
    }

    #[cfg(unix)]
    fn raised_by(signal: libc::c_int) -> SignalFlag {
        let flag = SignalFlag::default();
        // Registration fails only for forbidden signals, not these.
        let _ = signal_hook::flag::register(signal, Arc::clone(&flag.0));
        flag
    }

    /// Whether the signal came since the last look (and lowers the flag).
    pub fn take(&self) -> bool {
        self.0.swap(false, Ordering::SeqCst)
    }
}

/// A write past the file-size limit (`ulimit -f`) fails with an error the
/// game reports, instead of killing it with SIGXFSZ.
pub fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" runs no code of
    // ours in a handler.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// The game keeps no screen to redraw (its output is lines, appended), so
/// it does not listen for the window's size: the window-size signal
/// (SIGWINCH) is blocked in every thread, and must be blocked before the
/// first thread starts (threads take the mask of the one that starts
/// them; programs the game runs start with none blocked). Listened for,
/// a resize arriving with a key could be taken alone by the terminal
/// reader, which then waited for the next key to answer the first.
pub fn block_window_size_signal() {
    #[cfg(unix)]
    // SAFETY: the set is initialised by sigemptyset before it is read, and
    // changing this thread's mask runs no code of ours.
    unsafe {
        let mut set = std::mem::MaybeUninit::<libc::sigset_t>::uninit();
        libc::sigemptyset(set.as_mut_ptr());
        libc::sigaddset(set.as_mut_ptr(), libc::SIGWINCH);
        libc::pthread_sigmask(libc::SIG_BLOCK, set.as_ptr(), std::ptr::null_mut());
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_signal_raises_its_flag_and_a_look_lowers_it() {
        let continued = SignalFlag::continued();
        assert!(!continued.take(), "raised before any signal");
        // SAFETY: SIGCONT to this process only runs signal-hook's handler.
        unsafe {
            libc::raise(libc::SIGCONT);
        }
        assert!(continued.take(), "not raised by SIGCONT");
        assert!(!continued.take(), "not lowered by the look");
    }
}
