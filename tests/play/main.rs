//! Play through the library, wired as the binary wires it, with no
//! terminal: the lines of a game, recorded games, the help pages, settings,
//! slide news, statistics' limits, the start-up work and the locale files.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

mod board_line_toggle;
#[path = "../common/mod.rs"]
mod common;
mod help_pages;
mod line_readings;
#[path = "../locale_samples/mod.rs"]
mod locale_samples;
mod locales;
mod offer_mode;
mod play_lines;
mod play_recorded;
mod replay_mode;
mod session_record;
mod settings_file;
mod settings_repeat_and_silence;
mod slide_news;
mod start_work;
mod statistics_limits;
