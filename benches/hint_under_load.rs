//! The hint's decision time and depth on a busy machine: two busy processes
//! (`yes > /dev/null`) run beside it, and each position is searched three
//! ways, interleaved so all see the same load: as the game's hint does (one
//! thread, the [`Deadline`] that keeps back the longest gap between two
//! looks at the clock), on one thread stopping at the plain search time,
//! and on two threads with the game's deadline. Prints p50, p99 and the
//! maximum of the decision time and the mean depth reached, per way. The
//! budget is 100 ms: p99 must stay at or under it. The searches value
//! their leaves with the heuristic.
//!
//! Run with `cargo bench --bench hint_under_load` (`-- --positions N` for
//! more or fewer positions, `-- --no-load` without the busy processes).

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use accessible_2048::analysis::search::{self, DEFAULT_BUDGET, Deadline, search_time};
use accessible_2048::engine::{Board, Direction, Game, GameConfig, Pcg32};
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};

/// What is compared: threads, and whether the deadline is paced.
const WAYS: [(usize, bool); 3] = [(1, true), (1, false), (2, true)];

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

/// One hint: the time it took and its depth. `paced`: with the game's
/// [`Deadline`] (the longest gap between two looks at the clock kept back);
/// otherwise stopping at the plain search time.
fn decide(board: &Board, threads: usize, paced: bool) -> (Duration, u32) {
    let started = Instant::now();
    let mut deadline = Deadline::new(started, DEFAULT_BUDGET);
    let plain = started + search_time(DEFAULT_BUDGET);
    let evaluation = search::Evaluation::Heuristic;
    let suggestion = search::analyse(board, 0.5, threads, evaluation, &mut || {
        let now = Instant::now();
        if paced {
            deadline.is_up(now)
        } else {
            now >= plain
        }
    });
    let elapsed = started.elapsed();
    (elapsed, suggestion.map_or(0, |s| s.depth))
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
    println!("{PERCENTILE_DEFINITION}");
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
    let mut times = vec![Vec::new(); WAYS.len()];
    let mut depths = vec![Vec::new(); WAYS.len()];
    for (index, board) in boards.iter().enumerate() {
        // Rotate which way goes first, so none always follows another.
        for k in 0..WAYS.len() {
            let which = (k + index) % WAYS.len();
            let (threads, paced) = WAYS[which];
            let (elapsed, depth) = decide(board, threads, paced);
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
    for (k, (threads, paced)) in WAYS.iter().enumerate() {
        let mut sorted = times[k].clone();
        sorted.sort();
        let mean_depth =
            depths[k].iter().map(|&d| f64::from(d)).sum::<f64>() / depths[k].len() as f64;
        println!(
            "{threads} thread{} {:<6}  positions {:>4}  p50 {:>6.1} ms  p99 {:>6.1} ms  max {:>6.1} ms  mean depth {:>5.2}",
            if *threads == 1 { " " } else { "s" },
            if *paced { "paced" } else { "plain" },
            sorted.len(),
            ms(nearest_rank(&sorted, 50.0).unwrap_or_default()),
            ms(nearest_rank(&sorted, 99.0).unwrap_or_default()),
            ms(*sorted.last().expect("some positions")),
            mean_depth,
        );
    }
}
