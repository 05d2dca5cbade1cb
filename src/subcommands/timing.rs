//! Percentiles of measured values, the one definition shared by the
//! commands that time the hint engine (`autoplay`, `bench`) and by every
//! benchmark, so that their figures compare. Pure: no clock is read here.

use std::time::Duration;

/// How the percentiles are taken, for the heading of measured figures.
pub const PERCENTILE_DEFINITION: &str = "percentiles by nearest rank";

/// The nearest-rank percentile of sorted values: the smallest value with at
/// least `percent` per cent of the values at or below it (`None` if there
/// are none; the first value at 0 per cent, the largest at 100).
pub fn nearest_rank<T: Copy>(sorted: &[T], percent: f64) -> Option<T> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (percent * sorted.len() as f64 / 100.0).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

/// The nearest-rank percentile of sorted durations, in milliseconds (0 if
/// there are none).
pub fn percentile_ms(sorted: &[Duration], percent: usize) -> f64 {
    nearest_rank(sorted, percent as f64).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(values: &[u64]) -> Vec<Duration> {
        values.iter().map(|&v| Duration::from_millis(v)).collect()
    }

    #[test]
    fn percentiles_use_the_nearest_rank() {
        let sorted = ms(&(1..=100).collect::<Vec<_>>());
        assert_eq!(percentile_ms(&sorted, 50), 50.0);
        assert_eq!(percentile_ms(&sorted, 99), 99.0);
        assert_eq!(percentile_ms(&ms(&[3, 7]), 50), 3.0);
        assert_eq!(percentile_ms(&ms(&[3, 7]), 99), 7.0);
        assert_eq!(percentile_ms(&[], 50), 0.0);
    }

    #[test]
    fn nearest_rank_takes_any_percent_and_any_value() {
        let thousand: Vec<u32> = (1..=1000).collect();
        for (percent, expected) in [
            (0.0, 1),
            (50.0, 500),
            (99.0, 990),
            (99.9, 999),
            (100.0, 1000),
        ] {
            assert_eq!(
                nearest_rank(&thousand, percent),
                Some(expected),
                "{percent}"
            );
        }
        let seconds = [0.5, 1.5, 2.5];
        assert_eq!(nearest_rank(&seconds, 50.0), Some(1.5));
        assert_eq!(nearest_rank(&seconds, 90.0), Some(2.5));
        assert_eq!(nearest_rank::<f64>(&[], 50.0), None);
    }
}
