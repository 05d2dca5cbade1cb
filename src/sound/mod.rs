//! Sound: earcons that tell events and places faster than words (stereo
//! place for the column, pitch for the row or the value), the board heard
//! as tones, optional background music, and the player that plays them on
//! its own thread through the default audio output (rodio, behind the
//! `sound` feature).
//!
//! The synthesis is pure (events in, sample buffers out). Knows the events
//! and the engine's cells; nothing of the terminal, speech, words or the
//! controller.

#[cfg(all(feature = "sound", target_os = "linux"))]
mod alsa_quiet;
pub mod analysis;
mod board_tones;
mod cue;
pub mod earcons;
mod levels;
#[cfg(feature = "sound")]
mod library_noise;
mod music;
mod place;
#[cfg(feature = "sound")]
mod player;
pub mod synth;

pub use board_tones::{GROUP_GAP_MS, ROW_MS, cell_ms, cells};
pub use cue::cue;
pub use levels::{SoundSettings, VOLUME_STEP, gain};
pub use music::music_loop;
pub use place::{column_pan, row_pitch, value_pitch};
#[cfg(feature = "sound")]
pub use player::Player;
pub use synth::{SAMPLE_RATE, Stereo};

/// Why sound cannot be heard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoundProblem {
    /// The system has no audio output (no sound card, or nothing the
    /// default device leads to).
    NoDevice,
    /// The audio output failed (or there is none), with its own words.
    Failed(String),
    /// The audio system would not open the output (its own words).
    Refused(String),
    /// The audio library broke while opening the output (its own words).
    LibraryFailed(String),
    /// The output went away while playing.
    Lost,
    /// No thread could be started for sound (the system's words).
    NoThread(String),
    /// This build has no sound (built without the `sound` feature).
    NotBuilt,
}
