//! The 4×4 fast path of the hint engine slides exactly as the engine does:
//! same board, same score, in every direction, on a million random boards
//! with tiles up to 32768, and it refuses exactly the slides that would
//! merge two 32768s.

use accessible_2048::analysis::search::{Bitboard, Overflow};
use accessible_2048::engine::{Board, Direction};
use proptest::prelude::*;

/// A board with tiles from 2 to 2^`top`, 0 to `top` in each cell: small
/// `top`s give many merges, big ones the rare tiles.
fn random_bitboard() -> impl Strategy<Value = Bitboard> {
    (1u64..=15, any::<[u8; 16]>()).prop_map(|(top, cells)| {
        let bits = cells.iter().enumerate().fold(0u64, |bits, (index, &cell)| {
            bits | ((u64::from(cell) % (top + 1)) << (4 * index))
        });
        Bitboard(bits)
    })
}

#[track_caller]
fn check_against_engine(fast: Bitboard) {
    let board: Board = fast.to_board();
    assert_eq!(
        Bitboard::from_board(&board),
        Ok(fast),
        "round trip of {board}"
    );
    for direction in Direction::ALL {
        let (expected, outcome) = board.slide(direction);
        match fast.slide(direction) {
            Ok((next, gain)) => {
                assert_eq!(next.to_board(), expected, "{board} {direction}");
                assert_eq!(gain, outcome.score_gain, "{board} {direction}");
                assert_eq!(fast.slide_fast(direction), next, "{board} {direction}");
            }
            Err(Overflow) => assert!(
                expected.highest_exponent() > 15,
                "{board} {direction}: refused, yet the engine makes {}",
                expected.highest()
            ),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1_000_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn fast_slides_agree_with_the_engine(fast in random_bitboard()) {
        check_against_engine(fast);
    }
}

#[test]
fn boards_written_as_text_agree() {
    for position in [
        "2 2 0 4/0 0 0 0/4 4 8 8/2 0 2 2",
        "32768 32768 16384 16384/0 0 0 0/2 2 2 2/4 0 4 4",
        "32768 0 32768 2/16384 16384 0 0/8192 0 8192 0/2 4 8 16",
        "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2",
        "16384 16384 32768 0/0 0 0 0/0 0 0 0/0 0 0 0",
    ] {
        let board = Board::parse(position).unwrap();
        check_against_engine(Bitboard::from_board(&board).unwrap());
    }
}
