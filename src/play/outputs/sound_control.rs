//! The sound settings (sound on and off, its volume, the music and its
//! volume) changed by a setting command, each with the line that answers it
//! and the preference that keeps it. Pure.

use crate::command::Setting;
use crate::narration::{Announcement, Message};
use crate::settings::Preferences;
use crate::sound::{SoundSettings, VOLUME_STEP};

/// Applies a sound setting to `settings` and returns its answer; `None`
/// for every other setting (left untouched).
pub fn control(settings: &mut SoundSettings, setting: Setting) -> Option<Announcement> {
    let message = match setting {
        Setting::Sound(switch) => {
            settings.on = switch.from(settings.on);
            Message::new(if settings.on { "sound-on" } else { "sound-off" })
        }
        Setting::SoundVolume(level) => {
            settings.volume = level.from(settings.volume, VOLUME_STEP);
            Message::new("sound-volume").num("volume", u64::from(settings.volume))
        }
        Setting::Music(switch) => {
            settings.music = switch.from(settings.music);
            Message::new(if settings.music {
                "music-on"
            } else {
                "music-off"
            })
        }
        Setting::MusicVolume(level) => {
            settings.music_volume = level.from(settings.music_volume, VOLUME_STEP);
            Message::new("music-volume").num("volume", u64::from(settings.music_volume))
        }
        // Not a setting of sound or music.
        Setting::Speech(_)
        | Setting::Coach(_)
        | Setting::Rate(_)
        | Setting::Verbosity(_)
        | Setting::Braille(_)
        | Setting::BoardLine(_)
        | Setting::Powers(_) => return None,
    };
    Some(Announcement::one(message))
}

/// Keeps in the preferences the sound setting a command set, as it is now
/// (`now`), even when it already had that value for this game.
pub fn remember(preferences: &mut Preferences, setting: Setting, now: SoundSettings) {
    match setting {
        Setting::Sound(_) => preferences.sound = Some(now.on),
        Setting::SoundVolume(_) => preferences.sound_volume = Some(now.volume),
        Setting::Music(_) => preferences.music = Some(now.music),
        Setting::MusicVolume(_) => preferences.music_volume = Some(now.music_volume),
        Setting::Speech(_)
        | Setting::Coach(_)
        | Setting::Rate(_)
        | Setting::Verbosity(_)
        | Setting::Braille(_)
        | Setting::BoardLine(_)
        | Setting::Powers(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Level, Switch};

    #[test]
    fn commands_change_the_settings_and_are_answered() {
        let mut s = SoundSettings::default();
        let table: [(Setting, &str, SoundSettings); 9] = [
            (
                Setting::Sound(Switch::Toggle),
                "sound-off",
                SoundSettings { on: false, ..s },
            ),
            (Setting::Sound(Switch::Toggle), "sound-on", s),
            (
                Setting::Sound(Switch::Off),
                "sound-off",
                SoundSettings { on: false, ..s },
            ),
            (Setting::Sound(Switch::On), "sound-on", s),
            (
                Setting::SoundVolume(Level::Up),
                "sound-volume",
                SoundSettings { volume: 80, ..s },
            ),
            (
                Setting::SoundVolume(Level::Set(100)),
                "sound-volume",
                SoundSettings { volume: 100, ..s },
            ),
            (
                Setting::SoundVolume(Level::Up),
                "sound-volume",
                SoundSettings { volume: 100, ..s },
            ),
            (
                Setting::Music(Switch::Toggle),
                "music-on",
                SoundSettings {
                    volume: 100,
                    music: true,
                    ..s
                },
            ),
            (
                Setting::MusicVolume(Level::Down),
                "music-volume",
                SoundSettings {
                    volume: 100,
                    music: true,
                    music_volume: 30,
                    ..s
                },
            ),
        ];
        for (command, id, after) in table {
            let line = control(&mut s, command).expect("a sound command");
            assert_eq!(line.ids(), vec![id], "{command:?}");
            assert_eq!(s, after, "{command:?}");
        }
        s.volume = 5;
        control(&mut s, Setting::SoundVolume(Level::Down));
        assert_eq!(s.volume, 0);
        assert_eq!(control(&mut s, Setting::Rate(Level::Up)), None);
    }
}
