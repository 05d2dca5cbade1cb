//! The game's files: the atomic file, the save format, the store, and
//! saving while playing, through the library and through the binary (faults
//! in the data directory and in flushing, a game counted once after a crash).
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

#[path = "../common/mod.rs"]
mod common;
mod faults_data_dir;
mod faults_saving;
mod long_games;
mod play_saving;
mod saved_record;
mod share_storage;
mod statistics_counted_once;
mod storage_atomic_file;
mod storage_save_format;
mod storage_store;
mod storage_support;
