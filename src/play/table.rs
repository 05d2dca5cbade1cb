//! What is on the table: a classic game of 2048 (recorded or not, see
//! `classic_game.rs`) or a tilt puzzle ("2048 without merging"). The session asks the table for the board, for how a
//! cell sounds, and lets it answer the commands whose meaning differs
//! between the two (a slide is a tilt in a puzzle, the score is the tilt
//! count against par). Pure.

use crate::engine::{Board, Cell};
use crate::narration::{self, CellStyle, Message};

use crate::play::games::classic_game::ClassicGame;
use crate::play::games::tilt_round::TiltRound;

#[derive(Debug, Clone)]
pub enum Table {
    Classic(ClassicGame),
    Tilt(TiltRound),
}

impl Table {
    pub fn board(&self) -> &Board {
        match self {
            Table::Classic(game) => game.game().board(),
            Table::Tilt(round) => round.board(),
        }
    }

    /// How the cell sounds (a marked puzzle tile says so).
    pub fn cell(&self, at: Cell, style: CellStyle) -> Message {
        match self {
            Table::Classic(game) => narration::cell(game.game().board(), at, style),
            Table::Tilt(round) => {
                narration::puzzle_cell(round.board(), at, round.is_marked(at), style)
            }
        }
    }

    /// Finished: no slide can change a classic board, or the puzzle is solved.
    pub fn is_over(&self) -> bool {
        match self {
            Table::Classic(game) => game.game().is_over(),
            Table::Tilt(round) => round.is_solved(),
        }
    }

    /// Leaving now would lose play the player made.
    pub fn in_progress(&self) -> bool {
        match self {
            Table::Classic(game) => game.game().moves() > 0 && !game.game().is_over(),
            Table::Tilt(round) => round.in_progress(),
        }
    }

    /// The score line: score and moves, or tilts against par.
    pub fn score(&self) -> Message {
        match self {
            Table::Classic(game) => narration::score(game.game()),
            Table::Tilt(round) => {
                narration::puzzle_status(round.tilts(), round.par(), round.marked_cells())
            }
        }
    }

    /// The words to leave with.
    pub fn goodbye(&self) -> Message {
        match self {
            Table::Classic(game) => Message::new("goodbye")
                .num("score", game.game().score())
                .num("moves", game.game().moves()),
            Table::Tilt(_) => Message::new("goodbye-plain"),
        }
    }
}
