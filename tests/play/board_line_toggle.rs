//! The board line's toggle (key 9, `board line`, the display's line keys)
//! answers with the board reading and nothing else, turning it on and off,
//! in key play and in line mode; with no braille display at all the game
//! still answers it. `braille on` where the game has no braille output
//! says so in one line.

use crate::common;

use accessible_2048::command::{Reading, Setting, Switch};
use accessible_2048::narration::Message;
use accessible_2048::play::{Command, InputMode};
use accessible_2048::terminal::{command_for_key, command_for_line};
use common::Rig;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const BOARD: &str = "2 4 8 16/32 64 128 256/512 1024 2048 0/0 0 0 2";

#[test]
fn the_board_line_toggle_answers_with_the_board_reading_alone() {
    let toggles = [
        command_for_key(KeyEvent::new(KeyCode::Char('9'), KeyModifiers::NONE)).unwrap(),
        command_for_line("board line"),
        command_for_line("board line on"),
        command_for_line("board line off"),
    ];
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = Rig::opened(Some(BOARD), 3, mode);
        let board = rig.send(Command::Read(Reading::Board));
        assert!(!board.printed.is_empty());
        for toggle in &toggles {
            let answer = rig.send(toggle.clone());
            assert_eq!(answer.printed, board.printed, "{toggle:?} in {mode:?}");
            assert_eq!(answer.spoken, board.spoken, "{toggle:?} in {mode:?}");
        }
    }
}

#[test]
fn braille_on_with_no_braille_output_says_so_in_one_line() {
    let mut rig = Rig::opened(Some(BOARD), 3, InputMode::Lines);
    let answer = rig.send(Command::Setting(Setting::Braille(Switch::On)));
    let expected = common::say(
        Message::new("braille-unavailable")
            .list("reason", vec![Message::new("braille-reason-no-library")]),
    );
    assert_eq!(answer.printed, [expected]);
}
