//! When a hint must stop looking, on a machine that may be busy: the search
//! time of the budget ([`search_time`](super::search_time)), less the
//! longest gap seen so far between two looks at the clock. On a busy
//! machine the process loses its core for milliseconds at a time; a search
//! that looks at the clock just before losing it would otherwise answer that
//! much late. The gap kept back is at most half the budget, so a hint always
//! searches for a while.
//!
//! The caller reads its clock and hands the instants in; nothing here reads
//! a clock itself.

use std::time::{Duration, Instant};

use super::search_time;

/// A hint's deadline that learns how late the next look at the clock may
/// come.
#[derive(Debug, Clone, Copy)]
pub struct Deadline {
    end: Instant,
    last: Instant,
    worst_gap: Duration,
    most_kept_back: Duration,
}

impl Deadline {
    /// A deadline for an answer due `budget` after `start`.
    pub fn new(start: Instant, budget: Duration) -> Deadline {
        Deadline {
            end: start + search_time(budget),
            last: start,
            worst_gap: Duration::ZERO,
            most_kept_back: budget / 2,
        }
    }

    /// Whether the search must stop, looking at the clock at `now`.
    pub fn is_up(&mut self, now: Instant) -> bool {
        let gap = now.saturating_duration_since(self.last);
        self.last = now;
        self.worst_gap = self.worst_gap.max(gap);
        now + self.worst_gap.min(self.most_kept_back) >= self.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first look (milliseconds after the start) at which a 100 ms
    /// deadline says the time is up.
    fn first_up(looks: impl IntoIterator<Item = u64>) -> Option<u64> {
        let start = Instant::now();
        let mut deadline = Deadline::new(start, Duration::from_millis(100));
        looks
            .into_iter()
            .find(|&at| deadline.is_up(start + Duration::from_millis(at)))
    }

    #[test]
    fn the_longest_gap_is_kept_back_up_to_half_the_budget() {
        // Looks every millisecond: stop when the next one would pass 95 ms.
        assert_eq!(first_up(1..=100), Some(94));
        // The core lost for 30 ms once: stop 30 ms before the search time.
        assert_eq!(first_up((1..=10).chain(40..=100)), Some(65));
        // Lost for 70 ms: half the budget is kept back, no more.
        assert_eq!(first_up([1].into_iter().chain(71..=100)), Some(71));
        assert_eq!(first_up(1..=40), None);
    }
}
