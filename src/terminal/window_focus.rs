//! Waiting, at the start, for the window of a game started by its terminal
//! itself (a desktop's applications menu runs `gnome-terminal --
//! accessible-2048`): such a game prints its opening before the window has
//! the focus, and a desktop screen reader (Orca) reads a terminal's new
//! text only once it has the focus, so the opening would never be heard.
//! The game waits a short, fixed time for the window to be shown and
//! presented, or less if a key comes first (the window then has the focus);
//! it asks the terminal nothing, so nothing but plain text is ever written.
//! Nothing is read here: a key typed meanwhile is answered as ever.
//! Touches only standard input's readiness; knows nothing of the game.

use std::time::Duration;

/// How long the opening waits for the window: gnome-terminal shows its
/// window and Orca 43 says its name 0.7 to 1 s after the menu starts the
/// game (later on a busy machine), and a line printed before the window
/// has the focus is never read; with 2 s, Orca read the opening in every
/// run of the menu test (`tests/e2e_orca.rs`).
pub const FOCUS_LIMIT: Duration = Duration::from_millis(2000);

/// How the wait for the window's focus ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FocusWait {
    /// Not a game its terminal started itself on a desktop: no wait.
    NotNeeded,
    /// A key came before the time was up.
    Input,
    /// The time was up.
    TimedOut,
}

/// In raw mode, before the opening: waits for the window's focus when the
/// game leads its session (started by the terminal itself, not by a shell)
/// on a graphical desktop.
pub fn wait_for_window_focus(limit: Duration) -> FocusWait {
    if !started_by_its_terminal() || !on_a_desktop() {
        return FocusWait::NotNeeded;
    }
    if stdin_readable_within(limit) {
        FocusWait::Input
    } else {
        FocusWait::TimedOut
    }
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
