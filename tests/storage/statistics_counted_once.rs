//! Each game counts once in the statistics, through the real binary in line
//! mode: a game replaced by an option (`--new`, `--seed`, `--board`,
//! `--size`, `--four-chance`) and left before the new game's first slide is
//! counted once and never resumed; a game whose end is undone and reached
//! again is one game, with the result of its last end; and a game killed
//! between the records' write and the save's replacement or removal (a
//! kill injected with strace) is not counted again when it is resumed; and
//! a first game left before its first slide is saved and resumed as it
//! opened.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Command;

use accessible_2048::engine::{Board, Game, GameConfig, Pcg32};
use accessible_2048::storage::{GAME_FILE, Settings, encode_game};
use common::{Binary, Run, game_command, run_with_input};
use serde_json::Value;
use tempfile::TempDir;

/// Runs the game on `dir` with `input`; it must exit by itself, with 0.
fn play(dir: &Path, args: &[&str], input: &str) -> Run {
    let mut all = vec!["--no-speech"];
    all.extend_from_slice(args);
    let run = run_with_input(game_command(&all, dir), input.as_bytes());
    assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
    run
}

/// `stats --json` of `dir`.
fn stats(dir: &Path) -> Value {
    let run = Binary::bare()
        .args(["stats", "--json"])
        .data_dir(dir)
        .env("LANG", "C")
        .stdin(b"")
        .expect_code(0)
        .run();
    serde_json::from_str(&run.stdout).expect("stats --json is JSON")
}

/// Games played over every size and odds.
fn played(dir: &Path) -> u64 {
    stats(dir)["games"]
        .as_array()
        .expect("a list of games")
        .iter()
        .map(|tally| tally["played"].as_u64().expect("a count"))
        .sum()
}

/// The latest results of every size and odds, as their finishes.
fn finishes(dir: &Path) -> Vec<String> {
    stats(dir)["games"]
        .as_array()
        .expect("a list of games")
        .iter()
        .flat_map(|tally| tally["last"].as_array().cloned().unwrap_or_default())
        .map(|result| result["finish"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn save(dir: &Path) -> Option<Value> {
    let bytes = fs::read(dir.join(GAME_FILE)).ok()?;
    serde_json::from_slice(&bytes).ok()
}

/// A game that ends with the slide down (the 2 comes to C1, the only empty
/// cell, and nothing merges).
const LAST_SLIDE_DOWN: &[&str] = &["--board", "4 8 16/16 4 8/8 16 0", "--four-chance", "0"];

#[test]
fn a_replacing_option_left_at_once_counts_the_old_game_once() {
    let options: [&[&str]; 5] = [
        &["--new"],
        &["--seed", "5"],
        &["--board", "2 0 0/0 0 0/0 0 2"],
        &["--size", "3"],
        &["--four-chance", "0.2"],
    ];
    for option in options {
        let dir = TempDir::new().unwrap();
        play(dir.path(), &["--seed", "1"], "left\nup\nquit\n");
        let old = save(dir.path()).expect("the old game is saved");
        assert_eq!(old["moves"], 2, "{option:?}");
        for _ in 0..3 {
            play(dir.path(), option, "quit\n");
        }
        assert_eq!(played(dir.path()), 1, "{option:?}: the old game once");
        assert_eq!(finishes(dir.path()), ["abandoned"], "{option:?}");
        // The new game took the old one's place: the next start resumes it.
        let now = save(dir.path()).expect("the new game is saved");
        assert_eq!(now["moves"], 0, "{option:?}: {now}");
        assert_ne!(now["id"], old["id"], "{option:?}");
        let run = play(dir.path(), &["--verbosity", "full"], "quit\n");
        assert!(
            run.lines()[0].contains("score 0"),
            "{option:?}: {:?}",
            run.lines()
        );
        assert_eq!(played(dir.path()), 1, "{option:?}");
    }
}

/// A game that ends with its second slide: right, then left.
const LAST_SLIDE_SECOND: &[&str] = &["--board", "4 8 16/16 4 8/8 0 0", "--four-chance", "0"];

#[test]
fn a_game_whose_end_is_undone_counts_once_with_its_last_end() {
    // (the game, runs of input on one directory, games played, the
    // finishes kept)
    type Case<'a> = (&'a [&'a str], &'a [&'a str], u64, &'a [&'a str]);
    let cases: [Case; 5] = [
        (
            LAST_SLIDE_DOWN,
            &["down\nundo\ndown\nundo\ndown\nquit\n"],
            1,
            &["over"],
        ),
        (
            LAST_SLIDE_SECOND,
            &["right\nleft\nundo\nleft\nundo\nleft\nquit\n"],
            1,
            &["over"],
        ),
        // Its end undone, then given up for a new game: abandoned.
        (
            LAST_SLIDE_SECOND,
            &["right\nleft\nundo\nnew\nyes\nquit\n"],
            1,
            &["abandoned"],
        ),
        // Undone and quit, resumed and ended again: the same game.
        (
            LAST_SLIDE_SECOND,
            &["right\nleft\nundo\nquit\n", "left\nquit\n"],
            1,
            &["over"],
        ),
        // Undone and quit, resumed and given up.
        (
            LAST_SLIDE_SECOND,
            &["right\nleft\nundo\nquit\n", "new\nyes\nquit\n"],
            1,
            &["abandoned"],
        ),
    ];
    for (game, runs, games, kept) in cases {
        let dir = TempDir::new().unwrap();
        for (n, input) in runs.iter().enumerate() {
            let args: &[&str] = if n == 0 { game } else { &[] };
            play(dir.path(), args, input);
        }
        assert_eq!(played(dir.path()), games, "{runs:?}");
        assert_eq!(finishes(dir.path()), kept, "{runs:?}");
    }
}

/// Runs the game under strace, killed (SIGKILL) at the first `syscalls`
/// touching `path`; the game must die of it.
fn killed_at(dir: &Path, syscalls: &str, path: &Path, input: &str) {
    assert!(
        Command::new("strace").arg("-V").output().is_ok(),
        "strace is needed (.ci/run installs it)"
    );
    let run = Binary::bare()
        .args(["--no-speech", "--no-sound"])
        .data_dir(dir)
        .env("LANG", "C")
        .killed_at(syscalls, path)
        .stdin(input)
        .run();
    assert_ne!(run.code, Some(0), "the kill came: {}", run.stdout);
}

#[test]
fn a_game_killed_between_its_count_and_its_save_counts_once() {
    // A new game asked for (N, then Y): the records are written, then the
    // save replaced (a rename): the kill comes at that rename.
    let dir = TempDir::new().unwrap();
    play(dir.path(), &["--seed", "1"], "left\nup\nquit\n");
    let game = dir.path().join(GAME_FILE);
    killed_at(
        dir.path(),
        "rename,renameat,renameat2",
        &game,
        "new\nyes\nquit\n",
    );
    assert_eq!(played(dir.path()), 1, "counted before the kill");
    assert_eq!(save(dir.path()).expect("the old save stays")["moves"], 2);
    play(dir.path(), &[], "new\nyes\nquit\n");
    assert_eq!(played(dir.path()), 1, "resumed and given up again: once");
    assert_eq!(finishes(dir.path()), ["abandoned"]);

    // A game over: the records are written, then the save removed: the
    // kill comes at that removal. The save is one of an older release,
    // without an identifier: the game gives it one before counting it.
    let dir = TempDir::new().unwrap();
    let board = Board::parse(LAST_SLIDE_DOWN[1]).unwrap();
    let config = GameConfig {
        size: 3,
        four_chance: 0.0,
    };
    let before_end = Game::from_board(config, board, Pcg32::from_seed(1)).unwrap();
    let settings = Settings::from([("variant".to_string(), "classic".to_string())]);
    fs::write(
        dir.path().join(GAME_FILE),
        encode_game(&before_end, Some(1), &settings),
    )
    .unwrap();
    let game = dir.path().join(GAME_FILE);
    killed_at(dir.path(), "unlink,unlinkat", &game, "down\nquit\n");
    assert_eq!(played(dir.path()), 1, "counted before the kill");
    assert!(game.exists(), "the save stays");
    play(dir.path(), &[], "down\nquit\n");
    assert_eq!(played(dir.path()), 1, "resumed and ended again: once");
    assert_eq!(finishes(dir.path()), ["over"]);
    assert!(!game.exists(), "removed at the end");
}

/// The printed position (`Position: 2 0 0 2/...`).
fn position(run: &Run) -> String {
    run.lines()
        .into_iter()
        .find(|l| l.starts_with("Position:"))
        .unwrap_or_else(|| panic!("no position in {:?}", run.lines()))
}

/// A new game left before its first slide in a fresh data directory (as
/// the first game of all, from a seed, or from a position) is saved as it
/// opened: the next start resumes that board, uncounted.
#[test]
fn a_first_game_left_before_its_first_slide_is_resumed_at_the_next_start() {
    let options: [&[&str]; 4] = [
        &[],
        &["--seed", "5"],
        &["--board", "2 0 0/0 0 0/0 0 2"],
        &["--size", "5"],
    ];
    for option in options {
        let dir = TempDir::new().unwrap();
        let first = play(dir.path(), option, "position\nquit\n");
        let saved = save(dir.path()).unwrap_or_else(|| panic!("{option:?}: not saved"));
        assert_eq!(saved["moves"], 0, "{option:?}: {saved}");
        let again = play(dir.path(), &[], "position\nquit\n");
        assert!(
            again.lines()[0].starts_with("Game resumed"),
            "{option:?}: {:?}",
            again.lines()
        );
        assert_eq!(position(&again), position(&first), "{option:?}");
        assert_eq!(played(dir.path()), 0, "{option:?}: nothing played");
    }
}
