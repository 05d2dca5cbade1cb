//! `accessible-2048 share [--daily] [--data-dir DIR] [--lang ID]`: prints
//! the shareable text of the last finished game kept in the data
//! directory (with `--daily`, of today's daily game: its result, the day's
//! first finished game, once it has one, else the game in progress; the
//! day read from the clock here): the day or the seed, score, highest tile, moves, undos,
//! one a line in the player's language, then the code on a line of its
//! own. Without `--daily` only the newest kept game that reads is read.
//! Changes nothing.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use crate::clock::today;
use crate::engine::{Origin, RecordedGame, replay};
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::i18n::Localizer;
use crate::narration::{Message, daily_date};
use crate::replay_choice::say_set_aside;
use crate::shared_game::{refusal, shared_text, shared_text_with_code};
use crate::storage::{
    KeptEntry, Reading, daily_results, kept_by_heads, kept_games_until, saved_daily_record,
};

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
    let words = args.files.words();
    let lines = if args.daily {
        days_text(&dir, &words)?
    } else {
        newest_text(&dir, &words)?
    };
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The shared text of the newest kept game: it alone is read, and its
/// code printed as it was kept.
fn newest_text(dir: &Path, words: &Localizer) -> Result<Vec<String>, AppError> {
    let kept = kept_games_until(dir, |_| true);
    say_set_aside(words, &kept.set_aside);
    let (path, game) = kept
        .games
        .into_iter()
        .next()
        .ok_or_else(|| refusal(words, Message::new("share-none-finished")))?;
    Ok(match std::fs::read_to_string(&path) {
        Ok(code) if code.trim().starts_with("2048") => {
            shared_text_with_code(words, &game, code.trim().to_string())
        }
        _ => shared_text(words, &game)?,
    })
}

/// The shared text of today's daily game: its result, once it has one,
/// else the game in progress.
fn days_text(dir: &Path, words: &Localizer) -> Result<Vec<String>, AppError> {
    let today = today()?;
    // Only the day's games are replayed: the others are known by their
    // codes' heads.
    let kept = kept_by_heads(dir, |head, _| {
        if head.origin == Origin::Daily(today) {
            Reading::Whole
        } else {
            Reading::Skip
        }
    });
    say_set_aside(words, &kept.set_aside);
    let kept: Vec<(PathBuf, RecordedGame)> = kept
        .entries
        .into_iter()
        .filter_map(|(path, entry)| match entry {
            KeptEntry::Game(game) => Some((path, game)),
            KeptEntry::Head(_) => None,
        })
        .collect();
    let games: Vec<&RecordedGame> = kept.iter().map(|(_, game)| game).collect();
    let game = {
        // The day's result, once it has one: its first finished game (a
        // later game of the day, in progress or finished, is practice).
        let result = daily_results(dir)
            .into_iter()
            .find(|result| result.date == today);
        let days_games = || {
            games
                .iter()
                .rev()
                .filter(|g| g.record().origin == Origin::Daily(today))
        };
        let date = || vec![daily_date(today)];
        match result {
            // Only the finished game that scored the result is the day's:
            // a practice game after a lost record is not. None kept: its
            // game lost its record.
            Some(result) => days_games()
                .find(|g| g.game().is_over() && g.game().score() == result.score)
                .map(|game| (*game).clone())
                .ok_or_else(|| {
                    let lost = Message::new("share-daily-record-lost").num("score", result.score);
                    refusal(words, lost.list("date", date()))
                })?,
            // No result yet: the game in progress, else a game of the day
            // kept before its result was.
            None => saved_daily_record(dir, today)
                .and_then(|record| replay(&record).ok())
                .or_else(|| days_games().next().map(|game| (*game).clone()))
                .ok_or_else(|| {
                    refusal(words, Message::new("share-no-daily").list("date", date()))
                })?,
        }
    };
    // A kept game's code is printed as it was kept (writing it again takes
    // as long as reading it).
    let kept_code = kept
        .iter()
        .find(|(_, kept)| kept.record() == game.record())
        .and_then(|(path, _)| std::fs::read_to_string(path).ok())
        .map(|code| code.trim().to_string())
        .filter(|code| code.starts_with("2048"));
    Ok(match kept_code {
        Some(code) => shared_text_with_code(words, &game, code),
        None => shared_text(words, &game)?,
    })
}
