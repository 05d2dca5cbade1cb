//! Expectimax on the 4×4 [`Bitboard`]: the player's nodes take the best
//! slide, the chance nodes average over every empty cell and both new tiles
//! with the game's real odds. A transposition cache keeps positions reached
//! by different orders of moves, chance branches whose probability falls
//! below [`PROBABILITY_CUTOFF`] are valued by the evaluation instead of
//! searched, and iterative deepening keeps the best move of the deepest
//! search that finished before the time ran out.
//!
//! The leaves are valued by the hand-tuned heuristic or, where the game has
//! one, by the trained n-tuple network ([`Evaluation`]). The network values
//! the score still to come after a slide, so with it every player's node
//! also counts the score its slide gains.
//!
//! The search can share each iteration among several threads: the branches
//! under the first new tile (slide, cell, 2 or 4) are handed out one at a
//! time, each thread with its own cache. Only the calling thread asks the
//! clock; the others stop when it raises a shared flag.
//!
//! Pure: time comes only through the caller's callback.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::bitboard::{Bitboard, Slides};
use super::budget::Budget;
use super::deepening::{Answer, DeepeningSearch, deepen, direction_index};
use super::ntuple::Network;
use super::row_tables::RowTables;
use super::transposition_cache::{Cache, give_back_caches, take_caches};
use accessible_2048_engine::Direction;
use accessible_2048_memory::thread_room;

/// Chance branches less likely than the cut-off are not searched further.
/// The search starts with the first; when a whole iteration is cut by
/// probability before its depth limit, the next ones take the next, so
/// spare time goes into less likely branches.
const CUTOFFS: [f32; 3] = [1e-4, 1e-5, 1e-6];
/// The cut-off every search starts with.
pub const PROBABILITY_CUTOFF: f32 = CUTOFFS[0];
/// Chance nodes between two questions to the clock (or to the stop flag)
/// under the heuristic, whose leaves take nanoseconds.
pub const CHECK_INTERVAL: u32 = 128;
/// The same under the network: a chance node just above the leaves values
/// some 30 boards at 32 table lookups each, scattered over megabytes (tens
/// of microseconds), so 128 of them would be milliseconds past the time.
pub const NETWORK_CHECK_INTERVAL: u32 = 4;
/// The most threads one search uses, whatever it is offered.
pub const MAX_THREADS: usize = 16;
/// Under the heuristic, iterations up to this depth run whatever the clock
/// says: they take well under a millisecond, and a process that lost its
/// core for a while (a busy machine) still answers from three moves ahead,
/// never from a bare glance at the next board.
pub const GUARANTEED_DEPTH: u32 = 3;
/// Under the network, only the first look (depth 1) is sure: the network's
/// value of each next board is what it was trained to choose by, while a
/// depth-3 iteration values thousands of boards at microseconds each (tens
/// of milliseconds), far past a budget of one.
pub const NETWORK_GUARANTEED_DEPTH: u32 = 1;

/// What the search values the positions at its leaves with.
#[derive(Clone, Copy)]
pub enum Evaluation<'a> {
    /// The hand-tuned heuristic, row by row and column by column.
    Heuristic,
    /// A trained n-tuple network: the score still to come after a slide.
    Network(&'a Network),
}

impl Evaluation<'_> {
    /// The deepest iteration that runs whatever the clock says.
    pub fn guaranteed_depth(self) -> u32 {
        match self {
            Evaluation::Heuristic => GUARANTEED_DEPTH,
            Evaluation::Network(_) => NETWORK_GUARANTEED_DEPTH,
        }
    }

    /// Chance nodes between two questions to the clock.
    fn check_interval(self) -> u32 {
        match self {
            Evaluation::Heuristic => CHECK_INTERVAL,
            Evaluation::Network(_) => NETWORK_CHECK_INTERVAL,
        }
    }
}

/// The best slide on `board`, or `None` if no slide changes it, searched on
/// up to `threads` threads (at least one: the caller's) and valued by
/// `evaluation`. The iterations up to its
/// [`guaranteed_depth`](Evaluation::guaranteed_depth) always finish,
/// whatever the time.
pub fn best_slide(
    board: Bitboard,
    four_chance: f32,
    threads: usize,
    evaluation: Evaluation<'_>,
    time_up: &mut dyn FnMut() -> bool,
) -> Option<Answer> {
    let slides = Slides::new();
    let legal = legal_slides(slides, board);
    let limits = Limits::new(four_chance, 0, PROBABILITY_CUTOFF, evaluation);
    let root_gains = limits.gains(board.0);
    let best = Answer::from_values(&legal, |&next| limits.leaf(next.0))?;
    let best = match evaluation {
        Evaluation::Heuristic => best,
        // The slide's own score counts beside the network's value.
        Evaluation::Network(_) => Answer::from_values(&legal, |next| {
            let direction = legal
                .iter()
                .find(|(_, b)| b == next)
                .map_or(Direction::Left, |&(d, _)| d);
            root_gains[direction_index(direction)] + limits.leaf(next.0)
        })?,
    };
    if legal.len() == 1 {
        return Some(best);
    }
    let stop = AtomicBool::new(false);
    let mut clock = || {
        let up = time_up();
        if up {
            stop.store(true, Ordering::Relaxed);
        }
        up
    };
    let mut caches = take_caches(threads.clamp(1, MAX_THREADS));
    let mut search = Iterations {
        limits,
        root_gains,
        cutoff_level: 0,
        caches: &mut caches,
        clock: Budget::new(&mut clock, evaluation.check_interval()),
        stop: &stop,
        reached_depth: false,
    };
    let deepest = deepen(&mut search, &legal, best);
    give_back_caches(caches);
    Some(deepest)
}

/// The slides that change `board`, each with the board it leaves.
fn legal_slides(slides: Slides, board: Bitboard) -> Vec<(Direction, Bitboard)> {
    Direction::ALL
        .into_iter()
        .zip(slides.slide_all(board))
        .filter(|&(_, next)| next != board)
        .collect()
}

/// The heuristic score of a whole board: its rows and its columns.
#[inline]
fn heuristic(tables: &RowTables, board: Bitboard) -> f32 {
    let rows = |b: u64| -> f32 {
        (0..4)
            .map(|k| tables.heuristic[((b >> (16 * k)) & 0xffff) as usize])
            .sum()
    };
    rows(board.0) + rows(board.transpose().0)
}

/// One iteration's work under the first new tile: the slide it follows
/// (an index into the legal slides), the board with the new tile, and the
/// tile's probability.
#[derive(Clone, Copy)]
struct Branch {
    slide: usize,
    board: u64,
    probability: f32,
}

/// What every thread searches with in one iteration.
#[derive(Clone, Copy)]
struct Limits<'e> {
    slides: Slides,
    evaluation: Evaluation<'e>,
    /// The odds of a new 2 and of a new 4.
    two: f32,
    four: f32,
    /// How many moves of the player the iteration looks ahead.
    depth: u32,
    /// Its probability cut-off.
    cutoff: f32,
}

impl<'e> Limits<'e> {
    fn new(four_chance: f32, depth: u32, cutoff: f32, evaluation: Evaluation<'e>) -> Limits<'e> {
        Limits {
            slides: Slides::new(),
            evaluation,
            two: 1.0 - four_chance,
            four: four_chance,
            depth,
            cutoff,
        }
    }

    /// The value of a position the search looks no further into.
    #[inline(always)]
    fn leaf(&self, board: u64) -> f32 {
        match self.evaluation {
            Evaluation::Heuristic => heuristic(self.slides.tables(), Bitboard(board)),
            // Never below a lost position (0).
            Evaluation::Network(network) => network.value(board).max(0.0),
        }
    }

    /// The score each slide gains on `board`, in the order of
    /// [`Direction::ALL`], where the evaluation counts it (the network);
    /// zeros for the heuristic.
    #[inline(always)]
    fn gains(&self, board: u64) -> [f32; 4] {
        match self.evaluation {
            Evaluation::Heuristic => [0.0; 4],
            Evaluation::Network(_) => {
                let tables = self.slides.tables();
                let lines = |x: u64| -> f32 {
                    (0..4)
                        .map(|k| tables.score[((x >> (16 * k)) & 0xffff) as usize])
                        .sum::<u32>() as f32
                };
                let rows = lines(board);
                let columns = lines(Bitboard(board).transpose().0);
                [rows, rows, columns, columns]
            }
        }
    }
}

/// The iterations of one search and what they share.
struct Iterations<'k, 's, 'b, 'e> {
    limits: Limits<'e>,
    /// The score each slide gains at the root (see [`Limits::gains`]).
    root_gains: [f32; 4],
    /// Which of [`CUTOFFS`] the iterations use now.
    cutoff_level: usize,
    /// One cache per thread; the first is the calling thread's.
    caches: &'k mut [Cache],
    /// The caller's clock, asked by the calling thread only.
    clock: Budget<'b>,
    /// Raised once the clock says the time is up.
    stop: &'s AtomicBool,
    reached_depth: bool,
}

impl DeepeningSearch<Bitboard> for Iterations<'_, '_, '_, '_> {
    fn start_iteration(&mut self, depth: u32) -> bool {
        if depth > self.limits.evaluation.guaranteed_depth() && self.clock.check_now() {
            return false;
        }
        self.limits.depth = depth;
        self.reached_depth = false;
        for cache in self.caches.iter_mut() {
            cache.start_iteration();
        }
        true
    }

    fn values_after_slides(
        &mut self,
        legal: &[(Direction, Bitboard)],
        order: &[usize],
    ) -> Vec<Option<f32>> {
        let limits = self.limits;
        let branches = first_branches(legal, order, limits);
        let next_branch = AtomicUsize::new(0);
        let (mine, helpers) = self.caches.split_first_mut().expect("one cache per thread");
        let stop = self.stop;
        let guaranteed = limits.depth <= limits.evaluation.guaranteed_depth();
        let interval = limits.evaluation.check_interval();
        let (found, reached_depth) = std::thread::scope(|scope| {
            // A helper that cannot start (too little memory) leaves its
            // branches to the others: the branches are shared out as taken.
            let handles: Vec<_> = helpers
                .iter_mut()
                .filter_map(|cache| {
                    let (branches, next_branch) = (&branches, &next_branch);
                    let stack = thread_room::DEFAULT_STACK_BYTES;
                    thread_room::start_scoped(scope, "search", stack, move || {
                        let mut stopped = || stop.load(Ordering::Relaxed);
                        let mut search = Search::new(limits, cache, &mut stopped, interval);
                        let found = search.take_branches(branches, next_branch);
                        (found, search.reached_depth)
                    })
                    .ok()
                })
                .collect();
            let (mut found, mut reached_depth) = {
                // The calling thread counts its work on the caller's clock
                // (in the iterations that may stop).
                let mut tick = || !guaranteed && self.clock.tick();
                let mut search = Search::new(limits, mine, &mut tick, 1);
                let found = search.take_branches(&branches, &next_branch);
                (found, search.reached_depth)
            };
            // Keep the clock while the helpers finish their last branches.
            while !handles.iter().all(|handle| handle.is_finished())
                && (guaranteed || !self.clock.check_now())
            {
                std::thread::yield_now();
            }
            for handle in handles {
                let (theirs, reached) = handle.join().expect("a search thread panicked");
                found.extend(theirs);
                reached_depth |= reached;
            }
            (found, reached_depth)
        });
        self.reached_depth = reached_depth;
        let mut values = slide_values(legal.len(), &branches, &found);
        for (value, (direction, _)) in values.iter_mut().zip(legal) {
            if let Some(value) = value {
                *value += self.root_gains[direction_index(*direction)];
            }
        }
        values
    }

    fn reached_depth(&self) -> bool {
        self.reached_depth
    }

    fn lower_cutoff(&mut self) -> bool {
        let Some(&cutoff) = CUTOFFS.get(self.cutoff_level + 1) else {
            return false;
        };
        self.cutoff_level += 1;
        self.limits.cutoff = cutoff;
        // Values cached under the higher cut-off are coarser: drop them.
        for cache in self.caches.iter_mut() {
            cache.forget();
        }
        true
    }
}

/// The branches under the first new tile after each slide, the slides taken
/// in `order`.
fn first_branches(
    legal: &[(Direction, Bitboard)],
    order: &[usize],
    limits: Limits<'_>,
) -> Vec<Branch> {
    let mut branches = Vec::new();
    for &slide in order {
        let board = legal[slide].1;
        let empty = board.empty_count() as f32;
        for index in 0..16 {
            let shift = 4 * index;
            if (board.0 >> shift) & 0xf != 0 {
                continue;
            }
            for (tile, odds) in [(1u64, limits.two), (2u64, limits.four)] {
                if odds > 0.0 {
                    branches.push(Branch {
                        slide,
                        board: board.0 | (tile << shift),
                        probability: odds / empty,
                    });
                }
            }
        }
    }
    branches
}

/// The expected value after each slide from the values of its branches
/// (`found` holds branch index and value); `None` for a slide with a
/// branch left unvalued.
fn slide_values(slides: usize, branches: &[Branch], found: &[(usize, f32)]) -> Vec<Option<f32>> {
    let mut totals = vec![0.0f32; slides];
    let mut missing = vec![0usize; slides];
    for branch in branches {
        missing[branch.slide] += 1;
    }
    for &(index, value) in found {
        let branch = branches[index];
        totals[branch.slide] += branch.probability * value;
        missing[branch.slide] -= 1;
    }
    totals
        .into_iter()
        .zip(missing)
        .map(|(total, missing)| (missing == 0).then_some(total))
        .collect()
}

/// One thread's search: its cache, its view of the time, and how deep it
/// may look.
struct Search<'k, 'b, 'e> {
    limits: Limits<'e>,
    cache: &'k mut Cache,
    budget: Budget<'b>,
    /// Whether some branch stopped at the depth limit (rather than by
    /// probability).
    reached_depth: bool,
}

impl<'k, 'b, 'e> Search<'k, 'b, 'e> {
    /// A search that asks `time_up` once every `interval` chance nodes.
    fn new(
        limits: Limits<'e>,
        cache: &'k mut Cache,
        time_up: &'b mut dyn FnMut() -> bool,
        interval: u32,
    ) -> Search<'k, 'b, 'e> {
        Search {
            limits,
            cache,
            budget: Budget::new(time_up, interval),
            reached_depth: false,
        }
    }

    /// Values branches handed out one at a time until none are left or the
    /// time is up; returns (branch index, value) of each one finished.
    fn take_branches(&mut self, branches: &[Branch], next: &AtomicUsize) -> Vec<(usize, f32)> {
        let mut found = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(branch) = branches.get(index) else {
                break;
            };
            let value = self.player(branch.board, branch.probability, 1);
            if self.budget.is_spent() {
                break;
            }
            found.push((index, value));
        }
        found
    }

    /// The expected value after a slide: a new tile comes next. `moves` is
    /// how many slides led here from the root.
    fn chance(&mut self, board: u64, probability: f32, moves: u32) -> f32 {
        if moves >= self.limits.depth {
            self.reached_depth = true;
            return self.limits.leaf(board);
        }
        if probability < self.limits.cutoff {
            return self.limits.leaf(board);
        }
        let remaining = self.limits.depth - moves;
        if let Some(value) = self.cache.get(board, remaining) {
            return value;
        }
        if self.budget.tick() {
            return 0.0;
        }
        let empty = Bitboard(board).empty_count();
        let per_cell = probability / empty as f32;
        let mut total = 0.0f32;
        let mut free = !board;
        for index in 0..16 {
            let nibble_free = free & 0xf == 0xf;
            free >>= 4;
            if !nibble_free {
                continue;
            }
            let shift = 4 * index;
            if self.limits.two > 0.0 {
                let value = self.player(board | (1 << shift), per_cell * self.limits.two, moves);
                total += self.limits.two * value;
            }
            if self.limits.four > 0.0 {
                let value = self.player(board | (2 << shift), per_cell * self.limits.four, moves);
                total += self.limits.four * value;
            }
        }
        let value = total / empty as f32;
        if !self.budget.is_spent() {
            self.cache.insert(board, remaining, value);
        }
        value
    }

    /// The value of the best slide (with the score it gains, under the
    /// network); 0 (below every live position) if none.
    fn player(&mut self, board: u64, probability: f32, moves: u32) -> f32 {
        let mut best = 0.0f32;
        let nexts = self.limits.slides.slide_all(Bitboard(board));
        match self.limits.evaluation {
            Evaluation::Heuristic => {
                for next in nexts {
                    if next.0 != board {
                        best = best.max(self.chance(next.0, probability, moves + 1));
                    }
                }
            }
            Evaluation::Network(_) => {
                let gains = self.limits.gains(board);
                for (next, gain) in nexts.into_iter().zip(gains) {
                    if next.0 != board {
                        best = best.max(gain + self.chance(next.0, probability, moves + 1));
                    }
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::Board;

    fn bits(position: &str) -> Bitboard {
        Bitboard::from_board(&Board::parse(position).unwrap()).unwrap()
    }

    /// A budget that runs out after `questions` questions: the same work
    /// on every machine.
    fn questions(questions: u32) -> impl FnMut() -> bool {
        let mut asked = 0;
        move || {
            asked += 1;
            asked > questions
        }
    }

    #[test]
    fn stuck_board_has_no_slide() {
        let mut time_up = questions(2000);
        let stuck = bits("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
        assert_eq!(
            best_slide(stuck, 0.5, 1, Evaluation::Heuristic, &mut time_up),
            None
        );
    }

    #[test]
    fn an_exhausted_budget_still_looks_three_moves_ahead() {
        let board = bits("2 2 0 0/0 4 0 0/0 0 0 0/0 0 0 2");
        for threads in [1, 2] {
            let answer =
                best_slide(board, 0.5, threads, Evaluation::Heuristic, &mut || true).unwrap();
            assert_eq!(answer.depth, GUARANTEED_DEPTH, "{threads} threads");
        }
    }

    #[test]
    fn an_open_budget_searches_deeper() {
        let mut time_up = questions(5000);
        let board = bits("1024 512 256 128/8 16 32 64/4 2 0 0/0 0 0 0");
        let answer = best_slide(board, 0.1, 1, Evaluation::Heuristic, &mut time_up).unwrap();
        assert!(answer.depth >= 3, "{answer:?}");
    }

    #[test]
    fn takes_the_merge_that_saves_the_game() {
        // Full board: left or right merges the two 2s at the bottom; up and
        // down change nothing.
        let mut time_up = questions(2000);
        let board = bits("4 8 4 8/8 4 8 4/4 8 4 8/2 2 16 32");
        let answer = best_slide(board, 0.5, 1, Evaluation::Heuristic, &mut time_up).unwrap();
        assert!(matches!(
            answer.direction,
            Direction::Left | Direction::Right
        ));
    }

    /// A search of `depth` moves on one thread with a fresh cache and no
    /// clock.
    fn value_on_one_thread(next: Bitboard, four: f32, depth: u32) -> f32 {
        let mut cache = take_caches(1).remove(0);
        let mut never = || false;
        let limits = Limits::new(four, depth, PROBABILITY_CUTOFF, Evaluation::Heuristic);
        let mut search = Search::new(limits, &mut cache, &mut never, CHECK_INTERVAL);
        search.chance(next.0, 1.0, 1)
    }

    #[test]
    fn the_branches_handed_out_add_up_to_the_chance_node() {
        for (position, four) in [
            ("2 4 8 16/0 2 4 64/0 0 2 128/0 0 0 1024", 0.5),
            ("1024 512 256 128/8 16 32 64/4 2 0 0/0 0 0 0", 0.1),
            ("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4", 0.0),
            ("4 8 4 8/8 4 8 4/4 8 4 8/2 0 16 32", 1.0),
        ] {
            let board = bits(position);
            let legal = legal_slides(Slides::new(), board);
            let order: Vec<usize> = (0..legal.len()).rev().collect();
            let limits = Limits::new(four, 3, PROBABILITY_CUTOFF, Evaluation::Heuristic);
            let branches = first_branches(&legal, &order, limits);
            let mut cache = take_caches(1).remove(0);
            let mut never = || false;
            let mut search = Search::new(limits, &mut cache, &mut never, CHECK_INTERVAL);
            let found: Vec<(usize, f32)> = branches
                .iter()
                .enumerate()
                .map(|(index, branch)| (index, search.player(branch.board, branch.probability, 1)))
                .collect();
            let values = slide_values(legal.len(), &branches, &found);
            for (slide, value) in values.iter().enumerate() {
                let expected = value_on_one_thread(legal[slide].1, four, 3);
                let value = value.expect("every branch was valued");
                assert!(
                    (value - expected).abs() <= expected.abs() * 1e-5,
                    "{position} {:?}: {value} vs {expected}",
                    legal[slide].0
                );
            }
            // A slide with an unvalued branch has no value.
            let partial = slide_values(legal.len(), &branches, &found[..found.len() - 1]);
            assert_eq!(partial[*order.last().unwrap()], None, "{position}");
        }
    }

    /// A network whose weights are all 0: it expects no more score after
    /// any slide, so the search looks only at what the slides gain.
    fn zero_network() -> &'static Network {
        static ZERO: std::sync::OnceLock<Network> = std::sync::OnceLock::new();
        ZERO.get_or_init(|| {
            Network::new(vec![0; super::super::ntuple::WEIGHT_COUNT], 1.0, 0).unwrap()
        })
    }

    #[test]
    fn under_a_network_each_slide_counts_the_score_it_gains() {
        // Left or right merges the two 1024s now; up and down gain nothing.
        let board = bits("1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 2");
        for threads in [1, 2] {
            let evaluation = Evaluation::Network(zero_network());
            let answer = best_slide(board, 0.1, threads, evaluation, &mut questions(4000)).unwrap();
            // The last iteration may stop before it values every slide (the
            // clock counts questions from both threads): the chosen one is
            // valued, the others where they were. Two plies deep every
            // slide can merge the 1024s (up, then left), so which slide
            // is chosen is left to the small gains after: the merge is
            // counted, and the chosen slide is worth the most.
            let value = |direction| answer.values[direction_index(direction)];
            let chosen = value(answer.direction).expect("the chosen slide is valued");
            assert!(chosen >= 2048.0, "{answer:?}");
            for direction in [Direction::Left, Direction::Right] {
                if let Some(merging) = value(direction) {
                    assert!(merging >= 2048.0, "{answer:?}");
                }
            }
            let best = answer
                .values
                .iter()
                .flatten()
                .fold(f32::MIN, |a, &b| a.max(b));
            assert_eq!(chosen, best, "{answer:?}");
            assert!(answer.depth >= GUARANTEED_DEPTH, "{answer:?}");
        }
        // Even with no time, the depth-1 answer counts the merge.
        let quick = best_slide(
            board,
            0.1,
            1,
            Evaluation::Network(zero_network()),
            &mut || true,
        );
        assert!(matches!(
            quick.unwrap().direction,
            Direction::Left | Direction::Right
        ));
        let stuck = bits("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
        let none = best_slide(
            stuck,
            0.1,
            1,
            Evaluation::Network(zero_network()),
            &mut || true,
        );
        assert_eq!(none, None);
    }

    #[test]
    fn under_a_network_an_exhausted_budget_answers_from_the_first_look() {
        // A depth-3 iteration under the network values thousands of boards
        // (tens of milliseconds): with no time left, the network's own
        // choice answers, as in training.
        let board = bits("2 4 8 16/0 2 4 64/0 0 2 128/0 0 0 1024");
        for threads in [1, 2] {
            let evaluation = Evaluation::Network(zero_network());
            let answer = best_slide(board, 0.1, threads, evaluation, &mut || true).unwrap();
            assert_eq!(answer.depth, NETWORK_GUARANTEED_DEPTH, "{threads} threads");
            assert_eq!(evaluation.guaranteed_depth(), NETWORK_GUARANTEED_DEPTH);
        }
        let heuristic = best_slide(board, 0.1, 1, Evaluation::Heuristic, &mut || true).unwrap();
        assert_eq!(heuristic.depth, GUARANTEED_DEPTH);
    }

    #[test]
    fn several_threads_find_the_saving_merge() {
        let board = bits("4 8 4 8/8 4 8 4/4 8 4 8/2 2 16 32");
        for threads in [2, 3, 8] {
            let answer = best_slide(
                board,
                0.5,
                threads,
                Evaluation::Heuristic,
                &mut questions(2000),
            )
            .unwrap();
            assert!(
                matches!(answer.direction, Direction::Left | Direction::Right),
                "{threads} threads: {answer:?}"
            );
        }
    }
}
