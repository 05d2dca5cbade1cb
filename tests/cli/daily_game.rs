//! The daily game through the real binary, its day fixed by the testing
//! aid `ACCESSIBLE_2048_TODAY`: `daily` opens with the day in words (in
//! every language) and the day's own tiles whatever the data directory;
//! key 0's line command `daily` switches from the ordinary game and back,
//! each resumed at the same position and score, both kept across a
//! restart, neither counted as abandoned; a daily game played to its end
//! says its shareable text is in the data folder (no path, day or code), a
//! text holding the ISO day and a code that
//! `verify` replays to the same score and that `daily --share` prints; the
//! share key's line command `share` writes a seeded game's code, which
//! verifies to the score the library's own game reaches, and says that a
//! game from `--board` cannot be shared; and the statistics (key 6's line
//! command `stats`) carry the daily line, each line said within 12 s.

use crate::common;

use std::path::Path;

use accessible_2048::engine::{DAILY_CONFIG, Date, Direction, Game, GameConfig, Pcg32, daily_seed};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{
    self, Announcement, Message, daily_opening, daily_practice, daily_shared,
    daily_statistics_line, share_no_record, share_written,
};
use accessible_2048::share::decode;
use accessible_2048::storage::{DAILY_GAME_FILE, DailyStatistics, GAME_FILE};
use common::espeak::VOICES;
use tempfile::TempDir;

/// The day every test here plays.
const TODAY: &str = "2026-11-26";

fn today() -> Date {
    TODAY.parse().expect("a day")
}

/// The binary, line by line, on the fixed day, with `args` and `data`.
fn daily_game(args: &[&str], data: &Path) -> common::Binary {
    common::Binary::game(args, data)
        .arg("--no-speech")
        .arg("--line-mode")
        .env("ACCESSIBLE_2048_TODAY", TODAY)
}

/// Runs a game with these lines typed.
fn play(args: &[&str], data: &Path, lines: &[&str]) -> common::Run {
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let run = daily_game(args, data).stdin(input).run();
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run
}

/// A subcommand that plays nothing (`verify`, `daily --share`, `stats`).
fn subcommand(args: &[&str]) -> common::Run {
    common::Binary::english()
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .args(args)
        .run()
}

fn english(line: &Announcement) -> String {
    common::words().line(line)
}

/// The printed position (`Position: 2 0 0 2/...`) of the lines printed.
fn positions(run: &common::Run) -> Vec<String> {
    let head = common::say(Message::new("position").text("position", ""));
    let head = head.trim_end();
    run.lines()
        .into_iter()
        .filter(|line| line.starts_with(head))
        .collect()
}

/// The slides that end a daily game in a few hundred moves.
fn to_the_end() -> Vec<&'static str> {
    let mut lines = Vec::new();
    for _ in 0..600 {
        lines.extend(["left", "down", "right", "up"]);
    }
    lines
}

/// Plays today's daily game to its end in `data`; the lines printed.
fn finish_daily(data: &Path) -> common::Run {
    let mut lines = to_the_end();
    lines.push("quit");
    play(&["daily"], data, &lines)
}

#[test]
fn daily_opens_with_the_day_and_the_days_tiles_in_any_data_directory() {
    let first = TempDir::new().unwrap();
    let second = TempDir::new().unwrap();
    let one = play(&["daily"], first.path(), &["position", "quit"]);
    let two = play(&["daily"], second.path(), &["position", "quit"]);
    assert_eq!(one.lines()[0], english(&daily_opening(today(), None)));
    assert_eq!(one.lines()[..2], two.lines()[..2]);
    let game = Game::new(DAILY_CONFIG, Pcg32::from_seed(daily_seed(today()))).unwrap();
    let expected = common::say(Message::new("position").text("position", game.board().to_string()));
    assert_eq!(positions(&one), vec![expected.clone()]);
    assert_eq!(positions(&two), vec![expected]);
    // Each start resumes its own day's game from its own save.
    assert!(first.path().join(DAILY_GAME_FILE).exists());
    assert!(!first.path().join(GAME_FILE).exists());
}

#[test]
fn the_day_is_worded_in_every_language() {
    let table = [
        ("en-US", "26 November 2026"),
        ("es", "26 de noviembre de 2026"),
        ("fr", "26 novembre 2026"),
        ("de", "sechsundzwanzigsten November 2026"),
        ("pt-BR", "26 de novembro de 2026"),
    ];
    for (id, day) in table {
        let data = TempDir::new().unwrap();
        let run = play(&["daily", "--lang", id], data.path(), &["quit"]);
        let locale = LOCALES.iter().find(|l| l.id == id).unwrap();
        let words = Localizer::new(locale);
        assert_eq!(
            run.lines()[0],
            words.line(&daily_opening(today(), None)),
            "{id}"
        );
        assert!(run.lines()[0].contains(day), "{id}: {}", run.lines()[0]);
    }
}

#[test]
fn switching_keeps_both_games_where_they_were_and_counts_neither_as_abandoned() {
    let data = TempDir::new().unwrap();
    let first = play(
        &["--seed", "7"],
        data.path(),
        &[
            "left", "up", "score", "position", "daily", "left", "down", "position", "daily",
            "score", "position", "quit",
        ],
    );
    let lines = first.lines();
    let score_lines: Vec<&String> = lines.iter().filter(|l| l.starts_with("Score")).collect();
    // The ordinary game's score and position, before and after the daily
    // game.
    assert_eq!(score_lines[0], score_lines[1], "{lines:#?}");
    let seen = positions(&first);
    assert_eq!(seen.len(), 3);
    assert_eq!(seen[0], seen[2]);
    assert_ne!(seen[0], seen[1]);
    assert!(lines.contains(&english(&daily_opening(today(), None))));
    assert!(lines.contains(&english(&narration::daily_back())));
    assert!(data.path().join(GAME_FILE).exists());
    assert!(data.path().join(DAILY_GAME_FILE).exists());

    // A restart resumes the ordinary game, and the daily game where it was.
    let second = play(&[], data.path(), &["position", "daily", "position", "quit"]);
    let again = positions(&second);
    assert_eq!(
        again,
        vec![seen[2].clone(), seen[1].clone()],
        "{:#?}",
        second.lines()
    );
    // Nothing was finished, nothing given up.
    let stats = subcommand(&[
        "stats",
        "--json",
        "--data-dir",
        &data.path().to_string_lossy(),
    ]);
    assert_eq!(stats.code, Some(0), "{}", stats.stderr);
    let json: serde_json::Value = serde_json::from_str(&stats.stdout).unwrap();
    assert!(
        json["games"]
            .as_array()
            .is_none_or(|games| games.iter().all(|g| g["played"] == 0)),
        "{json}"
    );
    assert!(!stats.stdout.contains("abandoned"), "{json}");
}

#[test]
fn a_finished_daily_game_says_where_its_text_is_and_its_code_verifies() {
    let data = TempDir::new().unwrap();
    let run = finish_daily(data.path());
    let file = data.path().join(format!("daily-{TODAY}.txt"));
    let lines = run.lines();
    assert!(lines.contains(&english(&daily_shared())), "{lines:#?}");
    let text = std::fs::read_to_string(&file).unwrap();
    let code = text.lines().last().unwrap().to_string();
    // The code, the path and the day's digits are written, never printed
    // (or said).
    assert!(!run.stdout.contains(&code));
    assert!(!run.stdout.contains(&*data.path().to_string_lossy()));
    assert!(!run.stdout.contains(TODAY));
    let game = decode(&code).unwrap();
    let over = lines
        .iter()
        .find(|l| l.starts_with("Game over"))
        .expect("the game ended");
    assert!(over.contains(&game.game().score().to_string()), "{over}");
    // The text holds the result, its day as digits for readers of any
    // language, its score once.
    assert!(text.contains(TODAY), "{text}");
    let score_line = format!("score: {}", game.game().score());
    assert_eq!(
        text.lines().filter(|l| *l == score_line).count(),
        1,
        "{text}"
    );
    let verified = subcommand(&["verify", &code]);
    assert_eq!(verified.code, Some(0), "{}", verified.stderr);
    let score = format!("score: {}", game.game().score());
    assert!(verified.lines().contains(&score), "{}", verified.stdout);
    let shared = subcommand(&[
        "daily",
        "--share",
        "--data-dir",
        &data.path().to_string_lossy(),
    ]);
    assert_eq!(shared.code, Some(0), "{}", shared.stderr);
    assert_eq!(shared.stdout, text);
    // The next start says the day's result is kept, with its score: this
    // game is practice.
    let next = play(&["daily"], data.path(), &["quit"]);
    assert_eq!(
        next.lines()[0],
        english(&daily_practice(game.game().score()))
    );
}

#[test]
fn the_share_key_writes_a_code_of_the_games_score_and_a_board_game_has_none() {
    let data = TempDir::new().unwrap();
    let run = play(
        &["--seed", "9"],
        data.path(),
        &["left", "up", "right", "share", "quit"],
    );
    let file = data.path().join("seed-9.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    let code = text.lines().last().unwrap();
    assert!(!run.stdout.contains(code));
    let mut game = Game::new(GameConfig::default(), Pcg32::from_seed(9)).unwrap();
    for direction in [Direction::Left, Direction::Up, Direction::Right] {
        game.slide(direction);
    }
    assert!(
        run.lines().contains(&english(&share_written(game.score()))),
        "{}",
        run.stdout
    );
    let verified = subcommand(&["verify", code]);
    assert_eq!(verified.code, Some(0), "{}", verified.stderr);
    assert!(
        verified
            .lines()
            .contains(&format!("score: {}", game.score())),
        "{}",
        verified.stdout
    );
    let board = play(
        &["--board", "2 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0"],
        data.path(),
        &["share", "quit"],
    );
    assert!(board.lines().contains(&english(&share_no_record())));
}

#[test]
fn the_statistics_carry_the_daily_line_each_said_within_12_seconds() {
    let data = TempDir::new().unwrap();
    let run = finish_daily(data.path());
    let code = std::fs::read_to_string(data.path().join(format!("daily-{TODAY}.txt"))).unwrap();
    let score = decode(code.lines().last().unwrap()).unwrap().game().score();
    assert!(run.stdout.contains("Game over"));
    let figures = DailyStatistics {
        days_played: 1,
        best_score: score,
        current_streak: 1,
        longest_streak: 1,
    };
    let speak = common::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    );
    let scratch = TempDir::new().unwrap();
    for (id, voice) in VOICES {
        let locale = LOCALES.iter().find(|l| l.id == id).unwrap();
        let words = Localizer::new(locale);
        let stats = play(&["daily", "--lang", id], data.path(), &["stats", "quit"]);
        let lines = stats.lines();
        let daily = words.line(&daily_statistics_line(&figures));
        let at = lines.iter().position(|l| *l == daily);
        assert!(at.is_some(), "{id}: {lines:#?}");
        // The answer to key 6: from the line after the opening's to the
        // daily line.
        let answer_start = lines
            .iter()
            .position(|l| *l == words.line(&Message::new("help-pointer-lines").into()))
            .expect("the opening's help pointer")
            + 1;
        for text in &lines[answer_start..=at.unwrap()] {
            if !speak {
                break;
            }
            let seconds = common::espeak::seconds_to_say(voice, text, scratch.path());
            assert!(seconds <= 12.0, "{id} {seconds:.1} s: {text}");
        }
    }
}
