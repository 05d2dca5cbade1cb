//! The records file stays one the game reads back, through the real binary
//! in line mode: counts at 2^64 − 1 stay there after one more game; a
//! records file grown near the size the game reads is trimmed (the oldest
//! kept scores go, every count stays) instead of growing past it; and a
//! file set aside is said for its real reason, in each of the five
//! languages: too large, or more games won than played.

use crate::common;
use common::records::small_records;

use std::fs;
use std::path::Path;

use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::Message;
use accessible_2048::storage::{
    KEPT_SCORES, MAX_FILE_BYTES, RECORDS_FILE, Records, Statistics, Tally, decode_records_with,
    encode_records_with,
};
use common::{Run, game_command, run_with_input};
use serde_json::json;
use tempfile::TempDir;

/// A game that ends with the slide down, on a 3×3 board with no 4s.
const LAST_SLIDE_DOWN: &[&str] = &["--board", "4 8 16/16 4 8/8 16 0", "--four-chance", "0"];

/// Runs the game on `dir` with `input`; it must exit by itself, with 0.
fn play(dir: &Path, args: &[&str], input: &str) -> Run {
    let mut all = vec!["--no-speech", "--verbosity", "full"];
    all.extend_from_slice(args);
    let run = run_with_input(game_command(&all, dir), input.as_bytes());
    assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
    run
}

/// The records and statistics in `dir`, which must read back.
fn read_back(dir: &Path) -> (Records, Statistics) {
    let bytes = fs::read(dir.join(RECORDS_FILE)).expect("a records file");
    assert!(
        bytes.len() as u64 <= MAX_FILE_BYTES,
        "{} bytes",
        bytes.len()
    );
    decode_records_with(&bytes).expect("the records read back")
}

/// Whether a records file was set aside in `dir`.
fn set_aside_in(dir: &Path) -> bool {
    fs::read_dir(dir).unwrap().any(|entry| {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        name.starts_with(&format!("{RECORDS_FILE}.bad"))
    })
}

#[test]
fn counts_at_the_largest_number_stay_there() {
    let max = u64::MAX;
    let tally = |won: u64| {
        json!({
            "size": 3, "four_chance": 0.0, "played": max, "won": won,
            "reached": [{ "tile": 512, "games": max }],
            "best_score": 900, "longest_game": 80, "scores": [900],
            "last": [{ "score": 900, "highest_tile": 512, "moves": 80, "finish": "over" }]
        })
    };
    // (won before, the game: a loss on 3×3 or a 2048 reached by a merge)
    let cases: [(u64, &[&str], &str); 2] = [
        (5, LAST_SLIDE_DOWN, "down\nquit\n"),
        (
            max,
            &["--board", "1024 1024 0/0 0 0/0 0 0", "--four-chance", "0"],
            "left\nnew\nyes\nquit\n",
        ),
    ];
    for (won, game, input) in cases {
        let dir = TempDir::new().unwrap();
        let document = json!({
            "format": "accessible-2048 records", "version": 2,
            "best_score": 900, "highest_tile": 512, "games": [tally(won)]
        });
        fs::write(dir.path().join(RECORDS_FILE), document.to_string()).unwrap();
        play(dir.path(), game, input);
        let (_, statistics) = read_back(dir.path());
        let kept = statistics.tally(3, 0.0).expect("the 3×3 tally");
        assert_eq!((kept.played, kept.won), (max, won), "{input:?}");
        assert_eq!(kept.reached(512), max, "{input:?}");
        // The next start reads them: nothing is set aside.
        let run = play(dir.path(), &[], "quit\n");
        assert!(!set_aside_in(dir.path()), "{input:?}: {}", run.stdout);
        assert_eq!(read_back(dir.path()).1, statistics, "{input:?}");
    }
}

/// Tallies of sizes 4 to 8 and many odds, each with every score kept, as
/// the records-file text: as large as fits within `limit`, less a margin
/// smaller than one more tally.
fn near_the_limit(limit: u64) -> String {
    let records = Records::default().raised_by(2_000_000, 2048);
    let full = |n: usize, scores: usize| {
        let mut tally = Tally::new(4 + n % 5, (n / 5) as f64 / 50.0);
        tally.played = KEPT_SCORES as u64 * 3;
        tally.best_score = 2_000_000;
        tally.scores = vec![1_000_000; scores];
        tally
    };
    let mut tallies = Vec::new();
    loop {
        tallies.push(full(tallies.len(), KEPT_SCORES));
        let text = encode_records_with(records, &Statistics::from_tallies(tallies.clone()));
        if text.len() as u64 > limit {
            break;
        }
    }
    // The last tally keeps fewer scores, until the text is just below the
    // limit.
    let last = tallies.len() - 1;
    let mut scores = KEPT_SCORES;
    loop {
        let text = encode_records_with(records, &Statistics::from_tallies(tallies.clone()));
        let length = text.len() as u64;
        if length <= limit - 50 {
            assert!(length > limit - 150, "{length}");
            return text;
        }
        scores -= (((length - (limit - 100)) / 17) as usize).max(1);
        tallies[last] = full(last, scores);
    }
}

#[test]
fn a_records_file_near_the_limit_is_trimmed_and_read_back() {
    let dir = TempDir::new().unwrap();
    let text = near_the_limit(MAX_FILE_BYTES);
    fs::write(dir.path().join(RECORDS_FILE), &text).unwrap();
    let (_, before) = decode_records_with(text.as_bytes()).unwrap();
    // A game of a new size and odds adds a tally.
    play(dir.path(), LAST_SLIDE_DOWN, "down\nquit\n");
    let (_, after) = read_back(dir.path());
    assert_eq!(after.tallies().len(), before.tallies().len() + 1);
    for tally in before.tallies() {
        let kept = after.tally(tally.size, tally.four_chance).expect("kept");
        assert_eq!(kept.played, tally.played, "every count stays");
        assert_eq!(kept.best_score, tally.best_score);
        assert!(!kept.scores.is_empty() && kept.scores.len() <= tally.scores.len());
    }
    assert_eq!(after.tally(3, 0.0).expect("the new tally").played, 1);
    // The next start reads it, and the next game keeps it within the limit.
    let run = play(dir.path(), LAST_SLIDE_DOWN, "down\nquit\n");
    assert!(!set_aside_in(dir.path()), "{}", run.stdout);
    assert_eq!(read_back(dir.path()).1.tally(3, 0.0).unwrap().played, 2);
}

#[test]
fn a_file_set_aside_is_said_for_its_real_reason_in_each_language() {
    let inconsistent = small_records(3).to_string();
    let too_large = format!("{}{}", " ".repeat(MAX_FILE_BYTES as usize), inconsistent);
    // (the file, the reason said, a reason not said)
    let cases = [
        (
            inconsistent.as_str(),
            "damage-more-won",
            "damage-wrong-value",
        ),
        (
            too_large.as_str(),
            "save-reason-too-large",
            "save-reason-damaged",
        ),
    ];
    assert_eq!(LOCALES.len(), 5);
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let phrase = |id: &'static str| {
            let message = match id {
                "damage-wrong-value" => Message::new(id).text("field", "games[0].won"),
                _ => Message::new(id),
            };
            words.message(&message)
        };
        for (file, said, not_said) in cases {
            let dir = TempDir::new().unwrap();
            fs::write(dir.path().join(RECORDS_FILE), file).unwrap();
            let run = play(dir.path(), &["--lang", locale.id], "quit\n");
            // The notice comes first; it may take two lines of 80 columns.
            let first = run.lines().join(" ");
            assert!(
                first.contains(&phrase(said)),
                "{}: {:?} in {first:?}",
                locale.id,
                phrase(said)
            );
            assert!(
                !first.contains(&phrase(not_said)),
                "{}: {first:?}",
                locale.id
            );
            assert!(set_aside_in(dir.path()), "{}", locale.id);
        }
    }
}
