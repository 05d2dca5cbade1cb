//! Why the hint engine chose its slide, in terms a player can learn from:
//! from the board, the chosen slide and the search's runner-up, the one
//! fact that best sets the chosen slide apart (the only legal slide, the
//! only one that keeps a full row full, the biggest merge, the big tile kept
//! in its corner, the most cells opened), a second fact when there is one,
//! and why the runner-up is worse.
//!
//! Pure: looks only at the board and the search's answer. No words here;
//! narration turns the reasons into messages.

use crate::engine::{Board, Cell, Direction};

use super::Suggestion;

/// A row or a column of the board, counted from zero (row 0 is row 1, the
/// top; column 0 is column A).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    Row(usize),
    Column(usize),
}

/// Why the chosen slide is good.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// No other slide changes the board.
    OnlySlide,
    /// Of the legal slides, only this one leaves the full `line` full.
    KeepsLineFull { line: Line },
    /// Merges two tiles of `value` (the biggest merge of any slide) in
    /// `line`.
    Merges { value: u64, line: Line },
    /// The highest tile, `value`, stays in its corner, where some other
    /// slide would move it out.
    KeepsCorner { value: u64 },
    /// The highest tile, `value`, moves into a corner.
    IntoCorner { value: u64 },
    /// Frees `count` cells (one per merge; at least two), as many as any
    /// other slide.
    OpensCells { count: usize },
    /// Nothing simple sets it apart: the search found it best looking
    /// `depth` moves ahead.
    BestAhead { depth: u32 },
}

/// Why the runner-up is worse than the chosen slide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worse {
    /// It moves the highest tile, `value`, out of its corner.
    LeavesCorner { value: u64 },
    /// It leaves a gap in the full `line` that the chosen slide keeps full.
    BreaksLine { line: Line },
    /// It merges nothing, where the chosen slide merges.
    NoMerge,
    /// Its biggest merge is of two tiles of `value`, smaller than the
    /// chosen slide's.
    SmallerMerge { value: u64 },
    /// It leaves `count` fewer empty cells.
    FewerEmpty { count: usize },
    /// Nothing simple: the search found it worse looking `depth` moves
    /// ahead.
    WorseAhead { depth: u32 },
}

/// The runner-up slide and why it is worse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunnerUp {
    pub direction: Direction,
    pub worse: Worse,
}

/// Everything a hint can say about its slide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Explanation {
    pub direction: Direction,
    /// The most important reason.
    pub reason: Reason,
    /// A second reason, different in kind, if there is one.
    pub also: Option<Reason>,
    /// The second best slide, if another slide is legal.
    pub runner_up: Option<RunnerUp>,
}

/// What one slide does to the board.
struct Facts {
    direction: Direction,
    /// The biggest merge: the value of each of the two tiles, and where.
    biggest_merge: Option<(u64, Cell)>,
    merges: usize,
    /// The highest tile after the slide, if it stands in a corner.
    corner_tile: Option<u64>,
    /// The full lines holding the highest tile that stay full.
    full_lines_kept: Vec<Line>,
}

/// Explains `suggestion`, the search's answer on `board`. The chosen slide
/// must be legal on `board`.
pub fn explain(board: &Board, suggestion: &Suggestion) -> Explanation {
    let full_before = full_lines(board);
    let facts: Vec<Facts> = Direction::ALL
        .into_iter()
        .filter(|&direction| board.can_slide(direction))
        .map(|direction| facts_of(board, direction, &full_before))
        .collect();
    let chosen = facts
        .iter()
        .position(|f| f.direction == suggestion.direction)
        .expect("the chosen slide is legal");
    let best = &facts[chosen];
    let others: Vec<&Facts> = facts
        .iter()
        .filter(|f| f.direction != best.direction)
        .collect();

    let reasons = reasons(board, best, &others, suggestion.depth);
    let runner_up = suggestion
        .runner_up
        .and_then(|d| others.iter().find(|f| f.direction == d))
        .or_else(|| others.first())
        .map(|rival| RunnerUp {
            direction: rival.direction,
            worse: worse(board, best, rival, suggestion.depth),
        });
    Explanation {
        direction: best.direction,
        reason: reasons[0],
        also: reasons.get(1).copied(),
        runner_up,
    }
}

/// The reasons for `best`, most important first (at least one): the only
/// slide; a merge of big tiles (at least half the highest), the biggest of
/// any slide; the only slide keeping a full line of the highest tile full;
/// the highest tile kept in its corner; a smaller merge, still the
/// biggest; the highest tile into a corner; the most cells opened; else
/// what the search saw.
fn reasons(board: &Board, best: &Facts, others: &[&Facts], depth: u32) -> Vec<Reason> {
    if others.is_empty() {
        return vec![Reason::OnlySlide];
    }
    let rivals_biggest = others
        .iter()
        .filter_map(|o| o.biggest_merge.map(|(value, _)| value))
        .max()
        .unwrap_or(0);
    let merge = best
        .biggest_merge
        .filter(|&(value, _)| value >= rivals_biggest)
        .map(|(value, cell)| {
            let reason = Reason::Merges {
                value,
                line: merge_line(best.direction, cell),
            };
            (reason, 2 * value >= board.highest())
        });
    let mut reasons = Vec::new();
    if let Some((reason, true)) = merge {
        reasons.push(reason);
    }
    if let Some(line) = best
        .full_lines_kept
        .iter()
        .find(|line| others.iter().all(|o| !o.full_lines_kept.contains(line)))
    {
        reasons.push(Reason::KeepsLineFull { line: *line });
    }
    // Kept in its corner: worth saying when another slide would not.
    let kept_in_corner = in_corner(board);
    match best.corner_tile {
        Some(value) if kept_in_corner && others.iter().any(|o| o.corner_tile.is_none()) => {
            reasons.push(Reason::KeepsCorner { value });
        }
        Some(value) if !kept_in_corner => reasons.push(Reason::IntoCorner { value }),
        _ => {}
    }
    if let Some((reason, false)) = merge {
        // Below the corner, above cells opened.
        let at = reasons
            .iter()
            .position(|r| matches!(r, Reason::IntoCorner { .. }))
            .unwrap_or(reasons.len());
        reasons.insert(at, reason);
    }
    if best.merges >= 2 && others.iter().all(|o| o.merges <= best.merges) {
        reasons.push(Reason::OpensCells { count: best.merges });
    }
    if reasons.is_empty() {
        reasons.push(Reason::BestAhead { depth });
    }
    reasons
}

/// Why `rival` is worse than `best`.
fn worse(board: &Board, best: &Facts, rival: &Facts, depth: u32) -> Worse {
    if in_corner(board) && best.corner_tile.is_some() && rival.corner_tile.is_none() {
        return Worse::LeavesCorner {
            value: board.highest(),
        };
    }
    if let Some(line) = best
        .full_lines_kept
        .iter()
        .find(|line| !rival.full_lines_kept.contains(line))
    {
        return Worse::BreaksLine { line: *line };
    }
    match (best.biggest_merge, rival.biggest_merge) {
        (Some(_), None) => return Worse::NoMerge,
        (Some((ours, _)), Some((theirs, _))) if theirs < ours => {
            return Worse::SmallerMerge { value: theirs };
        }
        _ => {}
    }
    if rival.merges < best.merges {
        return Worse::FewerEmpty {
            count: best.merges - rival.merges,
        };
    }
    Worse::WorseAhead { depth }
}

fn facts_of(board: &Board, direction: Direction, full_before: &[Line]) -> Facts {
    let (next, outcome) = board.slide(direction);
    let biggest_merge = outcome
        .merges
        .iter()
        .max_by_key(|m| m.value)
        .map(|m| (m.value / 2, m.cell));
    let full_after: Vec<Line> = full_before
        .iter()
        .filter(|&&line| is_full(&next, line))
        .copied()
        .collect();
    Facts {
        direction,
        biggest_merge,
        merges: outcome.merges.len(),
        corner_tile: in_corner(&next).then(|| next.highest()),
        full_lines_kept: full_after,
    }
}

/// The line a merge of a slide in `direction` happened in: slides left and
/// right merge within rows, up and down within columns.
fn merge_line(direction: Direction, cell: Cell) -> Line {
    match direction {
        Direction::Left | Direction::Right => Line::Row(cell.row),
        Direction::Up | Direction::Down => Line::Column(cell.col),
    }
}

/// Whether a tile of the board's highest value stands in a corner.
fn in_corner(board: &Board) -> bool {
    let last = board.size() - 1;
    let highest = board.highest_exponent();
    highest > 0
        && [(0, 0), (last, 0), (0, last), (last, last)]
            .iter()
            .any(|&(col, row)| board.get(Cell::new(col, row)) == highest)
}

fn cells_of(board: &Board, line: Line) -> impl Iterator<Item = Cell> {
    (0..board.size()).map(move |k| match line {
        Line::Row(row) => Cell::new(k, row),
        Line::Column(col) => Cell::new(col, k),
    })
}

fn is_full(board: &Board, line: Line) -> bool {
    cells_of(board, line).all(|c| board.get(c) != 0)
}

/// The full rows and columns holding a tile of the highest value, those
/// holding the most (by tile sum) first.
fn full_lines(board: &Board) -> Vec<Line> {
    let highest = board.highest_exponent();
    let mut lines: Vec<(u64, Line)> = (0..board.size())
        .flat_map(|k| [Line::Row(k), Line::Column(k)])
        .filter(|&line| {
            is_full(board, line) && cells_of(board, line).any(|c| board.get(c) == highest)
        })
        .map(|line| (cells_of(board, line).map(|c| board.value(c)).sum(), line))
        .collect();
    lines.sort_by_key(|&(sum, _)| std::cmp::Reverse(sum));
    lines.into_iter().map(|(_, line)| line).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The explanation of `chosen` on `position`, with `runner_up` as the
    /// search's second choice.
    fn explain_text(
        position: &str,
        chosen: Direction,
        runner_up: Option<Direction>,
    ) -> Explanation {
        let board = Board::parse(position).unwrap();
        let suggestion = Suggestion {
            direction: chosen,
            depth: 4,
            fast: true,
            runner_up,
            values: [None; 4],
        };
        explain(&board, &suggestion)
    }

    use Direction::{Down, Left, Right, Up};

    #[track_caller]
    fn check(
        position: &str,
        chosen: Direction,
        runner_up: Option<Direction>,
        reason: Reason,
        worse: Option<Worse>,
    ) {
        let explanation = explain_text(position, chosen, runner_up);
        assert_eq!(explanation.direction, chosen, "{position}");
        assert_eq!(explanation.reason, reason, "{position}");
        assert_eq!(
            explanation.runner_up.map(|r| r.worse),
            worse,
            "{position}: {explanation:?}"
        );
        if let (Some(rival), Some(r)) = (runner_up, explanation.runner_up) {
            assert_eq!(r.direction, rival, "{position}");
        }
    }

    #[test]
    fn reasons_for_boards_written_as_text() {
        // The only legal slide: column A is empty and nothing else merges.
        check(
            "0 2 4 2/0 4 2 4/0 2 4 2/0 4 2 4",
            Left,
            None,
            Reason::OnlySlide,
            None,
        );
        // A merge into the corner: two 64s on row 4 become a 128 at A4.
        check(
            "0 0 0 0/0 0 0 2/4 0 0 8/64 64 16 4",
            Left,
            Some(Right),
            Reason::Merges {
                value: 64,
                line: Line::Row(3),
            },
            Some(Worse::LeavesCorner { value: 64 }),
        );
        // Row 4 is full; only a slide down keeps it full (left and right
        // merge the two 8s in it, up takes the 512 away).
        check(
            "0 2 0 0/0 0 0 0/2 0 0 4/512 8 8 4",
            Down,
            Some(Left),
            Reason::KeepsLineFull { line: Line::Row(3) },
            Some(Worse::BreaksLine { line: Line::Row(3) }),
        );
        // The only slide that keeps column D full, and the 32 in its corner.
        check(
            "4 8 4 8/8 4 8 4/4 8 4 8/2 2 16 32",
            Right,
            Some(Left),
            Reason::KeepsLineFull {
                line: Line::Column(3),
            },
            Some(Worse::LeavesCorner { value: 32 }),
        );
        // The 512 in the corner: up (and right) would take it away.
        check(
            "0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0",
            Left,
            Some(Up),
            Reason::KeepsCorner { value: 512 },
            Some(Worse::LeavesCorner { value: 512 }),
        );
        // The biggest merge, in row 2; the runner-up merges nothing.
        check(
            "2 2 4 4/8 8 0 0/0 0 0 0/2 0 0 0",
            Left,
            Some(Up),
            Reason::Merges {
                value: 8,
                line: Line::Row(1),
            },
            Some(Worse::NoMerge),
        );
        // Into the corner; left keeps the 16 in the middle of its row.
        check(
            "0 0 0 0/0 0 0 0/0 0 0 16/0 0 2 0",
            Down,
            Some(Left),
            Reason::IntoCorner { value: 16 },
            Some(Worse::WorseAhead { depth: 4 }),
        );
        // Two merges in column A; the 8 goes into the corner too.
        check(
            "2 0 0 0/2 0 0 0/4 0 0 0/4 8 0 0",
            Down,
            Some(Right),
            Reason::Merges {
                value: 4,
                line: Line::Column(0),
            },
            Some(Worse::NoMerge),
        );
    }

    #[test]
    fn a_second_reason_of_another_kind() {
        let merge = explain_text("0 0 0 0/0 0 0 2/4 0 0 8/64 64 16 4", Left, Some(Right));
        assert_eq!(merge.also, Some(Reason::KeepsCorner { value: 128 }));
        let full_row = explain_text("0 2 0 0/0 0 0 0/2 0 0 4/512 8 8 4", Down, Some(Left));
        assert_eq!(full_row.also, Some(Reason::KeepsCorner { value: 512 }));
        let opens = explain_text("2 2 4 4/8 8 0 0/0 0 0 0/2 0 0 0", Left, Some(Up));
        assert_eq!(opens.also, Some(Reason::OpensCells { count: 3 }));
        let corner = explain_text("2 0 0 0/2 0 0 0/4 0 0 0/4 8 0 0", Down, Some(Right));
        assert_eq!(corner.also, Some(Reason::IntoCorner { value: 8 }));
        let only = explain_text("0 2 4 2/0 4 2 4/0 2 4 2/0 4 2 4", Left, None);
        assert_eq!(only.also, None);
    }

    #[test]
    fn the_runner_up_is_the_search_s_when_legal() {
        // The search named no other slide: the first other legal slide
        // stands in.
        let explanation = explain_text("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0", Left, Some(Left));
        let rival = explanation.runner_up.expect("other slides are legal");
        assert_ne!(rival.direction, Left);
        let only = explain_text("0 2 4 2/0 4 2 4/0 2 4 2/0 4 2 4", Left, Some(Down));
        assert_eq!(only.runner_up, None);
    }
}
