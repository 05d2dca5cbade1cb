//! Latency from a typed slide to its printed line, through the real binary
//! in line mode with saving on, in a game resumed at move 100 and in one
//! resumed at move 150,000 (the same game, played on): the save keeps the
//! game's steps, and a slide's answer must cost the same at both (p99 at
//! 150,000 within 1.5× of p99 at 100). Each slide is followed by an undo
//! (not timed), so the game stays as long; a `score` after each (not
//! timed) makes sure the whole answer is read. Prints p50, p90, p99 and the
//! maximum per length, and the ratio of the p99s.
//!
//! Run with `cargo bench --bench long_game_to_line` (`-- --slides N` for
//! more or fewer timed slides per length).

#[path = "support/back_and_forth.rs"]
mod back_and_forth;
#[path = "support/piped_game.rs"]
mod piped_game;

use accessible_2048::engine::{GameConfig, Origin, RecordedGame};
use accessible_2048::storage::{GAME_FILE, Settings, encode_recorded_game};
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use back_and_forth::back_and_forth;
use piped_game::PipedGame;
use std::path::Path;
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");
const SEED: u64 = 3;
/// A 6×6 board: a game played back and forth lasts.
const RULES: GameConfig = GameConfig {
    size: 6,
    four_chance: 0.1,
};
const PATTERN: [&str; 4] = ["left", "down", "right", "up"];

/// A game played back and forth to `steps` steps: it does not end.
fn long_game(steps: usize) -> RecordedGame {
    let game = back_and_forth(Origin::Seed(SEED), RULES, steps, 11);
    assert!(!game.game().is_over(), "the game goes on");
    game
}

fn measure(game: &RecordedGame, slides: usize) -> Vec<Duration> {
    let dir = tempfile::tempdir_in(".").expect("a directory to save in");
    let settings = Settings::from([("variant".to_string(), "classic".to_string())]);
    let text = encode_recorded_game(
        game.game(),
        Some(SEED),
        Some(1),
        Some(game.record()),
        &settings,
    );
    std::fs::write(dir.path().join(GAME_FILE), text).expect("the save");
    let mut running = PipedGame::start(Path::new(BIN), &[], dir.path());
    let mut times = Vec::with_capacity(slides);
    for direction in PATTERN.iter().cycle().take(slides) {
        times.push(running.send(direction).0);
        running.send("undo");
    }
    running.quit();
    times
}

fn report(name: &str, times: &mut [Duration]) -> Duration {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let p99 = nearest_rank(times, 99.0).unwrap_or_default();
    println!(
        "{name:<16} slides {:>6}  p50 {:>6.3} ms  p90 {:>6.3} ms  p99 {:>6.3} ms  max {:>7.3} ms",
        times.len(),
        ms(nearest_rank(times, 50.0).unwrap_or_default()),
        ms(nearest_rank(times, 90.0).unwrap_or_default()),
        ms(p99),
        ms(*times.last().expect("some slides")),
    );
    p99
}

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let mut slides = 1_000;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--slides" {
            slides = args.next().and_then(|n| n.parse().ok()).unwrap_or(slides);
        }
    }
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "slide to printed line through the binary, saving on (load average {})",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    let long = long_game(150_000);
    let mut short = RecordedGame::new(Origin::Seed(SEED), RULES).expect("playable rules");
    for &step in &long.record().steps[..100] {
        short.step(step);
    }
    let at_100 = report("at move 100", &mut measure(&short, slides));
    let at_150k = report("at move 150,000", &mut measure(&long, slides));
    println!(
        "p99 at move 150,000 / p99 at move 100: {:.2}",
        at_150k.as_secs_f64() / at_100.as_secs_f64()
    );
}
