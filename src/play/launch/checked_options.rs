//! The options clap cannot check alone, checked before anything starts:
//! the starting position (`--board`: parsed, with at least one tile, not
//! with tilt puzzles) and the language tag; and the lesson the command
//! line starts straight into. The rest (`--size`, `--four-chance`,
//! `--rate`, `--seed`, `--lang`'s form) is checked as the command line is
//! read, by `src/arg_values.rs` and clap's ranges.

use crate::cli::{PlayArgs, Variant};
use crate::command::LessonCommand;
use crate::engine::{Board, GameConfig};
use crate::error::AppError;
use crate::i18n::check_language_tag;

/// The game's size and odds (each checked as the command line is read)
/// and its starting position, checked.
pub(super) fn checked_game(args: &PlayArgs) -> Result<(GameConfig, Option<Board>), AppError> {
    let defaults = GameConfig::default();
    let config = GameConfig {
        size: args.size.unwrap_or(defaults.size),
        four_chance: args.four_chance.unwrap_or(defaults.four_chance),
    };
    let board = match &args.board {
        Some(text) => {
            Some(Board::parse(text).map_err(|e| AppError::usage(format!("bad --board: {e}")))?)
        }
        None => None,
    };
    // An empty board would never end (no move changes it, so no tile comes).
    if board
        .as_ref()
        .is_some_and(|board| board.highest_exponent() == 0)
    {
        return Err(AppError::usage(
            "bad --board: no tiles; a game starts from at least one",
        ));
    }
    if board.is_some() && args.variant == Variant::Tilt {
        return Err(AppError::usage(
            "--board does not go with --variant tilt: puzzles are generated from --seed",
        ));
    }
    if let Some(lang) = &args.player.files.lang {
        check_language_tag(lang).map_err(AppError::usage)?;
    }
    Ok((config, board))
}

/// The lesson the command line starts straight into, if any.
pub(super) fn lesson_asked(args: &PlayArgs) -> Option<LessonCommand> {
    if args.practice_sounds {
        Some(LessonCommand::Sounds)
    } else if args.tutorial {
        Some(LessonCommand::Tutorial)
    } else {
        None
    }
}
