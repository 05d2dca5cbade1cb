//! The daily game's lines in the game: its day in words, whether the player
//! has finished it (with the score), the way back to the ordinary game, and
//! that a game's shareable text was written to the data folder (or why it
//! was not). Message ids and numbers only; the code, the seed and the
//! file's path are never in a line (the guide says where the files are).

use crate::engine::Date;

use super::message::{Announcement, Message};

/// The day in words: "26 November 2026".
pub fn daily_date(date: Date) -> Message {
    Message::new("daily-date")
        .num("day", u64::from(date.day()))
        .num("month", u64::from(date.month()))
        .num("year", u64::try_from(date.year()).unwrap_or_default())
}

/// "Daily game of 26 November 2026, not yet finished." (or finished, with
/// its score).
pub fn daily_opening(date: Date, finished: Option<u64>) -> Announcement {
    let line = match finished {
        None => Message::new("daily-opening-unfinished"),
        Some(score) => Message::new("daily-opening-finished").num("score", score),
    };
    Announcement::one(line.list("date", vec![daily_date(date)]))
}

/// The daily game at hand is practice: the day's result (`score`) was
/// kept by its first finished game and stays. Said alone as the practice
/// opens, in place of the day's opening, so the tiles follow within a few
/// seconds; the day is today, so no date.
pub fn daily_practice(score: u64) -> Announcement {
    Announcement::one(Message::new("daily-practice").num("score", score))
}

/// The day's game, whose end kept the day's result, takes no undo and no
/// slide; the way back to the ordinary game, as a key or (`lines`) as the
/// word typed.
pub fn daily_final(lines: bool) -> Announcement {
    let id = if lines {
        "daily-final-lines"
    } else {
        "daily-final"
    };
    Announcement::one(Message::new(id))
}

/// The day's game just ended for good: the way back to the ordinary game
/// alone, as a key or (`lines`) as the word typed (the end said the rest).
pub fn daily_final_way(lines: bool) -> Announcement {
    let id = if lines {
        "daily-final-way-lines"
    } else {
        "daily-final-way"
    };
    Announcement::one(Message::new(id))
}

/// Back in the ordinary game.
pub fn daily_back() -> Announcement {
    Announcement::one(Message::new("daily-back"))
}

/// The answer to the share key: the score, and that the shareable text
/// is in the data folder.
pub fn share_written(score: u64) -> Announcement {
    Announcement::one(Message::new("share-written").num("score", score))
}

/// The daily game ended: its shareable text is in the data folder (its
/// score was just said with the game over).
pub fn daily_shared() -> Announcement {
    Announcement::one(Message::new("share-daily-written"))
}

/// The shareable text could not be written in the data folder.
pub fn share_not_written() -> Announcement {
    Announcement::one(Message::new("share-not-written"))
}

/// No data directory to write the shareable text in.
pub fn share_no_dir() -> Announcement {
    Announcement::one(Message::new("share-no-dir"))
}

/// The game at hand has no code to share.
pub fn share_no_record() -> Announcement {
    Announcement::one(Message::new("share-no-record"))
}

/// The game at hand lost its record (its save's record could not be
/// read): it has no code to share.
pub fn share_record_lost() -> Announcement {
    Announcement::one(Message::new("share-record-lost"))
}

/// The game is too long to share: its code would be longer than any code
/// `verify` reads (the limit is not read out).
pub fn share_too_long() -> Announcement {
    Announcement::one(Message::new("share-too-long"))
}

/// No daily game where the game at hand is a tilt puzzle.
pub fn daily_not_here() -> Announcement {
    Announcement::one(Message::new("daily-not-here"))
}

/// No daily game: the clock is wrong, set before 1970 (`before_1970`) or
/// beyond the year 9999, so it tells no day.
pub fn daily_clock_wrong(before_1970: bool) -> Announcement {
    let id = if before_1970 {
        "daily-clock-before-1970"
    } else {
        "daily-clock-after-9999"
    };
    Announcement::one(Message::new(id))
}

/// The daily game of `date`, an earlier day, is left unfinished: its day
/// is over, so it is not resumed and keeps no result.
pub fn daily_left_unfinished(date: Date) -> Announcement {
    Announcement::one(Message::new("daily-left-unfinished").list("date", vec![daily_date(date)]))
}
