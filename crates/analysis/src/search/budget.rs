//! The search's view of time: a "time is up?" callback from the caller,
//! asked only every so many nodes (asking a clock costs more than a node).
//! Once it has said yes, the budget stays spent.
//!
//! The callback is the only way time enters the search; nothing here reads a
//! clock itself.

/// A time limit that the caller checks on the search's behalf.
pub struct Budget<'a> {
    time_up: &'a mut dyn FnMut() -> bool,
    interval: u32,
    countdown: u32,
    spent: bool,
}

impl<'a> Budget<'a> {
    /// Asks `time_up` once every `interval` ticks (at least 1).
    pub fn new(time_up: &'a mut dyn FnMut() -> bool, interval: u32) -> Budget<'a> {
        let interval = interval.max(1);
        Budget {
            time_up,
            interval,
            countdown: interval,
            spent: false,
        }
    }

    /// Counts one unit of work; true once the time is up.
    #[inline]
    pub fn tick(&mut self) -> bool {
        if !self.spent {
            self.countdown -= 1;
            if self.countdown == 0 {
                self.countdown = self.interval;
                self.spent = (self.time_up)();
            }
        }
        self.spent
    }

    /// Asks the callback now (unless the time is already up); true once the
    /// time is up. The searches ask before every deeper iteration.
    pub fn check_now(&mut self) -> bool {
        if !self.spent {
            self.countdown = self.interval;
            self.spent = (self.time_up)();
        }
        self.spent
    }

    /// Whether the time ran out (without counting work).
    pub fn is_spent(&self) -> bool {
        self.spent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asks_every_interval_and_stays_spent() {
        let mut asked = 0;
        let mut time_up = || {
            asked += 1;
            asked == 3
        };
        let mut budget = Budget::new(&mut time_up, 4);
        let ticks: Vec<bool> = (0..14).map(|_| budget.tick()).collect();
        assert!(budget.is_spent());
        // Asked at ticks 4, 8 and 12 (1-based); yes on the third question.
        let first_spent = ticks.iter().position(|&spent| spent);
        assert_eq!(first_spent, Some(11));
        assert!(budget.check_now());
        assert_eq!(asked, 3);
    }
}
