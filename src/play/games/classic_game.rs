//! The classic game on the table, with its record when it has one. A game
//! from a seed or a day is a [`RecordedGame`]: the engine records each
//! slide that changes the board and each undo as it is played, and nothing
//! else writes its steps. A game from a position, a resumed game whose
//! save holds no record that replays to it, a game whose odds cannot be
//! recorded exactly and a replay's position have none: a game is either
//! recorded from its start or not at all. Pure: the engine's games, no
//! words, no files.

use crate::engine::{
    Direction, Game, GameConfig, GameConfigError, GameRecord, MoveReport, Origin, Pcg32,
    RecordedGame, Undo, odds_permyriad, replay,
};

/// A classic game, recorded from its start or not at all.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassicGame {
    /// A game from a seed or a day, its record kept as it is played.
    Recorded(RecordedGame),
    /// A game with no record.
    Unrecorded(Game),
}

/// The record of a new classic game from `seed` with these rules; none when
/// the odds cannot be recorded exactly (more than four decimals).
pub fn new_record(seed: u64, config: GameConfig) -> Option<GameRecord> {
    Some(GameRecord {
        origin: Origin::Seed(seed),
        size: config.size,
        four_permyriad: odds_permyriad(config.four_chance).ok()?,
        steps: Vec::new(),
    })
}

impl ClassicGame {
    /// A new game from `seed` with these rules: recorded, unless its odds
    /// cannot be recorded exactly (more than four decimals).
    pub fn from_seed(seed: u64, config: GameConfig) -> Result<ClassicGame, GameConfigError> {
        match RecordedGame::new(Origin::Seed(seed), config) {
            Ok(recorded) => Ok(ClassicGame::Recorded(recorded)),
            Err(_) => Game::new(config, Pcg32::from_seed(seed)).map(ClassicGame::Unrecorded),
        }
    }

    /// `game` recorded by `record` when that record replays to exactly it
    /// (board, score, moves, generator and undo history), else `game` with
    /// no record: a record that does not lead to its game is never kept.
    pub fn with_record(game: Game, record: Option<GameRecord>) -> ClassicGame {
        match record.map(|record| replay(&record)) {
            Some(Ok(recorded)) if recorded.game() == &game => ClassicGame::Recorded(recorded),
            _ => ClassicGame::Unrecorded(game),
        }
    }

    /// The game itself.
    pub fn game(&self) -> &Game {
        match self {
            ClassicGame::Recorded(recorded) => recorded.game(),
            ClassicGame::Unrecorded(game) => game,
        }
    }

    /// Its record (origin, rules and every step so far), if it has one.
    pub fn record(&self) -> Option<&GameRecord> {
        match self {
            ClassicGame::Recorded(recorded) => Some(recorded.record()),
            ClassicGame::Unrecorded(_) => None,
        }
    }

    /// Its record, the game let go (a game left for a new one).
    pub fn into_record(self) -> Option<GameRecord> {
        match self {
            ClassicGame::Recorded(recorded) => Some(recorded.into_record()),
            ClassicGame::Unrecorded(_) => None,
        }
    }

    /// Slides; a recorded game records the slide if it changed the board.
    pub fn slide(&mut self, direction: Direction) -> MoveReport {
        match self {
            ClassicGame::Recorded(recorded) => recorded.slide(direction),
            ClassicGame::Unrecorded(game) => game.slide(direction),
        }
    }

    /// Takes back the last slide; a recorded game records the undo.
    pub fn undo(&mut self) -> Option<Undo> {
        match self {
            ClassicGame::Recorded(recorded) => recorded.undo(),
            ClassicGame::Unrecorded(game) => game.undo(),
        }
    }
}

impl From<Game> for ClassicGame {
    /// A game with no record.
    fn from(game: Game) -> ClassicGame {
        ClassicGame::Unrecorded(game)
    }
}

impl From<RecordedGame> for ClassicGame {
    fn from(recorded: RecordedGame) -> ClassicGame {
        ClassicGame::Recorded(recorded)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;

    fn played(seed: u64, config: GameConfig, slides: usize) -> ClassicGame {
        let mut game = ClassicGame::from_seed(seed, config).expect("playable rules");
        for &direction in Direction::ALL.iter().cycle().take(slides) {
            game.slide(direction);
        }
        game.undo();
        game
    }

    #[test]
    fn a_game_is_recorded_from_a_seed_only_when_its_odds_are_exact() {
        let table = [
            (GameConfig::default(), true),
            (
                GameConfig {
                    size: 3,
                    four_chance: 0.125,
                },
                true,
            ),
            (
                GameConfig {
                    size: 4,
                    four_chance: 1.0 / 3.0,
                },
                false,
            ),
        ];
        for (config, recorded) in table {
            let game = played(9, config, 20);
            assert_eq!(game.record().is_some(), recorded, "{config:?}");
            let plain = {
                let mut plain = Game::new(config, Pcg32::from_seed(9)).expect("playable");
                for &direction in Direction::ALL.iter().cycle().take(20) {
                    plain.slide(direction);
                }
                plain.undo();
                plain
            };
            assert_eq!(game.game(), &plain, "{config:?}");
            if let Some(record) = game.record() {
                assert_eq!(replay(record).expect("replays").game(), game.game());
            }
        }
    }

    #[test]
    fn only_a_record_that_replays_to_its_game_is_kept() {
        let config = GameConfig::default();
        let game = played(4, config, 12);
        let record = game.record().expect("recorded").clone();
        let shorter = GameRecord {
            steps: record.steps[..record.steps.len() - 1].to_vec(),
            ..record.clone()
        };
        let other_seed = GameRecord {
            origin: Origin::Seed(5),
            ..record.clone()
        };
        let board = Board::parse("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2").expect("a board");
        let from_position =
            Game::from_board(config, board, Pcg32::from_seed(4)).expect("a position");
        let table = [
            (game.game().clone(), Some(record.clone()), true),
            (game.game().clone(), Some(shorter), false),
            (game.game().clone(), Some(other_seed), false),
            (game.game().clone(), None, false),
            (from_position, Some(record.clone()), false),
        ];
        for (at, record, kept) in table {
            let resumed = ClassicGame::with_record(at.clone(), record.clone());
            assert_eq!(resumed.game(), &at);
            assert_eq!(resumed.record().is_some(), kept, "{record:?}");
        }
    }
}
