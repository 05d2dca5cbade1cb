//! The fast 4×4 board of the search: sixteen 4-bit exponents in one `u64`,
//! slid with the precomputed [`RowTables`] (rows directly, columns through a
//! transposition).
//!
//! Nibble `4·row + col` holds the cell (col, row): A1 is nibble 0, D4 nibble
//! 15. A nibble holds exponents up to 15 (32768); a [`Board`] with a bigger
//! tile, or of another size, has no bitboard and is searched by the general
//! search instead. Two 32768s are never merged by [`Bitboard::slide_fast`]
//! (there is no nibble for 65536); [`Bitboard::slide`] reports such a slide
//! as [`Overflow`], so it agrees with the engine on every board it accepts.
//! Pure; no clock, no randomness.

use std::fmt;

use super::row_tables::{MAX_NIBBLE, RowTables, row_tables};
use accessible_2048_engine::{Board, Cell, Direction, Grid};

/// A 4×4 board of nibble exponents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bitboard(pub u64);

/// Why a [`Board`] has no [`Bitboard`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotNibbles {
    /// The board is not 4×4.
    Size(usize),
    /// A tile is above 32768.
    TileTooBig { cell: Cell, exponent: u8 },
}

impl fmt::Display for NotNibbles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotNibbles::Size(size) => write!(f, "the board is {size}×{size}, not 4×4"),
            NotNibbles::TileTooBig { cell, exponent } => {
                write!(f, "the tile at {cell} (2^{exponent}) is above 32768")
            }
        }
    }
}

impl std::error::Error for NotNibbles {}

/// The slide would merge two 32768s into 65536, which no nibble holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overflow;

const ROW_MASK: u64 = 0xffff;
/// The low bit of every nibble: one bit per cell.
const LOW_BITS: u64 = 0x1111_1111_1111_1111;

impl Bitboard {
    /// The bitboard of a 4×4 board whose tiles are all at most 32768.
    pub fn from_board(board: &Board) -> Result<Bitboard, NotNibbles> {
        if board.size() != 4 {
            return Err(NotNibbles::Size(board.size()));
        }
        let mut bits = 0u64;
        for (index, &exponent) in board.grid().exponents().iter().enumerate() {
            if exponent > MAX_NIBBLE {
                return Err(NotNibbles::TileTooBig {
                    cell: Cell::new(index % 4, index / 4),
                    exponent,
                });
            }
            bits |= u64::from(exponent) << (4 * index);
        }
        Ok(Bitboard(bits))
    }

    /// The engine's board with the same tiles.
    pub fn to_board(self) -> Board {
        let exponents = (0..16).map(|index| self.get(index)).collect();
        let grid = Grid::from_exponents(4, 4, exponents).expect("sixteen cells make a 4×4 grid");
        Board::from_grid(grid).expect("4×4 is a board size")
    }

    /// The exponent in nibble `index` (0..16).
    pub fn get(self, index: usize) -> u8 {
        ((self.0 >> (4 * index)) & 0xf) as u8
    }

    /// Row `row` (0 = top) as a 16-bit row, column A in nibble 0.
    pub fn row(self, row: usize) -> u16 {
        ((self.0 >> (16 * row)) & ROW_MASK) as u16
    }

    /// Rows become columns: the cell (col, row) moves to (row, col).
    pub fn transpose(self) -> Bitboard {
        let x = self.0;
        let a1 = x & 0xF0F0_0F0F_F0F0_0F0F;
        let a2 = x & 0x0000_F0F0_0000_F0F0;
        let a3 = x & 0x0F0F_0000_0F0F_0000;
        let a = a1 | (a2 << 12) | (a3 >> 12);
        let b1 = a & 0xFF00_FF00_00FF_00FF;
        let b2 = a & 0x00FF_00FF_0000_0000;
        let b3 = a & 0x0000_0000_FF00_FF00;
        Bitboard(b1 | (b2 >> 24) | (b3 << 24))
    }

    /// How many cells are empty.
    pub fn empty_count(self) -> u32 {
        let mut x = self.0;
        x |= x >> 2;
        x |= x >> 1;
        (!x & LOW_BITS).count_ones()
    }

    /// The highest exponent on the board.
    pub fn highest_exponent(self) -> u8 {
        (0..16).map(|index| self.get(index)).max().unwrap_or(0)
    }

    /// The board after a slide, leaving two 32768s unmerged. Looks the
    /// tables up on every call; a caller that slides many boards takes
    /// [`Slides`] once instead.
    #[inline]
    pub fn slide_fast(self, direction: Direction) -> Bitboard {
        Slides::new().slide(self, direction)
    }

    /// The board after a slide and the score it gains, exactly as the
    /// engine slides; [`Overflow`] if it would make a 65536.
    pub fn slide(self, direction: Direction) -> Result<(Bitboard, u64), Overflow> {
        let tables = row_tables();
        let lines = match direction {
            Direction::Left | Direction::Right => self,
            Direction::Up | Direction::Down => self.transpose(),
        };
        let mut gain = 0u64;
        for index in 0..4 {
            let row = usize::from(lines.row(index));
            if tables.overflows[row] {
                return Err(Overflow);
            }
            gain += u64::from(tables.score[row]);
        }
        Ok((slide_with(tables, self, direction), gain))
    }

    /// Whether the board has no legal slide (within nibbles).
    pub fn is_stuck(self) -> bool {
        Direction::ALL
            .iter()
            .all(|&direction| self.slide_fast(direction) == self)
    }
}

/// The fast slide with its tables in hand: take it once, outside the loop,
/// and every slide after that is a few table reads and shifts, with no
/// check that the tables exist (the search and `bench` slide this way).
/// Two 32768s are left unmerged, as by [`Bitboard::slide_fast`].
#[derive(Clone, Copy)]
pub struct Slides {
    tables: &'static RowTables,
}

impl Slides {
    /// The slides, building the tables first if no one has yet (a few
    /// milliseconds, once per process).
    pub fn new() -> Slides {
        Slides {
            tables: row_tables(),
        }
    }

    /// The row tables the slides read (the trainer reads their scores).
    pub fn tables(self) -> &'static RowTables {
        self.tables
    }

    /// The board after a slide.
    #[inline(always)]
    pub fn slide(self, board: Bitboard, direction: Direction) -> Bitboard {
        slide_with(self.tables, board, direction)
    }

    /// The board after each slide, in the order of [`Direction::ALL`]
    /// (left, right, up, down), transposing only once.
    #[inline(always)]
    pub fn slide_all(self, board: Bitboard) -> [Bitboard; 4] {
        let tables = self.tables;
        let b = board.0;
        let t = board.transpose().0;
        let row = |k: u32, x: u64| ((x >> (16 * k)) & ROW_MASK) as usize;
        let rows = |table: &[u16; 1 << 16]| {
            u64::from(table[row(0, b)])
                | u64::from(table[row(1, b)]) << 16
                | u64::from(table[row(2, b)]) << 32
                | u64::from(table[row(3, b)]) << 48
        };
        let columns = |table: &[u64; 1 << 16]| {
            table[row(0, t)]
                | table[row(1, t)] << 4
                | table[row(2, t)] << 8
                | table[row(3, t)] << 12
        };
        [
            Bitboard(rows(&tables.left)),
            Bitboard(rows(&tables.right)),
            Bitboard(columns(&tables.up)),
            Bitboard(columns(&tables.down)),
        ]
    }
}

impl Default for Slides {
    fn default() -> Slides {
        Slides::new()
    }
}

/// The slide through given tables (hoisted out of loops by the callers).
#[inline(always)]
fn slide_with(tables: &RowTables, board: Bitboard, direction: Direction) -> Bitboard {
    let b = board.0;
    let row = |k: u32, x: u64| ((x >> (16 * k)) & ROW_MASK) as usize;
    match direction {
        Direction::Left => Bitboard(
            u64::from(tables.left[row(0, b)])
                | u64::from(tables.left[row(1, b)]) << 16
                | u64::from(tables.left[row(2, b)]) << 32
                | u64::from(tables.left[row(3, b)]) << 48,
        ),
        Direction::Right => Bitboard(
            u64::from(tables.right[row(0, b)])
                | u64::from(tables.right[row(1, b)]) << 16
                | u64::from(tables.right[row(2, b)]) << 32
                | u64::from(tables.right[row(3, b)]) << 48,
        ),
        Direction::Up => {
            let t = board.transpose().0;
            Bitboard(
                tables.up[row(0, t)]
                    | tables.up[row(1, t)] << 4
                    | tables.up[row(2, t)] << 8
                    | tables.up[row(3, t)] << 12,
            )
        }
        Direction::Down => {
            let t = board.transpose().0;
            Bitboard(
                tables.down[row(0, t)]
                    | tables.down[row(1, t)] << 4
                    | tables.down[row(2, t)] << 8
                    | tables.down[row(3, t)] << 12,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(position: &str) -> Bitboard {
        Bitboard::from_board(&Board::parse(position).unwrap()).unwrap()
    }

    #[track_caller]
    fn check_slide(position: &str, direction: Direction, expected: &str, gain: u64) {
        let (next, score) = bits(position).slide(direction).unwrap();
        assert_eq!(next, bits(expected), "{position} {direction}");
        assert_eq!(score, gain, "{position} {direction}");
    }

    #[test]
    fn slides_in_every_direction() {
        let start = "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2";
        check_slide(
            start,
            Direction::Left,
            "4 4 0 0/0 0 0 0/8 16 0 0/4 2 0 0",
            32,
        );
        check_slide(
            start,
            Direction::Right,
            "0 0 4 4/0 0 0 0/0 0 8 16/0 0 2 4",
            32,
        );
        check_slide(start, Direction::Up, "2 2 8 4/4 4 2 8/2 0 0 2/0 0 0 0", 0);
        check_slide(start, Direction::Down, "0 0 0 0/2 0 0 4/4 2 8 8/2 4 2 2", 0);
    }

    #[test]
    fn converts_both_ways() {
        let board = Board::parse("2 0 0 32768/0 4 0 0/0 0 8 0/16 0 0 1024").unwrap();
        let fast = Bitboard::from_board(&board).unwrap();
        assert_eq!(fast.to_board(), board);
        assert_eq!(fast.get(3), 15);
        assert_eq!(fast.get(12), 4);
        assert_eq!(fast.empty_count(), 10);
        assert_eq!(fast.highest_exponent(), 15);
    }

    #[test]
    fn refuses_what_nibbles_cannot_hold() {
        let big = Board::parse("65536 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0").unwrap();
        assert_eq!(
            Bitboard::from_board(&big),
            Err(NotNibbles::TileTooBig {
                cell: Cell::new(0, 0),
                exponent: 16
            })
        );
        let small = Board::parse("2 0 0/0 0 0/0 0 0").unwrap();
        assert_eq!(Bitboard::from_board(&small), Err(NotNibbles::Size(3)));
        let pair = bits("32768 32768 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        assert_eq!(pair.slide(Direction::Left), Err(Overflow));
        assert_eq!(pair.slide(Direction::Up).unwrap().1, 0);
    }

    #[test]
    fn transpose_swaps_rows_and_columns() {
        let board = Bitboard(0xfedc_ba98_7654_3210);
        let t = board.transpose();
        for row in 0..4 {
            for col in 0..4 {
                assert_eq!(t.get(4 * col + row), board.get(4 * row + col));
            }
        }
        assert_eq!(t.transpose(), board);
    }

    #[test]
    fn all_four_slides_at_once_match_each_slide() {
        let slides = Slides::new();
        for position in [
            "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2",
            "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
            "32768 32768 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
        ] {
            let board = bits(position);
            let each = Direction::ALL.map(|direction| board.slide_fast(direction));
            assert_eq!(slides.slide_all(board), each, "{position}");
            for (k, direction) in Direction::ALL.into_iter().enumerate() {
                assert_eq!(slides.slide(board, direction), each[k], "{position}");
            }
        }
    }

    #[test]
    fn stuck_boards() {
        assert!(bits("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2").is_stuck());
        assert!(!bits("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 4").is_stuck());
        assert_eq!(bits("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2").empty_count(), 0);
    }
}
