//! What a speech engine offers the worker: speak, stop, rate, language and a
//! harmless question to see it still answers. The engines (speech-dispatcher
//! on Linux, the `tts` crate elsewhere) implement it and the worker drives
//! it; nothing here speaks or knows the game.

/// A speech engine as the worker drives it. Errors are the engine's words.
pub trait Engine {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), String>;
    fn stop(&mut self) -> Result<(), String>;
    fn set_rate(&mut self, rate: u8) -> Result<(), String>;
    fn set_language(&mut self, language: &str) -> Result<(), String>;
    /// Asks the engine something harmless; returns once it answered.
    fn ping(&mut self) -> Result<(), String>;
    /// Whether a line was heard to its end since last asked; an engine
    /// that cannot tell says yes.
    fn heard(&mut self) -> bool {
        true
    }
    /// The rate the engine speaks at now (0 to 100), where it can tell.
    fn heard_rate(&mut self) -> Option<u8> {
        None
    }
    /// The server process the engine started to speak to, if it started
    /// one: its id and its start time.
    fn started_server(&self) -> Option<(u32, u64)> {
        None
    }
}
