//! The hint engine answers within its time budget (with a generous margin:
//! the exact targets are measured by `accessible-2048 bench`), always with a
//! legal slide, and says "no moves" when there is none. The searches value
//! their leaves with the heuristic.

use std::time::{Duration, Instant};

use accessible_2048::analysis::search::{
    Evaluation, GUARANTEED_DEPTH, analyse, prepare, search_time, suggest,
};
use accessible_2048::engine::Board;

/// The evaluation every search here uses.
const HEURISTIC: Evaluation<'static> = Evaluation::Heuristic;

const BUDGET: Duration = Duration::from_millis(30);
/// Slack for a busy machine (a process waiting for a core is not
/// searching): the search itself stops within a few milliseconds of its
/// deadline.
const MARGIN: Duration = Duration::from_millis(1500);

#[track_caller]
fn check_within_budget(position: &str) {
    for threads in [1, 2, 4] {
        check_within_budget_on(position, threads);
    }
}

#[track_caller]
fn check_within_budget_on(position: &str, threads: usize) {
    let board = Board::parse(position).unwrap();
    // The tables are built once per process; a game builds them at start.
    prepare();
    let started = Instant::now();
    let deadline = started + search_time(BUDGET);
    let hint = suggest(&board, 0.5, threads, HEURISTIC, &mut || {
        Instant::now() >= deadline
    });
    let elapsed = started.elapsed();
    let direction = hint.expect("a slide exists");
    assert!(
        board.can_slide(direction),
        "{position}: {direction} changes nothing ({threads} threads)"
    );
    assert!(
        elapsed < BUDGET + MARGIN,
        "{position}: took {elapsed:?} for a {BUDGET:?} budget on {threads} threads"
    );
}

#[test]
fn hints_come_within_the_budget_on_every_kind_of_board() {
    // A 4×4 middle game, a crowded 4×4, a tile beyond the fast path, 3×3,
    // and an 8×8 with many empty cells (the widest chance nodes).
    check_within_budget("2 4 8 16/0 2 4 64/0 0 2 128/0 0 0 1024");
    check_within_budget("2 4 8 16/4 8 16 32/2 2 4 64/8 16 512 1024");
    check_within_budget("65536 32768 2 0/2 4 0 0/0 0 0 0/0 0 0 0");
    check_within_budget("2 4 0/0 8 0/0 0 2");
    check_within_budget(
        "2 0 0 0 0 0 0 4/0 0 0 0 0 0 0 0/0 0 8 0 0 0 0 0/0 0 0 0 0 0 0 0/\
         0 0 0 0 16 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 2 0/4 0 0 0 0 0 0 2",
    );
}

#[test]
fn a_generous_budget_searches_deeper_than_none() {
    let board = Board::parse("2 4 8 16/0 2 4 64/0 0 2 128/0 0 0 1024").unwrap();
    for threads in [1, 2] {
        let instant = analyse(&board, 0.5, threads, HEURISTIC, &mut || true).unwrap();
        let deadline = Instant::now() + Duration::from_millis(50);
        let searched = analyse(&board, 0.5, threads, HEURISTIC, &mut || {
            Instant::now() >= deadline
        })
        .unwrap();
        // The first iterations finish whatever the clock says.
        assert_eq!(instant.depth, GUARANTEED_DEPTH);
        assert!(
            searched.depth > GUARANTEED_DEPTH,
            "{threads} threads: {searched:?}"
        );
    }
}

#[test]
fn no_legal_slide_gets_no_hint() {
    for position in [
        "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
        "2 4 2/4 2 4/2 4 2",
        "131072 65536 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
    ] {
        let board = Board::parse(position).unwrap();
        assert_eq!(
            suggest(&board, 0.1, 2, HEURISTIC, &mut || false),
            None,
            "{position}"
        );
    }
}
