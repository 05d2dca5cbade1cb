//! The commands the session answers itself, on the game at hand: the
//! slides and the game's own actions, the cursor, the readings of the
//! board, the verbosity, help, quitting and the answers to its questions.
//! The modes turn the player's commands into these (`play/controller/`);
//! what needs the player's files, the clock or the coach never becomes
//! one, so the session has an answer for every one of them. A plain value.

use crate::command::{CursorMove, HelpTopic, Reading, VerbosityChange};
use crate::engine::Direction;

/// A command for the session.
#[derive(Debug, Clone, PartialEq)]
pub enum SessionCommand {
    Slide(Direction),
    Undo,
    Partner,
    /// A tilt puzzle's hint (a classic game's is the hint search's,
    /// against the clock).
    PuzzleHint,
    NewGame,
    Cursor(CursorMove),
    Read(Reading),
    Verbosity(VerbosityChange),
    /// The next page of help: the first of the topic asked, else the next
    /// of the help open, else the first of the book's own topic.
    Help(Option<HelpTopic>, HelpBook),
    Quit,
    QuitNow,
    Yes,
    Pasted,
    UnknownKey,
    UnknownCommand(String),
    /// A replay's step where nothing is replayed.
    ReplayStep,
}

/// Which help the help command pages through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpBook {
    /// The game's keys or line commands.
    Game,
    /// A replay's.
    Replay,
}
