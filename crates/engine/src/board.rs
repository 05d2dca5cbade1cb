//! The square game board (3×3 to 8×8) and the slide in four directions, all
//! through the one line routine. Pure: a slide returns the new board and a
//! [`SlideOutcome`]; nothing is printed, spoken or drawn at random here.

use std::fmt;

use super::cell::Cell;
use super::direction::Direction;
use super::grid::Grid;
use super::line::slide_line;
use super::outcome::{Merge, SlideOutcome, TileMove};
use super::position::PositionError;
use super::tile::{MAX_EXPONENT, value_of};

pub const MIN_SIZE: usize = 3;
pub const MAX_SIZE: usize = 8;

/// A square board of tile exponents, A1 top-left.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    grid: Grid,
}

impl Board {
    /// An empty `size`×`size` board; `None` outside 3..=8.
    pub fn empty(size: usize) -> Option<Board> {
        (MIN_SIZE..=MAX_SIZE).contains(&size).then(|| Board {
            grid: Grid::empty(size, size),
        })
    }

    /// A board from a grid, if it is square and 3..=8 cells a side.
    pub fn from_grid(grid: Grid) -> Result<Board, PositionError> {
        let (rows, cols) = (grid.rows(), grid.cols());
        if rows != cols || !(MIN_SIZE..=MAX_SIZE).contains(&rows) {
            return Err(PositionError::UnsupportedSize {
                rows,
                cols,
                supported: format!(
                    "boards are square, {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE}"
                ),
            });
        }
        Ok(Board { grid })
    }

    /// Parses a position (see [`Grid::parse`]) into a board.
    pub fn parse(text: &str) -> Result<Board, PositionError> {
        Board::from_grid(Grid::parse(text)?)
    }

    pub fn size(&self) -> usize {
        self.grid.rows()
    }

    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    pub fn contains(&self, cell: Cell) -> bool {
        self.grid.contains(cell)
    }

    /// The exponent at `cell` (0 = empty).
    pub fn get(&self, cell: Cell) -> u8 {
        self.grid.get(cell)
    }

    /// The tile value at `cell` (0 = empty).
    pub fn value(&self, cell: Cell) -> u64 {
        self.grid.value(cell)
    }

    pub fn set(&mut self, cell: Cell, exponent: u8) {
        self.grid.set(cell, exponent.min(MAX_EXPONENT));
    }

    /// Every cell, row by row from A1.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.grid.cells()
    }

    /// Empty cells, row by row from A1.
    pub fn empty_cells(&self) -> Vec<Cell> {
        self.cells().filter(|&c| self.get(c) == 0).collect()
    }

    pub fn tile_count(&self) -> usize {
        self.grid.tile_count()
    }

    /// The sum of all tile values.
    pub fn tile_sum(&self) -> u64 {
        self.cells().map(|c| self.value(c)).sum()
    }

    /// The highest exponent on the board (0 if empty).
    pub fn highest_exponent(&self) -> u8 {
        self.grid.exponents().iter().copied().max().unwrap_or(0)
    }

    /// The highest tile value (0 if empty).
    pub fn highest(&self) -> u64 {
        value_of(self.highest_exponent())
    }

    /// The cells of line `index` in `direction`, leading edge first: for
    /// `Left` line `i` is row `i+1` read from column A, for `Down` it is
    /// column `i` read from the bottom row up, and so on.
    pub fn line_cells(&self, direction: Direction, index: usize) -> Vec<Cell> {
        let n = self.size();
        (0..n)
            .map(|k| match direction {
                Direction::Left => Cell::new(k, index),
                Direction::Right => Cell::new(n - 1 - k, index),
                Direction::Up => Cell::new(index, k),
                Direction::Down => Cell::new(index, n - 1 - k),
            })
            .collect()
    }

    /// Slides every line towards `direction`. Returns the new board and what
    /// happened; the board itself is unchanged.
    pub fn slide(&self, direction: Direction) -> (Board, SlideOutcome) {
        let mut next = self.clone();
        let mut outcome = SlideOutcome {
            direction,
            moves: Vec::new(),
            merges: Vec::new(),
            score_gain: 0,
        };
        for index in 0..self.size() {
            let cells = self.line_cells(direction, index);
            let line: Vec<u8> = cells.iter().map(|&c| self.get(c)).collect();
            let slid = slide_line(&line);
            for (&cell, &exponent) in cells.iter().zip(&slid.line) {
                next.grid.set(cell, exponent);
            }
            outcome.moves.extend(slid.moves.iter().map(|m| TileMove {
                from: cells[m.from],
                to: cells[m.to],
                value: value_of(m.exponent),
            }));
            outcome.merges.extend(slid.merges.iter().map(|m| Merge {
                cell: cells[m.into],
                from: [cells[m.from[0]], cells[m.from[1]]],
                value: value_of(m.exponent),
            }));
            outcome.score_gain += slid.score_gain;
        }
        (next, outcome)
    }

    /// Whether a slide in `direction` would change the board.
    pub fn can_slide(&self, direction: Direction) -> bool {
        (0..self.size()).any(|index| {
            let line: Vec<u8> = self
                .line_cells(direction, index)
                .iter()
                .map(|&c| self.get(c))
                .collect();
            slide_line(&line).moved()
        })
    }

    /// No empty cell and no two equal orthogonal neighbours that may merge:
    /// no slide can change the board.
    pub fn is_stuck(&self) -> bool {
        let n = self.size();
        for cell in self.cells() {
            let e = self.get(cell);
            if e == 0 {
                return false;
            }
            let mergeable = |other: Cell| self.get(other) == e && e < MAX_EXPONENT;
            if cell.col + 1 < n && mergeable(Cell::new(cell.col + 1, cell.row)) {
                return false;
            }
            if cell.row + 1 < n && mergeable(Cell::new(cell.col, cell.row + 1)) {
                return false;
            }
        }
        true
    }

    /// The position text (see [`Grid::to_position`]).
    pub fn to_position(&self) -> String {
        self.grid.to_position()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_position())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(before: &str, direction: Direction, after: &str, gain: u64) {
        let board = Board::parse(before).unwrap();
        let (next, outcome) = board.slide(direction);
        assert_eq!(
            next.to_position(),
            Board::parse(after).unwrap().to_position(),
            "{before} {direction}"
        );
        assert_eq!(outcome.score_gain, gain);
        assert_eq!(outcome.moved(), board != next);
    }

    #[test]
    fn forum_column_example() {
        // Column A reads 2, 2, empty, 4 from the top.
        let start = "2 0 0 0/2 0 0 0/0 0 0 0/4 0 0 0";
        check(start, Direction::Down, "0 0 0 0/0 0 0 0/4 0 0 0/4 0 0 0", 4);
        check(start, Direction::Up, "4 0 0 0/4 0 0 0/0 0 0 0/0 0 0 0", 4);
    }

    #[test]
    fn four_directions_table() {
        let start = "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2";
        check(
            start,
            Direction::Left,
            "4 4 0 0/0 0 0 0/8 16 0 0/4 2 0 0",
            32,
        );
        check(
            start,
            Direction::Right,
            "0 0 4 4/0 0 0 0/0 0 8 16/0 0 2 4",
            32,
        );
        check(start, Direction::Up, "2 2 8 4/4 4 2 8/2 0 0 2/0 0 0 0", 0);
        check(start, Direction::Down, "0 0 0 0/2 0 0 4/4 2 8 8/2 4 2 2", 0);
    }

    #[test]
    fn merges_name_their_cells() {
        let board = Board::parse("0 0 0 0/0 0 0 0/0 0 0 0/0 2 0 2").unwrap();
        let (_, outcome) = board.slide(Direction::Left);
        assert_eq!(
            outcome.merges,
            vec![Merge {
                cell: Cell::new(0, 3),
                from: [Cell::new(1, 3), Cell::new(3, 3)],
                value: 4
            }]
        );
    }

    #[test]
    fn sizes_outside_three_to_eight_are_refused() {
        assert!(
            Board::parse("2 2/2 2")
                .unwrap_err()
                .to_string()
                .contains("2×2 board is not supported")
        );
        assert!(
            Board::parse("2 2 2/2 2 2")
                .unwrap_err()
                .to_string()
                .contains("2×3")
        );
        let nine = ["0 0 0 0 0 0 0 0 0"; 9].join("/");
        assert!(Board::parse(&nine).is_err());
        let eight = ["0 0 0 0 0 0 0 0"; 8].join("/");
        assert_eq!(Board::parse(&eight).unwrap().size(), 8);
    }

    #[test]
    fn stuck_board() {
        assert!(
            Board::parse("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2")
                .unwrap()
                .is_stuck()
        );
        assert!(
            !Board::parse("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 4")
                .unwrap()
                .is_stuck()
        );
        assert!(
            !Board::parse("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 0")
                .unwrap()
                .is_stuck()
        );
    }
}
