//! Expectimax on the 4×4 [`Bitboard`]: the player's nodes take the best
//! slide, the chance nodes average over every empty cell and both new tiles
//! with the game's real odds. A transposition cache keeps positions reached
//! by different orders of moves, chance branches whose probability falls
//! below [`PROBABILITY_CUTOFF`] are scored by the heuristic instead of
//! searched, and iterative deepening keeps the best move of the deepest
//! search that finished before the [`Budget`] ran out.
//!
//! Pure: time comes only through the budget's callback.

use std::cell::RefCell;

use super::bitboard::{Bitboard, slide_with};
use super::budget::Budget;
use super::deepening::{Answer, DeepeningSearch, deepen};
use super::row_tables::{RowTables, row_tables};
use crate::engine::Direction;

/// Chance branches less likely than this are not searched further.
pub const PROBABILITY_CUTOFF: f32 = 1e-4;
/// Chance nodes between two questions to the clock.
pub const CHECK_INTERVAL: u32 = 128;

/// The best slide on `board`, or `None` if no slide changes it. Depth 1 (the
/// heuristic after each slide) always finishes, whatever the budget.
pub fn best_slide(board: Bitboard, four_chance: f32, budget: &mut Budget) -> Option<Answer> {
    let tables = row_tables();
    let legal: Vec<(Direction, Bitboard)> = Direction::ALL
        .iter()
        .map(|&direction| (direction, slide_with(tables, board, direction)))
        .filter(|&(_, next)| next != board)
        .collect();
    let best = legal
        .iter()
        .max_by(|a, b| heuristic(tables, a.1).total_cmp(&heuristic(tables, b.1)))
        .map(|&(direction, _)| Answer {
            direction,
            depth: 1,
        })?;
    if legal.len() == 1 {
        return Some(best);
    }
    let deepest = CACHE.with_borrow_mut(|cache| {
        cache.start_search();
        let mut search = Search {
            tables,
            two: 1.0 - four_chance,
            four: four_chance,
            cache,
            budget,
            depth: 0,
            reached_depth: false,
        };
        deepen(&mut search, &legal, best)
    });
    Some(deepest)
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

/// A cached chance node: the board, its value, how many moves deep it was
/// searched, and the search that stored it.
#[derive(Clone, Copy, Default)]
struct Entry {
    board: u64,
    remaining: u16,
    generation: u16,
    value: f32,
}

/// log2 of the number of cache slots (16 bytes each).
const CACHE_BITS: u32 = 19;

/// A direct-mapped transposition cache: one slot per hash, the newest entry
/// wins. Fixed size, so it never stops to grow. Each search starts a new
/// generation, so entries of earlier searches (perhaps with other odds) are
/// never read, and the slots need no clearing between searches.
struct Cache {
    slots: Vec<Entry>,
    generation: u16,
}

thread_local! {
    /// One cache per thread, reused by every search on it (allocating and
    /// clearing 8 MB per hint would cost milliseconds).
    static CACHE: RefCell<Cache> = const {
        RefCell::new(Cache {
            slots: Vec::new(),
            generation: 0,
        })
    };
}

impl Cache {
    /// Starts a new search: older entries become invisible.
    fn start_search(&mut self) {
        if self.slots.is_empty() {
            self.slots = vec![Entry::default(); 1 << CACHE_BITS];
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill(Entry::default());
            self.generation = 1;
        }
    }

    #[inline]
    fn slot(board: u64) -> usize {
        let mixed = (board ^ (board >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> (64 - CACHE_BITS)) as usize
    }

    #[inline]
    fn get(&self, board: u64, remaining: u32) -> Option<f32> {
        let entry = self.slots[Self::slot(board)];
        (entry.board == board
            && entry.generation == self.generation
            && u32::from(entry.remaining) >= remaining)
            .then_some(entry.value)
    }

    #[inline]
    fn insert(&mut self, board: u64, remaining: u32, value: f32) {
        self.slots[Self::slot(board)] = Entry {
            board,
            remaining: remaining as u16,
            generation: self.generation,
            value,
        };
    }
}

struct Search<'t, 'b, 'c, 'k> {
    tables: &'t RowTables,
    two: f32,
    four: f32,
    cache: &'k mut Cache,
    budget: &'b mut Budget<'c>,
    /// This iteration's depth, in moves of the player.
    depth: u32,
    /// Whether some branch stopped at `depth` (rather than by probability).
    reached_depth: bool,
}

impl DeepeningSearch<Bitboard> for Search<'_, '_, '_, '_> {
    fn start_iteration(&mut self, depth: u32) -> bool {
        if self.budget.check_now() {
            return false;
        }
        self.depth = depth;
        self.reached_depth = false;
        true
    }

    fn value_after_slide(&mut self, next: &Bitboard) -> f32 {
        self.chance(next.0, 1.0, 1)
    }

    fn time_ran_out(&self) -> bool {
        self.budget.is_spent()
    }

    fn reached_depth(&self) -> bool {
        self.reached_depth
    }
}

impl Search<'_, '_, '_, '_> {
    /// The expected value after a slide: a new tile comes next. `moves` is
    /// how many slides led here from the root.
    fn chance(&mut self, board: u64, probability: f32, moves: u32) -> f32 {
        if moves >= self.depth {
            self.reached_depth = true;
            return heuristic(self.tables, Bitboard(board));
        }
        if probability < PROBABILITY_CUTOFF {
            return heuristic(self.tables, Bitboard(board));
        }
        let remaining = self.depth - moves;
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
            if self.two > 0.0 {
                let value = self.player(board | (1 << shift), per_cell * self.two, moves);
                total += self.two * value;
            }
            if self.four > 0.0 {
                let value = self.player(board | (2 << shift), per_cell * self.four, moves);
                total += self.four * value;
            }
        }
        let value = total / empty as f32;
        if !self.budget.is_spent() {
            self.cache.insert(board, remaining, value);
        }
        value
    }

    /// The value of the best slide; 0 (below every live position) if none.
    fn player(&mut self, board: u64, probability: f32, moves: u32) -> f32 {
        let mut best = 0.0f32;
        for direction in Direction::ALL {
            let next = slide_with(self.tables, Bitboard(board), direction).0;
            if next != board {
                best = best.max(self.chance(next, probability, moves + 1));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;

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
        let mut budget = Budget::new(&mut time_up, 1);
        let stuck = bits("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
        assert_eq!(best_slide(stuck, 0.5, &mut budget), None);
    }

    #[test]
    fn an_exhausted_budget_still_gives_depth_one() {
        let mut time_up = || true;
        let mut budget = Budget::new(&mut time_up, 1);
        let board = bits("2 2 0 0/0 4 0 0/0 0 0 0/0 0 0 2");
        let answer = best_slide(board, 0.5, &mut budget).unwrap();
        assert_eq!(answer.depth, 1);
    }

    #[test]
    fn an_open_budget_searches_deeper() {
        let mut time_up = questions(5000);
        let mut budget = Budget::new(&mut time_up, 1);
        let board = bits("1024 512 256 128/8 16 32 64/4 2 0 0/0 0 0 0");
        let answer = best_slide(board, 0.1, &mut budget).unwrap();
        assert!(answer.depth >= 3, "{answer:?}");
    }

    #[test]
    fn takes_the_merge_that_saves_the_game() {
        // Full board: left or right merges the two 2s at the bottom; up and
        // down change nothing.
        let mut time_up = questions(2000);
        let mut budget = Budget::new(&mut time_up, 1);
        let board = bits("4 8 4 8/8 4 8 4/4 8 4 8/2 2 16 32");
        let answer = best_slide(board, 0.5, &mut budget).unwrap();
        assert!(matches!(
            answer.direction,
            Direction::Left | Direction::Right
        ));
    }
}
