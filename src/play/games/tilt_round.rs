//! One tilt puzzle being played ("2048 without merging"): the generated
//! puzzle, its state, the tilts made (for undo), and the board as the
//! reading commands see it. Pure: no terminal, speech or words.

use crate::analysis::tilt::puzzle::{PuzzleState, TiltPuzzle};
use crate::analysis::tilt::{Configuration, solve_two};
use crate::engine::{Board, Cell, Direction};

/// What a tilt did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TiltOutcome {
    pub moved: bool,
    /// The marked tiles became adjacent with this tilt.
    pub solved: bool,
}

#[derive(Debug, Clone)]
pub struct TiltRound {
    puzzle: TiltPuzzle,
    state: PuzzleState,
    board: Board,
    history: Vec<(PuzzleState, Direction)>,
}

fn board_of(state: &PuzzleState) -> Board {
    // Puzzles are square, 3×3 to 8×8, with tiles up to 1024: always a board.
    Board::from_grid(state.grid()).expect("a puzzle board is a game board")
}

impl TiltRound {
    pub fn new(puzzle: TiltPuzzle) -> TiltRound {
        let state = puzzle.state();
        let board = board_of(&state);
        TiltRound {
            puzzle,
            state,
            board,
            history: Vec::new(),
        }
    }

    pub fn puzzle(&self) -> &TiltPuzzle {
        &self.puzzle
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn tilts(&self) -> u64 {
        self.state.tilts()
    }

    pub fn par(&self) -> u64 {
        self.state.par()
    }

    pub fn marked_cells(&self) -> [Cell; 2] {
        self.state.marked_cells()
    }

    pub fn is_marked(&self, cell: Cell) -> bool {
        self.marked_cells().contains(&cell)
    }

    pub fn is_solved(&self) -> bool {
        self.state.is_solved()
    }

    /// Started and not yet solved: leaving it loses something.
    pub fn in_progress(&self) -> bool {
        self.tilts() > 0 && !self.is_solved()
    }

    /// Tilts the board (no merges, no new tiles).
    pub fn tilt(&mut self, direction: Direction) -> TiltOutcome {
        let before = self.state.clone();
        let moved = self.state.tilt(direction);
        if moved {
            self.history.push((before, direction));
            self.board = board_of(&self.state);
        }
        TiltOutcome {
            moved,
            solved: moved && self.state.is_solved(),
        }
    }

    /// Takes back the last tilt (and its count).
    pub fn undo(&mut self) -> Option<Direction> {
        let (state, direction) = self.history.pop()?;
        self.state = state;
        self.board = board_of(&self.state);
        Some(direction)
    }

    /// The first tilt of a shortest solution from here; `None` once solved.
    pub fn hint(&self) -> Option<Direction> {
        if self.is_solved() {
            return None;
        }
        let config = Configuration::from_grid(self.board.grid());
        let [a, b] = self.marked_cells().map(|c| config.tile_at(c));
        let meeting = solve_two(&config, a?, b?).ok()??;
        meeting.sequence.iter().next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn following_hints_solves_at_par() {
        for seed in 0..20 {
            let mut round = TiltRound::new(TiltPuzzle::generate(seed, 4).unwrap());
            let par = round.par();
            while let Some(direction) = round.hint() {
                assert!(round.tilt(direction).moved, "seed {seed}");
                assert!(round.tilts() <= par, "seed {seed}");
            }
            assert!(round.is_solved());
            assert_eq!(round.tilts(), par, "seed {seed}");
        }
    }

    #[test]
    fn undo_takes_back_the_count() {
        let mut round = TiltRound::new(TiltPuzzle::generate(3, 5).unwrap());
        let start = round.board().clone();
        let direction = Direction::ALL
            .into_iter()
            .find(|&d| round.clone().tilt(d).moved)
            .expect("some tilt moves");
        round.tilt(direction);
        assert_eq!(round.tilts(), 1);
        assert_eq!(round.undo(), Some(direction));
        assert_eq!((round.tilts(), round.board()), (0, &start));
        assert_eq!(round.undo(), None);
    }
}
