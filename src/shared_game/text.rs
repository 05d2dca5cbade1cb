//! A game's shareable text: the day or the seed, score, highest tile,
//! moves, undos, one a line in the player's language, then the code.

use crate::engine::RecordedGame;
use crate::error::AppError;
use crate::i18n::Localizer;
use crate::narration::{Message, share_facts, share_origin};
use crate::share::encode;

use super::refusal;

/// The lines of a game's shareable text: the result in words, then the
/// code.
pub fn shared_text(words: &Localizer, game: &RecordedGame) -> Result<Vec<String>, AppError> {
    let code = encode(game.record()).map_err(|_| refusal(words, Message::new("share-no-code")))?;
    Ok(shared_text_with_code(words, game, code))
}

/// The lines of a game's shareable text, with its code already known
/// (read from a kept file that decodes to `game`: encoding a long game
/// again takes time).
pub fn shared_text_with_code(words: &Localizer, game: &RecordedGame, code: String) -> Vec<String> {
    let mut lines: Vec<String> = share_origin(game)
        .iter()
        .chain(&share_facts(game))
        .map(|line| words.line(line))
        .collect();
    lines.push(code);
    lines
}
