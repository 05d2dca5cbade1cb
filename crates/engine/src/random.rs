//! A portable, seedable random generator: PCG32 (PCG-XSH-RR 64/32, as
//! specified by M. E. O'Neill), with our own bounded-integer and probability
//! mappings so that a seed replays the same game on every platform and every
//! release. No global state; the state can be saved and restored.

/// PCG-XSH-RR with 64-bit state and 32-bit output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pcg32 {
    state: u64,
    increment: u64,
}

const MULTIPLIER: u64 = 6364136223846793005;
/// The stream used for games started from a plain seed.
const GAME_STREAM: u64 = 0x2048;

impl Pcg32 {
    /// The reference seeding of `pcg32_srandom_r(initstate, initseq)`.
    pub fn new(seed: u64, stream: u64) -> Pcg32 {
        let mut rng = Pcg32 {
            state: 0,
            increment: (stream << 1) | 1,
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(seed);
        rng.next_u32();
        rng
    }

    /// The generator for a game started with `--seed seed`.
    pub fn from_seed(seed: u64) -> Pcg32 {
        Pcg32::new(seed, GAME_STREAM)
    }

    /// Rebuilds a generator from [`Pcg32::to_parts`] (for saved games).
    /// The increment is forced odd, as PCG requires.
    pub fn from_parts(state: u64, increment: u64) -> Pcg32 {
        Pcg32 {
            state,
            increment: increment | 1,
        }
    }

    /// The internal state and increment, to save a game.
    pub fn to_parts(&self) -> (u64, u64) {
        (self.state, self.increment)
    }

    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(self.increment);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// A uniform integer in `0..bound` (bound ≥ 1), without modulo bias.
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "below(0) has no value");
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }

    /// True with probability `p` (clamped to 0..=1), from one 32-bit draw.
    pub fn chance(&mut self, p: f64) -> bool {
        let draw = f64::from(self.next_u32()) / 4_294_967_296.0;
        draw < p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first outputs of the reference `pcg32-demo` (seed 42, stream 54).
    #[test]
    fn matches_the_reference_implementation() {
        let mut rng = Pcg32::new(42, 54);
        let expected = [
            0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e,
        ];
        for value in expected {
            assert_eq!(rng.next_u32(), value);
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Pcg32::from_seed(7);
        let mut seen = [0u32; 5];
        for _ in 0..5000 {
            seen[rng.below(5) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
    }

    #[test]
    fn parts_round_trip() {
        let mut a = Pcg32::from_seed(99);
        a.next_u32();
        let (s, i) = a.to_parts();
        let mut b = Pcg32::from_parts(s, i);
        for _ in 0..10 {
            assert_eq!(a.next_u32(), b.next_u32());
        }
    }

    #[test]
    fn chance_extremes() {
        let mut rng = Pcg32::from_seed(1);
        assert!((0..100).all(|_| !rng.chance(0.0)));
        assert!((0..100).all(|_| rng.chance(1.0)));
    }
}
