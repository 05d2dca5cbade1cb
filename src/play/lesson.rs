//! A lesson the player steps through instead of the game at hand (learning
//! the sounds, the tutorial): while one runs, the controller hands it every
//! command but those of speech and sound, and the game waits untouched (no
//! save, no records). Pure: commands in, lines and events out.

use crate::command::Command;

use super::lesson_answer::LessonAnswer;
use super::sound_lesson::SoundLesson;
use super::tutorial::Tutorial;

/// The lesson running.
#[derive(Debug, Clone)]
pub enum Lesson {
    Sounds(SoundLesson),
    Tutorial(Box<Tutorial>),
}

impl Lesson {
    /// The lesson's answer to a command.
    pub fn handle(&mut self, command: Command) -> LessonAnswer {
        match self {
            Lesson::Sounds(lesson) => lesson.handle(command),
            Lesson::Tutorial(lesson) => lesson.handle(command),
        }
    }
}

/// Commands a lesson leaves to the controller: the settings of how the
/// game is heard (speech, its rate, sound, music, their volumes) and
/// silence.
pub fn passes_through(command: &Command) -> bool {
    match command {
        Command::Silence => true,
        Command::Setting(setting) => setting.of_hearing(),
        _ => false,
    }
}
