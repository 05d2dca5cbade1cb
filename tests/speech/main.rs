//! Speech through the real engines (speech-dispatcher, espeak-ng)
//! without a screen reader: the fallback voice, speech faults, the speech
//! rate, pronunciation and the key names and board readings heard.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

mod board_reading_heard;
#[path = "../common/mod.rs"]
mod common;
mod dates_heard;
mod help_key_names_heard;
#[path = "../locale_samples/mod.rs"]
mod locale_samples;
mod pronunciation;
mod settings_speech_rate;
mod speech_fallback_voice;
mod speech_faults;
mod words_heard;
