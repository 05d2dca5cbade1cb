//! The sound output: renders the events of each answer as earcons (and
//! asked-for cells as tones) through the sound player's thread, as the
//! sound settings say. It starts the player only when sound is on, so
//! `--no-sound` opens no audio device at all. A missing device, or a build
//! without sound, is said once; then it stays quiet. It knows how long each
//! cue is heard (its length from the synthesis, and the device's latency).

use std::time::{Duration, Instant};

use crate::event::Event;
use crate::narration::{Announcement, Message};
#[cfg(feature = "sound")]
use crate::sound::Player;
use crate::sound::{SoundProblem, SoundSettings};

use crate::play::outputs::event_output::EventOutput;

/// How long after the device took a cue's last sample it may still be
/// heard: the device's buffer (the player asks for 12 ms; a sound server
/// adds a period or two).
#[cfg(feature = "sound")]
const DEVICE_LATENCY: Duration = Duration::from_millis(100);

/// Earcons through the default audio output.
pub struct SoundOutput {
    settings: SoundSettings,
    #[cfg(feature = "sound")]
    player: Option<Player>,
    /// A problem waiting to be said (a build without sound).
    pending: Option<SoundProblem>,
    /// A problem has been said: stay quiet.
    failed: bool,
}

impl SoundOutput {
    /// The output with these settings; the player starts now if sound is on
    /// (and later, when it is turned on).
    pub fn new(settings: SoundSettings) -> SoundOutput {
        let mut output = SoundOutput {
            settings,
            #[cfg(feature = "sound")]
            player: None,
            pending: None,
            failed: false,
        };
        output.start_if_on();
        output
    }

    /// The output around a player already started (the benchmark's, which
    /// reports when samples reach the device).
    #[cfg(feature = "sound")]
    pub fn with_player(player: Player, settings: SoundSettings) -> SoundOutput {
        player.set(settings);
        SoundOutput {
            settings,
            player: Some(player),
            pending: None,
            failed: false,
        }
    }

    fn start_if_on(&mut self) {
        if !self.settings.audible() || self.failed {
            return;
        }
        #[cfg(feature = "sound")]
        if self.player.is_none() {
            self.player = Some(Player::start(self.settings));
        }
        #[cfg(not(feature = "sound"))]
        if self.pending.is_none() {
            self.pending = Some(SoundProblem::NotBuilt);
        }
    }
}

impl EventOutput for SoundOutput {
    fn render(&mut self, events: &[Event]) {
        if self.failed || !self.settings.audible() {
            return;
        }
        #[cfg(feature = "sound")]
        if let Some(player) = &self.player {
            player.play(events);
        }
        #[cfg(not(feature = "sound"))]
        let _ = events;
    }

    fn heard_for(&self, events: &[Event]) -> Duration {
        if self.failed || !self.settings.audible() || self.settings.volume == 0 {
            return Duration::ZERO;
        }
        #[cfg(feature = "sound")]
        if self.player.is_some() {
            return crate::sound::cue(events).map_or(Duration::ZERO, |sound| {
                Duration::from_secs_f32(sound.ms() / 1000.0) + DEVICE_LATENCY
            });
        }
        let _ = events;
        Duration::ZERO
    }

    fn still_heard(&mut self, now: Instant) -> bool {
        if self.failed || !self.settings.audible() {
            return false;
        }
        #[cfg(feature = "sound")]
        if let Some(player) = &self.player {
            return player
                .last_end()
                .is_none_or(|end| now < end + DEVICE_LATENCY);
        }
        let _ = now;
        false
    }

    fn set_sound(&mut self, settings: SoundSettings) {
        self.settings = settings;
        self.start_if_on();
        #[cfg(feature = "sound")]
        if let Some(player) = &self.player {
            player.set(settings);
        }
    }

    fn settle(&mut self, wait: std::time::Duration) {
        #[cfg(feature = "sound")]
        if let Some(player) = &self.player {
            player.wait_first_open(wait);
        }
        #[cfg(not(feature = "sound"))]
        let _ = wait;
    }

    fn problem(&mut self) -> Option<Announcement> {
        if self.failed {
            return None;
        }
        #[cfg(feature = "sound")]
        if self.pending.is_none() {
            self.pending = self.player.as_mut().and_then(Player::problem);
        }
        let problem = self.pending.take()?;
        self.failed = true;
        Some(sound_unavailable(&problem))
    }
}

/// "Sound is unavailable (…); playing without sound."
pub fn sound_unavailable(problem: &SoundProblem) -> Announcement {
    let reason = match problem {
        SoundProblem::Failed(detail) => {
            Message::new("sound-reason-failed").text("detail", detail.clone())
        }
        SoundProblem::Refused(detail) => {
            Message::new("sound-reason-refused").text("detail", detail.clone())
        }
        SoundProblem::LibraryFailed(detail) => {
            Message::new("sound-reason-library-failed").text("detail", detail.clone())
        }
        SoundProblem::Lost => Message::new("sound-reason-lost"),
        SoundProblem::NoThread(detail) => {
            Message::new("sound-reason-no-thread").text("detail", detail.clone())
        }
        SoundProblem::NotBuilt => Message::new("sound-reason-not-built"),
        SoundProblem::NoDevice => Message::new("sound-reason-no-device"),
    };
    Announcement::one(Message::new("sound-unavailable").list("reason", vec![reason]))
}
