//! What a command changed in the game at hand, so the controller knows what
//! to keep (the save, the records, the statistics) and whether the player
//! leaves. Pure: a value, no behaviour beyond reading it.

use crate::engine::Game;

/// What a command changed in the game at hand.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum GameChange {
    /// Nothing to keep: a reading, a question, a slide that moved nothing.
    #[default]
    Nothing,
    /// The game moved on (a slide, a tilt, an undo): save it.
    Moved,
    /// This command moved the game on and ended it.
    Ended,
    /// A new game took the place of the one at hand.
    NewGame(Left),
    /// The player leaves.
    Quit(Left),
}

/// The game a new game or a quit left behind.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Left {
    /// A classic game left unfinished, as its score and highest tile, for
    /// the records.
    pub unfinished: Option<(u64, u64)>,
    /// A classic game given up for a new one after at least one slide, as
    /// it was left, with its identifier: it counts as played in the
    /// statistics.
    pub abandoned: Option<(Box<Game>, u64)>,
}

impl GameChange {
    /// Whether the game at hand changed (moved on, ended, or was replaced):
    /// it is saved.
    pub fn changed(&self) -> bool {
        matches!(
            self,
            GameChange::Moved | GameChange::Ended | GameChange::NewGame(_)
        )
    }

    /// The game left behind by a new game or a quit.
    pub fn left(&self) -> Option<&Left> {
        match self {
            GameChange::NewGame(left) | GameChange::Quit(left) => Some(left),
            _ => None,
        }
    }

    /// A classic game left unfinished, as its score and highest tile.
    pub fn unfinished(&self) -> Option<(u64, u64)> {
        self.left().and_then(|left| left.unfinished)
    }
}
