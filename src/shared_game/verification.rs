//! Checking a shared text: what is checked, never trusted. Every move
//! replays from the seed; a daily code is played under the daily rules
//! (4×4, 0.1, the day's seed) and on a day already begun somewhere (one
//! day of clock skew allowed); and every line of the text other than the
//! code is a line the game itself writes for this result (the shared text
//! or `verify`'s answer, in any of the languages) or blank. No rule over
//! prose could tell a claim written in words ("ninety-nine thousand",
//! "MMXLVIII") from chatter, so nothing else is let through: sound by
//! construction, not by reading.

use std::collections::HashSet;

use crate::engine::{DAILY_CONFIG, Date, Origin, RecordedGame};
use crate::i18n::{LOCALES, Localizer};
use crate::narration::{
    Announcement, Message, claim_refusal, code_refusal, daily_permyriad, daily_rules_refusal,
    not_yet_played, verified_lines,
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
    match foreign_line(text, code, &game) {
        Some(line) => Err(claim_refusal(&line)),
        None => Ok(game),
    }
}

/// The first line of `text`, the code taken out of it, that is neither
/// blank nor a line the game writes for `game` in any language (see
/// [`own_lines`]). Lines are compared with case, runs of spaces and
/// byte-order marks set aside; nothing else is forgiven.
fn foreign_line(text: &str, code: &str, game: &RecordedGame) -> Option<String> {
    let own = own_lines(game);
    text.lines()
        .map(|line| line.replace(code, " ").replace(BYTE_ORDER_MARK, ""))
        .find(|rest| {
            let line = normalized(rest);
            !line.is_empty() && !own.contains(&line)
        })
}

/// The byte-order mark some editors put at a text's start: no character
/// a reader sees, so never a claim.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// Every line the game writes for `game`, in every language, normalized:
/// `verify`'s first line and the result's lines (which hold the shared
/// text's own).
fn own_lines(game: &RecordedGame) -> HashSet<String> {
    LOCALES
        .iter()
        .flat_map(|locale| {
            let words = Localizer::new(locale);
            std::iter::once(Announcement::one(Message::new("share-verified")))
                .chain(verified_lines(game))
                .map(|line| normalized(&words.line(&line)))
                .collect::<Vec<_>>()
        })
        .collect()
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
