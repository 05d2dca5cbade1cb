//! The game's outputs, one concept a file: where the printed lines go
//! (`line_sink.rs`), lines fitted to the terminal's width (`line_fit.rs`),
//! the state of speech (`speech_state.rs`), the outputs that render the
//! events behind each answer (`event_output.rs`: the trait; sound in
//! `sound_output.rs`, braille in `braille_output.rs`), the player's sound
//! settings changed (`sound_control.rs`), and the one owner of them all
//! (`every_output.rs`: `Outputs`, which announces in the player's words,
//! repeats, holds a sound's words and says speech's problems). None knows
//! the commands, the modes or the game's rules; nothing here imports
//! another part of the front end but how the player gives commands
//! (`input_mode.rs`).

mod braille_output;
mod event_output;
mod every_output;
mod line_fit;
mod line_sink;
mod sound_control;
mod sound_output;
mod speech_state;

pub use braille_output::BrailleOutput;
pub use event_output::{EventOutput, OutputSetting, RecordedEvents};
pub use every_output::{HELD_SLACK, OutputParts, Outputs, TerminalWidth};
pub use line_fit::{COLUMNS, fit};
pub use line_sink::{Collected, LineSink, OutputFailure, Stdout};
pub use sound_control::remember as remember_sound;
pub use sound_output::{SoundOutput, sound_unavailable};
pub use speech_state::SpeechState;
