//! The tutorial's offer as a mode over the game (the very first start):
//! Y takes the tutorial; a lesson started while the offer stands is on top
//! of it and answers Y itself (a key it does not take: its keys again), the
//! offer still standing when the lesson ends, so that Y then takes the
//! tutorial; the first slide withdraws the offer, after which Y is the
//! game's again. With keys and with lines.

use crate::common::Rig;

use accessible_2048::command::{Command, GameAction, LessonCommand};
use accessible_2048::engine::{Direction, GameConfig};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{CellStyle, Message};
use accessible_2048::play::{Flow, InputMode};

/// A game at its very first start: the tutorial offered.
fn offered(mode: InputMode) -> Rig {
    Rig::bare(None, 7, GameConfig::default(), mode, CellStyle::default())
        .rebuilt(|parts| parts.tutorial_offer = true)
}

fn said(id: &'static str) -> String {
    Localizer::new(&LOCALES[0]).message(&Message::new(id))
}

/// Whether `printed` opens the tutorial.
fn tutorial_opened(printed: &[String]) -> bool {
    let start = said("tutorial-start");
    let head = start.split('{').next().unwrap_or(&start);
    let head = head.split(|c: char| c.is_ascii_digit()).next().unwrap();
    printed.iter().any(|line| line.starts_with(head))
}

#[test]
fn yes_takes_the_offered_tutorial() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = offered(mode);
        assert!(rig.controller.tutorial_offered(), "{mode:?}");
        let answer = rig.send(Command::Yes);
        assert!(
            tutorial_opened(&answer.printed),
            "{mode:?}: {:?}",
            answer.printed
        );
        assert!(!rig.controller.tutorial_offered(), "{mode:?}");
    }
}

#[test]
fn yes_in_a_lesson_started_over_the_offer_is_the_lessons_and_the_offer_waits() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = offered(mode);
        let opened = rig.send(Command::Lesson(LessonCommand::Sounds));
        assert!(!opened.printed.is_empty(), "{mode:?}");
        // Y in the lesson: the lesson's own answer, not the tutorial.
        let yes = rig.send(Command::Yes);
        assert!(!yes.printed.is_empty(), "{mode:?}: Y unanswered");
        assert!(
            !tutorial_opened(&yes.printed),
            "{mode:?}: Y left the lesson for the tutorial: {:?}",
            yes.printed
        );
        let keys = said(match mode {
            InputMode::Keys => "sounds-keys",
            InputMode::Lines => "sounds-lines",
        });
        assert!(
            yes.printed.iter().any(|line| line.contains(&keys)),
            "{mode:?}: {:?}",
            yes.printed
        );
        assert!(
            rig.controller.tutorial_offered(),
            "{mode:?}: the offer still stands"
        );
        // Leaving the lesson: back to the game, the offer standing; Y now
        // takes the tutorial.
        let left = rig.send(Command::Quit);
        assert_eq!(left.flow, Flow::Continue, "{mode:?}");
        assert_eq!(
            left.printed.last().map(String::as_str),
            Some(said("lesson-back").as_str()),
            "{mode:?}"
        );
        let yes = rig.send(Command::Yes);
        assert!(tutorial_opened(&yes.printed), "{mode:?}: {:?}", yes.printed);
    }
}

#[test]
fn the_first_slide_withdraws_the_offer() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = offered(mode);
        let slid = [
            Direction::Left,
            Direction::Up,
            Direction::Right,
            Direction::Down,
        ]
        .into_iter()
        .any(|direction| {
            rig.send(Command::Game(GameAction::Slide(direction)));
            rig.controller
                .session()
                .classic()
                .is_some_and(|g| g.moves() > 0)
        });
        assert!(slid, "{mode:?}: no slide moved the tiles");
        // The offer goes at the first command after the slide.
        let yes = rig.send(Command::Yes);
        assert!(
            !tutorial_opened(&yes.printed),
            "{mode:?}: {:?}",
            yes.printed
        );
        assert!(!rig.controller.tutorial_offered(), "{mode:?}");
    }
}
