//! Every hint reason is true of its board: a check written apart from the
//! analysis (from the engine's own slides) confirms each reason and each
//! runner-up's cost, over a table of boards written as text (every pair of
//! legal slides compared) and over every position of seeded long games
//! played by the hint itself. None may be the "same board" non-answer.
//!
//! The long games are the measure of the share of concrete reasons:
//! `cargo test --release --test hint_reason_truth -- --nocapture` prints
//! it for one game (seed 1); `HINT_REASON_SEEDS=1,2,3` in the environment
//! plays those seeds instead (docs/development.md, Benchmarks).

use std::collections::BTreeMap;

use accessible_2048::analysis::search::{self, Explanation, Line, Reason, Worse};
use accessible_2048::engine::{Board, Cell, Direction, Game, GameConfig, Pcg32};

/// How often the search may ask whether time is up: bounded, so every run
/// plays the same games.
const CHECKS: u32 = 64;

fn after(board: &Board, direction: Direction) -> Board {
    board.slide(direction).0
}

fn merges(board: &Board, direction: Direction) -> Vec<(u64, Cell)> {
    board
        .slide(direction)
        .1
        .merges
        .iter()
        .map(|m| (m.value, m.cell))
        .collect()
}

fn corners(board: &Board) -> Vec<Cell> {
    let last = board.size() - 1;
    vec![
        Cell::new(0, 0),
        Cell::new(last, 0),
        Cell::new(0, last),
        Cell::new(last, last),
    ]
}

fn in_a_corner(board: &Board, value: u64) -> bool {
    corners(board).iter().any(|&c| board.value(c) == value)
}

fn line_cells(board: &Board, line: Line) -> Vec<Cell> {
    (0..board.size())
        .map(|k| match line {
            Line::Row(row) => Cell::new(k, row),
            Line::Column(col) => Cell::new(col, k),
        })
        .collect()
}

fn full(board: &Board, line: Line) -> bool {
    line_cells(board, line).iter().all(|&c| board.value(c) != 0)
}

fn tiles(board: &Board, line: Line) -> Vec<u64> {
    line_cells(board, line)
        .iter()
        .map(|&c| board.value(c))
        .filter(|&v| v != 0)
        .collect()
}

fn lines(size: usize) -> Vec<Line> {
    (0..size)
        .flat_map(|k| [Line::Row(k), Line::Column(k)])
        .collect()
}

fn pairs(board: &Board) -> usize {
    lines(board.size())
        .into_iter()
        .map(|line| {
            tiles(board, line)
                .windows(2)
                .filter(|w| w[0] == w[1])
                .count()
        })
        .sum()
}

fn legal(board: &Board) -> Vec<Direction> {
    Direction::ALL
        .into_iter()
        .filter(|&d| board.can_slide(d))
        .collect()
}

fn merge_in(line: Line, cell: Cell) -> bool {
    match line {
        Line::Row(row) => cell.row == row,
        Line::Column(col) => cell.col == col,
    }
}

/// Whether `reason` for slide `chosen` is true of `board`.
fn reason_holds(board: &Board, chosen: Direction, reason: Reason) -> bool {
    let ours = after(board, chosen);
    match reason {
        Reason::OnlySlide => legal(board) == [chosen],
        Reason::KeepsLineFull { line } => {
            full(board, line)
                && full(&ours, line)
                && legal(board)
                    .into_iter()
                    .filter(|&d| d != chosen)
                    .all(|d| !full(&after(board, d), line))
        }
        Reason::Merges { value, line } => merges(board, chosen)
            .iter()
            .any(|&(v, cell)| v == 2 * value && merge_in(line, cell)),
        Reason::KeepsCorner { value } => {
            in_a_corner(board, board.highest())
                && ours.highest() == value
                && in_a_corner(&ours, value)
        }
        Reason::IntoCorner { value } => ours.highest() == value && in_a_corner(&ours, value),
        Reason::OpensCells { count } => merges(board, chosen).len() == count,
        Reason::Spares { other, cost } => {
            other != chosen && board.can_slide(other) && cost_holds(board, chosen, other, cost)
        }
        Reason::LeavesEmpty { count } => ours.empty_cells().len() == count,
    }
}

/// Whether `cost` is true of slide `other` next to slide `chosen`.
fn cost_holds(board: &Board, chosen: Direction, other: Direction, cost: Worse) -> bool {
    let ours = after(board, chosen);
    let theirs = after(board, other);
    let biggest = |d| merges(board, d).iter().map(|&(v, _)| v).max();
    match cost {
        Worse::LeavesCorner { value } => {
            in_a_corner(board, value) && value == board.highest() && !in_a_corner(&theirs, value)
        }
        Worse::OutOfCorner { value } => theirs.highest() == value && !in_a_corner(&theirs, value),
        Worse::BreaksLine { line } => {
            full(board, line) && full(&ours, line) && !full(&theirs, line)
        }
        Worse::NoMerge => merges(board, other).is_empty() && !merges(board, chosen).is_empty(),
        Worse::SmallerMerge { value } => {
            biggest(other) == Some(2 * value) && biggest(chosen) > Some(2 * value)
        }
        Worse::FewerEmpty { count } => {
            ours.empty_cells().len() == theirs.empty_cells().len() + count
        }
        Worse::InMiddle { value } => {
            let last = board.size() - 1;
            theirs.highest() == value
                && theirs
                    .cells()
                    .filter(|&c| theirs.value(c) == value)
                    .all(|c| c.col != 0 && c.row != 0 && c.col != last && c.row != last)
        }
        Worse::Between {
            small,
            first,
            second,
        } => {
            small < first
                && small < second
                && lines(board.size()).into_iter().any(|line| {
                    tiles(&theirs, line)
                        .windows(3)
                        .any(|w| w == [first, small, second])
                })
        }
        Worse::FillsLine { line } => full(&theirs, line) && !full(board, line),
        Worse::OutOfOrder { line } => {
            let t = tiles(&theirs, line);
            !t.windows(2).all(|w| w[0] <= w[1]) && !t.windows(2).all(|w| w[0] >= w[1])
        }
        Worse::FewerPairs { count } => count > 0 && pairs(&ours) == pairs(&theirs) + count,
        Worse::PutsTile { value, cell } => {
            value != 0 && theirs.value(cell) == value && ours.value(cell) != value
        }
        Worse::EmptyCell { cell } => theirs.value(cell) == 0 && ours.value(cell) != 0,
        // Not a reason: it never counts as one.
        Worse::SameBoard => false,
    }
}

/// Tallies of one explanation: the kinds said, and those not true.
#[derive(Default)]
struct Tally {
    hints: usize,
    hints_true: usize,
    runner_ups: usize,
    runner_ups_true: usize,
    kinds: BTreeMap<String, usize>,
    wrong: Vec<String>,
    /// Time spent explaining (reported, not checked).
    explaining: std::time::Duration,
}

fn kind<T: std::fmt::Debug>(value: &T) -> String {
    let text = format!("{value:?}");
    text.split([' ', '{', '(']).next().unwrap_or("").to_string()
}

impl Tally {
    fn add(&mut self, board: &Board, explanation: &Explanation) {
        let chosen = explanation.direction;
        self.hints += 1;
        let mut said = vec![explanation.reason];
        said.extend(explanation.also);
        let reason_kind = match explanation.reason {
            Reason::Spares { cost, .. } => format!("hint: other slide {}", kind(&cost)),
            reason => format!("hint: {}", kind(&reason)),
        };
        *self.kinds.entry(reason_kind).or_default() += 1;
        if said.iter().all(|&r| reason_holds(board, chosen, r)) {
            self.hints_true += 1;
        } else {
            self.wrong
                .push(format!("{}: {chosen}: {said:?}", board.to_position()));
        }
        if let Some(rival) = explanation.runner_up {
            self.runner_ups += 1;
            *self
                .kinds
                .entry(format!("next best: {}", kind(&rival.worse)))
                .or_default() += 1;
            if cost_holds(board, chosen, rival.direction, rival.worse) {
                self.runner_ups_true += 1;
            } else {
                self.wrong.push(format!(
                    "{}: {chosen} over {}: {:?}",
                    board.to_position(),
                    rival.direction,
                    rival.worse
                ));
            }
        }
    }

    #[track_caller]
    fn assert_all_true(&self) {
        assert!(self.hints > 0);
        assert!(
            self.wrong.is_empty(),
            "{} of {} reasons not true of the board, the first:\n{}",
            self.wrong.len(),
            self.hints + self.runner_ups,
            self.wrong[..self.wrong.len().min(20)].join("\n")
        );
        assert_eq!(self.hints_true, self.hints);
        assert_eq!(self.runner_ups_true, self.runner_ups);
    }
}

fn suggestion(chosen: Direction, runner_up: Option<Direction>) -> search::Suggestion {
    search::Suggestion {
        direction: chosen,
        depth: 3,
        fast: true,
        runner_up,
        values: [None; 4],
    }
}

/// Boards of every kind: early, middle and late game, full rows, a big
/// tile in the middle, ties everywhere, 3×3 and 5×5.
const BOARDS: &[&str] = &[
    "0 0 0 0/0 0 0 0/0 0 2 0/0 0 0 2",
    "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2",
    "0 0 0 0/0 2 0 0/0 0 4 0/0 0 0 0",
    "0 0 0 0/0 0 0 0/0 0 0 16/0 0 2 0",
    "0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0",
    "0 0 0 0/0 0 0 2/4 0 0 8/64 64 16 4",
    "0 2 0 0/0 0 0 0/2 0 0 4/512 8 8 4",
    "4 8 4 8/8 4 8 4/4 8 4 8/2 2 16 32",
    "2 2 4 4/8 8 0 0/0 0 0 0/2 0 0 0",
    "2 0 0 0/2 0 0 0/4 0 0 0/4 8 0 0",
    "0 0 0 0/0 0 0 0/2 0 0 0/256 2 128 0",
    "0 0 0 0/2 0 0 0/4 2 0 0/256 128 64 8",
    "0 0 0 2/0 0 4 8/0 2 16 32/2 8 64 256",
    "2 4 8 16/0 0 0 0/0 0 0 0/0 0 0 0",
    "0 0 0 0/0 64 0 0/0 0 0 0/0 0 0 0",
    "0 0 0 0/0 64 2 0/0 4 0 0/0 0 0 0",
    "2 0 2 0/0 2 0 2/2 0 2 0/0 2 0 2",
    "4 2 0 0/2 4 0 0/0 0 0 0/0 0 0 0",
    "1024 512 256 128/8 16 32 64/4 2 0 0/0 0 0 2",
    "128 64 32 16/2 4 8 8/0 0 2 4/0 0 0 2",
    "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 0",
    "8 4 2 0/16 8 4 2/32 16 8 4/64 32 16 8",
    "0 0 2 0/0 0 4 0/0 0 8 0/0 0 16 0",
    "0 2 0 0/2 0 2 0/0 2 0 0/0 0 0 0",
    "2 0 0/0 4 0/0 0 2",
    "2 4 8/4 8 2/0 0 2",
    "0 0 0 0 0/0 0 0 0 0/0 0 128 0 0/0 0 0 0 0/2 0 0 0 2",
    "2 4 8 16 32/0 0 0 0 0/0 0 0 0 0/0 0 0 0 0/0 0 0 0 2",
];

#[test]
fn every_reason_on_every_table_board_is_true_for_every_pair_of_slides() {
    let mut tally = Tally::default();
    for position in BOARDS {
        let board = Board::parse(position).unwrap_or_else(|e| panic!("{position}: {e:?}"));
        let moves = legal(&board);
        assert!(!moves.is_empty(), "{position}: no slide");
        for &chosen in &moves {
            for runner_up in moves.iter().copied().filter(|&d| d != chosen) {
                let explanation = search::explain(&board, &suggestion(chosen, Some(runner_up)));
                assert_eq!(explanation.runner_up.map(|r| r.direction), Some(runner_up));
                tally.add(&board, &explanation);
                // The comparison the coach uses says the same as the
                // runner-up.
                assert_eq!(
                    search::compare(&board, chosen, runner_up),
                    explanation.runner_up.map(|r| r.worse),
                    "{position}: {chosen} over {runner_up}"
                );
            }
            if moves.len() == 1 {
                tally.add(&board, &search::explain(&board, &suggestion(chosen, None)));
            }
        }
    }
    tally.assert_all_true();
}

#[test]
fn the_comparison_refuses_illegal_or_equal_slides() {
    let board = Board::parse("0 2 4 2/0 4 2 4/0 2 4 2/0 4 2 4").unwrap();
    assert_eq!(
        search::compare(&board, Direction::Left, Direction::Left),
        None
    );
    assert_eq!(
        search::compare(&board, Direction::Left, Direction::Right),
        None
    );
    assert_eq!(
        search::compare(&board, Direction::Up, Direction::Left),
        None
    );
}

/// Plays a seeded game with the hint's own slides, explaining every
/// position.
fn play(seed: u64, tally: &mut Tally) -> (u64, u64) {
    let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("4×4 game");
    while !game.is_over() {
        let board = game.board().clone();
        let mut asked = 0;
        let answer = search::analyse(&board, 0.5, 1, &mut || {
            asked += 1;
            asked > CHECKS
        })
        .expect("a slide while not over");
        let start = std::time::Instant::now();
        let explanation = search::explain(&board, &answer);
        tally.explaining += start.elapsed();
        tally.add(&board, &explanation);
        game.slide(answer.direction);
    }
    (game.moves(), game.board().highest())
}

#[test]
fn every_hint_of_long_seeded_games_says_a_concrete_true_reason() {
    let mut tally = Tally::default();
    let mut games = Vec::new();
    let seeds = std::env::var("HINT_REASON_SEEDS").unwrap_or_else(|_| "1".into());
    for seed in seeds.split(',') {
        let seed = seed
            .trim()
            .parse()
            .expect("HINT_REASON_SEEDS: seeds separated by commas");
        games.push(play(seed, &mut tally));
    }
    println!("games (slides, highest tile): {games:?}");
    println!(
        "hints with a concrete true reason: {} of {} ({:.1}%)",
        tally.hints_true,
        tally.hints,
        100.0 * tally.hints_true as f64 / tally.hints as f64
    );
    println!(
        "next best with a concrete true reason: {} of {} ({:.1}%)",
        tally.runner_ups_true,
        tally.runner_ups,
        100.0 * tally.runner_ups_true as f64 / tally.runner_ups.max(1) as f64
    );
    println!(
        "explaining took {:.1} µs a hint on average",
        tally.explaining.as_secs_f64() * 1e6 / tally.hints as f64
    );
    for (kind, count) in &tally.kinds {
        println!("  {kind}: {count}");
    }
    tally.assert_all_true();
}
