//! Today's UTC day as the clock tells it: the system clock, or the day or
//! time a test pins through the environment. This is an edge: the one
//! place that reads the clock for a day. The pure core (engine, analysis,
//! narration) never imports it; the day is handed to it.
//!
//! Reads the clock, the environment variables and the clock file only
//! (that one bounded, and only if it is a regular file, so a pipe or a
//! device named there never holds the game up); holds no game.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;
use std::sync::Once;
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

/// The most of the clock file read: a number of seconds, and room for
/// spaces around it.
pub const CLOCK_FILE_MAX_BYTES: u64 = 64;

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
    let pinned = std::env::var_os(CLOCK_FILE_VARIABLE).and_then(|path| pinned_seconds(&path));
    let seconds = match pinned {
        Some(seconds) => u64::try_from(seconds).map_err(|_| WrongClock::Before1970)?,
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_err(|_| WrongClock::Before1970)?
            .as_secs(),
    };
    Date::from_unix_seconds(seconds).ok_or(WrongClock::After9999)
}

/// The seconds the clock file at `path` holds, if it holds a number. A
/// file that cannot be read as one (missing, not a regular file, longer
/// than [`CLOCK_FILE_MAX_BYTES`]) is said once on standard error, in one
/// line, and the system clock is read instead.
fn pinned_seconds(path: &std::ffi::OsStr) -> Option<i64> {
    match read_clock_file(Path::new(path)) {
        Ok(text) => text.trim().parse::<i64>().ok(),
        Err(error) => {
            static SAID: Once = Once::new();
            SAID.call_once(|| {
                eprintln!(
                    "accessible-2048: {CLOCK_FILE_VARIABLE} names {}, which cannot be read: \
                     {error}; the system clock is read",
                    Path::new(path).display()
                );
            });
            None
        }
    }
}

/// The text of the clock file: opened without waiting (a pipe with no
/// writer opens at once), refused unless it is a regular file, and read to
/// [`CLOCK_FILE_MAX_BYTES`] at most.
fn read_clock_file(path: &Path) -> io::Result<String> {
    let file = open_without_waiting(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other("it is not a regular file"));
    }
    let mut text = String::new();
    file.take(CLOCK_FILE_MAX_BYTES + 1)
        .read_to_string(&mut text)?;
    if text.len() as u64 > CLOCK_FILE_MAX_BYTES {
        return Err(io::Error::other(format!(
            "it is longer than {CLOCK_FILE_MAX_BYTES} bytes"
        )));
    }
    Ok(text)
}

#[cfg(unix)]
fn open_without_waiting(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
}

#[cfg(not(unix))]
fn open_without_waiting(path: &Path) -> io::Result<File> {
    File::open(path)
}
