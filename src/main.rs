//! The binary: parse the arguments, run, map errors to exit statuses. Every
//! error is one line on standard error: 2 for bad arguments or input, 1 for
//! failures of the machine. Input is quoted in short, escaped excerpts; a
//! closed or full standard error never turns an error into a panic.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use accessible_2048::cli::Cli;
use accessible_2048::excerpt::{excerpt, safe_line};

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
            say_error(&error.to_string());
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
    say_error(&format!("{} (see --help)", one_line(&error.to_string())));
    ExitCode::from(USAGE)
}

/// Writes one error line to standard error, made safe (escaped, bounded).
/// A standard error that is closed or full is no reason to fail
/// differently: the exit status says what happened.
fn say_error(message: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "accessible-2048: {}", safe_line(message));
    let _ = stderr.flush();
}

/// Clap's message without its usage block, folded onto one line.
fn one_line(rendered: &str) -> String {
    let message = rendered.split("\n\nUsage:").next().unwrap_or(rendered);
    let message = message
        .split("\n\nFor more information")
        .next()
        .unwrap_or(message);
    let folded = message.split_whitespace().collect::<Vec<_>>().join(" ");
    let folded = folded.strip_prefix("error: ").unwrap_or(&folded);
    // Clap quotes values as 'VALUE': each quoted part becomes an excerpt.
    folded
        .split('\'')
        .enumerate()
        .map(|(index, part)| {
            if index % 2 == 1 {
                excerpt(part)
            } else {
                part.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("'")
}
