//! Outputs that render the events behind each answer (the controller hands
//! every answer's events to each of them, before its lines are said), and
//! a recording one for tests. Each output decides how to render, and says
//! how long what it renders is heard: the controller never asks what kind of
//! output it has.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::command::Setting;
use crate::engine::{Board, Cell};
use crate::event::Event;
use crate::narration::Announcement;
use crate::sound::SoundSettings;

/// Something that renders events.
pub trait EventOutput {
    /// The events behind one answer. Never blocks.
    fn render(&mut self, events: &[Event]);
    /// How long the sound of these events lasts once rendered, to its end
    /// through the device (as far as its length tells): zero for an output
    /// that makes no sound, or none now (sound off, failed).
    fn heard_for(&self, _events: &[Event]) -> Duration {
        Duration::ZERO
    }
    /// Whether the sound of the events last rendered is still heard at
    /// `now`: playing, on its way to the device, or in the device's buffer.
    fn still_heard(&mut self, _now: Instant) -> bool {
        false
    }
    /// The player changed the sound settings; outputs that make sound
    /// follow them.
    fn set_sound(&mut self, _settings: SoundSettings) {}
    /// A problem found since the last call, said once (as a line); after it
    /// the output stays quiet and the game plays on.
    fn problem(&mut self) -> Option<Announcement> {
        None
    }
    /// Waits, at most `wait`, until what the output learns as it starts
    /// (whether its device opens) is known, so that a problem is said at a
    /// fixed place, not wherever it happens to arrive.
    fn settle(&mut self, _wait: Duration) {}
    /// A line said (printed, and spoken where speech is on): the first of
    /// an answer, or one more of it. An output that shows text shows it.
    fn said(&mut self, _text: &str, _first: bool) {}
    /// The board and the review cursor after an answer.
    fn table(&mut self, _board: &Board, _cursor: Cell) {}
    /// A setting that is this output's own (braille, the board line): what
    /// it became, or None when it is not this output's.
    fn setting(&mut self, _setting: Setting) -> Option<OutputSetting> {
        None
    }
    /// Whether this output makes sound: its problem means the sound is
    /// not heard.
    fn makes_sound(&self) -> bool {
        true
    }
}

/// An output's answer to one of its settings.
#[derive(Debug, Clone, PartialEq)]
pub struct OutputSetting {
    /// On or off now.
    pub on: bool,
    /// What to say (none: the caller says what the setting shows).
    pub line: Option<Announcement>,
}

/// Events kept in memory, for tests; clones share the list.
#[derive(Debug, Clone, Default)]
pub struct RecordedEvents(Arc<Mutex<Vec<Vec<Event>>>>);

impl RecordedEvents {
    /// The events of every answer so far, one list per answer that had any.
    pub fn answers(&self) -> Vec<Vec<Event>> {
        self.0.lock().map(|a| a.clone()).unwrap_or_default()
    }
}

impl EventOutput for RecordedEvents {
    fn render(&mut self, events: &[Event]) {
        if !events.is_empty()
            && let Ok(mut answers) = self.0.lock()
        {
            answers.push(events.to_vec());
        }
    }
}
