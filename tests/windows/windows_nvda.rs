//! The Windows speech path end to end under wine: the game from the
//! Windows zip (`ACCESSIBLE_2048_WINDOWS_ZIP`, made by
//! `dist/windows-zip.sh`), its speech worker, the `tts` crate, Tolk and a
//! screen reader's client DLL.
//!
//! - With a stand-in NVDA: `tests/windows/nvda_stand_in.c`, built here with
//!   mingw-w64 into `nvdaControllerClient64.dll` in place of the zip's,
//!   answers Tolk's `nvdaController_testIfRunning` with "running" and
//!   records every `speakText` and `cancelSpeech` in a file. Tolk also
//!   wants NVDA's window (class `wxWindowClassNR`, title `NVDA`) before it
//!   believes the DLL, so `tests/windows/nvda_window.c` opens one, under
//!   wine's null display driver (there is no X display). A line-mode game
//!   and a key-mode game (in a tmux pane) are played one answer at a time;
//!   the record must be exactly what the game handed its speaker, as the
//!   library plays the same commands: every spoken line once, in order,
//!   each answer's first line after a cancel (it interrupts the answer
//!   before), and silence (`silence`, the `.` key) a cancel of its own.
//! - With no screen reader: without a client DLL, and with the zip's real
//!   NVDA client DLL (which wine is seen to load, `WINEDEBUG=+loaddll`) and no NVDA
//!   window, Tolk finds no screen reader; wine has no Windows voices
//!   either, so the game says once that speech is unavailable because no
//!   screen reader was found, and plays on in text.
//!
//! The tests are ignored by a plain `cargo test`; `.ci/run` runs them with
//! `--ignored`, where the variable must name the zip and wine, mingw-w64,
//! tmux and python3 must be installed, or they fail.

use crate::common;
use crate::download;
use crate::wine;

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command as Process, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::command::{CursorMove, GameAction, Reading};
use accessible_2048::engine::Direction;
use accessible_2048::play::{Command, Flow, InputMode};
use accessible_2048::terminal::command_for_line;
use common::Rig;
use common::tmux::Tmux;
use download::Download;
use wine::{DEADLINE, Wine, windows_path};

/// Long enough to hear the opening and its help pointer to their end.
const OPENING_HEARD: Duration = Duration::from_secs(5);
const POLL: Duration = Duration::from_millis(50);
/// What the stand-in records for `nvdaController_cancelSpeech`.
const CANCEL: &str = "<cancel>";
const UNAVAILABLE: &str = "Speech is unavailable (no screen reader found; Windows voices failed: ";
/// The words of the silence answer, printed and never spoken.
const QUIET: &str = "Quiet.";

/// The record the stand-in keeps beside itself.
fn record_file(wine: &Wine) -> PathBuf {
    wine.app().join("nvda_stand_in.txt")
}

fn recorded(wine: &Wine) -> Vec<String> {
    fs::read_to_string(record_file(wine))
        .map(|text| text.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// The game's speaker as the library drives it, turned into what the
/// stand-in records: a cancel for each stop, then each line handed over,
/// after a cancel when it interrupts.
struct Expected {
    rig: Rig,
    record: Vec<String>,
    stops: usize,
    spoken: usize,
}

impl Expected {
    fn opened(seed: u64, mode: InputMode) -> Expected {
        let mut expected = Expected {
            rig: Rig::opened(None, seed, mode),
            record: Vec::new(),
            stops: 0,
            spoken: 0,
        };
        expected.take();
        expected
    }

    /// Plays `command`; the record entries it adds.
    fn then(&mut self, command: Command) -> (Vec<String>, Flow) {
        let before = self.record.len();
        let flow = self.rig.controller.handle(command);
        self.take();
        (self.record[before..].to_vec(), flow)
    }

    fn take(&mut self) {
        let stops = self.rig.spoken.stops();
        for _ in self.stops..stops {
            self.record.push(CANCEL.to_string());
        }
        self.stops = stops;
        let spoken = self.rig.spoken.spoken();
        for line in &spoken[self.spoken..] {
            if line.interrupt {
                self.record.push(CANCEL.to_string());
            }
            self.record.push(line.text.clone());
        }
        self.spoken = spoken.len();
    }

    fn printed(&self) -> Vec<String> {
        self.rig.transcript()
    }
}

/// Waits until the stand-in has recorded `expected`, then checks it.
#[track_caller]
fn wait_for_record(wine: &Wine, expected: &[String], after: &str) {
    let start = Instant::now();
    while recorded(wine).len() < expected.len() && start.elapsed() < DEADLINE {
        sleep(POLL);
    }
    // Anything more would come at once: give it a moment to show.
    sleep(Duration::from_millis(200));
    assert_eq!(recorded(wine), expected, "what NVDA got after {after}");
}

/// The game in line mode under wine, its printed lines gathered as they come.
struct LineGame {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Arc<Mutex<Vec<String>>>,
}

impl LineGame {
    fn spawn(mut command: Process) -> LineGame {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("wine starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        LineGame {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").expect("the game reads its input");
        stdin.flush().unwrap();
    }

    fn printed(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }

    #[track_caller]
    fn wait_until(&self, what: &str, done: impl Fn(&[String]) -> bool) -> Vec<String> {
        let start = Instant::now();
        loop {
            let printed = self.printed();
            if done(&printed) {
                return printed;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {what}; printed: {printed:#?}"
            );
            sleep(POLL);
        }
    }

    /// Closes the input and waits for the exit status.
    #[track_caller]
    fn finish(&mut self) -> Option<i32> {
        drop(self.stdin.take());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // The reader thread may still hold the last lines.
                sleep(Duration::from_millis(300));
                return status.code();
            }
            assert!(start.elapsed() < DEADLINE, "the game did not exit");
            sleep(POLL);
        }
    }
}

impl Drop for LineGame {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The stand-in NVDA's window, open until dropped.
struct NvdaWindow {
    child: Child,
}

impl NvdaWindow {
    #[track_caller]
    fn open(wine: &Wine) -> NvdaWindow {
        let exe = wine.dir().join("nvda_window.exe");
        wine.build_c(&source("nvda_window.c"), &exe, &[]);
        let mut child = wine
            .wine_command(&exe)
            .stdin(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("wine starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = sender.send(line);
        });
        let line = receiver
            .recv_timeout(DEADLINE)
            .expect("the NVDA window opens in time");
        assert_eq!(line.trim_end(), "ready", "the NVDA window did not open");
        NvdaWindow { child }
    }
}

impl Drop for NvdaWindow {
    fn drop(&mut self) {
        drop(self.child.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// NVDA's client DLL, the one the zip carries beside the `.exe`.
const CLIENT_DLL: &str = "nvdaControllerClient64.dll";

fn source(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/windows")
        .join(name)
}

/// A prefix with the zip's `.exe`, its DLLs beside it, and wine's null
/// display driver (windows without an X display).
fn prefix(download: &Download) -> Wine {
    let wine = Wine::start(&download.exe());
    fs::copy(download.file(CLIENT_DLL), wine.app().join(CLIENT_DLL)).expect("the DLL copies");
    wine.must_run(
        "reg",
        &[
            "add",
            r"HKCU\Software\Wine\Drivers",
            "/v",
            "Graphics",
            "/d",
            "null",
            "/f",
        ],
    );
    wine
}

/// A fresh data directory for one game, as the game under wine names it.
/// A fresh data directory (its preferences in it) past the very first
/// start, so the opening is the library's alone, without the tutorial's
/// offer.
fn data_dir(wine: &Wine, name: &str) -> String {
    let dir = wine.dir().join(name);
    fs::create_dir(&dir).unwrap();
    common::past_first_start(&dir);
    windows_path(&dir)
}

#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn nvda_hears_every_answer_once_and_silence_cancels() {
    let download = download::unpacked();
    let wine = prefix(&download);
    wine.build_c(
        &source("nvda_stand_in.c"),
        &wine.app().join("nvdaControllerClient64.dll"),
        &["-shared"],
    );
    let _nvda = NvdaWindow::open(&wine);

    // Line mode, one command at a time.
    let data = data_dir(&wine, "lines");
    let mut game = LineGame::spawn(wine.game(&["--no-sound", "--seed", "3", "--data-dir", &data]));
    let mut expected = Expected::opened(3, InputMode::Lines);
    let opening = expected.printed();
    game.wait_until("the opening", |printed| printed.len() >= opening.len());
    wait_for_record(&wine, &expected.record, "the opening");
    for command in [
        "score", "left", "help", "silence", "row", "up", "position", "quit",
    ] {
        let (added, flow) = expected.then(command_for_line(command));
        if command == "silence" {
            assert_eq!(added, [CANCEL], "silence is one cancel and no words");
        }
        game.send(command);
        let lines = expected.printed();
        let printed = game.wait_until(command, |printed| printed.len() >= lines.len());
        assert_eq!(printed, lines, "printed after {command:?}");
        wait_for_record(&wine, &expected.record, command);
        if flow == Flow::Quit {
            break;
        }
    }
    assert_eq!(game.finish(), Some(0));
    let printed = game.printed();
    assert!(printed.iter().any(|l| l == QUIET), "{printed:#?}");
    assert!(
        !printed
            .iter()
            .any(|l| l.starts_with("Speech is unavailable")),
        "{printed:#?}"
    );
    // Every printed line but the silence answer was heard once, in order.
    let heard: Vec<String> = recorded(&wine)
        .into_iter()
        .filter(|line| line != CANCEL)
        .collect();
    let spoken: Vec<String> = printed.into_iter().filter(|l| l != QUIET).collect();
    assert_eq!(heard, spoken);

    // Key mode in a tmux pane, one key at a time.
    fs::remove_file(record_file(&wine)).unwrap();
    let data = data_dir(&wine, "keys");
    let tmux = Tmux::new(wine.dir().join("tmux.sock")).waiting_up_to(DEADLINE);
    let line = wine.shell_line(&["--no-sound", "--seed", "5", "--data-dir", &data]);
    let script = format!("unset DISPLAY; {line}; echo ENDED $?; sleep 600");
    tmux.run(&["new-session", "-d", "-x", "100", "-y", "50", &script]);
    let mut expected = Expected::opened(5, InputMode::Keys);
    let game_lines = |screen: &str| -> Vec<String> {
        screen
            .lines()
            .map(str::trim_end)
            .filter(|l| !l.is_empty() && !l.starts_with("ENDED "))
            .map(str::to_string)
            .collect()
    };
    let opening = expected.printed();
    tmux.wait_for("the opening", |screen| {
        game_lines(screen).len() >= opening.len()
    });
    wait_for_record(&wine, &expected.record, "the opening");
    // A player who hears the opening to its end (about 4 s at a voice's
    // normal rate): a key pressed sooner is answered and followed by the
    // help pointer again, which `help_pointer_keys.rs` checks.
    std::thread::sleep(OPENING_HEARD);
    for (key, command) in [
        ("Right", Command::Cursor(CursorMove::Step(Direction::Right))),
        ("S-Left", Command::Game(GameAction::Slide(Direction::Left))),
        ("s", Command::Read(Reading::Score)),
        ("b", Command::Read(Reading::Board)),
        (".", Command::Silence),
        ("Space", Command::Repeat),
        ("p", Command::Read(Reading::Position)),
        ("q", Command::Quit),
        ("y", Command::Yes),
    ] {
        let silence = matches!(command, Command::Silence);
        let (added, _) = expected.then(command);
        if silence {
            assert_eq!(added, [CANCEL], "silence is one cancel and no words");
        }
        tmux.press(&[key]);
        let lines = expected.printed();
        let screen = tmux.wait_for(&format!("the answer to {key}"), |screen| {
            game_lines(screen).len() >= lines.len()
        });
        assert_eq!(game_lines(&screen), lines, "the pane after {key}");
        wait_for_record(&wine, &expected.record, key);
    }
    let screen = tmux.wait_for("the game's end", |screen| screen.contains("ENDED "));
    assert!(screen.contains("ENDED 0"), "{screen}");
    let heard: Vec<String> = recorded(&wine)
        .into_iter()
        .filter(|line| line != CANCEL)
        .collect();
    let spoken: Vec<String> = game_lines(&screen)
        .into_iter()
        .filter(|l| l != QUIET)
        .collect();
    assert_eq!(heard, spoken);
}

#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn without_a_screen_reader_the_game_says_so_once_and_plays_on() {
    let download = download::unpacked();
    let wine = prefix(&download);
    let script = ["score", "quit"];
    let expected = common::expected_line_mode(None, 3, &script);
    for (case, dlls) in [
        ("no client DLL beside the .exe", false),
        ("the zip's client DLL", true),
    ] {
        let beside = wine.app().join(CLIENT_DLL);
        if dlls {
            fs::copy(download.file(CLIENT_DLL), &beside).unwrap();
        } else if beside.exists() {
            fs::remove_file(&beside).unwrap();
        }
        let trace = wine.dir().join("loaddll.txt");
        let data = data_dir(&wine, if dlls { "with" } else { "without" });
        let mut command = wine.game(&["--no-sound", "--seed", "3", "--data-dir", &data]);
        command
            .env("WINEDEBUG", "+loaddll")
            .stderr(fs::File::create(&trace).unwrap());
        let mut game = LineGame::spawn(command);
        // The line comes once the worker has given up, without a key.
        game.wait_until(&format!("the speech line ({case})"), |printed| {
            printed.iter().any(|l| l.starts_with(UNAVAILABLE))
        });
        for line in script {
            game.send(line);
        }
        assert_eq!(game.finish(), Some(0), "{case}");
        let printed = game.printed();
        let said: Vec<&String> = printed
            .iter()
            .filter(|l| l.starts_with("Speech is unavailable"))
            .collect();
        assert_eq!(said.len(), 1, "{case}: {printed:#?}");
        // The way back follows the reason: typed, in line mode.
        let again = common::say(accessible_2048::narration::Message::new(
            "speech-again-lines",
        ));
        assert!(
            said[0].ends_with(&format!("; playing in text. {again}")),
            "{case}: {said:?}"
        );
        let rest: Vec<String> = printed
            .iter()
            .filter(|l| !l.starts_with("Speech is unavailable"))
            .cloned()
            .collect();
        assert_eq!(rest, expected, "{case}");

        let trace = fs::read_to_string(&trace).unwrap();
        let loaded = trace.lines().any(|line| {
            line.contains("Loaded L\"")
                && line.contains(&format!("\\\\{CLIENT_DLL}\""))
                && line.ends_with(": native")
        });
        assert_eq!(loaded, dlls, "{case}: {CLIENT_DLL} loaded by wine");
    }
}
