//! The n-tuple network: a learned evaluation of 4×4 boards, the sum of one
//! weight per feature. A feature is the tiles under one tuple of cells
//! (the four six-cell shapes of [`TUPLES`]), read on each of the eight
//! symmetric images of the board (rotations and mirror images), so 32
//! weights are summed per board. A cell holds an exponent 0..=15 (empty to
//! 32768), so each tuple has 16^6 weights, looked up by the six nibbles
//! side by side.
//!
//! The network values an afterstate (the board just after a slide, before
//! the new tile) as the score the rest of the game is expected to bring.
//! Trained weights are `f32` ([`weight_indices`] is shared with the
//! trainer); the game holds them quantized to 16 bits ([`Network`], 134 MB).
//!
//! Pure arithmetic on bitboards; reading and checking a weights file is
//! [`super::ntuple_file`], finding it on disk belongs to the front end.

use std::sync::OnceLock;

/// The cells of each tuple, as nibble indices (`4·row + col`, row-major).
pub const TUPLES: [[u8; TUPLE_LEN]; TUPLE_COUNT] = [
    [0, 1, 2, 3, 4, 5],
    [4, 5, 6, 7, 8, 9],
    [0, 1, 2, 4, 5, 6],
    [4, 5, 6, 8, 9, 10],
];
/// How many tuples the network has.
pub const TUPLE_COUNT: usize = 4;
/// How many cells each tuple covers.
pub const TUPLE_LEN: usize = 6;
/// The symmetric images each tuple is read on.
pub const SYMMETRIES: usize = 8;
/// The weights summed per board.
pub const FEATURES: usize = TUPLE_COUNT * SYMMETRIES;
/// The weights of one tuple: one per arrangement of six nibbles.
pub const TUPLE_WEIGHTS: usize = 1 << (4 * TUPLE_LEN);
/// All the weights of the network.
pub const WEIGHT_COUNT: usize = TUPLE_COUNT * TUPLE_WEIGHTS;

/// The board mirrored left to right: each row's nibbles reversed.
#[inline(always)]
fn mirror(b: u64) -> u64 {
    ((b & 0x000F_000F_000F_000F) << 12)
        | ((b & 0x00F0_00F0_00F0_00F0) << 4)
        | ((b & 0x0F00_0F00_0F00_0F00) >> 4)
        | ((b & 0xF000_F000_F000_F000) >> 12)
}

/// The board upside down: the rows in the other order.
#[inline(always)]
fn flip(b: u64) -> u64 {
    (b << 48)
        | ((b << 16) & 0x0000_FFFF_0000_0000)
        | ((b >> 16) & 0x0000_0000_FFFF_0000)
        | (b >> 48)
}

/// Rows become columns (as [`super::Bitboard::transpose`]).
#[inline(always)]
fn transpose(x: u64) -> u64 {
    let a1 = x & 0xF0F0_0F0F_F0F0_0F0F;
    let a2 = x & 0x0000_F0F0_0000_F0F0;
    let a3 = x & 0x0F0F_0000_0F0F_0000;
    let a = a1 | (a2 << 12) | (a3 >> 12);
    let b1 = a & 0xFF00_FF00_00FF_00FF;
    let b2 = a & 0x00FF_00FF_0000_0000;
    let b3 = a & 0x0000_0000_FF00_FF00;
    b1 | (b2 >> 24) | (b3 << 24)
}

/// The eight symmetric images of a board.
#[inline(always)]
fn images(b: u64) -> [u64; SYMMETRIES] {
    let t = transpose(b);
    let v = flip(b);
    let tv = flip(t);
    [b, mirror(b), v, mirror(v), t, mirror(t), tv, mirror(tv)]
}

/// The index of every feature of `board` into the network's weights:
/// tuple k's weights start at `k · TUPLE_WEIGHTS`.
#[inline(always)]
pub fn weight_indices(board: u64) -> [u32; FEATURES] {
    let mut indices = [0u32; FEATURES];
    for (k, b) in images(board).into_iter().enumerate() {
        // Cells 0..=5, 4..=9, {0,1,2,4,5,6} and {4,5,6,8,9,10}.
        let t0 = b & 0xFF_FFFF;
        let t1 = (b >> 16) & 0xFF_FFFF;
        let t2 = (b & 0xFFF) | ((b >> 4) & 0xFF_F000);
        let t3 = ((b >> 16) & 0xFFF) | ((b >> 20) & 0xFF_F000);
        let base = 4 * k;
        indices[base] = t0 as u32;
        indices[base + 1] = (t1 as u32) | (1 << 24);
        indices[base + 2] = (t2 as u32) | (2 << 24);
        indices[base + 3] = (t3 as u32) | (3 << 24);
    }
    indices
}

/// A trained network, quantized: each weight is `quantum · w` for a
/// 16-bit `w`.
pub struct Network {
    weights: Vec<i16>,
    quantum: f32,
    /// How many games of training made it (as its file says).
    games: u64,
}

impl Network {
    /// A network from its quantized weights (exactly [`WEIGHT_COUNT`]).
    pub fn new(weights: Vec<i16>, quantum: f32, games: u64) -> Option<Network> {
        (weights.len() == WEIGHT_COUNT && quantum.is_finite() && quantum > 0.0).then_some(Network {
            weights,
            quantum,
            games,
        })
    }

    /// The expected score still to come after the afterstate `board`.
    #[inline]
    pub fn value(&self, board: u64) -> f32 {
        let sum: i32 = weight_indices(board)
            .iter()
            .map(|&index| i32::from(self.weights[index as usize]))
            .sum();
        sum as f32 * self.quantum
    }

    /// The value of one quantum.
    pub fn quantum(&self) -> f32 {
        self.quantum
    }

    /// How many games of training made the network.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The quantized weights.
    pub fn weights(&self) -> &[i16] {
        &self.weights
    }
}

/// The network the search uses once the game has installed one.
static INSTALLED: OnceLock<Network> = OnceLock::new();

/// Makes `network` the 4×4 search's evaluation from now on. Returns false
/// if one was installed already (the first stays).
pub fn install_network(network: Network) -> bool {
    INSTALLED.set(network).is_ok()
}

/// The installed network, if any.
pub fn installed_network() -> Option<&'static Network> {
    INSTALLED.get()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn get(b: u64, index: usize) -> u64 {
        (b >> (4 * index)) & 0xf
    }

    /// A symmetry: the board's (row, column) seen at an image's cell.
    type CellMap = fn(usize, usize) -> (usize, usize);

    /// The same indices computed cell by cell from explicit maps.
    fn slow_indices(board: u64) -> Vec<u32> {
        // Each symmetry as a map from the image's cell to the board's cell.
        let maps: [CellMap; SYMMETRIES] = [
            |r, c| (r, c),
            |r, c| (r, 3 - c),
            |r, c| (3 - r, c),
            |r, c| (3 - r, 3 - c),
            |r, c| (c, r),
            |r, c| (3 - c, r),
            |r, c| (c, 3 - r),
            |r, c| (3 - c, 3 - r),
        ];
        let mut found = Vec::new();
        for map in maps {
            for (k, tuple) in TUPLES.iter().enumerate() {
                let mut index = (k as u32) << 24;
                for (position, &cell) in tuple.iter().enumerate() {
                    let (r, c) = map(usize::from(cell) / 4, usize::from(cell) % 4);
                    index |= (get(board, 4 * r + c) as u32) << (4 * position);
                }
                found.push(index);
            }
        }
        found
    }

    #[test]
    fn indices_read_the_tuples_on_every_image() {
        for board in [
            0x0123_4567_89ab_cdefu64,
            0xfedc_ba98_7654_3210,
            0x1000_0000_0000_0002,
            0x0000_0000_0000_0000,
            0x2143_6587_a9cb_ed0f,
        ] {
            assert_eq!(
                weight_indices(board).to_vec(),
                slow_indices(board),
                "{board:016x}"
            );
        }
    }

    #[test]
    fn symmetric_boards_share_their_features() {
        let board = 0x0000_0021_0143_1aa5u64;
        let mut own = weight_indices(board);
        own.sort_unstable();
        for image in images(board) {
            let mut theirs = weight_indices(image);
            theirs.sort_unstable();
            assert_eq!(theirs, own, "{image:016x}");
        }
    }

    #[test]
    fn value_sums_the_quantized_weights() {
        let mut weights = vec![0i16; WEIGHT_COUNT];
        let board = 0x0000_0000_0000_0021u64;
        for index in weight_indices(board) {
            weights[index as usize] = 3;
        }
        // A feature found twice on the board is counted twice.
        let network = Network::new(weights, 0.5, 7).unwrap();
        assert_eq!(network.value(board), 3.0 * 0.5 * FEATURES as f32);
        assert_eq!(network.games(), 7);
        assert!(Network::new(vec![0; 3], 1.0, 0).is_none());
        assert!(Network::new(vec![0; WEIGHT_COUNT], 0.0, 0).is_none());
    }
}
