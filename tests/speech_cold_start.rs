//! Speech from a cold start, as on a desktop where nothing has started
//! speech-dispatcher ([`ColdDesktop`]: a fresh `HOME` and `XDG_RUNTIME_DIR`,
//! no `SPEECHD_ADDRESS`, the stock `sd_espeak-ng` module with the system's
//! settings, sound through a private PulseAudio null sink). The game must
//! start a server the way every speech-dispatcher client does, its opening
//! must reach the synthesizer within 5 s of launch (the 1 s target is the
//! `first_words` benchmark's, `-- --cold`), and the server it started must
//! end on its own (its idle timeout) within a minute of the game's end.
//!
//! With `ACCESSIBLE_2048_GAME=PATH` it checks that program instead of the one
//! cargo built (the installed package's, in `dist/check-deb.sh`).
//!
//! Needs speech-dispatcher, speech-dispatcher-espeak-ng and pulseaudio; set
//! `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip knowingly.
#![cfg(all(feature = "speech", target_os = "linux"))]

mod common;

use std::io::Write;
use std::path::PathBuf;
use std::process::Stdio;
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::play::InputMode;
use common::cold_desktop::ColdDesktop;
use common::espeak_speechd::{OPT_OUT, espeak_ng_here, now_of_day};
use common::speechd_log::seconds_between;
use common::{Rig, binary};

/// The test's bound on launch to first words (the target is 1 s).
const FIRST_WORDS: f64 = 5.0;
/// How long the started server may outlive the game.
const SERVER_ENDS: Duration = Duration::from_secs(60);
const SEED: u64 = 3;

#[test]
fn a_game_where_no_server_runs_starts_one_speaks_at_once_and_leaves_nothing() {
    if !espeak_ng_here() || !common::require("pulseaudio", "--version", OPT_OUT, "pulseaudio") {
        return;
    }
    let desktop = ColdDesktop::start();
    assert_eq!(
        desktop.servers(),
        Vec::<u32>::new(),
        "a server already runs"
    );
    let data = desktop.fresh_dir("data");
    let opening = Rig::opened(None, SEED, InputMode::Lines).transcript()[0].clone();
    let launched = now_of_day();
    let program = std::env::var_os("ACCESSIBLE_2048_GAME").map_or_else(binary, PathBuf::from);
    let mut game = desktop
        .command(
            &program,
            &["--line-mode", "--no-sound", "--seed", &SEED.to_string()],
        )
        .arg("--data-dir")
        .arg(&data)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the game starts");

    let Some(heard) = desktop.wait_for(&opening, Duration::from_secs(30)) else {
        let _ = game.kill();
        panic!(
            "the opening {opening:?} never reached the module; log:\n{}",
            desktop.log()
        );
    };
    let delay = seconds_between(launched, heard.at);
    assert!(
        (0.0..FIRST_WORDS).contains(&delay),
        "the opening reached the module {delay:.3} s after launch"
    );
    assert_eq!(desktop.servers().len(), 1, "one server was started");

    let mut stdin = game.stdin.take().expect("piped stdin");
    stdin.write_all(b"score\nquit\n").expect("the game reads");
    drop(stdin);
    let start = Instant::now();
    while game.try_wait().expect("wait").is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the game did not quit"
        );
        sleep(Duration::from_millis(20));
    }
    let Some(gone_after) = desktop.wait_no_server(SERVER_ENDS) else {
        panic!("the server the game started still runs {SERVER_ENDS:?} after the game");
    };
    eprintln!(
        "first words {delay:.3} s after launch; the server ended {:.1} s after the game",
        gone_after.as_secs_f64()
    );
}
