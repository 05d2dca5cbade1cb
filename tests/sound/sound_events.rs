//! The events behind each answer, as the controller hands them to its
//! outputs (a recording output here), and the sound commands: their lines,
//! the settings the controller keeps, and what the outputs are told.

use crate::common;

use accessible_2048::command::{CursorMove, GameAction, Level, Reading, Setting, Switch};
use accessible_2048::engine::{Cell, Direction, GameConfig};
use accessible_2048::event::Event;
use accessible_2048::narration::{CellStyle, Message};
use accessible_2048::play::{Command, EventOutput, InputMode, RecordedEvents};
use accessible_2048::sound::{SoundSettings, VOLUME_STEP};
use accessible_2048::terminal::command_for_line;
use common::{Rig, say};

fn rig(position: &str) -> (Rig, RecordedEvents) {
    let mut rig = Rig::bare(
        Some(position),
        7,
        GameConfig::default(),
        InputMode::Lines,
        CellStyle::default(),
    );
    let events = RecordedEvents::default();
    rig.controller.outputs().add(Box::new(events.clone()));
    (rig, events)
}

#[track_caller]
fn last(events: &RecordedEvents) -> Vec<Event> {
    events.answers().last().cloned().unwrap_or_default()
}

#[test]
fn cursor_moves_and_edge_bumps() {
    let (mut rig, events) = rig("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 8");
    rig.send(Command::Cursor(CursorMove::Step(Direction::Right)));
    assert_eq!(
        last(&events),
        vec![Event::CursorMoved {
            cell: Cell::new(1, 0),
            value: 0,
            size: 4
        }]
    );
    rig.send(Command::Cursor(CursorMove::To(Cell::new(3, 3))));
    assert_eq!(
        last(&events),
        vec![Event::CursorMoved {
            cell: Cell::new(3, 3),
            value: 8,
            size: 4
        }]
    );
    rig.send(Command::Cursor(CursorMove::Step(Direction::Down)));
    assert_eq!(
        last(&events),
        vec![Event::EdgeBump {
            cell: Cell::new(3, 3),
            direction: Direction::Down,
            size: 4
        }]
    );
}

#[test]
fn slides_nothing_moved_and_undo() {
    let (mut rig, events) = rig("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
    let answer = rig.send(Command::Game(GameAction::Slide(Direction::Left)));
    match &last(&events)[..] {
        [
            Event::Slid {
                direction: Direction::Left,
                merges,
                spawn: Some(spawn),
                size: 4,
            },
        ] => {
            assert_eq!(merges.len(), 1);
            assert_eq!(merges[0].value, 4);
            // The new tile of the event is the one the line names.
            let named = format!("{}", spawn.cell);
            assert!(answer.printed[0].contains(&named), "{answer:?}");
        }
        other => panic!("{other:?}"),
    }
    rig.send(Command::Game(GameAction::Undo));
    assert_eq!(last(&events), vec![Event::Undone]);
    let (mut rig, events) = rig_stuck();
    rig.send(Command::Game(GameAction::Slide(Direction::Left)));
    assert_eq!(
        last(&events),
        vec![Event::NothingMoved {
            direction: Direction::Left
        }]
    );
}

fn rig_stuck() -> (Rig, RecordedEvents) {
    rig("2 4 0 0/0 0 0 0/0 0 0 0/0 0 0 0")
}

#[test]
fn listen_gives_the_cells_and_a_line() {
    let (mut rig, events) = rig("2 0 0 4/0 0 0 0/0 0 0 0/0 0 0 0");
    for (line, id, groups) in [
        ("listen", "listen-row", 1),
        ("listen column", "listen-column", 1),
        ("listen board", "listen-board", 4),
    ] {
        let answer = rig.send(command_for_line(line));
        let expected = match id {
            "listen-row" => say(Message::new(id).num("row", 1)),
            "listen-column" => say(Message::new(id).text("column", "A")),
            _ => say(Message::new(id)),
        };
        assert_eq!(answer.printed, vec![expected]);
        match &last(&events)[..] {
            [Event::Cells { groups: g, size: 4 }] => {
                assert_eq!(g.len(), groups, "{line}");
                assert!(g.iter().all(|row| row.len() == 4));
                assert_eq!(g[0][0], (Cell::new(0, 0), 2));
            }
            other => panic!("{line}: {other:?}"),
        }
    }
}

/// An output that keeps the sound settings it is told.
#[derive(Clone, Default)]
struct Told(std::sync::Arc<std::sync::Mutex<Vec<SoundSettings>>>);

impl EventOutput for Told {
    fn render(&mut self, _events: &[Event]) {}
    fn set_sound(&mut self, settings: SoundSettings) {
        self.0.lock().unwrap().push(settings);
    }
}

#[test]
fn sound_commands_are_answered_kept_and_passed_on() {
    let told = Told::default();
    let mut rig = Rig::bare(
        None,
        3,
        GameConfig::default(),
        InputMode::Lines,
        CellStyle::default(),
    )
    .rebuilt(|parts| {
        parts.outputs.sound = SoundSettings {
            on: false,
            ..SoundSettings::default()
        };
        parts.outputs.events.push(Box::new(told.clone()));
    });
    let start = rig.controller.outputs().sound();
    assert!(!start.on);
    let table = [
        ("sound on", say(Message::new("sound-on"))),
        (
            "volume up",
            say(Message::new("sound-volume").num("volume", u64::from(start.volume + VOLUME_STEP))),
        ),
        (
            "volume 25",
            say(Message::new("sound-volume").num("volume", 25)),
        ),
        ("music on", say(Message::new("music-on"))),
        (
            "music volume 90",
            say(Message::new("music-volume").num("volume", 90)),
        ),
        ("sound off", say(Message::new("sound-off"))),
    ];
    for (line, expected) in table {
        let answer = rig.send(command_for_line(line));
        assert_eq!(answer.printed, vec![expected], "{line}");
        // Every answer is spoken as printed.
        assert_eq!(answer.spoken.len(), 1, "{line}");
    }
    let now = rig.controller.outputs().sound();
    assert_eq!(
        now,
        SoundSettings {
            on: false,
            volume: 25,
            music: true,
            music_volume: 90
        }
    );
    assert_eq!(told.0.lock().unwrap().last(), Some(&now));
    assert!(told.0.lock().unwrap().len() >= 7);
}

#[test]
fn the_sound_keys_reach_the_same_commands() {
    use accessible_2048::command::Listen;
    use accessible_2048::terminal::command_for_key;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let key = |c| command_for_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    assert_eq!(
        key('d'),
        Some(Command::Setting(Setting::Sound(Switch::Toggle)))
    );
    assert_eq!(
        key('['),
        Some(Command::Setting(Setting::SoundVolume(Level::Down)))
    );
    assert_eq!(
        key(']'),
        Some(Command::Setting(Setting::SoundVolume(Level::Up)))
    );
    assert_eq!(key('\\'), Some(Command::Read(Reading::Listen(Listen::Row))));
    assert_eq!(
        key('\''),
        Some(Command::Read(Reading::Listen(Listen::Column)))
    );
    assert_eq!(
        key(';'),
        Some(Command::Read(Reading::Listen(Listen::Board)))
    );
    assert_eq!(
        key('#'),
        Some(Command::Setting(Setting::Music(Switch::Toggle)))
    );
}

/// An output that finds a problem the first time it is asked.
struct Failing(bool);

impl EventOutput for Failing {
    fn render(&mut self, _events: &[Event]) {}
    fn problem(&mut self) -> Option<accessible_2048::narration::Announcement> {
        let first = !self.0;
        self.0 = true;
        first.then(|| {
            accessible_2048::play::sound_unavailable(
                &accessible_2048::sound::SoundProblem::NoDevice,
            )
        })
    }
}

#[test]
fn an_output_problem_is_said_once_and_play_goes_on() {
    let mut rig = Rig::bare(
        None,
        3,
        GameConfig::default(),
        InputMode::Lines,
        CellStyle::default(),
    );
    rig.controller.outputs().add(Box::new(Failing(false)));
    let line = say(Message::new("sound-unavailable")
        .list("reason", vec![Message::new("sound-reason-no-device")]));
    let first = rig.send(Command::Read(Reading::Score));
    assert_eq!(first.printed[0], line);
    assert_eq!(first.printed.len(), 2, "{first:?}");
    assert!(first.spoken.iter().any(|s| s.text == line), "{first:?}");
    for command in [
        Command::Game(GameAction::Slide(Direction::Left)),
        Command::Setting(Setting::Sound(Switch::Toggle)),
        Command::Read(Reading::Score),
    ] {
        let answer = rig.send(command);
        assert!(!answer.printed.contains(&line), "{answer:?}");
        assert!(!answer.printed.is_empty());
    }
}
