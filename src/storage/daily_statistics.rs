//! The daily games' figures, worked out from the days' results: days
//! played, best daily score, the current streak of days played in a row
//! (up to today or yesterday) and the longest. Each day counts once,
//! whatever the number of results stored for it: its first is its result.
//! Pure: today's date comes from outside.

use std::collections::BTreeMap;

use crate::engine::Date;

/// One daily game's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailyResult {
    pub date: Date,
    pub score: u64,
}

/// The figures of the daily games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DailyStatistics {
    pub days_played: u64,
    pub best_score: u64,
    /// Days in a row up to today (or up to yesterday, while today's game
    /// may still be played).
    pub current_streak: u64,
    pub longest_streak: u64,
}

/// The figures of `results` on the day `today`.
pub fn daily_statistics(results: &[DailyResult], today: Date) -> DailyStatistics {
    let mut days: BTreeMap<u32, u64> = BTreeMap::new();
    for result in results {
        days.entry(result.date.days_since_epoch())
            .or_insert(result.score);
    }
    let mut longest = 0;
    let mut run = 0;
    let mut previous: Option<u32> = None;
    for &day in days.keys() {
        run = if previous.is_some_and(|p| p + 1 == day) {
            run + 1
        } else {
            1
        };
        longest = longest.max(run);
        previous = Some(day);
    }
    let today = today.days_since_epoch();
    let current = match previous {
        Some(last) if last == today || last + 1 == today => run,
        _ => 0,
    };
    DailyStatistics {
        days_played: days.len() as u64,
        best_score: days.values().copied().max().unwrap_or(0),
        current_streak: current,
        longest_streak: longest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Days played with their scores, today, and the figures expected.
    type Case = (
        &'static [(&'static str, u64)],
        &'static str,
        (u64, u64, u64, u64),
    );

    fn day(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn streaks_days_and_best_from_a_table() {
        // (days played with scores, today) → (days, best, current, longest)
        let table: [Case; 7] = [
            (&[], "2026-11-26", (0, 0, 0, 0)),
            (&[("2026-11-26", 500)], "2026-11-26", (1, 500, 1, 1)),
            (&[("2026-11-25", 500)], "2026-11-26", (1, 500, 1, 1)),
            (&[("2026-11-24", 500)], "2026-11-26", (1, 500, 0, 1)),
            (
                &[
                    ("2026-11-26", 100),
                    ("2026-11-26", 900),
                    ("2026-11-25", 300),
                ],
                "2026-11-26",
                (2, 300, 2, 2),
            ),
            (
                &[
                    ("2026-12-31", 1),
                    ("2027-01-01", 2),
                    ("2027-01-02", 3),
                    ("2027-01-05", 4),
                ],
                "2027-01-05",
                (4, 4, 1, 3),
            ),
            (
                &[("2028-02-28", 1), ("2028-02-29", 2), ("2028-03-01", 3)],
                "2028-03-02",
                (3, 3, 3, 3),
            ),
        ];
        for (played, today, (days, best, current, longest)) in table {
            let results: Vec<DailyResult> = played
                .iter()
                .map(|&(date, score)| DailyResult {
                    date: day(date),
                    score,
                })
                .collect();
            assert_eq!(
                daily_statistics(&results, day(today)),
                DailyStatistics {
                    days_played: days,
                    best_score: best,
                    current_streak: current,
                    longest_streak: longest,
                },
                "{played:?} on {today}"
            );
        }
    }
}
