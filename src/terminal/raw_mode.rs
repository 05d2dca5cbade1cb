//! Raw mode for key-by-key play, always given back: when the guard drops
//! (quit, end of play), in a panic (the hook restores before the message is
//! printed), and on signals (the game loop ends and drops the guard).
//!
//! Only raw mode is touched: no alternate screen, no cursor hiding, no
//! colour. Output stays plain, appended lines.

use std::io;
use std::sync::Once;

use crossterm::terminal;

/// Raw mode while alive.
pub struct RawMode {
    _private: (),
}

static PANIC_HOOK: Once = Once::new();

impl RawMode {
    pub fn enable() -> io::Result<RawMode> {
        PANIC_HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                let _ = terminal::disable_raw_mode();
                previous(info);
            }));
        });
        terminal::enable_raw_mode()?;
        Ok(RawMode { _private: () })
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = terminal::disable_raw_mode();
    }
}
