//! The algorithm of Section 3 (Theorem 4) in the form that handles a set S
//! of special tiles (Theorem 5): the shortest tilt sequence that brings two
//! special tiles onto adjacent squares, or the fact that none exists. With
//! two special tiles this is the two-tile problem.
//!
//! How it works, in the paper's steps:
//!
//! 0. *Zero and one tilts.* If two special tiles are adjacent already, the
//!    answer is the empty sequence; otherwise try each single tilt.
//! 1. *The first two tilts.* A shortest sequence of two or more tilts starts
//!    with one vertical and one horizontal tilt (Lemma 2): eight choices
//!    (d1, d2). After them the configuration C2 is canonical (Lemma 1) and
//!    the sequence goes on turning the same way: d1, d2, −d1, −d2, d1, …
//! 2. *The four canonical phases.* The configurations C2, C3, C4, C5 are
//!    canonical for four different corners, and C(k+4) has the shape of Ck
//!    (Lemma 3). So a candidate length is 2 + r + 4h for a phase r in 0..4
//!    and a number h ≥ 0 of full turns.
//! 3. *The permutation g.* Four tilts from C2 permute the full squares of
//!    C2's shape (squares are named by slot, see
//!    [`FourTiltPermutation`](super::FourTiltPermutation)).
//!    After h turns, the tile that started at slot s of C2 is at slot gʰ(s);
//!    r more tilts move it to the square τᵣ(gʰ(s)), where τᵣ is how the r
//!    tilts after C2 move squares (the same every turn, as the shape is).
//! 4. *The special cycles.* Only the cycles of g through a special tile
//!    matter; they are walked once, noting every square's cycle index.
//! 5. *Meeting positions.* For each phase r, each square w1 of a special
//!    cycle Ci and each square w2 whose τᵣ-image is next to τᵣ(w1), with w2
//!    on a special cycle Cj: a special tile at index σ on Ci reaches w1 after
//!    h turns exactly when h ≡ ind(σ, w1) (mod |Ci|), and likewise for Cj.
//!    Both hold for some h exactly when the two indices agree modulo
//!    d = gcd(|Ci|, |Cj|) (Bézout), and the least such h comes from the
//!    Chinese Remainder Theorem.
//!
//! Each of the 32 (choice, phase) pairs costs O(t + rows + cols): a few
//! tilts, one permutation, and at most four neighbours for each square of a
//! special cycle. With two special tiles that is O(t) overall. With |S|
//! special tiles step 5 compares the special tiles of the two cycles
//! pairwise (to find the least h, not only whether one exists), skipping
//! every residue that cannot beat the best length found so far.
//!
//! Pure: no I/O.

use std::fmt;

use accessible_2048_engine::Direction;

use super::canonical::{CanonicalLayout, Corner, is_vertical};
use super::configuration::{Configuration, TileId, TiltScratch};
use super::few::{FEW, FewTiles, solve_few};
use super::many::{ManyTiles, solve_many};
use super::meeting::Meeting;
use super::outline::{Spot, adjacent_pair};
use super::pair::{TwoTiles, solve_pair};
use super::residues::{AtIndex, CyclePairs};
use super::rotation::{Rotation, TiltSequence};

/// Why the special tiles are not a valid question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// Fewer than two special tiles.
    TooFewSpecialTiles { count: usize },
    /// A special tile that is not in the configuration.
    UnknownTile { tile: TileId },
    /// The same tile named twice.
    RepeatedTile { tile: TileId },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::TooFewSpecialTiles { count } => {
                write!(f, "{count} special tile(s); at least two are needed")
            }
            SolveError::UnknownTile { tile } => write!(f, "there is no tile {tile}"),
            SolveError::RepeatedTile { tile } => write!(f, "tile {tile} is named twice"),
        }
    }
}

impl std::error::Error for SolveError {}

/// The shortest tilt sequence making tiles `a` and `b` adjacent (Theorem 4).
pub fn solve_two(
    config: &Configuration,
    a: TileId,
    b: TileId,
) -> Result<Option<Meeting>, SolveError> {
    solve(config, &[a, b])
}

/// The shortest tilt sequence making any two of the `special` tiles adjacent
/// (Theorem 5), or `None` if no tilt sequence does. Two tiles are solved by
/// [`solve_pair`], up to [`FEW`] pair by pair ([`solve_few`]), more on the
/// outlines by [`solve_many`]; all of them without tilting every tile.
pub fn solve(config: &Configuration, special: &[TileId]) -> Result<Option<Meeting>, SolveError> {
    check_special(config, special)?;
    match *special {
        [a, b] => Ok(solve_pair(&TwoTiles::of_configuration(config, a, b))),
        _ if special.len() <= FEW => Ok(solve_few(&FewTiles::of_configuration(config, special))),
        _ => Ok(solve_many(&ManyTiles::of_configuration(config, special))),
    }
}

/// [`solve`] by the general algorithm for any number of special tiles
/// (real tilts of every tile, the cycles of g through special tiles, the
/// Chinese Remainder Theorem), whatever their number: the independent check
/// of the outline solvers ([`solve_pair`], [`solve_few`], [`solve_many`]),
/// at about 150 bytes a tile.
pub fn solve_by_cycles(
    config: &Configuration,
    special: &[TileId],
) -> Result<Option<Meeting>, SolveError> {
    check_special(config, special)?;
    let is_special = TileSet::new(config.tile_count(), special.iter().copied());
    // Step 0: zero tilts, then one.
    if let Some(tiles) = adjacent_special_pair(config, &is_special) {
        return Ok(Some(Meeting {
            tiles,
            sequence: TiltSequence::empty(),
        }));
    }
    let after_one: Vec<(Direction, Configuration)> = Direction::ALL
        .into_iter()
        .map(|d| (d, config.tilt(d)))
        .collect();
    for (d, c1) in &after_one {
        if let Some(tiles) = adjacent_special_pair(c1, &is_special) {
            return Ok(Some(Meeting {
                tiles,
                sequence: TiltSequence::single(*d),
            }));
        }
    }
    // Steps 1 to 5 for each choice of the first two tilts.
    let mut best: Option<Meeting> = None;
    let mut turn = TiltTurn::new(config.tile_count());
    for (first, c1) in &after_one {
        for second in Direction::ALL {
            let Some(rotation) = Rotation::of(*first, second) else {
                continue;
            };
            turn.follow(c1, rotation.four_tilts(*first));
            if let Some((tiles, length)) = turn.shortest_meeting(special, best_length(&best)) {
                best = Some(Meeting {
                    tiles,
                    sequence: TiltSequence::rotating(rotation, *first, length),
                });
            }
        }
    }
    Ok(best)
}

fn best_length(best: &Option<Meeting>) -> u64 {
    best.map_or(u64::MAX, |m| m.sequence.len())
}

fn check_special(config: &Configuration, special: &[TileId]) -> Result<(), SolveError> {
    if special.len() < 2 {
        return Err(SolveError::TooFewSpecialTiles {
            count: special.len(),
        });
    }
    let mut seen = vec![false; config.tile_count()];
    for &tile in special {
        let mark = seen
            .get_mut(tile as usize)
            .ok_or(SolveError::UnknownTile { tile })?;
        if *mark {
            return Err(SolveError::RepeatedTile { tile });
        }
        *mark = true;
    }
    Ok(())
}

/// Two special tiles on adjacent squares of `config`, if any: one pass
/// over the tiles to find the special ones, then O(|S|) lookups.
fn adjacent_special_pair(config: &Configuration, is_special: &TileSet) -> Option<[TileId; 2]> {
    let special: Vec<(Spot, TileId)> = config
        .entries()
        .iter()
        .filter(|e| is_special.contains(e.tile))
        .map(|e| ((e.row, e.col), e.tile))
        .collect();
    adjacent_pair(&special)
}

/// A set of tiles as a bit set (t bits: a million tiles fit in 128 KiB).
struct TileSet {
    words: Vec<u64>,
}

impl TileSet {
    fn new(tile_count: usize, tiles: impl IntoIterator<Item = TileId>) -> TileSet {
        let mut set = TileSet {
            words: vec![0; tile_count.div_ceil(64)],
        };
        for t in tiles {
            set.words[t as usize / 64] |= 1 << (t % 64);
        }
        set
    }

    fn contains(&self, tile: TileId) -> bool {
        self.words[tile as usize / 64] & (1 << (tile % 64)) != 0
    }
}

/// One choice of the first two tilts, followed turn after turn: the four
/// canonical phases C2..C5 and, through C6, the permutation g of C2. The
/// buffers are reused from one choice to the next.
struct TiltTurn {
    /// C2, C3, C4, C5.
    phases: [Configuration; 4],
    c6: Configuration,
    /// The corner each phase is canonical for.
    corners: [Corner; 4],
    /// `slots_c2[tile]`, `slots_c6[tile]`: the tile's slot in C2 and in
    /// C6 = g(C2).
    slots_c2: Vec<u32>,
    slots_c6: Vec<u32>,
    /// (cycle, index) of each C2 slot on a special cycle; kept all
    /// [`NOT_SPECIAL`] between choices.
    place: Vec<(u32, u32)>,
    scratch: TiltScratch,
}

impl TiltTurn {
    fn new(tile_count: usize) -> TiltTurn {
        TiltTurn {
            phases: std::array::from_fn(|_| Configuration::buffer()),
            c6: Configuration::buffer(),
            corners: [Corner::SouthWest; 4],
            slots_c2: Vec::new(),
            slots_c6: Vec::new(),
            place: vec![NOT_SPECIAL; tile_count],
            scratch: TiltScratch::default(),
        }
    }

    /// Follows the choice whose first tilt gave `c1` (C1 = C0 tilted
    /// `four_tilts[0]`); the turn goes on with `four_tilts[1]`, `[2]`,
    /// `[3]`, `[0]`, …
    fn follow(&mut self, c1: &Configuration, four_tilts: [Direction; 4]) {
        debug_assert!(is_vertical(four_tilts[0]) != is_vertical(four_tilts[1]));
        let [c2, c3, c4, c5] = &mut self.phases;
        let scratch = &mut self.scratch;
        c1.tilt_into(four_tilts[1], c2, scratch);
        c2.tilt_into(four_tilts[2], c3, scratch);
        c3.tilt_into(four_tilts[3], c4, scratch);
        c4.tilt_into(four_tilts[0], c5, scratch);
        c5.tilt_into(four_tilts[1], &mut self.c6, scratch);
        c2.slots_into(&mut self.slots_c2);
        self.c6.slots_into(&mut self.slots_c6);
        // Phase r follows the tilts four_tilts[r] and four_tilts[r + 1].
        self.corners = [0, 1, 2, 3].map(|r| {
            Corner::after(four_tilts[r], four_tilts[(r + 1) % 4]).expect("perpendicular tilts")
        });
    }

    /// g on the slots of C2: the slot in C6 of the tile in slot `slot` of C2
    /// (the shape of C6 is that of C2, Lemma 3).
    fn g(&self, slot: u32) -> u32 {
        self.slots_c6[self.phases[0].tile_in_slot(slot) as usize]
    }

    /// The least length 2 + r + 4h below `bound` at which two special tiles
    /// are adjacent in this turn, and which two.
    fn shortest_meeting(&mut self, special: &[TileId], bound: u64) -> Option<([TileId; 2], u64)> {
        let place = std::mem::take(&mut self.place);
        let c2 = &self.phases[0];
        let slots_c2 = &self.slots_c2;
        let cycles = SpecialCycles::new(
            |slot| self.g(slot),
            place,
            special.iter().map(|&t| (slots_c2[t as usize], t)),
        );
        // The tiles on special cycles, to find their squares in each phase.
        let on_special_cycles = TileSet::new(
            c2.tile_count(),
            cycles
                .members
                .iter()
                .flatten()
                .map(|&slot| c2.tile_in_slot(slot)),
        );
        let mut pairs = CyclePairs::new();
        let mut best: Option<([TileId; 2], u64)> = None;
        for r in 0..4u64 {
            let bound = best.map_or(bound, |(_, len)| len.min(bound));
            if 2 + r >= bound {
                break;
            }
            let phase = &self.phases[r as usize];
            let layout = CanonicalLayout::new(phase, self.corners[r as usize]);
            // Step 5: every tile on a special cycle (at C2 slot w1, index p1
            // on cycle i), every full square next to its square in this
            // phase (whose tile was at C2 slot w2), when w2 is on a special
            // cycle j too.
            'scan: for e in phase.entries() {
                if !on_special_cycles.contains(e.tile) {
                    continue;
                }
                let w1 = slots_c2[e.tile as usize];
                let (i, p1) = cycles.place(w1).expect("a tile on a special cycle");
                for v in layout.neighbour_slots(e.square()) {
                    let w2 = slots_c2[phase.tile_in_slot(v) as usize];
                    let Some((j, p2)) = cycles.place(w2) else {
                        continue;
                    };
                    // Only h with 2 + r + 4h below the best so far can help.
                    let limit = best.map_or(bound, |(_, len)| len.min(bound));
                    if limit <= 2 + r {
                        break 'scan;
                    }
                    let max_turns = (limit - 2 - r).div_ceil(4);
                    let (first, second) = (cycles.special(i, p1), cycles.special(j, p2));
                    if let Some((tiles, h)) =
                        pairs.earliest_turn((i, first), (j, second), max_turns)
                    {
                        best = Some((tiles, 2 + r + 4 * h));
                    }
                }
            }
        }
        self.place = cycles.into_place();
        best
    }
}

/// The cycles of g through special tiles, with every member's index.
struct SpecialCycles {
    /// `place[slot]`: (cycle, index along it), for slots on special cycles.
    place: Vec<(u32, u32)>,
    /// The slots of each special cycle, in cycle order from index 0.
    members: Vec<Vec<u32>>,
    lengths: Vec<u64>,
    /// (index σ, tile) of the special tiles on each cycle.
    specials: Vec<Vec<(u64, TileId)>>,
}

const NOT_SPECIAL: (u32, u32) = (u32::MAX, u32::MAX);

impl SpecialCycles {
    /// Walks the cycle of g through each special tile (given as its C2 slot
    /// and its identity) once, O(t). `place` has one entry per tile, all
    /// [`NOT_SPECIAL`].
    fn new(
        g: impl Fn(u32) -> u32,
        place: Vec<(u32, u32)>,
        special: impl Iterator<Item = (u32, TileId)>,
    ) -> SpecialCycles {
        let mut cycles = SpecialCycles {
            place,
            members: Vec::new(),
            lengths: Vec::new(),
            specials: Vec::new(),
        };
        for (slot, tile) in special {
            if cycles.place(slot).is_none() {
                let id = cycles.members.len() as u32;
                let mut members = vec![slot];
                let mut next = g(slot);
                while next != slot {
                    members.push(next);
                    next = g(next);
                }
                for (index, &s) in members.iter().enumerate() {
                    cycles.place[s as usize] = (id, index as u32);
                }
                cycles.lengths.push(members.len() as u64);
                cycles.members.push(members);
                cycles.specials.push(Vec::new());
            }
            let (cycle, index) = cycles.place[slot as usize];
            cycles.specials[cycle as usize].push((u64::from(index), tile));
        }
        cycles
    }

    /// The `place` buffer, all [`NOT_SPECIAL`] again, in O(members).
    fn into_place(mut self) -> Vec<(u32, u32)> {
        for &slot in self.members.iter().flatten() {
            self.place[slot as usize] = NOT_SPECIAL;
        }
        self.place
    }

    /// The special cycle `slot` is on and its index there.
    fn place(&self, slot: u32) -> Option<(usize, u64)> {
        let (cycle, index) = self.place[slot as usize];
        (cycle != u32::MAX).then_some((cycle as usize, u64::from(index)))
    }

    /// Cycle `cycle` at index `index`.
    fn special(&self, cycle: usize, index: u64) -> AtIndex<'_> {
        AtIndex {
            length: self.lengths[cycle],
            index,
            specials: &self.specials[cycle],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::{Cell, Grid};

    #[track_caller]
    fn solve_cells(position: &str, a: &str, b: &str) -> Option<Vec<Direction>> {
        let grid = Grid::parse(position).unwrap();
        let config = Configuration::from_grid(&grid);
        let tile = |name: &str| config.tile_at(name.parse::<Cell>().unwrap()).unwrap();
        let meeting = solve_two(&config, tile(a), tile(b)).unwrap()?;
        let after = config.tilt_all(meeting.sequence.iter());
        assert!(
            after.adjacent(tile(a), tile(b)),
            "replay makes them adjacent"
        );
        Some(meeting.sequence.to_vec())
    }

    #[test]
    fn small_cases_table() {
        use Direction::*;
        assert_eq!(solve_cells("2 2/0 0", "A1", "B1"), Some(vec![]));
        assert_eq!(
            solve_cells("2 0 2/0 0 0/0 0 0", "A1", "C1"),
            Some(vec![Left])
        );
        assert_eq!(
            solve_cells("2 0 0/0 0 0/0 0 2", "A1", "C3").map(|s| s.len()),
            Some(2)
        );
        // Alone in a single row, nothing can get between them.
        assert_eq!(solve_cells("2 4 2", "A1", "C1"), None);
        // A full board never moves.
        assert_eq!(solve_cells("2 4 2/4 8 4/2 4 2", "A1", "C3"), None);
    }

    #[test]
    fn bad_special_tiles_are_errors() {
        let config = Configuration::from_grid(&Grid::parse("2 0/0 2").unwrap());
        assert_eq!(
            solve(&config, &[0]),
            Err(SolveError::TooFewSpecialTiles { count: 1 })
        );
        assert_eq!(
            solve(&config, &[0, 5]),
            Err(SolveError::UnknownTile { tile: 5 })
        );
        assert_eq!(
            solve(&config, &[1, 1]),
            Err(SolveError::RepeatedTile { tile: 1 })
        );
    }
}
