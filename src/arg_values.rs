//! Argument values shared by the game's command line and the subcommands'
//! (`--lang`, `--seed`): how each is parsed and what help offers. Needs only
//! the locale list; knows nothing of the subcommands or the game.

use std::ffi::OsStr;

use clap::builder::{PossibleValue, TypedValueParser};

use crate::i18n::LOCALES;

/// `--lang` (of the game and of `stats`): any language tag (the choice
/// negotiates it against the locales there are and says when none is
/// close), with the shipped locales as the values help and completion
/// offer.
#[derive(Debug, Clone, Copy)]
pub struct LanguageParser;

impl TypedValueParser for LanguageParser {
    type Value = String;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        clap::builder::StringValueParser::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            LOCALES.iter().map(|locale| PossibleValue::new(locale.id)),
        ))
    }
}

/// `--seed` (of the game, `autoplay` and `tilt bench`): a whole number from
/// 0, said so when it is not one (a negative number, a word, too large).
pub fn seed_parser(value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .map_err(|_| "a seed is a whole number from 0 to 2^64-1".to_string())
}
