//! Measures of a sample buffer: how loud, where between the speakers, how
//! high. Used to check the synthesis and the recorded output of the game.
//! Pure.

use super::synth::{SAMPLE_RATE, Stereo};

/// Root-mean-square level over both channels (0 for silence).
pub fn loudness(buffer: &Stereo) -> f32 {
    let samples = buffer.samples();
    if samples.is_empty() {
        return 0.0;
    }
    (samples.iter().map(|s| s * s).sum::<f32>() / samples.len() as f32).sqrt()
}

/// Where the energy sits: -1 all left, 0 even, 1 all right.
pub fn balance(buffer: &Stereo) -> f32 {
    let left: f32 = buffer.left().map(|s| s * s).sum();
    let right: f32 = buffer.right().map(|s| s * s).sum();
    if left + right == 0.0 {
        return 0.0;
    }
    (right - left) / (right + left)
}

/// The main pitch in hertz, from the zero crossings of both channels
/// together, counted between the first and the last crossing (so silence
/// around the sound does not count).
pub fn frequency(buffer: &Stereo) -> f32 {
    let mono: Vec<f32> = buffer
        .left()
        .zip(buffer.right())
        .map(|(l, r)| l + r)
        .collect();
    let crossings: Vec<usize> = mono
        .windows(2)
        .enumerate()
        .filter(|(_, w)| (w[0] < 0.0) != (w[1] < 0.0))
        .map(|(i, _)| i)
        .collect();
    match (crossings.first(), crossings.last()) {
        (Some(&first), Some(&last)) if last > first => {
            let seconds = (last - first) as f32 / SAMPLE_RATE as f32;
            (crossings.len() - 1) as f32 / 2.0 / seconds
        }
        _ => 0.0,
    }
}

/// How bright a sound is: the energy of its sample-to-sample changes over
/// its energy. Overtones raise it; a pure tone's depends on its pitch alone.
pub fn brightness(buffer: &Stereo) -> f32 {
    let left: Vec<f32> = buffer.left().collect();
    let energy: f32 = left.iter().map(|s| s * s).sum();
    if energy == 0.0 {
        return 0.0;
    }
    let changes: f32 = left.windows(2).map(|w| (w[1] - w[0]).powi(2)).sum();
    changes / energy
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sound::synth::{Timbre, Tone};

    #[test]
    fn measures_of_known_tones() {
        let silence = Stereo::silence(50.0);
        assert_eq!(loudness(&silence), 0.0);
        assert_eq!(balance(&silence), 0.0);
        assert_eq!(frequency(&silence), 0.0);
        let mut padded = Stereo::silence(100.0);
        padded.mix_at(
            &Tone::new(330.0, 100.0, 0.5, Timbre::Sine).pan(1.0).render(),
            50.0,
        );
        assert!(
            (frequency(&padded) - 330.0).abs() < 5.0,
            "{}",
            frequency(&padded)
        );
        assert!(balance(&padded) > 0.99);
        assert!(loudness(&padded) > 0.1);
        let pure = Tone::new(330.0, 100.0, 0.5, Timbre::Sine).render();
        let bell = Tone::new(330.0, 100.0, 0.5, Timbre::Bell).render();
        assert!(brightness(&bell) > brightness(&pure) * 1.3);
    }
}
