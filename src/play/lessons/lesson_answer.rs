//! What a lesson (the sounds lesson, the tutorial) answers to one command:
//! lines, the events behind them, whether the sound is heard alone, and
//! whether the lesson is over. A plain value; knows no lesson.

use crate::event::Event;
use crate::narration::Announcement;

/// What a lesson answered to one command.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LessonAnswer {
    /// Lines to print and speak, in order.
    pub lines: Vec<Announcement>,
    /// What to hear behind the lines.
    pub events: Vec<Event>,
    /// The sound of the events is the answer: it is heard alone, and the
    /// lines follow once it has ended (where a player listens).
    pub heard_alone: bool,
    /// The lesson is over (done or left).
    pub done: bool,
}

impl LessonAnswer {
    pub fn say(lines: Vec<Announcement>) -> LessonAnswer {
        LessonAnswer {
            lines,
            ..LessonAnswer::default()
        }
    }
}
