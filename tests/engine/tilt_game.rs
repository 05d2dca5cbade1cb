//! The in-game building blocks: the pair finder and the tilt puzzles,
//! checked against the breadth-first brute force.

use accessible_2048::analysis::tilt::brute_force::{Search, search};
use accessible_2048::analysis::tilt::pair_finder::{Interference, PairFinding, find_pair};
use accessible_2048::analysis::tilt::puzzle::{GOOD_PAR, MARKED_EXPONENT, TiltPuzzle};
use accessible_2048::analysis::tilt::{Configuration, TileId};
use accessible_2048::engine::{Board, Cell, Direction, Pcg32};

/// The brute force's shortest length for two cells of a board, if any.
fn brute_length(board: &Board, a: Cell, b: Cell) -> Option<usize> {
    let config = Configuration::from_grid(board.grid());
    let ids: Vec<TileId> = [a, b].map(|c| config.tile_at(c).unwrap()).to_vec();
    match search(&config, &ids, 1_000_000) {
        Search::Meet(path) => Some(path.len()),
        Search::Unreachable => None,
        Search::GaveUp { states } => panic!("brute force gave up after {states}"),
    }
}

/// Boards whose tiles all differ except for `pairs` equal partners.
fn random_board(rng: &mut Pcg32, size: usize, partners: usize) -> (Board, Cell) {
    let mut board = Board::empty(size).unwrap();
    let cells: Vec<Cell> = board.cells().collect();
    let full = (partners + 1).max(rng.below((size * size) as u32) as usize);
    let mut order: Vec<usize> = (0..cells.len()).collect();
    for i in 0..full {
        let j = i + rng.below((cells.len() - i) as u32) as usize;
        order.swap(i, j);
    }
    // Distinct exponents 1, 2, 3, … for the others; 20 for the partners.
    for (k, &i) in order[..full].iter().enumerate() {
        let exponent = if k <= partners { 20 } else { k as u8 };
        board.set(cells[i], exponent);
    }
    (board, cells[order[0]])
}

/// The advice is the shortest over all partners, and with a single partner
/// and no other equal tiles the only merge the real rules can make is the
/// pair's own.
#[test]
fn pair_finder_agrees_with_brute_force() {
    let mut rng = Pcg32::from_seed(11);
    let mut advised = 0;
    for case in 0..400 {
        let size = 3 + rng.below(3) as usize;
        let partners = 1 + rng.below(3) as usize;
        let (board, chosen) = random_board(&mut rng, size, partners);
        let others: Vec<Cell> = board
            .cells()
            .filter(|&c| c != chosen && board.get(c) == 20)
            .collect();
        let best = others
            .iter()
            .filter_map(|&o| brute_length(&board, chosen, o))
            .min();
        match find_pair(&board, chosen) {
            PairFinding::Advice(advice) => {
                advised += 1;
                assert_eq!(Some(advice.tilts.len()), best, "case {case}: {board}");
                assert!(others.contains(&advice.partner));
                assert_eq!(brute_length(&board, chosen, advice.partner), best);
                if others.len() == 1 {
                    assert!(
                        matches!(
                            advice.interference,
                            None | Some(Interference::MergeEachOther { .. })
                        ),
                        "case {case}: {board}: {:?}",
                        advice.interference
                    );
                    assert_eq!(advice.other_merges, 0);
                }
            }
            PairFinding::CannotMeet { partners } => {
                assert_eq!(best, None, "case {case}: {board}");
                assert_eq!(partners, others);
            }
            other => panic!("case {case}: {other:?}"),
        }
    }
    assert!(advised > 200, "only {advised} boards had advice");
}

/// Worked by hand: of the eight two-tilt openings only down, right brings
/// A1 next to C3 (A1 ends at C2, C3 stays), and no single tilt does. With
/// merges, the right tilt also merges the two 32s in row 3, harmlessly.
#[test]
fn pair_finder_counts_harmless_merges() {
    let board = Board::parse("64 0 0/32 32 0/0 0 64").unwrap();
    let PairFinding::Advice(advice) = find_pair(&board, "A1".parse().unwrap()) else {
        panic!("they can meet without merging");
    };
    assert_eq!(advice.partner, "C3".parse().unwrap());
    assert_eq!(advice.tilts, [Direction::Down, Direction::Right]);
    assert_eq!(advice.interference, None);
    assert_eq!(advice.other_merges, 1);
}

/// Every puzzle is solvable, its par is the brute force's shortest length
/// and at least 1, and the stated solution solves it in par tilts.
#[test]
fn every_puzzle_is_solvable_at_par() {
    let mut good = 0;
    let mut total = 0;
    for size in 3..=8 {
        for seed in 0..40u64 {
            let puzzle = TiltPuzzle::generate(seed, size).unwrap();
            total += 1;
            let [a, b] = puzzle.marked();
            assert_eq!(puzzle.start().get(a), MARKED_EXPONENT);
            assert_eq!(puzzle.start().get(b), MARKED_EXPONENT);
            let board = Board::from_grid(puzzle.start().clone()).unwrap();
            let par = brute_length(&board, a, b);
            assert_eq!(par, Some(puzzle.par() as usize), "seed {seed}, size {size}");
            assert!(puzzle.par() >= 1);
            good += usize::from(GOOD_PAR.contains(&puzzle.par()));
            let mut state = puzzle.state();
            for &d in puzzle.solution() {
                assert!(!state.is_solved(), "solved before par");
                state.tilt(d);
            }
            assert!(state.is_solved());
            assert_eq!(state.tilts(), puzzle.par());
        }
    }
    assert!(
        good * 10 >= total * 9,
        "only {good} of {total} puzzles have a par of 2 to 6"
    );
}

#[test]
fn puzzle_state_counts_only_moving_tilts() {
    let puzzle = TiltPuzzle::generate(3, 4).unwrap();
    let mut state = puzzle.state();
    let first = puzzle.solution()[0];
    assert!(state.tilt(first));
    assert!(!state.tilt(first), "the same tilt again moves nothing");
    assert_eq!(state.tilts(), 1);
    let cells = state.marked_cells();
    assert_ne!(cells[0], cells[1]);
}
