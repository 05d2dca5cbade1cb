//! Why the hint engine chose its slide, in terms a player can check on the
//! board: from the board, the chosen slide and the search's runner-up, the
//! one fact that best sets the chosen slide apart (the only legal slide,
//! the only one that keeps a full row full, the biggest merge, the big tile
//! kept in its corner, the most cells opened), a second fact when there is
//! one, and what the runner-up would cost. When none of those facts sets
//! the chosen slide apart, the two slides are compared on concrete board
//! features (the highest tile's place, a small tile dropped between two
//! bigger ones, a row filled, rows and columns in order, pairs ready to
//! merge, a big tile off the edges, where a tile ends up, never a tile
//! kept in a corner) and the first difference is said. There is
//! no "the search says so" answer: every reason names tiles, cells, rows or
//! counts that are on the board.
//!
//! Cheap: every legal slide is made once, no search. Pure: looks only at
//! the board and the search's answer. No words here; narration turns the
//! reasons into messages.

use accessible_2048_engine::{Board, Cell, Direction};

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
    /// Nothing above sets it apart: what the `other` slide (the runner-up
    /// when it can be told apart) would cost.
    Spares { other: Direction, cost: Worse },
    /// Every other slide gives the very same board: the slide leaves
    /// `count` empty cells.
    LeavesEmpty { count: usize },
}

/// Why another slide is worse than the chosen one: a fact about the board
/// that other slide would leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worse {
    /// It moves the highest tile, `value`, out of its corner.
    LeavesCorner { value: u64 },
    /// It leaves its highest tile, `value`, out of every corner, where the
    /// chosen slide puts or keeps one in a corner.
    OutOfCorner { value: u64 },
    /// It leaves a gap in the full `line` that the chosen slide keeps full.
    BreaksLine { line: Line },
    /// It merges nothing, where the chosen slide merges.
    NoMerge,
    /// Its biggest merge is of two tiles of `value`, smaller than the
    /// chosen slide's.
    SmallerMerge { value: u64 },
    /// It leaves `count` fewer empty cells.
    FewerEmpty { count: usize },
    /// It leaves its highest tile, `value`, off every edge, where the
    /// chosen slide keeps one on an edge.
    InMiddle { value: u64 },
    /// It puts a `small` tile between a `first` and a `second`, both
    /// bigger, next to each other in a row or column.
    Between { small: u64, first: u64, second: u64 },
    /// It fills `line`, which was not full and the chosen slide leaves
    /// open.
    FillsLine { line: Line },
    /// It leaves `line` out of order (neither rising nor falling), which
    /// the chosen slide leaves in order.
    OutOfOrder { line: Line },
    /// It leaves `count` fewer pairs of equal tiles side by side, ready to
    /// merge.
    FewerPairs { count: usize },
    /// It leaves a big tile, `value` (not the highest), off every edge,
    /// where the chosen slide keeps every tile of that value on an edge.
    TileInMiddle { value: u64 },
    /// It puts a `value` tile in `cell`, where the chosen slide does not
    /// and no tile of that value stood before the slide.
    PutsTile { value: u64, cell: Cell },
    /// It leaves the `value` tile that stood in `cell` there, where the
    /// chosen slide moves it (or merges it) away; never a corner, where
    /// the advice is to keep tiles.
    LeavesTile { value: u64, cell: Cell },
    /// It leaves `cell` empty, where the chosen slide puts a tile.
    EmptyCell { cell: Cell },
    /// It gives the same board as the chosen slide.
    SameBoard,
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
    /// The board's size, to name its edges.
    pub size: usize,
    /// The most important reason.
    pub reason: Reason,
    /// A second reason, different in kind, if there is one.
    pub also: Option<Reason>,
    /// The second best slide, if another slide is legal.
    pub runner_up: Option<RunnerUp>,
}

/// Where a tile stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Place {
    Middle,
    Edge,
    Corner,
}

/// What one slide does to the board.
struct Facts {
    direction: Direction,
    /// The board after the slide (before a new tile comes).
    after: Board,
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
    let mut others: Vec<&Facts> = facts
        .iter()
        .filter(|f| f.direction != best.direction)
        .collect();
    // The search's runner-up first, when it is legal.
    if let Some(at) = suggestion
        .runner_up
        .and_then(|d| others.iter().position(|f| f.direction == d))
    {
        let rival = others.remove(at);
        others.insert(0, rival);
    }

    let reasons = reasons(board, best, &others);
    let runner_up = others.first().map(|rival| RunnerUp {
        direction: rival.direction,
        worse: worse(board, best, rival),
    });
    Explanation {
        direction: best.direction,
        size: board.size(),
        reason: reasons[0],
        also: reasons.get(1).copied(),
        runner_up,
    }
}

/// Why `better` is a better slide than `other` on `board`, as what `other`
/// would cost; `None` when either slide is illegal or both are the same.
/// This is the comparison a hint makes with its runner-up.
pub fn compare(board: &Board, better: Direction, other: Direction) -> Option<Worse> {
    if better == other || !board.can_slide(better) || !board.can_slide(other) {
        return None;
    }
    let full_before = full_lines(board);
    let best = facts_of(board, better, &full_before);
    let rival = facts_of(board, other, &full_before);
    Some(worse(board, &best, &rival))
}

/// The reasons for `best`, most important first (at least one): the only
/// slide; a merge of big tiles (at least half the highest), the biggest of
/// any slide; the only slide keeping a full line of the highest tile full;
/// the highest tile kept in its corner; a smaller merge, still the
/// biggest; the highest tile into a corner; the most cells opened; else
/// what the other slides (the runner-up first) would cost.
fn reasons(board: &Board, best: &Facts, others: &[&Facts]) -> Vec<Reason> {
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
        // The runner-up first, but a cost that says why over one that
        // says only where a tile ends up.
        let costs: Vec<(Direction, Worse)> = others
            .iter()
            .map(|rival| (rival.direction, worse(board, best, rival)))
            .filter(|&(_, cost)| cost != Worse::SameBoard)
            .collect();
        let spared = costs
            .iter()
            .find(|&&(_, cost)| !only_where(cost))
            .or(costs.first())
            .map(|&(other, cost)| Reason::Spares { other, cost });
        reasons.push(spared.unwrap_or(Reason::LeavesEmpty {
            count: best.after.empty_cells().len(),
        }));
    }
    reasons
}

/// Whether a cost says only where a tile ends up, not why that is worse.
fn only_where(cost: Worse) -> bool {
    matches!(
        cost,
        Worse::PutsTile { .. } | Worse::LeavesTile { .. } | Worse::EmptyCell { .. }
    )
}

/// What `rival` would cost next to `best`: the first of these that holds,
/// the most telling first.
fn worse(board: &Board, best: &Facts, rival: &Facts) -> Worse {
    if best.corner_tile.is_some() && rival.corner_tile.is_none() {
        // The highest tile left its corner only if no tile of its value
        // stays in one: a merge may have made a bigger tile elsewhere while
        // the old highest kept its corner.
        let highest = board.highest_exponent();
        return if in_corner(board) && !exponent_in_corner(&rival.after, highest) {
            Worse::LeavesCorner {
                value: board.highest(),
            }
        } else {
            Worse::OutOfCorner {
                value: rival.after.highest(),
            }
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
    compare_features(board, &best.after, &rival.after)
}

/// The first concrete difference between the board the chosen slide
/// leaves, `ours`, and the one the other slide leaves, `theirs`, in the
/// other's disfavour: the highest tile's place, a small tile between two
/// bigger ones, a line filled, a line out of order, fewer pairs ready to
/// merge; else where a tile ends up or a cell left empty; else the boards
/// are the same.
fn compare_features(before: &Board, ours: &Board, theirs: &Board) -> Worse {
    if highest_place(ours) > Place::Middle && highest_place(theirs) == Place::Middle {
        return Worse::InMiddle {
            value: theirs.highest(),
        };
    }
    if let Some((small, first, second)) = new_dip(before, ours, theirs) {
        return Worse::Between {
            small,
            first,
            second,
        };
    }
    if let Some(line) = all_lines(theirs.size())
        .filter(|&line| is_full(theirs, line) && !is_full(before, line) && !is_full(ours, line))
        .max_by_key(|&line| line_sum(theirs, line))
    {
        return Worse::FillsLine { line };
    }
    let unordered = |board: &Board| {
        all_lines(board.size())
            .filter(|&line| !in_order(board, line))
            .count()
    };
    if unordered(theirs) > unordered(ours)
        && let Some(line) = all_lines(theirs.size())
            .filter(|&line| !in_order(theirs, line) && in_order(ours, line))
            .max_by_key(|&line| line_highest(theirs, line))
    {
        return Worse::OutOfOrder { line };
    }
    let (our_pairs, their_pairs) = (pairs(ours), pairs(theirs));
    if their_pairs < our_pairs {
        return Worse::FewerPairs {
            count: our_pairs - their_pairs,
        };
    }
    if let Some(value) = big_tile_in_middle(ours, theirs) {
        return Worse::TileInMiddle { value };
    }
    // The highest tile that ends up elsewhere (put there by the slide, or
    // left where it stood when the chosen slide moves it, unless it stands
    // in a corner, where tiles are best kept), else a cell left empty.
    let corners = corner_cells(theirs.size());
    if let Some(cell) = theirs
        .cells()
        .filter(|&cell| theirs.get(cell) != 0 && theirs.get(cell) != ours.get(cell))
        .filter(|&cell| before.get(cell) != theirs.get(cell) || !corners.contains(&cell))
        .max_by_key(|&cell| (theirs.get(cell), std::cmp::Reverse(cell)))
    {
        let value = theirs.value(cell);
        return if before.get(cell) == theirs.get(cell) {
            Worse::LeavesTile { value, cell }
        } else {
            Worse::PutsTile { value, cell }
        };
    }
    ours.cells()
        .find(|&cell| theirs.get(cell) == 0 && ours.get(cell) != 0)
        .map_or(Worse::SameBoard, |cell| Worse::EmptyCell { cell })
}

/// The biggest tile value below the highest, at least 8 and at least an
/// eighth of the highest, of which `theirs` has a tile off every edge and
/// `ours` none.
fn big_tile_in_middle(ours: &Board, theirs: &Board) -> Option<u64> {
    let highest = theirs.highest_exponent();
    let in_middle = |board: &Board, exponent: u8| {
        let last = board.size() - 1;
        board.cells().any(|cell| {
            board.get(cell) == exponent
                && ![cell.col, cell.row].iter().any(|&k| k == 0 || k == last)
        })
    };
    (3.max(highest.saturating_sub(3))..highest)
        .rev()
        .find(|&exponent| in_middle(theirs, exponent) && !in_middle(ours, exponent))
        .map(|exponent| 1u64 << exponent)
}

/// The four corners of a board of `size`.
fn corner_cells(size: usize) -> [Cell; 4] {
    let last = size - 1;
    [
        Cell::new(0, 0),
        Cell::new(last, 0),
        Cell::new(0, last),
        Cell::new(last, last),
    ]
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
        after: next,
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
    highest_place(board) == Place::Corner
}

/// Whether a tile of `exponent` stands in a corner of the board.
fn exponent_in_corner(board: &Board, exponent: u8) -> bool {
    let last = board.size() - 1;
    [(0, 0), (last, 0), (0, last), (last, last)]
        .into_iter()
        .any(|(col, row)| board.get(Cell::new(col, row)) == exponent)
}

/// The best place any tile of the board's highest value stands in.
fn highest_place(board: &Board) -> Place {
    let highest = board.highest_exponent();
    if highest == 0 {
        return Place::Middle;
    }
    let last = board.size() - 1;
    board
        .cells()
        .filter(|&cell| board.get(cell) == highest)
        .map(|cell| {
            let edges = [
                cell.col == 0,
                cell.col == last,
                cell.row == 0,
                cell.row == last,
            ]
            .iter()
            .filter(|&&on| on)
            .count();
            match edges {
                0 => Place::Middle,
                1 => Place::Edge,
                _ => Place::Corner,
            }
        })
        .max()
        .unwrap_or(Place::Middle)
}

/// Every row and column of a board of `size`.
fn all_lines(size: usize) -> impl Iterator<Item = Line> {
    (0..size).flat_map(|k| [Line::Row(k), Line::Column(k)])
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

fn line_sum(board: &Board, line: Line) -> u64 {
    cells_of(board, line).map(|c| board.value(c)).sum()
}

fn line_highest(board: &Board, line: Line) -> u8 {
    cells_of(board, line)
        .map(|c| board.get(c))
        .max()
        .unwrap_or(0)
}

/// The tiles of a line in order, empties skipped (as exponents).
fn tiles_of(board: &Board, line: Line) -> Vec<u8> {
    cells_of(board, line)
        .map(|c| board.get(c))
        .filter(|&e| e != 0)
        .collect()
}

/// Whether the line's tiles (empties skipped) never rise or never fall.
fn in_order(board: &Board, line: Line) -> bool {
    let tiles = tiles_of(board, line);
    tiles.windows(2).all(|w| w[0] <= w[1]) || tiles.windows(2).all(|w| w[0] >= w[1])
}

/// Pairs of equal tiles next to each other in a row or column (empties
/// between them skipped), which a slide could merge.
fn pairs(board: &Board) -> usize {
    all_lines(board.size())
        .map(|line| {
            tiles_of(board, line)
                .windows(2)
                .filter(|w| w[0] == w[1])
                .count()
        })
        .sum()
}

/// Every small tile between two bigger ones in a row or column (empties
/// skipped), as (small, first, second): once per tile and pair of
/// values, so a tile between an 8 and a 16 both in its row and in its
/// column is one such tile, not two.
pub(crate) fn dips(board: &Board) -> Vec<(u64, u64, u64)> {
    let value = |e: u8| 1u64 << e;
    let mut found: Vec<(Cell, (u64, u64, u64))> = Vec::new();
    for line in all_lines(board.size()) {
        let cells: Vec<Cell> = cells_of(board, line)
            .filter(|&c| board.get(c) != 0)
            .collect();
        for w in cells.windows(3) {
            let (a, b, c) = (board.get(w[0]), board.get(w[1]), board.get(w[2]));
            if b < a && b < c {
                let dip = (value(b), value(a), value(c));
                if !found
                    .iter()
                    .any(|&(at, seen)| at == w[1] && same_dip(seen, dip))
                {
                    found.push((w[1], dip));
                }
            }
        }
    }
    found.into_iter().map(|(_, dip)| dip).collect()
}

/// Whether two dips are of the same small tile between the same two
/// values, in either order.
fn same_dip(a: (u64, u64, u64), b: (u64, u64, u64)) -> bool {
    let pair =
        |(small, first, second): (u64, u64, u64)| (small, first.min(second), first.max(second));
    pair(a) == pair(b)
}

/// A small tile between two bigger ones that `theirs` has more often than
/// `ours` and than the board `before` both slides (counted by tile, the
/// two bigger values in either order): one the other slide puts there,
/// never one it only leaves, nor one that already sat between the same
/// values. The one between the biggest tiles first.
fn new_dip(before: &Board, ours: &Board, theirs: &Board) -> Option<(u64, u64, u64)> {
    let (had, left) = (dips(before), dips(ours));
    let mut found = dips(theirs);
    found.sort_by_key(|&(small, first, second)| {
        std::cmp::Reverse((first.min(second), first.max(second), small))
    });
    let count = |dips: &[(u64, u64, u64)], dip| dips.iter().filter(|&&d| same_dip(d, dip)).count();
    found.iter().copied().find(|&dip| {
        let many = count(&found, dip);
        many > count(&left, dip) && many > count(&had, dip)
    })
}

/// The full rows and columns holding a tile of the highest value, those
/// holding the most (by tile sum) first.
fn full_lines(board: &Board) -> Vec<Line> {
    let highest = board.highest_exponent();
    let mut lines: Vec<(u64, Line)> = all_lines(board.size())
        .filter(|&line| {
            is_full(board, line) && cells_of(board, line).any(|c| board.get(c) == highest)
        })
        .map(|line| (line_sum(board, line), line))
        .collect();
    lines.sort_by_key(|&(sum, _)| std::cmp::Reverse(sum));
    lines.into_iter().map(|(_, line)| line).collect()
}

#[cfg(test)]
mod tests {
    use super::super::ValueScale;
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
            scale: ValueScale::Heuristic,
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
    fn a_tile_already_between_the_same_values_is_not_put_there() {
        // Left brings an 8 to B1: the 2 in B2, already between an 8 and a
        // 16 in its row, is now between an 8 and a 16 in its column too.
        // That puts no 2 between bigger tiles.
        let board = Board::parse("4 0 0 8/8 2 16 4/2 16 4 2/4 2 8 4").unwrap();
        let cost = compare(&board, Direction::Right, Direction::Left).unwrap();
        assert!(!matches!(cost, Worse::Between { small: 2, .. }), "{cost:?}");
        // The 2 in B2 counts once between the 8 and the 16.
        let (left, _) = board.slide(Direction::Left);
        let between = dips(&left)
            .into_iter()
            .filter(|&dip| same_dip(dip, (2, 8, 16)))
            .count();
        assert_eq!(between, 1);
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
            Some(Worse::OutOfCorner { value: 16 }),
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
    fn the_other_slide_s_cost_when_merges_and_corners_do_not_differ() {
        for (position, chosen, rival, cost) in [
            // Down drops the 2 into row 4, between the 256 and the 128.
            (
                "0 0 0 0/0 0 0 0/0 2 0 0/256 0 128 0",
                Left,
                Down,
                Worse::Between {
                    small: 2,
                    first: 256,
                    second: 128,
                },
            ),
            // Down fills row 4, which had gaps; left leaves it open.
            (
                "0 4 0 0/2 0 8 0/0 0 0 0/0 0 0 16",
                Left,
                Down,
                Worse::FillsLine { line: Line::Row(3) },
            ),
            // Down merges the 4s and 2s of column A into an 8 at A3, out of
            // every corner, while a 4 stays in A4: the 8 is left out of the
            // corner, not the 4 taken out of it. Right keeps a 4 in D1.
            (
                "4 0 0 0/4 0 0 0/2 4 0 0/2 0 0 0",
                Right,
                Down,
                Worse::OutOfCorner { value: 8 },
            ),
            // Down leaves the 64 in the middle (B3); left takes it to A2.
            (
                "0 0 0 0/0 64 0 0/0 2 0 0/0 0 0 0",
                Left,
                Down,
                Worse::InMiddle { value: 64 },
            ),
            // Down makes row 4 rise then fall: 2, 8, 4.
            (
                "0 0 0 0/0 0 0 0/0 8 0 0/2 0 4 0",
                Left,
                Down,
                Worse::OutOfOrder { line: Line::Row(3) },
            ),
            // Right puts the 2s side by side in column D; left does not.
            (
                "0 0 0 0/0 0 0 0/0 2 0 0/4 0 0 2",
                Right,
                Left,
                Worse::FewerPairs { count: 1 },
            ),
            // A lone 2: only where it ends up differs.
            (
                "0 0 0 0/0 2 0 0/0 0 0 0/0 0 0 0",
                Left,
                Down,
                Worse::PutsTile {
                    value: 2,
                    cell: Cell::new(1, 3),
                },
            ),
            // The 8 stands in C4 and down leaves it there, where left
            // moves it to B4: "leaves the 8 in C4", never "puts".
            (
                "2 0 0 0/0 0 0 0/0 0 0 0/32 0 8 0",
                Left,
                Down,
                Worse::LeavesTile {
                    value: 8,
                    cell: Cell::new(2, 3),
                },
            ),
            // Down leaves the 32 in B3, off every edge; left takes it to
            // the edge. The 128 stays in its corner either way.
            (
                "0 0 0 0/0 32 0 0/0 4 0 0/128 0 0 0",
                Left,
                Down,
                Worse::TileInMiddle { value: 32 },
            ),
        ] {
            let board = Board::parse(position).unwrap();
            assert_eq!(compare(&board, chosen, rival), Some(cost), "{position}");
            let explanation = explain_text(position, chosen, Some(rival));
            assert_eq!(
                explanation.runner_up,
                Some(RunnerUp {
                    direction: rival,
                    worse: cost
                }),
                "{position}"
            );
        }
        // With no plain reason, the hint itself says the runner-up's cost.
        let explanation = explain_text("0 0 0 0/0 0 0 0/0 8 0 0/2 0 4 0", Left, Some(Down));
        assert_eq!(
            explanation.reason,
            Reason::Spares {
                other: Down,
                cost: Worse::OutOfOrder { line: Line::Row(3) }
            }
        );
    }

    #[test]
    fn a_tile_left_in_a_corner_is_never_a_cost() {
        // Up leaves the 8 in D1, a corner, where down moves it: keeping a
        // tile in a corner is the advice, not a cost. Where the tiles end
        // up is said by the tile up puts elsewhere.
        for (position, chosen, rival) in [
            ("0 0 0 8/0 0 0 0/0 0 0 2/4 0 0 0", Down, Up),
            ("0 0 0 0/0 0 0 0/2 0 0 4/8 0 0 0", Right, Down),
            ("64 32 16 16/0 4 8 0/0 2 2 0/0 0 0 0", Right, Left),
        ] {
            let board = Board::parse(position).unwrap();
            let cost = compare(&board, chosen, rival).unwrap();
            let last = board.size() - 1;
            if let Worse::LeavesTile { cell, .. } = cost {
                assert!(
                    ![cell.col, cell.row].iter().all(|&k| k == 0 || k == last),
                    "{position}: {cost:?}"
                );
            }
            assert_ne!(cost, Worse::SameBoard, "{position}");
        }
        // With no plain reason, the hint names a cost that says why, from
        // another slide when the runner-up's says only where a tile ends
        // up.
        let explanation = explain_text("0 0 0 8/0 0 0 0/0 0 0 2/4 0 0 0", Down, Some(Up));
        assert!(
            !matches!(
                explanation.reason,
                Reason::Spares {
                    cost: Worse::LeavesTile { .. },
                    ..
                }
            ),
            "{explanation:?}"
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
