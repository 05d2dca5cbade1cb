//! Narration: turns what the engine did, and what the player asked, into
//! messages (ids and arguments) without any words. Pure: no terminal, speech,
//! Fluent or clock.

mod board_reading;
mod hint_reason;
mod message;
mod move_report;
mod partner;
mod puzzle_report;
mod storage_notice;

pub use board_reading::{
    CellStyle, cell, column, edge, empty_count, highest, row, visit, whole_board,
};
pub use hint_reason::{hint_why, hint_why_brief, hint_why_in_full, next_best};
pub use message::{Announcement, Arg, Message};
pub use move_report::{game_over, hint, score, slide, undo, win};
pub use partner::{direction_list, partner};
pub use puzzle_report::{
    puzzle_cell, puzzle_hint, puzzle_solved, puzzle_start, puzzle_status, puzzle_tilt,
    puzzle_undone,
};
pub use storage_notice::{best, damage_reason, left_in_place, set_aside, storage_problem};
