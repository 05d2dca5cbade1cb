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
