//! The four slide (and tilt, and cursor) directions.

use std::fmt;
use std::str::FromStr;

/// A direction on the board: towards column A (`Left`), row 1 (`Up`), …
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    Left,
    Right,
    Up,
    Down,
}

impl Direction {
    /// All four, in the order left, right, up, down.
    pub const ALL: [Direction; 4] = [
        Direction::Left,
        Direction::Right,
        Direction::Up,
        Direction::Down,
    ];

    /// The English lower-case name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Direction::Left => "left",
            Direction::Right => "right",
            Direction::Up => "up",
            Direction::Down => "down",
        }
    }

    /// The opposite direction.
    pub fn opposite(self) -> Direction {
        match self {
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Direction {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Direction::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| format!("unknown direction '{text}' (expected left, right, up or down)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for d in Direction::ALL {
            assert_eq!(d.name().parse::<Direction>(), Ok(d));
            assert_eq!(d.opposite().opposite(), d);
        }
        assert_eq!("  LEFT ".parse::<Direction>(), Ok(Direction::Left));
        assert!("north".parse::<Direction>().is_err());
    }
}
