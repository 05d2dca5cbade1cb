//! The paper's own constructions, rebuilt and simulated: the lower
//! triangle of Section 2, the rings of Section 4 and the single long cycle
//! of Section 5 (Theorem 8). Each board is SW-canonical and g is the
//! permutation of the tilts up, right, down, left (the paper's N, E, S, W).

use crate::tilt_replay;

use accessible_2048::analysis::tilt::{
    Configuration, Corner, FourTiltPermutation, Rotation, TileId, gcd, solve, solve_by_cycles,
};
use accessible_2048::engine::{Cell, Direction, Pcg32};
use tilt_replay::replay;

/// The configuration whose full squares are those (row, col) where `full`
/// holds; tiles are numbered in reading order, so tile k sits in slot k.
fn board(rows: usize, cols: usize, full: impl Fn(usize, usize) -> bool) -> Configuration {
    let cells: Vec<Cell> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .filter(|&(r, c)| full(r, c))
        .map(|(r, c)| Cell::new(c, r))
        .collect();
    Configuration::from_cells(rows, cols, &cells).unwrap()
}

#[track_caller]
fn g_of(config: &Configuration) -> FourTiltPermutation {
    assert!(
        config.is_canonical(Corner::SouthWest),
        "the constructions are SW-canonical"
    );
    FourTiltPermutation::of(config, Rotation::Clockwise.four_tilts(Direction::Up))
}

/// Section 5: C_mn on m columns and n rows (both even): the top row is empty
/// from column m/2 − 1 on, the row below it from column m/2 on, the rest
/// full (the paper says n/2 + 1 and n/2 squares; with m ≠ n it is m/2 + 1
/// and m/2, as the regions L1..R5 show).
fn long_cycle_board(m: usize, n: usize) -> Configuration {
    board(n, m, |row, col| {
        let top_gap = row == 0 && col + 1 >= m / 2;
        let second_gap = row == 1 && col >= m / 2;
        !(top_gap || second_gap)
    })
}

/// Theorem 8: one cycle through all mn − m − 1 tiles, e.g. 89 on 10×10.
#[test]
fn theorem_8_single_cycle() {
    for m in (4..=16).step_by(2) {
        for n in (4..=16).step_by(2) {
            let config = long_cycle_board(m, n);
            assert_eq!(config.tile_count(), m * n - m - 1);
            let lengths = g_of(&config).cycles().sorted_lengths();
            assert_eq!(lengths, [(m * n - m - 1) as u32], "m = {m}, n = {n}");
        }
    }
    assert_eq!(
        g_of(&long_cycle_board(10, 10)).cycles().sorted_lengths(),
        [89]
    );
}

/// The paper's listing of the cycle (its Figure 3), from (m/2, 0), in its
/// coordinates: x is the column, y counts rows from the bottom.
fn paper_cycle_order(m: usize, n: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for j in 0..n - 2 {
        out.push((m / 2, j));
    }
    for i in 0..m / 2 - 1 {
        for j in 0..n / 2 {
            out.push((i, n - 2 - 2 * j));
        }
        for j in 0..n / 2 - 1 {
            out.push((m / 2 + 1 + i, 2 * j));
        }
    }
    for j in 0..n - 1 {
        out.push((m / 2 - 1, n - 2 - j));
    }
    for i in 0..m / 2 - 1 {
        for j in 0..n / 2 - 1 {
            out.push((m - 1 - i, 1 + 2 * j));
        }
        for j in 0..n / 2 {
            out.push((m / 2 - 2 - i, n - 1 - 2 * j));
        }
    }
    out
}

/// The order in which g visits the squares is the one the paper lists.
#[test]
fn theorem_8_cycle_order_matches_the_paper() {
    for (m, n) in [(4, 4), (10, 10), (6, 8), (12, 6)] {
        let config = long_cycle_board(m, n);
        let slot = |(x, y): (usize, usize)| -> TileId {
            config
                .tile_at(Cell::new(x, n - 1 - y))
                .expect("a full square")
        };
        let listed: Vec<TileId> = paper_cycle_order(m, n).into_iter().map(slot).collect();
        assert_eq!(listed.len(), m * n - m - 1);
        assert_eq!(
            g_of(&config).cycle_from(listed[0]),
            listed,
            "m = {m}, n = {n}"
        );
    }
}

/// Section 2: the lower triangle (on and below the main diagonal) has
/// cycles of length 3, and a fixed point when the tile count is 1 mod 3.
#[test]
fn lower_triangle_has_cycles_of_three_and_fixed_points() {
    for n in 2..=30 {
        let config = board(n, n, |row, col| col <= row);
        let t = n * (n + 1) / 2;
        let lengths = g_of(&config).cycles().sorted_lengths();
        let fixed = lengths.iter().filter(|&&l| l == 1).count();
        assert!(
            lengths.iter().all(|&l| l == 1 || l == 3),
            "n = {n}: {lengths:?}"
        );
        assert_eq!(fixed, t % 3, "n = {n}");
    }
    let four = board(4, 4, |row, col| col <= row);
    assert_eq!(g_of(&four).cycles().sorted_lengths(), [1, 3, 3, 3]);
}

/// Section 4: C_n = [F L; F F] on n×n (n even): three full quarter blocks
/// and, top right, the squares strictly below the block's diagonal.
fn ring_board(n: usize) -> Configuration {
    let h = n / 2;
    board(n, n, |row, col| row >= h || col < h || row > col - h)
}

/// The rings: the tiles extremal towards N, E, S or W, peeled off layer
/// by layer (ring 0 is the innermost). Returns each tile's ring.
fn rings(config: &Configuration, n: usize) -> (Vec<usize>, usize) {
    let mut left: Vec<(TileId, Cell)> = config.tiles().collect();
    let mut ring_of = vec![usize::MAX; config.tile_count()];
    let mut layer = 0;
    while !left.is_empty() {
        let mut top = vec![usize::MAX; n];
        let mut bottom = vec![0; n];
        let mut first = vec![usize::MAX; n];
        let mut last = vec![0; n];
        for &(_, c) in &left {
            top[c.col] = top[c.col].min(c.row);
            bottom[c.col] = bottom[c.col].max(c.row);
            first[c.row] = first[c.row].min(c.col);
            last[c.row] = last[c.row].max(c.col);
        }
        let extremal = |c: Cell| {
            c.row == top[c.col]
                || c.row == bottom[c.col]
                || c.col == first[c.row]
                || c.col == last[c.row]
        };
        for &(t, c) in &left {
            if extremal(c) {
                ring_of[t as usize] = layer;
            }
        }
        left.retain(|&(_, c)| !extremal(c));
        layer += 1;
    }
    // Number the rings from the inside.
    for r in &mut ring_of {
        *r = layer - 1 - *r;
    }
    (ring_of, layer)
}

/// Ring k holds 7k + 3 tiles, no tile leaves its ring (Lemma 6), and the
/// ring turns by k + 1 places every four tilts, so its cycles have length
/// (7k + 3)/gcd(7k + 3, k + 1) — what the construction really does.
#[test]
fn rings_of_section_4() {
    for n in (2..=40).step_by(2) {
        let config = ring_board(n);
        let g = g_of(&config);
        let cycles = g.cycles();
        let (ring_of, count) = rings(&config, n);
        assert_eq!(count, n / 2);
        for k in 0..count {
            let size = ring_of.iter().filter(|&&r| r == k).count();
            assert_eq!(size, 7 * k + 3, "n = {n}, ring {k}");
        }
        // Tile k sits in slot k of this configuration.
        for slot in 0..g.len() as u32 {
            let ring = ring_of[slot as usize];
            assert_eq!(
                ring_of[g.apply(slot) as usize],
                ring,
                "n = {n}: a tile left ring {ring}"
            );
            let size = 7 * ring as u64 + 3;
            let expected = size / gcd(size, ring as u64 + 1);
            assert_eq!(
                u64::from(cycles.length(cycles.cycle_of(slot))),
                expected,
                "n = {n}, ring {ring}"
            );
        }
    }
}

/// Pairs of tiles of `config`: the given ones and `random` more from a
/// seed. For each, the two-tile solver and the general one agree on
/// whether the tiles meet and on the shortest length, and the answer,
/// replayed, makes them adjacent. Returns (pairs that meet, pairs that
/// never do).
#[track_caller]
fn check_answers(config: &Configuration, given: &[[TileId; 2]], random: usize) -> (usize, usize) {
    let mut rng = Pcg32::from_seed(config.tile_count() as u64);
    let t = config.tile_count() as u32;
    let mut pairs = given.to_vec();
    while pairs.len() < given.len() + random {
        let (a, b) = (rng.below(t), rng.below(t));
        if a != b {
            pairs.push([a, b]);
        }
    }
    let (mut meet, mut never) = (0, 0);
    for [a, b] in pairs {
        let fast = solve(config, &[a, b]).unwrap();
        let general = solve_by_cycles(config, &[a, b]).unwrap();
        assert_eq!(
            fast.map(|m| m.sequence.len()),
            general.map(|m| m.sequence.len()),
            "tiles {a} and {b}"
        );
        match fast {
            Some(meeting) => {
                let after = replay(config, &meeting.sequence);
                assert!(after.adjacent(a, b), "tiles {a} and {b}: replay");
                meet += 1;
            }
            None => never += 1,
        }
    }
    (meet, never)
}

/// Theorem 8's C_mn at about 10⁴ tiles (100×100: one cycle of 9899):
/// the bottom corners, neighbours along the cycle and random pairs.
#[test]
fn single_cycle_answers_at_ten_thousand_tiles() {
    let config = long_cycle_board(100, 100);
    assert_eq!(config.tile_count(), 9899);
    let corner = |col: usize| config.tile_at(Cell::new(col, 99)).unwrap();
    let g = g_of(&config);
    let next = g.apply(corner(0));
    let (meet, never) = check_answers(
        &config,
        &[
            [corner(0), corner(99)],
            [corner(0), next],
            [corner(99), 5000],
        ],
        12,
    );
    assert!(meet > 0 && meet + never == 15, "{meet} meet, {never} never");
}

/// The ring construction: tiles on different rings (cycles of different
/// lengths, the Chinese Remainder Theorem) and on the same ring.
#[test]
fn ring_answers() {
    for n in [12, 40, 100] {
        let config = ring_board(n);
        let (ring_of, _) = rings(&config, n);
        let outer = config.tile_at(Cell::new(0, n - 1)).unwrap();
        let inner = (0..config.tile_count() as TileId)
            .find(|&t| ring_of[t as usize] == 0)
            .unwrap();
        let (meet, never) = check_answers(&config, &[[outer, inner]], 10);
        assert_eq!(meet + never, 11, "n = {n}");
    }
}
