//! Special tiles placed on a board, with all the outline solvers need to
//! know of the other tiles: how many tiles each row and each column holds,
//! and each special tile's square and rank in its row and column (how many
//! tiles are left of it and above it).
//!
//! Pure: no I/O.

use crate::engine::{Cell, Grid};

use super::configuration::{Configuration, TileId};

/// One special tile: its identity, square and ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PlacedTile {
    pub id: TileId,
    pub row: u32,
    pub col: u32,
    pub rank_in_row: u32,
    pub rank_in_col: u32,
}

/// The row and column counts of a board and its special tiles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Placed {
    pub row_counts: Vec<u32>,
    pub col_counts: Vec<u32>,
    pub tiles: Vec<PlacedTile>,
}

impl Placed {
    /// The tiles `ids` of `config` (distinct tiles of the configuration).
    /// O(t) a tile.
    pub fn of_configuration(config: &Configuration, ids: &[TileId]) -> Placed {
        let mut row_counts = vec![0u32; config.rows()];
        let mut col_counts = vec![0u32; config.cols()];
        for e in config.entries() {
            row_counts[e.row as usize] += 1;
            col_counts[e.col as usize] += 1;
        }
        let entries = config.entries();
        let tiles = ids
            .iter()
            .map(|&id| {
                let cell = config.cell_of(id);
                let (row, col) = (cell.row as u32, cell.col as u32);
                PlacedTile {
                    id,
                    row,
                    col,
                    rank_in_row: entries
                        .iter()
                        .filter(|e| e.row == row && e.col < col)
                        .count() as u32,
                    rank_in_col: entries
                        .iter()
                        .filter(|e| e.col == col && e.row < row)
                        .count() as u32,
                }
            })
            .collect();
        Placed {
            row_counts,
            col_counts,
            tiles,
        }
    }

    /// The tiles at `cells` of `grid` (full, distinct cells), with
    /// identities `ids` (their ranks in reading order). One pass over the
    /// grid, then O(rows + cols) a tile.
    pub fn of_grid(grid: &Grid, cells: &[Cell], ids: &[TileId]) -> Placed {
        let (rows, cols) = (grid.rows(), grid.cols());
        let mut row_counts = vec![0u32; rows];
        let mut col_counts = vec![0u32; cols];
        for (r, line) in grid.exponents().chunks(cols).enumerate() {
            let mut in_row = 0u32;
            for (count, &e) in col_counts.iter_mut().zip(line) {
                let full = u32::from(e != 0);
                *count += full;
                in_row += full;
            }
            row_counts[r] = in_row;
        }
        let full = |row: usize, col: usize| grid.exponents()[row * cols + col] != 0;
        let tiles = cells
            .iter()
            .zip(ids)
            .map(|(cell, &id)| PlacedTile {
                id,
                row: cell.row as u32,
                col: cell.col as u32,
                rank_in_row: (0..cell.col).filter(|&c| full(cell.row, c)).count() as u32,
                rank_in_col: (0..cell.row).filter(|&r| full(r, cell.col)).count() as u32,
            })
            .collect();
        Placed {
            row_counts,
            col_counts,
            tiles,
        }
    }
}
