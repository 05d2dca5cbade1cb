//! The shareable text of a game in a file of the data directory, named by
//! what the game was (`daily-2026-11-26.txt`, `seed-42.txt`), written
//! atomically so a half-written file is never posted; and the daily
//! game in progress read back from its save, without trust, for
//! `share --daily`. File work only: the text comes from the caller.

use std::io;
use std::path::{Path, PathBuf};

use crate::engine::{Date, GameRecord, Origin};

use super::atomic_file::write_atomically;
use super::damage::MAX_SAVE_BYTES;
use super::file_names::DAILY_GAME_FILE;
use super::loaded::read_file_within;
use super::saved_game::decode_game;

/// The file that holds a game's shareable text: by its day for a daily
/// game (a practice game of a day whose result is kept: a file of its
/// own, so the day's is never replaced), by its seed for any other.
pub fn shared_text_name(origin: Origin, practice: bool) -> String {
    match origin {
        Origin::Daily(date) if practice => format!("daily-{date}-practice.txt"),
        Origin::Daily(date) => format!("daily-{date}.txt"),
        Origin::Seed(seed) => format!("seed-{seed}.txt"),
    }
}

/// Writes `lines` (one a line) as the shareable text of the game from
/// `origin` (a day's practice game, if `practice`) in `data_dir`; returns
/// the file.
pub fn write_shared_text(
    data_dir: &Path,
    origin: Origin,
    practice: bool,
    lines: &[String],
) -> io::Result<PathBuf> {
    let path = data_dir.join(shared_text_name(origin, practice));
    let text: String = lines.iter().map(|line| format!("{line}\n")).collect();
    write_atomically(&path, text.as_bytes())?;
    Ok(path)
}

/// The record of the daily game of `date` saved in progress in
/// `data_dir`, if its save is sound and holds that day's game.
pub fn saved_daily_record(data_dir: &Path, date: Date) -> Option<GameRecord> {
    let saved =
        read_file_within(&data_dir.join(DAILY_GAME_FILE), MAX_SAVE_BYTES, decode_game).ok()??;
    saved
        .record
        .filter(|record| record.origin == Origin::Daily(date))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_named_by_its_day_or_its_seed() {
        let day = Date::new(2026, 11, 26).expect("a day");
        let table = [
            (Origin::Daily(day), false, "daily-2026-11-26.txt"),
            (Origin::Daily(day), true, "daily-2026-11-26-practice.txt"),
            (Origin::Seed(42), false, "seed-42.txt"),
        ];
        for (origin, practice, name) in table {
            assert_eq!(shared_text_name(origin, practice), name, "{origin:?}");
        }
    }
}
