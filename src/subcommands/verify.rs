//! `accessible-2048 verify CODE [--lang ID]`: replays a share code from its
//! seed and prints the result it really reaches (the day or the seed,
//! score, highest tile, moves, undos), one fact a line, in the player's
//! language. Accepts the code alone or the whole shared text; a result the
//! text claims is checked against the replay, never trusted. Any invalid
//! code is one English line and exit status 2, like every bad argument.

use std::io::{IsTerminal, Read, Write};

use clap::Args;

use crate::arg_values::LanguageParser;
use crate::engine::RecordedGame;
use crate::error::AppError;
use crate::i18n::{LOCALES, Localizer, check_language_tag, choose_language_here};
use crate::narration::{Announcement, Message, share_facts, share_origin};
use crate::share::{decode, find_code};

/// Replays a shared game's code and prints the result it reaches.
#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// The code, or the whole shared text with the code in it (read from standard input when absent or "-").
    #[arg(allow_hyphen_values = true, num_args = 0..)]
    pub code: Vec<String>,
    /// Language of the lines, such as de or pt-BR (default: the environment's).
    #[arg(long, value_parser = LanguageParser)]
    pub lang: Option<String>,
}

/// At most this much of standard input is read (a code of a million
/// moves is far shorter).
const MAX_INPUT: u64 = 4 << 20;

pub fn run(args: &VerifyArgs, out: &mut dyn Write) -> Result<(), AppError> {
    if let Some(lang) = &args.lang {
        check_language_tag(lang).map_err(AppError::usage)?;
    }
    let text = if args.code.is_empty() || args.code == ["-"] {
        if std::io::stdin().is_terminal() {
            return Err(AppError::usage(
                "give the code (or the shared text) as an argument, or on standard input",
            ));
        }
        let mut text = String::new();
        std::io::stdin()
            .take(MAX_INPUT)
            .read_to_string(&mut text)
            .map_err(|e| {
                AppError::usage(format!("cannot read the code from standard input: {e}"))
            })?;
        text
    } else {
        args.code.join("\n")
    };
    let game = verified(&text).map_err(AppError::usage)?;
    let words = Localizer::new(choose_language_here(args.lang.as_deref()).locale);
    writeln!(
        out,
        "{}",
        words.line(&Announcement::one(Message::new("share-verified")))
    )?;
    for line in share_origin(&game).iter().chain(&share_facts(&game)) {
        writeln!(out, "{}", words.line(line))?;
    }
    Ok(())
}

/// The game a shared text's code replays to, once every fact the text
/// claims (in any of the languages) is found true; else the one line that
/// says what is wrong.
pub fn verified(text: &str) -> Result<RecordedGame, String> {
    let code = find_code(text).map_err(|e| e.to_string())?;
    let game = decode(code).map_err(|e| e.to_string())?;
    let mut truths = Vec::new();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        for line in share_origin(&game).iter().chain(&share_facts(&game)) {
            truths.push(words.line(line));
        }
    }
    for claim in text.lines().filter(|line| !line.contains(code)) {
        let (label, number) = label_and_number(claim);
        if label.is_empty() || number.is_empty() {
            continue;
        }
        let found = truths
            .iter()
            .find(|truth| label_and_number(truth).0 == label);
        if let Some(truth) = found
            && label_and_number(truth).1 != number
        {
            return Err(format!(
                "the text claims \"{}\" but the code replays to \"{truth}\"",
                claim.trim()
            ));
        }
    }
    Ok(game)
}

/// A line without its number (lower case, spaces folded), and the
/// number's digits: "Score: 2,340" gives ("score:", "2340"). Digit
/// grouping marks between digits belong to the number.
fn label_and_number(line: &str) -> (String, String) {
    let chars: Vec<char> = line.chars().collect();
    let mut label = String::new();
    let mut number = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let between_digits = i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
        if c.is_ascii_digit() {
            number.push(c);
        } else if between_digits && matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '-') {
        } else {
            label.extend(c.to_lowercase());
        }
    }
    let label = label.split_whitespace().collect::<Vec<_>>().join(" ");
    (label, number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_numbers_are_split() {
        let table = [
            ("Score: 2,340", "score:", "2340"),
            ("  score:  2340 ", "score:", "2340"),
            ("pontuação: 2.340", "pontuação:", "2340"),
            ("score : 2\u{202f}340", "score :", "2340"),
            ("daily game of 2026-11-26", "daily game of", "20261126"),
            ("hello", "hello", ""),
        ];
        for (line, label, number) in table {
            assert_eq!(
                label_and_number(line),
                (label.to_string(), number.to_string()),
                "{line}"
            );
        }
    }
}
