//! The optional background music: a slow, soft loop of four chords with a
//! gentle arpeggio over them, generated here (no recordings). Off unless the
//! player asks; played under the earcons at its own volume. Pure.

use std::f32::consts::{PI, TAU};

use super::synth::{SAMPLE_RATE, Stereo, Timbre, Tone, frames};

/// How long each chord lasts; the loop is four of them.
const CHORD_MS: f32 = 2400.0;
/// The loudest the pad gets (full scale is 1).
const PAD_PEAK: f32 = 0.12;

/// C major, A minor, F major, G major, as frequencies (a low root and
/// three chord notes).
const CHORDS: [[f32; 4]; 4] = [
    [130.81, 261.63, 329.63, 392.00],
    [110.00, 220.00, 261.63, 329.63],
    [87.31, 174.61, 220.00, 261.63],
    [98.00, 196.00, 246.94, 293.66],
];

/// One pass of the loop; played again and again it joins seamlessly (each
/// chord swells from silence and fades back to it).
pub fn music_loop() -> Stereo {
    let chord_frames = frames(CHORD_MS);
    let rate = SAMPLE_RATE as f32;
    let mut samples = Vec::with_capacity(chord_frames * CHORDS.len() * 2);
    for chord in CHORDS {
        // Each voice is a rotating phasor (one multiplication a sample, no
        // sine calls); a slight detune between the ears makes the pad wide.
        let mut voices: Vec<(Phasor, Phasor, f32)> = chord
            .iter()
            .enumerate()
            .map(|(k, &f)| {
                let weight = if k == 0 { 0.35 } else { 0.22 };
                (Phasor::new(f, rate), Phasor::new(f * 1.003, rate), weight)
            })
            .collect();
        for i in 0..chord_frames {
            // A swell: silent at both ends of the chord.
            let swell = (PI * i as f32 / chord_frames as f32).sin().powi(2);
            let mut left = 0.0;
            let mut right = 0.0;
            for (l, r, weight) in &mut voices {
                left += l.next() * *weight;
                right += r.next() * *weight;
            }
            samples.push(left * swell * PAD_PEAK);
            samples.push(right * swell * PAD_PEAK);
        }
    }
    let mut out = Stereo::from_samples(samples);
    // A soft arpeggio, an octave up, across the stereo field.
    let step = CHORD_MS / 6.0;
    for (c, chord) in CHORDS.iter().enumerate() {
        for n in 0..4 {
            let note = chord[1 + n % 3] * 2.0;
            let pan = [-0.6, -0.2, 0.2, 0.6][n];
            let tone = Tone::new(note, step * 1.5, PAD_PEAK * 0.6, Timbre::Sine)
                .pan(pan)
                .decay(3.0);
            out.mix_at(
                &tone.render(),
                c as f32 * CHORD_MS + (n as f32 + 1.0) * step,
            );
        }
    }
    out.clamped()
}

/// A sine oscillator as a unit vector turned by a fixed angle each sample.
struct Phasor {
    re: f64,
    im: f64,
    step_re: f64,
    step_im: f64,
}

impl Phasor {
    fn new(freq: f32, rate: f32) -> Phasor {
        let step = f64::from(TAU) * f64::from(freq) / f64::from(rate);
        Phasor {
            re: 1.0,
            im: 0.0,
            step_re: step.cos(),
            step_im: step.sin(),
        }
    }

    /// The next sample (starting at 0).
    fn next(&mut self) -> f32 {
        let out = self.im as f32;
        let re = self.re * self.step_re - self.im * self.step_im;
        self.im = self.re * self.step_im + self.im * self.step_re;
        self.re = re;
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sound::analysis::loudness;

    #[test]
    fn the_loop_is_long_soft_and_seamless() {
        let music = music_loop();
        assert!((music.ms() - 4.0 * CHORD_MS).abs() < 1.0, "{}", music.ms());
        assert!(music.peak() < 0.3, "{}", music.peak());
        assert!(loudness(&music) > 0.01);
        let s = music.samples();
        assert!(s[0].abs() < 1e-3 && s[s.len() - 1].abs() < 1e-3);
    }
}
