//! Ctrl+Z and `fg` in a real terminal: the game runs under an interactive
//! bash in a private tmux server; Ctrl+Z stops it and gives the shell its
//! terminal back (cooked, echoing), `fg` continues it, and the game is in
//! raw mode again: a Shift+arrow pressed then is answered at once, with no
//! Enter and no echo of the key's escape sequence. Under a wrapper script
//! Ctrl+Z stops the whole job the same way; as the terminal's own command,
//! where nothing could continue it, the game says so and plays on, and
//! started so on a desktop it waits for its window writing only plain
//! text. A paste is answered once and never run as keys, and the paste
//! mode is given back at the end;
//! Ctrl+C quits while a question is open; a game whose terminal's owner
//! dies (with the master side inherited, as under yasr) ends with its save;
//! and a storm of resize signals leaves no key unanswered.
//!
//! tmux and bash must be installed; set `ACCESSIBLE_2048_SKIP_TMUX=1` to skip
//! knowingly where they cannot be.

use crate::common;
use common::shell::quote_path;

use std::path::Path;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::Binary;
use common::tmux::{Game, Tmux};
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
    terminal.tmux.type_line(&game_at_a_prompt(&data).command());
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

/// How many lines of the screen are exactly `text`.
fn exactly(screen: &str, text: &str) -> usize {
    screen.lines().filter(|l| l.trim() == text).count()
}

/// Under a wrapper script (as `cargo run` or a launcher script starts it),
/// Ctrl+Z stops the whole job: the shell gets its terminal back and
/// answers, and `fg` continues the game, which answers the next key.
#[cfg(unix)]
#[test]
fn ctrl_z_under_a_wrapper_stops_the_job_and_fg_plays_on() {
    if !have("tmux") || !have("bash") {
        assert!(
            std::env::var_os(OPT_OUT).is_some_and(|v| !v.is_empty()),
            "tmux and bash are needed (apt-get install tmux bash), or set {OPT_OUT}=1"
        );
        return;
    }
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let wrapper = dir.path().join("wrap");
    std::fs::write(&wrapper, "#!/bin/sh\n\"$@\"\n").unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let terminal = Terminal::start(dir);
    terminal
        .tmux
        .wait_for("the shell's prompt", |s| !s.trim().is_empty());
    terminal.tmux.type_line(
        &game_at_a_prompt(&data)
            .through(&quote_path(&wrapper))
            .command(),
    );
    terminal
        .tmux
        .wait_for("the game", |s| s.contains("Cursor on A1"));

    terminal.tmux.run(&["send-keys", "C-z"]);
    terminal
        .tmux
        .wait_for("the shell to say the job stopped", |s| {
            s.contains("Stopped")
        });
    terminal.tmux.type_line("echo back");
    terminal
        .tmux
        .wait_for("the shell to answer", |s| exactly(s, "back") == 1);

    terminal.tmux.type_line("fg");
    let before = count(&terminal.tmux.capture(), "Right:");
    let start = Instant::now();
    // Raw mode comes back with the game; a key pressed before may be
    // taken by the shell's line, so press until one is answered.
    while count(&terminal.tmux.capture(), "Right:") == before {
        assert!(
            start.elapsed() < DEADLINE,
            "the game does not answer after fg:\n{}",
            terminal.tmux.capture()
        );
        if terminal.flags().iter().any(|f| f == "-icanon") {
            terminal.tmux.run(&["send-keys", "S-Right"]);
        }
        sleep(Duration::from_millis(300));
    }

    terminal.tmux.run(&["send-keys", "C-c"]);
    terminal
        .tmux
        .wait_for("the game to say goodbye", |s| s.contains("Goodbye"));
}

/// Started as the terminal's own command (a terminal's `-e`, a desktop
/// launcher), the game leads its session and nothing could continue it:
/// Ctrl+Z says so and the game plays on, answering the next key.
#[test]
fn ctrl_z_in_a_terminal_of_the_game_alone_plays_on() {
    if !have("tmux") {
        assert!(
            std::env::var_os(OPT_OUT).is_some_and(|v| !v.is_empty()),
            "tmux is needed (apt-get install tmux), or set {OPT_OUT}=1"
        );
        return;
    }
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let tmux = Tmux::new(dir.path().join("tmux.sock"));
    tmux.run(&[
        "new-session",
        "-d",
        "-x",
        "120",
        "-y",
        "40",
        "--",
        BIN,
        "--no-speech",
        "--no-sound",
        "--verbosity",
        "full",
        "--seed",
        "7",
        "--board",
        "2 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0",
        "--data-dir",
        data,
    ]);
    tmux.wait_for("the game", |s| s.contains("Cursor on A1"));
    tmux.run(&["send-keys", "C-z"]);
    tmux.wait_for("the game to say it cannot suspend", |s| {
        s.contains("Suspending is not available here; playing on.")
    });
    tmux.run(&["send-keys", "S-Right"]);
    tmux.wait_for("an answer to Shift+Right", |s| count(s, "Right:") == 1);
}

/// A pseudo-terminal pair as a careless screen reader leaves it: neither
/// side close-on-exec, so a child it starts inherits the master too.
#[cfg(target_os = "linux")]
fn inheritable_pty() -> (std::fs::File, std::fs::File) {
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two new descriptors into the two integers;
    // the name, settings and size may be null.
    let result = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(result, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors are new and owned by nothing else.
    unsafe {
        (
            std::fs::File::from_raw_fd(master),
            std::fs::File::from_raw_fd(slave),
        )
    }
}

/// The game on a fresh pseudo-terminal it leads as its own session (as a
/// screen reader or a terminal runs its program), with `extra` options, on
/// a desktop `display` or none; the master is non-blocking.
#[cfg(target_os = "linux")]
fn game_leading_its_terminal(
    extra: &[&str],
    data: &Path,
    display: Option<&str>,
) -> (std::fs::File, std::process::Child) {
    use std::os::unix::process::CommandExt;
    let (master, slave) = inheritable_pty();
    // SAFETY: fcntl on a descriptor this test owns.
    unsafe {
        libc::fcntl(
            std::os::fd::AsRawFd::as_raw_fd(&master),
            libc::F_SETFL,
            libc::O_NONBLOCK,
        );
    }
    let mut command = Binary::english()
        .args(["--no-speech", "--no-sound", "--seed", "7"])
        .args(extra)
        .args(["--board", "2 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0"])
        .data_dir(data)
        .env("TERM", "xterm-256color")
        .env_remove("WAYLAND_DISPLAY")
        .command();
    command
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave.try_clone().unwrap());
    match display {
        Some(display) => command.env("DISPLAY", display),
        None => command.env_remove("DISPLAY"),
    };
    // SAFETY: only async-signal-safe calls between fork and exec: a session
    // of its own, with the terminal as its controlling terminal.
    unsafe {
        command.pre_exec(|| {
            libc::setsid();
            libc::ioctl(0, libc::TIOCSCTTY, 0);
            Ok(())
        });
    }
    let game = command.spawn().expect("the game starts");
    drop(slave);
    (master, game)
}

/// Reads what the game wrote to the master until `ready` holds.
#[cfg(target_os = "linux")]
fn read_until(
    master: &mut std::fs::File,
    seen: &mut String,
    what: &str,
    ready: impl Fn(&str) -> bool,
) {
    use std::io::Read;
    let start = Instant::now();
    let mut buffer = [0u8; 4096];
    while !ready(seen) {
        assert!(
            start.elapsed() < DEADLINE,
            "waited {DEADLINE:?} for {what}; the game wrote:\n{seen}"
        );
        match master.read(&mut buffer) {
            Ok(0) => sleep(Duration::from_millis(20)),
            Ok(n) => seen.push_str(&String::from_utf8_lossy(&buffer[..n])),
            Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => {
                sleep(Duration::from_millis(20))
            }
            Err(error) => panic!("reading the terminal: {error}; the game wrote:\n{seen}"),
        }
    }
}

/// The program that owns the game's terminal dies while the game holds an
/// inherited copy of the terminal's master (as under yasr): the game ends
/// by itself, its last move saved, instead of waiting for keys forever
/// with the data directory locked.
#[cfg(target_os = "linux")]
#[test]
fn a_game_whose_terminal_owner_dies_ends_with_its_save() {
    use std::io::Write;
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let (mut master, mut game) = game_leading_its_terminal(&["--verbosity", "full"], &data, None);
    let mut seen = String::new();
    read_until(&mut master, &mut seen, "the game", |s| {
        s.contains("Cursor on A1")
    });
    master.write_all(b"\x1b[1;2C").expect("Shift+Right typed");
    read_until(&mut master, &mut seen, "the answer to Shift+Right", |s| {
        s.contains("Right:")
    });
    // The owner of the terminal dies: its master closes.
    drop(master);
    let start = Instant::now();
    let status = loop {
        if let Some(status) = game.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > DEADLINE {
            let _ = game.kill();
            let _ = game.wait();
            panic!("the game still ran {DEADLINE:?} after its terminal's owner died");
        }
        sleep(Duration::from_millis(40));
    };
    assert!(status.code().is_some(), "the game was killed: {status:?}");
    let saved = std::fs::read_to_string(data.join("game.json")).expect("the game was saved");
    assert!(saved.contains("\"moves\": 1"), "{saved}");
}

/// Whether tmux and bash are here; else the opt-out must be set.
fn terminal_here() -> bool {
    if have("tmux") && have("bash") {
        return true;
    }
    assert!(
        std::env::var_os(OPT_OUT).is_some_and(|v| !v.is_empty()),
        "tmux and bash are needed (apt-get install tmux bash), or set {OPT_OUT}=1"
    );
    false
}

/// The game every test here types at the shell's prompt, on `data`.
fn game_at_a_prompt(data: &Path) -> Game {
    Game::new(data)
        .no_speech()
        .no_sound()
        .args(&["--verbosity", "full"])
        .seed(7)
        .args(&["--board", "2 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0"])
        .data_dir(data)
}

/// A game started from the shell of a fresh terminal, with `then` run in
/// the same shell once it ends; waits for the game's first line.
fn game_in_terminal(then: &str) -> Terminal {
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let terminal = Terminal::start(dir);
    terminal
        .tmux
        .wait_for("the shell's prompt", |s| !s.trim().is_empty());
    terminal.tmux.type_line(&format!(
        "{}; echo GAME-ENDED $?; {then}",
        game_at_a_prompt(&data).command()
    ));
    terminal
        .tmux
        .wait_for("the game", |s| s.contains("Cursor on A1"));
    terminal
}

/// Pastes `text` into the pane, bracketed if the program asked for it.
fn paste(terminal: &Terminal, text: &str) {
    terminal.tmux.run(&["set-buffer", "-b", "pasted", text]);
    terminal.tmux.run(&["paste-buffer", "-p", "-b", "pasted"]);
}

/// A paste is answered once and never run as keys ("many" would be N then
/// Y: a new game); once the game ends, the terminal's paste mode is given
/// back (a program after it gets the paste plain).
#[test]
fn a_paste_is_answered_once_and_never_run_as_keys() {
    if !terminal_here() {
        return;
    }
    let terminal = game_in_terminal("cat -v");
    let ignored = "Pasted text ignored.";
    paste(&terminal, "many");
    terminal
        .tmux
        .wait_for("the answer to a paste", |s| count(s, ignored) == 1);
    paste(&terminal, &"ny".repeat(5_000));
    terminal
        .tmux
        .wait_for("the answer to a long paste", |s| count(s, ignored) == 2);
    // Every key still gets its answer, and the game is the same one.
    terminal.tmux.press(&["s"]);
    let screen = terminal
        .tmux
        .wait_for("the score", |s| count(s, "Score") == 1);
    assert!(
        !screen.contains("new game"),
        "a paste ran as keys:\n{screen}"
    );
    assert!(screen.contains("Score 0, 0 moves"), "{screen}");

    terminal.tmux.run(&["send-keys", "C-c"]);
    terminal.tmux.wait_for("the game's exit status 0", |s| {
        s.lines().any(|l| l.trim() == "GAME-ENDED 0")
    });
    paste(&terminal, "after");
    terminal.tmux.press(&["Enter"]);
    let screen = terminal
        .tmux
        .wait_for("cat to print the paste", |s| count(s, "after") == 2);
    assert!(
        !screen.contains("[200~"),
        "the paste mode was left on:\n{screen}"
    );
    terminal.tmux.press(&["C-d"]);
}

/// Ctrl+C quits at once, also while a question (quit? new game?) is open.
#[test]
fn ctrl_c_quits_while_a_question_is_open() {
    if !terminal_here() {
        return;
    }
    for question in ["q", "n"] {
        let terminal = game_in_terminal("true");
        terminal.tmux.run(&["send-keys", "S-Right"]);
        terminal
            .tmux
            .wait_for("the slide", |s| count(s, "Right:") == 1);
        terminal.tmux.press(&[question]);
        terminal
            .tmux
            .wait_for("the question", |s| s.lines().any(|l| l.contains("Press Y")));
        terminal.tmux.run(&["send-keys", "C-c"]);
        let screen = terminal.tmux.wait_for("the game's exit", |s| {
            s.lines().any(|l| l.trim().starts_with("GAME-ENDED"))
        });
        assert!(screen.contains("Goodbye"), "{question}: {screen}");
        assert!(
            screen.lines().any(|l| l.trim() == "GAME-ENDED 0"),
            "{question}: {screen}"
        );
    }
}

/// Started by its terminal on a desktop (the menu's way), the game waits
/// for its window before the opening, and the wait writes nothing: all it
/// ever writes is plain text and the bracketed-paste mode switch, no
/// request to the terminal (such as focus reports).
#[cfg(target_os = "linux")]
#[test]
fn a_game_started_from_the_menu_waits_for_its_window_writing_only_plain_text() {
    use std::io::Write;
    let dir = TempDir::new().unwrap();
    let started = Instant::now();
    let (mut master, mut game) =
        game_leading_its_terminal(&[], &dir.path().join("data"), Some(":2048"));
    let mut seen = String::new();
    read_until(&mut master, &mut seen, "the opening", |s| {
        s.contains("Press H for help.")
    });
    let waited = started.elapsed();
    master.write_all(b"q").expect("Q typed");
    read_until(&mut master, &mut seen, "the goodbye", |s| {
        s.contains("Goodbye")
    });
    let _ = game.wait();
    assert!(
        waited >= Duration::from_millis(1900),
        "the opening came {waited:?} after the start, before the window could have the focus"
    );
    let plain = seen
        .replace("\u{1b}[?2004h", "")
        .replace("\u{1b}[?2004l", "");
    assert!(
        !plain.contains('\u{1b}'),
        "the game wrote an escape sequence: {plain:?}"
    );
}

/// A storm of window-size signals (thousands a second, as while a window
/// is dragged larger) never leaves a key unanswered: each of 300 presses
/// of the score key is answered before the next is typed.
#[cfg(target_os = "linux")]
#[test]
fn every_key_is_answered_under_a_storm_of_resize_signals() {
    use std::io::Write;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let (mut master, mut game) = game_leading_its_terminal(&["--verbosity", "full"], &data, None);
    let mut seen = String::new();
    read_until(&mut master, &mut seen, "the game", |s| {
        s.contains("Cursor on A1")
    });
    let stop = Arc::new(AtomicBool::new(false));
    let storm = {
        let stop = Arc::clone(&stop);
        let pid = game.id() as libc::pid_t;
        std::thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                // SAFETY: a signal to the game this test started.
                unsafe {
                    libc::kill(pid, libc::SIGWINCH);
                }
                sleep(Duration::from_micros(100));
            }
        })
    };
    let answers = |s: &str| s.matches("Score 0").count();
    let mut unanswered = 0;
    for press in 0..300 {
        // Typed at a player's pace, so that signals fall between keys.
        sleep(Duration::from_millis(3));
        let before = answers(&seen);
        master.write_all(b"s").expect("the score key typed");
        let start = Instant::now();
        let mut buffer = [0u8; 4096];
        while answers(&seen) == before && start.elapsed() < Duration::from_secs(3) {
            match std::io::Read::read(&mut master, &mut buffer) {
                Ok(n) if n > 0 => seen.push_str(&String::from_utf8_lossy(&buffer[..n])),
                _ => sleep(Duration::from_millis(2)),
            }
        }
        if answers(&seen) == before {
            unanswered += 1;
            // The next press is then answered twice, so counting goes on.
            eprintln!("press {press} was not answered within 3 s");
        }
    }
    stop.store(true, Ordering::SeqCst);
    storm.join().unwrap();
    let _ = game.kill();
    let _ = game.wait();
    assert_eq!(unanswered, 0, "keys left unanswered under the storm");
}
