//! The sounds lesson's words wait for its sound, through the controller
//! the binary uses, with an output standing for a sound device that plays
//! as long as the test says: at a terminal, a step's lines come only once
//! the device no longer plays its sound (or its length and the slack have
//! passed, if the device stalls), and the game's own speech stops as the
//! sound starts; a command during the wait is answered at once, a new step
//! cutting the waiting words, anything else saying them first; from a pipe,
//! with sound off, and in the tutorial the words come at once.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use accessible_2048::command::{CursorMove, LessonCommand, Level, Reading, Setting};
use accessible_2048::engine::GameConfig;
use accessible_2048::event::Event;
use accessible_2048::narration::{Announcement, CellStyle, Message};
use accessible_2048::play::HELD_SLACK;
use accessible_2048::play::{Command, Controller, EventOutput, InputMode};
use accessible_2048::speech::Recorder;
use common::{Rig, words};

/// What the stand-in device does.
#[derive(Debug, Default)]
struct DeviceState {
    /// How long any sound lasts; zero: it makes none (sound off).
    length: Duration,
    /// A sound is playing.
    playing: bool,
    /// The events of every answer rendered.
    rendered: Vec<Vec<Event>>,
}

#[derive(Debug, Clone, Default)]
struct Device(Arc<Mutex<DeviceState>>);

impl Device {
    fn lasting(length: Duration) -> Device {
        let device = Device::default();
        device.0.lock().unwrap().length = length;
        device
    }

    fn finish(&self) {
        self.0.lock().unwrap().playing = false;
    }

    fn sounds(&self) -> usize {
        self.0.lock().unwrap().rendered.len()
    }
}

impl EventOutput for Device {
    fn render(&mut self, events: &[Event]) {
        let mut state = self.0.lock().unwrap();
        if !events.is_empty() {
            state.rendered.push(events.to_vec());
            state.playing = !state.length.is_zero();
        }
    }

    fn heard_for(&self, events: &[Event]) -> Duration {
        let state = self.0.lock().unwrap();
        if events.is_empty() {
            Duration::ZERO
        } else {
            state.length
        }
    }

    fn still_heard(&mut self, _now: Instant) -> bool {
        self.0.lock().unwrap().playing
    }
}

const LENGTH: Duration = Duration::from_millis(300);

struct Lesson {
    controller: Controller,
    printed: accessible_2048::play::Collected,
    spoken: Recorder,
    device: Device,
    /// The game's data directory, kept while the game is.
    _data_dir: tempfile::TempDir,
}

impl Lesson {
    /// A game with the lesson's output, at a terminal (`alone`) or not.
    fn new(device: Device, alone: bool, mode: InputMode) -> Lesson {
        let Rig {
            controller,
            printed,
            spoken,
            data_dir,
        } = Rig::bare(None, 1, GameConfig::default(), mode, CellStyle::default());
        let mut controller = controller;
        controller.outputs().add(Box::new(device.clone()));
        if alone {
            controller.outputs().hear_sounds_alone();
        }
        Lesson {
            controller,
            printed,
            spoken,
            device,
            _data_dir: data_dir,
        }
    }

    fn printed(&self) -> Vec<String> {
        self.printed.lines()
    }
}

fn line(message: Message) -> String {
    words().line(&Announcement::one(message))
}

fn meaning(id: &'static str) -> String {
    line(Message::new(id))
}

#[test]
fn at_a_terminal_the_words_come_once_the_sound_has_been_heard() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut lesson = Lesson::new(Device::lasting(LENGTH), true, mode);
        lesson
            .controller
            .handle(Command::Lesson(LessonCommand::Sounds));
        assert_eq!(
            lesson.device.sounds(),
            1,
            "{mode:?}: the sound starts at once"
        );
        assert!(
            lesson.printed().is_empty(),
            "{mode:?}: {:?}",
            lesson.printed()
        );
        assert!(lesson.spoken.spoken().is_empty(), "{mode:?}");
        assert_eq!(lesson.spoken.stops(), 1, "{mode:?}: speech stops for it");
        assert!(lesson.controller.outputs().holding());
        lesson.controller.outputs().say_due(Instant::now());
        assert!(lesson.printed().is_empty(), "{mode:?}: still playing");
        lesson.device.finish();
        lesson.controller.outputs().say_due(Instant::now());
        assert!(!lesson.controller.outputs().holding());
        let printed = lesson.printed();
        assert!(
            printed
                .iter()
                .any(|l| l.contains(&meaning("sound-cursor-empty"))),
            "{mode:?}: {printed:?}"
        );
        assert_eq!(
            lesson.spoken.texts(),
            printed,
            "{mode:?}: what is spoken is what is printed"
        );
        // The next step: the same again.
        lesson
            .controller
            .handle(Command::Lesson(LessonCommand::Next));
        assert_eq!(lesson.printed(), printed, "{mode:?}");
        lesson.device.finish();
        lesson.controller.outputs().say_due(Instant::now());
        let last = lesson.printed().join(" ");
        assert!(
            last.contains(&meaning("sound-cursor-tile")),
            "{mode:?}: {last}"
        );
    }
}

#[test]
fn a_stalled_device_keeps_the_words_no_longer_than_the_sound_and_the_slack() {
    let mut lesson = Lesson::new(Device::lasting(LENGTH), true, InputMode::Keys);
    let asked = Instant::now();
    lesson
        .controller
        .handle(Command::Lesson(LessonCommand::Sounds));
    lesson.controller.outputs().say_due(asked + LENGTH);
    assert!(lesson.printed().is_empty());
    lesson
        .controller
        .outputs()
        .say_due(Instant::now() + LENGTH + HELD_SLACK);
    assert!(!lesson.printed().is_empty(), "the words come all the same");
}

#[test]
fn without_a_listener_or_a_sound_the_words_come_at_once() {
    let cases = [
        ("a pipe", Device::lasting(LENGTH), false),
        ("sound off", Device::lasting(Duration::ZERO), true),
    ];
    for (what, device, alone) in cases {
        let mut lesson = Lesson::new(device, alone, InputMode::Lines);
        lesson
            .controller
            .handle(Command::Lesson(LessonCommand::Sounds));
        assert!(!lesson.controller.outputs().holding(), "{what}");
        assert_eq!(lesson.device.sounds(), 1, "{what}: the events still go out");
        let printed = lesson.printed().join(" ");
        assert!(
            printed.contains(&meaning("sound-cursor-empty")),
            "{what}: {printed}"
        );
        assert_eq!(lesson.spoken.stops(), 0, "{what}");
    }
    // The tutorial's sounds are no answer to wait for.
    let mut lesson = Lesson::new(Device::lasting(LENGTH), true, InputMode::Keys);
    lesson
        .controller
        .handle(Command::Lesson(LessonCommand::Tutorial));
    lesson.controller.handle(Command::Cursor(CursorMove::Step(
        accessible_2048::engine::Direction::Down,
    )));
    assert!(!lesson.controller.outputs().holding());
    assert!(lesson.printed().len() >= 2, "{:?}", lesson.printed());
}

fn volume(lesson: &mut Lesson) -> Vec<String> {
    vec![line(Message::new("sound-volume").num(
        "volume",
        u64::from(lesson.controller.outputs().sound().volume),
    ))]
}

#[test]
fn a_command_during_the_wait_is_answered_at_once() {
    // (command, the waiting words are said, then these lines; a new sound)
    type Case = (Command, bool, fn(&mut Lesson) -> Vec<String>, bool);
    let cases: [Case; 5] = [
        (
            Command::Lesson(LessonCommand::Next),
            false,
            |_| Vec::new(),
            true,
        ),
        (
            Command::Lesson(LessonCommand::Again),
            false,
            |_| Vec::new(),
            true,
        ),
        (
            Command::Setting(Setting::SoundVolume(Level::Up)),
            true,
            volume,
            false,
        ),
        (
            Command::Quit,
            true,
            |_| vec![meaning("sounds-left"), meaning("lesson-back")],
            false,
        ),
        (
            Command::Read(Reading::Score),
            true,
            |_| vec![meaning("sounds-keys")],
            false,
        ),
    ];
    for (command, said_first, then, sound) in cases {
        let mut lesson = Lesson::new(Device::lasting(LENGTH), true, InputMode::Keys);
        lesson
            .controller
            .handle(Command::Lesson(LessonCommand::Sounds));
        let sounds = lesson.device.sounds();
        lesson.controller.handle(command.clone());
        let printed = lesson.printed();
        let first_step = printed
            .iter()
            .any(|l| l.contains(&meaning("sound-cursor-empty")));
        assert_eq!(first_step, said_first, "{command:?}: {printed:?}");
        let expected = then(&mut lesson);
        assert!(
            printed.ends_with(&expected),
            "{command:?}: {printed:?} should end with {expected:?}"
        );
        assert_eq!(
            lesson.device.sounds() > sounds,
            sound,
            "{command:?}: a new sound"
        );
        assert_eq!(lesson.controller.outputs().holding(), sound, "{command:?}");
        if sound {
            // The step cut is never said; the new one is, once heard.
            lesson.device.finish();
            lesson.controller.outputs().say_due(Instant::now());
            let printed = lesson.printed();
            assert!(
                !printed
                    .iter()
                    .any(|l| l.contains(&meaning("sound-cursor-empty")))
                    || command == Command::Lesson(LessonCommand::Again),
                "{command:?}: {printed:?}"
            );
            assert!(!printed.is_empty(), "{command:?}");
        }
    }
}
