//! The command vocabulary: what the player asked for, whatever the input (a
//! key or a typed line), in families, each answered in one place in play.
//! It sits below both the terminal layer, which maps keys and lines to
//! these, and play, whose session and controller act on them. Knows nothing
//! of either.

mod cursor;
mod game_action;
mod help_topic;
mod key;
mod lesson_command;
mod reading;
mod replay_command;
mod setting;
pub mod table;

pub use cursor::CursorMove;
pub use game_action::GameAction;
pub use help_topic::HelpTopic;
pub use key::Key;
pub use lesson_command::LessonCommand;
pub use reading::{Listen, Reading, Recall};
pub use replay_command::ReplayCommand;
pub use setting::{Level, Setting, Switch, VerbosityChange};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Play the game: slide, undo, a new game, a hint, a partner.
    Game(GameAction),
    /// Move the review cursor or put it on a cell.
    Cursor(CursorMove),
    /// Read something of the game at hand aloud (or hear it as tones).
    Read(Reading),
    /// Read what is kept beyond the game at hand: the records, the
    /// statistics, the coach's verdict.
    Recall(Recall),
    /// Change a setting: speech, sound, music, coach, rate, volumes,
    /// verbosity.
    Setting(Setting),
    /// Start a lesson, or step through one.
    Lesson(LessonCommand),
    /// Step through a replayed game.
    Replay(ReplayCommand),
    /// Help: the next page of the help open, or the first page of a
    /// topic (`None`: the basics, or in a replay the replay's).
    Help(Option<HelpTopic>),
    /// Say the last answer again.
    Repeat,
    /// Stop what is being said, at once, and nothing else.
    Silence,
    /// Quit, after a confirmation while a game is running.
    Quit,
    /// Quit at once (Ctrl+C, end of input).
    QuitNow,
    /// Yes to a question.
    Yes,
    /// Text pasted into the terminal: answered, never acted on.
    Pasted,
    /// A key that means nothing here.
    UnknownKey,
    /// A typed line that is no command (kept, cleaned, to be said back).
    UnknownCommand(String),
}
