//! The options that say where the player's files are and which language
//! the lines are in (`--data-dir`, `--config-dir`, `--lang`), taken by
//! every way of playing and by the subcommands that read the player's
//! files (`stats`, `share`, `replay --list`): written, checked and
//! resolved once. Knows nothing of what is played or printed.

use std::path::PathBuf;

use clap::Args;
use clap::builder::ValueHint;

use crate::arg_values::LanguageParser;
use crate::error::AppError;
use crate::i18n::{LanguageChoice, Localizer, check_language_tag, choose_language_here};
use crate::settings::{preferences_dir, read_preferences};
use crate::storage::platform_data_dir;

/// Where the player's files are, and the language of the lines.
#[derive(Debug, Clone, Default, Args)]
pub struct FilesOptions {
    /// Language of everything said, such as de or pt-BR (default: the preferences', else the environment's).
    #[arg(long, value_parser = LanguageParser)]
    pub lang: Option<String>,
    /// Where the saved games, the finished games and the best score live (default: the platform's data directory).
    #[arg(long, value_hint = ValueHint::DirPath)]
    pub data_dir: Option<PathBuf>,
    /// Where the preferences file settings.toml lives (default: the --data-dir if given, else the platform's config directory).
    #[arg(long, value_hint = ValueHint::DirPath)]
    pub config_dir: Option<PathBuf>,
}

impl FilesOptions {
    /// A `--lang` that is not a language tag, as bad input (exit status 2).
    pub fn check(&self) -> Result<(), AppError> {
        match &self.lang {
            Some(lang) => check_language_tag(lang).map_err(AppError::usage),
            None => Ok(()),
        }
    }

    /// The data directory asked for, or the platform's.
    pub fn data_dir(&self) -> Result<PathBuf, AppError> {
        match &self.data_dir {
            Some(dir) => Ok(dir.clone()),
            None => platform_data_dir()
                .ok_or_else(|| AppError::failure("no data directory: give one with --data-dir")),
        }
    }

    /// The language asked for, else the preferences', else the
    /// environment's (and whether one asked for is not among the game's).
    pub fn language(&self) -> LanguageChoice {
        let requested = match &self.lang {
            Some(lang) => Some(lang.clone()),
            None => {
                read_preferences(preferences_dir(
                    self.config_dir.as_deref(),
                    self.data_dir.as_deref(),
                ))
                .language
            }
        };
        choose_language_here(requested.as_deref())
    }

    /// The words of [`FilesOptions::language`].
    pub fn words(&self) -> Localizer {
        Localizer::new(self.language().locale)
    }
}
