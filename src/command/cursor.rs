//! The commands that move the review cursor. Pure vocabulary.

use crate::engine::{Cell, Direction};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CursorMove {
    /// One cell in a direction.
    Step(Direction),
    /// Onto a cell.
    To(Cell),
    /// Onto the newest tile.
    Newest,
    /// Onto the highest tile (the next one holding it, when the cursor is
    /// on one already).
    Highest,
}
