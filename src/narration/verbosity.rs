//! How much a slide, an undo and an opening say: brief, normal (the
//! default) or full. Pure data: no words, no settings file (the player's
//! preferences keep it as the text of [`Verbosity::name`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How much the game says after a slide, an undo or at the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verbosity {
    /// Only the news: what merged where, where the new tile came.
    Brief,
    /// The news in short words, the direction when nothing merged.
    #[default]
    Normal,
    /// Everything: direction, merges, tiles moved, new tile, points, score.
    Full,
}

impl Verbosity {
    /// Every level, from the least said to the most.
    pub const ALL: [Verbosity; 3] = [Verbosity::Brief, Verbosity::Normal, Verbosity::Full];

    /// The level the verbosity key goes to next: brief, normal, full, brief.
    pub fn next(self) -> Verbosity {
        match self {
            Verbosity::Brief => Verbosity::Normal,
            Verbosity::Normal => Verbosity::Full,
            Verbosity::Full => Verbosity::Brief,
        }
    }

    /// `brief`, `normal` or `full`: the flag's value, the settings file's
    /// text and the selector the messages use.
    pub fn name(self) -> &'static str {
        match self {
            Verbosity::Brief => "brief",
            Verbosity::Normal => "normal",
            Verbosity::Full => "full",
        }
    }
}

impl fmt::Display for Verbosity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that is no verbosity level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownVerbosity(pub String);

impl fmt::Display for UnknownVerbosity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a verbosity (brief, normal or full)", self.0)
    }
}

impl std::error::Error for UnknownVerbosity {}

impl FromStr for Verbosity {
    type Err = UnknownVerbosity;

    fn from_str(text: &str) -> Result<Verbosity, UnknownVerbosity> {
        let lowered = text.trim().to_ascii_lowercase();
        Verbosity::ALL
            .into_iter()
            .find(|v| v.name() == lowered)
            .ok_or_else(|| UnknownVerbosity(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cycles_through_every_level_and_names_round_trip() {
        assert_eq!(Verbosity::default(), Verbosity::Normal);
        let mut v = Verbosity::Brief;
        let mut seen = Vec::new();
        for _ in 0..3 {
            seen.push(v);
            v = v.next();
        }
        assert_eq!(seen, Verbosity::ALL);
        assert_eq!(v, Verbosity::Brief);
        for level in Verbosity::ALL {
            assert_eq!(level.name().parse::<Verbosity>(), Ok(level));
        }
        assert_eq!(" FULL ".parse::<Verbosity>(), Ok(Verbosity::Full));
        assert!("loud".parse::<Verbosity>().is_err());
    }
}
