//! The commands that change a setting: what is set, and how (switched, or
//! a level moved). Pure vocabulary.

use crate::narration::Verbosity;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    Speech(Switch),
    Sound(Switch),
    Music(Switch),
    /// Coach mode: a verdict after every slide.
    Coach(Switch),
    /// The speech rate, 0 to 100.
    Rate(Level),
    /// The sound volume, 0 to 100.
    SoundVolume(Level),
    /// The music volume, 0 to 100.
    MusicVolume(Level),
    /// How much slides, undos and openings say.
    Verbosity(VerbosityChange),
}

impl Setting {
    /// Whether it sets how the game is heard (speech, its rate, sound,
    /// music, their volumes): a lesson leaves these to the controller.
    pub fn of_hearing(self) -> bool {
        !matches!(self, Setting::Coach(_) | Setting::Verbosity(_))
    }
}

/// A setting turned on, off, or to the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    On,
    Off,
    Toggle,
}

impl Switch {
    /// The setting after this switch, from `now`.
    pub fn from(self, now: bool) -> bool {
        match self {
            Switch::On => true,
            Switch::Off => false,
            Switch::Toggle => !now,
        }
    }
}

/// A level moved a step up or down, or set (0 to 100).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Up,
    Down,
    Set(u8),
}

impl Level {
    /// The level after this change, from `now`, by steps of `step`, kept
    /// within 0 to 100.
    pub fn from(self, now: u8, step: u8) -> u8 {
        match self {
            Level::Up => now.saturating_add(step).min(100),
            Level::Down => now.saturating_sub(step),
            Level::Set(level) => level.min(100),
        }
    }
}

/// A verbosity change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VerbosityChange {
    /// The next level (brief, normal, full).
    Next,
    /// This level.
    To(Verbosity),
}
