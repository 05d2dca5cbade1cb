//! Latency from a typed slide to its printed line, through the real binary
//! in line mode, with saving on (a data directory on the disk this runs on)
//! and off (a data directory that cannot exist). Each slide is written to
//! the game's standard input on its own and timed until the first line of
//! its answer arrives; a `score` after it (not timed) makes sure the whole
//! answer is read before the next slide. Prints p50, p90, p99 and the
//! maximum per mode. The target is p99 ≤ 1 ms with saving on.
//!
//! Run with `cargo bench --bench slide_to_line` (`-- --slides N` for more
//! or fewer timed slides per mode, `-- --dir PATH` to save on another disk,
//! `-- --binary PATH` to time another build of the game).

#[path = "support/piped_game.rs"]
mod piped_game;

use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use piped_game::PipedGame;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");
/// Slides per game before a new one starts (the board fills up).
const SLIDES_PER_GAME: usize = 150;
/// A corner strategy: games last long enough without a hint engine.
const PATTERN: [&str; 4] = ["left", "down", "right", "down"];

fn measure(binary: &Path, data_dir: &Path, slides: usize) -> Vec<Duration> {
    let mut times = Vec::with_capacity(slides);
    let mut seed = 1;
    while times.len() < slides {
        let seed_text = seed.to_string();
        let args = [OsStr::new("--seed"), OsStr::new(&seed_text)];
        let mut game = PipedGame::start(binary, &args, data_dir);
        for direction in PATTERN.iter().cycle().take(SLIDES_PER_GAME) {
            let (elapsed, first) = game.send(direction);
            let over = first.contains("Game over");
            times.push(elapsed);
            if over || times.len() == slides {
                break;
            }
        }
        game.quit();
        seed += 1;
    }
    times
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<12} slides {:>6}  p50 {:>6.3} ms  p90 {:>6.3} ms  p99 {:>6.3} ms  max {:>7.3} ms",
        times.len(),
        ms(nearest_rank(&times, 50.0).unwrap_or_default()),
        ms(nearest_rank(&times, 90.0).unwrap_or_default()),
        ms(nearest_rank(&times, 99.0).unwrap_or_default()),
        ms(*times.last().expect("some slides")),
    );
}

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let mut slides = 2_000;
    let mut dir: Option<PathBuf> = None;
    let mut binary = PathBuf::from(BIN);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--slides" => slides = args.next().and_then(|n| n.parse().ok()).unwrap_or(slides),
            "--dir" => dir = args.next().map(PathBuf::from),
            "--binary" => binary = args.next().map_or(binary, PathBuf::from),
            _ => {} // cargo bench passes --bench
        }
    }
    let base = match dir {
        Some(dir) => tempfile::tempdir_in(dir),
        None => tempfile::tempdir_in("."),
    }
    .expect("a directory to save in");
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "slide to printed line through the binary (load average {})",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    report("saving on", measure(&binary, base.path(), slides));
    // A data directory below a regular file cannot be made: nothing saved.
    let blocked = base.path().join("not-a-directory");
    std::fs::write(&blocked, b"").unwrap();
    report(
        "saving off",
        measure(&binary, &blocked.join("data"), slides),
    );
}
