//! `accessible-2048 man`: the manual page in roff, generated from the clap
//! definitions it is given (`clap_mangen`), on standard output. Nothing here
//! knows the game or its command line.

use std::io::Write;

use crate::error::AppError;

/// Writes the manual page of `command` to `out`
/// (`accessible-2048 man > accessible-2048.6`; section 6 is for games).
pub fn run(command: clap::Command, out: &mut dyn Write) -> Result<(), AppError> {
    let page = clap_mangen::Man::new(command).section("6");
    page.render(out)?;
    Ok(())
}
