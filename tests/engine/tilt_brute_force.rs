//! The solver against the breadth-first brute force on thousands of random
//! small boards (square and not, up to 6×6): both must agree on whether
//! two special tiles can meet and on the shortest length, and every
//! sequence the solver returns, replayed with the brute force's own tilt,
//! must make the two tiles it names adjacent. The two-tile solver and the
//! general one (cycles and Chinese Remainder Theorem) must agree too.

use accessible_2048::analysis::tilt::brute_force::{Occupancy, Search, search};
use accessible_2048::analysis::tilt::{Configuration, TileId, solve, solve_by_cycles};
use accessible_2048::engine::{Cell, Pcg32};

/// Configurations visited before the brute force gives up.
const MAX_STATES: usize = 200_000;

/// A random configuration of `rows`×`cols` with each square full with
/// probability `percent`/100, and `specials` distinct special tiles.
fn random_case(
    rng: &mut Pcg32,
    rows: usize,
    cols: usize,
    percent: u32,
    specials: usize,
) -> Option<(Configuration, Vec<TileId>)> {
    let cells: Vec<Cell> = (0..rows)
        .flat_map(|row| (0..cols).map(move |col| Cell::new(col, row)))
        .filter(|_| rng.below(100) < percent)
        .collect();
    if cells.len() < specials {
        return None;
    }
    let config = Configuration::from_cells(rows, cols, &cells).unwrap();
    let mut ids: Vec<TileId> = (0..cells.len() as TileId).collect();
    for i in 0..specials {
        let j = i + rng.below((ids.len() - i) as u32) as usize;
        ids.swap(i, j);
    }
    ids.truncate(specials);
    Some((config, ids))
}

/// Checks one case; returns whether the brute force finished. Cases the
/// brute force solves in fewer than `min_length` tilts are not counted.
#[track_caller]
fn check(config: &Configuration, special: &[TileId], min_length: usize) -> Option<bool> {
    let brute = search(config, special, MAX_STATES);
    if matches!(&brute, Search::Meet(path) if path.len() < min_length) {
        return None;
    }
    let meeting = solve(config, special).unwrap();
    // The general algorithm (real tilts, cycles, CRT) agrees on the length.
    let by_cycles = solve_by_cycles(config, special).unwrap();
    assert_eq!(
        by_cycles.map(|m| m.sequence.len()),
        meeting.map(|m| m.sequence.len()),
        "solve and solve_by_cycles on {:?}",
        config.to_grid(|_| 1).to_position()
    );
    let picture = || {
        let grid = config.to_grid(|t| if special.contains(&t) { 10 } else { 1 });
        grid.to_position()
    };
    match (&brute, meeting) {
        (Search::GaveUp { .. }, _) => return Some(false),
        (Search::Unreachable, None) => {}
        (Search::Meet(path), Some(meeting)) => {
            assert_eq!(
                meeting.sequence.len(),
                path.len() as u64,
                "shortest length on {} (brute force: {path:?}, solver: {:?})",
                picture(),
                meeting.sequence.to_vec()
            );
            let [a, b] = meeting.tiles;
            assert!(a != b && special.contains(&a) && special.contains(&b));
            let mut board = Occupancy::of(config);
            for d in meeting.sequence.iter() {
                board = board.tilt(d);
            }
            let (ca, cb) = (board.cell_of(a).unwrap(), board.cell_of(b).unwrap());
            assert_eq!(
                ca.col.abs_diff(cb.col) + ca.row.abs_diff(cb.row),
                1,
                "replay on {} of {:?}",
                picture(),
                meeting.sequence.to_vec()
            );
        }
        (brute, solver) => panic!(
            "disagreement on {} with specials {special:?}: brute force {brute:?}, solver {solver:?}",
            picture()
        ),
    }
    Some(true)
}

#[track_caller]
fn run_many(
    seed: u64,
    cases: usize,
    sizes: &[(usize, usize)],
    specials: &[usize],
    min_length: usize,
) {
    let mut rng = Pcg32::from_seed(seed);
    let mut finished = 0;
    let mut checked = 0;
    while checked < cases {
        let (rows, cols) = sizes[rng.below(sizes.len() as u32) as usize];
        let percent = 20 + rng.below(75);
        let count = specials[rng.below(specials.len() as u32) as usize];
        let Some((config, special)) = random_case(&mut rng, rows, cols, percent, count) else {
            continue;
        };
        match check(&config, &special, min_length) {
            None => continue,
            Some(done) => finished += usize::from(done),
        }
        checked += 1;
    }
    assert!(
        finished * 100 >= cases * 95,
        "brute force finished only {finished} of {cases}"
    );
}

#[test]
fn two_tiles_on_boards_up_to_five_by_five() {
    let sizes: Vec<(usize, usize)> = (1..=5).flat_map(|r| (1..=5).map(move |c| (r, c))).collect();
    run_many(1, 4000, &sizes, &[2], 0);
}

/// Only cases needing two tilts or more (or impossible ones): the part of
/// the algorithm with cycles, phases and the Chinese Remainder Theorem.
#[test]
fn two_tiles_needing_full_turns() {
    let sizes: Vec<(usize, usize)> = (2..=6).flat_map(|r| (2..=6).map(move |c| (r, c))).collect();
    run_many(4, 3000, &sizes, &[2], 2);
}

#[test]
fn two_tiles_on_six_by_six_and_non_square_boards() {
    run_many(2, 600, &[(6, 6), (4, 6), (6, 3), (2, 6), (6, 5)], &[2], 0);
}

#[test]
fn special_tiles_on_small_boards() {
    let sizes = [(3, 3), (4, 4), (3, 5), (5, 4), (5, 5), (2, 4)];
    run_many(3, 1500, &sizes, &[2, 3, 4, 6, 8], 0);
    run_many(5, 500, &sizes, &[3, 4, 5], 2);
}
