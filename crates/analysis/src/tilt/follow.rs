//! Following the two tiles of each choice of the first two tilts turn after
//! turn, for the two-tile solver ([`super::pair`]).
//!
//! A [`Lane`] is one choice: its two tiles' squares after `h` turns, and
//! the lengths of their cycles of g once seen. Every step of a turn moves
//! one coordinate of each tile by a shift read from a table indexed by the
//! other coordinate; before each step the two tiles are checked for
//! adjacency.
//!
//! Two ways to follow lanes:
//! - [`Packed`], for boards whose rows and columns are at most
//!   [`PACKED_SIDE`] long: four lanes in lockstep (the processor overlaps
//!   their independent steps), each tile's square packed in one 32-bit word
//!   (p at the top, q at the bottom), so that all eight tiles stay in
//!   registers. A step is a shift or mask, a load and an add, with no
//!   bounds check (the tables are fixed-size arrays, in four size classes
//!   from 2^10 to 2^16 squares a line, indexed by values the packing
//!   bounds), and adjacency is one subtraction and one mask test. Free
//!   slots hold parked tiles that never move.
//! - [`follow_one`], for anything else: one lane at a time with the
//!   [`Turn`]'s own tables.
//!
//! Both give the same answers (a test runs them side by side); only the
//! speed differs.
//!
//! Pure: no I/O, no threads (the caller spreads lanes over threads).

use std::sync::atomic::{AtomicU64, Ordering};

use super::number_theory::gcd;
use super::outline::{Spot, Turn, adjacent};

/// Lanes followed in lockstep by [`Packed`].
pub(super) const LANES: usize = 4;

/// The longest row or column of boards [`Packed`] takes: a coordinate
/// fits in 16 bits.
pub(super) const PACKED_SIDE: usize = 1 << 16;

/// Stop following the tiles when the turns left before every joint
/// position is seen exceed this many times the two cycle lengths.
const FOLLOW_FACTOR: u64 = 4;

/// Turns between two looks at the shared bound.
const TURNS_PER_LOOK: u64 = 256;

/// What a lane ended with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Progress {
    /// The shortest length for this choice (found while no longer than the
    /// bound allowed), or none.
    Done(Option<u64>),
    /// The joint positions repeat only after very many turns: go on with
    /// the Chinese Remainder Theorem.
    Residues,
}

/// One choice of the first two tilts with both tiles followed turn by
/// turn. Squares are kept as (p, q), with p the coordinate the first step
/// moves: (row, column) if it is vertical, (column, row) if not, so every
/// turn is the same four table look-ups, without a branch.
#[derive(Debug, Clone, Copy)]
pub(super) struct Lane<'a> {
    pub choice: usize,
    pub turn: &'a Turn,
    transposed: bool,
    /// Where the tiles are in C2, and where they are after `h` turns.
    start: [Spot; 2],
    at: [Spot; 2],
    h: u64,
    /// The lengths of the tiles' cycles of g, once seen (0 before).
    periods: [u64; 2],
}

impl<'a> Lane<'a> {
    /// Choice `choice`, whose turn is `turn`, with its two tiles on squares
    /// `start` (row, column) of C2.
    pub fn new(choice: usize, turn: &'a Turn, start: [Spot; 2]) -> Lane<'a> {
        let transposed = !turn.starts_vertical();
        let start = start.map(|(r, c)| if transposed { (c, r) } else { (r, c) });
        Lane {
            choice,
            turn,
            transposed,
            start,
            at: start,
            h: 0,
            periods: [0, 0],
        }
    }

    /// The tiles' squares of C2 (row, column) with the lengths of their
    /// cycles of g, once both are known.
    pub fn cycles(&self) -> [(Spot, u64); 2] {
        [0, 1].map(|i| {
            let (p, q) = self.start[i];
            let spot = if self.transposed { (q, p) } else { (p, q) };
            (spot, self.periods[i])
        })
    }

    /// How many more turns the lane may run with the bound at `limit`, or
    /// how it ended.
    fn turns_left(&self, limit: u64) -> Result<u64, Progress> {
        // Turn h is looked at only if its first length, 2 + 4h, is in bound.
        let mut end = match limit.checked_sub(2) {
            Some(room) => room / 4 + 1,
            None => 0,
        };
        let [p1, p2] = self.periods;
        if p1 != 0 && p2 != 0 {
            let period = (p1 / gcd(p1, p2)).saturating_mul(p2);
            if self.h >= period {
                return Err(Progress::Done(None));
            }
            if period - self.h > FOLLOW_FACTOR * (p1 + p2) {
                return Err(Progress::Residues);
            }
            end = end.min(period);
        }
        match end.saturating_sub(self.h) {
            0 => Err(Progress::Done(None)),
            left => Ok(left),
        }
    }

    /// Notes that `turns` more turns are done, with the tiles now at `at`.
    fn advance(&mut self, turns: u64, at: [Spot; 2]) {
        self.h += turns;
        self.at = at;
        for i in 0..2 {
            if self.periods[i] == 0 && self.at[i] == self.start[i] {
                self.periods[i] = self.h;
            }
        }
    }

    /// The length of a meeting in `phase` of the lane's current turn.
    fn length(&self, phase: u64) -> u64 {
        2 + 4 * self.h + phase
    }
}

/// Follows one lane with its turn's own tables until it is done or needs
/// the residue step.
pub(super) fn follow_one(lane: &mut Lane, bound: &AtomicU64) -> Progress {
    let turn = lane.turn;
    loop {
        let left = match lane.turns_left(bound.load(Ordering::Relaxed)) {
            Ok(left) => left.min(TURNS_PER_LOOK),
            Err(progress) => return progress,
        };
        for _ in 0..left {
            let mut at = lane.at;
            for k in 0..4usize {
                if adjacent(at[0], at[1]) {
                    return Progress::Done(Some(lane.length(k as u64)));
                }
                at = at.map(|(p, q)| {
                    if k.is_multiple_of(2) {
                        (p.wrapping_add(turn.shift_table(k)[q as usize]), q)
                    } else {
                        (p, q.wrapping_add(turn.shift_table(k)[p as usize]))
                    }
                });
            }
            lane.advance(1, at);
            if lane.at.iter().zip(&lane.start).any(|(a, s)| a == s) {
                // A tile is back: the periods may be complete.
                break;
            }
        }
    }
}

/// The packing of squares into words for lines of at most 2^BITS squares
/// (BITS ≤ 16): p in the top BITS bits, q in the bottom BITS bits, zeros
/// between. A step that moves p adds its shift shifted to the top (it wraps
/// off the end); one that moves q adds its shift as it is (the result is a
/// square, so nothing carries into p). LEN is the length of the tables of
/// all lanes, `16 << BITS` (stable Rust cannot compute it from BITS).
#[derive(Debug, Clone, Copy)]
struct Words<const BITS: u32, const LEN: usize>;

impl<const BITS: u32, const LEN: usize> Words<BITS, LEN> {
    /// Where p starts.
    const P: u32 = 32 - BITS;
    const Q_MASK: u32 = (1 << BITS) - 1;
    /// Entries of one table: two steps for every coordinate.
    const TABLE: usize = 2 << BITS;
    const CHECKED: () = assert!(BITS <= 16 && LEN == 2 * LANES * (2 << BITS));

    fn pack((p, q): Spot) -> u32 {
        (p << Self::P) | q
    }

    fn unpack(square: u32) -> Spot {
        (square >> Self::P, square & Self::Q_MASK)
    }

    /// Whether two squares may be adjacent: true when they are (their
    /// difference is ±1 or ±2^P), and for a few nearby squares as well.
    #[inline(always)]
    fn near(a: u32, b: u32) -> bool {
        let spread = a.wrapping_sub(b).wrapping_add((1 << Self::P) + 1);
        spread & !((3 << Self::P) | 3) == 0
    }

    /// A parked tile pair for a free slot: it never moves (its tables are
    /// zero), is never near its partner and never on its start.
    fn parked() -> ([u32; 2], [u32; 2]) {
        let far = Self::pack((8, 8));
        ([0, far], [1, 0])
    }

    /// The index of step `k` of `slot`'s shift for `square`.
    #[inline(always)]
    fn entry(slot: usize, k: usize, square: u32) -> usize {
        let coord = if k.is_multiple_of(2) {
            square & Self::Q_MASK
        } else {
            square >> Self::P
        };
        (2 * slot + k % 2) * Self::TABLE + coord as usize * 2 + k / 2
    }

    /// Step `k` of a tile of `slot`.
    #[inline(always)]
    fn step(entries: &[u32; LEN], slot: usize, k: usize, square: u32) -> u32 {
        square.wrapping_add(entries[Self::entry(slot, k, square)])
    }
}

/// Four lanes' shift tables and the lanes themselves, for boards whose
/// rows and columns are at most 2^BITS long. Each lane has a table indexed
/// by q, holding steps 0 and 2 (which move p), and one indexed by p,
/// holding steps 1 and 3 (which move q): 64 bytes per coordinate in all.
pub(super) struct Packed<'a, const BITS: u32, const LEN: usize> {
    entries: Box<[u32; LEN]>,
    slots: [Option<Lane<'a>>; LANES],
}

impl<'a, const BITS: u32, const LEN: usize> Packed<'a, BITS, LEN> {
    pub fn new() -> Self {
        let () = Words::<BITS, LEN>::CHECKED;
        let entries = vec![0u32; LEN].into_boxed_slice();
        Packed {
            entries: entries.try_into().expect("the length is the array's"),
            slots: [None; LANES],
        }
    }

    /// Puts `lane` in a free slot; false if there is none. Its board's
    /// rows and columns are at most 2^BITS long (the caller picks the size
    /// class from the board).
    pub fn add(&mut self, lane: Lane<'a>) -> bool {
        let Some(slot) = self.slots.iter().position(Option::is_none) else {
            return false;
        };
        for k in 0..4 {
            let shifts = lane.turn.shift_table(k);
            debug_assert!(shifts.len() <= 1 << BITS, "the size class fits the board");
            for (c, &shift) in shifts.iter().enumerate() {
                let index = Words::<BITS, LEN>::entry(slot, k, 0) + c * 2;
                // p moves at the top: its shift too.
                self.entries[index] = if k.is_multiple_of(2) {
                    shift << Words::<BITS, LEN>::P
                } else {
                    shift
                };
            }
        }
        self.slots[slot] = Some(lane);
        true
    }

    /// Whether no slot holds a lane.
    fn is_empty(&self) -> bool {
        self.slots.iter().all(Option::is_none)
    }

    /// Follows the lanes until one of them is done or needs the residue
    /// step, and takes it out of its slot: returns it with how it ended.
    /// `None` if no slot holds a lane.
    pub fn run(&mut self, bound: &AtomicU64) -> Option<(Lane<'a>, Progress)> {
        loop {
            let limit = bound.load(Ordering::Relaxed);
            let mut batch = TURNS_PER_LOOK;
            for slot in 0..LANES {
                let Some(lane) = &self.slots[slot] else {
                    continue;
                };
                match lane.turns_left(limit) {
                    Ok(left) => batch = batch.min(left),
                    Err(progress) => return Some((self.take(slot), progress)),
                }
            }
            if self.is_empty() {
                return None;
            }
            let mut squares = [0u32; 2 * LANES];
            let mut starts = [0u32; 2 * LANES];
            for (slot, lane) in self.slots.iter().enumerate() {
                let (at, start) = match lane {
                    Some(lane) => (
                        lane.at.map(Words::<BITS, LEN>::pack),
                        lane.start.map(Words::<BITS, LEN>::pack),
                    ),
                    None => Words::<BITS, LEN>::parked(),
                };
                squares[2 * slot..2 * slot + 2].copy_from_slice(&at);
                starts[2 * slot..2 * slot + 2].copy_from_slice(&start);
            }
            let (done, met) = match turns::<BITS, LEN>(&self.entries, &mut squares, &starts, batch)
            {
                Stop::Ran(done) => (done, None),
                Stop::Near { slot, phase, turn } => {
                    match finish_turn::<BITS, LEN>(&self.entries, &mut squares, slot, phase) {
                        Some(met) => (turn, Some(met)),
                        None => (turn + 1, None),
                    }
                }
            };
            for (slot, lane) in self.slots.iter_mut().enumerate() {
                if let Some(lane) = lane {
                    // Slots before the one that met have done its turn too.
                    let extra = met.is_some_and(|(m, _)| slot < m);
                    let at = [squares[2 * slot], squares[2 * slot + 1]];
                    lane.advance(done + u64::from(extra), at.map(Words::<BITS, LEN>::unpack));
                }
            }
            if let Some((slot, phase)) = met {
                let lane = self.take(slot);
                let length = lane.length(phase);
                return Some((lane, Progress::Done(Some(length))));
            }
        }
    }

    /// Empties `slot` (its tables back to zero) and returns its lane.
    fn take(&mut self, slot: usize) -> Lane<'a> {
        let table = Words::<BITS, LEN>::TABLE;
        self.entries[2 * slot * table..(2 * slot + 2) * table].fill(0);
        self.slots[slot].take().expect("the slot holds a lane")
    }
}

/// Where a run of turns stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// After this many whole turns of every slot.
    Ran(u64),
    /// The tiles of `slot` are near each other in `phase` (or, for phase
    /// 4, a tile is back on its start at the end of the turn) of turn
    /// `turn` of the batch; slots before it have done that turn, slots
    /// after it not yet.
    Near {
        slot: usize,
        phase: usize,
        turn: u64,
    },
}

/// At most `batch` turns of every slot, stopping at the first near pair of
/// tiles or tile back on its start.
#[inline(never)]
fn turns<const BITS: u32, const LEN: usize>(
    entries: &[u32; LEN],
    squares: &mut [u32; 2 * LANES],
    starts: &[u32; 2 * LANES],
    batch: u64,
) -> Stop {
    let near = Words::<BITS, LEN>::near;
    let step = |slot, k, square| Words::<BITS, LEN>::step(entries, slot, k, square);
    let [
        mut a0,
        mut b0,
        mut a1,
        mut b1,
        mut a2,
        mut b2,
        mut a3,
        mut b3,
    ] = *squares;
    macro_rules! slot_turn {
        ($slot:literal, $a:ident, $b:ident, $turn:ident) => {
            for k in 0..4 {
                if near($a, $b) {
                    *squares = [a0, b0, a1, b1, a2, b2, a3, b3];
                    return Stop::Near {
                        slot: $slot,
                        phase: k,
                        turn: $turn,
                    };
                }
                $a = step($slot, k, $a);
                $b = step($slot, k, $b);
            }
            if $a == starts[2 * $slot] || $b == starts[2 * $slot + 1] {
                *squares = [a0, b0, a1, b1, a2, b2, a3, b3];
                return Stop::Near {
                    slot: $slot,
                    phase: 4,
                    turn: $turn,
                };
            }
        };
    }
    for turn in 0..batch {
        slot_turn!(0, a0, b0, turn);
        slot_turn!(1, a1, b1, turn);
        slot_turn!(2, a2, b2, turn);
        slot_turn!(3, a3, b3, turn);
    }
    *squares = [a0, b0, a1, b1, a2, b2, a3, b3];
    Stop::Ran(batch)
}

/// Goes on with the turn from `phase` of `slot` (the rest of that slot's
/// turn, then the later slots' whole turn), checking adjacency exactly:
/// the slot and phase of the first adjacency, or `None` with the turn done
/// by every slot.
#[cold]
fn finish_turn<const BITS: u32, const LEN: usize>(
    entries: &[u32; LEN],
    squares: &mut [u32; 2 * LANES],
    slot: usize,
    phase: usize,
) -> Option<(usize, u64)> {
    let unpack = Words::<BITS, LEN>::unpack;
    for s in slot..LANES {
        let from = if s == slot { phase } else { 0 };
        for k in from..4 {
            let [a, b] = [squares[2 * s], squares[2 * s + 1]];
            if adjacent(unpack(a), unpack(b)) {
                return Some((s, k as u64));
            }
            squares[2 * s] = Words::<BITS, LEN>::step(entries, s, k, a);
            squares[2 * s + 1] = Words::<BITS, LEN>::step(entries, s, k, b);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packed nearness test holds for every adjacent pair, in every
    /// direction, including at the far edge of each size class.
    fn near_holds<const BITS: u32, const LEN: usize>() {
        type W<const B: u32, const L: usize> = Words<B, L>;
        let last = (1u32 << BITS) - 1;
        for (p, q) in [
            (0, 0),
            (0, 5),
            (7, 0),
            (100, 200),
            (last - 1, last - 1),
            (0, last - 1),
        ] {
            let here = W::<BITS, LEN>::pack((p, q));
            assert_eq!(W::<BITS, LEN>::unpack(here), (p, q));
            for there in [(p + 1, q), (p, q + 1)] {
                let there = W::<BITS, LEN>::pack(there);
                assert!(W::<BITS, LEN>::near(here, there), "({p}, {q}) {BITS}");
                assert!(W::<BITS, LEN>::near(there, here), "({p}, {q}) {BITS}");
            }
        }
        let far = |a, b| !W::<BITS, LEN>::near(W::<BITS, LEN>::pack(a), W::<BITS, LEN>::pack(b));
        assert!(far((3, 3), (3, 8)));
        assert!(far((3, 3), (9, 3)));
        let (parked, start) = W::<BITS, LEN>::parked();
        assert!(!W::<BITS, LEN>::near(parked[0], parked[1]));
        assert!(parked != start);
    }

    #[test]
    fn near_holds_for_every_adjacent_pair() {
        near_holds::<10, { 16 << 10 }>();
        near_holds::<12, { 16 << 12 }>();
        near_holds::<14, { 16 << 14 }>();
        near_holds::<16, { 16 << 16 }>();
    }
}
