//! How long `share`, `share --daily`, `replay --list` and `replay --last`
//! take through the binary with ten kept games of codes near the longest
//! the game writes (about 19,000 characters, 55,000 steps of a 6×6 game
//! played back and forth), and the day's game among them: kept first
//! (oldest) and short, then as long as the others; and a session of a new
//! game of one slide, quit, which keeps its game beside them. Five runs
//! of each, median and slowest. Targets: `share` within 1 s, `replay --list` within
//! 3 s.
//!
//! Run with `cargo bench --bench kept_games_read` (`KEPT_STEPS=3000` for
//! games of a player's length).

#[path = "support/back_and_forth.rs"]
mod back_and_forth;

use accessible_2048::engine::{Date, GameConfig, Origin, RecordedGame};
use accessible_2048::share::encode;
use back_and_forth::back_and_forth;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");
const DAY: &str = "2026-12-06";
/// Steps of each long game, unless `KEPT_STEPS` asks for another number
/// (a player's long game is a few thousand).
const STEPS: usize = 55_000;

fn steps() -> usize {
    std::env::var("KEPT_STEPS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(STEPS)
}

/// A game of `origin` played back and forth to `steps` steps on a 6×6
/// board.
fn long_game(origin: Origin, steps: usize, seed: u64) -> RecordedGame {
    let rules = GameConfig {
        size: 6,
        four_chance: 0.1,
    };
    back_and_forth(origin, rules, steps, seed)
}

fn keep(dir: &Path, number: usize, code: &str) {
    let games = dir.join("games");
    std::fs::create_dir_all(&games).expect("the games folder");
    std::fs::write(
        games.join(format!("game-{number:08}.code")),
        format!("{code}\n"),
    )
    .expect("a kept game");
}

/// Seconds of five runs of the binary with `args`: median and slowest.
fn time(dir: &Path, args: &[&str]) -> (f64, f64) {
    let mut runs: Vec<Duration> = (0..5)
        .map(|_| {
            let start = Instant::now();
            let output = Command::new(BIN)
                .args(args)
                .arg("--data-dir")
                .arg(dir)
                .env("LANG", "C")
                .env("ACCESSIBLE_2048_TODAY", DAY)
                .stdin(Stdio::null())
                .output()
                .expect("the binary runs");
            let elapsed = start.elapsed();
            assert!(output.status.success(), "{args:?}: {output:?}");
            elapsed
        })
        .collect();
    runs.sort();
    (runs[2].as_secs_f64(), runs[4].as_secs_f64())
}

fn main() {
    let day: Date = DAY.parse().expect("a day");
    let start = Instant::now();
    let codes: Vec<String> = (0..10)
        .map(|i| {
            let game = long_game(Origin::Seed(100 + i), steps(), 11 + i);
            encode(game.record()).expect("a code within the longest")
        })
        .collect();
    let daily_short = {
        let mut game = RecordedGame::new(Origin::Daily(day), GameConfig::default()).unwrap();
        for _ in 0..200 {
            let Some(&step) = game.possible_steps().first() else {
                break;
            };
            game.step(step);
        }
        encode(game.record()).unwrap()
    };
    let daily_long = encode(long_game(Origin::Daily(day), steps(), 99).record()).unwrap();
    let longest = codes.iter().map(String::len).max().unwrap();
    println!(
        "ten kept codes of {}..{} characters, made in {:.1} s",
        codes.iter().map(String::len).min().unwrap(),
        longest,
        start.elapsed().as_secs_f64()
    );
    for (label, daily) in [("short", &daily_short), ("long", &daily_long)] {
        let dir = tempfile::tempdir_in(".").expect("a data directory");
        keep(dir.path(), 1, daily);
        for (i, code) in codes.iter().enumerate() {
            keep(dir.path(), i + 2, code);
        }
        println!(
            "the day's game {label} ({} characters), kept oldest:",
            daily.len()
        );
        for args in [
            &["share"][..],
            &["share", "--daily"],
            &["replay", "--list"],
            &["replay", "--last", "1", "--no-speech", "--no-sound"],
        ] {
            let (median, slowest) = time(dir.path(), args);
            println!(
                "  {:<40} median {median:.3} s, slowest {slowest:.3} s",
                args.join(" ")
            );
        }
        let (median, slowest) = time_quits(dir.path());
        println!(
            "  {:<40} median {median:.3} s, slowest {slowest:.3} s",
            "a game of one slide, quit (kept)"
        );
    }
}

/// Seconds of five sessions of a new game each (seeds 7 to 11), one slide
/// and quit, so each keeps its game at quit beside the kept ones (and
/// prunes): median and slowest.
fn time_quits(dir: &Path) -> (f64, f64) {
    let mut runs: Vec<Duration> = (7..12)
        .map(|seed: u64| {
            let start = Instant::now();
            let mut child = Command::new(BIN)
                .args(["--seed", &seed.to_string(), "--no-speech", "--no-sound"])
                .args(["--line-mode", "--data-dir"])
                .arg(dir)
                .env("LANG", "C")
                .env("ACCESSIBLE_2048_TODAY", DAY)
                .env("ACCESSIBLE_2048_NETWORK", "none")
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .spawn()
                .expect("the binary runs");
            let mut input = child.stdin.take().expect("its input");
            std::io::Write::write_all(&mut input, b"left\nquit\n").expect("typed");
            drop(input);
            assert!(child.wait().expect("it ends").success());
            start.elapsed()
        })
        .collect();
    runs.sort();
    (runs[2].as_secs_f64(), runs[4].as_secs_f64())
}
