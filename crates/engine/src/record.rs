//! The record of a game: where it came from (a seed or a day), its rules
//! (board size, exact odds of a 4) and every step the player took (each
//! slide that changed the board, each undo), captured as the game is played
//! by a [`RecordedGame`]; and [`replay`], which plays a record again from
//! its seed. Pure: no clock, no files, no words.

use std::fmt;

use super::daily::{Date, daily_seed};
use super::direction::Direction;
use super::game::{Game, GameConfig, GameConfigError, MoveReport, Undo};
use super::random::Pcg32;

/// The odds of a 4 are held in ten-thousandths: every chance written with
/// at most four decimals (0.5, 0.1, 0.125, 0.0001) is exactly
/// `permyriad / 10000` read back as the same `f64`, so the game replays
/// with the very same draws.
pub const ODDS_SCALE: u16 = 10_000;

/// Where a game's tiles come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// `--seed N` (or a seed the game chose).
    Seed(u64),
    /// The daily game of this UTC day.
    Daily(Date),
}

impl Origin {
    /// The seed the generator starts from.
    pub fn seed(self) -> u64 {
        match self {
            Origin::Seed(seed) => seed,
            Origin::Daily(date) => daily_seed(date),
        }
    }
}

/// One thing the player did that changed the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    Slide(Direction),
    Undo,
}

/// A game as seed, rules and steps: enough to play it again exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    pub origin: Origin,
    pub size: usize,
    /// The chance of a 4, in ten-thousandths (see [`ODDS_SCALE`]).
    pub four_permyriad: u16,
    pub steps: Vec<Step>,
}

/// Why a game cannot be recorded or replayed.
#[derive(Debug, Clone, PartialEq)]
pub enum RecordError {
    /// The rules are not playable.
    Config(GameConfigError),
    /// The chance of a 4 has more than four decimals.
    Odds(f64),
    /// Step `index` (from 0) cannot be taken in the position reached.
    Impossible { index: usize, step: Step },
    /// The game's code would have about `chars` characters, more than the
    /// `limit` a code may have: the game is too long to share.
    TooLong { chars: usize, limit: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Config(error) => error.fmt(f),
            RecordError::Odds(p) => write!(
                f,
                "a chance of a 4 of {p} cannot be shared: a code holds it to four decimals"
            ),
            RecordError::Impossible { index, step } => {
                let what = match step {
                    Step::Slide(direction) => format!("slide {direction}"),
                    Step::Undo => "undo".to_string(),
                };
                write!(f, "impossible move at move {}: {what}", index + 1)
            }
            RecordError::TooLong { chars, limit } => write!(
                f,
                "the game is too long to share: its code would have at least {chars} characters, more than the {limit} a code may have"
            ),
        }
    }
}

impl std::error::Error for RecordError {}

/// The chance of a 4 in ten-thousandths, if it has at most four decimals.
pub fn odds_permyriad(four_chance: f64) -> Result<u16, RecordError> {
    if !(0.0..=1.0).contains(&four_chance) {
        return Err(RecordError::Config(GameConfigError::FourChance(
            four_chance,
        )));
    }
    let permyriad = (four_chance * f64::from(ODDS_SCALE)).round() as u16;
    if odds_chance(permyriad) == four_chance {
        Ok(permyriad)
    } else {
        Err(RecordError::Odds(four_chance))
    }
}

/// The chance of a 4 that ten-thousandths stand for.
pub fn odds_chance(permyriad: u16) -> f64 {
    f64::from(permyriad) / f64::from(ODDS_SCALE)
}

impl GameRecord {
    /// The rules the record is played with.
    pub fn config(&self) -> GameConfig {
        GameConfig {
            size: self.size,
            four_chance: odds_chance(self.four_permyriad),
        }
    }

    /// How many undos the steps hold.
    pub fn undos(&self) -> u64 {
        self.steps.iter().filter(|s| **s == Step::Undo).count() as u64
    }
}

/// A game with its record, kept as it is played.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordedGame {
    game: Game,
    record: GameRecord,
}

impl RecordedGame {
    /// A new game from a seed or a day, with these rules (a day's game has
    /// the rules the caller gives: [`super::DAILY_CONFIG`] for the real one).
    pub fn new(origin: Origin, config: GameConfig) -> Result<RecordedGame, RecordError> {
        let four_permyriad = odds_permyriad(config.four_chance)?;
        let game =
            Game::new(config, Pcg32::from_seed(origin.seed())).map_err(RecordError::Config)?;
        Ok(RecordedGame {
            game,
            record: GameRecord {
                origin,
                size: config.size,
                four_permyriad,
                steps: Vec::new(),
            },
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The record alone, the game let go (a game left for a new one).
    pub fn into_record(self) -> GameRecord {
        self.record
    }

    /// Undos taken in this game.
    pub fn undos(&self) -> u64 {
        self.record.undos()
    }

    /// Slides; only a slide that changes the board is recorded.
    pub fn slide(&mut self, direction: Direction) -> MoveReport {
        let report = self.game.slide(direction);
        if report.slide.moved() {
            self.record.steps.push(Step::Slide(direction));
        }
        report
    }

    /// Takes back the last slide; recorded when there was one to take back.
    pub fn undo(&mut self) -> Option<Undo> {
        let undo = self.game.undo()?;
        self.record.steps.push(Step::Undo);
        Some(undo)
    }

    /// Takes one recorded step, or says it is impossible here.
    pub fn step(&mut self, step: Step) -> bool {
        match step {
            Step::Slide(direction) => self.slide(direction).slide.moved(),
            Step::Undo => self.undo().is_some(),
        }
    }

    /// The steps possible in the position reached: the slides that change
    /// the board (in [`Direction::ALL`] order), then undo if there is a
    /// slide to take back.
    pub fn possible_steps(&self) -> Vec<Step> {
        let mut steps: Vec<Step> = Direction::ALL
            .into_iter()
            .filter(|&d| self.game.board().can_slide(d))
            .map(Step::Slide)
            .collect();
        if !self.game.history().is_empty() {
            steps.push(Step::Undo);
        }
        steps
    }
}

/// Plays a record again from its seed, step by step.
pub fn replay(record: &GameRecord) -> Result<RecordedGame, RecordError> {
    let config = record.config();
    let mut game = RecordedGame::new(record.origin, config)?;
    game.record.four_permyriad = record.four_permyriad;
    for (index, &step) in record.steps.iter().enumerate() {
        if !game.step(step) {
            return Err(RecordError::Impossible { index, step });
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_with_four_decimals_are_exact() {
        let table = [
            (0.5, Some(5000)),
            (0.1, Some(1000)),
            (0.0, Some(0)),
            (1.0, Some(10_000)),
            (0.125, Some(1250)),
            (0.0001, Some(1)),
            (0.3333, Some(3333)),
            (0.33333, None),
            (1.0 / 3.0, None),
        ];
        for (chance, expected) in table {
            assert_eq!(odds_permyriad(chance).ok(), expected, "{chance}");
            if let Some(permyriad) = expected {
                assert_eq!(odds_chance(permyriad), chance);
            }
        }
        for text in ["0.1", "0.2", "0.7", "0.9999", "0.05"] {
            let chance: f64 = text.parse().unwrap();
            assert!(odds_permyriad(chance).is_ok(), "{text}");
        }
    }

    #[test]
    fn no_op_slides_are_not_recorded_and_undos_are() {
        let config = GameConfig::default();
        let mut game = RecordedGame::new(Origin::Seed(5), config).unwrap();
        let mut expected = Vec::new();
        for &d in Direction::ALL.iter().cycle().take(12) {
            if game.slide(d).slide.moved() {
                expected.push(Step::Slide(d));
            }
        }
        assert!(game.undo().is_some());
        expected.push(Step::Undo);
        assert_eq!(game.record().steps, expected);
        let again = replay(game.record()).unwrap();
        assert_eq!(again.game(), game.game());
    }

    #[test]
    fn an_impossible_step_is_named() {
        let record = GameRecord {
            origin: Origin::Seed(1),
            size: 4,
            four_permyriad: 5000,
            steps: vec![Step::Undo],
        };
        assert_eq!(
            replay(&record).unwrap_err(),
            RecordError::Impossible {
                index: 0,
                step: Step::Undo
            }
        );
    }
}
