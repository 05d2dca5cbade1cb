//! `accessible-2048 verify [CODE] [--lang ID]`: replays a share code from
//! its seed and prints the result it really reaches (the day or the seed,
//! the board and the odds of a 4, score, highest tile, moves, undos), one
//! fact a line, in the player's language. CODE is one argument: the code
//! alone or the whole shared text in quotes; without it (or with `-`) the
//! text is read from standard input. Options may come before or after it.
//!
//! What is checked, never trusted: every move replays from the seed; a
//! daily code is played under the daily rules (4×4, 0.1, the day's seed)
//! and on a day already begun somewhere (one day of clock skew allowed);
//! and every line of the text other than the code is either a line
//! `verify` itself writes for this result (in any of the languages) or
//! carries no number at all (so no date either). Whatever is refused is
//! one line in the player's language and exit status 2.

use std::collections::HashSet;
use std::io::{IsTerminal, Read, Write};

use clap::Args;

use crate::engine::{DAILY_CONFIG, Date, Origin, RecordedGame};
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::i18n::{LOCALES, Localizer};
use crate::narration::{
    Announcement, Message, claim_refusal, code_refusal, daily_permyriad, daily_rules_refusal,
    not_yet_played, verified_lines,
};
use crate::share::{decode, find_code};
use crate::subcommands::share::today;

/// Replays a shared game's code and prints the result it reaches.
#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// The code, or the whole shared text with the code in it, as one argument in quotes (read from standard input when absent or "-").
    pub code: Option<String>,
    /// The language of the lines (and where the preferences that may name it are).
    #[command(flatten)]
    pub files: FilesOptions,
}

/// At most this much text is read, from standard input or the argument (a
/// code of a million moves is far shorter).
pub const MAX_INPUT: usize = 4 << 20;

pub fn run(args: &VerifyArgs, out: &mut dyn Write) -> Result<(), AppError> {
    args.files.check()?;
    let words = args.files.words();
    let text = match args.code.as_deref() {
        None | Some("-") => read_input(&words)?,
        Some(text) if text.len() > MAX_INPUT => {
            return Err(refusal(&words, Message::new("verify-input-too-long")));
        }
        Some(text) => text.to_string(),
    };
    let game = verified(&text, today()?).map_err(|message| refusal(&words, message))?;
    writeln!(
        out,
        "{}",
        words.line(&Announcement::one(Message::new("share-verified")))
    )?;
    for line in verified_lines(&game) {
        writeln!(out, "{}", words.line(&line))?;
    }
    Ok(())
}

/// A refusal worded in the player's language, as bad input (exit status 2).
pub fn refusal(words: &Localizer, message: Message) -> AppError {
    AppError::usage(words.line(&message.into()))
}

/// The pasted text on standard input, at most [`MAX_INPUT`] bytes (bytes
/// that are not UTF-8 are read as U+FFFD, which no code holds).
fn read_input(words: &Localizer) -> Result<String, AppError> {
    if std::io::stdin().is_terminal() {
        return Err(refusal(words, Message::new("verify-no-input")));
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_INPUT as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| {
            refusal(
                words,
                Message::new("verify-unreadable-input").text("error", e.to_string()),
            )
        })?;
    if bytes.len() > MAX_INPUT {
        return Err(refusal(words, Message::new("verify-input-too-long")));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The game a shared text's code replays to, once the code reads, its
/// rules are the daily game's if it says it is one, its day has begun by
/// `today` (UTC, one day of skew allowed), and the text claims nothing
/// else; else the message that says what is wrong.
pub fn verified(text: &str, today: Date) -> Result<RecordedGame, Message> {
    let code = find_code(text).map_err(|e| code_refusal(&e))?;
    let game = decode(code).map_err(|e| code_refusal(&e))?;
    let record = game.record();
    if let Origin::Daily(date) = record.origin {
        if record.size != DAILY_CONFIG.size || record.four_permyriad != daily_permyriad() {
            return Err(daily_rules_refusal(record.size, record.four_permyriad));
        }
        if date.days_since_epoch() > today.days_since_epoch() + 1 {
            return Err(not_yet_played(date, today));
        }
    }
    match false_claim(text, code, &game) {
        Some(line) => Err(claim_refusal(&line)),
        None => Ok(game),
    }
}

/// The first line of `text`, the code taken out of it, that carries a
/// number and is not a line `verify` writes for `game` in any language.
/// Lines are compared with case and runs of spaces set aside; nothing
/// else is forgiven, so a claim the replay does not reach never passes,
/// however it is worded.
fn false_claim(text: &str, code: &str, game: &RecordedGame) -> Option<String> {
    let truths: HashSet<String> = LOCALES
        .iter()
        .flat_map(|locale| {
            let words = Localizer::new(locale);
            verified_lines(game)
                .iter()
                .map(|line| normalized(&words.line(line)))
                .collect::<Vec<_>>()
        })
        .collect();
    text.lines()
        .map(|line| line.replace(code, " "))
        .find(|rest| rest.chars().any(char::is_numeric) && !truths.contains(&normalized(rest)))
}

/// A line with case folded (upper then lower case, so "ß" and "SS" meet),
/// its runs of white space (of any width) one space, trimmed.
fn normalized(line: &str) -> String {
    line.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase()
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_compared_without_case_or_runs_of_space() {
        let table = [
            ("Score: 2340", "score: 2340"),
            ("  score:\u{a0}\u{202f} 2340 ", "score: 2340"),
            ("PONTUAÇÃO:\t2340", "pontuação: 2340"),
            ("Größte: 8", "grösste: 8"),
            ("GRÖSSTE:  8", "grösste: 8"),
            ("score:2340", "score:2340"),
        ];
        for (line, expected) in table {
            assert_eq!(normalized(line), expected, "{line:?}");
        }
    }
}
