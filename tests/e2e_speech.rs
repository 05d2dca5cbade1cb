//! End to end through a real speech-dispatcher: each test starts a private
//! daemon ([`CaptureSpeechd`]: its own `HOME` and `XDG_RUNTIME_DIR` in a
//! temp dir, a Unix socket) whose only module is `sd_generic`, configured
//! so that `GenericExecuteSynth` appends each utterance to a capture file
//! (audio goes to ALSA's `null` device, so no sound card is needed). The game runs in line mode with
//! `SPEECHD_ADDRESS=unix_socket:SOCKET`; every captured utterance must be a
//! printed line, in the printed order, and what was said last before
//! quitting must be heard, the goodbye included. Speech off must be
//! silent. The fallbacks: an unreachable socket gives the "speech is
//! unavailable" line within a few seconds and a text game that works; a
//! socket that accepts and never answers does not delay the opening line
//! (the speech worker times out on its own). A server whose answer line
//! never ends costs the speech worker no memory; a `SPEECHD_CMD` that never
//! exits ends with the game; a `SPEECHD_ADDRESS` that is not text is said.
//! The daemon is killed at the end (pidfile), even on failure.
//!
//! speech-dispatcher must be installed; set
//! `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip knowingly where it
//! cannot be.
#![cfg(feature = "speech")]

mod common;

use std::os::unix::net::UnixListener;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::sleep;
use std::time::Duration;

use accessible_2048::narration::Message;
use accessible_2048::play::InputMode;
use accessible_2048::terminal::command_for_line;
use common::capture_speechd::CaptureSpeechd;
use common::line_game::LineGame;
use common::{Rig, assert_plain, game_command, in_order, say, speech_unavailable_head};
use tempfile::TempDir;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER";

fn speech_dispatcher_here() -> bool {
    common::require("speech-dispatcher", "-v", OPT_OUT, "speech-dispatcher")
}

/// The game in line mode with speech through `speech_address`, in a data
/// directory of its own.
fn start_game(speech_address: &str, args: &[&str]) -> LineGame {
    let data = TempDir::new().expect("temp dir");
    let mut command = game_command(args, data.path());
    command
        .arg("--line-mode")
        .env("SPEECHD_ADDRESS", speech_address)
        .stderr(Stdio::inherit());
    LineGame::spawn(command).keeping(data)
}

#[test]
fn what_is_printed_is_what_is_spoken() {
    if !speech_dispatcher_here() {
        return;
    }
    let dispatcher = CaptureSpeechd::start(false);
    let seed = 3;
    let mut game = start_game(&dispatcher.address(), &["--seed", "3"]);
    let mut expected = Rig::opened(None, seed, InputMode::Lines);
    game.wait_for_count(1);

    // Each command's answer is printed, then its last line is heard before
    // the next command goes in (the small pause between key presses).
    // During speech off, `board` is printed and must not be heard.
    let script = [
        "score",
        "cursor right",
        "left",
        "row",
        "help",
        "rate 60",
        "speech off",
        "board",
        "speech on",
        "position",
        "down",
        "score",
    ];
    let mut silent_lines: Vec<String> = Vec::new();
    let mut speech_on = true;
    for command in script {
        let before = expected.transcript().len();
        expected.controller.handle(command_for_line(command));
        let lines = expected.transcript();
        game.send(command);
        game.wait_for_count(lines.len());
        let printed = game.printed();
        assert_eq!(printed, lines, "after {command:?}");
        let answer = &lines[before..];
        if command == "speech off" {
            // "Speech off." is still said, so the player hears it.
            dispatcher.wait_until_last_said(&answer[0]);
            speech_on = false;
            continue;
        }
        if command == "speech on" {
            speech_on = true;
        }
        if speech_on {
            dispatcher.wait_until_last_said(answer.last().expect("an answer"));
        } else {
            silent_lines.extend(answer.iter().cloned());
        }
    }
    // Wait for the last answer, then quit.
    let last = expected.transcript().last().cloned().unwrap();
    dispatcher.wait_until_last_said(&last);
    assert_eq!(game.quit(), Some(0));
    let printed = game.printed();
    for line in &printed {
        assert_plain(line, "a printed line");
    }
    assert!(
        !printed
            .iter()
            .any(|l| l.starts_with(&speech_unavailable_head())),
        "speech failed: {printed:#?}\n{}",
        dispatcher.logs()
    );

    let spoken = dispatcher.spoken();
    // Every utterance is a printed line, in the printed order.
    for utterance in &spoken {
        assert!(
            printed.contains(utterance),
            "said but not printed: {utterance:?}\nprinted: {printed:#?}"
        );
    }
    assert!(
        in_order(&spoken, &printed),
        "said out of order:\n{spoken:#?}\nprinted:\n{printed:#?}"
    );
    // The last announcements before quitting were heard, the help page in
    // full.
    let help: Vec<String> = expected.controller.session().help_pages()[0]
        .iter()
        .map(|a| common::words().line(a))
        .collect();
    for line in help.iter().chain([&last]) {
        assert!(
            spoken.contains(line),
            "not heard: {line:?}\nsaid: {spoken:#?}"
        );
    }
    // Lines printed only while speech was off (a line such as "Row 1
    // empty." may also be printed, and said, with speech on).
    let silent: Vec<&String> = silent_lines
        .iter()
        .filter(|line| printed.iter().filter(|p| p == line).count() == 1)
        .collect();
    assert!(!silent.is_empty(), "no line printed only with speech off");
    for line in silent {
        assert!(!spoken.contains(line), "heard with speech off: {line:?}");
    }
}

#[test]
fn an_unreachable_speech_server_gives_one_line_and_a_text_game() {
    let dir = TempDir::new().expect("temp dir");
    let missing = dir.path().join("nonexistent").join("socket");
    let address = format!("unix_socket:{}", missing.display());
    let mut game = start_game(&address, &["--seed", "3"]);
    let head = speech_unavailable_head();
    // Typed at once, before the line can have come: it is still said
    // before the first answer (an order, not a time; how long speech may
    // take to start is the game's `START_TIMEOUT`).
    let script = ["left", "cursor right", "score"];
    for command in script {
        game.send(command);
    }
    game.wait_for("the speech-unavailable line", |l| l.starts_with(&head));
    let mut expected = Rig::opened(None, 3, InputMode::Lines);
    for command in script {
        expected.controller.handle(command_for_line(command));
    }
    let mut wanted = expected.transcript();
    let unavailable = game
        .printed()
        .into_iter()
        .find(|l| l.starts_with(&head))
        .unwrap();
    // After the opening lines (the tiles, then how to get help).
    wanted.insert(2, unavailable.clone());
    game.wait_for_count(wanted.len());
    assert_eq!(game.quit(), Some(0));
    let printed = game.printed();
    assert_eq!(&printed[..wanted.len()], &wanted[..]);
    assert_eq!(
        printed.iter().filter(|l| l.starts_with(&head)).count(),
        1,
        "said once: {printed:#?}"
    );
    assert_plain(&unavailable, "the speech-unavailable line");
}

/// A server that takes connections and never answers: the speech engine
/// hangs while starting, as with a wedged speech-dispatcher.
struct SilentServer {
    stop: Arc<AtomicBool>,
    _dir: TempDir,
    path: PathBuf,
}

impl SilentServer {
    fn start() -> SilentServer {
        let dir = TempDir::new().expect("temp dir");
        let path = dir.path().join("hang.sock");
        let listener = UnixListener::bind(&path).expect("bind a socket");
        listener.set_nonblocking(true).expect("nonblocking");
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut held = Vec::new();
            while !flag.load(Ordering::SeqCst) {
                if let Ok((stream, _)) = listener.accept() {
                    held.push(stream);
                }
                sleep(Duration::from_millis(20));
            }
        });
        SilentServer {
            stop,
            _dir: dir,
            path,
        }
    }

    fn address(&self) -> String {
        format!("unix_socket:{}", self.path.display())
    }
}

impl Drop for SilentServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

#[test]
fn a_hanging_speech_server_does_not_delay_the_opening() {
    let server = SilentServer::start();
    let mut game = start_game(&server.address(), &["--seed", "3"]);
    let expected = Rig::opened(None, 3, InputMode::Lines).transcript();
    let timeout_line = common::speech_notice(
        Message::new("speech-unavailable")
            .list("reason", vec![Message::new("speech-reason-timeout")]),
        InputMode::Lines,
    );
    game.wait_for("the speech timeout line", |l| l == timeout_line);
    // The opening came while speech was still starting, not after it gave
    // up: the opening lines first, then the time-out, said once (an order,
    // not a time).
    let printed = game.printed();
    assert_eq!(printed[..2], expected[..2], "{printed:#?}");
    assert_eq!(printed[2], timeout_line, "{printed:#?}");
    assert_eq!(
        printed.iter().filter(|l| **l == timeout_line).count(),
        1,
        "{printed:#?}"
    );
    game.send("score");
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    game.wait_for("the score", |l| l == score);
    assert_eq!(game.quit(), Some(0), "quits though speech hangs");
}

/// A player who plays by ear hears the game's last words.
#[test]
fn goodbye_is_heard_before_the_game_exits() {
    if !speech_dispatcher_here() {
        return;
    }
    let dispatcher = CaptureSpeechd::start(false);
    let mut game = start_game(&dispatcher.address(), &["--seed", "3"]);
    game.wait_for_count(1);
    game.send("score");
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    dispatcher.wait_until_last_said(&score);
    assert_eq!(game.quit(), Some(0));
    let goodbye = say(Message::new("goodbye").num("score", 0).num("moves", 0));
    assert_eq!(game.printed().last(), Some(&goodbye));
    dispatcher.wait_until_last_said(&goodbye);
}

/// The speech worker started by the game with process id `game`, if any.
fn worker_of(game: u32) -> Option<u32> {
    let tasks = std::fs::read_dir(format!("/proc/{game}/task")).ok()?;
    tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok())
        .flat_map(|c| {
            c.split_whitespace()
                .filter_map(|p| p.parse().ok())
                .collect::<Vec<u32>>()
        })
        .next()
}

/// The most memory process `pid` has held (`VmHWM`), in kilobytes.
fn peak_kilobytes(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A server that answers the first command with a line that never ends
/// (up to 256 MB of it, which a reader without a bound keeps whole).
fn endless_line_server(dir: &std::path::Path) -> PathBuf {
    use std::io::{BufRead, Write};
    let path = dir.join("endless.sock");
    let listener = UnixListener::bind(&path).expect("bind a socket");
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || {
                let mut out = stream.try_clone().expect("clone");
                let mut first = String::new();
                let _ = std::io::BufReader::new(stream).read_line(&mut first);
                let chunk = vec![b'a'; 1 << 20];
                let _ = out.write_all(b"208-");
                for _ in 0..256 {
                    if out.write_all(&chunk).is_err() {
                        return;
                    }
                }
                sleep(Duration::from_secs(30));
            });
        }
    });
    path
}

#[test]
fn an_answer_line_that_never_ends_costs_the_speech_worker_no_memory() {
    let dir = TempDir::new().expect("temp dir");
    let socket = endless_line_server(dir.path());
    let mut game = start_game(
        &format!("unix_socket:{}", socket.display()),
        &["--seed", "3"],
    );
    let pid = game.pid();
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let done = Arc::clone(&done);
        std::thread::spawn(move || {
            let mut peak = 0;
            // Looked for without a pause: on an idle machine the worker
            // refuses the line and ends within a few milliseconds.
            while !done.load(Ordering::SeqCst) {
                if let Some(kb) = worker_of(pid).and_then(peak_kilobytes) {
                    peak = peak.max(kb);
                }
                std::thread::yield_now();
            }
            peak
        })
    };
    let head = speech_unavailable_head();
    game.wait_for("the speech-unavailable line", |l| l.starts_with(&head));
    // The worker's last moments, if it still lived.
    sleep(Duration::from_millis(200));
    done.store(true, Ordering::SeqCst);
    let peak = watcher.join().unwrap();
    game.send("score");
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    game.wait_for("the score", |l| l == score);
    assert_eq!(game.quit(), Some(0));
    assert!(peak > 0, "the worker was never seen");
    assert!(
        peak < 64 * 1024,
        "the speech worker held {} MB reading one answer line",
        peak / 1024
    );
}

/// Whether process `pid` still runs (a zombie is no longer running).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            let state = stat.rsplit_once(") ")?.1.chars().next()?;
            Some(state != 'Z' && state != 'X')
        })
        .unwrap_or(false)
}

/// A `SPEECHD_CMD` that never exits (nor does the program it starts) is
/// not left running once the game has quit: neither while speech is
/// still starting nor once the game has given up on it.
#[test]
fn a_speech_server_command_that_never_exits_ends_with_the_game() {
    for wait_for_the_time_out in [false, true] {
        let dir = TempDir::new().expect("temp dir");
        let pids = dir.path().join("pids");
        let command = dir.path().join("speechd-cmd");
        std::fs::write(
            &command,
            format!(
                "#!/bin/sh\necho $$ >> {0}\nsleep 1000 &\necho $! >> {0}\nwait\n",
                pids.display()
            ),
        )
        .unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&command, std::fs::Permissions::from_mode(0o755)).unwrap();
        let data = TempDir::new().expect("temp dir");
        let mut started = game_command(&["--seed", "3", "--line-mode"], data.path());
        started
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", dir.path().join("none.sock").display()),
            )
            .env("SPEECHD_CMD", &command)
            .stderr(Stdio::inherit());
        let mut game = LineGame::spawn(started).keeping(data);
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        let read = || -> Vec<u32> {
            std::fs::read_to_string(&pids)
                .unwrap_or_default()
                .lines()
                .filter_map(|l| l.parse().ok())
                .collect()
        };
        while read().len() < 2 {
            assert!(
                std::time::Instant::now() < deadline,
                "the command never ran"
            );
            sleep(Duration::from_millis(20));
        }
        if wait_for_the_time_out {
            let head = speech_unavailable_head();
            game.wait_for("the speech-unavailable line", |l| l.starts_with(&head));
        }
        assert_eq!(game.quit(), Some(0));
        // Ended as the game quits; waited for up to `RUN_DEADLINE`, a
        // guard far past that (the programs would run 1000 s), not a bound.
        let gone_by = std::time::Instant::now() + common::RUN_DEADLINE;
        while read().into_iter().any(running) && std::time::Instant::now() < gone_by {
            sleep(Duration::from_millis(50));
        }
        let left: Vec<u32> = read().into_iter().filter(|&p| running(p)).collect();
        for pid in &left {
            // The shell's own kill: no procps needed.
            let _ = std::process::Command::new("sh")
                .args(["-c", &format!("kill -9 {pid}")])
                .status();
        }
        assert!(
            left.is_empty(),
            "still running after the game quit (waited for the time-out: \
             {wait_for_the_time_out}): {left:?}"
        );
    }
}

/// A `SPEECHD_ADDRESS` that is not text is said, with the speech
/// notice's own words, never passed over for the default socket.
#[test]
fn a_speech_address_that_is_not_text_is_said() {
    use std::os::unix::ffi::OsStrExt;
    let dir = TempDir::new().expect("temp dir");
    let data = TempDir::new().expect("temp dir");
    let mut command = game_command(&["--seed", "3", "--line-mode"], data.path());
    command
        .env(
            "SPEECHD_ADDRESS",
            std::ffi::OsStr::from_bytes(b"unix_socket:/tmp/caf\xe9.sock"),
        )
        // No server at the default socket, and none started there.
        .env("XDG_RUNTIME_DIR", dir.path())
        .env("SPEECHD_CMD", dir.path().join("no-such-program"))
        .stderr(Stdio::inherit());
    let mut game = LineGame::spawn(command).keeping(dir);
    let head = speech_unavailable_head();
    game.wait_for("the speech-unavailable line", |l| l.starts_with(&head));
    assert_eq!(game.quit(), Some(0));
    let wanted = common::speech_notice(
        Message::new("speech-unavailable").list(
            "reason",
            vec![Message::new("speech-reason-address-not-text")],
        ),
        InputMode::Lines,
    );
    let printed = game.printed();
    assert_eq!(
        printed.iter().filter(|l| l.starts_with(&head)).count(),
        1,
        "{printed:#?}"
    );
    assert!(printed.contains(&wanted), "{wanted:?} not in {printed:#?}");
}
