//! Saving through the real binary in line mode: a game saved after every
//! move resumes after quitting, after `kill -9` between moves and after
//! SIGTERM / SIGHUP; damaged saves are set aside with one line and a new game
//! starts; an unusable data directory is said once and the game plays on.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");

fn command(data_dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(BIN);
    command
        // Full verbosity: every slide line starts with its direction and the
        // opening is one line, which these tests of saving lean on.
        .args([
            "--no-speech",
            "--no-sound",
            "--verbosity",
            "full",
            "--data-dir",
        ])
        .arg(data_dir)
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

/// Runs the game with `input` on stdin until it exits.
fn play(data_dir: &Path, args: &[&str], input: &str) -> Output {
    let mut child = command(data_dir, args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(!text(&output.stderr).contains("panicked"));
    output
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn lines(output: &Output) -> Vec<String> {
    text(&output.stdout).lines().map(str::to_string).collect()
}

/// The position the game prints for `position` after `moves`.
fn position_after(data_dir: &Path, args: &[&str], moves: &str) -> String {
    let out = play(data_dir, args, &format!("{moves}position\nquit\n"));
    let lines = lines(&out);
    lines
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("Position: "))
        .unwrap_or_else(|| panic!("no position in {lines:?}"))
        .to_string()
}

/// A running game whose output lines arrive on a channel.
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

    /// Sends a command and waits for the line that answers it.
    fn send(&mut self, command: &str) -> String {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
        self.next_line()
    }

    fn next_line(&mut self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(20))
            .expect("the game answers")
    }

    fn signal(&mut self, signal: &str) {
        let status = Command::new("kill")
            .args([signal, &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    fn wait_exit(&mut self) -> Option<i32> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(Instant::now() < deadline, "the game did not exit");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

const SEED: &[&str] = &["--seed", "5"];
const MOVES: &str = "left\nup\nright\ndown\nleft\n";

#[test]
fn quit_then_resume_keeps_board_score_and_undo() {
    let dir = tempfile::tempdir().unwrap();
    let reference = tempfile::tempdir().unwrap();
    let expected = position_after(reference.path(), SEED, MOVES);

    let first = play(dir.path(), SEED, &format!("{MOVES}score\nquit\n"));
    let score_line = lines(&first)
        .into_iter()
        .find(|l| l.starts_with("Score "))
        .unwrap();
    let resumed = play(dir.path(), &[], "score\nposition\nundo\nquit\n");
    let resumed = lines(&resumed);
    assert!(
        resumed[0].starts_with("Saved game resumed: "),
        "{resumed:?}"
    );
    assert_eq!(resumed[1], score_line);
    assert_eq!(resumed[2], format!("Position: {expected}"));
    assert!(resumed[3].starts_with("Undone: left"), "{resumed:?}");
}

#[test]
fn new_and_a_seed_start_fresh_games() {
    let dir = tempfile::tempdir().unwrap();
    play(dir.path(), SEED, MOVES);
    for args in [&["--new"][..], &["--seed", "6"], &["--size", "4"]] {
        let out = lines(&play(dir.path(), args, "quit\n"));
        assert!(out[0].starts_with("New game, 4 by 4"), "{args:?}: {out:?}");
    }
    // Nothing was moved in those games, so the saved one is still there.
    let out = lines(&play(dir.path(), &[], "quit\n"));
    assert!(out[0].starts_with("Saved game resumed: "), "{out:?}");
}

#[test]
fn kill_9_between_moves_keeps_the_last_completed_move() {
    let dir = tempfile::tempdir().unwrap();
    let reference = tempfile::tempdir().unwrap();
    let expected = position_after(reference.path(), SEED, "left\nup\n");

    let mut game = Running::start(dir.path(), SEED);
    assert!(game.next_line().starts_with("New game"));
    assert!(game.send("left").starts_with("Left"));
    assert!(game.send("up").starts_with("Up"));
    game.signal("-KILL");
    game.wait_exit();

    let out = lines(&play(dir.path(), &[], "position\nquit\n"));
    assert!(out[0].starts_with("Saved game resumed: "), "{out:?}");
    assert_eq!(out[1], format!("Position: {expected}"));
}

#[test]
fn sigterm_and_sighup_exit_cleanly_with_a_resumable_save() {
    for signal in ["-TERM", "-HUP", "-INT"] {
        let dir = tempfile::tempdir().unwrap();
        let reference = tempfile::tempdir().unwrap();
        let expected = position_after(reference.path(), SEED, "left\n");
        let mut game = Running::start(dir.path(), SEED);
        game.next_line();
        assert!(game.send("left").starts_with("Left"));
        game.signal(signal);
        assert_eq!(game.wait_exit(), Some(0), "{signal}");
        let out = lines(&play(dir.path(), &[], "position\nquit\n"));
        assert_eq!(out[1], format!("Position: {expected}"), "{signal}");
    }
}

#[track_caller]
fn check_damaged(contents: &[u8], reason: &str) {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    std::fs::write(&save, contents).unwrap();
    let out = lines(&play(dir.path(), &[], "score\nquit\n"));
    let kept = dir.path().join("game.json.bad-1");
    assert_eq!(
        out[0],
        format!(
            "The saved game could not be used ({reason}); it is kept as {}. Starting a new game.",
            kept.display()
        )
    );
    assert!(out[1].starts_with("New game, 4 by 4"), "{out:?}");
    assert_eq!(std::fs::read(&kept).unwrap(), contents);
    assert!(!save.exists());
}

#[test]
fn damaged_saves_are_set_aside_with_one_line() {
    check_damaged(b"", "it is empty");
    check_damaged(
        b"{\"format\": \"accessible-2048 save\", \"vers",
        "it was cut short",
    );
    check_damaged(b"\x00\x01\xff garbage", "it is damaged");
    check_damaged(
        b"{\"format\": \"accessible-2048 save\", \"version\": 99}",
        "it comes from a newer version of the game",
    );
    check_damaged(b"[1, 2, 3]", "it is damaged");
}

#[test]
fn a_wrong_board_in_a_save_names_the_field() {
    let dir = tempfile::tempdir().unwrap();
    play(dir.path(), SEED, "left\n");
    let save = dir.path().join("game.json");
    let good = std::fs::read_to_string(&save).unwrap();
    let bad = good.replacen("\"board\": \"", "\"board\": \"3 ", 1);
    assert_ne!(good, bad, "the save holds a board");
    std::fs::write(&save, &bad).unwrap();
    let out = lines(&play(dir.path(), &[], "quit\n"));
    assert!(
        out[0].starts_with("The saved game could not be used (it is damaged: "),
        "{out:?}"
    );
    assert!(out[0].contains("board"), "{out:?}");
}

#[test]
fn an_unusable_data_directory_is_said_once_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let data_dir = file.join("data");
    let out = lines(&play(&data_dir, SEED, "left\nup\nright\nquit\n"));
    let said = out
        .iter()
        .filter(|l| l.starts_with("Progress cannot be saved"))
        .count();
    assert_eq!(said, 1, "{out:?}");
    assert!(out.iter().any(|l| l.starts_with("Up")), "{out:?}");
    assert!(out.last().unwrap().starts_with("Goodbye"));
}

#[test]
fn game_over_clears_the_save_and_keeps_the_best_score() {
    let dir = tempfile::tempdir().unwrap();
    // Only a slide right is possible, and it ends the game.
    let board = "2 4 2 4/4 2 4 2/2 4 2 4/8 16 8 0";
    let out = lines(&play(
        dir.path(),
        &["--board", board, "--seed", "9"],
        "right\n",
    ));
    assert!(out.iter().any(|l| l.starts_with("Game over.")), "{out:?}");
    assert!(!dir.path().join("game.json").exists());
    let records = std::fs::read_to_string(dir.path().join("records.json")).unwrap();
    assert!(records.contains("\"highest_tile\": 16"), "{records}");
    let again = lines(&play(dir.path(), &[], "best\nquit\n"));
    assert!(again[0].starts_with("New game"), "{again:?}");
    assert_eq!(again[1], "Best score 0, highest tile ever 16.");
}

/// A board without tiles never ends (no slide changes it, so no tile
/// comes): `--board` refuses it, and a save holding one is set aside as
/// damaged, as any other impossible save.
#[test]
fn an_empty_board_is_no_game() {
    let dir = tempfile::tempdir().unwrap();
    for empty in ["0 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", ". . ./. . ./. . ."] {
        let output = command(dir.path(), &["--board", empty])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{empty}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("bad --board: no tiles"), "{stderr}");
    }
    assert!(!dir.path().join("game.json").exists());

    play(dir.path(), SEED, "left\n");
    let save = dir.path().join("game.json");
    let good = std::fs::read_to_string(&save).unwrap();
    let start = good.find("\"board\": \"").expect("the save holds a board") + 10;
    let end = start + good[start..].find('"').unwrap();
    let empty = good[start..end].replace(|c: char| c.is_ascii_digit() && c != '0', "0");
    let bad = format!(
        "{}{}{}",
        &good[..start],
        empty.replace("00", "0"),
        &good[end..]
    );
    std::fs::write(&save, &bad).unwrap();
    let out = lines(&play(dir.path(), &[], "quit\n"));
    assert!(
        out[0].starts_with("The saved game could not be used (it is damaged: board"),
        "{out:?}"
    );
    assert!(out[0].contains("no tiles"), "{out:?}");
    assert!(out[1].starts_with("New game, 4 by 4"), "{out:?}");
}
