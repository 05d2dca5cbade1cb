//! The real binary in line mode (standard input piped, `--no-speech`,
//! `--seed`, `--board`): the opening line, every command of the help
//! answered, the same transcript the library gives for the same seed, end of
//! input and `quit` exiting with status 0, bad options exiting with status 2
//! and one line, and garbage input (invalid UTF-8, NUL bytes, escape
//! sequences, very long lines) answered without a crash. Output is plain:
//! no escape sequences and no control characters.

mod common;

use accessible_2048::narration::Message;
use common::{Run, assert_plain, expected_line_mode, game_command, run_with_input, say, say_all};
use tempfile::TempDir;

const SEED: &str = "3";

/// Runs the game in line mode without speech, in a fresh data directory.
#[track_caller]
fn play(extra: &[&str], input: &[u8]) -> Run {
    let data = TempDir::new().expect("temp dir");
    let mut args = vec!["--no-speech"];
    args.extend_from_slice(extra);
    let run = run_with_input(game_command(&args, data.path()), input);
    assert_plain(&run.stdout, &format!("stdout of {extra:?}"));
    run
}

fn script(lines: &[&str]) -> Vec<u8> {
    lines
        .iter()
        .flat_map(|l| format!("{l}\n").into_bytes())
        .collect()
}

#[track_caller]
fn assert_same_as_library(position: Option<&str>, script_lines: &[&str]) {
    let mut args = vec!["--seed", SEED];
    if let Some(position) = position {
        args.extend(["--board", position]);
    }
    let run = play(&args, &script(script_lines));
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "", "nothing on stderr");
    let expected = expected_line_mode(position, SEED.parse().unwrap(), script_lines);
    assert_eq!(run.lines(), expected, "{position:?}");
}

#[test]
fn a_seeded_game_prints_what_the_library_says() {
    assert_same_as_library(
        None,
        &[
            "help",
            "cell",
            "cursor right",
            "cursor down",
            "cursor left",
            "cursor up",
            "cursor up",
            "go B3",
            "go to c4",
            "row",
            "column",
            "board",
            "empty",
            "highest",
            "score",
            "position",
            "left",
            "RIGHT",
            "slide up",
            "move down",
            "Slide Left",
            "repeat",
            "",
            "undo",
            "speech off",
            "score",
            "speech on",
            "rate 70",
            "faster",
            "slower",
            "rate up",
            "rate down",
            "jump around",
            "go Z9",
            "position",
            "quit",
            "score",
        ],
    );
}

#[test]
fn a_given_board_prints_what_the_library_says() {
    // A merge at A1 and at A3, then a look at the result.
    assert_same_as_library(
        Some("2 2 0 0/0 0 0 0/4 4 8 8/0 0 0 2"),
        &[
            "board", "left", "position", "score", "go A3", "cell", "up", "undo", "position",
        ],
    );
    assert_same_as_library(Some("2 . . ./. . . ./. . . ./. . . 4"), &["position"]);
}

#[test]
fn the_opening_says_tiles_cursor_and_help() {
    let run = play(&["--seed", SEED], b"");
    let lines = run.lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines, expected_line_mode(None, 3, &[]));
    assert!(
        lines[0].ends_with(&say(Message::new("help-pointer-lines"))),
        "{lines:?}"
    );
    let board = play(
        &["--seed", SEED, "--board", "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4"],
        b"",
    );
    let expected = say_all(vec![
        Message::new("game-start-from-position")
            .num("size", 4)
            .num("tiles", 2)
            .text("cursor", "A1"),
        Message::new("help-pointer-lines"),
    ]);
    assert_eq!(board.lines(), vec![expected]);
}

/// Every command the help lists, each in a game of its own: one answer at
/// least after the opening line.
fn help_commands() -> Vec<&'static str> {
    vec![
        "left",
        "right",
        "up",
        "down",
        "slide left",
        "cursor left",
        "cursor right",
        "cursor up",
        "cursor down",
        "go B3",
        "cell",
        "row",
        "column",
        "board",
        "empty",
        "highest",
        "score",
        "position",
        "repeat",
        "undo",
        "hint",
        "speech on",
        "speech off",
        "rate 70",
        "new",
        "quit",
        "help",
    ]
}

#[track_caller]
fn assert_answers(command: &str) {
    let run = play(&["--seed", SEED], format!("{command}\n").as_bytes());
    assert_eq!(run.code, Some(0), "{command}: {}", run.stderr);
    let lines = run.lines();
    assert!(lines.len() >= 2, "{command:?} got no answer: {lines:?}");
    let unknown = say(Message::new("unknown-command").text("text", command));
    let unknown_word = unknown.split_whitespace().next().unwrap_or(&unknown);
    for line in &lines[1..] {
        assert!(!line.trim().is_empty(), "{command:?}: empty line");
        assert!(
            !line.starts_with(unknown_word),
            "{command:?} not understood: {line}"
        );
    }
}

#[test]
fn every_command_in_the_help_answers() {
    let help = play(&["--seed", SEED], b"help\n").lines()[1..].join(" ");
    for command in help_commands() {
        let first = command.split_whitespace().next().unwrap();
        assert!(
            help.contains(first),
            "help does not mention {first:?}: {help}"
        );
        assert_answers(command);
    }
}

#[test]
fn best_and_partner_answer() {
    for command in ["best", "partner"] {
        assert_answers(command);
    }
}

#[test]
fn hint_names_a_slide() {
    let run = play(&["--seed", SEED], b"hint\n");
    let answers = &run.lines()[1..];
    // "Hint: slide left." without its full stop, then the reason.
    let possible: Vec<String> = ["left", "right", "up", "down"]
        .iter()
        .map(|d| say(Message::new("hint").text("direction", *d)))
        .map(|line| format!("{}: ", line.trim_end_matches('.')))
        .collect();
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert!(
        possible.iter().any(|p| answers[0].starts_with(p.as_str())),
        "{answers:?}"
    );
}

#[test]
fn end_of_input_exits_0() {
    let cases: [(&[u8], &[&str]); 4] = [
        (b"", &[]),
        (b"score\n", &["score"]),
        (b"score", &["score"]),
        (b"left\r\ncursor right\r\n", &["left", "cursor right"]),
    ];
    for (input, commands) in cases {
        let run = play(&["--seed", SEED], input);
        assert_eq!(run.code, Some(0), "{input:?}: {}", run.stderr);
        assert_eq!(
            run.lines(),
            expected_line_mode(None, 3, commands),
            "{input:?}"
        );
    }
}

#[test]
fn quit_exits_0_at_once_and_reads_no_further() {
    for quit in ["quit", "QUIT", "exit"] {
        let run = play(
            &["--seed", SEED],
            &script(&["left", quit, "right", "score"]),
        );
        assert_eq!(run.code, Some(0), "{quit}: {}", run.stderr);
        let lines = run.lines();
        assert_eq!(
            lines,
            expected_line_mode(None, 3, &["left", quit]),
            "{quit}"
        );
        let goodbye = say(Message::new("goodbye").num("score", 0).num("moves", 0));
        let head = goodbye.split('.').next().unwrap();
        assert!(lines.last().unwrap().starts_with(head), "{lines:?}");
    }
}

#[test]
fn a_new_game_after_yes() {
    // After a move a new game needs yes; anything else keeps playing.
    let run = play(
        &["--seed", SEED, "--board", "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"],
        &script(&["left", "new", "no", "new", "yes", "score"]),
    );
    let lines = run.lines();
    assert_eq!(lines.len(), 7, "{lines:?}");
    assert_eq!(lines[2], say(Message::new("confirm-new-game-lines")));
    assert_eq!(lines[3], say(Message::new("confirm-cancelled")));
    assert_eq!(lines[4], say(Message::new("confirm-new-game-lines")));
    let new_game = say(Message::new("game-start")
        .num("size", 4)
        .list("tiles", vec![]));
    let head = new_game.split(':').next().unwrap();
    assert!(lines[5].starts_with(head), "{lines:?}");
    assert_eq!(
        lines[6],
        say(Message::new("score").num("score", 0).num("moves", 0))
    );
}

#[test]
fn bad_options_exit_2_with_one_line() {
    let cases: [(&[&str], &str); 6] = [
        (&["--board", "2 2/x y"], "--board"),
        (&["--board", "2 0 0/0 0"], "--board"),
        (&["--size", "9"], "9"),
        (&["--four-chance", "2"], "2"),
        (&["--rate", "101"], "101"),
        (&["--lang", "!!"], "!!"),
    ];
    for (args, mentions) in cases {
        let run = play(args, b"score\n");
        assert_eq!(run.code, Some(2), "{args:?}: {run:?}");
        assert_eq!(run.stdout, "", "{args:?}: no game started");
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {:?}", run.stderr);
        assert!(lines[0].contains(mentions), "{args:?}: {:?}", lines[0]);
        assert_plain(&run.stderr, "stderr");
    }
}

#[test]
fn garbage_is_answered_without_a_crash() {
    let mut input = Vec::new();
    input.extend_from_slice(b"\xff\xfe\xfd not utf-8\n");
    input.extend_from_slice(b"le\0ft\n");
    input.extend_from_slice(b"\0\0\0\n");
    input.extend_from_slice(b"\x1b[31mred\x1b[0m \x07\x08\n");
    input.extend(std::iter::repeat_n(b'x', 300_000));
    input.push(b'\n');
    input.extend(std::iter::repeat_n(b'\xc3', 5_000));
    input.push(b'\n');
    input.extend_from_slice(b"score\nquit\n");
    let run = play(&["--seed", SEED], &input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = run.lines();
    // The opening, one answer per line of garbage, the score, goodbye.
    assert_eq!(lines.len(), 1 + 6 + 2, "{lines:#?}");
    let unknown_head = say(Message::new("unknown-command").text("text", "X"));
    let unknown_head = unknown_head.split(':').next().unwrap();
    for line in &lines[1..7] {
        assert!(line.starts_with(unknown_head), "{line:?}");
        assert!(
            line.chars().count() < 200,
            "long input said back in full: {line:?}"
        );
    }
    assert_eq!(
        lines[7],
        say(Message::new("score").num("score", 0).num("moves", 0))
    );
    assert_eq!(
        lines[8],
        say(Message::new("goodbye").num("score", 0).num("moves", 0))
    );
}
