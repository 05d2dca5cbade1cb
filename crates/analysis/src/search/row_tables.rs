//! Precomputed answers for every one of the 65,536 possible rows of four
//! 4-bit exponents: the row after a slide left or right, the same as a
//! column for up and down, the score a slide gains, whether it would create
//! a tile too big for a nibble, and the heuristic score of the row.
//!
//! Built once, on first use, from the engine's own line routine
//! ([`slide_line`]), so the fast path cannot disagree with the rules. Pure
//! data; nothing here knows about clocks or games.

use std::sync::OnceLock;

use super::heuristic::line_score;
use accessible_2048_engine::slide_line;
use accessible_2048_memory::out_of_memory::fallibly;

/// The highest exponent a nibble holds: 2^15 = 32768.
pub const MAX_NIBBLE: u8 = 15;

/// Number of distinct rows.
const ROWS: usize = 1 << 16;

/// Every table, indexed by a row: nibble 0 (lowest bits) is column A.
pub struct RowTables {
    /// The row after a slide left (towards nibble 0).
    pub left: Box<[u16; ROWS]>,
    /// The row after a slide right (towards nibble 3).
    pub right: Box<[u16; ROWS]>,
    /// The row, read as a column top to bottom, after a slide up, with
    /// nibble k moved to bits 16k.. (row k of a board).
    pub up: Box<[u64; ROWS]>,
    /// Likewise after a slide down.
    pub down: Box<[u64; ROWS]>,
    /// The score a slide left gains (a slide right gains the same: a run of
    /// equal tiles gives the same merges from either end).
    pub score: Box<[u32; ROWS]>,
    /// Whether the row holds two 32768s that a slide either way would merge
    /// into 65536, which no nibble holds. The other tables leave such a
    /// pair unmerged.
    pub overflows: Box<[bool; ROWS]>,
    /// [`line_score`] of the row.
    pub heuristic: Box<[f32; ROWS]>,
}

/// The tables, built on first call (a few milliseconds). Panics if there is
/// not memory enough for them; the hint asks [`try_row_tables`].
pub fn row_tables() -> &'static RowTables {
    try_row_tables().expect("memory for the row tables (1.9 MB)")
}

/// The tables, built on first call; `None` while the memory for them
/// cannot be had (asked again on the next call).
pub fn try_row_tables() -> Option<&'static RowTables> {
    static TABLES: OnceLock<RowTables> = OnceLock::new();
    if let Some(tables) = TABLES.get() {
        return Some(tables);
    }
    let built = RowTables::build()?;
    Some(TABLES.get_or_init(|| built))
}

/// The four exponents of `row`, nibble 0 first.
pub fn unpack_row(row: u16) -> [u8; 4] {
    [0, 1, 2, 3].map(|k| ((row >> (4 * k)) & 0xf) as u8)
}

/// The row holding `line`, element 0 in nibble 0. Exponents must be ≤ 15.
pub fn pack_row(line: [u8; 4]) -> u16 {
    line.iter()
        .enumerate()
        .fold(0u16, |row, (k, &e)| row | (u16::from(e) << (4 * k)))
}

/// The row read from the other end: nibble k becomes nibble 3 - k.
fn reverse_row(row: u16) -> u16 {
    (row >> 12) | ((row >> 4) & 0x00f0) | ((row << 4) & 0x0f00) | (row << 12)
}

/// A row's nibbles spread to bits 16k.., as a column of a board.
fn row_to_column(row: u16) -> u64 {
    (0..4).fold(0u64, |column, k| {
        column | (u64::from((row >> (4 * k)) & 0xf) << (16 * k))
    })
}

/// Slides `line` towards element 0 as the engine does, except that two
/// 32768s stay apart. Returns the new line, the score, and whether the engine
/// would have merged two 32768s.
fn slide_towards_start(line: [u8; 4]) -> ([u8; 4], u32, bool) {
    // A pair of 15s merges in the engine exactly when, once the gaps are
    // dropped, it stands at an even offset within a run of 15s. Splitting
    // every run of 15s with a sentinel the engine never merges keeps the
    // engine's own routine as the single source of the rules.
    let tiles: Vec<u8> = line.iter().copied().filter(|&e| e != 0).collect();
    let overflows = tiles.windows(2).any(|w| w == [MAX_NIBBLE, MAX_NIBBLE]);
    let mut result = [0u8; 4];
    let mut score = 0u32;
    let mut at = 0;
    let mut i = 0;
    while i < tiles.len() {
        // Hand the engine one stretch without a pair of 15s at a time.
        let mut end = i + 1;
        while end < tiles.len() && !(tiles[end] == MAX_NIBBLE && tiles[end - 1] == MAX_NIBBLE) {
            end += 1;
        }
        let slid = slide_line(&tiles[i..end]);
        for &e in slid.line.iter().filter(|&&e| e != 0) {
            result[at] = e;
            at += 1;
        }
        score += u32::try_from(slid.score_gain).expect("a row's score fits in u32");
        i = end;
    }
    (result, score, overflows)
}

impl RowTables {
    /// The tables, or `None` if their memory cannot be had.
    fn build() -> Option<RowTables> {
        let mut left = boxed(0u16)?;
        let mut right = boxed(0u16)?;
        let mut up = boxed(0u64)?;
        let mut down = boxed(0u64)?;
        let mut score = boxed(0u32)?;
        let mut overflows = boxed(false)?;
        let mut heuristic = boxed(0f32)?;
        for index in 0..ROWS {
            let line = unpack_row(index as u16);
            let (slid_left, gain, overflow) = slide_towards_start(line);
            left[index] = pack_row(slid_left);
            score[index] = gain;
            overflows[index] = overflow;
            heuristic[index] = line_score(&line);
        }
        // A slide right is a slide left of the mirrored row, mirrored back.
        for index in 0..ROWS {
            let mirrored = usize::from(reverse_row(index as u16));
            right[index] = reverse_row(left[mirrored]);
            up[index] = row_to_column(left[index]);
            down[index] = row_to_column(right[index]);
        }
        Some(RowTables {
            left,
            right,
            up,
            down,
            score,
            overflows,
            heuristic,
        })
    }
}

/// A heap array of [`ROWS`] copies of `fill` (too big for the stack), or
/// `None` if the memory cannot be had.
fn boxed<T: Copy>(fill: T) -> Option<Box<[T; ROWS]>> {
    let mut cells = Vec::new();
    fallibly(|| cells.try_reserve_exact(ROWS)).ok()?;
    cells.resize(ROWS, fill);
    cells.into_boxed_slice().try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_left(line: [u8; 4], expected: [u8; 4], gain: u32) {
        let tables = row_tables();
        let row = pack_row(line) as usize;
        assert_eq!(unpack_row(tables.left[row]), expected, "{line:?} left");
        assert_eq!(tables.score[row], gain, "{line:?} score");
    }

    #[test]
    fn rows_slide_left_as_the_rules_say() {
        // [2,2,2,0] → [4,2,0,0]; [2,2,2,2] → [4,4,0,0]; [4,4,8,8] → [8,16,0,0];
        // [2,0,2,4] → [4,4,0,0] (exponents).
        check_left([1, 1, 1, 0], [2, 1, 0, 0], 4);
        check_left([1, 1, 1, 1], [2, 2, 0, 0], 8);
        check_left([2, 2, 3, 3], [3, 4, 0, 0], 24);
        check_left([1, 0, 1, 2], [2, 2, 0, 0], 4);
        check_left([0, 0, 0, 0], [0, 0, 0, 0], 0);
        check_left([14, 14, 15, 0], [15, 15, 0, 0], 32768);
    }

    #[test]
    fn two_32768s_stay_apart_and_are_flagged() {
        let tables = row_tables();
        for (line, expected) in [
            ([15u8, 15, 0, 0], [15u8, 15, 0, 0]),
            ([15, 0, 15, 1], [15, 15, 1, 0]),
            ([15, 15, 15, 15], [15, 15, 15, 15]),
            ([1, 1, 15, 15], [2, 15, 15, 0]),
        ] {
            let row = pack_row(line) as usize;
            assert!(tables.overflows[row], "{line:?}");
            assert_eq!(unpack_row(tables.left[row]), expected, "{line:?}");
        }
        assert!(!tables.overflows[pack_row([15, 14, 15, 0]) as usize]);
    }

    #[test]
    fn right_mirrors_left_and_columns_spread_rows() {
        let tables = row_tables();
        let row = pack_row([1, 1, 2, 0]);
        assert_eq!(unpack_row(tables.right[row as usize]), [0, 0, 2, 2]);
        assert_eq!(tables.up[row as usize], 2 | (2 << 16));
        assert_eq!(reverse_row(0x4321), 0x1234);
    }
}
