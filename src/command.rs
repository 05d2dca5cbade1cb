//! The command vocabulary: what the player asked for, whatever the input (a
//! key or a typed line). It sits below both the terminal layer, which maps
//! keys and lines to these, and play, whose session and controller act on
//! them. Knows nothing of either.

use crate::engine::{Cell, Direction};
use crate::narration::Verbosity;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Slide the tiles.
    Slide(Direction),
    /// Move the review cursor one cell.
    Cursor(Direction),
    /// Put the review cursor on a cell.
    GoTo(Cell),
    ReadCell,
    ReadRow,
    ReadColumn,
    ReadBoard,
    EmptyCount,
    Highest,
    Score,
    Best,
    /// Print the position text of the board.
    Position,
    Repeat,
    Help,
    SpeechToggle,
    SpeechOn,
    SpeechOff,
    RateUp,
    RateDown,
    /// Set the speech rate, 0 to 100.
    SetRate(u8),
    Undo,
    Hint,
    /// Where the equal partner of the tile under the cursor could meet it.
    Partner,
    NewGame,
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
    /// Stop what is being said, at once, and nothing else.
    Silence,
    /// Hear cells as tones: the cursor's row, its column, or the board.
    Listen(Listen),
    SoundToggle,
    SoundOn,
    SoundOff,
    SoundVolumeUp,
    SoundVolumeDown,
    /// Set the sound volume, 0 to 100.
    SetSoundVolume(u8),
    MusicToggle,
    MusicOn,
    MusicOff,
    MusicVolumeUp,
    MusicVolumeDown,
    /// Set the music volume, 0 to 100.
    SetMusicVolume(u8),
    /// Go to the next verbosity level (brief, normal, full).
    VerbosityCycle,
    /// Set the verbosity level.
    SetVerbosity(Verbosity),
    /// Say the last move (or undo) again, in full.
    LastMove,
    /// Name every empty cell.
    EmptyCells,
    /// How many tiles of each value.
    TileCounts,
    /// How many empty cells the cursor's row and column hold.
    LineEmpties,
    /// The biggest merge one slide can make, and in which line.
    NextMerge,
    /// Put the review cursor on the newest tile.
    GoNewest,
    /// Put the review cursor on the highest tile (the next one holding it,
    /// when the cursor is on one already).
    GoHighest,
    /// Learn the sounds: each earcon and the board tones with their meaning.
    PracticeSounds,
    /// A short guided game that teaches the keys.
    Tutorial,
    /// The next step of a lesson (line mode's `next`).
    Next,
    /// The step before, in a lesson (line mode's `back`).
    Back,
    /// Say the answer again (line mode's `again`); in a lesson, the step
    /// again.
    Again,
    /// The statistics of the games played at this board size and odds.
    Stats,
    /// The coach's verdict on the last slide.
    Coach,
    /// Coach mode (a verdict after every slide) on or off.
    CoachToggle,
    CoachOn,
    CoachOff,
}

/// What to hear as tones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listen {
    /// The cursor's row, left to right.
    Row,
    /// The cursor's column, top to bottom.
    Column,
    /// Every row, top to bottom.
    Board,
}
