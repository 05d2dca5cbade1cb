//! The permutation g of Lemma 3: from a canonical configuration, four tilts
//! in rotation (clockwise or counterclockwise) bring back the same shape of
//! full squares with the tiles permuted. g maps each full square to the
//! square its tile occupies four tilts later.
//!
//! Squares are named by *slot*, their rank in reading order; since the shape
//! comes back, slot k names the same square before and after the four
//! tilts, and g is a permutation of `0..t`. Its cycle decomposition is what
//! `tilt cycles` reports, and what the tests check the solver against.
//!
//! Pure: no I/O.

use accessible_2048_engine::Direction;

use super::configuration::Configuration;

/// g as a map from slot to slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FourTiltPermutation {
    successor: Vec<u32>,
}

impl FourTiltPermutation {
    /// g for the four `tilts` applied to the canonical configuration
    /// `start` (use [`Rotation::four_tilts`](super::Rotation::four_tilts)).
    pub fn of(start: &Configuration, tilts: [Direction; 4]) -> FourTiltPermutation {
        FourTiltPermutation::between(start, &start.tilt_all(tilts))
    }

    /// g from a canonical configuration and the one four tilts later (same
    /// shape, by Lemma 3): g(k) is the slot, in `after`, of the tile at slot
    /// k of `start`. O(t).
    pub fn between(start: &Configuration, after: &Configuration) -> FourTiltPermutation {
        debug_assert!(
            start
                .entries()
                .iter()
                .zip(after.entries())
                .all(|(a, b)| a.square() == b.square()),
            "four tilts in rotation keep the shape (Lemma 3)"
        );
        let slots_after = after.slots();
        let successor = start
            .entries()
            .iter()
            .map(|e| slots_after[e.tile as usize])
            .collect();
        FourTiltPermutation { successor }
    }

    /// The number of squares permuted (the number of tiles, t).
    pub fn len(&self) -> usize {
        self.successor.len()
    }

    pub fn is_empty(&self) -> bool {
        self.successor.is_empty()
    }

    /// g(slot).
    pub fn apply(&self, slot: u32) -> u32 {
        self.successor[slot as usize]
    }

    /// The cycle through `slot`, in order: `slot`, g(slot), g²(slot), …
    pub fn cycle_from(&self, slot: u32) -> Vec<u32> {
        let mut cycle = vec![slot];
        let mut next = self.apply(slot);
        while next != slot {
            cycle.push(next);
            next = self.apply(next);
        }
        cycle
    }

    /// The whole cycle decomposition, in O(t).
    pub fn cycles(&self) -> Cycles {
        const NONE: u32 = u32::MAX;
        let mut cycle_of = vec![NONE; self.len()];
        let mut lengths = Vec::new();
        for start in 0..self.len() as u32 {
            if cycle_of[start as usize] != NONE {
                continue;
            }
            let id = lengths.len() as u32;
            let mut slot = start;
            let mut i = 0;
            loop {
                cycle_of[slot as usize] = id;
                i += 1;
                slot = self.apply(slot);
                if slot == start {
                    break;
                }
            }
            lengths.push(i);
        }
        Cycles { cycle_of, lengths }
    }
}

/// The cycle decomposition of g: which cycle each slot is on, and the
/// cycles' lengths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycles {
    cycle_of: Vec<u32>,
    lengths: Vec<u32>,
}

impl Cycles {
    /// The number of cycles (fixed points included).
    pub fn count(&self) -> usize {
        self.lengths.len()
    }

    /// The cycle `slot` is on (cycles are numbered from 0 in order of their
    /// smallest slot).
    pub fn cycle_of(&self, slot: u32) -> usize {
        self.cycle_of[slot as usize] as usize
    }

    /// The length of cycle `cycle`.
    pub fn length(&self, cycle: usize) -> u32 {
        self.lengths[cycle]
    }

    /// Every cycle length, in ascending order.
    pub fn sorted_lengths(&self) -> Vec<u32> {
        let mut lengths = self.lengths.clone();
        lengths.sort_unstable();
        lengths
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tilt::Rotation;
    use accessible_2048_engine::Grid;

    /// The lower-triangular example of Section 2 on a 3×3 board, followed
    /// by hand: up, right, down, left take
    /// `a../bc./def` to `f../ce./abd`: the corners go a → d → f → a and
    /// b → e → c → b, two cycles of length 3.
    #[test]
    fn lower_triangle_three_by_three() {
        let grid = Grid::parse("2 0 0/2 2 0/2 2 2").unwrap();
        let start = Configuration::from_grid(&grid);
        let g = FourTiltPermutation::of(&start, Rotation::Clockwise.four_tilts(Direction::Up));
        // Slots in reading order: a=A1 0, b=A2 1, c=B2 2, d=A3 3, e=B3 4, f=C3 5.
        assert_eq!(g.cycle_from(0), [0, 3, 5], "a → d → f");
        assert_eq!(g.cycle_from(1), [1, 4, 2], "b → e → c");
        let cycles = g.cycles();
        assert_eq!(cycles.sorted_lengths(), [3, 3]);
    }
}
