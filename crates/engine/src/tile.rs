//! Tile values and the exponents they are stored as.
//!
//! A tile of value 2^k is stored as the exponent `k` (1..=[`MAX_EXPONENT`]);
//! 0 means an empty cell. Pure arithmetic, no I/O.

/// The largest exponent a tile may have: 2^40 (about 1.1 × 10^12).
///
/// Two tiles of this value do not merge, so no slide can ever overflow.
/// Real games on an 8×8 board stay far below it.
pub const MAX_EXPONENT: u8 = 40;

/// The value of a tile with exponent `exponent` (0 for an empty cell).
pub fn value_of(exponent: u8) -> u64 {
    if exponent == 0 { 0 } else { 1u64 << exponent }
}

/// The exponent of `value` if it is a tile value (a power of two from 2 to
/// 2^[`MAX_EXPONENT`]); 0 maps to `Some(0)` (empty).
pub fn exponent_of(value: u64) -> Option<u8> {
    if value == 0 {
        return Some(0);
    }
    if value < 2 || !value.is_power_of_two() {
        return None;
    }
    let exponent = value.trailing_zeros() as u8;
    (exponent <= MAX_EXPONENT).then_some(exponent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_exponents_round_trip() {
        for exponent in 0..=MAX_EXPONENT {
            assert_eq!(exponent_of(value_of(exponent)), Some(exponent));
        }
    }

    #[test]
    fn non_tiles_have_no_exponent() {
        for value in [1, 3, 6, 12, 1000, 1u64 << 41, u64::MAX] {
            assert_eq!(exponent_of(value), None, "{value}");
        }
    }
}
