//! Speech rate as players set it (0 to 100, 50 normal) and as an engine
//! takes it (its own minimum, normal and maximum), and the guard every
//! engine's rate call goes through: engines that cannot change the rate
//! (a screen reader through Tolk keeps its own) are never asked to.

/// How much one press of plus or minus changes the rate.
pub const RATE_STEP: u8 = 10;

/// The rate plus and minus start from while the player's own engine
/// setting stands and the engine cannot say what it is.
pub const NORMAL_RATE: u8 = 50;

/// Maps 0..=100 onto the engine's range: 0 → `min`, 50 → `normal`,
/// 100 → `max`, linearly on each side of normal.
pub fn rate_to_engine(rate: u8, min: f32, normal: f32, max: f32) -> f32 {
    let r = f32::from(rate.min(100));
    if r <= 50.0 {
        min + (normal - min) * r / 50.0
    } else {
        normal + (max - normal) * (r - 50.0) / 50.0
    }
}

/// The inverse of [`rate_to_engine`]: the player's 0..=100 for a rate in
/// the engine's units, rounded and kept within 0..=100.
pub fn engine_to_rate(value: f32, min: f32, normal: f32, max: f32) -> u8 {
    let r = if value <= normal {
        if normal > min {
            50.0 * (value - min) / (normal - min)
        } else {
            50.0
        }
    } else if max > normal {
        50.0 + 50.0 * (value - normal) / (max - normal)
    } else {
        50.0
    };
    if r.is_nan() {
        return NORMAL_RATE;
    }
    r.round().clamp(0.0, 100.0) as u8
}

/// An engine's rate controls, as far as the guard needs them.
pub trait RateControl {
    /// Whether the engine can change its rate at all.
    fn supports_rate(&self) -> bool;
    /// The engine's slowest, normal and fastest rate. Only called when
    /// [`RateControl::supports_rate`] says yes.
    fn rate_range(&self) -> (f32, f32, f32);
    /// Sets the engine's rate, in its own units. Only called when
    /// [`RateControl::supports_rate`] says yes.
    fn set_engine_rate(&mut self, value: f32) -> Result<(), String>;
    /// The engine's rate now, in its own units, where it can tell. Only
    /// called when [`RateControl::supports_rate`] says yes.
    fn engine_rate(&self) -> Option<f32> {
        None
    }
}

/// The rate the player hears now (0 to 100), where the engine has a rate
/// and can tell it.
pub fn heard_rate(engine: &dyn RateControl) -> Option<u8> {
    if !engine.supports_rate() {
        return None;
    }
    let (min, normal, max) = engine.rate_range();
    let value = engine.engine_rate()?;
    Some(engine_to_rate(value, min, normal, max))
}

/// Sets the player's rate (0 to 100) where the engine has a rate; returns
/// whether it did. Without one, the engine's own rate stands.
pub fn apply_rate(engine: &mut dyn RateControl, rate: u8) -> Result<bool, String> {
    if !engine.supports_rate() {
        return Ok(false);
    }
    let (min, normal, max) = engine.rate_range();
    engine.set_engine_rate(rate_to_engine(rate, min, normal, max))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_the_three_anchors() {
        assert_eq!(rate_to_engine(0, -100.0, 0.0, 100.0), -100.0);
        assert_eq!(rate_to_engine(50, -100.0, 0.0, 100.0), 0.0);
        assert_eq!(rate_to_engine(100, -100.0, 0.0, 100.0), 100.0);
        assert_eq!(rate_to_engine(75, 0.1, 1.0, 10.0), 5.5);
        assert_eq!(rate_to_engine(255, 0.1, 1.0, 10.0), 10.0);
    }

    /// Like Tolk in the `tts` crate: no rate (there, asking for one
    /// panics); here each rate call is counted, and none may come.
    #[derive(Default)]
    struct NoRate {
        rate_calls: std::cell::Cell<usize>,
    }

    impl RateControl for NoRate {
        fn supports_rate(&self) -> bool {
            false
        }
        fn rate_range(&self) -> (f32, f32, f32) {
            self.rate_calls.set(self.rate_calls.get() + 1);
            (0.0, 0.0, 0.0)
        }
        fn set_engine_rate(&mut self, _value: f32) -> Result<(), String> {
            self.rate_calls.set(self.rate_calls.get() + 1);
            Ok(())
        }
        fn engine_rate(&self) -> Option<f32> {
            self.rate_calls.set(self.rate_calls.get() + 1);
            Some(0.0)
        }
    }

    /// An engine with a rate, recording what it was set to.
    struct WithRate(Vec<f32>);

    impl RateControl for WithRate {
        fn supports_rate(&self) -> bool {
            true
        }
        fn rate_range(&self) -> (f32, f32, f32) {
            (0.5, 1.0, 6.0)
        }
        fn set_engine_rate(&mut self, value: f32) -> Result<(), String> {
            self.0.push(value);
            Ok(())
        }
        fn engine_rate(&self) -> Option<f32> {
            self.0.last().copied()
        }
    }

    #[test]
    fn engine_rates_come_back_to_the_players_scale() {
        let ranges = [(-100.0, 0.0, 100.0), (0.5, 1.0, 6.0), (0.1, 1.0, 10.0)];
        for (min, normal, max) in ranges {
            for rate in 0..=100u8 {
                let value = rate_to_engine(rate, min, normal, max);
                assert_eq!(
                    engine_to_rate(value, min, normal, max),
                    rate,
                    "{rate} in {min}..{max}"
                );
            }
        }
        // speech-dispatcher's 40 is a little fast: 70 on the player's scale.
        assert_eq!(engine_to_rate(40.0, -100.0, 0.0, 100.0), 70);
        assert_eq!(engine_to_rate(-300.0, -100.0, 0.0, 100.0), 0);
        assert_eq!(engine_to_rate(300.0, -100.0, 0.0, 100.0), 100);
        assert_eq!(engine_to_rate(f32::NAN, -100.0, 0.0, 100.0), NORMAL_RATE);
    }

    #[test]
    fn an_engine_without_rate_is_never_asked_for_one() {
        let mut engine = NoRate::default();
        for rate in [0, 50, 100] {
            assert_eq!(apply_rate(&mut engine, rate), Ok(false), "rate {rate}");
        }
        assert_eq!(heard_rate(&engine), None);
        assert_eq!(engine.rate_calls.get(), 0, "a rate call reached the engine");
    }

    #[test]
    fn an_engine_with_rate_gets_it_in_its_own_units() {
        let mut engine = WithRate(Vec::new());
        let cases = [(0, 0.5), (50, 1.0), (100, 6.0), (60, 2.0)];
        for (rate, _) in cases {
            assert_eq!(apply_rate(&mut engine, rate), Ok(true));
        }
        let wanted: Vec<f32> = cases.iter().map(|&(_, v)| v).collect();
        assert_eq!(engine.0, wanted);
        assert_eq!(heard_rate(&engine), Some(60));
    }
}
