//! Why `share`, `verify` or `replay` refuses: a code that does not read,
//! a claim the code does not replay to, a daily code off the daily rules or
//! from a day not yet played, a text too long. Message ids and values
//! only, one line each; the caller words them in the player's language and
//! exits with status 2.

use crate::engine::{DAILY_CONFIG, Date, odds_permyriad};
use crate::excerpt::excerpt;
use crate::share::{CODE_VERSION, CodeError, MAX_CODE_CHARS};

use super::message::Message;
use super::share_result::board;

/// A code that does not read, or does not replay.
pub fn code_refusal(error: &CodeError) -> Message {
    match error {
        CodeError::Empty => Message::new("code-empty"),
        CodeError::NotACode => Message::new("code-not-a-code"),
        CodeError::UnknownVersion(version) => Message::new("code-unknown-version")
            .text("version", excerpt(&version.to_string()))
            .text("known", CODE_VERSION.to_string()),
        CodeError::Damaged => Message::new("code-damaged"),
        CodeError::TooLong => Message::new("code-too-long").num("chars", MAX_CODE_CHARS as u64),
        CodeError::Impossible(index) => {
            Message::new("code-impossible").num("move", *index as u64 + 1)
        }
        CodeError::Hollow => Message::new("code-hollow"),
    }
}

/// A line of the pasted text that claims what the code does not replay to
/// (quoted, cut short).
pub fn claim_refusal(line: &str) -> Message {
    Message::new("verify-claim").text("line", excerpt(line.trim()))
}

/// A daily code whose board or odds are not the daily game's.
pub fn daily_rules_refusal(size: usize, four_permyriad: u16) -> Message {
    Message::new("verify-not-daily-rules")
        .list("rules", vec![board(size, four_permyriad)])
        .list("daily", vec![board(DAILY_CONFIG.size, daily_permyriad())])
}

/// The daily game's chance of a 4, in ten-thousandths.
pub fn daily_permyriad() -> u16 {
    odds_permyriad(DAILY_CONFIG.four_chance).expect("the daily odds have four decimals at most")
}

/// A daily code of a day after the verifier's own.
pub fn not_yet_played(date: Date, today: Date) -> Message {
    Message::new("verify-not-yet-played")
        .text("date", date.to_string())
        .text("today", today.to_string())
}
