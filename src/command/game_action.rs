//! The commands that play the game at hand. Pure vocabulary.

use crate::engine::Direction;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// Slide the tiles.
    Slide(Direction),
    Undo,
    /// The best slide and why (a second press: the runner-up).
    Hint,
    /// Where the equal partner of the tile under the cursor could meet it.
    Partner,
    /// A new game, after a confirmation while a game is running.
    NewGame,
}
