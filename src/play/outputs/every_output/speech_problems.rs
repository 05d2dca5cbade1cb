//! The game's own speech, as the outputs say it: turned on or off, a
//! problem said once (printed, and heard through the fallback voice where
//! the player wants speech), speech started again at the player's asking,
//! and speech back by itself. Knows nothing of commands or the game.

use std::time::{Duration, Instant};

use crate::narration::{Announcement, Message};
use crate::speech::SpeechProblem;

use crate::play::input_mode::InputMode;
use crate::play::outputs::SpeechState;
use crate::play::outputs::every_output::Outputs;

impl Outputs {
    /// Waits, at most `wait`, until speech is ready or known to fail, and
    /// says a problem at once: at this fixed place (before the first
    /// answer), so that scripted output is the same in every run.
    pub fn settle_speech(&mut self, wait: Duration) {
        let start = Instant::now();
        while self.speech.voiced() && self.speaker.starting() && start.elapsed() < wait {
            std::thread::sleep(Duration::from_millis(5));
            self.check_speech();
        }
        self.check_speech();
    }

    /// Looks for a speech problem and, the first time, says it (in text);
    /// once speech the player started again is up, says so.
    pub fn check_speech(&mut self) {
        self.check_outputs();
        if self.speech.problem().is_some() {
            // The speaker tries again by itself after a pause; a try that
            // is up is heard saying so before speech counts as back.
            let _ = self.speaker.problem();
            if self.speaker.probe_owed() {
                if self.speech.wanted() {
                    let text = self.words.line(&Message::new("speech-back").into());
                    self.speaker.speak(&text, true);
                    self.back_spoken = true;
                } else {
                    self.speech = SpeechState::Off;
                    return;
                }
            }
            if self.speaker.back() {
                self.speech_back();
            }
            return;
        }
        if let Some(problem) = self.speaker.problem() {
            self.speech.fail(problem);
            let line = self.speech_unavailable();
            let text = self.words.line(&line);
            self.print(&text);
            self.fallback_say(&text, self.speech.wanted());
        } else if self.speech == SpeechState::Restarting && !self.speaker.starting() {
            self.speech = SpeechState::On;
            self.announce(&[Message::new("speech-on").into()]);
        }
    }

    /// Speech that paused came back by itself: said once, printed once
    /// heard (spoken as the try's first line, or here), when the player
    /// has speech on; silently off otherwise.
    fn speech_back(&mut self) {
        if !self.speech.wanted() {
            self.speech = SpeechState::Off;
            return;
        }
        if let Some(fallback) = self.fallback.as_mut() {
            fallback.stop();
        }
        self.speech = SpeechState::On;
        let text = self.words.line(&Message::new("speech-back").into());
        // Spoken already as the try that found speech back, it is printed
        // now; a speaker that came back without such a try says it here.
        if std::mem::take(&mut self.back_spoken) {
            self.print(&text);
        } else {
            self.say(&text, true);
        }
    }

    /// Says a notice about speech itself through the fallback voice (the
    /// game's own speech is not up), when the player wants to hear the
    /// game (`heard`).
    fn fallback_say(&mut self, text: &str, heard: bool) {
        if heard && let Some(fallback) = self.fallback.as_mut() {
            fallback.speak(text, true);
        }
    }

    /// Why speech cannot be had, in one line, ending with how to start it
    /// again (V, or `speech on`), except for a game built without speech.
    fn speech_unavailable(&self) -> Announcement {
        let problem = self.speech.problem();
        let reason = match problem {
            Some(SpeechProblem::Timeout) | None => Message::new("speech-reason-timeout"),
            Some(SpeechProblem::Failed(detail)) => {
                Message::new("speech-reason-failed").text("detail", detail.clone())
            }
            Some(SpeechProblem::NoDispatcher) => Message::new("speech-reason-no-dispatcher"),
            Some(SpeechProblem::AddressNotText) => Message::new("speech-reason-address-not-text"),
            Some(SpeechProblem::WorkerNotStarted(detail)) => {
                Message::new("speech-reason-worker-not-started").text("detail", detail.clone())
            }
            Some(SpeechProblem::WorkerEnded) => Message::new("speech-reason-worker-ended"),
            Some(SpeechProblem::NotBuilt) => Message::new("speech-reason-not-built"),
            Some(SpeechProblem::Stopped) => Message::new("speech-stopped"),
        };
        let notice = if matches!(problem, Some(SpeechProblem::Stopped)) {
            reason
        } else {
            Message::new("speech-unavailable").list("reason", vec![reason])
        };
        if matches!(problem, Some(SpeechProblem::NotBuilt)) {
            return notice.into();
        }
        let again = Message::new(match self.mode {
            InputMode::Keys => "speech-again-keys",
            InputMode::Lines => "speech-again-lines",
        });
        Announcement::new(vec![notice, again])
    }

    /// Whether the speech toggle turns speech on: it is off, or after a
    /// problem, the toggle tries it again.
    pub fn toggled_speech(&self) -> bool {
        !self.speech.wanted() || self.speech.problem().is_some()
    }

    /// Turns speech on or off, `remember` keeping it in the preferences.
    /// "Speech off." is still spoken, so the player hears it; "Speech on."
    /// is spoken once it is on. After a problem, turning it on starts
    /// speech again: the answer says so (in text, as speech is not up
    /// yet), and "Speech on." follows once it is up, or the problem if it
    /// fails again.
    pub fn switch_speech(&mut self, on: bool, remember: impl FnOnce() -> Vec<Announcement>) {
        if on && self.speech.problem().is_some() && self.speaker.retry() {
            if let Some(fallback) = self.fallback.as_mut() {
                fallback.stop();
            }
            self.speech = SpeechState::Restarting;
            let text = self.words.line(&Message::new("speech-retrying").into());
            self.print(&text);
            let lines = remember();
            self.announce(&lines);
            self.check_speech();
            return;
        }
        if self.speech.problem().is_some() {
            // One line, as at the start: the notice and how to try again.
            let line = self.speech_unavailable();
            let text = self.words.line(&line);
            self.print(&text);
            self.last_answer = vec![text.clone()];
            self.fallback_say(&text, on);
            return;
        }
        let mut lines = vec![Announcement::from(Message::new(if on {
            "speech-on"
        } else {
            "speech-off"
        }))];
        lines.extend(remember());
        if on {
            if self.speech != SpeechState::Restarting {
                self.speech = SpeechState::On;
            }
            self.announce(&lines);
        } else {
            self.announce(&lines);
            self.speech = SpeechState::Off;
        }
    }
}
