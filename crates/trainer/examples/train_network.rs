//! Trains the hint engine's n-tuple network (a development tool, not part
//! of the game): `cargo run --release --example train_network -- --out DIR
//! [--seed S] [--threads T] [--games N] [--rule tc|td] ...`.
//!
//! Plays and learns games from the seed, prints a line of progress every
//! `--report` games (also appended to DIR/train.log), and every
//! `--checkpoint-every` games writes DIR/checkpoint.bin (everything needed
//! to go on) and DIR/ntuple-4x6.weights (the game's file). Run again with
//! the same DIR to resume from the last checkpoint: the games after it are
//! played again exactly, so the same seed, thread count and games give the
//! same file, stopped and resumed or not. With `--late-tile T` every
//! `--late-every`-th game starts from a board at which an earlier game
//! first held the tile T (kept in the checkpoint too). With `--promote
//! FILE --late-tile T` the run learns a late stage instead: its weights
//! start as FILE's, and every game starts from a board at which a game
//! played on FILE's network first held T. See docs/development.md.

use std::fs::{self, File, OpenOptions};
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use accessible_2048_analysis::search::{
    NETWORK_FILE_NAME, Network, decode_network, decode_network_from, encode_network,
    encode_network_stages,
};
use accessible_2048_trainer::ntuple_checkpoint::{
    MAGIC as CHECKPOINT_MAGIC, Run, read_checkpoint, write_checkpoint,
};
use accessible_2048_trainer::ntuple_training::{
    LATE_CAPACITY, LateStarts, Learner, Rule, first_boards, train_round,
};
use clap::{Parser, ValueEnum};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RuleName {
    /// Temporal coherence: each weight's own learning rate.
    Tc,
    /// TD(0) with a fixed learning rate.
    Td,
}

/// Trains the n-tuple network by TD learning.
#[derive(Debug, Parser)]
struct Args {
    /// Directory of the checkpoint, the log and the weights file.
    #[arg(long)]
    out: PathBuf,
    /// Seed of the run: game i's tiles come from (seed, i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played side by side per round (the same count gives the same
    /// weights).
    #[arg(long, default_value_t = 1)]
    threads: u64,
    /// Stop after this many games in all.
    #[arg(long, default_value_t = 1_000_000)]
    games: u64,
    /// The learning rule of a new run.
    #[arg(long, value_enum, default_value_t = RuleName::Tc)]
    rule: RuleName,
    /// TD's learning rate (from now on, also when resuming).
    #[arg(long)]
    alpha: Option<f32>,
    /// Temporal coherence's meta rate (from now on, also when resuming).
    #[arg(long)]
    beta: Option<f32>,
    /// The value every board starts with in a new run (optimistic
    /// initialisation when high).
    #[arg(long, default_value_t = 0.0)]
    initial: f32,
    /// Probability that a new tile is a 4.
    #[arg(long, default_value_t = 0.1)]
    four_chance: f64,
    /// Games per line of progress.
    #[arg(long, default_value_t = 1000)]
    report: u64,
    /// Games between checkpoints.
    #[arg(long, default_value_t = 20_000)]
    checkpoint_every: u64,
    /// Start some games from boards at which earlier games first held
    /// this tile (4 to 32768).
    #[arg(long)]
    late_tile: Option<u32>,
    /// With --late-tile: every this many games, one starts late.
    #[arg(long, default_value_t = 2)]
    late_every: u64,
    /// Learn the late stage of this network's file or checkpoint (with
    /// --late-tile): start from its weights (and a checkpoint's learning
    /// rates), every game from a board at which a game on it first held
    /// the tile.
    #[arg(long)]
    promote: Option<PathBuf>,
}

/// The file a late stage's run keeps of the network it was promoted from.
const FIRST_STAGE: &str = "first-stage.weights";
/// The most games played to find the late stage's first boards.
const FIRST_BOARD_GAMES: u64 = 1_000_000;

fn main() {
    let args = Args::parse();
    if let Err(error) = run(&args) {
        eprintln!("train_network: {error}");
        std::process::exit(1);
    }
}

fn run(args: &Args) -> Result<(), String> {
    if args.threads == 0 || args.report == 0 || args.checkpoint_every == 0 {
        return Err("--threads, --report and --checkpoint-every must be at least 1".into());
    }
    fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let checkpoint = args.out.join("checkpoint.bin");
    let mut log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(args.out.join("train.log"))
        .map_err(|e| format!("train.log: {e}"))?;
    let (mut learner, mut state) = if checkpoint.exists() {
        let (learner, state) = load_checkpoint(&checkpoint)?;
        if (state.seed, state.threads, state.four_chance.to_bits())
            != (args.seed, args.threads, args.four_chance.to_bits())
        {
            return Err(format!(
                "{} is of seed {}, {} threads, four chance {}: give the same or another --out",
                checkpoint.display(),
                state.seed,
                state.threads,
                state.four_chance
            ));
        }
        (learner, state)
    } else {
        let rule = match args.rule {
            RuleName::Tc => Rule::Coherence { beta: 1.0 },
            RuleName::Td => Rule::Td { alpha: 0.1 },
        };
        let state = Run {
            seed: args.seed,
            threads: args.threads,
            four_chance: args.four_chance,
            games: 0,
            late: None,
        };
        match &args.promote {
            Some(file) => promoted(args, file, rule, state, &mut log)?,
            None => (Learner::new(rule, args.initial), state),
        }
    };
    let rule = match learner.rule() {
        Rule::Td { alpha } => Rule::Td {
            alpha: args.alpha.unwrap_or(alpha),
        },
        Rule::Coherence { beta } => Rule::Coherence {
            beta: args.beta.unwrap_or(beta),
        },
    };
    learner.set_rule(rule);
    if let Some(tile) = args.late_tile {
        let exponent = late_exponent(tile)?;
        let (boards, next) = match &state.late {
            Some(late) if late.exponent() == exponent && late.is_only() => {
                (late.boards().0.to_vec(), late.boards().1)
            }
            Some(late) if late.exponent() != exponent => {
                return Err(format!(
                    "{} starts late games at the tile {}: give the same --late-tile or another --out",
                    checkpoint.display(),
                    1u32 << late.exponent()
                ));
            }
            Some(late) => (late.boards().0.to_vec(), late.boards().1),
            None => (Vec::new(), 0),
        };
        let every = match &state.late {
            Some(late) if late.is_only() => 1,
            _ => args.late_every,
        };
        state.late = Some(
            LateStarts::from_parts(exponent, every, boards, next)
                .ok_or("--late-every must be at least 2")?,
        );
    } else if state.late.as_ref().is_some_and(LateStarts::is_only) {
        return Err("this run learns a late stage: give its --late-tile again".into());
    }
    let mut say = |line: String| {
        println!("{line}");
        let _ = writeln!(log, "{line}");
    };
    say(format!(
        "start at game {} of {}: seed {}, {} threads, rule {:?}, four chance {}{}",
        state.games,
        args.games,
        state.seed,
        state.threads,
        rule,
        state.four_chance,
        match &state.late {
            Some(late) if late.is_only() => format!(
                ", a late stage: every game from a board of the first {} ({} kept)",
                1u32 << late.exponent(),
                late.boards().0.len()
            ),
            Some(late) => format!(
                ", one game in {} from a board of the first {} ({} kept)",
                late.every(),
                1u32 << late.exponent(),
                late.boards().0.len()
            ),
            None => String::new(),
        }
    ));
    // A late stage's file holds the first stage it was promoted from.
    let first_stage = match &state.late {
        Some(late) if late.is_only() => Some(read_first_stage(&args.out)?),
        _ => None,
    };
    let started = Instant::now();
    let mut window = Window::default();
    let mut late_window = Window::default();
    let mut moves_since = 0u64;
    let mut window_started = Instant::now();
    while state.games < args.games {
        let count = state.threads.min(args.games - state.games);
        let episodes = train_round(
            &mut learner,
            state.seed,
            state.games,
            count,
            state.four_chance,
            state.late.as_mut(),
        );
        for episode in &episodes {
            let counted = if episode.late {
                &mut late_window
            } else {
                &mut window
            };
            counted.add(episode.score, episode.highest_exponent);
            moves_since += episode.afterstates.len() as u64;
        }
        state.games += count;
        if state.games % args.report < count || state.games == args.games {
            let seconds = window_started.elapsed().as_secs_f64().max(1e-9);
            if window.games > 0 {
                say(window.line(
                    &format!("games {}", state.games),
                    moves_since as f64 / seconds,
                    started.elapsed().as_secs(),
                ));
            }
            if late_window.games > 0 {
                // A late stage's run has only late games: its line says
                // how many games in all.
                let label = if window.games > 0 {
                    format!("  {} of them late, from there", late_window.games)
                } else {
                    format!("games {}, all late, from there", state.games)
                };
                say(late_window.line(
                    &label,
                    moves_since as f64 / seconds,
                    started.elapsed().as_secs(),
                ));
            }
            window = Window::default();
            late_window = Window::default();
            moves_since = 0;
            window_started = Instant::now();
        }
        if state.games % args.checkpoint_every < count || state.games == args.games {
            save_checkpoint(&checkpoint, &learner, &state)?;
            let bytes = match (&first_stage, &state.late) {
                (Some(first), Some(late)) => {
                    staged_file(first, late.exponent(), &learner, state.games)
                }
                _ => {
                    let (weights, quantum) = learner.quantized();
                    encode_network(&weights, quantum, state.games)
                }
            };
            write_weights(&args.out, &bytes)?;
            say(format!(
                "checkpoint at game {} written to {}",
                state.games,
                args.out.display()
            ));
        }
    }
    Ok(())
}

/// The games since the last line of progress.
#[derive(Default)]
struct Window {
    games: u64,
    score: u64,
    /// Games that reached 2048, 4096, 8192, 16384, 32768.
    reached: [u64; 5],
    best: u64,
}

impl Window {
    fn add(&mut self, score: u64, highest: u8) {
        self.games += 1;
        self.score += score;
        self.best = self.best.max(score);
        for (k, count) in self.reached.iter_mut().enumerate() {
            if highest >= 11 + k as u8 {
                *count += 1;
            }
        }
    }

    fn line(&self, label: &str, moves_per_second: f64, seconds: u64) -> String {
        let share = |count: u64| 100.0 * count as f64 / self.games.max(1) as f64;
        format!(
            "{label}: mean score {:.0}, best {}, 2048 {:.1}%, 4096 {:.1}%, 8192 {:.1}%, 16384 {:.1}%, 32768 {:.1}%, {:.0} moves/s, {}:{:02}:{:02}",
            self.score as f64 / self.games.max(1) as f64,
            self.best,
            share(self.reached[0]),
            share(self.reached[1]),
            share(self.reached[2]),
            share(self.reached[3]),
            share(self.reached[4]),
            moves_per_second,
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    }
}

/// A new late stage's learner and run: the weights of `file`, its rule's
/// rates afresh, and the boards at which games on it first held the late
/// tile; `file` is kept in the run's directory.
fn promoted(
    args: &Args,
    file: &Path,
    rule: Rule,
    mut state: Run,
    log: &mut File,
) -> Result<(Learner, Run), String> {
    let tile = args.late_tile.ok_or("--promote needs --late-tile")?;
    let exponent = late_exponent(tile)?;
    let fail = |e: String| format!("{}: {e}", file.display());
    let mut magic = [0u8; 8];
    let is_checkpoint = File::open(file)
        .and_then(|mut opened| std::io::Read::read_exact(&mut opened, &mut magic))
        .is_ok()
        && magic == *CHECKPOINT_MAGIC;
    let (learner, bytes) = if is_checkpoint {
        // A checkpoint: its weights and temporal coherence's sums go on,
        // and its weights, quantized, are the first stage.
        let (learner, run) = load_checkpoint(file)?;
        if learner.rule() != rule {
            return Err(fail(format!(
                "the checkpoint learns by {:?}, not {rule:?}",
                learner.rule()
            )));
        }
        let (weights, quantum) = learner.quantized();
        let bytes = encode_network(&weights, quantum, run.games);
        (learner, bytes)
    } else {
        let bytes = fs::read(file).map_err(|e| fail(e.to_string()))?;
        let network = decode_network(&bytes).map_err(|e| fail(e.to_string()))?;
        let &[(weights, quantum)] = network.stages().as_slice() else {
            return Err(fail(
                "a late stage is promoted from a network of one stage".into(),
            ));
        };
        let weights: Vec<f32> = weights.iter().map(|&w| f32::from(w) * quantum).collect();
        drop(network);
        let tables = match rule {
            Rule::Coherence { .. } => vec![0.0; weights.len()],
            Rule::Td { .. } => Vec::new(),
        };
        let learner = Learner::from_parts(rule, weights, tables.clone(), tables)
            .ok_or("the network's weights are not a learner's")?;
        (learner, bytes)
    };
    let started = Instant::now();
    let boards = first_boards(
        &learner,
        state.seed,
        exponent,
        LATE_CAPACITY,
        FIRST_BOARD_GAMES,
        state.threads,
        state.four_chance,
    );
    let line = format!(
        "{} boards of the first {tile} found in {} s",
        boards.len(),
        started.elapsed().as_secs()
    );
    println!("{line}");
    let _ = writeln!(log, "{line}");
    state.late = Some(
        LateStarts::only(exponent, boards)
            .ok_or_else(|| format!("no game on {} reached {tile}", file.display()))?,
    );
    fs::write(args.out.join(FIRST_STAGE), &bytes).map_err(|e| format!("{FIRST_STAGE}: {e}"))?;
    Ok((learner, state))
}

/// The exponent of a tile given as `--late-tile`.
fn late_exponent(tile: u32) -> Result<u8, String> {
    (tile.is_power_of_two() && tile >= 4)
        .then(|| tile.trailing_zeros() as u8)
        .filter(|&e| e <= 15)
        .ok_or_else(|| "--late-tile must be a tile from 4 to 32768".into())
}

/// Writes the checkpoint beside its place and renames it there, so a stop
/// while writing leaves the last one whole.
fn save_checkpoint(path: &Path, learner: &Learner, run: &Run) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("{}: {e}", path.display());
    let dir = path.parent().unwrap_or(Path::new("."));
    let file = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    {
        let mut out = BufWriter::new(file.as_file());
        write_checkpoint(&mut out, learner, run).map_err(fail)?;
        out.flush().map_err(fail)?;
    }
    file.persist(path).map_err(|e| fail(e.error))?;
    Ok(())
}

fn load_checkpoint(path: &Path) -> Result<(Learner, Run), String> {
    let file = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    read_checkpoint(&mut BufReader::new(file)).map_err(|e| format!("{}: {e}", path.display()))
}

/// The network a late stage's run was promoted from, as it keeps it.
fn read_first_stage(dir: &Path) -> Result<Network, String> {
    let path = dir.join(FIRST_STAGE);
    let fail = |e: String| format!("{}: {e}", path.display());
    let file = File::open(&path).map_err(|e| fail(e.to_string()))?;
    decode_network_from(&mut BufReader::new(file)).map_err(|e| fail(e.to_string()))
}

/// The game's file of a late stage's run: the network it was promoted
/// from as the first stage, the learner as the late one; trained on the
/// first's games and the late stage's.
fn staged_file(first: &Network, exponent: u8, learner: &Learner, games: u64) -> Vec<u8> {
    let (late, late_quantum) = learner.quantized();
    let stages = first.stages();
    encode_network_stages(
        &[stages[0], (&late, late_quantum)],
        exponent,
        first.games() + games,
    )
}

/// Writes the game's file beside its place and renames it there.
fn write_weights(dir: &Path, bytes: &[u8]) -> Result<(), String> {
    let path = dir.join(NETWORK_FILE_NAME);
    let fail = |e: std::io::Error| format!("{}: {e}", path.display());
    let mut file = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    file.write_all(bytes).map_err(fail)?;
    file.persist(&path).map_err(|e| fail(e.error))?;
    Ok(())
}
