//! `accessible-2048 bench [--json]`: a fixed, seeded workload, in the manner
//! of chess engines' `bench`, that measures the hint engine on this machine:
//! slides per second of the 4×4 fast path, and the time a hint takes at the
//! default budget.
//!
//! The boards come from games the engine plays against itself with a fixed
//! amount of search (counted in clock questions, not time), so every machine
//! gets the same boards. This command owns the clock.

use std::hint::black_box;
use std::io::Write;
use std::time::{Duration, Instant};

use clap::Args;
use serde_json::json;

use super::timing::percentile_ms;
use crate::analysis::search::{
    self, Bitboard, DEFAULT_BUDGET, Deadline, Evaluation, Slides, suggest,
};
use crate::engine::{Board, Direction, Game, GameConfig, Pcg32};
use crate::error::AppError;
use crate::hint_threads::HINT_THREADS;
use crate::out_of_memory::fallibly;
use crate::storage::load_network;

/// Seeds of the games the boards are taken from.
const SEEDS: [u64; 4] = [1, 2, 3, 4];
/// Moves at most per game.
const MOVES_PER_GAME: usize = 3000;
/// Clock questions each move of those games may ask (a small, fixed search).
const QUESTIONS_PER_MOVE: u32 = 3;
/// Passes over all boards, four slides each, for the throughput figure.
const SLIDE_PASSES: usize = 2500;
/// Positions the hint is timed on, spread evenly over the collected boards.
const HINT_POSITIONS: usize = 40;

/// Measures slide throughput and hint time on a fixed workload.
#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Print one JSON object: {"slides_per_second": X, "hint_ms_p50": X, "hint_ms_p99": X, "evaluation": "..."}.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &BenchArgs, out: &mut dyn Write) -> Result<(), AppError> {
    // The workload's memory is had first, or the bench says it cannot run
    // (an allocation that fails midway would abort the process).
    if !search::prepare() {
        return Err(short_of_memory("the search tables"));
    }
    // The evaluation is settled before the boards are collected: the
    // network, if there is one, else the heuristic.
    let network = load_network(None);
    let evaluation = network.describe();
    let boards = collect_boards(network.evaluation())?;
    let mut fast: Vec<Bitboard> = Vec::new();
    fallibly(|| fast.try_reserve_exact(boards.len())).map_err(|_| short_of_memory("the boards"))?;
    fast.extend(
        boards
            .iter()
            .filter_map(|board| Bitboard::from_board(board).ok()),
    );
    if fast.is_empty() {
        return Err(AppError::failure("the bench games produced no boards"));
    }
    let (slides, slide_time) = time_slides(&fast);
    let slides_per_second = slides as f64 / slide_time.as_secs_f64().max(1e-9);

    let threads = HINT_THREADS;
    let mut hint_times = time_hints(&boards, threads, network.evaluation());
    hint_times.sort_unstable();
    let p50 = percentile_ms(&hint_times, 50);
    let p99 = percentile_ms(&hint_times, 99);
    if args.json {
        let report = json!({
            "slides_per_second": slides_per_second,
            "hint_ms_p50": p50,
            "hint_ms_p99": p99,
            "evaluation": evaluation,
        });
        writeln!(out, "{report}")?;
    } else {
        writeln!(
            out,
            "slides per second: {:.0} ({} slides of {} boards from {} seeded games, one thread)",
            slides_per_second,
            slides,
            fast.len(),
            SEEDS.len()
        )?;
        writeln!(
            out,
            "hint time at a {} ms budget: p50 {:.2} ms, p99 {:.2} ms ({} positions, {} threads)",
            DEFAULT_BUDGET.as_millis(),
            p50,
            p99,
            hint_times.len(),
            threads
        )?;
        writeln!(out, "{evaluation}")?;
    }
    Ok(())
}

/// The bench cannot run: there is not memory enough for `what`.
fn short_of_memory(what: &str) -> AppError {
    AppError::failure(format!(
        "cannot run the bench: not enough memory for {what}"
    ))
}

/// Memory each collected board takes beyond its slot in the list (its
/// cells and the allocator's bookkeeping), with room to spare.
const BOARD_HEAP_BYTES: usize = 128;

/// Memory the rest of the bench needs once the boards are had: the hint
/// search's small allocations, the report's text.
const WORKLOAD_HEADROOM_BYTES: usize = 1 << 20;

/// Every board met before a move in the seeded games, in order. The
/// memory for all of them (each board's cells are an allocation of their
/// own) is asked for first, with room for the rest of the bench, so that
/// a small allocation midway cannot fail and abort the process.
fn collect_boards(evaluation: Evaluation<'_>) -> Result<Vec<Board>, AppError> {
    let mut boards = Vec::new();
    let count = SEEDS.len() * MOVES_PER_GAME;
    fallibly(|| boards.try_reserve_exact(count)).map_err(|_| short_of_memory("the boards"))?;
    fallibly(|| {
        Vec::<u8>::new().try_reserve_exact(count * BOARD_HEAP_BYTES + WORKLOAD_HEADROOM_BYTES)
    })
    .map_err(|_| short_of_memory("the boards"))?;
    for seed in SEEDS {
        let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(seed))
            .expect("the default config is valid");
        for _ in 0..MOVES_PER_GAME {
            if game.is_over() {
                break;
            }
            let mut questions = 0;
            let mut time_up = || {
                questions += 1;
                questions > QUESTIONS_PER_MOVE
            };
            let Some(direction) = suggest(game.board(), 0.5, 1, evaluation, &mut time_up) else {
                break;
            };
            boards.push(game.board().clone());
            game.slide(direction);
        }
    }
    Ok(boards)
}

/// Slides every board in every direction, [`SLIDE_PASSES`] times over.
fn time_slides(boards: &[Bitboard]) -> (u64, Duration) {
    // Taking the slides builds the tables: keep it out of the timing.
    let slides = black_box(Slides::new());
    let started = Instant::now();
    let mut fold = 0u64;
    for _ in 0..SLIDE_PASSES {
        for &board in black_box(boards) {
            for direction in Direction::ALL {
                fold ^= slides.slide(board, direction).0;
            }
        }
    }
    black_box(fold);
    let slides = (SLIDE_PASSES * boards.len() * 4) as u64;
    (slides, started.elapsed())
}

/// The time of one hint at the default budget, searched on `threads` threads
/// with `evaluation`, on each of the positions.
fn time_hints(boards: &[Board], threads: usize, evaluation: Evaluation<'_>) -> Vec<Duration> {
    let step = (boards.len() / HINT_POSITIONS).max(1);
    boards
        .iter()
        .step_by(step)
        .take(HINT_POSITIONS)
        .map(|board| {
            let started = Instant::now();
            let mut deadline = Deadline::new(started, DEFAULT_BUDGET);
            black_box(suggest(board, 0.5, threads, evaluation, &mut || {
                deadline.is_up(Instant::now())
            }));
            started.elapsed()
        })
        .collect()
}
