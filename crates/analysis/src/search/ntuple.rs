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
//! A network may have two stages: a late one, with weights of its own, for
//! the boards that hold the late tile (16384), and a first one for the
//! others, held compacted (60 MB) since it never sees that tile.
//!
//! Pure arithmetic on bitboards; reading and checking a weights file is
//! [`super::ntuple_file`], finding it on disk belongs to the front end.

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

/// One stage's weights, quantized: each weight is `quantum · w` for a
/// 16-bit `w`. A cell's value is a digit of the weight's index in base
/// `radix`: 16 (every tile), or, in the first stage of a staged network,
/// the late tile's exponent (that stage never sees a tile at or above it),
/// which takes (radix/16)^6 of the room: 60 MB instead of 134 at 16384.
#[derive(Clone)]
struct Stage {
    weights: Vec<i16>,
    quantum: f32,
    radix: u32,
    /// The weights of one tuple (radix^6) and the place of a tuple's
    /// fourth cell (radix^3).
    span: u32,
    cube: u32,
    /// Under a radix below 16, the index of three cells' nibbles
    /// `e0 + r·e1 + r²·e2`, for the twelve bits `e2 e1 e0` (0 where a
    /// nibble is not a digit); empty under 16.
    digits: Vec<u32>,
}

impl Stage {
    fn new(weights: Vec<i16>, quantum: f32, radix: u32) -> Option<Stage> {
        let fits = (2..=16).contains(&radix)
            && weights.len() == stage_weights(radix)
            && quantum.is_finite()
            && quantum > 0.0;
        let digits = if radix == 16 {
            Vec::new()
        } else {
            (0..4096u32)
                .map(|x| {
                    let cells = [x & 0xf, (x >> 4) & 0xf, x >> 8];
                    if cells.iter().all(|&e| e < radix) {
                        cells[0] + radix * (cells[1] + radix * cells[2])
                    } else {
                        0
                    }
                })
                .collect()
        };
        fits.then_some(Stage {
            weights,
            quantum,
            radix,
            span: radix.pow(TUPLE_LEN as u32),
            cube: radix.pow(3),
            digits,
        })
    }

    /// The sum of the board's weights, valued.
    #[inline(always)]
    fn value(&self, board: u64) -> f32 {
        let indices = weight_indices(board);
        let sum: i32 = if self.radix == 16 {
            indices
                .iter()
                .map(|&index| i32::from(self.weights[index as usize]))
                .sum()
        } else {
            indices
                .iter()
                .map(|&index| {
                    let cells = index & 0xFF_FFFF;
                    let at = (index >> 24) * self.span
                        + self.digits[(cells & 0xfff) as usize]
                        + self.cube * self.digits[(cells >> 12) as usize];
                    i32::from(self.weights[at as usize])
                })
                .sum()
        };
        sum as f32 * self.quantum
    }
}

/// How many weights a stage of base `radix` holds.
pub fn stage_weights(radix: u32) -> usize {
    TUPLE_COUNT * (radix as usize).pow(TUPLE_LEN as u32)
}

/// Where the weight of full index `index` (as [`weight_indices`] gives
/// it) sits in a stage of base `radix`; `None` if one of its cells holds a
/// value the stage never sees.
pub fn stage_index(index: u32, radix: u32) -> Option<usize> {
    let mut at = 0usize;
    let mut cells = index & 0xFF_FFFF;
    let mut place = 1usize;
    for _ in 0..TUPLE_LEN {
        let digit = cells & 0xf;
        if digit >= radix {
            return None;
        }
        at += place * digit as usize;
        place *= radix as usize;
        cells >>= 4;
    }
    Some((index >> 24) as usize * place + at)
}

/// Whether some cell of `board` holds a tile of `2^exponent` or more.
#[inline(always)]
pub fn holds_tile(board: u64, exponent: u8) -> bool {
    const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    // Each nibble in a byte of its own, raised so that it passes 16 just
    // when it is at least `exponent`.
    let raise = u64::from(16 - exponent.min(16)) * 0x0101_0101_0101_0101;
    (((board & LOW) + raise) | (((board >> 4) & LOW) + raise)) & 0x1010_1010_1010_1010 != 0
}

/// A trained network, quantized: one stage, or two, the second for the
/// boards that hold the late tile (16384, say) and the first, compacted,
/// for the others.
#[derive(Clone)]
pub struct Network {
    first: Stage,
    /// The late tile's exponent and its stage.
    late: Option<(u8, Stage)>,
    /// How many games of training made it (as its file says).
    games: u64,
}

impl Network {
    /// A network of one stage from its quantized weights (exactly
    /// [`WEIGHT_COUNT`]).
    pub fn new(weights: Vec<i16>, quantum: f32, games: u64) -> Option<Network> {
        Some(Network {
            first: Stage::new(weights, quantum, 16)?,
            late: None,
            games,
        })
    }

    /// A network of two stages: `first` in base `exponent` (as
    /// [`stage_index`] places them) for boards without a tile of
    /// `2^exponent`, `late` (exactly [`WEIGHT_COUNT`]) for boards with one.
    pub fn staged(
        first: (Vec<i16>, f32),
        exponent: u8,
        late: (Vec<i16>, f32),
        games: u64,
    ) -> Option<Network> {
        if !(2..=15).contains(&exponent) {
            return None;
        }
        Some(Network {
            first: Stage::new(first.0, first.1, u32::from(exponent))?,
            late: Some((exponent, Stage::new(late.0, late.1, 16)?)),
            games,
        })
    }

    /// The expected score still to come after the afterstate `board`.
    #[inline]
    pub fn value(&self, board: u64) -> f32 {
        match &self.late {
            Some((exponent, late)) if holds_tile(board, *exponent) => late.value(board),
            _ => self.first.value(board),
        }
    }

    /// What the network is, in words for a report: "n-tuple network", or
    /// "n-tuple network of two stages, the second from 16384".
    pub fn kind(&self) -> String {
        network_kind(self.late_tile())
    }

    /// The tile from which the late stage values boards (16384, say), if
    /// the network has two stages.
    pub fn late_tile(&self) -> Option<u32> {
        self.late_exponent().map(|exponent| 1u32 << exponent)
    }

    /// The late stage's tile exponent, if the network has two stages.
    pub fn late_exponent(&self) -> Option<u8> {
        self.late.as_ref().map(|&(exponent, _)| exponent)
    }

    /// How many games of training made the network.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Each stage's quantized weights and the value of one quantum, the
    /// first stage first.
    pub fn stages(&self) -> Vec<(&[i16], f32)> {
        std::iter::once(&self.first)
            .chain(self.late.as_ref().map(|(_, stage)| stage))
            .map(|stage| (stage.weights.as_slice(), stage.quantum))
            .collect()
    }
}

/// The words of [`Network::kind`] for a network whose late stage starts at
/// `late_tile` (none: one stage).
pub fn network_kind(late_tile: Option<u32>) -> String {
    match late_tile {
        Some(tile) => format!("n-tuple network of two stages, the second from {tile}"),
        None => "n-tuple network".to_string(),
    }
}

/// What values afterstates (the expected score still to come after a
/// slide): a trained network, or a learner's weights as they are.
pub trait AfterstateValue: Sync {
    fn value(&self, board: u64) -> f32;
}

impl AfterstateValue for Network {
    fn value(&self, board: u64) -> f32 {
        Network::value(self, board)
    }
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
        assert_eq!(network.late_exponent(), None);
        assert!(Network::new(vec![0; 3], 1.0, 0).is_none());
        assert!(Network::new(vec![0; WEIGHT_COUNT], 0.0, 0).is_none());
    }

    #[test]
    fn holds_tile_finds_any_cell_at_or_above_the_exponent() {
        let mut rng = accessible_2048_engine::Pcg32::new(3, 1);
        for _ in 0..20_000 {
            let board = (u64::from(rng.next_u32()) << 32) | u64::from(rng.next_u32());
            // Fewer high nibbles: each one cut down half the time.
            let board = board & (board >> 1 | 0x7777_7777_7777_7777);
            let highest = (0..16).map(|k| get(board, k)).max().unwrap() as u8;
            for exponent in 1..=15u8 {
                assert_eq!(
                    holds_tile(board, exponent),
                    highest >= exponent,
                    "{board:016x} {exponent}"
                );
            }
        }
        assert!(!holds_tile(0, 1));
        assert!(holds_tile(0xe000_0000_0000_0000, 14));
        assert!(!holds_tile(0xdddd_dddd_dddd_dddd, 14));
    }

    #[test]
    fn a_stage_index_is_the_cells_in_the_stages_base() {
        let cases: [(u32, u32, Option<usize>); 6] = [
            (0x00_000000, 14, Some(0)),
            (0x00_000001, 14, Some(1)),
            (0x00_000010, 14, Some(14)),
            (0x01_000000, 14, Some(14usize.pow(6))),
            (0x03_dddddd, 14, Some(4 * 14usize.pow(6) - 1)),
            (0x00_0e0000, 14, None),
        ];
        for (index, radix, expected) in cases {
            assert_eq!(stage_index(index, radix), expected, "{index:08x}");
        }
        // Base 16 is the full index.
        assert_eq!(stage_index(0x02_abcdef, 16), Some(0x02_abcdef));
    }

    /// A network of two stages whose weights are the full-index weights
    /// `full` and `late` (the first compacted as a loader does).
    fn staged_from(full: &[i16], late: Vec<i16>, exponent: u8) -> Network {
        let radix = u32::from(exponent);
        let mut first = vec![0i16; stage_weights(radix)];
        for (index, &w) in full.iter().enumerate() {
            if let Some(at) = stage_index(index as u32, radix) {
                first[at] = w;
            }
        }
        Network::staged((first, 0.5), exponent, (late, 2.0), 9).unwrap()
    }

    #[test]
    fn a_staged_network_values_each_board_by_its_stage() {
        // Weights that tell features apart: each one's own small number.
        let full: Vec<i16> = (0..WEIGHT_COUNT).map(|i| (i % 997) as i16 - 400).collect();
        let late: Vec<i16> = (0..WEIGHT_COUNT).map(|i| (i % 991) as i16 - 300).collect();
        let whole = Network::new(full.clone(), 0.5, 1).unwrap();
        let only_late = Network::new(late.clone(), 2.0, 1).unwrap();
        let staged = staged_from(&full, late, 14);
        assert_eq!(staged.late_exponent(), Some(14));
        assert_eq!(staged.games(), 9);
        assert_eq!(staged.stages().len(), 2);
        assert_eq!(staged.stages()[0].0.len(), 4 * 14usize.pow(6));
        let mut rng = accessible_2048_engine::Pcg32::new(8, 2);
        let mut seen = [0; 2];
        for _ in 0..5_000 {
            let board = (0..16).fold(0u64, |b, k| {
                let cell = u64::from(rng.below(16)).saturating_sub(1);
                b | (cell << (4 * k))
            });
            let (expected, stage) = if holds_tile(board, 14) {
                (only_late.value(board), 1)
            } else {
                (whole.value(board), 0)
            };
            seen[stage] += 1;
            assert_eq!(staged.value(board), expected, "{board:016x}");
        }
        assert!(seen[0] > 100 && seen[1] > 100, "{seen:?}");
        assert!(Network::staged((vec![0; 3], 1.0), 14, (vec![0; WEIGHT_COUNT], 1.0), 0).is_none());
        assert!(
            Network::staged(
                (vec![0; stage_weights(14)], 1.0),
                16,
                (vec![0; WEIGHT_COUNT], 1.0),
                0
            )
            .is_none()
        );
    }
}
