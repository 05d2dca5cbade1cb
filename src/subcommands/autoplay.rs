//! `accessible-2048 autoplay --games N --seed S [--budget-ms B]
//! [--four-chance P] [--jobs J] [--threads T] [--json]`: plays whole games with the hint
//! engine and reports how far they got and how fast the decisions were.
//!
//! Game i is seeded with S+i, so every run with the same arguments plays the
//! same games (as long as every search finishes the same depths, which the
//! clock decides). The summary says how many moves ahead the searches looked,
//! so what a budget buys can be read as depth. This command owns the clock
//! and the threads; the search only sees a "time is up?" callback. The last
//! line (or the summary's "evaluation") says whether the trained network or
//! the heuristic valued the positions; the JSON gives each game's last board.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use serde_json::json;

use super::timing::{nearest_rank, percentile_ms};
use crate::analysis::search::{Evaluation, analyse, prepare, search_time};
use crate::engine::{Game, GameConfig, Pcg32, value_of};
use crate::error::AppError;
use crate::hint_threads::hint_threads;
use crate::storage::load_network;
use crate::{out_of_memory, thread_room};

/// The tiles whose share of games the summary reports, as exponents.
const MILESTONES: [u8; 5] = [11, 12, 13, 14, 15];

/// Plays games with the hint engine and reports their results.
#[derive(Debug, Clone, Args)]
pub struct AutoplayArgs {
    /// How many games to play (at least 1).
    #[arg(long, default_value_t = 10)]
    pub games: u64,
    /// Seed of the first game; game i uses seed S+i.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = crate::arg_values::seed_parser)]
    pub seed: u64,
    /// Time for each decision, in milliseconds (at least 1).
    #[arg(long, default_value_t = 100)]
    pub budget_ms: u64,
    /// Probability that a new tile is a 4 (0 to 1; the game default is 0.5).
    #[arg(long, default_value_t = 0.5, allow_negative_numbers = true)]
    pub four_chance: f64,
    /// Board size, 3 to 8.
    #[arg(long, default_value_t = 4)]
    pub size: usize,
    /// How many games to play at once, each on its own thread (at least 1).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Threads each decision's search may use (default: the machine's cores
    /// shared among the jobs, as the game's hint key would use them).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object on standard output (progress goes to standard error).
    #[arg(long)]
    pub json: bool,
}

/// How one game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
struct GameResult {
    seed: u64,
    highest_exponent: u8,
    score: u64,
    moves: u64,
    /// The board the game ended on, as position text (`2 4 8 16/...`, rows
    /// from the top), so that where games are lost can be read.
    last_board: String,
}

/// What the whole run measured.
struct Summary {
    reached: Vec<(u8, f64)>,
    median_score: u64,
    moves_per_second: f64,
    decision_ms_p50: f64,
    decision_ms_p99: f64,
    /// How many moves ahead the decisions' searches looked.
    depth_p50: u32,
    depth_p90: u32,
    depth_max: u32,
}

/// One decision: how long it took and how deep its search looked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Decision {
    time: Duration,
    depth: u32,
}

pub fn run(args: &AutoplayArgs, out: &mut dyn Write) -> Result<(), AppError> {
    let config = validate(args)?;
    let budget = Duration::from_millis(args.budget_ms);
    let jobs = args.jobs.min(args.games as usize);
    let threads = args
        .threads
        .unwrap_or_else(|| (hint_threads() / jobs).max(1));
    prepare();
    // Every game is searched with the same evaluation: the network, if
    // there is one, is read before the first.
    let network = load_network(None);
    let evaluation = network.evaluation();
    let started = Instant::now();
    let next_game = AtomicU64::new(0);
    let (sender, receiver) = mpsc::channel::<(GameResult, Vec<Decision>)>();
    let mut results = Vec::new();
    let mut decisions = Vec::new();
    std::thread::scope(|scope| -> Result<(), AppError> {
        for _ in 0..jobs {
            let sender = sender.clone();
            let next_game = &next_game;
            // A job with no room to start says the out-of-memory line and
            // ends the process, as any allocation short of memory does.
            let stack = thread_room::DEFAULT_STACK_BYTES;
            let job = thread_room::start_scoped(scope, "autoplay", stack, move || {
                loop {
                    let index = next_game.fetch_add(1, Ordering::Relaxed);
                    if index >= args.games {
                        break;
                    }
                    let seed = args.seed.wrapping_add(index);
                    if sender
                        .send(play_game(config, seed, budget, threads, evaluation))
                        .is_err()
                    {
                        break;
                    }
                }
            });
            if job.is_err() {
                out_of_memory::out_of_memory();
            }
        }
        drop(sender);
        for (result, made) in receiver {
            let line = progress_line(&result, results.len() as u64 + 1, args.games);
            results.push(result);
            decisions.extend(made);
            if args.json {
                // Progress is a courtesy: a closed standard error stops
                // nothing.
                let _ = writeln!(std::io::stderr(), "{line}");
            } else {
                writeln!(out, "{line}")?;
            }
        }
        Ok(())
    })?;
    let elapsed = started.elapsed();
    results.sort_by_key(|result| result.seed);
    let summary = summarize(&results, &decisions, elapsed);
    if args.json {
        let mut report = json_report(&results, &summary);
        report["summary"]["evaluation"] = json!(network.describe());
        writeln!(out, "{report}")?;
    } else {
        write_text_summary(out, &results, &summary)?;
        writeln!(out, "{}", network.describe())?;
    }
    Ok(())
}

fn validate(args: &AutoplayArgs) -> Result<GameConfig, AppError> {
    if args.games == 0 {
        return Err(AppError::usage("--games must be at least 1"));
    }
    if args.budget_ms == 0 {
        return Err(AppError::usage("--budget-ms must be at least 1"));
    }
    if args.jobs == 0 {
        return Err(AppError::usage("--jobs must be at least 1"));
    }
    if args.threads == Some(0) {
        return Err(AppError::usage("--threads must be at least 1"));
    }
    let config = GameConfig {
        size: args.size,
        four_chance: args.four_chance,
    };
    config.validate().map_err(AppError::usage)?;
    Ok(config)
}

/// Plays one game to its end, timing every decision.
fn play_game(
    config: GameConfig,
    seed: u64,
    budget: Duration,
    threads: usize,
    evaluation: Evaluation<'_>,
) -> (GameResult, Vec<Decision>) {
    let mut game = Game::new(config, Pcg32::from_seed(seed)).expect("the config was validated");
    let search_for = search_time(budget);
    let mut decisions = Vec::new();
    while !game.is_over() {
        let started = Instant::now();
        let deadline = started + search_for;
        let mut time_up = || Instant::now() >= deadline;
        let four_chance = config.four_chance;
        let Some(suggestion) =
            analyse(game.board(), four_chance, threads, evaluation, &mut time_up)
        else {
            break;
        };
        decisions.push(Decision {
            time: started.elapsed(),
            depth: suggestion.depth,
        });
        game.slide(suggestion.direction);
    }
    let result = GameResult {
        seed,
        highest_exponent: game.board().highest_exponent(),
        score: game.score(),
        moves: game.moves(),
        last_board: game.board().to_position(),
    };
    (result, decisions)
}

fn progress_line(result: &GameResult, done: u64, total: u64) -> String {
    format!(
        "game {done}/{total} (seed {}): highest tile {}, score {}, {} moves",
        result.seed,
        value_of(result.highest_exponent),
        result.score,
        result.moves
    )
}

fn summarize(results: &[GameResult], decisions: &[Decision], elapsed: Duration) -> Summary {
    let games = results.len() as f64;
    let reached = MILESTONES
        .iter()
        .map(|&exponent| {
            let count = results
                .iter()
                .filter(|result| result.highest_exponent >= exponent)
                .count();
            (exponent, count as f64 / games)
        })
        .collect();
    let mut scores: Vec<u64> = results.iter().map(|result| result.score).collect();
    scores.sort_unstable();
    let middle = scores.len() / 2;
    let median_score = if scores.len() % 2 == 1 {
        scores[middle]
    } else {
        (scores[middle - 1] + scores[middle]) / 2
    };
    let moves: u64 = results.iter().map(|result| result.moves).sum();
    let mut times: Vec<Duration> = decisions.iter().map(|decision| decision.time).collect();
    times.sort_unstable();
    let mut depths: Vec<u32> = decisions.iter().map(|decision| decision.depth).collect();
    depths.sort_unstable();
    let depth = |percent| nearest_rank(&depths, percent).unwrap_or(0);
    Summary {
        reached,
        median_score,
        moves_per_second: moves as f64 / elapsed.as_secs_f64().max(1e-9),
        decision_ms_p50: percentile_ms(&times, 50),
        decision_ms_p99: percentile_ms(&times, 99),
        depth_p50: depth(50.0),
        depth_p90: depth(90.0),
        depth_max: depth(100.0),
    }
}

fn json_report(results: &[GameResult], summary: &Summary) -> serde_json::Value {
    let games: Vec<serde_json::Value> = results
        .iter()
        .map(|result| {
            json!({
                "seed": result.seed,
                "highest_tile": value_of(result.highest_exponent),
                "score": result.score,
                "moves": result.moves,
                "last_board": result.last_board,
            })
        })
        .collect();
    let mut reached = serde_json::Map::new();
    for &(exponent, share) in &summary.reached {
        reached.insert(value_of(exponent).to_string(), json!(share));
    }
    json!({
        "games": games,
        "summary": {
            "reached": reached,
            "median_score": summary.median_score,
            "moves_per_second": summary.moves_per_second,
            "decision_ms_p50": summary.decision_ms_p50,
            "decision_ms_p99": summary.decision_ms_p99,
            "depth_p50": summary.depth_p50,
            "depth_p90": summary.depth_p90,
            "depth_max": summary.depth_max,
        },
    })
}

fn write_text_summary(
    out: &mut dyn Write,
    results: &[GameResult],
    summary: &Summary,
) -> Result<(), AppError> {
    writeln!(out, "games: {}", results.len())?;
    for &(exponent, share) in &summary.reached {
        writeln!(out, "reached {}: {:.0}%", value_of(exponent), share * 100.0)?;
    }
    writeln!(out, "median score: {}", summary.median_score)?;
    writeln!(out, "moves per second: {:.1}", summary.moves_per_second)?;
    writeln!(
        out,
        "time per decision: p50 {:.2} ms, p99 {:.2} ms",
        summary.decision_ms_p50, summary.decision_ms_p99
    )?;
    writeln!(
        out,
        "moves searched ahead: p50 {}, p90 {}, most {}",
        summary.depth_p50, summary.depth_p90, summary.depth_max
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decisions(depths: &[u32]) -> Vec<Decision> {
        depths
            .iter()
            .map(|&depth| Decision {
                time: Duration::from_millis(u64::from(depth)),
                depth,
            })
            .collect()
    }

    #[test]
    fn summary_counts_milestones_and_the_median() {
        let result = |seed, highest_exponent, score| GameResult {
            seed,
            highest_exponent,
            score,
            moves: 10,
            last_board: String::new(),
        };
        let results = [
            result(1, 11, 100),
            result(2, 13, 300),
            result(3, 10, 50),
            result(4, 12, 200),
        ];
        let summary = summarize(&results, &decisions(&[1, 2]), Duration::from_secs(4));
        let shares: Vec<f64> = summary.reached.iter().map(|&(_, share)| share).collect();
        assert_eq!(shares, [0.75, 0.5, 0.25, 0.0, 0.0]);
        assert_eq!(summary.median_score, 150);
        assert_eq!(summary.moves_per_second, 10.0);
    }

    #[test]
    fn summary_reports_the_depths_searched() {
        let results = [GameResult {
            seed: 1,
            highest_exponent: 11,
            score: 100,
            moves: 10,
            last_board: String::new(),
        }];
        // (depths of the decisions, in any order) → (p50, p90, most)
        type Depths = (u32, u32, u32);
        let cases: [(&[u32], Depths); 4] = [
            (&[3], (3, 3, 3)),
            (&[4, 3, 3, 5, 3, 3, 3, 4, 3, 7], (3, 5, 7)),
            (&[1, 9], (1, 9, 9)),
            (&[], (0, 0, 0)),
        ];
        for (depths, expected) in cases {
            let summary = summarize(&results, &decisions(depths), Duration::from_secs(1));
            let found = (summary.depth_p50, summary.depth_p90, summary.depth_max);
            assert_eq!(found, expected, "{depths:?}");
        }
    }
}
