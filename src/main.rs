//! The binary: parse the arguments, run, map errors to exit statuses.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = accessible_2048::cli::Cli::parse();
    let mut stdout = std::io::stdout().lock();
    match accessible_2048::run(cli, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("accessible-2048: {error}");
            ExitCode::from(error.exit_code() as u8)
        }
    }
}
