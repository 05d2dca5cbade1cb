//! The commands that read something of the game: of the game at hand
//! (cells, lines, the board, the score, the last move, cells heard as
//! tones: a [`Reading`], the session's to answer), or of what is kept
//! beyond it (the records, the statistics, the coach's verdict: a
//! [`Recall`], the game's). Pure vocabulary.

/// A reading of the game at hand, answered by the session from the board,
/// the cursor and the game's own memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// The cell under the cursor.
    Cell,
    /// The cursor's row.
    Row,
    /// The cursor's column.
    Column,
    Board,
    /// How many cells are empty.
    EmptyCount,
    /// The highest tile.
    Highest,
    Score,
    /// The position text of the board.
    Position,
    /// The last move (or undo) again, in full.
    LastMove,
    /// Every empty cell by name.
    EmptyCells,
    /// How many tiles of each value.
    TileCounts,
    /// How many empty cells the cursor's row and column hold.
    LineEmpties,
    /// The biggest merge one slide can make, and in which line.
    NextMerge,
    /// Cells heard as tones.
    Listen(Listen),
}

/// What to hear as tones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listen {
    /// The cursor's row, left to right.
    Row,
    /// The cursor's column, top to bottom.
    Column,
    /// Every row, top to bottom.
    Board,
}

/// A reading of what is kept beyond the game at hand, answered by the game
/// from the player's files and the coach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recall {
    /// The best score and highest tile ever.
    Best,
    /// The statistics of the games played at this board size and odds.
    Stats,
    /// The coach's verdict on the last slide.
    Coach,
}
