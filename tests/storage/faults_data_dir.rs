//! Faults around the files in the data directory, through the real binary
//! in line mode: a save the game cannot continue is set aside and said; two
//! games on one directory never lose each other's moves; FIFOs and
//! directories in the files' places never hang the start; counters at
//! 2^64 - 1 saturate and the save still loads; temporary files of dead
//! games are removed by their names' pattern and their age or the lock, a
//! live game's are kept; a lock file that cannot be used is said and
//! nothing is saved; a game shut out of the directory leaves the
//! preferences kept there alone.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::line_game::LineGame;
use common::{Run, game_command, run_with_input};
use serde_json::{Value, json};

/// The game on `data_dir`, without speech, at full verbosity (its lines,
/// like every level's, fit 80 columns: a long notice takes two lines, which
/// these tests read joined).
fn command(data_dir: &Path, args: &[&str]) -> Command {
    let mut all = vec!["--no-speech", "--verbosity", "full"];
    all.extend_from_slice(args);
    game_command(&all, data_dir)
}

/// Runs the game with `input` on stdin; it must exit by itself, with 0.
fn play(data_dir: &Path, args: &[&str], input: &str) -> Run {
    let run = run_with_input(command(data_dir, args), input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run
}

/// A game still running, its lines read as they come.
fn running(data_dir: &Path, args: &[&str]) -> LineGame {
    let mut command = command(data_dir, args);
    command.stderr(Stdio::null());
    LineGame::spawn(command)
}

/// A sound save made by the game itself: `moves` played from `--seed 5`.
fn saved_game(data_dir: &Path, moves: &str) -> Value {
    play(data_dir, &["--seed", "5"], &format!("{moves}quit\n"));
    let bytes = fs::read(data_dir.join("game.json")).expect("a save");
    serde_json::from_slice(&bytes).unwrap()
}

fn write_json(path: &Path, document: &Value) {
    fs::write(path, serde_json::to_string_pretty(document).unwrap()).unwrap();
}

#[test]
fn a_save_of_another_variant_is_set_aside_and_said() {
    for variant in ["tilt", "\u{1b}[2Jrace"] {
        let dir = tempfile::tempdir().unwrap();
        let mut document = saved_game(dir.path(), "left\nup\n");
        document["settings"]["variant"] = json!(variant);
        write_json(&dir.path().join("game.json"), &document);
        let before = fs::read(dir.path().join("game.json")).unwrap();

        let out = play(dir.path(), &[], "left\nquit\n");
        let lines = Run::lines(&out);
        let text = lines.join(" ");
        assert_eq!(text.matches("bad-1").count(), 1, "{lines:?}");
        let (told, _) = text.split_once("bad-1").unwrap();
        assert!(told.contains("settings.variant"), "{lines:?}");
        assert!(!text.contains('\u{1b}'), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("New game")), "{lines:?}");
        let kept = fs::read(dir.path().join("game.json.bad-1")).unwrap();
        assert_eq!(
            kept, before,
            "the other variant's save is kept byte for byte"
        );
    }
}

#[test]
fn a_second_game_on_one_data_dir_plays_without_saving() {
    let dir = tempfile::tempdir().unwrap();
    saved_game(dir.path(), "left\n");
    let mut first = running(dir.path(), &[]);
    assert!(first.next_line().starts_with("Saved game resumed"));
    first.ask("up");
    // The first game's save of its slide up, before the second game starts.
    let saved_moves = || -> u64 {
        fs::read(dir.path().join("game.json"))
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Value>(&bytes).ok())
            .and_then(|save| save["moves"].as_u64())
            .unwrap_or(0)
    };
    let waited = std::time::Instant::now();
    while saved_moves() < 2 && waited.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(saved_moves(), 2, "the first game saved its slide up");
    let owned = fs::read(dir.path().join("game.json")).unwrap();
    let records = fs::read(dir.path().join("records.json")).unwrap();

    let out = play(dir.path(), &[], "left\ndown\nright\nscore\nquit\n");
    let lines = Run::lines(&out);
    let told: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains("another game is playing"))
        .collect();
    assert_eq!(told.len(), 1, "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("New game")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("Score")), "{lines:?}");
    assert_eq!(fs::read(dir.path().join("game.json")).unwrap(), owned);
    assert_eq!(fs::read(dir.path().join("records.json")).unwrap(), records);

    // The first game saves on as before, and its moves are all kept.
    first.ask("right");
    assert_eq!(first.quit(), Some(0));
    let resumed = play(dir.path(), &[], "quit\n");
    let lines = Run::lines(&resumed);
    assert!(lines[0].starts_with("Saved game resumed"), "{lines:?}");
    let saved: Value =
        serde_json::from_slice(&fs::read(dir.path().join("game.json")).unwrap()).unwrap();
    assert!(saved["moves"].as_u64().unwrap() >= 2, "{saved}");
}

#[cfg(unix)]
#[test]
fn special_files_in_the_data_dir_never_hang_the_start() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    for name in ["game.json", "records.json"] {
        let status = Command::new("mkfifo")
            .arg(dir.path().join(name))
            .status()
            .expect("mkfifo runs");
        assert!(status.success());
    }
    let out = play(dir.path(), &["--seed", "2"], "left\nquit\n");
    let lines = Run::lines(&out);
    let told = lines.iter().filter(|l| l.contains(".bad-1")).count();
    assert_eq!(told, 2, "one line per file: {lines:?}");
    for name in ["game.json.bad-1", "records.json.bad-1"] {
        let kind = fs::symlink_metadata(dir.path().join(name))
            .unwrap()
            .file_type();
        assert!(kind.is_fifo(), "{name} is kept as it was");
    }
    assert!(
        dir.path().join("game.json").is_file(),
        "the game saves again"
    );

    // A directory in the save's place: set aside too, never removed.
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("game.json")).unwrap();
    fs::write(dir.path().join("game.json").join("inside"), "kept").unwrap();
    let out = play(dir.path(), &["--seed", "2"], "left\nquit\n");
    let lines = Run::lines(&out);
    assert_eq!(
        lines.iter().filter(|l| l.contains(".bad-1")).count(),
        1,
        "{lines:?}"
    );
    let inside = dir.path().join("game.json.bad-1").join("inside");
    assert_eq!(fs::read_to_string(inside).unwrap(), "kept");
}

#[test]
fn counters_at_their_limit_saturate_and_the_save_still_loads() {
    let dir = tempfile::tempdir().unwrap();
    let mut document = saved_game(dir.path(), "left\n");
    document["moves"] = json!(u64::MAX);
    document["score"] = json!(u64::MAX);
    document["history"] = json!([]);
    // Counters edited so far no longer follow from the record: a save
    // without one (as older releases wrote) is the case here.
    document.as_object_mut().unwrap().remove("record");
    write_json(&dir.path().join("game.json"), &document);

    let out = play(dir.path(), &[], "left\nup\nright\ndown\nscore\nquit\n");
    let lines = Run::lines(&out);
    assert!(lines[0].starts_with("Saved game resumed"), "{lines:?}");
    let max = u64::MAX.to_string();
    let score = lines.iter().find(|l| l.starts_with("Score")).unwrap();
    assert_eq!(*score, format!("Score {max}, {max} moves."), "{lines:?}");

    let saved: Value =
        serde_json::from_slice(&fs::read(dir.path().join("game.json")).unwrap()).unwrap();
    assert_eq!(saved["moves"], json!(u64::MAX), "{saved}");
    assert_eq!(saved["score"], json!(u64::MAX), "{saved}");
    assert!(!saved["history"].as_array().unwrap().is_empty());
    // The next start accepts what was written, and undo works from there.
    let out = play(dir.path(), &[], "undo\nscore\nquit\n");
    let lines = Run::lines(&out);
    assert!(lines[0].starts_with("Saved game resumed"), "{lines:?}");
    assert!(!dir.path().join("game.json.bad-1").exists(), "{lines:?}");
}

#[test]
fn temporary_files_of_dead_games_are_removed_and_live_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let old = std::time::SystemTime::now() - Duration::from_secs(120);
    // (name, older than a minute, kept): the save's and the records'
    // temporaries go whatever their age (the game holds the directory's
    // lock, so nobody else writes them); the probe's and the settings'
    // only once old (a game starting beside this one may be writing them).
    let names = [
        (".game.json.Ab3xYz.tmp", false, false),
        (".game.json.1234.tmp", false, false),
        (".records.json.Q1w2E3.tmp", false, false),
        (".write-check.Ab3xYz", true, false),
        (".write-check.4321", false, true),
        (".settings.toml.Ab3xYz.tmp", true, false),
        (".settings.toml.Zz9Zz9.tmp", false, true),
        ("notes.txt", true, true),
        (".game.json.keep-me.tmp", true, true),
    ];
    for (name, aged, _) in &names {
        let file = fs::File::create(dir.path().join(name)).unwrap();
        fs::write(dir.path().join(name), "{\"half\": ").unwrap();
        if *aged {
            file.set_modified(old).unwrap();
        }
    }
    play(dir.path(), &["--seed", "2"], "left\nquit\n");
    for (name, _, kept) in &names {
        assert_eq!(dir.path().join(name).exists(), *kept, "{name}");
    }
}

/// What the data directory holds: each entry's name and kind, sorted.
#[cfg(unix)]
fn entries(dir: &Path) -> Vec<(String, fs::FileType)> {
    let mut all: Vec<(String, fs::FileType)> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            (
                entry.file_name().to_string_lossy().into_owned(),
                entry.file_type().unwrap(),
            )
        })
        .collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all
}

#[cfg(unix)]
#[test]
fn an_unusable_game_lock_is_said_and_nothing_is_saved() {
    type Plant = fn(&Path);
    let table: [(&str, Plant); 3] = [
        ("a directory", |lock| fs::create_dir(lock).unwrap()),
        ("a FIFO", |lock| {
            let status = Command::new("mkfifo").arg(lock).status().unwrap();
            assert!(status.success());
        }),
        ("a dangling symbolic link", |lock| {
            let nowhere = lock.with_file_name("gone").join("game.lock");
            std::os::unix::fs::symlink(nowhere, lock).unwrap();
        }),
    ];
    for (what, plant) in table {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("game.lock");
        plant(&lock);
        let before = entries(dir.path());
        let out = play(
            dir.path(),
            &["--seed", "1"],
            "left\nfaster\nverbosity brief\nleft\n",
        );
        let lines = Run::lines(&out);
        let told: Vec<&String> = lines
            .iter()
            .filter(|l| l.contains("game.lock cannot be locked"))
            .collect();
        // Once at the start for the progress, once at the first change for
        // the preferences kept in the same directory.
        assert_eq!(told.len(), 2, "{what}: {lines:?}");
        assert!(told[0].starts_with("Progress cannot be saved"), "{what}");
        assert!(told[1].starts_with("Preferences cannot be saved"), "{what}");
        assert!(lines.iter().any(|l| l.starts_with("New game")), "{what}");
        assert_eq!(
            entries(dir.path()),
            before,
            "{what}: no save, no records, no preferences"
        );
    }
}

#[test]
fn a_game_shut_out_of_the_data_dir_leaves_its_preferences_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = running(dir.path(), &["--seed", "1"]);
    assert!(first.next_line().starts_with("New game"));
    // A file the second game would set aside if it read it, and would
    // rewrite if it saved its changes.
    let settings = dir.path().join("settings.toml");
    fs::write(&settings, "rate = 999\n").unwrap();

    let out = play(dir.path(), &[], "faster\nverbosity brief\nleft\nquit\n");
    let lines = Run::lines(&out);
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.contains("another game is playing"))
            .count(),
        2,
        "the directory once, the preferences once: {lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Preferences cannot be saved (another game is playing")),
        "{lines:?}"
    );
    assert_eq!(fs::read_to_string(&settings).unwrap(), "rate = 999\n");
    assert!(!dir.path().join("settings.toml.bad-1").exists());
    first.finish();
}
