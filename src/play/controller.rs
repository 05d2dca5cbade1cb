//! The controller: takes each command, lets the session answer the game
//! commands, answers the rest itself (repeat, speech, hints), and sends
//! every line to the sink and, when speech is on, the speaker, with the same
//! words. The first line of each answer interrupts speech still playing, so
//! fast key presses never build a backlog.

use crate::analysis::search;
use crate::analysis::search::{Explanation, Suggestion};
use crate::engine::Board;
use crate::i18n::Localizer;
use crate::narration::{self, Announcement, Message};
use crate::speech::{RATE_STEP, Speaker, SpeechProblem};

use super::output::LineSink;
use super::progress::Progress;
use super::session::Session;
use crate::command::Command;

/// Finds a hint for a board (with the chance of a 4); the front end gives it
/// its time budget.
pub type Hinter = Box<dyn FnMut(&Board, f64) -> Option<Suggestion>>;

/// How often a hint without a clock may ask whether its time is up.
const UNTIMED_HINT_CHECKS: u32 = 64;

/// Whether to go on after a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

pub struct Controller {
    session: Session,
    words: Localizer,
    speaker: Box<dyn Speaker>,
    sink: Box<dyn LineSink>,
    speech_on: bool,
    /// The reason speech cannot be had, once it is known.
    speech_problem: Option<SpeechProblem>,
    last_line: Option<String>,
    hinter: Option<Hinter>,
    /// The last hint's board and explanation: a second press on the same
    /// board tells the next best slide.
    last_hint: Option<(Board, Explanation)>,
    progress: Option<Progress>,
}

impl Controller {
    /// A controller; the speaker keeps its voice until
    /// [`Controller::with_voice`] asks for one of the player's language.
    pub fn new(
        session: Session,
        words: Localizer,
        speaker: Box<dyn Speaker>,
        sink: Box<dyn LineSink>,
    ) -> Controller {
        Controller {
            session,
            words,
            speaker,
            sink,
            speech_on: true,
            speech_problem: None,
            last_line: None,
            hinter: None,
            last_hint: None,
            progress: None,
        }
    }

    /// Saves the game after every change and keeps the records.
    pub fn with_progress(mut self, progress: Progress) -> Controller {
        self.progress = Some(progress);
        self
    }

    /// Asks the speaker for a voice of this language tag (`es-MX`), where
    /// there is one.
    pub fn with_voice(mut self, language: &str) -> Controller {
        self.speaker.set_language(language);
        self
    }

    /// Adds the hint search.
    pub fn with_hinter(mut self, hinter: Hinter) -> Controller {
        self.hinter = Some(hinter);
        self
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Prints and speaks lines: the first interrupts speech, the rest queue.
    pub fn announce(&mut self, lines: &[Announcement]) {
        for (i, line) in lines.iter().enumerate() {
            let text = self.words.line(line);
            self.say(&text, i == 0);
        }
    }

    fn say(&mut self, text: &str, interrupt: bool) {
        self.sink.write_line(text);
        if self.speech_on && self.speech_problem.is_none() {
            self.speaker.speak(text, interrupt);
        }
        self.last_line = Some(text.to_string());
    }

    /// Looks for a speech problem and, the first time, says it (in text).
    pub fn check_speech(&mut self) {
        if self.speech_problem.is_some() {
            return;
        }
        if let Some(problem) = self.speaker.problem() {
            self.speech_problem = Some(problem);
            let line = self.speech_unavailable();
            let text = self.words.line(&line);
            self.sink.write_line(&text);
        }
    }

    fn speech_unavailable(&self) -> Announcement {
        let reason = match &self.speech_problem {
            Some(SpeechProblem::Timeout) | None => Message::new("speech-reason-timeout"),
            Some(SpeechProblem::Failed(detail)) => {
                Message::new("speech-reason-failed").text("detail", detail.clone())
            }
            Some(SpeechProblem::NotBuilt) => Message::new("speech-reason-not-built"),
        };
        Announcement::one(Message::new("speech-unavailable").list("reason", vec![reason]))
    }

    /// Answers one command.
    pub fn handle(&mut self, command: Command) -> Flow {
        self.check_speech();
        let lines = match command {
            Command::Repeat => {
                match self.last_line.clone() {
                    Some(text) => self.say(&text, true),
                    None => self.announce(&[Message::new("nothing-to-repeat").into()]),
                }
                return Flow::Continue;
            }
            Command::SpeechToggle | Command::SpeechOn | Command::SpeechOff => {
                let on = match command {
                    Command::SpeechOn => true,
                    Command::SpeechOff => false,
                    _ => !self.speech_on,
                };
                self.switch_speech(on);
                return Flow::Continue;
            }
            Command::RateUp => vec![self.set_rate(self.speaker.rate().saturating_add(RATE_STEP))],
            Command::RateDown => vec![self.set_rate(self.speaker.rate().saturating_sub(RATE_STEP))],
            Command::SetRate(rate) => vec![self.set_rate(rate)],
            Command::Hint if self.session.classic().is_some() => vec![self.hint()],
            Command::Best => vec![Announcement::one(narration::best(
                self.progress
                    .as_ref()
                    .map(Progress::records)
                    .unwrap_or_default(),
            ))],
            _ => {
                let response = self.session.handle(command);
                let mut lines = response.lines;
                if let (Some(progress), Some(game)) =
                    (self.progress.as_mut(), self.session.classic())
                {
                    if let Some((score, highest)) = response.left_game {
                        lines.extend(progress.left(score, highest));
                    }
                    if response.ended {
                        lines.extend(progress.ended(game));
                    } else if response.changed {
                        lines.extend(progress.save(game, self.session.game_seed()));
                    }
                }
                self.announce(&lines);
                return if response.quit {
                    Flow::Quit
                } else {
                    Flow::Continue
                };
            }
        };
        self.announce(&lines);
        Flow::Continue
    }

    /// Turns speech on or off. "Speech off." is still spoken, so the
    /// player hears it; "Speech on." is spoken once it is on.
    fn switch_speech(&mut self, on: bool) {
        if self.speech_problem.is_some() {
            let line = self.speech_unavailable();
            self.announce(&[line]);
            return;
        }
        if on {
            self.speech_on = true;
            self.announce(&[Message::new("speech-on").into()]);
        } else {
            self.announce(&[Message::new("speech-off").into()]);
            self.speech_on = false;
        }
    }

    fn set_rate(&mut self, rate: u8) -> Announcement {
        self.speaker.set_rate(rate.min(100));
        Message::new("speech-rate")
            .num("rate", u64::from(self.speaker.rate()))
            .into()
    }

    fn hint(&mut self) -> Announcement {
        let board = self.session.board().clone();
        if let Some((_, explanation)) = self.last_hint.take().filter(|(b, _)| *b == board) {
            return narration::next_best(&explanation);
        }
        let four_chance = self
            .session
            .classic()
            .map_or(0.5, |game| game.config().four_chance);
        let suggestion = match self.hinter.as_mut() {
            Some(hinter) => hinter(&board, four_chance),
            // Without a clock: a search bounded by how often it may ask
            // whether time is up, so the answer is the same every time.
            None => {
                let mut asked = 0;
                search::analyse(&board, four_chance, 1, &mut || {
                    asked += 1;
                    asked > UNTIMED_HINT_CHECKS
                })
            }
        };
        let Some(suggestion) = suggestion else {
            return narration::hint(None);
        };
        let explanation = search::explain(&board, &suggestion);
        self.last_hint = Some((board, explanation));
        narration::hint_why(&explanation)
    }
}
