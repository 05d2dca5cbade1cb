//! The command line (clap derive, doc comments as help text). Turns the
//! arguments into plain values for the rest of the crate; nothing else here.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::commands::autoplay::AutoplayArgs;
use crate::commands::bench::BenchArgs;
use crate::commands::slide::SlideArgs;
use crate::commands::tilt::TiltArgs;

/// 2048 for the console, playable by ear or with a screen reader.
///
/// With no subcommand, starts a game. Arrow keys move a cursor over the
/// cells A1 (top-left) to D4, Shift+arrow slides the tiles, S announces the
/// score, H lists every key.
#[derive(Debug, Parser)]
#[command(
    name = "accessible-2048",
    version,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub play: PlayArgs,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game (the default).
    Play(PlayArgs),
    /// Apply one slide to a position, without a new tile.
    Slide(SlideArgs),
    /// Can two tiles be tilted next to each other without merging? (And the cycles of four tilts.)
    Tilt(TiltArgs),
    /// Play whole games with the hint engine and report how far they got.
    Autoplay(AutoplayArgs),
    /// Measure slide speed and hint time on a fixed, seeded workload.
    Bench(BenchArgs),
}

/// Options of a game.
#[derive(Debug, Clone, Default, Args)]
pub struct PlayArgs {
    /// Start from this position instead of a new board ("2 0 0 2/0 0 0 0/...").
    #[arg(long, allow_hyphen_values = true)]
    pub board: Option<String>,
    /// Seed of the random generator: the same seed replays the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Board size, 3 to 8 (default 4).
    #[arg(long)]
    pub size: Option<usize>,
    /// Probability that a new tile is a 4 (0.5 by default; 0.1 is the classic web game).
    #[arg(long)]
    pub four_chance: Option<f64>,
    /// Do not speak; only print (for screen-reader users).
    #[arg(long)]
    pub no_speech: bool,
    /// Speech rate from 0 (slowest) to 100 (fastest); 50 is the voice's normal rate.
    #[arg(long)]
    pub rate: Option<u8>,
    /// Read one command per line instead of keys (the default when input is not a terminal).
    #[arg(long)]
    pub line_mode: bool,
    /// Say a word such as "empty" for empty cells instead of the number zero.
    #[arg(long)]
    pub say_empty: bool,
    /// Language of everything said, such as de or pt-BR (default: from the environment).
    #[arg(long)]
    pub lang: Option<String>,
    /// Where the saved game and best score live (default: the platform's data directory).
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// classic: 2048. tilt: "2048 without merging" puzzles: no merges, no
    /// new tiles; tilt the two marked tiles next to each other.
    #[arg(long, value_enum, default_value_t = Variant::Classic)]
    pub variant: Variant,
    /// Start a new game instead of resuming the saved one (--board, --seed,
    /// --size and --four-chance start a new game too).
    #[arg(long)]
    pub new: bool,
    /// How much slides, undos and openings say: brief, normal (the default) or full.
    #[arg(long)]
    pub verbosity: Option<crate::narration::Verbosity>,
}

/// What to play.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum Variant {
    /// The classic game.
    #[default]
    Classic,
    /// Tilt puzzles: 2048 without merging.
    Tilt,
}
