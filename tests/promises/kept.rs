//! The invariants of random play over what is kept: the finished games in
//! `games/` (b), the saves (c), the files set aside (e), and the answers
//! of `share --daily` and `stats` (a).

use std::fs;
use std::process::Command;

use accessible_2048::engine::{GameRecord, Origin, RecordedGame, replay};
use accessible_2048::share::decode;
use accessible_2048::storage::{DailyResult, daily_statistics, decode_game};

use crate::common::{self, Run};
use crate::model::{KEPT_FINISHED, Model, SAME_GAME_STEPS, continues};

impl Model {
    /// (b), (d) Every kept game's code decodes; a game is kept at most
    /// once; the last finished games and the day's result are kept.
    pub(crate) fn check_kept_games(&mut self) -> Result<(), String> {
        let mut kept: Vec<(String, RecordedGame)> = Vec::new();
        let dir = self.dir().join("games");
        let mut names: Vec<String> = fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter_map(|e| e.file_name().into_string().ok())
                    .filter(|name| name.ends_with(".code"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        for name in names {
            let text = fs::read_to_string(dir.join(&name)).unwrap_or_default();
            let game = decode(text.trim()).map_err(|e| format!("(d) games/{name}: {e}"))?;
            kept.push((name, game));
        }
        for (i, (first, a)) in kept.iter().enumerate() {
            for (second, b) in &kept[i + 1..] {
                let (short, long) = if a.record().steps.len() <= b.record().steps.len() {
                    (a.record(), b.record())
                } else {
                    (b.record(), a.record())
                };
                if short.steps.len() >= SAME_GAME_STEPS && continues(short, long) {
                    return Err(format!("(b) games/{first} and games/{second} are one game"));
                }
            }
        }
        // Ten finished, ten unfinished, the game in play and the day's
        // result: the folder never grows past them.
        let most = 2 * KEPT_FINISHED + 2;
        if kept.len() > most {
            return Err(format!(
                "(b) games/ holds {} games, more than {most}",
                kept.len()
            ));
        }
        self.note_finished(&kept);
        self.check_finished_kept(&kept)
    }

    /// The finished games among `kept` join the model's, the latest state
    /// of a game replacing its earlier one.
    fn note_finished(&mut self, kept: &[(String, RecordedGame)]) {
        for (_, game) in kept.iter().filter(|(_, game)| game.game().is_over()) {
            let record = game.record();
            if self.finished.iter().any(|known| continues(record, known)) {
                continue;
            }
            self.finished.retain(|known| !continues(known, record));
            self.finished.push(record.clone());
        }
    }

    /// The last finished games are all kept, and today's result.
    fn check_finished_kept(&self, kept: &[(String, RecordedGame)]) -> Result<(), String> {
        let held = |record: &GameRecord| kept.iter().any(|(_, g)| continues(record, g.record()));
        let from = self.finished.len().saturating_sub(KEPT_FINISHED);
        for record in &self.finished[from..] {
            if !held(record) {
                return Err(format!(
                    "(b) a finished game ({:?}, {} steps) is no longer kept, among the last {KEPT_FINISHED}: {:?}",
                    record.origin,
                    record.steps.len(),
                    kept.iter().map(|(name, _)| name).collect::<Vec<_>>()
                ));
            }
        }
        // A daily game that lost its record keeps the day's result and
        // no code.
        let result = self
            .results
            .get(&self.today)
            .filter(|_| !self.lost_days.contains(&self.today));
        if let Some(score) = result {
            let found = kept.iter().any(|(_, game)| {
                game.record().origin == Origin::Daily(self.today)
                    && game.game().is_over()
                    && game.game().score() == *score
            });
            if !found {
                return Err(format!("(b) today's result ({score}) is no longer kept"));
            }
        }
        Ok(())
    }

    /// (c) Every save's record replays to its board, score and moves.
    pub(crate) fn check_saves(&self) -> Result<(), String> {
        for name in ["game.json", "daily.json"] {
            let Ok(bytes) = fs::read(self.dir().join(name)) else {
                continue;
            };
            let saved = decode_game(&bytes).map_err(|e| format!("(c) {name}: {e:?}"))?;
            let Some(record) = &saved.record else {
                continue;
            };
            let replayed = replay(record).map_err(|e| format!("(c) {name}: {e:?}"))?;
            let game = replayed.game();
            if game.board() != saved.game.board()
                || game.score() != saved.game.score()
                || game.moves() != saved.game.moves()
            {
                return Err(format!("(c) {name}'s record replays to another game"));
            }
        }
        Ok(())
    }

    /// (e) What the game could not parse is kept: the lines added by hand
    /// to the daily results, the damaged daily save; each copy set aside
    /// was said, unless the session was killed (a kill between setting a
    /// file aside and saying so takes the words, never the file).
    pub(crate) fn check_set_aside(&mut self, answer: &Run, killed: bool) -> Result<(), String> {
        let results = crate::player::read(self, "daily-results.txt").unwrap_or_default();
        let results_aside = self.set_aside_text("daily-results.txt");
        for line in &self.foreign {
            if !results.lines().any(|l| l == line) && !results_aside.contains(line.as_str()) {
                return Err(format!(
                    "(e) the line {line:?} of daily-results.txt is lost"
                ));
            }
        }
        if let Some(damaged) = &self.damaged {
            let now = crate::player::read(self, "daily.json").unwrap_or_default();
            if now != *damaged && !self.set_aside_text("daily.json").contains(damaged.as_str()) {
                return Err("(e) the damaged daily save is lost".into());
            }
        }
        let said = format!("{}{}", answer.stdout, answer.stderr).replace('\n', " ");
        for (name, _) in self.files(|name| name.contains(".bad-")) {
            if !killed && !self.said_aside.contains(&name) && !said.contains(&name) {
                return Err(format!("(e) {name} was set aside without a word"));
            }
            self.said_aside.insert(name);
        }
        Ok(())
    }

    /// (a) `share --daily` states today's result, once it has one.
    pub(crate) fn check_share_daily(&self) -> Result<(), String> {
        let Some(score) = self.results.get(&self.today) else {
            return Ok(());
        };
        let run = self.subcommand(&["share", "--daily"]);
        if run.code == Some(0) && run.stdout.lines().any(|l| l == format!("score: {score}")) {
            return Ok(());
        }
        // Its game lost its record: the result is said, and why it has no
        // code to share.
        let lost = format!("ended with {score} points, but its record was lost");
        if self.lost_days.contains(&self.today) && run.code == Some(2) && run.stderr.contains(&lost)
        {
            return Ok(());
        }
        Err(format!(
            "(a) share --daily does not state today's result {score}: {}{}",
            run.stdout, run.stderr
        ))
    }

    /// (a) The daily line of `stats` counts each day's first result, the
    /// lines added by hand among them.
    pub(crate) fn check_statistics(&self) -> Result<(), String> {
        let mut results: Vec<DailyResult> = self
            .results
            .iter()
            .map(|(&date, &score)| DailyResult { date, score })
            .collect();
        results.extend(self.foreign.iter().filter_map(|line| {
            let mut fields = line.split_whitespace();
            Some(DailyResult {
                date: fields.next()?.parse().ok()?,
                score: fields.next()?.parse().ok()?,
            })
        }));
        if results.is_empty() {
            return Ok(());
        }
        let figures = daily_statistics(&results, self.today);
        let run = self.subcommand(&["stats"]);
        let expected = format!(
            "best {}, streak {}, longest {}",
            figures.best_score, figures.current_streak, figures.longest_streak
        );
        if run.stdout.contains(&expected) {
            return Ok(());
        }
        Err(format!(
            "(a) stats does not say {expected:?}: {}",
            run.stdout
        ))
    }

    /// A subcommand's answer, on the data directory, on the model's day.
    pub(crate) fn subcommand(&self, args: &[&str]) -> Run {
        let mut command = Command::new(common::binary());
        command
            .args(args)
            .arg("--data-dir")
            .arg(self.dir())
            .env("LANG", "C")
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("ACCESSIBLE_2048_TODAY", self.today().to_string())
            .env("ACCESSIBLE_2048_NETWORK", "none");
        common::run_with_input(command, b"")
    }
}
