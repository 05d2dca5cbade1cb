//! The `slide` subcommand through the real binary.
//!
//! - Every direction, in text and in `--json` (parsed with serde_json and
//!   checked for its exact shape: the keys `board`, `score_gain` and `moved`
//!   only, with 0 for empty cells).
//! - Agreement with the library's [`Board::slide`] on a few hundred random
//!   boards of every size.
//! - Every kind of bad input exits with status 2 and an error on stderr that
//!   names the problem and where it is: ragged rows, values that are not
//!   tiles (3, 1, huge), unknown characters, empty input, unsupported sizes
//!   (2×2, 9×9, non-square), a bad direction, missing arguments.
//! - No run ever prints a panic message.

use crate::common;

use common::{Binary, Run, SplitMix};

use accessible_2048::engine::{Board, Direction, MAX_SIZE, MIN_SIZE};
use serde_json::Value;

fn run(args: &[&str]) -> Run {
    Binary::bare().args(args).env_remove("RUST_BACKTRACE").run()
}

#[track_caller]
fn assert_no_panic(output: &Run, what: &str) {
    let err = output.stderr.clone();
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{what}: panic on stderr: {err}"
    );
    // A panic exits with 101.
    assert_ne!(output.code, Some(101), "{what}");
}

/// Runs a slide that must succeed; returns stdout.
#[track_caller]
fn slide_ok(position: &str, direction: &str, json: bool) -> String {
    let mut args = vec!["slide", "--board", position, direction];
    if json {
        args.push("--json");
    }
    let output = run(&args);
    assert_no_panic(&output, position);
    assert_eq!(
        output.code,
        Some(0),
        "{position} {direction}: {}",
        output.stderr.clone()
    );
    assert_eq!(output.stderr.clone(), "", "{position} {direction}");
    output.stdout.clone()
}

/// The parsed `--json` report: (board rows, score gain, moved), after
/// checking that stdout is exactly one JSON object of exactly that shape.
#[track_caller]
fn json_report(stdout: &str, size: usize) -> (Vec<Vec<u64>>, u64, bool) {
    assert!(stdout.ends_with('\n'), "{stdout:?}");
    assert_eq!(stdout.lines().count(), 1, "one line: {stdout:?}");
    let value: Value = serde_json::from_str(stdout).expect("valid JSON");
    let object = value.as_object().expect("a JSON object");
    let keys: Vec<&str> = object.keys().map(String::as_str).collect();
    assert_eq!(keys, ["board", "score_gain", "moved"], "{stdout}");
    let rows = object["board"].as_array().expect("board is an array");
    assert_eq!(rows.len(), size, "{stdout}");
    let board: Vec<Vec<u64>> = rows
        .iter()
        .map(|row| {
            let row = row.as_array().expect("each row is an array");
            assert_eq!(row.len(), size, "{stdout}");
            row.iter()
                .map(|cell| cell.as_u64().expect("each cell is a whole number"))
                .collect()
        })
        .collect();
    let gain = object["score_gain"]
        .as_u64()
        .expect("score_gain is a number");
    let moved = object["moved"].as_bool().expect("moved is true or false");
    (board, gain, moved)
}

/// The parsed text report: (position, score gain, moved).
#[track_caller]
fn text_report(stdout: &str) -> (String, u64, bool) {
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout:?}");
    let position = lines[0]
        .strip_prefix("position: ")
        .unwrap_or_else(|| panic!("{stdout:?}"));
    let gain = lines[1]
        .strip_prefix("score gain: ")
        .and_then(|g| g.parse().ok())
        .unwrap_or_else(|| panic!("{stdout:?}"));
    let moved = match lines[2] {
        "moved: yes" => true,
        "moved: no" => false,
        other => panic!("{other:?}"),
    };
    (position.to_string(), gain, moved)
}

// ---------------------------------------------------------------------------
// Worked examples.
// ---------------------------------------------------------------------------

const DESIGN_EXAMPLE: &str = "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2";

#[test]
fn every_direction_of_the_design_example_in_text() {
    // Worked by hand from the rules: compress, merge from the leading edge
    // once per tile, compress.
    let cases = [
        ("left", "4 4 0 0/0 0 0 0/8 16 0 0/4 2 0 0", 32, true),
        ("right", "0 0 4 4/0 0 0 0/0 0 8 16/0 0 2 4", 32, true),
        ("up", "2 2 8 4/4 4 2 8/2 0 0 2/0 0 0 0", 0, true),
        ("down", "0 0 0 0/2 0 0 4/4 2 8 8/2 4 2 2", 0, true),
    ];
    for (direction, after, gain, moved) in cases {
        let stdout = slide_ok(DESIGN_EXAMPLE, direction, false);
        assert_eq!(
            stdout,
            format!(
                "position: {after}\nscore gain: {gain}\nmoved: {}\n",
                if moved { "yes" } else { "no" }
            ),
            "{direction}"
        );
    }
}

#[test]
fn every_direction_of_the_design_example_in_json() {
    let cases = [
        (
            "left",
            vec![[4, 4, 0, 0], [0, 0, 0, 0], [8, 16, 0, 0], [4, 2, 0, 0]],
            32,
        ),
        (
            "right",
            vec![[0, 0, 4, 4], [0, 0, 0, 0], [0, 0, 8, 16], [0, 0, 2, 4]],
            32,
        ),
        (
            "up",
            vec![[2, 2, 8, 4], [4, 4, 2, 8], [2, 0, 0, 2], [0, 0, 0, 0]],
            0,
        ),
        (
            "down",
            vec![[0, 0, 0, 0], [2, 0, 0, 4], [4, 2, 8, 8], [2, 4, 2, 2]],
            0,
        ),
    ];
    for (direction, after, gain) in cases {
        let stdout = slide_ok(DESIGN_EXAMPLE, direction, true);
        let (board, score_gain, moved) = json_report(&stdout, 4);
        let after: Vec<Vec<u64>> = after.iter().map(|r| r.to_vec()).collect();
        assert_eq!(board, after, "{direction}");
        assert_eq!(score_gain, gain, "{direction}");
        assert!(moved, "{direction}");
    }
    // The exact text of one report.
    assert_eq!(
        slide_ok(DESIGN_EXAMPLE, "left", true),
        "{\"board\":[[4,4,0,0],[0,0,0,0],[8,16,0,0],[4,2,0,0]],\"score_gain\":32,\"moved\":true}\n"
    );
}

#[test]
fn a_slide_that_changes_nothing() {
    let position = "2 4 8/0 0 0/0 0 0";
    for direction in ["left", "right", "up"] {
        assert_eq!(
            slide_ok(position, direction, false),
            format!("position: {position}\nscore gain: 0\nmoved: no\n")
        );
        let (board, gain, moved) = json_report(&slide_ok(position, direction, true), 3);
        assert_eq!(board, [[2, 4, 8], [0, 0, 0], [0, 0, 0]]);
        assert_eq!((gain, moved), (0, false));
    }
    // An empty board is a position too; nothing moves.
    let (board, gain, moved) = json_report(&slide_ok("0 0 0/. . ./0,0,0", "down", true), 3);
    assert_eq!(board, vec![vec![0; 3]; 3]);
    assert_eq!((gain, moved), (0, false));
}

#[test]
fn forum_column_example() {
    // Column A from the top: 2, 2, empty, 4.
    let position = "2 0 0 0/2 0 0 0/. 0 0 0/4 0 0 0";
    let (down, gain, moved) = json_report(&slide_ok(position, "down", true), 4);
    let column: Vec<u64> = down.iter().map(|row| row[0]).collect();
    assert_eq!(column, [0, 0, 4, 4]);
    assert_eq!((gain, moved), (4, true));
    let (up, gain, _) = json_report(&slide_ok(position, "up", true), 4);
    let column: Vec<u64> = up.iter().map(|row| row[0]).collect();
    assert_eq!(column, [4, 4, 0, 0]);
    assert_eq!(gain, 4);
}

#[test]
fn accepted_spellings() {
    // Directions in any case; cells separated by commas or spaces; `.` empty;
    // a trailing '/'; the board after the direction; the largest tile.
    let stdout = slide_ok("2,2,.,4/0 0 0 0/4 4 8 8/2 0 2 2/", "LEFT", false);
    assert!(stdout.starts_with("position: 4 4 0 0/0 0 0 0/8 16 0 0/4 2 0 0\n"));
    let output = run(&["slide", "right", "--json", "--board", DESIGN_EXAMPLE]);
    assert_eq!(output.code, Some(0));
    let (board, gain, _) = json_report(&output.stdout.clone(), 4);
    assert_eq!(board[2], [0, 0, 8, 16]);
    assert_eq!(gain, 32);
    let big = 1u64 << 40;
    let position = format!("{big} {big} 0/0 0 0/{} {} 0", big / 2, big / 2);
    let (board, gain, moved) = json_report(&slide_ok(&position, "left", true), 3);
    // Two of the largest tiles do not merge; two halves of it do.
    assert_eq!(board, [[big, big, 0], [0, 0, 0], [big, 0, 0]]);
    assert_eq!((gain, moved), (big, true));
}

// ---------------------------------------------------------------------------
// Agreement with the library on random boards.
// ---------------------------------------------------------------------------

fn random_position(rng: &mut SplitMix) -> (usize, String) {
    let size = MIN_SIZE + rng.below((MAX_SIZE - MIN_SIZE + 1) as u64) as usize;
    let top = [3, 6, 12, 40][rng.below(4) as usize];
    let rows: Vec<String> = (0..size)
        .map(|_| {
            (0..size)
                .map(|_| match rng.below(10) {
                    0..=3 => "0".to_string(),
                    4 => ".".to_string(),
                    _ => (1u64 << (1 + rng.below(top))).to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    (size, rows.join("/"))
}

#[test]
fn json_agrees_with_the_library_on_random_boards() {
    let mut rng = SplitMix(0x511de);
    let mut moved_count = 0;
    for i in 0..240 {
        let (size, position) = random_position(&mut rng);
        let direction = Direction::ALL[i % 4];
        let board = Board::parse(&position).unwrap();
        let (next, outcome) = board.slide(direction);
        let (rows, gain, moved) = json_report(&slide_ok(&position, direction.name(), true), size);
        assert_eq!(rows, next.grid().value_rows(), "{position} {direction}");
        assert_eq!(gain, outcome.score_gain, "{position} {direction}");
        assert_eq!(moved, outcome.moved(), "{position} {direction}");
        moved_count += usize::from(moved);
    }
    assert!(moved_count > 100, "{moved_count} of 240 moved");
}

#[test]
fn text_agrees_with_the_library_on_random_boards() {
    let mut rng = SplitMix(0x7e47);
    for i in 0..80 {
        let (_, position) = random_position(&mut rng);
        let direction = Direction::ALL[(i * 3 + 1) % 4];
        let board = Board::parse(&position).unwrap();
        let (next, outcome) = board.slide(direction);
        let (after, gain, moved) = text_report(&slide_ok(&position, direction.name(), false));
        assert_eq!(after, next.to_position(), "{position} {direction}");
        assert_eq!(gain, outcome.score_gain, "{position} {direction}");
        assert_eq!(moved, outcome.moved(), "{position} {direction}");
        // The printed position is itself a valid position of the same board.
        assert_eq!(Board::parse(&after), Ok(next));
    }
}

// ---------------------------------------------------------------------------
// Bad input.
// ---------------------------------------------------------------------------

/// A bad `--board`: status 2, nothing on stdout, and exactly one line on
/// stderr that contains every one of `needles`.
#[track_caller]
fn check_bad_board(position: &str, needles: &[&str]) {
    for json in [false, true] {
        let mut args = vec!["slide", "--board", position, "left"];
        if json {
            args.push("--json");
        }
        let output = run(&args);
        assert_no_panic(&output, position);
        let err = output.stderr.clone();
        assert_eq!(output.code, Some(2), "{position:?}: {err}");
        assert_eq!(output.stdout.clone(), "", "{position:?}");
        assert_eq!(err.lines().count(), 1, "one line for {position:?}: {err:?}");
        assert!(err.ends_with('\n'), "{err:?}");
        assert!(
            err.starts_with("accessible-2048: bad --board: "),
            "{position:?}: {err}"
        );
        for needle in needles {
            assert!(
                err.contains(needle),
                "{position:?}: {err:?} lacks {needle:?}"
            );
        }
    }
}

#[test]
fn ragged_rows() {
    check_bad_board(
        "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2",
        &["row 4 has 3 cells but row 1 has 4"],
    );
    check_bad_board(
        "2 0 0/0 0 0 0/0 0 0",
        &["row 2 has 4 cells but row 1 has 3"],
    );
    check_bad_board("2 0 0/0 0 0//0 0 0", &["row 3 has 0 cells but row 1 has 3"]);
    check_bad_board("2 0 0\n0 0\n0 0 0", &["row 2 has 2 cells but row 1 has 3"]);
}

#[test]
fn values_that_are_not_tiles() {
    let not_a_tile = "is not a tile value";
    check_bad_board("2 0 0/0 3 0/0 0 0", &["row 2, cell 2", "'3'", not_a_tile]);
    check_bad_board("1 0 0/0 0 0/0 0 0", &["row 1, cell 1", "'1'", not_a_tile]);
    check_bad_board("2 0 0/0 0 0/0 0 6", &["row 3, cell 3", "'6'", not_a_tile]);
    check_bad_board(
        "2 0 0/0 0 0/0 0 1000",
        &["row 3, cell 3", "'1000'", not_a_tile],
    );
    // Beyond u64.
    check_bad_board(
        "2 0 0/0 0 0/0 99999999999999999999999 0",
        &["row 3, cell 2", "'99999999999999999999999'", not_a_tile],
    );
    // A power of two above the largest tile (2^41).
    check_bad_board(
        "2 0 0/0 0 0/2199023255552 0 0",
        &["row 3, cell 1", "'2199023255552'", not_a_tile],
    );
    check_bad_board(
        "2 0 0/0 0 0/18446744073709551615 0 0",
        &["row 3, cell 1", not_a_tile],
    );
}

#[test]
fn unknown_characters() {
    let unknown = "unknown character";
    check_bad_board("2 0 x/0 0 0/0 0 0", &["row 1, cell 3", unknown, "'x'"]);
    check_bad_board("2 0 0/0 -4 0/0 0 0", &["row 2, cell 2", unknown, "'-'"]);
    check_bad_board("-2 0 0/0 0 0/0 0 0", &["row 1, cell 1", unknown, "'-'"]);
    check_bad_board("2 0 4.0/0 0 0/0 0 0", &["row 1, cell 3", unknown, "'4.0'"]);
    check_bad_board("2 0 0/0 0 0/0 0 ½", &["row 3, cell 3", unknown, "'½'"]);
    check_bad_board("2 0 0/0 0 0/0 0 2a", &["row 3, cell 3", unknown, "'a'"]);
    check_bad_board("2;0;0/0 0 0/0 0 0", &["row 1, cell 1", unknown, "';'"]);
}

#[test]
fn empty_input() {
    for position in ["", " ", "/", " / / ", "\n", "\n\n"] {
        check_bad_board(position, &["the position is empty"]);
    }
}

#[test]
fn unsupported_sizes() {
    let supported = "3×3 to 8×8";
    check_bad_board("2", &["1×1 board is not supported", supported]);
    check_bad_board("2 2/2 2", &["2×2 board is not supported", supported]);
    let nine = ["0 0 0 0 0 0 0 0 2"; 9].join("/");
    check_bad_board(&nine, &["9×9 board is not supported", supported]);
    check_bad_board("2 0 0 0/0 0 0 0/0 0 0 0", &["3×4 board is not supported"]);
    check_bad_board("2 0 0/0 0 0/0 0 0/0 0 0", &["4×3 board is not supported"]);
    let wide = ["0 0 0 0 0 0 0 0 0 0"; 8].join("/");
    check_bad_board(&wide, &["8×10 board is not supported"]);
}

/// A bad command line that clap refuses: status 2, nothing on stdout, and
/// exactly one line on stderr that names the problem and the argument.
#[track_caller]
fn check_bad_arguments(args: &[&str], first_line: &str, needle: &str) {
    let output = run(args);
    assert_no_panic(&output, &format!("{args:?}"));
    let err = output.stderr.clone();
    assert_eq!(output.code, Some(2), "{args:?}: {err}");
    assert_eq!(output.stdout.clone(), "", "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("accessible-2048: "), "{args:?}: {err}");
    assert!(
        err.contains(first_line),
        "{args:?}: {err:?} lacks {first_line:?}"
    );
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
}

#[test]
fn bad_directions() {
    for bad in ["sideways", "l", "north", "left-up", "", " "] {
        check_bad_arguments(
            &["slide", "--board", DESIGN_EXAMPLE, bad],
            "invalid value",
            "expected left, right, up or down",
        );
    }
}

#[test]
fn missing_arguments() {
    let required = "required arguments were not provided";
    check_bad_arguments(&["slide", "left"], required, "--board");
    check_bad_arguments(
        &["slide", "--board", DESIGN_EXAMPLE],
        required,
        "<DIRECTION>",
    );
    check_bad_arguments(&["slide"], required, "--board");
    check_bad_arguments(&["slide", "--json"], required, "<DIRECTION>");
    check_bad_arguments(
        &["slide", "left", "--board"],
        "a value is required",
        "--board",
    );
    check_bad_arguments(
        &["slide", "--board", DESIGN_EXAMPLE, "left", "up"],
        "unexpected argument",
        "'up'",
    );
    check_bad_arguments(
        &["slide", "--board", DESIGN_EXAMPLE, "left", "--jsn"],
        "unexpected argument",
        "'--jsn'",
    );
}
