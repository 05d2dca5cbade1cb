//! The [`Store`]: the one object the front end uses to resume, save and
//! clear the game in progress and to keep the player's records, in the data
//! directory.
//!
//! A store always opens. Without a usable directory it still answers (no
//! saved game, records from zero) and writes nothing; the reason is handed
//! out once, as a [`StorageProblem`], so the player hears it once and plays
//! on. A directory that fails later (full, made read-only, a disk that
//! cannot flush) is handed out when saving starts to fail, and its
//! recovery when saving works again; what is still unkept can be asked
//! before the game leaves. Damaged files are set aside, never deleted. File work only: no
//! terminal, speech or wording here.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::engine::Game;

use super::atomic_file::replace_atomically;
use super::background_sync::{is_failing, sync_later, sync_pending, take_failure};
use super::damage::{Damage, MAX_SAVE_BYTES};
use super::data_dir::DataDir;
use super::dir_lock::{LOCK_FILE, Lock};
use super::file_names::{DAILY_GAME_FILE, GAME_FILE, RECORDS_FILE};
use super::loaded::{Loaded, load_file, load_file_within};
use super::problem::StorageProblem;
use super::records::{Recorded, Records, decode_records_with, encode_records_to_fit};
use super::saved_game::{SavedGame, Settings, decode_game, encode_recorded_game};
use super::set_aside::copy_aside;
use super::stale_files::remove_stale_temporaries;
use super::statistics::{GameResult, Statistics};
use crate::engine::GameRecord;

/// The saved game and the records in one data directory.
#[derive(Debug)]
pub struct Store {
    /// The data directory, if there is one (it may be read-only).
    dir: Option<PathBuf>,
    /// The file the game at hand is saved in: the ordinary game's
    /// ([`GAME_FILE`]) or the daily game's ([`DAILY_GAME_FILE`]).
    game_file: &'static str,
    /// Whether files may be written in `dir`.
    writable: bool,
    /// The files whose newest write (or removal) failed: saving fails
    /// while any is here, and the failure is handed out once.
    failing: Vec<&'static str>,
    /// The newest flush to the disk failed: the file, and why.
    unsynced: Option<(PathBuf, io::ErrorKind)>,
    /// Saving works again after a failure, not yet handed out.
    recovered: bool,
    /// The records in memory are newer than the records file (a write
    /// failed): they are written at the next chance.
    records_unwritten: bool,
    /// A damaged saved game could not be set aside: leave it alone.
    game_file_kept: bool,
    /// A damaged records file could not be set aside: leave it alone.
    records_file_kept: bool,
    /// The records as last read or written; `None` until first needed.
    records: Option<Records>,
    /// The statistics read or written with the records.
    statistics: Statistics,
    /// The data directory's lock, held while the store lives.
    _lock: Option<std::sync::Arc<fs::File>>,
}

impl Store {
    /// Opens the store in `data_dir` (from `--data-dir`), or else in the
    /// platform's data directory, creating it if needed. Never fails: if
    /// the directory cannot be used, the problem comes back beside the
    /// store (tell the player once) and the store saves nothing.
    ///
    /// One store at a time owns a directory: while another running game
    /// holds its lock, this store reads and writes nothing there
    /// ([`StorageProblem::InUse`]); nor when the lock file cannot be used
    /// ([`StorageProblem::CannotLock`]). The owner removes the temporary files
    /// that dead games left behind.
    pub fn open(data_dir: Option<&Path>) -> (Store, Option<StorageProblem>) {
        let (mut dir, mut writable, mut problem) = match DataDir::prepare(data_dir) {
            DataDir::Writable(path) => (Some(path), true, None),
            DataDir::ReadOnly(path, problem) => (Some(path), false, Some(problem)),
            DataDir::Missing(problem) => (None, false, Some(problem)),
        };
        let mut lock = None;
        if let Some(path) = dir.clone().filter(|_| writable) {
            match Lock::take(&path) {
                Lock::Held(file) => lock = Some(file),
                Lock::Taken => {
                    dir = None;
                    writable = false;
                    problem = Some(StorageProblem::InUse { path: path.clone() });
                }
                Lock::Unusable(kind) => {
                    dir = None;
                    writable = false;
                    problem = Some(StorageProblem::CannotLock {
                        path: path.join(LOCK_FILE),
                        kind,
                    });
                }
            }
            if writable {
                remove_stale_temporaries(&path, lock.is_some());
            }
        }
        let store = Store {
            dir,
            game_file: GAME_FILE,
            writable,
            failing: Vec::new(),
            unsynced: None,
            recovered: false,
            records_unwritten: false,
            game_file_kept: false,
            records_file_kept: false,
            records: None,
            statistics: Statistics::default(),
            _lock: lock,
        };
        (store, problem)
    }

    /// The data directory, if there is one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Whether progress is being saved (the directory is writable).
    pub fn is_saving(&self) -> bool {
        self.writable
    }

    /// Where the game is saved, if there is a data directory.
    pub fn game_path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|dir| dir.join(self.game_file))
    }

    /// Saves, reads and clears the daily game's file from now on (`true`),
    /// or the ordinary game's (`false`). The other file is left as it is.
    pub fn use_daily_file(&mut self, daily: bool) {
        let file = if daily { DAILY_GAME_FILE } else { GAME_FILE };
        if file != self.game_file {
            self.game_file = file;
            self.game_file_kept = false;
        }
    }

    /// Where the records are kept, if there is a data directory.
    pub fn records_path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|dir| dir.join(RECORDS_FILE))
    }

    /// Reads the saved game. A damaged file is set aside (its reason and
    /// new name in the answer); then start a new game.
    pub fn load_game(&mut self) -> Loaded<SavedGame> {
        self.load_game_if(|_| Ok(()))
    }

    /// Reads the saved game, if `can_continue` accepts it: a sound file
    /// the game cannot continue (another variant, say) is set aside like a
    /// damaged one, with the reason `can_continue` gives.
    pub fn load_game_if(
        &mut self,
        can_continue: impl Fn(&SavedGame) -> Result<(), Damage>,
    ) -> Loaded<SavedGame> {
        let Some(path) = self.game_path() else {
            return Loaded::Missing;
        };
        let mut loaded = load_file_within(&path, MAX_SAVE_BYTES, |bytes| {
            let saved = decode_game(bytes)?;
            can_continue(&saved)?;
            Ok(saved)
        });
        if let Loaded::Found(saved) = &mut loaded
            && let Some((_, copy)) = &mut saved.record_damage
        {
            // The board and score are good; only the record is not: the
            // file as it was is kept aside, and the save is written again
            // without the record, so that this is said once.
            *copy = copy_aside(&path).ok();
            if copy.is_some() {
                let text =
                    encode_recorded_game(&saved.game, saved.seed, saved.id, None, &saved.settings);
                let _ = replace_atomically(&path, text.as_bytes());
            }
        }
        if matches!(loaded, Loaded::LeftInPlace { .. }) {
            self.game_file_kept = true;
        }
        loaded
    }

    /// Saves the game in progress (call after every move), without an
    /// identifier. Returns a problem when saving starts to fail, not again
    /// while it keeps failing. Records a failed write left unwritten are
    /// written too.
    #[must_use = "a problem must be told to the player"]
    pub fn save_game(
        &mut self,
        game: &Game,
        seed: Option<u64>,
        settings: &Settings,
    ) -> Option<StorageProblem> {
        self.save_game_as(game, seed, None, settings)
    }

    /// Saves the game in progress known by `id`: its results are counted
    /// in the records under that identifier, once.
    #[must_use = "a problem must be told to the player"]
    pub fn save_game_as(
        &mut self,
        game: &Game,
        seed: Option<u64>,
        id: Option<u64>,
        settings: &Settings,
    ) -> Option<StorageProblem> {
        self.save_recorded_game(game, seed, id, None, settings)
    }

    /// Saves a game known by `id` with its record, if it has one.
    pub fn save_recorded_game(
        &mut self,
        game: &Game,
        seed: Option<u64>,
        id: Option<u64>,
        record: Option<&GameRecord>,
        settings: &Settings,
    ) -> Option<StorageProblem> {
        if self.game_file_kept {
            return None;
        }
        let text = encode_recorded_game(game, seed, id, record, settings);
        if text.len() as u64 > MAX_SAVE_BYTES {
            // Never a save the game could not read back: the last one stays.
            return match self.dir.as_ref().filter(|_| self.writable) {
                Some(dir) => {
                    let path = dir.join(self.game_file);
                    self.failed(self.game_file, StorageProblem::TooLarge { path })
                }
                None => None,
            };
        }
        let problem = self.write(self.game_file, text.as_bytes());
        if self.game_saved() && self.records_unwritten {
            return problem.or_else(|| self.write_records());
        }
        problem
    }

    /// Whether the newest save of the game (or its removal) went through;
    /// true when nothing is being saved at all.
    pub fn game_saved(&self) -> bool {
        !self.failing.contains(&self.game_file)
    }

    /// Whether the records in memory could not be written (and are not
    /// written yet).
    pub fn records_unwritten(&self) -> bool {
        self.records_unwritten
    }

    /// Writes the records if a failed write left them unwritten; a
    /// problem as [`Store::save_game`] returns one.
    #[must_use = "a problem must be told to the player"]
    pub fn keep_records(&mut self) -> Option<StorageProblem> {
        if self.records_unwritten {
            self.write_records()
        } else {
            None
        }
    }

    /// The file whose newest flush to the disk failed, if it failed.
    pub fn unsynced(&self) -> Option<&Path> {
        self.unsynced.as_ref().map(|(path, _)| path.as_path())
    }

    /// Whether saving works again after a failure was handed out: true
    /// once per recovery.
    pub fn take_recovered(&mut self) -> bool {
        std::mem::take(&mut self.recovered)
    }

    /// Looks whether the files written so far reached the disk: a problem
    /// ([`StorageProblem::NotSynced`]) when a flush starts to fail; when a
    /// later flush succeeds, saving counts as recovered. Call it when idle
    /// (writing calls it too); after [`Store::flush`] it tells the last
    /// word.
    #[must_use = "a problem must be told to the player"]
    pub fn check_flush(&mut self) -> Option<StorageProblem> {
        if !self.writable {
            return None;
        }
        if let Some((path, kind)) = take_failure() {
            let quiet = self.unsynced.is_some() || !self.failing.is_empty();
            self.unsynced = Some((path.clone(), kind));
            self.recovered = false;
            return (!quiet).then_some(StorageProblem::NotSynced { path, kind });
        }
        if self.unsynced.is_some() && !is_failing() {
            self.unsynced = None;
            self.recovered = self.failing.is_empty();
        }
        None
    }

    /// Waits until every file written so far is on the disk (or its flush
    /// failed: [`Store::check_flush`] then says so).
    pub fn flush(&self) {
        if self.writable {
            sync_pending();
        }
    }

    /// Removes the saved game (at game over, or for a new game). A damaged
    /// file that could not be set aside is left alone. For `--new`, call
    /// [`Store::load_game`] first (and ignore a found game): a damaged file
    /// is then set aside and reported instead of removed.
    #[must_use = "a problem must be told to the player"]
    pub fn clear_game(&mut self) -> Option<StorageProblem> {
        let path = match self.game_path() {
            Some(path) if self.writable && !self.game_file_kept => path,
            _ => return None,
        };
        match fs::remove_file(&path) {
            Ok(()) => {
                self.succeeded(self.game_file);
                None
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                self.succeeded(self.game_file);
                None
            }
            Err(error) => self.failed(
                self.game_file,
                StorageProblem::CannotRemove {
                    path,
                    kind: error.kind(),
                },
            ),
        }
    }

    /// Reads the records (call once at start; a damaged file is set aside
    /// and the records start from zero).
    pub fn load_records(&mut self) -> Loaded<Records> {
        let loaded = match self.records_path() {
            Some(path) => load_file(&path, decode_records_with),
            None => Loaded::Missing,
        };
        if matches!(loaded, Loaded::LeftInPlace { .. }) {
            self.records_file_kept = true;
        }
        let (records, statistics) = match &loaded {
            Loaded::Found((records, statistics)) => (*records, statistics.clone()),
            _ => (Records::default(), Statistics::default()),
        };
        self.records = Some(records);
        self.statistics = statistics;
        loaded.map(|(records, _)| records)
    }

    /// The records so far (zero if none were loaded or kept).
    pub fn records(&self) -> Records {
        self.records.unwrap_or_default()
    }

    /// The statistics so far (none if none were loaded or kept).
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// Takes a finished game into the records and counts it in the
    /// statistics, and writes them. A result whose identifier was counted
    /// already replaces that game's result: a game counts once, however
    /// often it ends. A game that must leave no trace (a tutorial) is not
    /// passed here.
    pub fn record_game(&mut self, result: &GameResult) -> Recorded {
        if self.records.is_none() {
            self.load_records();
        }
        let before = self.records();
        let after = before.raised_by(result.score, result.highest_tile);
        self.records = Some(after);
        self.statistics.add(result);
        let problem = self.write_records();
        Recorded {
            before,
            after,
            problem,
        }
    }

    /// Writes the records and statistics, unless a damaged records file
    /// was left in place. They are kept within what the game reads back:
    /// the oldest kept scores and results go first.
    fn write_records(&mut self) -> Option<StorageProblem> {
        if self.records_file_kept {
            return None;
        }
        let records = self.records();
        let problem = match encode_records_to_fit(records, &mut self.statistics) {
            Some(text) => self.write(RECORDS_FILE, text.as_bytes()),
            None => match self.records_path().filter(|_| self.writable) {
                Some(path) => self.failed(RECORDS_FILE, StorageProblem::TooLarge { path }),
                None => None,
            },
        };
        self.records_unwritten = self.writable && self.failing.contains(&RECORDS_FILE);
        problem
    }

    /// Takes a game's score and highest tile into the records (at game
    /// over, or after any move) and writes them if either improved (or an
    /// earlier write of them failed). Loads the records first if
    /// [`Store::load_records`] was not called.
    pub fn record(&mut self, score: u64, highest_tile: u64) -> Recorded {
        if self.records.is_none() {
            self.load_records();
        }
        let before = self.records();
        let after = before.raised_by(score, highest_tile);
        self.records = Some(after);
        let problem = if after != before || self.records_unwritten {
            self.write_records()
        } else {
            None
        };
        Recorded {
            before,
            after,
            problem,
        }
    }

    /// Keeps an empty file named `name` in the data directory as a mark (a
    /// flag the player never set, such as the tutorial's offer made):
    /// quietly, as nothing the player did is lost without it. Whether it
    /// was kept.
    pub fn mark(&mut self, name: &str) -> bool {
        let Some(dir) = self.dir.as_ref().filter(|_| self.writable) else {
            return false;
        };
        match replace_atomically(&dir.join(name), b"") {
            Ok(replaced) => {
                sync_later(replaced);
                true
            }
            Err(_) => false,
        }
    }

    /// Whether the mark `name` is in the data directory.
    pub fn is_marked(&self, name: &str) -> bool {
        self.dir
            .as_ref()
            .is_some_and(|dir| dir.join(name).is_file())
    }

    /// Writes one file of the data directory atomically. The new content is
    /// in place when this returns (a killed game resumes from it); the
    /// writer thread puts it on the disk within a second. A failure to
    /// write is handed out when saving starts to fail, and a failure to
    /// flush an earlier write when flushing starts to fail.
    fn write(&mut self, name: &'static str, bytes: &[u8]) -> Option<StorageProblem> {
        let path = match &self.dir {
            Some(dir) if self.writable => dir.join(name),
            _ => return None,
        };
        match replace_atomically(&path, bytes) {
            Ok(replaced) => {
                sync_later(replaced);
                self.succeeded(name);
                self.check_flush()
            }
            Err(error) => self.failed(
                name,
                StorageProblem::CannotWrite {
                    path,
                    kind: error.kind(),
                },
            ),
        }
    }

    /// The file `name` was written (or removed) as asked: when it was the
    /// last failing one, saving works again.
    fn succeeded(&mut self, name: &'static str) {
        let before = self.failing.len();
        self.failing.retain(|&failing| failing != name);
        if before > 0 && self.failing.is_empty() && self.unsynced.is_none() {
            self.recovered = true;
        }
    }

    /// The file `name` could not be written (or removed): `problem` when
    /// saving worked until now.
    fn failed(&mut self, name: &'static str, problem: StorageProblem) -> Option<StorageProblem> {
        let quiet = !self.failing.is_empty();
        if !self.failing.contains(&name) {
            self.failing.push(name);
        }
        self.recovered = false;
        (!quiet).then_some(problem)
    }
}

impl Drop for Store {
    /// What this store wrote reaches the disk before it goes.
    fn drop(&mut self) {
        if self.writable {
            sync_pending();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Direction, GameConfig, Pcg32};

    /// Moves `dir` away and puts a file in its place, so nothing can be
    /// written there (even by root); puts it back when `broken` is false.
    fn break_dir(dir: &Path, away: &Path, broken: bool) {
        if broken {
            fs::rename(dir, away).unwrap();
            fs::write(dir, b"in the way").unwrap();
        } else {
            fs::remove_file(dir).unwrap();
            fs::rename(away, dir).unwrap();
        }
    }

    #[test]
    fn a_failure_is_handed_out_once_until_saving_works_again() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data");
        let away = root.path().join("away");
        fs::create_dir(&dir).unwrap();
        let (mut store, problem) = Store::open(Some(&dir));
        assert_eq!(problem, None);
        let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(3)).unwrap();
        let settings = Settings::new();
        // (directory broken, a problem handed out, saving works again)
        let steps = [
            (false, false, false),
            (true, true, false),
            (true, false, false),
            (false, false, true),
            (true, true, false),
            (false, false, true),
        ];
        let mut now_broken = false;
        for (n, (broken, problem, recovered)) in steps.into_iter().enumerate() {
            if broken != now_broken {
                break_dir(&dir, &away, broken);
                now_broken = broken;
            }
            for direction in Direction::ALL {
                if game.slide(direction).slide.moved() {
                    break;
                }
            }
            let said = store.save_game(&game, None, &settings);
            assert_eq!(said.is_some(), problem, "step {n}: {said:?}");
            assert_eq!(store.take_recovered(), recovered, "step {n}");
            assert_eq!(store.game_saved(), !broken, "step {n}");
        }
    }

    #[test]
    fn records_a_write_could_not_keep_are_written_at_the_next_save() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data");
        let away = root.path().join("away");
        fs::create_dir(&dir).unwrap();
        let (mut store, _) = Store::open(Some(&dir));
        store.load_records();
        break_dir(&dir, &away, true);
        assert!(store.record(20, 16).problem.is_some());
        assert!(store.records_unwritten());
        break_dir(&dir, &away, false);
        let game = Game::new(GameConfig::default(), Pcg32::from_seed(3)).unwrap();
        assert_eq!(store.save_game(&game, None, &Settings::new()), None);
        assert!(!store.records_unwritten());
        drop(store);
        let (mut reread, _) = Store::open(Some(&dir));
        reread.load_records();
        assert_eq!(reread.records().best_score, 20);
    }
}
