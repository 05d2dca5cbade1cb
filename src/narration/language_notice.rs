//! What the player hears when the language asked for (by `--lang`, the
//! preferences or the environment) is not one the game speaks. Pure: the
//! request in, a message out; the choice itself is the i18n module's.

use super::message::{Announcement, Message};

/// The game speaks another language than `requested`, quoted back in a
/// short excerpt (it may be any bytes a variable held).
pub fn language_fallback(requested: &str) -> Announcement {
    Message::new("language-fallback")
        .text("requested", crate::excerpt::excerpt(requested))
        .into()
}
