//! End to end in a real terminal: the release binary (under `cargo test
//! --release`) runs from a shell script inside a private tmux server
//! (`tmux -S <socket in a temp dir>`, a 120×40 window); the test presses
//! real keys with `send-keys` (`Right`, `S-Left`, `S`, `p`, `x`, `q`, `y`,
//! `C-c`) and reads the pane with `capture-pane -p -e -J -S -`, polling until
//! the expected line appears. Every line the game prints must be the line
//! the library gives for the same seed and keys, free of escape sequences;
//! the terminal must be in raw mode while the game runs and back to
//! `icanon` and `echo` after it quits, after Ctrl+C and after SIGTERM; and
//! closing the terminal (killing the tmux server) must end the game.
//!
//! tmux must be installed; set `ACCESSIBLE_2048_SKIP_TMUX=1` to skip
//! knowingly where it cannot be.

mod common;
use common::shell::shell_quote;

use std::process::{Command as Process, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::command::{CursorMove, GameAction, Reading};
use accessible_2048::engine::{Board, Cell, Direction};
use accessible_2048::play::{Command, InputMode};
use common::tmux::{Game, Tmux};
use common::{Rig, assert_plain};
use tempfile::TempDir;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_TMUX";
/// How long to wait for any one expected line: generous, for loaded machines.
const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(40);
const GAME_STARTS: &str = "GAME-PID";
const GAME_ENDED: &str = "GAME-STATUS";
const DONE: &str = "END-MARK";

/// A private tmux server running the game from a shell script; killed when
/// dropped, whatever happened.
struct Terminal {
    /// Before `dir`, so that the server is killed while its socket exists.
    tmux: Tmux,
    dir: TempDir,
}

impl Terminal {
    /// Starts the game with `args` (plus `--no-speech` and a private data
    /// directory) in a new 120×40 tmux session.
    fn start(args: &[&str]) -> Terminal {
        Terminal::start_with(args, "")
    }

    /// [`Terminal::start`] with shell words after the game's command (a
    /// redirection of its output).
    fn start_with(args: &[&str], after: &str) -> Terminal {
        let dir = TempDir::new().expect("temp dir");
        let socket = dir.path().join("tmux.sock");
        let data = dir.path().join("data");
        common::past_first_start(&data);
        let tmux = Game::new(dir.path())
            .through(&format!(
                "sh -c 'echo {GAME_STARTS} $$; exec \"$0\" \"$@\"'"
            ))
            .no_speech()
            .no_sound()
            .data_dir(&data)
            .args(args)
            .redirect(after)
            .after(&format!("echo {GAME_ENDED} $?"))
            .after("stty -a")
            .after(&format!("echo {DONE}"))
            .after("exec sleep 600")
            .size(120, 40)
            .start_on(Tmux::new(socket).keeping_escapes());
        Terminal { tmux, dir }
    }

    /// The game's data directory (its saved game).
    fn data_dir(&self) -> std::path::PathBuf {
        self.dir.path().join("data")
    }

    /// Waits until the game has printed exactly `lines` (its lines so far).
    #[track_caller]
    fn wait_for_lines(&self, lines: &[String]) {
        self.tmux
            .wait_for(&format!("the game's lines {lines:#?}"), |screen| {
                game_lines(screen).len() >= lines.len()
            });
        let screen = self.tmux.capture();
        assert_eq!(game_lines(&screen), lines, "pane:\n{screen}");
    }

    /// The terminal device of the pane.
    fn tty(&self) -> String {
        self.tmux.pane_tty()
    }

    /// The game's process id, printed by the script before it starts it.
    fn game_pid(&self) -> String {
        let screen = self
            .tmux
            .wait_for("the script to start", |s| s.contains(GAME_STARTS));
        screen
            .lines()
            .find_map(|l| l.strip_prefix(GAME_STARTS))
            .map(|pid| pid.trim().to_string())
            .expect("pid line")
    }

    /// Waits for the game to end; returns its exit status and the terminal
    /// settings the shell found after it.
    #[track_caller]
    fn finished(&self) -> (String, String) {
        let screen = self
            .tmux
            .wait_for("the game to end and stty to report", |s| {
                s.lines().any(|l| l.trim() == DONE)
            });
        let status = screen
            .lines()
            .find_map(|l| l.strip_prefix(GAME_ENDED))
            .map(|s| s.trim().to_string())
            .expect("status line");
        let start = screen.find(GAME_ENDED).expect("status line");
        let end = screen.find(DONE).expect("end line");
        (status, screen[start..end].to_string())
    }
}

/// The lines the game printed: after the script's pid line, up to its
/// status line (or the end of what is there), without trailing blanks.
fn game_lines(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(first) = lines.iter().position(|l| l.starts_with(GAME_STARTS)) else {
        return Vec::new();
    };
    lines[first + 1..]
        .iter()
        .take_while(|l| !l.starts_with(GAME_ENDED))
        .map(|l| l.trim_end().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// The flags `stty -a` lists, as words.
fn stty_flags(report: &str) -> Vec<String> {
    report.split_whitespace().map(str::to_string).collect()
}

#[track_caller]
fn assert_restored(status: &str, stty: &str, after: &str) {
    assert_eq!(status, "0", "{after}: the game's exit status");
    let flags = stty_flags(stty);
    for flag in ["icanon", "echo", "isig"] {
        assert!(
            flags.iter().any(|f| f == flag),
            "{after}: the terminal was left without {flag}:\n{stty}"
        );
    }
}

/// While the game reads keys, the terminal is in raw mode (so the restore
/// checks can tell the difference).
#[track_caller]
fn assert_raw_now(terminal: &Terminal) {
    let output = Process::new("stty")
        .arg("-a")
        .arg("-F")
        .arg(terminal.tty())
        .stdin(Stdio::null())
        .output()
        .expect("stty runs");
    let report = String::from_utf8_lossy(&output.stdout);
    let flags = stty_flags(&report);
    for flag in ["-icanon", "-echo"] {
        assert!(
            flags.iter().any(|f| f == flag),
            "raw mode expected during play, {flag} missing:\n{report}"
        );
    }
}

/// No escape sequence anywhere in what the game printed (the capture keeps
/// them with `-e`).
#[track_caller]
fn assert_no_escapes(terminal: &Terminal) {
    let screen = terminal.tmux.capture();
    let start = screen.find(GAME_STARTS).expect("game started");
    let end = screen.find(GAME_ENDED).unwrap_or(screen.len());
    assert_plain(&screen[start..end], "the game's lines in the pane");
}

fn tmux_here() -> bool {
    common::require("tmux", "-V", OPT_OUT, "tmux")
}

/// The library's answers for the same keys, to compare with the pane.
struct Expected {
    rig: Rig,
}

impl Expected {
    fn new(position: Option<&str>, seed: u64) -> Expected {
        Expected {
            rig: Rig::opened(position, seed, InputMode::Keys),
        }
    }

    fn then(&mut self, command: Command) -> Vec<String> {
        self.rig.controller.handle(command);
        self.rig.transcript()
    }

    fn lines(&self) -> Vec<String> {
        self.rig.transcript()
    }
}

#[test]
fn arrows_shift_arrows_and_letters_in_a_real_terminal() {
    if !tmux_here() {
        return;
    }
    let terminal = Terminal::start(&["--seed", "3"]);
    let mut expected = Expected::new(None, 3);
    terminal.wait_for_lines(&expected.lines());
    assert_raw_now(&terminal);

    // A cursor visit, "B1, 0" style.
    terminal.tmux.press(&["Right"]);
    terminal.wait_for_lines(&expected.then(Command::Cursor(CursorMove::Step(Direction::Right))));
    let visit = expected.lines().last().cloned().unwrap();
    assert!(visit.starts_with("B1, "), "{visit}");
    // An edge.
    terminal.tmux.press(&["Up"]);
    terminal.wait_for_lines(&expected.then(Command::Cursor(CursorMove::Step(Direction::Up))));

    // Shift+arrow slides; P reads the new position.
    let before = expected.rig.position();
    terminal.tmux.press(&["S-Left"]);
    terminal.wait_for_lines(&expected.then(Command::Game(GameAction::Slide(Direction::Left))));
    terminal.tmux.press(&["p"]);
    terminal.wait_for_lines(&expected.then(Command::Read(Reading::Position)));
    assert_ne!(expected.rig.position(), before, "the board changed");

    for (key, command) in [
        ("S", Command::Read(Reading::Score)),
        ("`", Command::UnknownKey),
        ("F5", Command::UnknownKey),
        ("Enter", Command::Read(Reading::Cell)),
        ("S-Down", Command::Game(GameAction::Slide(Direction::Down))),
        ("Down", Command::Cursor(CursorMove::Step(Direction::Down))),
        ("Space", Command::Repeat),
        ("h", Command::Help(None)),
        ("q", Command::Quit),
        ("y", Command::Yes),
    ] {
        terminal.tmux.press(&[key]);
        terminal.wait_for_lines(&expected.then(command));
    }
    let (status, stty) = terminal.finished();
    assert_restored(&status, &stty, "quit with Q and Y");
    assert_no_escapes(&terminal);
}

#[test]
fn a_given_board_merges_and_ctrl_c_quits_at_once() {
    if !tmux_here() {
        return;
    }
    let position = "2 2 0 0/0 0 0 0/4 4 8 8/0 0 0 2";
    let terminal = Terminal::start(&["--seed", "5", "--board", position]);
    let mut expected = Expected::new(Some(position), 5);
    terminal.wait_for_lines(&expected.lines());

    terminal.tmux.press(&["S-Left"]);
    let lines = expected.then(Command::Game(GameAction::Slide(Direction::Left)));
    terminal.wait_for_lines(&lines);
    let slide = lines.last().unwrap();
    // The two biggest merges, the other counted, then the new tile.
    assert!(slide.starts_with("16 B3, 8 A3, 1 more, new "), "{slide:?}");
    terminal.tmux.press(&["p"]);
    terminal.wait_for_lines(&expected.then(Command::Read(Reading::Position)));
    // The board the pane shows has the merged tiles where the rules put them.
    let shown = expected.lines().last().cloned().unwrap();
    let text = shown.split_once(": ").map(|(_, p)| p).expect("a position");
    let board = Board::parse(text).expect("the position parses");
    for (cell, value) in [("A1", 4), ("A3", 8), ("B3", 16), ("A4", 2)] {
        let at: Cell = cell.parse().unwrap();
        assert_eq!(board.value(at), value, "{cell} in {shown}");
    }

    // Quit asks; any other key keeps playing; Ctrl+C leaves at once.
    terminal.tmux.press(&["q"]);
    terminal.wait_for_lines(&expected.then(Command::Quit));
    terminal.tmux.press(&["n"]);
    terminal.wait_for_lines(&expected.then(Command::Game(GameAction::NewGame)));
    terminal.tmux.press(&["C-c"]);
    terminal.wait_for_lines(&expected.then(Command::QuitNow));
    let (status, stty) = terminal.finished();
    assert_restored(&status, &stty, "Ctrl+C");
    assert_no_escapes(&terminal);
}

/// A signal after a slide: the terminal comes back sane, the game exits 0,
/// and the slide is in the save, which the next start resumes.
#[track_caller]
fn signal_restores_and_keeps_the_game(signal: &str, seed: u64) {
    let seed_text = seed.to_string();
    let terminal = Terminal::start(&["--seed", &seed_text]);
    let pid = terminal.game_pid();
    let mut expected = Expected::new(None, seed);
    terminal.wait_for_lines(&expected.lines());
    assert_raw_now(&terminal);
    terminal.tmux.press(&["S-Left"]);
    terminal.wait_for_lines(&expected.then(Command::Game(GameAction::Slide(Direction::Left))));
    // The shell's own kill, so no procps is needed.
    let killed = Process::new("sh")
        .args(["-c", &format!("kill -{signal} {pid}")])
        .status()
        .expect("sh runs");
    assert!(killed.success(), "kill -{signal} {pid}");
    let (status, stty) = terminal.finished();
    assert_restored(&status, &stty, signal);
    assert_no_escapes(&terminal);

    let resumed = common::run_with_input(
        common::game_command(&["--no-speech"], &terminal.data_dir()),
        b"position\nquit\n",
    );
    let lines = resumed.lines();
    assert!(
        lines[0].starts_with("Game resumed, "),
        "{signal}: {lines:?}"
    );
    // Then where the biggest tiles are, and how to get help.
    assert!(lines[1].starts_with("Biggest: "), "{signal}: {lines:?}");
    assert_eq!(
        lines[3],
        format!("Position: {}", expected.rig.position()),
        "{signal}"
    );
}

#[test]
fn sigterm_restores_the_terminal_and_keeps_the_game() {
    if !tmux_here() {
        return;
    }
    signal_restores_and_keeps_the_game("TERM", 11);
}

#[test]
fn sighup_restores_the_terminal_and_keeps_the_game() {
    if !tmux_here() {
        return;
    }
    signal_restores_and_keeps_the_game("HUP", 12);
}

/// Whether a process is gone (or only a zombie waiting to be reaped).
fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
    }
}

/// Closing the terminal window (here: killing the tmux server, which hangs
/// up the pane) ends the game instead of leaving it running without one.
#[test]
fn closing_the_terminal_ends_the_game() {
    if !tmux_here() {
        return;
    }
    let terminal = Terminal::start(&["--seed", "13"]);
    let pid = terminal.game_pid();
    let expected = Expected::new(None, 13);
    terminal.wait_for_lines(&expected.lines());
    terminal.tmux.run(&["kill-server"]);
    let start = Instant::now();
    while !gone(&pid) {
        if start.elapsed() > DEADLINE {
            // Do not leave it spinning.
            let _ = Process::new("sh")
                .args(["-c", &format!("kill -KILL {pid}")])
                .status();
            panic!("the game (pid {pid}) still ran {DEADLINE:?} after its terminal closed");
        }
        sleep(POLL);
    }
}

#[test]
fn keys_with_the_output_in_a_file_write_plain_lines() {
    if !tmux_here() {
        return;
    }
    let dir = TempDir::new().expect("temp dir");
    let file = dir.path().join("out.txt");
    let redirect = format!("> {}", shell_quote(&file.to_string_lossy()));
    let terminal = Terminal::start_with(&["--seed", "3"], &redirect);
    let mut expected = Expected::new(None, 3);
    let wait_for_file = |lines: &[String]| {
        let text = lines.iter().map(|l| format!("{l}\n")).collect::<String>();
        // The script's own first line (the game's pid) goes there too.
        let game_output = || {
            let whole = std::fs::read_to_string(&file).unwrap_or_default();
            match whole.split_once('\n') {
                Some((first, rest)) if first.starts_with(GAME_STARTS) => rest.to_string(),
                _ => whole,
            }
        };
        let start = std::time::Instant::now();
        while game_output() != text {
            assert!(
                start.elapsed() < std::time::Duration::from_secs(30),
                "the file holds {:?}, not {text:?}",
                game_output()
            );
            std::thread::sleep(std::time::Duration::from_millis(40));
        }
    };
    // Keys still come from the terminal; the file gets each line and its
    // line break, no carriage return and no cursor movement.
    wait_for_file(&expected.lines());
    terminal.tmux.press(&["Right"]);
    wait_for_file(&expected.then(Command::Cursor(CursorMove::Step(Direction::Right))));
    terminal.tmux.press(&["S"]);
    wait_for_file(&expected.then(Command::Read(Reading::Score)));
    terminal.tmux.press(&["q"]);
    wait_for_file(&expected.then(Command::Quit));
    let (status, _) = terminal.finished();
    assert_eq!(status, "0");
}
