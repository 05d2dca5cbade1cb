//! Waiting, at the start, for the window of a game started by its terminal
//! itself (a desktop's applications menu runs `gnome-terminal --
//! accessible-2048`): such a game prints its opening before the window has
//! the focus, and a desktop screen reader (Orca) reads a terminal's new
//! text only once it has the focus, so the opening would never be heard.
//! The game asks the terminal to report focus (DECSET 1004, which every
//! desktop terminal knows and which draws nothing), waits until input
//! arrives (the focus report, or a key) or a short limit passes, and turns
//! the reports off again. Nothing is read here: the key reader takes the
//! report and ignores it, and a key typed meanwhile is answered as ever.
//! Touches only the terminal's mode and standard input's readiness; knows
//! nothing of the game.

use std::io::Write;
use std::time::Duration;

/// The longest the opening waits for the focus: a terminal that does not
/// report it (or a window that never gets it) costs no more than this.
pub const FOCUS_LIMIT: Duration = Duration::from_millis(1500);

/// Time for the screen reader to present the window (its name, the line at
/// the caret) before the opening arrives as new text: Orca 43 says the
/// window's name about 0.2 s after the terminal has the focus, later on a
/// busy machine, and a line printed before that is not read.
const SETTLE: Duration = Duration::from_millis(1000);

/// How the wait for the window's focus ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FocusWait {
    /// Not a game its terminal started itself on a desktop: no wait.
    NotNeeded,
    /// The terminal reported the focus, or a key came.
    Input,
    /// Nothing came within the limit.
    TimedOut,
}

/// In raw mode, before the opening: waits for the window's focus when the
/// game leads its session (started by the terminal itself, not by a shell)
/// on a graphical desktop.
pub fn wait_for_window_focus(limit: Duration) -> FocusWait {
    if !started_by_its_terminal() || !on_a_desktop() {
        return FocusWait::NotNeeded;
    }
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(b"\x1b[?1004h").and_then(|()| out.flush());
    let waited = if stdin_readable_within(limit) {
        std::thread::sleep(SETTLE);
        FocusWait::Input
    } else {
        FocusWait::TimedOut
    };
    let _ = out.write_all(b"\x1b[?1004l").and_then(|()| out.flush());
    waited
}

fn on_a_desktop() -> bool {
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()))
}

/// Whether the game leads its own session: its terminal ran it directly,
/// with no shell between them.
#[cfg(unix)]
fn started_by_its_terminal() -> bool {
    // SAFETY: getsid(0) and getpid() only read the calling process's ids.
    unsafe { libc::getsid(0) == libc::getpid() }
}

#[cfg(not(unix))]
fn started_by_its_terminal() -> bool {
    false
}

/// Whether standard input has something to read within `limit`.
#[cfg(unix)]
fn stdin_readable_within(limit: Duration) -> bool {
    let mut poll = libc::pollfd {
        fd: libc::STDIN_FILENO,
        events: libc::POLLIN,
        revents: 0,
    };
    let millis = libc::c_int::try_from(limit.as_millis()).unwrap_or(libc::c_int::MAX);
    // SAFETY: one valid pollfd, for the length of the call.
    let ready = unsafe { libc::poll(&mut poll, 1, millis) };
    ready > 0
}

#[cfg(not(unix))]
fn stdin_readable_within(_limit: Duration) -> bool {
    false
}
