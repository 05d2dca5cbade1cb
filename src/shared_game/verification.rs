//! Checking a shared text: what is checked, never trusted. Every move
//! replays from the seed; a daily code is played under the daily rules
//! (4×4, 0.1, the day's seed) and on a day already begun somewhere (one
//! day of clock skew allowed); and every line of the text other than the
//! code is either a line `verify` itself writes for this result (in any of
//! the languages) or carries no number at all (so no date either).

use std::collections::HashSet;

use crate::engine::{DAILY_CONFIG, Date, Origin, RecordedGame};
use crate::i18n::{LOCALES, Localizer};
use crate::narration::{
    Message, claim_refusal, code_refusal, daily_permyriad, daily_rules_refusal, not_yet_played,
    verified_lines,
};
use crate::share::{decode, find_code};

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
