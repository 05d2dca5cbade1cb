//! Speech: the [`Speaker`] the front end hands every printed line to. The
//! `tts` implementation owns its engine on one thread fed by a channel, so
//! speaking never blocks the game; a silent speaker serves `--no-speech` and
//! a recorder serves tests.
//!
//! Knows nothing of the game, Fluent or the terminal: it is given text.

mod rate;
mod recorder;
mod silent;
#[cfg(feature = "speech")]
mod tts_speaker;

pub use rate::{RATE_STEP, rate_to_engine};
pub use recorder::{Recorder, Spoken};
pub use silent::Silent;
#[cfg(feature = "speech")]
pub use tts_speaker::TtsSpeaker;

use std::time::Duration;

/// How long speech may take to start before the game says it is unavailable.
pub const START_TIMEOUT: Duration = Duration::from_secs(2);

/// Why speech cannot be heard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechProblem {
    /// The engine did not become ready within [`START_TIMEOUT`].
    Timeout,
    /// The engine failed, with its own words.
    Failed(String),
    /// This build has no speech (built without the `speech` feature).
    NotBuilt,
}

/// Something that speaks lines of text.
pub trait Speaker {
    /// Speaks `text`; with `interrupt`, first stops what is still being said.
    /// Never blocks and never fails: problems come out of [`Speaker::problem`].
    fn speak(&mut self, text: &str, interrupt: bool);
    /// Sets the rate, 0 (slowest) to 100 (fastest), 50 the voice's normal.
    fn set_rate(&mut self, rate: u8);
    /// The rate last set.
    fn rate(&self) -> u8;
    /// Asks for a voice of this language (`de`, `pt-BR`), where there is one.
    fn set_language(&mut self, language: &str);
    /// A problem found since the last call, reported once: after it, speech
    /// is off for good and the game plays on in text.
    fn problem(&mut self) -> Option<SpeechProblem>;
    /// Stops what is being said now and drops what is queued ("silence").
    fn stop(&mut self) {}
}

/// Removes what a speech engine must not get: control characters (the `tts`
/// crate panics on NUL bytes) become spaces.
pub fn speakable(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nul_and_controls_never_reach_speech() {
        assert_eq!(speakable("a\0b\u{7}c"), "a b c");
    }
}
