//! A game in progress: board, score, move count, the first-2048 flag, the
//! random generator that places new tiles, and a bounded undo history.
//!
//! Pure: the generator is a seeded [`Pcg32`] owned by the game (its seed
//! comes from outside), so the same seed and the same slides replay the same
//! game. Every call returns a value describing what happened.

use std::fmt;

use super::board::{Board, MAX_SIZE, MIN_SIZE};
use super::cell::Cell;
use super::direction::Direction;
use super::outcome::SlideOutcome;
use super::random::Pcg32;
use super::tile::value_of;

/// 2^11 = 2048: the tile that wins.
pub const WIN_EXPONENT: u8 = 11;
/// How many slides can be undone.
pub const UNDO_LIMIT: usize = 64;

/// The rules a game is played with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameConfig {
    /// Board side, 3..=8.
    pub size: usize,
    /// The probability that a new tile is a 4 rather than a 2.
    pub four_chance: f64,
}

impl Default for GameConfig {
    /// 4×4, and 2 or 4 with equal chance, as the forum rules say.
    fn default() -> Self {
        GameConfig {
            size: 4,
            four_chance: 0.5,
        }
    }
}

/// Why a [`GameConfig`] cannot be played.
#[derive(Debug, Clone, PartialEq)]
pub enum GameConfigError {
    Size(usize),
    FourChance(f64),
}

impl fmt::Display for GameConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameConfigError::Size(size) => write!(
                f,
                "board size {size} is not supported (choose {MIN_SIZE} to {MAX_SIZE})"
            ),
            GameConfigError::FourChance(p) => {
                write!(f, "the chance of a 4 must be a number from 0 to 1, not {p}")
            }
        }
    }
}

impl std::error::Error for GameConfigError {}

impl GameConfig {
    pub fn validate(&self) -> Result<(), GameConfigError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(GameConfigError::Size(self.size));
        }
        if !(0.0..=1.0).contains(&self.four_chance) {
            return Err(GameConfigError::FourChance(self.four_chance));
        }
        Ok(())
    }
}

/// A tile the game placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spawn {
    pub cell: Cell,
    pub value: u64,
}

/// What one slide request did to the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    pub slide: SlideOutcome,
    /// The new tile; `None` when nothing moved (or, impossibly, no cell was
    /// free).
    pub spawn: Option<Spawn>,
    /// True the first time a 2048 tile appears in this game.
    pub reached_win: bool,
    /// True when, after this move, no slide can change the board.
    pub game_over: bool,
}

/// The game as it was before a slide, for undo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    pub board: Board,
    pub score: u64,
    pub moves: u64,
    pub won: bool,
    pub rng: Pcg32,
    /// The slide that was made from this state.
    pub direction: Direction,
}

/// What an undo restored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undo {
    /// The slide that was taken back.
    pub direction: Direction,
    /// The board before the undo.
    pub from: Board,
    /// The score given back.
    pub score_lost: u64,
}

/// A game in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    config: GameConfig,
    board: Board,
    score: u64,
    moves: u64,
    won: bool,
    rng: Pcg32,
    history: Vec<Snapshot>,
}

impl Game {
    /// A new game: an empty board with two random tiles.
    pub fn new(config: GameConfig, rng: Pcg32) -> Result<Game, GameConfigError> {
        config.validate()?;
        let board = Board::empty(config.size).ok_or(GameConfigError::Size(config.size))?;
        let mut game = Game::from_parts(config, board, 0, 0, rng, Vec::new());
        game.spawn();
        game.spawn();
        Ok(game)
    }

    /// A game that starts from `board` (its size overrides `config.size`).
    pub fn from_board(
        config: GameConfig,
        board: Board,
        rng: Pcg32,
    ) -> Result<Game, GameConfigError> {
        let config = GameConfig {
            size: board.size(),
            ..config
        };
        config.validate()?;
        Ok(Game::from_parts(config, board, 0, 0, rng, Vec::new()))
    }

    /// Rebuilds a game from saved parts. The first-2048 flag is derived from
    /// the board and history; the history is cut to [`UNDO_LIMIT`].
    pub fn from_parts(
        config: GameConfig,
        board: Board,
        score: u64,
        moves: u64,
        rng: Pcg32,
        mut history: Vec<Snapshot>,
    ) -> Game {
        let excess = history.len().saturating_sub(UNDO_LIMIT);
        history.drain(..excess);
        let won = board.highest_exponent() >= WIN_EXPONENT
            || history
                .iter()
                .any(|s| s.board.highest_exponent() >= WIN_EXPONENT);
        Game {
            config,
            board,
            score,
            moves,
            won,
            rng,
            history,
        }
    }

    pub fn config(&self) -> GameConfig {
        self.config
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn score(&self) -> u64 {
        self.score
    }

    /// Real moves made (slides that changed the board, less undone ones).
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Whether a 2048 tile has appeared in this game.
    pub fn won(&self) -> bool {
        self.won
    }

    pub fn rng(&self) -> &Pcg32 {
        &self.rng
    }

    /// Undo history, oldest first.
    pub fn history(&self) -> &[Snapshot] {
        &self.history
    }

    /// No slide can change the board.
    pub fn is_over(&self) -> bool {
        self.board.is_stuck()
    }

    /// Slides the tiles. Only a slide that changes the board is a move: it
    /// counts, scores, and places one new tile (2, or 4 with the configured
    /// chance) in a uniformly chosen empty cell.
    pub fn slide(&mut self, direction: Direction) -> MoveReport {
        let (next, slide) = self.board.slide(direction);
        if !slide.moved() {
            return MoveReport {
                slide,
                spawn: None,
                reached_win: false,
                game_over: self.is_over(),
            };
        }
        self.history.push(Snapshot {
            board: self.board.clone(),
            score: self.score,
            moves: self.moves,
            won: self.won,
            rng: self.rng.clone(),
            direction,
        });
        if self.history.len() > UNDO_LIMIT {
            self.history.remove(0);
        }
        self.board = next;
        self.score = self.score.saturating_add(slide.score_gain);
        self.moves = self.moves.saturating_add(1);
        let spawn = self.spawn();
        let reached_win = !self.won && self.board.highest_exponent() >= WIN_EXPONENT;
        self.won |= reached_win;
        MoveReport {
            slide,
            spawn,
            reached_win,
            game_over: self.is_over(),
        }
    }

    /// Takes back the last slide (board, score, move count and the random
    /// generator, so the same slide brings the same new tile).
    pub fn undo(&mut self) -> Option<Undo> {
        let snapshot = self.history.pop()?;
        let from = std::mem::replace(&mut self.board, snapshot.board);
        let score_lost = self.score.saturating_sub(snapshot.score);
        self.score = snapshot.score;
        self.moves = snapshot.moves;
        self.won = snapshot.won;
        self.rng = snapshot.rng;
        Some(Undo {
            direction: snapshot.direction,
            from,
            score_lost,
        })
    }

    /// Places one tile in a random empty cell.
    fn spawn(&mut self) -> Option<Spawn> {
        let empty = self.board.empty_cells();
        if empty.is_empty() {
            return None;
        }
        let cell = empty[self.rng.below(empty.len() as u32) as usize];
        let exponent = if self.rng.chance(self.config.four_chance) {
            2
        } else {
            1
        };
        self.board.set(cell, exponent);
        Some(Spawn {
            cell,
            value: value_of(exponent),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game_from(position: &str, seed: u64) -> Game {
        Game::from_board(
            GameConfig::default(),
            Board::parse(position).unwrap(),
            Pcg32::from_seed(seed),
        )
        .unwrap()
    }

    #[test]
    fn new_game_has_two_tiles() {
        for seed in 0..50 {
            let game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).unwrap();
            assert_eq!(game.board().tile_count(), 2);
            assert!(game.board().highest() <= 4);
            assert_eq!((game.score(), game.moves()), (0, 0));
        }
    }

    #[test]
    fn a_slide_that_changes_nothing_is_not_a_move() {
        let mut game = game_from("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", 1);
        let report = game.slide(Direction::Left);
        assert!(!report.slide.moved());
        assert_eq!(report.spawn, None);
        assert_eq!(game.moves(), 0);
        assert_eq!(game.board().tile_count(), 1);
        assert!(game.undo().is_none());
    }

    #[test]
    fn a_real_move_spawns_scores_and_counts() {
        let mut game = game_from("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0", 3);
        let report = game.slide(Direction::Left);
        let spawn = report.spawn.expect("a tile appears");
        assert_ne!(spawn.cell, Cell::new(0, 0));
        assert!(spawn.value == 2 || spawn.value == 4);
        assert_eq!(game.board().value(spawn.cell), spawn.value);
        assert_eq!((game.score(), game.moves()), (4, 1));
        assert_eq!(game.board().tile_count(), 2);
    }

    #[test]
    fn first_2048_is_noticed_once() {
        let mut game = game_from("1024 1024 0 0/0 0 0 0/0 0 0 0/1024 1024 0 0", 5);
        assert!(game.slide(Direction::Left).reached_win);
        assert!(game.won());
        let second = game.slide(Direction::Right);
        assert!(second.slide.moved());
        assert!(!second.reached_win);
    }

    #[test]
    fn starting_with_2048_is_not_a_new_win() {
        let mut game = game_from("2048 0 0 0/0 0 0 0/0 0 0 0/1024 1024 0 0", 5);
        assert!(game.won());
        assert!(!game.slide(Direction::Left).reached_win);
    }

    #[test]
    fn game_over_after_last_move() {
        // Only a slide left (or right) is possible; afterwards nothing is.
        let mut game = game_from("2 4 2 4/4 2 4 2/2 4 2 4/8 16 8 0", 9);
        let report = game.slide(Direction::Right);
        assert!(report.slide.moved());
        let spawned = report.spawn.unwrap();
        assert_eq!(spawned.cell, Cell::new(0, 3));
        assert_eq!(report.game_over, game.board().is_stuck());
    }

    #[test]
    fn undo_restores_everything() {
        let mut game = game_from("2 2 0 0/0 0 0 0/0 0 4 0/0 0 0 0", 11);
        let before = game.clone();
        let first = game.slide(Direction::Left);
        let after_first = game.clone();
        let undo = game.undo().unwrap();
        assert_eq!(undo.direction, Direction::Left);
        assert_eq!(undo.score_lost, 4);
        assert_eq!(&undo.from, after_first.board());
        assert_eq!(game, before);
        // The same slide brings the same tile again.
        assert_eq!(game.slide(Direction::Left), first);
    }

    #[test]
    fn undo_history_is_bounded() {
        let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(2)).unwrap();
        let mut made = 0;
        for i in 0..400 {
            if game.slide(Direction::ALL[i % 4]).slide.moved() {
                made += 1;
            }
            if game.is_over() {
                break;
            }
        }
        assert!(
            made > UNDO_LIMIT,
            "the test needs more moves than the limit"
        );
        assert_eq!(game.history().len(), UNDO_LIMIT);
    }

    #[test]
    fn config_is_validated() {
        let bad_size = GameConfig {
            size: 9,
            ..GameConfig::default()
        };
        assert_eq!(
            Game::new(bad_size, Pcg32::from_seed(0)).unwrap_err(),
            GameConfigError::Size(9)
        );
        let bad_chance = GameConfig {
            four_chance: 1.5,
            ..GameConfig::default()
        };
        assert!(Game::new(bad_chance, Pcg32::from_seed(0)).is_err());
        let nan = GameConfig {
            four_chance: f64::NAN,
            ..GameConfig::default()
        };
        assert!(Game::new(nan, Pcg32::from_seed(0)).is_err());
    }
}
