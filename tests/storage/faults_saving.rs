//! A failed save said where it belongs, through the real binary in line
//! mode: a data directory that fills up or turns read-only while playing
//! is said once when saving starts to fail, again when it fails anew after
//! working again, and "Saving works again." between; at quit, before the
//! goodbye, the game says which moves are lost (and the move the next
//! start resumes), that the records could not be written, and exits with
//! status 1; a disk that cannot flush (`fsync` failing, injected with
//! strace) is said as "not yet safe on disk", never as a file that cannot
//! be written, and a failed final flush is said before the goodbye. A
//! read-only config directory opens the very first start without an error
//! line for the tutorial's offer, which is offered once all the same.
//!
//! CI runs as root, where permission bits stop no write: full and read-only
//! directories are small tmpfs mounts, unmounted whatever the test's end.
//! Mounting needs root, which the README's test command does not ask for, so
//! the tests that mount are ignored by a plain `cargo test` (counted as
//! ignored, never as passed) and `.ci/run` runs them, as root, with
//! `--ignored`: there a mount that fails fails the test, unless
//! `ACCESSIBLE_2048_SKIP_MOUNTS` says to skip it knowingly.

use crate::common;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use accessible_2048::narration::Message;
use common::game_command;
use common::line_game::LineGame;
use common::tmux::{Game, Tmux};
use tempfile::TempDir;

/// Set to skip, knowingly, the tests that need mounts (not root).
const NO_MOUNTS: &str = "ACCESSIBLE_2048_SKIP_MOUNTS";
/// Set to skip, knowingly, the tests that need strace.
const NO_STRACE: &str = "ACCESSIBLE_2048_SKIP_STRACE";

/// A tmpfs mounted on a fresh directory, unmounted when dropped (even when
/// the test fails, or a game still holds a file there).
struct Mounted {
    point: TempDir,
}

impl Mounted {
    /// A tmpfs of `kib` KiB; `None` (the test skipped, saying so) when
    /// mounting is not possible here and [`NO_MOUNTS`] is set.
    #[track_caller]
    fn tmpfs(kib: u32) -> Option<Mounted> {
        Mounted::tmpfs_with(&format!("size={kib}k"))
    }

    /// An empty read-only tmpfs.
    #[track_caller]
    fn read_only_tmpfs() -> Option<Mounted> {
        Mounted::tmpfs_with("ro,size=4k")
    }

    #[track_caller]
    fn tmpfs_with(options: &str) -> Option<Mounted> {
        let point = tempfile::tempdir().expect("a mount point");
        let status = Command::new("mount")
            .args(["-t", "tmpfs", "-o", options, "tmpfs"])
            .arg(point.path())
            .stderr(Stdio::null())
            .status();
        if status.is_ok_and(|status| status.success()) {
            return Some(Mounted { point });
        }
        if std::env::var_os(NO_MOUNTS).is_some_and(|v| !v.is_empty()) {
            eprintln!("skipped: a tmpfs cannot be mounted here and {NO_MOUNTS} is set");
            return None;
        }
        panic!(
            "these tests mount small tmpfs file systems (full and read-only data \
             directories): run them as root, or set {NO_MOUNTS}=1 to skip them knowingly"
        );
    }

    fn path(&self) -> &Path {
        self.point.path()
    }

    /// The game's data directory, inside the mount.
    fn data_dir(&self) -> PathBuf {
        self.path().join("d")
    }

    /// Mounts a read-only file system over the game's data directory: the
    /// game's next writes there fail as on a disk made read-only (the
    /// files the game holds open keep it from remounting this one
    /// read-only). [`Mounted::writable`] takes it away.
    fn read_only(&self) {
        let status = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "ro,size=4k", "tmpfs"])
            .arg(self.data_dir())
            .status()
            .expect("mount runs");
        assert!(status.success(), "mount a read-only tmpfs");
    }

    /// Takes away what [`Mounted::read_only`] put over the data directory.
    fn writable(&self) {
        let status = Command::new("umount")
            .arg(self.data_dir())
            .status()
            .expect("umount runs");
        assert!(status.success(), "umount the read-only tmpfs");
    }

    /// Fills the file system up with one file (removed by [`Mounted::empty`]).
    /// The game's writer thread closes the files its saves replaced within
    /// a second, which frees their space: what they free is filled too.
    fn fill(&self) {
        let mut file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.path().join("fill"))
            .expect("the filler");
        let block = [0u8; 4096];
        while file.write_all(&block).is_ok() {}
        std::thread::sleep(Duration::from_millis(1500));
        while file.write_all(&block).is_ok() {}
    }

    /// Frees what [`Mounted::fill`] took.
    fn empty(&self) {
        fs::remove_file(self.path().join("fill")).expect("remove the filler");
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        // Lazy, and with what is mounted inside: a game killed by a
        // failing test may still hold a file.
        let _ = Command::new("umount")
            .arg("-l")
            .arg(self.path())
            .stderr(Stdio::null())
            .status();
    }
}

/// The game on `data_dir` in line mode, at full verbosity (each answer one
/// line), a classic 8×8 game from seed 9.
fn command(data_dir: &Path) -> Command {
    game_command(
        &[
            "--no-speech",
            "--verbosity",
            "full",
            "--size",
            "8",
            "--seed",
            "9",
        ],
        data_dir,
    )
}

fn running(data_dir: &Path) -> LineGame {
    let mut command = command(data_dir);
    command.stderr(Stdio::null());
    LineGame::spawn(command)
}

/// Sends a slide and waits until its answer is printed (its save is then
/// made, or has failed).
#[track_caller]
fn slide(game: &mut LineGame, direction: &str) {
    let before = game.printed().len();
    game.send(direction);
    game.wait_for_count(before + 1);
}

/// Four slides that all move on seed 9's board.
const FOUR: [&str; 4] = ["left", "up", "right", "down"];

/// Something done to a mount.
type Step = fn(&Mounted);

fn position_of(lines: &[String], find: impl Fn(&str) -> bool) -> Option<usize> {
    lines.iter().position(|line| find(line))
}

#[test]
#[ignore = "mounts a tmpfs, which needs root: .ci/run runs it as root with --ignored"]
fn a_data_dir_that_fails_while_playing_is_said_at_quit_before_the_goodbye() {
    // (how the directory fails, how to make it work again)
    let cases: [(&str, Step, Step); 2] = [
        ("full", Mounted::fill, Mounted::empty),
        ("read-only", Mounted::read_only, Mounted::writable),
    ];
    for (case, fail, mend) in cases {
        let Some(mount) = Mounted::tmpfs(64) else {
            return;
        };
        let mut game = running(&mount.data_dir());
        for direction in FOUR {
            slide(&mut game, direction);
        }
        fail(&mount);
        slide(&mut game, "left");
        slide(&mut game, "right");
        let code = game.quit();
        let lines = game.printed();
        assert_eq!(code, Some(1), "{case}: {lines:?}");
        let goodbye = position_of(&lines, |l| l.starts_with("Goodbye")).expect("a goodbye");
        assert_eq!(
            goodbye,
            lines.len() - 1,
            "{case}: the goodbye is last: {lines:?}"
        );
        let lost = position_of(&lines, |l| {
            l.starts_with("The last moves could not be saved")
        })
        .unwrap_or_else(|| panic!("{case}: the lost moves are said: {lines:?}"));
        assert!(lost < goodbye, "{case}: {lines:?}");
        assert!(
            lines[lost].contains(&format!("resumes at move {}", FOUR.len())),
            "{case}: the move the next start resumes: {lines:?}"
        );
        let records = position_of(&lines, |l| l.starts_with("The best score and statistics"))
            .unwrap_or_else(|| panic!("{case}: the unkept records are said: {lines:?}"));
        assert!(records < goodbye, "{case}: {lines:?}");
        let unavailable: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("Progress cannot be saved"))
            .collect();
        assert_eq!(unavailable.len(), 1, "{case}: said once: {lines:?}");
        assert!(
            !lines[goodbye - 1..]
                .iter()
                .any(|l| l.contains("playing on")),
            "{case}: nothing says the game plays on at its end: {lines:?}"
        );

        // Once the directory works again, the next start resumes where the
        // save was, and the best score of the game is kept.
        mend(&mount);
        let mut resume = game_command(&["--no-speech", "--verbosity", "full"], &mount.data_dir());
        resume.stderr(Stdio::null());
        let mut next = LineGame::spawn(resume);
        next.wait_for_count(1);
        let code = next.quit();
        let lines = next.printed();
        assert_eq!(code, Some(0), "{case}: {lines:?}");
        assert!(
            lines[0].contains(&format!("{} moves", FOUR.len())),
            "{case}: {lines:?}"
        );
        let goodbye = lines.last().expect("a goodbye");
        let records: serde_json::Value = serde_json::from_slice(
            &fs::read(mount.data_dir().join("records.json")).expect("the records"),
        )
        .expect("json");
        let score: u64 = goodbye
            .trim_start_matches("Goodbye. Score ")
            .split(',')
            .next()
            .and_then(|score| score.parse().ok())
            .expect("a score");
        assert_eq!(
            records["best_score"].as_u64(),
            Some(score),
            "{case}: {records} {goodbye}"
        );
    }
}

#[test]
#[ignore = "mounts a tmpfs, which needs root: .ci/run runs it as root with --ignored"]
fn saving_that_works_again_is_said_and_so_is_a_new_failure() {
    let Some(mount) = Mounted::tmpfs(64) else {
        return;
    };
    let mut game = running(&mount.data_dir());
    slide(&mut game, "left");
    mount.fill();
    slide(&mut game, "up");
    slide(&mut game, "right");
    mount.empty();
    slide(&mut game, "down");
    mount.fill();
    slide(&mut game, "left");
    mount.empty();
    let code = game.quit();
    let lines = game.printed();
    let said: Vec<&str> = lines
        .iter()
        .filter_map(|line| {
            if line.starts_with("Progress cannot be saved") {
                Some("failed")
            } else if line == "Saving works again." {
                Some("works")
            } else {
                None
            }
        })
        .collect();
    assert_eq!(said, ["failed", "works", "failed"], "{lines:?}");
    assert_eq!(
        code,
        Some(0),
        "everything was saved at quit after all: {lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("The last moves")),
        "{lines:?}"
    );
}

#[test]
fn a_failed_flush_is_said_as_not_yet_safe_and_at_quit_before_the_goodbye() {
    if !common::require("strace", "-V", NO_STRACE, "strace") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut command = common::Binary::english()
        .args(command_args(dir.path()))
        .under_strace(&["-e", "inject=fsync:error=EIO"])
        .command();
    command.stderr(Stdio::null());
    let mut game = LineGame::spawn(command);
    game.wait_for_count(1);
    slide(&mut game, "left");
    slide(&mut game, "up");
    // The writer thread flushes within a second; the failure is said when
    // the game is idle or at the next save, whichever comes first.
    game.wait_for("the failed flush", |l| {
        l.starts_with("Progress is not yet safe on disk")
    });
    slide(&mut game, "right");
    let code = game.quit();
    let lines = game.printed();
    assert_eq!(code, Some(1), "{lines:?}");
    assert!(
        !lines.iter().any(|l| l.contains("cannot be written")),
        "a file written is never said unwritten: {lines:?}"
    );
    let unsafe_lines: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("Progress is not yet safe on disk"))
        .map(|(n, _)| n)
        .collect();
    assert_eq!(unsafe_lines.len(), 1, "said once while playing: {lines:?}");
    let goodbye = position_of(&lines, |l| l.starts_with("Goodbye")).expect("a goodbye");
    let at_end = position_of(&lines, |l| {
        l.starts_with("The last moves are not yet safe on disk")
    })
    .unwrap_or_else(|| panic!("the failed final flush is said: {lines:?}"));
    // Right before the goodbye: the notice, which may take more than one
    // line of 80 columns (the path is long), and nothing else.
    let notice = lines[at_end..goodbye.max(at_end)].join(" ");
    assert!(
        at_end < goodbye && notice.ends_with("could not be confirmed)."),
        "the final flush is said right before the goodbye: {lines:?}"
    );
    // The file is there all the same: the next start resumes it.
    let saved = fs::read_to_string(dir.path().join("game.json")).expect("the save");
    assert!(saved.contains("\"moves\""), "{saved}");
}

/// The arguments [`command`] gives the game, for a game started by another
/// program (strace).
fn command_args(data_dir: &Path) -> Vec<std::ffi::OsString> {
    command(data_dir)
        .get_args()
        .map(std::ffi::OsStr::to_os_string)
        .collect()
}

/// Text with every run of white space made one space: the game breaks
/// long lines at spaces.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn english(id: &'static str) -> String {
    flat(&common::say(Message::new(id)))
}

const ENDED: &str = "GAME-ENDED";

/// Starts the game in a tmux pane of its own (keys, as a player at a
/// terminal) on `data` with its preferences in `config`; the pane shows
/// [`ENDED`] and the exit status once it ends.
fn in_terminal(data: &Path, config: &Path, args: &str) -> (Tmux, TempDir) {
    let dir = TempDir::new().expect("temp dir");
    let tmux = Game::new(dir.path())
        .no_speech()
        .no_sound()
        .data_dir(data)
        .args(&[
            "--config-dir".to_string(),
            config.to_string_lossy().into_owned(),
        ])
        .args(&args.split_whitespace().collect::<Vec<_>>())
        .after(&format!("echo {ENDED} $?"))
        .after("exec sleep 600")
        .start();
    (tmux, dir)
}

#[test]
#[ignore = "mounts a tmpfs, which needs root: .ci/run runs it as root with --ignored"]
fn a_read_only_config_dir_offers_the_tutorial_once_without_an_error_line() {
    if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
        return;
    }
    let Some(config) = Mounted::read_only_tmpfs() else {
        return;
    };
    let data = TempDir::new().expect("temp dir");
    let offer = english("tutorial-offer-keys");
    let (first, _dir) = in_terminal(data.path(), config.path(), "--seed 5");
    let screen = first.wait_for("the offer", |screen| flat(screen).contains(&offer));
    first.press(&["q"]);
    let screen = flat(&first.wait_for("the end", |s| s.contains(ENDED))) + &flat(&screen);
    assert!(
        !screen.contains("Preferences cannot be saved"),
        "no error line for a flag the player never set: {screen}"
    );
    assert!(screen.contains(&format!("{ENDED} 0")), "{screen}");

    // The next start knows the offer was made.
    let (second, _dir) = in_terminal(data.path(), config.path(), "--new --seed 6");
    let pointer = english("help-pointer-keys");
    second.wait_for("the opening", |screen| flat(screen).contains(&pointer));
    second.press(&["q"]);
    let screen = flat(&second.wait_for("the end", |s| s.contains(ENDED)));
    assert!(!screen.contains(&offer), "offered once: {screen}");
    assert!(!screen.contains("Preferences cannot be saved"), "{screen}");
}
