//! The player's records, kept across games: the best score and the highest
//! tile ever reached. Their file format (JSON, versioned) and what a new
//! result improves.
//!
//! ```json
//! { "format": "accessible-2048 records", "version": 1,
//!   "best_score": 20480, "highest_tile": 2048 }
//! ```
//!
//! Pure: values and text. The [`Store`](super::Store) keeps the file.

use serde::{Deserialize, Serialize};

use crate::engine::exponent_of;

use super::damage::Damage;
use super::json_fields::{decode, parse_document, whole};
use super::problem::StorageProblem;

/// The `"format"` tag of the records file.
pub const RECORDS_FORMAT: &str = "accessible-2048 records";
/// The records format version this release writes and the newest it reads.
pub const RECORDS_VERSION: u64 = 1;

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
}

/// The records-file text (ends with a line break).
pub fn encode_records(records: Records) -> String {
    let file = RecordsFile {
        format: RECORDS_FORMAT.to_string(),
        version: RECORDS_VERSION,
        best_score: records.best_score,
        highest_tile: records.highest_tile,
    };
    let mut text = serde_json::to_string_pretty(&file).unwrap_or_default();
    text.push('\n');
    text
}

/// Reads records from the bytes of a records file.
pub fn decode_records(bytes: &[u8]) -> Result<Records, Damage> {
    let (document, _version) = parse_document(bytes, RECORDS_FORMAT, RECORDS_VERSION)?;
    let RecordsFile {
        best_score,
        highest_tile,
        ..
    } = decode(&document)?;
    if exponent_of(highest_tile).is_none() {
        return Err(Damage::corrupt(
            "highest_tile",
            format!("{highest_tile} is not a tile value"),
        ));
    }
    Ok(Records {
        best_score,
        highest_tile,
    })
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
