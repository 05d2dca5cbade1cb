//! The sound commands (sound on and off, its volume, the music and its
//! volume) applied to the sound settings the controller keeps, each with
//! the line that answers it. Pure.

use crate::command::Command;
use crate::narration::{Announcement, Message};
use crate::sound::{SoundSettings, VOLUME_STEP};

/// Applies a sound command to `settings` and returns its answer; `None`
/// for every other command (left untouched).
pub fn control(settings: &mut SoundSettings, command: &Command) -> Option<Announcement> {
    let up = |v: u8| v.saturating_add(VOLUME_STEP).min(100);
    let down = |v: u8| v.saturating_sub(VOLUME_STEP);
    let message = match *command {
        Command::SoundToggle | Command::SoundOn | Command::SoundOff => {
            settings.on = match command {
                Command::SoundOn => true,
                Command::SoundOff => false,
                _ => !settings.on,
            };
            Message::new(if settings.on { "sound-on" } else { "sound-off" })
        }
        Command::SoundVolumeUp | Command::SoundVolumeDown | Command::SetSoundVolume(_) => {
            settings.volume = match *command {
                Command::SoundVolumeUp => up(settings.volume),
                Command::SoundVolumeDown => down(settings.volume),
                Command::SetSoundVolume(v) => v.min(100),
                _ => settings.volume,
            };
            Message::new("sound-volume").num("volume", u64::from(settings.volume))
        }
        Command::MusicToggle | Command::MusicOn | Command::MusicOff => {
            settings.music = match command {
                Command::MusicOn => true,
                Command::MusicOff => false,
                _ => !settings.music,
            };
            Message::new(if settings.music {
                "music-on"
            } else {
                "music-off"
            })
        }
        Command::MusicVolumeUp | Command::MusicVolumeDown | Command::SetMusicVolume(_) => {
            settings.music_volume = match *command {
                Command::MusicVolumeUp => up(settings.music_volume),
                Command::MusicVolumeDown => down(settings.music_volume),
                Command::SetMusicVolume(v) => v.min(100),
                _ => settings.music_volume,
            };
            Message::new("music-volume").num("volume", u64::from(settings.music_volume))
        }
        _ => return None,
    };
    Some(Announcement::one(message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_change_the_settings_and_are_answered() {
        let mut s = SoundSettings::default();
        let table: [(Command, &str, SoundSettings); 9] = [
            (
                Command::SoundToggle,
                "sound-off",
                SoundSettings { on: false, ..s },
            ),
            (Command::SoundToggle, "sound-on", s),
            (
                Command::SoundOff,
                "sound-off",
                SoundSettings { on: false, ..s },
            ),
            (Command::SoundOn, "sound-on", s),
            (
                Command::SoundVolumeUp,
                "sound-volume",
                SoundSettings { volume: 80, ..s },
            ),
            (
                Command::SetSoundVolume(100),
                "sound-volume",
                SoundSettings { volume: 100, ..s },
            ),
            (
                Command::SoundVolumeUp,
                "sound-volume",
                SoundSettings { volume: 100, ..s },
            ),
            (
                Command::MusicToggle,
                "music-on",
                SoundSettings {
                    volume: 100,
                    music: true,
                    ..s
                },
            ),
            (
                Command::MusicVolumeDown,
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
            let line = control(&mut s, &command).expect("a sound command");
            assert_eq!(line.ids(), vec![id], "{command:?}");
            assert_eq!(s, after, "{command:?}");
        }
        s.volume = 5;
        control(&mut s, &Command::SoundVolumeDown);
        assert_eq!(s.volume, 0);
        assert_eq!(control(&mut s, &Command::Score), None);
    }
}
