//! The daily games' line of the statistics: days played, best daily score,
//! current and longest streak of days played, in one short line. Message
//! ids and numbers only; the figures come from storage's
//! [`DailyStatistics`].

use crate::storage::DailyStatistics;

use super::message::{Announcement, Message};

/// "daily games: 12 days, best 24000, streak 3, longest 7".
pub fn daily_statistics_line(figures: &DailyStatistics) -> Announcement {
    Announcement::one(
        Message::new("share-daily-stats")
            .num("days", figures.days_played)
            .num("best", figures.best_score)
            .num("streak", figures.current_streak)
            .num("longest", figures.longest_streak),
    )
}
