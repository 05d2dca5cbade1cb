//! The arithmetic of Section 3: the greatest common divisor (Bézout) and
//! the Chinese Remainder Theorem for moduli that need not be coprime.
//!
//! Pure arithmetic.

/// The greatest common divisor (Euclid); `gcd(0, b) = b`.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The inverse of `a` modulo `m` (`a` and `m` coprime, `m` ≥ 1), by the
/// extended Euclidean algorithm.
fn inverse_mod(a: u64, m: u64) -> u64 {
    let (mut r0, mut r1) = (a as i128 % m as i128, m as i128);
    let (mut s0, mut s1) = (1i128, 0i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    debug_assert!(r0 == 1 || m == 1, "not coprime");
    s0.rem_euclid(m as i128) as u64
}

/// Two cycle lengths prepared for many Chinese-remainder questions: their
/// gcd `d` (Bézout: the combinations `i·m1 + j·m2` are the multiples of `d`)
/// and the inverse of `m1/d` modulo `m2/d`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moduli {
    m1: u64,
    m2: u64,
    d: u64,
    inverse: u64,
}

impl Moduli {
    pub fn new(m1: u64, m2: u64) -> Moduli {
        assert!(m1 > 0 && m2 > 0, "moduli must be positive");
        let d = gcd(m1, m2);
        Moduli {
            m1,
            m2,
            d,
            inverse: inverse_mod(m1 / d, m2 / d),
        }
    }

    /// d = gcd(m1, m2).
    pub fn gcd(&self) -> u64 {
        self.d
    }

    /// The least `h ≥ 0` with `h ≡ a (mod m1)` and `h ≡ b (mod m2)`, if any
    /// (there is one exactly when `a ≡ b (mod d)`).
    pub fn solve(&self, a: u64, b: u64) -> Option<u64> {
        let (a, b) = (a % self.m1, b % self.m2);
        if self.m1.max(self.m2) <= u64::from(u32::MAX) {
            // Every product below fits in 64 bits: no 128-bit division.
            let difference = (b + self.m2 - a % self.m2) % self.m2;
            if !difference.is_multiple_of(self.d) {
                return None;
            }
            let reduced = self.m2 / self.d;
            let k = (difference / self.d * self.inverse) % reduced;
            return Some(a + self.m1 * k);
        }
        let difference = (b as i128 - a as i128).rem_euclid(self.m2 as i128) as u128;
        if !difference.is_multiple_of(self.d as u128) {
            return None;
        }
        let reduced = self.m2 / self.d;
        let k = (difference / self.d as u128 * self.inverse as u128) % reduced as u128;
        Some(a + self.m1 * k as u64)
    }
}

/// The least `h ≥ 0` with `h ≡ a (mod m1)` and `h ≡ b (mod m2)`, if any.
pub fn chinese_remainder(a: u64, m1: u64, b: u64, m2: u64) -> Option<u64> {
    Moduli::new(m1, m2).solve(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn gcd_table() {
        for (a, b, d) in [(12, 18, 6), (7, 3, 1), (0, 5, 5), (5, 0, 5), (89, 89, 89)] {
            assert_eq!(gcd(a, b), d, "gcd({a}, {b})");
        }
    }

    #[test]
    fn chinese_remainder_table() {
        assert_eq!(chinese_remainder(2, 3, 3, 5), Some(8));
        assert_eq!(chinese_remainder(1, 4, 3, 6), Some(9));
        assert_eq!(chinese_remainder(1, 4, 2, 6), None);
        assert_eq!(chinese_remainder(0, 1, 0, 1), Some(0));
        assert_eq!(chinese_remainder(4, 7, 4, 7), Some(4));
    }

    proptest! {
        /// The answer is the first h found by counting up to lcm.
        #[test]
        fn chinese_remainder_is_the_least_solution(
            m1 in 1u64..40, m2 in 1u64..40, a in 0u64..40, b in 0u64..40
        ) {
            let (a, b) = (a % m1, b % m2);
            let lcm = m1 / gcd(m1, m2) * m2;
            let expected = (0..lcm).find(|h| h % m1 == a && h % m2 == b);
            prop_assert_eq!(chinese_remainder(a, m1, b, m2), expected);
        }
    }
}
