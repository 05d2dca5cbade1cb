//! Control of speech through the controller (a recording speaker) and the
//! real binary in line mode: the silence key stops speech and is answered
//! in print only; repeat says every line of the last answer again (all of
//! help), never the "unknown key" that followed it, nor a repeat.

use crate::common;

use accessible_2048::command::{GameAction, Reading};
use accessible_2048::engine::Direction;
use accessible_2048::narration::Message;
use accessible_2048::play::{Command, InputMode};
use common::{Rig, game_command, run_with_input, say};
use tempfile::TempDir;

const BOARD: &str = "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 4";

#[test]
fn silence_stops_speech_and_prints_without_speaking() {
    let mut rig = Rig::opened(Some(BOARD), 3, InputMode::Keys);
    let before = rig.spoken.stops();
    let answer = rig.send(Command::Silence);
    assert_eq!(rig.spoken.stops(), before + 1, "the speaker was stopped");
    assert_eq!(answer.printed, [say(Message::new("silenced"))]);
    assert!(answer.spoken.is_empty(), "{:?}", answer.spoken);
}

#[test]
fn repeat_after_help_says_all_of_help_again() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = Rig::opened(Some(BOARD), 3, mode);
        let help = rig.send(Command::Help(None));
        assert!(help.printed.len() > 1);
        let again = rig.send(Command::Repeat);
        assert_eq!(again.printed, help.printed, "{mode:?}");
        assert_eq!(again.spoken, help.spoken, "{mode:?}: spoken as printed");
        assert!(again.spoken[0].interrupt);
        assert!(again.spoken[1..].iter().all(|s| !s.interrupt));
        // A repeat is not an answer of its own: repeating again gives help.
        assert_eq!(rig.send(Command::Repeat).printed, help.printed);
    }
}

#[test]
fn repeat_skips_the_unknown_key_and_the_silence_after_an_answer() {
    let mut rig = Rig::opened(Some(BOARD), 3, InputMode::Keys);
    let slide = rig.send(Command::Game(GameAction::Slide(Direction::Left)));
    assert!(!slide.printed.is_empty());
    let unknown = rig.send(Command::UnknownKey);
    assert_eq!(unknown.printed, [say(Message::new("unknown-key"))]);
    rig.send(Command::Silence);
    assert_eq!(rig.send(Command::Repeat).printed, slide.printed);
    let score = rig.send(Command::Read(Reading::Score));
    rig.send(Command::Yes); // no question pending: not understood
    assert_eq!(rig.send(Command::Repeat).printed, score.printed);
}

#[test]
fn through_the_binary_repeat_gives_all_of_help_and_skips_unknown_commands() {
    let data = TempDir::new().unwrap();
    let args = [
        "--no-speech",
        "--line-mode",
        "--board",
        BOARD,
        "--seed",
        "1",
    ];
    let run = run_with_input(
        game_command(&args, data.path()),
        b"help\nrepeat\nscore\nxyzzy\nrepeat\nhush\n\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = run.lines();
    let mut rig = Rig::opened(Some(BOARD), 1, InputMode::Lines);
    let help = rig.send(Command::Help(None)).printed;
    let score = rig.send(Command::Read(Reading::Score)).printed;
    let unknown = say(Message::new("unknown-command").text("text", "xyzzy"));
    let quiet = say(Message::new("silenced"));
    // The opening, then the help pointer on its own line.
    let pointer = say(Message::new("help-pointer-lines"));
    let mut expected = vec![lines[0].clone(), pointer];
    expected.extend(help.clone());
    expected.extend(help);
    expected.extend(score.clone());
    expected.push(unknown);
    expected.extend(score.clone());
    expected.push(quiet);
    // An empty line repeats too: the score, not "Quiet.".
    expected.extend(score);
    assert_eq!(lines[..expected.len()], expected[..], "{lines:#?}");
}
