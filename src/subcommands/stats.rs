//! `accessible-2048 stats [--data-dir DIR] [--config-dir DIR] [--lang ID]
//! [--json]`: the statistics the records file keeps, for every board size
//! and odds of a 4, as plain lines in the player's language (chosen as the
//! game chooses it: `--lang`, else the preferences, else the environment)
//! or as one JSON document with English keys. Reads the records and the
//! preferences and changes nothing: a damaged records file is reported
//! (the game sets it aside when it next starts), a damaged preferences file
//! is read as the defaults, and a running game is no obstacle. A damaged
//! records file is said in the player's language, as the game says it;
//! its other error lines are English, like every command's.

use std::io::Write;

use clap::Args;
use serde_json::{Value, json};

use crate::clock::today;
use crate::error::AppError;
use crate::file_options::FilesOptions;
use crate::i18n::Localizer;
use crate::narration::{self, Announcement, Message};
use crate::storage::{
    DailyStatistics, Finish, GameResult, RECORDS_FILE, Records, Statistics, Tally, daily_results,
    daily_statistics, decode_records_with, read_file,
};

/// Prints the statistics of the games played, per board size and odds.
#[derive(Debug, Clone, Args)]
pub struct StatsArgs {
    /// Where the player's files are, and the language of the lines.
    #[command(flatten)]
    pub files: FilesOptions,
    /// Print one JSON object: {"best_score": N, "highest_tile": N, "games": [...]}.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &StatsArgs, out: &mut dyn Write) -> Result<(), AppError> {
    args.files.check()?;
    let dir = args.files.data_dir()?;
    let choice = args.files.language();
    let words = Localizer::new(choice.locale);
    let path = dir.join(RECORDS_FILE);
    let (records, statistics) = read_file(&path, decode_records_with)
        .map_err(|damage| {
            AppError::failure(words.line(&narration::records_unreadable(&path, &damage)))
        })?
        .unwrap_or_default();
    if args.json {
        let mut document = document(records, &statistics);
        if let Some(daily) = daily_figures(&dir)? {
            document["daily"] = json!({
                "days_played": daily.days_played,
                "best_score": daily.best_score,
                "current_streak": daily.current_streak,
                "longest_streak": daily.longest_streak,
            });
        }
        writeln!(out, "{document}")?;
        return Ok(());
    }
    if let Some(requested) = choice.unsupported {
        writeln!(
            out,
            "{}",
            words.line(&narration::language_fallback(&requested))
        )?;
    }
    for (i, block) in report(records, &statistics).iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        for line in block {
            writeln!(out, "{}", say(&words, line))?;
        }
    }
    if let Some(daily) = daily_figures(&dir)? {
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            words.line(&narration::daily_statistics_line(&daily))
        )?;
    }
    Ok(())
}

/// The daily games' figures on today's UTC day (read from the clock
/// here), if any daily game is finished.
fn daily_figures(dir: &std::path::Path) -> Result<Option<DailyStatistics>, AppError> {
    let results = daily_results(dir);
    if results.is_empty() {
        return Ok(None);
    }
    Ok(Some(daily_statistics(&results, today()?)))
}

/// The records and every tally as one JSON object.
pub fn document(records: Records, statistics: &Statistics) -> Value {
    let games: Vec<Value> = statistics.tallies().iter().map(tally_json).collect();
    json!({
        "best_score": records.best_score,
        "highest_tile": records.highest_tile,
        "games": games,
    })
}

fn tally_json(tally: &Tally) -> Value {
    let reached: Vec<Value> = tally
        .reached
        .iter()
        .map(|&(tile, games)| json!({ "tile": tile, "games": games }))
        .collect();
    let last: Vec<Value> = tally.last.iter().map(result_json).collect();
    json!({
        "size": tally.size,
        "four_chance": tally.four_chance,
        "played": tally.played,
        "won": tally.won,
        "reached": reached,
        "best_score": tally.best_score,
        "median_score": tally.median_score(),
        "longest_game": tally.longest_game,
        "last": last,
    })
}

fn result_json(result: &GameResult) -> Value {
    json!({
        "score": result.score,
        "highest_tile": result.highest_tile,
        "moves": result.moves,
        "finish": result.finish.name(),
    })
}

/// One line of the report: a figure, a heading, or one of the latest
/// results; each short enough to say in a few seconds, so a screen reader
/// (which cannot skip inside a line) moves from one to the next.
#[derive(Debug, Clone, PartialEq)]
pub enum ReportLine {
    Figure(Message),
}

/// The report in blocks, to be printed with a blank line between them:
/// the records first, then one block for each size and odds, one line a
/// figure, the most useful first (games, wins, best and median score,
/// then the tiles reached, the longest game and the latest results, one a
/// line, newest first). Message ids and numbers only.
pub fn report(records: Records, statistics: &Statistics) -> Vec<Vec<ReportLine>> {
    let mut overall = vec![
        ReportLine::Figure(Message::new("stats-best-score").num("score", records.best_score)),
        ReportLine::Figure(Message::new("stats-highest-tile").num("tile", records.highest_tile)),
    ];
    if statistics.is_empty() {
        overall.push(ReportLine::Figure(Message::new("stats-no-games")));
    }
    let mut blocks = vec![overall];
    blocks.extend(statistics.tallies().iter().map(tally_lines));
    blocks
}

fn tally_lines(tally: &Tally) -> Vec<ReportLine> {
    let mut lines = vec![
        board(tally.size, tally.four_chance),
        Message::new("stats-played").num("count", tally.played),
        Message::new("stats-won").num("count", tally.won),
        Message::new("stats-best-score").num("score", tally.best_score),
    ];
    if let Some(median) = tally.median_score() {
        lines.push(Message::new("stats-median").num("score", median));
    }
    for &(tile, games) in &tally.reached {
        lines.push(
            Message::new("stats-reached")
                .num("tile", tile)
                .num("count", games),
        );
    }
    lines.push(Message::new("stats-longest").num("moves", tally.longest_game));
    if !tally.last.is_empty() {
        lines.push(Message::new("stats-last"));
        lines.extend(tally.last.iter().rev().map(result_message));
    }
    lines.into_iter().map(ReportLine::Figure).collect()
}

/// The size and the odds of a 4; odds that are not whole come as their
/// whole part and their digits after the decimal mark, which the language
/// writes its own way.
fn board(size: usize, four_chance: f64) -> Message {
    let written = four_chance.to_string();
    let (whole, fraction) = match written.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (written.as_str(), None),
    };
    let whole = whole.parse::<u64>().unwrap_or_default();
    match fraction {
        Some(fraction) => Message::new("stats-board")
            .num("size", size as u64)
            .num("whole", whole)
            .text("fraction", fraction),
        None => Message::new("stats-board-whole")
            .num("size", size as u64)
            .num("whole", whole),
    }
}

fn result_message(result: &GameResult) -> Message {
    let id = match result.finish {
        Finish::Over => "stats-result-over",
        Finish::Abandoned => "stats-result-abandoned",
    };
    Message::new(id)
        .num("score", result.score)
        .num("tile", result.highest_tile)
        .num("moves", result.moves)
}

/// One line of the report in words.
pub fn say(words: &Localizer, line: &ReportLine) -> String {
    match line {
        ReportLine::Figure(message) => words.line(&Announcement::one(message.clone())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::LOCALES;
    use crate::narration::Arg;

    #[test]
    fn the_odds_come_whole_or_in_two_parts() {
        let table = [
            (0.5, "stats-board", 0, Some("5")),
            (0.1, "stats-board", 0, Some("1")),
            (0.125, "stats-board", 0, Some("125")),
            (0.0, "stats-board-whole", 0, None),
            (1.0, "stats-board-whole", 1, None),
        ];
        for (chance, id, whole, fraction) in table {
            let message = board(4, chance);
            assert_eq!(message.id, id, "{chance}");
            assert_eq!(message.arg("whole"), Some(&Arg::Number(whole)), "{chance}");
            assert_eq!(
                message.arg("fraction"),
                fraction.map(|f| Arg::Text(f.into())).as_ref(),
                "{chance}"
            );
        }
    }

    #[test]
    fn every_language_writes_the_odds_with_its_own_mark_and_keeps_the_digits() {
        for locale in LOCALES {
            let words = Localizer::new(locale);
            let half = say(&words, &ReportLine::Figure(board(4, 0.125)));
            assert!(half.contains("0.125") || half.contains("0,125"), "{half}");
            let whole = say(&words, &ReportLine::Figure(board(4, 1.0)));
            assert!(!whole.contains("1.") && !whole.contains("1,"), "{whole}");
        }
    }
}
