//! Expectimax on the engine's [`Board`], for every board the 4×4 fast path
//! cannot hold: other sizes (3×3 to 8×8) and tiles above 32768. The same
//! game tree, heuristic, probability cut-off and iterative deepening as the
//! fast search, slower per node (it slides through the engine), so it
//! usually looks less deep in the same time.
//!
//! Pure: time comes only through the [`Budget`]'s callback.

use std::collections::HashMap;

use super::budget::Budget;
use super::deepening::{Answer, DeepeningSearch, deepen, values_in_order};
use super::fast_search::PROBABILITY_CUTOFF;
use super::heuristic::line_score;
use accessible_2048_engine::{Board, Direction};
use accessible_2048_memory::out_of_memory::fallibly;

/// Player nodes between two questions to the clock.
pub const CHECK_INTERVAL: u32 = 8;

/// The best slide on `board`, or `None` if no slide changes it. Depth 1 (the
/// heuristic after each slide) always finishes, whatever the budget.
pub fn best_slide(board: &Board, four_chance: f32, budget: &mut Budget) -> Option<Answer> {
    let legal: Vec<(Direction, Board)> = Direction::ALL
        .iter()
        .filter_map(|&direction| {
            let (next, outcome) = board.slide(direction);
            outcome.moved().then_some((direction, next))
        })
        .collect();
    let best = Answer::from_values(&legal, heuristic)?;
    if legal.len() == 1 {
        return Some(best);
    }
    let mut search = Search {
        two: 1.0 - four_chance,
        four: four_chance,
        cache: HashMap::new(),
        budget,
        depth: 0,
        reached_depth: false,
    };
    Some(deepen(&mut search, &legal, best))
}

/// The heuristic score of a board of any size: its rows and its columns.
pub fn heuristic(board: &Board) -> f32 {
    let n = board.size();
    let exponents = board.grid().exponents();
    let mut column = vec![0u8; n];
    let mut total = 0.0;
    for k in 0..n {
        total += line_score(&exponents[k * n..(k + 1) * n]);
        for (row, cell) in column.iter_mut().enumerate() {
            *cell = exponents[row * n + k];
        }
        total += line_score(&column);
    }
    total
}

struct Search<'b, 'c> {
    two: f32,
    four: f32,
    cache: HashMap<Board, (u32, f32)>,
    budget: &'b mut Budget<'c>,
    depth: u32,
    reached_depth: bool,
}

impl DeepeningSearch<Board> for Search<'_, '_> {
    fn start_iteration(&mut self, depth: u32) -> bool {
        if self.budget.check_now() {
            return false;
        }
        self.depth = depth;
        self.reached_depth = false;
        true
    }

    fn values_after_slides(
        &mut self,
        legal: &[(Direction, Board)],
        order: &[usize],
    ) -> Vec<Option<f32>> {
        values_in_order(
            self,
            legal,
            order,
            |search, next| search.chance(next, 1.0, 1),
            |search| search.budget.is_spent(),
        )
    }

    fn reached_depth(&self) -> bool {
        self.reached_depth
    }
}

impl Search<'_, '_> {
    fn chance(&mut self, board: &Board, probability: f32, moves: u32) -> f32 {
        if moves >= self.depth {
            self.reached_depth = true;
            return heuristic(board);
        }
        if probability < PROBABILITY_CUTOFF {
            return heuristic(board);
        }
        let remaining = self.depth - moves;
        if let Some(&(searched, value)) = self.cache.get(board)
            && searched >= remaining
        {
            return value;
        }
        let empty = board.empty_cells();
        let per_cell = probability / empty.len() as f32;
        let mut total = 0.0f32;
        let mut child = board.clone();
        for &cell in &empty {
            for (exponent, odds) in [(1u8, self.two), (2u8, self.four)] {
                if odds > 0.0 {
                    child.set(cell, exponent);
                    total += odds * self.player(&child, per_cell * odds, moves);
                }
            }
            child.set(cell, 0);
            if self.budget.is_spent() {
                return 0.0;
            }
        }
        let value = total / empty.len() as f32;
        // Short of memory, the search goes on without remembering more.
        if fallibly(|| self.cache.try_reserve(1)).is_ok() {
            self.cache.insert(board.clone(), (remaining, value));
        }
        value
    }

    fn player(&mut self, board: &Board, probability: f32, moves: u32) -> f32 {
        if self.budget.tick() {
            return 0.0;
        }
        let mut best = 0.0f32;
        for direction in Direction::ALL {
            let (next, outcome) = board.slide(direction);
            if outcome.moved() {
                best = best.max(self.chance(&next, probability, moves + 1));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(position: &str) -> Board {
        Board::parse(position).unwrap()
    }

    #[test]
    fn stuck_board_has_no_slide() {
        let mut time_up = || false;
        let mut budget = Budget::new(&mut time_up, 1);
        assert_eq!(
            best_slide(&board("2 4 2/4 2 4/2 4 2"), 0.5, &mut budget),
            None
        );
    }

    #[test]
    fn searches_small_boards_deeply_when_time_allows() {
        let mut asked = 0;
        let mut time_up = || {
            asked += 1;
            asked > 2000
        };
        let mut budget = Budget::new(&mut time_up, 1);
        let answer = best_slide(&board("2 2 0/0 4 0/0 0 8"), 0.5, &mut budget).unwrap();
        assert!(answer.depth >= 3, "{answer:?}");
    }

    #[test]
    fn an_exhausted_budget_still_gives_depth_one() {
        let mut time_up = || true;
        let mut budget = Budget::new(&mut time_up, 1);
        let big = board(
            "2 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/\
             0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 4",
        );
        let answer = best_slide(&big, 0.5, &mut budget).unwrap();
        assert_eq!(answer.depth, 1);
    }

    #[test]
    fn heuristic_prefers_an_ordered_board() {
        let ordered = board("64 32 16/8 4 2/0 0 0");
        let scattered = board("2 64 4/16 8 32/0 0 0");
        assert!(heuristic(&ordered) > heuristic(&scattered));
    }
}
