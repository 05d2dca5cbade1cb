//! Tiles said by their power of two, through the real binary in line mode:
//! `powers on` (and `--powers`) says every tile by its exponent, printed as
//! spoken ("10" for 1024) on the lines that name tiles (the slide's news,
//! the cell, the row, the board, the hint, the coach), while the score and
//! counts stay numbers; `powers off` says values again; the choice is kept
//! in the settings file for the next game, and `--powers` alone turns it on
//! for one game.

use crate::common;

use tempfile::TempDir;

/// The 1024 sits in A1; left merges the two 8s of row 4 into a 16.
const BOARD: &str = "1024 0 0 0/0 0 0 0/2 0 0 4/8 8 0 0";

fn play(args: &[&str], data: &std::path::Path, input: &str) -> Vec<String> {
    let mut all = vec!["--board", BOARD, "--seed", "5"];
    all.extend_from_slice(args);
    let run = common::run_with_input(common::game_command(&all, data), input.as_bytes());
    assert!(
        run.stderr.is_empty() || !run.stderr.contains("panicked"),
        "{}",
        run.stderr
    );
    run.lines()
}

/// The line that starts with `head`, after the line `after`.
fn line_after(lines: &[String], after: &str, head: &str) -> String {
    let from = lines
        .iter()
        .position(|l| l.starts_with(after))
        .unwrap_or_else(|| panic!("no {after:?} in {lines:#?}"));
    lines[from..]
        .iter()
        .find(|l| l.starts_with(head))
        .unwrap_or_else(|| panic!("no {head:?} after {after:?} in {lines:#?}"))
        .clone()
}

#[test]
fn powers_on_says_every_tile_by_its_exponent_and_keeps_the_score_a_number() {
    let dir = TempDir::new().unwrap();
    common::past_first_start(dir.path());
    let lines = play(
        &[],
        dir.path(),
        "powers on\nleft\ncell\nrow\nboard\nhint\nscore\ncoach on\nup\npowers off\ncell\nquit\nyes\n",
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "Tiles as powers of two: 10 is 1024."),
        "{lines:#?}"
    );
    // The news: two 8s (3) merge into a 16 (4) in A4; the score gains 16.
    let at = lines
        .iter()
        .position(|l| l.starts_with("Tiles as powers"))
        .unwrap();
    let news = lines[at + 1].clone();
    assert!(news.contains("4 A4"), "{news}");
    assert!(!news.contains("16"), "{news}");
    assert_eq!(line_after(&lines, "Tiles as powers", "A1, "), "A1, 10");
    let row = line_after(&lines, "Tiles as powers", "Row 1:");
    assert!(
        row.starts_with("Row 1: 10, ") && !row.contains("1024"),
        "{row}"
    );
    let hint = line_after(&lines, "Tiles as powers", "Hint");
    assert!(!hint.contains("1024"), "{hint}");
    // The score stays a number: 16 points.
    assert_eq!(
        line_after(&lines, "Tiles as powers", "Score"),
        "Score 16, 1 move."
    );
    assert_eq!(line_after(&lines, "Tiles as numbers.", "A1, "), "A1, 1024");
    // Remembered: the next game starts with powers on.
    let settings = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
    assert!(settings.contains("powers = false"), "{settings}");
    let lines = play(&[], dir.path(), "powers\ncell\nquit\nyes\n");
    assert_eq!(line_after(&lines, "Tiles as powers", "A1, "), "A1, 10");
    let lines = play(&[], dir.path(), "cell\nquit\nyes\n");
    assert!(lines.iter().any(|l| l == "A1, 10"), "kept: {lines:#?}");
}

#[test]
fn the_option_turns_powers_on_for_one_game() {
    let dir = TempDir::new().unwrap();
    common::past_first_start(dir.path());
    let lines = play(&["--powers"], dir.path(), "cell\nquit\nyes\n");
    assert!(lines.iter().any(|l| l == "A1, 10"), "{lines:#?}");
    let lines = play(&[], dir.path(), "cell\nquit\nyes\n");
    assert!(lines.iter().any(|l| l == "A1, 1024"), "{lines:#?}");
}
