//! The value a slide returns: which tiles moved, which merged, the points.
//! Plain data for the narration layer; no I/O.

use super::cell::Cell;
use super::direction::Direction;

/// A tile that slid from one cell to another without merging.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileMove {
    pub from: Cell,
    pub to: Cell,
    pub value: u64,
}

/// Two tiles of value `value / 2` from `from` that became one tile of
/// `value` at `cell`. `from[0]` is the one nearer the leading edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Merge {
    pub cell: Cell,
    pub from: [Cell; 2],
    pub value: u64,
}

/// Everything one slide did, in reading order of the lines it slid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlideOutcome {
    pub direction: Direction,
    pub moves: Vec<TileMove>,
    pub merges: Vec<Merge>,
    /// The sum of the values of the merged tiles.
    pub score_gain: u64,
}

impl SlideOutcome {
    /// Whether the slide changed the board (only then is it a move).
    pub fn moved(&self) -> bool {
        !self.moves.is_empty() || !self.merges.is_empty()
    }
}
