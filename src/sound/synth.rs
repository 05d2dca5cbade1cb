//! Sound synthesis from first principles: short stereo tones with a
//! timbre, an envelope, a pitch glide and a place between the speakers,
//! mixed into sample buffers. Pure: numbers in, samples out; no device, no
//! clock, no global randomness.

use std::f32::consts::{FRAC_PI_2, TAU};

/// Frames (one sample per channel) per second of every buffer.
pub const SAMPLE_RATE: u32 = 44_100;
/// Channels of every buffer: left, right.
pub const CHANNELS: u16 = 2;

/// Interleaved stereo samples (left, right, left, right, …) at
/// [`SAMPLE_RATE`], each from -1 to 1.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stereo {
    samples: Vec<f32>,
}

/// The number of frames in `ms` milliseconds.
pub fn frames(ms: f32) -> usize {
    (ms.max(0.0) * SAMPLE_RATE as f32 / 1000.0).round() as usize
}

impl Stereo {
    /// Silence of `ms` milliseconds.
    pub fn silence(ms: f32) -> Stereo {
        Stereo {
            samples: vec![0.0; frames(ms) * 2],
        }
    }

    /// A buffer of interleaved samples, left first (an odd last sample
    /// gets a silent partner).
    pub fn from_samples(mut samples: Vec<f32>) -> Stereo {
        if samples.len() % 2 == 1 {
            samples.push(0.0);
        }
        Stereo { samples }
    }

    /// Interleaved samples, left first.
    pub fn samples(&self) -> &[f32] {
        &self.samples
    }

    pub fn into_samples(self) -> Vec<f32> {
        self.samples
    }

    pub fn frames(&self) -> usize {
        self.samples.len() / 2
    }

    /// Length in milliseconds.
    pub fn ms(&self) -> f32 {
        self.frames() as f32 * 1000.0 / SAMPLE_RATE as f32
    }

    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The left channel.
    pub fn left(&self) -> impl Iterator<Item = f32> + '_ {
        self.samples.iter().step_by(2).copied()
    }

    /// The right channel.
    pub fn right(&self) -> impl Iterator<Item = f32> + '_ {
        self.samples.iter().skip(1).step_by(2).copied()
    }

    /// The largest absolute sample.
    pub fn peak(&self) -> f32 {
        self.samples.iter().fold(0.0, |m, s| m.max(s.abs()))
    }

    /// Adds `other` into this buffer starting `at_ms` milliseconds in,
    /// growing it as needed.
    pub fn mix_at(&mut self, other: &Stereo, at_ms: f32) {
        let start = frames(at_ms) * 2;
        let end = start + other.samples.len();
        if self.samples.len() < end {
            self.samples.resize(end, 0.0);
        }
        for (into, from) in self.samples[start..end].iter_mut().zip(&other.samples) {
            *into += from;
        }
    }

    /// Appends `other` after this buffer's end.
    pub fn then(mut self, other: &Stereo) -> Stereo {
        self.samples.extend_from_slice(&other.samples);
        self
    }

    /// Keeps every sample within -1 to 1.
    pub fn clamped(mut self) -> Stereo {
        for s in &mut self.samples {
            *s = s.clamp(-1.0, 1.0);
        }
        self
    }
}

/// The colour of a tone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timbre {
    /// A pure sine: soft and round.
    Sine,
    /// A sine with a few overtones: brighter, like a small bell.
    Bell,
    /// A hollow, clarinet-like tone (odd overtones).
    Hollow,
    /// Pitched noise: a short breath or a tick.
    Noise,
}

/// One tone: its pitch (gliding from `freq` to `end_freq`), length,
/// loudness (peak, 0 to 1), place (-1 left, 0 centre, 1 right), timbre, and
/// how fast it fades (`decay`: 0 holds, larger fades sooner).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tone {
    pub freq: f32,
    pub end_freq: f32,
    pub ms: f32,
    pub gain: f32,
    pub pan: f32,
    pub timbre: Timbre,
    pub decay: f32,
}

/// Milliseconds of the fade-in and of the fade-out that keep tones from
/// clicking.
const ATTACK_MS: f32 = 4.0;
const RELEASE_MS: f32 = 12.0;

impl Tone {
    /// A steady tone in the centre.
    pub fn new(freq: f32, ms: f32, gain: f32, timbre: Timbre) -> Tone {
        Tone {
            freq,
            end_freq: freq,
            ms,
            gain,
            pan: 0.0,
            timbre,
            decay: 0.0,
        }
    }

    pub fn pan(self, pan: f32) -> Tone {
        Tone {
            pan: pan.clamp(-1.0, 1.0),
            ..self
        }
    }

    pub fn glide_to(self, end_freq: f32) -> Tone {
        Tone { end_freq, ..self }
    }

    pub fn decay(self, decay: f32) -> Tone {
        Tone { decay, ..self }
    }

    /// The tone as samples.
    pub fn render(&self) -> Stereo {
        let n = frames(self.ms);
        let rate = SAMPLE_RATE as f32;
        // Constant-power panning: the centre is as loud as either side.
        let angle = (self.pan + 1.0) * FRAC_PI_2 / 2.0;
        let (left_gain, right_gain) = (angle.cos(), angle.sin());
        let attack = frames(ATTACK_MS).max(1) as f32;
        let release = frames(RELEASE_MS).min(n / 2).max(1) as f32;
        let mut noise = NoiseSource::new(self.freq.to_bits());
        let mut phase = 0.0f32;
        let mut lowpass = 0.0f32;
        let mut samples = Vec::with_capacity(n * 2);
        for i in 0..n {
            let t = i as f32 / n.max(1) as f32;
            let freq = self.freq + (self.end_freq - self.freq) * t;
            phase = (phase + freq / rate).fract();
            let wave = match self.timbre {
                Timbre::Sine => (phase * TAU).sin(),
                Timbre::Bell => {
                    (phase * TAU).sin() * 0.7
                        + (2.0 * phase * TAU).sin() * 0.2
                        + (3.0 * phase * TAU).sin() * 0.1
                }
                Timbre::Hollow => {
                    (phase * TAU).sin() * 0.75
                        + (3.0 * phase * TAU).sin() * 0.18
                        + (5.0 * phase * TAU).sin() * 0.07
                }
                Timbre::Noise => {
                    // White noise through a one-pole low-pass tuned by the
                    // frequency: higher sounds brighter.
                    let k = (freq / rate * TAU).min(1.0);
                    lowpass += k * (noise.next() - lowpass);
                    lowpass * 2.0
                }
            };
            let fade_in = (i as f32 / attack).min(1.0);
            let fade_out = ((n - i) as f32 / release).min(1.0);
            let decay = (-self.decay * t).exp();
            let s = wave * self.gain * fade_in * fade_out * decay;
            samples.push(s * left_gain);
            samples.push(s * right_gain);
        }
        Stereo { samples }
    }
}

/// A small deterministic noise generator (xorshift), so the same tone is
/// always the same samples.
struct NoiseSource(u32);

impl NoiseSource {
    fn new(seed: u32) -> NoiseSource {
        NoiseSource(seed | 1)
    }

    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// Tones one after another, each starting `step_ms` after the one before.
pub fn sequence(tones: &[Tone], step_ms: f32) -> Stereo {
    let mut out = Stereo::default();
    for (i, tone) in tones.iter().enumerate() {
        out.mix_at(&tone.render(), i as f32 * step_ms);
    }
    out.clamped()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sign changes per second of the left channel, halved: the frequency
    /// of a pure tone.
    fn frequency(buffer: &Stereo) -> f32 {
        let left: Vec<f32> = buffer.left().collect();
        let crossings = left
            .windows(2)
            .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
            .count();
        crossings as f32 / 2.0 / (left.len() as f32 / SAMPLE_RATE as f32)
    }

    fn energy(channel: impl Iterator<Item = f32>) -> f32 {
        channel.map(|s| s * s).sum()
    }

    #[test]
    fn a_tone_has_its_length_pitch_and_loudness() {
        for (freq, ms) in [(220.0, 100.0), (440.0, 150.0), (1000.0, 50.0)] {
            let tone = Tone::new(freq, ms, 0.5, Timbre::Sine).render();
            assert_eq!(tone.frames(), frames(ms));
            assert!((tone.ms() - ms).abs() < 0.1);
            let measured = frequency(&tone);
            assert!((measured - freq).abs() < freq * 0.05, "{freq}: {measured}");
            assert!(tone.peak() <= 0.5 && tone.peak() > 0.3, "{}", tone.peak());
        }
    }

    #[test]
    fn pan_moves_energy_between_channels() {
        let left = Tone::new(440.0, 100.0, 0.5, Timbre::Bell)
            .pan(-1.0)
            .render();
        let centre = Tone::new(440.0, 100.0, 0.5, Timbre::Bell).render();
        let right = Tone::new(440.0, 100.0, 0.5, Timbre::Bell).pan(1.0).render();
        assert!(energy(left.left()) > 100.0 * energy(left.right()));
        assert!(energy(right.right()) > 100.0 * energy(right.left()));
        let (l, r) = (energy(centre.left()), energy(centre.right()));
        assert!((l - r).abs() < l * 0.01, "{l} {r}");
        // Constant power: the same total wherever it sits.
        let total = |b: &Stereo| energy(b.left()) + energy(b.right());
        assert!((total(&left) - total(&centre)).abs() < total(&centre) * 0.01);
    }

    #[test]
    fn tones_start_and_end_at_silence() {
        for timbre in [Timbre::Sine, Timbre::Bell, Timbre::Hollow, Timbre::Noise] {
            let tone = Tone::new(300.0, 80.0, 0.8, timbre).render();
            let s = tone.samples();
            assert!(
                s[0].abs() < 0.01 && s[s.len() - 1].abs() < 0.05,
                "{timbre:?}"
            );
            assert!(tone.peak() <= 1.0);
        }
    }

    #[test]
    fn a_glide_changes_pitch() {
        let up = Tone::new(300.0, 200.0, 0.5, Timbre::Sine)
            .glide_to(600.0)
            .render();
        let samples = up.into_samples();
        let half = samples.len() / 2;
        let first = Stereo {
            samples: samples[..half].to_vec(),
        };
        let second = Stereo {
            samples: samples[half..].to_vec(),
        };
        assert!(frequency(&second) > frequency(&first) * 1.3);
    }

    #[test]
    fn mixing_grows_the_buffer_and_sequences_follow_each_other() {
        let tone = Tone::new(440.0, 50.0, 0.3, Timbre::Sine);
        let three = sequence(&[tone, tone, tone], 100.0);
        assert_eq!(three.frames(), frames(200.0) + frames(50.0));
        let gap = &three.samples()[frames(60.0) * 2..frames(90.0) * 2];
        assert!(gap.iter().all(|s| *s == 0.0));
        assert_eq!(Stereo::silence(10.0).frames(), 441);
    }
}
