//! Clockwise and counterclockwise tilt sequences (Lemma 2): every shortest
//! tilt sequence of two or more tilts starts with one vertical and one
//! horizontal tilt and then keeps turning the same way, so it is described
//! by its first two tilts and its length. A [`TiltSequence`] stores exactly
//! that, so even a sequence of billions of tilts takes no room.
//!
//! Pure: no I/O.

use accessible_2048_engine::Direction;

/// The sense in which the tilt direction turns: clockwise is up, right,
/// down, left (the paper's N, E, S, W), counterclockwise is up, left, down,
/// right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rotation {
    Clockwise,
    Counterclockwise,
}

impl Rotation {
    /// The direction after `direction` in this rotation.
    pub fn next(self, direction: Direction) -> Direction {
        use Direction::*;
        match (self, direction) {
            (Rotation::Clockwise, Up) | (Rotation::Counterclockwise, Down) => Right,
            (Rotation::Clockwise, Right) | (Rotation::Counterclockwise, Left) => Down,
            (Rotation::Clockwise, Down) | (Rotation::Counterclockwise, Up) => Left,
            (Rotation::Clockwise, Left) | (Rotation::Counterclockwise, Right) => Up,
        }
    }

    /// The rotation that turns from `first` to `second`, if they are
    /// perpendicular.
    pub fn of(first: Direction, second: Direction) -> Option<Rotation> {
        [Rotation::Clockwise, Rotation::Counterclockwise]
            .into_iter()
            .find(|r| r.next(first) == second)
    }

    /// The four tilts of one turn of this rotation, starting with `first`.
    pub fn four_tilts(self, first: Direction) -> [Direction; 4] {
        let second = self.next(first);
        let third = self.next(second);
        [first, second, third, self.next(third)]
    }
}

/// A tilt sequence of `length` tilts whose i-th tilt (from 0) is
/// `pattern[i % 4]`. Every sequence the solver returns has this form: zero
/// tilts, one tilt, or a clockwise or counterclockwise sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TiltSequence {
    pattern: [Direction; 4],
    length: u64,
}

impl TiltSequence {
    /// No tilt at all.
    pub fn empty() -> TiltSequence {
        TiltSequence {
            pattern: [Direction::Up; 4],
            length: 0,
        }
    }

    /// A single tilt.
    pub fn single(direction: Direction) -> TiltSequence {
        TiltSequence {
            pattern: [direction; 4],
            length: 1,
        }
    }

    /// `length` tilts turning in `rotation`, starting with `first`.
    pub fn rotating(rotation: Rotation, first: Direction, length: u64) -> TiltSequence {
        TiltSequence {
            pattern: rotation.four_tilts(first),
            length,
        }
    }

    /// The number of tilts.
    pub fn len(&self) -> u64 {
        self.length
    }

    pub fn is_empty(&self) -> bool {
        self.length == 0
    }

    /// The `index`-th tilt (from 0).
    pub fn get(&self, index: u64) -> Option<Direction> {
        (index < self.length).then(|| self.pattern[(index % 4) as usize])
    }

    /// The tilts in order (lazily: the sequence may be very long).
    pub fn iter(&self) -> impl Iterator<Item = Direction> + '_ {
        (0..self.length).map(|i| self.pattern[(i % 4) as usize])
    }

    /// The first `min(length, 4)` tilts: the pattern that repeats.
    pub fn pattern(&self) -> &[Direction] {
        &self.pattern[..self.length.min(4) as usize]
    }

    /// The tilts as a vector (only for sequences that fit in memory).
    pub fn to_vec(&self) -> Vec<Direction> {
        self.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::*;

    #[test]
    fn rotations_turn_the_right_way() {
        assert_eq!(Rotation::Clockwise.four_tilts(Up), [Up, Right, Down, Left]);
        assert_eq!(
            Rotation::Counterclockwise.four_tilts(Down),
            [Down, Right, Up, Left]
        );
        assert_eq!(Rotation::of(Down, Left), Some(Rotation::Clockwise));
        assert_eq!(Rotation::of(Down, Right), Some(Rotation::Counterclockwise));
        assert_eq!(Rotation::of(Down, Up), None);
    }

    #[test]
    fn sequences_repeat_their_pattern() {
        let s = TiltSequence::rotating(Rotation::Clockwise, Down, 6);
        assert_eq!(s.to_vec(), [Down, Left, Up, Right, Down, Left]);
        assert_eq!(s.get(6), None);
        assert_eq!(TiltSequence::single(Left).to_vec(), [Left]);
        assert!(TiltSequence::empty().to_vec().is_empty());
        let long = TiltSequence::rotating(Rotation::Clockwise, Up, 1 << 40);
        assert_eq!(long.get((1 << 40) - 1), Some(Left));
    }
}
