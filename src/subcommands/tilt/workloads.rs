//! The boards `tilt bench` measures, built for a given number of tiles:
//! random boards and the paper's own constructions (the single long cycle
//! C_mn of Theorem 8, the rings of Section 4, the lower triangle of
//! Section 2). Each has exactly two 1024s (random boards) or two 4s among
//! 2s (the constructions), the special tiles by default.
//!
//! Pure: exponents and text out, no I/O.

use clap::ValueEnum;

use crate::engine::{Pcg32, value_of};

/// The kinds of board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Workload {
    /// Random tiles of 2 to 512 at the given density, two of them 1024s.
    Random,
    /// Theorem 8: C_mn on an s×s board (s even), one cycle of g through
    /// all s² − s − 1 tiles; 4s in the bottom corners.
    SingleCycle,
    /// Section 4: three full quarter blocks and a lower triangle, ring k
    /// holding 7k + 3 tiles; 4s in the bottom left corner and at the
    /// centre.
    Ring,
    /// Section 2: the lower triangle of an n×n board, cycles of length 3;
    /// 4s at the top left and bottom right.
    Triangle,
}

impl Workload {
    pub const ALL: [Workload; 4] = [
        Workload::Random,
        Workload::SingleCycle,
        Workload::Ring,
        Workload::Triangle,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Workload::Random => "random",
            Workload::SingleCycle => "single cycle C_mn",
            Workload::Ring => "rings",
            Workload::Triangle => "lower triangle",
        }
    }

    /// The side of the square board holding about `tiles` tiles (at least
    /// that many for the constructions), or `None` if it would have more
    /// than `max_cells` squares.
    pub fn side(self, tiles: usize, density: f64, max_cells: usize) -> Option<usize> {
        let fits = |side: usize| side.checked_mul(side).is_some_and(|c| c <= max_cells);
        let grow = |count: fn(usize) -> usize, step: usize, first: usize| {
            let mut side = first;
            while count(side) < tiles {
                side += step;
                if !fits(side) {
                    return None;
                }
            }
            Some(side)
        };
        let side = match self {
            Workload::Random => {
                let side = (tiles as f64 / density).sqrt().ceil();
                if !(side.is_finite() && side <= max_cells as f64) {
                    return None;
                }
                (side as usize).max(2)
            }
            Workload::SingleCycle => grow(|s| s * s - s - 1, 2, 4)?,
            Workload::Ring => grow(ring_tiles, 2, 2)?,
            Workload::Triangle => grow(|n| n * (n + 1) / 2, 1, 2)?,
        };
        fits(side).then_some(side)
    }

    /// Row-major exponents of the `side`×`side` board (`tiles` and
    /// `density` matter only for random boards).
    pub fn exponents(self, side: usize, tiles: usize, rng: &mut Pcg32) -> Vec<u8> {
        let (s, h) = (side, side / 2);
        let full: Box<dyn Fn(usize, usize) -> bool> = match self {
            Workload::Random => return random_board(rng, side, tiles.min(side * side)),
            Workload::SingleCycle => {
                Box::new(move |row, col| !((row == 0 && col + 1 >= h) || (row == 1 && col >= h)))
            }
            Workload::Ring => Box::new(move |row, col| row >= h || col < h || row + h > col),
            Workload::Triangle => Box::new(|row, col| col <= row),
        };
        let marked = match self {
            Workload::SingleCycle => [(s - 1, 0), (s - 1, s - 1)],
            Workload::Ring => [(s - 1, 0), (h, h)],
            _ => [(0, 0), (s - 1, s - 1)],
        };
        let mut exponents = vec![0u8; s * s];
        for row in 0..s {
            for col in 0..s {
                if full(row, col) {
                    exponents[row * s + col] = if marked.contains(&(row, col)) { 2 } else { 1 };
                }
            }
        }
        exponents
    }
}

/// Tiles of the ring construction on n×n (n even): 3(n/2)² and the
/// strict lower triangle of the last quarter.
fn ring_tiles(n: usize) -> usize {
    let h = n / 2;
    3 * h * h + h * h.saturating_sub(1) / 2
}

/// Row-major exponents of a random board: `tiles` full cells of 2 to 512,
/// and the first two cells drawn hold 1024.
pub fn random_board(rng: &mut Pcg32, side: usize, tiles: usize) -> Vec<u8> {
    let cells = side * side;
    let mut order: Vec<u32> = (0..cells as u32).collect();
    let mut exponents = vec![0u8; cells];
    for i in 0..tiles {
        let j = i + rng.below((cells - i) as u32) as usize;
        order.swap(i, j);
        exponents[order[i] as usize] = if i < 2 { 10 } else { 1 + rng.below(9) as u8 };
    }
    exponents
}

/// The position text of row-major exponents, one row a line.
pub fn position_text(exponents: &[u8], cols: usize) -> String {
    let names: Vec<String> = (0..=40).map(|e| value_of(e).to_string()).collect();
    let mut text = String::with_capacity(exponents.len() * 3);
    for row in exponents.chunks(cols) {
        for (i, &e) in row.iter().enumerate() {
            if i > 0 {
                text.push(' ');
            }
            text += &names[e as usize];
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_have_the_tiles_asked_for() {
        let mut rng = Pcg32::new(1, 2);
        for workload in Workload::ALL {
            for tiles in [10, 1000, 5000] {
                let side = workload.side(tiles, 0.9, 1 << 26).unwrap();
                let exponents = workload.exponents(side, tiles, &mut rng);
                let count = exponents.iter().filter(|&&e| e != 0).count();
                assert!(count >= tiles, "{workload:?} {tiles}: {count}");
                let marked = exponents.iter().filter(|&&e| e == 2).count();
                if workload != Workload::Random {
                    assert_eq!(marked, 2, "{workload:?}");
                }
            }
        }
        let cycle = Workload::SingleCycle.exponents(10, 0, &mut rng);
        assert_eq!(cycle.iter().filter(|&&e| e != 0).count(), 89);
        assert_eq!(ring_tiles(4), 13);
        assert_eq!(Workload::Random.side(usize::MAX, 1e-300, 1 << 26), None);
        assert_eq!(
            Workload::SingleCycle.side(usize::MAX / 2, 1.0, 1 << 26),
            None
        );
    }
}
