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
    /// The braille display as an output.
    Braille(Switch),
    /// The board line on the braille display instead of the answers.
    BoardLine(Switch),
    /// Tiles said by their power of two (`10 B3` for 1024).
    Powers(Switch),
}

impl Setting {
    /// Whether it sets how the game is heard or felt (speech, its rate,
    /// sound, music, their volumes, braille): a lesson leaves these to the
    /// controller.
    pub fn of_hearing(self) -> bool {
        !matches!(
            self,
            Setting::Coach(_) | Setting::Verbosity(_) | Setting::BoardLine(_) | Setting::Powers(_)
        )
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switches_and_levels_move_from_the_value_now() {
        for (switch, now, after) in [
            (Switch::On, false, true),
            (Switch::On, true, true),
            (Switch::Off, true, false),
            (Switch::Off, false, false),
            (Switch::Toggle, true, false),
            (Switch::Toggle, false, true),
        ] {
            assert_eq!(switch.from(now), after, "{switch:?} from {now}");
        }
        for (level, now, after) in [
            (Level::Up, 50, 60),
            (Level::Up, 95, 100),
            (Level::Up, 255, 100),
            (Level::Down, 50, 40),
            (Level::Down, 5, 0),
            (Level::Set(30), 80, 30),
            (Level::Set(200), 0, 100),
        ] {
            assert_eq!(level.from(now, 10), after, "{level:?} from {now}");
        }
    }
}
