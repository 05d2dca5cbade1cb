//! An in-memory speaker for tests: it keeps every line it was given, with
//! the interrupt flag, where the test can read them.

use std::sync::{Arc, Mutex};

use super::{Speaker, SpeechProblem};

/// One line handed to the speaker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spoken {
    pub text: String,
    pub interrupt: bool,
}

/// A speaker that records; clones share the record.
#[derive(Debug, Clone, Default)]
pub struct Recorder {
    spoken: Arc<Mutex<Vec<Spoken>>>,
    rate: Option<u8>,
    language: Arc<Mutex<Option<String>>>,
    stops: Arc<Mutex<usize>>,
}

impl Recorder {
    pub fn new() -> Recorder {
        Recorder::default()
    }

    /// Everything spoken so far.
    pub fn spoken(&self) -> Vec<Spoken> {
        self.spoken.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// The texts spoken so far.
    pub fn texts(&self) -> Vec<String> {
        self.spoken().into_iter().map(|s| s.text).collect()
    }

    /// How many times speech was silenced.
    pub fn stops(&self) -> usize {
        self.stops.lock().map(|s| *s).unwrap_or_default()
    }

    /// The language last asked for.
    pub fn language(&self) -> Option<String> {
        self.language.lock().ok().and_then(|l| l.clone())
    }
}

impl Speaker for Recorder {
    fn speak(&mut self, text: &str, interrupt: bool) {
        if let Ok(mut spoken) = self.spoken.lock() {
            spoken.push(Spoken {
                text: super::speakable(text),
                interrupt,
            });
        }
    }

    fn set_rate(&mut self, rate: u8) {
        self.rate = Some(rate.min(100));
    }

    fn rate(&self) -> Option<u8> {
        self.rate
    }

    fn set_language(&mut self, language: &str) {
        if let Ok(mut l) = self.language.lock() {
            *l = Some(language.to_string());
        }
    }

    fn problem(&mut self) -> Option<SpeechProblem> {
        None
    }

    fn stop(&mut self) {
        if let Ok(mut stops) = self.stops.lock() {
            *stops += 1;
        }
    }
}
