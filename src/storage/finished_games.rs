//! The last finished games, each as its share code in a file of its own in
//! the `games` folder of the data directory (`records.json` keeps only
//! figures, within the size the game reads back): written atomically,
//! numbered in the order they ended, the oldest removed beyond
//! [`KEPT_GAMES`]. Read back without trust: a file is only a game if its
//! code's check value matches and every step replays from the seed.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::engine::{Date, GameRecord, Origin, RecordError, RecordedGame};
use crate::share::{CodeHead, decode, encode, read_head};

use super::atomic_file::write_atomically;
use super::daily_statistics::DailyResult;
use super::damage::{Damage, Problem};
use super::kept_set;
use super::loaded::{Loaded, load_file, read_file};

/// The folder of the data directory that holds them.
pub const GAMES_DIR: &str = "games";
/// How many finished games are kept, and as many left unfinished: enough
/// to share or replay the last evening's games, few enough (each file is
/// well under a kilobyte for a won game) that the folder never grows.
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

/// Keeps a game (finished, or left unfinished), once: its latest state
/// replaces the copy kept of an earlier state of the same game (the same
/// origin and rules, its steps beginning the new ones), and a state kept
/// already, or an earlier state of a game kept (a save behind its kept
/// copy, after a kill), is not written again. Beyond [`KEPT_GAMES`]
/// finished games and as many unfinished ones besides this game, the
/// oldest of each go, never the day's result (see `kept_set.rs`); returns
/// its file. A daily game that ended keeps its result in
/// [`DAILY_RESULTS_FILE`] too, once the code is in its file (so a kill
/// between the two leaves the day unfinished and resumable), and only if
/// the day has none yet: the day's first finished game is its result, a
/// later one is practice, and a game left unfinished is no result. The
/// result is kept even when the game's own file cannot be written: the
/// error then is the game's ([`KeepError::Io`]), and said as such.
pub fn keep_finished_game(data_dir: &Path, game: &RecordedGame) -> Result<PathBuf, KeepError> {
    let code = encode(game.record()).map_err(KeepError::NoCode)?;
    let kept = keep_code(data_dir, game, &code);
    if let (Origin::Daily(date), true) = (game.record().origin, game.game().is_over()) {
        keep_daily_result(data_dir, date, game.game().score()).map_err(KeepError::Io)?;
    }
    kept.map_err(KeepError::Io)
}

/// Writes a game's code in a file of its own: the file of its earlier
/// state, renamed to the newest number, or a new one.
fn keep_code(data_dir: &Path, game: &RecordedGame, code: &str) -> io::Result<PathBuf> {
    let dir = data_dir.join(GAMES_DIR);
    fs::create_dir_all(&dir)?;
    let mut numbers = numbered_files(&dir);
    let earlier = earlier_state(&numbers, game.record());
    if let Some((_, path, true)) = &earlier {
        return Ok(path.clone());
    }
    let mut next = numbers.last().map_or(1, |&(n, _)| n.saturating_add(1));
    if next > LAST_NUMBER {
        next = renumber(&dir, &mut numbers)?;
    }
    let path = dir.join(file_name(next));
    match &earlier {
        // The earlier copy takes the new state, then the newest number:
        // each step is atomic, and the game is never kept twice.
        Some((_, old, _)) => {
            write_atomically(old, format!("{code}\n").as_bytes())?;
            fs::rename(old, &path)?;
        }
        None => write_atomically(&path, format!("{code}\n").as_bytes())?,
    }
    prune(data_dir, &dir);
    Ok(path)
}

/// The kept file of another state of the game `record` plays (its
/// number, its path, and whether it holds this state already: the very
/// same, or a later one, see [`kept_set::same_game`]). A file is replayed
/// only if its code's head names the same origin and rules: the longest
/// code's steps take about half a second to replay, its head a small
/// part of that.
fn earlier_state(numbers: &[(u64, PathBuf)], record: &GameRecord) -> Option<(u64, PathBuf, bool)> {
    numbers.iter().rev().find_map(|(number, path)| {
        let kept = read_file(path, |bytes| match head_of(bytes) {
            Some((head, _)) if !names_game(&head, record) => Ok(None),
            _ => kept_game(bytes).map(Some),
        });
        let kept = kept.ok().flatten().flatten()?;
        let same = kept_set::same_game(kept.record(), record)?;
        Some((*number, path.clone(), same))
    })
}

/// Whether a code's head names `record`'s game: its origin and rules.
fn names_game(head: &CodeHead, record: &GameRecord) -> bool {
    head.origin == record.origin
        && head.size == record.size
        && head.four_permyriad == record.four_permyriad
}

/// A kept file's head and its code's length, if its head reads.
pub(super) fn head_of(bytes: &[u8]) -> Option<(CodeHead, usize)> {
    let text = std::str::from_utf8(bytes).ok()?.trim();
    Some((read_head(text).ok()?, text.len()))
}

/// Removes the oldest kept games beyond what is kept (`kept_set.rs`).
fn prune(data_dir: &Path, dir: &Path) {
    let results = daily_results(data_dir);
    let games: Vec<(PathBuf, Option<RecordedGame>)> = numbered_files(dir)
        .into_iter()
        .map(|(_, path)| {
            let game = read_file(&path, kept_game).ok().flatten();
            (path, game)
        })
        .collect();
    for path in kept_set::beyond(&games, &results) {
        let _ = fs::remove_file(path);
    }
}

/// Adds the result of the daily game of `date`, unless the day has one.
/// A file that cannot be read is never replaced (set it aside first:
/// [`set_aside_unreadable_daily_results`]); its lines are kept as they
/// are, those this release cannot parse among them (a newer release's
/// further field, a hand's edit), the oldest going beyond
/// [`KEPT_DAILY_RESULTS`].
pub fn keep_daily_result(data_dir: &Path, date: Date, score: u64) -> io::Result<()> {
    let path = data_dir.join(DAILY_RESULTS_FILE);
    let bytes = match read_file(&path, |bytes| Ok(bytes.to_vec())) {
        Ok(bytes) => bytes.unwrap_or_default(),
        Err(damage) => return Err(io::Error::other(format!("{damage:?}"))),
    };
    let text = String::from_utf8_lossy(&bytes);
    if text
        .lines()
        .filter_map(daily_result)
        .any(|result| result.date == date)
    {
        return Ok(());
    }
    let mut lines: Vec<&str> = text.lines().collect();
    let line = format!("{date} {score}");
    lines.push(&line);
    let excess = lines.len().saturating_sub(KEPT_DAILY_RESULTS);
    let text: String = lines[excess..].iter().map(|l| format!("{l}\n")).collect();
    write_atomically(&path, text.as_bytes())
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

/// The daily games' results kept, oldest first; lines that do not begin
/// with a date and a score are passed over (and kept in the file).
pub fn daily_results(data_dir: &Path) -> Vec<DailyResult> {
    let Ok(Some(bytes)) = read_file(&data_dir.join(DAILY_RESULTS_FILE), |b| Ok(b.to_vec())) else {
        return Vec::new();
    };
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter_map(daily_result)
        .collect()
}

/// A line of the daily results read tolerantly: a date and a score, apart
/// by any white space, and whatever further fields a newer release adds.
fn daily_result(line: &str) -> Option<DailyResult> {
    let mut fields = line.split_whitespace();
    Some(DailyResult {
        date: fields.next()?.parse::<Date>().ok()?,
        score: fields.next()?.parse().ok()?,
    })
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
pub(super) fn kept_game(bytes: &[u8]) -> Result<RecordedGame, Damage> {
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
pub(super) fn numbered_files(dir: &Path) -> Vec<(u64, PathBuf)> {
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
