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

/// The least number of turns h below `max_turns` after which a special
/// tile of the first cycle is at its index and another special tile of the
/// second at its index: h ≡ p1 − σ (mod L1) and h ≡ p2 − σ' (mod L2),
/// solvable when they agree modulo the gcd (Bézout), least by the Chinese
/// Remainder Theorem. Since h is at least each residue, residues of
/// `max_turns` or more are skipped at once.
pub(super) fn earliest_turn(
    moduli: Moduli,
    first: AtIndex,
    second: AtIndex,
    max_turns: u64,
) -> Option<([TileId; 2], u64)> {
    let mut best: Option<([TileId; 2], u64)> = None;
    for &(sigma_1, tile_1) in first.specials {
        let a = (first.index + first.length - sigma_1) % first.length;
        if a >= max_turns {
            continue;
        }
        for &(sigma_2, tile_2) in second.specials {
            let b = (second.index + second.length - sigma_2) % second.length;
            if tile_1 == tile_2 || b >= max_turns {
                continue;
            }
            let limit = best.map_or(max_turns, |(_, h)| h);
            if let Some(h) = moduli.solve(a, b)
                && h < limit
            {
                best = Some(([tile_1, tile_2], h));
            }
        }
    }
    best
}

/// The [`Moduli`] of each pair of special cycles, computed once (the
/// paper's memoised gcds).
pub(super) struct ModuliTable {
    known: HashMap<(usize, usize), Moduli>,
    /// The last pair asked for: walking one cycle asks for the same pair
    /// again and again.
    last: Option<((usize, usize), Moduli)>,
}

impl ModuliTable {
    pub fn new() -> ModuliTable {
        ModuliTable {
            known: HashMap::new(),
            last: None,
        }
    }

    /// The moduli of cycles `i` and `j`, of lengths `lengths[i]` and
    /// `lengths[j]`.
    pub fn get(&mut self, lengths: &[u64], i: usize, j: usize) -> Moduli {
        if let Some((key, moduli)) = self.last
            && key == (i, j)
        {
            return moduli;
        }
        let moduli = *self
            .known
            .entry((i, j))
            .or_insert_with(|| Moduli::new(lengths[i], lengths[j]));
        self.last = Some(((i, j), moduli));
        moduli
    }
}
