//! The saved rate reaches the speech engine: through a private capturing
//! speech-dispatcher (its module records the rate it is given with each
//! utterance), the game in line mode sets the rate with `faster`, quits,
//! and starts again: the next game speaks at that rate from its first line,
//! and `--rate` overrides it for one game without changing the file. A
//! player whose own speech-dispatcher rate is 40 hears the first plus step
//! up from that rate, not from the game's normal.
//!
//! speech-dispatcher must be installed; set
//! `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip knowingly.
#![cfg(all(unix, feature = "speech"))]

use crate::common;

use std::process::Stdio;

use accessible_2048::narration::Message;
use accessible_2048::play::InputMode;
use accessible_2048::settings::{SETTINGS_FILE, decode_preferences};
use common::capture_speechd::CaptureSpeechd;
use common::line_game::LineGame;
use common::{Rig, game_command, say};
use tempfile::TempDir;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER";
const SEED: u64 = 7;

/// speech-dispatcher's rate (-100 to 100) for the game's rate (0 to 100,
/// 50 normal), as the `tts` crate maps it.
fn engine_rate(rate: i32) -> String {
    ((rate - 50) * 2).to_string()
}

/// The game with speech, in line mode, on `data`; killed when dropped.
fn start_game(speechd: &CaptureSpeechd, data: &TempDir, args: &[&str]) -> LineGame {
    let mut all = vec!["--line-mode", "--seed", "7"];
    all.extend_from_slice(args);
    let mut command = game_command(&all, data.path());
    command
        .env("SPEECHD_ADDRESS", speechd.address())
        .stderr(Stdio::null());
    LineGame::spawn(command)
}

#[test]
fn a_rate_set_in_the_game_is_spoken_at_from_the_first_line_of_the_next() {
    if !common::require("speech-dispatcher", "-v", OPT_OUT, "speech-dispatcher") {
        return;
    }
    let speechd = CaptureSpeechd::start(false);
    let data = TempDir::new().expect("temp dir");
    let opening = Rig::opened(None, SEED, InputMode::Lines).transcript()[0].clone();
    let rate_line = |rate: u64| say(Message::new("speech-rate").num("rate", rate));

    // First game: two steps up, from 50 to 70, and quit.
    let mut game = start_game(&speechd, &data, &[]);
    speechd.wait_until_said(&opening);
    game.send("faster");
    speechd.wait_until_said(&rate_line(60));
    game.send("faster");
    let heard = speechd.wait_until_said(&rate_line(70));
    assert_eq!(heard.rate, engine_rate(70), "{:#?}", speechd.utterances());
    assert_eq!(game.quit(), Some(0));
    let file = data.path().join(SETTINGS_FILE);
    let saved = decode_preferences(&std::fs::read(&file).expect("settings written"))
        .expect("a sound settings file");
    assert_eq!(saved.rate, Some(70));

    // Second game: the opening line is already at 70.
    speechd.clear();
    let mut game = start_game(&speechd, &data, &["--new"]);
    let heard = speechd.wait_until_said(&opening);
    assert_eq!(heard.rate, engine_rate(70), "{:#?}", speechd.utterances());
    assert_eq!(game.quit(), Some(0));

    // --rate 20 for one game: spoken at 20, the file keeps 70.
    let before = std::fs::read(&file).unwrap();
    speechd.clear();
    let mut game = start_game(&speechd, &data, &["--new", "--rate", "20"]);
    let heard = speechd.wait_until_said(&opening);
    assert_eq!(heard.rate, engine_rate(20), "{:#?}", speechd.utterances());
    assert_eq!(game.quit(), Some(0));
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn the_first_step_starts_from_the_rate_the_player_hears() {
    if !common::require("speech-dispatcher", "-v", OPT_OUT, "speech-dispatcher") {
        return;
    }
    // The player's own speech-dispatcher speaks a little fast: 40 of its
    // -100 to 100, which is 70 on the game's scale.
    let speechd = CaptureSpeechd::start_with(false, "DefaultRate 40");
    let data = TempDir::new().expect("temp dir");
    let opening = Rig::opened(None, SEED, InputMode::Lines).transcript()[0].clone();
    let rate_line = |rate: u64| say(Message::new("speech-rate").num("rate", rate));

    let mut game = start_game(&speechd, &data, &[]);
    let heard = speechd.wait_until_said(&opening);
    assert_eq!(heard.rate, "40", "the player's own rate stands at first");
    game.send("faster");
    let heard = speechd.wait_until_said(&rate_line(80));
    assert_eq!(heard.rate, engine_rate(80), "{:#?}", speechd.utterances());
    assert!(
        heard.rate.parse::<i32>().unwrap() > 40,
        "plus made speech slower: {:#?}",
        speechd.utterances()
    );
    game.send("slower");
    game.send("slower");
    let heard = speechd.wait_until_said(&rate_line(60));
    assert_eq!(heard.rate, engine_rate(60), "{:#?}", speechd.utterances());
    assert_eq!(game.quit(), Some(0));
    let saved = decode_preferences(
        &std::fs::read(data.path().join(SETTINGS_FILE)).expect("settings written"),
    )
    .expect("a settings file");
    assert_eq!(saved.rate, Some(60));
}
