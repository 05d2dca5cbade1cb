//! The controller: hands each command to the mode in force (`modes`: the
//! game's mode, a game, the daily game beside the ordinary one or a replay,
//! and over it the tutorial's offer or a lesson, each answered in a file of
//! its own), whose answer routes it by its family to the one place that
//! answers it (the session for the game, `settings` for the settings,
//! `game_work` for the readings and what follows the session's answers);
//! the player's files are `PlayerFiles`', the hint and the coach
//! `Advice`'s. It sends every line to the outputs with the same words
//! printed and spoken.
//! The first line of each answer interrupts speech still playing, so fast
//! key presses never build a backlog.
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
//!
//! Knows nothing of keys, terminals or the command line.

mod daily_work;
mod game_work;
mod lessons;
mod modes;
mod offer;
mod replaying;
mod settings;

use std::time::{Duration, Instant};

use crate::i18n::Localizer;
use crate::narration::{Announcement, Message, Verbosity};
use crate::speech::{Speaker, SpeechProblem};

use super::advice::Advice;
use super::coach::{CoachLines, Judge, Ready};
use super::help_pointer::HelpPointer;
use super::hints::Hinter;
use super::outputs::{COLUMNS, EventOutput, LineSink, Outputs, SpeechState, TerminalWidth, fit};
use super::player_files::PlayerFiles;
use super::preferences::Remembered;
use super::progress::Progress;
use super::session::{HelpBook, InputMode, Opening, Session, SessionCommand};
use crate::command::{Command, GameAction, LessonCommand};
use crate::sound::SoundSettings;
use modes::{AfterLesson, Modes};

/// Whether to go on after a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

pub struct Controller {
    session: Session,
    words: Localizer,
    /// The sink, the speakers, the event outputs and their states.
    out: Outputs,
    /// Every line of the last answer worth repeating.
    last_answer: Vec<String>,
    /// What keeps the player's files: the progress and the preferences.
    files: PlayerFiles,
    /// What advises: the hint search and the coach.
    advice: Advice,
    /// The opening's help pointer, while no key has been answered yet.
    pointer: Option<HelpPointer>,
    /// The modes in force: the game's (a game, the daily game beside the
    /// ordinary one, a replay) and those over it (the tutorial's offer, a
    /// lesson); the one on top answers first.
    modes: Modes,
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
            out: Outputs::new(speaker, sink),
            last_answer: Vec::new(),
            files: PlayerFiles::default(),
            advice: Advice::default(),
            pointer: None,
            modes: Modes::new(),
        }
    }

    /// Fits every answer to the terminal's width as `width` tells it, where
    /// that is narrower than 80 columns (key mode, where the game owns a
    /// terminal; lines read from a pipe keep 80).
    pub fn with_terminal_width(mut self, width: TerminalWidth) -> Controller {
        self.out.width = Some(width);
        self
    }

    /// Judges slides with `judge` (the hint search within its budget), in
    /// coach mode if `on`; `ready` gets the judging ready whenever coach
    /// mode is turned on (from the start if `on`).
    pub fn with_coach(mut self, judge: Judge, ready: Ready, on: bool) -> Controller {
        let board = self.session.board().clone();
        self.advice.judge_with(judge, ready, on, &board);
        self
    }

    /// Says what the coach has ready, without waiting: after the answer
    /// being said (a verdict asked for becomes the answer to repeat).
    pub fn check_coach(&mut self) {
        let said = self.advice.coach.poll();
        self.say_coach(said);
    }

    /// Waits, at most `limit`, for the coach's verdicts on their way, and
    /// says them: read line by line, so a script hears them in the same
    /// place every run.
    pub fn settle_coach(&mut self, limit: std::time::Duration) {
        let said = self.advice.coach.settle(limit);
        self.say_coach(said);
    }

    fn say_coach(&mut self, said: CoachLines) {
        if said.lines.is_empty() {
            return;
        }
        let columns = self.out.columns();
        let texts: Vec<String> = said
            .lines
            .iter()
            .flat_map(|line| fit(&self.words, line, columns))
            .collect();
        for text in &texts {
            self.out.say(text, false);
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
        self.out.sound.heard_alone = true;
        self
    }

    /// Whether words are held back until a sound has been heard.
    pub fn holding(&self) -> bool {
        self.out.sound.held.is_some()
    }

    /// Says the words held back for a sound if, at `now`, no output still
    /// plays it (or it has kept them long enough).
    pub fn say_due(&mut self, now: Instant) {
        let Some(until) = self.out.sound.held.as_ref().map(|held| held.until) else {
            return;
        };
        if !self.out.still_heard(now) || now >= until {
            self.say_held();
        }
    }

    /// Says the words held back for a sound now, if any.
    fn say_held(&mut self) {
        if let Some(held) = self.out.sound.held.take() {
            self.announce(&held.lines);
        }
    }

    /// Adds an output that renders the events behind each answer.
    pub fn with_output(mut self, mut output: Box<dyn EventOutput>) -> Controller {
        output.set_sound(self.out.sound.settings);
        self.out.events.push(output);
        self
    }

    /// Starts with these sound settings (from the command line or the
    /// preferences).
    pub fn with_sound(mut self, settings: SoundSettings) -> Controller {
        self.out.set_sound(settings);
        self
    }

    /// The sound settings now, as the player last set them.
    pub fn sound(&self) -> SoundSettings {
        self.out.sound.settings
    }

    /// Waits, at most `wait`, until each output knows whether it could
    /// start, then says the problems found: at this fixed place (before the
    /// first answer), not wherever they happen to arrive.
    pub fn settle_outputs(&mut self, wait: std::time::Duration) {
        for output in &mut self.out.events {
            output.settle(wait);
        }
        self.check_outputs();
    }

    /// Waits, at most `wait`, until speech is ready or known to fail, and
    /// says a problem at once: at this fixed place (before the first
    /// answer), so that scripted output is the same in every run.
    pub fn settle_speech(&mut self, wait: std::time::Duration) {
        let start = std::time::Instant::now();
        while self.out.speech.voiced() && self.out.speaker.starting() && start.elapsed() < wait {
            std::thread::sleep(std::time::Duration::from_millis(5));
            self.check_speech();
        }
        self.check_speech();
    }

    /// Says, once each, the problems outputs found (printed, and spoken
    /// when speech is on, after what is being said).
    pub fn check_outputs(&mut self) {
        let problems = self.out.problems();
        if !problems.is_empty() {
            // No sound to wait for any more.
            self.say_held();
        }
        for line in problems {
            let text = self.words.line(&line);
            self.out.say(&text, false);
        }
    }

    /// Saves the game after every change and keeps the records.
    pub fn with_progress(mut self, progress: Progress) -> Controller {
        self.files.progress = Some(progress);
        self
    }

    /// Saves what the player changes (speech on or off, the rate) in their
    /// preferences.
    pub fn with_preferences(mut self, preferences: Remembered) -> Controller {
        self.files.preferences = Some(preferences);
        self
    }

    /// Starts with speech on or off (the player's preference).
    pub fn with_speech(mut self, on: bool) -> Controller {
        self.out.speech = SpeechState::starting(on);
        self
    }

    /// Asks the speaker (and the fallback voice) for a voice of this
    /// language tag (`es-MX`), where there is one.
    pub fn with_voice(mut self, language: &str) -> Controller {
        self.out.speaker.set_language(language);
        if let Some(fallback) = self.out.fallback.as_mut() {
            fallback.set_language(language);
        }
        self
    }

    /// Says the notices that speech is unavailable or stopped through this
    /// voice as well, while the player has speech on: the printed line is
    /// the same, and is heard.
    pub fn with_fallback_voice(mut self, voice: Box<dyn Speaker>) -> Controller {
        self.out.fallback = Some(voice);
        self
    }

    /// Says a notice about speech itself through the fallback voice, when
    /// the player wants to hear the game (`heard`).
    fn fallback_say(&mut self, line: &Announcement, heard: bool) {
        let text = self.words.line(line);
        self.out.fallback_say(&text, heard);
    }

    /// Adds the hint search.
    pub fn with_hinter(mut self, hinter: Hinter) -> Controller {
        self.advice.hints.hinter = Some(hinter);
        self
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Whether the tutorial is still offered (on top, or under a lesson).
    pub fn tutorial_offered(&self) -> bool {
        self.modes.offered()
    }

    /// Prints and speaks lines: the first interrupts speech, the rest queue.
    /// They become the answer that repeat says again, unless they only say
    /// that the input was not understood. At every verbosity a line wider
    /// than the terminal (80 columns, or the terminal's width where it is
    /// known and narrower) is said as several lines, broken between
    /// messages, else between sentences, so a reader never meets a word cut
    /// by the terminal's wrapping.
    pub fn announce(&mut self, lines: &[Announcement]) {
        let columns = self.out.columns();
        let mut texts: Vec<String> = Vec::new();
        for line in lines {
            texts.extend(fit(&self.words, line, columns));
        }
        self.out.say_all(&texts);
        let understood = lines
            .first()
            .and_then(|line| line.parts.first())
            .is_none_or(|part| !NOT_UNDERSTOOD.contains(&part.id));
        if understood && !texts.is_empty() {
            self.last_answer = texts;
        }
    }

    /// Looks for a speech problem and, the first time, says it (in text);
    /// once speech the player started again is up, says so.
    pub fn check_speech(&mut self) {
        self.check_outputs();
        if self.out.speech.problem().is_some() {
            // The speaker tries again by itself after a pause; a try that
            // is up is heard saying so before speech counts as back.
            let _ = self.out.speaker.problem();
            if self.out.speaker.probe_owed() {
                if self.out.speech.wanted() {
                    let text = self.words.line(&Message::new("speech-back").into());
                    self.out.speaker.speak(&text, true);
                    self.out.back_spoken = true;
                } else {
                    self.out.speech = SpeechState::Off;
                    return;
                }
            }
            if self.out.speaker.back() {
                self.speech_back();
            }
            return;
        }
        if let Some(problem) = self.out.speaker.problem() {
            self.out.speech.fail(problem);
            let line = self.speech_unavailable();
            let text = self.words.line(&line);
            self.out.print(&text);
            self.fallback_say(&line, self.out.speech.wanted());
        } else if self.out.speech == SpeechState::Restarting && !self.out.speaker.starting() {
            self.out.speech = SpeechState::On;
            self.announce(&[Message::new("speech-on").into()]);
        }
    }

    /// Speech that paused came back by itself: said once, printed once
    /// heard (spoken as the try's first line, or here), when the player
    /// has speech on; silently off otherwise.
    fn speech_back(&mut self) {
        if !self.out.speech.wanted() {
            self.out.speech = SpeechState::Off;
            return;
        }
        if let Some(fallback) = self.out.fallback.as_mut() {
            fallback.stop();
        }
        self.out.speech = SpeechState::On;
        let text = self.words.line(&Message::new("speech-back").into());
        // Spoken already as the try that found speech back, it is printed
        // now; a speaker that came back without such a try says it here.
        if std::mem::take(&mut self.out.back_spoken) {
            self.out.print(&text);
        } else {
            self.out.say(&text, true);
        }
    }

    /// Why speech cannot be had, in one line, ending with how to start it
    /// again (V, or `speech on`), except for a game built without speech.
    fn speech_unavailable(&self) -> Announcement {
        let problem = self.out.speech.problem();
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
        let again = Message::new(match self.session.mode() {
            InputMode::Keys => "speech-again-keys",
            InputMode::Lines => "speech-again-lines",
        });
        Announcement::new(vec![notice, again])
    }

    /// Says the opening (after `notices`, such as a language or storage
    /// problem) as the game starts, at `now`, with the tutorial's offer last
    /// on the very first start. In key mode with the game's own speech on,
    /// the help pointer and the offer that end it are said again after the
    /// first answer if that answer cut them off.
    pub fn greet(&mut self, mut notices: Vec<Announcement>, how: Opening, now: Instant) {
        if let Some(greeting) = self.replay_greeting() {
            notices.extend(greeting);
            self.announce(&notices);
            return;
        }
        let mut greeting = self.session.greeting(how);
        if let Some(opening) = self.daily_opening() {
            greeting.insert(0, opening);
        }
        // The lines said again if cut: the help pointer (a greeting of more
        // than one line ends with it), and the offer after it.
        let mut repeated = usize::from(greeting.len() > 1);
        if self.modes.offered() {
            self.files.keep_offer_made();
            greeting.push(Announcement::one(Message::new(match self.session.mode() {
                InputMode::Keys => "tutorial-offer-keys",
                InputMode::Lines => "tutorial-offer-lines",
            })));
            repeated += 1;
        }
        notices.extend(greeting);
        self.announce(&notices);
        self.show_table();
        let voiced = self.out.speech.voiced();
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
        self.show_table();
        if let Some(pointer) = first
            && !matches!(command, Command::Help(_))
            && flow == Flow::Continue
            && pointer.cut_at(Instant::now())
        {
            for text in &pointer.lines {
                self.out.say(text, false);
            }
        }
        flow
    }

    /// Hands the board and the cursor after an answer to the outputs.
    fn show_table(&mut self) {
        let (board, cursor) = (self.session.board().clone(), self.session.cursor());
        self.out.table(&board, cursor);
    }

    /// Answers a command: the mode on top takes it, or hands it down to
    /// the game's mode (`modes.rs`).
    fn answer(&mut self, command: Command) -> Flow {
        let command = self.session.through_help(command);
        self.check_speech();
        self.route(command)
    }

    /// The game's answer: routes a command by its family to the one place
    /// that answers it.
    fn game_answer(&mut self, command: Command) -> Flow {
        match command {
            Command::Setting(setting) => self.set(setting),
            Command::Read(reading) => self.game_command(SessionCommand::Read(reading)),
            Command::Recall(recall) => self.recall(recall),
            Command::Lesson(lesson) => self.lesson_command(lesson),
            Command::Game(action) => self.play(action),
            Command::Repeat => {
                self.repeat();
                Flow::Continue
            }
            Command::Silence => {
                self.silence();
                Flow::Continue
            }
            Command::Cursor(step) => self.game_command(SessionCommand::Cursor(step)),
            Command::Help(topic) => self.game_command(SessionCommand::Help(topic, HelpBook::Game)),
            Command::Quit => self.game_command(SessionCommand::Quit),
            Command::QuitNow => self.game_command(SessionCommand::QuitNow),
            Command::Yes => self.game_command(SessionCommand::Yes),
            Command::Pasted => self.game_command(SessionCommand::Pasted),
            Command::UnknownKey => self.game_command(SessionCommand::UnknownKey),
            Command::UnknownCommand(text) => {
                self.game_command(SessionCommand::UnknownCommand(text))
            }
            Command::Replay(_) => self.game_command(SessionCommand::ReplayStep),
        }
    }

    /// A lesson command outside a lesson: start one, or (again) repeat;
    /// the session says the lesson's other words are unknown here.
    fn lesson_command(&mut self, command: LessonCommand) -> Flow {
        match command {
            LessonCommand::Sounds | LessonCommand::Tutorial => {
                self.begin_lesson(command, AfterLesson::Back)
            }
            LessonCommand::Again => self.answer(Command::Repeat),
            // A lesson's words, typed outside one.
            LessonCommand::Next => self.game_command(SessionCommand::UnknownCommand("next".into())),
            LessonCommand::Back => self.game_command(SessionCommand::UnknownCommand("back".into())),
        }
    }

    /// Says the last answer again.
    fn repeat(&mut self) {
        if self.last_answer.is_empty() {
            let text = self.words.line(&Message::new("nothing-to-repeat").into());
            self.out.say(&text, true);
        } else {
            let answer = self.last_answer.clone();
            self.out.say_all(&answer);
        }
    }

    /// Stops what is being said. The answer is printed and never spoken
    /// (speaking it would break the silence), and it is not kept for
    /// repeat: Space after it repeats the answer before.
    fn silence(&mut self) {
        self.out.speaker.stop();
        let text = self.words.line(&Message::new("silenced").into());
        self.out.print(&text);
    }

    /// Whether a lesson is running.
    pub fn in_lesson(&self) -> bool {
        self.modes.in_lesson()
    }

    /// Says a notice that came while playing, from outside the game (the
    /// hint network refused): after what is being said, not kept for
    /// repeat, fitted to the terminal as every line.
    pub fn notice(&mut self, line: &Announcement) {
        let columns = self.out.columns();
        for text in fit(&self.words, line, columns) {
            self.out.say(&text, false);
        }
    }

    /// Says, when idle, whether saving started to fail to reach the disk
    /// or works again: after what is being said, not kept for repeat.
    pub fn check_saving(&mut self) {
        let Some(progress) = self.files.progress.as_mut() else {
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
            self.out.say(text, false);
        }
    }

    /// Whether everything the game was to keep was kept as it ended.
    pub fn kept_all(&self) -> bool {
        self.files.kept_all()
    }

    /// A game action: the session plays it, but the hint of a classic game
    /// (a search against the clock), the daily game and share.
    fn play(&mut self, action: GameAction) -> Flow {
        match action {
            GameAction::Slide(direction) => self.game_command(SessionCommand::Slide(direction)),
            GameAction::Undo => self.game_command(SessionCommand::Undo),
            GameAction::Partner => self.game_command(SessionCommand::Partner),
            GameAction::NewGame => self.game_command(SessionCommand::NewGame),
            GameAction::Hint => self.hint(),
            GameAction::Daily => self.no_daily(),
            GameAction::Share => self.share(),
        }
    }

    /// The hint: a classic game's by the hint search, a puzzle's by the
    /// session.
    fn hint(&mut self) -> Flow {
        let Some(game) = self.session.classic() else {
            return self.game_command(SessionCommand::PuzzleHint);
        };
        let four_chance = game.config().four_chance;
        let board = self.session.board().clone();
        let verbosity = self.session.verbosity();
        let lines = self.advice.hint(&board, four_chance, verbosity);
        self.announce(&lines);
        Flow::Continue
    }
}
