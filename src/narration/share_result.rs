//! The result of a game, to share or as checked by replaying its code:
//! the day (or the seed and rules), then score, highest tile, moves and
//! undos, one fact a line, most important first. Message ids and numbers
//! only; the code itself is added by the caller, never said.

use crate::engine::{ODDS_SCALE, Origin, RecordedGame};

use super::message::{Announcement, Message};

/// Where the game came from: the day of a daily game, or its seed and then
/// its board and odds.
pub fn share_origin(game: &RecordedGame) -> Vec<Announcement> {
    let record = game.record();
    match record.origin {
        Origin::Daily(date) => vec![Announcement::one(
            Message::new("share-daily").text("date", date.to_string()),
        )],
        Origin::Seed(seed) => vec![
            Announcement::one(Message::new("share-seed").num("seed", seed)),
            Announcement::one(board(record.size, record.four_permyriad)),
        ],
    }
}

/// Score, highest tile, moves, undos: one line each.
pub fn share_facts(game: &RecordedGame) -> Vec<Announcement> {
    let played = game.game();
    [
        Message::new("share-score").num("score", played.score()),
        Message::new("share-highest").num("tile", played.board().highest()),
        Message::new("share-moves").num("moves", played.moves()),
        Message::new("share-undos").num("undos", game.undos()),
    ]
    .into_iter()
    .map(Announcement::one)
    .collect()
}

/// The lines `verify` writes for a game it replayed: where it came from,
/// the board and the odds of a 4 (a daily game's too, since they are
/// checked), then the facts.
pub fn verified_lines(game: &RecordedGame) -> Vec<Announcement> {
    let record = game.record();
    let mut lines = share_origin(game);
    if let Origin::Daily(_) = record.origin {
        lines.push(Announcement::one(board(record.size, record.four_permyriad)));
    }
    lines.extend(share_facts(game));
    lines
}

/// The board and the odds of a 4, as `stats` says them, from the exact
/// ten-thousandths.
pub(super) fn board(size: usize, permyriad: u16) -> Message {
    let scale = ODDS_SCALE;
    let whole = u64::from(permyriad / scale);
    let fraction = format!("{:04}", permyriad % scale);
    let fraction = fraction.trim_end_matches('0');
    if fraction.is_empty() {
        Message::new("stats-board-whole")
            .num("size", size as u64)
            .num("whole", whole)
    } else {
        Message::new("stats-board")
            .num("size", size as u64)
            .num("whole", whole)
            .text("fraction", fraction.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;

    #[test]
    fn odds_are_written_from_their_exact_digits() {
        let table = [
            (5000, "stats-board", Some("5")),
            (1000, "stats-board", Some("1")),
            (1250, "stats-board", Some("125")),
            (1, "stats-board", Some("0001")),
            (0, "stats-board-whole", None),
            (10_000, "stats-board-whole", None),
        ];
        for (permyriad, id, fraction) in table {
            let message = board(4, permyriad);
            assert_eq!(message.id, id);
            assert_eq!(
                message.arg("fraction"),
                fraction.map(|f| Arg::Text(f.into())).as_ref()
            );
        }
    }
}
