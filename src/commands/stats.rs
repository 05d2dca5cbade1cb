//! `accessible-2048 stats [--data-dir DIR] [--json]`: the statistics the
//! records file keeps, for every board size and odds of a 4, as plain lines
//! or as one JSON document. Reads the records file and changes nothing: a
//! damaged file is reported (the game sets it aside when it next starts),
//! and a running game is no obstacle.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use clap::builder::ValueHint;
use serde_json::{Value, json};

use crate::error::AppError;
use crate::storage::{
    Damage, GameResult, RECORDS_FILE, Records, Statistics, Tally, decode_records_with,
    platform_data_dir, read_file,
};

/// Prints the statistics of the games played, per board size and odds.
#[derive(Debug, Clone, Args)]
pub struct StatsArgs {
    /// Where the saved game and records live (default: the platform's data directory).
    #[arg(long, value_hint = ValueHint::DirPath)]
    pub data_dir: Option<PathBuf>,
    /// Print one JSON object: {"best_score": N, "highest_tile": N, "games": [...]}.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &StatsArgs, out: &mut dyn Write) -> Result<(), AppError> {
    let dir = match &args.data_dir {
        Some(dir) => dir.clone(),
        None => platform_data_dir()
            .ok_or_else(|| AppError::failure("no data directory: give one with --data-dir"))?,
    };
    let path = dir.join(RECORDS_FILE);
    let (records, statistics) = read_file(&path, decode_records_with)
        .map_err(|damage| {
            AppError::failure(format!(
                "cannot read the records in {}: {}",
                path.display(),
                describe(&damage)
            ))
        })?
        .unwrap_or_default();
    if args.json {
        writeln!(out, "{}", document(records, &statistics))?;
    } else {
        write_lines(records, &statistics, out)?;
    }
    Ok(())
}

/// What is wrong with a records file, in a few words.
fn describe(damage: &Damage) -> String {
    match damage {
        Damage::Unreadable { kind } => format!("the file cannot be read ({kind})"),
        Damage::Empty => "the file is empty".into(),
        Damage::NotText => "the file is not text".into(),
        Damage::TooLarge { limit } => format!("the file is larger than {limit} bytes"),
        Damage::Truncated => "the file is cut short".into(),
        Damage::UnknownFormat => "the file is not a records file".into(),
        Damage::NewerVersion { found, supported } => format!(
            "written by a newer release (format version {found}; this release reads up to {supported})"
        ),
        Damage::Corrupt { detail, .. } => detail.clone(),
    }
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

/// One line a figure, a blank line between sizes and odds.
fn write_lines(
    records: Records,
    statistics: &Statistics,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    writeln!(out, "best score: {}", records.best_score)?;
    writeln!(out, "highest tile: {}", records.highest_tile)?;
    if statistics.is_empty() {
        writeln!(out, "no finished games yet")?;
    }
    for tally in statistics.tallies() {
        writeln!(out)?;
        writeln!(
            out,
            "board {size} by {size}, chance of a 4: {}",
            tally.four_chance,
            size = tally.size
        )?;
        writeln!(out, "games played: {}", tally.played)?;
        writeln!(out, "games won: {}", tally.won)?;
        for &(tile, games) in &tally.reached {
            writeln!(out, "reached {tile}: {games}")?;
        }
        writeln!(out, "best score: {}", tally.best_score)?;
        if let Some(median) = tally.median_score() {
            writeln!(out, "median score: {median}")?;
        }
        writeln!(out, "longest game: {} moves", tally.longest_game)?;
        let last: Vec<String> = tally
            .last
            .iter()
            .rev()
            .map(|r| {
                format!(
                    "{} ({} tile, {} moves, {})",
                    r.score,
                    r.highest_tile,
                    r.moves,
                    r.finish.name()
                )
            })
            .collect();
        writeln!(out, "last results, newest first: {}", last.join("; "))?;
    }
    Ok(())
}
