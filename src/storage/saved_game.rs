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
//!   "id": "5d0c9a31e27f4b86",
//!   "history": [
//!     { "board": "...", "score": 0, "moves": 0, "won": false,
//!       "direction": "left", "rng": { "state": "...", "increment": "..." } }
//!   ],
//!   "settings": { "lang": "de" },
//!   "record": { "origin": "seed 42", "steps": "lurz" }
//! }
//! ```
//!
//! Boards are position text; generator words are hexadecimal strings (exact
//! in every JSON reader); `seed` (the seed the game started from, if known)
//! may be null; `id` (the game's identifier, 16 hexadecimal digits: the
//! records count a game of this identifier once) may be missing in saves of
//! older releases; `history` is the undo history, oldest first; `settings` is a
//! free map of strings the front end may fill (variant, language, options)
//! without a format change; `record` (missing in saves of older releases
//! and for games without one) is where the game's tiles come from
//! (`"seed N"`, or `"daily YYYY-MM-DD"` for a day's game) and every step the
//! player took, one letter a step, first to last: `l`, `r`, `u`, `d` a
//! slide left, right, up or down, `z` an undo (its rules are `config`'s).
//! Saving it costs the same at every move: no share code is written until
//! one is asked for. Saves of older releases hold the share code itself
//! as the record, a string: it is read back too. Unknown fields are
//! ignored. A record that does not decode or replay to the saved game is
//! damage: the game resumes without it, and the loader keeps a copy of
//! the file as it was.
//!
//! Pure: text in, values out. Decoding checks everything and reports the
//! first problem as a [`Damage`]; it never panics.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::{
    Board, Date, Direction, Game, GameConfig, GameRecord, Origin, Pcg32, Snapshot, Step,
    odds_permyriad, replay,
};
use crate::share;

use super::damage::{Damage, Problem};
use super::json_fields::{
    Object, decode, hex, hex_short, hex16, optional_hex, optional_hex16, optional_whole,
    parse_document, whole,
};

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
    /// The game's identifier; `None` in saves of older releases (give the
    /// game one, and save it, before counting it).
    pub id: Option<u64>,
    pub settings: Settings,
    /// The game's record from its seed, if it has one that replays to
    /// exactly this game.
    pub record: Option<GameRecord>,
    /// Why the save's record was not used, when it has one that does not
    /// decode or replay to this game (the game itself is sound and goes
    /// on, without a record); and where the store kept a copy of the file
    /// as it was (`None`: no copy could be made).
    pub record_damage: Option<(Damage, Option<std::path::PathBuf>)>,
}

/// The save file as it is written, field for field, in file order.
#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u64,
    config: Object<ConfigFile>,
    #[serde(with = "board_text")]
    board: Board,
    #[serde(deserialize_with = "whole")]
    score: u64,
    #[serde(deserialize_with = "whole")]
    moves: u64,
    rng: Object<RngFile>,
    #[serde(default, deserialize_with = "optional_whole")]
    seed: Option<u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "optional_hex16",
        deserialize_with = "optional_hex"
    )]
    id: Option<u64>,
    #[serde(default)]
    history: Option<Vec<Object<SnapshotFile>>>,
    #[serde(default)]
    settings: Option<Object<Settings>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    record: Option<serde_json::Value>,
}

#[derive(Serialize, Deserialize)]
struct ConfigFile {
    #[serde(deserialize_with = "whole")]
    size: u64,
    four_chance: f64,
}

#[derive(Serialize, Deserialize)]
struct RngFile {
    #[serde(serialize_with = "hex16", deserialize_with = "hex")]
    state: u64,
    #[serde(serialize_with = "hex_short", deserialize_with = "hex")]
    increment: u64,
}

#[derive(Serialize, Deserialize)]
struct SnapshotFile {
    #[serde(with = "board_text")]
    board: Board,
    #[serde(deserialize_with = "whole")]
    score: u64,
    #[serde(deserialize_with = "whole")]
    moves: u64,
    won: bool,
    #[serde(with = "direction_name")]
    direction: Direction,
    rng: Object<RngFile>,
}

/// Boards as position text (`"2 0 0 0/..."`).
mod board_text {
    use super::*;

    pub fn serialize<S: Serializer>(board: &Board, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&board.to_position())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        let text = String::deserialize(deserializer)?;
        Board::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// Directions by name (`"left"`).
mod direction_name {
    use super::*;

    pub fn serialize<S: Serializer>(
        direction: &Direction,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(direction.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Direction, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl RngFile {
    fn of(rng: &Pcg32) -> Object<RngFile> {
        let (state, increment) = rng.to_parts();
        Object(RngFile { state, increment })
    }

    /// The generator, if its increment is odd (as PCG requires).
    fn generator(&self, path: &str) -> Result<Pcg32, Damage> {
        if self.increment.is_multiple_of(2) {
            return Err(Damage::corrupt(
                &format!("{path}.increment"),
                "the generator increment must be odd",
            ));
        }
        Ok(Pcg32::from_parts(self.state, self.increment))
    }
}

/// The save-file text of a game (ends with a line break), without an
/// identifier.
pub fn encode_game(game: &Game, seed: Option<u64>, settings: &Settings) -> String {
    encode_game_as(game, seed, None, settings)
}

/// The save-file text of a game known by `id` (ends with a line break).
pub fn encode_game_as(
    game: &Game,
    seed: Option<u64>,
    id: Option<u64>,
    settings: &Settings,
) -> String {
    encode_recorded_game(game, seed, id, None, settings)
}

/// The save-file text of a game known by `id`, with its record if it has
/// one (ends with a line break).
pub fn encode_recorded_game(
    game: &Game,
    seed: Option<u64>,
    id: Option<u64>,
    record: Option<&GameRecord>,
    settings: &Settings,
) -> String {
    let config = game.config();
    let history = game
        .history()
        .iter()
        .map(|snapshot| {
            Object(SnapshotFile {
                board: snapshot.board.clone(),
                score: snapshot.score,
                moves: snapshot.moves,
                won: snapshot.won,
                direction: snapshot.direction,
                rng: RngFile::of(&snapshot.rng),
            })
        })
        .collect();
    let file = SaveFile {
        format: SAVE_FORMAT.to_string(),
        version: SAVE_VERSION,
        config: Object(ConfigFile {
            size: config.size as u64,
            four_chance: config.four_chance,
        }),
        board: game.board().clone(),
        score: game.score(),
        moves: game.moves(),
        rng: RngFile::of(game.rng()),
        seed,
        id,
        history: Some(history),
        settings: Some(Object(settings.clone())),
        record: record.map(record_value),
    };
    let mut text = serde_json::to_string_pretty(&file).unwrap_or_default();
    text.push('\n');
    text
}

/// Reads a saved game from the bytes of a save file.
pub fn decode_game(bytes: &[u8]) -> Result<SavedGame, Damage> {
    let (document, _version) = parse_document(bytes, SAVE_FORMAT, SAVE_VERSION)?;
    let file: SaveFile = decode(&document)?;

    let config = GameConfig {
        size: usize::try_from(file.config.0.size).unwrap_or(usize::MAX),
        four_chance: file.config.0.four_chance,
    };
    config
        .validate()
        .map_err(|error| Damage::corrupt("config", error))?;

    let board = board_of_size(file.board, "board", config.size)?;
    // Tiles never all vanish: a game without any cannot have been saved,
    // and could never end.
    if board.highest_exponent() == 0 {
        return Err(Damage::corrupt_as(
            Problem::NoTiles {
                field: "board".into(),
            },
            "board: no tiles",
        ));
    }
    let rng = file.rng.0.generator("rng")?;

    let mut history = Vec::new();
    for (index, Object(item)) in file.history.unwrap_or_default().into_iter().enumerate() {
        let path = format!("history[{index}]");
        history.push(Snapshot {
            board: board_of_size(item.board, &format!("{path}.board"), config.size)?,
            score: item.score,
            moves: item.moves,
            won: item.won,
            rng: item.rng.0.generator(&format!("{path}.rng"))?,
            direction: item.direction,
        });
    }
    check_history_order(&history, file.score, file.moves)?;

    let game = Game::from_parts(config, board, file.score, file.moves, rng, history);
    let (record, record_damage) = match file.record.map(|value| record_of(&value, &game)) {
        None => (None, None),
        Some(Some(record)) => (Some(record), None),
        Some(None) => (
            None,
            Some((
                Damage::corrupt_as(
                    Problem::WrongValue {
                        field: "record".into(),
                    },
                    "record: does not replay to the saved game",
                ),
                None,
            )),
        ),
    };
    Ok(SavedGame {
        game,
        seed: file.seed,
        id: file.id,
        settings: file.settings.map(|Object(map)| map).unwrap_or_default(),
        record,
        record_damage,
    })
}

/// The letter of a step in a save's record.
fn step_letter(step: Step) -> char {
    match step {
        Step::Slide(Direction::Left) => 'l',
        Step::Slide(Direction::Right) => 'r',
        Step::Slide(Direction::Up) => 'u',
        Step::Slide(Direction::Down) => 'd',
        Step::Undo => 'z',
    }
}

/// The step of a letter of a save's record.
fn letter_step(letter: char) -> Option<Step> {
    Some(match letter {
        'l' => Step::Slide(Direction::Left),
        'r' => Step::Slide(Direction::Right),
        'u' => Step::Slide(Direction::Up),
        'd' => Step::Slide(Direction::Down),
        'z' => Step::Undo,
        _ => return None,
    })
}

/// A record as a save holds it: its origin and its steps, a letter each.
fn record_value(record: &GameRecord) -> serde_json::Value {
    let origin = match record.origin {
        Origin::Seed(seed) => format!("seed {seed}"),
        Origin::Daily(date) => format!("daily {date}"),
    };
    let steps: String = record.steps.iter().map(|&step| step_letter(step)).collect();
    serde_json::json!({ "origin": origin, "steps": steps })
}

/// The record a save holds, if it replays to exactly the saved game
/// (board, score, moves, generator and undo history): the origin and
/// steps this release writes, or an older release's share code.
fn record_of(value: &serde_json::Value, game: &Game) -> Option<GameRecord> {
    let replayed = match value {
        serde_json::Value::String(code) => share::decode(code).ok()?,
        serde_json::Value::Object(fields) => {
            let origin = match fields.get("origin")?.as_str()?.split_once(' ')? {
                ("seed", seed) => Origin::Seed(seed.parse().ok()?),
                ("daily", day) => Origin::Daily(day.parse::<Date>().ok()?),
                _ => return None,
            };
            let steps = fields
                .get("steps")?
                .as_str()?
                .chars()
                .map(letter_step)
                .collect::<Option<Vec<Step>>>()?;
            let config = game.config();
            replay(&GameRecord {
                origin,
                size: config.size,
                four_permyriad: odds_permyriad(config.four_chance).ok()?,
                steps,
            })
            .ok()?
        }
        _ => return None,
    };
    (replayed.game() == game).then(|| replayed.record().clone())
}

/// `board`, if it is of the game's size.
fn board_of_size(board: Board, path: &str, size: usize) -> Result<Board, Damage> {
    if board.size() != size {
        return Err(Damage::corrupt(
            path,
            format!("a {0}×{0} board in a game of size {size}", board.size()),
        ));
    }
    Ok(board)
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
        // A counter that reached 2^64 - 1 stays there (it saturates).
        let saturated = snapshot.moves == u64::MAX && next_moves == u64::MAX;
        if snapshot.moves >= next_moves && !saturated {
            let field = format!("history[{index}].moves");
            return Err(Damage::corrupt_as(
                Problem::OutOfOrder {
                    field: field.clone(),
                },
                &format!(
                    "{field}: {} is not below the next move count {next_moves}",
                    snapshot.moves
                ),
            ));
        }
        if snapshot.score > next_score {
            let field = format!("history[{index}].score");
            return Err(Damage::corrupt_as(
                Problem::OutOfOrder {
                    field: field.clone(),
                },
                &format!(
                    "{field}: {} is above the next score {next_score}",
                    snapshot.score
                ),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

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
        assert_eq!(saved.id, None);
        assert_eq!(saved.settings, settings);
        let text = encode_game_as(&game, Some(7), Some(u64::MAX - 5), &settings);
        assert!(text.contains(r#""id": "fffffffffffffffa""#), "{text}");
        assert_eq!(decode_game(text.as_bytes()).unwrap().id, Some(u64::MAX - 5));
    }

    #[test]
    fn history_out_of_order_is_corrupt() {
        let game = sample();
        let mut document: Value =
            serde_json::from_str(&encode_game(&game, None, &Settings::new())).unwrap();
        document["history"][0]["moves"] = json!(5);
        let error = decode_game(document.to_string().as_bytes()).unwrap_err();
        assert!(
            matches!(&error, Damage::Corrupt { detail, .. } if detail.starts_with("history[0].moves")),
            "{error:?}"
        );
    }

    #[test]
    fn each_damage_is_told_by_its_kind() {
        let game = sample();
        let text = encode_game(&game, None, &Settings::new());
        let size = game.config().size;
        let empty_board = json!(vec![vec!["0"; size].join(" "); size].join("/"));
        let field = |name: &str| name.to_string();
        let edits: [(&str, Value, Problem); 5] = [
            (
                "/board",
                empty_board,
                Problem::NoTiles {
                    field: field("board"),
                },
            ),
            (
                "/board",
                json!("x"),
                Problem::WrongValue {
                    field: field("board"),
                },
            ),
            (
                "/score",
                Value::Null,
                Problem::Missing {
                    field: field("score"),
                },
            ),
            (
                "/history/0/moves",
                json!(5),
                Problem::OutOfOrder {
                    field: field("history[0].moves"),
                },
            ),
            (
                "/config",
                json!({ "size": 1, "four_chance": 0.1 }),
                Problem::WrongValue {
                    field: field("config"),
                },
            ),
        ];
        for (key, value, expected) in edits {
            let mut document: Value = serde_json::from_str(&text).unwrap();
            *document.pointer_mut(key).unwrap() = value;
            match decode_game(document.to_string().as_bytes()) {
                Err(Damage::Corrupt { problem, .. }) => assert_eq!(problem, expected, "{key}"),
                other => panic!("{key} gave {other:?}"),
            }
        }
        let cut = text.replacen("\"score\"", "\"score\" oops", 1);
        let line = text.lines().position(|l| l.contains("\"score\"")).unwrap() + 1;
        match decode_game(cut.as_bytes()) {
            Err(Damage::Corrupt { problem, .. }) => assert_eq!(
                problem,
                Problem::Syntax {
                    line: Some(line as u64)
                }
            ),
            other => panic!("bad JSON gave {other:?}"),
        }
    }
}
