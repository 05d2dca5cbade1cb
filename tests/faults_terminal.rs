//! Ctrl+Z and `fg` in a real terminal: the game runs under an interactive
//! bash in a private tmux server; Ctrl+Z stops it and gives the shell its
//! terminal back (cooked, echoing), `fg` continues it, and the game is in
//! raw mode again: a Shift+arrow pressed then is answered at once, with no
//! Enter and no echo of the key's escape sequence.
//!
//! tmux and bash must be installed; set `ACCESSIBLE_2048_SKIP_TMUX=1` to skip
//! knowingly where they cannot be.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use tempfile::TempDir;

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");
const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_TMUX";
const DEADLINE: Duration = Duration::from_secs(30);

struct Terminal {
    _dir: TempDir,
    socket: PathBuf,
}

impl Terminal {
    fn start(dir: TempDir) -> Terminal {
        let socket = dir.path().join("tmux.sock");
        let terminal = Terminal { _dir: dir, socket };
        terminal.tmux(&[
            "new-session",
            "-d",
            "-x",
            "120",
            "-y",
            "40",
            "bash --norc --noprofile -i",
        ]);
        terminal
    }

    fn tmux(&self, args: &[&str]) -> Output {
        let output = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .arg("-f")
            .arg("/dev/null")
            .args(args)
            .env_remove("TMUX")
            .env("TERM", "xterm-256color")
            .env("PS1", "$ ")
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .stdin(Stdio::null())
            .output()
            .expect("tmux runs");
        assert!(output.status.success(), "tmux {args:?} failed");
        output
    }

    fn type_line(&self, line: &str) {
        self.tmux(&["send-keys", "-l", line]);
        self.tmux(&["send-keys", "Enter"]);
    }

    fn capture(&self) -> String {
        let output = self.tmux(&["capture-pane", "-p", "-J", "-S", "-"]);
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    #[track_caller]
    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.capture();
            if ready(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "waited for {what}; the pane shows:\n{screen}"
            );
            sleep(Duration::from_millis(40));
        }
    }

    fn flags(&self) -> Vec<String> {
        let tty = self.tmux(&["display-message", "-p", "#{pane_tty}"]);
        let tty = String::from_utf8_lossy(&tty.stdout).trim().to_string();
        let output = Command::new("stty")
            .args(["-a", "-F", &tty])
            .stdin(Stdio::null())
            .output()
            .expect("stty runs");
        String::from_utf8_lossy(&output.stdout)
            .split_whitespace()
            .map(str::to_string)
            .collect()
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .arg("kill-server")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
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

fn count(screen: &str, start: &str) -> usize {
    screen.lines().filter(|l| l.starts_with(start)).count()
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
    terminal.wait_for("the shell's prompt", |s| !s.trim().is_empty());
    terminal.type_line(&format!(
        "{} --no-speech --no-sound --verbosity full --seed 7 --board '2 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0' --data-dir {}",
        quoted(Path::new(BIN)),
        quoted(&data)
    ));
    terminal.wait_for("the game", |s| s.contains("Cursor on A1"));

    terminal.tmux(&["send-keys", "C-z"]);
    terminal.wait_for("the shell to say the game stopped", |s| {
        s.contains("Stopped")
    });

    terminal.type_line("fg");
    // Raw mode is set again as soon as the game continues.
    let start = Instant::now();
    while !terminal.flags().iter().any(|f| f == "-icanon") {
        assert!(start.elapsed() < DEADLINE, "raw mode is not set again");
        sleep(Duration::from_millis(40));
    }
    let before = count(&terminal.capture(), "Right:");
    terminal.tmux(&["send-keys", "S-Right"]);
    let screen = terminal.wait_for("an answer to Shift+Right", |s| count(s, "Right:") > before);
    assert!(!screen.contains("^[[1;2C"), "the key was echoed:\n{screen}");

    terminal.tmux(&["send-keys", "C-c"]);
    terminal.wait_for("the game to say goodbye", |s| s.contains("Goodbye"));
    terminal.type_line("echo GAME-ENDED $?");
    terminal.wait_for("the game's exit status 0", |s| {
        s.lines().any(|l| l.trim() == "GAME-ENDED 0")
    });
}
