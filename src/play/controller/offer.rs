//! The tutorial's offer as a mode over the game (the very first start):
//! yes takes the tutorial, unless it answers a question of the game's;
//! yes, the first slide or the tutorial asked for withdraw the offer.
//! Every other command is the game's, handed down. The offer is kept as
//! made in the preferences (or else the data directory) once said.

use crate::command::{Command, LessonCommand};

use super::Controller;
use super::modes::{Overlay, Passed};

impl Controller {
    /// Offers the tutorial (the very first start): the greeting ends with
    /// the offer, kept in the preferences as made. Yes (Y, `yes`) takes it
    /// until the first slide, unless it answers a question of the game's.
    pub fn with_tutorial_offer(mut self) -> Controller {
        self.modes.over.push(Overlay::Offered);
        self
    }

    /// A command while the tutorial is offered (the offer at `level`).
    pub(super) fn offer_answer(&mut self, level: usize, command: Command) -> Passed {
        let slid = self.session.classic().is_some_and(|game| game.moves() > 0);
        let taken = command == Command::Yes && !self.session.is_asking() && !slid;
        if taken || slid || command == Command::Lesson(LessonCommand::Tutorial) {
            self.modes.over.remove(level);
        }
        if taken {
            return Passed::Answered(self.answer(Command::Lesson(LessonCommand::Tutorial)));
        }
        Passed::Below(command)
    }
}
