//! The store with real files in temporary directories: resume, save, clear,
//! damaged files set aside (bytes kept, names never reused), missing and
//! unwritable data directories, failed writes, and the records.

use crate::storage_support;

use std::fs;
use std::io;
use std::path::Path;

use crate::common::reopened_store::open_after_drop;
use accessible_2048::engine::Direction;
use accessible_2048::storage::{
    Damage, GAME_FILE, LOCK_FILE, Loaded, MAX_SAVE_BYTES, MAX_SET_ASIDE, RECORDS_FILE, Records,
    Settings, StorageProblem, Store, set_aside_path,
};
use storage_support::{edited_save, played_game, sample_save, settings};
use tempfile::TempDir;

#[track_caller]
fn open(dir: &Path) -> Store {
    let (store, problem) = Store::open(Some(dir));
    assert_eq!(problem, None, "{} should be usable", dir.display());
    store
}

/// The file names in `dir`, sorted, without the lock file a store holds.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != LOCK_FILE)
        .collect();
    names.sort();
    names
}

#[test]
fn a_saved_game_resumes_in_a_new_store() {
    let dir = TempDir::new().unwrap();
    let mut game = played_game(4, 5, 12);
    let extra = settings(&[("variant", "classic")]);
    assert_eq!(open(dir.path()).save_game(&game, Some(5), &extra), None);
    assert_eq!(
        names_in(dir.path()),
        [GAME_FILE],
        "no temporary file is left"
    );

    let mut store = open(dir.path());
    let saved = store.load_game().found().expect("the saved game");
    assert_eq!(
        (&saved.game, saved.seed, &saved.settings),
        (&game, Some(5), &extra)
    );
    let mut resumed = saved.game;
    assert_eq!(resumed.slide(Direction::Up), game.slide(Direction::Up));
}

#[test]
fn every_save_replaces_the_last_and_clear_removes_it() {
    let dir = TempDir::new().unwrap();
    let mut store = open(dir.path());
    assert_eq!(store.load_game(), Loaded::Missing);
    let mut game = played_game(3, 8, 0);
    for direction in Direction::ALL.iter().cycle().take(12) {
        game.slide(*direction);
        assert_eq!(store.save_game(&game, None, &Settings::new()), None);
        let saved = open(dir.path()).load_game().found().unwrap();
        assert_eq!(saved.game, game);
    }
    assert_eq!(store.clear_game(), None);
    assert_eq!(store.load_game(), Loaded::Missing);
    assert_eq!(store.clear_game(), None, "clearing twice is fine");
    assert!(names_in(dir.path()).is_empty());
}

/// A damaged save: one reason, the file kept aside byte for byte, and a new
/// game can be saved and resumed.
#[track_caller]
fn check_set_aside(bytes: &[u8], expected: impl Fn(&Damage) -> bool) {
    let dir = TempDir::new().unwrap();
    let game_path = dir.path().join(GAME_FILE);
    fs::write(&game_path, bytes).unwrap();
    let mut store = open(dir.path());
    match store.load_game() {
        Loaded::SetAside { reason, moved_to } => {
            assert!(expected(&reason), "unexpected reason {reason:?}");
            assert_eq!(moved_to, set_aside_path(&game_path, 1));
            assert_eq!(fs::read(&moved_to).unwrap(), bytes, "the bytes are kept");
        }
        other => panic!("not set aside: {other:?}"),
    }
    assert!(!game_path.exists());
    let game = played_game(4, 1, 3);
    assert_eq!(store.save_game(&game, None, &Settings::new()), None);
    assert_eq!(open(dir.path()).load_game().found().unwrap().game, game);
}

#[test]
fn every_kind_of_damage_is_set_aside_with_its_reason() {
    let newer = edited_save(|doc| doc["version"] = serde_json::json!(2));
    let wrong_type = edited_save(|doc| doc["moves"] = serde_json::json!([1]));
    let wrong_size = edited_save(|doc| doc["board"] = serde_json::json!("0 0 0/0 2 0/0 0 0"));
    let out_of_range = edited_save(|doc| doc["config"]["four_chance"] = serde_json::json!(-0.5));
    let save = sample_save();
    let corrupt = |field: &'static str| move |damage: &Damage| matches!(damage, Damage::Corrupt { detail, .. } if detail.starts_with(field));
    check_set_aside(b"", |d| *d == Damage::Empty);
    check_set_aside(&[0x8f, 0xa0, 0xff, 0x00, 0x13], |d| *d == Damage::NotText);
    check_set_aside(&[0; 100], |d| *d == Damage::NotText);
    check_set_aside(b"#!garbage{{{", corrupt("expected value"));
    check_set_aside(&save.as_bytes()[..save.len() / 2], |d| {
        *d == Damage::Truncated
    });
    check_set_aside(newer.as_bytes(), |d| {
        *d == Damage::NewerVersion {
            found: 2,
            supported: 1,
        }
    });
    check_set_aside(wrong_type.as_bytes(), corrupt("moves"));
    check_set_aside(wrong_size.as_bytes(), corrupt("board"));
    check_set_aside(out_of_range.as_bytes(), corrupt("config"));
    check_set_aside(b"{\"format\": \"something else\"}", |d| {
        *d == Damage::UnknownFormat
    });
}

#[test]
fn an_oversized_file_is_set_aside_unread() {
    // A save is read up to its own limit, far above other files' (a game
    // of millions of steps resumes); past it, it is set aside unread.
    let mut bytes = sample_save().into_bytes();
    bytes.resize(MAX_SAVE_BYTES as usize + 1, b' ');
    check_set_aside(&bytes, |d| {
        *d == Damage::TooLarge {
            limit: MAX_SAVE_BYTES,
        }
    });
}

#[test]
fn a_directory_in_place_of_the_save_is_set_aside() {
    let dir = TempDir::new().unwrap();
    let game_path = dir.path().join(GAME_FILE);
    fs::create_dir(&game_path).unwrap();
    fs::write(game_path.join("inside"), b"kept").unwrap();
    let mut store = open(dir.path());
    let loaded = store.load_game();
    assert_eq!(
        loaded,
        Loaded::SetAside {
            reason: Damage::Unreadable {
                kind: io::ErrorKind::IsADirectory
            },
            moved_to: set_aside_path(&game_path, 1),
        }
    );
    assert_eq!(
        fs::read(set_aside_path(&game_path, 1).join("inside")).unwrap(),
        b"kept"
    );
    assert_eq!(
        store.save_game(&played_game(4, 2, 1), None, &Settings::new()),
        None
    );
}

#[test]
fn every_prefix_of_a_save_file_loads_whole_or_is_set_aside() {
    let dir = TempDir::new().unwrap();
    let game_path = dir.path().join(GAME_FILE);
    let text = encode_small_save();
    let whole = {
        let (mut store, _) = Store::open(Some(dir.path()));
        fs::write(&game_path, &text).unwrap();
        store.load_game().found().unwrap()
    };
    let mut store = open(dir.path());
    for end in 0..=text.len() {
        fs::write(&game_path, &text.as_bytes()[..end]).unwrap();
        match store.load_game() {
            Loaded::Found(saved) => {
                assert_eq!(saved, whole, "{end}");
                assert!(end >= text.len() - 1, "{end}");
            }
            Loaded::SetAside { reason, moved_to } => {
                assert!(
                    matches!(reason, Damage::Empty | Damage::Truncated),
                    "{end}: {reason:?}"
                );
                assert_eq!(fs::read(&moved_to).unwrap(), &text.as_bytes()[..end]);
                fs::remove_file(moved_to).unwrap();
            }
            other => panic!("{end}: {other:?}"),
        }
    }
}

fn encode_small_save() -> String {
    accessible_2048::storage::encode_game(&played_game(3, 4, 3), Some(4), &Settings::new())
}

#[test]
fn repeated_damage_gets_distinct_names_and_never_overwrites() {
    let dir = TempDir::new().unwrap();
    let game_path = dir.path().join(GAME_FILE);
    // The player already keeps a file under the first name.
    fs::write(set_aside_path(&game_path, 1), b"older").unwrap();
    let mut store = open(dir.path());
    for (round, number) in [(1u8, 2), (2, 3), (3, 4)] {
        fs::write(&game_path, [round; 3]).unwrap();
        match store.load_game() {
            Loaded::SetAside { moved_to, .. } => {
                assert_eq!(moved_to, set_aside_path(&game_path, number));
                assert_eq!(fs::read(&moved_to).unwrap(), [round; 3]);
            }
            other => panic!("round {round}: {other:?}"),
        }
    }
    assert_eq!(fs::read(set_aside_path(&game_path, 1)).unwrap(), b"older");
    assert_eq!(
        names_in(dir.path()),
        [
            "game.json.bad-1",
            "game.json.bad-2",
            "game.json.bad-3",
            "game.json.bad-4"
        ]
    );
}

#[test]
fn a_damaged_save_that_cannot_be_moved_is_left_alone() {
    let dir = TempDir::new().unwrap();
    let game_path = dir.path().join(GAME_FILE);
    for number in 1..=MAX_SET_ASIDE {
        fs::write(set_aside_path(&game_path, number), b"").unwrap();
    }
    fs::write(&game_path, b"{ \"broken").unwrap();
    let mut store = open(dir.path());
    match store.load_game() {
        Loaded::LeftInPlace { reason, problem } => {
            assert_eq!(reason, Damage::Truncated);
            assert_eq!(
                problem,
                StorageProblem::CannotSetAside {
                    path: game_path.clone(),
                    kind: io::ErrorKind::AlreadyExists
                }
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        store.save_game(&played_game(4, 1, 1), None, &Settings::new()),
        None
    );
    assert_eq!(store.clear_game(), None);
    assert_eq!(
        fs::read(&game_path).unwrap(),
        b"{ \"broken",
        "neither overwritten nor removed"
    );
}

#[test]
fn a_missing_data_dir_is_created() {
    let dir = TempDir::new().unwrap();
    let nested = dir.path().join("a").join("b").join("data");
    let mut store = open(&nested);
    assert!(nested.is_dir());
    assert!(store.is_saving());
    assert_eq!(store.load_game(), Loaded::Missing);
    assert_eq!(
        store.save_game(&played_game(4, 1, 2), None, &Settings::new()),
        None
    );
    assert!(nested.join(GAME_FILE).is_file());
}

#[test]
fn an_impossible_data_dir_is_reported_once_and_play_goes_on() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("a-file");
    fs::write(&file, b"not a directory").unwrap();
    let wanted = file.join("data");
    let (mut store, problem) = Store::open(Some(&wanted));
    assert_eq!(
        problem,
        Some(StorageProblem::CannotCreateDir {
            path: wanted.clone(),
            kind: io::ErrorKind::NotADirectory
        })
    );
    assert!(!store.is_saving());
    assert_eq!(store.dir(), None);
    assert_eq!(store.load_game(), Loaded::Missing);
    assert_eq!(store.load_records(), Loaded::Missing);
    let game = played_game(4, 1, 5);
    for _ in 0..3 {
        assert_eq!(
            store.save_game(&game, None, &Settings::new()),
            None,
            "told once"
        );
    }
    let recorded = store.record(100, 16);
    assert!(recorded.new_best_score() && recorded.new_highest_tile());
    assert_eq!(recorded.problem, None);
    assert_eq!(store.records().best_score, 100, "kept for this session");
    assert_eq!(store.clear_game(), None);
    assert_eq!(fs::read(&file).unwrap(), b"not a directory");
}

#[cfg(target_os = "linux")]
#[test]
fn an_existing_directory_that_refuses_files_is_reported() {
    // Nobody, not even root, can create files in /proc/self.
    let dir = Path::new("/proc/self");
    let (mut store, problem) = Store::open(Some(dir));
    assert!(
        matches!(&problem, Some(StorageProblem::NotWritable { path, .. }) if path == dir),
        "{problem:?}"
    );
    assert_eq!(store.dir(), Some(dir));
    assert!(!store.is_saving());
    assert_eq!(store.load_game(), Loaded::Missing);
    assert_eq!(
        store.save_game(&played_game(4, 1, 1), None, &Settings::new()),
        None
    );
    assert_eq!(store.record(8, 8).problem, None);
}

#[cfg(unix)]
#[test]
fn a_read_only_directory_still_resumes_but_does_not_save() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().unwrap();
    let game = played_game(4, 9, 4);
    assert_eq!(
        open(dir.path()).save_game(&game, None, &Settings::new()),
        None
    );
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555)).unwrap();
    // Root ignores permissions; find out what this process may do.
    let probe = dir.path().join("probe");
    let can_write = fs::write(&probe, b"").is_ok();
    let _ = fs::remove_file(&probe);

    let (mut store, problem) = open_after_drop(dir.path());
    assert_eq!(problem.is_some(), !can_write, "{problem:?}");
    assert_eq!(store.is_saving(), can_write);
    assert_eq!(store.load_game().found().unwrap().game, game);
    let mut next = game.clone();
    next.slide(Direction::Left);
    assert_eq!(store.save_game(&next, None, &Settings::new()), None);
    let on_disk = open_readable(dir.path()).load_game().found().unwrap().game;
    assert_eq!(on_disk, if can_write { next } else { game });
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).unwrap();
}

fn open_readable(dir: &Path) -> Store {
    Store::open(Some(dir)).0
}

#[test]
fn a_failed_write_keeps_the_last_save_and_is_told_once() {
    let root = TempDir::new().unwrap();
    let dir = root.path().join("data");
    let away = root.path().join("away");
    fs::create_dir(&dir).unwrap();
    let game_path = dir.join(GAME_FILE);
    let mut store = open(&dir);
    let first = played_game(4, 6, 5);
    assert_eq!(store.save_game(&first, None, &Settings::new()), None);
    let before = fs::read(&game_path).unwrap();

    // The directory moves away and a file takes its place: no temporary
    // file can be made there (even for a user who may write anywhere).
    fs::rename(&dir, &away).unwrap();
    fs::write(&dir, b"in the way").unwrap();
    let second = played_game(4, 6, 6);
    let problem = store.save_game(&second, None, &Settings::new());
    assert!(
        matches!(&problem, Some(StorageProblem::CannotWrite { path, .. }) if *path == game_path),
        "{problem:?}"
    );
    assert_eq!(
        store.save_game(&second, None, &Settings::new()),
        None,
        "told once"
    );
    fs::remove_file(&dir).unwrap();
    fs::rename(&away, &dir).unwrap();
    assert_eq!(
        fs::read(&game_path).unwrap(),
        before,
        "the last save is intact"
    );
    assert_eq!(open(&dir).load_game().found().unwrap().game, first);
    assert_eq!(names_in(&dir), [GAME_FILE], "no temporary file is left");

    assert_eq!(store.save_game(&second, None, &Settings::new()), None);
    assert_eq!(open(&dir).load_game().found().unwrap().game, second);
}

#[test]
fn records_improve_persist_and_say_what_improved() {
    let dir = TempDir::new().unwrap();
    let mut store = open(dir.path());
    assert_eq!(store.load_records(), Loaded::Missing);
    assert_eq!(store.records(), Records::default());

    // (score, highest tile) → (new best score?, new highest tile?)
    let table = [
        ((500, 64), (true, true)),
        ((400, 128), (false, true)),
        ((900, 32), (true, false)),
        ((900, 128), (false, false)),
        ((0, 0), (false, false)),
    ];
    for ((score, tile), improved) in table {
        let recorded = store.record(score, tile);
        assert_eq!(
            (recorded.new_best_score(), recorded.new_highest_tile()),
            improved,
            "{score} {tile}"
        );
        assert_eq!(recorded.problem, None);
    }
    let expected = Records {
        best_score: 900,
        highest_tile: 128,
    };
    assert_eq!(store.records(), expected);
    let mut again = open(dir.path());
    assert_eq!(again.load_records(), Loaded::Found(expected));
    // A store that skips load_records still starts from what is on disk.
    let mut lazy = open(dir.path());
    let recorded = lazy.record(100, 4);
    assert_eq!(recorded.before, expected);
    assert!(!recorded.new_best_score());
}

#[test]
fn damaged_records_are_set_aside_and_start_from_zero() {
    let dir = TempDir::new().unwrap();
    let records_path = dir.path().join(RECORDS_FILE);
    let damaged =
        b"{\"format\": \"accessible-2048 records\", \"version\": 1, \"best_score\": \"lots\"";
    fs::write(&records_path, damaged).unwrap();
    let mut store = open(dir.path());
    match store.load_records() {
        Loaded::SetAside { reason, moved_to } => {
            assert_eq!(reason, Damage::Truncated);
            assert_eq!(moved_to, set_aside_path(&records_path, 1));
            assert_eq!(fs::read(&moved_to).unwrap(), damaged);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(store.records(), Records::default());
    assert!(store.record(20, 4).new_best_score());
    assert_eq!(
        open(dir.path()).load_records().found(),
        Some(Records {
            best_score: 20,
            highest_tile: 4
        })
    );
}

#[test]
fn saves_and_records_do_not_mix_up() {
    let dir = TempDir::new().unwrap();
    let mut store = open(dir.path());
    assert_eq!(
        store.save_game(&played_game(4, 3, 3), None, &Settings::new()),
        None
    );
    store.record(64, 8);
    fs::copy(dir.path().join(RECORDS_FILE), dir.path().join(GAME_FILE)).unwrap();
    let loaded = open(dir.path()).load_game();
    assert_eq!(loaded.damage(), Some(&Damage::UnknownFormat));
    assert_eq!(
        open(dir.path())
            .load_records()
            .found()
            .map(|r| r.best_score),
        Some(64)
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Whatever bytes are in the save file, loading never panics: the game
    /// resumes or the bytes are kept aside, and a new game can be saved.
    #[test]
    fn any_save_file_resumes_or_is_kept_aside(
        bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300),
    ) {
        let dir = TempDir::new().unwrap();
        let game_path = dir.path().join(GAME_FILE);
        fs::write(&game_path, &bytes).unwrap();
        let mut store = open(dir.path());
        match store.load_game() {
            Loaded::Found(_) => {}
            Loaded::SetAside { moved_to, .. } => {
                proptest::prop_assert_eq!(fs::read(&moved_to).unwrap(), bytes);
                proptest::prop_assert!(!game_path.exists());
            }
            other => proptest::prop_assert!(false, "{:?}", other),
        }
        proptest::prop_assert_eq!(
            store.save_game(&played_game(3, 1, 1), None, &Settings::new()),
            None
        );
    }
}
