//! Canonical configurations (Section 2): a configuration is SW-canonical when
//! every row is packed to the left and every column to the bottom, that is
//! when a tilt down or left would not move anything; likewise SE, NW, NE.
//! By Lemma 1, one horizontal and one vertical tilt, in either order, always
//! give a canonical configuration.
//!
//! Also the [`CanonicalLayout`]: in a canonical configuration every row is
//! one run of tiles against one side, so the tile at a square is found from
//! the row's first slot in O(1), without a board-sized array.
//!
//! Pure: no I/O.

use accessible_2048_engine::Direction;

use super::configuration::{Configuration, Square};

/// The corner a canonical configuration is packed into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Corner {
    SouthWest,
    SouthEast,
    NorthWest,
    NorthEast,
}

impl Corner {
    pub const ALL: [Corner; 4] = [
        Corner::SouthWest,
        Corner::SouthEast,
        Corner::NorthWest,
        Corner::NorthEast,
    ];

    /// The corner of the configuration after the two perpendicular tilts `a`
    /// then `b` (in either order); `None` if both are horizontal or both
    /// vertical.
    pub fn after(a: Direction, b: Direction) -> Option<Corner> {
        let (vertical, horizontal) = match (is_vertical(a), is_vertical(b)) {
            (true, false) => (a, b),
            (false, true) => (b, a),
            _ => return None,
        };
        Some(match (vertical, horizontal) {
            (Direction::Down, Direction::Left) => Corner::SouthWest,
            (Direction::Down, _) => Corner::SouthEast,
            (_, Direction::Left) => Corner::NorthWest,
            _ => Corner::NorthEast,
        })
    }

    /// The vertical tilt that packs into this corner (down for S).
    pub fn vertical(self) -> Direction {
        match self {
            Corner::SouthWest | Corner::SouthEast => Direction::Down,
            Corner::NorthWest | Corner::NorthEast => Direction::Up,
        }
    }

    /// The horizontal tilt that packs into this corner (left for W).
    pub fn horizontal(self) -> Direction {
        match self {
            Corner::SouthWest | Corner::NorthWest => Direction::Left,
            Corner::SouthEast | Corner::NorthEast => Direction::Right,
        }
    }

    /// The paper's name: "SW", "SE", "NW" or "NE".
    pub fn name(self) -> &'static str {
        match self {
            Corner::SouthWest => "SW",
            Corner::SouthEast => "SE",
            Corner::NorthWest => "NW",
            Corner::NorthEast => "NE",
        }
    }
}

/// Up and down are vertical tilts; left and right horizontal ones.
pub fn is_vertical(direction: Direction) -> bool {
    matches!(direction, Direction::Up | Direction::Down)
}

impl Configuration {
    /// Whether a tilt towards `direction` would leave every tile in place.
    pub fn is_packed(&self, direction: Direction) -> bool {
        self.tilt(direction) == *self
    }

    /// Whether this configuration is canonical for `corner`.
    pub fn is_canonical(&self, corner: Corner) -> bool {
        self.is_packed(corner.vertical()) && self.is_packed(corner.horizontal())
    }
}

/// Finds the slot (rank in reading order) of the tile at a square of a
/// configuration whose rows are packed against one side, as in every
/// canonical configuration. O(rows) to build, O(1) per question.
#[derive(Debug, Clone)]
pub struct CanonicalLayout {
    cols: u32,
    /// `row_start[r]..row_start[r + 1]`: the slots of the tiles in row `r`.
    row_start: Vec<u32>,
    /// Rows packed to the left (W) or to the right (E).
    packed_left: bool,
}

impl CanonicalLayout {
    /// The layout of `config`, whose rows are packed towards `corner`'s side.
    pub fn new(config: &Configuration, corner: Corner) -> CanonicalLayout {
        debug_assert!(config.is_packed(corner.horizontal()));
        let mut row_start = vec![0u32; config.rows() + 1];
        for e in config.entries() {
            row_start[e.row as usize + 1] += 1;
        }
        for r in 0..config.rows() {
            row_start[r + 1] += row_start[r];
        }
        CanonicalLayout {
            cols: config.cols() as u32,
            row_start,
            packed_left: corner.horizontal() == Direction::Left,
        }
    }

    /// The slot of the tile at (`row`, `col`), if that square is full.
    pub fn slot_at(&self, row: u32, col: u32) -> Option<u32> {
        if row as usize + 1 >= self.row_start.len() {
            return None;
        }
        let start = self.row_start[row as usize];
        let len = self.row_start[row as usize + 1] - start;
        let first_col = if self.packed_left { 0 } else { self.cols - len };
        (col >= first_col && col < first_col + len).then(|| start + (col - first_col))
    }

    /// The slots of the full squares orthogonally next to `square`.
    pub(crate) fn neighbour_slots(&self, square: Square) -> impl Iterator<Item = u32> + '_ {
        let Square { row, col } = square;
        let candidates = [
            (row.checked_sub(1), Some(col)),
            (Some(row + 1), Some(col)),
            (Some(row), col.checked_sub(1)),
            (Some(row), Some(col + 1)),
        ];
        candidates
            .into_iter()
            .filter_map(move |(r, c)| self.slot_at(r?, c?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::{Cell, Grid};

    #[test]
    fn corners_after_two_tilts() {
        use Direction::*;
        assert_eq!(Corner::after(Down, Left), Some(Corner::SouthWest));
        assert_eq!(Corner::after(Left, Down), Some(Corner::SouthWest));
        assert_eq!(Corner::after(Right, Up), Some(Corner::NorthEast));
        assert_eq!(Corner::after(Up, Down), None);
        assert_eq!(Corner::after(Left, Right), None);
    }

    /// Lemma 1: any horizontal and any vertical tilt, in either order, give
    /// a configuration canonical for the corner they point to.
    #[test]
    fn two_perpendicular_tilts_are_canonical() {
        let grid = Grid::parse("2 0 2 0 2/0 2 0 0 0/2 2 0 2 0/0 0 0 0 2").unwrap();
        let config = Configuration::from_grid(&grid);
        assert!(Corner::ALL.into_iter().all(|c| !config.is_canonical(c)));
        for a in Direction::ALL {
            for b in Direction::ALL {
                if let Some(corner) = Corner::after(a, b) {
                    let c = config.tilt(a).tilt(b);
                    assert!(c.is_canonical(corner), "{a} then {b}");
                }
            }
        }
    }

    #[test]
    fn layout_finds_tiles_by_square() {
        let grid = Grid::parse("0 0 2/0 2 2/2 2 2").unwrap();
        let config = Configuration::from_grid(&grid);
        assert!(config.is_canonical(Corner::SouthEast));
        let layout = CanonicalLayout::new(&config, Corner::SouthEast);
        for row in 0..3 {
            for col in 0..3 {
                let cell = Cell::new(col as usize, row as usize);
                let expected = config.tile_at(cell).map(|t| config.slots()[t as usize]);
                assert_eq!(layout.slot_at(row, col), expected, "{cell}");
            }
        }
        assert_eq!(layout.slot_at(3, 0), None);
    }
}
