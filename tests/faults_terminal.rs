//! Ctrl+Z and `fg` in a real terminal: the game runs under an interactive
//! bash in a private tmux server; Ctrl+Z stops it and gives the shell its
//! terminal back (cooked, echoing), `fg` continues it, and the game is in
//! raw mode again: a Shift+arrow pressed then is answered at once, with no
//! Enter and no echo of the key's escape sequence.
//!
//! tmux and bash must be installed; set `ACCESSIBLE_2048_SKIP_TMUX=1` to skip
//! knowingly where they cannot be.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::Tmux;
use tempfile::TempDir;

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");
const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_TMUX";
const DEADLINE: Duration = Duration::from_secs(30);

/// An interactive bash in a private tmux server.
struct Terminal {
    /// Before `_dir`, so that the server is killed while its socket exists.
    tmux: Tmux,
    _dir: TempDir,
}

impl Terminal {
    fn start(dir: TempDir) -> Terminal {
        let tmux = Tmux::new(dir.path().join("tmux.sock")).with_env("PS1", "$ ");
        tmux.run(&[
            "new-session",
            "-d",
            "-x",
            "120",
            "-y",
            "40",
            "bash --norc --noprofile -i",
        ]);
        Terminal { tmux, _dir: dir }
    }

    fn flags(&self) -> Vec<String> {
        let output = Command::new("stty")
            .args(["-a", "-F", &self.tmux.pane_tty()])
            .stdin(Stdio::null())
            .output()
            .expect("stty runs");
        String::from_utf8_lossy(&output.stdout)
            .split_whitespace()
            .map(str::to_string)
            .collect()
    }
}

fn have(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// How many lines of the screen hold `text` (a full slide line holds its
/// direction after the news: `4 D1. Right: ...`).
fn count(screen: &str, text: &str) -> usize {
    screen.lines().filter(|l| l.contains(text)).count()
}

fn quoted(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', r"'\''"))
}

#[test]
fn ctrl_z_then_fg_plays_on_in_raw_mode() {
    if !have("tmux") || !have("bash") {
        assert!(
            std::env::var_os(OPT_OUT).is_some_and(|v| !v.is_empty()),
            "tmux and bash are needed (apt-get install tmux bash), or set {OPT_OUT}=1"
        );
        return;
    }
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let terminal = Terminal::start(dir);
    terminal
        .tmux
        .wait_for("the shell's prompt", |s| !s.trim().is_empty());
    terminal.tmux.type_line(&format!(
        "{} --no-speech --no-sound --verbosity full --seed 7 --board '2 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0' --data-dir {}",
        quoted(Path::new(BIN)),
        quoted(&data)
    ));
    terminal
        .tmux
        .wait_for("the game", |s| s.contains("Cursor on A1"));

    terminal.tmux.run(&["send-keys", "C-z"]);
    terminal
        .tmux
        .wait_for("the shell to say the game stopped", |s| {
            s.contains("Stopped")
        });

    terminal.tmux.type_line("fg");
    // Raw mode is set again as soon as the game continues.
    let start = Instant::now();
    while !terminal.flags().iter().any(|f| f == "-icanon") {
        assert!(start.elapsed() < DEADLINE, "raw mode is not set again");
        sleep(Duration::from_millis(40));
    }
    let before = count(&terminal.tmux.capture(), "Right:");
    terminal.tmux.run(&["send-keys", "S-Right"]);
    let screen = terminal
        .tmux
        .wait_for("an answer to Shift+Right", |s| count(s, "Right:") > before);
    assert!(!screen.contains("^[[1;2C"), "the key was echoed:\n{screen}");

    terminal.tmux.run(&["send-keys", "C-c"]);
    terminal
        .tmux
        .wait_for("the game to say goodbye", |s| s.contains("Goodbye"));
    terminal.tmux.type_line("echo GAME-ENDED $?");
    terminal.tmux.wait_for("the game's exit status 0", |s| {
        s.lines().any(|l| l.trim() == "GAME-ENDED 0")
    });
}
