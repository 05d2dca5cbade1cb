//! The puzzle variant "2048 without merging": a square board, no merges and
//! no new tiles, two marked tiles (both 1024s); the goal is to tilt them
//! next to each other. Every puzzle comes from a seed (the same seed, the
//! same puzzle on every platform), is solvable, and has a par: the solver's
//! shortest length, at least 1 (2 to 6 when the generator finds one).
//!
//! Pure: the random generator is the seeded [`Pcg32`]; no text for players.

use std::fmt;

use accessible_2048_engine::{Cell, Direction, Grid, MAX_SIZE, MIN_SIZE, Pcg32};

use super::configuration::{Configuration, TileId};
use super::solver::solve_two;

/// The exponent of the marked tiles: 1024, the tiles a 2048 player wants
/// to bring together.
pub const MARKED_EXPONENT: u8 = 10;
/// Ordinary tiles are 2 to 2^6 = 64.
const MAX_ORDINARY_EXPONENT: u32 = 6;
/// The pars a good puzzle has.
pub const GOOD_PAR: std::ops::RangeInclusive<u64> = 2..=6;
/// Boards tried before settling for any solvable one.
const ATTEMPTS: usize = 400;
/// The random stream of puzzles (games use another).
const PUZZLE_STREAM: u64 = 0x711;

/// A board size outside 3..=8.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzleSizeError {
    pub size: usize,
}

impl fmt::Display for PuzzleSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a tilt puzzle is {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE}, not {0}×{0}",
            self.size
        )
    }
}

impl std::error::Error for PuzzleSizeError {}

/// A generated puzzle: the start, the two marked tiles and the par.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TiltPuzzle {
    seed: u64,
    start: Grid,
    marked: [Cell; 2],
    solution: Vec<Direction>,
}

impl TiltPuzzle {
    /// The puzzle of `seed` on a `size`×`size` board (3..=8).
    pub fn generate(seed: u64, size: usize) -> Result<TiltPuzzle, PuzzleSizeError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(PuzzleSizeError { size });
        }
        let mut rng = Pcg32::new(seed, PUZZLE_STREAM);
        let mut fallback = None;
        for _ in 0..ATTEMPTS {
            let (start, marked) = random_board(&mut rng, size);
            let Some(solution) = shortest(&start, marked) else {
                continue;
            };
            let puzzle = TiltPuzzle {
                seed,
                start,
                marked,
                solution,
            };
            if GOOD_PAR.contains(&puzzle.par()) {
                return Ok(puzzle);
            }
            if puzzle.par() >= 1 && fallback.is_none() {
                fallback = Some(puzzle);
            }
        }
        Ok(fallback.unwrap_or_else(|| corner_puzzle(seed, size)))
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn size(&self) -> usize {
        self.start.rows()
    }

    /// The starting board (the marked tiles are the two 1024s).
    pub fn start(&self) -> &Grid {
        &self.start
    }

    /// The cells of the two marked tiles at the start.
    pub fn marked(&self) -> [Cell; 2] {
        self.marked
    }

    /// The solver's shortest number of tilts.
    pub fn par(&self) -> u64 {
        self.solution.len() as u64
    }

    /// One shortest solution.
    pub fn solution(&self) -> &[Direction] {
        &self.solution
    }

    /// A fresh game of this puzzle.
    pub fn state(&self) -> PuzzleState {
        let config = Configuration::from_grid(&self.start);
        let tile = |cell| config.tile_at(cell).expect("marked cells hold tiles");
        let marked = [tile(self.marked[0]), tile(self.marked[1])];
        let exponents = config
            .tiles()
            .map(|(_, cell)| self.start.get(cell))
            .collect();
        PuzzleState {
            config,
            exponents,
            marked,
            tilts: 0,
            par: self.par(),
        }
    }
}

/// A random board: 30 % to 70 % of the cells hold tiles of 2 to 64, and two
/// of them, not adjacent, are the marked 1024s.
fn random_board(rng: &mut Pcg32, size: usize) -> (Grid, [Cell; 2]) {
    let cells = size * size;
    let low = cells * 3 / 10;
    let high = cells * 7 / 10;
    let count = (low + rng.below((high - low + 1) as u32) as usize).max(2);
    // A partial Fisher–Yates shuffle picks `count` distinct cells.
    let mut order: Vec<usize> = (0..cells).collect();
    for i in 0..count {
        let j = i + rng.below((cells - i) as u32) as usize;
        order.swap(i, j);
    }
    let mut grid = Grid::empty(size, size);
    for &i in &order[..count] {
        let exponent = 1 + rng.below(MAX_ORDINARY_EXPONENT) as u8;
        grid.set(Cell::new(i % size, i / size), exponent);
    }
    let a = Cell::new(order[0] % size, order[0] / size);
    let b = Cell::new(order[1] % size, order[1] / size);
    grid.set(a, MARKED_EXPONENT);
    grid.set(b, MARKED_EXPONENT);
    (grid, [a, b])
}

/// The solver's shortest sequence for the two marked cells.
fn shortest(grid: &Grid, marked: [Cell; 2]) -> Option<Vec<Direction>> {
    let config = Configuration::from_grid(grid);
    let a = config.tile_at(marked[0])?;
    let b = config.tile_at(marked[1])?;
    let meeting = solve_two(&config, a, b).ok()??;
    Some(meeting.sequence.to_vec())
}

/// The puzzle of last resort: the two 1024s alone in opposite corners (a
/// tilt down and one to the left bring them together).
fn corner_puzzle(seed: u64, size: usize) -> TiltPuzzle {
    let mut start = Grid::empty(size, size);
    let marked = [Cell::new(0, 0), Cell::new(size - 1, size - 1)];
    for cell in marked {
        start.set(cell, MARKED_EXPONENT);
    }
    let solution = shortest(&start, marked).expect("two lone tiles always meet");
    TiltPuzzle {
        seed,
        start,
        marked,
        solution,
    }
}

/// A puzzle being played: tilts without merges or new tiles, counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleState {
    config: Configuration,
    /// The exponent of each tile.
    exponents: Vec<u8>,
    marked: [TileId; 2],
    tilts: u64,
    par: u64,
}

impl PuzzleState {
    /// Tilts the board. A tilt that moves nothing is not counted; the
    /// return value says whether anything moved.
    pub fn tilt(&mut self, direction: Direction) -> bool {
        let next = self.config.tilt(direction);
        let moved = next != self.config;
        if moved {
            self.config = next;
            self.tilts += 1;
        }
        moved
    }

    /// The number of tilts that moved something.
    pub fn tilts(&self) -> u64 {
        self.tilts
    }

    pub fn par(&self) -> u64 {
        self.par
    }

    /// The current cells of the two marked tiles.
    pub fn marked_cells(&self) -> [Cell; 2] {
        self.marked.map(|t| self.config.cell_of(t))
    }

    /// Whether the marked tiles are adjacent: the puzzle is solved.
    pub fn is_solved(&self) -> bool {
        self.config.adjacent(self.marked[0], self.marked[1])
    }

    /// The board now.
    pub fn grid(&self) -> Grid {
        self.config.to_grid(|t| self.exponents[t as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_puzzle() {
        let a = TiltPuzzle::generate(7, 5).unwrap();
        let b = TiltPuzzle::generate(7, 5).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.size(), 5);
    }

    #[test]
    fn sizes_outside_three_to_eight_are_errors() {
        assert_eq!(TiltPuzzle::generate(1, 2), Err(PuzzleSizeError { size: 2 }));
        assert_eq!(TiltPuzzle::generate(1, 9), Err(PuzzleSizeError { size: 9 }));
    }

    #[test]
    fn playing_the_solution_solves_at_par() {
        let puzzle = TiltPuzzle::generate(42, 4).unwrap();
        let mut state = puzzle.state();
        assert!(!state.is_solved());
        assert_eq!(state.marked_cells(), puzzle.marked());
        for &d in puzzle.solution() {
            assert!(state.tilt(d), "a shortest solution never wastes a tilt");
        }
        assert!(state.is_solved());
        assert_eq!(state.tilts(), puzzle.par());
        let grid = state.grid();
        for cell in state.marked_cells() {
            assert_eq!(grid.get(cell), MARKED_EXPONENT);
        }
        assert_eq!(grid.tile_count(), puzzle.start().tile_count());
    }

    #[test]
    fn corner_puzzle_has_par_two() {
        assert_eq!(corner_puzzle(0, 3).par(), 2);
    }
}
