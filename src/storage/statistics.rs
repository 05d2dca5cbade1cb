//! The player's statistics across games, per board size and odds of a 4:
//! games played and won, how many games reached each tile from 512 up, the
//! best and median score, the longest game and the last ten results.
//!
//! A game is counted once, when it is finished: when it is over (no slide
//! left), or when the player gives it up for a new game after at least one
//! slide. A game that is quit is saved and resumed, so it is counted when it
//! finishes later. A game is won when it reaches 2048. A game known by its
//! identifier is one game however often it ends (its end undone, or a crash
//! before its save was replaced): a later end replaces its result.
//! Counts stop at 2^64 − 1.
//!
//! Pure values and arithmetic; the records file keeps them
//! ([`super::records`]), and the front end words them.

use crate::engine::{GameConfig, GameConfigError, exponent_of};

use super::damage::Inconsistency;

/// A game counts as won when it reaches this tile.
pub const WIN_TILE: u64 = 2048;
/// The smallest tile whose games are counted in [`Tally::reached`].
pub const FIRST_COUNTED_TILE: u64 = 512;
/// How many of the latest results a [`Tally`] keeps in [`Tally::last`].
pub const LAST_RESULTS: usize = 10;
/// How many of the latest scores a [`Tally`] keeps for the median: the
/// median is that of the latest 10,000 games.
pub const KEPT_SCORES: usize = 10_000;

/// How a counted game finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// No slide was left.
    Over,
    /// The player started a new game instead (after at least one slide).
    Abandoned,
}

impl Finish {
    /// The word for this finish in the records file and in `stats` output.
    pub fn name(self) -> &'static str {
        match self {
            Finish::Over => "over",
            Finish::Abandoned => "abandoned",
        }
    }

    /// The finish a word names.
    pub fn from_name(name: &str) -> Option<Finish> {
        match name {
            "over" => Some(Finish::Over),
            "abandoned" => Some(Finish::Abandoned),
            _ => None,
        }
    }
}

/// One finished game, as the statistics take it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameResult {
    pub size: usize,
    pub four_chance: f64,
    pub score: u64,
    /// A tile value (2, 4, ..., 2048, ...).
    pub highest_tile: u64,
    /// Slides made.
    pub moves: u64,
    pub finish: Finish,
    /// The game's identifier, kept in its save: a game already counted is
    /// not counted again. `None` for results of older releases.
    pub id: Option<u64>,
}

impl GameResult {
    pub fn won(&self) -> bool {
        self.highest_tile >= WIN_TILE
    }
}

/// The statistics of one board size and odds of a 4.
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    pub size: usize,
    pub four_chance: f64,
    pub played: u64,
    pub won: u64,
    /// For each tile from 512 up, how many games reached it (a game that
    /// reached 1024 reached 512 too), smallest tile first; tiles no game
    /// reached are left out.
    pub reached: Vec<(u64, u64)>,
    pub best_score: u64,
    /// The most slides in one game.
    pub longest_game: u64,
    /// The latest scores, oldest first (at most [`KEPT_SCORES`]).
    pub scores: Vec<u64>,
    /// The latest results, oldest first (at most [`LAST_RESULTS`]).
    pub last: Vec<GameResult>,
}

impl Tally {
    /// No games yet of this size and odds.
    pub fn new(size: usize, four_chance: f64) -> Tally {
        Tally {
            size,
            four_chance,
            played: 0,
            won: 0,
            reached: Vec::new(),
            best_score: 0,
            longest_game: 0,
            scores: Vec::new(),
            last: Vec::new(),
        }
    }

    /// Whether this tally is for games of this size and odds.
    pub fn is_for(&self, size: usize, four_chance: f64) -> bool {
        self.size == size && same_odds(self.four_chance, four_chance)
    }

    /// Counts one finished game of this size and odds; a game already
    /// counted (the same identifier among the latest results) has its
    /// result replaced instead. Counts stop at 2^64 − 1.
    pub fn add(&mut self, result: &GameResult) {
        if let Some(at) = result
            .id
            .and_then(|id| self.last.iter().rposition(|r| r.id == Some(id)))
        {
            self.replace(at, result);
            return;
        }
        self.played = self.played.saturating_add(1);
        self.count(result, true);
        self.best_score = self.best_score.max(result.score);
        self.longest_game = self.longest_game.max(result.moves);
        self.scores.push(result.score);
        if self.scores.len() > KEPT_SCORES {
            self.scores.remove(0);
        }
        self.last.push(*result);
        if self.last.len() > LAST_RESULTS {
            self.last.remove(0);
        }
    }

    /// The latest result `at` (in [`Tally::last`]) becomes `result`: its
    /// win and tiles are taken back and the new ones counted; its score is
    /// replaced among the kept scores. The best score and the longest game
    /// keep the most ever reached.
    fn replace(&mut self, at: usize, result: &GameResult) {
        let old = self.last[at];
        self.count(&old, false);
        self.count(result, true);
        self.best_score = self.best_score.max(result.score);
        self.longest_game = self.longest_game.max(result.moves);
        // Scores and results are kept in the same order, the latest last.
        let from_end = self.last.len() - at;
        if let Some(i) = self.scores.len().checked_sub(from_end) {
            self.scores[i] = result.score;
        }
        self.last[at] = *result;
    }

    /// Counts a result's win and tiles (or takes them back).
    fn count(&mut self, result: &GameResult, up: bool) {
        let step = |n: u64| {
            if up {
                n.saturating_add(1)
            } else {
                n.saturating_sub(1)
            }
        };
        if result.won() {
            self.won = step(self.won);
        }
        let mut tile = FIRST_COUNTED_TILE;
        while tile <= result.highest_tile {
            match self.reached.iter_mut().find(|(t, _)| *t == tile) {
                Some((_, games)) => *games = step(*games),
                None if up => {
                    self.reached.push((tile, 1));
                    self.reached.sort_unstable();
                }
                None => {}
            }
            match tile.checked_mul(2) {
                Some(next) => tile = next,
                None => break,
            }
        }
        self.reached.retain(|&(_, games)| games > 0);
    }

    /// How many games reached `tile`.
    pub fn reached(&self, tile: u64) -> u64 {
        self.reached
            .iter()
            .find(|(t, _)| *t == tile)
            .map_or(0, |(_, games)| *games)
    }

    /// The median of the kept scores: the middle one, or the mean of the
    /// two middle ones (rounded down); `None` before the first game.
    pub fn median_score(&self) -> Option<u64> {
        let mut sorted = self.scores.clone();
        sorted.sort_unstable();
        let n = sorted.len();
        match n {
            0 => None,
            _ if n % 2 == 1 => Some(sorted[n / 2]),
            _ => {
                let (a, b) = (sorted[n / 2 - 1], sorted[n / 2]);
                Some(a / 2 + b / 2 + (a % 2 + b % 2) / 2)
            }
        }
    }

    /// The latest result, if any.
    pub fn latest(&self) -> Option<&GameResult> {
        self.last.last()
    }

    /// Whether the figures agree with each other: a tally read from a file
    /// is checked with this. The fault names the field that is wrong, and
    /// which figures disagree when they do.
    pub fn check(&self) -> Result<(), Fault> {
        let config = GameConfig {
            size: self.size,
            four_chance: self.four_chance,
        };
        config.validate().map_err(|e| match e {
            GameConfigError::Size(_) => Fault::wrong("size", e),
            GameConfigError::FourChance(_) => Fault::wrong("four_chance", e),
        })?;
        if self.won > self.played {
            return Err(Fault::disagree("won", Inconsistency::MoreWonThanPlayed));
        }
        let mut previous = None;
        for &(tile, games) in &self.reached {
            if tile < FIRST_COUNTED_TILE || exponent_of(tile).is_none() {
                return Err(Fault::wrong(
                    "reached",
                    format!("{tile} is not a tile from 512 up"),
                ));
            }
            if previous.is_some_and(|p| p >= tile) {
                return Err(Fault::wrong("reached", "tiles out of order"));
            }
            if games > self.played {
                return Err(Fault::disagree(
                    "reached",
                    Inconsistency::MoreReachedThanPlayed,
                ));
            }
            previous = Some(tile);
        }
        if self.scores.len() > KEPT_SCORES || self.scores.len() as u64 > self.played {
            return Err(Fault::disagree(
                "scores",
                Inconsistency::MoreScoresThanGames,
            ));
        }
        if self.last.len() > LAST_RESULTS || self.last.len() as u64 > self.played {
            return Err(Fault::disagree("last", Inconsistency::MoreResultsThanGames));
        }
        if self
            .last
            .iter()
            .any(|r| exponent_of(r.highest_tile).is_none())
        {
            return Err(Fault::wrong("last", "a highest tile that is not a tile"));
        }
        Ok(())
    }
}

/// What is wrong with a tally: the field, a short technical description,
/// and which figures disagree when that is the fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub field: &'static str,
    pub said: String,
    pub inconsistency: Option<Inconsistency>,
}

impl Fault {
    fn wrong(field: &'static str, said: impl std::fmt::Display) -> Fault {
        Fault {
            field,
            said: said.to_string(),
            inconsistency: None,
        }
    }

    fn disagree(field: &'static str, inconsistency: Inconsistency) -> Fault {
        Fault {
            field,
            said: inconsistency.said().to_string(),
            inconsistency: Some(inconsistency),
        }
    }
}

/// Two odds of a 4 are the same when they differ by less than a millionth
/// (they are read from text, so they may differ in the last bit).
fn same_odds(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

/// Every board size and odds played, each with its [`Tally`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Statistics {
    tallies: Vec<Tally>,
}

impl Statistics {
    /// Statistics made of these tallies, ordered by size, then odds.
    pub fn from_tallies(mut tallies: Vec<Tally>) -> Statistics {
        tallies.sort_by(|a, b| {
            a.size
                .cmp(&b.size)
                .then(a.four_chance.total_cmp(&b.four_chance))
        });
        Statistics { tallies }
    }

    /// Every tally, by size, then odds.
    pub fn tallies(&self) -> &[Tally] {
        &self.tallies
    }

    /// The tally of this size and odds, if a game of them was counted.
    pub fn tally(&self, size: usize, four_chance: f64) -> Option<&Tally> {
        self.tallies.iter().find(|t| t.is_for(size, four_chance))
    }

    /// Counts one finished game.
    pub fn add(&mut self, result: &GameResult) {
        match self
            .tallies
            .iter_mut()
            .find(|t| t.is_for(result.size, result.four_chance))
        {
            Some(tally) => tally.add(result),
            None => {
                let mut tally = Tally::new(result.size, result.four_chance);
                tally.add(result);
                let tallies = std::mem::take(&mut self.tallies);
                *self = Statistics::from_tallies(tallies.into_iter().chain([tally]).collect());
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.tallies.is_empty()
    }

    /// Every tally keeps at most the latest `scores` scores and `results`
    /// results; its counts stay.
    pub fn keep_latest(&mut self, scores: usize, results: usize) {
        for tally in &mut self.tallies {
            let extra = tally.scores.len().saturating_sub(scores);
            tally.scores.drain(..extra);
            let extra = tally.last.len().saturating_sub(results);
            tally.last.drain(..extra);
        }
    }

    /// The most scores one tally keeps.
    pub fn most_scores(&self) -> usize {
        self.tallies
            .iter()
            .map(|t| t.scores.len())
            .max()
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(score: u64, highest_tile: u64) -> GameResult {
        GameResult {
            size: 4,
            four_chance: 0.5,
            score,
            highest_tile,
            moves: score / 10,
            finish: Finish::Over,
            id: None,
        }
    }

    #[test]
    fn medians_of_odd_and_even_counts() {
        let cases: &[(&[u64], Option<u64>)] = &[
            (&[], None),
            (&[7], Some(7)),
            (&[9, 1, 5], Some(5)),
            (&[1, 2], Some(1)),
            (&[10, 40, 20, 30], Some(25)),
            (&[u64::MAX, u64::MAX], Some(u64::MAX)),
        ];
        for (scores, median) in cases {
            let mut tally = Tally::new(4, 0.5);
            for &score in *scores {
                tally.add(&game(score, 4));
            }
            assert_eq!(tally.median_score(), *median, "{scores:?}");
        }
    }

    #[test]
    fn only_the_latest_are_kept() {
        let mut tally = Tally::new(4, 0.5);
        for score in 0..(KEPT_SCORES as u64 + 5) {
            tally.add(&game(score, 2));
        }
        assert_eq!(tally.played, KEPT_SCORES as u64 + 5);
        assert_eq!(tally.scores.len(), KEPT_SCORES);
        assert_eq!(tally.scores[0], 5);
        assert_eq!(tally.last.len(), LAST_RESULTS);
        assert_eq!(
            tally.latest().map(|r| r.score),
            Some(KEPT_SCORES as u64 + 4)
        );
        assert_eq!(tally.check(), Ok(()));
    }

    #[test]
    fn a_game_counted_again_replaces_its_result() {
        let with_id = |score, tile, id| GameResult {
            id,
            ..game(score, tile)
        };
        // (results in order, played, won, reached 512, kept scores)
        type Case<'a> = (&'a [GameResult], u64, u64, u64, &'a [u64]);
        let cases: &[Case] = &[
            (
                &[with_id(900, 2048, Some(1)), with_id(700, 256, Some(1))],
                1,
                0,
                0,
                &[700],
            ),
            (
                &[with_id(700, 256, Some(1)), with_id(900, 2048, Some(1))],
                1,
                1,
                1,
                &[900],
            ),
            (
                &[
                    with_id(10, 512, Some(1)),
                    with_id(20, 16, Some(2)),
                    with_id(30, 1024, Some(1)),
                ],
                2,
                0,
                1,
                &[30, 20],
            ),
            (
                &[with_id(900, 2048, None), with_id(700, 256, None)],
                2,
                1,
                1,
                &[900, 700],
            ),
        ];
        for (n, (results, played, won, reached, scores)) in cases.iter().enumerate() {
            let mut tally = Tally::new(4, 0.5);
            for result in *results {
                tally.add(result);
            }
            assert_eq!(tally.played, *played, "case {n}");
            assert_eq!(tally.won, *won, "case {n}");
            assert_eq!(tally.reached(512), *reached, "case {n}");
            assert_eq!(tally.scores, *scores, "case {n}");
            assert_eq!(tally.last.len() as u64, *played, "case {n}");
            assert_eq!(tally.check(), Ok(()), "case {n}");
        }
    }

    #[test]
    fn counts_stop_at_the_largest_number() {
        let mut tally = Tally::new(4, 0.5);
        tally.add(&game(2048, 2048));
        tally.played = u64::MAX;
        tally.won = u64::MAX;
        tally.reached = vec![(512, u64::MAX), (1024, u64::MAX), (2048, u64::MAX)];
        tally.add(&game(4096, 2048));
        assert_eq!((tally.played, tally.won), (u64::MAX, u64::MAX));
        assert_eq!(tally.reached(2048), u64::MAX);
        assert_eq!(tally.check(), Ok(()));
    }

    #[test]
    fn keeping_the_latest_keeps_the_counts() {
        let mut statistics = Statistics::default();
        for score in 0..30 {
            statistics.add(&game(score, 4));
        }
        statistics.keep_latest(5, 2);
        let tally = &statistics.tallies()[0];
        assert_eq!(tally.played, 30);
        assert_eq!(tally.scores, [25, 26, 27, 28, 29]);
        assert_eq!(
            tally.last.iter().map(|r| r.score).collect::<Vec<_>>(),
            [28, 29]
        );
        assert_eq!(statistics.most_scores(), 5);
    }

    #[test]
    fn a_huge_tile_counts_every_tile_below_it() {
        let mut tally = Tally::new(8, 0.1);
        tally.add(&game(0, 1 << 63));
        assert_eq!(tally.reached.len(), 63 - 9 + 1);
        assert_eq!(tally.reached(512), 1);
        assert_eq!(tally.reached(1 << 63), 1);
    }
}
