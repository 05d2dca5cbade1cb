//! What a game takes from the world it starts in, as one value: whether
//! the input and the output are terminals, whether the game may take its
//! terminal (raw keys, the window's focus, its width), where the lines go,
//! who speaks, where the commands come from, whether sound opens the
//! audio device, and the clock that tells the day. The binary takes them from the process
//! ([`Environment::here`]); tests hand their own ([`Environment::for_tests`]).
//!
//! Only describes; starts nothing, reads no arguments, holds no game.

use std::io::IsTerminal;

use crate::clock::clock_day;
use crate::speech::Speaker;
use crate::terminal::InputSource;

use crate::play::outputs::LineSink;

pub use crate::clock::Clock;

/// The world a game starts in; the launch turns the arguments and this
/// into a ready game.
pub struct Environment {
    /// Whether standard input is a terminal: keys are read there (unless
    /// lines are asked for), a person is there (the tutorial is offered,
    /// each sound of the sounds lesson is heard alone).
    pub input_is_terminal: bool,
    /// Whether the lines go to a terminal, where a player listens (the
    /// fallback voice says why speech cannot be had).
    pub output_is_terminal: bool,
    /// Whether, reading keys, the game takes its terminal: raw mode, the
    /// window's focus, answers fitted to the terminal's width.
    pub takes_terminal: bool,
    /// Where the lines go; `None`: standard output.
    pub lines: Option<Box<dyn LineSink>>,
    /// Who speaks; `None`: the speech the options ask for (the speech
    /// worker, or silence with `--no-speech`).
    pub speaker: Option<Box<dyn Speaker>>,
    /// Where the commands come from; `None`: standard input (keys or
    /// lines).
    pub input: Option<Box<dyn InputSource>>,
    /// Whether sound plays through the audio device.
    pub sound_device: bool,
    /// Whether the game may show itself on a braille display (BrlAPI) and
    /// read the display's keys.
    pub braille: bool,
    /// Whether the game keeps its progress (the saved game, the records,
    /// the statistics) in the data directory. A game that keeps none still
    /// reads and writes its preferences.
    pub keeps_progress: bool,
    /// Whether the hints may read the trained network when a 4×4 game
    /// first needs it (the binary's games; a test's keep the heuristic,
    /// the same at every run).
    pub hint_network: bool,
    /// The clock the day is read from, at the start and at each switch to
    /// the daily game.
    pub clock: Clock,
}

impl Environment {
    /// The process's own: its standard input and output, the speech the
    /// options ask for, the audio device.
    pub fn here() -> Environment {
        Environment {
            input_is_terminal: std::io::stdin().is_terminal(),
            output_is_terminal: std::io::stdout().is_terminal(),
            takes_terminal: true,
            lines: None,
            speaker: None,
            input: None,
            sound_device: true,
            braille: true,
            keeps_progress: true,
            hint_network: true,
            clock: clock_day,
        }
    }

    /// A game in a test: the lines to `lines`, speech to `speaker`,
    /// commands from `input`, no terminal taken, no audio device, no
    /// braille display, no
    /// progress kept (the answers alone, with no records), the process's
    /// clock (which `ACCESSIBLE_2048_TODAY` pins); the input
    /// counts as a terminal when `keys` (a person pressing keys).
    pub fn for_tests(
        keys: bool,
        lines: Box<dyn LineSink>,
        speaker: Box<dyn Speaker>,
        input: Box<dyn InputSource>,
    ) -> Environment {
        Environment {
            input_is_terminal: keys,
            output_is_terminal: false,
            takes_terminal: false,
            lines: Some(lines),
            speaker: Some(speaker),
            input: Some(input),
            sound_device: false,
            braille: false,
            keeps_progress: false,
            hint_network: false,
            clock: clock_day,
        }
    }
}
