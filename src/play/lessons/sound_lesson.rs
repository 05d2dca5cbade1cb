//! Learning the sounds: each earcon and the board tones, one at a time at
//! the player's pace, each with its meaning in words. Next (Right, Down,
//! Enter, Space; `next` or an empty line), back (Left, Up; `back`), the same
//! again (7; `again`), leave (Q, Escape; `quit`). Each sound is the answer
//! to its step: it is to be heard alone, its words after it (the controller
//! holds them back while it plays). Where the sounds cannot be heard (sound
//! off, or no sound at all), the lesson opens with that news and its keys
//! only, and the first sound's words wait for the first step, so that the
//! opening stays short and the player can turn sound on first. Pure: it
//! answers with lines and the events whose sounds the outputs play; it
//! changes no game.

use crate::command::{Command, CursorMove, LessonCommand, Reading};
use crate::engine::{Cell, Direction, Merge, Spawn};
use crate::event::Event;
use crate::narration::{Announcement, Message};

use crate::play::input_mode::InputMode;
use crate::play::lessons::lesson_answer::LessonAnswer;

/// The board the sounds are placed on.
const SIZE: usize = 4;

/// Whether the player can hear the sounds now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hearing {
    On,
    /// Sound is turned off.
    Off,
    /// There is no sound (no device, or a build without it).
    Unavailable,
}

/// One sound and its meaning.
struct Item {
    meaning: &'static str,
    events: fn() -> Vec<Event>,
}

fn slid(merges: Vec<Merge>, spawn: Option<Spawn>) -> Vec<Event> {
    vec![Event::Slid {
        direction: Direction::Left,
        merges,
        spawn,
        size: SIZE,
    }]
}

fn merge(col: usize, row: usize, value: u64) -> Merge {
    let cell = Cell::new(col, row);
    Merge {
        cell,
        from: [cell, Cell::new(col + 1, row)],
        value,
    }
}

/// Every sound, in the order they are taught.
const ITEMS: &[Item] = &[
    Item {
        meaning: "sound-cursor-empty",
        events: || {
            vec![Event::CursorMoved {
                cell: Cell::new(0, 0),
                value: 0,
                size: SIZE,
            }]
        },
    },
    Item {
        meaning: "sound-cursor-tile",
        events: || {
            vec![Event::CursorMoved {
                cell: Cell::new(3, 3),
                value: 2,
                size: SIZE,
            }]
        },
    },
    Item {
        meaning: "sound-edge",
        events: || {
            vec![Event::EdgeBump {
                cell: Cell::new(0, 0),
                direction: Direction::Left,
                size: SIZE,
            }]
        },
    },
    Item {
        meaning: "sound-slide",
        events: || slid(Vec::new(), None),
    },
    Item {
        meaning: "sound-merge",
        events: || slid(vec![merge(0, 0, 4), merge(0, 1, 256)], None),
    },
    Item {
        meaning: "sound-new-tile",
        events: || {
            slid(
                Vec::new(),
                Some(Spawn {
                    cell: Cell::new(3, 0),
                    value: 2,
                }),
            )
        },
    },
    Item {
        meaning: "sound-new-four",
        events: || {
            slid(
                Vec::new(),
                Some(Spawn {
                    cell: Cell::new(3, 0),
                    value: 4,
                }),
            )
        },
    },
    Item {
        meaning: "sound-nothing-moved",
        events: || {
            vec![Event::NothingMoved {
                direction: Direction::Left,
            }]
        },
    },
    Item {
        meaning: "sound-undo",
        events: || vec![Event::Undone],
    },
    Item {
        meaning: "sound-won",
        events: || vec![Event::Won],
    },
    Item {
        meaning: "sound-game-over",
        events: || vec![Event::GameOver],
    },
    Item {
        meaning: "sound-tones",
        events: || {
            let row = [2, 0, 8, 64]
                .iter()
                .enumerate()
                .map(|(col, &value)| (Cell::new(col, 0), value))
                .collect();
            vec![Event::Cells {
                groups: vec![row],
                size: SIZE,
            }]
        },
    },
];

/// How many sounds the lesson teaches.
pub fn sound_count() -> usize {
    ITEMS.len()
}

/// The lesson in progress.
#[derive(Debug, Clone)]
pub struct SoundLesson {
    mode: InputMode,
    /// The sound being taught.
    at: usize,
    /// Whether the first sound was given: at once where it is heard, at the
    /// first step where it is not.
    started: bool,
}

impl SoundLesson {
    /// Starts the lesson. Where the sounds are heard, it starts with the
    /// first sound, its meaning right after it, then the keys; where they
    /// are not, it says so, how to turn sound on and the keys, and the
    /// first step gives the first sound's words.
    pub fn start(mode: InputMode, hearing: Hearing) -> (SoundLesson, LessonAnswer) {
        let lesson = SoundLesson {
            mode,
            at: 0,
            started: hearing == Hearing::On,
        };
        let off = match hearing {
            Hearing::On => {
                let mut answer = lesson.item();
                answer.lines.push(lesson.keys());
                return (lesson, answer);
            }
            Hearing::Off => match mode {
                InputMode::Keys => "sounds-off-keys",
                InputMode::Lines => "sounds-off-lines",
            },
            Hearing::Unavailable => "sounds-none",
        };
        let lines = vec![
            Announcement::one(Message::new("sounds-start").num("count", ITEMS.len() as u64)),
            Announcement::one(Message::new(off)),
            lesson.keys(),
        ];
        (lesson, LessonAnswer::say(lines))
    }

    fn keys(&self) -> Announcement {
        Announcement::one(Message::new(match self.mode {
            InputMode::Keys => "sounds-keys",
            InputMode::Lines => "sounds-lines",
        }))
    }

    /// The sound at hand, with its meaning and place in the lesson.
    fn item(&self) -> LessonAnswer {
        let item = &ITEMS[self.at];
        LessonAnswer {
            lines: vec![Announcement::new(vec![
                Message::new(item.meaning),
                Message::new("sounds-number")
                    .num("number", self.at as u64 + 1)
                    .num("count", ITEMS.len() as u64),
            ])],
            events: (item.events)(),
            done: false,
            heard_alone: true,
        }
    }

    /// The answer to one command. Before the first sound was given, any
    /// step (next, back or again) gives it.
    pub fn handle(&mut self, command: Command) -> LessonAnswer {
        let step = matches!(
            command,
            Command::Lesson(
                LessonCommand::Next
                    | LessonCommand::Back
                    | LessonCommand::Again
                    | LessonCommand::Sounds
            ) | Command::Repeat
                | Command::Read(Reading::Cell)
                | Command::Cursor(CursorMove::Step(_))
        );
        if step && !self.started {
            self.started = true;
            return self.item();
        }
        match command {
            Command::Lesson(LessonCommand::Next)
            | Command::Repeat
            | Command::Read(Reading::Cell)
            | Command::Cursor(CursorMove::Step(Direction::Right | Direction::Down)) => {
                if self.at + 1 < ITEMS.len() {
                    self.at += 1;
                    self.item()
                } else {
                    self.done("sounds-done")
                }
            }
            Command::Lesson(LessonCommand::Back)
            | Command::Cursor(CursorMove::Step(Direction::Left | Direction::Up)) => {
                self.at = self.at.saturating_sub(1);
                self.item()
            }
            Command::Lesson(LessonCommand::Again) | Command::Lesson(LessonCommand::Sounds) => {
                self.item()
            }
            Command::Quit | Command::QuitNow => self.done("sounds-left"),
            // Anything else: how to step through the sounds.
            Command::Lesson(LessonCommand::Tutorial)
            | Command::Game(_)
            | Command::Cursor(CursorMove::To(_) | CursorMove::Newest | CursorMove::Highest)
            | Command::Read(_)
            | Command::Recall(_)
            | Command::Setting(_)
            | Command::Replay(_)
            | Command::Help(_)
            | Command::Silence
            | Command::Yes
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => LessonAnswer::say(vec![self.keys()]),
        }
    }

    fn done(&self, id: &'static str) -> LessonAnswer {
        LessonAnswer {
            lines: vec![Announcement::one(Message::new(id))],
            events: Vec::new(),
            done: true,
            heard_alone: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(answer: &LessonAnswer) -> Vec<&'static str> {
        answer
            .lines
            .iter()
            .flat_map(|line| line.parts.iter().map(|part| part.id))
            .collect()
    }

    #[test]
    fn every_sound_has_events_and_a_meaning_of_its_own() {
        let mut meanings: Vec<&str> = ITEMS.iter().map(|item| item.meaning).collect();
        assert!(ITEMS.iter().all(|item| !(item.events)().is_empty()));
        meanings.sort_unstable();
        meanings.dedup();
        assert_eq!(meanings.len(), ITEMS.len());
    }

    #[test]
    fn the_player_steps_forward_back_again_and_out() {
        let (mut lesson, first) = SoundLesson::start(InputMode::Keys, Hearing::On);
        assert_eq!(
            ids(&first),
            [ITEMS[0].meaning, "sounds-number", "sounds-keys"]
        );
        let table: [(Command, &str, bool); 9] = [
            (
                Command::Cursor(CursorMove::Step(Direction::Right)),
                ITEMS[1].meaning,
                false,
            ),
            (Command::Repeat, ITEMS[2].meaning, false),
            (
                Command::Lesson(LessonCommand::Sounds),
                ITEMS[2].meaning,
                false,
            ),
            (
                Command::Cursor(CursorMove::Step(Direction::Left)),
                ITEMS[1].meaning,
                false,
            ),
            (
                Command::Lesson(LessonCommand::Back),
                ITEMS[0].meaning,
                false,
            ),
            (
                Command::Lesson(LessonCommand::Back),
                ITEMS[0].meaning,
                false,
            ),
            (Command::Read(Reading::Score), "sounds-keys", false),
            (
                Command::Lesson(LessonCommand::Next),
                ITEMS[1].meaning,
                false,
            ),
            (Command::Quit, "sounds-left", true),
        ];
        for (command, id, done) in table {
            let answer = lesson.handle(command.clone());
            assert_eq!(ids(&answer)[0], id, "{command:?}");
            assert_eq!(answer.done, done, "{command:?}");
        }
    }

    #[test]
    fn next_after_the_last_sound_ends_the_lesson() {
        let (mut lesson, _) = SoundLesson::start(InputMode::Lines, Hearing::Off);
        assert_eq!(ids(&lesson.handle(Command::Repeat))[0], ITEMS[0].meaning);
        for _ in 1..ITEMS.len() {
            assert!(!lesson.handle(Command::Repeat).done);
        }
        let end = lesson.handle(Command::Lesson(LessonCommand::Next));
        assert!(end.done);
        assert_eq!(ids(&end), ["sounds-done"]);
    }

    #[test]
    fn without_sound_the_opening_says_so_and_the_first_step_gives_the_first_words() {
        for (hearing, note) in [
            (Hearing::Off, "sounds-off-lines"),
            (Hearing::Unavailable, "sounds-none"),
        ] {
            for first in [
                Command::Lesson(LessonCommand::Next),
                Command::Lesson(LessonCommand::Back),
                Command::Lesson(LessonCommand::Again),
            ] {
                let (mut lesson, opening) = SoundLesson::start(InputMode::Lines, hearing);
                assert_eq!(
                    ids(&opening),
                    ["sounds-start", note, "sounds-lines"],
                    "{hearing:?}"
                );
                assert!(opening.events.is_empty());
                let answer = lesson.handle(first.clone());
                assert_eq!(
                    ids(&answer),
                    [ITEMS[0].meaning, "sounds-number"],
                    "{hearing:?} {first:?}"
                );
                assert_eq!(
                    ids(&lesson.handle(Command::Lesson(LessonCommand::Next)))[0],
                    ITEMS[1].meaning
                );
            }
        }
    }
}
