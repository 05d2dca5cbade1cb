//! Endless line-mode input (`yes left | accessible-2048 --no-speech`)
//! through the real binary: the game keeps answering while its memory stays
//! bounded, because lines wait in a bounded queue and the writer waits when
//! it is full. Linux only (the peak memory comes from /proc).

#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::common::Binary;

/// Peak resident memory of a process, in KiB (`VmHWM`).
fn peak_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM")
}

#[test]
fn endless_input_keeps_memory_bounded_and_the_game_playing() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Binary::english()
        .args(["--no-speech", "--no-sound", "--seed", "9"])
        .data_dir(dir.path())
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    // As `yes left` does: write as fast as the pipe takes it, forever.
    let mut stdin = child.stdin.take().unwrap();
    let written = Arc::new(AtomicUsize::new(0));
    let writer = {
        let written = Arc::clone(&written);
        std::thread::spawn(move || {
            let chunk = "left\n".repeat(8192);
            while stdin.write_all(chunk.as_bytes()).is_ok() {
                written.fetch_add(chunk.len(), Ordering::Relaxed);
            }
        })
    };
    let answered = Arc::new(AtomicUsize::new(0));
    let stdout = child.stdout.take().unwrap();
    let reader = {
        let answered = Arc::clone(&answered);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if !line.is_empty() {
                    answered.fetch_add(1, Ordering::Relaxed);
                }
            }
        })
    };

    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(4) {
        std::thread::sleep(Duration::from_millis(100));
    }
    let early = answered.load(Ordering::Relaxed);
    std::thread::sleep(Duration::from_secs(1));
    let later = answered.load(Ordering::Relaxed);
    let peak = peak_kib(pid);
    let sent = written.load(Ordering::Relaxed);

    // SIGTERM: the game saves and leaves in order.
    let _ = Command::new("sh")
        .args(["-c", &format!("kill {pid}")])
        .status();
    let status = child.wait().unwrap();
    writer.join().unwrap();
    reader.join().unwrap();

    assert!(later > early, "the game stopped answering ({early} lines)");
    assert!(
        peak < 64 * 1024,
        "peak memory {peak} KiB after {sent} bytes of input"
    );
    assert!(status.success() || status.code().is_none(), "{status:?}");
    assert!(dir.path().join("game.json").exists() || dir.path().join("records.json").exists());
}

/// Opens what becomes standard input, given a directory and a file path.
type Opener = fn(&std::path::Path, &std::path::Path) -> std::fs::File;

#[test]
fn input_that_cannot_be_read_is_an_error_not_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let write_only = dir.path().join("write-only");
    // (what standard input is, how it is opened)
    let table: [(&str, Opener); 2] = [
        ("a directory", |dir, _| std::fs::File::open(dir).unwrap()),
        ("a file open for writing only", |_, file| {
            std::fs::File::create(file).unwrap()
        }),
    ];
    for (what, open) in table {
        let stdin = open(dir.path(), &write_only);
        let output = Binary::english()
            .args(["--no-speech", "--no-sound", "--seed", "5"])
            .data_dir(dir.path())
            .stdin_from(stdin)
            .run();
        let stderr = output.stderr;
        assert_eq!(output.code, Some(1), "{what}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
        assert!(
            stderr.starts_with("accessible-2048: cannot read the input: "),
            "{what}: {stderr}"
        );
    }
    // An empty input is still the end of the game, and no error.
    let output = Binary::bare()
        .args(["--no-speech", "--no-sound", "--seed", "5"])
        .data_dir(dir.path())
        .run();
    assert_eq!(output.code, Some(0));
    assert!(output.stderr.is_empty(), "{:?}", output.stderr);
}
