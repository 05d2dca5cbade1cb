//! The coach judges the slide the player made: over every position of many
//! seeded games (slides chosen at random, the engine's own slide now and
//! then, the search stopped after a varying number of time checks so every
//! kind of verdict comes: the engine's choice, about as good, slightly
//! worse, worse, much worse, and no measure), every verdict that names a
//! slide as the player's names the slide the player made, names the
//! engine's slide as the search's choice, and what it says the player's
//! slide costs is true of the board that slide leaves next to the board
//! the engine's slide leaves, by a check written apart from the analysis
//! (from the engine's own slides). The words follow the verdict: the
//! messages said name the same two slides and the same cost, in full and in
//! brief.
//!
//! `cargo test --release --test engine coach_verdicts:: -- --nocapture` prints how
//! many verdicts of each kind and each cost the games gave.

use crate::common;
use crate::reason_truth;

use std::collections::BTreeMap;

use accessible_2048::analysis::coach::{Differs, Shortfall, Verdict, judge, shortfall};
use accessible_2048::analysis::search::{self, Suggestion, Worse};
use accessible_2048::engine::{Board, Cell, Direction, Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{
    Arg, Message, brief_cost, coach_verdict, coach_verdict_brief, full_cost,
};
use common::SplitMix;
use reason_truth::{after, cost_holds, legal};

/// Games of each size, and the most slides played in one.
const GAMES: &[(usize, u64)] = &[(4, 40), (3, 6), (5, 6)];
const MOST_SLIDES: usize = 120;

/// How often the search may ask whether time is up: a few give answers
/// from unfinished looks ahead (a slide left unvalued), more give deep ones.
const CHECKS: &[u32] = &[1, 4, 16, 64, 128];

fn search(board: &Board, checks: u32) -> Option<Suggestion> {
    let mut asked = 0;
    search::analyse(board, 0.5, 1, search::Evaluation::Heuristic, &mut || {
        asked += 1;
        asked > checks
    })
}

fn kind<T: std::fmt::Debug>(value: &T) -> String {
    let text = format!("{value:?}");
    text.split([' ', '{', '(']).next().unwrap_or("").to_string()
}

/// What the verdicts were, and what was wrong with any.
#[derive(Default)]
struct Tally {
    verdicts: usize,
    naming_the_player_s_slide: usize,
    kinds: BTreeMap<String, usize>,
    costs: BTreeMap<String, usize>,
    wrong: Vec<String>,
}

impl Tally {
    fn check(&mut self, board: &Board, played: Direction, answer: &Suggestion, verdict: &Verdict) {
        self.verdicts += 1;
        let english = Localizer::new(&LOCALES[0]);
        let position = board.to_position();
        let mut wrong = |what: String| self.wrong.push(format!("{position}: {played}: {what}"));
        match verdict {
            Verdict::Matched => {
                *self.kinds.entry("the engine's choice".into()).or_default() += 1;
                if answer.direction != played {
                    wrong(format!(
                        "matched, but the search chose {}",
                        answer.direction
                    ));
                }
            }
            Verdict::Differs(differs) => {
                let Differs {
                    engine,
                    played: named,
                    cost,
                    size,
                    shortfall: measure,
                } = *differs;
                *self.kinds.entry(kind(&measure)).or_default() += 1;
                *self.costs.entry(kind(&cost)).or_default() += 1;
                if named != played {
                    wrong(format!("names {named} as the player's slide"));
                } else {
                    self.naming_the_player_s_slide += 1;
                }
                if engine != answer.direction || engine == played {
                    wrong(format!(
                        "engine {engine}, the search chose {}",
                        answer.direction
                    ));
                }
                if size != board.size() {
                    wrong(format!("size {size}"));
                }
                // The cost is a fact of the player's slide against the
                // engine's; "the same board" only when it is.
                let holds = match cost {
                    Worse::SameBoard => after(board, engine) == after(board, played),
                    cost => cost_holds(board, engine, played, cost),
                };
                if !holds {
                    wrong(format!("{cost:?} is not true of {played} next to {engine}"));
                }
                let expected = match (answer.value_of(engine), answer.value_of(played)) {
                    (Some(best), Some(yours)) => shortfall(best, yours, answer.scale),
                    _ => Shortfall::Unknown,
                };
                if measure != expected {
                    wrong(format!("{measure:?}, the search's values say {expected:?}"));
                }
                // The words name the same slides and the same cost.
                for (line, said_cost) in [
                    (coach_verdict(verdict), full_cost(size, cost)),
                    (coach_verdict_brief(verdict), brief_cost(size, cost)),
                ] {
                    let text =
                        |part: usize, name| match line.parts.get(part).and_then(|p| p.arg(name)) {
                            Some(Arg::Text(text)) => text.clone(),
                            other => format!("{other:?}"),
                        };
                    // The first part names the engine's slide and the
                    // player's; the second what the player's slide costs.
                    if text(0, "played") != played.name()
                        || text(0, "direction") != engine.name()
                        || text(1, "played") != played.name()
                    {
                        wrong(format!("said {line:?}"));
                    }
                    if line.parts[1].arg("cost") != Some(&Arg::List(vec![said_cost])) {
                        wrong(format!("said the cost {line:?}"));
                    }
                    // What a player hears is true of the boards: a tile
                    // "put" somewhere came there, one "left" somewhere
                    // stayed.
                    let heard = english.line(&line);
                    if let Err(why) = words_hold(board, engine, played, &heard) {
                        wrong(format!("said \"{heard}\": {why}"));
                    }
                }
            }
        }
    }
}

/// A cell named as the game names it ("A4"), else `None`.
fn cell_named(name: &str) -> Option<Cell> {
    name.parse().ok()
}

/// The words after `lead` in `text`, up to the first `stop`, split at
/// spaces: `puts an 8 in A4` read from "puts" gives `["an", "8", "in", "A4"]`.
fn words_after<'a>(text: &'a str, lead: &str) -> Vec<Vec<&'a str>> {
    text.match_indices(lead)
        .map(|(at, _)| {
            text[at + lead.len()..]
                .split([';', '.'])
                .next()
                .unwrap_or("")
                .split_whitespace()
                .collect()
        })
        .collect()
}

/// How many tiles of value `small` stand between a `first` and a `second`
/// (in either order, empties skipped) in their row or column: each tile
/// once, as the coach counts them.
fn dips_of(board: &Board, small: u64, first: u64, second: u64) -> usize {
    let mut cells = Vec::new();
    for line in reason_truth::lines(board.size()) {
        let filled: Vec<_> = reason_truth::line_cells(board, line)
            .into_iter()
            .filter(|&c| board.value(c) != 0)
            .collect();
        for w in filled.windows(3) {
            let [a, b, c] = [w[0], w[1], w[2]].map(|cell| board.value(cell));
            let around = [(first, second), (second, first)].contains(&(a, c));
            if b == small && around && !cells.contains(&w[1]) {
                cells.push(w[1]);
            }
        }
    }
    cells.len()
}

/// Whether what an English verdict says the player's slide does to tiles
/// and cells is true as heard, on `board` slid `played` next to `engine`:
/// "puts a 4 in B2" (the 4 came to B2, where the engine's slide puts none),
/// "leaves the 8 in A4" (it was there and stays, where the engine's slide
/// moves it), "puts a 2 between the 8 and the 16" (that run is new),
/// "leaves C1 empty" (empty, where the engine's slide puts a tile).
fn words_hold(
    board: &Board,
    engine: Direction,
    played: Direction,
    heard: &str,
) -> Result<(), String> {
    let (ours, theirs) = (after(board, engine), after(board, played));
    for words in words_after(heard, "puts ") {
        match words[..] {
            [_, value, "in", cell, ..] => {
                let value: u64 = value.parse().map_err(|_| format!("value {value}"))?;
                let cell = cell_named(cell).ok_or(format!("cell {cell}"))?;
                if board.value(cell) == value {
                    return Err(format!("the {value} was already in {cell}"));
                }
                if theirs.value(cell) != value || ours.value(cell) == value {
                    return Err(format!("no {value} comes to {cell} by {played} alone"));
                }
            }
            [_, small, "between", "the", first, "and", "the", second, ..] => {
                let [small, first, second] = [small, first, second].map(|v| v.parse().unwrap_or(0));
                if dips_of(&theirs, small, first, second) <= dips_of(board, small, first, second) {
                    return Err(format!("no new {small} between a {first} and a {second}"));
                }
            }
            _ => {}
        }
    }
    for words in words_after(heard, "leaves the ") {
        if let [value, "in", cell, ..] = words[..]
            && let (Ok(value), Some(cell)) = (value.parse::<u64>(), cell_named(cell))
            && !(board.value(cell) == value
                && theirs.value(cell) == value
                && ours.value(cell) != value)
        {
            return Err(format!(
                "the {value} does not stay in {cell} only by {played}"
            ));
        }
    }
    for words in words_after(heard, "leaves ") {
        if let [cell, "empty", ..] = words[..]
            && let Some(cell) = cell_named(cell)
            && !(theirs.value(cell) == 0 && ours.value(cell) != 0)
        {
            return Err(format!("{cell} is not left empty only by {played}"));
        }
    }
    Ok(())
}

/// Plays seeded games with random slides (the engine's own now and then),
/// judging every slide.
fn play_all() -> Tally {
    let mut tally = Tally::default();
    for &(size, games) in GAMES {
        for seed in 1..=games {
            let config = GameConfig {
                size,
                ..GameConfig::default()
            };
            let mut game = Game::new(config, Pcg32::from_seed(seed)).expect("a game");
            let mut choose = SplitMix(seed * 31 + size as u64);
            let mut slides = 0;
            while !game.is_over() && slides < MOST_SLIDES {
                let board = game.board().clone();
                let checks = CHECKS[choose.below(CHECKS.len() as u64) as usize];
                let answer = search(&board, checks).expect("a slide while not over");
                let moves = legal(&board);
                let played = if choose.below(4) == 0 {
                    answer.direction
                } else {
                    moves[choose.below(moves.len() as u64) as usize]
                };
                let verdict = judge(&board, played, Some(&answer)).expect("a verdict");
                tally.check(&board, played, &answer, &verdict);
                game.slide(played);
                slides += 1;
            }
        }
    }
    tally
}

#[test]
fn every_verdict_over_seeded_games_names_the_player_s_slide_and_a_true_cost_of_it() {
    let tally = play_all();
    println!("verdicts: {}", tally.verdicts);
    println!(
        "differing verdicts naming the slide the player made: {} of {}",
        tally.naming_the_player_s_slide,
        tally.verdicts - tally.kinds.get("the engine's choice").unwrap_or(&0)
    );
    for (kind, count) in &tally.kinds {
        println!("  {kind}: {count}");
    }
    for (cost, count) in &tally.costs {
        println!("  cost {cost}: {count}");
    }
    assert!(
        tally.wrong.is_empty(),
        "{} of {} verdicts wrong, the first:\n{}",
        tally.wrong.len(),
        tally.verdicts,
        tally.wrong[..tally.wrong.len().min(20)].join("\n")
    );
    // Every kind of verdict came, so none went unchecked.
    for kind in [
        "the engine's choice",
        "AsGood",
        "Slightly",
        "Clearly",
        "Much",
        "Unknown",
    ] {
        assert!(
            tally.kinds.get(kind).is_some_and(|&n| n > 0),
            "no verdict {kind}: {:?}",
            tally.kinds
        );
    }
}

#[test]
fn every_language_says_the_player_s_slide_s_cost_in_the_verdict_and_the_hint_alike() {
    // The 512 sits in the corner A4; left keeps it there, up takes it out.
    let board = Board::parse("0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0").unwrap();
    let answer = Suggestion {
        direction: Direction::Left,
        depth: 3,
        fast: true,
        runner_up: Some(Direction::Down),
        values: [None; 4],
        scale: search::ValueScale::Heuristic,
    };
    let verdict = judge(&board, Direction::Up, Some(&answer)).unwrap();
    let Verdict::Differs(differs) = verdict else {
        panic!("{verdict:?}");
    };
    assert_eq!(differs.cost, Worse::LeavesCorner { value: 512 });
    let other = judge(&board, Direction::Right, Some(&answer)).unwrap();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let full = words.line(&coach_verdict(&verdict));
        let brief = words.line(&coach_verdict_brief(&verdict));
        // The cost in the words the hint uses for another slide's cost.
        let cost = words.message(&full_cost(4, differs.cost));
        let short_cost = words.message(&brief_cost(4, differs.cost));
        assert!(full.contains(&cost), "{full} lacks {cost}");
        assert!(cost.contains("512"), "{cost}");
        assert!(brief.contains(&short_cost), "{brief} lacks {short_cost}");
        let hint = words.message(
            &Message::new("hint-brief-spares")
                .text("direction", "up")
                .list("cost", vec![brief_cost(4, differs.cost)]),
        );
        assert!(hint.contains(&short_cost), "{hint}");
        // Another slide played, another line: the player's slide is said.
        assert_ne!(words.line(&coach_verdict(&other)), full, "{}", locale.id);
        assert_ne!(
            words.line(&coach_verdict_brief(&other)),
            brief,
            "{}",
            locale.id
        );
    }
}
