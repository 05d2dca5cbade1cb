//! The hint's decision time and depth on a busy machine: two busy processes
//! (`yes > /dev/null`) run beside it, and each position is searched exactly
//! as the game's hint does (a deadline of the default budget less its
//! reserve), once on one thread and once on two, interleaved so both see
//! the same load. Prints p50, p99 and the maximum of the decision time and
//! the mean depth reached, per thread count. The budget is 100 ms: p99 must
//! stay at or under it.
//!
//! Run with `cargo bench --bench hint_under_load` (`-- --positions N` for
//! more or fewer positions, `-- --no-load` without the busy processes).

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use accessible_2048::analysis::search::{self, DEFAULT_BUDGET, search_time};
use accessible_2048::engine::{Board, Direction, Game, GameConfig, Pcg32};

/// Thread counts compared.
const THREADS: [usize; 2] = [1, 2];

/// Mid-game boards: seeded games played by a corner strategy, one board
/// taken every few moves.
fn positions(count: usize) -> Vec<Board> {
    let mut boards = Vec::new();
    let mut seed = 1;
    while boards.len() < count {
        let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("default");
        let order = [
            Direction::Down,
            Direction::Left,
            Direction::Right,
            Direction::Up,
        ];
        let mut moves = 0;
        while !game.is_over() && boards.len() < count {
            let Some(&direction) = order.iter().find(|&&d| game.board().can_slide(d)) else {
                break;
            };
            if moves % 7 == 3 {
                boards.push(game.board().clone());
            }
            game.slide(direction);
            moves += 1;
        }
        seed += 1;
    }
    boards
}

/// One hint as the game gives it: the time it took and its depth.
fn decide(board: &Board, threads: usize) -> (Duration, u32) {
    let started = Instant::now();
    let deadline = started + search_time(DEFAULT_BUDGET);
    let suggestion = search::analyse(board, 0.5, threads, &mut || Instant::now() >= deadline);
    let elapsed = started.elapsed();
    (elapsed, suggestion.map_or(0, |s| s.depth))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

struct Busy(Vec<Child>);

impl Busy {
    fn start(count: usize) -> Busy {
        Busy(
            (0..count)
                .filter_map(|_| {
                    Command::new("yes")
                        .stdout(Stdio::null())
                        .stderr(Stdio::null())
                        .spawn()
                        .ok()
                })
                .collect(),
        )
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn main() {
    let mut count = 200;
    let mut load = true;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--positions" => count = args.next().and_then(|n| n.parse().ok()).unwrap_or(count),
            "--no-load" => load = false,
            _ => {} // cargo bench passes --bench
        }
    }
    let boards = positions(count);
    search::prepare();
    let busy = Busy::start(if load { 2 } else { 0 });
    let mut times = vec![Vec::new(); THREADS.len()];
    let mut depths = vec![Vec::new(); THREADS.len()];
    for (index, board) in boards.iter().enumerate() {
        // Alternate which count goes first, so neither always follows the other.
        for k in 0..THREADS.len() {
            let which = (k + index) % THREADS.len();
            let (elapsed, depth) = decide(board, THREADS[which]);
            times[which].push(elapsed);
            depths[which].push(depth);
        }
    }
    let busy_count = busy.0.len();
    drop(busy);
    let loadavg = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "hint decisions at a {} ms budget, {busy_count} busy processes beside (load average {})",
        DEFAULT_BUDGET.as_millis(),
        loadavg
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    for (k, threads) in THREADS.iter().enumerate() {
        let mut sorted = times[k].clone();
        sorted.sort();
        let mean_depth =
            depths[k].iter().map(|&d| f64::from(d)).sum::<f64>() / depths[k].len() as f64;
        let deeper = depths[k]
            .iter()
            .zip(&depths[(k + 1) % THREADS.len()])
            .filter(|(mine, theirs)| mine > theirs)
            .count();
        println!(
            "{threads} thread{}   positions {:>4}  p50 {:>6.1} ms  p99 {:>6.1} ms  max {:>6.1} ms  mean depth {:>5.2}  deeper than the other on {deeper}",
            if *threads == 1 { " " } else { "s" },
            sorted.len(),
            ms(percentile(&sorted, 50.0)),
            ms(percentile(&sorted, 99.0)),
            ms(*sorted.last().expect("some positions")),
            mean_depth,
        );
    }
}
