//! Every hint reason is true of its board: a check written apart from the
//! analysis (from the engine's own slides) confirms each reason and each
//! runner-up's cost, over a table of boards written as text (every pair of
//! legal slides compared) and over every position of seeded long games
//! played by the hint itself. None may be the "same board" non-answer.
//!
//! The long games are the measure of the share of concrete reasons:
//! `cargo test --release --test engine hint_reason_truth:: -- --nocapture` prints
//! it for one game (seed 1); `HINT_REASON_SEEDS=1,2,3` in the environment
//! plays those seeds instead (docs/benchmarks.md).

use crate::reason_truth;

use std::collections::BTreeMap;

use accessible_2048::analysis::search::{self, Explanation, Reason};
use accessible_2048::engine::{Board, Direction, Game, GameConfig, Pcg32};
use reason_truth::{cost_holds, legal, reason_holds};

/// How often the search may ask whether time is up: bounded, so every run
/// plays the same games.
const CHECKS: u32 = 64;

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
        scale: search::ValueScale::Heuristic,
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
    // A merge makes a bigger tile out of the corner while the old highest
    // keeps one.
    "4 0 0 0/4 0 0 0/2 4 0 0/2 0 0 0",
    "0 0 4 0/0 0 0 0/0 0 0 0/0 0 4 4",
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
        let answer = search::analyse(&board, 0.5, 1, search::Evaluation::Heuristic, &mut || {
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
