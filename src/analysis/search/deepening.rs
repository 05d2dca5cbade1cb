//! Iterative deepening, shared by the bitboard search and the general
//! search: look 2, 3, 4 … moves ahead while time remains, and keep the best
//! slide of the deepest iteration that finished. An iteration cut short by
//! the clock is thrown away; when no branch reached the depth limit (every
//! one was cut by probability), looking deeper would give the same answer.
//!
//! Pure: the searches bring their own boards, cache and time check.

use crate::engine::Direction;

/// The deepest search, in moves of the player.
pub const MAX_DEPTH: u32 = 20;

/// The best slide found and how many moves deep the search looked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Answer {
    pub direction: Direction,
    pub depth: u32,
}

/// An expectimax search over boards of type `B` that can be run deeper and
/// deeper.
pub trait DeepeningSearch<B> {
    /// Prepares an iteration that looks `depth` moves ahead; false when the
    /// time is already up.
    fn start_iteration(&mut self, depth: u32) -> bool;
    /// The expected value of the position after one of the player's slides.
    fn value_after_slide(&mut self, next: &B) -> f32;
    /// Whether the time ran out during the iteration (its values are partial).
    fn time_ran_out(&self) -> bool;
    /// Whether some branch of the iteration stopped at the depth limit.
    fn reached_depth(&self) -> bool;
}

/// Deepens from depth 2 until time, depth or probability runs out; `first`
/// is the depth-1 answer, kept if no deeper iteration finishes.
pub fn deepen<B>(
    search: &mut impl DeepeningSearch<B>,
    legal: &[(Direction, B)],
    first: Answer,
) -> Answer {
    let mut best = first;
    for depth in 2..=MAX_DEPTH {
        if !search.start_iteration(depth) {
            break;
        }
        let mut iteration_best: Option<(f32, Direction)> = None;
        for (direction, next) in legal {
            let value = search.value_after_slide(next);
            if iteration_best.is_none_or(|(best_value, _)| value > best_value) {
                iteration_best = Some((value, *direction));
            }
        }
        if search.time_ran_out() {
            break;
        }
        if let Some((_, direction)) = iteration_best {
            best = Answer { direction, depth };
        }
        if !search.reached_depth() {
            break;
        }
    }
    best
}
