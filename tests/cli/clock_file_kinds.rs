//! `ACCESSIBLE_2048_CLOCK_FILE` naming what is not a small regular file,
//! through the real binary: a FIFO with no writer, `/dev/zero`, a
//! directory, a missing file and a file far longer than a number are each
//! said in one line on standard error, and the system clock is read: the
//! command answers at once (no wait for a first line, no reading until
//! memory runs out).

#![cfg(unix)]

use crate::common::{Binary, Run};

use std::path::Path;

use accessible_2048::engine::{Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::share::encode;

/// `verify CODE` with the clock file at `clock`, under a 1 GiB address
/// space (so a read without end stops there); a hang fails the test after
/// [`crate::common::RUN_DEADLINE`] (a command that answers at once takes a
/// fraction of it even on a loaded machine).
fn verify_with_clock(clock: &Path) -> Run {
    let mut game = RecordedGame::new(Origin::Seed(5), GameConfig::default()).unwrap();
    for direction in Direction::ALL {
        game.slide(direction);
    }
    Binary::bare()
        .args(["verify", &encode(game.record()).unwrap()])
        .env("LANG", "C")
        .env_remove("ACCESSIBLE_2048_TODAY")
        .env("ACCESSIBLE_2048_CLOCK_FILE", clock)
        .memory_limit(1 << 30)
        .run()
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
        let Run {
            code,
            stderr: error,
            ..
        } = verify_with_clock(clock);
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
