//! A rectangular grid of tile exponents of any size (rows × columns), the
//! common ground of the square game [`Board`](super::Board) and the tilt
//! analysis, which works on boards of any shape up to thousands of cells a
//! side. Pure data, no I/O.

use super::cell::Cell;
use super::tile::value_of;

/// `rows` × `cols` tile exponents in row-major order (row 1 first); 0 is
/// an empty cell.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// An empty grid. Panics if a side is zero: a grid has at least one cell.
    pub fn empty(rows: usize, cols: usize) -> Grid {
        assert!(rows > 0 && cols > 0, "a grid needs at least one cell");
        Grid {
            rows,
            cols,
            cells: vec![0; rows * cols],
        }
    }

    /// A grid from row-major exponents; `None` if the length is not
    /// `rows * cols` or a side is zero.
    pub fn from_exponents(rows: usize, cols: usize, cells: Vec<u8>) -> Option<Grid> {
        (rows > 0 && cols > 0 && cells.len() == rows * cols).then_some(Grid { rows, cols, cells })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Row-major exponents.
    pub fn exponents(&self) -> &[u8] {
        &self.cells
    }

    pub fn contains(&self, cell: Cell) -> bool {
        cell.row < self.rows && cell.col < self.cols
    }

    fn index(&self, cell: Cell) -> usize {
        assert!(self.contains(cell), "{cell} is outside the grid");
        cell.row * self.cols + cell.col
    }

    /// The exponent at `cell` (0 = empty).
    pub fn get(&self, cell: Cell) -> u8 {
        self.cells[self.index(cell)]
    }

    /// The tile value at `cell` (0 = empty).
    pub fn value(&self, cell: Cell) -> u64 {
        value_of(self.get(cell))
    }

    pub fn set(&mut self, cell: Cell, exponent: u8) {
        let i = self.index(cell);
        self.cells[i] = exponent;
    }

    /// Every cell, row by row from A1.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows).flat_map(move |row| (0..self.cols).map(move |col| Cell::new(col, row)))
    }

    /// The number of tiles (non-empty cells).
    pub fn tile_count(&self) -> usize {
        self.cells.iter().filter(|&&e| e != 0).count()
    }

    /// The position text: rows separated by `/`, cells by spaces, `0` empty.
    pub fn to_position(&self) -> String {
        self.cells
            .chunks(self.cols)
            .map(|row| {
                row.iter()
                    .map(|&e| value_of(e).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// The values row by row (for JSON output).
    pub fn value_rows(&self) -> Vec<Vec<u64>> {
        self.cells
            .chunks(self.cols)
            .map(|row| row.iter().map(|&e| value_of(e)).collect())
            .collect()
    }
}
