//! The game's own work around the session's answers: the readings that
//! need the records or the coach, the save and the records after a change,
//! what could not be kept, and the coach told of each slide. The session
//! answers the game; this keeps it.

use crate::command::{Command, GameAction, Reading};
use crate::engine::{Board, Game, GameConfig};
use crate::narration::{self, Announcement, Verbosity};
use crate::play::coach::Wording;
use crate::play::game_change::GameChange;
use crate::play::progress::Progress;

use super::{Controller, Flow};

impl Controller {
    /// A reading: the best score, the statistics and the coach's verdict
    /// here, every reading of the board by the session.
    pub(super) fn read(&mut self, reading: Reading) -> Flow {
        let lines = match reading {
            Reading::Best => vec![Announcement::one(narration::best(
                self.progress
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
                self.coach.ask(wording)
            }
            Reading::Coach => vec![narration::coach_no_slide()],
            _ => return self.game_command(Command::Read(reading)),
        };
        self.announce(&lines);
        Flow::Continue
    }

    /// A command of the game itself (slides, undo, readings, questions):
    /// the session answers it, its events are rendered, and the game's own
    /// work follows (the save and records, the coach).
    pub(super) fn game_command(&mut self, command: Command) -> Flow {
        let before = self
            .session
            .classic()
            .map(|game| (game.board().clone(), game.config().four_chance));
        let mut response = self.session.handle(command.clone());
        self.out.render(&response.events);
        let mut lines = std::mem::take(&mut response.lines);
        self.keep_progress(&response.change, &mut lines);
        if response.change == GameChange::Ended {
            lines.extend(self.daily_ended());
        }
        lines = self.follow_with_coach(&command, &response.change, before, lines);
        lines.extend(response.closing);
        self.announce(&lines);
        if matches!(response.change, GameChange::Quit(_)) {
            Flow::Quit
        } else {
            Flow::Continue
        }
    }

    /// Keeps the game after a command: the save or the records, and what
    /// could not be kept, said before the goodbye.
    fn keep_progress(&mut self, change: &GameChange, lines: &mut Vec<Announcement>) {
        // What could not be kept is said before the goodbye: the
        // player may switch the machine off once the game has said
        // it.
        let mut leaving = Vec::new();
        let quit = matches!(change, GameChange::Quit(_));
        let left_record = self.session.take_left_record();
        let mut daily_result = None;
        if let (Some(progress), Some(game)) = (self.progress.as_mut(), self.session.classic()) {
            let left = change.left();
            if let Some((abandoned, id)) = left.and_then(|left| left.abandoned.as_ref()) {
                lines.extend(progress.abandoned(abandoned, *id));
            } else if let Some((score, highest)) = change.unfinished() {
                leaving.extend(progress.left(score, highest));
            }
            if quit {
                // What is unkept is said whole just below, without
                // "playing on".
                leaving.clear();
            }
            let id = self.session.game_id();
            if let Some(record) = &left_record {
                lines.extend(progress.keep_finished(record, true));
            }
            // A daily game quit unfinished resumes at the next start: it is
            // kept once it ends.
            let daily = self
                .session
                .record()
                .is_some_and(|record| matches!(record.origin, crate::engine::Origin::Daily(_)));
            if let (true, Some(record)) = (
                quit && change.unfinished().is_some() && !daily,
                self.session.record(),
            ) {
                let _ = progress.keep_finished(record, false);
            }
            if *change == GameChange::Ended {
                // The finished game and a daily game's result are kept
                // before the records count it and its save goes: a kill
                // between any two writes leaves a daily game either
                // finished and counted once, or unfinished and resumable.
                let mut result_unkept = false;
                if let Some(record) = self.session.record() {
                    let day = match record.origin {
                        crate::engine::Origin::Daily(date) => Some(date),
                        crate::engine::Origin::Seed(_) => None,
                    };
                    let had_result = day.is_some_and(|date| progress.daily_score(date).is_some());
                    lines.extend(progress.keep_finished(record, true));
                    if let Some(date) = day {
                        result_unkept =
                            progress.recording() && progress.daily_score(date).is_none();
                        daily_result = Some((date, had_result));
                    }
                }
                lines.extend(progress.ended(game, id, result_unkept));
            } else if change.changed() {
                lines.extend(progress.save(
                    game,
                    self.session.game_seed(),
                    id,
                    self.session.record(),
                ));
            }
        }
        if let Some((date, had_result)) = daily_result {
            self.note_daily_result(date, had_result, self.session.game_id());
        }
        if quit {
            let game = self
                .session
                .unfinished()
                .and(self.session.classic())
                .cloned();
            if let Some(progress) = self.progress.as_mut() {
                leaving.extend(progress.leaving(
                    game.as_ref(),
                    self.session.game_seed(),
                    self.session.game_id(),
                    self.session.record(),
                ));
            }
            lines.splice(0..0, leaving);
        } else {
            lines.extend(leaving);
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
            .progress
            .as_ref()
            .and_then(|p| p.statistics().tally(config.size, config.four_chance));
        let mut lines = narration::statistics(tally);
        lines.extend(self.daily_statistics());
        lines
    }

    /// Tells the coach what a game command did (a slide to judge, an undo,
    /// a new game), and adds its count where a game ends or is left: after
    /// a game over's news, before a goodbye or a new game's opening.
    fn follow_with_coach(
        &mut self,
        command: &Command,
        change: &GameChange,
        before: Option<(Board, f64)>,
        mut lines: Vec<Announcement>,
    ) -> Vec<Announcement> {
        let changed = change.changed();
        let left = change.unfinished().is_some();
        if self.session.classic().is_none() || !changed && !left {
            return lines;
        }
        match (command, before) {
            (Command::Game(GameAction::Slide(direction)), Some((board, four_chance)))
                if changed =>
            {
                self.coach.slid(&board, *direction, four_chance);
                if *change == GameChange::Ended {
                    lines.extend(self.coach.game_over());
                }
            }
            (Command::Game(GameAction::Undo), _) => self.coach.undone(),
            _ => {
                if left {
                    let tally = self.coach.tally();
                    lines.splice(0..0, tally);
                }
                if changed {
                    self.coach.new_game();
                }
            }
        }
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
        self.say_held();
        let unfinished = self.session.unfinished();
        let game = unfinished.and(self.session.classic()).cloned();
        let seed = self.session.game_seed();
        let id = self.session.game_id();
        let record = self.session.record().cloned();
        let Some(progress) = self.progress.as_mut() else {
            return;
        };
        if let Some((score, highest)) = unfinished {
            // What is unkept is said whole below, without "playing on".
            let _ = progress.left(score, highest);
        }
        let lines = progress.leaving(game.as_ref(), seed, id, record.as_ref());
        if !lines.is_empty() {
            self.announce(&lines);
        }
    }
}
