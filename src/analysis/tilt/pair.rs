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
//! 1. follows both tiles turn after turn (h = 0, 1, …), checking after each
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
//! Memory: the counts, a few outlines (O(rows + cols)) and, only for the
//! Chinese Remainder step, one u32 per tile per thread.
//!
//! Pure: no I/O (threads only compute).

use std::sync::atomic::{AtomicU64, Ordering};

use crate::engine::{Cell, Direction, Grid};

use super::configuration::{Configuration, TileId};
use super::number_theory::{Moduli, gcd};
use super::outline::{Spot, Turn, adjacent};
use super::rotation::{Rotation, TiltSequence};
use super::solver::Meeting;

/// Boards with at least this many tiles spread the eight choices over
/// threads; smaller ones are solved faster than threads start.
const PARALLEL_FROM_TILES: usize = 5_000;

/// Stop following the tiles when the turns left before every joint
/// position is seen exceed this many times the two cycle lengths.
const FOLLOW_FACTOR: u64 = 4;

/// Choices followed side by side in one thread: enough to overlap their
/// steps, few enough that their shift tables stay in the first-level cache.
const SIDE_BY_SIDE: usize = 2;

/// One of the two tiles: its identity, square and rank in its row and
/// column (how many tiles are left of it and above it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct PlacedTile {
    id: TileId,
    row: u32,
    col: u32,
    rank_in_row: u32,
    rank_in_col: u32,
}

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
        let mut row_counts = vec![0u32; config.rows()];
        let mut col_counts = vec![0u32; config.cols()];
        for e in config.entries() {
            row_counts[e.row as usize] += 1;
            col_counts[e.col as usize] += 1;
        }
        let place = |id: TileId| {
            let cell = config.cell_of(id);
            let (row, col) = (cell.row as u32, cell.col as u32);
            let entries = config.entries();
            PlacedTile {
                id,
                row,
                col,
                rank_in_row: entries
                    .iter()
                    .filter(|e| e.row == row && e.col < col)
                    .count() as u32,
                rank_in_col: entries
                    .iter()
                    .filter(|e| e.col == col && e.row < row)
                    .count() as u32,
            }
        };
        TwoTiles {
            row_counts,
            col_counts,
            tiles: [place(a), place(b)],
        }
    }

    /// The tiles at cells `a` and `b` of `grid` (full, distinct cells),
    /// with identities `ids` (their ranks in reading order). One pass over
    /// the grid.
    pub fn of_grid(grid: &Grid, cells: [Cell; 2], ids: [TileId; 2]) -> TwoTiles {
        let (rows, cols) = (grid.rows(), grid.cols());
        let mut row_counts = vec![0u32; rows];
        let mut col_counts = vec![0u32; cols];
        for (r, line) in grid.exponents().chunks(cols).enumerate() {
            let mut in_row = 0u32;
            for (count, &e) in col_counts.iter_mut().zip(line) {
                let full = u32::from(e != 0);
                *count += full;
                in_row += full;
            }
            row_counts[r] = in_row;
        }
        let full = |row: usize, col: usize| grid.exponents()[row * cols + col] != 0;
        let place = |cell: Cell, id: TileId| PlacedTile {
            id,
            row: cell.row as u32,
            col: cell.col as u32,
            rank_in_row: (0..cell.col).filter(|&c| full(cell.row, c)).count() as u32,
            rank_in_col: (0..cell.row).filter(|&r| full(r, cell.col)).count() as u32,
        };
        TwoTiles {
            row_counts,
            col_counts,
            tiles: [place(cells[0], ids[0]), place(cells[1], ids[1])],
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
        let (rows, cols) = (self.rows(), self.cols());
        match direction {
            Direction::Left => (tile.row, tile.rank_in_row),
            Direction::Right => (
                tile.row,
                cols - self.row_counts[tile.row as usize] + tile.rank_in_row,
            ),
            Direction::Up => (tile.rank_in_col, tile.col),
            Direction::Down => (
                rows - self.col_counts[tile.col as usize] + tile.rank_in_col,
                tile.col,
            ),
        }
    }

    /// Where `tile` is after the perpendicular tilts `first`, `second`.
    /// O(rows + cols).
    fn after_two(&self, tile: &PlacedTile, first: Direction, second: Direction) -> Spot {
        let (rows, cols) = (self.rows(), self.cols());
        let (row, col) = self.after_one(tile, first);
        match first {
            Direction::Left | Direction::Right => {
                // Rows of C1 that hold a tile in column `col`.
                let holds = |r: usize| {
                    let n = self.row_counts[r];
                    if first == Direction::Left {
                        n > col
                    } else {
                        n >= cols - col
                    }
                };
                let above = (0..row as usize).filter(|&r| holds(r)).count() as u32;
                let height =
                    above + (row as usize..rows as usize).filter(|&r| holds(r)).count() as u32;
                let top = if second == Direction::Up {
                    0
                } else {
                    rows - height
                };
                (top + above, col)
            }
            Direction::Up | Direction::Down => {
                let holds = |c: usize| {
                    let n = self.col_counts[c];
                    if first == Direction::Up {
                        n > row
                    } else {
                        n >= rows - row
                    }
                };
                let before = (0..col as usize).filter(|&c| holds(c)).count() as u32;
                let width =
                    before + (col as usize..cols as usize).filter(|&c| holds(c)).count() as u32;
                let left = if second == Direction::Left {
                    0
                } else {
                    cols - width
                };
                (row, left + before)
            }
        }
    }
}

/// The shortest tilt sequence making the two tiles adjacent, or `None` if
/// no tilt sequence does.
pub fn solve_pair(question: &TwoTiles) -> Option<Meeting> {
    let [a, b] = &question.tiles;
    let tiles = [a.id, b.id];
    let meeting = |sequence| Some(Meeting { tiles, sequence });
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
    let bound = AtomicU64::new(u64::MAX);
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
            let spawned = std::thread::Builder::new().spawn_scoped(scope, move || {
                follow_choices(question, choices_ref, stripe, bound_ref)
            });
            match spawned {
                Ok(helper) => helpers.push(helper),
                Err(_) => mine.extend(stripe),
            }
        }
        let mut found = follow_choices(question, choices_ref, &mine, bound_ref);
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

/// Follows the choices `which` of `choices` side by side, one turn of each
/// in rounds (their steps are independent, so the processor overlaps
/// them), and returns (length, choice) for each that found a length no
/// longer than the shared bound.
fn follow_choices(
    question: &TwoTiles,
    choices: &[(Direction, Rotation)],
    which: &[usize],
    bound: &AtomicU64,
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
    let mut lanes = Vec::with_capacity(SIDE_BY_SIDE);
    let mut found = Vec::new();
    let mut place = Vec::new();
    loop {
        while lanes.len() < SIDE_BY_SIDE
            && let Some(lane) = waiting.pop()
        {
            lanes.push(lane);
        }
        if lanes.is_empty() {
            break;
        }
        let (k, progress) = match lanes.as_mut_slice() {
            [a, b] => run_two(a, b, bound),
            [a, ..] => (0, run_one(a, bound)),
            [] => unreachable!("lanes were refilled"),
        };
        let result = match progress {
            Progress::Going => continue,
            Progress::Done(result) => result,
            Progress::Residues => {
                let lane = &lanes[k];
                let tiles = [0, 1].map(|i| (lane.real(lane.start[i]), lane.periods[i]));
                by_residues(lane.turn, tiles, bound, &mut place)
            }
        };
        if let Some(length) = result {
            bound.fetch_min(length, Ordering::Relaxed);
            found.push((length, lanes[k].choice));
        }
        lanes.swap_remove(k);
    }
    found
}

/// Turns between two looks at the shared bound.
const TURNS_PER_LOOK: usize = 256;

/// Follows one lane until it is done or needs the residue step. The lane
/// is copied into locals so that its state stays in registers.
fn run_one(lane: &mut Lane, bound: &AtomicU64) -> Progress {
    let mut a = *lane;
    loop {
        let limit = bound.load(Ordering::Relaxed);
        for _ in 0..TURNS_PER_LOOK {
            let progress = a.one_turn(limit);
            if !matches!(progress, Progress::Going) {
                *lane = a;
                return progress;
            }
        }
    }
}

/// Follows two lanes in lockstep (their steps overlap in the processor)
/// until one of them is done or needs the residue step: returns which one
/// (0 or 1) and what it gave.
fn run_two(first: &mut Lane, second: &mut Lane, bound: &AtomicU64) -> (usize, Progress) {
    let (mut a, mut b) = (*first, *second);
    loop {
        let limit = bound.load(Ordering::Relaxed);
        for _ in 0..TURNS_PER_LOOK {
            let progress = a.one_turn(limit);
            if !matches!(progress, Progress::Going) {
                (*first, *second) = (a, b);
                return (0, progress);
            }
            let progress = b.one_turn(limit);
            if !matches!(progress, Progress::Going) {
                (*first, *second) = (a, b);
                return (1, progress);
            }
        }
    }
}

/// What one more turn of a [`Lane`] gave.
enum Progress {
    Going,
    /// The shortest length for this choice (no longer than the bound), or
    /// none.
    Done(Option<u64>),
    /// The joint positions repeat only after very many turns: go on with
    /// the Chinese Remainder Theorem.
    Residues,
}

/// One choice of the first two tilts with both tiles followed turn by
/// turn. Squares are kept as (p, q), with p the coordinate the first step
/// moves: (row, column) if it is vertical, (column, row) if not, so every
/// turn is the same four table look-ups, without a branch.
#[derive(Clone, Copy)]
struct Lane<'a> {
    choice: usize,
    turn: &'a Turn,
    shifts: [&'a [u32]; 4],
    transposed: bool,
    /// Where the tiles are in C2, and where they are after `h` turns.
    start: [Spot; 2],
    at: [Spot; 2],
    h: u64,
    /// The lengths of the tiles' cycles of g, once seen (0 before).
    periods: [u64; 2],
}

impl<'a> Lane<'a> {
    fn new(choice: usize, turn: &'a Turn, start: [Spot; 2]) -> Lane<'a> {
        let transposed = !turn.starts_vertical();
        let start = start.map(|(r, c)| if transposed { (c, r) } else { (r, c) });
        Lane {
            choice,
            turn,
            shifts: std::array::from_fn(|k| turn.shift_table(k)),
            transposed,
            start,
            at: start,
            h: 0,
            periods: [0, 0],
        }
    }

    /// A square back in (row, column).
    fn real(&self, (p, q): Spot) -> Spot {
        if self.transposed { (q, p) } else { (p, q) }
    }

    #[inline(always)]
    fn one_turn(&mut self, bound: u64) -> Progress {
        let base = 2 + 4 * self.h;
        if base > bound {
            return Progress::Done(None);
        }
        let [s0, s1, s2, s3] = self.shifts;
        let [(mut xp, mut xq), (mut yp, mut yq)] = self.at;
        // Each step moves one coordinate: the other one's distance is kept.
        let mut dq = xq.abs_diff(yq);
        if u64::from(xp.abs_diff(yp)) + u64::from(dq) == 1 {
            return Progress::Done(Some(base));
        }
        xp = xp.wrapping_add(s0[xq as usize]);
        yp = yp.wrapping_add(s0[yq as usize]);
        let mut dp = xp.abs_diff(yp);
        if u64::from(dp) + u64::from(dq) == 1 {
            return Progress::Done(Some(base + 1));
        }
        xq = xq.wrapping_add(s1[xp as usize]);
        yq = yq.wrapping_add(s1[yp as usize]);
        dq = xq.abs_diff(yq);
        if u64::from(dp) + u64::from(dq) == 1 {
            return Progress::Done(Some(base + 2));
        }
        xp = xp.wrapping_add(s2[xq as usize]);
        yp = yp.wrapping_add(s2[yq as usize]);
        dp = xp.abs_diff(yp);
        if u64::from(dp) + u64::from(dq) == 1 {
            return Progress::Done(Some(base + 3));
        }
        xq = xq.wrapping_add(s3[xp as usize]);
        yq = yq.wrapping_add(s3[yp as usize]);
        let (x, y) = ((xp, xq), (yp, yq));
        self.at = [x, y];
        self.h += 1;
        let h = self.h;
        if self.periods[0] == 0 && x == self.start[0] {
            self.periods[0] = h;
        }
        if self.periods[1] == 0 && y == self.start[1] {
            self.periods[1] = h;
        }
        let [p1, p2] = self.periods;
        if p1 != 0 && p2 != 0 {
            let period = p1 / gcd(p1, p2) * p2;
            if h >= period {
                return Progress::Done(None);
            }
            if period - h > FOLLOW_FACTOR * (p1 + p2) {
                return Progress::Residues;
            }
        }
        Progress::Going
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
            let (row, col) = at;
            let neighbours = [
                (row.wrapping_sub(1), col),
                (row + 1, col),
                (row, col.wrapping_sub(1)),
                (row, col + 1),
            ];
            for n in neighbours {
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
