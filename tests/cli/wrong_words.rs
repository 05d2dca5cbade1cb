//! The right words where the game used the wrong ones, through the real
//! binary in line mode: sharing a seeded game whose saved record could not
//! be read says so (not that games from --board have no code, which stays
//! for a game from --board); a file that cannot be read says why, not
//! "could not be read (it cannot be read)"; and leaving the tutorial inside
//! a replay is back to the replay, inside a game back to the game. (A
//! shared text that starts with a byte-order mark: `verify_own_lines`.)

use crate::common;

use std::path::Path;

use common::{Run, game_command, run_with_input};
use tempfile::TempDir;

/// The game in line mode on `data`, with `args`, typed `input`.
fn play(data: &Path, args: &[&str], input: &str) -> Run {
    let mut all = vec!["--no-speech", "--line-mode"];
    all.extend_from_slice(args);
    run_with_input(game_command(&all, data), input.as_bytes())
}

/// Whether some line of `run` says `words`.
fn said(run: &Run, words: &str) -> bool {
    run.stdout.replace('\n', " ").contains(words)
}

#[test]
fn sharing_a_game_whose_record_could_not_be_read_says_so() {
    let dir = TempDir::new().unwrap();
    let data = dir.path();
    play(data, &["--seed", "5"], "left\nup\nquit\n");
    let save = data.join("game.json");
    let mut file: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&save).unwrap()).unwrap();
    file["record"] = serde_json::json!({ "origin": "seed 5", "steps": "lurq" });
    std::fs::write(&save, file.to_string()).unwrap();
    let run = play(data, &[], "share\nquit\n");
    assert!(
        said(&run, "cannot be shared: its record could not be read"),
        "{run:?}"
    );
    assert!(!said(&run, "--board"), "{run:?}");
    // A game from --board has no code, and is told so.
    let run = play(
        data,
        &["--board", "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"],
        "share\nquit\n",
    );
    assert!(
        said(&run, "games from --board and tilt puzzles have no code"),
        "{run:?}"
    );
}

#[test]
fn a_file_that_cannot_be_read_says_why() {
    let table = [
        (
            "records.json",
            "The best score could not be read (it is a folder, not a file)",
        ),
        (
            "game.json",
            "The saved game could not be used (it is a folder, not a file)",
        ),
    ];
    for (file, words) in table {
        let dir = TempDir::new().unwrap();
        std::fs::create_dir(dir.path().join(file)).unwrap();
        let run = play(dir.path(), &[], "quit\n");
        assert!(said(&run, words), "{file}: {run:?}");
        assert!(!said(&run, "it cannot be read"), "{file}: {run:?}");
    }
}

#[test]
fn leaving_the_tutorial_goes_back_to_where_it_was_taken() {
    let dir = TempDir::new().unwrap();
    let data = dir.path();
    play(data, &["--seed", "9"], "left\nup\nright\nquit\n");
    let share = common::Binary::bare().arg("share").data_dir(data).run();
    let shared = share.stdout;
    let code = shared.lines().last().expect("a shared text").to_string();
    let replay = run_with_input(
        game_command(&["replay", &code, "--no-speech"], data),
        b"tutorial\nquit\nquit\n",
    );
    assert!(
        said(&replay, "Tutorial left. Back to the replay."),
        "{replay:?}"
    );
    assert!(!said(&replay, "Back to your game."), "{replay:?}");
    let game = play(data, &[], "tutorial\nquit\nquit\n");
    assert!(said(&game, "Tutorial left. Back to your game."), "{game:?}");
}
