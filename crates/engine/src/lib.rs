//! The pure game engine: board, line slide, spawn, score, game over, undo.
//!
//! Nothing in here touches a terminal, speech, Fluent, a clock or global
//! randomness. Every operation takes its inputs (including the random
//! generator, owned by the [`Game`]) and returns a value describing what
//! happened, which the narration layer turns into words.
//!
//! The crate is the game's lowest floors: the engine itself (this module),
//! below it the [`excerpt`] of bad input every error line quotes, and above
//! it the [`share`] code, which knows the engine only. It imports no other
//! crate of the game.

mod board;
mod cell;
mod daily;
mod direction;
pub mod excerpt;
mod game;
mod grid;
mod line;
mod outcome;
mod position;
mod random;
mod record;
pub mod share;
mod tile;

pub use board::{Board, MAX_SIZE, MIN_SIZE};
pub use cell::{Cell, CellParseError, column_name};
pub use daily::{DAILY_CONFIG, Date, FIRST_DAILY_YEAR, LAST_DAILY_YEAR, daily_seed};
pub use direction::Direction;
pub use game::{
    Game, GameConfig, GameConfigError, MoveReport, Snapshot, Spawn, UNDO_LIMIT, Undo, WIN_EXPONENT,
};
pub use grid::Grid;
pub use line::{LineMerge, LineMove, LineSlide, slide_line};
pub use outcome::{Merge, SlideOutcome, TileMove};
pub use position::PositionError;
pub use random::Pcg32;
pub use record::{
    GameRecord, ODDS_SCALE, Origin, RecordError, RecordedGame, Step, odds_chance, odds_permyriad,
    replay,
};
pub use tile::{MAX_EXPONENT, exponent_of, value_of};
