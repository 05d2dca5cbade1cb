//! One long key sequence for the screen-reader suites (yasr, Fenrir, and
//! any reader after them): 48 keys with every kind of answer (cursor moves
//! into empty and full cells, slides that merge and that do not move,
//! score, board, row, column, last move, empties, highest, best, position,
//! repeat, undo, help pages), in a terminal of [`ROWS`] rows so that the
//! answers run well past a full screen and every later one scrolls it.
//!
//! Only keys every console reader passes to the program are used: the
//! plain arrows, Shift+Up, and letters (J, L, I, K for the slides Fenrir
//! takes as Shift+Left, Shift+Right and Shift+Down). The answers expected
//! for each key come from the library ([`answers`]), never typed in.
//!
//! The checks group what the reader said by key: everything said between a
//! key and the next belongs to that key's answer, so an answer said with a
//! piece of the one before it, or cut, shows as a mismatch for that key.
#![allow(dead_code)]

use accessible_2048::command::{CursorMove, GameAction, Reading, Recall};
use accessible_2048::engine::Direction;
use accessible_2048::play::{Command, InputMode};

use super::Rig;

/// The start position: three tiles, so the cursor meets empty and full
/// cells and the slides merge.
pub const BOARD: &str = "2 0 0 0/0 0 4 0/0 2 0 0/0 0 0 8";
pub const SEED: u64 = 11;
/// The terminal's height: the opening and the first answers fill it within
/// the first third of the sequence.
pub const ROWS: u16 = 24;
pub const COLUMNS: u16 = 120;

/// One key: its tmux name, and the command the game maps it to.
#[derive(Debug, Clone)]
pub struct Key {
    pub tmux: &'static str,
    pub command: Command,
}

const fn key(tmux: &'static str, command: Command) -> Key {
    Key { tmux, command }
}

use Direction::{Down, Left, Right, Up};

/// The sequence, in order.
pub const KEYS: [Key; 48] = [
    key("Right", Command::Cursor(CursorMove::Step(Right))),
    key("Right", Command::Cursor(CursorMove::Step(Right))),
    key("Down", Command::Cursor(CursorMove::Step(Down))),
    key("Left", Command::Cursor(CursorMove::Step(Left))),
    key("S-Up", Command::Game(GameAction::Slide(Up))),
    key("s", Command::Read(Reading::Score)),
    key("j", Command::Game(GameAction::Slide(Left))),
    key("b", Command::Read(Reading::Board)),
    key("l", Command::Game(GameAction::Slide(Right))),
    key("Down", Command::Cursor(CursorMove::Step(Down))),
    key("r", Command::Read(Reading::Row)),
    key("c", Command::Read(Reading::Column)),
    key("k", Command::Game(GameAction::Slide(Down))),
    key("x", Command::Read(Reading::LastMove)),
    key("o", Command::Read(Reading::EmptyCells)),
    key("i", Command::Game(GameAction::Slide(Up))),
    key("e", Command::Read(Reading::EmptyCount)),
    key("m", Command::Read(Reading::Highest)),
    key("Up", Command::Cursor(CursorMove::Step(Up))),
    key("Up", Command::Cursor(CursorMove::Step(Up))),
    key("Up", Command::Cursor(CursorMove::Step(Up))),
    key("h", Command::Help(None)),
    key("Right", Command::Cursor(CursorMove::Step(Right))),
    key("h", Command::Help(None)),
    key("h", Command::Help(None)),
    key("Left", Command::Cursor(CursorMove::Step(Left))),
    key("j", Command::Game(GameAction::Slide(Left))),
    key("j", Command::Game(GameAction::Slide(Left))),
    key("u", Command::Game(GameAction::Undo)),
    key("Space", Command::Repeat),
    key("p", Command::Read(Reading::Position)),
    key("a", Command::Recall(Recall::Best)),
    key("b", Command::Read(Reading::Board)),
    key("Down", Command::Cursor(CursorMove::Step(Down))),
    key("l", Command::Game(GameAction::Slide(Right))),
    key("s", Command::Read(Reading::Score)),
    key("k", Command::Game(GameAction::Slide(Down))),
    key("Right", Command::Cursor(CursorMove::Step(Right))),
    key("i", Command::Game(GameAction::Slide(Up))),
    key("S-Up", Command::Game(GameAction::Slide(Up))),
    key("x", Command::Read(Reading::LastMove)),
    key("j", Command::Game(GameAction::Slide(Left))),
    key("Down", Command::Cursor(CursorMove::Step(Down))),
    key("r", Command::Read(Reading::Row)),
    key("l", Command::Game(GameAction::Slide(Right))),
    key("b", Command::Read(Reading::Board)),
    key("Left", Command::Cursor(CursorMove::Step(Left))),
    key("s", Command::Read(Reading::Score)),
];

/// The game's arguments for the sequence's start (after `--no-speech
/// --no-sound`).
pub fn game_args() -> Vec<String> {
    vec![
        "--board".into(),
        BOARD.into(),
        "--seed".into(),
        SEED.to_string(),
    ]
}

/// What the game prints: the opening's lines, then each key's lines.
pub struct Expected {
    pub opening: Vec<String>,
    pub answers: Vec<Vec<String>>,
}

/// The lines the library prints for the opening and for each key.
pub fn answers() -> Expected {
    let mut rig = Rig::opened(Some(BOARD), SEED, InputMode::Keys);
    let opening = rig.transcript();
    let answers = KEYS
        .iter()
        .map(|k| {
            let printed = rig.send(k.command.clone()).printed;
            assert!(!printed.is_empty(), "{k:?} has an answer");
            printed
        })
        .collect();
    Expected { opening, answers }
}

/// How many lines the opening and the answers print together.
pub fn line_count(expected: &Expected) -> usize {
    expected.opening.len() + expected.answers.iter().map(Vec::len).sum::<usize>()
}

/// The keys whose answer is said differently from the lines printed for
/// it: (key number from 1, key, printed lines, what was said after it).
pub fn mismatches<'a>(
    expected: &'a Expected,
    heard: &'a [Vec<String>],
) -> Vec<(usize, &'static str, &'a [String], &'a [String])> {
    KEYS.iter()
        .zip(&expected.answers)
        .zip(heard)
        .enumerate()
        .filter(|(_, ((_, printed), said))| printed != said)
        .map(|(i, ((key, printed), said))| (i + 1, key.tmux, printed.as_slice(), said.as_slice()))
        .collect()
}
