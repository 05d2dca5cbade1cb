//! A refusal of bad input, worded in the player's language.

use crate::error::AppError;
use crate::i18n::Localizer;
use crate::narration::Message;

/// A refusal worded in the player's language, as bad input (exit status 2).
pub fn refusal(words: &Localizer, message: Message) -> AppError {
    AppError::usage(words.line(&message.into()))
}
