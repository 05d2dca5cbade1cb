//! The commands that read something of the game: cells, lines, the board,
//! the score, the records, the coach's verdict, or cells heard as tones.
//! Pure vocabulary.

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
    /// The best score and highest tile ever.
    Best,
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
    /// The statistics of the games played at this board size and odds.
    Stats,
    /// The coach's verdict on the last slide.
    Coach,
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
