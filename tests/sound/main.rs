//! Sound: the earcons' events and the ALSA file plug-in the game plays
//! into.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

#[path = "../common/mod.rs"]
mod common;
mod sound_alsa_file;
mod sound_events;
