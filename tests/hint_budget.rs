//! The hint engine stops when its time is up, counted in the questions
//! it asks its clock rather than timed (so a busy machine cannot fail it;
//! how long a decision takes is measured by `accessible-2048 bench` and
//! `benches/hint_under_load.rs`): told at once, it answers from its
//! guaranteed iterations, on every kind of board; told after some
//! questions, it asks no more; a budget of more questions searches deeper.
//! Always with a legal slide, and "no moves" when there is none. The
//! searches value their leaves with the heuristic.

use std::cell::Cell;

use accessible_2048::analysis::search::{
    Evaluation, GUARANTEED_DEPTH, Suggestion, analyse, prepare, suggest,
};
use accessible_2048::engine::Board;

/// The evaluation every search here uses.
const HEURISTIC: Evaluation<'static> = Evaluation::Heuristic;

/// The questions a search asks its clock before the clock says the time
/// is up (each after a fixed number of the search's nodes).
const QUESTIONS: u32 = 20;

/// A budget that searches deeper than the guaranteed iterations: one
/// thread goes a move deeper within 10 questions, here on every machine
/// (the questions are counted, not timed).
const GENEROUS: u32 = 200;

/// A search of `position` on `threads` threads whose clock says the time
/// is up at its question number `up_at` (1: at once); its answer and the
/// questions it asked.
fn counted_search(position: &str, threads: usize, up_at: u32) -> (Suggestion, u32) {
    let board = Board::parse(position).unwrap();
    // The tables are built once per process; a game builds them at start.
    prepare();
    let asked = Cell::new(0);
    let answer = analyse(&board, 0.5, threads, HEURISTIC, &mut || {
        asked.set(asked.get() + 1);
        asked.get() >= up_at
    })
    .expect("a slide exists");
    assert!(
        board.can_slide(answer.direction),
        "{position}: {} changes nothing ({threads} threads)",
        answer.direction
    );
    (answer, asked.get())
}

#[track_caller]
fn check_stops_when_told(position: &str) {
    for threads in [1, 2, 4] {
        let (at_once, _) = counted_search(position, threads, 1);
        assert!(
            at_once.depth <= GUARANTEED_DEPTH,
            "{position}: {at_once:?} with no time ({threads} threads)"
        );
        let (_, asked) = counted_search(position, threads, QUESTIONS);
        assert!(
            asked <= QUESTIONS,
            "{position}: {asked} questions after the time was up at {QUESTIONS} \
             ({threads} threads)"
        );
    }
}

#[test]
fn hints_stop_when_the_time_is_up_on_every_kind_of_board() {
    // A 4×4 middle game, a crowded 4×4, a tile beyond the fast path, 3×3,
    // and an 8×8 with many empty cells (the widest chance nodes).
    check_stops_when_told("2 4 8 16/0 2 4 64/0 0 2 128/0 0 0 1024");
    check_stops_when_told("2 4 8 16/4 8 16 32/2 2 4 64/8 16 512 1024");
    check_stops_when_told("65536 32768 2 0/2 4 0 0/0 0 0 0/0 0 0 0");
    check_stops_when_told("2 4 0/0 8 0/0 0 2");
    check_stops_when_told(
        "2 0 0 0 0 0 0 4/0 0 0 0 0 0 0 0/0 0 8 0 0 0 0 0/0 0 0 0 0 0 0 0/\
         0 0 0 0 16 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 2 0/4 0 0 0 0 0 0 2",
    );
}

#[test]
fn a_generous_budget_searches_deeper_than_none() {
    let position = "2 4 8 16/0 2 4 64/0 0 2 128/0 0 0 1024";
    for threads in [1, 2] {
        let (instant, _) = counted_search(position, threads, 1);
        let (searched, _) = counted_search(position, threads, GENEROUS);
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
