//! The game's binary in line mode on pipes, as the answer-latency benches
//! drive it: no speech, no sound, the C locale, a data directory of the
//! bench's choosing. A command is written on its own and timed to the first
//! line of its answer; a `score` after it (not timed) makes sure the whole
//! answer is read before the next. Touches only the process it starts.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

pub struct PipedGame {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl PipedGame {
    /// `binary` with `args` (after the line-mode flags) and `--data-dir`,
    /// once its opening has been read.
    pub fn start(binary: &Path, args: &[&OsStr], data_dir: &Path) -> PipedGame {
        let mut child = Command::new(binary)
            .args(["--no-speech", "--no-sound", "--line-mode"])
            .args(args)
            .arg("--data-dir")
            .arg(data_dir)
            .env("LANG", "C")
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the game starts");
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut game = PipedGame {
            child,
            stdin,
            stdout,
        };
        game.read_through_score();
        game
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("the game answers");
        assert!(!line.is_empty(), "the game ended early");
        line
    }

    /// Asks for the score and reads every line up to its answer.
    fn read_through_score(&mut self) {
        self.stdin.write_all(b"score\n").unwrap();
        self.stdin.flush().unwrap();
        while !self.line().starts_with("Score") {}
    }

    /// One command: the time to the first line of its answer, and that
    /// line; the rest of the answer is read before it returns.
    pub fn send(&mut self, command: &str) -> (Duration, String) {
        let started = Instant::now();
        self.stdin
            .write_all(format!("{command}\n").as_bytes())
            .unwrap();
        self.stdin.flush().unwrap();
        let first = self.line();
        let elapsed = started.elapsed();
        self.read_through_score();
        (elapsed, first)
    }

    pub fn quit(mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        drop(self.stdin);
        let _ = self.child.wait();
    }
}
