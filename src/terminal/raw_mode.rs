//! Raw mode for key-by-key play, always given back: when the guard drops
//! (quit, end of play), in a panic (the hook restores before the message is
//! printed), and on signals (the game loop ends and drops the guard).
//!
//! Ctrl+Z suspends the game as in any program (raw mode turns the key into
//! a key press, so the game raises the suspend signal itself; the game loop
//! gives the terminal back and stops); when it continues (`fg`, or SIGCONT
//! after any stop), raw mode is set again.
//!
//! Only raw mode is touched: no alternate screen, no cursor hiding, no
//! colour. Output stays plain, appended lines.

use std::io;
use std::sync::Once;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
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

    /// Sets raw mode again, after the game was stopped and continued (the
    /// shell gives a continued job the terminal in its own, cooked mode).
    pub fn reapply(&self) {
        // crossterm skips enabling when it thinks raw mode is on: forget the
        // old settings first (the terminal already has the shell's), then
        // take the current ones as the ones to give back.
        let _ = terminal::disable_raw_mode();
        let _ = terminal::enable_raw_mode();
    }
}

/// Whether a key press is Ctrl+Z, the suspend key.
pub fn is_suspend(key: &KeyEvent) -> bool {
    key.kind != KeyEventKind::Release
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(key.code, KeyCode::Char('z' | 'Z'))
}

/// Asks the game to stop (SIGTSTP), as Ctrl+Z does in a cooked terminal:
/// the game loop sees the signal, finishes its work and calls
/// [`stop_process`]. Where there is no job control, nothing happens.
pub fn suspend_to_shell() {
    #[cfg(unix)]
    {
        let _ = signal_hook::low_level::raise(signal_hook::consts::SIGTSTP);
    }
}

/// Gives the terminal back in its own mode and stops the process until it
/// is continued (the shell's `fg`); raw mode is set again then, through the
/// continue signal. Where there is no job control, nothing happens.
pub fn stop_process() {
    #[cfg(unix)]
    {
        let _ = terminal::disable_raw_mode();
        let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP);
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = terminal::disable_raw_mode();
    }
}
