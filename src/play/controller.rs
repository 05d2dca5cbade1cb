//! The controller: takes each command, lets the session answer the game
//! commands, answers the rest itself (repeat, speech, hints), and sends
//! every line to the sink and, when speech is on, the speaker, with the same
//! words. The first line of each answer interrupts speech still playing, so
//! fast key presses never build a backlog.
//!
//! The last whole answer (every line of it) is kept for repeat; answers
//! that only say a key or command was not understood, the silence key's
//! "Quiet." and repeats themselves are not kept. What the player changes
//! (speech on or off, the rate) is saved in the preferences at once.
//!
//! When the game's own speech cannot be had while the player wants it on,
//! the notice that says why is printed and, where the front end gave one,
//! said through a fallback voice (the espeak-ng program), so that a player
//! who listens hears it too.
//!
//! Where a player listens (input from a terminal), a step of the sounds
//! lesson is heard alone: its sound starts at once, the game's own speech
//! stops, and the step's words are held back until the outputs no longer
//! hear it (the device took its last sample, and the device's latency
//! passed), and never longer than its length and [`HELD_SLACK`]. While
//! words are held ([`Controller::holding`]) the loop looks often, and has
//! them said once due ([`Controller::say_due`]). A command that comes
//! meanwhile is answered at once: one whose answer is another such sound
//! (the next step, the same again) cuts the sound and its words, as a new
//! answer cuts speech; any other has the held words said first, then its
//! own.

use std::time::{Duration, Instant};

use crate::analysis::search;
use crate::analysis::search::{Explanation, Suggestion};
use crate::engine::{Board, Game, GameConfig};
use crate::i18n::Localizer;
use crate::narration::{self, Announcement, Message, Verbosity};
use crate::settings::Preferences;
use crate::speech::{NORMAL_RATE, RATE_STEP, Speaker, SpeechProblem};

use super::coach::{Coach, CoachLines, Judge, Wording};
use super::event_output::EventOutput;
use super::help_pointer::HelpPointer;
use super::lesson::{Lesson, passes_through};
use super::lesson_answer::LessonAnswer;
use super::line_fit::{COLUMNS, fit};
use super::output::LineSink;
use super::preferences::Remembered;
use super::progress::Progress;
use super::session::{InputMode, Opening, Response, Session};
use super::sound_control;
use super::sound_lesson::{Hearing, SoundLesson};
use super::speech_state::SpeechState;
use super::tutorial::Tutorial;
use crate::command::Command;
use crate::event::Event;
use crate::sound::SoundSettings;

/// Finds a hint for a board (with the chance of a 4); the front end gives it
/// its time budget.
pub type Hinter = Box<dyn FnMut(&Board, f64) -> Option<Suggestion>>;

/// The terminal's width in columns, asked before each answer; `None`
/// where it is not known.
pub type TerminalWidth = Box<dyn Fn() -> Option<usize>>;

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
    /// Says the notices that speech is unavailable, where it is given.
    fallback: Option<Box<dyn Speaker>>,
    sink: Box<dyn LineSink>,
    /// Whether speech is heard, wanted, starting again or unavailable.
    speech: SpeechState,
    /// Every line of the last answer worth repeating.
    last_answer: Vec<String>,
    hinter: Option<Hinter>,
    /// The last hint's board and explanation: a second press on the same
    /// board tells the next best slide.
    last_hint: Option<(Board, Explanation)>,
    progress: Option<Progress>,
    preferences: Option<Remembered>,
    /// The sound settings as the player set them (for the preferences).
    sound: SoundSettings,
    /// Outputs that render the events behind each answer.
    outputs: Vec<Box<dyn EventOutput>>,
    /// The opening's help pointer, while no key has been answered yet.
    pointer: Option<HelpPointer>,
    /// What answers the player's commands: the game, or a lesson.
    mode: Mode,
    /// An output said it cannot make sound.
    sound_failed: bool,
    /// Judges the player's slides in the background.
    coach: Coach,
    /// The tutorial is offered: yes starts it, until the first slide.
    tutorial_offer: bool,
    /// A player listens: a sound that is the answer is heard alone, its
    /// words after it.
    sounds_alone: bool,
    /// Words held back until the sound they follow has ended.
    held: Option<Held>,
    /// The terminal's width, where it is known (key mode).
    terminal_width: Option<TerminalWidth>,
}

/// Lines said once the sound before them has been heard.
struct Held {
    lines: Vec<Announcement>,
    /// Said by then even if an output still plays the sound (it started
    /// late, or its device stalled).
    until: Instant,
}

/// What answers the player's commands.
enum Mode {
    /// The game.
    Playing,
    /// A lesson, instead of the game, and where it leads when it ends.
    Lesson(Lesson, AfterLesson),
}

/// Where the player is once a lesson ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AfterLesson {
    /// Back to the game at hand ("Back to your game.").
    BackToGame,
    /// Out of the game: it was started for the lesson alone.
    LeaveGame,
}

/// How much longer than its length a sound may keep its words waiting.
pub const HELD_SLACK: Duration = Duration::from_secs(1);

/// Answers that only say the input was not understood: never repeated in
/// place of the answer before them.
const NOT_UNDERSTOOD: [&str; 3] = ["unknown-key", "unknown-command", "unknown-command-plain"];

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
            fallback: None,
            sink,
            speech: SpeechState::On,
            last_answer: Vec::new(),
            hinter: None,
            last_hint: None,
            progress: None,
            preferences: None,
            sound: SoundSettings::default(),
            outputs: Vec::new(),
            pointer: None,
            mode: Mode::Playing,
            sound_failed: false,
            coach: Coach::new(Box::new(untimed_search), false),
            tutorial_offer: false,
            sounds_alone: false,
            held: None,
            terminal_width: None,
        }
    }

    /// Fits every answer to the terminal's width as `width` tells it, where
    /// that is narrower than 80 columns (key mode, where the game owns a
    /// terminal; lines read from a pipe keep 80).
    pub fn with_terminal_width(mut self, width: TerminalWidth) -> Controller {
        self.terminal_width = Some(width);
        self
    }

    /// The widest line to say now: 80 columns, or the terminal's width
    /// where it is known and narrower.
    fn columns(&self) -> usize {
        self.terminal_width
            .as_ref()
            .and_then(|width| width())
            .filter(|&width| width > 0)
            .map_or(COLUMNS, |width| width.min(COLUMNS))
    }

    /// Judges slides with `judge` (the hint search within its budget), in
    /// coach mode if `on`.
    pub fn with_coach(mut self, judge: Judge, on: bool) -> Controller {
        self.coach = Coach::new(judge, on);
        self
    }

    /// Says what the coach has ready, without waiting: after the answer
    /// being said (a verdict asked for becomes the answer to repeat).
    pub fn check_coach(&mut self) {
        let said = self.coach.poll();
        self.say_coach(said);
    }

    /// Waits, at most `limit`, for the coach's verdicts on their way, and
    /// says them: read line by line, so a script hears them in the same
    /// place every run.
    pub fn settle_coach(&mut self, limit: std::time::Duration) {
        let said = self.coach.settle(limit);
        self.say_coach(said);
    }

    fn say_coach(&mut self, said: CoachLines) {
        if said.lines.is_empty() {
            return;
        }
        let texts: Vec<String> = said
            .lines
            .iter()
            .flat_map(|line| fit(&self.words, line, self.columns()))
            .collect();
        for text in &texts {
            self.say(text, false);
        }
        if said.asked {
            self.last_answer = texts;
        } else {
            self.last_answer.extend(texts);
        }
    }

    /// A player listens (the input comes from a terminal): the sounds the
    /// lesson teaches are heard alone, their words after them. Without it
    /// (a script, a pipe) every answer's words come at once.
    pub fn with_sounds_heard_alone(mut self) -> Controller {
        self.sounds_alone = true;
        self
    }

    /// Whether words are held back until a sound has been heard.
    pub fn holding(&self) -> bool {
        self.held.is_some()
    }

    /// Says the words held back for a sound if, at `now`, no output still
    /// plays it (or it has kept them long enough).
    pub fn say_due(&mut self, now: Instant) {
        let Some(until) = self.held.as_ref().map(|held| held.until) else {
            return;
        };
        let heard = self
            .outputs
            .iter_mut()
            .any(|output| output.still_heard(now));
        if !heard || now >= until {
            self.say_held();
        }
    }

    /// Says the words held back for a sound now, if any.
    fn say_held(&mut self) {
        if let Some(held) = self.held.take() {
            self.announce(&held.lines);
        }
    }

    /// How long the sound of these events lasts, by the output that plays
    /// it longest.
    fn heard_for(&self, events: &[Event]) -> Duration {
        self.outputs
            .iter()
            .map(|output| output.heard_for(events))
            .max()
            .unwrap_or_default()
    }

    /// Adds an output that renders the events behind each answer.
    pub fn with_output(mut self, mut output: Box<dyn EventOutput>) -> Controller {
        output.set_sound(self.sound);
        self.outputs.push(output);
        self
    }

    /// Starts with these sound settings (from the command line or the
    /// preferences).
    pub fn with_sound(mut self, settings: SoundSettings) -> Controller {
        self.sound = settings;
        for output in &mut self.outputs {
            output.set_sound(settings);
        }
        self
    }

    /// The sound settings now, as the player last set them.
    pub fn sound(&self) -> SoundSettings {
        self.sound
    }

    /// Hands the events behind an answer to every output.
    fn render(&mut self, events: &[Event]) {
        for output in &mut self.outputs {
            output.render(events);
        }
    }

    /// Waits, at most `wait`, until each output knows whether it could
    /// start, then says the problems found: at this fixed place (before the
    /// first answer), not wherever they happen to arrive.
    pub fn settle_outputs(&mut self, wait: std::time::Duration) {
        for output in &mut self.outputs {
            output.settle(wait);
        }
        self.check_outputs();
    }

    /// Waits, at most `wait`, until speech is ready or known to fail, and
    /// says a problem at once: at this fixed place (before the first
    /// answer), so that scripted output is the same in every run.
    pub fn settle_speech(&mut self, wait: std::time::Duration) {
        let start = std::time::Instant::now();
        while self.speech.voiced() && self.speaker.starting() && start.elapsed() < wait {
            std::thread::sleep(std::time::Duration::from_millis(5));
            self.check_speech();
        }
        self.check_speech();
    }

    /// Says, once each, the problems outputs found (printed, and spoken
    /// when speech is on, after what is being said).
    pub fn check_outputs(&mut self) {
        let problems: Vec<Announcement> = self
            .outputs
            .iter_mut()
            .filter_map(|output| output.problem())
            .collect();
        self.sound_failed |= !problems.is_empty();
        if !problems.is_empty() {
            // No sound to wait for any more.
            self.say_held();
        }
        for line in problems {
            let text = self.words.line(&line);
            self.say(&text, false);
        }
    }

    /// Saves the game after every change and keeps the records.
    pub fn with_progress(mut self, progress: Progress) -> Controller {
        self.progress = Some(progress);
        self
    }

    /// Saves what the player changes (speech on or off, the rate) in their
    /// preferences.
    pub fn with_preferences(mut self, preferences: Remembered) -> Controller {
        self.preferences = Some(preferences);
        self
    }

    /// Starts with speech on or off (the player's preference).
    pub fn with_speech(mut self, on: bool) -> Controller {
        self.speech = SpeechState::starting(on);
        self
    }

    /// Asks the speaker (and the fallback voice) for a voice of this
    /// language tag (`es-MX`), where there is one.
    pub fn with_voice(mut self, language: &str) -> Controller {
        self.speaker.set_language(language);
        if let Some(fallback) = self.fallback.as_mut() {
            fallback.set_language(language);
        }
        self
    }

    /// Says the notices that speech is unavailable or stopped through this
    /// voice as well, while the player has speech on: the printed line is
    /// the same, and is heard.
    pub fn with_fallback_voice(mut self, voice: Box<dyn Speaker>) -> Controller {
        self.fallback = Some(voice);
        self
    }

    /// Says a notice about speech itself through the fallback voice (the
    /// game's own speech is not up), when the player wants to hear the
    /// game (`heard`).
    fn fallback_say(&mut self, line: &Announcement, heard: bool) {
        if heard && let Some(fallback) = self.fallback.as_mut() {
            fallback.speak(&self.words.line(line), true);
        }
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
    /// They become the answer that repeat says again, unless they only say
    /// that the input was not understood. At every verbosity a line wider
    /// than the terminal (80 columns, or the terminal's width where it is
    /// known and narrower) is said as several lines, broken between
    /// messages, else between sentences, so a reader never meets a word cut
    /// by the terminal's wrapping.
    pub fn announce(&mut self, lines: &[Announcement]) {
        let columns = self.columns();
        let mut texts: Vec<String> = Vec::new();
        for line in lines {
            texts.extend(fit(&self.words, line, columns));
        }
        self.say_all(&texts);
        let understood = lines
            .first()
            .and_then(|line| line.parts.first())
            .is_none_or(|part| !NOT_UNDERSTOOD.contains(&part.id));
        if understood && !texts.is_empty() {
            self.last_answer = texts;
        }
    }

    fn say_all(&mut self, texts: &[String]) {
        for (i, text) in texts.iter().enumerate() {
            self.say(text, i == 0);
        }
    }

    fn say(&mut self, text: &str, interrupt: bool) {
        self.sink.write_line(text);
        if self.speech.voiced() {
            self.speaker.speak(text, interrupt);
        }
    }

    /// Looks for a speech problem and, the first time, says it (in text);
    /// once speech the player started again is up, says so.
    pub fn check_speech(&mut self) {
        self.check_outputs();
        if self.speech.problem().is_some() {
            return;
        }
        if let Some(problem) = self.speaker.problem() {
            self.speech.fail(problem);
            let line = self.speech_unavailable();
            let text = self.words.line(&line);
            self.sink.write_line(&text);
            self.fallback_say(&line, self.speech.wanted());
        } else if self.speech == SpeechState::Restarting && !self.speaker.starting() {
            self.speech = SpeechState::On;
            self.announce(&[Message::new("speech-on").into()]);
        }
    }

    fn speech_unavailable(&self) -> Announcement {
        let reason = match self.speech.problem() {
            Some(SpeechProblem::Timeout) | None => Message::new("speech-reason-timeout"),
            Some(SpeechProblem::Failed(detail)) => {
                Message::new("speech-reason-failed").text("detail", detail.clone())
            }
            Some(SpeechProblem::NoDispatcher) => Message::new("speech-reason-no-dispatcher"),
            Some(SpeechProblem::WorkerNotStarted(detail)) => {
                Message::new("speech-reason-worker-not-started").text("detail", detail.clone())
            }
            Some(SpeechProblem::WorkerEnded) => Message::new("speech-reason-worker-ended"),
            Some(SpeechProblem::NotBuilt) => Message::new("speech-reason-not-built"),
            Some(SpeechProblem::Stopped) => return Message::new("speech-stopped").into(),
        };
        Announcement::one(Message::new("speech-unavailable").list("reason", vec![reason]))
    }

    /// Says the opening (after `notices`, such as a language or storage
    /// problem) as the game starts, at `now`, with the tutorial's offer last
    /// on the very first start. In key mode with the game's own speech on,
    /// the help pointer and the offer that end it are said again after the
    /// first answer if that answer cut them off.
    pub fn greet(&mut self, mut notices: Vec<Announcement>, how: Opening, now: Instant) {
        let mut greeting = self.session.greeting(how);
        // The lines said again if cut: the help pointer (a greeting of more
        // than one line ends with it), and the offer after it.
        let mut repeated = usize::from(greeting.len() > 1);
        if self.tutorial_offer {
            // A flag the player never set: kept without a word, in the
            // preferences or else in the data directory.
            let kept = self
                .preferences
                .as_mut()
                .is_some_and(|p| p.change_quietly(|p| p.tutorial_offered = Some(true)));
            if !kept && let Some(progress) = self.progress.as_mut() {
                progress.mark_tutorial_offered();
            }
            greeting.push(Announcement::one(Message::new(match self.session.mode() {
                InputMode::Keys => "tutorial-offer-keys",
                InputMode::Lines => "tutorial-offer-lines",
            })));
            repeated += 1;
        }
        notices.extend(greeting);
        self.announce(&notices);
        let voiced = self.speech.voiced();
        if repeated > 0 && self.session.mode() == InputMode::Keys && voiced {
            let texts: Vec<String> = notices.iter().map(|l| self.words.line(l)).collect();
            let (before, last) = texts.split_at(texts.len() - repeated);
            let before = before.iter().map(|t| t.chars().count()).sum();
            self.pointer = Some(HelpPointer::spoken_from(now, before, last.to_vec()));
        }
    }

    /// Answers one command.
    pub fn handle(&mut self, command: Command) -> Flow {
        let first = self.pointer.take();
        let flow = self.answer(command.clone());
        if let Some(pointer) = first
            && command != Command::Help
            && flow == Flow::Continue
            && pointer.cut_at(Instant::now())
        {
            for text in &pointer.lines {
                self.say(text, false);
            }
        }
        flow
    }

    /// Starts straight into a lesson (`Command::PracticeSounds` or
    /// `Command::Tutorial`), after `notices`; leaving the lesson leaves the
    /// game.
    pub fn start_lesson(&mut self, notices: Vec<Announcement>, command: Command) {
        if !notices.is_empty() {
            self.announce(&notices);
        }
        self.check_speech();
        self.say_held();
        self.begin_lesson(&command, AfterLesson::LeaveGame);
    }

    /// Offers the tutorial (the very first start): the greeting ends with
    /// the offer, kept in the preferences as made. Yes (Y, `yes`) takes it
    /// until the first slide, unless it answers a question of the game's.
    pub fn with_tutorial_offer(mut self) -> Controller {
        self.tutorial_offer = true;
        self
    }

    fn answer(&mut self, command: Command) -> Flow {
        if self.tutorial_offer {
            let taken = command == Command::Yes && !self.session.is_asking();
            let slid = self.session.classic().is_some_and(|game| game.moves() > 0);
            if taken || slid || command == Command::Tutorial {
                self.tutorial_offer = false;
            }
            if taken {
                return self.answer(Command::Tutorial);
            }
        }
        self.check_speech();
        if self.in_lesson() && !passes_through(&command) {
            return self.lesson_answer(command);
        }
        self.say_held();
        if let Some(line) = sound_control::control(&mut self.sound, &command) {
            let now = self.sound;
            for output in &mut self.outputs {
                output.set_sound(now);
            }
            let mut lines = vec![line];
            lines.extend(self.remember(|p| remember_sound(p, &command, now)));
            self.announce(&lines);
            return Flow::Continue;
        }
        let lines = match command {
            Command::Repeat => {
                if self.last_answer.is_empty() {
                    let text = self.words.line(&Message::new("nothing-to-repeat").into());
                    self.say(&text, true);
                } else {
                    let answer = self.last_answer.clone();
                    self.say_all(&answer);
                }
                return Flow::Continue;
            }
            Command::Silence => {
                self.silence();
                return Flow::Continue;
            }
            Command::SpeechToggle | Command::SpeechOn | Command::SpeechOff => {
                let on = match command {
                    Command::SpeechOn => true,
                    Command::SpeechOff => false,
                    // After a problem, the toggle tries speech again.
                    _ => !self.speech.wanted() || self.speech.problem().is_some(),
                };
                self.switch_speech(on);
                return Flow::Continue;
            }
            Command::RateUp => self.set_rate(self.current_rate().saturating_add(RATE_STEP)),
            Command::RateDown => self.set_rate(self.current_rate().saturating_sub(RATE_STEP)),
            Command::SetRate(rate) => self.set_rate(rate),
            Command::Hint if self.session.classic().is_some() => self.hint(),
            Command::Again => return self.answer(Command::Repeat),
            Command::PracticeSounds | Command::Tutorial => {
                return self.begin_lesson(&command, AfterLesson::BackToGame);
            }
            Command::Stats => self.statistics(),
            Command::Coach if self.session.classic().is_some() => {
                let wording = match self.session.verbosity() {
                    Verbosity::Brief => Wording::Brief,
                    _ => Wording::InFull,
                };
                self.coach.ask(wording)
            }
            Command::Coach => vec![narration::coach_no_slide()],
            Command::CoachToggle | Command::CoachOn | Command::CoachOff => {
                let on = match command {
                    Command::CoachOn => true,
                    Command::CoachOff => false,
                    _ => !self.coach.is_on(),
                };
                self.coach.set_on(on);
                let mut lines = vec![narration::coach_mode(on)];
                lines.extend(self.remember(|p| p.coach = Some(on)));
                lines
            }
            Command::Best => vec![Announcement::one(narration::best(
                self.progress
                    .as_ref()
                    .map(Progress::records)
                    .unwrap_or_default(),
            ))],
            _ => return self.game_command(command),
        };
        self.announce(&lines);
        Flow::Continue
    }

    /// A command of the game itself (slides, undo, readings, questions):
    /// the session answers it, its events are rendered, and the game's own
    /// work follows (the preferences, the save and records, the coach).
    fn game_command(&mut self, command: Command) -> Flow {
        let verbosity = self.session.verbosity();
        let before = self
            .session
            .classic()
            .map(|game| (game.board().clone(), game.config().four_chance));
        let mut response = self.session.handle(command.clone());
        self.render(&response.events);
        let mut lines = std::mem::take(&mut response.lines);
        let now = self.session.verbosity();
        if now != verbosity {
            lines.extend(self.remember(|p| p.verbosity = Some(now)));
        }
        self.keep_progress(&response, &mut lines);
        let what = Changed {
            changed: response.changed,
            ended: response.ended,
            left: response.left_game.is_some(),
        };
        lines = self.follow_with_coach(&command, what, before, lines);
        lines.extend(response.closing);
        self.announce(&lines);
        if response.quit {
            Flow::Quit
        } else {
            Flow::Continue
        }
    }

    /// Keeps the game after a command: the save or the records, and what
    /// could not be kept, said before the goodbye.
    fn keep_progress(&mut self, response: &Response, lines: &mut Vec<Announcement>) {
        // What could not be kept is said before the goodbye: the
        // player may switch the machine off once the game has said
        // it.
        let mut leaving = Vec::new();
        if let (Some(progress), Some(game)) = (self.progress.as_mut(), self.session.classic()) {
            if let Some((abandoned, id)) = response.abandoned.as_ref() {
                lines.extend(progress.abandoned(abandoned, *id));
            } else if let Some((score, highest)) = response.left_game {
                leaving.extend(progress.left(score, highest));
            }
            if response.quit {
                // What is unkept is said whole just below, without
                // "playing on".
                leaving.clear();
            }
            let id = self.session.game_id();
            if response.ended {
                lines.extend(progress.ended(game, id));
            } else if response.changed {
                lines.extend(progress.save(game, self.session.game_seed(), id));
            }
        }
        if response.quit {
            let game = self
                .session
                .unfinished()
                .and(self.session.classic())
                .cloned();
            if let Some(progress) = self.progress.as_mut() {
                leaving.extend(progress.leaving(
                    game.as_ref(),
                    self.session.game_seed(),
                    self.session.game_id(),
                ));
            }
            lines.splice(0..0, leaving);
        } else {
            lines.extend(leaving);
        }
    }

    /// Starts the sounds lesson or the tutorial (the command that asks for
    /// it), and says its first answer.
    fn begin_lesson(&mut self, command: &Command, then: AfterLesson) -> Flow {
        let (lesson, answer) = if *command == Command::Tutorial {
            let (lesson, answer) = Tutorial::start(
                self.session.mode(),
                self.session.style(),
                self.session.verbosity(),
            );
            (Lesson::Tutorial(Box::new(lesson)), answer)
        } else {
            let hearing = if self.sound_failed {
                Hearing::Unavailable
            } else if self.sound.audible() {
                Hearing::On
            } else {
                Hearing::Off
            };
            let (lesson, answer) = SoundLesson::start(self.session.mode(), hearing);
            (Lesson::Sounds(lesson), answer)
        };
        self.mode = Mode::Lesson(lesson, then);
        self.lesson_said(answer)
    }

    /// A command while a lesson runs. Ctrl+C in key play leaves the lesson
    /// and the game at once.
    fn lesson_answer(&mut self, command: Command) -> Flow {
        if command == Command::QuitNow && self.session.mode() == InputMode::Keys {
            self.say_held();
            return match std::mem::replace(&mut self.mode, Mode::Playing) {
                Mode::Lesson(_, AfterLesson::LeaveGame) => Flow::Quit,
                _ => self.answer(command),
            };
        }
        let Mode::Lesson(lesson, _) = &mut self.mode else {
            return Flow::Continue;
        };
        let answer = lesson.handle(command);
        self.lesson_said(answer)
    }

    /// Plays and says a lesson's answer; when the lesson is over, back to
    /// the game (or out, when the game was started for the lesson). A sound
    /// that is the answer is heard alone where a player listens: the words
    /// are held until it has ended.
    fn lesson_said(&mut self, mut answer: LessonAnswer) -> Flow {
        let wait = if self.sounds_alone && answer.heard_alone && !answer.done {
            self.heard_for(&answer.events)
        } else {
            Duration::ZERO
        };
        if wait.is_zero() {
            self.say_held();
        } else {
            // The new sound cuts the one playing, and its words with it.
            self.held = None;
        }
        self.render(&answer.events);
        if !wait.is_zero() {
            if self.speech.voiced() {
                self.speaker.stop();
            }
            self.held = Some(Held {
                lines: answer.lines,
                until: Instant::now() + wait + HELD_SLACK,
            });
            return Flow::Continue;
        }
        let then = match &self.mode {
            Mode::Lesson(_, then) => *then,
            Mode::Playing => AfterLesson::BackToGame,
        };
        if answer.done {
            self.mode = Mode::Playing;
            if then == AfterLesson::BackToGame {
                answer
                    .lines
                    .push(Announcement::one(Message::new("lesson-back")));
            }
        }
        self.announce(&answer.lines);
        if answer.done && then == AfterLesson::LeaveGame {
            if let Some(progress) = self.progress.as_ref() {
                progress.flush();
            }
            Flow::Quit
        } else {
            Flow::Continue
        }
    }

    /// Whether a lesson is running.
    pub fn in_lesson(&self) -> bool {
        matches!(self.mode, Mode::Lesson(..))
    }

    /// The summary of the statistics at the size and odds of the game at
    /// hand (a puzzle's size, at the classic odds).
    fn statistics(&self) -> Vec<Announcement> {
        let config = self.session.classic().map_or_else(
            || GameConfig {
                size: self.session.board().size(),
                ..GameConfig::default()
            },
            Game::config,
        );
        let tally = self
            .progress
            .as_ref()
            .and_then(|p| p.statistics().tally(config.size, config.four_chance));
        narration::statistics(tally)
    }

    /// Tells the coach what a game command did (a slide to judge, an undo,
    /// a new game), and adds its count where a game ends or is left: after
    /// a game over's news, before a goodbye or a new game's opening.
    fn follow_with_coach(
        &mut self,
        command: &Command,
        response: Changed,
        before: Option<(Board, f64)>,
        mut lines: Vec<Announcement>,
    ) -> Vec<Announcement> {
        if self.session.classic().is_none() || !response.changed && !response.left {
            return lines;
        }
        match (command, before) {
            (Command::Slide(direction), Some((board, four_chance))) if response.changed => {
                self.coach.slid(&board, *direction, four_chance);
                if response.ended {
                    lines.extend(self.coach.game_over());
                }
            }
            (Command::Undo, _) => self.coach.undone(),
            _ => {
                if response.left {
                    let tally = self.coach.tally();
                    lines.splice(0..0, tally);
                }
                if response.changed {
                    self.coach.new_game();
                }
            }
        }
        lines
    }

    /// The game is left without a word from the player (end of input, a
    /// signal): the classic game at hand still counts for the best score and
    /// highest tile. Its save stays, so it can be resumed; raising them
    /// again later changes nothing. It is counted as played in the
    /// statistics only once it is finished.
    ///
    /// Everything saved is then flushed to the disk, and what could not be
    /// kept is said (unless a quit said it already).
    pub fn leave(&mut self) {
        self.say_held();
        let unfinished = self.session.unfinished();
        let game = unfinished.and(self.session.classic()).cloned();
        let seed = self.session.game_seed();
        let id = self.session.game_id();
        let Some(progress) = self.progress.as_mut() else {
            return;
        };
        if let Some((score, highest)) = unfinished {
            // What is unkept is said whole below, without "playing on".
            let _ = progress.left(score, highest);
        }
        let lines = progress.leaving(game.as_ref(), seed, id);
        if !lines.is_empty() {
            self.announce(&lines);
        }
    }

    /// Says, when idle, whether saving started to fail to reach the disk
    /// or works again: after what is being said, not kept for repeat.
    pub fn check_saving(&mut self) {
        let Some(progress) = self.progress.as_mut() else {
            return;
        };
        let lines = progress.check();
        let texts: Vec<String> = lines
            .iter()
            .flat_map(|line| match self.session.verbosity() {
                Verbosity::Full => vec![self.words.line(line)],
                _ => fit(&self.words, line, COLUMNS),
            })
            .collect();
        for text in &texts {
            self.say(text, false);
        }
    }

    /// Whether everything the game was to keep was kept as it ended.
    pub fn kept_all(&self) -> bool {
        self.progress.as_ref().is_none_or(Progress::kept_all)
    }

    /// Turns speech on or off. "Speech off." is still spoken, so the
    /// player hears it; "Speech on." is spoken once it is on. After a
    /// problem, turning it on starts speech again: the answer says so (in
    /// text, as speech is not up yet), and "Speech on." follows once it is
    /// up, or the problem if it fails again.
    fn switch_speech(&mut self, on: bool) {
        if on && self.speech.problem().is_some() && self.speaker.retry() {
            if let Some(fallback) = self.fallback.as_mut() {
                fallback.stop();
            }
            self.speech = SpeechState::Restarting;
            let text = self.words.line(&Message::new("speech-retrying").into());
            self.sink.write_line(&text);
            let lines = self.remember(|p| p.speech = Some(true));
            self.announce(&lines);
            self.check_speech();
            return;
        }
        if self.speech.problem().is_some() {
            let line = self.speech_unavailable();
            self.announce(std::slice::from_ref(&line));
            self.fallback_say(&line, on);
            return;
        }
        let mut lines = vec![Announcement::from(Message::new(if on {
            "speech-on"
        } else {
            "speech-off"
        }))];
        lines.extend(self.remember(|p| p.speech = Some(on)));
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

    /// The rate plus and minus start from: the one the player hears (the
    /// one set, else the engine's own), or the normal rate where the engine
    /// cannot tell.
    fn current_rate(&self) -> u8 {
        self.speaker.heard_rate().unwrap_or(NORMAL_RATE)
    }

    fn set_rate(&mut self, rate: u8) -> Vec<Announcement> {
        self.speaker.set_rate(rate.min(100));
        if let Some(fallback) = self.fallback.as_mut() {
            fallback.set_rate(rate.min(100));
        }
        let rate = self.current_rate();
        let mut lines = vec![
            Message::new("speech-rate")
                .num("rate", u64::from(rate))
                .into(),
        ];
        lines.extend(self.remember(|p| p.rate = Some(rate)));
        lines
    }

    /// Saves a change in the preferences; a line if it cannot be saved.
    fn remember(&mut self, edit: impl Fn(&mut Preferences)) -> Vec<Announcement> {
        self.preferences
            .as_mut()
            .map(|preferences| preferences.change(edit))
            .unwrap_or_default()
    }

    /// Stops what is being said. The answer is printed and never spoken
    /// (speaking it would break the silence), and it is not kept for
    /// repeat: Space after it repeats the answer before.
    fn silence(&mut self) {
        self.speaker.stop();
        let text = self.words.line(&Message::new("silenced").into());
        self.sink.write_line(&text);
    }

    /// The hint and why, as much as the verbosity says; pressed again on
    /// the same board, the runner-up and why it is worse.
    fn hint(&mut self) -> Vec<Announcement> {
        let board = self.session.board().clone();
        if let Some((_, explanation)) = self.last_hint.take().filter(|(b, _)| *b == board) {
            return vec![narration::next_best(&explanation)];
        }
        let four_chance = self
            .session
            .classic()
            .map_or(0.5, |game| game.config().four_chance);
        let suggestion = match self.hinter.as_mut() {
            Some(hinter) => hinter(&board, four_chance),
            // Without a clock: a search bounded by how often it may ask
            // whether time is up, so the answer is the same every time.
            None => untimed_search(&board, four_chance),
        };
        let Some(suggestion) = suggestion else {
            return vec![narration::hint(None)];
        };
        let explanation = search::explain(&board, &suggestion);
        self.last_hint = Some((board, explanation));
        match self.session.verbosity() {
            Verbosity::Brief => vec![narration::hint_why_brief(&explanation)],
            Verbosity::Normal => vec![narration::hint_why(&explanation)],
            Verbosity::Full => narration::hint_why_in_full(&explanation),
        }
    }
}

/// What a game command did, as far as the coach cares.
#[derive(Debug, Clone, Copy)]
struct Changed {
    changed: bool,
    ended: bool,
    left: bool,
}

/// The search without a clock (the hint where no hinter is given, and the
/// coach's judge): bounded by how often it may ask whether time is up, so
/// its answers are the same every run.
fn untimed_search(board: &Board, four_chance: f64) -> Option<Suggestion> {
    let mut asked = 0;
    search::analyse(board, four_chance, 1, &mut || {
        asked += 1;
        asked > UNTIMED_HINT_CHECKS
    })
}

/// Keeps in the preferences the sound setting a command set, as it is now,
/// even when it already had that value for this game (`sound off` under
/// `--no-sound` is kept, as `speech off` under `--no-speech` is).
fn remember_sound(preferences: &mut Preferences, command: &Command, now: SoundSettings) {
    match command {
        Command::SoundToggle | Command::SoundOn | Command::SoundOff => {
            preferences.sound = Some(now.on);
        }
        Command::SoundVolumeUp | Command::SoundVolumeDown | Command::SetSoundVolume(_) => {
            preferences.sound_volume = Some(now.volume);
        }
        Command::MusicToggle | Command::MusicOn | Command::MusicOff => {
            preferences.music = Some(now.music);
        }
        Command::MusicVolumeUp | Command::MusicVolumeDown | Command::SetMusicVolume(_) => {
            preferences.music_volume = Some(now.music_volume);
        }
        _ => {}
    }
}
