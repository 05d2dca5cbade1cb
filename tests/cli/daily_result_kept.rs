//! A daily game's result is never lost or replaced, through the real
//! binary on a fixed day: the day's first finished game is its result; a
//! later game of the day is practice, said so as it opens, its share key
//! writing a practice file and never the day's, never counted in the
//! daily results, and `daily --share` still prints the result; and a game
//! killed (SIGKILL injected with strace) at every rename and removal of
//! its end leaves the day either finished and counted once, or unfinished
//! and resumed where it was.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Command;

use accessible_2048::engine::{DAILY_CONFIG, Date, Direction, Origin, RecordedGame};
use accessible_2048::narration::{daily_opening, daily_practice};
use accessible_2048::storage::{DAILY_GAME_FILE, DAILY_RESULTS_FILE, GAMES_DIR, RECORDS_FILE};
use tempfile::TempDir;

const TODAY: &str = "2026-11-26";

fn today() -> Date {
    TODAY.parse().expect("a day")
}

fn daily_command(data: &Path) -> Command {
    let mut command = common::game_command(&["daily", "--no-speech", "--line-mode"], data);
    command.env("ACCESSIBLE_2048_TODAY", TODAY);
    command
}

fn play(data: &Path, lines: &[&str]) -> common::Run {
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let run = common::run_with_input(daily_command(data), input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run
}

fn english(line: &accessible_2048::narration::Announcement) -> String {
    common::words().line(line)
}

/// The day's slides, to its end: the lines typed, the index of the slide
/// that ends it, and the final score.
fn the_days_game() -> (Vec<&'static str>, usize, u64) {
    let mut game = RecordedGame::new(Origin::Daily(today()), DAILY_CONFIG).unwrap();
    let lines = common::played_to_end::to_the_end(&mut game);
    let last = lines.len() - 1;
    (lines, last, game.game().score())
}

/// `daily --share` on `data`.
fn daily_share(data: &Path) -> common::Run {
    common::Binary::english()
        .args(["daily", "--share"])
        .data_dir(data)
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .run()
}

/// The lines of the daily results file for today.
fn todays_results(data: &Path) -> Vec<String> {
    fs::read_to_string(data.join(DAILY_RESULTS_FILE))
        .unwrap_or_default()
        .lines()
        .filter(|line| line.starts_with(TODAY))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_later_game_of_the_day_is_practice_and_never_replaces_the_result() {
    let data = TempDir::new().unwrap();
    let (mut lines, _, score) = the_days_game();
    lines.push("quit");
    play(data.path(), &lines);
    let days_text = fs::read_to_string(data.path().join(format!("daily-{TODAY}.txt"))).unwrap();
    assert_eq!(todays_results(data.path()), [format!("{TODAY} {score}")]);

    // Opened again: practice, said so; its share key writes a file of its
    // own; `daily --share` prints the day's result, not the practice's.
    let run = play(data.path(), &["left", "share", "quit"]);
    // One short line says it is practice and the day's result, then the
    // tiles.
    assert_eq!(
        run.lines()[0],
        english(&daily_practice(score)),
        "{:#?}",
        run.lines()
    );
    assert!(
        run.lines()[1].starts_with("New game: "),
        "the tiles second: {:#?}",
        run.lines()
    );
    let days_file = data.path().join(format!("daily-{TODAY}.txt"));
    assert_eq!(fs::read_to_string(&days_file).unwrap(), days_text);
    assert!(
        data.path()
            .join(format!("daily-{TODAY}-practice.txt"))
            .exists()
    );
    let shared = daily_share(data.path());
    assert_eq!(shared.code, Some(0), "{}", shared.stderr);
    assert_eq!(shared.stdout, days_text);

    // A practice game played to its end is not counted, nor written as
    // the day's text.
    let mut rest: Vec<&str> = Direction::ALL
        .iter()
        .cycle()
        .take(3000)
        .map(|d| d.name())
        .collect();
    rest.push("quit");
    let run = play(data.path(), &rest);
    assert!(run.stdout.contains("Game over"), "{}", run.stdout);
    assert_eq!(todays_results(data.path()), [format!("{TODAY} {score}")]);
    assert_eq!(fs::read_to_string(&days_file).unwrap(), days_text);
    assert_eq!(daily_share(data.path()).stdout, days_text);
}

/// Plays the day's last slide under strace, killed at the first of
/// `syscalls` touching `path`.
fn killed_at(data: &Path, syscalls: &str, path: &Path, input: &str) {
    let run = common::Binary::bare()
        .args(["daily", "--no-speech", "--no-sound", "--line-mode"])
        .data_dir(data)
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .env("LANG", "C")
        .killed_at(syscalls, path)
        .stdin(input)
        .run();
    assert_ne!(run.code, Some(0), "the kill came: {}", run.stdout);
}

#[test]
fn a_kill_at_any_write_of_the_days_end_leaves_it_finished_or_resumable() {
    if !common::require("strace", "-V", "ACCESSIBLE_2048_NO_STRACE", "strace") {
        return;
    }
    let (lines, last, score) = the_days_game();
    let renames = "rename,renameat,renameat2";
    let unlinks = "unlink,unlinkat";
    let cases: [(&str, &str); 5] = [
        (GAMES_DIR, renames),
        (DAILY_RESULTS_FILE, renames),
        (RECORDS_FILE, renames),
        (DAILY_GAME_FILE, unlinks),
        ("daily-2026-11-26.txt", renames),
    ];
    for (file, syscalls) in cases {
        let data = TempDir::new().unwrap();
        let mut before: Vec<&str> = lines[..last].to_vec();
        before.push("quit");
        play(data.path(), &before);
        let target = if file == GAMES_DIR {
            data.path().join(GAMES_DIR).join("game-00000001.code")
        } else {
            data.path().join(file)
        };
        killed_at(
            data.path(),
            syscalls,
            &target,
            &format!("{}\nquit\n", lines[last]),
        );
        let counted = todays_results(data.path());
        let run = play(data.path(), &["quit"]);
        if counted.is_empty() {
            // Unfinished: resumed one slide from its end, which ends it.
            assert_eq!(
                run.lines()[0],
                english(&daily_opening(today(), None)),
                "{file}"
            );
            let run = play(data.path(), &[lines[last], "quit"]);
            assert!(run.stdout.contains("Game over"), "{file}: {}", run.stdout);
        } else {
            // Finished: a new game of the day, practice.
            assert_eq!(run.lines()[0], english(&daily_practice(score)), "{file}");
        }
        assert_eq!(
            todays_results(data.path()),
            [format!("{TODAY} {score}")],
            "{file}: finished and counted once"
        );
    }
}

#[test]
fn unreadable_daily_results_are_set_aside_and_said_and_a_fifo_for_games_loses_nothing() {
    let (mut lines, _, score) = the_days_game();
    lines.push("quit");

    // 3,000 days, then junk past the 4 MiB read limit.
    let data = TempDir::new().unwrap();
    let mut text = String::new();
    for day in 0..3000u32 {
        let date = Date::from_days_since_epoch(18_000 + day).unwrap();
        text.push_str(&format!("{date} {}\n", 100 + day));
    }
    let long = text.clone() + &"junk ".repeat(1 << 20);
    fs::write(data.path().join(DAILY_RESULTS_FILE), &long).unwrap();
    let run = play(data.path(), &lines);
    let moved: Vec<_> = fs::read_dir(data.path())
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("daily-results") && name != DAILY_RESULTS_FILE)
        .collect();
    assert_eq!(moved.len(), 1, "{moved:?}");
    assert_eq!(
        fs::read_to_string(data.path().join(&moved[0])).unwrap(),
        long,
        "kept whole"
    );
    assert!(
        run.lines()
            .iter()
            .any(|line| line.starts_with("The daily results could not be read")),
        "{:#?}",
        run.lines()
    );
    assert_eq!(todays_results(data.path()), [format!("{TODAY} {score}")]);

    // A FIFO where the kept games go: the day's result is kept all the
    // same, and said beside what was not kept.
    let data = TempDir::new().unwrap();
    let fifo = data.path().join(GAMES_DIR);
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let run = play(data.path(), &lines);
    assert_eq!(todays_results(data.path()), [format!("{TODAY} {score}")]);
    let finished = english(&daily_opening(today(), Some(score)));
    assert!(run.lines().contains(&finished), "{:#?}", run.lines());
    // The next start of the day is practice.
    let next = play(data.path(), &["quit"]);
    assert_eq!(next.lines()[0], english(&daily_practice(score)));
}
