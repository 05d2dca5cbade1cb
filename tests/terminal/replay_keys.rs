//! A replay's keys in a real terminal (tmux): PageDown, L and Shift+Right
//! step forward, J steps back, Home and End go to the ends, U is refused
//! with the replay's line and Q leaves at once, with exit status 0.

use crate::common;

use accessible_2048::engine::{Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::narration::Message;
use accessible_2048::storage::keep_finished_game;
use common::tmux::Game;
use tempfile::TempDir;

#[test]
fn a_replays_keys_step_through_the_game_in_a_terminal() {
    if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
        return;
    }
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    common::past_first_start(&data);
    let mut played = RecordedGame::new(Origin::Seed(9), GameConfig::default()).unwrap();
    for &d in Direction::ALL.iter().cycle().take(12) {
        played.slide(d);
    }
    played.undo();
    keep_finished_game(&data, &played).unwrap();
    let n = played.record().steps.len() as u64;
    let at = |k: u64| common::say(Message::new("replay-at").num("at", k).num("steps", n));
    let tmux = Game::new(dir.path())
        .args(&["replay", "--last"])
        .no_speech()
        .no_sound()
        .data_dir(&data)
        .size(120, 40)
        .after("echo REPLAY-ENDED $?")
        .after("exec sleep 600")
        .start();
    let pointer = common::say(Message::new("replay-pointer-keys"));
    tmux.wait_for("the opening", |s| s.contains(&pointer));
    for (keys, k) in [("PageDown", 1), ("l", 2), ("S-Right", 3)] {
        tmux.press(&[keys]);
        tmux.wait_for(keys, |s| s.contains(&at(k)));
    }
    tmux.press(&["j"]);
    let back = common::say(Message::new("replay-back").num("at", 2).num("steps", n));
    tmux.wait_for("back", |s| s.contains(&back));
    tmux.press(&["End"]);
    let end = common::say(
        Message::new(if played.game().is_over() {
            "replay-end-over"
        } else {
            "replay-end-stopped"
        })
        .num("score", played.game().score()),
    );
    tmux.wait_for("the end", |s| s.contains(&end));
    tmux.press(&["Home"]);
    tmux.wait_for("the start", |s| s.lines().any(|l| l.starts_with(&at(0))));
    tmux.press(&["u"]);
    let refused = common::say(Message::new("replay-refused-keys"));
    tmux.wait_for("undo refused", |s| s.contains(&refused));
    tmux.press(&["q"]);
    let goodbye = common::say(Message::new("replay-goodbye"));
    let screen = tmux.wait_for("the game's exit status 0", |s| s.contains("REPLAY-ENDED 0"));
    assert!(screen.contains(&goodbye), "{screen}");
}
