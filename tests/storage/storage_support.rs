//! Helpers shared by the storage tests: games played from a seed, a real
//! save file, and edited copies of it.

#![allow(dead_code)]

use accessible_2048::engine::{Direction, Game, GameConfig, Pcg32};
use accessible_2048::storage::{Settings, encode_game};
use serde_json::Value;

/// A game of `size` played from `seed` by cycling through the directions
/// until `moves` real moves are made (or the game is over).
pub fn played_game(size: usize, seed: u64, moves: u64) -> Game {
    let config = GameConfig {
        size,
        ..GameConfig::default()
    };
    let mut game = Game::new(config, Pcg32::from_seed(seed)).expect("a valid config");
    let mut turn = 0;
    while game.moves() < moves && !game.is_over() {
        game.slide(Direction::ALL[turn % 4]);
        turn += 1;
    }
    game
}

pub fn settings(pairs: &[(&str, &str)]) -> Settings {
    pairs
        .iter()
        .map(|(key, value)| (key.to_string(), value.to_string()))
        .collect()
}

/// The save file of a small 4×4 game with some undo history.
pub fn sample_save() -> String {
    encode_game(
        &played_game(4, 11, 6),
        Some(11),
        &settings(&[("lang", "de"), ("say_empty", "true")]),
    )
}

/// The sample save as JSON, changed by `edit`, as text.
pub fn edited_save(edit: impl FnOnce(&mut Value)) -> String {
    let mut document: Value = serde_json::from_str(&sample_save()).expect("our own JSON");
    edit(&mut document);
    serde_json::to_string_pretty(&document).expect("JSON")
}
