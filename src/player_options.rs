//! The options of every way of playing (a game, the daily game, a
//! replay): how the player hears and reads the game and where its files
//! are. One struct, flattened into each subcommand's options, so each
//! option is written, checked and documented once. Knows nothing of what
//! is played.

use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};

use crate::file_options::FilesOptions;
use crate::narration::Verbosity;

/// How the player hears and reads the game, and where its files are.
#[derive(Debug, Clone, Default, Args)]
pub struct PlayerOptions {
    /// Do not speak; only print (for screen-reader users).
    #[arg(long)]
    pub no_speech: bool,
    /// Speak, for this game, even when the preferences turn speech off.
    #[arg(long, conflicts_with = "no_speech")]
    pub speech: bool,
    /// Speech rate from 0 (slowest) to 100 (fastest); 50 is the voice's normal rate.
    #[arg(long, allow_negative_numbers = true, value_parser = clap::value_parser!(u8).range(0..=100))]
    pub rate: Option<u8>,
    /// Read one command per line instead of keys (the default when input is not a terminal).
    #[arg(long)]
    pub line_mode: bool,
    /// The cursor says a word such as "empty" for an empty cell instead of the number zero (rows, columns and the board always name empty cells by their cells).
    #[arg(long)]
    pub say_empty: bool,
    /// Say tiles by their power of two: "10 B3" for 1024 (the score stays a number).
    #[arg(long)]
    pub powers: bool,
    /// Where the player's files are, and the language.
    #[command(flatten)]
    pub files: FilesOptions,
    /// Play no sound: no earcons, no tones, no music (D turns sound on and off while playing).
    #[arg(long)]
    pub no_sound: bool,
    /// How much slides, undos and openings say: brief, normal (the default) or full.
    #[arg(long, ignore_case = true, value_parser = verbosity_parser())]
    pub verbosity: Option<Verbosity>,
    /// Show the game on the braille display through BRLTTY (on by default where a display answers on the Linux console).
    #[arg(long, conflicts_with = "no_braille")]
    pub braille: bool,
    /// Leave the braille display to the screen reader.
    #[arg(long)]
    pub no_braille: bool,
}

/// `--verbosity`: one of the level names, so that help and completion
/// list them.
pub fn verbosity_parser() -> impl TypedValueParser<Value = Verbosity> {
    PossibleValuesParser::new(Verbosity::ALL.map(Verbosity::name))
        .try_map(|name| name.parse::<Verbosity>())
}
