//! Keeping the player's progress: the game saved after every change (with
//! its identifier), the records (best score, highest tile) raised when a
//! game ends or is left, the statistics counting each finished game (over,
//! or given up for a new one) once by its identifier, and the one-time
//! lines that say a file was set aside or saving stopped.
//! Wraps the [`Store`]; the words come from narration.

use std::path::Path;

use crate::engine::Game;
use crate::narration::{self, Announcement, Message};
use crate::storage::{
    Damage, Finish, GameResult, Loaded, Records, SavedGame, Settings, Statistics, StorageProblem,
    Store,
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
            Loaded::SetAside { reason, moved_to } => {
                lines.push(narration::set_aside(true, &reason, &moved_to))
            }
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
            },
            lines,
        )
    }

    /// The saved classic game, if there is a sound one; a damaged one, or
    /// one this game cannot continue (another variant), is set aside and
    /// said.
    pub fn resume(&mut self) -> (Option<SavedGame>, Vec<Announcement>) {
        match self.store.load_game_if(can_continue) {
            Loaded::Found(saved) => (Some(saved), Vec::new()),
            Loaded::Missing => (None, Vec::new()),
            Loaded::SetAside { reason, moved_to } => {
                (None, vec![narration::set_aside(false, &reason, &moved_to)])
            }
            Loaded::LeftInPlace { reason, .. } => {
                (None, vec![narration::left_in_place(false, &reason)])
            }
        }
    }

    /// Saves the game known by `id` after a change.
    pub fn save(&mut self, game: &Game, seed: Option<u64>, id: u64) -> Vec<Announcement> {
        problem_lines(
            self.store
                .save_game_as(game, seed, Some(id), &self.settings),
        )
    }

    /// A game that ended: raise the records, count it (or, when its end
    /// was undone and it ended again, replace its result), remove the save,
    /// and say the best score (or that this one is new).
    pub fn ended(&mut self, game: &Game, id: u64) -> Vec<Announcement> {
        if !self.recording {
            return problem_lines(self.store.clear_game());
        }
        let recorded = self.store.record_game(&game_result(game, Finish::Over, id));
        let mut lines = problem_lines(recorded.problem.clone());
        lines.extend(problem_lines(self.store.clear_game()));
        let best = if recorded.new_best_score() {
            Message::new("new-best")
        } else {
            narration::best(recorded.after)
        };
        lines.insert(0, Announcement::one(best));
        lines
    }

    /// A game given up for a new one after at least one slide: it raises
    /// the records and counts as played (once: a game counted already has
    /// its result replaced).
    pub fn abandoned(&mut self, game: &Game, id: u64) -> Vec<Announcement> {
        if !self.recording {
            return Vec::new();
        }
        problem_lines(
            self.store
                .record_game(&game_result(game, Finish::Abandoned, id))
                .problem,
        )
    }

    /// A game left unfinished (quitting): its score still counts for the
    /// records; it is counted as played once it is finished.
    pub fn left(&mut self, score: u64, highest: u64) -> Vec<Announcement> {
        if !self.recording {
            return Vec::new();
        }
        problem_lines(self.store.record(score, highest).problem)
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
        crate::storage::sync_pending();
    }

    pub fn records(&self) -> Records {
        self.store.records()
    }

    pub fn statistics(&self) -> &Statistics {
        self.store.statistics()
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
            progress.ended(&game, 2);
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
