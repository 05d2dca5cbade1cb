//! The built binary's command line, run as a child process with pipes,
//! no terminal: the subcommands (slide, tilt, install, autoplay), bad
//! arguments and inputs, output faults, the localized lines, the golden
//! line-mode game and the licence list.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

mod answer_corpus_heard;
mod answers_heard_soon;
mod argument_errors;
mod autoplay_bench_cli;
mod cli_install;
mod clock_file_kinds;
#[path = "../common/mod.rs"]
mod common;
mod daily_clock;
mod daily_end_final;
mod daily_game;
mod daily_result_kept;
mod damaged_network;
mod faults_input;
mod faults_limits;
mod faults_output;
mod golden_line_game;
mod guide_keys;
mod help_heard;
mod kept_games;
mod line_width;
mod localized_damage;
mod localized_play;
mod long_save;
mod network_on_demand;
mod never_panics;
mod play_tilt_puzzles;
mod readme_installs;
mod replay_cli;
mod share_code;
mod slide_cli;
mod third_party;
mod tile_powers;
mod tilt_cli;
mod verify_own_lines;
mod verify_trust;
mod wrong_words;
