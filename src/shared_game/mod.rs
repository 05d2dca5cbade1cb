//! A game shared as text: the lines the game and `share` write for it
//! ([`shared_text`]), the check `verify` and `replay` make of a text
//! someone pasted ([`verified`]), and the refusal, in the player's
//! language, of what does not pass ([`refusal`]).
//!
//! Values in, values out: reads no file, no clock (today's day is handed
//! in) and prints nothing; the subcommands and the game's front end both
//! use it.

mod refusal;
mod text;
mod verification;

pub use refusal::refusal;
pub use text::{shared_text, shared_text_with_code};
pub use verification::verified;
