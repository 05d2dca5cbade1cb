//! Measures networks by their own greedy play (a development tool, not
//! part of the game): `cargo run --release --example network_play --
//! FILE... [--games 2000] [--seed 1] [--from-tile T] [--four-chance 0.1]`.
//!
//! Each network plays the same seeded games with no search: each slide the
//! one whose score plus the network's value of its afterstate is highest
//! (the 1-ply play the papers report). With `--from-tile T` the games start
//! instead from the boards at which games on the first file's network
//! first held T (the late game alone, where a late stage differs). Prints
//! a line per file: mean and median score and the share of games reaching
//! 8192, 16384 and 32768.

use std::path::PathBuf;

use accessible_2048_analysis::search::{Network, decode_network};
use accessible_2048_trainer::ntuple_training::{first_boards, play_episode};
use clap::Parser;

#[derive(Debug, Parser)]
struct Args {
    /// Weights files to measure.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Games per file.
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// Seed of the games (and of the games that find the late boards).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Start from the boards at which the first file's games first held
    /// this tile.
    #[arg(long)]
    from_tile: Option<u32>,
    #[arg(long, default_value_t = 0.1)]
    four_chance: f64,
}

/// The seed of the measured games, apart from the training runs' seeds.
const SEED_SALT: u64 = 0x706c_6179;

fn main() {
    let args = Args::parse();
    let networks: Vec<Network> = args.files.iter().map(load).collect();
    let starts: Vec<Option<u64>> = match args.from_tile {
        None => vec![None; args.games as usize],
        Some(tile) => {
            if !(tile.is_power_of_two() && (4..=32768).contains(&tile)) {
                fail("--from-tile must be a tile from 4 to 32768");
            }
            let exponent = tile.trailing_zeros() as u8;
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
            let boards = first_boards(
                &networks[0],
                args.seed,
                exponent,
                args.games as usize,
                100 * args.games,
                threads,
                args.four_chance,
            );
            println!("{} boards of the first {tile}", boards.len());
            boards.into_iter().map(Some).collect()
        }
    };
    for (file, network) in args.files.iter().zip(&networks) {
        let mut scores = Vec::new();
        let mut reached = [0u64; 3];
        for (game, &start) in starts.iter().enumerate() {
            let seed = args.seed ^ SEED_SALT;
            let episode = play_episode(network, seed, game as u64, args.four_chance, start, None);
            scores.push(episode.score);
            for (k, count) in reached.iter_mut().enumerate() {
                *count += u64::from(episode.highest_exponent >= 13 + k as u8);
            }
        }
        scores.sort_unstable();
        let count = scores.len().max(1) as f64;
        let share = |n: u64| 100.0 * n as f64 / count;
        println!(
            "{}: {} games, mean {:.0}, median {}, 8192 {:.1}%, 16384 {:.1}%, 32768 {:.1}%",
            file.display(),
            scores.len(),
            scores.iter().sum::<u64>() as f64 / count,
            scores.get(scores.len() / 2).copied().unwrap_or(0),
            share(reached[0]),
            share(reached[1]),
            share(reached[2]),
        );
    }
}

fn load(file: &PathBuf) -> Network {
    let bytes = std::fs::read(file).unwrap_or_else(|e| fail(&format!("{}: {e}", file.display())));
    decode_network(&bytes).unwrap_or_else(|e| fail(&format!("{}: {e}", file.display())))
}

fn fail(message: &str) -> ! {
    eprintln!("network_play: {message}");
    std::process::exit(2);
}
