//! Speech rate as players set it (0 to 100, 50 normal) and as an engine
//! takes it (its own minimum, normal and maximum). Pure arithmetic.

/// How much one press of plus or minus changes the rate.
pub const RATE_STEP: u8 = 10;

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
}
