//! Special tiles placed on a board, with all the outline solvers need to
//! know of the other tiles: how many tiles each row and each column holds,
//! and each special tile's square and rank in its row and column (how many
//! tiles are left of it and above it).
//!
//! Pure: no I/O.

use accessible_2048_engine::{Cell, Direction, Grid};

use super::configuration::{Configuration, TileId};
use super::outline::Spot;

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

/// Above this many special tiles on a grid, ranks come from a second pass
/// over the board instead of a scan of each tile's row and column.
const SCANNED_TILES: usize = 64;

impl Placed {
    /// The tiles `ids` of `config` (distinct tiles of the configuration),
    /// in one pass over its tiles: O(t + k log k).
    pub fn of_configuration(config: &Configuration, ids: &[TileId]) -> Placed {
        let mut row_counts = vec![0u32; config.rows()];
        let mut col_counts = vec![0u32; config.cols()];
        for e in config.entries() {
            row_counts[e.row as usize] += 1;
            col_counts[e.col as usize] += 1;
        }
        let squares: Vec<(u32, u32)> = ids
            .iter()
            .map(|&id| {
                let cell = config.cell_of(id);
                (cell.row as u32, cell.col as u32)
            })
            .collect();
        let full = config.entries().iter().map(|e| (e.row, e.col));
        let tiles = ranks_in_one_pass(config.rows(), config.cols(), full, &squares, ids);
        Placed {
            row_counts,
            col_counts,
            tiles,
        }
    }

    /// The tiles at `cells` of `grid` (full, distinct cells), with
    /// identities `ids` (their ranks in reading order). One pass over the
    /// grid for the counts, then O(rows + cols) a tile for a few tiles, or
    /// a second pass for many.
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
        let tiles = if cells.len() > SCANNED_TILES {
            let squares: Vec<(u32, u32)> =
                cells.iter().map(|c| (c.row as u32, c.col as u32)).collect();
            let full_squares = grid
                .exponents()
                .chunks(cols)
                .enumerate()
                .flat_map(|(r, line)| {
                    line.iter()
                        .enumerate()
                        .filter(|&(_, &e)| e != 0)
                        .map(move |(c, _)| (r as u32, c as u32))
                });
            ranks_in_one_pass(rows, cols, full_squares, &squares, ids)
        } else {
            cells
                .iter()
                .zip(ids)
                .map(|(cell, &id)| PlacedTile {
                    id,
                    row: cell.row as u32,
                    col: cell.col as u32,
                    rank_in_row: (0..cell.col).filter(|&c| full(cell.row, c)).count() as u32,
                    rank_in_col: (0..cell.row).filter(|&r| full(r, cell.col)).count() as u32,
                })
                .collect()
        };
        Placed {
            row_counts,
            col_counts,
            tiles,
        }
    }
}

/// The special tiles at `squares` (full, distinct), with identities `ids`,
/// placed by one pass over the `full` squares of a `rows`×`cols` board in
/// reading order, counting the tiles met so far in each row and column.
fn ranks_in_one_pass(
    rows: usize,
    cols: usize,
    full: impl Iterator<Item = (u32, u32)>,
    squares: &[(u32, u32)],
    ids: &[TileId],
) -> Vec<PlacedTile> {
    let mut order: Vec<usize> = (0..squares.len()).collect();
    order.sort_unstable_by_key(|&i| squares[i]);
    let mut tiles: Vec<PlacedTile> = squares
        .iter()
        .zip(ids)
        .map(|(&(row, col), &id)| PlacedTile {
            id,
            row,
            col,
            rank_in_row: 0,
            rank_in_col: 0,
        })
        .collect();
    let (mut in_row, mut in_col) = (vec![0u32; rows], vec![0u32; cols]);
    let mut next = order.iter().peekable();
    for square in full {
        while let Some(&&i) = next.peek()
            && squares[i] <= square
        {
            if squares[i] == square {
                tiles[i].rank_in_row = in_row[square.0 as usize];
                tiles[i].rank_in_col = in_col[square.1 as usize];
            }
            next.next();
        }
        in_row[square.0 as usize] += 1;
        in_col[square.1 as usize] += 1;
    }
    tiles
}

/// Where `tile` is after the single tilt `direction`.
pub(super) fn after_one(
    row_counts: &[u32],
    col_counts: &[u32],
    tile: &PlacedTile,
    direction: Direction,
) -> Spot {
    let (rows, cols) = (row_counts.len() as u32, col_counts.len() as u32);
    match direction {
        Direction::Left => (tile.row, tile.rank_in_row),
        Direction::Right => (
            tile.row,
            cols - row_counts[tile.row as usize] + tile.rank_in_row,
        ),
        Direction::Up => (tile.rank_in_col, tile.col),
        Direction::Down => (
            rows - col_counts[tile.col as usize] + tile.rank_in_col,
            tile.col,
        ),
    }
}

/// Where `tile` is after the perpendicular tilts `first`, `second`.
/// O(rows + cols).
pub(super) fn after_two(
    row_counts: &[u32],
    col_counts: &[u32],
    tile: &PlacedTile,
    first: Direction,
    second: Direction,
) -> Spot {
    let (rows, cols) = (row_counts.len() as u32, col_counts.len() as u32);
    let (row, col) = after_one(row_counts, col_counts, tile, first);
    match first {
        Direction::Left | Direction::Right => {
            // Rows of C1 that hold a tile in column `col`.
            let holds = |r: usize| {
                let n = row_counts[r];
                if first == Direction::Left {
                    n > col
                } else {
                    n >= cols - col
                }
            };
            let above = (0..row as usize).filter(|&r| holds(r)).count() as u32;
            let height = above + (row as usize..rows as usize).filter(|&r| holds(r)).count() as u32;
            let top = if second == Direction::Up {
                0
            } else {
                rows - height
            };
            (top + above, col)
        }
        Direction::Up | Direction::Down => {
            let holds = |c: usize| {
                let n = col_counts[c];
                if first == Direction::Up {
                    n > row
                } else {
                    n >= rows - row
                }
            };
            let before = (0..col as usize).filter(|&c| holds(c)).count() as u32;
            let width = before + (col as usize..cols as usize).filter(|&c| holds(c)).count() as u32;
            let left = if second == Direction::Left {
                0
            } else {
                cols - width
            };
            (row, left + before)
        }
    }
}

/// A random board of 1 to `max_side` rows and columns, each square full
/// with odds `full_in` − 1 in `full_in`, and its full cells in reading
/// order.
#[cfg(test)]
pub(super) fn random_board(
    rng: &mut accessible_2048_engine::Pcg32,
    max_side: u32,
    full_in: u32,
) -> (Grid, Vec<Cell>) {
    let (rows, cols) = (
        1 + rng.below(max_side) as usize,
        1 + rng.below(max_side) as usize,
    );
    let cells: Vec<u8> = (0..rows * cols)
        .map(|_| u8::from(rng.below(full_in) > 0))
        .collect();
    let grid = Grid::from_exponents(rows, cols, cells).expect("a grid");
    let full = (0..rows * cols)
        .filter(|&i| grid.exponents()[i] != 0)
        .map(|i| Cell::new(i % cols, i / cols))
        .collect();
    (grid, full)
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::Pcg32;

    /// Ranks from one pass agree with ranks from scanning each tile's row
    /// and column, on grids and on configurations.
    #[test]
    fn one_pass_agrees_with_scans() {
        let mut rng = Pcg32::from_seed(64);
        for _ in 0..200 {
            let (grid, full) = random_board(&mut rng, 20, 3);
            let (rows, cols) = (grid.rows(), grid.cols());
            // Every full cell, in a shuffled order, with its reading rank.
            let mut picked: Vec<(Cell, TileId)> = full
                .iter()
                .enumerate()
                .map(|(i, &c)| (c, i as TileId))
                .collect();
            for i in (1..picked.len()).rev() {
                picked.swap(i, rng.below(i as u32 + 1) as usize);
            }
            let (cells, ids): (Vec<Cell>, Vec<TileId>) = picked.into_iter().unzip();
            let scanned = Placed::of_grid(
                &grid,
                &cells[..cells.len().min(SCANNED_TILES)],
                &ids[..ids.len().min(SCANNED_TILES)],
            );
            let squares: Vec<(u32, u32)> =
                cells.iter().map(|c| (c.row as u32, c.col as u32)).collect();
            let full_squares = full.iter().map(|c| (c.row as u32, c.col as u32));
            let passed = ranks_in_one_pass(rows, cols, full_squares, &squares, &ids);
            assert_eq!(scanned.tiles[..], passed[..scanned.tiles.len()]);
            let config = Configuration::from_grid(&grid);
            let many = Placed::of_configuration(&config, &ids);
            assert_eq!(many.tiles, passed);
            let few = Placed::of_configuration(&config, &ids[..ids.len().min(5)]);
            assert_eq!(few.tiles[..], passed[..few.tiles.len()]);
            assert_eq!(Placed::of_grid(&grid, &cells, &ids), many);
        }
    }
}
