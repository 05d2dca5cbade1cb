//! `accessible-2048 slide --board POS DIRECTION [--json]`: one slide applied
//! to a position without a new tile, for players who study positions and for
//! scripts.

use std::io::Write;

use clap::Args;
use serde_json::json;

use crate::engine::{Board, Direction};
use crate::error::AppError;

/// Applies one slide to a position, without placing a new tile.
#[derive(Debug, Clone, Args)]
pub struct SlideArgs {
    /// The position, rows top to bottom separated by '/': "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2".
    #[arg(long, allow_hyphen_values = true)]
    pub board: String,
    /// left, right, up or down.
    #[arg(value_parser = parse_direction)]
    pub direction: Direction,
    /// Print one JSON object: {"board": [[...]], "score_gain": N, "moved": bool}.
    #[arg(long)]
    pub json: bool,
}

fn parse_direction(text: &str) -> Result<Direction, String> {
    text.parse()
}

pub fn run(args: &SlideArgs, out: &mut dyn Write) -> Result<(), AppError> {
    let board =
        Board::parse(&args.board).map_err(|e| AppError::usage(format!("bad --board: {e}")))?;
    let (next, outcome) = board.slide(args.direction);
    if args.json {
        let report = json!({
            "board": next.grid().value_rows(),
            "score_gain": outcome.score_gain,
            "moved": outcome.moved(),
        });
        writeln!(out, "{report}")?;
    } else {
        writeln!(out, "position: {}", next.to_position())?;
        writeln!(out, "score gain: {}", outcome.score_gain)?;
        writeln!(out, "moved: {}", if outcome.moved() { "yes" } else { "no" })?;
    }
    Ok(())
}
