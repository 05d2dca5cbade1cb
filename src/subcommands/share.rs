//! `accessible-2048 share [--daily] [--data-dir DIR] [--lang ID]`: prints
//! the shareable text of the last finished game kept in the data
//! directory (with `--daily`, of today's daily game: its result, the day's
//! first finished game, once it has one, else the game in progress; the
//! day read from the clock here): the day or the seed, score, highest tile, moves, undos,
//! one a line in the player's language, then the code on a line of its
//! own. Changes nothing.

use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::Args;

use crate::engine::{Date, Origin, RecordedGame, replay};
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::i18n::Localizer;
use crate::narration::{Message, share_facts, share_origin};
use crate::share::encode;
use crate::storage::{daily_results, kept_games, saved_daily_record};
use crate::subcommands::verify::refusal;

/// Prints the shareable text of the last finished game.
#[derive(Debug, Clone, Args)]
pub struct ShareArgs {
    /// Today's daily game (UTC day), finished or in progress, rather than the last finished game.
    #[arg(long)]
    pub daily: bool,
    /// Where the player's files are, and the language of the lines.
    #[command(flatten)]
    pub files: FilesOptions,
}

pub fn run(args: &ShareArgs, out: &mut dyn Write) -> Result<(), AppError> {
    args.files.check()?;
    let dir = args.files.data_dir()?;
    let kept = kept_games(&dir);
    let words = args.files.words();
    // A kept game's file that is not a game is set aside and said once.
    for notice in crate::narration::kept_games_set_aside(&kept.set_aside) {
        let _ = writeln!(std::io::stderr(), "{}", words.line(&notice));
    }
    let games: Vec<_> = kept.games.into_iter().map(|(_, game)| game).collect();
    let game = if args.daily {
        let today = today()?;
        // The day's result, once it has one: its first finished game (a
        // later game of the day, in progress or finished, is practice).
        let result = daily_results(&dir)
            .into_iter()
            .find(|result| result.date == today);
        let days_games = || {
            games
                .iter()
                .rev()
                .filter(|g| g.record().origin == Origin::Daily(today))
        };
        let finished = match result {
            Some(result) => days_games()
                .find(|g| g.game().score() == result.score)
                .or_else(|| days_games().next()),
            None => None,
        };
        let in_progress =
            || saved_daily_record(&dir, today).and_then(|record| replay(&record).ok());
        finished
            .cloned()
            .or_else(|| result.is_none().then(in_progress).flatten())
            .or_else(|| days_games().next().cloned())
            .ok_or_else(|| {
                refusal(
                    &words,
                    Message::new("share-no-daily").text("date", today.to_string()),
                )
            })?
    } else {
        games
            .into_iter()
            .next()
            .ok_or_else(|| refusal(&words, Message::new("share-none-finished")))?
    };
    for line in shared_text(&words, &game)? {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The lines of a game's shareable text: the result in words, then the
/// code.
pub fn shared_text(words: &Localizer, game: &RecordedGame) -> Result<Vec<String>, AppError> {
    let code = encode(game.record()).map_err(|_| refusal(words, Message::new("share-no-code")))?;
    let mut lines: Vec<String> = share_origin(game)
        .iter()
        .chain(&share_facts(game))
        .map(|line| words.line(line))
        .collect();
    lines.push(code);
    Ok(lines)
}

/// The environment variable that sets today's day for tests
/// (`2026-11-26`): a testing aid, so a test meets a known daily game.
pub const TODAY_VARIABLE: &str = "ACCESSIBLE_2048_TODAY";

/// The environment variable that names a file holding the clock's time
/// for tests, in seconds since 1970 UTC (negative before): a testing aid,
/// read at each look at the clock, so a test moves the time past midnight
/// (or before 1970, or beyond 9999) while the game runs by rewriting it.
pub const CLOCK_FILE_VARIABLE: &str = "ACCESSIBLE_2048_CLOCK_FILE";

/// Why the clock tells no day: it is set before 1970 or beyond the year
/// 9999.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrongClock {
    Before1970,
    After9999,
}

/// Today's UTC day, from the clock (or from [`TODAY_VARIABLE`], when it
/// holds a date).
pub fn today() -> Result<Date, AppError> {
    clock_day().map_err(|wrong| {
        AppError::failure(match wrong {
            WrongClock::Before1970 => "the clock is set before 1970",
            WrongClock::After9999 => "the clock's date is beyond the year 9999",
        })
    })
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
