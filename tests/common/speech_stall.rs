//! A game whose speech server stalls: the binary in line mode speaking
//! through a private speech-dispatcher with the real `sd_espeak-ng` module
//! playing in real time into a PulseAudio null sink ([`RealTimeSpeechd`],
//! log level 5), the server stopped (`SIGSTOP`) mid-game for a while and
//! then continued, slides typed at a steady pace before, during and after.
//! What the server's log shows of the slides typed after the continue: each
//! slide's first answer line, and whether it reached the synthesizer module
//! after the slide was typed. For the `speech_comes_back` test and the
//! `speech_stall` benchmark.
#![allow(dead_code)]

use std::path::Path;
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::narration::Message;
use accessible_2048::play::InputMode;

use super::line_game::LineGame;
use super::real_time_speechd::{RealTimeSpeechd, read_so_far, wait_until};
use super::speechd_log::{client_commands, parse_synthesized};
use super::{say, speech_notice};

/// The server's log, in its temp dir.
const LOG: &str = "logs/speech-dispatcher.log";
/// How long the lines typed last may take to reach the module.
const SETTLE: Duration = Duration::from_secs(20);
/// The slides typed, in turn.
const SLIDES: [&str; 4] = ["left", "down", "right", "up"];

/// A slide typed after the server was continued.
#[derive(Debug, Clone)]
pub struct LaterSlide {
    /// Seconds after the continue it was typed.
    pub typed_after: f64,
    /// The first line of its answer.
    pub line: String,
    /// Whether the game sent that line to the server after the slide was
    /// typed (the server's log of what clients send).
    pub sent: bool,
    /// Whether that line reached the module after the slide was typed.
    pub spoken: bool,
    /// Whether it was answered after the "speech is back" line.
    pub after_back: bool,
}

/// What one stalled game showed.
#[derive(Debug)]
pub struct StallRun {
    /// Every line printed, in order.
    pub printed: Vec<String>,
    /// How often the stop was said.
    pub stopped: usize,
    /// Seconds from the slide typed while the server was stopped to the
    /// printed stop, the first one.
    pub stopped_after: Option<f64>,
    /// How often the return of speech was said.
    pub back: usize,
    /// Seconds from the continue to the printed return, the first one.
    pub back_after: Option<f64>,
    /// Whether the game spoke the return of speech: sent it to the server.
    pub back_sent: bool,
    /// Whether the return of speech reached the module (the next slide may
    /// cut it before).
    pub back_spoken: bool,
    /// The slides typed after the continue.
    pub later: Vec<LaterSlide>,
    /// The end of the server's log, for failure messages.
    pub tail: String,
}

impl StallRun {
    /// How many of the later slides were spoken.
    pub fn spoken(&self) -> usize {
        self.later.iter().filter(|s| s.spoken).count()
    }
}

/// The line that says speech stopped, in line mode.
pub fn stopped_line() -> String {
    speech_notice(Message::new("speech-stopped"), InputMode::Lines)
}

/// The line that says speech is back.
pub fn back_line() -> String {
    say(Message::new("speech-back"))
}

/// Plays `binary` (seed 3, English) with its speech server stopped for
/// `stall` a slide after the opening was spoken, then `later` slides one
/// every `pace` after the continue, and quits. With `heed_back`, a slide
/// waits until the printed return of speech reached the server (as a
/// player who hears it does), so the next answer cannot cut it first.
pub fn stall_run(
    binary: &Path,
    stall: Duration,
    later: usize,
    pace: Duration,
    heed_back: bool,
) -> StallRun {
    let (speechd, mut game) = spoken_opening(binary);
    let log = speechd.daemon.path(LOG);
    let synthesized = || parse_synthesized(&read_so_far(&log));

    speechd.daemon.signal("STOP");
    game.send(SLIDES[0]);
    let stalled_slide = Instant::now();
    sleep(stall);
    speechd.daemon.signal("CONT");
    let continued = Instant::now();
    let back = back_line();
    let stopped = stopped_line();
    let mut typed = Vec::new();
    for turn in 0..later {
        sleep(pace);
        if heed_back && game.printed().contains(&back) {
            let _ = wait_until(SETTLE, Duration::from_millis(20), || {
                client_commands(&read_so_far(&log)).contains(&back)
            });
        }
        let seen = synthesized().len();
        let sent_seen = client_commands(&read_so_far(&log)).len();
        let before = game.printed().len();
        let typed_after = continued.elapsed().as_secs_f64();
        game.send(SLIDES[(turn + 1) % SLIDES.len()]);
        let line = first_answer(&game, before, &[&back, &stopped]);
        let after_back = game.printed()[..before].contains(&back);
        typed.push((typed_after, line, seen, sent_seen, after_back));
    }
    // The last slides' lines reach the module, or never will.
    let _ = wait_until(SETTLE, Duration::from_millis(50), || {
        let texts = synthesized();
        typed
            .iter()
            .filter(|t| t.4)
            .all(|t| texts[t.2.min(texts.len())..].iter().any(|s| s.text == t.1))
    });
    let texts = synthesized();
    let commands = client_commands(&read_so_far(&log));
    let printed = game.printed();
    let back_at = game_line_at(&game, &back);
    let stopped_at = game_line_at(&game, &stopped);
    assert_eq!(game.quit(), Some(0), "the game quits");
    let later = typed
        .into_iter()
        .map(
            |(typed_after, line, seen, sent_seen, after_back)| LaterSlide {
                typed_after,
                sent: commands[sent_seen.min(commands.len())..].contains(&line),
                spoken: texts[seen.min(texts.len())..]
                    .iter()
                    .any(|s| s.text == line),
                line,
                after_back,
            },
        )
        .collect();
    StallRun {
        stopped: printed.iter().filter(|l| **l == stopped).count(),
        stopped_after: stopped_at
            .map(|at| at.saturating_duration_since(stalled_slide).as_secs_f64()),
        back: printed.iter().filter(|l| **l == back).count(),
        back_after: back_at.map(|at| at.saturating_duration_since(continued).as_secs_f64()),
        back_sent: client_commands(&read_so_far(&log)).contains(&back),
        back_spoken: texts.iter().any(|s| s.text == back),
        printed,
        later,
        tail: speechd.daemon.tails(&[(LOG, 30)]),
    }
}

/// The first line printed after the first `before` that is none of
/// `notices`: a slide's answer.
fn first_answer(game: &LineGame, before: usize, notices: &[&String]) -> String {
    game.wait_for_count(before + 1);
    let start = Instant::now();
    loop {
        let printed = game.printed();
        if let Some(line) = printed[before..].iter().find(|l| !notices.contains(l)) {
            return line.clone();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no answer after line {before}: {printed:#?}"
        );
        sleep(Duration::from_millis(10));
    }
}

/// When `line` was first printed, if it was.
fn game_line_at(game: &LineGame, line: &str) -> Option<Instant> {
    game.printed()
        .iter()
        .any(|l| l == line)
        .then(|| game.wait_for(line, |l| l == line))
}

/// Seconds `binary` takes to quit, from its `quit` typed to its exit, with
/// its speech server stopped (`SIGSTOP`) after the opening was spoken and a
/// slide typed since: the game gives up on a worker that no longer answers
/// instead of waiting on it.
pub fn quit_while_stopped(binary: &Path) -> f64 {
    let (speechd, mut game) = spoken_opening(binary);
    speechd.daemon.signal("STOP");
    let before = game.printed().len();
    game.send(SLIDES[0]);
    game.wait_for_count(before + 1);
    let quitting = Instant::now();
    assert_eq!(game.quit(), Some(0), "the game quits");
    let took = quitting.elapsed().as_secs_f64();
    speechd.daemon.signal("CONT");
    took
}

/// `binary` (seed 3, English, line mode, no sound) started on a fresh
/// real-time speech server of its own, once its opening line was spoken.
fn spoken_opening(binary: &Path) -> (RealTimeSpeechd, LineGame) {
    let speechd = RealTimeSpeechd::start();
    let log = speechd.daemon.path(LOG);
    let data = speechd.path("data");
    std::fs::create_dir_all(&data).expect("the game's data dir");
    let mut command = std::process::Command::new(binary);
    command
        .args(["--line-mode", "--no-sound", "--seed", "3", "--data-dir"])
        .arg(&data)
        .env("SPEECHD_ADDRESS", speechd.daemon.address())
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    let mut game = LineGame::spawn(command);
    let opening = game.next_line();
    assert!(
        wait_until(SETTLE, Duration::from_millis(20), || parse_synthesized(
            &read_so_far(&log)
        )
        .iter()
        .any(|s| s.text == opening)),
        "the opening {opening:?} was never spoken\n{}",
        speechd.daemon.tails(&[(LOG, 40)])
    );
    (speechd, game)
}
