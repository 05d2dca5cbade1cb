//! How fast the hint network values a board, with its weights as the game
//! holds them (read by the game's own loader, on huge pages where the
//! kernel has them) and as a plain copy of the same weights (4 KB pages).
//! Two sets of boards, each valued twice over, the two ways interleaved:
//! boards of random tiles up to 8192 (no two alike: nearly every lookup
//! misses the caches) and the positions of seeded games played by a corner
//! strategy (tiles repeat, as in a search). Prints nanoseconds per board
//! and how much of the copy's memory the kernel backed with huge pages.
//!
//! Run with `cargo bench --bench network_eval -- FILE` (a weights file,
//! `ntuple-4x6.weights`).

use std::time::Instant;

use accessible_2048::analysis::search::{Bitboard, Network, decode_network};
use accessible_2048::engine::{Direction, Game, GameConfig, Pcg32};

/// Boards of random exponents 0..=13 (xorshift, fixed start).
fn random_boards(count: usize) -> Vec<u64> {
    let mut x: u64 = 88_172_645_463_325_252;
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (0..16).fold(0u64, |board, cell| {
                board | ((((x >> (4 * cell)) & 0xf) % 14) << (4 * cell))
            })
        })
        .collect()
}

/// Every position of seeded games played by a corner strategy.
fn game_boards(count: usize) -> Vec<u64> {
    let order = [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ];
    let mut boards = Vec::new();
    let mut seed = 1;
    while boards.len() < count {
        let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("default");
        while boards.len() < count {
            let Some(&direction) = order.iter().find(|&&d| game.board().can_slide(d)) else {
                break;
            };
            game.slide(direction);
            if let Ok(bits) = Bitboard::from_board(game.board()) {
                boards.push(bits.0);
            }
        }
        seed += 1;
    }
    boards
}

/// Nanoseconds per board for valuing `boards` with `network`.
fn per_board(network: &Network, boards: &[u64]) -> f64 {
    let started = Instant::now();
    let total: f32 = boards.iter().map(|&board| network.value(board)).sum();
    std::hint::black_box(total);
    started.elapsed().as_secs_f64() * 1e9 / boards.len() as f64
}

fn huge_kb() -> String {
    std::fs::read_to_string("/proc/self/smaps_rollup")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|line| line.starts_with("AnonHugePages"))
                .map(|line| line.split_whitespace().nth(1).unwrap_or("?").to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

fn main() {
    let Some(path) = std::env::args().skip(1).find(|arg| !arg.starts_with("--")) else {
        eprintln!("network_eval: give the weights file: cargo bench --bench network_eval -- FILE");
        std::process::exit(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) => {
            eprintln!("network_eval: {path}: {error}");
            std::process::exit(2);
        }
    };
    let held = match decode_network(&bytes) {
        Ok(network) => network,
        Err(error) => {
            eprintln!("network_eval: {path}: {error}");
            std::process::exit(2);
        }
    };
    drop(bytes);
    println!("huge pages after the game's loader: {} kB", huge_kb());
    let copy: Network = held.clone();
    println!("huge pages with the plain copy too: {} kB", huge_kb());
    for (what, boards) in [
        ("random boards", random_boards(2_000_000)),
        ("game positions", game_boards(2_000_000)),
    ] {
        for round in 1..=2 {
            let game = per_board(&held, &boards);
            let plain = per_board(&copy, &boards);
            println!(
                "{what}, round {round}: as the game holds them {game:.0} ns a board, plain copy {plain:.0} ns"
            );
        }
    }
}
