//! A configuration (Section 2 of the paper): t tiles, each with its own
//! identity, on distinct squares of a `rows` × `cols` board of any size, and
//! the tilt that slides every tile maximally in one direction without
//! merging.
//!
//! The tilt runs in O(t + rows + cols) time, as in the proof of Theorem 4:
//! the tiles are kept in reading order (row by row from the top, left to
//! right) together with their squares, a horizontal tilt keeps that order,
//! and a vertical tilt regroups the tiles by column with a stable counting
//! sort and back by row with a second one. Every pass reads the tiles in
//! order, so even a million tiles tilt in milliseconds, and no board-sized
//! array is ever built: a few tiles on a 2000×2000 board cost almost nothing.
//!
//! Pure data and arithmetic: no I/O.

use std::fmt;

use accessible_2048_engine::{Cell, Direction, Grid};

/// The identity of a tile: its index in the reading order of the
/// configuration it was first built from. It stays with the tile through
/// every tilt, so special tiles can be followed.
pub type TileId = u32;

/// Where a tile is: zero-based row (0 = top row, row 1 in cell names) and
/// column (0 = column A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Square {
    pub row: u32,
    pub col: u32,
}

impl Square {
    pub fn cell(self) -> Cell {
        Cell::new(self.col as usize, self.row as usize)
    }
}

/// A tile and its square.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Entry {
    pub tile: TileId,
    pub row: u32,
    pub col: u32,
}

impl Entry {
    pub fn square(self) -> Square {
        Square {
            row: self.row,
            col: self.col,
        }
    }
}

/// Why tiles cannot form a configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigurationError {
    /// A side is zero, or the board has more squares than tile identities.
    BadSize { rows: usize, cols: usize },
    /// A tile lies outside the board.
    Outside { cell: Cell },
    /// Two tiles on one square.
    Overlap { cell: Cell },
}

impl fmt::Display for ConfigurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigurationError::BadSize { rows, cols } => {
                write!(f, "a {rows}×{cols} board is not supported")
            }
            ConfigurationError::Outside { cell } => write!(f, "{cell} is outside the board"),
            ConfigurationError::Overlap { cell } => write!(f, "two tiles on {cell}"),
        }
    }
}

impl std::error::Error for ConfigurationError {}

/// Tiles with identities on a `rows` × `cols` board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Configuration {
    rows: u32,
    cols: u32,
    /// Every tile once with its square, in reading order of the squares: by
    /// row from the top, then by column from the left. An entry's index is
    /// its *slot*; two configurations of the same shape have the same square
    /// at every slot.
    entries: Vec<Entry>,
}

impl Configuration {
    /// The tiles of a grid; tile identities are given in reading order, so
    /// the tile at the k-th occupied cell (row by row from A1) is tile k.
    pub fn from_grid(grid: &Grid) -> Configuration {
        let cols = grid.cols();
        let entries = grid
            .exponents()
            .iter()
            .enumerate()
            .filter(|&(_, &e)| e != 0)
            .enumerate()
            .map(|(tile, (i, _))| Entry {
                tile: tile as TileId,
                row: (i / cols) as u32,
                col: (i % cols) as u32,
            })
            .collect();
        Configuration {
            rows: grid.rows() as u32,
            cols: cols as u32,
            entries,
        }
    }

    /// Tiles at `cells`; the tile at `cells[k]` is tile k. In
    /// O(t + rows + cols) time.
    pub fn from_cells(
        rows: usize,
        cols: usize,
        cells: &[Cell],
    ) -> Result<Configuration, ConfigurationError> {
        let limit = u32::MAX as usize;
        if rows == 0 || cols == 0 || rows >= limit || cols >= limit || cells.len() >= limit {
            return Err(ConfigurationError::BadSize { rows, cols });
        }
        let mut entries = Vec::with_capacity(cells.len());
        for (tile, &cell) in cells.iter().enumerate() {
            if cell.row >= rows || cell.col >= cols {
                return Err(ConfigurationError::Outside { cell });
            }
            entries.push(Entry {
                tile: tile as TileId,
                row: cell.row as u32,
                col: cell.col as u32,
            });
        }
        let (mut by_col, mut sorted, mut starts) = (Vec::new(), Vec::new(), Vec::new());
        counting_sort(&entries, cols, |e| e.col as usize, &mut by_col, &mut starts);
        counting_sort(&by_col, rows, |e| e.row as usize, &mut sorted, &mut starts);
        let entries = sorted;
        for pair in entries.windows(2) {
            if pair[0].square() == pair[1].square() {
                return Err(ConfigurationError::Overlap {
                    cell: pair[0].square().cell(),
                });
            }
        }
        Ok(Configuration {
            rows: rows as u32,
            cols: cols as u32,
            entries,
        })
    }

    /// A configuration with no tiles, as a buffer for [`Self::tilt_into`].
    pub(crate) fn buffer() -> Configuration {
        Configuration {
            rows: 1,
            cols: 1,
            entries: Vec::new(),
        }
    }

    pub fn rows(&self) -> usize {
        self.rows as usize
    }

    pub fn cols(&self) -> usize {
        self.cols as usize
    }

    /// The number of tiles, t.
    pub fn tile_count(&self) -> usize {
        self.entries.len()
    }

    /// The tiles and their cells in reading order.
    pub fn tiles(&self) -> impl Iterator<Item = (TileId, Cell)> + '_ {
        self.entries.iter().map(|e| (e.tile, e.square().cell()))
    }

    pub(crate) fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The tile in slot `slot` (the `slot`-th in reading order).
    pub fn tile_in_slot(&self, slot: u32) -> TileId {
        self.entries[slot as usize].tile
    }

    /// `cells[tile]`: where each tile is. O(t).
    pub fn cells_by_tile(&self) -> Vec<Cell> {
        let mut cells = vec![Cell::new(0, 0); self.entries.len()];
        for e in &self.entries {
            cells[e.tile as usize] = e.square().cell();
        }
        cells
    }

    /// Where tile `tile` is (a scan: O(t); use [`Self::cells_by_tile`] for
    /// many tiles).
    pub fn cell_of(&self, tile: TileId) -> Cell {
        self.entries
            .iter()
            .find(|e| e.tile == tile)
            .map(|e| e.square().cell())
            .expect("no such tile")
    }

    /// The tile at `cell`, if any (binary search in the reading order).
    pub fn tile_at(&self, cell: Cell) -> Option<TileId> {
        self.entries
            .binary_search_by_key(&(cell.row, cell.col), |e| (e.row as usize, e.col as usize))
            .ok()
            .map(|i| self.entries[i].tile)
    }

    /// `slots[tile]`: the tile's rank in reading order.
    pub fn slots(&self) -> Vec<u32> {
        let mut slots = Vec::new();
        self.slots_into(&mut slots);
        slots
    }

    /// [`Self::slots`] into a buffer that is reused.
    pub(crate) fn slots_into(&self, slots: &mut Vec<u32>) {
        slots.clear();
        slots.resize(self.entries.len(), 0);
        for (slot, e) in self.entries.iter().enumerate() {
            slots[e.tile as usize] = slot as u32;
        }
    }

    /// Whether tiles `a` and `b` are on orthogonally adjacent squares. O(t).
    pub fn adjacent(&self, a: TileId, b: TileId) -> bool {
        let (a, b) = (self.cell_of(a), self.cell_of(b));
        a.row.abs_diff(b.row) + a.col.abs_diff(b.col) == 1
    }

    /// The grid of occupied cells, each holding `exponent(tile)`.
    pub fn to_grid(&self, exponent: impl Fn(TileId) -> u8) -> Grid {
        let mut grid = Grid::empty(self.rows(), self.cols());
        for e in &self.entries {
            grid.set(e.square().cell(), exponent(e.tile));
        }
        grid
    }

    /// Tilts the board towards `direction`: every tile slides as far as it
    /// can, no two tiles merge (the paper's tilt). O(t + rows + cols).
    pub fn tilt(&self, direction: Direction) -> Configuration {
        let mut tilted = Configuration::buffer();
        self.tilt_into(direction, &mut tilted, &mut TiltScratch::default());
        tilted
    }

    /// [`Self::tilt`] into `out`, reusing its memory and `scratch`'s (the
    /// solver tilts large boards dozens of times).
    pub(crate) fn tilt_into(
        &self,
        direction: Direction,
        out: &mut Configuration,
        scratch: &mut TiltScratch,
    ) {
        out.rows = self.rows;
        out.cols = self.cols;
        match direction {
            Direction::Left | Direction::Right => self.tilt_horizontally(direction, out),
            Direction::Up | Direction::Down => self.tilt_vertically(direction, out, scratch),
        }
    }

    /// A horizontal tilt: each row keeps its tiles in order and packs them
    /// against the left or right side. The reading order does not change.
    fn tilt_horizontally(&self, direction: Direction, out: &mut Configuration) {
        out.entries.clear();
        out.entries.extend_from_slice(&self.entries);
        for run in out.entries.chunk_by_mut(|a, b| a.row == b.row) {
            let first = match direction {
                Direction::Left => 0,
                _ => self.cols - run.len() as u32,
            };
            for (k, e) in run.iter_mut().enumerate() {
                e.col = first + k as u32;
            }
        }
    }

    /// A vertical tilt: a stable counting sort by column turns the reading
    /// order into columns read from the top; each column packs its tiles
    /// against the top or the bottom; a second stable counting sort, by the
    /// new row, restores the reading order.
    fn tilt_vertically(
        &self,
        direction: Direction,
        out: &mut Configuration,
        scratch: &mut TiltScratch,
    ) {
        let TiltScratch { by_column, starts } = scratch;
        counting_sort(
            &self.entries,
            self.cols as usize,
            |e| e.col as usize,
            by_column,
            starts,
        );
        for run in by_column.chunk_by_mut(|a, b| a.col == b.col) {
            let first = match direction {
                Direction::Up => 0,
                _ => self.rows - run.len() as u32,
            };
            for (k, e) in run.iter_mut().enumerate() {
                e.row = first + k as u32;
            }
        }
        counting_sort(
            by_column,
            self.rows as usize,
            |e| e.row as usize,
            &mut out.entries,
            starts,
        );
    }

    /// Applies `directions` one after another.
    pub fn tilt_all(&self, directions: impl IntoIterator<Item = Direction>) -> Configuration {
        directions
            .into_iter()
            .fold(self.clone(), |config, d| config.tilt(d))
    }
}

/// Buffers a vertical tilt needs besides its result, kept between tilts.
#[derive(Debug, Default)]
pub(crate) struct TiltScratch {
    by_column: Vec<Entry>,
    starts: Vec<usize>,
}

/// A stable counting sort of `entries` by `key` (each key below `buckets`)
/// into `sorted`, in O(len + buckets) time.
fn counting_sort(
    entries: &[Entry],
    buckets: usize,
    key: impl Fn(&Entry) -> usize,
    sorted: &mut Vec<Entry>,
    starts: &mut Vec<usize>,
) {
    starts.clear();
    starts.resize(buckets + 1, 0);
    for e in entries {
        starts[key(e) + 1] += 1;
    }
    for b in 0..buckets {
        starts[b + 1] += starts[b];
    }
    sorted.clear();
    sorted.resize(entries.len(), Entry::default());
    for e in entries {
        let k = key(e);
        sorted[starts[k]] = *e;
        starts[k] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes a configuration as text, tiles named by identity `a`, `b`, …
    fn picture(config: &Configuration) -> String {
        let grid = config.to_grid(|t| (t + 1) as u8);
        grid.exponents()
            .chunks(config.cols())
            .map(|row| {
                row.iter()
                    .map(|&e| if e == 0 { '.' } else { (b'a' + e - 1) as char })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// A configuration from a picture like "a.b/..c": letters are tiles.
    fn from_picture(text: &str) -> Configuration {
        let rows: Vec<&str> = text.split('/').collect();
        let mut cells: Vec<(u8, Cell)> = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.bytes().enumerate() {
                if ch != b'.' {
                    cells.push((ch - b'a', Cell::new(c, r)));
                }
            }
        }
        cells.sort();
        let cells: Vec<Cell> = cells.into_iter().map(|(_, c)| c).collect();
        Configuration::from_cells(rows.len(), rows[0].len(), &cells).unwrap()
    }

    #[track_caller]
    fn check_tilt(before: &str, direction: Direction, after: &str) {
        let config = from_picture(before);
        assert_eq!(picture(&config), before, "round trip");
        let tilted = config.tilt(direction);
        assert_eq!(picture(&tilted), after, "{before} tilted {direction}");
        let cells: Vec<Cell> = tilted.tiles().map(|(_, c)| c).collect();
        let mut sorted = cells.clone();
        sorted.sort_by_key(|c| (c.row, c.col));
        assert_eq!(sorted, cells, "reading order kept");
    }

    #[test]
    fn tilts_table() {
        check_tilt("a.b/..c/d..", Direction::Left, "ab./c../d..");
        check_tilt("a.b/..c/d..", Direction::Right, ".ab/..c/..d");
        check_tilt("a.b/..c/d..", Direction::Up, "a.b/d.c/...");
        check_tilt("a.b/..c/d..", Direction::Down, ".../a.b/d.c");
        check_tilt(".a./b.c/.d.", Direction::Up, "bac/.d./...");
        check_tilt(".a./b.c/.d.", Direction::Down, ".../.a./bdc");
        check_tilt("a", Direction::Down, "a");
        check_tilt("..a.b", Direction::Left, "ab...");
        check_tilt("a/./b", Direction::Down, "./a/b");
    }

    #[test]
    fn from_cells_rejects_bad_tiles() {
        let c = |col, row| Cell::new(col, row);
        assert_eq!(
            Configuration::from_cells(2, 2, &[c(0, 0), c(2, 0)]),
            Err(ConfigurationError::Outside { cell: c(2, 0) })
        );
        assert_eq!(
            Configuration::from_cells(2, 2, &[c(1, 1), c(1, 1)]),
            Err(ConfigurationError::Overlap { cell: c(1, 1) })
        );
        assert!(Configuration::from_cells(0, 2, &[]).is_err());
    }

    #[test]
    fn tile_at_finds_tiles() {
        let config = from_picture("a.b/..c");
        assert_eq!(config.tile_at(Cell::new(2, 0)), Some(1));
        assert_eq!(config.tile_at(Cell::new(2, 1)), Some(2));
        assert_eq!(config.tile_at(Cell::new(1, 0)), None);
    }
}
