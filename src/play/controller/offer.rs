//! The tutorial's offer as a mode over the game (the very first start):
//! yes takes the tutorial, unless it answers a question of the game's;
//! yes, the first slide or the tutorial asked for withdraw the offer.
//! Every other command is the game's, handed down. The offer is kept as
//! made in the preferences (or else the data directory) once said.

use crate::command::{Command, LessonCommand};

use crate::play::controller::Controller;
use crate::play::controller::modes::Passed;

impl Controller {
    /// A command while the tutorial is offered (the offer at `level`).
    pub(super) fn offer_answer(&mut self, level: usize, command: Command) -> Passed {
        let slid = self.session.classic().is_some_and(|game| game.moves() > 0);
        let (withdrawn, taken) = match &command {
            Command::Yes => {
                let taken = !self.session.is_asking() && !slid;
                (taken || slid, taken)
            }
            Command::Lesson(LessonCommand::Tutorial) => (true, false),
            Command::Lesson(
                LessonCommand::Sounds
                | LessonCommand::Next
                | LessonCommand::Back
                | LessonCommand::Again,
            )
            | Command::Game(_)
            | Command::Cursor(_)
            | Command::Read(_)
            | Command::Recall(_)
            | Command::Setting(_)
            | Command::Replay(_)
            | Command::Help(_)
            | Command::Repeat
            | Command::Silence
            | Command::Quit
            | Command::QuitNow
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => (slid, false),
        };
        if withdrawn {
            self.modes.over.remove(level);
        }
        if taken {
            return Passed::Answered(self.answer(Command::Lesson(LessonCommand::Tutorial)));
        }
        Passed::Below(command)
    }
}
