//! The game's own work around the session's answers: the readings that
//! need the records or the coach, the save and the records after a change,
//! what could not be kept, and the coach told of each slide. The session
//! answers the game; this keeps it.

use crate::command::Reading;
use crate::engine::{Board, Game, GameConfig};
use crate::narration::{self, Announcement, Verbosity};
use crate::play::coach::Wording;
use crate::play::game_change::GameChange;
use crate::play::input_mode::InputMode;
use crate::play::progress::Progress;
use crate::play::session::{BoardReading, Response, SessionCommand};

use super::{Controller, Flow};

impl Controller {
    /// A reading: the best score, the statistics and the coach's verdict
    /// here, every reading of the board by the session.
    pub(super) fn read(&mut self, reading: Reading) -> Flow {
        let lines = match reading {
            Reading::Best => vec![Announcement::one(narration::best(
                self.files
                    .progress
                    .as_ref()
                    .map(Progress::records)
                    .unwrap_or_default(),
            ))],
            Reading::Stats => self.statistics(),
            Reading::Coach if self.session.classic().is_some() => {
                let wording = match self.session.verbosity() {
                    Verbosity::Brief => Wording::Brief,
                    _ => Wording::InFull,
                };
                self.advice.coach.ask(wording)
            }
            Reading::Coach => vec![narration::coach_no_slide()],
            Reading::Cell => return self.read_board(BoardReading::Cell),
            Reading::Row => return self.read_board(BoardReading::Row),
            Reading::Column => return self.read_board(BoardReading::Column),
            Reading::Board => return self.read_board(BoardReading::Board),
            Reading::EmptyCount => return self.read_board(BoardReading::EmptyCount),
            Reading::Highest => return self.read_board(BoardReading::Highest),
            Reading::Score => return self.read_board(BoardReading::Score),
            Reading::Position => return self.read_board(BoardReading::Position),
            Reading::LastMove => return self.read_board(BoardReading::LastMove),
            Reading::EmptyCells => return self.read_board(BoardReading::EmptyCells),
            Reading::TileCounts => return self.read_board(BoardReading::TileCounts),
            Reading::LineEmpties => return self.read_board(BoardReading::LineEmpties),
            Reading::NextMerge => return self.read_board(BoardReading::NextMerge),
            Reading::Listen(what) => return self.read_board(BoardReading::Listen(what)),
        };
        self.out.announce(&lines);
        Flow::Continue
    }

    /// A reading of the board, the session's.
    fn read_board(&mut self, reading: BoardReading) -> Flow {
        self.game_command(SessionCommand::Read(reading))
    }

    /// A command of the game itself (slides, undo, readings, questions):
    /// the session answers it, its events are rendered, and the game's own
    /// work follows (the save and records, the coach).
    pub(super) fn game_command(&mut self, command: SessionCommand) -> Flow {
        let before = self
            .session
            .classic()
            .map(|game| (game.board().clone(), game.config().four_chance));
        let response = self.session.handle(command.clone());
        self.answered(Some((&command, before)), response)
    }

    /// Says the session's `response` to a command (`asked`: the command,
    /// and the classic board and odds before it), after the game's own
    /// work: the save and records, the coach told.
    pub(super) fn answered(
        &mut self,
        asked: Option<(&SessionCommand, Option<(Board, f64)>)>,
        mut response: Response,
    ) -> Flow {
        self.out.render(&response.events);
        let mut lines = std::mem::take(&mut response.lines);
        self.keep_progress(&response.change, &mut lines);
        if response.change == GameChange::Ended {
            lines.extend(self.daily_ended());
            // The day's game ended for good: no undo to offer.
            if self.day_closed().is_some() {
                let lines = self.session.mode() == InputMode::Lines;
                response.closing = vec![narration::daily_final_way(lines)];
            }
        }
        if let (Some((command, before)), Some(_)) = (asked, self.session.classic()) {
            lines = self.advice.follow(command, &response.change, before, lines);
        }
        lines.extend(response.closing);
        self.out.announce(&lines);
        if matches!(response.change, GameChange::Quit(_)) {
            Flow::Quit
        } else {
            Flow::Continue
        }
    }

    /// Keeps the game after a command (the player's files), and notes a
    /// daily game's end that kept the day's result.
    fn keep_progress(&mut self, change: &GameChange, lines: &mut Vec<Announcement>) {
        if let Some((date, had_result)) = self.files.keep(change, &mut self.session, lines) {
            self.note_daily_result(date, had_result, self.session.game_id());
        }
    }

    /// The summary of the statistics at the size and odds of the game at
    /// hand (a puzzle's size, at the classic odds).
    fn statistics(&self) -> Vec<Announcement> {
        let config = self.session.classic().map_or_else(
            || GameConfig {
                size: self.session.board().size(),
                ..GameConfig::default()
            },
            Game::config,
        );
        let tally = self
            .files
            .progress
            .as_ref()
            .and_then(|p| p.statistics().tally(config.size, config.four_chance));
        let mut lines = narration::statistics(tally);
        lines.extend(self.daily_statistics());
        lines
    }

    /// The game is left without a word from the player (end of input, a
    /// signal): the classic game at hand still counts for the best score and
    /// highest tile. Its save stays, so it can be resumed; raising them
    /// again later changes nothing. It is counted as played in the
    /// statistics only once it is finished.
    ///
    /// Everything saved is then flushed to the disk, and what could not be
    /// kept is said (unless a quit said it already).
    pub fn leave(&mut self) {
        self.out.say_held();
        let unfinished = self.session.unfinished();
        let game = unfinished.and(self.session.classic()).cloned();
        let seed = self.session.game_seed();
        let id = self.session.game_id();
        let record = self.session.record().cloned();
        let Some(progress) = self.files.progress.as_mut() else {
            return;
        };
        if let Some((score, highest)) = unfinished {
            // What is unkept is said whole below, without "playing on".
            let _ = progress.left(score, highest);
        }
        let lines = progress.leaving(game.as_ref(), seed, id, record.as_ref());
        if !lines.is_empty() {
            self.out.announce(&lines);
        }
    }
}
