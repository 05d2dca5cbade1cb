//! The lesson mode, over the game: starting the sounds lesson or the
//! tutorial, handing it the player's commands (all but silence and the
//! settings of how the game is heard, which go down to the mode below),
//! and saying its answers (a sound heard alone, its words after it), back
//! to the mode below when it ends (the game, the offer, the replay).

use std::time::Duration;

use crate::command::{Command, LessonCommand};
use crate::narration::{Announcement, Message};
use crate::play::input_mode::InputMode;
use crate::play::lessons::lesson::{Lesson, passes_through};
use crate::play::lessons::lesson_answer::LessonAnswer;
use crate::play::lessons::sound_lesson::{Hearing, SoundLesson};
use crate::play::lessons::tutorial::Tutorial;

use crate::play::controller::modes::{AfterLesson, GameMode, Overlay, Passed};
use crate::play::controller::{Controller, Flow};

impl Controller {
    /// Starts straight into a lesson (the sounds lesson or the tutorial),
    /// after `notices`; leaving the lesson leaves the game.
    pub fn start_lesson(&mut self, notices: Vec<Announcement>, command: LessonCommand) {
        if !notices.is_empty() {
            self.out.announce(&notices);
        }
        self.out.check_speech();
        self.out.say_held();
        self.begin_lesson(command, AfterLesson::LeaveGame);
    }

    /// Starts the tutorial, or else the sounds lesson (the command that
    /// asks for it: any other lesson command is the sounds lesson), and
    /// says its first answer.
    pub(super) fn begin_lesson(&mut self, command: LessonCommand, then: AfterLesson) -> Flow {
        let (lesson, answer) = match command {
            LessonCommand::Tutorial => {
                let (lesson, answer) = Tutorial::start(
                    self.session.mode(),
                    self.session.style(),
                    self.session.verbosity(),
                );
                (Lesson::Tutorial(Box::new(lesson)), answer)
            }
            LessonCommand::Sounds
            | LessonCommand::Next
            | LessonCommand::Back
            | LessonCommand::Again => {
                let hearing = if self.out.sound_failed() {
                    Hearing::Unavailable
                } else if self.out.sound().audible() {
                    Hearing::On
                } else {
                    Hearing::Off
                };
                let (lesson, answer) = SoundLesson::start(self.session.mode(), hearing);
                (Lesson::Sounds(lesson), answer)
            }
        };
        self.modes.over.push(Overlay::Lesson(lesson, then));
        self.lesson_said(answer)
    }

    /// A command while a lesson runs (the lesson at `level`, on top).
    /// Ctrl+C in key play leaves the lesson and the game at once.
    pub(super) fn lesson_answer(&mut self, level: usize, command: Command) -> Passed {
        if passes_through(&command) {
            return Passed::Below(command);
        }
        if command == Command::QuitNow && self.session.mode() == InputMode::Keys {
            self.out.say_held();
            return match self.modes.over.remove(level) {
                Overlay::Lesson(_, AfterLesson::LeaveGame) => Passed::Answered(Flow::Quit),
                Overlay::Lesson(_, AfterLesson::Back) | Overlay::Offered => Passed::Below(command),
            };
        }
        let answer = match &mut self.modes.over[level] {
            Overlay::Lesson(lesson, _) => lesson.handle(command),
            Overlay::Offered => return Passed::Below(command),
        };
        Passed::Answered(self.lesson_said(answer))
    }

    /// Plays and says a lesson's answer; when the lesson is over, back to
    /// the mode below, in words ("Back to the replay." when the lesson
    /// stood over one, else "Back to your game."), or out, when the game
    /// was started for the lesson. A sound that is the answer is heard
    /// alone where a player listens: the words are held until it has
    /// ended.
    fn lesson_said(&mut self, mut answer: LessonAnswer) -> Flow {
        let wait = if answer.heard_alone && !answer.done {
            self.out.heard_alone_for(&answer.events)
        } else {
            Duration::ZERO
        };
        if !wait.is_zero() {
            self.out.hold(&answer.events, answer.lines, wait);
            return Flow::Continue;
        }
        self.out.say_held();
        self.out.render(&answer.events);
        // The lesson answering is on top.
        let then = match self.modes.over.last() {
            Some(Overlay::Lesson(_, then)) => *then,
            Some(Overlay::Offered) | None => AfterLesson::Back,
        };
        if answer.done && matches!(self.modes.over.last(), Some(Overlay::Lesson(..))) {
            self.modes.over.pop();
        }
        if answer.done && then != AfterLesson::LeaveGame {
            let back = match self.modes.game {
                GameMode::Replay(_) => Message::new("lesson-back-replay"),
                GameMode::Playing | GameMode::Daily(_) => Message::new("lesson-back"),
            };
            answer.lines.push(Announcement::one(back));
        }
        self.out.announce(&answer.lines);
        if answer.done && then == AfterLesson::LeaveGame {
            if let Some(progress) = self.files.progress.as_ref() {
                progress.flush();
            }
            Flow::Quit
        } else {
            Flow::Continue
        }
    }
}
