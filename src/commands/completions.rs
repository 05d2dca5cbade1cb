//! `accessible-2048 completions SHELL`: the shell completion script,
//! generated from the clap definitions (`clap_complete`) it is given, on
//! standard output. Nothing here knows the game or its command line.

use std::io::Write;

use clap::Args;
use clap_complete::Shell;

use crate::error::AppError;

/// Print the completion script for a shell.
#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Writes the script for `args.shell` completing `command` to `out`.
pub fn run(
    args: &CompletionsArgs,
    mut command: clap::Command,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "accessible-2048", &mut script);
    out.write_all(&script)?;
    Ok(())
}
