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
//!                  "finish": "over", "id": "5d0c9a31e27f4b86" }] } ] }
//! ```
//!
//! Version 1 files (no `games`) are read as records with no statistics yet;
//! the next write makes them version 2, with the same first fields. A
//! result's `id` (the game's identifier, 16 hexadecimal digits) may be
//! missing: results of older releases have none.
//!
//! The file is written within what the game reads back
//! ([`MAX_FILE_BYTES`]): should it grow past that, the oldest kept scores
//! go first, then the older results; the counts always stay.
//!
//! Pure: values and text. The [`Store`](super::Store) keeps the file.

use serde::{Deserialize, Serialize};

use crate::engine::exponent_of;

use super::damage::{Damage, MAX_FILE_BYTES, Problem};
use super::json_fields::{decode, optional_hex, optional_hex16, parse_document, whole};
use super::problem::StorageProblem;
use super::statistics::{Finish, GameResult, LAST_RESULTS, Statistics, Tally};

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
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "optional_hex16",
        deserialize_with = "optional_hex"
    )]
    id: Option<u64>,
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
                    id: r.id,
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
                id: r.id,
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
        tally.check().map_err(|fault| {
            let field = format!("{at}.{}", fault.field);
            match fault.inconsistency {
                Some(what) => Damage::corrupt_as(
                    Problem::Inconsistent {
                        field: field.clone(),
                        what,
                    },
                    &format!("{field}: {}", fault.said),
                ),
                None => Damage::corrupt(&field, fault.said),
            }
        })?;
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

/// The records-file text within `limit` bytes: when it would be larger,
/// `statistics` first keep fewer of the latest scores (each tally at most
/// as many as the rest, down to a sixteenth below `limit`, so the next
/// games have room), then only their latest score and result; their
/// counts always stay. `None` if even that is larger (the file is then left as it was).
pub fn encode_records_within(
    records: Records,
    statistics: &mut Statistics,
    limit: u64,
) -> Option<String> {
    let fits = |text: &str, limit: u64| text.len() as u64 <= limit;
    let text = encode_records_with(records, statistics);
    if fits(&text, limit) {
        return Some(text);
    }
    let target = limit - limit / 16;
    let with_scores = |cap: usize| {
        let mut trimmed = statistics.clone();
        trimmed.keep_latest(cap, LAST_RESULTS);
        (encode_records_with(records, &trimmed), trimmed)
    };
    // Each tally keeps at least its latest score and result.
    let (mut low, mut high) = (1, statistics.most_scores());
    let (text, trimmed) = with_scores(low);
    if !fits(&text, target) {
        let mut trimmed = trimmed;
        trimmed.keep_latest(1, 1);
        let text = encode_records_with(records, &trimmed);
        if !fits(&text, limit) {
            return None;
        }
        *statistics = trimmed;
        return Some(text);
    }
    // `low` scores fit below the target, `high` do not.
    let mut best = (text, trimmed);
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        let (text, trimmed) = with_scores(middle);
        if fits(&text, target) {
            low = middle;
            best = (text, trimmed);
        } else {
            high = middle;
        }
    }
    let (text, trimmed) = best;
    *statistics = trimmed;
    Some(text)
}

/// The records-file text within what the game reads back
/// ([`MAX_FILE_BYTES`]); see [`encode_records_within`].
pub fn encode_records_to_fit(records: Records, statistics: &mut Statistics) -> Option<String> {
    encode_records_within(records, statistics, MAX_FILE_BYTES)
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

    /// Statistics of `tallies` sizes and odds, each with `games` games.
    fn many(tallies: usize, games: u64) -> Statistics {
        let mut statistics = Statistics::default();
        for t in 0..tallies {
            for g in 0..games {
                statistics.add(&GameResult {
                    size: 3 + t % 6,
                    four_chance: (t / 6) as f64 / 100.0,
                    score: 1_000_000 + g,
                    highest_tile: 1024,
                    moves: g,
                    finish: Finish::Over,
                    id: Some(g),
                });
            }
        }
        statistics
    }

    #[test]
    fn what_is_written_fits_what_is_read() {
        let records = Records::default().raised_by(9, 1024);
        // (tallies, games each, limit, results kept): the text fits the
        // limit, reads back, and keeps every count.
        let cases = [
            (3, 50, 1 << 20, LAST_RESULTS),
            (12, 400, 40_000, LAST_RESULTS),
            (30, 20, 20_000, 1),
        ];
        for (tallies, games, limit, results) in cases {
            let full = many(tallies, games);
            let mut statistics = full.clone();
            let text = encode_records_within(records, &mut statistics, limit)
                .unwrap_or_else(|| panic!("{tallies} tallies fit {limit}"));
            assert!(text.len() as u64 <= limit, "{tallies}: {}", text.len());
            let (_, read) = decode_records_with(text.as_bytes()).unwrap();
            assert_eq!(read, statistics);
            for (kept, all) in read.tallies().iter().zip(full.tallies()) {
                assert_eq!(kept.played, all.played);
                assert_eq!(kept.reached, all.reached);
                assert!(kept.scores.len() <= all.scores.len());
                assert_eq!(kept.scores.last(), all.scores.last(), "the latest stays");
                assert_eq!(kept.latest(), all.latest(), "the latest stays");
                assert_eq!(kept.last.len(), results, "{tallies} tallies");
            }
        }
        let mut untouched = many(3, 50);
        let whole = encode_records_with(records, &untouched);
        assert_eq!(
            encode_records_within(records, &mut untouched, 1 << 20),
            Some(whole),
            "below the limit nothing is trimmed"
        );
        assert_eq!(
            encode_records_within(records, &mut many(30, 2), 500),
            None,
            "the counts alone are too large"
        );
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
