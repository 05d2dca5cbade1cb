//! The player's records, kept across games: the best score and the highest
//! tile ever reached, and the [`Statistics`] of every board size and odds.
//! Their file format (JSON, versioned) and what a new result improves.
//!
//! ```json
//! { "format": "accessible-2048 records", "version": 2,
//!   "best_score": 20480, "highest_tile": 2048,
//!   "games": [
//!     { "size": 4, "four_chance": 0.5, "played": 12, "won": 3,
//!       "reached": [{ "tile": 512, "games": 9 }, { "tile": 1024, "games": 6 },
//!                   { "tile": 2048, "games": 3 }],
//!       "best_score": 24000, "longest_game": 1412,
//!       "scores": [8200, 6100],
//!       "last": [{ "score": 6100, "highest_tile": 512, "moves": 530,
//!                  "finish": "over" }] } ] }
//! ```
//!
//! Version 1 files (no `games`) are read as records with no statistics yet;
//! the next write makes them version 2, with the same first fields.
//!
//! Pure: values and text. The [`Store`](super::Store) keeps the file.

use serde::{Deserialize, Serialize};

use crate::engine::exponent_of;

use super::damage::Damage;
use super::json_fields::{decode, parse_document, whole};
use super::problem::StorageProblem;
use super::statistics::{Finish, GameResult, Statistics, Tally};

/// The `"format"` tag of the records file.
pub const RECORDS_FORMAT: &str = "accessible-2048 records";
/// The records format version this release writes and the newest it reads.
pub const RECORDS_VERSION: u64 = 2;

/// Best score and highest tile over all games (zero before the first).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Records {
    pub best_score: u64,
    /// A tile value (2, 4, ..., 2048, ...), or 0.
    pub highest_tile: u64,
}

impl Records {
    /// These records, raised by a game's score and highest tile. A
    /// `highest_tile` that is not a tile value is ignored, so the records
    /// file always stays valid.
    pub fn raised_by(self, score: u64, highest_tile: u64) -> Records {
        let highest_tile = if exponent_of(highest_tile).is_some() {
            highest_tile
        } else {
            0
        };
        Records {
            best_score: self.best_score.max(score),
            highest_tile: self.highest_tile.max(highest_tile),
        }
    }
}

/// What [`Store::record`](super::Store::record) did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    pub before: Records,
    pub after: Records,
    /// A problem writing the records, the first time one happens.
    pub problem: Option<StorageProblem>,
}

impl Recorded {
    pub fn new_best_score(&self) -> bool {
        self.after.best_score > self.before.best_score
    }

    pub fn new_highest_tile(&self) -> bool {
        self.after.highest_tile > self.before.highest_tile
    }
}

/// The records file as it is written, field for field, in file order.
#[derive(Serialize, Deserialize)]
struct RecordsFile {
    format: String,
    version: u64,
    #[serde(deserialize_with = "whole")]
    best_score: u64,
    #[serde(deserialize_with = "whole")]
    highest_tile: u64,
    #[serde(default)]
    games: Vec<TallyFile>,
}

/// One board size and odds in the records file.
#[derive(Serialize, Deserialize)]
struct TallyFile {
    #[serde(deserialize_with = "whole")]
    size: u64,
    four_chance: f64,
    #[serde(deserialize_with = "whole")]
    played: u64,
    #[serde(deserialize_with = "whole")]
    won: u64,
    reached: Vec<ReachedFile>,
    #[serde(deserialize_with = "whole")]
    best_score: u64,
    #[serde(deserialize_with = "whole")]
    longest_game: u64,
    scores: Vec<Whole>,
    last: Vec<ResultFile>,
}

#[derive(Serialize, Deserialize)]
struct ReachedFile {
    #[serde(deserialize_with = "whole")]
    tile: u64,
    #[serde(deserialize_with = "whole")]
    games: u64,
}

#[derive(Serialize, Deserialize)]
#[serde(transparent)]
struct Whole(#[serde(deserialize_with = "whole")] u64);

#[derive(Serialize, Deserialize)]
struct ResultFile {
    #[serde(deserialize_with = "whole")]
    score: u64,
    #[serde(deserialize_with = "whole")]
    highest_tile: u64,
    #[serde(deserialize_with = "whole")]
    moves: u64,
    finish: String,
}

impl TallyFile {
    fn of(tally: &Tally) -> TallyFile {
        TallyFile {
            size: tally.size as u64,
            four_chance: tally.four_chance,
            played: tally.played,
            won: tally.won,
            reached: tally
                .reached
                .iter()
                .map(|&(tile, games)| ReachedFile { tile, games })
                .collect(),
            best_score: tally.best_score,
            longest_game: tally.longest_game,
            scores: tally.scores.iter().map(|&s| Whole(s)).collect(),
            last: tally
                .last
                .iter()
                .map(|r| ResultFile {
                    score: r.score,
                    highest_tile: r.highest_tile,
                    moves: r.moves,
                    finish: r.finish.name().to_string(),
                })
                .collect(),
        }
    }

    /// The tally this entry holds; `at` is its place (`games[2]`).
    fn tally(self, at: &str) -> Result<Tally, Damage> {
        let size = usize::try_from(self.size)
            .map_err(|_| Damage::corrupt(&format!("{at}.size"), "too large"))?;
        let mut last = Vec::with_capacity(self.last.len());
        for (n, r) in self.last.into_iter().enumerate() {
            let finish = Finish::from_name(&r.finish).ok_or_else(|| {
                Damage::corrupt(
                    &format!("{at}.last[{n}].finish"),
                    "expected \"over\" or \"abandoned\"",
                )
            })?;
            last.push(GameResult {
                size,
                four_chance: self.four_chance,
                score: r.score,
                highest_tile: r.highest_tile,
                moves: r.moves,
                finish,
            });
        }
        let tally = Tally {
            size,
            four_chance: self.four_chance,
            played: self.played,
            won: self.won,
            reached: self.reached.iter().map(|r| (r.tile, r.games)).collect(),
            best_score: self.best_score,
            longest_game: self.longest_game,
            scores: self.scores.into_iter().map(|Whole(s)| s).collect(),
            last,
        };
        tally
            .check()
            .map_err(|(field, said)| Damage::corrupt(&format!("{at}.{field}"), said))?;
        Ok(tally)
    }
}

/// The records-file text (ends with a line break), without statistics.
pub fn encode_records(records: Records) -> String {
    encode_records_with(records, &Statistics::default())
}

/// The records-file text (ends with a line break).
pub fn encode_records_with(records: Records, statistics: &Statistics) -> String {
    let file = RecordsFile {
        format: RECORDS_FORMAT.to_string(),
        version: RECORDS_VERSION,
        best_score: records.best_score,
        highest_tile: records.highest_tile,
        games: statistics.tallies().iter().map(TallyFile::of).collect(),
    };
    let mut text = serde_json::to_string_pretty(&file).unwrap_or_default();
    text.push('\n');
    text
}

/// Reads records from the bytes of a records file.
pub fn decode_records(bytes: &[u8]) -> Result<Records, Damage> {
    decode_records_with(bytes).map(|(records, _)| records)
}

/// Reads records and statistics from the bytes of a records file (of any
/// version up to [`RECORDS_VERSION`]; version 1 holds no statistics).
pub fn decode_records_with(bytes: &[u8]) -> Result<(Records, Statistics), Damage> {
    let (document, _version) = parse_document(bytes, RECORDS_FORMAT, RECORDS_VERSION)?;
    let RecordsFile {
        best_score,
        highest_tile,
        games,
        ..
    } = decode(&document)?;
    if exponent_of(highest_tile).is_none() {
        return Err(Damage::corrupt(
            "highest_tile",
            format!("{highest_tile} is not a tile value"),
        ));
    }
    let mut tallies: Vec<Tally> = Vec::with_capacity(games.len());
    for (n, entry) in games.into_iter().enumerate() {
        let at = format!("games[{n}]");
        let tally = entry.tally(&at)?;
        if tallies
            .iter()
            .any(|t| t.is_for(tally.size, tally.four_chance))
        {
            return Err(Damage::corrupt(&at, "a size and odds counted twice"));
        }
        tallies.push(tally);
    }
    Ok((
        Records {
            best_score,
            highest_tile,
        },
        Statistics::from_tallies(tallies),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_raise() {
        let records = Records::default().raised_by(1200, 128).raised_by(900, 256);
        assert_eq!(
            records,
            Records {
                best_score: 1200,
                highest_tile: 256
            }
        );
        assert_eq!(
            decode_records(encode_records(records).as_bytes()),
            Ok(records)
        );
        assert_eq!(records.raised_by(0, 3000), records, "3000 is not a tile");
        assert_eq!(records.raised_by(0, 4096).highest_tile, 4096);
    }

    #[test]
    fn a_highest_tile_must_be_a_tile() {
        let text =
            r#"{"format":"accessible-2048 records","version":1,"best_score":4,"highest_tile":3}"#;
        assert!(matches!(
            decode_records(text.as_bytes()),
            Err(Damage::Corrupt { detail, .. }) if detail.starts_with("highest_tile")
        ));
    }
}
