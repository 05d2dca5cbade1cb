//! The binary: parse the arguments, run, map errors to exit statuses. Every
//! error is one line on standard error: 2 for bad arguments or input, 1 for
//! failures of the machine. Input is quoted in short, escaped excerpts; a
//! closed or full standard error never turns an error into a panic.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use clap::error::{ContextValue, ErrorKind};

use accessible_2048::cli::Cli;
use accessible_2048::closed_stdout::stdout_closed_at_start;
use accessible_2048::excerpt::{excerpt, safe_line};
use accessible_2048::terminal::block_window_size_signal;

/// The system's allocator, which says in one line when memory runs out.
#[global_allocator]
static ALLOCATOR: accessible_2048::out_of_memory::Allocator =
    accessible_2048::out_of_memory::Allocator;

/// Exit status for bad arguments.
const USAGE: u8 = 2;
/// Exit status for failures of the machine (output that cannot be written).
const FAILURE: u8 = 1;

fn main() -> ExitCode {
    // Before any thread starts, so that every thread has it blocked.
    block_window_size_signal();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return argument_error(error),
    };
    let mut stdout = std::io::stdout().lock();
    match accessible_2048::run(cli, &mut stdout) {
        Ok(()) if stdout_closed_at_start() => closed_output(),
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            say_error(&error.to_string());
            ExitCode::from(error.exit_code() as u8)
        }
    }
}

/// A standard output closed from the start (`>&-`) took nothing of what
/// was written: said, with the failure's exit status, once the work is
/// done (a game still plays and saves).
fn closed_output() -> ExitCode {
    say_error("cannot write the output: standard output is closed");
    ExitCode::from(FAILURE)
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
        // A reader that left early (`--help | head -1`) is no failure; a
        // full or broken output is.
        let printed = error.print().and_then(|()| std::io::stdout().flush());
        return match printed {
            Err(failure) if failure.kind() != std::io::ErrorKind::BrokenPipe => {
                say_error(&format!("cannot write the output: {failure}"));
                ExitCode::from(FAILURE)
            }
            _ if stdout_closed_at_start() => closed_output(),
            _ => ExitCode::SUCCESS,
        };
    }
    // In the player's language, as the game's own refusals are; a kind
    // with no words of the game's keeps clap's.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let words = accessible_2048::argument_error::words_for(&args);
    let line = accessible_2048::argument_error::localized(&error, &words)
        .unwrap_or_else(|| format!("{} (see --help)", one_line(&error)));
    say_error(&line);
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

/// Clap's message without its usage block, folded onto one line, each value
/// the user gave quoted as a short escaped excerpt.
fn one_line(error: &clap::Error) -> String {
    // The message as clap wrote it, the user's values in it raw (clap's
    // plain text strips what looks like escape sequences, and with them
    // parts of a value or of the message). The styles are plain, so no
    // styling codes are added.
    let mut rendered = error.render().ansi().to_string();
    // Each value of the user's that clap quotes as 'VALUE' becomes an
    // excerpt, before anything else cuts or folds the message.
    for (_, value) in error.context() {
        let values = match value {
            ContextValue::String(value) => vec![value.as_str()],
            ContextValue::Strings(values) => values.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        };
        for value in values {
            let short = excerpt(value);
            if short != value {
                rendered = rendered.replace(&format!("'{value}'"), &format!("'{short}'"));
            }
        }
    }
    let message = rendered.split("\n\nUsage:").next().unwrap_or(&rendered);
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
