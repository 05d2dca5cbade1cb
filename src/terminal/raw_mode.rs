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
//! gives the terminal back and stops its whole process group, as the
//! terminal would, so a wrapper script or `cargo run` stops with it and the
//! shell gets its terminal back); when it continues (`fg`, or SIGCONT after
//! any stop), raw mode is set again. Where nothing could continue it (no
//! job-control shell above it), the game does not stop at all.
//!
//! Only raw mode and the paste mode are touched: no alternate screen, no
//! cursor hiding, no colour. Output stays plain, appended lines.
//!
//! The panic hook and a suspension give the braille display back too
//! (BRLTTY shows the screen again), and `fg` takes it again.

use std::io;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

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
                    crate::braille::link::give_back_all();
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

/// Set by Ctrl+Z, so the stop that follows is the whole process group's,
/// as the terminal's own Ctrl+Z would be; a SIGTSTP sent from outside stops
/// the game alone.
static KEY_SUSPEND: AtomicBool = AtomicBool::new(false);

/// Asks the game to stop (SIGTSTP), as Ctrl+Z does in a cooked terminal:
/// the game loop sees the signal, finishes its work and calls
/// [`stop_process`].
pub fn suspend_to_shell() {
    #[cfg(unix)]
    {
        KEY_SUSPEND.store(true, Ordering::SeqCst);
        let _ = signal_hook::low_level::raise(signal_hook::consts::SIGTSTP);
    }
}

/// What [`stop_process`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suspension {
    /// The game stopped and has been continued.
    Continued,
    /// Nothing could continue the game (no job-control shell above it), so
    /// it did not stop.
    Unavailable,
}

/// Gives the terminal back in its own mode and stops the process until it
/// is continued (the shell's `fg`); raw mode is set again then, through the
/// continue signal. After Ctrl+Z the whole process group stops, as it
/// would in a cooked terminal. Where nothing could continue the game, it
/// does not stop: [`Suspension::Unavailable`].
pub fn stop_process() -> Suspension {
    let whole_group = KEY_SUSPEND.swap(false, Ordering::SeqCst);
    if !super::job_control::can_be_continued() {
        return Suspension::Unavailable;
    }
    #[cfg(unix)]
    {
        give_back();
        // The braille display goes back to the screen reader while the
        // game is stopped, and is taken again when it continues.
        crate::braille::link::pause_all();
        stop_with_default_action(whole_group);
        crate::braille::link::resume_all();
    }
    #[cfg(not(unix))]
    let _ = whole_group;
    Suspension::Continued
}

/// Sends SIGTSTP with its default action (stop) restored for the moment,
/// to the whole process group or to the game alone, then puts the game's
/// own action back once continued. The kernel still refuses to stop a
/// process group that became orphaned meanwhile: the game then plays on.
#[cfg(unix)]
fn stop_with_default_action(whole_group: bool) {
    // SAFETY: sigaction is given a fully initialised action (the default,
    // no handler code) and keeps the previous one in `previous`, which is
    // put back unchanged; kill and raise only send a signal.
    unsafe {
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        libc::sigemptyset(&mut default.sa_mask);
        let mut previous: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(libc::SIGTSTP, &default, &mut previous) != 0 {
            return;
        }
        let mut tstp: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut tstp);
        libc::sigaddset(&mut tstp, libc::SIGTSTP);
        let mut mask: libc::sigset_t = std::mem::zeroed();
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &tstp, &mut mask);
        if whole_group {
            libc::kill(0, libc::SIGTSTP);
        } else {
            libc::raise(libc::SIGTSTP);
        }
        libc::pthread_sigmask(libc::SIG_SETMASK, &mask, std::ptr::null_mut());
        libc::sigaction(libc::SIGTSTP, &previous, std::ptr::null_mut());
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        give_back();
    }
}
