//! The game binary running in line mode for a test: lines sent on its
//! standard input while it runs, every line it prints read on a thread of
//! its own with the moment it came, waits that fail the test after a
//! deadline, and the process killed when dropped, whatever happened.
//! Starts only the command it is given.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::sleep;
use std::time::{Duration, Instant};

use tempfile::TempDir;

/// How long any wait may take: generous, for loaded machines.
const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(10);
/// How long the last lines may take to arrive once the game has exited.
const LAST_LINES: Duration = Duration::from_secs(2);

pub struct LineGame {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Arc<Mutex<Vec<(Instant, String)>>>,
    /// Set when the game's standard output has ended.
    output_ended: Arc<AtomicBool>,
    started: Instant,
    /// How many lines [`LineGame::next_line`] has handed out.
    taken: usize,
    /// Directories the game uses, removed after it is killed.
    dirs: Vec<TempDir>,
}

impl LineGame {
    /// Starts `command` with its standard input and output piped (standard
    /// error as the command says).
    #[track_caller]
    pub fn spawn(mut command: Command) -> LineGame {
        let started = Instant::now();
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the game starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("piped stdout");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let output_ended = Arc::new(AtomicBool::new(false));
        let (sink, ended) = (Arc::clone(&lines), Arc::clone(&output_ended));
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Ok(mut lines) = sink.lock() {
                    lines.push((Instant::now(), line));
                }
            }
            ended.store(true, Ordering::SeqCst);
        });
        LineGame {
            child,
            stdin,
            lines,
            output_ended,
            started,
            taken: 0,
            dirs: Vec::new(),
        }
    }

    /// Keeps `dir` (the game's data directory, say) until the game is gone.
    pub fn keeping(mut self, dir: TempDir) -> LineGame {
        self.dirs.push(dir);
        self
    }

    /// When the game was started.
    pub fn started(&self) -> Instant {
        self.started
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends one line.
    #[track_caller]
    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("the game reads its input");
        stdin.flush().expect("flush");
    }

    /// Sends one line and returns the next line printed.
    #[track_caller]
    pub fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.next_line()
    }

    /// Every line printed so far.
    pub fn printed(&self) -> Vec<String> {
        self.lines
            .lock()
            .map(|lines| lines.iter().map(|(_, line)| line.clone()).collect())
            .unwrap_or_default()
    }

    /// Waits for a printed line satisfying `find`; returns when it came.
    #[track_caller]
    pub fn wait_for(&self, what: &str, find: impl Fn(&str) -> bool) -> Instant {
        let start = Instant::now();
        loop {
            let found = self
                .lines
                .lock()
                .ok()
                .and_then(|lines| lines.iter().find(|(_, line)| find(line)).map(|(at, _)| *at));
            if let Some(at) = found {
                return at;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {what}; printed: {:#?}",
                self.printed()
            );
            sleep(POLL);
        }
    }

    /// Waits until at least `count` lines are printed.
    #[track_caller]
    pub fn wait_for_count(&self, count: usize) {
        let start = Instant::now();
        while self.printed().len() < count {
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {count} lines; printed: {:#?}",
                self.printed()
            );
            sleep(POLL);
        }
    }

    /// The next printed line not yet handed out by this method.
    #[track_caller]
    pub fn next_line(&mut self) -> String {
        self.wait_for_count(self.taken + 1);
        self.taken += 1;
        self.printed().swap_remove(self.taken - 1)
    }

    /// Sends a signal by name (`TERM`, `KILL`, `HUP`, `INT`) to the game,
    /// with the shell's own kill (no procps needed).
    #[track_caller]
    pub fn signal(&self, name: &str) {
        let status = Command::new("sh")
            .args(["-c", &format!("kill -{name} {}", self.pid())])
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -{name} {}", self.pid());
    }

    /// Waits for the game to exit and for its last lines; its exit status.
    #[track_caller]
    pub fn wait_exit(&mut self) -> Option<i32> {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                break status;
            }
            assert!(start.elapsed() < DEADLINE, "the game did not exit");
            sleep(POLL);
        };
        let exited = Instant::now();
        while !self.output_ended.load(Ordering::SeqCst) && exited.elapsed() < LAST_LINES {
            sleep(POLL);
        }
        status.code()
    }

    /// Closes the game's input and waits for its exit status.
    #[track_caller]
    pub fn finish(&mut self) -> Option<i32> {
        drop(self.stdin.take());
        self.wait_exit()
    }

    /// Sends `quit`, closes the input and waits for the exit status.
    #[track_caller]
    pub fn quit(&mut self) -> Option<i32> {
        self.send("quit");
        self.finish()
    }
}

impl Drop for LineGame {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
