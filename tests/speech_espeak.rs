//! End to end with the real speech engine players have: a private
//! speech-dispatcher running the stock `sd_espeak-ng` module (see
//! `common/espeak_speechd.rs`), whose log at level 5 records every command the game
//! sends and every text handed to the synthesizer, with a timestamp.
//!
//! Checked: the opening line reaches the synthesizer in every shipped
//! language, as that language (how soon is measured by the `first_words`
//! benchmark, target 1 s); a slide half a second after launch is spoken; no
//! rate, voice, pitch or volume is sent unless asked; a server stopped
//! mid-game (SIGSTOP) is reported once while every key is answered (how
//! soon: the `speech_stall` benchmark), and the speech key starts speech
//! again once the server is back; quitting ends the game while the server
//! is still stopped. These tests run beside each other, so none bounds the
//! wall clock: `DEADLINE` only stops a hang. Without a
//! server: a socket that answers garbage gives one line and a text game,
//! in line mode and in key mode in tmux (the terminal is restored and no
//! error of the speech client reaches it); where no server runs the game
//! asks for one to be started (as libspeechd's autospawn does), and when that
//! server cannot start it says so and nothing it started outlives it (no
//! worker), nor a game killed with `kill -9`. The cold start with a real
//! server is `speech_cold_start.rs`.
#![cfg(all(feature = "speech", target_os = "linux"))]

mod common;

use std::io::Write;
use std::os::unix::net::UnixListener;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::narration::Message;
use accessible_2048::play::InputMode;
use accessible_2048::terminal::command_for_line;
use common::espeak_speechd::{self as espeak, EspeakDispatcher, espeak_ng_here};
use common::line_game::LineGame;
use common::speechd_log::{client_commands, seconds_between};
use common::tmux::{Game, Tmux};
use common::{Rig, say, speech_unavailable_head};
use tempfile::TempDir;

/// How long to wait for anything that should happen: a guard against a
/// hang, far past what any of it takes, not a bound.
const DEADLINE: Duration = Duration::from_secs(20);

/// The game in line mode speaking through `address`, in a data directory
/// of its own, with `env` added to its environment.
fn start_game_with(address: &str, args: &[&str], env: &[(&str, &str)]) -> LineGame {
    let data = TempDir::new().expect("temp dir");
    let mut command = espeak::game(address, data.path(), args);
    command.envs(env.iter().copied()).stderr(Stdio::inherit());
    LineGame::spawn(command).keeping(data)
}

fn start_game(address: &str, args: &[&str]) -> LineGame {
    start_game_with(address, args, &[])
}

/// The opening line in English for seed 3, as the binary prints it.
fn opening() -> String {
    Rig::opened(None, 3, InputMode::Lines).transcript()[0].clone()
}

#[test]
fn the_opening_line_reaches_espeak_in_every_language_as_that_language() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    // The language each locale reaches the engine as.
    let cases = [
        ("en-US", "en-us"),
        ("es", "es"),
        ("fr", "fr"),
        ("de", "de"),
        ("pt-BR", "pt-br"),
    ];
    for (lang, engine_language) in cases {
        let mut game = start_game(&dispatcher.address(), &["--seed", "3", "--lang", lang]);
        game.wait_for_count(1);
        let opening = game.printed()[0].clone();
        dispatcher
            .wait_for(DEADLINE, |t| t == opening)
            .unwrap_or_else(|| {
                panic!(
                    "{lang}: {opening:?} never reached espeak-ng\n{}",
                    dispatcher.tail()
                )
            });
        assert_eq!(game.quit(), Some(0), "{lang}");
        let wanted = format!("SET SELF LANGUAGE {engine_language}");
        assert!(
            dispatcher.client_commands().contains(&wanted),
            "{lang}: no {wanted:?} in {:#?}",
            dispatcher.client_commands()
        );
    }
    // The module itself was told the language, not only a voice.
    let log = dispatcher.log();
    for (_, engine_language) in cases {
        assert!(
            log.contains(&format!("language={engine_language}\n")),
            "the module never got language={engine_language}"
        );
    }
}

#[test]
fn german_reaches_the_engine_as_german_before_the_first_words() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    let mut game = start_game(&dispatcher.address(), &["--seed", "3", "--lang", "de"]);
    game.wait_for_count(1);
    let opening = game.printed()[0].clone();
    assert!(opening.starts_with("Neues Spiel"), "{opening:?}");
    dispatcher
        .wait_for(DEADLINE, |t| t == opening)
        .expect("the German opening is spoken");
    assert_eq!(game.quit(), Some(0));
    // The parameters the daemon handed the module just before the text.
    let log = dispatcher.log();
    let text_at = log
        .find("Command sent to output module: |<speak>Neues Spiel")
        .expect("in the log");
    let settings = &log[..text_at];
    let language = settings
        .rfind("language=")
        .map(|i| settings[i..].lines().next().unwrap_or_default())
        .expect("a language setting before the text");
    assert_eq!(language, "language=de");
}

#[test]
fn a_slide_half_a_second_after_launch_is_spoken() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    let mut game = start_game(&dispatcher.address(), &["--seed", "3"]);
    sleep(Duration::from_millis(500));
    game.send("left");
    let mut expected = Rig::opened(None, 3, InputMode::Lines);
    // The slide's answer is the first line after the opening's lines (the
    // tiles, then how to get help), whichever of those speech had reached.
    let opening_lines = expected.transcript().len();
    expected.controller.handle(command_for_line("left"));
    let slide = expected.transcript()[opening_lines].clone();
    assert!(slide.contains("left"), "{slide:?}");
    game.wait_for("the slide", |l| l == slide);
    dispatcher
        .wait_for(DEADLINE, |t| t == slide)
        .unwrap_or_else(|| panic!("{slide:?} was not spoken\n{}", dispatcher.tail()));
    assert_eq!(game.quit(), Some(0));
}

#[test]
fn no_rate_voice_pitch_or_volume_is_sent_unless_asked() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    let mut game = start_game(&dispatcher.address(), &["--seed", "3"]);
    game.wait_for_count(1);
    let opening = opening();
    dispatcher
        .wait_for(DEADLINE, |t| t == opening)
        .expect("the opening is spoken");
    game.send("score");
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    dispatcher
        .wait_for(DEADLINE, |t| t == score)
        .expect("the score is spoken");
    assert_eq!(game.quit(), Some(0));
    let settings = [
        "SET SELF RATE",
        "SET SELF VOICE",
        "SET SELF SYNTHESIS_VOICE",
        "SET SELF PITCH",
        "SET SELF VOLUME",
        "SET SELF OUTPUT_MODULE",
        "LIST",
    ];
    let commands = dispatcher.client_commands();
    assert!(commands.iter().any(|c| c.starts_with("SET SELF LANGUAGE")));
    for command in &commands {
        assert!(
            !settings.iter().any(|s| command.starts_with(s)),
            "sent unasked: {command:?}"
        );
    }

    // Asked for, the rate is sent (so the check above can fail): 70 is
    // 40 on speech-dispatcher's scale of -100 to 100; plus goes to 80.
    let seen = dispatcher.synthesized().len();
    let mut game = start_game(&dispatcher.address(), &["--seed", "3", "--rate", "70"]);
    game.wait_for_count(1);
    dispatcher
        .wait_for_new(seen, DEADLINE, |t| t == opening)
        .expect("the opening is spoken again");
    game.send("faster");
    game.wait_for("the new rate", |l| {
        l == say(Message::new("speech-rate").num("rate", 80))
    });
    assert_eq!(game.quit(), Some(0));
    let commands = dispatcher.client_commands();
    for wanted in ["SET SELF RATE 40", "SET SELF RATE 60"] {
        assert!(
            commands.iter().any(|c| c == wanted),
            "no {wanted:?} in {commands:#?}"
        );
    }
}

#[test]
fn a_stopped_server_is_reported_once_and_the_speech_key_tries_again() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    let mut game = start_game(&dispatcher.address(), &["--seed", "3"]);
    let mut expected = Rig::opened(None, 3, InputMode::Lines);
    let opening = opening();
    dispatcher
        .wait_for(DEADLINE, |t| t == opening)
        .expect("the opening is spoken");

    dispatcher.signal("STOP");
    let script = ["score", "cursor right", "left", "row", "score"];
    for command in script {
        game.send(command);
        expected.controller.handle(command_for_line(command));
        sleep(Duration::from_millis(100));
    }
    let stopped = common::speech_notice(Message::new("speech-stopped"), InputMode::Lines);
    // Said while the server is still stopped (it is continued below);
    // how soon after the stop is measured by the `speech_stall` benchmark.
    game.wait_for("the speech-stopped line", |l| l == stopped);
    // Every key was answered, and the stop was said once, in text.
    let mut wanted = expected.transcript();
    game.wait_for_count(wanted.len() + 1);
    let printed = game.printed();
    assert_eq!(
        printed.iter().filter(|l| **l == stopped).count(),
        1,
        "{printed:#?}"
    );
    let answers: Vec<String> = printed.iter().filter(|l| **l != stopped).cloned().collect();
    assert_eq!(answers, wanted);

    // The server is back: the speech key starts speech again, says so, and
    // says "Speech on." once speech is up.
    dispatcher.signal("CONT");
    game.send("speech");
    let retrying = say(Message::new("speech-retrying"));
    game.wait_for("the speech-retrying line", |l| l == retrying);
    let on = say(Message::new("speech-on"));
    game.wait_for("speech-on once speech is up", |l| l == on);
    expected.controller.handle(command_for_line("speech on"));
    game.send("cursor down");
    expected.controller.handle(command_for_line("cursor down"));
    wanted = expected.transcript();
    game.wait_for_count(wanted.len() + 2);
    let answers: Vec<String> = game
        .printed()
        .into_iter()
        .filter(|l| *l != stopped && *l != retrying)
        .collect();
    assert_eq!(answers, wanted);
    // An answer never asked for before the stop, so it can only be heard
    // through the new worker.
    let cell = wanted.last().unwrap().clone();
    dispatcher
        .wait_for(DEADLINE, |t| t == cell)
        .unwrap_or_else(|| panic!("speech did not come back\n{}", dispatcher.tail()));
    assert_eq!(game.quit(), Some(0));
}

/// A Unix socket that floods every client with random bytes.
struct GarbageServer {
    stop: Arc<AtomicBool>,
    dir: TempDir,
}

impl GarbageServer {
    fn start() -> GarbageServer {
        let dir = TempDir::new().expect("temp dir");
        let listener = UnixListener::bind(dir.path().join("garbage.sock")).expect("bind");
        listener.set_nonblocking(true).expect("nonblocking");
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
            let mut clients = Vec::new();
            while !flag.load(Ordering::SeqCst) {
                if let Ok((stream, _)) = listener.accept() {
                    let _ = stream.set_nonblocking(true);
                    clients.push(stream);
                }
                let bytes: Vec<u8> = (0..4096)
                    .map(|_| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        state as u8
                    })
                    .collect();
                for client in &mut clients {
                    let _ = client.write(&bytes);
                }
                sleep(Duration::from_millis(5));
            }
        });
        GarbageServer { stop, dir }
    }

    fn address(&self) -> String {
        format!(
            "unix_socket:{}",
            self.dir.path().join("garbage.sock").display()
        )
    }
}

impl Drop for GarbageServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

#[test]
fn a_server_answering_garbage_does_not_end_the_game() {
    let server = GarbageServer::start();
    for _ in 0..3 {
        let mut game = start_game(&server.address(), &["--seed", "3"]);
        let head = speech_unavailable_head();
        game.wait_for("the speech-unavailable line", |l| l.starts_with(&head));
        let script = ["left", "score", "cursor right"];
        let mut expected = Rig::opened(None, 3, InputMode::Lines);
        for command in script {
            game.send(command);
            expected.controller.handle(command_for_line(command));
        }
        let wanted = expected.transcript();
        game.wait_for_count(wanted.len() + 1);
        let printed: Vec<String> = game
            .printed()
            .into_iter()
            .filter(|l| !l.starts_with(&head))
            .collect();
        assert_eq!(printed, wanted);
        assert_eq!(
            game.quit(),
            Some(0),
            "the game ends as asked, not by the library"
        );
    }
}

/// The processes whose environment holds `marker`.
fn processes_marked(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return found;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
            continue;
        };
        if environ.split(|b| *b == 0).any(|v| v == marker.as_bytes()) {
            let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
            found.push(format!(
                "{name}: {}",
                String::from_utf8_lossy(&cmdline).replace('\0', " ")
            ));
        }
    }
    found
}

/// Waits until no process carries `marker`, for up to `DEADLINE` (a guard:
/// one that outlived the game would run on); returns those left.
fn survivors(marker: &str) -> Vec<String> {
    let start = Instant::now();
    loop {
        let left = processes_marked(marker);
        if left.is_empty() || start.elapsed() > DEADLINE {
            return left;
        }
        sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_server_that_cannot_start_is_said_and_nothing_outlives_the_game() {
    let dir = TempDir::new().expect("temp dir");
    // A server is started when none runs, as every client does; the game
    // runs this one instead, which cannot start (it exits at once, as
    // speech-dispatcher does when the player disabled autospawn).
    let spawned = dir.path().join("spawned");
    let fake_server = dir.path().join("fake-speech-dispatcher");
    std::fs::write(
        &fake_server,
        format!("#!/bin/sh\necho \"$@\" > '{}'\nexit 1\n", spawned.display()),
    )
    .expect("write script");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake_server, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let socket = dir.path().join("none").join("socket");
    let address = format!("unix_socket:{}", socket.display());
    let marker = format!("ACCESSIBLE_2048_TEST_RUN={}", std::process::id());
    let (key, value) = marker.split_once('=').unwrap();
    let cmd = fake_server.display().to_string();
    let mut game = start_game_with(
        &address,
        &["--seed", "3"],
        &[(key, value), ("SPEECHD_CMD", &cmd)],
    );
    game.wait_for("the speech-unavailable line", |l| {
        l.starts_with(&speech_unavailable_head())
    });
    game.send("left");
    game.wait_for_count(3);
    assert_eq!(game.quit(), Some(0));
    assert_eq!(
        survivors(&marker),
        Vec::<String>::new(),
        "outlived the game"
    );
    let asked = std::fs::read_to_string(&spawned).expect("a server was asked to start");
    assert!(
        asked.contains("--spawn") && asked.contains(&socket.display().to_string()),
        "{asked:?}"
    );
}

#[test]
fn the_worker_dies_with_a_killed_game() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    let marker = format!("ACCESSIBLE_2048_TEST_KILL={}", std::process::id());
    let (key, value) = marker.split_once('=').unwrap();
    let mut game = start_game_with(&dispatcher.address(), &["--seed", "3"], &[(key, value)]);
    let opening = opening();
    dispatcher
        .wait_for(DEADLINE, |t| t == opening)
        .expect("the opening is spoken");
    assert_eq!(
        processes_marked(&marker).len(),
        2,
        "the game and its worker"
    );
    game.signal("KILL");
    game.wait_exit();
    assert_eq!(
        survivors(&marker),
        Vec::<String>::new(),
        "outlived the game"
    );
}

/// A key-mode game in a private tmux server, its shell reporting the exit
/// status and `stty -a` afterwards; killed when dropped.
struct KeyGame {
    /// Before `_dir`, so that the server is killed while its socket exists.
    tmux: Tmux,
    _dir: TempDir,
}

impl KeyGame {
    fn start(address: &str) -> KeyGame {
        let dir = TempDir::new().expect("temp dir");
        let tmux = Game::new(dir.path())
            .env("SPEECHD_ADDRESS", address)
            .seed(3)
            .no_sound()
            .data_dir(&dir.path().join("data"))
            .after("echo GAME-STATUS $?")
            .after("stty -a")
            .after("echo END-MARK")
            .after("exec sleep 600")
            .size(160, 40)
            .start();
        KeyGame { tmux, _dir: dir }
    }
}

#[test]
fn garbage_from_the_speech_server_never_leaves_the_terminal_raw() {
    if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
        return;
    }
    let server = GarbageServer::start();
    let game = KeyGame::start(&server.address());
    let tmux = &game.tmux;
    let head = speech_unavailable_head();
    tmux.wait_for("the speech-unavailable line", |s| s.contains(&head));
    // The game still answers keys; then it quits as asked.
    tmux.run(&["send-keys", "S"]);
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    tmux.wait_for("the score", |s| s.contains(&score));
    tmux.run(&["send-keys", "q"]);
    tmux.run(&["send-keys", "y"]);
    let screen = tmux.wait_for("the game to end", |s| s.contains("END-MARK"));
    let after = &screen[screen.find("GAME-STATUS").expect("status")..];
    assert!(after.starts_with("GAME-STATUS 0"), "{screen}");
    let flags: Vec<&str> = after.split_whitespace().collect();
    for flag in ["icanon", "echo", "isig"] {
        assert!(
            flags.contains(&flag),
            "the terminal was left without {flag}:\n{screen}"
        );
    }
    assert!(
        !screen.contains("Fatal error"),
        "the speech library wrote into the terminal:\n{screen}"
    );
}

#[test]
fn quitting_does_not_wait_on_a_stopped_server() {
    if !espeak_ng_here() {
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    let mut game = start_game(&dispatcher.address(), &["--seed", "3"]);
    let opening = opening();
    dispatcher
        .wait_for(DEADLINE, |t| t == opening)
        .expect("the opening is spoken");
    dispatcher.signal("STOP");
    game.send("score");
    // The worker gets half a second to pass on the goodbye, then is
    // ended: the game has quit while the server is still stopped (it is
    // never continued here), an order, not a time; how long quitting
    // takes is measured by the `speech_stall` benchmark.
    assert_eq!(game.quit(), Some(0));
    let server = dispatcher.pid().expect("the server's pid");
    assert_eq!(state_of(server), Some('T'), "the server ran again");
}

/// The state letter of process `pid` in `/proc` (`T`: stopped).
fn state_of(pid: u32) -> Option<char> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(") ")?.1.chars().next()
}

/// A log line as the daemon writes it, handing `text` to the module.
fn sent(clock: &str, micros: u32, text: &str) -> String {
    format!(
        "[Mon Nov 23 {clock} 2026 : {micros}] speechd:     Command sent to output module: |<speak>{text}</speak>| (0)\n"
    )
}

/// Any other log line (a client's command).
fn other(clock: &str, micros: u32) -> String {
    format!("[Mon Nov 23 {clock} 2026 : {micros}] speechd:     10:DATA:|SPEAK\n")
}

#[test]
fn the_log_reader_finds_texts_and_times() {
    let log = format!(
        "{}[Mon Nov 23 10:49:09 2026 : 138487] speechd:     Command sent to output module: |pitch=0\n{}",
        sent(
            "10:49:09",
            138_589,
            "Neues Spiel.<mark name=\"__spd_0\"/> A &amp; B"
        ),
        sent("23:59:59", 999_999, "x"),
    );
    let found = common::speechd_log::parse_synthesized(&log);
    let texts: Vec<&str> = found.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(texts, ["Neues Spiel. A & B", "x"]);
    let times: Vec<f64> = found.iter().map(|s| s.at).collect();
    let wanted = [10.0 * 3600.0 + 49.0 * 60.0 + 9.138_589, 86_399.999_999];
    for (time, wanted) in times.iter().zip(wanted) {
        assert!((time - wanted).abs() < 1e-6, "{times:?}");
    }
}

#[test]
fn the_log_reader_gives_the_keywords_of_commands_in_capitals() {
    let sent = [
        ("SET self LANGUAGE pt-br", "SET SELF LANGUAGE pt-br"),
        ("SET SELF RATE -40", "SET SELF RATE -40"),
        (
            "set self client_name a:b:main",
            "SET SELF CLIENT_NAME a:b:main",
        ),
        ("CANCEL self", "CANCEL SELF"),
        ("GET RATE", "GET RATE"),
        ("SPEAK", "SPEAK"),
        ("Set self to work.", "Set self to work."),
        ("..", ".."),
        (".", "."),
        ("cancel self", "CANCEL SELF"),
    ];
    let log: String = sent
        .iter()
        .map(|(line, _)| format!("[Thu Nov 26 10:00:00 2026 : 1] speechd: 9:DATA:|{line}\n"))
        .collect();
    let wanted: Vec<&str> = sent.iter().map(|(_, read)| *read).collect();
    assert_eq!(client_commands(&log), wanted);
}

/// Lines stamped a second early (the second of a coarse clock that has not
/// turned yet, the microseconds of the next): the time of the line that
/// hands `x` to the module, after the lines before it.
#[test]
fn a_line_stamped_a_second_early_gets_its_second_back() {
    let cases: [(&str, Vec<String>, f64); 6] = [
        (
            "in order",
            vec![other("10:00:00", 998_000), sent("10:00:01", 2_000, "x")],
            36_001.002,
        ),
        (
            "early after a line of the right second",
            vec![other("10:00:01", 1_000), sent("10:00:00", 2_000, "x")],
            36_001.002,
        ),
        (
            "early after a line of the second before",
            vec![other("10:00:00", 999_000), sent("10:00:00", 2_000, "x")],
            36_001.002,
        ),
        (
            "early across midnight",
            vec![other("00:00:00", 500), sent("23:59:59", 1_500, "x")],
            0.0015,
        ),
        (
            "late in its second: never moved",
            vec![other("10:00:01", 1_000), sent("10:00:00", 900_000, "x")],
            36_000.9,
        ),
        (
            "the first line: nothing to go by",
            vec![sent("10:00:00", 2_000, "x")],
            36_000.002,
        ),
    ];
    for (name, lines, wanted) in cases {
        let found = common::speechd_log::parse_synthesized(&lines.concat());
        assert_eq!(found.len(), 1, "{name}");
        assert!(
            (found[0].at - wanted).abs() < 1e-6,
            "{name}: {} instead of {wanted}",
            found[0].at
        );
    }
}

#[test]
fn delays_cross_midnight_and_never_fall_a_second_below_zero() {
    let cases = [
        ("a plain delay", 100.0, 100.25, 0.25),
        ("across midnight", 86_399.5, 0.25, 0.75),
        ("a line stamped a second early", 100.5, 99.6, 0.1),
        ("stamped early across midnight", 0.2, 86_399.3, 0.1),
        (
            "earlier than a stamp can be early: kept, for the caller to reject",
            100.0,
            98.5,
            -1.5,
        ),
    ];
    for (name, then, later, wanted) in cases {
        let delay = seconds_between(then, later);
        assert!(
            (delay - wanted).abs() < 1e-9,
            "{name}: {delay} instead of {wanted}"
        );
    }
}
