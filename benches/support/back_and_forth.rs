//! A game played at random back and forth, as the benches on long games
//! make one: every other step at random an undo, so it lasts without
//! ending. A fixed generator of its own, so a seed makes the same game on
//! every machine; touches nothing but the game it returns.

use accessible_2048::engine::{GameConfig, Origin, RecordedGame, Step};

/// A game of `origin` under `rules`, played to `steps` steps from `seed`.
pub fn back_and_forth(origin: Origin, rules: GameConfig, steps: usize, seed: u64) -> RecordedGame {
    let mut game = RecordedGame::new(origin, rules).expect("playable rules");
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        state >> 33
    };
    while game.record().steps.len() < steps {
        let possible = game.possible_steps();
        let step = match possible.last() {
            Some(&Step::Undo) if next() % 2 == 0 => Step::Undo,
            _ => possible[(next() % possible.len() as u64) as usize],
        };
        assert!(game.step(step), "a possible step");
    }
    game
}
