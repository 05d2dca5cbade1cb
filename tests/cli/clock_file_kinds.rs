//! `ACCESSIBLE_2048_CLOCK_FILE` naming what is not a small regular file,
//! through the real binary: a FIFO with no writer, `/dev/zero`, a
//! directory, a missing file and a file far longer than a number are each
//! said in one line on standard error, and the system clock is read: the
//! command answers at once (no wait for a first line, no reading until
//! memory runs out).

#![cfg(unix)]

use crate::common;

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use accessible_2048::engine::{Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::share::encode;

/// A hang is declared after this long (a command that answers at once
/// takes a fraction of it even on a loaded machine).
const HANG: Duration = Duration::from_secs(60);

/// `verify CODE` with the clock file at `clock`, under a 1 GiB address
/// space (so a read without end stops there): its exit status and standard
/// error, or `None` if it had not ended after [`HANG`] (it is then killed).
fn verify_with_clock(clock: &Path) -> Option<(Option<i32>, String)> {
    let mut game = RecordedGame::new(Origin::Seed(5), GameConfig::default()).unwrap();
    for direction in Direction::ALL {
        game.slide(direction);
    }
    let mut command = Command::new(common::binary());
    command
        .args(["verify", &encode(game.record()).unwrap()])
        .env("LANG", "C")
        .env_remove("ACCESSIBLE_2048_TODAY")
        .env("ACCESSIBLE_2048_CLOCK_FILE", clock)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe and touches nothing else.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: 1 << 30,
                rlim_max: 1 << 30,
            };
            if libc::setrlimit(libc::RLIMIT_AS as _, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command.spawn().unwrap();
    let started = Instant::now();
    while started.elapsed() < HANG {
        if child.try_wait().unwrap().is_some() {
            let output = child.wait_with_output().unwrap();
            let error = String::from_utf8_lossy(&output.stderr).into_owned();
            return Some((output.status.code(), error));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[test]
fn a_clock_file_that_is_no_small_regular_file_is_said_and_the_clock_read() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string; makes a FIFO in a fresh directory.
    assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
    let long = dir.path().join("long");
    std::fs::write(&long, "1".repeat(1 << 20)).unwrap();
    let table: [(&Path, &str); 5] = [
        (&fifo, "not a regular file"),
        (Path::new("/dev/zero"), "not a regular file"),
        (dir.path(), "not a regular file"),
        (&dir.path().join("missing"), "No such file"),
        (&long, "longer than 64 bytes"),
    ];
    for (clock, why) in table {
        let answered = verify_with_clock(clock);
        let (code, error) = answered.unwrap_or_else(|| panic!("{clock:?}: no answer"));
        assert_eq!(code, Some(0), "{clock:?}: {error}");
        assert_eq!(error.lines().count(), 1, "{clock:?}: {error}");
        assert!(
            error.starts_with("accessible-2048: ACCESSIBLE_2048_CLOCK_FILE names")
                && error.contains(why)
                && error.contains("the system clock is read"),
            "{clock:?}: {error}"
        );
    }
}
