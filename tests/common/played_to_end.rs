//! A recorded game played to its end by the library, the directions in
//! turn, giving the slides a test types to play the same game through the
//! binary. Touches nothing.
#![allow(dead_code)]

use accessible_2048::engine::{Direction, RecordedGame};

/// Plays `game` to its end, the directions in turn; the slides typed.
pub fn to_the_end(game: &mut RecordedGame) -> Vec<&'static str> {
    let mut lines = Vec::new();
    for direction in Direction::ALL.iter().cycle() {
        if game.game().is_over() {
            break;
        }
        lines.push(direction.name());
        game.slide(*direction);
    }
    lines
}
