//! Where and how high: the stereo place of a column and the pitch of a row
//! or of a tile's value, shared by every earcon and by the board heard as
//! tones. Pure arithmetic.

/// How far to the sides the outer columns sit (1 would be one speaker
/// only; a little less keeps both ears engaged).
const PAN_WIDTH: f32 = 0.9;
/// The pitch of the top row; lower rows are lower, spread over an octave.
const TOP_ROW_HZ: f32 = 1046.5;
/// The pitch of a 2 (exponent 1); each doubling is two semitones higher.
const TWO_HZ: f32 = 262.0;
const SEMITONES_PER_EXPONENT: f32 = 2.0;

/// The place of `col` on a board `size` wide, from -0.9 (column A, left) to
/// 0.9 (the last column, right), spread evenly whatever the size.
pub fn column_pan(col: usize, size: usize) -> f32 {
    if size < 2 {
        return 0.0;
    }
    let t = col.min(size - 1) as f32 / (size - 1) as f32;
    (t * 2.0 - 1.0) * PAN_WIDTH
}

/// The pitch of `row` on a board `size` tall: the top row highest, the
/// bottom row an octave lower.
pub fn row_pitch(row: usize, size: usize) -> f32 {
    if size < 2 {
        return TOP_ROW_HZ;
    }
    let t = row.min(size - 1) as f32 / (size - 1) as f32;
    TOP_ROW_HZ / 2f32.powf(t)
}

/// The pitch of a tile of `value` (a power of two): a 2 is middle C and
/// every doubling two semitones higher, so 2048 is an F an octave and a
/// half above.
pub fn value_pitch(value: u64) -> f32 {
    let exponent = value.max(2).ilog2() as f32;
    TWO_HZ * 2f32.powf((exponent - 1.0) * SEMITONES_PER_EXPONENT / 12.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_spread_from_left_to_right_on_every_size() {
        for size in 3..=8 {
            let pans: Vec<f32> = (0..size).map(|c| column_pan(c, size)).collect();
            assert!((pans[0] + PAN_WIDTH).abs() < 1e-6);
            assert!((pans[size - 1] - PAN_WIDTH).abs() < 1e-6);
            assert!(pans.windows(2).all(|w| w[1] > w[0]), "{pans:?}");
        }
        assert_eq!(column_pan(0, 1), 0.0);
    }

    #[test]
    fn rows_fall_and_values_rise() {
        assert!((row_pitch(0, 4) - TOP_ROW_HZ).abs() < 0.01);
        assert!((row_pitch(3, 4) - TOP_ROW_HZ / 2.0).abs() < 0.01);
        assert!(row_pitch(1, 4) > row_pitch(2, 4));
        let pitches: Vec<f32> = (1..=17).map(|e| value_pitch(1 << e)).collect();
        assert!(pitches.windows(2).all(|w| w[1] > w[0]));
        assert!((value_pitch(2) - TWO_HZ).abs() < 0.01);
        assert!((value_pitch(8) / value_pitch(2) - 2f32.powf(4.0 / 12.0)).abs() < 1e-3);
        assert_eq!(value_pitch(0), value_pitch(2));
    }
}
