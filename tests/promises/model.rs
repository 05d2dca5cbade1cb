//! The model of random play: what the player has been promised so far
//! (the day's first results, the finished games kept, the lines and files
//! the game could not parse), and the invariants (a) to (e) of
//! docs/testing.md checked against the data directory and the answers
//! after every step.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use accessible_2048::engine::{DAILY_CONFIG, Date, GameRecord, Origin, daily_seed};
use accessible_2048::share::decode;
use accessible_2048::storage::{DailyResult, decode_game};
use tempfile::TempDir;

use crate::common::{self, Run};
use crate::player;
use crate::steps::{End, Step};

/// How many finished games the game promises to keep.
pub(crate) const KEPT_FINISHED: usize = 10;
/// A record this long that begins another of the same origin is taken for
/// the same game (shorter ones may agree by chance).
pub(crate) const SAME_GAME_STEPS: usize = 12;

/// What the player was promised, and where.
pub struct Model {
    pub(crate) dir: TempDir,
    pub(crate) today: Date,
    pub(crate) seeds: u64,
    /// Each day's first result, as the game first kept it.
    pub(crate) results: BTreeMap<Date, u64>,
    /// The finished games seen kept, in the order they ended (the latest
    /// state of each).
    pub(crate) finished: Vec<GameRecord>,
    /// Lines added to the daily results by hand.
    pub(crate) foreign: Vec<String>,
    /// The daily save as damaged by hand.
    pub(crate) damaged: Option<String>,
    /// The days whose daily save's record was damaged: that game goes on
    /// without it, and its end keeps the day's result but no code.
    pub(crate) lost_days: BTreeSet<Date>,
    /// The save a session is to resume: score and moves.
    pub(crate) resumes: Option<(u64, u64)>,
    /// The files set aside so far (each said as it was set aside).
    pub(crate) said_aside: BTreeSet<String>,
}

impl Model {
    pub fn new() -> Model {
        let dir = tempfile::tempdir().expect("a data directory");
        common::past_first_start(dir.path());
        Model {
            dir,
            today: "2026-12-06".parse().expect("a day"),
            seeds: 0,
            results: BTreeMap::new(),
            finished: Vec::new(),
            foreign: Vec::new(),
            damaged: None,
            lost_days: BTreeSet::new(),
            resumes: None,
            said_aside: BTreeSet::new(),
        }
    }

    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    pub fn today(&self) -> Date {
        self.today
    }

    /// A seed no game of this case had.
    pub fn next_seed(&mut self) -> u64 {
        self.seeds += 1;
        1000 + self.seeds
    }

    pub fn midnight(&mut self) {
        self.today = Date::from_days_since_epoch(self.today.days_since_epoch() + 1).expect("a day");
    }

    /// Adds a result of a day before the first the game plays, with a
    /// further field (or a tab for the space).
    pub fn add_foreign_result(&mut self, tab: bool) {
        let first: Date = "2026-12-05".parse().expect("a day");
        let day = Date::from_days_since_epoch(first.days_since_epoch() - self.foreign.len() as u32)
            .expect("a day");
        let line = if tab {
            format!("{day}\t900")
        } else {
            format!("{day} 900 2048")
        };
        let path = self.dir().join("daily-results.txt");
        let mut text = fs::read_to_string(&path).unwrap_or_default();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&line);
        text.push('\n');
        fs::write(&path, text).expect("write the daily results");
        self.foreign.push(line);
    }

    /// Damages the record of the daily game's save, if there is one.
    pub fn damage_daily_record(&mut self) {
        let path = self.dir().join("daily.json");
        let Ok(text) = fs::read_to_string(&path) else {
            return;
        };
        let Some(start) = text.find("\"steps\": \"") else {
            return;
        };
        let damaged = format!("{}\"steps\": \"!!", &text[..start]) + &text[start + 10..];
        fs::write(&path, &damaged).expect("damage the daily save");
        let day = text
            .find("\"origin\": \"daily ")
            .and_then(|at| text.get(at + 17..at + 27))
            .and_then(|day| day.parse().ok());
        self.lost_days.insert(day.unwrap_or(self.today));
        self.damaged = Some(damaged);
    }

    /// Notes, before `step` runs, the save its session is to resume.
    pub fn before(&mut self, step: &Step) {
        self.resumes = match step {
            Step::Session { daily, .. } | Step::NoMove { daily } => self.resumable(*daily),
            _ => None,
        };
    }

    /// The score and moves of the save a session resumes, if any.
    fn resumable(&self, daily: bool) -> Option<(u64, u64)> {
        let name = if daily { "daily.json" } else { "game.json" };
        let saved = decode_game(&fs::read(self.dir().join(name)).ok()?).ok()?;
        let todays = match &saved.record {
            Some(record) => record.origin == Origin::Daily(self.today),
            None => {
                saved.seed == Some(daily_seed(self.today)) && saved.game.config() == DAILY_CONFIG
            }
        };
        if saved.game.is_over() || daily && !todays {
            return None;
        }
        Some((saved.game.score(), saved.game.moves()))
    }

    /// Checks every invariant after `step`, which answered `answer`.
    pub fn check(&mut self, step: &Step, answer: &Run) -> Result<(), String> {
        let killed = matches!(
            step,
            Step::Session {
                end: End::KilledAtRename(_),
                ..
            } | Step::Seeded {
                end: End::KilledAtRename(_),
                ..
            }
        );
        self.check_resumed(answer, killed)?;
        self.check_results(answer, killed)?;
        self.check_shared_texts()?;
        self.check_kept_games()?;
        self.check_saves()?;
        self.check_set_aside(answer, killed)?;
        self.check_share_daily()?;
        self.check_statistics()
    }

    /// (c) A session resumed its save: the same score and moves.
    fn check_resumed(&self, answer: &Run, killed: bool) -> Result<(), String> {
        let Some((score, moves)) = self.resumes else {
            return Ok(());
        };
        // "1 move", "2 moves".
        let said = format!("Score {score}, {moves} move");
        if killed || answer.stdout.lines().any(|line| line.starts_with(&said)) {
            return Ok(());
        }
        Err(format!(
            "(c) the save held score {score} and {moves} moves; the session began:\n{}",
            head(&answer.stdout)
        ))
    }
}

/// The first lines of a session's output.
fn head(text: &str) -> String {
    text.lines().take(6).collect::<Vec<_>>().join("\n")
}

/// The first two fields of a line of daily results, read tolerantly.
fn result_of(line: &str) -> Option<DailyResult> {
    let mut fields = line.split_whitespace();
    Some(DailyResult {
        date: fields.next()?.parse().ok()?,
        score: fields.next()?.parse().ok()?,
    })
}

/// The value of a shared text's line `name: value`.
fn stated(text: &str, name: &str) -> Option<u64> {
    text.lines()
        .find_map(|line| line.strip_prefix(&format!("{name}: ")))
        .and_then(|value| value.trim().parse().ok())
}

/// Whether `long` is `short` played on (the same game, later).
pub(crate) fn continues(short: &GameRecord, long: &GameRecord) -> bool {
    short.origin == long.origin
        && short.size == long.size
        && short.four_permyriad == long.four_permyriad
        && long.steps.starts_with(&short.steps)
}

impl Model {
    /// (a) Each day's first result stays in the daily results, and a new
    /// one is the game over the session said.
    fn check_results(&mut self, answer: &Run, killed: bool) -> Result<(), String> {
        let text = player::read(self, "daily-results.txt").unwrap_or_default();
        let mut firsts: BTreeMap<Date, u64> = BTreeMap::new();
        for line in text
            .lines()
            .filter(|line| !self.foreign.contains(&line.to_string()))
        {
            if let Some(result) = result_of(line) {
                firsts.entry(result.date).or_insert(result.score);
            }
        }
        for (date, score) in &firsts {
            match self.results.get(date) {
                Some(first) if first != score => {
                    return Err(format!(
                        "(a) daily-results.txt says {score} for {date}; its first result was {first}"
                    ));
                }
                Some(_) => {}
                None => {
                    let said = format!("Game over, score {score}.");
                    if !killed && !answer.stdout.lines().any(|line| line == said) {
                        return Err(format!(
                            "(a) a result {score} for {date} no game ended with"
                        ));
                    }
                    self.results.insert(*date, *score);
                }
            }
        }
        let set_aside = self.set_aside_text("daily-results.txt");
        for (date, score) in &self.results {
            let line = format!("{date} {score}");
            if !firsts.contains_key(date) && !set_aside.contains(&line) {
                return Err(format!("(a) the result of {date} ({score}) is lost"));
            }
        }
        Ok(())
    }

    /// (a), (d) Every shared text's code replays to the figures it states,
    /// and a finished daily game's text states the day's first result.
    fn check_shared_texts(&self) -> Result<(), String> {
        for (name, text) in self.files(|name| {
            (name.starts_with("daily-2") || name.starts_with("seed-")) && name.ends_with(".txt")
        }) {
            let code = text.lines().last().unwrap_or_default();
            let game = decode(code).map_err(|e| format!("(d) {name}: its code: {e}"))?;
            let figures = [
                ("score", game.game().score()),
                ("moves", game.game().moves()),
                ("undos", game.undos()),
            ];
            for (field, value) in figures {
                if stated(&text, field) != Some(value) {
                    return Err(format!("(d) {name} states another {field} than {value}"));
                }
            }
            if let (Origin::Daily(date), true, false) = (
                game.record().origin,
                game.game().is_over(),
                name.ends_with("-practice.txt"),
            ) {
                let result = self.results.get(&date);
                if result != Some(&game.game().score()) {
                    return Err(format!(
                        "(a) {name} states a finished game of {}; the day's result is {result:?}",
                        game.game().score()
                    ));
                }
            }
        }
        Ok(())
    }

    /// The files of the data directory whose names pass `wanted`, with
    /// their text, by name.
    pub(crate) fn files(&self, wanted: impl Fn(&str) -> bool) -> Vec<(String, String)> {
        let mut found: Vec<(String, String)> = fs::read_dir(self.dir())
            .expect("the data directory")
            .filter_map(Result::ok)
            .filter_map(|entry| entry.file_name().into_string().ok())
            .filter(|name| wanted(name))
            .filter_map(|name| Some((name.clone(), player::read(self, &name)?)))
            .collect();
        found.sort();
        found
    }

    /// The text of every set-aside copy of `name`, joined.
    pub(crate) fn set_aside_text(&self, name: &str) -> String {
        let prefix = format!("{name}.bad-");
        self.files(|file| file.starts_with(&prefix))
            .into_iter()
            .map(|(_, text)| text)
            .collect()
    }
}
