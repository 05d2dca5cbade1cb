//! Output that cannot be written, and error lines that quote bad input,
//! through the real binary: a full (`/dev/full`) or closed standard error
//! or standard output never makes a panic (exit 101), the exit status stays
//! the documented one (2 bad arguments, 1 failures, 0 success); and every
//! error line quotes at most a short excerpt of the input, with control
//! characters escaped, never raw. Unix only (/dev/full, pipes).

#![cfg(unix)]

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::Binary;

const BOARD: &str = "2 0 0 0/2 2 0 0/2 2 2 0/2 2 2 2";

/// Where a stream of the binary goes.
#[derive(Clone, Copy, Debug)]
enum Sink {
    /// A pipe whose reading end is closed at once (EPIPE on write).
    Closed,
    /// `/dev/full` (ENOSPC on write).
    Full,
    /// A pipe the test reads.
    Read,
}

fn stdio(sink: Sink) -> Stdio {
    match sink {
        Sink::Closed => closed_pipe().into(),
        Sink::Read => Stdio::piped(),
        Sink::Full => OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full")
            .into(),
    }
}

/// The writing end of a pipe whose reading end is already closed.
fn closed_pipe() -> File {
    use std::os::fd::FromRawFd;
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for the two descriptors pipe(2) writes.
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0, "a pipe");
    // SAFETY: both descriptors are new and owned by nothing else.
    let (reader, writer) = unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) };
    drop(reader);
    writer
}

/// Runs the binary with `args`; returns its exit code and what it wrote to
/// the streams that were read.
fn run(args: &[&str], out: Sink, err: Sink, stdin: &[u8]) -> (Option<i32>, String, String) {
    let mut binary = Binary::english().args(args).stdin(stdin);
    if !matches!(out, Sink::Read) {
        binary = binary.stdout_to(stdio(out));
    }
    if !matches!(err, Sink::Read) {
        binary = binary.stderr_to(stdio(err));
    }
    let run = binary.run();
    (run.code, run.stdout, run.stderr)
}

#[test]
fn full_or_closed_output_keeps_the_documented_exit_status() {
    let table: &[(&[&str], Sink, Sink, i32)] = &[
        (
            &["slide", "--board", "2 x", "left"],
            Sink::Read,
            Sink::Full,
            2,
        ),
        (
            &["slide", "--board", "2 x", "left"],
            Sink::Read,
            Sink::Closed,
            2,
        ),
        (&["--bogus"], Sink::Read, Sink::Full, 2),
        (&["--bogus"], Sink::Closed, Sink::Closed, 2),
        (&["--four-chance", "-1"], Sink::Read, Sink::Full, 2),
        (
            &["slide", "--board", BOARD, "left"],
            Sink::Full,
            Sink::Full,
            1,
        ),
        (
            &["slide", "--board", BOARD, "left"],
            Sink::Closed,
            Sink::Read,
            1,
        ),
        (
            &["slide", "--board", BOARD, "left"],
            Sink::Read,
            Sink::Full,
            0,
        ),
        (
            &["tilt", "cycles", "--board", BOARD],
            Sink::Closed,
            Sink::Closed,
            1,
        ),
        (
            &["tilt", "cycles", "--board", BOARD],
            Sink::Full,
            Sink::Full,
            1,
        ),
        (
            &["tilt", "--board", "1024 0 0 0/0 2 0 0/0 0 0 1024/4 0 0 0"],
            Sink::Closed,
            Sink::Closed,
            1,
        ),
        (
            &[
                "autoplay",
                "--games",
                "2",
                "--size",
                "3",
                "--budget-ms",
                "1",
                "--threads",
                "1",
            ],
            Sink::Closed,
            Sink::Closed,
            1,
        ),
        (
            &[
                "autoplay",
                "--games",
                "2",
                "--size",
                "3",
                "--budget-ms",
                "1",
                "--threads",
                "1",
                "--json",
            ],
            Sink::Read,
            Sink::Closed,
            0,
        ),
        (&["--help"], Sink::Closed, Sink::Closed, 0),
        (&["--help"], Sink::Full, Sink::Full, 1),
        (&["--version"], Sink::Full, Sink::Full, 1),
    ];
    for (args, out, err, expected) in table {
        let (code, _, stderr) = run(args, *out, *err, b"");
        assert_eq!(code, Some(*expected), "{args:?} {out:?} {err:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.lines().count() <= 1, "{args:?}: {stderr}");
    }
    let (_, _, stderr) = run(
        &["slide", "--board", BOARD, "left"],
        Sink::Closed,
        Sink::Read,
        b"",
    );
    assert!(
        stderr.starts_with("accessible-2048: cannot write the output:"),
        "{stderr}"
    );
    // A game whose output is closed or full still plays and saves, and
    // says at the end, in one line and its exit status, that its output was
    // lost.
    for (out, err) in [
        (Sink::Closed, Sink::Read),
        (Sink::Full, Sink::Read),
        (Sink::Closed, Sink::Full),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().to_string_lossy().into_owned();
        let (code, _, stderr) = run(
            &[
                "--no-speech",
                "--no-sound",
                "--seed",
                "4",
                "--data-dir",
                &data,
            ],
            out,
            err,
            b"left\nup\nquit\n",
        );
        assert_eq!(code, Some(1), "{out:?} {err:?}: {stderr}");
        if let Sink::Read = err {
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            assert!(
                stderr.starts_with("accessible-2048: cannot write the output:"),
                "{stderr}"
            );
        }
        let saved = std::fs::read_to_string(dir.path().join("game.json")).unwrap();
        assert!(saved.contains("\"moves\": 2"), "{saved}");
    }
}

/// The one error line a bad command line gives, with its exit status.
fn error_line(args: &[&str]) -> String {
    let (code, _, stderr) = run(args, Sink::Read, Sink::Read, b"");
    assert_eq!(code, Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        !stderr.trim_end().chars().any(char::is_control),
        "{args:?}: {stderr:?}"
    );
    stderr.trim_end().to_string()
}

#[test]
fn error_lines_quote_short_escaped_excerpts() {
    let long = "9".repeat(100_000);
    let table: Vec<(Vec<String>, &str)> = vec![
        (
            vec![
                "slide".into(),
                "--board".into(),
                format!("2 \u{1b}[2J\u{7}x 0 0"),
                "left".into(),
            ],
            r"\u{1b}[2J\u{7}x",
        ),
        (
            vec![
                "slide".into(),
                "--board".into(),
                format!("2 {long}"),
                "left".into(),
            ],
            "'9999999999999999999999999999999999999999…'",
        ),
        (vec!["--board".into(), format!("{long}x 2")], "bad --board"),
        (
            vec!["--four-chance".into(), "-1".into()],
            "bad --four-chance",
        ),
        (
            vec!["--four-chance".into(), "2".into()],
            "bad --four-chance",
        ),
        (vec!["--size".into(), "-4".into()], "--size"),
        // Size and odds are checked as the command line is read, naming
        // the value given, before any file is opened.
        (
            vec!["--size".into(), "9".into()],
            "invalid value '9' for '--size <SIZE>': bad --size",
        ),
        (
            vec!["--four-chance".into(), "1.5".into()],
            "invalid value '1.5' for '--four-chance <FOUR_CHANCE>': bad --four-chance",
        ),
        (vec!["--seed".into(), "-5".into()], "--seed"),
        (vec!["--rate".into(), "-5".into()], "--rate"),
        (
            vec!["--lang".into(), "de\u{7}\u{1b}[31m".into()],
            r"de\u{7}\u{1b}[31m",
        ),
        (
            vec!["--seed".into(), "\u{1b}]0;title\u{7}".into()],
            "for '--seed <SEED>'",
        ),
        (vec![format!("--bogus\u{1b}]0;title\u{7}")], "--bogus"),
        (vec!["--seed".into(), long.clone()], "…"),
        // Escape sequences inside a value are spelled out, not stripped
        // (with the rest of the message after some of them).
        (
            vec!["--seed".into(), "1\u{1b}[1;31m2".into()],
            r"'1\u{1b}[1;31m2' for '--seed <SEED>'",
        ),
        (
            vec!["--seed".into(), "1\u{1b}X2".into()],
            r"'1\u{1b}X2' for '--seed <SEED>': a seed is a whole number",
        ),
        // A quote inside a value does not undo the excerpt.
        (
            vec!["--seed".into(), format!("x'{}", "y".repeat(300))],
            "'x'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…' for '--seed <SEED>'",
        ),
        (vec!["--rate".into(), "500".into()], "not in 0..=100"),
    ];
    for (args, expected) in table {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let line = error_line(&args);
        assert!(line.contains(expected), "{expected} in {line}");
        // An excerpt of 40 characters and clap's own words.
        assert!(line.chars().count() < 160, "{line}");
    }
}

/// Help and the version that cannot be written (a full device) fail with
/// the failure's exit status and a line that says so; a reader that left
/// early (`--help | head -1`) is no failure.
#[test]
fn help_that_cannot_be_written_is_a_failure() {
    for args in [&["--help"][..], &["--version"], &["stats", "--help"]] {
        let (code, _, stderr) = run(args, Sink::Full, Sink::Read, b"");
        assert_eq!(code, Some(1), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("accessible-2048: cannot write the output: "),
            "{args:?}: {stderr}"
        );
        let (code, _, stderr) = run(args, Sink::Closed, Sink::Read, b"");
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
    }
}

/// Runs the binary with standard output closed (`>&-` in a shell), the
/// input given; its exit status and standard error.
fn run_without_stdout(args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(r#"exec "$0" "$@" >&-"#)
        .arg(crate::common::binary())
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh starts");
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin);
    drop(input);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A standard output closed from the start (which the standard library
/// turns into `/dev/null`) is a failure, as a closed pipe is: the game
/// still plays and saves, then says so; a subcommand and the help say so.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_output_is_said_with_exit_status_1() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_string_lossy().into_owned();
    let game: &[&str] = &[
        "--no-speech",
        "--no-sound",
        "--seed",
        "4",
        "--data-dir",
        &data,
    ];
    let cases: [(&[&str], &[u8]); 4] = [
        (game, b"left\nup\nquit\n"),
        (&["stats", "--json", "--data-dir", &data], b""),
        (&["stats", "--data-dir", &data], b""),
        (&["--help"], b""),
    ];
    for (args, stdin) in cases {
        let (code, stderr) = run_without_stdout(args, stdin);
        assert_eq!(code, Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr, "accessible-2048: cannot write the output: standard output is closed\n",
            "{args:?}"
        );
    }
    let saved = std::fs::read_to_string(dir.path().join("game.json")).unwrap();
    assert!(saved.contains("\"moves\": 2"), "{saved}");
    // Output that goes nowhere by choice is no failure.
    let (code, _, stderr) = run(&["stats", "--data-dir", &data], Sink::Read, Sink::Read, b"");
    assert_eq!(code, Some(0), "{stderr}");
}

/// A seed that is no whole number from 0 (negative, a word, too large) is
/// said to be one, by the game and by every subcommand that takes a seed.
#[test]
fn a_bad_seed_is_said_to_be_a_whole_number_from_0() {
    for args in [
        &["--seed", "-1"][..],
        &["--seed", "x"],
        &["--seed", "18446744073709551616"],
        &["autoplay", "--seed", "-1"],
        &["autoplay", "--seed", "-1", "--games", "1"],
        &["autoplay", "--seed", "1.5"],
        &["tilt", "bench", "--seed", "-1"],
    ] {
        let line = error_line(args);
        assert!(
            line.contains("for '--seed <SEED>': a seed is a whole number from 0 to 2^64-1"),
            "{args:?}: {line}"
        );
    }
}

#[test]
fn unknown_line_commands_are_echoed_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_string_lossy().into_owned();
    let mut input = b"\x1b[2J\x07\x00xyz\n".to_vec();
    input.extend_from_slice(&vec![b'q'; 100_000]);
    input.extend_from_slice(b"\nquit\n");
    let (code, stdout, _) = run(
        &[
            "--no-speech",
            "--no-sound",
            "--seed",
            "4",
            "--data-dir",
            &data,
        ],
        Sink::Read,
        Sink::Read,
        &input,
    );
    assert_eq!(code, Some(0));
    for line in stdout.lines() {
        assert!(!line.chars().any(char::is_control), "{line:?}");
        assert!(line.chars().count() < 400, "{line}");
    }
}

#[test]
fn a_save_quoting_bad_input_is_reported_in_a_short_clean_line() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_string_lossy().into_owned();
    run(
        &[
            "--no-speech",
            "--no-sound",
            "--seed",
            "4",
            "--data-dir",
            &data,
        ],
        Sink::Read,
        Sink::Read,
        b"left\nquit\n",
    );
    let path = dir.path().join("game.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut document: serde_json::Value = serde_json::from_str(&text).unwrap();
    document["board"] = format!("2 0 0 \u{1b}[2J{}", "9".repeat(1_000_000)).into();
    let mut file = File::create(&path).unwrap();
    file.write_all(document.to_string().as_bytes()).unwrap();
    drop(file);
    // Full verbosity: the notice, in lines of at most 80 columns.
    let (code, stdout, _) = run(
        &[
            "--no-speech",
            "--no-sound",
            "--verbosity",
            "full",
            "--data-dir",
            &data,
        ],
        Sink::Read,
        Sink::Read,
        b"quit\n",
    );
    assert_eq!(code, Some(0));
    let notice: Vec<&str> = stdout
        .lines()
        .scan(false, |done, line| {
            let first = !*done;
            *done |= line.contains("bad-1");
            first.then_some(line)
        })
        .collect();
    assert!(notice.iter().all(|l| l.chars().count() <= 80), "{notice:?}");
    let told = notice.join(" ");
    assert!(told.contains("bad-1"), "{told}");
    assert!(told.contains("board"), "{told}");
    assert!(!told.chars().any(char::is_control), "{told:?}");
    assert!(told.chars().count() < 400, "{told}");
}
