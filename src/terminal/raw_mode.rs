//! Raw mode for key-by-key play, always given back: when the guard drops
//! (quit, end of play), in a panic (the hook restores before the message is
//! printed), and on signals (the game loop ends and drops the guard).
//!
//! Bracketed paste goes with raw mode: while the game has the terminal, a
//! paste arrives as one paste, not as keys, and everywhere raw mode is given
//! back, the terminal's paste mode is too.
//!
//! Ctrl+Z suspends the game as in any program (raw mode turns the key into
//! a key press, so the game raises the suspend signal itself; the game loop
//! gives the terminal back and stops); when it continues (`fg`, or SIGCONT
//! after any stop), raw mode is set again.
//!
//! Only raw mode and the paste mode are touched: no alternate screen, no
//! cursor hiding, no colour. Output stays plain, appended lines.

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
                // Only a panic of the main thread ends the game; a helper
                // thread's (sound, input) leaves it playing, in raw mode.
                if std::thread::current().name() == Some("main") {
                    give_back();
                }
                previous(info);
            }));
        });
        terminal::enable_raw_mode()?;
        set_paste_mode(true);
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
        set_paste_mode(true);
    }
}

/// Raw mode and the paste mode given back to the terminal.
fn give_back() {
    set_paste_mode(false);
    let _ = terminal::disable_raw_mode();
}

/// Turns bracketed paste on or off in the terminal the game plays in:
/// through its own handle on standard output when that is the terminal,
/// else through the process's terminal device. Never through the standard
/// library's handle, whose lock another thread may hold (the key reader
/// suspends, a panic may strike anywhere). Where no terminal can be had,
/// nothing changes: pastes then come as keys. Windows consoles deliver no
/// pastes as such, so there the mode is left alone.
fn set_paste_mode(on: bool) {
    #[cfg(unix)]
    {
        use crossterm::event::{DisableBracketedPaste, EnableBracketedPaste};
        use std::io::IsTerminal;
        use std::os::fd::AsFd;
        let stdout = io::stdout();
        let terminal = if stdout.is_terminal() {
            stdout.as_fd().try_clone_to_owned().map(std::fs::File::from)
        } else {
            std::fs::OpenOptions::new().write(true).open("/dev/tty")
        };
        if let Ok(mut terminal) = terminal {
            let _ = if on {
                crossterm::execute!(terminal, EnableBracketedPaste)
            } else {
                crossterm::execute!(terminal, DisableBracketedPaste)
            };
        }
    }
    #[cfg(not(unix))]
    let _ = on;
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
        give_back();
        let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP);
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        give_back();
    }
}
