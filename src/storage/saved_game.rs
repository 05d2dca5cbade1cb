//! The saved-game file format (JSON, human-readable, versioned) and its
//! encoder and validating decoder.
//!
//! ```json
//! {
//!   "format": "accessible-2048 save",
//!   "version": 1,
//!   "config": { "size": 4, "four_chance": 0.5 },
//!   "board": "2 0 0 0/0 4 0 0/0 0 0 0/0 0 0 2",
//!   "score": 4,
//!   "moves": 1,
//!   "rng": { "state": "6c1b9f0e5a3d2b47", "increment": "4091" },
//!   "seed": 42,
//!   "history": [
//!     { "board": "...", "score": 0, "moves": 0, "won": false,
//!       "direction": "left", "rng": { "state": "...", "increment": "..." } }
//!   ],
//!   "settings": { "lang": "de" }
//! }
//! ```
//!
//! Boards are position text; generator words are hexadecimal strings (exact
//! in every JSON reader); `seed` (the seed the game started from, if known)
//! may be null; `history` is the undo history, oldest first; `settings` is a
//! free map of strings the front end may fill (variant, language, options)
//! without a format change. Unknown fields are ignored.
//!
//! Pure: text in, values out. Decoding checks everything and reports the
//! first problem as a [`Damage`]; it never panics.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::engine::{Board, Direction, Game, GameConfig, Pcg32, Snapshot};

use super::damage::Damage;
use super::json_fields::{Fields, parse_document};

/// The `"format"` tag of a saved game.
pub const SAVE_FORMAT: &str = "accessible-2048 save";
/// The format version this release writes and the newest it reads.
pub const SAVE_VERSION: u64 = 1;

/// Extra settings saved with a game, for the front end to restore.
pub type Settings = BTreeMap<String, String>;

/// A game read back from disk.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedGame {
    pub game: Game,
    /// The seed the game started from, if it is known.
    pub seed: Option<u64>,
    pub settings: Settings,
}

/// The save-file text of a game (ends with a line break).
pub fn encode_game(game: &Game, seed: Option<u64>, settings: &Settings) -> String {
    let config = game.config();
    let history: Vec<Value> = game.history().iter().map(encode_snapshot).collect();
    let document = json!({
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "config": { "size": config.size, "four_chance": config.four_chance },
        "board": game.board().to_position(),
        "score": game.score(),
        "moves": game.moves(),
        "rng": encode_rng(game.rng()),
        "seed": seed,
        "history": history,
        "settings": settings,
    });
    let mut text = serde_json::to_string_pretty(&document).unwrap_or_default();
    text.push('\n');
    text
}

fn encode_snapshot(snapshot: &Snapshot) -> Value {
    json!({
        "board": snapshot.board.to_position(),
        "score": snapshot.score,
        "moves": snapshot.moves,
        "won": snapshot.won,
        "direction": snapshot.direction.name(),
        "rng": encode_rng(&snapshot.rng),
    })
}

fn encode_rng(rng: &Pcg32) -> Value {
    let (state, increment) = rng.to_parts();
    json!({ "state": format!("{state:016x}"), "increment": format!("{increment:x}") })
}

/// Reads a saved game from the bytes of a save file.
pub fn decode_game(bytes: &[u8]) -> Result<SavedGame, Damage> {
    let (document, _version) = parse_document(bytes, SAVE_FORMAT, SAVE_VERSION)?;
    let root = Fields::root(&document)?;

    let config_fields = root.object("config")?;
    let config = GameConfig {
        size: usize::try_from(config_fields.u64("size")?).unwrap_or(usize::MAX),
        four_chance: config_fields.f64("four_chance")?,
    };
    config
        .validate()
        .map_err(|error| Damage::corrupt("config", error))?;

    let board = decode_board(&root, "board", config.size)?;
    let score = root.u64("score")?;
    let moves = root.u64("moves")?;
    let rng = decode_rng(&root.object("rng")?)?;
    let seed = match root.optional("seed") {
        None => None,
        Some(value) => Some(super::json_fields::as_u64(value, "seed")?),
    };

    let mut history = Vec::new();
    for (index, item) in root.array_or_empty("history")?.iter().enumerate() {
        let fields = Fields::of(item, format!("history[{index}]"))?;
        history.push(decode_snapshot(&fields, config.size)?);
    }
    check_history_order(&history, score, moves)?;

    let mut settings = Settings::new();
    if let Some(value) = root.optional("settings") {
        let fields = Fields::of(value, "settings".to_string())?;
        for (key, value) in fields.entries() {
            let text = value
                .as_str()
                .ok_or_else(|| Damage::corrupt(&fields.path_of(key), "expected a string"))?;
            settings.insert(key.clone(), text.to_string());
        }
    }

    Ok(SavedGame {
        game: Game::from_parts(config, board, score, moves, rng, history),
        seed,
        settings,
    })
}

fn decode_board(fields: &Fields<'_>, key: &str, size: usize) -> Result<Board, Damage> {
    let path = fields.path_of(key);
    let board = Board::parse(fields.str(key)?).map_err(|error| Damage::corrupt(&path, error))?;
    if board.size() != size {
        return Err(Damage::corrupt(
            &path,
            format!("a {0}×{0} board in a game of size {size}", board.size()),
        ));
    }
    Ok(board)
}

fn decode_rng(fields: &Fields<'_>) -> Result<Pcg32, Damage> {
    let state = fields.hex_u64("state")?;
    let increment = fields.hex_u64("increment")?;
    if increment % 2 == 0 {
        return Err(Damage::corrupt(
            &fields.path_of("increment"),
            "the generator increment must be odd",
        ));
    }
    Ok(Pcg32::from_parts(state, increment))
}

fn decode_snapshot(fields: &Fields<'_>, size: usize) -> Result<Snapshot, Damage> {
    let direction_path = fields.path_of("direction");
    let direction: Direction = fields
        .str("direction")?
        .parse()
        .map_err(|error| Damage::corrupt(&direction_path, error))?;
    Ok(Snapshot {
        board: decode_board(fields, "board", size)?,
        score: fields.u64("score")?,
        moves: fields.u64("moves")?,
        won: fields.bool("won")?,
        rng: decode_rng(&fields.object("rng")?)?,
        direction,
    })
}

/// Every undo step was taken before the next: move counts rise strictly,
/// scores never fall, and both stay below the game's own.
fn check_history_order(history: &[Snapshot], score: u64, moves: u64) -> Result<(), Damage> {
    let mut later = history
        .iter()
        .skip(1)
        .map(|s| (s.score, s.moves))
        .collect::<Vec<_>>();
    later.push((score, moves));
    for (index, (snapshot, (next_score, next_moves))) in history.iter().zip(later).enumerate() {
        if snapshot.moves >= next_moves {
            return Err(Damage::corrupt(
                &format!("history[{index}].moves"),
                format!(
                    "{} is not below the next move count {next_moves}",
                    snapshot.moves
                ),
            ));
        }
        if snapshot.score > next_score {
            return Err(Damage::corrupt(
                &format!("history[{index}].score"),
                format!("{} is above the next score {next_score}", snapshot.score),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Game {
        let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(7)).unwrap();
        for direction in [Direction::Left, Direction::Up, Direction::Right] {
            game.slide(direction);
        }
        game
    }

    #[test]
    fn encodes_a_readable_header() {
        let text = encode_game(&sample(), Some(7), &Settings::new());
        assert!(
            text.contains(r#""format": "accessible-2048 save""#),
            "{text}"
        );
        assert!(text.contains(r#""version": 1"#), "{text}");
        assert!(text.ends_with("}\n"));
    }

    #[test]
    fn round_trips() {
        let game = sample();
        let settings = Settings::from([("lang".to_string(), "de".to_string())]);
        let text = encode_game(&game, Some(7), &settings);
        let saved = decode_game(text.as_bytes()).unwrap();
        assert_eq!(saved.game, game);
        assert_eq!(saved.seed, Some(7));
        assert_eq!(saved.settings, settings);
    }

    #[test]
    fn history_out_of_order_is_corrupt() {
        let game = sample();
        let mut document: Value =
            serde_json::from_str(&encode_game(&game, None, &Settings::new())).unwrap();
        document["history"][0]["moves"] = json!(5);
        let error = decode_game(document.to_string().as_bytes()).unwrap_err();
        assert!(
            matches!(&error, Damage::Corrupt { detail } if detail.starts_with("history[0].moves")),
            "{error:?}"
        );
    }
}
