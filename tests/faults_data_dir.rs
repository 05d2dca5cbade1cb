//! Faults around the files in the data directory, through the real binary
//! in line mode: a save the game cannot continue is set aside and said; two
//! games on one directory never lose each other's moves; FIFOs and
//! directories in the files' places never hang the start; counters at
//! 2^64 - 1 saturate and the save still loads; temporary files of dead
//! games are removed, a live game's are kept; a save bigger than the
//! file-size limit is a failed write said once.

mod common;

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use common::{Run, game_command, run_with_input};
use serde_json::{Value, json};

const PATIENCE: Duration = Duration::from_secs(30);

/// The game on `data_dir`, without speech. Full verbosity: notices stay
/// whole lines and the opening is one line, which these tests read.
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

/// A game still running, its lines on a channel.
struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Running {
    fn start(data_dir: &Path, args: &[&str]) -> Running {
        let mut child = command(data_dir, args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the game starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Running {
            child,
            stdin,
            lines,
        }
    }

    fn line(&self) -> String {
        self.lines.recv_timeout(PATIENCE).expect("a line in time")
    }

    fn say(&mut self, input: &str) -> String {
        self.stdin.write_all(input.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
        self.line()
    }

    fn finish(mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        drop(self.stdin);
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
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
        let told: Vec<&String> = lines.iter().filter(|l| l.contains("bad-1")).collect();
        assert_eq!(told.len(), 1, "{lines:?}");
        assert!(told[0].contains("settings.variant"), "{lines:?}");
        assert!(!told[0].contains('\u{1b}'), "{lines:?}");
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
    let mut first = Running::start(dir.path(), &[]);
    assert!(first.line().starts_with("Saved game resumed"));
    first.say("up\n");
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
    first.say("right\n");
    first.finish();
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
