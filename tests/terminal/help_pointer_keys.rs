//! The opening's "Press H for help." is not lost to an early key: in key
//! mode with the game's own speech (a private capturing speech-dispatcher),
//! a key pressed while the opening is still being said (every answer cuts
//! the speech before it) is answered, and the pointer is said again after
//! that answer, once (with the tutorial's offer after it, as on the very
//! first start); the next key is answered alone. The game runs in a
//! real terminal (tmux).
//!
//! Needs tmux and speech-dispatcher; set
//! `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip knowingly.
#![cfg(all(unix, feature = "speech"))]

use crate::common;

use accessible_2048::command::CursorMove;
use accessible_2048::engine::Direction;
use accessible_2048::narration::Message;
use accessible_2048::play::{Command, InputMode};
use common::capture_speechd::CaptureSpeechd;
use common::tmux::Game;
use common::{Rig, say};
use tempfile::TempDir;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER";
const SEED: u64 = 11;

#[test]
fn a_key_during_the_opening_is_answered_and_the_help_pointer_said_again_once() {
    if !common::require("tmux", "-V", OPT_OUT, "tmux")
        || !common::require("speech-dispatcher", "-v", OPT_OUT, "speech-dispatcher")
    {
        return;
    }
    let speechd = CaptureSpeechd::start(false);
    let dir = TempDir::new().expect("temp dir");
    let tmux = Game::new(dir.path())
        .env("SPEECHD_ADDRESS", &speechd.address())
        .no_sound()
        .seed(SEED)
        .data_dir(&dir.path().join("data"))
        .size(120, 40)
        .start();

    let mut rig = Rig::opened(None, SEED, InputMode::Keys);
    let mut opening = rig.transcript();
    let pointer = say(Message::new("help-pointer-keys"));
    assert_eq!(opening.last(), Some(&pointer));
    // A fresh data directory: the very first start, which ends with the
    // tutorial's offer.
    let offer = say(Message::new("tutorial-offer-keys"));
    opening.push(offer.clone());
    let first = rig
        .send(Command::Cursor(CursorMove::Step(Direction::Right)))
        .printed;
    let second = rig
        .send(Command::Cursor(CursorMove::Step(Direction::Down)))
        .printed;

    tmux.wait_for("the offer", |s| s.contains(&offer));
    tmux.press(&["Right"]);
    let mut wanted = opening.clone();
    wanted.extend(first);
    wanted.push(pointer.clone());
    wanted.push(offer.clone());
    let lines = |screen: &str| -> Vec<String> {
        screen
            .lines()
            .map(|l| l.trim_end().to_string())
            .filter(|l| !l.is_empty())
            .collect()
    };
    tmux.wait_for("the first answer, the pointer and the offer again", |s| {
        lines(s).len() >= wanted.len()
    });
    assert_eq!(lines(&tmux.capture()), wanted);
    // The answer and the pointer reach the speech module before the next
    // key, which would otherwise cancel them inside a loaded server.
    speechd.wait_until_said(&wanted[opening.len()]);
    speechd.wait_until_last_said(&offer);
    tmux.press(&["Down"]);
    wanted.extend(second);
    tmux.wait_for("the second answer", |s| lines(s).len() >= wanted.len());
    // A moment for anything that should not come.
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert_eq!(lines(&tmux.capture()), wanted);
    speechd.wait_until_said(wanted.last().unwrap());
    // Spoken: the pointer after the first answer (the opening itself may
    // have been cut, or skipped while speech was starting), then the
    // second answer alone.
    let spoken = speechd.spoken();
    let answer = &wanted[opening.len()];
    let at = spoken
        .iter()
        .rposition(|t| t == answer)
        .unwrap_or_else(|| panic!("{answer:?} not spoken: {spoken:#?}"));
    assert_eq!(spoken.get(at + 1), Some(&pointer), "{spoken:#?}");
    assert_eq!(spoken.get(at + 2), Some(&offer), "{spoken:#?}");
    assert_eq!(spoken.get(at + 3), wanted.last(), "{spoken:#?}");
    assert!(
        spoken.iter().filter(|t| **t == pointer).count() <= 2,
        "{spoken:#?}"
    );
}
