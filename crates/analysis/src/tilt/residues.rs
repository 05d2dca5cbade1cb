//! Step 5 of the paper for special tiles on cycles of g: when a square at
//! index p1 of one special cycle and a square at index p2 of another (or
//! the same) are adjacent in some phase, the least number of turns after
//! which special tiles stand on both, by the Chinese Remainder Theorem; and
//! the moduli of each pair of cycles, worked out once.
//!
//! Pure arithmetic: no I/O.

use std::collections::HashMap;

use super::configuration::TileId;
use super::number_theory::Moduli;

/// A special cycle at one index: its length, the index, and its special
/// tiles as (index σ, tile).
#[derive(Debug, Clone, Copy)]
pub(super) struct AtIndex<'a> {
    pub length: u64,
    pub index: u64,
    pub specials: &'a [(u64, TileId)],
}

/// Every pair of distinct special tiles, one of each cycle.
fn every_pair<'a>(
    first: AtIndex<'a>,
    second: AtIndex<'a>,
) -> impl Iterator<Item = ((u64, TileId), (u64, TileId))> + 'a {
    first
        .specials
        .iter()
        .flat_map(move |&one| second.specials.iter().map(move |&other| (one, other)))
        .filter(|(one, other)| one.1 != other.1)
}

/// The turns, modulo the cycle's length, until the special tile at index
/// `sigma` of `cycle` reaches the cycle's index.
fn turns_to(cycle: AtIndex, sigma: u64) -> u64 {
    let turns = cycle.index + cycle.length - sigma;
    if turns >= cycle.length {
        turns - cycle.length
    } else {
        turns
    }
}

/// Pairs of special tiles of two cycles by the difference of their
/// indices modulo d = gcd(L1, L2): a tile of the first cycle at index p1
/// and one of the second at p2 can stand there together only if
/// σ' − σ ≡ p2 − p1 (mod d), so a look-up finds the few pairs worth a
/// Chinese Remainder step instead of trying them all. Sorted by the
/// difference; built only for pairs of cycles with from [`INDEX_FROM`] to
/// [`INDEXED_PAIRS`] pairs of special tiles (fewer are tried at once).
type ByDifference = Vec<(u64, (u64, TileId), (u64, TileId))>;

/// The fewest pairs of special tiles worth an index.
const INDEX_FROM: usize = 16;

/// The most pairs of special tiles indexed for one pair of cycles.
const INDEXED_PAIRS: usize = 1 << 16;

/// What is worked out once for a pair of special cycles.
struct CyclePair {
    moduli: Moduli,
    by_difference: Option<ByDifference>,
}

impl CyclePair {
    fn new(first: AtIndex, second: AtIndex) -> CyclePair {
        let moduli = Moduli::new(first.length, second.length);
        let d = moduli.gcd();
        let pairs = first.specials.len() * second.specials.len();
        let by_difference = (INDEX_FROM..=INDEXED_PAIRS).contains(&pairs).then(|| {
            let mut index: ByDifference = every_pair(first, second)
                .map(|(one, other)| ((other.0 % d + d - one.0 % d) % d, one, other))
                .collect();
            index.sort_unstable_by_key(|&(key, ..)| key);
            index
        });
        CyclePair {
            moduli,
            by_difference,
        }
    }

    /// The least number of turns h below `max_turns` after which a special
    /// tile of the first cycle is at its index and another special tile of
    /// the second at its index: h ≡ p1 − σ (mod L1) and h ≡ p2 − σ' (mod
    /// L2), solvable when they agree modulo the gcd (Bézout), least by the
    /// Chinese Remainder Theorem; only the pairs the index of differences
    /// names are tried, if it was built.
    fn earliest_turn(
        &self,
        first: AtIndex,
        second: AtIndex,
        max_turns: u64,
    ) -> Option<([TileId; 2], u64)> {
        let Some(index) = &self.by_difference else {
            return self.least_turn(every_pair(first, second), first, second, max_turns);
        };
        let d = self.moduli.gcd();
        // Indices are below their cycle's length: one subtraction where
        // the length is the modulus, a division only where d is smaller.
        let (p1, p2) = if d == first.length && d == second.length {
            (first.index, second.index)
        } else {
            (first.index % d, second.index % d)
        };
        let key = if p2 >= p1 { p2 - p1 } else { p2 + d - p1 };
        let from = index.partition_point(|&(k, ..)| k < key);
        let matching = index[from..]
            .iter()
            .take_while(|&&(k, ..)| k == key)
            .map(|&(_, one, other)| (one, other));
        self.least_turn(matching, first, second, max_turns)
    }

    /// The least turn below `max_turns` over the given pairs of special
    /// tiles. Since h is at least each residue, pairs with a residue of the
    /// best so far or more are skipped at once.
    fn least_turn(
        &self,
        pairs: impl Iterator<Item = ((u64, TileId), (u64, TileId))>,
        first: AtIndex,
        second: AtIndex,
        max_turns: u64,
    ) -> Option<([TileId; 2], u64)> {
        let mut best: Option<([TileId; 2], u64)> = None;
        for ((sigma_1, tile_1), (sigma_2, tile_2)) in pairs {
            let a = turns_to(first, sigma_1);
            let b = turns_to(second, sigma_2);
            let limit = best.map_or(max_turns, |(_, h)| h);
            if a >= limit || b >= limit {
                continue;
            }
            // One cycle length L: h ≡ a ≡ b (mod L) with a, b below L.
            let h = if first.length == second.length {
                Some(a).filter(|_| a == b)
            } else {
                self.moduli.solve(a, b)
            };
            if let Some(h) = h
                && h < limit
            {
                best = Some(([tile_1, tile_2], h));
            }
        }
        best
    }
}

/// The pairs of special cycles met so far, each worked out once (the
/// paper's memoised gcds, and the index of differences).
pub(super) struct CyclePairs {
    known: HashMap<(usize, usize), usize>,
    pairs: Vec<CyclePair>,
    /// The last pair asked for: walking one cycle asks for the same pair
    /// again and again.
    last: Option<((usize, usize), usize)>,
}

impl CyclePairs {
    pub fn new() -> CyclePairs {
        CyclePairs {
            known: HashMap::new(),
            pairs: Vec::new(),
            last: None,
        }
    }

    /// [`earliest_turn`] for cycle `i` at `first` and cycle `j` at
    /// `second`.
    pub fn earliest_turn(
        &mut self,
        (i, first): (usize, AtIndex),
        (j, second): (usize, AtIndex),
        max_turns: u64,
    ) -> Option<([TileId; 2], u64)> {
        let at = match self.last {
            Some((key, at)) if key == (i, j) => at,
            _ => {
                let pairs = &mut self.pairs;
                let at = *self.known.entry((i, j)).or_insert_with(|| {
                    pairs.push(CyclePair::new(first, second));
                    pairs.len() - 1
                });
                self.last = Some(((i, j), at));
                at
            }
        };
        self.pairs[at].earliest_turn(first, second, max_turns)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::Pcg32;

    /// The index of differences finds the same least turn as trying every
    /// pair of special tiles.
    #[test]
    fn the_index_agrees_with_trying_every_pair() {
        let mut rng = Pcg32::from_seed(31);
        for _ in 0..3000 {
            let lengths = [1 + u64::from(rng.below(40)), 1 + u64::from(rng.below(40))];
            let same = rng.below(4) == 0;
            let lengths = if same { [lengths[0]; 2] } else { lengths };
            let mut specials: [Vec<(u64, TileId)>; 2] = [Vec::new(), Vec::new()];
            let mut next_tile = 0;
            for (c, list) in specials.iter_mut().enumerate() {
                for _ in 0..1 + rng.below(9) {
                    list.push((u64::from(rng.below(lengths[c] as u32)), next_tile));
                    next_tile += 1;
                }
            }
            if same {
                specials[1] = specials[0].clone();
            }
            let at = |c: usize, index: u64| AtIndex {
                length: lengths[c],
                index,
                specials: &specials[c],
            };
            let (p1, p2) = (
                u64::from(rng.below(lengths[0] as u32)),
                u64::from(rng.below(lengths[1] as u32)),
            );
            let max_turns = 1 + u64::from(rng.below(2000));
            let every_pair = CyclePair {
                moduli: Moduli::new(lengths[0], lengths[1]),
                by_difference: None,
            };
            let every = every_pair.earliest_turn(at(0, p1), at(1, p2), max_turns);
            let pair = CyclePair::new(at(0, 0), at(1, 0));
            let indexed = pair.earliest_turn(at(0, p1), at(1, p2), max_turns);
            assert_eq!(indexed.map(|(_, h)| h), every.map(|(_, h)| h));
        }
    }
}
