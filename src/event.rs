//! The events behind an answer: what happened on the table (the cursor
//! moved, tiles merged, a tile spawned, nothing moved, …), as plain data.
//! The session puts them next to its lines and the controller hands them to
//! every output, and each output decides how to render them (the sound
//! output plays earcons; the printed line and speech need only the lines).
//!
//! Sits below both play and the outputs, like the command vocabulary. Knows
//! the engine's values and nothing else: no words, no sound, no terminal.

use crate::engine::{Cell, Direction, Merge, MoveReport, Spawn};

/// One thing that happened behind an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// The review cursor moved to `cell`, which holds `value` (0: empty),
    /// on a board `size` cells wide.
    CursorMoved { cell: Cell, value: u64, size: usize },
    /// The cursor is at the edge in `direction` and did not move.
    EdgeBump {
        cell: Cell,
        direction: Direction,
        size: usize,
    },
    /// A slide (or a puzzle's tilt) changed the board: the merges it made
    /// and the tile that came after it.
    Slid {
        direction: Direction,
        merges: Vec<Merge>,
        spawn: Option<Spawn>,
        size: usize,
    },
    /// A slide changed nothing.
    NothingMoved { direction: Direction },
    /// The first 2048 tile of the game.
    Won,
    /// No slide can change the board any more.
    GameOver,
    /// A slide was taken back.
    Undone,
    /// The player asked to hear cells: groups (a row, a column, or each row
    /// of the board in turn), each cell with its value (0: empty).
    Cells {
        groups: Vec<Vec<(Cell, u64)>>,
        size: usize,
    },
}

impl Event {
    /// The events of one slide of a classic game, from the engine's report.
    pub fn of_move(report: &MoveReport, size: usize) -> Vec<Event> {
        let direction = report.slide.direction;
        if !report.slide.moved() {
            return vec![Event::NothingMoved { direction }];
        }
        let mut events = vec![Event::Slid {
            direction,
            merges: report.slide.merges.clone(),
            spawn: report.spawn,
            size,
        }];
        if report.reached_win {
            events.push(Event::Won);
        }
        if report.game_over {
            events.push(Event::GameOver);
        }
        events
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, Game, GameConfig, Pcg32};

    fn game(position: &str) -> Game {
        let board = Board::parse(position).expect("test position");
        Game::from_board(GameConfig::default(), board, Pcg32::from_seed(1)).expect("valid")
    }

    #[test]
    fn a_slide_gives_its_merges_and_spawn() {
        let mut game = game("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        let report = game.slide(Direction::Left);
        let events = Event::of_move(&report, 4);
        match &events[..] {
            [
                Event::Slid {
                    direction: Direction::Left,
                    merges,
                    spawn: Some(spawn),
                    size: 4,
                },
            ] => {
                assert_eq!(merges.len(), 1);
                assert_eq!(merges[0].value, 4);
                assert_eq!(merges[0].cell, Cell::new(0, 0));
                assert_eq!(game.board().value(spawn.cell), spawn.value);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn nothing_moved_win_and_game_over() {
        let mut stuck = game("2 4 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        let report = stuck.slide(Direction::Left);
        assert_eq!(
            Event::of_move(&report, 4),
            vec![Event::NothingMoved {
                direction: Direction::Left
            }]
        );
        let mut winning = game("1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        let events = Event::of_move(&winning.slide(Direction::Left), 4);
        assert!(events.contains(&Event::Won), "{events:?}");
        let mut ending = game("2 4 2 4/4 2 4 2/2 4 2 8/4 2 8 8");
        let events = Event::of_move(&ending.slide(Direction::Left), 4);
        assert_eq!(events.last(), Some(&Event::GameOver), "{events:?}");
    }
}
