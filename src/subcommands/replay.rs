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
//! they are. The arguments are `cli::ReplayArgs`; the game is chosen by
//! `replay_choice`. This file holds `--list`: it only reads the kept games,
//! replaying each, but a long one (`storage::kept_listing`): that is said
//! by its code's head, its moves without its score, so the list comes at
//! once however long the games were.

use std::io::Write;
use std::path::Path;

use crate::engine::{Date, Origin};
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::narration::{Message, daily_date};
use crate::replay_choice::say_set_aside;
use crate::storage::{KeptEntry, kept_listing};

/// Prints the player's finished games, newest first: the number `--last`
/// takes, the day it ended (UTC), where it came from (the daily game's
/// day, or a seed, never its digits: a screen reader reads every line),
/// score and moves.
pub fn list(files: &FilesOptions, out: &mut dyn Write) -> Result<(), AppError> {
    files.check()?;
    let kept = kept_listing(&files.data_dir()?);
    let words = files.words();
    say_set_aside(&words, &kept.set_aside);
    if kept.entries.is_empty() {
        writeln!(
            out,
            "{}",
            words.line(&Message::new("replay-list-none").into())
        )?;
        return Ok(());
    }
    for (n, (path, entry)) in kept.entries.iter().enumerate() {
        writeln!(out, "{}", words.line(&list_line(n + 1, path, entry).into()))?;
    }
    Ok(())
}

/// The line of the `number`th kept game: the day it ended (its file's
/// time of change), where it came from, size, score and moves; a long
/// game read by its head alone says its moves, and that its replay says
/// its score.
fn list_line(number: usize, path: &Path, entry: &KeptEntry) -> Message {
    let ended = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .and_then(|since| Date::from_unix_seconds(since.as_secs()));
    let (origin, size, steps) = match entry {
        KeptEntry::Game(game) => {
            let record = game.record();
            (record.origin, record.size, record.steps.len() as u64)
        }
        KeptEntry::Head(head) => (head.origin, head.size, head.steps),
    };
    // Days are said in words in the player's language, never as
    // digits and dashes (read "2026 minus 11 minus 26" by a voice).
    let origin = match origin {
        Origin::Daily(date) => Message::new("share-daily").list("date", vec![daily_date(date)]),
        // A seed's 20 digits take 19 s to hear: the game is known by
        // its number, day, score and moves instead.
        Origin::Seed(_) => Message::new("replay-list-seed"),
    };
    let line = match entry {
        KeptEntry::Game(game) => Message::new("replay-list-line").num("score", game.game().score()),
        KeptEntry::Head(_) => Message::new("replay-list-long"),
    };
    let line = line.num("number", number as u64);
    let line = match ended {
        Some(date) => line.list("ended", vec![daily_date(date)]),
        None => line.text("ended", "?"),
    };
    line.list("origin", vec![origin])
        .num("size", size as u64)
        .num("steps", steps)
}
