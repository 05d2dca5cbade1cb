//! Agreement with the classic web game's rules.
//!
//! This file holds an independent reference slide, a transcription of the
//! classic web game's `move`: the board is traversed from the far side in the
//! chosen direction, every tile travels to its "farthest position", and it
//! merges into the tile just beyond that position when the values are equal
//! and that tile was not itself made by a merge during this move (the
//! per-tile "merged this move" flag). The reference works on tile values,
//! not exponents, and knows nothing of the engine.
//!
//! The tests check the reference and [`Board::slide`] against the examples of
//! the seed material (move logic, merge algorithm, tile-movement tutorial,
//! forum rules), and check that the engine agrees with the reference, board
//! and score, on thousands of random boards of every size in all four
//! directions.

use crate::common;

use accessible_2048::engine::{Board, Cell, Direction, MAX_EXPONENT, MAX_SIZE, MIN_SIZE};

use common::SplitMix;

// ---------------------------------------------------------------------------
// The reference: the classic game's move, on values.
// ---------------------------------------------------------------------------

/// A tile of the classic game: its value and whether it was created by a
/// merge during the current move (the classic game's `mergedFrom`).
#[derive(Clone, Copy)]
struct ClassicTile {
    value: u64,
    merged_this_move: bool,
}

/// The classic game's grid: `cells[x][y]`, `x` the column from the left, `y`
/// the row from the top.
struct ClassicGrid {
    size: usize,
    cells: Vec<Vec<Option<ClassicTile>>>,
}

/// The classic game's direction vectors.
fn vector(direction: Direction) -> (isize, isize) {
    match direction {
        Direction::Up => (0, -1),
        Direction::Right => (1, 0),
        Direction::Down => (0, 1),
        Direction::Left => (-1, 0),
    }
}

impl ClassicGrid {
    /// From rows of values (row 1 first), 0 for empty.
    fn from_rows(rows: &[Vec<u64>]) -> ClassicGrid {
        let size = rows.len();
        let mut cells = vec![vec![None; size]; size];
        for (y, row) in rows.iter().enumerate() {
            assert_eq!(row.len(), size, "the reference plays square boards");
            for (x, &value) in row.iter().enumerate() {
                if value != 0 {
                    cells[x][y] = Some(ClassicTile {
                        value,
                        merged_this_move: false,
                    });
                }
            }
        }
        ClassicGrid { size, cells }
    }

    fn to_rows(&self) -> Vec<Vec<u64>> {
        (0..self.size)
            .map(|y| {
                (0..self.size)
                    .map(|x| self.cells[x][y].map_or(0, |t| t.value))
                    .collect()
            })
            .collect()
    }

    fn within_bounds(&self, (x, y): (isize, isize)) -> bool {
        x >= 0 && y >= 0 && (x as usize) < self.size && (y as usize) < self.size
    }

    fn content(&self, (x, y): (isize, isize)) -> Option<ClassicTile> {
        if self.within_bounds((x, y)) {
            self.cells[x as usize][y as usize]
        } else {
            None
        }
    }

    fn available(&self, cell: (isize, isize)) -> bool {
        self.content(cell).is_none()
    }

    /// `buildTraversals`: every index, reversed on the axis the tiles move
    /// towards the high end of, so the tiles nearest the far side go first.
    fn traversals(&self, (vx, vy): (isize, isize)) -> (Vec<usize>, Vec<usize>) {
        let mut xs: Vec<usize> = (0..self.size).collect();
        let mut ys: Vec<usize> = (0..self.size).collect();
        if vx == 1 {
            xs.reverse();
        }
        if vy == 1 {
            ys.reverse();
        }
        (xs, ys)
    }

    /// `findFarthestPosition`: step along the vector while the next cell is
    /// on the board and empty. Returns (farthest, next).
    fn farthest_position(
        &self,
        mut cell: (isize, isize),
        (vx, vy): (isize, isize),
    ) -> ((isize, isize), (isize, isize)) {
        loop {
            let previous = cell;
            cell = (previous.0 + vx, previous.1 + vy);
            if !(self.within_bounds(cell) && self.available(cell)) {
                return (previous, cell);
            }
        }
    }

    fn set(&mut self, (x, y): (isize, isize), tile: Option<ClassicTile>) {
        self.cells[x as usize][y as usize] = tile;
    }

    /// The classic `move`: returns (moved, score gained).
    fn make_move(&mut self, direction: Direction) -> (bool, u64) {
        let v = vector(direction);
        // prepareTiles: forget last move's merges.
        for column in &mut self.cells {
            for tile in column.iter_mut().flatten() {
                tile.merged_this_move = false;
            }
        }
        let (xs, ys) = self.traversals(v);
        let mut moved = false;
        let mut score = 0;
        for &x in &xs {
            for &y in &ys {
                let cell = (x as isize, y as isize);
                let Some(tile) = self.content(cell) else {
                    continue;
                };
                let (farthest, next_cell) = self.farthest_position(cell, v);
                let next = self.content(next_cell);
                let landed = match next {
                    Some(next) if next.value == tile.value && !next.merged_this_move => {
                        let merged = ClassicTile {
                            value: tile.value * 2,
                            merged_this_move: true,
                        };
                        self.set(next_cell, Some(merged));
                        self.set(cell, None);
                        score += merged.value;
                        next_cell
                    }
                    _ => {
                        self.set(cell, None);
                        self.set(farthest, Some(tile));
                        farthest
                    }
                };
                if landed != cell {
                    moved = true;
                }
            }
        }
        (moved, score)
    }
}

/// The classic game's slide of `rows`: (rows after, score gained, moved).
fn classic_slide(rows: &[Vec<u64>], direction: Direction) -> (Vec<Vec<u64>>, u64, bool) {
    let mut grid = ClassicGrid::from_rows(rows);
    let (moved, score) = grid.make_move(direction);
    (grid.to_rows(), score, moved)
}

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

fn board_from_rows(rows: &[Vec<u64>]) -> Board {
    let text = rows
        .iter()
        .map(|row| row.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("/");
    Board::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn rows_of(board: &Board) -> Vec<Vec<u64>> {
    let n = board.size();
    (0..n)
        .map(|row| (0..n).map(|col| board.value(Cell::new(col, row))).collect())
        .collect()
}

/// Checks one board and direction: the engine and the reference agree with
/// each other and, when given, with the expected board and score.
#[track_caller]
fn check_board(rows: &[Vec<u64>], direction: Direction, expected: &[Vec<u64>], gain: u64) {
    let (classic_rows, classic_gain, classic_moved) = classic_slide(rows, direction);
    assert_eq!(classic_rows, expected, "reference: {rows:?} {direction}");
    assert_eq!(classic_gain, gain, "reference score: {rows:?} {direction}");
    let board = board_from_rows(rows);
    let (next, outcome) = board.slide(direction);
    assert_eq!(rows_of(&next), expected, "engine: {rows:?} {direction}");
    assert_eq!(
        outcome.score_gain, gain,
        "engine score: {rows:?} {direction}"
    );
    assert_eq!(
        outcome.moved(),
        classic_moved,
        "moved: {rows:?} {direction}"
    );
    assert_eq!(
        outcome.moved(),
        rows != expected,
        "moved: {rows:?} {direction}"
    );
}

/// Checks a single line on a square board: `before` becomes row 1 (for left
/// and right, read left to right) or column A (for up and down, read top to
/// bottom); every other cell is empty.
#[track_caller]
fn check_line(direction: Direction, before: &[u64], after: &[u64], gain: u64) {
    let n = before.len();
    let place = |line: &[u64]| -> Vec<Vec<u64>> {
        let mut rows = vec![vec![0; n]; n];
        for (k, &value) in line.iter().enumerate() {
            match direction {
                Direction::Left | Direction::Right => rows[0][k] = value,
                Direction::Up | Direction::Down => rows[k][0] = value,
            }
        }
        rows
    };
    check_board(&place(before), direction, &place(after), gain);
}

// ---------------------------------------------------------------------------
// The seed material's examples.
// ---------------------------------------------------------------------------

#[test]
fn move_logic_examples() {
    use Direction::Left;
    // Compress, merge, compress: [2, 0, 2, 4] compresses to [2, 2, 4, 0].
    check_line(Left, &[2, 0, 2, 4], &[4, 4, 0, 0], 4);
    // A tile merges at most once: not [8, 0, 0, 0].
    check_line(Left, &[2, 2, 2, 0], &[4, 2, 0, 0], 4);
    check_line(Left, &[2, 2, 2, 2], &[4, 4, 0, 0], 8);
    check_line(Left, &[4, 4, 8, 8], &[8, 16, 0, 0], 24);
}

#[test]
fn move_logic_examples_in_the_other_directions() {
    // "Move right: reverse the line, move left, then reverse back"; up and
    // down read the columns.
    use Direction::{Down, Right, Up};
    check_line(Right, &[4, 2, 0, 2], &[0, 0, 4, 4], 4);
    check_line(Right, &[0, 2, 2, 2], &[0, 0, 2, 4], 4);
    check_line(Right, &[2, 2, 2, 2], &[0, 0, 4, 4], 8);
    check_line(Right, &[8, 8, 4, 4], &[0, 0, 16, 8], 24);
    check_line(Up, &[2, 0, 2, 4], &[4, 4, 0, 0], 4);
    check_line(Up, &[2, 2, 2, 0], &[4, 2, 0, 0], 4);
    check_line(Down, &[0, 2, 2, 2], &[0, 0, 2, 4], 4);
    check_line(Down, &[4, 4, 8, 8], &[0, 0, 8, 16], 24);
}

#[test]
fn forum_column_example() {
    // Column A from the top: 2, 2, empty, 4.
    let column = [2, 2, 0, 4];
    // Down: the twos merge into a 4 that does not merge again with the 4
    // below it.
    check_line(Direction::Down, &column, &[0, 0, 4, 4], 4);
    // Up: the twos make a 4 in A1; the old 4 stops under it unmerged.
    check_line(Direction::Up, &column, &[4, 4, 0, 0], 4);
}

#[test]
fn forum_example_of_a_whole_board_moving() {
    // "If there is a two in the upper right corner and a four in the lower
    // right corner, choosing to move the tiles to the left will cause both
    // the four and the two to slide."
    let rows = vec![
        vec![0, 0, 0, 2],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 4],
    ];
    let left = vec![
        vec![2, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![4, 0, 0, 0],
    ];
    check_board(&rows, Direction::Left, &left, 0);
    // "If there is a 2 in the upper left corner and another 2 immediately to
    // its right, the player must either move the tiles to the left or right
    // to trigger the merge."
    let pair = vec![
        vec![2, 2, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
    ];
    let mut merged_left = vec![vec![0; 4]; 4];
    merged_left[0][0] = 4;
    check_board(&pair, Direction::Left, &merged_left, 4);
    let mut merged_right = vec![vec![0; 4]; 4];
    merged_right[0][3] = 4;
    check_board(&pair, Direction::Right, &merged_right, 4);
    check_board(&pair, Direction::Up, &pair, 0);
    let mut down = vec![vec![0; 4]; 4];
    down[3][0] = 2;
    down[3][1] = 2;
    check_board(&pair, Direction::Down, &down, 0);
}

#[test]
fn tile_movement_tutorial_examples() {
    // Moving left, the leftmost tile goes first and travels to the edge; the
    // next tile stops beside it.
    check_line(Direction::Left, &[0, 2, 0, 4], &[2, 4, 0, 0], 0);
    check_line(Direction::Left, &[0, 0, 2, 4], &[2, 4, 0, 0], 0);
    // Moving right, the rightmost tile goes first.
    check_line(Direction::Right, &[2, 0, 4, 0], &[0, 0, 2, 4], 0);
    // A tile already at the edge does not move, and nothing else is there:
    // not a move.
    check_line(Direction::Left, &[2, 0, 0, 0], &[2, 0, 0, 0], 0);
    check_line(Direction::Left, &[2, 4, 8, 16], &[2, 4, 8, 16], 0);
    // Tiles never overlap: unequal neighbours stay side by side.
    check_line(Direction::Up, &[0, 4, 0, 2], &[4, 2, 0, 0], 0);
    // Two equal tiles merge wherever they are in the line.
    check_line(Direction::Left, &[2, 0, 0, 2], &[4, 0, 0, 0], 4);
    // "Avoid that tiles can merge twice", moving up: the two 4s merge to an
    // 8 which must not merge with the other 8; two 8s remain.
    check_line(Direction::Up, &[4, 4, 8, 0], &[8, 8, 0, 0], 8);
    check_line(Direction::Up, &[4, 4, 8, 8], &[8, 16, 0, 0], 24);
}

#[test]
fn merge_algorithm_examples() {
    // Move-up, join-up, move-up on one column (read top to bottom).
    // A pair joins and leaves a gap above the 8; the second move-up closes it.
    check_line(Direction::Up, &[2, 2, 8, 0], &[4, 8, 0, 0], 4);
    check_line(Direction::Up, &[0, 2, 2, 8], &[4, 8, 0, 0], 4);
    // The 8 has an empty space above it during the join-up and stays an 8.
    check_line(Direction::Up, &[2, 0, 2, 8], &[4, 8, 0, 0], 4);
    // Joining goes from the top: the upper pair joins first.
    check_line(Direction::Up, &[8, 8, 8, 0], &[16, 8, 0, 0], 16);
    check_line(Direction::Up, &[0, 8, 8, 8], &[16, 8, 0, 0], 16);
    // A column with nothing to join only moves up.
    check_line(Direction::Up, &[0, 2, 0, 8], &[2, 8, 0, 0], 0);
}

#[test]
fn lines_of_other_lengths() {
    use Direction::{Down, Left, Right};
    check_line(Left, &[2, 2, 2], &[4, 2, 0], 4);
    check_line(Right, &[2, 2, 2], &[0, 2, 4], 4);
    check_line(Down, &[4, 0, 4, 4, 8], &[0, 0, 4, 8, 8], 8);
    check_line(Left, &[2, 2, 4, 4, 8, 8, 8], &[4, 8, 16, 8, 0, 0, 0], 28);
    check_line(
        Left,
        &[2, 2, 2, 2, 2, 2, 2, 2],
        &[4, 4, 4, 4, 0, 0, 0, 0],
        16,
    );
    check_line(
        Right,
        &[1024, 1024, 0, 0, 0, 0, 0, 2048],
        &[0, 0, 0, 0, 0, 0, 2048, 2048],
        2048,
    );
}

#[test]
fn four_directions_of_the_design_example() {
    let rows = vec![
        vec![2, 2, 0, 4],
        vec![0, 0, 0, 0],
        vec![4, 4, 8, 8],
        vec![2, 0, 2, 2],
    ];
    for direction in Direction::ALL {
        let (expected, gain, _) = classic_slide(&rows, direction);
        check_board(&rows, direction, &expected, gain);
    }
    // Written out for left: 4 4 0 0 / 0 0 0 0 / 8 16 0 0 / 4 2 0 0.
    check_board(
        &rows,
        Direction::Left,
        &[
            vec![4, 4, 0, 0],
            vec![0, 0, 0, 0],
            vec![8, 16, 0, 0],
            vec![4, 2, 0, 0],
        ],
        32,
    );
}

// ---------------------------------------------------------------------------
// Random boards.
// ---------------------------------------------------------------------------

/// A random square board of values. Each board picks how full it is and how
/// spread its values are, so that boards with many merges, boards with none,
/// full boards and boards with the largest tiles all appear.
fn random_rows(rng: &mut SplitMix, size: usize) -> Vec<Vec<u64>> {
    let empty_percent = [0, 10, 30, 50, 80][rng.below(5) as usize];
    // Highest exponent: two merging tiles of 2^39 make 2^40, the largest
    // tile the engine keeps, so the classic rules apply to every board here.
    let top = [2, 3, 5, 11, u64::from(MAX_EXPONENT) - 1][rng.below(5) as usize];
    let low = if top > 20 && rng.below(2) == 0 {
        top - 3
    } else {
        1
    };
    (0..size)
        .map(|_| {
            (0..size)
                .map(|_| {
                    if rng.below(100) < empty_percent {
                        0
                    } else {
                        1u64 << (low + rng.below(top - low + 1))
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn engine_agrees_with_the_classic_game_on_random_boards() {
    let mut rng = SplitMix(0x2048_c1a5_51c0);
    let mut checked = 0;
    let mut moved = 0;
    let mut with_merges = 0;
    for size in MIN_SIZE..=MAX_SIZE {
        for _ in 0..1000 {
            let rows = random_rows(&mut rng, size);
            let board = board_from_rows(&rows);
            assert_eq!(rows_of(&board), rows);
            for direction in Direction::ALL {
                let (expected, gain, classic_moved) = classic_slide(&rows, direction);
                let (next, outcome) = board.slide(direction);
                assert_eq!(
                    rows_of(&next),
                    expected,
                    "board {} slid {direction}",
                    board.to_position()
                );
                assert_eq!(
                    outcome.score_gain,
                    gain,
                    "score of {} slid {direction}",
                    board.to_position()
                );
                assert_eq!(
                    outcome.moved(),
                    classic_moved,
                    "moved flag of {} slid {direction}",
                    board.to_position()
                );
                checked += 1;
                moved += usize::from(classic_moved);
                with_merges += usize::from(gain > 0);
            }
        }
    }
    assert_eq!(checked, 6 * 1000 * 4);
    // The boards are varied enough to test something.
    assert!(moved > checked / 2, "{moved} of {checked} moved");
    assert!(
        with_merges > checked / 4,
        "{with_merges} of {checked} merged"
    );
    assert!(moved < checked, "some slides must change nothing");
}

#[test]
fn engine_agrees_with_the_classic_game_on_crowded_small_value_boards() {
    // Full and nearly full boards of 2s and 4s: long chains of equal tiles,
    // where the merge-once rule matters most.
    let mut rng = SplitMix(7);
    for size in MIN_SIZE..=MAX_SIZE {
        for _ in 0..500 {
            let rows: Vec<Vec<u64>> = (0..size)
                .map(|_| {
                    (0..size)
                        .map(|_| [0, 2, 2, 2, 4, 4, 4][rng.below(7) as usize])
                        .collect()
                })
                .collect();
            for direction in Direction::ALL {
                let (expected, gain, _) = classic_slide(&rows, direction);
                check_board(&rows, direction, &expected, gain);
            }
        }
    }
}
