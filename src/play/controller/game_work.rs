//! The game's own work around the session's answers: the readings of
//! what is kept beyond the game at hand (the records, the coach), the save and the records after a change,
//! what could not be kept, and the coach told of each slide. The session
//! answers the game; this keeps it.

use crate::command::Recall;
use crate::engine::{Board, Game, GameConfig, Origin};
use crate::narration::{self, Announcement, Verbosity};
use crate::play::advice::coach::Wording;
use crate::play::game_change::GameChange;
use crate::play::input_mode::InputMode;
use crate::play::player::progress::Progress;
use crate::play::session::{Response, SessionCommand};

use crate::play::controller::{Controller, Flow};

impl Controller {
    /// What is kept beyond the game at hand: the best score, the
    /// statistics (at the size and odds of the game at hand: a puzzle's
    /// size, at the classic odds), the coach's verdict. (A reading of the
    /// game at hand is the session's.)
    pub(super) fn recall(&mut self, recall: Recall) -> Flow {
        let progress = self.files.progress.as_ref();
        let lines = match recall {
            Recall::Best => {
                let records = progress.map(Progress::records).unwrap_or_default();
                vec![Announcement::one(narration::best(records))]
            }
            Recall::Stats => {
                let config = self.session.classic().map_or_else(
                    || GameConfig {
                        size: self.session.board().size(),
                        ..GameConfig::default()
                    },
                    Game::config,
                );
                let tally =
                    progress.and_then(|p| p.statistics().tally(config.size, config.four_chance));
                let mut lines = narration::statistics(tally);
                if let (Some(slot), Some(progress)) = (self.modes.daily(), progress) {
                    lines.extend(slot.statistics(progress));
                }
                lines
            }
            Recall::Coach if self.session.classic().is_some() => {
                let wording = match self.session.verbosity() {
                    Verbosity::Brief => Wording::Brief,
                    Verbosity::Normal | Verbosity::Full => Wording::InFull,
                };
                self.advice.coach.ask(wording)
            }
            Recall::Coach => vec![narration::coach_no_slide()],
        };
        self.out.announce(&lines);
        Flow::Continue
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
    /// work: the save and records (a daily game's end that kept the day's
    /// result noted, its shareable text written), the coach told.
    pub(super) fn answered(
        &mut self,
        asked: Option<(&SessionCommand, Option<(Board, f64)>)>,
        mut response: Response,
    ) -> Flow {
        self.out.render(&response.events);
        let mut lines = std::mem::take(&mut response.lines);
        let kept = self
            .files
            .keep(&response.change, &mut self.session, &mut lines);
        if let (Some((date, had_result)), Some(slot), Some(progress)) =
            (kept, self.modes.daily_mut(), self.files.progress.as_ref())
        {
            slot.note_result(date, had_result, self.session.game_id(), progress);
        }
        if response.change == GameChange::Ended {
            if let Some(record) = self.session.record().cloned()
                && matches!(record.origin, Origin::Daily(_))
            {
                lines.push(self.shared(&record, true));
            }
            // The day's game ended for good: no undo to offer.
            let progress = self.files.progress.as_ref();
            let modes = &self.modes;
            if let Some(slot) = modes.daily()
                && slot.day_closed(&self.session, progress).is_some()
            {
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
