//! Keeping the player's progress: the game saved after every change (with
//! its identifier), the records (best score, highest tile) raised when a
//! game ends or is left, the statistics counting each finished game (over,
//! or given up for a new one) once by its identifier, and the lines that
//! say a file was set aside, that saving failed (once until it works
//! again) or works again, and, as the game ends, what could not be kept.
//! Wraps the [`Store`]; the words come from narration.

use std::path::{Path, PathBuf};

use crate::engine::{Date, Game, GameRecord, Origin, RecordError, replay};
use crate::narration::{self, Announcement, Message};
use crate::storage::{
    DAILY_RESULTS_FILE, DailyResult, Damage, Finish, GAMES_DIR, GameResult, KeepError, Loaded,
    Records, SavedGame, Settings, Statistics, StorageProblem, Store, TUTORIAL_OFFERED_FILE,
    daily_results, keep_daily_result, keep_finished_game, set_aside_unreadable_daily_results,
    write_shared_text,
};

/// The `variant` setting of a saved classic game.
pub const CLASSIC: &str = "classic";

pub struct Progress {
    store: Store,
    settings: Settings,
    /// Why the data directory is left alone (another game holds it, or its
    /// lock cannot be had), if it is.
    shut_out: Option<StorageProblem>,
    /// Whether games count in the records and statistics (not in a
    /// tutorial).
    recording: bool,
    /// The moves of the game at hand as last saved, if this game was saved.
    saved_at: Option<u64>,
    /// What could not be kept was said as the game ended: not again.
    left_said: bool,
    /// Something could not be kept as the game ended.
    unkept: bool,
    /// A finished game could not be kept, and that was said: not again.
    keep_failed_said: bool,
}

/// A classic game known by `id`, as the statistics count it.
pub fn game_result(game: &Game, finish: Finish, id: u64) -> GameResult {
    let config = game.config();
    GameResult {
        size: config.size,
        four_chance: config.four_chance,
        score: game.score(),
        highest_tile: game.board().highest(),
        moves: game.moves(),
        finish,
        id: Some(id),
    }
}

/// Whether a sound save is a game this release plays: a classic one (no
/// `variant` setting means classic).
fn can_continue(saved: &SavedGame) -> Result<(), Damage> {
    match saved.settings.get("variant") {
        None => Ok(()),
        Some(variant) if variant == CLASSIC => Ok(()),
        Some(variant) => Err(Damage::cannot_continue(
            "settings.variant",
            format!("{variant:?} is not a game this release can continue"),
        )),
    }
}

fn problem_lines(problem: Option<StorageProblem>) -> Vec<Announcement> {
    problem.iter().map(narration::storage_problem).collect()
}

impl Progress {
    /// Opens the data directory and reads the records. The lines say what
    /// went wrong, if anything (once).
    pub fn open(data_dir: Option<&Path>) -> (Progress, Vec<Announcement>) {
        let (mut store, problem) = Store::open(data_dir);
        let shut_out = problem.clone().filter(|problem| {
            matches!(
                problem,
                StorageProblem::InUse { .. } | StorageProblem::CannotLock { .. }
            )
        });
        let mut lines = problem_lines(problem);
        match store.load_records() {
            Loaded::SetAside { reason, moved_to } => lines.push(narration::set_aside(
                narration::PlayerFile::Records,
                &reason,
                &moved_to,
            )),
            Loaded::LeftInPlace { reason, .. } => {
                lines.push(narration::left_in_place(true, &reason))
            }
            Loaded::Found(_) | Loaded::Missing => {}
        }
        let mut settings = Settings::new();
        settings.insert("variant".into(), CLASSIC.into());
        (
            Progress {
                store,
                settings,
                shut_out,
                recording: true,
                saved_at: None,
                left_said: false,
                unkept: false,
                keep_failed_said: false,
            },
            lines,
        )
    }

    /// The saved classic game, if there is a sound one; a damaged one, or
    /// one this game cannot continue (another variant), is set aside and
    /// said.
    pub fn resume(&mut self) -> (Option<SavedGame>, Vec<Announcement>) {
        match self.store.load_game_if(can_continue) {
            Loaded::Found(saved) => {
                let lines = saved
                    .record_damage
                    .iter()
                    .map(|(reason, copy)| narration::record_set_aside(reason, copy.as_deref()))
                    .collect();
                (Some(saved), lines)
            }
            Loaded::Missing => (None, Vec::new()),
            Loaded::SetAside { reason, moved_to } => (
                None,
                vec![narration::set_aside(
                    narration::PlayerFile::SavedGame,
                    &reason,
                    &moved_to,
                )],
            ),
            Loaded::LeftInPlace { reason, .. } => {
                (None, vec![narration::left_in_place(false, &reason)])
            }
        }
    }

    /// The game at hand is the saved one, resumed at `moves`: the save
    /// holds it so far.
    pub fn resumed_at(&mut self, moves: u64) {
        self.saved_at = Some(moves);
    }

    /// Saves the game known by `id` (with its record, if it has one) after
    /// a change.
    pub fn save(
        &mut self,
        game: &Game,
        seed: Option<u64>,
        id: u64,
        record: Option<&GameRecord>,
    ) -> Vec<Announcement> {
        let problem = self
            .store
            .save_recorded_game(game, seed, Some(id), record, &self.settings);
        if self.store.game_saved() {
            self.saved_at = Some(game.moves());
        } else if game.moves() == 0 {
            // A new game whose first save failed: the file holds another.
            self.saved_at = None;
        }
        self.news(problem)
    }

    /// The line for a problem, or that saving works again.
    fn news(&mut self, problem: Option<StorageProblem>) -> Vec<Announcement> {
        let mut lines = problem_lines(problem);
        if self.store.take_recovered() {
            lines.push(narration::saving_resumed());
        }
        lines
    }

    /// Whether the files written reached the disk, when idle: a line when a
    /// flush starts to fail, or when saving works again.
    pub fn check(&mut self) -> Vec<Announcement> {
        let problem = self.store.check_flush();
        self.news(problem)
    }

    /// As the game ends (quit, end of input, a signal), after
    /// [`Progress::left`]: tries once more what failed (the unfinished
    /// `game`, known by `id`; the records), waits until everything is on the disk, and
    /// says what could still not be kept: the last moves (and the move the
    /// next start resumes), the records, a flush that failed. Said once;
    /// nothing when saving was off from the start (said then).
    pub fn leaving(
        &mut self,
        game: Option<&Game>,
        seed: Option<u64>,
        id: u64,
        record: Option<&GameRecord>,
    ) -> Vec<Announcement> {
        if self.left_said {
            return Vec::new();
        }
        self.left_said = true;
        if let Some(game) = game.filter(|_| !self.store.game_saved()) {
            let _ = self
                .store
                .save_recorded_game(game, seed, Some(id), record, &self.settings);
            if self.store.game_saved() {
                self.saved_at = Some(game.moves());
            }
        }
        let _ = self.store.keep_records();
        self.store.flush();
        let _ = self.store.check_flush();
        let mut lines = Vec::new();
        if !self.store.game_saved() {
            lines.push(narration::moves_unsaved(self.saved_at));
        }
        if self.store.records_unwritten()
            && let Some(path) = self.store.records_path()
        {
            lines.push(narration::records_unkept(&path));
        }
        if let Some(path) = self.store.unsynced() {
            lines.push(narration::not_safe(path));
        }
        self.unkept = !lines.is_empty();
        lines
    }

    /// Whether everything was kept as the game ended (see
    /// [`Progress::leaving`]).
    pub fn kept_all(&self) -> bool {
        !self.unkept
    }

    /// A game that ended: raise the records, count it (or, when its end
    /// was undone and it ended again, replace its result), remove the save
    /// (unless `keep_save`: a daily game whose result could not be kept
    /// stays resumable), and say the best score (or that this one is new).
    pub fn ended(&mut self, game: &Game, id: u64, keep_save: bool) -> Vec<Announcement> {
        self.saved_at = None;
        if !self.recording {
            return problem_lines(self.store.clear_game());
        }
        let recorded = self.store.record_game(&game_result(game, Finish::Over, id));
        let mut lines = problem_lines(recorded.problem.clone());
        if !keep_save {
            let cleared = self.store.clear_game();
            lines.extend(self.news(cleared));
        }
        let best = if recorded.new_best_score() {
            Message::new("new-best")
        } else {
            narration::best(recorded.after)
        };
        lines.insert(0, Announcement::one(best));
        lines
    }

    /// Keeps a finished (over or left) classic game's record in the data
    /// directory, for `share` and `replay`. A failure is said once, while
    /// playing on (`say`: not as the game ends, where what could not be
    /// kept is said whole) and only when no other storage problem is being
    /// said; play goes on. Nothing is kept in a tutorial, without a
    /// writable data directory, or for a record that does not replay.
    pub fn keep_finished(&mut self, record: &GameRecord, say: bool) -> Vec<Announcement> {
        if !self.recording || !self.store.is_saving() {
            return Vec::new();
        }
        let (Some(dir), Ok(recorded)) = (self.store.dir(), replay(record)) else {
            return Vec::new();
        };
        // A daily results file that cannot be read is set aside (and
        // said), never replaced by this one day.
        let day = match record.origin {
            Origin::Daily(date) => Some(date),
            Origin::Seed(_) => None,
        };
        let mut lines = match day {
            Some(_) => results_set_aside(dir),
            None => Vec::new(),
        };
        let said_results = !lines.is_empty();
        match keep_finished_game(dir, &recorded) {
            // A game too long for a code is never written as one that
            // `verify` would refuse: the player hears why it is not kept.
            Err(KeepError::NoCode(RecordError::TooLong { .. })) if say => {
                lines.push(narration::share_too_long());
            }
            Ok(_) | Err(KeepError::NoCode(_)) => {}
            Err(KeepError::Io(error)) => {
                let failing = !self.store.game_saved()
                    || self.store.records_unwritten()
                    || self.store.unsynced().is_some();
                // A daily game's result is said whenever its game could
                // not be kept: what was kept, beside what was not.
                let result = day.and_then(|date| Some((date, self.daily_score(date)?)));
                if !say || said_results || (failing || self.keep_failed_said) && result.is_none() {
                    return lines;
                }
                self.keep_failed_said = true;
                lines.extend(problem_lines(Some(StorageProblem::CannotWrite {
                    path: dir.join(GAMES_DIR),
                    kind: error.kind(),
                })));
                if let Some((date, score)) = result {
                    lines.push(narration::daily_opening(date, Some(score)));
                }
            }
        }
        lines
    }

    /// Keeps the result of the daily game of `date` that lost its record
    /// (its end has no code to keep): its `score`, unless the day has a
    /// result. A failure is said, with the result.
    pub fn keep_day_result(&mut self, date: Date, score: u64) -> Vec<Announcement> {
        if !self.recording || !self.store.is_saving() {
            return Vec::new();
        }
        let Some(dir) = self.store.dir() else {
            return Vec::new();
        };
        let mut lines = results_set_aside(dir);
        if let Err(error) = keep_daily_result(dir, date, score) {
            lines.extend(problem_lines(Some(StorageProblem::CannotWrite {
                path: dir.join(DAILY_RESULTS_FILE),
                kind: error.kind(),
            })));
            lines.push(narration::daily_opening(date, Some(score)));
        }
        lines
    }

    /// A game given up for a new one after at least one slide: it raises
    /// the records and counts as played (once: a game counted already has
    /// its result replaced).
    pub fn abandoned(&mut self, game: &Game, id: u64) -> Vec<Announcement> {
        self.saved_at = None;
        if !self.recording {
            return Vec::new();
        }
        let problem = self
            .store
            .record_game(&game_result(game, Finish::Abandoned, id))
            .problem;
        self.news(problem)
    }

    /// A game left unfinished (quitting): its score still counts for the
    /// records; it is counted as played once it is finished.
    pub fn left(&mut self, score: u64, highest: u64) -> Vec<Announcement> {
        if !self.recording {
            return Vec::new();
        }
        let problem = self.store.record(score, highest).problem;
        self.news(problem)
    }

    /// Whether games count in the records and statistics (see
    /// [`Progress::set_recording`]).
    pub fn recording(&self) -> bool {
        self.recording
    }

    /// Whether games count in the records and statistics: off for a game
    /// that must leave no trace there (a tutorial). On from the start.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }

    /// Why this game leaves the data directory alone (another game holds
    /// it, or its lock cannot be had), if it does: then none of the files
    /// there may be read or written, the preferences kept there included.
    pub fn shut_out(&self) -> Option<&StorageProblem> {
        self.shut_out.as_ref()
    }

    /// Waits until every save so far is on the disk (they are flushed
    /// within a second anyway; call before leaving).
    pub fn flush(&self) {
        self.store.flush();
    }

    /// Keeps, quietly, the mark that the tutorial was offered, where the
    /// preferences could not keep it. Whether it was kept.
    pub fn mark_tutorial_offered(&mut self) -> bool {
        self.store.mark(TUTORIAL_OFFERED_FILE)
    }

    /// Whether the data directory holds the mark that the tutorial was
    /// offered.
    pub fn tutorial_offered(&self) -> bool {
        self.store.is_marked(TUTORIAL_OFFERED_FILE)
    }

    /// Saves, resumes and clears the daily game's save from now on
    /// (`true`), or the ordinary game's (`false`); the other save stays as
    /// it is.
    pub fn use_daily_save(&mut self, daily: bool) {
        self.store.use_daily_file(daily);
        self.saved_at = None;
    }

    /// The daily games' results kept in the data directory.
    pub fn daily_results(&self) -> Vec<DailyResult> {
        self.store.dir().map(daily_results).unwrap_or_default()
    }

    /// The best score kept for the daily game of `date`, if it was
    /// finished.
    pub fn daily_score(&self, date: Date) -> Option<u64> {
        self.daily_results()
            .iter()
            .filter(|result| result.date == date)
            .map(|result| result.score)
            .max()
    }

    /// Writes a game's shareable text in the data directory (a daily
    /// game's practice in a file of its own, never the day's): its file, or
    /// why not (the file that could not be written, or `None`: no
    /// directory is written to).
    pub fn write_shared_text(
        &self,
        origin: Origin,
        practice: bool,
        lines: &[String],
    ) -> Result<PathBuf, Option<PathBuf>> {
        let dir = self
            .store
            .dir()
            .filter(|_| self.store.is_saving())
            .ok_or(None)?;
        write_shared_text(dir, origin, practice, lines)
            .map_err(|_| Some(dir.join(crate::storage::shared_text_name(origin, practice))))
    }

    pub fn records(&self) -> Records {
        self.store.records()
    }

    pub fn statistics(&self) -> &Statistics {
        self.store.statistics()
    }
}

/// Sets the daily results file aside when it cannot be read, and says so:
/// it is never replaced by one day's result.
fn results_set_aside(dir: &Path) -> Vec<Announcement> {
    match set_aside_unreadable_daily_results(dir) {
        Some((reason, Some(moved_to))) => vec![narration::set_aside(
            narration::PlayerFile::DailyResults,
            &reason,
            &moved_to,
        )],
        Some((reason, None)) => vec![narration::daily_results_left_in_place(&reason)],
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, GameConfig, Pcg32};
    use crate::storage::RECORDS_FILE;

    /// A 3×3 game with one slide made.
    fn played() -> Game {
        let board = Board::parse("2 2 0/0 0 0/0 0 0").expect("a position");
        let mut game =
            Game::from_board(GameConfig::default(), board, Pcg32::from_seed(1)).expect("a game");
        game.slide(crate::engine::Direction::Left);
        game
    }

    #[test]
    fn games_not_recorded_leave_the_records_alone() {
        let cases = [(true, 2), (false, 0)];
        for (recording, counted) in cases {
            let dir = tempfile::tempdir().unwrap();
            let (mut progress, _) = Progress::open(Some(dir.path()));
            progress.set_recording(recording);
            let game = played();
            progress.abandoned(&game, 1);
            progress.left(game.score(), game.board().highest());
            progress.ended(&game, 2, false);
            let played: u64 = progress
                .statistics()
                .tallies()
                .iter()
                .map(|t| t.played)
                .sum();
            assert_eq!(played, counted, "recording {recording}");
            assert_eq!(
                dir.path().join(RECORDS_FILE).exists(),
                recording,
                "recording {recording}"
            );
        }
    }
}
