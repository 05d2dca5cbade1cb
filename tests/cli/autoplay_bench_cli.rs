//! `autoplay` and `bench` through the real binary: small workloads, the
//! shape of their JSON, progress lines, and bad arguments (exit status 2).

use std::ffi::OsStr;

use crate::common::{Binary, Run};

use accessible_2048::engine::Board;
use serde_json::Value;

/// The binary with `args`, the user's environment left as it is, given
/// the time a benchmark or a 134 MB network takes in a debug build before
/// it counts as a hang.
fn binary(args: &[&str]) -> Binary {
    Binary::bare()
        .args(args)
        .deadline(std::time::Duration::from_secs(30 * 60))
}

fn run(args: &[&str]) -> Run {
    binary(args).run()
}

/// The binary with `args`, its evaluation chosen by `ACCESSIBLE_2048_NETWORK`
/// (`none`, or a path to a weights file).
fn run_with_network(args: &[&str], network: &OsStr) -> Run {
    binary(args).env("ACCESSIBLE_2048_NETWORK", network).run()
}

fn stdout_json(output: &Run) -> Value {
    assert!(output.success(), "failed: {}", output.stderr);
    serde_json::from_str(&output.stdout).expect("stdout is exactly one JSON object")
}

#[track_caller]
fn number(value: &Value, key: &str) -> f64 {
    value[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number in {value}"))
}

#[test]
fn autoplay_json_has_one_entry_per_game_and_a_summary() {
    let output = run(&[
        "autoplay",
        "--games",
        "3",
        "--seed",
        "7",
        "--budget-ms",
        "2",
        "--size",
        "3",
        "--jobs",
        "2",
        "--json",
    ]);
    let report = stdout_json(&output);
    let games = report["games"].as_array().expect("games is an array");
    let seeds: Vec<u64> = games.iter().map(|g| g["seed"].as_u64().unwrap()).collect();
    assert_eq!(seeds, [7, 8, 9]);
    for game in games {
        let keys: Vec<&str> = game
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            ["seed", "highest_tile", "score", "moves", "last_board"]
        );
        let highest = game["highest_tile"].as_u64().unwrap();
        assert!(highest >= 4 && highest.is_power_of_two(), "{game}");
        assert!(game["moves"].as_u64().unwrap() > 0, "{game}");
        // The last board is the one the game ended on: no slide changes
        // it, and it holds the highest tile reported.
        let text = game["last_board"].as_str().expect("last_board is text");
        let board = Board::parse(text).unwrap_or_else(|error| panic!("{text}: {error:?}"));
        assert_eq!(board.size(), 3, "{game}");
        assert!(board.is_stuck(), "{game}");
        assert_eq!(board.highest(), highest, "{game}");
    }
    let summary = &report["summary"];
    let reached = summary["reached"].as_object().unwrap();
    let milestones: Vec<&str> = reached.keys().map(String::as_str).collect();
    assert_eq!(milestones, ["2048", "4096", "8192", "16384", "32768"]);
    // A 3×3 board cannot hold a 2048 game's worth of tiles: nine cells
    // give at most 2^10 = 1024.
    for share in reached.values() {
        assert_eq!(share.as_f64(), Some(0.0));
    }
    let scores: Vec<u64> = games.iter().map(|g| g["score"].as_u64().unwrap()).collect();
    let mut sorted = scores.clone();
    sorted.sort_unstable();
    assert_eq!(summary["median_score"].as_u64(), Some(sorted[1]));
    assert!(number(summary, "moves_per_second") > 0.0);
    assert!(number(summary, "decision_ms_p50") <= number(summary, "decision_ms_p99"));
    let depths: Vec<f64> = ["depth_p50", "depth_p90", "depth_max"]
        .iter()
        .map(|key| number(summary, key))
        .collect();
    assert!(depths[0] >= 1.0 && depths.is_sorted(), "{summary}");
    let progress = output.stderr;
    assert_eq!(
        progress.lines().filter(|l| l.starts_with("game ")).count(),
        3,
        "{progress}"
    );
}

#[test]
fn autoplay_text_reports_progress_and_summary() {
    let output = run(&[
        "autoplay",
        "--games",
        "1",
        "--seed",
        "1",
        "--budget-ms",
        "1",
        "--size",
        "3",
    ]);
    assert!(output.success());
    let text = output.stdout;
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("game 1/1 (seed 1): highest tile "),
        "{text}"
    );
    for expected in [
        "games: 1",
        "reached 2048: 0%",
        "reached 32768: 0%",
        "median score: ",
        "moves per second: ",
        "time per decision: p50 ",
        "moves searched ahead: p50 ",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(expected)),
            "no {expected:?} in {text}"
        );
    }
}

#[test]
fn autoplay_searches_4x4_on_several_threads() {
    let output = run(&[
        "autoplay",
        "--games",
        "1",
        "--seed",
        "3",
        "--budget-ms",
        "1",
        "--threads",
        "2",
        "--json",
    ]);
    let report = stdout_json(&output);
    let game = &report["games"][0];
    // Even a 1 ms search on two threads plays far past a handful of moves.
    assert!(game["highest_tile"].as_u64().unwrap() >= 256, "{game}");
    assert!(game["moves"].as_u64().unwrap() >= 100, "{game}");
}

/// Under the heuristic, the 4×4 search's first iterations finish whatever
/// the clock says: most decisions look at least that far ahead, even at
/// 1 ms, and none beyond the search's deepest.
#[test]
fn autoplay_reports_how_far_the_searches_looked() {
    let args = [
        "autoplay",
        "--games",
        "1",
        "--seed",
        "2",
        "--budget-ms",
        "1",
        "--threads",
        "1",
        "--json",
    ];
    let output = run_with_network(&args, "none".as_ref());
    let summary = &stdout_json(&output)["summary"];
    assert_eq!(
        summary["evaluation"], "evaluation: heuristic (no network file)",
        "{summary}"
    );
    let guaranteed = f64::from(accessible_2048::analysis::search::GUARANTEED_DEPTH);
    let deepest = f64::from(accessible_2048::analysis::search::MAX_DEPTH);
    assert!(number(summary, "depth_p50") >= guaranteed, "{summary}");
    assert!(number(summary, "depth_max") <= deepest, "{summary}");
}

#[test]
fn autoplay_rejects_bad_arguments() {
    for args in [
        &["autoplay", "--games", "0"][..],
        &["autoplay", "--budget-ms", "0"],
        &["autoplay", "--four-chance", "1.5"],
        &["autoplay", "--four-chance", "-0.1"],
        &["autoplay", "--four-chance", "NaN"],
        &["autoplay", "--jobs", "0"],
        &["autoplay", "--threads", "0"],
        &["autoplay", "--threads", "-1"],
        &["autoplay", "--threads", "two"],
        &["autoplay", "--size", "9"],
        &["autoplay", "--games", "many"],
    ] {
        let output = run(args);
        assert_eq!(output.code, Some(2), "{args:?}");
        let error = output.stderr;
        assert!(!error.trim().is_empty(), "{args:?} gave no message");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn bench_json_has_the_three_figures() {
    let report = stdout_json(&run(&["bench", "--json"]));
    let keys: Vec<&str> = report
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "slides_per_second",
            "hint_ms_p50",
            "hint_ms_p99",
            "evaluation"
        ]
    );
    assert!(number(&report, "slides_per_second") > 0.0);
    let (p50, p99) = (
        number(&report, "hint_ms_p50"),
        number(&report, "hint_ms_p99"),
    );
    assert!(0.0 < p50 && p50 <= p99, "{report}");
}

/// `autoplay` of one quick game with the network variable set to `network`;
/// returns its last line (the evaluation it used).
fn evaluation_with(network: &OsStr, size: &str) -> String {
    let args = [
        "autoplay",
        "--games",
        "1",
        "--budget-ms",
        "1",
        "--threads",
        "1",
        "--size",
        size,
    ];
    let output = run_with_network(&args, network);
    let text = output.stdout.clone();
    assert!(output.success(), "{text}{}", output.stderr);
    assert!(text.contains("games: 1"), "{text}");
    text.lines().last().unwrap_or_default().to_string()
}

#[test]
fn autoplay_names_the_heuristic_when_there_is_no_network() {
    assert_eq!(
        evaluation_with("none".as_ref(), "3"),
        "evaluation: heuristic (no network file)"
    );
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere.weights");
    assert_eq!(
        evaluation_with(missing.as_os_str(), "3"),
        "evaluation: heuristic (no network file)"
    );
}

#[test]
fn autoplay_refuses_a_damaged_or_foreign_network_in_one_line() {
    use accessible_2048::analysis::search::encode_network;
    let dir = tempfile::tempdir().unwrap();
    let foreign = dir.path().join("foreign.weights");
    std::fs::write(&foreign, b"PK\x03\x04 not a network at all").unwrap();
    assert_eq!(
        evaluation_with(foreign.as_os_str(), "3"),
        format!(
            "evaluation: heuristic ({} refused: the file is not a network's weights)",
            foreign.display()
        )
    );
    // A real network's file with one byte of its weights changed.
    let mut bytes = encode_network(&vec![0; 4 << 24], 1.0, 3);
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x01;
    let damaged = dir.path().join("damaged.weights");
    std::fs::write(&damaged, &bytes).unwrap();
    assert_eq!(
        evaluation_with(damaged.as_os_str(), "4"),
        format!(
            "evaluation: heuristic ({} refused: the file's checksum does not match)",
            damaged.display()
        )
    );
}

#[test]
fn autoplay_plays_4x4_with_a_network_it_finds() {
    use accessible_2048::analysis::search::encode_network;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ntuple-4x6.weights");
    // Every weight 1: a legal network that values every board alike.
    std::fs::write(&path, encode_network(&vec![1; 4 << 24], 1.0, 42)).unwrap();
    assert_eq!(
        evaluation_with(path.as_os_str(), "4"),
        format!(
            "evaluation: n-tuple network (42 training games, {})",
            path.display()
        )
    );
}

#[test]
fn autoplay_names_a_network_of_two_stages() {
    use accessible_2048::analysis::search::encode_network_stages;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ntuple-4x6.weights");
    let (first, late) = (vec![1i16; 4 << 24], vec![2i16; 4 << 24]);
    let file = encode_network_stages(&[(&first, 1.0), (&late, 1.0)], 14, 700);
    std::fs::write(&path, file).unwrap();
    assert_eq!(
        evaluation_with(path.as_os_str(), "4"),
        format!(
            "evaluation: n-tuple network of two stages, the second from 16384 (700 training games, {})",
            path.display()
        )
    );
}
