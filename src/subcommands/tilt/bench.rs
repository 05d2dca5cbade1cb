//! `accessible-2048 tilt bench` (hidden): measures the tilt solver. First
//! the time and peak memory to read and solve boards of 10⁴, 10⁵ and 10⁶
//! tiles, random ones and the paper's constructions (the time per tile
//! should stay flat: the algorithm is linear), then the speedup over the
//! breadth-first brute force on 8×8 and 10×10 boards. Boards come from a
//! seed, so runs are comparable; `--write-board` prints one as a board file
//! to time the whole command.

use std::io::Write;
use std::time::{Duration, Instant};

use clap::Args;

use crate::analysis::tilt::brute_force::{self, Search};
use crate::analysis::tilt::{Configuration, TileId, solve};
use crate::engine::{Cell, Grid, Pcg32};
use crate::error::AppError;

use super::board_file::{MAX_BOARD_FILE_BYTES, parse_position};
use super::workloads::{Workload, position_text, random_board};
use super::{solve_special, special_tiles};

/// The most tiles a bench board may have.
const MAX_TILES: usize = 10_000_000;
/// The most squares a bench board may have.
const MAX_CELLS: usize = 40_000_000;

#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Tile counts to time (each on a square board; random boards at the
    /// given density, the constructions at the smallest size with at least
    /// that many tiles).
    #[arg(long, num_args = 1.., default_values_t = [10_000, 100_000, 1_000_000])]
    pub tiles: Vec<usize>,
    /// The boards to time.
    #[arg(long, value_enum, num_args = 1.., default_values_t = Workload::ALL)]
    pub boards: Vec<Workload>,
    /// Share of full squares of random boards, above 0 and at most 1.
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
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = crate::arg_values::seed_parser)]
    pub seed: u64,
    /// Print the first board of the first --tiles count as a board file
    /// (for timing the whole command) instead of measuring.
    #[arg(long, value_enum)]
    pub write_board: Option<Workload>,
    /// Measure one board read from standard input, in this process, and
    /// print one line of numbers (the bench runs itself this way, so that
    /// each board's peak memory is its own).
    #[arg(long, hide = true)]
    pub measure_stdin: bool,
    /// Time the whole command `tilt --board-file FILE --json` against
    /// `wc -w FILE`, run alternately --repeat times, and print the medians.
    #[arg(long)]
    pub against_wc: Option<std::path::PathBuf>,
}

pub fn run(args: &BenchArgs, out: &mut dyn Write) -> Result<(), AppError> {
    check(args)?;
    if args.measure_stdin {
        let text = super::board_file::read_stdin()?;
        return write_numbers(&measure(&text, args.repeat)?, out);
    }
    if let Some(file) = &args.against_wc {
        return against_wc(file, args.repeat, out);
    }
    let mut rng = Pcg32::new(args.seed, 0xbe9c);
    if let Some(workload) = args.write_board {
        let tiles = args.tiles[0];
        let side = board_side(workload, tiles, args.density)?;
        let exponents = workload.exponents(side, tiles, &mut rng);
        out.write_all(position_text(&exponents, side).as_bytes())?;
        return Ok(());
    }
    time_boards(args, &mut rng, out)?;
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

/// Refuses a density or a tile count no board can have.
fn check(args: &BenchArgs) -> Result<(), AppError> {
    if !(args.density > 0.0 && args.density <= 1.0) {
        return Err(AppError::usage("--density must be above 0 and at most 1"));
    }
    if let Some(&tiles) = args.tiles.iter().find(|&&t| !(2..=MAX_TILES).contains(&t)) {
        return Err(AppError::usage(format!(
            "--tiles {tiles}: each board needs from 2 to {MAX_TILES} tiles"
        )));
    }
    Ok(())
}

/// One measurement as the line of numbers `--measure-stdin` prints (and
/// [`measure_in_child`] reads back): "-" for what is unknown.
fn write_numbers(m: &Measurement, out: &mut dyn Write) -> Result<(), AppError> {
    let number = |n: Option<u64>| n.map_or("-".to_string(), |n| n.to_string());
    writeln!(
        out,
        "{} {} {} {} {} {} {}",
        m.tiles,
        m.read.as_nanos(),
        m.solve.as_nanos(),
        number(m.cpu.map(|c| c.as_nanos() as u64)),
        number(m.length),
        number(m.growth),
        number(m.peak)
    )?;
    Ok(())
}

/// Times reading and solving each board of each size, each in a process
/// of its own where it can be, and prints a line for each; refuses a board
/// too large for the bench before anything is measured.
fn time_boards(args: &BenchArgs, rng: &mut Pcg32, out: &mut dyn Write) -> Result<(), AppError> {
    for &workload in &args.boards {
        for &tiles in &args.tiles {
            board_side(workload, tiles, args.density)?;
        }
    }
    writeln!(
        out,
        "read and solve by board and size (random boards at density {}, best of {}; memory: peak resident growth while reading and solving, each board in a process of its own):",
        args.density,
        args.repeat.max(1)
    )?;
    for &workload in &args.boards {
        for &tiles in &args.tiles {
            let side = board_side(workload, tiles, args.density)?;
            let text = position_text(&workload.exponents(side, tiles, rng), side);
            let m = match measure_in_child(&text, args.repeat) {
                Some(m) => m,
                None => measure(text.as_bytes(), args.repeat)?,
            };
            write_timed_board(workload, side, &m, out)?;
        }
    }
    Ok(())
}

/// The line of one board's times and memory.
fn write_timed_board(
    workload: Workload,
    side: usize,
    m: &Measurement,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let memory = match (m.growth, m.peak) {
        (Some(growth), Some(peak)) => format!(
            "memory +{:.1} MB ({:.1} bytes per tile; process peak {:.1} MB)",
            growth as f64 / 1e6,
            growth as f64 / m.tiles as f64,
            peak as f64 / 1e6
        ),
        _ => "memory unknown".to_string(),
    };
    let per_tile = |d: Duration| d.as_nanos() as f64 / m.tiles as f64;
    let cpu = m.cpu.map_or("CPU unknown".to_string(), |cpu| {
        format!(
            "CPU {:.1} ms, {:.0} ns per tile",
            millis(cpu),
            per_tile(cpu)
        )
    });
    writeln!(
        out,
        "{}, {} tiles on {side}×{side}: read {:.1} ms, solve {:.1} ms, total {:.1} ms, {:.0} ns per tile ({cpu}), {memory}, shortest length {}",
        workload.name(),
        m.tiles,
        millis(m.read),
        millis(m.solve),
        millis(m.read + m.solve),
        per_tile(m.read + m.solve),
        m.length
            .map_or("none (cannot meet)".to_string(), |l| l.to_string())
    )?;
    Ok(())
}

/// Runs `wc -w FILE` and this program's `tilt --board-file FILE --json`
/// one after the other, `repeat` times each (at least 3), and prints the
/// median wall time of each and their ratio. The file must be a regular
/// file within the board file's bound (a device such as `/dev/zero` would
/// keep `wc` reading forever), and on Linux each child ends with the bench,
/// however the bench ends.
fn against_wc(file: &std::path::Path, repeat: usize, out: &mut dyn Write) -> Result<(), AppError> {
    use std::process::{Command, Stdio};
    let name = file.display();
    let metadata = std::fs::metadata(file)
        .map_err(|e| AppError::usage(format!("bad --against-wc: cannot read {name}: {e}")))?;
    if !metadata.is_file() || metadata.len() > MAX_BOARD_FILE_BYTES {
        return Err(AppError::usage(format!(
            "bad --against-wc: {name} is not a regular file of at most {} MiB",
            MAX_BOARD_FILE_BYTES >> 20
        )));
    }
    let exe = std::env::current_exe()?;
    let time = |command: &mut Command| -> Result<Duration, AppError> {
        end_with_this_process(command);
        let start = Instant::now();
        let status = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| AppError::failure(format!("cannot run {command:?}: {e}")))?;
        let elapsed = start.elapsed();
        if !status.success() {
            return Err(AppError::failure(format!("{command:?} failed: {status}")));
        }
        Ok(elapsed)
    };
    let (mut wc, mut tilt) = (Vec::new(), Vec::new());
    for _ in 0..repeat.max(3) {
        wc.push(time(Command::new("wc").arg("-w").arg(file))?);
        let mut command = Command::new(&exe);
        command.args(["tilt", "--json", "--board-file"]).arg(file);
        tilt.push(time(&mut command)?);
    }
    let median = |times: &mut Vec<Duration>| {
        times.sort();
        times[times.len() / 2]
    };
    let (wc, tilt) = (median(&mut wc), median(&mut tilt));
    writeln!(
        out,
        "{}: tilt --board-file --json {:.1} ms, wc -w {:.1} ms (medians of {} alternate runs): {:.1}× wc",
        file.display(),
        millis(tilt),
        millis(wc),
        repeat.max(3),
        tilt.as_secs_f64() / wc.as_secs_f64()
    )?;
    Ok(())
}

/// Has the child that `command` starts killed when this process ends
/// (Linux; elsewhere nothing changes).
fn end_with_this_process(command: &mut std::process::Command) {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        let parent = std::process::id();
        // SAFETY: prctl, getppid and _exit are async-signal-safe; the child
        // asks the kernel to kill it when its parent ends, and ends at once
        // if the parent is already gone.
        unsafe {
            command.pre_exec(move || {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                if libc::getppid() as u32 != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = command;
}

fn board_side(workload: Workload, tiles: usize, density: f64) -> Result<usize, AppError> {
    workload.side(tiles, density, MAX_CELLS).ok_or_else(|| {
        AppError::usage(format!(
            "--tiles {tiles}: the {} board would have more than {MAX_CELLS} squares",
            workload.name()
        ))
    })
}

/// Peak resident memory from now on (Linux: /proc/self/status, with the
/// peak reset through /proc/self/clear_refs); unknown elsewhere.
struct MemoryWatch {
    start: Option<u64>,
}

impl MemoryWatch {
    fn start() -> MemoryWatch {
        let _ = std::fs::write("/proc/self/clear_refs", "5");
        MemoryWatch {
            start: status_bytes("VmRSS:"),
        }
    }

    /// How far the peak rose above the resident memory at the start.
    fn growth(&self) -> Option<u64> {
        Some(status_bytes("VmHWM:")?.saturating_sub(self.start?))
    }
}

/// A "Name:   1234 kB" line of /proc/self/status, in bytes.
fn status_bytes(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: u64 = line[field.len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

/// The best of some runs on one board: times of the fastest, the most
/// memory of any.
struct Measurement {
    tiles: usize,
    read: Duration,
    solve: Duration,
    /// Processor time of the whole process (every thread) over read and
    /// solve, where the system tells it.
    cpu: Option<Duration>,
    length: Option<u64>,
    /// Peak resident memory above what the process held before reading.
    growth: Option<u64>,
    /// The process's peak resident memory.
    peak: Option<u64>,
}

/// Reads and solves `text` `repeat` times in this process.
fn measure(text: &[u8], repeat: usize) -> Result<Measurement, AppError> {
    let mut best: Option<Measurement> = None;
    for _ in 0..repeat.max(1) {
        let memory = MemoryWatch::start();
        let mut m = time_read_and_solve(text)?;
        m.growth = memory.growth();
        m.peak = status_bytes("VmHWM:");
        if let Some(b) = &best {
            m.growth = m.growth.max(b.growth);
            m.peak = m.peak.max(b.peak);
            if b.read + b.solve <= m.read + m.solve {
                (m.read, m.solve, m.cpu) = (b.read, b.solve, b.cpu);
            }
        }
        best = Some(m);
    }
    Ok(best.expect("at least one run"))
}

/// Runs `tilt bench --measure-stdin` on `text` in a new process of this
/// program; `None` if that cannot be done.
fn measure_in_child(text: &str, repeat: usize) -> Option<Measurement> {
    use std::process::{Command, Stdio};
    let mut child = Command::new(std::env::current_exe().ok()?)
        .args(["tilt", "bench", "--measure-stdin", "--repeat"])
        .arg(repeat.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let written = child.stdin.take()?.write_all(text.as_bytes());
    let output = child.wait_with_output().ok()?;
    if written.is_err() || !output.status.success() {
        return None;
    }
    let line = String::from_utf8(output.stdout).ok()?;
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [tiles, read, solve, cpu, length, growth, peak] = fields[..] else {
        return None;
    };
    Some(Measurement {
        tiles: tiles.parse().ok()?,
        read: Duration::from_nanos(read.parse().ok()?),
        solve: Duration::from_nanos(solve.parse().ok()?),
        cpu: cpu.parse().ok().map(Duration::from_nanos),
        length: length.parse().ok(),
        growth: growth.parse().ok(),
        peak: peak.parse().ok(),
    })
}

/// The processor time this process has used, all threads together.
#[cfg(unix)]
fn process_cpu_time() -> Option<Duration> {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec, which `time` is.
    let result = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut time) };
    (result == 0).then(|| Duration::new(time.tv_sec as u64, time.tv_nsec as u32))
}

#[cfg(not(unix))]
fn process_cpu_time() -> Option<Duration> {
    None
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Reads the position as the command does (parse, the default special
/// tiles) and solves it.
fn time_read_and_solve(text: &[u8]) -> Result<Measurement, AppError> {
    let cpu_start = process_cpu_time();
    let start = Instant::now();
    let grid = parse_position(text).map_err(AppError::failure)?;
    let special = special_tiles(&grid, &[], None)?;
    let read = start.elapsed();
    let meeting = solve_special(&grid, &special)?;
    let solve = start.elapsed() - read;
    let cpu = process_cpu_time()
        .zip(cpu_start)
        .map(|(end, start)| end.saturating_sub(start));
    Ok(Measurement {
        tiles: grid.tile_count(),
        read,
        solve,
        cpu,
        length: meeting.map(|m| m.sequence.len()),
        growth: None,
        peak: None,
    })
}

/// Times the solver and the brute force on `args.brute_boards` random
/// boards of `side`×`side` with two special tiles, checks that they agree,
/// and prints the speedup (and the speedup on the hard boards).
fn compare_with_brute_force(
    rng: &mut Pcg32,
    side: usize,
    args: &BenchArgs,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let mut tally = Tally::default();
    for _ in 0..args.brute_boards {
        match compare_one(rng, side, args.brute_states)? {
            Compared::GaveUp => tally.gave_up += 1,
            Compared::Timed {
                solver,
                brute,
                hard,
            } => tally.add(solver, brute, hard),
        }
    }
    tally.write(side, args.brute_states, out)
}

/// What comparing one board gave: the two times, or a brute force that
/// gave up.
enum Compared {
    GaveUp,
    Timed {
        solver: Duration,
        brute: Duration,
        /// Whether the tiles are [`HARD_LENGTH`] tilts or more apart, or
        /// never meet.
        hard: bool,
    },
}

/// Solves one random board with both, timing each; an error if they
/// disagree on the shortest length.
fn compare_one(rng: &mut Pcg32, side: usize, brute_states: usize) -> Result<Compared, AppError> {
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
    let solver = start.elapsed();
    let start = Instant::now();
    let search = brute_force::search(&config, &special, brute_states);
    let brute = start.elapsed();
    let agree = match (&search, meeting) {
        (Search::GaveUp { .. }, _) => return Ok(Compared::GaveUp),
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
    let hard = !matches!(&search, Search::Meet(path) if path.len() < HARD_LENGTH);
    Ok(Compared::Timed {
        solver,
        brute,
        hard,
    })
}

/// The times of the boards of one size compared so far.
#[derive(Default)]
struct Tally {
    solver: Duration,
    brute: Duration,
    compared: u32,
    gave_up: u32,
    /// Boards needing [`HARD_LENGTH`] tilts or more, or where the tiles
    /// never meet.
    hard_solver: Duration,
    hard_brute: Duration,
    hard: u32,
}

impl Tally {
    fn add(&mut self, solver: Duration, brute: Duration, hard: bool) {
        self.compared += 1;
        self.solver += solver;
        self.brute += brute;
        if hard {
            self.hard += 1;
            self.hard_solver += solver;
            self.hard_brute += brute;
        }
    }

    /// The lines of the speedup on `side`×`side` boards.
    fn write(&self, side: usize, brute_states: usize, out: &mut dyn Write) -> Result<(), AppError> {
        let (compared, gave_up, hard) = (self.compared, self.gave_up, self.hard);
        if compared == 0 {
            writeln!(out, "{side}×{side}: no board within the brute-force limit")?;
            return Ok(());
        }
        let per_board = |d: Duration| d.as_secs_f64() * 1e6 / compared as f64;
        writeln!(
            out,
            "{side}×{side}: {compared} boards, solver {:.1} µs per board, brute force {:.1} µs per board, speedup {:.0}×{}",
            per_board(self.solver),
            per_board(self.brute),
            self.brute.as_secs_f64() / self.solver.as_secs_f64().max(1e-9),
            if gave_up > 0 {
                format!(
                    " ({gave_up} more boards left out: brute force over {brute_states} configurations)"
                )
            } else {
                String::new()
            }
        )?;
        if hard > 0 {
            writeln!(
                out,
                "{side}×{side}, the {hard} hard boards (tiles {HARD_LENGTH} tilts or more apart, or never meeting): solver {:.1} µs, brute force {:.1} µs per board, speedup {:.0}×",
                self.hard_solver.as_secs_f64() * 1e6 / f64::from(hard),
                self.hard_brute.as_secs_f64() * 1e6 / f64::from(hard),
                self.hard_brute.as_secs_f64() / self.hard_solver.as_secs_f64().max(1e-9)
            )?;
        }
        Ok(())
    }
}

/// The shortest length from which a board counts as hard.
const HARD_LENGTH: usize = 8;
