//! A lesson the player steps through instead of the game at hand (learning
//! the sounds, the tutorial): while one runs, its mode hands it every
//! command but those of speech and sound (which go down to the mode below),
//! and the game waits untouched (no save, no records). Pure: commands in, lines and events out.

use crate::command::Command;

use crate::play::lessons::lesson_answer::LessonAnswer;
use crate::play::lessons::sound_lesson::SoundLesson;
use crate::play::lessons::tutorial::Tutorial;

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
        Command::Game(_)
        | Command::Cursor(_)
        | Command::Read(_)
        | Command::Recall(_)
        | Command::Lesson(_)
        | Command::Replay(_)
        | Command::Help(_)
        | Command::Repeat
        | Command::Quit
        | Command::QuitNow
        | Command::Yes
        | Command::Pasted
        | Command::UnknownKey
        | Command::UnknownCommand(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{GameAction, Level, Reading, Setting, Switch, VerbosityChange};
    use crate::engine::Direction;

    #[test]
    fn a_lesson_leaves_only_silence_and_the_settings_of_hearing() {
        let table = [
            (Command::Silence, true),
            (Command::Setting(Setting::Speech(Switch::Toggle)), true),
            (Command::Setting(Setting::Speech(Switch::Off)), true),
            (Command::Setting(Setting::Rate(Level::Up)), true),
            (Command::Setting(Setting::Rate(Level::Set(40))), true),
            (Command::Setting(Setting::Sound(Switch::On)), true),
            (Command::Setting(Setting::SoundVolume(Level::Down)), true),
            (Command::Setting(Setting::Music(Switch::Toggle)), true),
            (Command::Setting(Setting::MusicVolume(Level::Set(0))), true),
            (Command::Setting(Setting::Coach(Switch::On)), false),
            (
                Command::Setting(Setting::Verbosity(VerbosityChange::Next)),
                false,
            ),
            (Command::Repeat, false),
            (Command::Help(None), false),
            (Command::QuitNow, false),
            (Command::Read(Reading::Score), false),
            (Command::Game(GameAction::Slide(Direction::Up)), false),
        ];
        for (command, passes) in table {
            assert_eq!(passes_through(&command), passes, "{command:?}");
        }
    }
}
