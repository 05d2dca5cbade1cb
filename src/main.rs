//! The binary: parse the arguments, run, map errors to exit statuses. Every
//! error is one line on standard error: 2 for bad arguments or input, 1 for
//! failures of the machine.

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use accessible_2048::cli::Cli;

/// Exit status for bad arguments.
const USAGE: u8 = 2;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return argument_error(error),
    };
    let mut stdout = std::io::stdout().lock();
    match accessible_2048::run(cli, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("accessible-2048: {error}");
            ExitCode::from(error.exit_code() as u8)
        }
    }
}

/// Help and version go to standard output as clap writes them; any other
/// argument error becomes one line.
fn argument_error(error: clap::Error) -> ExitCode {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    eprintln!(
        "accessible-2048: {} (see --help)",
        one_line(&error.to_string())
    );
    ExitCode::from(USAGE)
}

/// Clap's message without its usage block, folded onto one line.
fn one_line(rendered: &str) -> String {
    let message = rendered.split("\n\nUsage:").next().unwrap_or(rendered);
    let message = message
        .split("\n\nFor more information")
        .next()
        .unwrap_or(message);
    let folded = message.split_whitespace().collect::<Vec<_>>().join(" ");
    folded
        .strip_prefix("error: ")
        .unwrap_or(&folded)
        .to_string()
}
