//! Where a game's commands come from: the input the environment hands in
//! (a test's), or standard input (keys from the terminal, or lines read
//! on their own thread) merged with a braille display's keys, the display
//! shown as an output of the game. Reads no command itself.

use std::sync::mpsc;
use std::time::Duration;

use crate::braille::Display;
use crate::braille::tty_path::TtyEnvironment;
use crate::error::AppError;
use crate::play::controller::Parts;
use crate::play::outputs::BrailleOutput;
use crate::terminal::{InputSource, Keys, Lines, WithBraille};

/// The longest the game waits, as it starts or as braille is turned on,
/// for a braille server to answer (one that never does is given up on).
const BRAILLE_OPEN_WAIT: Duration = Duration::from_secs(2);

/// The game's input: `given` (by the environment), or standard input
/// (keys when `interactive`), merged with the braille display's keys
/// where the game may show itself on one (`tty`: where it runs), the
/// display added to the controller's parts. `braille_asked`: the flag
/// or the preference.
pub(super) fn input(
    parts: Parts,
    given: Option<Box<dyn InputSource>>,
    tty: Option<TtyEnvironment>,
    interactive: bool,
    braille_asked: Option<bool>,
) -> Result<(Parts, Box<dyn InputSource>), AppError> {
    Ok(match (given, tty) {
        (Some(input), _) => (parts, input),
        (None, Some(tty)) => with_braille(parts, standard_input(interactive)?, braille_asked, tty),
        (None, None) => (parts, standard_input(interactive)? as Box<dyn InputSource>),
    })
}

/// The braille display as an output, its keys merged with `source`: opened
/// at once when the player asked for braille (`asked`: the flag or the
/// preference; why it cannot be had is then said once), or where it is on
/// by default (the Linux console, a window under X) if a display answers
/// there, silently if none does. Turned off, it is still there for
/// `braille on`.
fn with_braille(
    mut parts: Parts,
    source: Box<dyn InputSource + Send>,
    asked: Option<bool>,
    tty: TtyEnvironment,
) -> (Parts, Box<dyn InputSource>) {
    let (keys, pressed) = mpsc::channel();
    let path = tty.path();
    let mut output = BrailleOutput::new(
        keys,
        std::sync::Arc::new(move || Display::open_within(None, &path, BRAILLE_OPEN_WAIT)),
    );
    if asked == Some(true) || tty.braille_by_default() {
        let _ = output.open(asked == Some(true));
    }
    let input: Box<dyn InputSource> = match WithBraille::merge(source, pressed) {
        Ok(merged) => Box::new(merged),
        Err(source) => source,
    };
    parts.outputs.events.push(Box::new(output));
    (parts, input)
}

/// Standard input: keys from the terminal, or lines read on their own
/// thread.
fn standard_input(interactive: bool) -> Result<Box<dyn InputSource + Send>, AppError> {
    if interactive {
        return Ok(Box::new(Keys));
    }
    let lines = Lines::try_stdin().map_err(|e| {
        AppError::failure(format!("cannot start the thread that reads the input: {e}"))
    })?;
    Ok(Box::new(lines))
}
