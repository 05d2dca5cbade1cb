//! The worker's engine on Linux: speech-dispatcher, through the
//! `speech-dispatcher` crate (libspeechd), used directly so that nothing
//! runs ahead of the first words: no voice listing, and no rate, voice,
//! pitch or volume sent unless the player asked for one. The language goes
//! to the server as a language (`SET SELF LANGUAGE`), so every module
//! pronounces it by its own rules.
//!
//! When no server runs, the connection starts one the way every
//! speech-dispatcher client does (libspeechd's autospawn: `speech-dispatcher
//! --spawn`, which the player's `DisableAutoSpawn` setting can refuse). A
//! server started so ends by itself once its last client has gone (its idle
//! timeout), so nothing outlives the game for long. libspeechd calls
//! `exit()` on protocol errors, which is why this runs only in the worker
//! process.

use speech_dispatcher::{Connection, Mode, Priority};

use super::engine::Engine;
use super::protocol::NO_DISPATCHER;
use super::rate::{engine_to_rate, rate_to_engine};

/// A connection to speech-dispatcher.
pub struct SpdEngine {
    connection: Connection,
}

impl SpdEngine {
    /// Connects to the server named by `SPEECHD_ADDRESS` or the default
    /// socket, starting one there when none runs.
    pub fn open() -> Result<SpdEngine, String> {
        let user = std::env::var("USER").unwrap_or_else(|_| "player".into());
        // SAFETY: a null address asks libspeechd for its default address
        // (it reads SPEECHD_ADDRESS itself); the names are owned strings.
        let connection = unsafe {
            Connection::open2(
                "accessible-2048",
                "main",
                user.as_str(),
                Mode::Threaded,
                std::ptr::null_mut(),
                true,
            )
        }
        .map_err(|_| NO_DISPATCHER.to_string())?;
        Ok(SpdEngine { connection })
    }
}

/// The language tag as speech-dispatcher takes it: lower case (`pt-br`).
pub fn spd_language(tag: &str) -> String {
    tag.replace('_', "-").to_ascii_lowercase()
}

impl Engine for SpdEngine {
    /// Lines go at priority `message`: they queue behind each other (a
    /// `text` line would replace the one waiting) and do not cut into a
    /// screen reader's `important` speech; interrupting is an explicit
    /// cancel of this game's own speech.
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), String> {
        if interrupt {
            self.stop()?;
        }
        let text = super::speakable(text);
        self.connection
            .say(Priority::Message, text)
            .map(|_| ())
            .ok_or_else(|| "speech-dispatcher refused the text".to_string())
    }

    fn stop(&mut self) -> Result<(), String> {
        self.connection
            .cancel()
            .map_err(|_| "speech-dispatcher did not stop".to_string())
    }

    fn set_rate(&mut self, rate: u8) -> Result<(), String> {
        let value = rate_to_engine(rate, -100.0, 0.0, 100.0).round() as i32;
        self.connection
            .set_voice_rate(value)
            .map_err(|_| "speech-dispatcher refused the rate".to_string())
    }

    fn set_language(&mut self, language: &str) -> Result<(), String> {
        self.connection
            .set_language(spd_language(language))
            .map_err(|_| "speech-dispatcher refused the language".to_string())
    }

    /// The rate the player's own settings give (`GET rate`, -100 to 100).
    fn heard_rate(&mut self) -> Option<u8> {
        let value = self.connection.get_voice_rate();
        Some(engine_to_rate(value as f32, -100.0, 0.0, 100.0))
    }

    /// Reads the rate (`GET rate`): a question with an answer that
    /// changes nothing. A wedged server never answers, which the game
    /// notices by the missing acknowledgement.
    fn ping(&mut self) -> Result<(), String> {
        let _ = self.connection.get_voice_rate();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_go_to_the_server_in_lower_case() {
        let cases = [
            ("en-US", "en-us"),
            ("es", "es"),
            ("fr", "fr"),
            ("de", "de"),
            ("pt-BR", "pt-br"),
            ("pt_BR", "pt-br"),
        ];
        for (tag, wanted) in cases {
            assert_eq!(spd_language(tag), wanted, "{tag}");
        }
    }
}
