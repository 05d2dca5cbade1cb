//! Today's UTC day as the clock tells it: the system clock, or the day or
//! time a test pins through the environment. This is an edge: the one
//! place that reads the clock for a day. The pure core (engine, analysis,
//! narration) never imports it; the day is handed to it.
//!
//! Reads the clock and the environment variables only; holds no game.

use std::time::{SystemTime, UNIX_EPOCH};

use crate::engine::Date;
use crate::error::AppError;

/// The environment variable that sets today's day for tests
/// (`2026-11-26`): a testing aid, so a test meets a known daily game.
pub const TODAY_VARIABLE: &str = "ACCESSIBLE_2048_TODAY";

/// The environment variable that names a file holding the clock's time
/// for tests, in seconds since 1970 UTC (negative before): a testing aid,
/// read at each look at the clock, so a test moves the time past midnight
/// (or before 1970, or beyond 9999) while the game runs by rewriting it.
pub const CLOCK_FILE_VARIABLE: &str = "ACCESSIBLE_2048_CLOCK_FILE";

/// A clock: today's UTC day as it reads at the moment it is asked (or why
/// it tells none).
pub type Clock = fn() -> Result<Date, WrongClock>;

/// Why the clock tells no day: it is set before 1970 or beyond the year
/// 9999.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrongClock {
    Before1970,
    After9999,
}

/// A clock that tells no day, where it stops a command: a failure of the
/// machine (exit status 1).
impl From<WrongClock> for AppError {
    fn from(wrong: WrongClock) -> Self {
        AppError::failure(match wrong {
            WrongClock::Before1970 => "the clock is set before 1970",
            WrongClock::After9999 => "the clock's date is beyond the year 9999",
        })
    }
}

/// Today's UTC day, from the clock (or from [`TODAY_VARIABLE`], when it
/// holds a date).
pub fn today() -> Result<Date, AppError> {
    Ok(clock_day()?)
}

/// Today's UTC day as the clock tells it now: from [`TODAY_VARIABLE`] when
/// it holds a date, else from the file [`CLOCK_FILE_VARIABLE`] names when
/// it holds a number, else from the system clock. Read anew at each call.
pub fn clock_day() -> Result<Date, WrongClock> {
    if let Some(date) = std::env::var(TODAY_VARIABLE)
        .ok()
        .and_then(|text| text.parse::<Date>().ok())
    {
        return Ok(date);
    }
    let pinned = std::env::var_os(CLOCK_FILE_VARIABLE)
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|text| text.trim().parse::<i64>().ok());
    let seconds = match pinned {
        Some(seconds) => u64::try_from(seconds).map_err(|_| WrongClock::Before1970)?,
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_err(|_| WrongClock::Before1970)?
            .as_secs(),
    };
    Date::from_unix_seconds(seconds).ok_or(WrongClock::After9999)
}
