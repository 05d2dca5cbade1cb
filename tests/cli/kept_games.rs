//! The finished games kept in `games/`, through the real binary: a game
//! that ends and whose end is then undone was, for a moment, the newest
//! finished game; left unfinished, it must not have pushed the oldest of
//! the last ten finished games out on the way.

use crate::common;

use std::fs;
use std::path::Path;

use accessible_2048::engine::{Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::share::decode;
use accessible_2048::storage::{GAMES_DIR, KEPT_GAMES};
use tempfile::TempDir;

/// The slides that play the game of `seed` (the game's own odds) to its
/// end, the directions in turn.
fn to_the_end(seed: u64) -> Vec<&'static str> {
    let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
    let mut lines = Vec::new();
    for direction in Direction::ALL.iter().cycle() {
        if game.game().is_over() {
            break;
        }
        lines.push(direction.name());
        game.slide(*direction);
    }
    lines
}

/// A session of the game of `seed` on `data`, typing `lines` then quit.
fn session(data: &Path, seed: u64, lines: &[&str]) -> common::Run {
    let seed = seed.to_string();
    let command = common::game_command(&["--seed", &seed, "--no-speech", "--line-mode"], data);
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let run = common::run_with_input(command, format!("{input}quit\n").as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run
}

/// The kept games' origins and whether each is over, oldest first.
fn kept(data: &Path) -> Vec<(Origin, bool)> {
    let mut names: Vec<_> = fs::read_dir(data.join(GAMES_DIR))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    names.sort();
    names
        .iter()
        .map(|path| {
            let game = decode(fs::read_to_string(path).unwrap().trim()).unwrap();
            (game.record().origin, game.game().is_over())
        })
        .collect()
}

#[test]
fn a_game_whose_end_is_undone_pushes_no_finished_game_out() {
    let data = TempDir::new().unwrap();
    common::past_first_start(data.path());
    for seed in 1..=KEPT_GAMES as u64 {
        session(data.path(), seed, &to_the_end(seed));
    }
    let finished: Vec<(Origin, bool)> = (1..=KEPT_GAMES as u64)
        .map(|seed| (Origin::Seed(seed), true))
        .collect();
    assert_eq!(kept(data.path()), finished);

    // The eleventh game ends, and its end is undone before quitting.
    let mut lines = to_the_end(99);
    lines.extend(["undo", "undo"]);
    let run = session(data.path(), 99, &lines);
    assert!(run.stdout.contains("Game over"), "{}", run.stdout);

    let mut expected = finished;
    expected.push((Origin::Seed(99), false));
    assert_eq!(kept(data.path()), expected);
}
