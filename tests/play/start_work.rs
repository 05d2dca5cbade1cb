//! The game starts without building what it may never use: the hint
//! search's row tables (1.9 MB) are built by the first hint, not at launch.
//! Seen through the real binary's resident memory (Linux `/proc`): it grows
//! by the tables' size at the first hint, not before. The position has one
//! legal slide, so that hint needs the tables and nothing else.

#![cfg(target_os = "linux")]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::time::Duration;

use common::game_command;

/// The process's anonymous resident memory, in KiB.
fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("the game runs");
    status
        .lines()
        .find_map(|line| line.strip_prefix("RssAnon:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("RssAnon in /proc/PID/status")
}

#[test]
fn the_hint_tables_are_built_by_the_first_hint_not_at_launch() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = game_command(
        &["--no-speech", "--board", "2 0 0 0/4 0 0 0/8 0 0 0/16 0 0 0"],
        dir.path(),
    )
    .stdin(Stdio::piped())
    .stdout(Stdio::piped())
    .stderr(Stdio::null())
    .spawn()
    .expect("the game starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut answer = |command: &str, starts: &str| {
        writeln!(stdin, "{command}").unwrap();
        stdin.flush().unwrap();
        let mut line = String::new();
        while !line.starts_with(starts) {
            line.clear();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "the game ended");
        }
    };
    answer("score", "Score");
    // Time for any work started at launch to finish.
    std::thread::sleep(Duration::from_millis(500));
    let before = resident_kib(child.id());
    answer("hint", "Hint");
    let after = resident_kib(child.id());
    answer("quit", "Goodbye");
    let _ = child.wait();
    assert!(
        after >= before + 1024,
        "the first hint built the tables: {before} KiB before it, {after} KiB after"
    );
}
