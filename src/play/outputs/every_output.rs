//! Everything an answer goes out through, in one owner: the words that
//! turn announcements into text, the line sink, the speaker and its
//! fallback voice, the outputs that render events (sound, braille), the
//! state of speech and of sound, the words held back for a sound, the last
//! answer kept for repeat, and the terminal's width. It announces (every
//! line printed, and spoken with the same words), repeats, silences, holds
//! a sound's words until it has been heard, and says speech's own problems
//! (`every_output/speech_problems.rs`). Its fields are its own: the
//! controller asks it, and never reaches into them. Knows nothing of
//! commands, the modes or the game's rules.

mod speech_problems;

use std::time::{Duration, Instant};

use crate::command::Setting;
use crate::engine::{Board, Cell};
use crate::event::Event;
use crate::i18n::Localizer;
use crate::narration::{Announcement, Message, Verbosity};
use crate::sound::SoundSettings;
use crate::speech::{NORMAL_RATE, Speaker};

use crate::play::input_mode::InputMode;
use crate::play::outputs::event_output::{EventOutput, OutputSetting};
use crate::play::outputs::line_fit::{COLUMNS, fit};
use crate::play::outputs::line_sink::LineSink;
use crate::play::outputs::sound_control;
use crate::play::outputs::speech_state::SpeechState;

/// The terminal's width in columns, asked before each answer; `None`
/// where it is not known.
pub type TerminalWidth = Box<dyn Fn() -> Option<usize>>;

/// How much longer than its length a sound may keep its words waiting.
pub const HELD_SLACK: Duration = Duration::from_secs(1);

/// Answers that only say the input was not understood: never repeated in
/// place of the answer before them.
const NOT_UNDERSTOOD: [&str; 3] = ["unknown-key", "unknown-command", "unknown-command-plain"];

/// Where answers go, and how they are said.
pub struct Outputs {
    /// The player's language, and whether tiles are said as powers.
    words: Localizer,
    /// How the player gives commands: the notices name the key or the
    /// command that starts speech again.
    mode: InputMode,
    speaker: Box<dyn Speaker>,
    /// Says the notices that speech is unavailable, where it is given.
    fallback: Option<Box<dyn Speaker>>,
    sink: Box<dyn LineSink>,
    /// Whether speech is heard, wanted, starting again or unavailable.
    speech: SpeechState,
    /// Outputs that render the events behind each answer.
    events: Vec<Box<dyn EventOutput>>,
    /// The sound as the player set it, and whether it can be heard.
    sound: SoundState,
    /// The terminal's width, where it is known (key mode).
    width: Option<TerminalWidth>,
    /// The line that says speech is back was spoken as the speaker's own
    /// try: it is printed once heard, not spoken again.
    back_spoken: bool,
    /// Every line of the last answer worth repeating.
    last_answer: Vec<String>,
}

/// The sound settings, and how the sound is heard.
struct SoundState {
    /// As the player set them (for the preferences).
    settings: SoundSettings,
    /// An output said it cannot make sound.
    failed: bool,
    /// A player listens: a sound that is the answer is heard alone, its
    /// words after it.
    heard_alone: bool,
    /// Words held back until the sound they follow has ended.
    held: Option<Held>,
}

/// Lines said once the sound before them has been heard.
struct Held {
    lines: Vec<Announcement>,
    /// Said by then even if an output still plays the sound (it started
    /// late, or its device stalled).
    until: Instant,
}

/// What the outputs are made of, beyond the words, the speaker and the
/// sink: each left at its default where a game has no such thing.
#[derive(Default)]
pub struct OutputParts {
    /// The outputs that render events (sound, braille).
    pub events: Vec<Box<dyn EventOutput>>,
    /// The voice that says why the game's own speech cannot be had.
    pub fallback: Option<Box<dyn Speaker>>,
    /// The language tag of the voice asked of the speakers (`es-MX`).
    pub voice: Option<String>,
    /// The sound settings to start with.
    pub sound: SoundSettings,
    /// Speech off at the start (the player's preference).
    pub speech_off: bool,
    /// Answers fit the terminal's width as this tells it.
    pub width: Option<TerminalWidth>,
    /// A player listens: each sound of the sounds lesson is heard alone.
    pub sounds_heard_alone: bool,
}

impl Outputs {
    /// The outputs of a game played in `mode`: `words` say the lines,
    /// `speaker` speaks them, `sink` prints them; `parts` adds the rest.
    pub fn new(
        words: Localizer,
        mode: InputMode,
        mut speaker: Box<dyn Speaker>,
        sink: Box<dyn LineSink>,
        parts: OutputParts,
    ) -> Outputs {
        let mut fallback = parts.fallback;
        if let Some(language) = parts.voice.as_deref() {
            speaker.set_language(language);
            if let Some(fallback) = fallback.as_mut() {
                fallback.set_language(language);
            }
        }
        let mut outputs = Outputs {
            words,
            mode,
            speaker,
            fallback,
            sink,
            speech: SpeechState::starting(!parts.speech_off),
            events: parts.events,
            sound: SoundState {
                settings: parts.sound,
                failed: false,
                heard_alone: parts.sounds_heard_alone,
                held: None,
            },
            width: parts.width,
            back_spoken: false,
            last_answer: Vec::new(),
        };
        outputs.set_sound(parts.sound);
        outputs
    }

    /// Adds an output that renders the events behind each answer, at the
    /// sound settings now.
    pub fn add(&mut self, mut output: Box<dyn EventOutput>) {
        output.set_sound(self.sound.settings);
        self.events.push(output);
    }

    /// A player listens: each sound of the sounds lesson is heard alone,
    /// its words after it.
    pub fn hear_sounds_alone(&mut self) {
        self.sound.heard_alone = true;
    }

    /// The words the lines are said in.
    pub fn words(&self) -> &Localizer {
        &self.words
    }

    /// Tiles said as powers of two, or not.
    pub fn set_powers(&mut self, on: bool) {
        self.words.set_powers(on);
    }

    /// The widest line to say now: 80 columns, or the terminal's width
    /// where it is known and narrower.
    fn columns(&self) -> usize {
        self.width
            .as_ref()
            .and_then(|width| width())
            .filter(|&width| width > 0)
            .map_or(COLUMNS, |width| width.min(COLUMNS))
    }

    /// Lines fitted to the terminal.
    fn fitted(&self, lines: &[Announcement]) -> Vec<String> {
        let columns = self.columns();
        lines
            .iter()
            .flat_map(|line| fit(&self.words, line, columns))
            .collect()
    }

    /// Prints a line and, when speech is heard, speaks it (an answer's
    /// first line interrupts); outputs that show text show it.
    pub fn say(&mut self, text: &str, interrupt: bool) {
        self.sink.write_line(text);
        for output in &mut self.events {
            output.said(text, interrupt);
        }
        if self.speech.voiced() {
            self.speaker.speak(text, interrupt);
        }
    }

    /// Prints a line that is never spoken (a notice about speech itself,
    /// the silence key's answer), an answer of its own; outputs that show
    /// text show it.
    fn print(&mut self, text: &str) {
        self.sink.write_line(text);
        for output in &mut self.events {
            output.said(text, true);
        }
    }

    /// Says lines: the first interrupts speech, the rest queue.
    fn say_all(&mut self, texts: &[String]) {
        for (i, text) in texts.iter().enumerate() {
            self.say(text, i == 0);
        }
    }

    /// Prints and speaks lines: the first interrupts speech, the rest queue.
    /// They become the answer that repeat says again, unless they only say
    /// that the input was not understood. At every verbosity a line wider
    /// than the terminal (80 columns, or the terminal's width where it is
    /// known and narrower) is said as several lines, broken between
    /// messages, else between sentences, so a reader never meets a word cut
    /// by the terminal's wrapping.
    pub fn announce(&mut self, lines: &[Announcement]) {
        let texts = self.fitted(lines);
        self.say_all(&texts);
        let understood = lines
            .first()
            .and_then(|line| line.parts.first())
            .is_none_or(|part| !NOT_UNDERSTOOD.contains(&part.id));
        if understood && !texts.is_empty() {
            self.last_answer = texts;
        }
    }

    /// Says lines after what is being said (the coach's verdicts): they
    /// become the answer to repeat when `asked` for, else join it.
    pub fn say_after(&mut self, lines: &[Announcement], asked: bool) {
        if lines.is_empty() {
            return;
        }
        let texts = self.fitted(lines);
        for text in &texts {
            self.say(text, false);
        }
        if asked {
            self.last_answer = texts;
        } else {
            self.last_answer.extend(texts);
        }
    }

    /// Says a notice that came while playing, from outside the game (the
    /// hint network refused): after what is being said, not kept for
    /// repeat, fitted to the terminal as every line.
    pub fn notice(&mut self, line: &Announcement) {
        for text in self.fitted(std::slice::from_ref(line)) {
            self.say(&text, false);
        }
    }

    /// Says whether saving started to fail or works again: after what is
    /// being said, not kept for repeat; whole at full verbosity, else in
    /// lines of 80 columns.
    pub fn say_saving(&mut self, lines: &[Announcement], verbosity: Verbosity) {
        let texts: Vec<String> = lines
            .iter()
            .flat_map(|line| match verbosity {
                Verbosity::Full => vec![self.words.line(line)],
                _ => fit(&self.words, line, COLUMNS),
            })
            .collect();
        for text in &texts {
            self.say(text, false);
        }
    }

    /// Says the last answer again.
    pub fn repeat(&mut self) {
        if self.last_answer.is_empty() {
            let text = self.words.line(&Message::new("nothing-to-repeat").into());
            self.say(&text, true);
        } else {
            let answer = self.last_answer.clone();
            self.say_all(&answer);
        }
    }

    /// Stops what is being said. The answer is printed and never spoken
    /// (speaking it would break the silence), and it is not kept for
    /// repeat: Space after it repeats the answer before.
    pub fn silence(&mut self) {
        self.speaker.stop();
        let text = self.words.line(&Message::new("silenced").into());
        self.print(&text);
    }

    /// Whether the game's own speech is heard now.
    pub fn voiced(&self) -> bool {
        self.speech.voiced()
    }

    /// The board and the cursor after an answer, to the outputs.
    pub fn table(&mut self, board: &Board, cursor: Cell) {
        for output in &mut self.events {
            output.table(board, cursor);
        }
    }

    /// A setting of an output's own: the first output's answer to it.
    pub fn output_setting(&mut self, setting: Setting) -> Option<OutputSetting> {
        self.events
            .iter_mut()
            .find_map(|output| output.setting(setting))
    }

    /// Braille on or off: the braille output answers (and opens the
    /// display, or says why it cannot), with whether it is on now; no
    /// braille output here at all (a test's world, another platform) is
    /// said as no library.
    pub fn switch_braille(&mut self, setting: Setting) -> (Vec<Announcement>, Option<bool>) {
        match self.output_setting(setting) {
            Some(answer) => (answer.line.into_iter().collect(), Some(answer.on)),
            None => {
                let reason = Message::new("braille-reason-no-library");
                let line = Message::new("braille-unavailable").list("reason", vec![reason]);
                (vec![Announcement::one(line)], None)
            }
        }
    }

    /// Hands the events behind an answer to every output.
    pub fn render(&mut self, events: &[Event]) {
        for output in &mut self.events {
            output.render(events);
        }
    }

    /// The sound settings now, as the player last set them.
    pub fn sound(&self) -> SoundSettings {
        self.sound.settings
    }

    /// Whether an output said it cannot make sound.
    pub fn sound_failed(&self) -> bool {
        self.sound.failed
    }

    /// Sets the sound of every output, and keeps it as the player's.
    fn set_sound(&mut self, settings: SoundSettings) {
        self.sound.settings = settings;
        for output in &mut self.events {
            output.set_sound(settings);
        }
    }

    /// A sound setting taken by every output: its line, and the settings
    /// now (none for a setting that is not the sound's).
    pub fn control_sound(&mut self, setting: Setting) -> Option<(Announcement, SoundSettings)> {
        let mut settings = self.sound.settings;
        let line = sound_control::control(&mut settings, setting)?;
        self.set_sound(settings);
        Some((line, settings))
    }

    /// The rate plus and minus start from: the one the player hears (the
    /// one set, else the engine's own), or the normal rate where the engine
    /// cannot tell.
    pub fn rate(&self) -> u8 {
        self.speaker.heard_rate().unwrap_or(NORMAL_RATE)
    }

    /// Sets the speech rate of the speaker and the fallback voice (at most
    /// 100); the rate heard then.
    pub fn set_rate(&mut self, rate: u8) -> u8 {
        self.speaker.set_rate(rate.min(100));
        if let Some(fallback) = self.fallback.as_mut() {
            fallback.set_rate(rate.min(100));
        }
        self.rate()
    }

    /// How long to hold the words of an answer whose `events` make a sound
    /// heard alone: as long as an output plays it, where a player listens
    /// (none otherwise).
    pub fn heard_alone_for(&self, events: &[Event]) -> Duration {
        if !self.sound.heard_alone {
            return Duration::ZERO;
        }
        self.events
            .iter()
            .map(|output| output.heard_for(events))
            .max()
            .unwrap_or_default()
    }

    /// Plays `events`, a sound heard alone for `wait`: the sound before it
    /// and its words are cut, the game's own speech stops, and `lines` are
    /// held until the sound has been heard.
    pub fn hold(&mut self, events: &[Event], lines: Vec<Announcement>, wait: Duration) {
        self.sound.held = None;
        self.render(events);
        if self.speech.voiced() {
            self.speaker.stop();
        }
        self.sound.held = Some(Held {
            lines,
            until: Instant::now() + wait + HELD_SLACK,
        });
    }

    /// Whether words are held back until a sound has been heard.
    pub fn holding(&self) -> bool {
        self.sound.held.is_some()
    }

    /// Says the words held back for a sound if, at `now`, no output still
    /// plays it (or it has kept them long enough).
    pub fn say_due(&mut self, now: Instant) {
        let Some(until) = self.sound.held.as_ref().map(|held| held.until) else {
            return;
        };
        let heard = self.events.iter_mut().any(|output| output.still_heard(now));
        if !heard || now >= until {
            self.say_held();
        }
    }

    /// Says the words held back for a sound now, if any.
    pub fn say_held(&mut self) {
        if let Some(held) = self.sound.held.take() {
            self.announce(&held.lines);
        }
    }

    /// Waits, at most `wait`, until each output knows whether it could
    /// start, then says the problems found: at this fixed place (before the
    /// first answer), not wherever they happen to arrive.
    pub fn settle_outputs(&mut self, wait: Duration) {
        for output in &mut self.events {
            output.settle(wait);
        }
        self.check_outputs();
    }

    /// Says, once each, the problems outputs found (printed, and spoken
    /// when speech is on, after what is being said); after one from an
    /// output that makes sound, the sound counts as failed.
    pub fn check_outputs(&mut self) {
        let mut problems = Vec::new();
        for output in &mut self.events {
            if let Some(problem) = output.problem() {
                self.sound.failed |= output.makes_sound();
                problems.push(problem);
            }
        }
        if !problems.is_empty() {
            // No sound to wait for any more.
            self.say_held();
        }
        for line in problems {
            let text = self.words.line(&line);
            self.say(&text, false);
        }
    }
}
