//! The day's end is final and nothing of it is lost, through the real
//! binary on a fixed day: after the day's result, its game takes no undo
//! and no slide (one line says why, and the way back) and `/` shares that
//! result; a game quit again and again is kept once, so ten sessions of
//! another game never push the day's game out of `games/`; a daily save
//! whose record is damaged goes on at every start and its end keeps the
//! day's result, which a practice game after it never takes over in
//! `share --daily`; lines of the daily
//! results this release cannot parse are kept and counted.

use crate::common;
use crate::common::played_to_end::to_the_end;

use std::fs;
use std::path::Path;

use accessible_2048::engine::{DAILY_CONFIG, Date, Direction, Origin, RecordedGame};
use accessible_2048::narration::{Message, daily_date};
use accessible_2048::storage::{DAILY_GAME_FILE, DAILY_RESULTS_FILE, GAMES_DIR};
use tempfile::TempDir;

const TODAY: &str = "2026-12-06";

fn today() -> Date {
    TODAY.parse().expect("a day")
}

/// A session on `data`: `args`, the lines typed, on the fixed day.
fn session(data: &Path, args: &[&str], lines: &[&str]) -> common::Run {
    let mut all = args.to_vec();
    all.extend(["--no-speech", "--line-mode"]);
    let mut command = common::game_command(&all, data);
    command
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .env("ACCESSIBLE_2048_NETWORK", "none");
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let run = common::run_with_input(command, input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run
}

/// A subcommand on `data`, on the fixed day.
fn subcommand(data: &Path, args: &[&str]) -> common::Run {
    common::Binary::english()
        .args(args)
        .data_dir(data)
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .stdin(b"")
        .run()
}

/// The day's slides to its end, and its score.
fn the_days_game() -> (Vec<&'static str>, u64) {
    let mut game = RecordedGame::new(Origin::Daily(today()), DAILY_CONFIG).unwrap();
    let lines = to_the_end(&mut game);
    (lines, game.game().score())
}

fn text(data: &Path, name: &str) -> String {
    fs::read_to_string(data.join(name)).unwrap_or_default()
}

#[test]
fn after_the_days_result_its_game_takes_no_undo_and_shares_that_result() {
    let data = TempDir::new().unwrap();
    common::past_first_start(data.path());
    let (mut lines, score) = the_days_game();
    lines.extend(["undo", "undo", "share", "left", "right", "up", "down"]);
    lines.extend(["share", "quit", "yes"]);
    let run = session(data.path(), &["daily"], &lines);
    // The end says the way back, and each of the two undos and four
    // slides is refused in one line.
    let count = |id: &'static str| {
        let line = common::say(Message::new(id));
        run.lines().iter().filter(|l| **l == line).count()
    };
    assert_eq!(count("daily-final-way-lines"), 1, "{}", run.stdout);
    assert_eq!(count("daily-final-lines"), 6, "{}", run.stdout);
    let days_text = text(data.path(), &format!("daily-{TODAY}.txt"));
    assert!(
        days_text.contains(&format!("\nscore: {score}\n")),
        "{days_text}"
    );
    assert!(days_text.contains("\nundos: 0\n"), "{days_text}");
    assert_eq!(
        text(data.path(), DAILY_RESULTS_FILE),
        format!("{TODAY} {score}\n")
    );
    assert_eq!(
        subcommand(data.path(), &["share", "--daily"]).stdout,
        days_text
    );
}

#[test]
fn sessions_of_another_game_never_push_the_days_game_out() {
    let data = TempDir::new().unwrap();
    common::past_first_start(data.path());
    let (mut lines, _) = the_days_game();
    lines.extend(["quit", "yes"]);
    session(data.path(), &["daily"], &lines);
    let days_text = text(data.path(), &format!("daily-{TODAY}.txt"));
    for _ in 0..10 {
        session(data.path(), &[], &["up", "left", "quit", "yes"]);
        // A session with no move writes nothing new.
        session(data.path(), &[], &["quit", "yes"]);
    }
    let kept = fs::read_dir(data.path().join(GAMES_DIR)).unwrap().count();
    assert_eq!(kept, 2, "the day's game and the other, each once");
    let shared = subcommand(data.path(), &["share", "--daily"]);
    assert_eq!(shared.stdout, days_text, "{}", shared.stderr);
    let listed = subcommand(data.path(), &["replay", "--list"]);
    assert_eq!(listed.lines().len(), 2, "{}", listed.stdout);
}

/// A data directory whose daily save, two slides in (left, up), has its
/// record damaged.
fn damaged_daily_save() -> TempDir {
    let data = TempDir::new().unwrap();
    common::past_first_start(data.path());
    session(data.path(), &["daily"], &["left", "up", "quit", "yes"]);
    let path = data.path().join(DAILY_GAME_FILE);
    let save = fs::read_to_string(&path).unwrap();
    let start = save.find("\"steps\": \"").unwrap() + 10;
    fs::write(&path, format!("{}!!{}", &save[..start], &save[start..])).unwrap();
    data
}

#[test]
fn a_daily_game_whose_record_is_damaged_goes_on_at_every_start() {
    let data = damaged_daily_save();
    for _ in 0..2 {
        let run = session(data.path(), &["daily"], &["score", "quit", "yes"]);
        assert!(
            run.lines()
                .iter()
                .any(|l| l.starts_with("Score ") && l.contains(", 2 moves")),
            "{}",
            run.stdout
        );
        assert!(!run.stdout.contains("New game"), "{}", run.stdout);
    }
    assert!(
        data.path()
            .join(format!("{DAILY_GAME_FILE}.bad-1"))
            .exists()
    );
}

#[test]
fn a_daily_game_whose_record_is_damaged_keeps_the_days_result_at_its_end() {
    let data = damaged_daily_save();
    // The same game played on to its end, by the engine and by the player.
    let mut game = RecordedGame::new(Origin::Daily(today()), DAILY_CONFIG).unwrap();
    game.slide(Direction::Left);
    game.slide(Direction::Up);
    let mut lines = to_the_end(&mut game);
    let score = game.game().score();
    lines.extend(["undo", "quit", "yes"]);
    let run = session(data.path(), &["daily"], &lines);
    assert_eq!(
        text(data.path(), DAILY_RESULTS_FILE),
        format!("{TODAY} {score}\n"),
        "{}",
        run.stdout
    );
    // The day's end is final here too: no undo after it.
    let refused = common::say(Message::new("daily-final-lines"));
    assert!(run.lines().contains(&refused), "{}", run.stdout);
    // The next start is the day's practice, its result standing.
    let again = session(data.path(), &["daily"], &["quit", "yes"]);
    assert!(
        again.stdout.contains(&score.to_string()),
        "{}",
        again.stdout
    );
    // A practice game played to another end is kept, but it is not the
    // day's: `share --daily` says the day's score and its lost record.
    let (practice, practice_score) = the_days_game();
    assert_ne!(practice_score, score, "the practice must end elsewhere");
    let mut lines = practice.clone();
    lines.extend(["quit", "yes"]);
    session(data.path(), &["daily"], &lines);
    let shared = subcommand(data.path(), &["share", "--daily"]);
    let lost = common::say(
        Message::new("share-daily-record-lost")
            .num("score", score)
            .list("date", vec![daily_date(today())]),
    );
    assert_eq!(shared.code, Some(2), "{}", shared.stdout);
    assert!(shared.stderr.contains(&lost), "{}", shared.stderr);
    assert!(
        shared.stderr.contains("6 December 2026"),
        "{}",
        shared.stderr
    );
    assert!(!shared.stdout.contains(&practice_score.to_string()));
}

#[test]
fn lines_of_the_daily_results_it_cannot_parse_are_kept_and_counted() {
    let data = TempDir::new().unwrap();
    common::past_first_start(data.path());
    let by_hand = "2026-12-03 900 2048\n2026-12-04\t900\n2026-12-05 900\n";
    fs::write(data.path().join(DAILY_RESULTS_FILE), by_hand).unwrap();
    let (mut lines, score) = the_days_game();
    lines.extend(["quit", "yes"]);
    session(data.path(), &["daily"], &lines);
    assert_eq!(
        text(data.path(), DAILY_RESULTS_FILE),
        format!("{by_hand}{TODAY} {score}\n")
    );
    let stats = subcommand(data.path(), &["stats"]);
    let best = score.max(900);
    assert!(
        stats.stdout.contains(&format!(
            "daily games: 4 days, best {best}, streak 4, longest 4"
        )),
        "{}",
        stats.stdout
    );
}
