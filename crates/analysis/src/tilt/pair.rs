//! The two-tile problem (Theorem 4) on outlines: the shortest tilt sequence
//! that brings two given tiles next to each other, in time linear in the
//! length of the cycles of g the two tiles are on, after O(rows + cols)
//! set-up per choice of the first two tilts.
//!
//! Only the two tiles are followed. After the first two tilts every
//! configuration is canonical, so the [`Turn`] built from the row and column
//! counts says in O(1) where a tile goes at every tilt. Each of the eight
//! choices of the first two tilts then:
//!
//! 1. follows both tiles turn after turn (h = 0, 1, …; [`super::follow`],
//!    four choices in lockstep on large boards), checking after each
//!    of the four tilts of a turn whether they are adjacent: the first time
//!    they are is the shortest length 2 + r + 4h for this choice. Following
//!    them also finds the lengths L1, L2 of their cycles of g (when each
//!    tile is back where it started), and after lcm(L1, L2) turns every
//!    joint position has been seen: they never meet.
//! 2. when lcm(L1, L2) is much longer than the cycles (two different
//!    cycles), stops following and uses the paper's step 5 instead: the
//!    squares of one cycle are marked with their cycle index, the other
//!    cycle is walked once, and every adjacent pair of squares in every
//!    phase gives a pair of congruences solved by the Chinese Remainder
//!    Theorem.
//!
//! The eight choices are independent: on large boards they are spread over
//! the available cores (`std::thread::scope`), sharing the best length found
//! so far to cut the others short; with one core, or if no thread can be
//! started, they run one after another. Ties go to the first choice in the
//! order left, right, up, down for each of the two tilts, whatever thread
//! finds them.
//!
//! Memory: the counts, a few outlines (O(rows + cols)), the lockstep
//! tables (64 bytes per row and column per thread) and, only for the
//! Chinese Remainder step, one u32 per tile per thread.
//!
//! Pure: no I/O (threads only compute).

use std::sync::atomic::{AtomicU64, Ordering};

use accessible_2048_engine::{Cell, Direction, Grid};
use accessible_2048_memory::thread_room;

use super::configuration::{Configuration, TileId};
use super::follow::{Lane, PACKED_SIDE, Packed, Progress, follow_one};
use super::meeting::Meeting;
use super::number_theory::Moduli;
use super::outline::{Spot, Turn, adjacent, neighbours};
use super::placed::{Placed, PlacedTile, after_one, after_two};
use super::rotation::{Rotation, TiltSequence};

/// Boards with at least this many tiles spread the eight choices over
/// threads; smaller ones are solved in about a millisecond on one, without
/// a second thread's half megabyte of stack and heap.
const PARALLEL_FROM_TILES: usize = 50_000;

/// Two tiles on a board, with all the solver needs to know of the others:
/// how many tiles each row and each column holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TwoTiles {
    row_counts: Vec<u32>,
    col_counts: Vec<u32>,
    tiles: [PlacedTile; 2],
}

impl TwoTiles {
    /// Tiles `a` and `b` of `config` (distinct tiles of the configuration).
    /// O(t).
    pub fn of_configuration(config: &Configuration, a: TileId, b: TileId) -> TwoTiles {
        TwoTiles::of_placed(Placed::of_configuration(config, &[a, b]))
    }

    /// The tiles at cells `a` and `b` of `grid` (full, distinct cells),
    /// with identities `ids` (their ranks in reading order). One pass over
    /// the grid.
    pub fn of_grid(grid: &Grid, cells: [Cell; 2], ids: [TileId; 2]) -> TwoTiles {
        TwoTiles::of_placed(Placed::of_grid(grid, &cells, &ids))
    }

    /// The first two tiles of `placed`, which has two or more.
    pub(super) fn of_placed(placed: Placed) -> TwoTiles {
        let Placed {
            row_counts,
            col_counts,
            tiles,
        } = placed;
        TwoTiles {
            row_counts,
            col_counts,
            tiles: [tiles[0], tiles[1]],
        }
    }

    fn rows(&self) -> u32 {
        self.row_counts.len() as u32
    }

    fn cols(&self) -> u32 {
        self.col_counts.len() as u32
    }

    /// The number of tiles.
    pub fn tile_count(&self) -> usize {
        self.row_counts.iter().map(|&n| n as usize).sum()
    }

    /// Where `tile` is after the single tilt `direction`.
    fn after_one(&self, tile: &PlacedTile, direction: Direction) -> Spot {
        after_one(&self.row_counts, &self.col_counts, tile, direction)
    }

    /// Where `tile` is after the perpendicular tilts `first`, `second`.
    /// O(rows + cols).
    fn after_two(&self, tile: &PlacedTile, first: Direction, second: Direction) -> Spot {
        after_two(&self.row_counts, &self.col_counts, tile, first, second)
    }
}

/// The shortest tilt sequence making the two tiles adjacent, or `None` if
/// no tilt sequence does.
pub fn solve_pair(question: &TwoTiles) -> Option<Meeting> {
    solve_pair_with(question, Layout::for_question(question), u64::MAX)
}

/// The shortest tilt sequence of at most `limit` tilts making the two
/// tiles adjacent, or `None` if there is none that short.
pub(super) fn solve_pair_within(question: &TwoTiles, limit: u64) -> Option<Meeting> {
    solve_pair_with(question, Layout::for_question(question), limit)
}

/// [`solve_pair_within`] with the shift tables of `layout`.
fn solve_pair_with(question: &TwoTiles, layout: Layout, limit: u64) -> Option<Meeting> {
    let [a, b] = &question.tiles;
    let tiles = [a.id, b.id];
    let meeting =
        |sequence: TiltSequence| (sequence.len() <= limit).then_some(Meeting { tiles, sequence });
    if adjacent((a.row, a.col), (b.row, b.col)) {
        return meeting(TiltSequence::empty());
    }
    for d in Direction::ALL {
        if adjacent(question.after_one(a, d), question.after_one(b, d)) {
            return meeting(TiltSequence::single(d));
        }
    }
    let choices: Vec<(Direction, Rotation)> = Direction::ALL
        .into_iter()
        .flat_map(|first| {
            Direction::ALL
                .into_iter()
                .filter_map(move |second| Some((first, Rotation::of(first, second)?)))
        })
        .collect();
    if limit < 2 {
        return None;
    }
    let bound = AtomicU64::new(limit);
    let threads = if question.tile_count() >= PARALLEL_FROM_TILES {
        std::thread::available_parallelism().map_or(1, |n| n.get().min(choices.len()))
    } else {
        1
    };
    // Thread s follows choices s, s + threads, …; the calling thread takes
    // over the choices of any thread that cannot be started.
    let stripes: Vec<Vec<usize>> = (0..threads)
        .map(|s| (s..choices.len()).step_by(threads).collect())
        .collect();
    let (choices_ref, bound_ref) = (&choices, &bound);
    let found = std::thread::scope(|scope| {
        let mut mine = stripes[0].clone();
        let mut helpers = Vec::new();
        for stripe in &stripes[1..] {
            let stack = thread_room::DEFAULT_STACK_BYTES;
            let spawned = thread_room::start_scoped(scope, "tilt", stack, move || {
                follow_choices(question, choices_ref, stripe, bound_ref, layout)
            });
            match spawned {
                Ok(helper) => helpers.push(helper),
                Err(_) => mine.extend(stripe),
            }
        }
        let mut found = follow_choices(question, choices_ref, &mine, bound_ref, layout);
        for helper in helpers {
            match helper.join() {
                Ok(more) => found.extend(more),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        found
    });
    let (length, i) = found.into_iter().min()?;
    let (first, rotation) = choices[i];
    meeting(TiltSequence::rotating(rotation, first, length))
}

/// Boards with at least this many tiles, and rows and columns shorter
/// than [`PACKED_SIDE`], are followed four choices at a time with packed
/// squares; smaller ones are solved before the tables would be filled.
const PACKED_FROM_TILES: usize = 4_096;

/// How [`follow_choices`] follows the tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// Four choices in lockstep ([`Packed`]).
    Packed,
    /// One choice after another ([`follow_one`]).
    Single,
}

impl Layout {
    fn for_question(question: &TwoTiles) -> Layout {
        let fits = question.rows().max(question.cols()) as usize <= PACKED_SIDE;
        if fits && question.tile_count() >= PACKED_FROM_TILES {
            Layout::Packed
        } else {
            Layout::Single
        }
    }
}

/// Follows the choices `which` of `choices` and returns (length, choice)
/// for each that found a length no longer than the shared bound.
fn follow_choices(
    question: &TwoTiles,
    choices: &[(Direction, Rotation)],
    which: &[usize],
    bound: &AtomicU64,
    layout: Layout,
) -> Vec<(u64, usize)> {
    let turns: Vec<(usize, [Direction; 4], Turn)> = which
        .iter()
        .map(|&i| {
            let (first, rotation) = choices[i];
            let four = rotation.four_tilts(first);
            let turn = Turn::new(&question.row_counts, &question.col_counts, four);
            (i, four, turn)
        })
        .collect();
    let mut waiting: Vec<Lane> = turns
        .iter()
        .rev()
        .map(|(choice, four, turn)| {
            let start = question
                .tiles
                .map(|t| question.after_two(&t, four[0], four[1]));
            Lane::new(*choice, turn, start)
        })
        .collect();
    let mut found = Vec::new();
    let mut place = Vec::new();
    let mut ended = |lane: Lane, progress| {
        let result = match progress {
            Progress::Done(result) => result,
            Progress::Residues => by_residues(lane.turn, lane.cycles(), bound, &mut place),
        };
        if let Some(length) = result {
            bound.fetch_min(length, Ordering::Relaxed);
            found.push((length, lane.choice));
        }
    };
    match layout {
        Layout::Packed => {
            let side = question.rows().max(question.cols());
            match side {
                0..=1024 => follow_packed::<10, { 16 << 10 }>(waiting, bound, &mut ended),
                1025..=4096 => follow_packed::<12, { 16 << 12 }>(waiting, bound, &mut ended),
                4097..=16384 => follow_packed::<14, { 16 << 14 }>(waiting, bound, &mut ended),
                _ => follow_packed::<16, { 16 << 16 }>(waiting, bound, &mut ended),
            }
        }
        Layout::Single => {
            while let Some(mut lane) = waiting.pop() {
                let progress = follow_one(&mut lane, bound);
                ended(lane, progress);
            }
        }
    }
    found
}

/// Follows the `waiting` lanes (the last first) four at a time with
/// [`Packed`] tables of size class BITS (lines of at most 2^BITS squares),
/// handing each to `ended` as it ends.
fn follow_packed<'a, const BITS: u32, const LEN: usize>(
    mut waiting: Vec<Lane<'a>>,
    bound: &AtomicU64,
    ended: &mut impl FnMut(Lane<'a>, Progress),
) {
    let mut packed = Packed::<BITS, LEN>::new();
    loop {
        while let Some(&lane) = waiting.last()
            && packed.add(lane)
        {
            waiting.pop();
        }
        let Some((lane, progress)) = packed.run(bound) else {
            break;
        };
        ended(lane, progress);
    }
}

/// Step 5 of the paper for two tiles on cycles of g of lengths L1 and L2
/// (given with the tiles' C2 squares): marks the longer cycle's squares
/// with their index, walks the shorter one, and solves h ≡ i (mod L1),
/// h ≡ j (mod L2) for every pair of squares adjacent in some phase.
fn by_residues(
    turn: &Turn,
    tiles: [(Spot, u64); 2],
    bound: &AtomicU64,
    place: &mut Vec<u32>,
) -> Option<u64> {
    const UNMARKED: u32 = u32::MAX;
    let [(walked, walked_len), (marked, marked_len)] = if tiles[0].1 <= tiles[1].1 {
        tiles
    } else {
        [tiles[1], tiles[0]]
    };
    if place.len() != turn.tile_count() {
        place.clear();
        place.resize(turn.tile_count(), UNMARKED);
    }
    let mut spot = marked;
    for j in 0..marked_len {
        place[turn.slot(spot) as usize] = j as u32;
        spot = turn.g(spot);
    }
    let moduli = Moduli::new(walked_len, marked_len);
    let mut best = bound.load(Ordering::Relaxed);
    let mut found = None;
    let mut spot = walked;
    for i in 0..walked_len {
        let mut at = spot;
        for k in 0..4 {
            for n in neighbours(at) {
                let Some(start) = turn.back_to_start(k, n) else {
                    continue;
                };
                let j = place[turn.slot(start) as usize];
                if j == UNMARKED || 2 + k as u64 + 4 * i.max(u64::from(j)) > best {
                    continue;
                }
                if let Some(h) = moduli.solve(i, u64::from(j)) {
                    let length = 2 + k as u64 + 4 * h;
                    if length <= best {
                        best = length;
                        found = Some(length);
                    }
                }
            }
            at = turn.step(k, at);
        }
        spot = at;
        if i % 4096 == 0 {
            best = best.min(bound.load(Ordering::Relaxed));
        }
    }
    let mut spot = marked;
    for _ in 0..marked_len {
        place[turn.slot(spot) as usize] = UNMARKED;
        spot = turn.g(spot);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::Pcg32;

    /// A `rows`×`cols` board with the cells where `full` holds, as a grid
    /// of 2s.
    fn board(rows: usize, cols: usize, full: impl Fn(usize, usize) -> bool) -> Grid {
        let cells = (0..rows * cols)
            .map(|i| u8::from(full(i / cols, i % cols)))
            .collect();
        Grid::from_exponents(rows, cols, cells).expect("a board")
    }

    /// Two distinct full cells of `grid`, at random.
    fn two_tiles(grid: &Grid, rng: &mut Pcg32) -> Option<TwoTiles> {
        let full: Vec<Cell> = (0..grid.rows() * grid.cols())
            .filter(|&i| grid.exponents()[i] != 0)
            .map(|i| Cell::new(i % grid.cols(), i / grid.cols()))
            .collect();
        if full.len() < 2 {
            return None;
        }
        let a = rng.below(full.len() as u32) as usize;
        let b = (a + 1 + rng.below(full.len() as u32 - 1) as usize) % full.len();
        Some(TwoTiles::of_grid(grid, [full[a], full[b]], [0, 1]))
    }

    /// The packed lanes and the one-at-a-time lanes give the same answer,
    /// on random boards and on the paper's constructions (long cycles,
    /// where the lanes run many turns and end at different times).
    #[test]
    fn packed_lanes_agree_with_single_lanes() {
        let mut rng = Pcg32::from_seed(19);
        let mut grids = Vec::new();
        for _ in 0..1500 {
            let (rows, cols) = (2 + rng.below(13) as usize, 2 + rng.below(13) as usize);
            let density = 20 + rng.below(76);
            let cells: Vec<bool> = (0..rows * cols).map(|_| rng.below(100) < density).collect();
            grids.push(board(rows, cols, |r, c| cells[r * cols + c]));
        }
        for side in [9, 16, 25, 40] {
            let h = side / 2;
            grids.push(board(side, side, |r, c| {
                !((r == 0 && c + 1 >= h) || (r == 1 && c >= h))
            }));
            grids.push(board(side, side, |r, c| r >= h || c < h || r + h > c));
            grids.push(board(side, side + 3, |r, c| c <= r));
        }
        let mut compared = 0;
        for grid in &grids {
            for _ in 0..3 {
                let Some(question) = two_tiles(grid, &mut rng) else {
                    continue;
                };
                let packed = solve_pair_with(&question, Layout::Packed, u64::MAX);
                let single = solve_pair_with(&question, Layout::Single, u64::MAX);
                assert_eq!(packed, single, "{:?}", grid.exponents());
                compared += 1;
            }
        }
        assert!(compared > 4000, "only {compared} boards compared");
    }

    /// Every size class of the packed tables (lines up to 2^10, 2^12, 2^14
    /// and 2^16 squares) agrees with the one-lane follower.
    #[test]
    fn every_size_class_agrees() {
        let mut rng = Pcg32::from_seed(1219);
        for (rows, cols) in [(40, 1000), (1500, 12), (30, 5000), (5, 17_000), (3, 65_536)] {
            let cells: Vec<bool> = (0..rows * cols).map(|_| rng.below(100) < 70).collect();
            let grid = board(rows, cols, |r, c| cells[r * cols + c]);
            for _ in 0..6 {
                let question = two_tiles(&grid, &mut rng).expect("tiles");
                let packed = solve_pair_with(&question, Layout::Packed, u64::MAX);
                let single = solve_pair_with(&question, Layout::Single, u64::MAX);
                assert_eq!(packed, single, "{rows}×{cols}");
            }
        }
    }

    /// Boards with a line too long for packed squares are followed one
    /// lane at a time; large boards with short lines are packed.
    #[test]
    fn layout_follows_the_board() {
        let mut rng = Pcg32::from_seed(7);
        let long = board(2, PACKED_SIDE + 1, |r, c| (r + c) % 3 != 0);
        let config = Configuration::from_grid(&long);
        for (a, b) in [(0, 1), (5, 40_000), (1_000, 87_000)] {
            let question = TwoTiles::of_configuration(&config, a, b);
            assert_eq!(Layout::for_question(&question), Layout::Single);
            let length = |m: Option<Meeting>| m.map(|m| m.sequence.len());
            let general = super::super::solve_by_cycles(&config, &[a, b]).expect("tiles");
            assert_eq!(length(solve_pair(&question)), length(general), "{a} {b}");
        }
        let square = board(100, 100, |r, c| (r * 7 + c) % 5 != 0);
        let question = two_tiles(&square, &mut rng).expect("tiles");
        assert_eq!(Layout::for_question(&question), Layout::Packed);
        let small = board(8, 8, |_, _| true);
        let question = two_tiles(&small, &mut rng).expect("tiles");
        assert_eq!(Layout::for_question(&question), Layout::Single);
    }
}
