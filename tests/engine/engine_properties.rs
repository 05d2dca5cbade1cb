//! Properties of the engine over random boards of every supported size
//! (3×3 to 8×8), with tiles from empty through small and medium values up to
//! the largest tile the engine keeps ([`MAX_EXPONENT`]) and its neighbours:
//!
//! - a slide keeps the tile sum, and its score is the sum of the tiles it
//!   created (derived here from the tile counts before and after);
//! - the tile count drops by the number of merges;
//! - `moved` is false exactly when the board is unchanged, and `can_slide`
//!   agrees with it;
//! - right is mirrored left; up and down are transposed left and right;
//! - through [`Game::slide`], a new tile follows a change and only a change;
//! - the game is over exactly when no direction moves anything;
//! - the position text round-trips.

use crate::common;

use accessible_2048::engine::{
    Board, Cell, Direction, Game, GameConfig, MAX_EXPONENT, MAX_SIZE, MIN_SIZE, Pcg32,
    SlideOutcome, exponent_of, value_of,
};
use proptest::prelude::*;

use common::SplitMix;

// ---------------------------------------------------------------------------
// Board helpers.
// ---------------------------------------------------------------------------

/// A board of side `size` from row-major exponents.
fn build(size: usize, exponents: &[u8]) -> Board {
    assert_eq!(exponents.len(), size * size);
    let mut board = Board::empty(size).expect("a supported size");
    for (i, &e) in exponents.iter().enumerate() {
        board.set(Cell::new(i % size, i / size), e);
    }
    board
}

/// Every exponent, row by row.
fn exponents(board: &Board) -> Vec<u8> {
    board.cells().map(|c| board.get(c)).collect()
}

/// The board reflected left to right: column A becomes the last column.
fn mirror(board: &Board) -> Board {
    let n = board.size();
    let mut out = Board::empty(n).unwrap();
    for row in 0..n {
        for col in 0..n {
            out.set(Cell::new(n - 1 - col, row), board.get(Cell::new(col, row)));
        }
    }
    out
}

/// The board reflected in its main diagonal: row k becomes column k.
fn transpose(board: &Board) -> Board {
    let n = board.size();
    let mut out = Board::empty(n).unwrap();
    for row in 0..n {
        for col in 0..n {
            out.set(Cell::new(row, col), board.get(Cell::new(col, row)));
        }
    }
    out
}

/// How many tiles of each exponent (index = exponent; index 0 unused).
fn exponent_counts(board: &Board) -> Vec<i64> {
    let mut counts = vec![0i64; usize::from(MAX_EXPONENT) + 2];
    for cell in board.cells() {
        let e = board.get(cell);
        if e != 0 {
            counts[usize::from(e)] += 1;
        }
    }
    counts
}

/// The tiles a slide created, per exponent, derived from the tile counts
/// alone. Every merge of two 2^k tiles removes two of them and adds one
/// 2^(k+1), and no slide creates a 2, so going up from the 2s:
/// `created[k+1] = (before[k] + created[k] - after[k]) / 2`.
fn created_tiles(before: &Board, after: &Board) -> Vec<i64> {
    let b = exponent_counts(before);
    let a = exponent_counts(after);
    let mut created = vec![0i64; b.len()];
    for k in 1..b.len() - 1 {
        let consumed = b[k] + created[k] - a[k];
        assert!(
            consumed >= 0 && consumed % 2 == 0,
            "tiles of 2^{k} cannot be accounted for: {} -> {}",
            before.to_position(),
            after.to_position()
        );
        created[k + 1] = consumed / 2;
    }
    created
}

// ---------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------

/// One cell: often empty, often small (many merges), sometimes medium, and
/// sometimes one of the largest tiles the engine keeps.
fn exponent() -> impl Strategy<Value = u8> {
    prop_oneof![
        4 => Just(0u8),
        4 => 1u8..=3,
        2 => 1u8..=17,
        1 => (MAX_EXPONENT - 2)..=MAX_EXPONENT,
    ]
}

fn any_board() -> impl Strategy<Value = Board> {
    (MIN_SIZE..=MAX_SIZE).prop_flat_map(|n| {
        prop::collection::vec(exponent(), n * n).prop_map(move |cells| build(n, &cells))
    })
}

/// Crowded boards, where game over is a real question: a checkerboard of two
/// values with a few cells changed (to a third value, to one of the
/// pattern's values, to empty, or to the largest tile).
fn crowded_board() -> impl Strategy<Value = Board> {
    (
        MIN_SIZE..=MAX_SIZE,
        1u8..=MAX_EXPONENT,
        1u8..=MAX_EXPONENT,
        prop::collection::vec((any::<prop::sample::Index>(), 0u8..=4), 0..3),
    )
        .prop_map(|(n, a, b, changes)| {
            let mut cells: Vec<u8> = (0..n * n)
                .map(|i| if (i % n + i / n) % 2 == 0 { a } else { b })
                .collect();
            for (index, kind) in changes {
                let i = index.index(n * n);
                cells[i] = match kind {
                    0 => 0,
                    1 => a,
                    2 => b,
                    3 => MAX_EXPONENT,
                    _ => a % MAX_EXPONENT + 1,
                };
            }
            build(n, &cells)
        })
}

fn direction() -> impl Strategy<Value = Direction> {
    prop::sample::select(Direction::ALL.to_vec())
}

// ---------------------------------------------------------------------------
// The checks, shared by the property tests and the counted sweeps below.
// ---------------------------------------------------------------------------

#[track_caller]
fn check_slide(board: &Board, direction: Direction) {
    let pos = board.to_position();
    let (next, outcome) = board.slide(direction);
    assert_eq!(next.size(), board.size());

    // Tile sum.
    assert_eq!(next.tile_sum(), board.tile_sum(), "{pos} {direction}");

    // Score = sum of the created tiles, derived from the counts.
    let created = created_tiles(board, &next);
    let created_sum: u64 = created
        .iter()
        .enumerate()
        .map(|(k, &c)| c as u64 * value_of(k as u8))
        .sum();
    assert_eq!(outcome.score_gain, created_sum, "{pos} {direction}");
    // The reported merges are those created tiles, each where it is said to
    // be, from two halves where they were.
    let mut reported = vec![0i64; created.len()];
    for merge in &outcome.merges {
        let e = exponent_of(merge.value).expect("a tile value");
        reported[usize::from(e)] += 1;
        assert_eq!(next.value(merge.cell), merge.value, "{pos} {direction}");
        for from in merge.from {
            assert_eq!(board.value(from) * 2, merge.value, "{pos} {direction}");
        }
    }
    assert_eq!(reported, created, "{pos} {direction}");

    // Tile count drops by the number of merges.
    assert_eq!(
        next.tile_count() + outcome.merges.len(),
        board.tile_count(),
        "{pos} {direction}"
    );

    // Moved exactly when changed; can_slide agrees.
    assert_eq!(outcome.moved(), next != *board, "{pos} {direction}");
    assert_eq!(
        board.can_slide(direction),
        outcome.moved(),
        "{pos} {direction}"
    );
    assert_eq!(outcome.direction, direction);
}

#[track_caller]
fn check_symmetry(board: &Board) {
    let pos = board.to_position();
    let slid = |b: &Board, d: Direction| -> (Board, SlideOutcome) { b.slide(d) };
    let same = |a: &(Board, SlideOutcome), b: &(Board, SlideOutcome), what: &str| {
        assert_eq!(a.0, b.0, "{pos}: {what}");
        assert_eq!(a.1.score_gain, b.1.score_gain, "{pos}: {what} score");
        assert_eq!(a.1.moved(), b.1.moved(), "{pos}: {what} moved");
        assert_eq!(a.1.merges.len(), b.1.merges.len(), "{pos}: {what} merges");
    };
    let right = slid(board, Direction::Right);
    let (l, o) = slid(&mirror(board), Direction::Left);
    same(&right, &(mirror(&l), o), "right = mirror(left(mirror))");

    let up = slid(board, Direction::Up);
    let (l, o) = slid(&transpose(board), Direction::Left);
    same(&up, &(transpose(&l), o), "up = transpose(left(transpose))");

    let down = slid(board, Direction::Down);
    let (r, o) = slid(&transpose(board), Direction::Right);
    same(
        &down,
        &(transpose(&r), o),
        "down = transpose(right(transpose))",
    );
}

/// Returns whether the board was stuck, for the sweeps that count cases.
#[track_caller]
fn check_game_over(board: &Board) -> bool {
    let none_moves = Direction::ALL
        .into_iter()
        .all(|d| board.slide(d).0 == *board);
    // An empty board moves nowhere yet has room: it is not over.
    let over = none_moves && board.tile_count() > 0;
    assert_eq!(board.is_stuck(), over, "{}", board.to_position());
    let game = Game::from_board(GameConfig::default(), board.clone(), Pcg32::from_seed(0))
        .expect("a supported board");
    assert_eq!(game.is_over(), over, "{}", board.to_position());
    over
}

#[track_caller]
fn check_game_slide(board: &Board, direction: Direction, seed: u64, four_chance: f64) {
    let pos = board.to_position();
    let config = GameConfig {
        size: board.size(),
        four_chance,
    };
    let mut game = Game::from_board(config, board.clone(), Pcg32::from_seed(seed)).unwrap();
    let before = game.clone();
    let (slid, outcome) = board.slide(direction);
    let report = game.slide(direction);
    assert_eq!(report.slide, outcome, "{pos} {direction}");

    if outcome.moved() {
        let spawn = report.spawn.expect("a move places a tile");
        assert_eq!(
            slid.get(spawn.cell),
            0,
            "{pos}: a tile lands on an empty cell"
        );
        assert!(spawn.value == 2 || spawn.value == 4, "{pos}: {spawn:?}");
        if four_chance == 0.0 {
            assert_eq!(spawn.value, 2);
        }
        if four_chance == 1.0 {
            assert_eq!(spawn.value, 4);
        }
        let mut expected = slid.clone();
        expected.set(spawn.cell, exponent_of(spawn.value).unwrap());
        assert_eq!(*game.board(), expected, "{pos} {direction}");
        assert_eq!(
            game.board().tile_count(),
            board.tile_count() - outcome.merges.len() + 1,
            "{pos} {direction}"
        );
        assert_eq!(game.score(), before.score() + outcome.score_gain);
        assert_eq!(game.moves(), before.moves() + 1);
    } else {
        assert_eq!(report.spawn, None, "{pos} {direction}");
        assert_eq!(game.board(), before.board(), "{pos} {direction}");
        assert_eq!(game.board().tile_count(), board.tile_count());
        assert_eq!(game.score(), before.score());
        assert_eq!(game.moves(), before.moves());
        assert_eq!(game.rng(), before.rng(), "a non-move draws nothing");
        assert_eq!(game.history(), before.history());
    }
    let none_moves = Direction::ALL
        .into_iter()
        .all(|d| !game.board().slide(d).1.moved());
    // An empty board moves nowhere yet has room: it is not over.
    let over = none_moves && game.board().tile_count() > 0;
    assert_eq!(report.game_over, over, "{pos} {direction}");
    assert_eq!(game.is_over(), over, "{pos} {direction}");
}

// ---------------------------------------------------------------------------
// Property tests.
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn slide_keeps_sum_scores_created_tiles_and_reports_moves(
        board in any_board(),
        direction in direction(),
    ) {
        check_slide(&board, direction);
    }

    #[test]
    fn crowded_boards_slide_correctly(board in crowded_board(), direction in direction()) {
        check_slide(&board, direction);
    }

    #[test]
    fn directions_are_mirrors_and_transposes_of_left(board in any_board()) {
        check_symmetry(&board);
    }

    #[test]
    fn crowded_directions_are_mirrors_and_transposes_of_left(board in crowded_board()) {
        check_symmetry(&board);
    }

    #[test]
    fn a_new_tile_follows_a_change_and_only_a_change(
        board in any_board(),
        direction in direction(),
        seed in any::<u64>(),
        four_chance in prop::sample::select(vec![0.0, 0.1, 0.5, 1.0]),
    ) {
        check_game_slide(&board, direction, seed, four_chance);
    }

    #[test]
    fn crowded_boards_spawn_only_after_a_change(
        board in crowded_board(),
        direction in direction(),
        seed in any::<u64>(),
    ) {
        check_game_slide(&board, direction, seed, 0.5);
    }

    #[test]
    fn game_over_exactly_when_nothing_moves(board in any_board()) {
        check_game_over(&board);
    }

    #[test]
    fn crowded_game_over_exactly_when_nothing_moves(board in crowded_board()) {
        check_game_over(&board);
    }

    #[test]
    fn position_text_round_trips(board in any_board()) {
        let text = board.to_position();
        prop_assert_eq!(Board::parse(&text), Ok(board.clone()));
        prop_assert_eq!(board.to_string(), text);
    }

    #[test]
    fn crowded_position_text_round_trips(board in crowded_board()) {
        prop_assert_eq!(Board::parse(&board.to_position()), Ok(board));
    }
}

// ---------------------------------------------------------------------------
// Counted sweeps: the same checks, with proof that both answers occur.
// ---------------------------------------------------------------------------

#[test]
fn game_over_sweep_finds_both_answers_on_every_size() {
    let mut rng = SplitMix(2048);
    for n in MIN_SIZE..=MAX_SIZE {
        let (mut stuck, mut free) = (0, 0);
        for _ in 0..2000 {
            // A checkerboard of two distinct values, some cells changed.
            let a = 1 + rng.below(u64::from(MAX_EXPONENT)) as u8;
            let b = a % MAX_EXPONENT + 1;
            let mut cells: Vec<u8> = (0..n * n)
                .map(|i| if (i % n + i / n) % 2 == 0 { a } else { b })
                .collect();
            for _ in 0..rng.below(3) {
                let i = rng.below((n * n) as u64) as usize;
                cells[i] = [0, a, b, MAX_EXPONENT][rng.below(4) as usize];
            }
            let board = build(n, &cells);
            if check_game_over(&board) {
                stuck += 1;
            } else {
                free += 1;
            }
        }
        assert!(
            stuck > 100 && free > 100,
            "{n}×{n}: {stuck} stuck, {free} free"
        );
    }
}

#[test]
fn largest_tiles_never_merge_and_never_overflow() {
    for n in MIN_SIZE..=MAX_SIZE {
        // A full board of the largest tile: nothing can move.
        let full = build(n, &vec![MAX_EXPONENT; n * n]);
        assert!(check_game_over(&full), "{}", full.to_position());
        assert_eq!(full.tile_sum(), (n * n) as u64 * value_of(MAX_EXPONENT));
        // Two tiles just below it merge into it.
        let mut cells = vec![0; n * n];
        cells[0] = MAX_EXPONENT - 1;
        cells[n - 1] = MAX_EXPONENT - 1;
        let board = build(n, &cells);
        let (next, outcome) = board.slide(Direction::Left);
        assert_eq!(next.get(Cell::new(0, 0)), MAX_EXPONENT);
        assert_eq!(outcome.score_gain, value_of(MAX_EXPONENT));
        for direction in Direction::ALL {
            check_slide(&board, direction);
            check_slide(&full, direction);
            check_symmetry(&full);
        }
        // Setting a tile above the largest keeps the largest.
        let mut clamped = Board::empty(n).unwrap();
        clamped.set(Cell::new(0, 0), u8::MAX);
        assert_eq!(clamped.get(Cell::new(0, 0)), MAX_EXPONENT);
    }
}

#[test]
fn helpers_mirror_and_transpose_as_described() {
    let board = Board::parse("2 4 8/16 32 64/128 256 512").unwrap();
    assert_eq!(mirror(&board).to_position(), "8 4 2/64 32 16/512 256 128");
    assert_eq!(
        transpose(&board).to_position(),
        "2 16 128/4 32 256/8 64 512"
    );
    assert_eq!(mirror(&mirror(&board)), board);
    assert_eq!(transpose(&transpose(&board)), board);
    assert_eq!(exponents(&board), (1..=9).collect::<Vec<u8>>());
    // The counts helper derives a known merge: 2 2 4 4 left makes a 4 and an 8.
    let line = Board::parse("2 2 4 4/0 0 0 0/0 0 0 0/0 0 0 0").unwrap();
    let (next, _) = line.slide(Direction::Left);
    let created = created_tiles(&line, &next);
    assert_eq!(created[2], 1);
    assert_eq!(created[3], 1);
    assert_eq!(created.iter().sum::<i64>(), 2);
}
