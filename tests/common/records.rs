//! Records files written by hand for the statistics tests: one small file
//! of one game size, to damage or to make inconsistent. Touches nothing.
#![allow(dead_code)]

use serde_json::{Value, json};

/// A version 2 records file of one 4×4 game size: two games played, best
/// score 100, highest tile 16, `won` games won (more than played makes it
/// inconsistent).
pub fn small_records(won: u64) -> Value {
    json!({
        "format": "accessible-2048 records", "version": 2,
        "best_score": 100, "highest_tile": 16,
        "games": [{
            "size": 4, "four_chance": 0.5, "played": 2, "won": won,
            "reached": [], "best_score": 100, "longest_game": 40,
            "scores": [100, 60],
            "last": [{ "score": 100, "highest_tile": 16, "moves": 40, "finish": "over" }]
        }]
    })
}
