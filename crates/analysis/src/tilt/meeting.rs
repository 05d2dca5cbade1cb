//! The answer every tilt solver gives: two special tiles and the shortest
//! tilt sequence that makes them adjacent. Shared by the pair, few and many
//! solvers and the dispatcher above them; plain data, no solving here.

use super::configuration::TileId;
use super::rotation::TiltSequence;

/// Two special tiles and the shortest tilt sequence that makes them adjacent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meeting {
    pub tiles: [TileId; 2],
    pub sequence: TiltSequence,
}
