//! Termination signals (SIGTERM, SIGHUP when the terminal closes, SIGINT,
//! SIGQUIT; on Windows the console events of `console_events`) become a
//! flag the game loop checks, so it can save, restore the terminal and leave
//! in order instead of dying mid-line.

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

/// Set each time the game continues after a stop (SIGCONT: `fg` after
/// Ctrl+Z, or after `kill -STOP`), so raw mode can be set again.
#[derive(Clone, Default)]
pub struct ContinueFlag(Arc<AtomicBool>);

impl ContinueFlag {
    /// A flag raised by SIGCONT (where the platform has it).
    pub fn for_signals() -> ContinueFlag {
        let flag = ContinueFlag::default();
        #[cfg(unix)]
        {
            let _ = signal_hook::flag::register(signal_hook::consts::SIGCONT, Arc::clone(&flag.0));
        }
        flag
    }

    /// Whether the game continued since the last look (and lowers the flag).
    pub fn take(&self) -> bool {
        self.0.swap(false, Ordering::SeqCst)
    }
}
