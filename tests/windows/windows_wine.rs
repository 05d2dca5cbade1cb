//! The Windows build, run under wine: the cross-built release `.exe` named
//! by `ACCESSIBLE_2048_WINDOWS_EXE` (`.ci/run` builds it for
//! `x86_64-pc-windows-gnu` and sets the variable) must print exactly what
//! the Linux binary prints for
//!
//! - `--version`;
//! - `slide --json` on a known board;
//! - a line-mode game with `--no-speech` and no `--data-dir`, which saves in
//!   the Windows data directory (`%APPDATA%\accessible-2048\data` inside
//!   the wine prefix, byte for byte the save the Linux binary writes) and
//!   resumes from it in a second run, which removes the temporary files a
//!   killed game left there;
//! - the key mode in a tmux pane (wine makes the pane the game's console):
//!   arrows, Shift+arrows and letters give the same lines as on Linux, and
//!   Q, Y quit.
//!
//! The prefix, with its shim for wine 8.0, comes from `windows/wine.rs`.
//!
//! What wine cannot show here: Ctrl+C, Ctrl+Break and closing the console
//! window (wine 8.0 ends the process itself, with status 0, on SIGINT or a
//! typed Ctrl+C, whether or not the game handles the console event: tried by
//! hand with a build without the handler; there is no window to close and no
//! key for Ctrl+Break in a terminal), speech (no screen reader, and no WinRT
//! voices in wine) and the Windows UI language (wine derives it from the
//! same `LANG` the game reads first; the choice is unit-tested in
//! `i18n::language`) and sound (the runs pass `--no-sound` on both sides:
//! with no sound card here, whether wine's audio driver opens a device is
//! not what this test checks).
//!
//! The test is ignored by a plain `cargo test`; `.ci/run` runs it with
//! `--ignored`, where the variable must name the build and wine, mingw-w64
//! and tmux must be installed, or the test fails.

use crate::common;
use crate::wine;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::time::Duration;

use common::tmux::Tmux;
use wine::{DEADLINE, Wine, finish, quoted, text};

const EXE_VARIABLE: &str = "ACCESSIBLE_2048_WINDOWS_EXE";
const NATIVE: &str = env!("CARGO_BIN_EXE_accessible-2048");

/// A prefix with the `.exe` the variable names; a failure naming the
/// variable when it names none.
#[track_caller]
fn start() -> Wine {
    let Some(exe) = std::env::var_os(EXE_VARIABLE).filter(|v| !v.is_empty()) else {
        panic!("{EXE_VARIABLE} must name a Windows build (.ci/run builds one and sets it)");
    };
    Wine::start(&PathBuf::from(exe))
}

/// Runs `line` in a private tmux server's pane, presses `keys` once the game
/// has opened, and returns the pane's non-empty lines once it has ended.
fn in_a_pane(wine: &Wine, line: &str, keys: &[&str]) -> Vec<String> {
    // A tmux server of its own for each pane: a server still shutting down
    // from the last pane must not meet the next one on its socket.
    static PANES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let pane = PANES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmux = Tmux::new(wine.dir().join(format!("tmux-{pane}.sock"))).waiting_up_to(DEADLINE);
    let script = format!("unset DISPLAY; {line}; echo ENDED $?; sleep 600");
    tmux.run(&["new-session", "-d", "-x", "100", "-y", "40", &script]);
    tmux.wait_for("the game's opening", |screen| screen.contains("New game"));
    for key in keys {
        tmux.press(&[key]);
        std::thread::sleep(Duration::from_millis(300));
    }
    let screen = tmux.wait_for("the game's end", |screen| screen.contains("ENDED "));
    let lines: Vec<String> = screen
        .lines()
        .map(|l| l.trim_end().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(
        lines.last().map(String::as_str),
        Some("ENDED 0"),
        "{lines:?}"
    );
    lines
}

/// The Linux binary with the same arguments and input (and the game's files
/// in `data_dir`, if given).
fn native(args: &[&str], data_dir: Option<&Path>, input: &str) -> Output {
    let mut command = common::Binary::english().args(args).command();
    if let Some(dir) = data_dir {
        command.arg("--data-dir").arg(dir);
    }
    let child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the Linux binary starts");
    finish(child, input)
}

#[track_caller]
fn assert_ran(output: &Output, what: &str) {
    assert_eq!(
        output.status.code(),
        Some(0),
        "{what} failed under wine: {}",
        text(&output.stderr)
    );
    assert!(
        !text(&output.stderr).contains("panicked"),
        "{what}: {}",
        text(&output.stderr)
    );
}

/// The `Position:` line a game printed last.
fn last_position(output: &Output) -> String {
    text(&output.stdout)
        .lines()
        .rev()
        .find(|line| line.starts_with("Position: "))
        .unwrap_or_else(|| panic!("no position in {}", text(&output.stdout)))
        .to_string()
}

#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn the_windows_build_runs_under_wine() {
    let wine = start();

    // --version
    let version = wine.run(&["--version"], "");
    assert_ran(&version, "--version");
    assert_eq!(
        text(&version.stdout).trim_end(),
        format!("accessible-2048 {}", env!("CARGO_PKG_VERSION"))
    );

    // slide --json on a known board, as on Linux.
    let slide = [
        "slide",
        "--json",
        "left",
        "--board",
        "2 2 0 0/0 4 4 0/0 0 0 0/8 0 8 2",
    ];
    let windows = wine.run(&slide, "");
    assert_ran(&windows, "slide --json");
    let linux_dir = tempfile::tempdir().unwrap();
    let linux = native(&slide, None, "");
    assert!(
        text(&windows.stdout).contains(r#""score_gain":28"#),
        "{}",
        text(&windows.stdout)
    );
    assert_eq!(text(&windows.stdout), text(&linux.stdout));

    // A line-mode game that saves in %APPDATA%, then resumes from it.
    let first = ["--no-speech", "--no-sound", "--seed", "7"];
    let moves = "left\nup\nposition\nquit\n";
    let windows = wine.run(&first, moves);
    assert_ran(&windows, "a line-mode game");
    let linux = native(&first, Some(linux_dir.path()), moves);
    assert_eq!(text(&windows.stdout), text(&linux.stdout));
    let saved = wine.data_dir().join("game.json");
    // The same save but for the game's identifier, which is random on
    // every platform.
    let without_id = |text: String| {
        let mut save: serde_json::Value = serde_json::from_str(&text).expect("a JSON save");
        let id = save.as_object_mut().and_then(|save| save.remove("id"));
        assert!(
            id.is_some_and(|id| id.is_string()),
            "the save has an id: {text}"
        );
        save
    };
    assert_eq!(
        without_id(fs::read_to_string(&saved).expect("the game is saved in %APPDATA%")),
        without_id(fs::read_to_string(linux_dir.path().join("game.json")).unwrap()),
        "the save under wine differs from the Linux one"
    );

    // Temporary files a killed game left: removed at the next start, as on
    // Linux (the saved game's and the records' by the lock's holder, the
    // probe once older than a minute).
    let leftovers = [
        (".game.json.Ab3xYz.tmp", false),
        (".records.json.1234.tmp", false),
        (".write-check.Q1w2E3", true),
    ];
    for (name, aged) in leftovers {
        let file = fs::File::create(wine.data_dir().join(name)).unwrap();
        if aged {
            file.set_modified(std::time::SystemTime::now() - Duration::from_secs(120))
                .unwrap();
        }
    }
    let again = "position\nquit\n";
    let windows = wine.run(&["--no-speech", "--no-sound"], again);
    assert_ran(&windows, "resuming");
    for (name, _) in leftovers {
        assert!(
            !wine.data_dir().join(name).exists(),
            "{name} is left in %APPDATA%"
        );
    }
    let linux = native(
        &["--no-speech", "--no-sound"],
        Some(linux_dir.path()),
        again,
    );
    assert_eq!(text(&windows.stdout), text(&linux.stdout));
    assert!(
        text(&windows.stdout).starts_with("Game resumed"),
        "{}",
        text(&windows.stdout)
    );
    assert_eq!(
        last_position(&windows),
        "Position: 4 0 4 0/2 0 0 0/0 0 0 0/4 0 0 0"
    );

    // The key mode in a real terminal: wine gives the game a tmux pane as
    // its console; the same keys give the same lines as on Linux.
    let keys = ["Right", "S-Left", "p", "S", "x", "q", "y"];
    let args = ["--no-speech", "--no-sound", "--seed", "5"];
    let on_windows = in_a_pane(&wine, &wine.shell_line(&args), &keys);
    let linux_dir = tempfile::tempdir().unwrap();
    let mut linux_line = vec![NATIVE.to_string()];
    linux_line.extend(args.iter().map(|a| a.to_string()));
    linux_line.extend([
        "--data-dir".to_string(),
        linux_dir.path().display().to_string(),
    ]);
    let on_linux = in_a_pane(&wine, &quoted(&linux_line), &keys);
    assert_eq!(on_windows, on_linux);
    assert!(on_windows.len() >= keys.len() + 2, "{on_windows:?}");
}
