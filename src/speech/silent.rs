//! The speaker of `--no-speech` (and of builds without speech): it says
//! nothing, and tells once why, when speech was asked for but not built.

use super::{Speaker, SpeechProblem};

#[derive(Debug, Default)]
pub struct Silent {
    rate: Option<u8>,
    problem: Option<SpeechProblem>,
}

impl Silent {
    /// A speaker that was chosen (no problem to report).
    pub fn chosen(rate: impl Into<Option<u8>>) -> Silent {
        Silent {
            rate: rate.into(),
            problem: None,
        }
    }

    /// A speaker standing in for speech that could not be had.
    pub fn instead_of_speech(rate: impl Into<Option<u8>>, problem: SpeechProblem) -> Silent {
        Silent {
            rate: rate.into(),
            problem: Some(problem),
        }
    }
}

impl Speaker for Silent {
    fn speak(&mut self, _text: &str, _interrupt: bool) {}

    fn set_rate(&mut self, rate: u8) {
        self.rate = Some(rate.min(100));
    }

    fn rate(&self) -> Option<u8> {
        self.rate
    }

    fn set_language(&mut self, _language: &str) {}

    fn problem(&mut self) -> Option<SpeechProblem> {
        self.problem.take()
    }
}
