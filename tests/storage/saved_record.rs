//! A saved game carries its record (the share code of its seed, rules and
//! every slide and undo), so a resumed game keeps it; a save without one (an
//! older release's, a game from a position) loads as before, without a
//! record; and a record that does not replay to exactly the saved game (another
//! seed, a step missing or added, a damaged code, not a text) is dropped while
//! the game itself still loads.

use accessible_2048::engine::{Direction, GameConfig, GameRecord, Origin, RecordedGame, Step};
use accessible_2048::share::encode;
use accessible_2048::storage::{Settings, decode_game, encode_game_as, encode_recorded_game};
use serde_json::{Value, json};

/// A game from `seed` with slides all round and an undo.
fn played(seed: u64) -> RecordedGame {
    let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
    for &direction in Direction::ALL.iter().cycle().take(10) {
        game.slide(direction);
    }
    assert!(game.undo().is_some());
    game.slide(Direction::Down);
    game
}

/// The save text of `game` with its `record` field set to `record` (or
/// left out).
fn save_with(game: &RecordedGame, record: Option<Value>) -> Vec<u8> {
    let text = encode_game_as(game.game(), Some(7), Some(1), &Settings::new());
    let mut document: Value = serde_json::from_str(&text).unwrap();
    if let Some(record) = record {
        document["record"] = record;
    }
    serde_json::to_vec_pretty(&document).unwrap()
}

#[test]
fn a_save_with_its_record_resumes_with_it() {
    let game = played(7);
    let text = encode_recorded_game(
        game.game(),
        Some(7),
        Some(1),
        Some(game.record()),
        &Settings::new(),
    );
    let saved = decode_game(text.as_bytes()).expect("a sound save");
    assert_eq!(&saved.game, game.game());
    assert_eq!(saved.record.as_ref(), Some(game.record()));
    assert!(game.record().steps.contains(&Step::Undo));
}

#[test]
fn a_record_that_is_not_this_game_is_dropped_and_the_game_still_loads() {
    let game = played(7);
    let code = |record: &GameRecord| json!(encode(record).unwrap());
    let mut one_step_short = game.record().clone();
    one_step_short.steps.pop();
    let mut one_step_more = game.record().clone();
    one_step_more.steps.push(Step::Undo);
    let damaged = {
        let mut text = encode(game.record()).unwrap();
        let last = text.pop().unwrap();
        text.push(if last == 'a' { 'b' } else { 'a' });
        json!(text)
    };
    let cases: [(&str, Option<Value>, bool); 8] = [
        ("its own record", Some(code(game.record())), true),
        ("no record (an older release's save)", None, false),
        ("a null record", Some(Value::Null), false),
        (
            "another seed's record",
            Some(code(played(8).record())),
            false,
        ),
        ("one step short", Some(code(&one_step_short)), false),
        ("one step more", Some(code(&one_step_more)), false),
        ("a damaged code", Some(damaged), false),
        ("a number", Some(json!(12345)), false),
    ];
    for (name, record, kept) in cases {
        let saved = decode_game(&save_with(&game, record)).unwrap_or_else(|damage| {
            panic!("{name}: the game must still load: {damage:?}");
        });
        assert_eq!(&saved.game, game.game(), "{name}");
        assert_eq!(saved.record.is_some(), kept, "{name}");
        if kept {
            assert_eq!(saved.record.as_ref(), Some(game.record()), "{name}");
        }
    }
}
