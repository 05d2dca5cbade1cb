//! `accessible-2048 verify [CODE] [--lang ID]`: replays a share code from
//! its seed and prints the result it really reaches (the day or the seed,
//! the board and the odds of a 4, score, highest tile, moves, undos), one
//! fact a line, in the player's language. CODE is one argument: the code
//! alone or the whole shared text in quotes; without it (or with `-`) the
//! text is read from standard input. Options may come before or after it.
//!
//! What is checked, never trusted, is `shared_game::verified`'s work;
//! this file reads the text, prints the result and words the exit status.
//! Whatever is refused is one line in the player's language and exit
//! status 2.

use std::io::{IsTerminal, Read, Write};

use clap::Args;

use crate::clock::today;
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::i18n::Localizer;
use crate::narration::{Announcement, Message, verified_lines};
use crate::shared_game::{refusal, verified};

/// Replays a shared game's code and prints the result it reaches.
#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// The code, or the whole shared text with the code in it, as one argument in quotes (read from standard input when absent or "-").
    pub code: Option<String>,
    /// The language of the lines (and where the preferences that may name it are).
    #[command(flatten)]
    pub files: FilesOptions,
}

/// At most this much text is read, from standard input or the argument (a
/// code of a million moves is far shorter).
pub const MAX_INPUT: usize = 4 << 20;

pub fn run(args: &VerifyArgs, out: &mut dyn Write) -> Result<(), AppError> {
    args.files.check()?;
    let words = args.files.words();
    let text = match args.code.as_deref() {
        None | Some("-") => read_input(&words)?,
        Some(text) if text.len() > MAX_INPUT => {
            return Err(refusal(&words, Message::new("verify-input-too-long")));
        }
        Some(text) => text.to_string(),
    };
    let game = verified(&text, today()?).map_err(|message| refusal(&words, message))?;
    writeln!(
        out,
        "{}",
        words.line(&Announcement::one(Message::new("share-verified")))
    )?;
    for line in verified_lines(&game) {
        writeln!(out, "{}", words.line(&line))?;
    }
    Ok(())
}

/// The pasted text on standard input, at most [`MAX_INPUT`] bytes (bytes
/// that are not UTF-8 are read as U+FFFD, which no code holds).
fn read_input(words: &Localizer) -> Result<String, AppError> {
    if std::io::stdin().is_terminal() {
        return Err(refusal(words, Message::new("verify-no-input")));
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_INPUT as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| {
            refusal(
                words,
                Message::new("verify-unreadable-input").text("error", e.to_string()),
            )
        })?;
    if bytes.len() > MAX_INPUT {
        return Err(refusal(words, Message::new("verify-input-too-long")));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
