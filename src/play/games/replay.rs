//! A finished game watched move by move: its record, the move it stands at
//! (0 is the opening position, the last is where its player stopped), and
//! the game as it was there. A step forward plays the record's next slide
//! or undo and gives back what it did, for the game's own announcement; a
//! step back or a jump plays the record again from the nearest position
//! kept on the way (one every [`KEPT_EVERY`] moves), so any move is
//! reached quickly in a game of any length. Pure: no words, no outputs,
//! no files; it never writes the player's game or records.

use crate::engine::{Game, GameRecord, MoveReport, Pcg32, RecordError, Step, Undo, replay};

/// How often, in moves, a position is kept to step back from.
pub const KEPT_EVERY: usize = 256;

/// What a step forward did.
#[derive(Debug, Clone, PartialEq)]
pub enum Stepped {
    Slide(MoveReport),
    Undo(Undo),
}

/// A recorded game and the move it stands at.
#[derive(Debug, Clone)]
pub struct Replay {
    record: GameRecord,
    at: usize,
    game: Game,
    /// The game at moves 0, [`KEPT_EVERY`], 2 × [`KEPT_EVERY`]… as far
    /// as the replay has gone.
    kept: Vec<Game>,
}

impl Replay {
    /// The replay of a record at its opening position; an error if the
    /// record does not play (its rules, or a step impossible where it
    /// comes).
    pub fn new(record: GameRecord) -> Result<Replay, RecordError> {
        let game = replay(&GameRecord {
            steps: Vec::new(),
            ..record.clone()
        })?
        .game()
        .clone();
        // Every step is checked once, here, so stepping never fails later.
        replay(&record)?;
        Ok(Replay {
            record,
            at: 0,
            kept: vec![game.clone()],
            game,
        })
    }

    /// The game as it stands at [`Replay::at`].
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The move it stands at: 0 before the first.
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many moves (slides and undos) the game holds.
    pub fn len(&self) -> usize {
        self.record.steps.len()
    }

    /// Whether the game holds no move at all.
    pub fn is_empty(&self) -> bool {
        self.record.steps.is_empty()
    }

    /// Plays the next move; `None` at the last.
    pub fn step_forward(&mut self) -> Option<Stepped> {
        let step = *self.record.steps.get(self.at)?;
        let stepped = match step {
            Step::Slide(direction) => Stepped::Slide(self.game.slide(direction)),
            Step::Undo => Stepped::Undo(self.game.undo()?),
        };
        self.at += 1;
        if self.at.is_multiple_of(KEPT_EVERY) && self.kept.len() == self.at / KEPT_EVERY {
            self.kept.push(self.game.clone());
        }
        Some(stepped)
    }

    /// Goes back one move; false at the opening position.
    pub fn back(&mut self) -> bool {
        match self.at.checked_sub(1) {
            Some(before) => {
                self.go_to(before);
                true
            }
            None => false,
        }
    }

    /// Goes to move `at` (at most the last), from the nearest position
    /// kept at or before it.
    pub fn go_to(&mut self, at: usize) {
        let at = at.min(self.len());
        if at < self.at || at / KEPT_EVERY > self.at / KEPT_EVERY {
            let from = (at / KEPT_EVERY).min(self.kept.len() - 1);
            self.game = self.kept[from].clone();
            self.at = from * KEPT_EVERY;
        }
        while self.at < at {
            self.step_forward();
        }
    }

    /// The seed of the game's tiles.
    pub fn seed(&self) -> u64 {
        self.record.origin.seed()
    }
}

/// The opening position of a record, as a new game of its rules.
pub fn opening_game(record: &GameRecord) -> Option<Game> {
    Game::new(record.config(), Pcg32::from_seed(record.origin.seed())).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Direction, GameConfig, Origin, RecordedGame};

    /// A seeded game of at least `slides` moves, with an undo after every
    /// fifth slide, then slides and undos in turn.
    fn played(seed: u64, slides: usize) -> RecordedGame {
        let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
        let mut n = 0;
        for &d in Direction::ALL.iter().cycle() {
            if n >= slides || game.game().is_over() {
                break;
            }
            if game.slide(d).slide.moved() {
                n += 1;
                if n % 5 == 0 {
                    game.undo();
                }
            }
        }
        // Past the game's end (if it came), slides taken back at once.
        while game.record().steps.len() < slides {
            game.undo();
            if let Some(&Step::Slide(d)) = game.possible_steps().first() {
                game.slide(d);
            }
        }
        game
    }

    /// The game a record reaches after its first `at` moves.
    fn reached(record: &GameRecord, at: usize) -> Game {
        let cut = GameRecord {
            steps: record.steps[..at].to_vec(),
            ..record.clone()
        };
        replay(&cut).unwrap().game().clone()
    }

    #[test]
    fn every_move_forward_back_and_by_jumps_reaches_the_recorded_game() {
        for (seed, slides) in [(1, 0), (7, 30), (11, 700)] {
            let record = played(seed, slides).record().clone();
            if slides > 2 * KEPT_EVERY {
                assert!(
                    record.steps.len() > 2 * KEPT_EVERY,
                    "{}",
                    record.steps.len()
                );
            }
            let mut watched = Replay::new(record.clone()).unwrap();
            assert_eq!(watched.game(), &opening_game(&record).unwrap());
            for at in 1..=record.steps.len() {
                assert!(watched.step_forward().is_some());
                assert_eq!(watched.at(), at);
                assert_eq!(watched.game(), &reached(&record, at), "seed {seed} at {at}");
            }
            assert_eq!(watched.step_forward(), None);
            for at in (0..record.steps.len()).rev().step_by(37) {
                watched.go_to(at);
                assert_eq!(watched.game(), &reached(&record, at), "seed {seed} to {at}");
            }
            watched.go_to(record.steps.len());
            while watched.back() {
                let at = watched.at();
                if at.is_multiple_of(53) {
                    assert_eq!(
                        watched.game(),
                        &reached(&record, at),
                        "seed {seed} back {at}"
                    );
                }
            }
            assert_eq!(watched.at(), 0);
        }
    }

    #[test]
    fn a_record_that_does_not_play_is_refused() {
        let record = GameRecord {
            origin: Origin::Seed(1),
            size: 4,
            four_permyriad: 5000,
            steps: vec![Step::Undo],
        };
        assert!(Replay::new(record).is_err());
    }
}
