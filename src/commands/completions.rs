//! `accessible-2048 completions SHELL`: the shell completion script,
//! generated from the clap definitions (`clap_complete`), on standard output.
//! Nothing here knows the game.

use std::io::Write;

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::cli::Cli;
use crate::error::AppError;

/// Print the completion script for a shell.
#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Writes the script for `args.shell` to `out`.
pub fn run(args: &CompletionsArgs, out: &mut dyn Write) -> Result<(), AppError> {
    let mut command = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "accessible-2048", &mut script);
    out.write_all(&script)?;
    Ok(())
}
