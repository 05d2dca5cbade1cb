//! The save and records formats on their own (no files): round trips of
//! random games, every kind of damage with its one reason, and arbitrary
//! bytes that must never make the decoder panic.

use crate::storage_support;

use accessible_2048::engine::{Direction, Game, GameConfig, Pcg32, UNDO_LIMIT};
use accessible_2048::storage::{
    Damage, MAX_DETAIL_CHARS, MAX_FILE_BYTES, RECORDS_VERSION, Records, SAVE_VERSION, Settings,
    decode_game, decode_records, encode_game, encode_records,
};
use proptest::prelude::*;
use serde_json::{Value, json};
use storage_support::{edited_save, played_game, sample_save, settings};

#[test]
fn a_round_trip_keeps_history_generator_and_settings() {
    let game = played_game(4, 3, 80);
    assert_eq!(game.history().len(), UNDO_LIMIT, "a full undo history");
    let extra = settings(&[("variant", "classic"), ("lang", "pt-BR")]);
    let saved = decode_game(encode_game(&game, Some(3), &extra).as_bytes()).unwrap();
    assert_eq!(saved.game, game);
    assert_eq!(saved.seed, Some(3));
    assert_eq!(saved.settings, extra);
}

#[test]
fn after_resume_the_next_slide_brings_the_same_tile() {
    let mut original = played_game(5, 21, 30);
    let mut resumed = decode_game(encode_game(&original, None, &Settings::new()).as_bytes())
        .unwrap()
        .game;
    for direction in [
        Direction::Down,
        Direction::Left,
        Direction::Up,
        Direction::Right,
    ] {
        assert_eq!(resumed.slide(direction), original.slide(direction));
    }
    // Undo goes back through the saved history the same way.
    for _ in 0..10 {
        assert_eq!(resumed.undo(), original.undo());
    }
    assert_eq!(resumed, original);
}

#[test]
fn a_game_without_seed_history_or_settings_round_trips() {
    let game = Game::new(
        GameConfig {
            size: 3,
            four_chance: 0.1,
        },
        Pcg32::new(u64::MAX, 12345),
    )
    .unwrap();
    let text = encode_game(&game, None, &Settings::new());
    let saved = decode_game(text.as_bytes()).unwrap();
    assert_eq!(
        (saved.game, saved.seed, saved.settings),
        (game, None, Settings::new())
    );
}

#[test]
fn every_prefix_of_a_save_is_either_the_save_or_cut_short() {
    let text = sample_save();
    let whole = decode_game(text.as_bytes()).unwrap();
    let bytes = text.as_bytes();
    for end in 0..=bytes.len() {
        let prefix = &bytes[..end];
        match decode_game(prefix) {
            Ok(saved) => {
                assert_eq!(saved, whole, "prefix of {end} bytes");
                assert!(
                    end >= bytes.len() - 1,
                    "only the complete object loads ({end})"
                );
            }
            Err(Damage::Empty) => assert!(prefix.trim_ascii().is_empty(), "{end}"),
            Err(Damage::Truncated) => {}
            Err(other) => panic!("prefix of {end} bytes: {other:?}"),
        }
    }
}

/// Checks that a damage is the one expected.
type Expected = Box<dyn Fn(&Damage) -> bool>;

/// Each damaged content and the one reason it must give.
#[test]
fn damaged_saves_give_one_precise_reason() {
    fn corrupt(field: &str) -> impl Fn(&Damage) -> bool + '_ {
        move |damage| matches!(damage, Damage::Corrupt { detail, .. } if detail.starts_with(field))
    }
    let newer = SAVE_VERSION + 1;
    let cases: Vec<(&str, Vec<u8>, Expected)> = vec![
        ("empty", vec![], Box::new(|d| *d == Damage::Empty)),
        (
            "white space",
            b" \n\r\t".to_vec(),
            Box::new(|d| *d == Damage::Empty),
        ),
        (
            "NUL bytes",
            vec![0; 64],
            Box::new(|d| *d == Damage::NotText),
        ),
        (
            "NUL inside JSON",
            sample_save()
                .replacen("\"score\"", "\"sc\0re\"", 1)
                .into_bytes(),
            Box::new(|d| *d == Damage::NotText),
        ),
        (
            "invalid UTF-8",
            vec![0xff, 0xfe, 0x7b, 0x80],
            Box::new(|d| *d == Damage::NotText),
        ),
        (
            "plain words",
            b"hello there".to_vec(),
            Box::new(corrupt("expected value")),
        ),
        (
            "cut short",
            sample_save().as_bytes()[..100].to_vec(),
            Box::new(|d| *d == Damage::Truncated),
        ),
        (
            "a list",
            b"[1, 2, 3]".to_vec(),
            Box::new(|d| *d == Damage::UnknownFormat),
        ),
        (
            "a number",
            b"2048".to_vec(),
            Box::new(|d| *d == Damage::UnknownFormat),
        ),
        (
            "no format tag",
            edited_save(|doc| doc["format"] = Value::Null).into_bytes(),
            Box::new(|d| *d == Damage::UnknownFormat),
        ),
        (
            "a records file",
            encode_records(Records::default()).into_bytes(),
            Box::new(|d| *d == Damage::UnknownFormat),
        ),
        (
            "newer version",
            edited_save(|doc| doc["version"] = json!(newer)).into_bytes(),
            Box::new(move |d| {
                *d == Damage::NewerVersion {
                    found: newer,
                    supported: SAVE_VERSION,
                }
            }),
        ),
        (
            "version as text",
            edited_save(|doc| doc["version"] = json!("1")).into_bytes(),
            Box::new(corrupt("version")),
        ),
        (
            "score as text",
            edited_save(|doc| doc["score"] = json!("100")).into_bytes(),
            Box::new(corrupt("score")),
        ),
        (
            "negative score",
            edited_save(|doc| doc["score"] = json!(-4)).into_bytes(),
            Box::new(corrupt("score")),
        ),
        (
            "fractional moves",
            edited_save(|doc| doc["moves"] = json!(1.5)).into_bytes(),
            Box::new(corrupt("moves")),
        ),
        (
            "score beyond 64 bits",
            sample_save()
                .replacen("\"score\": ", "\"score\": 99999999999999999999", 1)
                .into_bytes(),
            Box::new(corrupt("score")),
        ),
        (
            "no board",
            edited_save(|doc| doc.as_object_mut().unwrap().retain(|k, _| k != "board"))
                .into_bytes(),
            Box::new(corrupt("board: missing")),
        ),
        (
            "board of the wrong size",
            edited_save(|doc| doc["board"] = json!("2 0 0/0 0 0/0 0 2")).into_bytes(),
            Box::new(corrupt("board: a 3×3 board in a game of size 4")),
        ),
        (
            "2×2 board",
            edited_save(|doc| doc["board"] = json!("2 0/0 2")).into_bytes(),
            Box::new(corrupt("board: a 2×2 board")),
        ),
        (
            "ragged board",
            edited_save(|doc| doc["board"] = json!("2 0 0 0/0 0 0/0 0 0 0/0 0 0 0")).into_bytes(),
            Box::new(corrupt("board: row 2")),
        ),
        (
            "not a tile",
            edited_save(|doc| doc["board"] = json!("3 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0")).into_bytes(),
            Box::new(corrupt("board: row 1, cell 1")),
        ),
        (
            "board as a number",
            edited_save(|doc| doc["board"] = json!(4)).into_bytes(),
            Box::new(corrupt("board: expected a string")),
        ),
        (
            "size 9",
            edited_save(|doc| doc["config"]["size"] = json!(9)).into_bytes(),
            Box::new(corrupt("config: board size 9")),
        ),
        (
            "huge size",
            edited_save(|doc| doc["config"]["size"] = json!(u64::MAX)).into_bytes(),
            Box::new(corrupt("config")),
        ),
        (
            "chance of a 4 above 1",
            edited_save(|doc| doc["config"]["four_chance"] = json!(1.5)).into_bytes(),
            Box::new(corrupt("config: the chance of a 4")),
        ),
        (
            "config not an object",
            edited_save(|doc| doc["config"] = json!([4, 0.5])).into_bytes(),
            Box::new(corrupt("config: expected an object")),
        ),
        (
            "even generator increment",
            edited_save(|doc| doc["rng"]["increment"] = json!("2")).into_bytes(),
            Box::new(corrupt("rng.increment")),
        ),
        (
            "generator state not hexadecimal",
            edited_save(|doc| doc["rng"]["state"] = json!("zz")).into_bytes(),
            Box::new(corrupt("rng.state")),
        ),
        (
            "seed as text",
            edited_save(|doc| doc["seed"] = json!("eleven")).into_bytes(),
            Box::new(corrupt("seed")),
        ),
        (
            "history not a list",
            edited_save(|doc| doc["history"] = json!({})).into_bytes(),
            Box::new(corrupt("history: expected a list")),
        ),
        (
            "history board of the wrong size",
            edited_save(|doc| doc["history"][1]["board"] = json!("2 0 0/0 0 0/0 0 2")).into_bytes(),
            Box::new(corrupt("history[1].board")),
        ),
        (
            "unknown direction",
            edited_save(|doc| doc["history"][0]["direction"] = json!("north")).into_bytes(),
            Box::new(corrupt("history[0].direction")),
        ),
        (
            "won as a number",
            edited_save(|doc| doc["history"][2]["won"] = json!(0)).into_bytes(),
            Box::new(corrupt("history[2].won")),
        ),
        (
            "history score above the game's",
            edited_save(|doc| doc["history"][5]["score"] = json!(u64::MAX)).into_bytes(),
            Box::new(corrupt("history[5].score")),
        ),
        (
            "history entry not an object",
            edited_save(|doc| doc["history"][0] = json!("left")).into_bytes(),
            Box::new(corrupt("history[0]: expected an object")),
        ),
        (
            "setting not text",
            edited_save(|doc| doc["settings"]["say_empty"] = json!(true)).into_bytes(),
            Box::new(corrupt("settings.say_empty")),
        ),
        (
            "trailing garbage",
            format!("{}xyz", sample_save()).into_bytes(),
            Box::new(corrupt("trailing characters")),
        ),
    ];
    for (name, bytes, expected) in &cases {
        match decode_game(bytes) {
            Ok(_) => panic!("{name}: loaded"),
            Err(damage) => assert!(expected(&damage), "{name}: {damage:?}"),
        }
    }
}

#[test]
fn unknown_fields_and_a_null_seed_are_accepted() {
    let text = edited_save(|doc| {
        doc["seed"] = Value::Null;
        doc["comment"] = json!("written by hand");
        doc.as_object_mut().unwrap().remove("settings");
    });
    let saved = decode_game(text.as_bytes()).unwrap();
    assert_eq!(saved.seed, None);
    assert!(saved.settings.is_empty());
}

#[test]
fn damaged_records_give_one_precise_reason() {
    let good = encode_records(Records {
        best_score: 5000,
        highest_tile: 512,
    });
    assert_eq!(
        decode_records(good.as_bytes()),
        Ok(Records {
            best_score: 5000,
            highest_tile: 512
        })
    );
    let cases: [(&str, &[u8], Damage); 5] = [
        ("empty", b"", Damage::Empty),
        ("NUL", b"\0\0", Damage::NotText),
        ("cut", &good.as_bytes()[..20], Damage::Truncated),
        (
            "a save",
            sample_save().leak().as_bytes(),
            Damage::UnknownFormat,
        ),
        (
            "newer",
            br#"{"format": "accessible-2048 records", "version": 7}"#,
            Damage::NewerVersion {
                found: 7,
                supported: RECORDS_VERSION,
            },
        ),
    ];
    for (name, bytes, expected) in cases {
        assert_eq!(decode_records(bytes), Err(expected), "{name}");
    }
    let negative = good.replace("5000", "-5000");
    assert!(matches!(
        decode_records(negative.as_bytes()),
        Err(Damage::Corrupt { detail, .. }) if detail.starts_with("best_score")
    ));
}

fn any_config() -> impl Strategy<Value = GameConfig> {
    (
        3usize..=8,
        prop_oneof![Just(0.5), Just(0.1), Just(0.0), Just(1.0), 0.0f64..=1.0],
    )
        .prop_map(|(size, four_chance)| GameConfig { size, four_chance })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Any game, with undos mixed in, loads back identical and plays on
    /// identically.
    #[test]
    fn random_games_round_trip(
        config in any_config(),
        seed in any::<u64>(),
        steps in prop::collection::vec(0u8..5, 0..160),
        saved_seed in any::<Option<u64>>(),
        extra in prop::collection::btree_map(".{0,12}", ".{0,24}", 0..4),
    ) {
        let mut game = Game::new(config, Pcg32::from_seed(seed)).unwrap();
        for step in steps {
            match step {
                4 => { game.undo(); }
                d => { game.slide(Direction::ALL[usize::from(d)]); }
            }
        }
        let text = encode_game(&game, saved_seed, &extra);
        let saved = decode_game(text.as_bytes()).unwrap();
        prop_assert_eq!(&saved.game, &game);
        prop_assert_eq!(saved.seed, saved_seed);
        prop_assert_eq!(&saved.settings, &extra);
        let mut resumed = saved.game;
        for direction in Direction::ALL {
            prop_assert_eq!(resumed.slide(direction), game.slide(direction));
        }
    }

    /// Arbitrary bytes never make either decoder panic.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        let game = decode_game(&bytes);
        let records = decode_records(&bytes);
        prop_assert!(game.is_err() || records.is_err(), "one file cannot be both kinds");
    }

    /// A real save with bytes changed, removed or inserted either fails with
    /// a reason or still describes a valid game that round-trips.
    #[test]
    fn edited_saves_never_panic(
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..6),
    ) {
        let mut bytes = sample_save().into_bytes();
        for (index, byte, kind) in edits {
            let at = index.index(bytes.len().max(1)).min(bytes.len());
            match kind {
                0 if at < bytes.len() => bytes[at] = byte,
                1 if at < bytes.len() => { bytes.remove(at); }
                _ => bytes.insert(at, byte),
            }
        }
        if let Ok(saved) = decode_game(&bytes) {
            let again = encode_game(&saved.game, saved.seed, &saved.settings);
            prop_assert_eq!(decode_game(again.as_bytes()).unwrap(), saved);
        }
    }
}

#[test]
fn quoted_file_text_cannot_flood_or_break_the_line() {
    let huge_cell = format!("{} 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", "9".repeat(100_000));
    let cases = [
        edited_save(|doc| doc["board"] = json!(huge_cell)),
        edited_save(|doc| doc["history"][0]["direction"] = json!("up\nand\raway\u{1b}[2J")),
        edited_save(|doc| doc["settings"]["line\nbreak"] = json!(1)),
    ];
    for text in cases {
        match decode_game(text.as_bytes()) {
            Err(Damage::Corrupt { detail, .. }) => {
                assert!(detail.chars().count() <= MAX_DETAIL_CHARS, "{detail}");
                assert!(!detail.chars().any(char::is_control), "{detail:?}");
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn the_largest_possible_save_is_far_below_the_read_limit() {
    use accessible_2048::engine::{Board, MAX_EXPONENT, MAX_SIZE, Snapshot, value_of};
    let row = vec![value_of(MAX_EXPONENT).to_string(); MAX_SIZE].join(" ");
    let board = Board::parse(&vec![row; MAX_SIZE].join("/")).unwrap();
    let history: Vec<Snapshot> = (0..UNDO_LIMIT as u64)
        .map(|moves| Snapshot {
            board: board.clone(),
            score: u64::MAX - 100,
            moves: u64::MAX - 100 + moves,
            won: true,
            rng: Pcg32::from_parts(u64::MAX, u64::MAX),
            direction: Direction::Down,
        })
        .collect();
    let config = GameConfig {
        size: MAX_SIZE,
        four_chance: 0.123456789,
    };
    let game = Game::from_parts(
        config,
        board,
        u64::MAX,
        u64::MAX,
        Pcg32::from_parts(u64::MAX, u64::MAX),
        history,
    );
    let text = encode_game(&game, Some(u64::MAX), &settings(&[("lang", "pt-BR")]));
    assert!(
        (text.len() as u64) < MAX_FILE_BYTES / 8,
        "{} bytes",
        text.len()
    );
    assert_eq!(decode_game(text.as_bytes()).unwrap().game, game);
}
