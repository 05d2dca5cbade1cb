//! Speech: the [`Speaker`] the front end hands every printed line to.
//!
//! The real speaker ([`WorkerSpeaker`]) runs the speech engine in a child
//! process of the game (the game's own binary, `speech-worker`), talking
//! over pipes ([`protocol`]), so a speech library that exits, hangs or
//! crashes can never end or hold up the game. The child side lives in
//! [`worker`]; its engine is speech-dispatcher on Linux (spoken to in pure Rust) and the `tts` crate
//! elsewhere. A silent speaker serves `--no-speech` and a recorder serves
//! tests. A [`FallbackVoice`] (the espeak-ng program) says why, where the
//! game's own speech cannot be had.
//!
//! Knows nothing of the game, Fluent or the terminal: it is given text.

pub mod engine;
mod fallback_voice;
pub mod protocol;
mod rate;
mod recorder;
mod silent;
#[cfg(all(feature = "speech", target_os = "linux"))]
mod speechd_address;
#[cfg(all(feature = "speech", target_os = "linux"))]
mod ssip_answers;
#[cfg(all(feature = "speech", target_os = "linux"))]
mod ssip_engine;
#[cfg(all(feature = "speech", target_os = "linux"))]
mod ssip_messages;
#[cfg(all(feature = "speech", target_os = "linux"))]
mod started_server;
#[cfg(all(feature = "speech", not(target_os = "linux")))]
mod tts_engine;
pub mod worker;
#[cfg(feature = "speech")]
mod worker_speaker;

pub use fallback_voice::FallbackVoice;
pub use rate::{
    NORMAL_RATE, RATE_STEP, RateControl, apply_rate, engine_to_rate, heard_rate, rate_to_engine,
};
pub use recorder::{Recorder, Spoken};
pub use silent::Silent;
#[cfg(feature = "speech")]
pub use worker_speaker::WorkerSpeaker;

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
    /// No speech-dispatcher could be reached.
    NoDispatcher,
    /// `SPEECHD_ADDRESS` is not text, so no server can be named by it.
    AddressNotText,
    /// The speech worker could not be started (the system's words).
    WorkerNotStarted(String),
    /// The speech worker ended before it was ready, saying nothing.
    WorkerEnded,
    /// This build has no speech (built without the `speech` feature).
    NotBuilt,
    /// Speech worked, then the engine stopped answering or ended.
    Stopped,
}

/// Something that speaks lines of text.
pub trait Speaker {
    /// Speaks `text`; with `interrupt`, first stops what is still being said.
    /// Never blocks and never fails: problems come out of [`Speaker::problem`].
    fn speak(&mut self, text: &str, interrupt: bool);
    /// Sets the rate, 0 (slowest) to 100 (fastest), 50 the voice's normal.
    fn set_rate(&mut self, rate: u8);
    /// The rate last set; `None` while the player's own engine setting stands.
    fn rate(&self) -> Option<u8>;
    /// The rate the player hears: the one set, else the engine's own where
    /// it said what that is.
    fn heard_rate(&self) -> Option<u8> {
        self.rate()
    }
    /// Asks for this language (`de`, `pt-BR`).
    fn set_language(&mut self, language: &str);
    /// A problem found since the last call, reported once: after it, speech
    /// is off until [`Speaker::retry`] starts it again, or, after a pause
    /// (it stopped, or took too long to start), until the speaker has it
    /// back by itself ([`Speaker::back`]). Also what moves the speaker on:
    /// the game calls it often.
    fn problem(&mut self) -> Option<SpeechProblem>;
    /// Whether speech that paused came back by itself since the last call
    /// (a line was heard to its end): reported once.
    fn back(&mut self) -> bool {
        false
    }
    /// Whether a try of the speaker's own, during a pause, is up and owes
    /// a line heard before speech counts as back: the caller then speaks
    /// the line that says speech is back (and prints it once
    /// [`Speaker::back`] says it was heard). Reported once per try.
    fn probe_owed(&mut self) -> bool {
        false
    }
    /// Silences what is being said now, and what is queued.
    fn stop(&mut self) {}
    /// Starts speech again after a problem; false when it cannot be tried.
    fn retry(&mut self) -> bool {
        false
    }
    /// Whether speech is still starting: neither ready nor known to fail.
    fn starting(&self) -> bool {
        false
    }
}

/// Removes what a speech engine must not get: control characters (NUL
/// bytes, and the line breaks that end requests to the worker) become
/// spaces.
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
        assert_eq!(speakable("a\0b\u{7}c\nd\re"), "a b c d e");
    }
}
