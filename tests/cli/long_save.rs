//! A save the game wrote is one it reads back, through the real binary: a
//! game of five million steps (its save some 5 MB, past the 4 MiB the
//! other files may take) resumes to the same board, score and moves, and
//! a move more is saved and resumes again.

use crate::common;

use accessible_2048::engine::{Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::storage::{Settings, encode_recorded_game};
use common::{game_command, run_with_input};
use tempfile::TempDir;

/// Steps in the long game.
const STEPS: usize = 5_000_000;

#[test]
fn a_five_million_step_game_resumes() {
    let seed = 7;
    let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
    // A slide that moves, then its undo, over and over: the board comes
    // back each time, and every one is a step of the record.
    let moving = Direction::ALL
        .into_iter()
        .find(|&direction| {
            let mut probe = game.clone();
            probe.slide(direction).spawn.is_some()
        })
        .expect("a first slide");
    game.slide(moving);
    while game.record().steps.len() < STEPS {
        game.undo();
        game.slide(moving);
    }
    let text = encode_recorded_game(
        game.game(),
        Some(seed),
        Some(0x5eed),
        Some(game.record()),
        &Settings::new(),
    );
    assert!(
        text.len() > 4 << 20,
        "the save is past 4 MiB: {}",
        text.len()
    );
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join("game.json"), &text).unwrap();
    let score = game.game().score();
    for round in 0..2 {
        let run = run_with_input(
            game_command(&["--no-speech", "--line-mode"], dir.path()),
            b"down\nquit\n",
        );
        let lines = run.lines();
        assert!(
            lines[0].starts_with(&format!("Game resumed, score {score}")) || round == 1,
            "round {round}: {run:?}"
        );
        assert!(
            lines[0].starts_with("Game resumed"),
            "round {round}: {run:?}"
        );
        assert!(!run.stdout.contains("too large"), "round {round}: {run:?}");
        assert!(!run.stdout.contains("could not"), "round {round}: {run:?}");
    }
}
