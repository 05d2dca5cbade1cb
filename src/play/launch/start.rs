//! What a game starts from, whichever game it is: the player's files (the
//! data directory, unless the game keeps no progress or a lesson is
//! started straight away), the preferences and the flags over them, the
//! language, the notices to say before the opening, and whether the very
//! first start may offer the tutorial. Reads no saved game: choosing the
//! game does.

use std::path::Path;

use crate::cli::{PlayArgs, Variant};
use crate::command::LessonCommand;
use crate::i18n::{Localizer, choose_language_here};
use crate::narration::{self, Announcement};
use crate::play::environment::Environment;
use crate::play::player::preferences::Remembered;
use crate::play::player::progress::Progress;
use crate::settings::{Choices, Flags, preferences_dir};

/// What the game starts from: the player's files, choices and language,
/// and the notices to say before the opening.
pub(super) struct Start {
    /// The data directory, when the game keeps progress.
    pub(super) progress: Option<Progress>,
    pub(super) preferences: Remembered,
    /// The flags over the preferences.
    pub(super) chosen: Choices,
    /// The voice of the language chosen.
    pub(super) voice: String,
    pub(super) words: Localizer,
    /// What to say before the opening, in order.
    pub(super) notices: Vec<Announcement>,
    /// Whether the tutorial may be offered (the very first start).
    pub(super) may_offer_tutorial: bool,
}

impl Start {
    /// Opens the data directory and the preferences, and chooses the
    /// language.
    pub(super) fn open(
        args: &PlayArgs,
        lesson: Option<&LessonCommand>,
        environment: &Environment,
    ) -> Start {
        // A lesson started from the command line reads and writes no game
        // and no records: the data directory is not opened at all.
        let (progress, progress_notices) = match lesson {
            _ if !environment.keeps_progress => (None, Vec::new()),
            Some(_) => (None, Vec::new()),
            None => {
                let (progress, notices) = Progress::open(args.player.files.data_dir.as_deref());
                (Some(progress), notices)
            }
        };
        // With --data-dir and no --config-dir, every file of the game is
        // kept in that one directory (a portable copy, a test). When another
        // game holds that directory, its preferences file is left alone too.
        let config_dir = preferences_dir(
            args.player.files.config_dir.as_deref(),
            args.player.files.data_dir.as_deref(),
        );
        let shut_out = progress.as_ref().and_then(Progress::shut_out);
        let (mut preferences, mut notices) =
            match (shut_out, config_dir, &args.player.files.data_dir) {
                (Some(problem), Some(config), Some(data)) if same_directory(config, data) => {
                    (Remembered::untouched(problem.clone()), Vec::new())
                }
                _ => Remembered::open(config_dir),
            };
        let flags = flags(args);
        if args.remember {
            notices.extend(preferences.change(|saved| flags.store_in(saved)));
        }
        let chosen = Choices::resolve(&flags, preferences.preferences());
        // The very first start offers the tutorial once: a new classic
        // game, played by a person at a terminal (a script piping its
        // commands is not offered it, and does not use up the offer), with
        // preferences that have never offered it and that this game may
        // write, and no mark in the data directory that it was offered
        // (kept there when the preferences cannot be written).
        let may_offer_tutorial = lesson.is_none()
            && args.variant != Variant::Tilt
            && shut_out.is_none()
            && environment.input_is_terminal
            && preferences.preferences().tutorial_offered != Some(true)
            && !progress.as_ref().is_some_and(Progress::tutorial_offered);
        let choice = choose_language_here(chosen.language.as_deref());
        let words = Localizer::new(choice.locale).with_powers(chosen.powers);
        if let Some(requested) = choice.unsupported {
            notices.push(narration::language_fallback(&requested));
        }
        notices.extend(progress_notices);
        Start {
            progress,
            preferences,
            chosen,
            voice: choice.voice,
            words,
            notices,
            may_offer_tutorial,
        }
    }
}

/// The flags that a preference can also give.
fn flags(args: &PlayArgs) -> Flags {
    Flags {
        language: args.player.files.lang.clone(),
        speech: if args.player.no_speech {
            Some(false)
        } else if args.player.speech {
            Some(true)
        } else {
            None
        },
        rate: args.player.rate,
        say_empty: args.player.say_empty,
        powers: args.player.powers,
        sound: args.player.no_sound.then_some(false),
        verbosity: args.player.verbosity,
        braille: if args.player.no_braille {
            Some(false)
        } else if args.player.braille {
            Some(true)
        } else {
            None
        },
    }
}

/// Whether two paths name one directory.
fn same_directory(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(a), Ok(b)) if a == b
        )
}
