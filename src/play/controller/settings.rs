//! The settings family answered, each setting in this one place: speech on
//! or off (started again after a problem), its rate, sound, music and their
//! volumes, coach mode and the verbosity; each change kept in the
//! preferences at once.

use crate::command::{Setting, Switch, VerbosityChange};
use crate::narration::{self, Announcement, Message};
use crate::play::outputs::sound_control;
use crate::play::session::SessionCommand;
use crate::speech::{NORMAL_RATE, RATE_STEP};

use super::{Controller, Flow, SpeechState};

impl Controller {
    /// Changes a setting and says so.
    pub(super) fn set(&mut self, setting: Setting) -> Flow {
        let lines = match setting {
            Setting::Speech(switch) => {
                let on = match switch {
                    // After a problem, the toggle tries speech again.
                    Switch::Toggle => {
                        !self.out.speech.wanted() || self.out.speech.problem().is_some()
                    }
                    _ => switch.from(false),
                };
                self.switch_speech(on);
                return Flow::Continue;
            }
            Setting::Rate(level) => self.set_rate(level.from(self.current_rate(), RATE_STEP)),
            Setting::Sound(_)
            | Setting::Music(_)
            | Setting::SoundVolume(_)
            | Setting::MusicVolume(_) => self.set_sound(setting),
            Setting::Coach(switch) => {
                let on = switch.from(self.advice.coach.is_on());
                self.advice.coach.set_on(on, self.session.board());
                let mut lines = vec![narration::coach_mode(on)];
                lines.extend(self.files.remember(|p| p.coach = Some(on)));
                lines
            }
            Setting::Verbosity(change) => self.set_verbosity(change),
            Setting::Powers(switch) => {
                let on = switch.from(self.words.powers());
                self.words.set_powers(on);
                let mut lines = vec![Announcement::from(Message::new(if on {
                    "powers-on"
                } else {
                    "powers-off"
                }))];
                lines.extend(self.files.remember(|p| p.powers = Some(on)));
                lines
            }
            Setting::Braille(_) => self.set_braille(setting),
            Setting::BoardLine(_) => {
                // The answer is the board, read as the board key reads it;
                // the display shows it as the board line.
                self.out.output_setting(setting);
                return self.game_command(SessionCommand::Read(crate::command::Reading::Board));
            }
        };
        self.announce(&lines);
        Flow::Continue
    }

    /// Braille on or off: the braille output answers (and opens the
    /// display, or says why it cannot); kept in the preferences.
    fn set_braille(&mut self, setting: Setting) -> Vec<Announcement> {
        let Some(answer) = self.out.output_setting(setting) else {
            // No braille output here at all (a test's world, another
            // platform).
            let reason = Message::new("braille-reason-no-library");
            return vec![Announcement::one(
                Message::new("braille-unavailable").list("reason", vec![reason]),
            )];
        };
        let mut lines: Vec<Announcement> = answer.line.into_iter().collect();
        let on = answer.on;
        lines.extend(self.files.remember(|p| p.braille = Some(on)));
        lines
    }

    /// The verbosity is the session's (it shapes what the game says, and a
    /// question open takes the command as its no); kept when it changed.
    fn set_verbosity(&mut self, change: VerbosityChange) -> Vec<Announcement> {
        let before = self.session.verbosity();
        let response = self.session.handle(SessionCommand::Verbosity(change));
        self.out.render(&response.events);
        let mut lines = response.lines;
        let now = self.session.verbosity();
        if now != before {
            lines.extend(self.files.remember(|p| p.verbosity = Some(now)));
        }
        lines
    }

    /// A sound setting: the outputs take it, the preferences keep it (even
    /// when it already had that value for this game: `sound off` under
    /// `--no-sound` is kept, as `speech off` under `--no-speech` is).
    fn set_sound(&mut self, setting: Setting) -> Vec<Announcement> {
        let mut settings = self.out.sound.settings;
        let Some(line) = sound_control::control(&mut settings, setting) else {
            return Vec::new();
        };
        self.out.set_sound(settings);
        let mut lines = vec![line];
        lines.extend(
            self.files
                .remember(|p| sound_control::remember(p, setting, settings)),
        );
        lines
    }

    /// Turns speech on or off. "Speech off." is still spoken, so the
    /// player hears it; "Speech on." is spoken once it is on. After a
    /// problem, turning it on starts speech again: the answer says so (in
    /// text, as speech is not up yet), and "Speech on." follows once it is
    /// up, or the problem if it fails again.
    fn switch_speech(&mut self, on: bool) {
        if on && self.out.speech.problem().is_some() && self.out.speaker.retry() {
            if let Some(fallback) = self.out.fallback.as_mut() {
                fallback.stop();
            }
            self.out.speech = SpeechState::Restarting;
            let text = self.words.line(&Message::new("speech-retrying").into());
            self.out.print(&text);
            let lines = self.files.remember(|p| p.speech = Some(true));
            self.announce(&lines);
            self.check_speech();
            return;
        }
        if self.out.speech.problem().is_some() {
            // One line, as at the start: the notice and how to try again.
            let line = self.speech_unavailable();
            let text = self.words.line(&line);
            self.out.print(&text);
            self.last_answer = vec![text];
            self.fallback_say(&line, on);
            return;
        }
        let mut lines = vec![Announcement::from(Message::new(if on {
            "speech-on"
        } else {
            "speech-off"
        }))];
        lines.extend(self.files.remember(|p| p.speech = Some(on)));
        if on {
            if self.out.speech != SpeechState::Restarting {
                self.out.speech = SpeechState::On;
            }
            self.announce(&lines);
        } else {
            self.announce(&lines);
            self.out.speech = SpeechState::Off;
        }
    }

    /// The rate plus and minus start from: the one the player hears (the
    /// one set, else the engine's own), or the normal rate where the engine
    /// cannot tell.
    fn current_rate(&self) -> u8 {
        self.out.speaker.heard_rate().unwrap_or(NORMAL_RATE)
    }

    fn set_rate(&mut self, rate: u8) -> Vec<Announcement> {
        self.out.set_rate(rate.min(100));
        let rate = self.current_rate();
        let mut lines = vec![
            Message::new("speech-rate")
                .num("rate", u64::from(rate))
                .into(),
        ];
        lines.extend(self.files.remember(|p| p.rate = Some(rate)));
        lines
    }
}
