//! Narration: turns what the engine did, and what the player asked, into
//! messages (ids and arguments) without any words. Pure: no terminal, speech,
//! Fluent or clock.

mod board_reading;
mod coach_report;
mod daily_opening;
mod daily_summary;
mod hint_reason;
mod language_notice;
mod message;
mod move_report;
mod network_notice;
mod partner;
mod puzzle_report;
mod replay_step;
mod share_refusal;
mod share_result;
mod statistics_summary;
mod storage_notice;
mod summary;
mod verbosity;

pub use board_reading::{
    CellStyle, EMPTIES_PER_LINE, cell, column, edge, empty_cells, empty_count, found_tile, highest,
    row, tile_at, tiles_at, visit, whole_board,
};
pub use coach_report::{
    coach_mode, coach_no_slide, coach_tally, coach_verdict, coach_verdict_brief,
};
pub use daily_opening::{
    daily_back, daily_clock_wrong, daily_date, daily_final, daily_final_way, daily_left_unfinished,
    daily_not_here, daily_opening, daily_practice, daily_shared, share_no_dir, share_no_record,
    share_not_written, share_record_lost, share_too_long, share_written,
};
pub use daily_summary::daily_statistics_line;
pub use hint_reason::{
    brief_cost, full_cost, hint_why, hint_why_brief, hint_why_in_full, next_best, slide_cost,
};
pub use language_notice::language_fallback;
pub use message::{Announcement, Arg, Message};
pub use move_report::{game_over, hint, score, slide, slide_at, undo, undo_at, win};
pub use network_notice::{network_out_of_memory, network_refused};
pub use partner::{direction_list, partner};
pub use puzzle_report::{
    puzzle_cell, puzzle_goal, puzzle_hint, puzzle_solved, puzzle_start, puzzle_status, puzzle_tilt,
    puzzle_undone,
};
pub use replay_step::{
    replay_at, replay_back, replay_end, replay_first, replay_jump, replay_jump_end, replay_no_move,
    replay_start, replay_step, replay_tiles,
};
pub use share_refusal::{
    claim_refusal, code_refusal, daily_permyriad, daily_rules_refusal, not_yet_played,
};
pub use share_result::{share_facts, share_origin, verified_lines};
pub use statistics_summary::statistics;
pub use storage_notice::{
    PlayerFile, best, daily_results_left_in_place, damage_reason, kept_game_left_in_place,
    kept_games_set_aside, left_in_place, moves_unsaved, not_safe, problem_detail, record_set_aside,
    records_unkept, records_unreadable, saving_resumed, set_aside, storage_problem,
    storage_problem_detail,
};
pub use summary::{line_empties, next_merge, tile_counts};
pub use verbosity::{UnknownVerbosity, Verbosity};
