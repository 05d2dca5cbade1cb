//! Properties of share codes over many seeded games: for random games of
//! every size (3×3 to 8×8), several odds of a 4, seeds or days, random
//! slides (no-op ones included, which are not moves) and random undos,
//! encoding then decoding returns the very game played (its steps, board,
//! score, moves and undos); and every 1,000-step game's code is under 400
//! characters; any text is read without a panic, and a changed character
//! is caught by the check value.

use crate::common;

use accessible_2048::engine::{
    Date, Direction, GameConfig, MAX_SIZE, MIN_SIZE, Origin, RecordedGame, replay,
};
use accessible_2048::share::{CodeError, decode, encode};
use common::SplitMix;
use proptest::prelude::*;

const ODDS: [f64; 5] = [0.0, 0.1, 0.5, 0.125, 1.0];

/// A game of up to `steps` attempts: a slide in a random direction, or an
/// undo one time in `undo_one_in`.
fn random_game(
    origin: Origin,
    config: GameConfig,
    seed: u64,
    steps: usize,
    undo_one_in: u64,
) -> RecordedGame {
    let mut random = SplitMix(seed);
    let mut game = RecordedGame::new(origin, config).unwrap();
    for _ in 0..steps {
        if game.game().is_over() && game.game().history().is_empty() {
            break;
        }
        if random.below(undo_one_in) == 0 || game.game().is_over() {
            game.undo();
        } else {
            game.slide(Direction::ALL[random.below(4) as usize]);
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn encode_then_decode_returns_the_game_played(
        size in MIN_SIZE..=MAX_SIZE,
        odds in 0..ODDS.len(),
        seed in any::<u64>(),
        daily in any::<bool>(),
        days in 0u32..2_900_000,
        steps in 0usize..400,
        undo_one_in in 2u64..30,
    ) {
        let origin = if daily {
            Origin::Daily(Date::from_days_since_epoch(days).unwrap())
        } else {
            Origin::Seed(seed)
        };
        let config = GameConfig { size, four_chance: ODDS[odds] };
        let game = random_game(origin, config, seed, steps, undo_one_in);
        let code = encode(game.record()).unwrap();
        prop_assert!(code.bytes().all(|b| b.is_ascii_alphanumeric()), "{}", code);
        let back = decode(&code).unwrap();
        prop_assert_eq!(back.record(), game.record());
        prop_assert_eq!(back.game(), game.game());
        prop_assert_eq!(back.undos(), game.undos());
        let replayed = replay(game.record()).unwrap();
        prop_assert_eq!(replayed.game(), game.game());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any text at all is read without a panic: a code, or one error.
    #[test]
    fn any_text_is_read_without_panic(body in "[0-9A-Za-z]{0,300}", other in ".{0,40}") {
        let _ = decode(&format!("20481{body}"));
        let _ = decode(&other);
    }

    /// A valid code with one character changed is refused as damaged
    /// (the check value catches it), never replayed as another game.
    #[test]
    fn one_changed_character_is_caught(seed in any::<u64>(), steps in 1usize..200, at in any::<usize>(), digit in 0usize..61) {
        let game = random_game(Origin::Seed(seed), GameConfig::default(), seed, steps, 10);
        let code = encode(game.record()).unwrap();
        let digits = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        let mut bytes = code.clone().into_bytes();
        let at = 5 + at % (bytes.len() - 5);
        let others: Vec<u8> = digits.iter().copied().filter(|&d| d != bytes[at]).collect();
        bytes[at] = others[digit];
        let changed = String::from_utf8(bytes).unwrap();
        prop_assert_eq!(decode(&changed).err(), Some(CodeError::Damaged), "{}", changed);
    }
}

/// Long games: 1,000 steps on boards big enough to last (6×6 to 8×8),
/// with an undo one step in 50; each code is well under 400 characters.
#[test]
fn a_thousand_move_code_is_under_400_characters() {
    let mut longest = 0;
    for seed in 0..40u64 {
        let size = 6 + (seed % 3) as usize;
        let config = GameConfig {
            size,
            four_chance: ODDS[(seed % 5) as usize],
        };
        let mut random = SplitMix(seed);
        let mut game = RecordedGame::new(Origin::Seed(random.next()), config).unwrap();
        while game.record().steps.len() < 1000 && !game.game().is_over() {
            if random.below(50) == 0 {
                game.undo();
            } else {
                game.slide(Direction::ALL[random.below(4) as usize]);
            }
        }
        assert_eq!(game.record().steps.len(), 1000, "seed {seed} ended early");
        let code = encode(game.record()).unwrap();
        longest = longest.max(code.len());
        assert!(code.len() < 400, "seed {seed}: {} characters", code.len());
    }
    eprintln!("longest 1,000-step code: {longest} characters");
}
