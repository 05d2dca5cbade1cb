//! A tmux server of a test's own: its socket in the test's temp dir, no
//! config file, `TERM=xterm-256color` and the C locale whatever the
//! caller's, and no `TMUX` from an outer session. Commands that fail fail
//! the test; the server is killed when dropped, whatever happened.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

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
