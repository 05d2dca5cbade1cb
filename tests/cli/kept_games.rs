//! The finished games kept in `games/`, through the real binary: a game
//! that ends and whose end is then undone was, for a moment, the newest
//! finished game; left unfinished, it must not have pushed the oldest of
//! the last ten finished games out on the way. A save that lost the last
//! move of a game kept finished (a kill between the two) resumes the game
//! before its end; leaving it keeps no second, shorter copy of that game.

use crate::common;

use std::fs;
use std::path::Path;

use accessible_2048::engine::{Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::share::decode;
use accessible_2048::storage::{GAME_FILE, GAMES_DIR, KEPT_GAMES};
use tempfile::TempDir;

/// The slides that play the game of `seed` (the game's own odds) to its
/// end, the directions in turn.
fn to_the_end(seed: u64) -> Vec<&'static str> {
    let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
    common::played_to_end::to_the_end(&mut game)
}

/// The score of the game of seed 5 after `lines`.
fn score_before_the_end(lines: &[&str]) -> u64 {
    let mut game = RecordedGame::new(Origin::Seed(5), GameConfig::default()).unwrap();
    for line in lines {
        let direction = Direction::ALL.iter().find(|d| d.name() == *line).unwrap();
        game.slide(*direction);
    }
    game.game().score()
}

/// A session of the game of `seed` on `data` (or of the save, without
/// one), typing `lines` then quit.
fn session(data: &Path, seed: Option<u64>, lines: &[&str]) -> common::Run {
    let seed = seed.map(|seed| seed.to_string());
    let mut args = vec!["--no-speech", "--line-mode"];
    if let Some(seed) = &seed {
        args.extend(["--seed", seed]);
    }
    let command = common::game_command(&args, data);
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
        session(data.path(), Some(seed), &to_the_end(seed));
    }
    let finished: Vec<(Origin, bool)> = (1..=KEPT_GAMES as u64)
        .map(|seed| (Origin::Seed(seed), true))
        .collect();
    assert_eq!(kept(data.path()), finished);

    // The eleventh game ends, and its end is undone before quitting.
    let mut lines = to_the_end(99);
    lines.extend(["undo", "undo"]);
    let run = session(data.path(), Some(99), &lines);
    assert!(run.stdout.contains("Game over"), "{}", run.stdout);

    let mut expected = finished;
    expected.push((Origin::Seed(99), false));
    assert_eq!(kept(data.path()), expected);
}

#[test]
fn a_save_behind_the_kept_game_keeps_no_second_copy_of_it() {
    let data = TempDir::new().unwrap();
    common::past_first_start(data.path());
    let mut lines = to_the_end(5);
    let last = lines.pop().unwrap();
    session(data.path(), Some(5), &lines);
    let before_the_end = fs::read(data.path().join(GAME_FILE)).unwrap();
    let run = session(data.path(), None, &[last]);
    assert!(run.stdout.contains("Game over"), "{}", run.stdout);
    assert_eq!(kept(data.path()), [(Origin::Seed(5), true)]);

    // The save loses the last move, as a kill between keeping the game
    // and saving it would; the game resumes before its end and is left
    // for the daily game.
    fs::write(data.path().join(GAME_FILE), before_the_end).unwrap();
    let run = session(data.path(), None, &["new", "yes"]);
    let resumed = format!("Game resumed, score {}.", score_before_the_end(&lines));
    assert!(run.stdout.starts_with(&resumed), "{}", run.stdout);
    assert_eq!(kept(data.path()), [(Origin::Seed(5), true)]);
}
