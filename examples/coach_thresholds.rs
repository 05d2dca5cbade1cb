//! Measures the coach's thresholds for the network's values (a development
//! tool, not part of the game): `cargo run --release --example
//! coach_thresholds -- FILE [--games 4] [--seed 1] [--every 25]
//! [--budget-ms 100] [--four-chance 0.5]`, FILE a network's weights.
//!
//! Plays seeded games with the network's own choice of slide (no search
//! beyond it), and at every `--every`-th position runs the hint's search
//! twice within its budget, as the coach does: once valuing the leaves with
//! the heuristic, once with the network. Every legal slide but each
//! search's own choice gets its loss under each (the fraction of the best
//! slide's value it gives up). Prints how often each label comes under the
//! heuristic's thresholds, the network's thresholds that give each label as
//! often, and how often a slide both searches judged gets the same label
//! (or a label one apart) under the two, with the matched thresholds and
//! with the heuristic's thresholds applied to the network's values.

use std::time::{Duration, Instant};

use accessible_2048::analysis::coach::{
    HEURISTIC, POINTS, Shortfall, Thresholds, loss, matching_thresholds,
};
use accessible_2048::analysis::search::{
    self, Deadline, Evaluation, Network, Suggestion, decode_network,
};
use accessible_2048::engine::{Board, Direction, Game, GameConfig, Pcg32};
use clap::Parser;

#[derive(Debug, Parser)]
struct Args {
    /// The network's weights file.
    network: std::path::PathBuf,
    #[arg(long, default_value_t = 4)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Judge every this many positions of a game.
    #[arg(long, default_value_t = 25, value_parser = clap::value_parser!(u64).range(1..))]
    every: u64,
    #[arg(long, default_value_t = 100)]
    budget_ms: u64,
    #[arg(long, default_value_t = 0.5)]
    four_chance: f64,
}

/// One slide judged by both searches: its loss under each (`None` where
/// that search chose it or did not value it).
struct Judged {
    heuristic: Option<f32>,
    network: Option<f32>,
}

fn main() {
    let args = Args::parse();
    let bytes = std::fs::read(&args.network).unwrap_or_else(|e| {
        eprintln!("coach_thresholds: {}: {e}", args.network.display());
        std::process::exit(2);
    });
    let network: &'static Network =
        Box::leak(Box::new(decode_network(&bytes).unwrap_or_else(|e| {
            eprintln!("coach_thresholds: {}: {e}", args.network.display());
            std::process::exit(2);
        })));
    drop(bytes);
    let budget = Duration::from_millis(args.budget_ms);
    let mut judged = Vec::new();
    let mut positions = 0;
    for game_number in 0..args.games {
        let config = GameConfig {
            four_chance: args.four_chance,
            ..GameConfig::default()
        };
        let mut game = Game::new(config, Pcg32::from_seed(args.seed + game_number)).expect("4×4");
        let mut step = 0u64;
        while !game.is_over() {
            let board = game.board().clone();
            if step.is_multiple_of(args.every) {
                positions += 1;
                let heuristic = within(&board, args.four_chance, Evaluation::Heuristic, budget);
                let learned = within(
                    &board,
                    args.four_chance,
                    Evaluation::Network(network),
                    budget,
                );
                judged.extend(judge_both(&board, heuristic.as_ref(), learned.as_ref()));
            }
            let mut asked = false;
            let own = search::analyse(
                &board,
                args.four_chance,
                1,
                Evaluation::Network(network),
                &mut || std::mem::replace(&mut asked, true),
            )
            .expect("a slide while the game is not over");
            game.slide(own.direction);
            step += 1;
        }
        eprintln!(
            "game {}: score {}, {} moves",
            args.seed + game_number,
            game.score(),
            game.moves()
        );
    }
    report(&args, positions, &judged);
}

fn within(
    board: &Board,
    four_chance: f64,
    evaluation: Evaluation<'_>,
    budget: Duration,
) -> Option<Suggestion> {
    let mut deadline = Deadline::new(Instant::now(), budget);
    search::analyse(board, four_chance, 1, evaluation, &mut || {
        deadline.is_up(Instant::now())
    })
}

/// Each legal slide's loss under both searches.
fn judge_both(
    board: &Board,
    heuristic: Option<&Suggestion>,
    learned: Option<&Suggestion>,
) -> Vec<Judged> {
    let lost = |answer: Option<&Suggestion>, direction: Direction| {
        let answer = answer?;
        if answer.direction == direction {
            return None;
        }
        loss(
            answer.value_of(answer.direction)?,
            answer.value_of(direction)?,
        )
    };
    Direction::ALL
        .iter()
        .filter(|&&d| board.can_slide(d))
        .map(|&d| Judged {
            heuristic: lost(heuristic, d),
            network: lost(learned, d),
        })
        .filter(|j| j.heuristic.is_some() || j.network.is_some())
        .collect()
}

/// 0 about as good, 1 slightly worse, 2 worse, 3 much worse.
fn label(loss: f32, limits: Thresholds) -> usize {
    match limits.label(loss) {
        Shortfall::AsGood | Shortfall::Unknown => 0,
        Shortfall::Slightly => 1,
        Shortfall::Clearly => 2,
        Shortfall::Much => 3,
    }
}

fn shares(losses: &[f32], limits: Thresholds) -> String {
    let mut counts = [0usize; 4];
    for &loss in losses {
        counts[label(loss, limits)] += 1;
    }
    let total = losses.len().max(1) as f64;
    format!(
        "about as good {:.1}%, slightly worse {:.1}%, worse {:.1}%, much worse {:.1}% (of {})",
        100.0 * counts[0] as f64 / total,
        100.0 * counts[1] as f64 / total,
        100.0 * counts[2] as f64 / total,
        100.0 * counts[3] as f64 / total,
        losses.len()
    )
}

fn agreement(judged: &[Judged], limits: Thresholds) -> String {
    let both: Vec<(usize, usize)> = judged
        .iter()
        .filter_map(|j| Some((label(j.heuristic?, HEURISTIC), label(j.network?, limits))))
        .collect();
    let same = both.iter().filter(|(a, b)| a == b).count();
    let near = both.iter().filter(|(a, b)| a.abs_diff(*b) <= 1).count();
    let total = both.len().max(1) as f64;
    let mut table = String::new();
    for row in 0..4 {
        let cells: Vec<String> = (0..4)
            .map(|col| {
                both.iter()
                    .filter(|&&p| p == (row, col))
                    .count()
                    .to_string()
            })
            .collect();
        table.push_str(&format!(
            "\n    heuristic {row}: network {}",
            cells.join(" ")
        ));
    }
    format!(
        "same label {:.1}%, within one {:.1}% (of {} slides both judged){table}",
        100.0 * same as f64 / total,
        100.0 * near as f64 / total,
        both.len()
    )
}

fn report(args: &Args, positions: u64, judged: &[Judged]) {
    let heuristic: Vec<f32> = judged.iter().filter_map(|j| j.heuristic).collect();
    let network: Vec<f32> = judged.iter().filter_map(|j| j.network).collect();
    println!(
        "{} games from seed {}, four chance {}, {} ms a search: {positions} positions",
        args.games, args.seed, args.four_chance, args.budget_ms
    );
    println!(
        "heuristic, its thresholds {HEURISTIC:?}: {}",
        shares(&heuristic, HEURISTIC)
    );
    println!(
        "network, the heuristic's thresholds: {}",
        shares(&network, HEURISTIC)
    );
    println!("  agreement: {}", agreement(judged, HEURISTIC));
    println!(
        "network, the game's thresholds {POINTS:?}: {}",
        shares(&network, POINTS)
    );
    println!("  agreement: {}", agreement(judged, POINTS));
    match matching_thresholds(HEURISTIC, &heuristic, &network) {
        Some(matched) => {
            println!(
                "network, matched thresholds {matched:?}: {}",
                shares(&network, matched)
            );
            println!("  agreement: {}", agreement(judged, matched));
        }
        None => println!("no slides judged: nothing to match"),
    }
}
