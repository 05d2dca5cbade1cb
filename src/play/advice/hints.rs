//! The hint: the search that finds it (given by the front end, with its
//! time budget, or else a search without a clock) and the last hint given,
//! so that a second press on the same board tells the next best slide.
//! Knows nothing of outputs or commands.

use crate::analysis::search;
use crate::analysis::search::{Explanation, Suggestion};
use crate::engine::Board;
use crate::narration::{self, Announcement, Verbosity};

/// Finds a hint for a board (with the chance of a 4); the front end gives it
/// its time budget.
pub type Hinter = Box<dyn FnMut(&Board, f64) -> Option<Suggestion>>;

/// How often a hint without a clock may ask whether its time is up.
const UNTIMED_HINT_CHECKS: u32 = 64;

/// The hint search and the last hint.
#[derive(Default)]
pub struct Hints {
    pub hinter: Option<Hinter>,
    /// The last hint's board and explanation.
    last: Option<(Board, Explanation)>,
}

impl Hints {
    /// The hint and why, as much as the verbosity says; asked again on the
    /// same board, the runner-up and why it is worse.
    pub fn hint(
        &mut self,
        board: &Board,
        four_chance: f64,
        verbosity: Verbosity,
    ) -> Vec<Announcement> {
        if let Some((_, explanation)) = self.last.take().filter(|(b, _)| b == board) {
            return vec![narration::next_best(&explanation)];
        }
        let suggestion = match self.hinter.as_mut() {
            Some(hinter) => hinter(board, four_chance),
            // Without a clock: a search bounded by how often it may ask
            // whether time is up, so the answer is the same every time.
            None => untimed_search(board, four_chance),
        };
        let Some(suggestion) = suggestion else {
            return vec![narration::hint(None)];
        };
        let explanation = search::explain(board, &suggestion);
        self.last = Some((board.clone(), explanation));
        match verbosity {
            Verbosity::Brief => vec![narration::hint_why_brief(&explanation)],
            Verbosity::Normal => vec![narration::hint_why(&explanation)],
            Verbosity::Full => narration::hint_why_in_full(&explanation),
        }
    }
}

/// The search without a clock (the hint where no hinter is given, and the
/// coach's judge): the heuristic, bounded by how often it may ask whether
/// time is up, so its answers are the same every run.
pub fn untimed_search(board: &Board, four_chance: f64) -> Option<Suggestion> {
    let mut asked = 0;
    search::analyse(
        board,
        four_chance,
        1,
        search::Evaluation::Heuristic,
        &mut || {
            asked += 1;
            asked > UNTIMED_HINT_CHECKS
        },
    )
}
