//! Argument values of the game's command line and the subcommands'
//! (`--lang`, `--seed`, `--size`, `--four-chance`): how each is parsed and
//! checked, and what help offers. Needs only the locale list and the
//! engine's limits; knows nothing of the subcommands or the game's launch.

use std::ffi::OsStr;

use clap::builder::{PossibleValue, TypedValueParser};

use crate::engine::GameConfig;
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

/// `--size` of a game: a board of a size the engine plays, said so
/// otherwise (a word, a negative number, too small, too large).
pub fn size_parser(value: &str) -> Result<usize, String> {
    let size = value.parse::<usize>().map_err(|_| {
        format!(
            "bad --size: a board size is a whole number from {} to {}",
            crate::engine::MIN_SIZE,
            crate::engine::MAX_SIZE
        )
    })?;
    let config = GameConfig {
        size,
        ..GameConfig::default()
    };
    config
        .validate()
        .map(|()| size)
        .map_err(|e| format!("bad --size: {e}"))
}

/// `--four-chance` of a game: the chance that a new tile is a 4, from 0 to
/// 1, said so otherwise (a word, NaN, below 0, above 1).
pub fn four_chance_parser(value: &str) -> Result<f64, String> {
    let four_chance = value
        .parse::<f64>()
        .map_err(|_| "bad --four-chance: the chance of a 4 is a number from 0 to 1".to_string())?;
    let config = GameConfig {
        four_chance,
        ..GameConfig::default()
    };
    config
        .validate()
        .map(|()| four_chance)
        .map_err(|e| format!("bad --four-chance: {e}"))
}

#[cfg(test)]
mod tests {
    use super::{four_chance_parser, size_parser};
    use crate::engine::{MAX_SIZE, MIN_SIZE};

    #[test]
    fn sizes_the_engine_plays_pass_and_others_are_said() {
        for size in MIN_SIZE..=MAX_SIZE {
            assert_eq!(size_parser(&size.to_string()), Ok(size));
        }
        let below = (MIN_SIZE - 1).to_string();
        let above = (MAX_SIZE + 1).to_string();
        for bad in [below.as_str(), above.as_str(), "-4", "x", "", "4.0"] {
            let error = size_parser(bad).expect_err(bad);
            assert!(error.starts_with("bad --size: "), "{bad}: {error}");
            assert!(error.contains(&MAX_SIZE.to_string()), "{bad}: {error}");
        }
    }

    #[test]
    fn chances_from_0_to_1_pass_and_others_are_said() {
        for (text, chance) in [("0", 0.0), ("0.1", 0.1), ("0.5", 0.5), ("1", 1.0)] {
            assert_eq!(four_chance_parser(text), Ok(chance));
        }
        for bad in ["-1", "-0.1", "1.5", "2", "NaN", "inf", "abc", ""] {
            let error = four_chance_parser(bad).expect_err(bad);
            assert!(error.starts_with("bad --four-chance: "), "{bad}: {error}");
            assert!(error.contains("from 0 to 1"), "{bad}: {error}");
        }
    }
}
