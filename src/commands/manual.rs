//! `accessible-2048 man`: the manual page in roff, generated from the clap
//! definitions (`clap_mangen`), on standard output. Nothing here knows the
//! game.

use std::io::Write;

use clap::CommandFactory;

use crate::cli::Cli;
use crate::error::AppError;

/// Writes the manual page to `out`
/// (`accessible-2048 man > accessible-2048.6`; section 6 is for games).
pub fn run(out: &mut dyn Write) -> Result<(), AppError> {
    let page = clap_mangen::Man::new(Cli::command()).section("6");
    page.render(out)?;
    Ok(())
}
