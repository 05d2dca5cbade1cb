//! The settings family answered, each setting in this one place: speech on
//! or off (started again after a problem), its rate, sound, music and their
//! volumes, coach mode, the powers, braille, the board line and the
//! verbosity; each change kept in the preferences at once. The outputs
//! take what is theirs.

use crate::command::{Reading, Setting, Switch};
use crate::narration::{self, Announcement, Message};
use crate::play::outputs::remember_sound;
use crate::play::session::SessionCommand;
use crate::speech::RATE_STEP;

use crate::play::controller::{Controller, Flow};

impl Controller {
    /// Changes a setting and says so.
    pub(super) fn set(&mut self, setting: Setting) -> Flow {
        let mut lines = Vec::new();
        match setting {
            Setting::Speech(switch) => {
                let on = match switch {
                    // After a problem, the toggle tries speech again.
                    Switch::Toggle => self.out.toggled_speech(),
                    Switch::On | Switch::Off => switch.from(false),
                };
                let files = &mut self.files;
                self.out
                    .switch_speech(on, || files.remember(|p| p.speech = Some(on)));
                return Flow::Continue;
            }
            Setting::Rate(level) => {
                let rate = self.out.set_rate(level.from(self.out.rate(), RATE_STEP));
                lines.push(
                    Message::new("speech-rate")
                        .num("rate", u64::from(rate))
                        .into(),
                );
                lines.extend(self.files.remember(|p| p.rate = Some(rate)));
            }
            // Kept even when it already had that value for this game:
            // `sound off` under `--no-sound` is kept, as `speech off`
            // under `--no-speech` is.
            Setting::Sound(_)
            | Setting::Music(_)
            | Setting::SoundVolume(_)
            | Setting::MusicVolume(_) => {
                if let Some((line, now)) = self.out.control_sound(setting) {
                    lines.push(line);
                    lines.extend(self.files.remember(|p| remember_sound(p, setting, now)));
                }
            }
            Setting::Coach(switch) => {
                let on = switch.from(self.advice.coach.is_on());
                self.advice.coach.set_on(on, self.session.board());
                lines.push(narration::coach_mode(on));
                lines.extend(self.files.remember(|p| p.coach = Some(on)));
            }
            Setting::Verbosity(change) => {
                // The session's (it shapes what the game says, and a
                // question open takes the command as its no); kept when it
                // changed.
                let before = self.session.verbosity();
                let response = self.session.handle(SessionCommand::Verbosity(change));
                self.out.render(&response.events);
                lines = response.lines;
                let now = self.session.verbosity();
                if now != before {
                    lines.extend(self.files.remember(|p| p.verbosity = Some(now)));
                }
            }
            Setting::Powers(switch) => {
                let on = switch.from(self.out.words().powers());
                self.out.set_powers(on);
                let id = if on { "powers-on" } else { "powers-off" };
                lines.push(Announcement::from(Message::new(id)));
                lines.extend(self.files.remember(|p| p.powers = Some(on)));
            }
            Setting::Braille(_) => {
                let (said, on) = self.out.switch_braille(setting);
                lines.extend(said);
                if let Some(on) = on {
                    lines.extend(self.files.remember(|p| p.braille = Some(on)));
                }
            }
            Setting::BoardLine(_) => {
                // The answer is the board, read as the board key reads it;
                // the display shows it as the board line.
                self.out.output_setting(setting);
                return self.game_command(SessionCommand::Read(Reading::Board));
            }
        }
        self.out.announce(&lines);
        Flow::Continue
    }
}
