//! The player's sound settings: sound on or off, its volume, and the
//! background music with its own volume. Plain values the controller keeps
//! (and the preferences file can store); the player applies them.

/// How much one press of a volume key changes a volume.
pub const VOLUME_STEP: u8 = 10;

/// Sound as the player set it. Volumes run from 0 to 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SoundSettings {
    pub on: bool,
    pub volume: u8,
    pub music: bool,
    pub music_volume: u8,
}

impl Default for SoundSettings {
    /// Sound on at 70, music off (at 40 when turned on).
    fn default() -> Self {
        SoundSettings {
            on: true,
            volume: 70,
            music: false,
            music_volume: 40,
        }
    }
}

impl SoundSettings {
    /// The factor the earcons are multiplied by.
    pub fn gain(&self) -> f32 {
        gain(self.volume)
    }

    /// The factor the music is multiplied by.
    pub fn music_gain(&self) -> f32 {
        gain(self.music_volume)
    }

    /// Whether anything is to be heard.
    pub fn audible(&self) -> bool {
        self.on
    }

    /// Whether the music is to be heard.
    pub fn music_audible(&self) -> bool {
        self.on && self.music
    }
}

/// A volume (0 to 100) as a factor: squared, so equal steps sound like
/// equal steps.
pub fn gain(volume: u8) -> f32 {
    let v = f32::from(volume.min(100)) / 100.0;
    v * v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volumes_map_to_rising_gains() {
        assert_eq!(gain(0), 0.0);
        assert_eq!(gain(100), 1.0);
        assert_eq!(gain(200), 1.0);
        let gains: Vec<f32> = (0..=10).map(|v| gain(v * VOLUME_STEP)).collect();
        assert!(gains.windows(2).all(|w| w[1] > w[0]));
        let settings = SoundSettings::default();
        assert!(settings.audible() && !settings.music_audible());
    }
}
