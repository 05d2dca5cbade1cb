//! What a replay says: which game is replayed (its day in words, or that
//! it came from a seed, never the seed itself; its size and how many moves
//! it holds), each move stepped to with the game's own announcement of it
//! first and its number after it, the position stepped back to, the
//! two ends, and the answer to a command that would change a game that is
//! only watched. Message ids and numbers only; no words, no clock.

use crate::engine::{Board, GameRecord, Origin};

use super::message::{Announcement, Message};

/// The replay's first line: which game (the daily game's day in words; a
/// seed's 20 digits are not said), its board (not for the daily game, which
/// is always the classic 4 by 4) and how many moves (every slide and undo
/// the record holds), at whose start it stands.
pub fn replay_start(record: &GameRecord) -> Announcement {
    let steps = record.steps.len() as u64;
    let size = record.size as u64;
    let which = match record.origin {
        Origin::Daily(date) => {
            Message::new("replay-start-daily").list("date", vec![super::daily_date(date)])
        }
        Origin::Seed(_) => Message::new("replay-start-seed"),
    };
    Announcement::one(which.num("size", size).num("steps", steps))
}

/// The opening position's tiles: "Opening tiles: 2 at A1 and 2 at C3.",
/// said wherever a step reaches the start (not in the opening, which stays
/// short: which game, how long, the keys).
pub fn replay_tiles(board: &Board) -> Message {
    let tiles = super::tiles_at(board);
    Message::new("replay-tiles").series("tiles", tiles)
}

/// "Move 3 of 20." — where the replay stands.
pub fn replay_at(at: u64, steps: u64) -> Message {
    Message::new("replay-at").num("at", at).num("steps", steps)
}

/// A move stepped to: the game's own announcement of it first (the
/// slide's news, or the undo's), as the game said it, then its number, so
/// that stepping fast the move is heard.
pub fn replay_step(at: u64, steps: u64, own: Announcement) -> Announcement {
    let mut parts = own.parts;
    parts.push(replay_at(at, steps));
    Announcement::new(parts)
}

/// A step back: the move reached, then the score line of that position.
pub fn replay_back(at: u64, steps: u64, score: Message) -> Announcement {
    Announcement::new(vec![
        Message::new("replay-back")
            .num("at", at)
            .num("steps", steps),
        score,
    ])
}

/// A jump (first, last, a numbered move): the move reached, then the score
/// line of that position.
pub fn replay_jump(at: u64, steps: u64, score: Message) -> Announcement {
    Announcement::new(vec![replay_at(at, steps), score])
}

/// Back at the start, nothing before it.
pub fn replay_first(steps: u64) -> Announcement {
    Announcement::one(Message::new("replay-first").num("steps", steps))
}

/// How the game ended (over, or left by its player with moves still
/// possible), with its score.
fn ended(over: bool, score: u64) -> Message {
    Message::new(if over {
        "replay-end-over"
    } else {
        "replay-end-stopped"
    })
    .num("score", score)
}

/// At the last move, nothing after it: how the game ended.
pub fn replay_end(over: bool, score: u64) -> Announcement {
    Announcement::one(ended(over, score))
}

/// A jump to the last move (End, `end`): its number, then how the game
/// ended, which says the score once (not the score line as well).
pub fn replay_jump_end(steps: u64, over: bool, score: u64) -> Announcement {
    Announcement::new(vec![replay_at(steps, steps), ended(over, score)])
}

/// A move number beyond the game's.
pub fn replay_no_move(asked: u64, steps: u64) -> Announcement {
    Announcement::one(
        Message::new("replay-no-move")
            .num("asked", asked)
            .num("steps", steps),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Date;

    #[test]
    fn a_step_says_the_moves_own_news_before_its_number() {
        let own = Announcement::new(vec![Message::new("slide-news"), Message::new("score")]);
        let line = replay_step(3, 20, own);
        assert_eq!(line.ids(), vec!["slide-news", "score", "replay-at"]);
        assert_eq!(line.parts[2].arg("at"), Some(&super::super::Arg::Number(3)));
    }

    #[test]
    fn the_start_names_the_origin_and_the_moves() {
        let record = |origin| GameRecord {
            origin,
            size: 5,
            four_permyriad: 1000,
            steps: vec![crate::engine::Step::Undo; 3],
        };
        let table = [
            (Origin::Seed(7), "replay-start-seed"),
            (
                Origin::Daily("2026-11-26".parse::<Date>().unwrap()),
                "replay-start-daily",
            ),
        ];
        for (origin, id) in table {
            let line = replay_start(&record(origin));
            assert_eq!(line.ids(), vec![id]);
            assert_eq!(
                line.parts[0].arg("steps"),
                Some(&super::super::Arg::Number(3))
            );
            assert_eq!(
                line.parts[0].arg("size"),
                Some(&super::super::Arg::Number(5))
            );
            assert_eq!(line.parts[0].arg("seed"), None);
        }
    }
}
