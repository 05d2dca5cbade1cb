//! Localized words: Fluent bundles compiled in from `locales/<lang>/*.ftl`,
//! the choice of language (command line, then environment, then en-US), and
//! the formatting of narration messages into lines.
//!
//! Knows nothing of the engine, terminals or speech: messages in, text out.

mod catalog;
mod cell_spelling;
mod language;
mod localizer;

pub use catalog::{LOCALES, Locale, locale_by_id};
pub use cell_spelling::spell_cells;
pub use language::{
    LANGUAGE_VARIABLES, LanguageChoice, check_language_tag, choose_from, choose_language,
    choose_language_here, negotiate,
};
pub use localizer::{Localizer, clean_line};
