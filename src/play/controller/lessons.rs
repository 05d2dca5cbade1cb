//! The lesson mode, over the game: starting the sounds lesson or the
//! tutorial, handing it the player's commands (all but silence and the
//! settings of how the game is heard, which go down to the mode below),
//! and saying its answers (a sound heard alone, its words after it), back
//! to the mode below when it ends (the game, the offer, the replay).

use std::time::{Duration, Instant};

use crate::command::{Command, LessonCommand};
use crate::narration::{Announcement, Message};
use crate::play::input_mode::InputMode;
use crate::play::lesson::{Lesson, passes_through};
use crate::play::lesson_answer::LessonAnswer;
use crate::play::outputs::Held;
use crate::play::sound_lesson::{Hearing, SoundLesson};
use crate::play::tutorial::Tutorial;

use super::modes::{AfterLesson, GameMode, Overlay, Passed};
use super::{Controller, Flow, HELD_SLACK};

impl Controller {
    /// Starts straight into a lesson (`LessonCommand::Sounds` or
    /// `LessonCommand::Tutorial`, as a command), after `notices`; leaving
    /// the lesson leaves the game.
    pub fn start_lesson(&mut self, notices: Vec<Announcement>, command: Command) {
        if !notices.is_empty() {
            self.announce(&notices);
        }
        self.check_speech();
        self.say_held();
        let lesson = match command {
            Command::Lesson(LessonCommand::Tutorial) => LessonCommand::Tutorial,
            _ => LessonCommand::Sounds,
        };
        self.begin_lesson(lesson, AfterLesson::LeaveGame);
    }

    /// Starts the sounds lesson or the tutorial (the command that asks for
    /// it), and says its first answer.
    pub(super) fn begin_lesson(&mut self, command: LessonCommand, then: AfterLesson) -> Flow {
        let (lesson, answer) = if command == LessonCommand::Tutorial {
            let (lesson, answer) = Tutorial::start(
                self.session.mode(),
                self.session.style(),
                self.session.verbosity(),
            );
            (Lesson::Tutorial(Box::new(lesson)), answer)
        } else {
            let sound = &self.out.sound;
            let hearing = if sound.failed {
                Hearing::Unavailable
            } else if sound.settings.audible() {
                Hearing::On
            } else {
                Hearing::Off
            };
            let (lesson, answer) = SoundLesson::start(self.session.mode(), hearing);
            (Lesson::Sounds(lesson), answer)
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
            self.say_held();
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
    /// the game (or out, when the game was started for the lesson). A sound
    /// that is the answer is heard alone where a player listens: the words
    /// are held until it has ended.
    /// Where a lesson's end leads back to, in words: the replay, when the
    /// lesson stood over one; else the player's game.
    fn back_from_lesson(&self) -> Message {
        match self.modes.game {
            GameMode::Replay(_) => Message::new("lesson-back-replay"),
            _ => Message::new("lesson-back"),
        }
    }

    fn lesson_said(&mut self, mut answer: LessonAnswer) -> Flow {
        let wait = if self.out.sound.heard_alone && answer.heard_alone && !answer.done {
            self.out.heard_for(&answer.events)
        } else {
            Duration::ZERO
        };
        if wait.is_zero() {
            self.say_held();
        } else {
            // The new sound cuts the one playing, and its words with it.
            self.out.sound.held = None;
        }
        self.out.render(&answer.events);
        if !wait.is_zero() {
            if self.out.speech.voiced() {
                self.out.speaker.stop();
            }
            self.out.sound.held = Some(Held {
                lines: answer.lines,
                until: Instant::now() + wait + HELD_SLACK,
            });
            return Flow::Continue;
        }
        // The lesson answering is on top.
        let then = match self.modes.over.last() {
            Some(Overlay::Lesson(_, then)) => *then,
            Some(Overlay::Offered) | None => AfterLesson::Back,
        };
        if answer.done && matches!(self.modes.over.last(), Some(Overlay::Lesson(..))) {
            self.modes.over.pop();
        }
        if answer.done && then != AfterLesson::LeaveGame {
            answer
                .lines
                .push(Announcement::one(self.back_from_lesson()));
        }
        self.announce(&answer.lines);
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
