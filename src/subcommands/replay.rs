//! `accessible-2048 replay CODE`, `replay --last [N]`, `replay --list`:
//! steps through a finished game by ear. CODE is one argument: a share
//! code, alone or the whole shared text in quotes (as `verify` takes it,
//! its claims checked), with the options before or after it; `--last`
//! takes the player's own finished games kept in the data directory (the
//! newest, or the Nth newest), `--list` prints them, newest first, one a
//! line. A code that does not replay, or a game that is not kept, is one
//! line in the player's language and exit status 2 before anything starts. The replay itself is the
//! game's own front end (`play::play` with `Launch::Replay`: keys at a terminal, lines
//! from a pipe, speech and sound as the preferences say), and it keeps
//! nothing: the player's saved game, records and statistics are left as
//! they are. This file only reads: the arguments, the code, the kept games.

use std::io::Write;

use clap::Args;

use crate::engine::{Date, GameRecord, Origin};
use crate::error::AppError;
use crate::i18n::Localizer;
use crate::narration::{Message, daily_date};
use crate::player_options::PlayerOptions;
use crate::storage::{Damage, kept_games};
use crate::subcommands::share::today;
use crate::subcommands::verify::{refusal, verified};

/// Steps through a finished game: a shared code, or one of your own.
#[derive(Debug, Clone, Args)]
pub struct ReplayArgs {
    /// The code, or the whole shared text with the code in it, as one argument in quotes.
    #[arg(conflicts_with_all = ["last", "list"])]
    pub code: Option<String>,
    /// Replay one of your own finished games: the newest, or the Nth newest (as --list numbers them).
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "1", conflicts_with = "list")]
    pub last: Option<usize>,
    /// List your own finished games kept for replay, newest first.
    #[arg(long)]
    pub list: bool,
    /// How the replay is heard and read, and where the player's files are.
    #[command(flatten)]
    pub player: PlayerOptions,
}

/// The game to replay: the code's (its claims checked, as `verify` checks
/// them), or the player's own Nth newest with `--last`, as the record
/// that replays it; one line (exit status 2) for a code that does not
/// replay or a game that is not kept.
pub fn chosen_record(args: &ReplayArgs) -> Result<GameRecord, AppError> {
    args.player.files.check()?;
    let words = args.player.files.words();
    match (args.last, &args.code) {
        (Some(n), _) => own_game(args, n),
        (None, Some(code)) => Ok(verified(code, today()?)
            .map_err(|message| refusal(&words, message))?
            .record()
            .clone()),
        (None, None) => Err(refusal(&words, Message::new("replay-no-code"))),
    }
}

/// Says, on standard error, each kept game's file that was set aside.
fn say_set_aside(words: &Localizer, set_aside: &[(Damage, Option<std::path::PathBuf>)]) {
    for notice in crate::narration::kept_games_set_aside(set_aside) {
        let _ = writeln!(std::io::stderr(), "{}", words.line(&notice));
    }
}

/// The Nth newest of the player's finished games (1: the newest).
fn own_game(args: &ReplayArgs, n: usize) -> Result<GameRecord, AppError> {
    let kept = kept_games(&args.player.files.data_dir()?);
    let words = args.player.files.words();
    say_set_aside(&words, &kept.set_aside);
    let games = kept.games;
    if games.is_empty() {
        return Err(refusal(&words, Message::new("replay-none-kept")));
    }
    let kept = games.len();
    n.checked_sub(1)
        .and_then(|i| games.into_iter().nth(i))
        .map(|(_, game)| game.record().clone())
        .ok_or_else(|| {
            refusal(
                &words,
                Message::new("replay-bad-last")
                    .num("number", n as u64)
                    .num("kept", kept as u64),
            )
        })
}

/// Prints the player's finished games, newest first: the number `--last`
/// takes, the day it ended (UTC), where it came from, score and moves.
pub fn list(args: &ReplayArgs, out: &mut dyn Write) -> Result<(), AppError> {
    args.player.files.check()?;
    let kept = kept_games(&args.player.files.data_dir()?);
    let words = args.player.files.words();
    say_set_aside(&words, &kept.set_aside);
    let games = kept.games;
    if games.is_empty() {
        writeln!(
            out,
            "{}",
            words.line(&Message::new("replay-list-none").into())
        )?;
        return Ok(());
    }
    for (n, (path, game)) in games.iter().enumerate() {
        let ended = std::fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
            .and_then(|since| Date::from_unix_seconds(since.as_secs()));
        let record = game.record();
        // Days are said in words in the player's language, never as
        // digits and dashes (read "2026 minus 11 minus 26" by a voice).
        let origin = match record.origin {
            Origin::Daily(date) => Message::new("share-daily").list("date", vec![daily_date(date)]),
            Origin::Seed(seed) => Message::new("share-seed").num("seed", seed),
        };
        let line = Message::new("replay-list-line").num("number", n as u64 + 1);
        let line = match ended {
            Some(date) => line.list("ended", vec![daily_date(date)]),
            None => line.text("ended", "?"),
        };
        let line = line
            .list("origin", vec![origin])
            .num("size", record.size as u64)
            .num("score", game.game().score())
            .num("steps", record.steps.len() as u64);
        writeln!(out, "{}", words.line(&line.into()))?;
    }
    Ok(())
}
