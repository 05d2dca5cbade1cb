//! A tmux server of a test's own: its socket in the test's temp dir, no
//! config file, `TERM=xterm-256color` and the C locale whatever the
//! caller's, and no `TMUX` from an outer session. Commands that fail fail
//! the test; the server is killed when dropped, whatever happened.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use super::shell::shell_quote;

/// How long to wait for anything on the pane: generous, for loaded
/// machines (a caller may give longer, [`Tmux::waiting_up_to`]).
const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(40);

pub struct Tmux {
    socket: PathBuf,
    env: Vec<(&'static str, &'static str)>,
    /// Whether captures keep escape sequences (`capture-pane -e`).
    escapes: bool,
    /// How long [`Tmux::wait_for`] waits.
    deadline: Duration,
}

impl Tmux {
    /// A server on `socket` (started by the first `new-session`).
    pub fn new(socket: PathBuf) -> Tmux {
        Tmux {
            socket,
            env: Vec::new(),
            escapes: false,
            deadline: DEADLINE,
        }
    }

    /// [`Tmux::wait_for`] waits up to `deadline` (for programs that start
    /// slowly, such as a game under wine).
    pub fn waiting_up_to(mut self, deadline: Duration) -> Tmux {
        self.deadline = deadline;
        self
    }

    /// More environment for tmux and so for the session it starts.
    pub fn with_env(mut self, name: &'static str, value: &'static str) -> Tmux {
        self.env.push((name, value));
        self
    }

    /// Captures keep the escape sequences the program wrote.
    pub fn keeping_escapes(mut self) -> Tmux {
        self.escapes = true;
        self
    }

    /// Runs a tmux command; its standard output.
    #[track_caller]
    pub fn run(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .arg("-f")
            .arg("/dev/null")
            .args(args)
            .env_remove("TMUX")
            // A VTE terminal (where the suite may be run from) gets the
            // layout Orca reads; tmux is a terminal of its own.
            .env_remove("VTE_VERSION")
            .env("TERM", "xterm-256color")
            .envs(self.env.iter().copied())
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .stdin(Stdio::null())
            .output()
            .expect("tmux runs");
        assert!(
            output.status.success(),
            "tmux {args:?} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Presses keys, by tmux's names.
    pub fn press(&self, keys: &[&str]) {
        for key in keys {
            self.run(&["send-keys", key]);
        }
    }

    /// Types `line` as it is, then Enter.
    pub fn type_line(&self, line: &str) {
        self.run(&["send-keys", "-l", line]);
        self.run(&["send-keys", "Enter"]);
    }

    /// The whole pane with its history, long lines joined.
    pub fn capture(&self) -> String {
        let mut args = vec!["capture-pane", "-p", "-J", "-S", "-"];
        if self.escapes {
            args.push("-e");
        }
        self.run(&args)
    }

    /// Polls the pane until `ready` holds, failing after the deadline (30
    /// seconds unless [`Tmux::waiting_up_to`] said otherwise).
    #[track_caller]
    pub fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.capture();
            if ready(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < self.deadline,
                "waited {:?} for {what}; the pane shows:\n{screen}",
                self.deadline
            );
            sleep(POLL);
        }
    }

    /// The terminal device of the pane.
    pub fn pane_tty(&self) -> String {
        self.run(&["display-message", "-p", "#{pane_tty}"])
            .trim()
            .to_string()
    }
}

impl Drop for Tmux {
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

/// The game in a tmux pane of its own, the one way tests write its command
/// line: a `play.sh` in `dir` (with the server's socket) runs the built
/// binary with the words given, every word quoted for the shell.
///
/// ```ignore
/// let tmux = Game::new(dir.path()).no_speech().no_sound().seed(7)
///     .data_dir(&data).start();
/// ```
pub struct Game {
    dir: PathBuf,
    binary: PathBuf,
    env: Vec<(String, String)>,
    through: Option<String>,
    args: Vec<String>,
    redirect: Option<String>,
    before: Vec<String>,
    after: Vec<String>,
    size: (u16, u16),
}

impl Game {
    /// The built binary, its script and tmux's socket in `dir` (which must
    /// outlive the game), in a 120 by 50 pane.
    pub fn new(dir: &Path) -> Game {
        Game {
            dir: dir.to_path_buf(),
            binary: super::binary(),
            env: Vec::new(),
            through: None,
            args: Vec::new(),
            redirect: None,
            before: Vec::new(),
            after: Vec::new(),
            size: (120, 50),
        }
    }

    /// Another build of the game (the one being measured, say).
    pub fn binary(mut self, path: &Path) -> Game {
        self.binary = path.to_path_buf();
        self
    }

    /// An environment variable for the game alone (`NAME=value game …`).
    pub fn env(mut self, name: &str, value: &str) -> Game {
        self.env.push((name.to_string(), value.to_string()));
        self
    }

    /// More words on the game's command line, each quoted.
    pub fn args<S: AsRef<str>>(mut self, words: &[S]) -> Game {
        self.args
            .extend(words.iter().map(|w| w.as_ref().to_string()));
        self
    }

    pub fn no_speech(self) -> Game {
        self.args(&["--no-speech"])
    }

    pub fn no_sound(self) -> Game {
        self.args(&["--no-sound"])
    }

    pub fn seed(self, seed: u64) -> Game {
        self.args(&["--seed".to_string(), seed.to_string()])
    }

    pub fn lang(self, language: &str) -> Game {
        self.args(&["--lang", language])
    }

    pub fn data_dir(self, dir: &Path) -> Game {
        self.args(&["--data-dir".to_string(), dir.to_string_lossy().into_owned()])
    }

    /// A command the game runs under, written as it is before the binary
    /// (a wrapper that reports the game's pid, say).
    pub fn through(mut self, command: &str) -> Game {
        self.through = Some(command.to_string());
        self
    }

    /// Shell words after the game's arguments, written as they are (a
    /// redirection of its output).
    pub fn redirect(mut self, words: &str) -> Game {
        self.redirect = Some(words.to_string());
        self
    }

    /// A shell line run before the game (written as it is).
    pub fn before(mut self, line: &str) -> Game {
        self.before.push(line.to_string());
        self
    }

    /// A shell line run after the game ends (written as it is; `$?` is the
    /// game's exit status in the first). Without one, the shell `exec`s the
    /// game, so the pane's process is the game.
    pub fn after(mut self, line: &str) -> Game {
        self.after.push(line.to_string());
        self
    }

    /// The pane's width and height.
    pub fn size(mut self, width: u16, height: u16) -> Game {
        self.size = (width, height);
        self
    }

    /// The script's text.
    pub fn script(&self) -> String {
        let mut lines = self.before.clone();
        lines.push(self.game_line(self.after.is_empty()));
        lines.extend(self.after.iter().cloned());
        lines.join("\n") + "\n"
    }

    /// The game's command alone, as typed at a shell prompt (no script,
    /// no lines before or after).
    pub fn command(&self) -> String {
        self.game_line(false)
    }

    /// The environment, then `exec` if asked, the wrapper, the binary, its
    /// arguments and the redirection.
    fn game_line(&self, exec: bool) -> String {
        let mut game: Vec<String> = self
            .env
            .iter()
            .map(|(name, value)| format!("{name}={}", shell_quote(value)))
            .collect();
        if exec {
            game.push("exec".to_string());
        }
        game.extend(self.through.iter().cloned());
        game.push(shell_quote(&self.binary.to_string_lossy()));
        game.extend(self.args.iter().map(|a| shell_quote(a)));
        game.extend(self.redirect.iter().cloned());
        game.join(" ")
    }

    /// Writes the script and starts it in a new detached session.
    pub fn start(self) -> Tmux {
        let tmux = Tmux::new(self.dir.join("tmux.sock"));
        self.start_on(tmux)
    }

    /// As [`Game::start`], on a server set up by the caller (more
    /// environment, a longer deadline).
    pub fn start_on(self, tmux: Tmux) -> Tmux {
        self.write();
        self.launch(tmux)
    }

    /// Writes the script, `play.sh` in the directory, for [`Game::launch`]
    /// later (so that a timed test's clock starts at the launch).
    pub fn write(&self) {
        std::fs::write(self.dir.join("play.sh"), self.script()).expect("write the game's script");
    }

    /// Starts the script [`Game::write`] wrote in a new detached session.
    pub fn launch(&self, tmux: Tmux) -> Tmux {
        let (width, height) = (self.size.0.to_string(), self.size.1.to_string());
        let script = self.dir.join("play.sh").to_string_lossy().into_owned();
        tmux.run(&[
            "new-session",
            "-d",
            "-x",
            &width,
            "-y",
            &height,
            "sh",
            &script,
        ]);
        tmux
    }
}
