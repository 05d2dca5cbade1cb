//! The last finished games, each as its share code in a file of its own in
//! the `games` folder of the data directory (`records.json` keeps only
//! figures, within the size the game reads back): written atomically,
//! numbered in the order they ended, the oldest removed beyond
//! [`KEPT_GAMES`]. Read back without trust: a file is only a game if its
//! code's check value matches and every step replays from the seed.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::engine::{Date, Origin, RecordError, RecordedGame};
use crate::share::{decode, encode};

use super::atomic_file::write_atomically;
use super::daily_statistics::DailyResult;
use super::damage::{Damage, Problem};
use super::loaded::{Loaded, load_file, read_file};

/// The folder of the data directory that holds them.
pub const GAMES_DIR: &str = "games";
/// How many finished games are kept: enough to share or replay the last
/// evening's games, few enough (each file is well under a kilobyte for a
/// won game) that the folder never grows.
pub const KEPT_GAMES: usize = 10;

/// The daily games' results, one line a result: `2026-11-26 2340`.
pub const DAILY_RESULTS_FILE: &str = "daily-results.txt";
/// How many daily results are kept (ten years of days).
pub const KEPT_DAILY_RESULTS: usize = 3650;

/// The highest number a kept game's file is given (eight digits); a file
/// numbered outside 1 to this is not one this game named: it is taken as
/// the oldest.
const LAST_NUMBER: u64 = 99_999_999;

const PREFIX: &str = "game-";
const SUFFIX: &str = ".code";

/// Why a finished game could not be kept.
#[derive(Debug)]
pub enum KeepError {
    /// The game has no code (odds with more than four decimals).
    NoCode(RecordError),
    Io(io::Error),
}

impl std::fmt::Display for KeepError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KeepError::NoCode(error) => error.fmt(f),
            KeepError::Io(error) => write!(f, "cannot keep the finished game: {error}"),
        }
    }
}

impl std::error::Error for KeepError {}

/// Keeps a finished game, removing the oldest beyond [`KEPT_GAMES`];
/// returns its file. A daily game's result is kept in
/// [`DAILY_RESULTS_FILE`] too, once the code is in its file (so a kill
/// between the two leaves the day unfinished and resumable), and only if
/// the day has none yet: the day's first finished game is its result, a
/// later one is practice. The result is kept even when the game's own
/// file cannot be written: the error then is the game's
/// ([`KeepError::Io`]), and said as such.
pub fn keep_finished_game(data_dir: &Path, game: &RecordedGame) -> Result<PathBuf, KeepError> {
    let code = encode(game.record()).map_err(KeepError::NoCode)?;
    let kept = keep_code(data_dir, &code);
    if let Origin::Daily(date) = game.record().origin {
        keep_daily_result(data_dir, date, game.game().score()).map_err(KeepError::Io)?;
    }
    kept.map_err(KeepError::Io)
}

/// Writes a finished game's code in a file of its own.
fn keep_code(data_dir: &Path, code: &str) -> io::Result<PathBuf> {
    let dir = data_dir.join(GAMES_DIR);
    fs::create_dir_all(&dir)?;
    let mut numbers = numbered_files(&dir);
    let mut next = numbers.last().map_or(1, |&(n, _)| n.saturating_add(1));
    if next > LAST_NUMBER {
        next = renumber(&dir, &mut numbers)?;
    }
    let path = dir.join(file_name(next));
    write_atomically(&path, format!("{code}\n").as_bytes())?;
    let excess = (numbers.len() + 1).saturating_sub(KEPT_GAMES);
    for (_, old) in numbers.iter().take(excess) {
        let _ = fs::remove_file(old);
    }
    Ok(path)
}

/// Adds the result of the daily game of `date`, unless the day has one.
/// A file that cannot be read is never replaced (set it aside first:
/// [`set_aside_unreadable_daily_results`]).
fn keep_daily_result(data_dir: &Path, date: Date, score: u64) -> io::Result<()> {
    let path = data_dir.join(DAILY_RESULTS_FILE);
    if let Err(damage) = read_file(&path, |_| Ok(())) {
        return Err(io::Error::other(format!("{damage:?}")));
    }
    let mut results = daily_results(data_dir);
    if results.iter().any(|result| result.date == date) {
        return Ok(());
    }
    results.push(DailyResult { date, score });
    let excess = results.len().saturating_sub(KEPT_DAILY_RESULTS);
    let text: String = results[excess..]
        .iter()
        .map(|r| format!("{} {}\n", r.date, r.score))
        .collect();
    write_atomically(&data_dir.join(DAILY_RESULTS_FILE), text.as_bytes())
}

/// Sets the daily results file aside when it cannot be read (too long, not
/// a file), as the records file is: its reason and new name, to be said;
/// or, when it cannot be moved, the reason alone (it is then left alone).
pub fn set_aside_unreadable_daily_results(data_dir: &Path) -> Option<(Damage, Option<PathBuf>)> {
    match load_file(&data_dir.join(DAILY_RESULTS_FILE), |_| Ok(())) {
        Loaded::SetAside { reason, moved_to } => Some((reason, Some(moved_to))),
        Loaded::LeftInPlace { reason, .. } => Some((reason, None)),
        Loaded::Found(()) | Loaded::Missing => None,
    }
}

/// The daily games' results kept, oldest first; lines that are not a date
/// and a score are passed over.
pub fn daily_results(data_dir: &Path) -> Vec<DailyResult> {
    let Ok(Some(bytes)) = read_file(&data_dir.join(DAILY_RESULTS_FILE), |b| Ok(b.to_vec())) else {
        return Vec::new();
    };
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter_map(|line| {
            let (date, score) = line.split_once(' ')?;
            Some(DailyResult {
                date: date.parse::<Date>().ok()?,
                score: score.trim().parse().ok()?,
            })
        })
        .collect()
}

/// The finished games kept, newest first; files that are not valid codes
/// are passed over.
pub fn finished_games(data_dir: &Path) -> Vec<RecordedGame> {
    finished_game_files(data_dir)
        .into_iter()
        .map(|(_, game)| game)
        .collect()
}

/// The finished games kept, newest first, each with its file (whose time
/// of change is when the game ended); files that are not valid codes are
/// passed over.
pub fn finished_game_files(data_dir: &Path) -> Vec<(PathBuf, RecordedGame)> {
    let dir = data_dir.join(GAMES_DIR);
    numbered_files(&dir)
        .into_iter()
        .rev()
        .filter_map(|(_, path)| {
            let bytes = read_file(&path, |bytes| Ok(bytes.to_vec())).ok()??;
            let game = decode(std::str::from_utf8(&bytes).ok()?).ok()?;
            Some((path, game))
        })
        .collect()
}

/// The finished games kept, newest first, each with its file, and the
/// files that were not games: each set aside as other damaged files are
/// (`game-00000003.code.bad-1`), to be said once.
#[derive(Debug, Default)]
pub struct KeptGames {
    pub games: Vec<(PathBuf, RecordedGame)>,
    /// Why each damaged file was not a game, and its new name (`None`: it
    /// could not be moved, stays where it is and is passed over).
    pub set_aside: Vec<(Damage, Option<PathBuf>)>,
}

/// Reads the finished games kept, setting aside every file whose code
/// does not decode (damaged, hollow, too long) or does not replay.
pub fn kept_games(data_dir: &Path) -> KeptGames {
    kept_games_until(data_dir, |_| false)
}

/// As [`kept_games`], newest first, stopping after the first game for
/// which `enough` holds: the older files are not read at all (reading a
/// long code takes time).
pub fn kept_games_until(
    data_dir: &Path,
    mut enough: impl FnMut(&RecordedGame) -> bool,
) -> KeptGames {
    let mut kept = KeptGames::default();
    for (_, path) in numbered_files(&data_dir.join(GAMES_DIR)).into_iter().rev() {
        match load_file(&path, kept_game) {
            Loaded::Found(game) => {
                let stop = enough(&game);
                kept.games.push((path, game));
                if stop {
                    break;
                }
            }
            Loaded::Missing => {}
            Loaded::SetAside { reason, moved_to } => kept.set_aside.push((reason, Some(moved_to))),
            Loaded::LeftInPlace { reason, .. } => kept.set_aside.push((reason, None)),
        }
    }
    kept
}

/// The game a kept file's bytes hold, or why they hold none.
fn kept_game(bytes: &[u8]) -> Result<RecordedGame, Damage> {
    let text = std::str::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    if text.trim().is_empty() {
        return Err(Damage::Empty);
    }
    decode(text).map_err(|error| {
        Damage::corrupt_as(
            Problem::WrongValue {
                field: "code".into(),
            },
            &format!("code: {error}"),
        )
    })
}

/// The name of the kept game numbered `number`.
fn file_name(number: u64) -> String {
    format!("{PREFIX}{number:08}{SUFFIX}")
}

/// Numbers the kept files 1, 2, … again, oldest first (each takes a number
/// no later file holds: the numbers only fall); returns the next number.
/// Files numbered outside this game's range keep their names.
fn renumber(dir: &Path, numbers: &mut [(u64, PathBuf)]) -> io::Result<u64> {
    let mut next = 1;
    for (number, path) in numbers.iter_mut().filter(|(n, _)| *n != 0) {
        if *number != next {
            let renamed = dir.join(file_name(next));
            fs::rename(&*path, &renamed)?;
            *number = next;
            *path = renamed;
        }
        next += 1;
    }
    Ok(next)
}

/// The kept files and their numbers, oldest first; a file numbered outside
/// this game's range (1 to [`LAST_NUMBER`]) comes first, as number 0.
fn numbered_files(dir: &Path) -> Vec<(u64, PathBuf)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(u64, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let number = name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
            let number = number.parse::<u64>().ok()?;
            let number = if (1..=LAST_NUMBER).contains(&number) {
                number
            } else {
                0
            };
            Some((number, entry.path()))
        })
        .collect();
    files.sort();
    files
}
