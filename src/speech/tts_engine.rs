//! The worker's engine where there is no speech-dispatcher (Windows, macOS):
//! the `tts` crate (on Windows, the player's screen reader through Tolk,
//! else WinRT voices; when neither can speak, the error says both, so the
//! player hears that no screen reader was found). Every rate call goes
//! through [`apply_rate`]: backends without a rate (Tolk: the screen
//! reader's rate stands) are never asked for one. These engines have no
//! language setting, so a voice of the language is chosen where one is
//! listed; listing voices can be slow, so that happens only once the first
//! words have been handed over, never ahead of them.

use tts::Tts;

use super::engine::Engine;
use super::rate::{RateControl, apply_rate, heard_rate};

/// A `tts` engine.
pub struct TtsEngine {
    tts: Tts,
    /// A language whose voice is still to be chosen.
    pending_language: Option<String>,
}

impl TtsEngine {
    pub fn open() -> Result<TtsEngine, String> {
        open_tts().map(|tts| TtsEngine {
            tts,
            pending_language: None,
        })
    }
}

/// The running screen reader through Tolk, else Windows voices.
#[cfg(windows)]
fn open_tts() -> Result<Tts, String> {
    if let Ok(tts) = Tts::new(tts::Backends::Tolk) {
        return Ok(tts);
    }
    Tts::new(tts::Backends::WinRt).map_err(|error| {
        let why = match &error {
            tts::Error::WinRt(inner) => inner.to_string(),
            other => other.to_string(),
        };
        format!("no screen reader found; Windows voices failed: {why}")
    })
}

#[cfg(not(windows))]
fn open_tts() -> Result<Tts, String> {
    Tts::default().map_err(|e| e.to_string())
}

impl RateControl for Tts {
    fn supports_rate(&self) -> bool {
        self.supported_features().rate
    }

    fn rate_range(&self) -> (f32, f32, f32) {
        (self.min_rate(), self.normal_rate(), self.max_rate())
    }

    fn set_engine_rate(&mut self, value: f32) -> Result<(), String> {
        self.set_rate(value).map(|_| ()).map_err(|e| e.to_string())
    }

    fn engine_rate(&self) -> Option<f32> {
        self.get_rate().ok()
    }
}

impl Engine for TtsEngine {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), String> {
        self.tts
            .speak(super::speakable(text), interrupt)
            .map(|_| ())
            .map_err(|e| e.to_string())?;
        if let Some(language) = self.pending_language.take() {
            choose_voice(&mut self.tts, &language);
        }
        Ok(())
    }

    fn stop(&mut self) -> Result<(), String> {
        if self.tts.supported_features().stop {
            self.tts.stop().map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn set_rate(&mut self, rate: u8) -> Result<(), String> {
        apply_rate(&mut self.tts, rate).map(|_| ())
    }

    fn heard_rate(&mut self) -> Option<u8> {
        heard_rate(&self.tts)
    }

    fn set_language(&mut self, language: &str) -> Result<(), String> {
        self.pending_language = Some(language.to_string());
        Ok(())
    }

    fn ping(&mut self) -> Result<(), String> {
        Ok(())
    }
}

/// Picks a voice of the language, if the engine lists one; otherwise keeps
/// the current voice (a screen reader keeps its own).
fn choose_voice(tts: &mut Tts, language: &str) {
    if !tts.supported_features().voice {
        return;
    }
    let wanted = language
        .split('-')
        .next()
        .unwrap_or(language)
        .to_ascii_lowercase();
    let Ok(voices) = tts.voices() else { return };
    let exact = voices
        .iter()
        .find(|v| v.language().as_str().eq_ignore_ascii_case(language));
    let same_language = || {
        voices.iter().find(|v| {
            v.language()
                .primary_language()
                .eq_ignore_ascii_case(&wanted)
        })
    };
    if let Some(voice) = exact.or_else(same_language) {
        let _ = tts.set_voice(voice);
    }
}
