//! The command line (clap derive, doc comments as help text). Turns the
//! arguments into plain values for the rest of the crate; nothing else here.

use clap::builder::Styles;
use clap::{Args, ColorChoice, Parser, Subcommand, ValueEnum};

use crate::player_options::PlayerOptions;
use crate::subcommands::autoplay::AutoplayArgs;
use crate::subcommands::bench::BenchArgs;
use crate::subcommands::completions::CompletionsArgs;
use crate::subcommands::share::ShareArgs;
use crate::subcommands::slide::SlideArgs;
use crate::subcommands::stats::StatsArgs;
use crate::subcommands::tilt::TiltArgs;
use crate::subcommands::verify::VerifyArgs;

pub use crate::arg_values::{LanguageParser, four_chance_parser, seed_parser, size_parser};

/// 2048 for the console, playable by ear or with a screen reader.
///
/// With no subcommand, starts a game. Arrow keys move a cursor over the
/// cells A1 (top-left) to D4, Shift+arrow slides the tiles, S announces the
/// score, H says help a page at a time (its last page: V speech, D sound).
/// The guide (docs/guide.md with the source) explains every key, option,
/// preference and the tilt puzzles.
// Help is plain text, with no colour or other styling whatever the terminal
// (screen readers read escape codes aloud).
#[derive(Debug, Parser)]
#[command(
    name = "accessible-2048",
    version,
    args_conflicts_with_subcommands = true,
    color = ColorChoice::Never,
    styles = Styles::plain(),
    after_help = ENVIRONMENT
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
    /// Print the statistics of the games played, per board size and odds of a 4.
    Stats(StatsArgs),
    /// Play today's daily game: the same tiles for every player, kept apart from your game.
    Daily(DailyArgs),
    /// Print the shareable text of the last finished game: its result and its code.
    ///
    /// In a game, / (or `share`) writes the game's shareable text to the data
    /// directory (--data-dir; by default the platform's, such as
    /// ~/.local/share/accessible-2048 on Linux) as seed-N.txt for a game of seed N, daily-DATE.txt for a daily
    /// game, and says only its score and that it is in the data folder.
    Share(ShareArgs),
    /// Replay a shared game's code and print the result it really reaches.
    Verify(VerifyArgs),
    /// Step through a finished game by ear: a shared code, or one of your own (--last, --list).
    Replay(ReplayArgs),
    /// Print the shell completion script: bash, zsh, fish, elvish or powershell.
    Completions(CompletionsArgs),
    /// Print the manual page (roff, section 6).
    Man,
    /// The game's speech engine, run by the game itself in a child process.
    #[command(hide = true)]
    SpeechWorker(SpeechWorkerArgs),
}

/// Options of the speech worker (set by the game that starts it).
#[derive(Debug, Clone, Default, Args)]
pub struct SpeechWorkerArgs {
    /// The process id of the game; the worker ends if it is gone.
    #[arg(long)]
    pub parent: Option<u32>,
}

/// The environment variables the game reads, listed after the options.
const ENVIRONMENT: &str = "\
Environment:
  LANGUAGE         Languages to speak, in order of preference (such as fr:de);
                   set aside when the locale below is C or POSIX
  LC_ALL           The language, if LANGUAGE names none we have (C means English)
  LC_MESSAGES      The language, if LC_ALL is not set
  LANG             The language, if neither LC_ALL nor LC_MESSAGES is set
                   (with none of these, Windows uses its display language)
  XDG_DATA_HOME    Linux: where the accessible-2048 directory with the saved
                   game and best score goes (default ~/.local/share; Windows
                   uses %APPDATA%)
  XDG_CONFIG_HOME  Linux: where the accessible-2048 settings directory goes
                   (default ~/.config)
  SPEECHD_ADDRESS  Linux: the speech-dispatcher to speak through (such as
                   unix_socket:/run/user/1000/speech-dispatcher/speechd.sock)";

/// Options of a game.
#[derive(Debug, Clone, Default, Args)]
pub struct PlayArgs {
    /// Start from this position instead of a new board ("2 0 0 2/0 0 0 0/...").
    #[arg(long, allow_hyphen_values = true)]
    pub board: Option<String>,
    /// Seed of the random generator: the same seed replays the same game.
    #[arg(long, allow_negative_numbers = true, value_parser = seed_parser)]
    pub seed: Option<u64>,
    /// Board size, 3 to 8 (default 4).
    #[arg(long, allow_negative_numbers = true, value_parser = size_parser)]
    pub size: Option<usize>,
    /// Probability that a new tile is a 4 (0.5 by default; 0.1 is the classic web game).
    #[arg(long, allow_negative_numbers = true, value_parser = four_chance_parser)]
    pub four_chance: Option<f64>,
    /// classic: 2048. tilt: "2048 without merging" puzzles: no merges, no
    /// new tiles; tilt the two marked tiles next to each other.
    #[arg(long, value_enum, default_value_t = Variant::Classic)]
    pub variant: Variant,
    /// Start a new game instead of resuming the saved one (--board, --seed,
    /// --size and --four-chance start a new game too).
    #[arg(long)]
    pub new: bool,
    /// How the game is heard and read, and where its files are.
    #[command(flatten)]
    pub player: PlayerOptions,
    /// Save this game's --lang, --rate, --say-empty, --powers, --verbosity, --no-sound, --no-speech or --speech and --braille or --no-braille in the preferences, for the games after it too.
    #[arg(long)]
    pub remember: bool,
    /// Learn the sounds: hear each earcon and the board tones with their meaning, then leave.
    #[arg(long, conflicts_with = "tutorial")]
    pub practice_sounds: bool,
    /// A short guided game that teaches the keys, on fixed boards (the saved game stays as it is).
    #[arg(long)]
    pub tutorial: bool,
}

/// Options of the daily game: those of a game that make sense for a game
/// whose board, seed and odds are the day's.
#[derive(Debug, Clone, Default, Args)]
pub struct DailyArgs {
    /// Print today's shareable text (its result and its code, finished or in progress) instead of playing.
    #[arg(long)]
    pub share: bool,
    /// How the game is heard and read, and where its files are.
    #[command(flatten)]
    pub player: PlayerOptions,
}

impl DailyArgs {
    /// The options of `share --daily` these stand for.
    pub fn share_args(&self) -> ShareArgs {
        ShareArgs {
            daily: true,
            files: self.player.files.clone(),
        }
    }
}

/// Steps through a finished game: a shared code, or one of your own.
#[derive(Debug, Clone, Args)]
pub struct ReplayArgs {
    /// The code, or the whole shared text with the code in it, as one argument in quotes.
    #[arg(conflicts_with_all = ["last", "list"])]
    pub code: Option<String>,
    /// Replay one of your own finished games: the newest, or the Nth newest (as --list numbers them).
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "1", conflicts_with = "list")]
    pub last: Option<usize>,
    /// List your own finished games kept for replay, newest first.
    #[arg(long)]
    pub list: bool,
    /// How the replay is heard and read, and where the player's files are.
    #[command(flatten)]
    pub player: PlayerOptions,
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
