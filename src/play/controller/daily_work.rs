//! The daily mode, the game's mode where today's daily game stands beside
//! the ordinary one, and the share key. Routes only: key 0 to the daily
//! slot, which swaps the whole session at hand for the other game
//! (`play/daily_slot.rs`); a slide or undo in the day's game over for good
//! to the line that says so; the share key to the player's files, which
//! write the shareable text of the game at hand to a file of the data
//! directory, its place said. The code is written, never said.

use crate::command::{Command, GameAction};
use crate::engine::GameRecord;
use crate::narration::{self, Announcement};

use crate::play::controller::{Controller, Flow};

impl Controller {
    /// The daily mode's answer: key 0 switches between the ordinary and the
    /// daily game; a slide or undo in the day's game over for good is
    /// refused in one line; every other command is the game's.
    pub(super) fn daily_answer(&mut self, command: Command) -> Flow {
        let progress = self.files.progress.as_ref();
        let closed = self
            .modes
            .daily()
            .and_then(|slot| slot.day_closed(&self.session, progress));
        match command {
            Command::Game(GameAction::Daily) => self.switch_daily(),
            Command::Game(GameAction::Slide(_) | GameAction::Undo) => match closed {
                Some(line) => {
                    self.out.announce(&[line]);
                    Flow::Continue
                }
                None => self.game_answer(command),
            },
            Command::Game(
                GameAction::Hint | GameAction::Partner | GameAction::NewGame | GameAction::Share,
            )
            | Command::Cursor(_)
            | Command::Read(_)
            | Command::Recall(_)
            | Command::Setting(_)
            | Command::Lesson(_)
            | Command::Replay(_)
            | Command::Help(_)
            | Command::Repeat
            | Command::Silence
            | Command::Quit
            | Command::QuitNow
            | Command::Yes
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => self.game_answer(command),
        }
    }

    /// Key 0, `daily`: a question waiting for yes is answered no first;
    /// else the daily slot switches to today's daily game or back, and
    /// says where the player now is. Where no daily game stands beside the
    /// game (a tilt puzzle), it is refused.
    pub(super) fn switch_daily(&mut self) -> Flow {
        if let Some(response) = self.session.decline() {
            return self.answered(None, response);
        }
        let classic = self.session.classic().is_some();
        let lines = match self.modes.daily_mut().filter(|_| classic) {
            None => vec![narration::daily_not_here()],
            Some(slot) => match slot.switch(&mut self.session, self.files.progress.as_mut()) {
                Ok(lines) => {
                    self.advice.coach.new_game();
                    lines
                }
                Err(line) => vec![line],
            },
        };
        self.out.announce(&lines);
        Flow::Continue
    }

    /// Key /, `share`: the shareable text of the game at hand written to
    /// a file; the answer says its score and that it is in the data folder.
    pub(super) fn share(&mut self) -> Flow {
        if let Some(response) = self.session.decline() {
            return self.answered(None, response);
        }
        let lines = match self.session.record().cloned() {
            Some(record) => vec![self.shared(&record, false)],
            None if self.session.record_lost() => vec![narration::share_record_lost()],
            None => vec![narration::share_no_record()],
        };
        self.out.announce(&lines);
        Flow::Continue
    }

    /// A recorded game's shareable text (the result, one fact a line, and
    /// the code) written in the data directory: one short line, the score
    /// unless `ended` (the game over said it), and that the text is in the
    /// data folder.
    pub(super) fn shared(&mut self, record: &GameRecord, ended: bool) -> Announcement {
        let progress = self.files.progress.as_ref();
        let practice = self
            .modes
            .daily()
            .and_then(|slot| slot.practice_day(&self.session, progress))
            .is_some();
        self.files.share(record, practice, ended, self.out.words())
    }
}
