//! What this session uses: the command-line flags over the saved
//! preferences over the game's defaults. Flags change nothing in the file
//! (unless `--remember` asks).
//!
//! Pure: values in, values out.

use super::preferences::{Preferences, Verbosity};

/// The flags of the command line that a preference can also give.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Flags {
    /// `--lang`.
    pub language: Option<String>,
    /// `--no-speech` (`Some(false)`) or `--speech` (`Some(true)`).
    pub speech: Option<bool>,
    /// `--rate`.
    pub rate: Option<u8>,
    /// `--say-empty` (it can only turn saying "empty" on).
    pub say_empty: bool,
    /// `--powers` (it can only turn saying tiles by their power of two on).
    pub powers: bool,
    /// `--no-sound` (`Some(false)`).
    pub sound: Option<bool>,
    /// `--verbosity`.
    pub verbosity: Option<Verbosity>,
    /// `--no-braille` (`Some(false)`) or `--braille` (`Some(true)`).
    pub braille: Option<bool>,
}

impl Flags {
    /// Writes the flags that were given into `saved` (`--remember`).
    pub fn store_in(&self, saved: &mut Preferences) {
        if let Some(language) = &self.language {
            saved.language = Some(language.clone());
        }
        if let Some(speech) = self.speech {
            saved.speech = Some(speech);
        }
        if let Some(rate) = self.rate {
            saved.rate = Some(rate);
        }
        if self.say_empty {
            saved.say_empty = Some(true);
        }
        if self.powers {
            saved.powers = Some(true);
        }
        if let Some(sound) = self.sound {
            saved.sound = Some(sound);
        }
        if let Some(verbosity) = self.verbosity {
            saved.verbosity = Some(verbosity);
        }
        if let Some(braille) = self.braille {
            saved.braille = Some(braille);
        }
    }
}

/// This session's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choices {
    /// The language asked for; `None`: the environment's.
    pub language: Option<String>,
    pub speech: bool,
    /// The rate asked for; `None`: the speech engine's own stands and no
    /// rate is sent to it.
    pub rate: Option<u8>,
    pub say_empty: bool,
    /// The verbosity asked for; `None`: the game's default.
    pub verbosity: Option<Verbosity>,
    /// Earcons on or off; `None`: the game's default.
    pub sound: Option<bool>,
    /// Earcon volume, 0 to 100; `None`: the game's default.
    pub sound_volume: Option<u8>,
    /// Music on or off; `None`: the game's default.
    pub music: Option<bool>,
    /// Music volume, 0 to 100; `None`: the game's default.
    pub music_volume: Option<u8>,
    /// Coach mode: a verdict after every slide (off unless set).
    pub coach: bool,
    /// Tiles said by their power of two (off unless set).
    pub powers: bool,
    /// Braille on or off as asked; `None`: where a display answers on the
    /// console.
    pub braille: Option<bool>,
}

impl Choices {
    /// Flags first, then preferences, then defaults.
    pub fn resolve(flags: &Flags, saved: &Preferences) -> Choices {
        Choices {
            language: flags.language.clone().or_else(|| saved.language.clone()),
            speech: flags.speech.or(saved.speech).unwrap_or(true),
            rate: flags.rate.or(saved.rate),
            say_empty: flags.say_empty || saved.say_empty.unwrap_or(false),
            verbosity: flags.verbosity.or(saved.verbosity),
            sound: flags.sound.or(saved.sound),
            sound_volume: saved.sound_volume,
            music: saved.music,
            music_volume: saved.music_volume,
            coach: saved.coach.unwrap_or(false),
            powers: flags.powers || saved.powers.unwrap_or(false),
            braille: flags.braille.or(saved.braille),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembered_flags_replace_only_what_they_give() {
        let mut saved = Preferences {
            language: Some("de".into()),
            speech: Some(false),
            rate: Some(80),
            ..Preferences::default()
        };
        Flags {
            rate: Some(30),
            say_empty: true,
            ..Flags::default()
        }
        .store_in(&mut saved);
        assert_eq!(saved.language.as_deref(), Some("de"));
        assert_eq!(saved.speech, Some(false));
        assert_eq!(saved.rate, Some(30));
        assert_eq!(saved.say_empty, Some(true));
        Flags::default().store_in(&mut saved);
        assert_eq!(saved.rate, Some(30));
    }

    #[test]
    fn flags_over_preferences_over_defaults() {
        let nothing = Preferences::default();
        let saved = Preferences {
            language: Some("de".into()),
            speech: Some(false),
            rate: Some(80),
            say_empty: Some(true),
            verbosity: Some(Verbosity::Brief),
            ..Preferences::default()
        };
        let no_flags = Flags::default();
        let flags = Flags {
            language: Some("fr".into()),
            speech: Some(true),
            rate: Some(20),
            say_empty: false,
            powers: false,
            sound: Some(false),
            verbosity: None,
            braille: None,
        };
        // (flags, preferences) → (language, speech, rate, say_empty)
        let table = [
            (&no_flags, &nothing, (None, true, None, false)),
            (&no_flags, &saved, (Some("de"), false, Some(80), true)),
            (&flags, &nothing, (Some("fr"), true, Some(20), false)),
            (&flags, &saved, (Some("fr"), true, Some(20), true)),
        ];
        for (flags, saved, (language, speech, rate, say_empty)) in table {
            let c = Choices::resolve(flags, saved);
            let got = (c.language.as_deref(), c.speech, c.rate, c.say_empty);
            assert_eq!(
                got,
                (language, speech, rate, say_empty),
                "{flags:?} {saved:?}"
            );
        }
        let off = Flags {
            speech: Some(false),
            ..Flags::default()
        };
        let on = Preferences {
            speech: Some(true),
            ..Preferences::default()
        };
        assert!(!Choices::resolve(&off, &on).speech);
        // Powers: the flag turns it on for one game, the preference keeps it.
        let powers_on = Preferences {
            powers: Some(true),
            ..Preferences::default()
        };
        let powers_flag = Flags {
            powers: true,
            ..Flags::default()
        };
        assert!(!Choices::resolve(&no_flags, &nothing).powers);
        assert!(Choices::resolve(&no_flags, &powers_on).powers);
        assert!(Choices::resolve(&powers_flag, &nothing).powers);
        let mut stored = Preferences::default();
        powers_flag.store_in(&mut stored);
        assert_eq!(stored.powers, Some(true));
        // Braille: the flag over the preference; neither is "where a
        // display answers on the console".
        let braille_off = Preferences {
            braille: Some(false),
            ..Preferences::default()
        };
        for (flag, saved, expected) in [
            (None, &nothing, None),
            (None, &braille_off, Some(false)),
            (Some(true), &braille_off, Some(true)),
            (Some(false), &nothing, Some(false)),
        ] {
            let flags = Flags {
                braille: flag,
                ..Flags::default()
            };
            assert_eq!(Choices::resolve(&flags, saved).braille, expected);
            let mut stored = Preferences::default();
            flags.store_in(&mut stored);
            assert_eq!(stored.braille, flag);
        }
        let sound = Preferences {
            verbosity: Some(Verbosity::Full),
            sound: Some(false),
            sound_volume: Some(30),
            music: Some(true),
            music_volume: Some(0),
            ..Preferences::default()
        };
        let c = Choices::resolve(&no_flags, &sound);
        assert_eq!(
            (
                c.verbosity,
                c.sound,
                c.sound_volume,
                c.music,
                c.music_volume
            ),
            (
                Some(Verbosity::Full),
                Some(false),
                Some(30),
                Some(true),
                Some(0)
            )
        );
        // --no-sound wins over saved sound for this game.
        let saved_on = Preferences {
            sound: Some(true),
            ..Preferences::default()
        };
        assert_eq!(Choices::resolve(&flags, &saved_on).sound, Some(false));
    }
}
