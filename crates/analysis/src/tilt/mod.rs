//! "2048 without merging" (Akitaya, Demaine, Ku, Lynch, Paterson, Tóth):
//! tiles in an m×n box tilted in the four directions, with no merging and no
//! new tiles. Can two chosen tiles (or any two of a set of special tiles) be
//! brought next to each other, and by which shortest tilt sequence?
//!
//! The pieces, named after the paper's concepts:
//! - [`Configuration`]: tiles with identities on a board of any size, and the
//!   tilt in O(t + m + n) (the paper's counting-sort tilt).
//! - [`Corner`]: canonical configurations (Lemma 1).
//! - [`Rotation`] and [`TiltSequence`]: clockwise and counterclockwise tilt
//!   sequences, the only shortest ones (Lemma 2).
//! - [`FourTiltPermutation`] and [`Cycles`]: the permutation g of four tilts
//!   in rotation (Lemma 3), its cycle decomposition and cycle indices.
//! - [`solve`]: the algorithm of Section 3 and its generalisation to special
//!   tiles (Theorems 4 and 5), in linear time.
//! - [`TwoTiles`] and [`solve_pair`]: the two-tile problem on the outlines
//!   of the canonical phases (the turn read from row and column counts),
//!   following only the two tiles; [`solve`] uses it for two tiles.
//! - [`FewTiles`] and [`solve_few`]: up to [`FEW`] special tiles, as the
//!   shortest over their pairs; [`solve`] uses it for three to [`FEW`].
//! - [`ManyTiles`] and [`solve_many`]: any number of special tiles, the
//!   paper's steps 4 and 5 on the outlines; [`solve`] uses it past [`FEW`].
//! - [`brute_force`]: a breadth-first search over configurations, the
//!   reference the solver is tested and measured against.
//! - [`pair_finder`] and [`puzzle`]: the building blocks of the in-game pair
//!   finder and of the tilt puzzle variant.
//!
//! Pure: no terminal, speech, clock, files or global randomness.

mod canonical;
mod configuration;
mod few;
mod follow;
mod many;
mod meeting;
mod number_theory;
mod outline;
mod pair;
mod permutation;
mod placed;
mod residues;
mod rotation;
mod solver;

pub mod brute_force;
pub mod pair_finder;
pub mod puzzle;

pub use canonical::{CanonicalLayout, Corner};
pub use configuration::{Configuration, ConfigurationError, TileId};
pub use few::{FEW, FewTiles, solve_few};
pub use many::{ManyTiles, solve_many};
pub use meeting::Meeting;
pub use number_theory::{chinese_remainder, gcd};
pub use pair::{TwoTiles, solve_pair};
pub use permutation::{Cycles, FourTiltPermutation};
pub use rotation::{Rotation, TiltSequence};
pub use solver::{SolveError, solve, solve_by_cycles, solve_two};
