//! The game a replay is of, chosen before anything starts: a shared code
//! (its claims checked as `verify` checks them) or one of the player's own
//! finished games kept in the data directory (`--last N`). Anything that
//! cannot be replayed is one line in the player's language (exit status
//! 2). Reads the kept games and, for a code, the clock it is handed;
//! starts no game.

use std::io::Write;
use std::path::PathBuf;

use crate::clock::Clock;
use crate::engine::GameRecord;
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::i18n::Localizer;
use crate::narration::Message;
use crate::shared_game::{refusal, verified};
use crate::storage::{Damage, KeptEntry, Loaded, kept_listing, read_kept_game};

/// The game to replay: the player's own `last`th newest (1: the newest),
/// else the game `code` (a code or a whole shared text) replays to, its
/// claims checked against today as `clock` tells it, as the record that
/// replays it; one line (exit status 2) for a code that does not replay,
/// a game that is not kept, or neither asked for.
pub fn chosen_record(
    files: &FilesOptions,
    last: Option<usize>,
    code: Option<&str>,
    clock: Clock,
) -> Result<GameRecord, AppError> {
    files.check()?;
    let words = files.words();
    match (last, code) {
        (Some(n), _) => own_game(files, n),
        (None, Some(code)) => Ok(verified(code, clock()?)
            .map_err(|message| refusal(&words, message))?
            .record()
            .clone()),
        (None, None) => Err(refusal(&words, Message::new("replay-no-code"))),
    }
}

/// Says, on standard error, each kept game's file that was set aside.
pub fn say_set_aside(words: &Localizer, set_aside: &[(Damage, Option<PathBuf>)]) {
    for notice in crate::narration::kept_games_set_aside(set_aside) {
        let _ = writeln!(std::io::stderr(), "{}", words.line(&notice));
    }
}

/// The Nth newest of the player's finished games (1: the newest), as
/// `replay --list` numbers them; only that one is replayed.
fn own_game(files: &FilesOptions, n: usize) -> Result<GameRecord, AppError> {
    let kept = kept_listing(&files.data_dir()?);
    let words = files.words();
    say_set_aside(&words, &kept.set_aside);
    if kept.entries.is_empty() {
        return Err(refusal(&words, Message::new("replay-none-kept")));
    }
    let count = kept.entries.len();
    let bad_last = || {
        refusal(
            &words,
            Message::new("replay-bad-last")
                .num("number", n as u64)
                .num("kept", count as u64),
        )
    };
    let (path, entry) = n
        .checked_sub(1)
        .and_then(|i| kept.entries.into_iter().nth(i))
        .ok_or_else(bad_last)?;
    match entry {
        KeptEntry::Game(game) => Ok(game.record().clone()),
        KeptEntry::Head(_) => match read_kept_game(&path) {
            Loaded::Found(game) => Ok(game.record().clone()),
            Loaded::SetAside { reason, moved_to } => {
                say_set_aside(&words, &[(reason, Some(moved_to))]);
                Err(bad_last())
            }
            Loaded::LeftInPlace { reason, .. } => {
                say_set_aside(&words, &[(reason, None)]);
                Err(bad_last())
            }
            Loaded::Missing => Err(bad_last()),
        },
    }
}
