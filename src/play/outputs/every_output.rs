//! Everything an answer goes out through: the line sink, the speaker and
//! its fallback voice, the outputs that render events (sound, music), the
//! state of speech and of sound, and the terminal's width. Says texts it is
//! given; knows nothing of commands, the game or the words' language.

use std::time::{Duration, Instant};

use crate::command::Setting;
use crate::engine::{Board, Cell};
use crate::event::Event;
use crate::narration::Announcement;
use crate::sound::SoundSettings;
use crate::speech::Speaker;

use super::event_output::{EventOutput, OutputSetting};
use super::line_fit::COLUMNS;
use super::line_sink::LineSink;
use super::speech_state::SpeechState;

/// The terminal's width in columns, asked before each answer; `None`
/// where it is not known.
pub type TerminalWidth = Box<dyn Fn() -> Option<usize>>;

/// Where answers go.
pub struct Outputs {
    pub speaker: Box<dyn Speaker>,
    /// Says the notices that speech is unavailable, where it is given.
    pub fallback: Option<Box<dyn Speaker>>,
    pub sink: Box<dyn LineSink>,
    /// Whether speech is heard, wanted, starting again or unavailable.
    pub speech: SpeechState,
    /// Outputs that render the events behind each answer.
    pub events: Vec<Box<dyn EventOutput>>,
    /// The sound as the player set it, and whether it can be heard.
    pub sound: SoundState,
    /// The terminal's width, where it is known (key mode).
    pub width: Option<TerminalWidth>,
    /// The line that says speech is back was spoken as the speaker's own
    /// try: it is printed once heard, not spoken again.
    pub back_spoken: bool,
}

/// The sound settings, and how the sound is heard.
pub struct SoundState {
    /// As the player set them (for the preferences).
    pub settings: SoundSettings,
    /// An output said it cannot make sound.
    pub failed: bool,
    /// A player listens: a sound that is the answer is heard alone, its
    /// words after it.
    pub heard_alone: bool,
    /// Words held back until the sound they follow has ended.
    pub held: Option<Held>,
}

/// Lines said once the sound before them has been heard.
pub struct Held {
    pub lines: Vec<Announcement>,
    /// Said by then even if an output still plays the sound (it started
    /// late, or its device stalled).
    pub until: Instant,
}

impl Outputs {
    pub fn new(speaker: Box<dyn Speaker>, sink: Box<dyn LineSink>) -> Outputs {
        Outputs {
            speaker,
            fallback: None,
            sink,
            speech: SpeechState::On,
            events: Vec::new(),
            sound: SoundState {
                settings: SoundSettings::default(),
                failed: false,
                heard_alone: false,
                held: None,
            },
            width: None,
            back_spoken: false,
        }
    }

    /// The widest line to say now: 80 columns, or the terminal's width
    /// where it is known and narrower.
    pub fn columns(&self) -> usize {
        self.width
            .as_ref()
            .and_then(|width| width())
            .filter(|&width| width > 0)
            .map_or(COLUMNS, |width| width.min(COLUMNS))
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
    pub fn print(&mut self, text: &str) {
        self.sink.write_line(text);
        for output in &mut self.events {
            output.said(text, true);
        }
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

    /// Says lines: the first interrupts speech, the rest queue.
    pub fn say_all(&mut self, texts: &[String]) {
        for (i, text) in texts.iter().enumerate() {
            self.say(text, i == 0);
        }
    }

    /// Says a notice about speech itself through the fallback voice (the
    /// game's own speech is not up), when the player wants to hear the
    /// game (`heard`).
    pub fn fallback_say(&mut self, text: &str, heard: bool) {
        if heard && let Some(fallback) = self.fallback.as_mut() {
            fallback.speak(text, true);
        }
    }

    /// Sets the speech rate of the speaker and the fallback voice.
    pub fn set_rate(&mut self, rate: u8) {
        self.speaker.set_rate(rate);
        if let Some(fallback) = self.fallback.as_mut() {
            fallback.set_rate(rate);
        }
    }

    /// Hands the events behind an answer to every output.
    pub fn render(&mut self, events: &[Event]) {
        for output in &mut self.events {
            output.render(events);
        }
    }

    /// How long the sound of these events lasts, by the output that plays
    /// it longest.
    pub fn heard_for(&self, events: &[Event]) -> Duration {
        self.events
            .iter()
            .map(|output| output.heard_for(events))
            .max()
            .unwrap_or_default()
    }

    /// Whether an output still plays its sound at `now`.
    pub fn still_heard(&mut self, now: Instant) -> bool {
        self.events.iter_mut().any(|output| output.still_heard(now))
    }

    /// Sets the sound of every output, and keeps it as the player's.
    pub fn set_sound(&mut self, settings: SoundSettings) {
        self.sound.settings = settings;
        for output in &mut self.events {
            output.set_sound(settings);
        }
    }

    /// The problems outputs found, once each; after one from an output
    /// that makes sound, the sound counts as failed.
    pub fn problems(&mut self) -> Vec<Announcement> {
        let mut problems = Vec::new();
        for output in &mut self.events {
            if let Some(problem) = output.problem() {
                self.sound.failed |= output.makes_sound();
                problems.push(problem);
            }
        }
        problems
    }
}
