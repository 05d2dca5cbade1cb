//! The real binary in line mode (standard input piped, `--no-speech`,
//! `--seed`, `--board`): the opening line, every command of the help
//! answered, the same transcript the library gives for the same seed, end of
//! input and `quit` exiting with status 0, bad options exiting with status 2
//! and one line, and garbage input (invalid UTF-8, NUL bytes, escape
//! sequences, very long lines) answered without a crash. Output is plain:
//! no escape sequences and no control characters.

use crate::common;

use accessible_2048::narration::{Announcement, Message};
use accessible_2048::play::{COLUMNS, fit};
use common::{
    Run, assert_plain, expected_line_mode, game_command, run_with_input, say, say_all, words,
};
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
    // Normal verbosity: the tiles on one line, how to get help on the next.
    let run = play(&["--seed", SEED], b"");
    let lines = run.lines();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(lines, expected_line_mode(None, 3, &[]));
    assert!(lines[0].starts_with("New game: "), "{lines:?}");
    assert_eq!(lines[1], say(Message::new("help-pointer-lines")));
    // Full verbosity: size, tiles, cursor and help, in lines that fit 80
    // columns (broken between sentences).
    let full = play(
        &[
            "--seed",
            SEED,
            "--verbosity",
            "full",
            "--board",
            "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4",
        ],
        b"",
    );
    let opening = vec![
        Message::new("game-start-from-position")
            .num("size", 4)
            .num("tiles", 2)
            .text("cursor", "A1"),
        Message::new("help-pointer-lines"),
    ];
    let expected = fit(&words(), &Announcement::new(opening.clone()), COLUMNS);
    assert_eq!(full.lines(), expected);
    assert_eq!(full.lines().join(" "), say_all(opening));
    assert!(full.lines().iter().all(|l| l.chars().count() <= COLUMNS));
    let board = play(
        &["--seed", SEED, "--board", "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4"],
        b"",
    );
    assert_eq!(
        board.lines(),
        vec![
            say(Message::new("game-start-from-position-short").num("tiles", 2)),
            say(Message::new("help-pointer-lines")),
        ]
    );
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

/// Every page of every help topic, in order: `help` (or `help` and the
/// topic's word) for its first page, `help` again for each further page.
fn every_help_page() -> Vec<u8> {
    use accessible_2048::command::HelpTopic;
    use accessible_2048::play::{InputMode, topic_help_pages};
    let mut typed = String::new();
    for topic in HelpTopic::ALL {
        let pages = topic_help_pages(InputMode::Lines, topic).len();
        match topic.word() {
            Some(word) => typed.push_str(&format!("help {word}\n")),
            None => typed.push_str("help\n"),
        }
        typed.push_str(&"help\n".repeat(pages - 1));
    }
    typed.into_bytes()
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
    let help = play(&["--seed", SEED], &every_help_page()).lines()[1..].join(" ");
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
    let answers = &run.lines()[2..];
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
    assert_eq!(lines.len(), 8, "{lines:?}");
    assert_eq!(lines[3], say(Message::new("confirm-new-game-lines")));
    assert_eq!(lines[4], say(Message::new("confirm-cancelled")));
    assert_eq!(lines[5], say(Message::new("confirm-new-game-lines")));
    let new_game = say(Message::new("game-start-short").list("tiles", vec![]));
    let head = new_game.split(':').next().unwrap();
    assert!(lines[6].starts_with(head), "{lines:?}");
    assert_eq!(
        lines[7],
        say(Message::new("score").num("score", 0).num("moves", 0))
    );
}

#[test]
fn bad_options_exit_2_with_one_line() {
    let cases: [(&[&str], &str); 7] = [
        (&["--verbosity", "loud"], "loud"),
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
    // The opening and help pointer, one answer per line of garbage (the
    // two longest said back are wider than 80 columns, so the pointer to
    // help is a line of its own), the score, goodbye.
    let pointer = say(Message::new("unknown-command-plain"));
    let pointer = pointer.split(". ").nth(1).unwrap().to_string();
    let lines: Vec<String> = lines
        .into_iter()
        .enumerate()
        .filter(|(i, l)| *i < 2 || *l != pointer)
        .map(|(_, l)| l)
        .collect();
    assert_eq!(run.lines().len(), 2 + 6 + 2 + 2, "{:#?}", run.lines());
    assert_eq!(lines.len(), 2 + 6 + 2, "{lines:#?}");
    assert!(run.lines().iter().all(|l| l.chars().count() <= 80));
    let unknown_head = say(Message::new("unknown-command").text("text", "X"));
    let unknown_head = unknown_head.split(':').next().unwrap();
    for line in &lines[2..8] {
        assert!(line.starts_with(unknown_head), "{line:?}");
        assert!(
            line.chars().count() < 200,
            "long input said back in full: {line:?}"
        );
    }
    assert_eq!(
        lines[8],
        say(Message::new("score").num("score", 0).num("moves", 0))
    );
    assert_eq!(
        lines[9],
        say(Message::new("goodbye").num("score", 0).num("moves", 0))
    );
}

/// The review commands through the binary, on a board written as text:
/// the empty cells grouped by row (whole rows and runs of three or more
/// said short, in lines of at most twelve groups), the cursor to the
/// highest and the newest tile, the last move in full, and the verbosity.
#[test]
fn review_commands_in_line_mode() {
    let position = "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4";
    let run = play(
        &["--seed", SEED, "--board", position],
        &script(&[
            "empties",
            "top tile",
            "cell",
            "newest",
            "last",
            "go A1",
            "top",
            "go highest",
        ]),
    );
    let lines = run.lines();
    assert_eq!(
        lines[2..],
        [
            "14 empty: B1 to D1, row 2 empty, row 3 empty, A4 to C4.",
            "Highest tile: D4, 4.",
            "D4, 4",
            "No new tile since the last new game or undo.",
            "No move yet.",
            "A1, 2",
            "Highest tile: D4, 4.",
            "Highest tile: D4, 4.",
        ],
        "{lines:#?}"
    );

    // After a slide: the newest tile is where the slide line said, and the
    // last move in full names the direction, the tiles moved and the score.
    let run = play(
        &["--seed", SEED, "--board", position],
        &script(&["right", "newest", "cell", "last"]),
    );
    let lines = run.lines();
    let slide = &lines[2];
    // Nothing merged: the new tile first, the direction after.
    let new_tile = slide
        .strip_prefix("New ")
        .and_then(|rest| rest.strip_suffix(", right."))
        .unwrap_or_else(|| panic!("{lines:#?}"));
    let (value, cell) = new_tile.split_once(' ').expect("value and cell");
    assert_eq!(lines[3], format!("Newest tile: {cell}, {value}."));
    assert_eq!(lines[4], format!("{cell}, {value}"));
    assert_eq!(
        lines[5],
        format!("{value} {cell} new. Right: 1 tile moves.")
    );
}

#[test]
fn verbosity_changes_what_a_slide_says_and_undo_is_brief() {
    let position = "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0";
    let run = play(
        &["--seed", SEED, "--board", position],
        &script(&[
            "verbosity full",
            "left",
            "undo",
            "verbosity",
            "left",
            "undo",
            "verbosity",
            "left",
            "undo",
            "verbosity loud",
        ]),
    );
    let lines = run.lines();
    // The same slide (the same seed gives the same new tile) at each level.
    assert_eq!(lines[2], "Full announcements.");
    // Every level opens with the news: the merge into 4 in A1.
    assert!(lines[3].starts_with("4 A1. Left: New "), "{lines:#?}");
    assert!(lines[3].ends_with("Plus 4, score 4."), "{lines:#?}");
    assert_eq!(lines[5], "Brief announcements.");
    let (_, cell) = lines[9].rsplit_once(' ').expect("the new tile's cell");
    let cell = cell.trim_end_matches('.');
    // Full: what normal says, then the points the slide taken back had
    // scored (X names every cell).
    assert_eq!(
        lines[4],
        format!("Undone left, 1 merge back, {cell} empty. Minus 4 points.")
    );
    assert_eq!(lines[6], "4 A1.", "{lines:#?}");
    assert_eq!(lines[7], format!("Undone left: {cell} empty."));
    assert_eq!(lines[8], "Normal announcements.");
    assert!(lines[9].starts_with("4 A1, new "), "{lines:#?}");
    assert_eq!(
        lines[10],
        format!("Undone left, 1 merge back, {cell} empty.")
    );
    assert!(
        lines[11].starts_with("Unknown command: verbosity loud."),
        "{lines:#?}"
    );
}

#[test]
fn help_names_the_review_commands() {
    let run = play(&["--seed", SEED], &every_help_page());
    let help = run.lines()[2..].join("\n");
    for word in ["empties", "newest", "top tile", "last", "verbosity brief"] {
        assert!(help.contains(word), "help lacks {word:?}:\n{help}");
    }
    for line in run.lines() {
        assert!(line.chars().count() <= 80, "{line:?}");
    }
}
