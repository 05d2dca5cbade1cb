//! accessible-2048: 2048 for the console, playable by ear or with a screen
//! reader.
//!
//! Data flows one way: input → command → [`engine`] → events → narration →
//! localized text → output (print and speech). The engine and the analysis
//! are pure; the terminal, speech and files live at the edges.
//!
//! The lower floors are crates of their own (`crates/`), re-exported here
//! as modules of the game: the engine (with the share code and the excerpt
//! of bad input), memory and threads, and the analysis.

pub mod arg_values;
pub mod argument_error;
pub mod braille;
pub mod cli;
pub mod clock;
pub mod closed_stdout;
pub mod command;
pub mod error;
pub mod event;
pub mod file_options;
#[cfg(test)]
mod function_lengths;
pub mod hint_threads;
pub mod i18n;
#[cfg(test)]
mod module_layers;
pub mod narration;
pub mod play;
pub mod player_options;
pub mod replay_choice;
pub mod settings;
pub mod shared_game;
pub mod sound;
pub mod speech;
pub mod storage;
pub mod subcommands;
pub mod terminal;
#[cfg(test)]
mod thread_starts;

pub use accessible_2048_analysis as analysis;
pub use accessible_2048_engine as engine;
pub use accessible_2048_engine::{excerpt, share};
pub use accessible_2048_memory::{huge_pages, out_of_memory, thread_room};

use std::io::Write;

use clap::CommandFactory;
use cli::{Cli, Command};
use error::AppError;

/// Runs what the command line asked for, writing reports to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), AppError> {
    match cli.command {
        Some(Command::Slide(args)) => subcommands::slide::run(&args, out),
        Some(Command::Tilt(args)) => subcommands::tilt::run(&args, out),
        Some(Command::Autoplay(args)) => subcommands::autoplay::run(&args, out),
        Some(Command::Bench(args)) => subcommands::bench::run(&args, out),
        Some(Command::Stats(args)) => subcommands::stats::run(&args, out),
        Some(Command::Share(args)) => subcommands::share::run(&args, out),
        Some(Command::Daily(args)) if args.share => {
            subcommands::share::run(&args.share_args(), out)
        }
        Some(Command::Daily(args)) => play::play(play::Launch::daily_today(args.player)?),
        Some(Command::Verify(args)) => subcommands::verify::run(&args, out),
        Some(Command::Replay(args)) if args.list => {
            subcommands::replay::list(&args.player.files, out)
        }
        Some(Command::Replay(args)) => play::play(play::replay_chosen(&args)?),
        Some(Command::Play(args)) => play::play(play::Launch::Ordinary(args)),
        Some(Command::Completions(args)) => {
            subcommands::completions::run(&args, Cli::command(), out)
        }
        Some(Command::Man) => subcommands::manual::run(Cli::command(), out),
        Some(Command::SpeechWorker(args)) => {
            speech::worker::run_process(args.parent, out);
            Ok(())
        }
        None => play::play(play::Launch::Ordinary(cli.play)),
    }
}
