//! A hint network file that is found but cannot be read (cut short, or
//! with a valid-looking header and a wrong check value): once a hint has
//! asked for it, the game says so once, in one line, while playing, and
//! goes on with the heuristic; no network file, or `none`, says nothing. Through the real binary in line
//! mode, its standard input written line by line.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::Stdio;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use accessible_2048::analysis::search::encode_network;
use accessible_2048::narration::Message;

use crate::common::{RUN_DEADLINE, game_command, say};

/// What a game that played one slide, waited for the network to be read,
/// then quit, printed and how it ended.
struct Played {
    lines: Vec<String>,
    stderr: String,
    code: Option<i32>,
}

/// Plays `left` and asks for a hint, waits until the refusal is said (or
/// `wait` passes), then quits: the first hint has the network read on a
/// thread of its own, so the notice comes whenever it is done, never
/// before the opening.
fn play_with_network(network: &std::ffi::OsStr, data_dir: &Path, wait: Duration) -> Played {
    let notice = say(Message::new("network-refused"));
    let mut child = game_command(&["--no-speech", "--lang", "en-US"], data_dir)
        .env("ACCESSIBLE_2048_NETWORK", network)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game binary starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let mut stderr = child.stderr.take().expect("piped stderr");
    let (sender, lines) = mpsc::channel::<String>();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let err_reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    stdin.write_all(b"left\nhint\n").expect("the game reads");
    let mut printed = Vec::new();
    let start = Instant::now();
    while start.elapsed() < wait {
        match lines.recv_timeout(Duration::from_millis(50)) {
            Ok(line) => {
                let said = line == notice;
                printed.push(line);
                if said {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    // A few more answers after the notice: it is not said again.
    let _ = stdin.write_all(b"right\nscore\nquit\n");
    drop(stdin);
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().expect("wait for the game") {
            break status.code();
        }
        if start.elapsed() > RUN_DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the game did not end within {RUN_DEADLINE:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = reader.join();
    printed.extend(lines.try_iter());
    Played {
        lines: printed,
        stderr: err_reader.join().unwrap_or_default(),
        code,
    }
}

#[test]
fn a_network_file_that_cannot_be_read_is_said_once_and_the_game_goes_on() {
    let notice = say(Message::new("network-refused"));
    let dir = tempfile::tempdir().unwrap();
    let whole = encode_network(&vec![0; 4 << 24], 1.0, 7);
    let truncated = dir.path().join("truncated.weights");
    std::fs::write(&truncated, &whole[..whole.len() / 3]).unwrap();
    // The header and the weights as written; the check value at the end
    // changed.
    let mut wrong_check = whole;
    *wrong_check.last_mut().unwrap() ^= 0x5a;
    let checked = dir.path().join("checked.weights");
    std::fs::write(&checked, &wrong_check).unwrap();
    for (what, file) in [("cut short", &truncated), ("a wrong check value", &checked)] {
        let data = tempfile::tempdir().unwrap();
        let played = play_with_network(file.as_os_str(), data.path(), RUN_DEADLINE);
        let said = played.lines.iter().filter(|line| **line == notice).count();
        assert_eq!(
            said, 1,
            "a network file {what}: the notice is said once\n{:#?}",
            played.lines
        );
        let at = played
            .lines
            .iter()
            .position(|line| *line == notice)
            .unwrap();
        assert!(
            at > 0,
            "{what}: the opening comes first: {:#?}",
            played.lines
        );
        assert_eq!(played.code, Some(0), "{what}: {}", played.stderr);
        assert!(
            !played.stderr.contains("panicked"),
            "{what}: {}",
            played.stderr
        );
        // The game went on after it: the score was answered.
        assert!(
            played.lines[at..]
                .iter()
                .any(|line| line.starts_with("Score")),
            "{what}: no answer after the notice: {:#?}",
            played.lines
        );
    }
}

#[test]
fn no_network_file_says_nothing_about_the_network() {
    let notice = say(Message::new("network-refused"));
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere.weights");
    for network in [std::ffi::OsStr::new("none"), missing.as_os_str()] {
        let data = tempfile::tempdir().unwrap();
        let played = play_with_network(network, data.path(), Duration::from_secs(2));
        assert_eq!(played.code, Some(0), "{}", played.stderr);
        assert!(
            !played.lines.contains(&notice),
            "{network:?}: {:#?}",
            played.lines
        );
        assert!(
            played.lines.iter().any(|line| line.starts_with("Score")),
            "{network:?}: {:#?}",
            played.lines
        );
    }
}
