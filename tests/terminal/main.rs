//! The game in a real terminal (a tmux pane): the coach, the lessons,
//! statistics, terminal faults and the pointer keys on help pages.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

mod coach;
#[path = "../common/mod.rs"]
mod common;
mod daily_keys;
mod faults_terminal;
mod help_pointer_keys;
mod lessons;
mod replay_keys;
mod statistics;
