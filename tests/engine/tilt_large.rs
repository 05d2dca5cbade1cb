//! Large and odd-shaped boards: the solver works on any m×n up to
//! 2000×2000 and beyond, and its tilt agrees with a plain line-by-line tilt
//! on random configurations of every small shape.

use crate::tilt_replay;

use accessible_2048::analysis::tilt::brute_force::Occupancy;
use accessible_2048::analysis::tilt::{
    Configuration, Corner, FourTiltPermutation, Rotation, TileId, TiltSequence, solve,
    solve_by_cycles,
};
use accessible_2048::engine::{Cell, Direction, Pcg32};
use proptest::prelude::*;
use tilt_replay::replay;

/// `count` distinct random cells of a `rows`×`cols` board (by rejection, for
/// sparse boards, or by shuffling, for dense ones).
fn random_cells(rng: &mut Pcg32, rows: usize, cols: usize, count: usize) -> Vec<Cell> {
    let total = rows * cols;
    let mut taken = std::collections::HashSet::new();
    if count * 2 < total {
        while taken.len() < count {
            taken.insert((
                rng.below(rows as u32) as usize,
                rng.below(cols as u32) as usize,
            ));
        }
        let mut cells: Vec<Cell> = taken.into_iter().map(|(r, c)| Cell::new(c, r)).collect();
        cells.sort_by_key(|c| (c.row, c.col));
        return cells;
    }
    let mut order: Vec<usize> = (0..total).collect();
    for i in 0..count {
        let j = i + rng.below((total - i) as u32) as usize;
        order.swap(i, j);
    }
    let mut cells: Vec<Cell> = order[..count]
        .iter()
        .map(|&i| Cell::new(i % cols, i / cols))
        .collect();
    cells.sort_by_key(|c| (c.row, c.col));
    cells
}

/// Solves and replays the answer.
#[track_caller]
fn solve_and_replay(config: &Configuration, special: &[TileId]) -> Option<u64> {
    let meeting = solve(config, special).unwrap()?;
    let after = replay(config, &meeting.sequence);
    let [a, b] = meeting.tiles;
    assert!(
        after.adjacent(a, b),
        "the replayed sequence makes them adjacent"
    );
    Some(meeting.sequence.len())
}

/// The fast-forward agrees with tilting one by one.
#[test]
fn fast_forward_replay_matches_step_by_step() {
    let mut rng = Pcg32::from_seed(9);
    for _ in 0..50 {
        let cells = random_cells(&mut rng, 7, 6, 20);
        let config = Configuration::from_cells(7, 6, &cells).unwrap();
        let first = Direction::ALL[rng.below(4) as usize];
        let rotation = [Rotation::Clockwise, Rotation::Counterclockwise][rng.below(2) as usize];
        let sequence = TiltSequence::rotating(rotation, first, 7 + u64::from(rng.below(40)));
        assert_eq!(replay(&config, &sequence), config.tilt_all(sequence.iter()));
    }
}

#[test]
fn two_thousand_by_two_thousand() {
    let mut rng = Pcg32::from_seed(2000);
    // A few tiles: two lone tiles always meet within two tilts.
    let lone =
        Configuration::from_cells(2000, 2000, &[Cell::new(3, 1999), Cell::new(1998, 7)]).unwrap();
    assert_eq!(solve_and_replay(&lone, &[0, 1]), Some(2));
    // 10 % full: 400 000 tiles.
    let cells = random_cells(&mut rng, 2000, 2000, 400_000);
    let config = Configuration::from_cells(2000, 2000, &cells).unwrap();
    let length = solve_and_replay(&config, &[17, 399_000]);
    assert!(length.is_some(), "on a sparse board two tiles meet");
    // A canonical corner after two perpendicular tilts.
    assert!(
        config
            .tilt(Direction::Up)
            .tilt(Direction::Right)
            .is_canonical(Corner::NorthEast)
    );
}

/// Three to six special tiles on large boards (solved pair by pair) agree
/// with the general algorithm, and the answer replays.
#[test]
fn a_few_special_tiles_on_large_boards() {
    let mut rng = Pcg32::from_seed(3);
    for (rows, cols, count) in [(300, 300, 54_000), (120, 700, 71_000), (500, 40, 2_000)] {
        let cells = random_cells(&mut rng, rows, cols, count);
        let config = Configuration::from_cells(rows, cols, &cells).unwrap();
        for k in [3, 4, 6] {
            let mut special: Vec<TileId> = Vec::new();
            while special.len() < k {
                let tile = rng.below(count as u32) as TileId;
                if !special.contains(&tile) {
                    special.push(tile);
                }
            }
            let general = solve_by_cycles(&config, &special).unwrap();
            assert_eq!(
                solve_and_replay(&config, &special),
                general.map(|m| m.sequence.len()),
                "{rows}×{cols}, {special:?}"
            );
        }
    }
}

#[test]
fn thin_and_single_line_boards() {
    let mut rng = Pcg32::from_seed(5);
    for (rows, cols) in [(1, 3000), (3000, 1), (2, 2500), (2500, 3), (1, 1)] {
        let count = ((rows * cols) / 3).max(1);
        let cells = random_cells(&mut rng, rows, cols, count);
        let config = Configuration::from_cells(rows, cols, &cells).unwrap();
        if count >= 2 {
            let special = [0, count as TileId - 1];
            let length = solve_and_replay(&config, &special);
            if rows == 1 || cols == 1 {
                // Nothing passes anything in a single line.
                assert_eq!(length.is_some(), count == 2, "{rows}×{cols}");
            }
        }
        let g = FourTiltPermutation::of(
            &config.tilt(Direction::Down).tilt(Direction::Left),
            Rotation::Clockwise.four_tilts(Direction::Up),
        );
        assert_eq!(g.len(), count);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The counting-sort tilt moves every tile where a plain line-by-line
    /// tilt does, keeps every tile, and two perpendicular tilts end in the
    /// canonical corner they point to (Lemma 1).
    #[test]
    fn tilt_matches_the_plain_tilt(
        rows in 1usize..8, cols in 1usize..8, seed in any::<u64>(),
        directions in prop::collection::vec(0usize..4, 1..6)
    ) {
        let mut rng = Pcg32::from_seed(seed);
        let count = rng.below((rows * cols + 1) as u32) as usize;
        let cells = random_cells(&mut rng, rows, cols, count);
        let mut config = Configuration::from_cells(rows, cols, &cells).unwrap();
        let mut plain = Occupancy::of(&config);
        for &d in &directions {
            let d = Direction::ALL[d];
            config = config.tilt(d);
            plain = plain.tilt(d);
            prop_assert_eq!(Occupancy::of(&config), plain.clone());
            prop_assert_eq!(config.tile_count(), count);
        }
        for a in Direction::ALL {
            for b in Direction::ALL {
                if let Some(corner) = Corner::after(a, b) {
                    prop_assert!(config.tilt(a).tilt(b).is_canonical(corner));
                }
            }
        }
    }

    /// g is a permutation whose cycle lengths add up to t, for both senses
    /// of rotation from every canonical corner (Lemma 3).
    #[test]
    fn g_is_a_permutation(rows in 1usize..9, cols in 1usize..9, seed in any::<u64>()) {
        let mut rng = Pcg32::from_seed(seed);
        let count = rng.below((rows * cols + 1) as u32) as usize;
        let cells = random_cells(&mut rng, rows, cols, count);
        let config = Configuration::from_cells(rows, cols, &cells).unwrap();
        for corner in Corner::ALL {
            let start = config.tilt(corner.vertical()).tilt(corner.horizontal());
            for rotation in [Rotation::Clockwise, Rotation::Counterclockwise] {
                // The next tilt turns away from the corner's last tilt.
                let first = rotation.next(corner.horizontal());
                let g = FourTiltPermutation::of(&start, rotation.four_tilts(first));
                let mut images: Vec<u32> = (0..g.len() as u32).map(|s| g.apply(s)).collect();
                images.sort_unstable();
                prop_assert_eq!(images, (0..count as u32).collect::<Vec<_>>());
                let cycles = g.cycles();
                let total: u32 = cycles.sorted_lengths().iter().sum();
                prop_assert_eq!(total as usize, count);
            }
        }
    }
}
