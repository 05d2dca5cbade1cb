//! `accessible-2048 tilt bench` (hidden): measures the tilt solver. First
//! the time to read and solve random boards of 10⁴, 10⁵ and 10⁶ tiles (the
//! time per tile should stay roughly flat: the algorithm is linear), then
//! the speedup over the breadth-first brute force on 8×8 and 10×10 boards.
//! Boards come from a seed, so runs are comparable.

use std::io::Write;
use std::time::{Duration, Instant};

use clap::Args;

use crate::analysis::tilt::brute_force::{self, Search};
use crate::analysis::tilt::{Configuration, TileId, solve};
use crate::engine::{Cell, Grid, Pcg32, value_of};
use crate::error::AppError;

use super::special_tiles;

#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Tile counts to time (each on a square board of the given density).
    #[arg(long, num_args = 1.., default_values_t = [10_000, 100_000, 1_000_000])]
    pub tiles: Vec<usize>,
    /// Share of full squares, above 0 and at most 1.
    #[arg(long, default_value_t = 0.9)]
    pub density: f64,
    /// Runs per size; the fastest is reported.
    #[arg(long, default_value_t = 3)]
    pub repeat: usize,
    /// Random boards per size in the comparison with brute force.
    #[arg(long, default_value_t = 200)]
    pub brute_boards: usize,
    /// Configurations the brute force may visit before it gives up.
    #[arg(long, default_value_t = 2_000_000)]
    pub brute_states: usize,
    /// Seed of the random boards.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

pub fn run(args: &BenchArgs, out: &mut dyn Write) -> Result<(), AppError> {
    if !(args.density > 0.0 && args.density <= 1.0) {
        return Err(AppError::usage("--density must be above 0 and at most 1"));
    }
    if args.tiles.iter().any(|&t| t < 2) {
        return Err(AppError::usage(
            "--tiles needs at least two tiles per board",
        ));
    }
    let mut rng = Pcg32::new(args.seed, 0xbe9c);
    writeln!(
        out,
        "solve time by board size (density {}, best of {}):",
        args.density,
        args.repeat.max(1)
    )?;
    for &tiles in &args.tiles {
        let side = ((tiles as f64 / args.density).sqrt().ceil() as usize).max(2);
        let text = random_position(&mut rng, side, tiles.min(side * side));
        let mut best: Option<Timing> = None;
        for _ in 0..args.repeat.max(1) {
            let timing = time_read_and_solve(&text)?;
            if best.as_ref().is_none_or(|b| timing.total() < b.total()) {
                best = Some(timing);
            }
        }
        let best = best.expect("at least one run");
        writeln!(
            out,
            "{} tiles on {side}×{side}: read {:.1} ms, solve {:.1} ms, total {:.1} ms, {:.0} ns per tile, shortest length {}",
            best.tiles,
            millis(best.read),
            millis(best.solve),
            millis(best.total()),
            best.total().as_nanos() as f64 / best.tiles as f64,
            best.length
                .map_or("none (cannot meet)".to_string(), |l| l.to_string())
        )?;
    }
    if args.brute_boards == 0 {
        return Ok(());
    }
    writeln!(
        out,
        "speedup over brute force ({} random boards per size, two special tiles):",
        args.brute_boards
    )?;
    for side in [8, 10] {
        compare_with_brute_force(&mut rng, side, args, out)?;
    }
    Ok(())
}

struct Timing {
    tiles: usize,
    read: Duration,
    solve: Duration,
    length: Option<u64>,
}

impl Timing {
    fn total(&self) -> Duration {
        self.read + self.solve
    }
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Reads the position as the command does (parse, tiles, the default
/// special tiles) and solves it.
fn time_read_and_solve(text: &str) -> Result<Timing, AppError> {
    let start = Instant::now();
    let grid = Grid::parse(text).map_err(AppError::failure)?;
    let config = Configuration::from_grid(&grid);
    let special = special_tiles(&grid, &config, &[], None)?;
    let read = start.elapsed();
    let meeting = solve(&config, &special.tiles).map_err(AppError::failure)?;
    Ok(Timing {
        tiles: config.tile_count(),
        read,
        solve: start.elapsed() - read,
        length: meeting.map(|m| m.sequence.len()),
    })
}

/// `tiles` random tiles of 2 to 512 on a `side`×`side` board, two of them
/// 1024s (the special tiles by default), as position text, one row a line.
fn random_position(rng: &mut Pcg32, side: usize, tiles: usize) -> String {
    let exponents = random_board(rng, side, tiles);
    let mut text = String::with_capacity(side * side * 4);
    for row in exponents.chunks(side) {
        let cells: Vec<String> = row.iter().map(|&e| value_of(e).to_string()).collect();
        text += &cells.join(" ");
        text.push('\n');
    }
    text
}

/// Row-major exponents of a random board: `tiles` full cells of 2 to 512,
/// and the first two cells drawn hold 1024.
fn random_board(rng: &mut Pcg32, side: usize, tiles: usize) -> Vec<u8> {
    let cells = side * side;
    let mut order: Vec<usize> = (0..cells).collect();
    let mut exponents = vec![0u8; cells];
    for i in 0..tiles {
        let j = i + rng.below((cells - i) as u32) as usize;
        order.swap(i, j);
        exponents[order[i]] = if i < 2 { 10 } else { 1 + rng.below(9) as u8 };
    }
    exponents
}

fn compare_with_brute_force(
    rng: &mut Pcg32,
    side: usize,
    args: &BenchArgs,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let (mut solver_time, mut brute_time) = (Duration::ZERO, Duration::ZERO);
    let (mut compared, mut gave_up) = (0, 0);
    // Boards needing HARD_LENGTH tilts or more, or where the tiles never meet.
    let (mut hard_solver, mut hard_brute, mut hard) = (Duration::ZERO, Duration::ZERO, 0);
    for _ in 0..args.brute_boards {
        let tiles = 2 + rng.below((side * side - 1) as u32) as usize;
        let exponents = random_board(rng, side, tiles);
        let cells: Vec<Cell> = (0..side * side)
            .filter(|&i| exponents[i] != 0)
            .map(|i| Cell::new(i % side, i / side))
            .collect();
        let config = Configuration::from_cells(side, side, &cells).map_err(AppError::failure)?;
        let special: Vec<TileId> = (0..cells.len())
            .filter(|&k| exponents[cells[k].row * side + cells[k].col] == 10)
            .map(|k| k as TileId)
            .collect();
        let start = Instant::now();
        let meeting = solve(&config, &special).map_err(AppError::failure)?;
        let solved = start.elapsed();
        let start = Instant::now();
        let brute = brute_force::search(&config, &special, args.brute_states);
        let searched = start.elapsed();
        let agree = match (&brute, meeting) {
            (Search::GaveUp { .. }, _) => {
                gave_up += 1;
                continue;
            }
            (Search::Meet(path), Some(m)) => path.len() as u64 == m.sequence.len(),
            (Search::Unreachable, None) => true,
            _ => false,
        };
        if !agree {
            return Err(AppError::failure(format!(
                "solver and brute force disagree on {}",
                Grid::from_exponents(side, side, exponents)
                    .map(|g| g.to_position())
                    .unwrap_or_default()
            )));
        }
        compared += 1;
        solver_time += solved;
        brute_time += searched;
        if !matches!(&brute, Search::Meet(path) if path.len() < HARD_LENGTH) {
            hard += 1;
            hard_solver += solved;
            hard_brute += searched;
        }
    }
    if compared == 0 {
        writeln!(out, "{side}×{side}: no board within the brute-force limit")?;
        return Ok(());
    }
    let per_board = |d: Duration| d.as_secs_f64() * 1e6 / compared as f64;
    writeln!(
        out,
        "{side}×{side}: {compared} boards, solver {:.1} µs per board, brute force {:.1} µs per board, speedup {:.0}×{}",
        per_board(solver_time),
        per_board(brute_time),
        brute_time.as_secs_f64() / solver_time.as_secs_f64().max(1e-9),
        if gave_up > 0 {
            format!(
                " ({gave_up} more boards left out: brute force over {} configurations)",
                args.brute_states
            )
        } else {
            String::new()
        }
    )?;
    if hard > 0 {
        writeln!(
            out,
            "{side}×{side}, the {hard} hard boards (tiles {HARD_LENGTH} tilts or more apart, or never meeting): solver {:.1} µs, brute force {:.1} µs per board, speedup {:.0}×",
            hard_solver.as_secs_f64() * 1e6 / hard as f64,
            hard_brute.as_secs_f64() * 1e6 / hard as f64,
            hard_brute.as_secs_f64() / hard_solver.as_secs_f64().max(1e-9)
        )?;
    }
    Ok(())
}

/// The shortest length from which a board counts as hard.
const HARD_LENGTH: usize = 8;
