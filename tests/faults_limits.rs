//! Faults under resource limits, through the real binary in line mode: a
//! file-size limit smaller than a save (`ulimit -f`) is a failed write said
//! once, with the last good save kept; a small address space (`ulimit -v`)
//! still gives hints (from smaller tables), and a game that cannot start
//! says why.

#![cfg(unix)]

mod common;

use std::fs;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Command;

use common::{Run, game_command, run_with_input};

/// The game on `data_dir`, without speech, with `resource` limited to
/// `bytes` (as `ulimit` sets it in a shell).
fn limited(data_dir: &Path, args: &[&str], resource: libc::c_int, bytes: u64) -> Command {
    let mut all = vec!["--no-speech"];
    all.extend_from_slice(args);
    let mut command = game_command(&all, data_dir);
    // SAFETY: setrlimit is async-signal-safe and touches nothing else.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes as libc::rlim_t,
                rlim_max: bytes as libc::rlim_t,
            };
            if libc::setrlimit(resource as _, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command
}

#[test]
fn a_save_past_the_file_size_limit_is_said_once_and_the_last_good_save_kept() {
    let dir = tempfile::tempdir().unwrap();
    let first = run_with_input(
        game_command(&["--no-speech", "--seed", "3"], dir.path()),
        b"left\nquit\n",
    );
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    let save = dir.path().join("game.json");
    let small = fs::metadata(&save).unwrap().len();
    // Room for the save as it is, not for one with a longer history.
    let limit = small + 64;
    let run = run_with_input(
        limited(dir.path(), &[], libc::RLIMIT_FSIZE as _, limit),
        b"up\nright\ndown\nleft\nup\nright\ndown\nleft\nquit\n",
    );
    // Not killed by SIGXFSZ: the game ends by itself, with 1 as the moves
    // past the limit are lost, which it says before the goodbye.
    assert_eq!(run.code, Some(1), "{run:?}");
    let lines = run.lines();
    let told = lines
        .iter()
        .filter(|line| line.starts_with("Progress cannot be saved"))
        .count();
    assert_eq!(told, 1, "{lines:?}");
    let lost = lines
        .iter()
        .position(|line| line.starts_with("The last moves could not be saved"));
    let goodbye = lines.iter().position(|line| line.starts_with("Goodbye"));
    assert!(
        lost.is_some() && lost < goodbye,
        "the lost moves are said before the goodbye: {lines:?}"
    );
    assert!(
        lost.is_some_and(|at| lines[at].contains("resumes at move 1")),
        "the save still holds the first run's one move: {lines:?}"
    );
    assert!(fs::metadata(&save).unwrap().len() <= limit);
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(names.is_empty(), "temporary files left: {names:?}");
    let resumed = run_with_input(game_command(&["--no-speech"], dir.path()), b"quit\n");
    assert!(
        resumed.lines()[0].starts_with("Game resumed"),
        "the last good save resumes: {resumed:?}"
    );
}

/// The lines of a game run under an address-space limit of `kib` KiB.
fn under_memory_limit(kib: u64, input: &str) -> Run {
    let dir = tempfile::tempdir().unwrap();
    run_with_input(
        limited(
            dir.path(),
            &["--seed", "1"],
            libc::RLIMIT_AS as _,
            kib * 1024,
        ),
        input.as_bytes(),
    )
}

#[test]
fn hints_answer_in_a_small_address_space() {
    let run = under_memory_limit(32 * 1024, "hint\nleft\nhint\nquit\n");
    assert_eq!(run.code, Some(0), "{run:?}");
    let hints = run
        .lines()
        .iter()
        .filter(|line| line.starts_with("Hint: slide"))
        .count();
    assert_eq!(hints, 2, "{run:?}");
}

#[test]
fn in_a_tiny_address_space_the_game_plays_or_says_why_not() {
    for kib in [16 * 1024, 12 * 1024] {
        let run = under_memory_limit(kib, "left\nhint\nquit\n");
        let lines = run.lines();
        let played = run.code == Some(0)
            && lines
                .iter()
                .any(|line| line.contains("new 2") && line.contains("A3"))
            && lines.iter().any(|line| line.starts_with("Goodbye"));
        let said = run.code.is_some_and(|code| code != 0)
            && run.stderr.lines().count() == 1
            && !run.stderr.contains("panicked");
        assert!(played || said, "{kib} KiB: {run:?}");
    }
}
