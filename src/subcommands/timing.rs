//! Percentiles of measured durations, shared by the commands that time the
//! hint engine (`autoplay`, `bench`).

use std::time::Duration;

/// The nearest-rank percentile of sorted durations, in milliseconds (0 if
/// there are none).
pub fn percentile_ms(sorted: &[Duration], percent: usize) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (percent * sorted.len()).div_ceil(100).max(1);
    sorted[rank.min(sorted.len()) - 1].as_secs_f64() * 1000.0
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
}
