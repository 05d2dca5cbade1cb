//! The commands that play the game at hand (and switch to the daily game,
//! or share the game). Pure vocabulary.

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
    /// Switch to today's daily game, or from it back to the ordinary game.
    Daily,
    /// Say the result of the game at hand and write its shareable text.
    Share,
}
