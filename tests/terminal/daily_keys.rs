//! Key 0 and the share key / in a real terminal (tmux), on a fixed day
//! (the testing aid `ACCESSIBLE_2048_TODAY`): 0 opens the daily game with
//! its day, 0 again goes back to the ordinary game, and / says the
//! game's shareable text is in the data folder, a file whose code `verify` accepts.

use crate::common;

use accessible_2048::engine::Date;
use accessible_2048::narration::{Message, daily_back, daily_opening, share_written};
use common::tmux::Game;
use tempfile::TempDir;

#[test]
fn key_0_switches_to_the_daily_game_and_back_and_slash_shares() {
    if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
        return;
    }
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    common::past_first_start(&data);
    let today: Date = "2026-11-26".parse().unwrap();
    let words = common::words();
    let tmux = Game::new(dir.path())
        .no_speech()
        .no_sound()
        .seed(3)
        .env("ACCESSIBLE_2048_TODAY", "2026-11-26")
        .data_dir(&data)
        .size(120, 40)
        .start();
    let pointer = common::say(Message::new("help-pointer-keys"));
    tmux.wait_for("the opening", |s| s.contains(&pointer));
    tmux.press(&["0"]);
    let opening = words.line(&daily_opening(today, None));
    tmux.wait_for("the daily game", |s| s.contains(&opening));
    tmux.press(&["0"]);
    let back = words.line(&daily_back());
    tmux.wait_for("the ordinary game", |s| s.contains(&back));
    tmux.press(&["/"]);
    let file = data.join("seed-3.txt");
    // A new game of seed 3, no slide yet: score 0; the path is not said.
    let written = words.line(&share_written(0));
    tmux.wait_for("the shared text", |s| s.contains(&written));
    let text = std::fs::read_to_string(&file).unwrap();
    let code = text.lines().last().unwrap();
    common::Binary::bare()
        .args(["verify", code])
        .expect_code(0)
        .run();
}
