//! Faults under resource limits, through the real binary in line mode: a
//! file-size limit smaller than a save (`ulimit -f`) is a failed write said
//! once, with the last good save kept; a small address space (`ulimit -v`)
//! still gives hints (from smaller tables), a game that cannot start says
//! why (a thread that cannot start named as such), and `bench` short of
//! memory says so instead of aborting, and `autoplay` short of memory,
//! with any number of jobs, says the one out-of-memory line.

#![cfg(unix)]

use crate::common;

use std::fs;
use std::path::Path;

use common::{Binary, Run, game_command, run_with_input};

/// The game on `data_dir`, without speech, with `resource` limited to
/// `bytes` (as `ulimit` sets it in a shell).
fn limited(data_dir: &Path, args: &[&str], resource: libc::c_int, bytes: u64) -> Binary {
    let mut all = vec!["--no-speech"];
    all.extend_from_slice(args);
    Binary::game(&all, data_dir).limit(resource, bytes)
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
    let run = limited(dir.path(), &[], libc::RLIMIT_FSIZE as _, limit)
        .stdin(b"up\nright\ndown\nleft\nup\nright\ndown\nleft\nquit\n")
        .run();
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
    limited(
        dir.path(),
        &["--seed", "1"],
        libc::RLIMIT_AS as _,
        kib * 1024,
    )
    .stdin(input)
    .run()
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

/// Over a sweep of address-space limits, from too small to start to
/// ample, with a slide and a hint: every run plays to its goodbye or says
/// in one line why not, never aborts (the standard library's own
/// out-of-memory message) or hangs; and somewhere in the sweep an
/// allocation the game cannot do without fails, and is said in the
/// game's own line.
#[test]
fn in_a_tiny_address_space_the_game_plays_or_says_why_not() {
    let mut out_of_memory = 0;
    for kib in (8_000u64..=20_000).step_by(100) {
        let run = under_memory_limit(kib, "left\nhint\nquit\n");
        let lines = run.lines();
        let played = run.code == Some(0)
            && lines
                .iter()
                .any(|line| line.contains("new 2") && line.contains("A3"))
            && lines.iter().any(|line| line.starts_with("Goodbye"));
        assert!(played || ended_in_order(&run), "{kib} KiB: {run:?}");
        if run.stderr.starts_with("accessible-2048: out of memory") {
            assert_eq!(run.code, Some(1), "{kib} KiB: {run:?}");
            assert_eq!(
                run.stderr,
                accessible_2048::out_of_memory::LINE,
                "{kib} KiB: {run:?}"
            );
            out_of_memory += 1;
        }
    }
    assert!(out_of_memory > 0, "no limit of the sweep ran out of memory");
}

/// Whether a run under a memory limit ended in order: it did its work
/// (exit 0), or it said in one line why not, with a failure's exit status
/// and no panic or abort. A shared library that cannot even be loaded
/// (the dynamic loader's line, exit 127) or that aborts while it is set up
/// (GLib's line), before any code of the game runs, is outside the game.
fn ended_in_order(run: &Run) -> bool {
    let one_line = run.stderr.lines().count() == 1;
    let outside = run.stderr.contains("error while loading shared libraries")
        || run.stderr.starts_with("GLib");
    run.code == Some(0)
        || (outside && one_line)
        || (run.code.is_some_and(|code| code != 0 && code != 101)
            && one_line
            && run.stderr.starts_with("accessible-2048: ")
            && !run.stderr.contains("panicked")
            && !run.stderr.contains("memory allocation"))
}

/// `bench` short of memory says so in one line (exit 1) instead of
/// aborting (an allocation failure) or panicking (the search tables).
#[test]
fn a_bench_short_of_memory_says_so_in_one_line() {
    for kib in [16_000u64, 15_000, 14_000, 13_000, 12_000] {
        let run = Binary::bare()
            .arg("bench")
            .memory_limit(kib * 1024)
            .stdin(b"")
            .run();
        assert!(ended_in_order(&run), "{kib} KiB: {run:?}");
        if run.code == Some(1) {
            assert!(
                run.stderr
                    .starts_with("accessible-2048: cannot run the bench: not enough memory for "),
                "{kib} KiB: {run:?}"
            );
        }
    }
}

/// Over a sweep of address-space limits, from too small to start to
/// ample, in steps smaller than a reading thread's stack: a reading thread
/// that cannot start is said as such (somewhere in the sweep it cannot),
/// never as input that cannot be read (the input is a pipe, which reads
/// fine).
#[test]
fn a_thread_that_cannot_start_is_said_as_such() {
    let (mut played, mut said) = (0, 0);
    for kib in (8_000u64..=16_000).step_by(100) {
        let run = under_memory_limit(kib, "quit\n");
        assert!(
            !run.stderr.contains("cannot read the input"),
            "{kib} KiB: {run:?}"
        );
        if run.stderr.contains("cannot start the thread") {
            let lines: Vec<&str> = run.stderr.lines().collect();
            assert!(
                lines.len() == 1
                    && lines[0].starts_with(
                        "accessible-2048: cannot start the thread that reads the input: "
                    ),
                "{kib} KiB: {run:?}"
            );
            assert_eq!(run.code, Some(1), "{kib} KiB: {run:?}");
            said += 1;
        }
        if run.code == Some(0) {
            played += 1;
        }
    }
    assert!(played > 0 && said > 0, "{played} played, {said} said");
}

/// `accessible-2048 ARGS` under an address-space limit of `mib` MiB.
fn under_address_limit(args: &[&str], mib: u64) -> Run {
    Binary::bare()
        .args(args)
        .memory_limit(mib << 20)
        .stdin(b"")
        .run()
}

/// `autoplay` short of memory, with 1 to 32 jobs, over a sweep of
/// address-space limits from the least the binary starts in to ample:
/// every run plays its games (exit 0) or says the game's one
/// out-of-memory line (exit 1), never the standard library's panic that
/// a thread failed to spawn (101) or an abort (134); and with each job
/// count some limit of the sweep is short.
#[test]
fn autoplay_short_of_memory_says_the_one_line_for_any_job_count() {
    let floor = (4u64..256)
        .find(|&mib| under_address_limit(&["--version"], mib).code == Some(0))
        .expect("the binary starts in 256 MiB");
    let sweeps: [(&str, &[u64]); 4] = [
        ("1", &[0, 1, 2, 3, 4, 6, 8, 12, 16]),
        ("2", &[0, 1, 2, 3, 4, 6, 8, 12, 16]),
        ("8", &[0, 2, 4, 8, 12, 16, 24, 48]),
        ("32", &[0, 4, 8, 16, 32, 64, 128, 192]),
    ];
    for (jobs, above) in sweeps {
        let mut short = 0;
        for mib in above.iter().map(|above| floor + above) {
            let args = [
                "autoplay",
                "--size",
                "3",
                "--budget-ms",
                "1",
                "--games",
                jobs,
                "--jobs",
                jobs,
            ];
            let run = under_address_limit(&args, mib);
            if run.code == Some(0) {
                continue;
            }
            assert_eq!(run.code, Some(1), "{jobs} jobs, {mib} MiB: {run:?}");
            assert_eq!(
                run.stderr,
                accessible_2048::out_of_memory::LINE,
                "{jobs} jobs, {mib} MiB: {run:?}"
            );
            short += 1;
        }
        assert!(short > 0, "{jobs} jobs: no limit of the sweep was short");
    }
}
