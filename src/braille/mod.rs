//! The braille display, through BrlAPI (BRLTTY's client library, loaded at
//! run time): what a display shows and what its keys mean, kept apart from
//! the game's front end. [`board_line`] and [`answers`] are pure (a board
//! and a cursor become cells; answers become windows of a display's width);
//! [`key`] turns BrlAPI key codes into the few keys the game cares about;
//! [`tty_path`] picks the console or window the game's display belongs to;
//! [`display`] is the one edge that talks to a BrlAPI server, and [`link`]
//! holds it on a thread of its own for the game. Nothing here
//! prints, speaks, plays or reads the terminal, and nothing here panics on
//! a missing library, a missing server or a server that goes away: those
//! are [`BrailleProblem`] values for the caller to say once.

pub mod answers;
pub mod board_line;
mod brlapi;
pub mod display;
pub mod key;
#[cfg(unix)]
pub mod link;
#[cfg(not(unix))]
#[path = "link_elsewhere.rs"]
pub mod link;
pub mod tty_path;

pub use display::Display;
pub use key::BrailleKey;
pub use link::{DisplayLink, Pressed};

use std::fmt;

/// Why braille is not available, or stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BrailleProblem {
    /// No BrlAPI library could be loaded (or this platform has none).
    NoLibrary(String),
    /// No BrlAPI server answered (BRLTTY not running, or `BRLAPI_HOST`
    /// pointing nowhere), or it refused the game.
    NoServer(String),
    /// The server answered with a display of no cells (BRLTTY often runs
    /// with no display attached).
    NoCells,
    /// The server went away, or refused a request, after the display was
    /// open.
    Lost(String),
}

impl fmt::Display for BrailleProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrailleProblem::NoLibrary(reason) => write!(f, "no BrlAPI library: {reason}"),
            BrailleProblem::NoServer(reason) => write!(f, "no braille server: {reason}"),
            BrailleProblem::NoCells => write!(f, "the braille display has no cells"),
            BrailleProblem::Lost(reason) => write!(f, "the braille display stopped: {reason}"),
        }
    }
}

impl std::error::Error for BrailleProblem {}
