//! The board heard as tones: a row, a column or the whole board, one tone
//! per cell in reading order, placed by its column and pitched by its
//! tile's value, with a soft tick for an empty cell and a short gap between
//! rows. A 4×4 board takes under two seconds. Pure.

use crate::engine::Cell;

use super::earcons::EARCON_PEAK;
use super::place::{column_pan, value_pitch};
use super::synth::{Stereo, Timbre, Tone};

/// The time a row of any size takes (its cells share it), so a row can be
/// swept by ear in well under half a second and a 4×4 board in under two.
pub const ROW_MS: f32 = 380.0;
/// The longest a single cell takes (on small boards).
const CELL_MAX_MS: f32 = 95.0;
/// The pause between two rows (or two groups).
pub const GROUP_GAP_MS: f32 = 110.0;

/// How long one cell takes on a board `size` wide.
pub fn cell_ms(size: usize) -> f32 {
    (ROW_MS / size.max(1) as f32).min(CELL_MAX_MS)
}

/// One cell's sound: a bell at the tile's pitch, or a soft tick.
fn cell_tone(cell: Cell, value: u64, size: usize) -> Tone {
    let ms = cell_ms(size) * 0.85;
    let pan = column_pan(cell.col, size);
    if value == 0 {
        Tone::new(3000.0, ms.min(25.0), EARCON_PEAK * 0.25, Timbre::Noise)
            .pan(pan)
            .decay(4.0)
    } else {
        Tone::new(value_pitch(value), ms, EARCON_PEAK * 0.85, Timbre::Bell)
            .pan(pan)
            .decay(1.5)
    }
}

/// Groups of cells (each cell with its value, 0 for empty), one after the
/// other with a gap between groups.
pub fn cells(groups: &[Vec<(Cell, u64)>], size: usize) -> Stereo {
    let step = cell_ms(size);
    let mut out = Stereo::default();
    let mut at = 0.0;
    for (g, group) in groups.iter().enumerate() {
        if g > 0 {
            at += GROUP_GAP_MS;
        }
        for &(cell, value) in group {
            out.mix_at(&cell_tone(cell, value, size).render(), at);
            at += step;
        }
    }
    // Room for the last tone to end.
    let end = Stereo::silence(at);
    if end.frames() > out.frames() {
        out.mix_at(&end, 0.0);
    }
    out.clamped()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;
    use crate::sound::analysis::{balance, frequency, loudness};
    use crate::sound::synth::frames;

    fn rows(position: &str) -> (Vec<Vec<(Cell, u64)>>, usize) {
        let board = Board::parse(position).expect("test board");
        let n = board.size();
        let groups = (0..n)
            .map(|r| {
                (0..n)
                    .map(|c| (Cell::new(c, r), board.value(Cell::new(c, r))))
                    .collect()
            })
            .collect();
        (groups, n)
    }

    /// The part of a buffer from `start` ms for `ms` ms.
    fn slice(buffer: &Stereo, start: f32, ms: f32) -> Stereo {
        let s = buffer.samples();
        let from = (frames(start) * 2).min(s.len());
        let to = (frames(start + ms) * 2).min(s.len());
        Stereo::from_samples(s[from..to].to_vec())
    }

    #[test]
    fn a_whole_4x4_board_takes_under_two_seconds() {
        let (groups, n) = rows("2 4 8 16/32 64 128 256/512 1024 2048 4096/0 0 0 2");
        let heard = cells(&groups, n);
        assert!(heard.ms() <= 2000.0, "{}", heard.ms());
        let row = cells(&groups[..1], n);
        assert!(row.ms() <= 500.0, "{}", row.ms());
    }

    #[test]
    fn bigger_boards_take_no_longer_per_row() {
        for size in 3..=8 {
            let row: Vec<(Cell, u64)> = (0..size).map(|c| (Cell::new(c, 0), 2)).collect();
            assert!(cells(&[row], size).ms() <= ROW_MS + 1.0, "{size}");
        }
    }

    #[test]
    fn each_cell_is_placed_and_pitched() {
        let (groups, n) = rows("2 0 0 2048/0 0 0 0/0 0 0 0/0 0 0 0");
        let row = cells(&groups[..1], n);
        let step = cell_ms(n);
        let first = slice(&row, 0.0, step);
        let last = slice(&row, 3.0 * step, step);
        assert!(balance(&first) < -0.5, "{}", balance(&first));
        assert!(balance(&last) > 0.5, "{}", balance(&last));
        assert!(frequency(&last) > 2.5 * frequency(&first));
        let empty = slice(&row, step, step);
        assert!(loudness(&empty) < loudness(&first) / 2.0);
        assert!(loudness(&empty) > 0.0, "an empty cell ticks");
    }

    #[test]
    fn rows_are_separated_by_a_gap() {
        let (groups, n) = rows("2 2 2 2/2 2 2 2/0 0 0 0/0 0 0 0");
        let two = cells(&groups[..2], n);
        let gap_start = 4.0 * cell_ms(n) + 20.0;
        let gap = slice(&two, gap_start, GROUP_GAP_MS - 40.0);
        assert_eq!(loudness(&gap), 0.0);
    }

    #[test]
    fn on_an_8x8_board_the_pan_spreads_over_all_columns() {
        let (groups, n) = rows(
            "2 2 2 2 2 2 2 2/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/\
             0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0",
        );
        let row = cells(&groups[..1], n);
        let step = cell_ms(n);
        let balances: Vec<f32> = (0..n)
            .map(|c| balance(&slice(&row, c as f32 * step, step * 0.8)))
            .collect();
        assert!(balances.windows(2).all(|w| w[1] > w[0]), "{balances:?}");
        assert!(balances[0] < -0.5 && balances[n - 1] > 0.5);
    }
}
