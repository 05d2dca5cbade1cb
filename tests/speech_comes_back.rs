//! Speech that comes back, and leaves nothing behind, with the real
//! speech engine players have (speech-dispatcher with the stock
//! `sd_espeak-ng` module, its log at level 5).
//!
//! A stall is a pause, not an end: with the server stopped (`SIGSTOP`) for
//! 2 s mid-game and then continued ([`common::speech_stall`], sound into a
//! PulseAudio null sink in real time), the game says once that speech
//! stopped, tries again by itself, says once that speech is back (printed
//! and spoken), and every slide answered after that reaches the
//! synthesizer. With no sound at all ([`ColdDesktop::without_sound`]: the
//! module has no audio device, so the server the game started takes lines
//! it never plays, then stops answering at an interruption, and ignores
//! `SIGTERM`), the stop is said within [`NO_SOUND_STOP`] of the opening
//! with no key pressed, once, never followed by "Speech is back." however
//! the game goes on, before the goodbye, and the server the game started
//! is gone after the game.
//!
//! Needs speech-dispatcher, speech-dispatcher-espeak-ng and pulseaudio; set
//! `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip knowingly.
#![cfg(all(feature = "speech", target_os = "linux"))]

mod common;

use std::process::Stdio;
use std::thread::sleep;
use std::time::Duration;

use accessible_2048::narration::Message;
use common::cold_desktop::ColdDesktop;
use common::espeak_speechd::{OPT_OUT, espeak_ng_here};
use common::line_game::LineGame;
use common::speech_stall::{back_line, stall_run, stopped_line};
use common::{binary, say};

/// How long the server the game started may outlive it: generous, for a
/// loaded machine (the game ends it as it ends).
const SERVER_ENDS: Duration = Duration::from_secs(60);

/// How soon after the opening, with no key pressed, the stop is said with
/// no sound at all: the opening's own bound to play (three times its
/// expected time and 2 s, about 9.5 s), generous for a loaded machine.
const NO_SOUND_STOP: Duration = Duration::from_secs(20);

fn tools_here() -> bool {
    espeak_ng_here() && common::require("pulseaudio", "--version", OPT_OUT, "pulseaudio")
}

#[test]
fn a_server_stalled_for_2_seconds_comes_back_by_itself_and_is_said_back_once() {
    if !tools_here() {
        return;
    }
    let run = stall_run(
        &binary(),
        Duration::from_secs(2),
        14,
        Duration::from_millis(1000),
        true,
    );
    let context = format!("{run:#?}");
    assert_eq!(run.stopped, 1, "the stop is said once\n{context}");
    assert_eq!(run.back, 1, "the return is said once\n{context}");
    assert!(run.back_sent, "the return is spoken\n{context}");
    let stop_at = run.printed.iter().position(|l| *l == stopped_line());
    let back_at = run.printed.iter().position(|l| *l == back_line());
    assert!(
        stop_at < back_at,
        "the stop comes before the return\n{context}"
    );
    let heard: Vec<_> = run.later.iter().filter(|s| s.after_back).collect();
    assert!(
        heard.len() >= 4,
        "speech came back too late to hear slides\n{context}"
    );
    for slide in &heard {
        assert!(
            slide.sent,
            "{:?}, answered after speech came back, was never spoken\n{context}",
            slide.line
        );
    }
    // What the stalled server still held from before may play first and
    // be cut; the last slides reach the synthesizer.
    for slide in &heard[heard.len() - 3..] {
        assert!(
            slide.spoken,
            "{:?}, answered well after speech came back, never reached the \
             synthesizer\n{context}",
            slide.line
        );
    }
}

#[test]
fn with_no_sound_the_stop_is_said_as_it_happens_and_the_server_started_ends_with_the_game() {
    if !tools_here() {
        return;
    }
    let desktop = ColdDesktop::without_sound();
    assert_eq!(
        desktop.servers(),
        Vec::<u32>::new(),
        "a server already runs"
    );
    let data = desktop.fresh_dir("data");
    let mut command = desktop.command(&binary(), &["--line-mode", "--no-sound", "--seed", "3"]);
    command.arg("--data-dir").arg(&data).stderr(Stdio::null());
    let mut game = LineGame::spawn(command);
    let opening = game.next_line();
    let opened = std::time::Instant::now();
    assert!(!opening.is_empty());
    // The game starts a server, which takes the opening and never plays
    // it: the stop is said with no key pressed.
    let mut waited = Duration::ZERO;
    while desktop.servers().is_empty() {
        assert!(waited < SERVER_ENDS, "the game started no server");
        sleep(Duration::from_millis(50));
        waited += Duration::from_millis(50);
    }
    let stopped = stopped_line();
    while !game.printed().contains(&stopped) {
        assert!(
            opened.elapsed() < NO_SOUND_STOP,
            "no stop said {NO_SOUND_STOP:?} after the opening: {:#?}",
            game.printed()
        );
        sleep(Duration::from_millis(50));
    }
    eprintln!(
        "the stop was said {:.2} s after the opening",
        opened.elapsed().as_secs_f64()
    );
    // Speech tries again by itself, unsaid, and is never said back: no
    // line is ever heard. Slides, one a second, over several tries.
    for slide in ["left", "down", "right", "up"].iter().cycle().take(12) {
        game.send(slide);
        sleep(Duration::from_secs(1));
    }
    let goodbye_head = say(Message::new("goodbye-plain"));
    assert_eq!(game.quit(), Some(0), "the game quits");
    let printed = game.printed();
    let stop = printed.iter().position(|l| *l == stopped);
    let goodbye = printed.iter().position(|l| l.starts_with(&goodbye_head));
    assert!(
        stop.is_some() && goodbye.is_some() && stop < goodbye,
        "the stop comes before the goodbye: {printed:#?}"
    );
    assert_eq!(
        printed.iter().filter(|l| **l == stopped).count(),
        1,
        "the stop is said once: {printed:#?}"
    );
    assert!(
        !printed.contains(&back_line()),
        "speech is never said back when nothing is heard: {printed:#?}"
    );
    let Some(gone_after) = desktop.wait_no_server(SERVER_ENDS) else {
        panic!(
            "the server the game started still runs {SERVER_ENDS:?} after the game: {:?}",
            desktop.servers()
        );
    };
    eprintln!(
        "the server ended {:.1} s after the game",
        gone_after.as_secs_f64()
    );
}
