//! One harness for a console screen reader under test (yasr, Fenrir): a
//! private tmux server whose pane runs the reader, the reader running the
//! game's script, and a private capturing speech-dispatcher it speaks to;
//! all ended when dropped. Each reader's test adds only how that reader is
//! configured and started and how its speech is read. Touches no global
//! state: everything lives in the harness's temp dir.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use tempfile::TempDir;

use super::capture_speechd::CaptureSpeechd;
use super::game_script::{self, GameScript};
use super::reader_sequence::COLUMNS;
use super::tmux::Tmux;

/// How long to wait for the screen and the reader's speech.
pub const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(40);
/// How long to listen for anything more after the last answer.
pub const SETTLE: Duration = Duration::from_millis(1500);

/// What a reader's start is given: its temp dir (with a `home` for it),
/// the capturing daemon, and the game's script.
pub struct Setup {
    dir: TempDir,
    /// The reader's `HOME`, created empty.
    pub home: PathBuf,
    pub speechd: CaptureSpeechd,
    pub game: GameScript,
}

impl Setup {
    /// A temp dir with an empty `home`, a capturing daemon (on TCP when
    /// `tcp`), and the game's script with `game_args`.
    pub fn new(tcp: bool, game_args: &[String]) -> Setup {
        let dir = TempDir::new().expect("temp dir");
        let home = dir.path().join("home");
        std::fs::create_dir_all(&home).expect("make home");
        let speechd = CaptureSpeechd::start(tcp);
        let game = GameScript::write(dir.path(), game_args);
        Setup {
            dir,
            home,
            speechd,
            game,
        }
    }

    /// A file in the temp dir.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Runs `command` (the reader, running the game's script) in a new
    /// pane of the shared width, `rows` high.
    pub fn start(self, command: &str, rows: u16) -> Harness {
        let harness = Harness {
            tmux: Tmux::new(self.dir.path().join("tmux.sock")),
            game: self.game,
            dir: self.dir,
            speechd: self.speechd,
            reader_pid: None,
        };
        harness.tmux.run(&[
            "new-session",
            "-d",
            "-x",
            &COLUMNS.to_string(),
            "-y",
            &rows.to_string(),
            command,
        ]);
        harness
    }
}

/// A reader running the game in a tmux pane, speaking to a capturing
/// daemon.
pub struct Harness {
    /// Before `dir`, so that the server is killed while its socket exists.
    pub tmux: Tmux,
    pub game: GameScript,
    dir: TempDir,
    pub speechd: CaptureSpeechd,
    /// A file where the reader's wrapper wrote the reader's pid, and what
    /// tells a live reader, for ending it after the game.
    reader_pid: Option<ReaderPid>,
}

/// Where the reader's wrapper wrote its pid, and what tells a live reader.
type ReaderPid = (PathBuf, fn(i32) -> bool);

impl Harness {
    /// On drop, after the game, ends the process group of the reader whose
    /// pid is in `file` (if `running` says it still is the reader).
    pub fn ending_reader(mut self, file: &str, running: fn(i32) -> bool) -> Harness {
        self.reader_pid = Some((self.path(file), running));
        self
    }

    /// A file in the temp dir.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// The pid the reader's wrapper wrote, if any.
    pub fn reader_pid(&self) -> Option<i32> {
        let (file, _) = self.reader_pid.as_ref()?;
        read_pid(file)
    }

    /// The utterances the reader sent so far.
    pub fn spoken(&self) -> Vec<String> {
        self.speechd.spoken()
    }

    /// Whether a line of `screen` is `line` (trailing blanks aside).
    pub fn shows(screen: &str, line: &str) -> bool {
        screen.lines().any(|l| l.trim_end() == line)
    }

    /// Polls the pane and the speech until `ready(screen, spoken)` holds
    /// (true) or [`DEADLINE`] has passed (false); the last screen.
    pub fn poll(&self, mut ready: impl FnMut(&str, &[String]) -> bool) -> (bool, String) {
        let start = Instant::now();
        loop {
            let screen = self.tmux.capture();
            if ready(&screen, &self.spoken()) {
                return (true, screen);
            }
            if start.elapsed() >= DEADLINE {
                return (false, screen);
            }
            sleep(POLL);
        }
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        self.game.end();
        if let Some((file, running)) = &self.reader_pid
            && let Some(pid) = read_pid(file).filter(|&pid| running(pid))
        {
            game_script::end_group(pid, *running);
        }
    }
}

fn read_pid(file: &Path) -> Option<i32> {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|pid| pid.trim().parse().ok())
}
