//! Speech through the `tts` crate (speech-dispatcher on Linux).
//!
//! One thread owns the `Tts` value (it must not be shared across threads)
//! and takes requests from a channel, so the game never waits on speech.
//! Starting may hang (a wedged speech-dispatcher can block for minutes): if
//! the engine is not ready within [`START_TIMEOUT`] or fails, the problem is
//! reported once and every later request is dropped.
//!
//! When the speaker is dropped (the game ends), the thread is given up to
//! [`FINISH_TIMEOUT`] to hand what is still queued (the goodbye) to the
//! engine, so a player who plays by ear hears the last line.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use tts::Tts;

use super::{START_TIMEOUT, Speaker, SpeechProblem, rate_to_engine, speakable};

/// How long a dropped speaker waits for the speech thread to pass on what
/// is queued; a wedged engine never holds the exit longer.
pub const FINISH_TIMEOUT: Duration = Duration::from_secs(1);

enum Request {
    Speak { text: String, interrupt: bool },
    Rate(u8),
    Language(String),
    Stop,
}

enum Status {
    Ready,
    Failed(String),
}

enum State {
    Starting(Instant),
    Ready,
    /// Reported or about to be: nothing more is sent.
    Gone,
}

/// A speaker backed by a `tts` engine on its own thread.
pub struct TtsSpeaker {
    requests: Sender<Request>,
    status: Receiver<Status>,
    state: State,
    rate: u8,
}

impl TtsSpeaker {
    /// Starts the engine on its own thread and returns at once.
    pub fn start(rate: u8) -> TtsSpeaker {
        let (requests, inbox) = mpsc::channel();
        let (report, status) = mpsc::channel();
        let spawned = thread::Builder::new()
            .name("speech".into())
            .spawn(move || speech_thread(inbox, report));
        let state = match spawned {
            Ok(_) => State::Starting(Instant::now()),
            Err(_) => State::Gone,
        };
        let mut speaker = TtsSpeaker {
            requests,
            status,
            state,
            rate,
        };
        speaker.send(Request::Rate(rate));
        speaker
    }

    fn send(&mut self, request: Request) {
        if !matches!(self.state, State::Gone) && self.requests.send(request).is_err() {
            self.state = State::Gone;
        }
    }
}

impl Speaker for TtsSpeaker {
    fn speak(&mut self, text: &str, interrupt: bool) {
        self.send(Request::Speak {
            text: speakable(text),
            interrupt,
        });
    }

    fn set_rate(&mut self, rate: u8) {
        self.rate = rate.min(100);
        self.send(Request::Rate(self.rate));
    }

    fn rate(&self) -> u8 {
        self.rate
    }

    fn set_language(&mut self, language: &str) {
        self.send(Request::Language(language.to_string()));
    }

    fn stop(&mut self) {
        self.send(Request::Stop);
    }

    fn problem(&mut self) -> Option<SpeechProblem> {
        loop {
            match self.status.try_recv() {
                Ok(Status::Ready) => {
                    if matches!(self.state, State::Starting(_)) {
                        self.state = State::Ready;
                    }
                }
                Ok(Status::Failed(detail)) => {
                    if matches!(self.state, State::Gone) {
                        return None;
                    }
                    self.state = State::Gone;
                    return Some(SpeechProblem::Failed(detail));
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if matches!(self.state, State::Gone) {
                        return None;
                    }
                    self.state = State::Gone;
                    return Some(SpeechProblem::Failed("the speech thread stopped".into()));
                }
            }
        }
        if let State::Starting(since) = self.state
            && since.elapsed() >= START_TIMEOUT
        {
            self.state = State::Gone;
            return Some(SpeechProblem::Timeout);
        }
        None
    }
}

impl Drop for TtsSpeaker {
    fn drop(&mut self) {
        if !matches!(self.state, State::Ready) {
            return;
        }
        // Closing the channel ends the thread once it has spoken what is
        // queued; its status sender then disconnects.
        let (closed, _) = mpsc::channel();
        drop(std::mem::replace(&mut self.requests, closed));
        let deadline = Instant::now() + FINISH_TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.status.recv_timeout(left) {
                Ok(_) => continue,
                Err(RecvTimeoutError::Disconnected | RecvTimeoutError::Timeout) => break,
            }
        }
    }
}

/// Owns the engine; speaks what arrives, the newest interruption first.
fn speech_thread(inbox: Receiver<Request>, report: Sender<Status>) {
    let mut tts = match Tts::default() {
        Ok(tts) => tts,
        Err(error) => {
            let _ = report.send(Status::Failed(one_line(&error.to_string())));
            return;
        }
    };
    let _ = report.send(Status::Ready);
    while let Ok(first) = inbox.recv() {
        // Take everything waiting; speech before the last interruption would
        // be cut off at once, so it is skipped.
        let mut batch = vec![first];
        while let Ok(more) = inbox.try_recv() {
            batch.push(more);
        }
        let last_interrupt = batch.iter().rposition(|r| {
            matches!(
                r,
                Request::Speak {
                    interrupt: true,
                    ..
                }
            )
        });
        for (i, request) in batch.into_iter().enumerate() {
            let result = match request {
                Request::Speak { text, interrupt } => {
                    if last_interrupt.is_some_and(|last| i < last) || text.trim().is_empty() {
                        continue;
                    }
                    tts.speak(text, interrupt).map(|_| ())
                }
                Request::Rate(rate) => {
                    let value =
                        rate_to_engine(rate, tts.min_rate(), tts.normal_rate(), tts.max_rate());
                    tts.set_rate(value).map(|_| ())
                }
                Request::Language(language) => {
                    choose_voice(&mut tts, &language);
                    Ok(())
                }
                Request::Stop => tts.stop().map(|_| ()),
            };
            if let Err(error) = result {
                let _ = report.send(Status::Failed(one_line(&error.to_string())));
                return;
            }
        }
    }
}

/// Picks a voice of the language, if the engine lists one; otherwise keeps
/// the current voice.
fn choose_voice(tts: &mut Tts, language: &str) {
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

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
