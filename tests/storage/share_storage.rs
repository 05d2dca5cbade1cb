//! The finished games kept for sharing, and the daily games' statistics:
//! the last [`KEPT_GAMES`] games are kept newest first, each in a file of
//! its own, and a damaged or tampered file is passed over, never trusted;
//! daily results count each day once and give days played, best score and
//! streaks, which `stats` prints as one line (and `--json` as an object)
//! said in at most 12 seconds in every language.

use crate::common;

use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use accessible_2048::engine::{DAILY_CONFIG, Date, Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::daily_statistics_line;
use accessible_2048::storage::{
    DailyStatistics, GAMES_DIR, KEPT_GAMES, finished_games, keep_finished_game,
};
use common::espeak::VOICES;
use tempfile::TempDir;

fn played(origin: Origin, config: GameConfig, slides: usize) -> RecordedGame {
    let mut game = RecordedGame::new(origin, config).unwrap();
    for i in 0..slides {
        game.slide(Direction::ALL[i % 4]);
    }
    game
}

/// A daily game of `slides` slides then played to its end: a result (a daily
/// game left unfinished keeps none).
fn finished_daily(date: Date, slides: usize) -> RecordedGame {
    let mut game = played(Origin::Daily(date), DAILY_CONFIG, slides);
    for i in 0.. {
        if game.game().is_over() {
            break;
        }
        game.slide(Direction::ALL[i % 4]);
    }
    game
}

#[test]
fn the_last_games_are_kept_newest_first() {
    let dir = TempDir::new().unwrap();
    let extra = 3;
    for seed in 0..(KEPT_GAMES + extra) as u64 {
        keep_finished_game(
            dir.path(),
            &played(Origin::Seed(seed), GameConfig::default(), 20),
        )
        .unwrap();
    }
    let kept: Vec<Origin> = finished_games(dir.path())
        .iter()
        .map(|g| g.record().origin)
        .collect();
    // The last kept is the game in play, kept besides the ten before it.
    let expected: Vec<Origin> = (extra as u64 - 1..(KEPT_GAMES + extra) as u64)
        .rev()
        .map(Origin::Seed)
        .collect();
    assert_eq!(kept, expected);
    let files = std::fs::read_dir(dir.path().join(GAMES_DIR))
        .unwrap()
        .count();
    assert_eq!(files, KEPT_GAMES + 1);
}

#[test]
fn a_damaged_or_tampered_file_is_passed_over() {
    let dir = TempDir::new().unwrap();
    keep_finished_game(
        dir.path(),
        &played(Origin::Seed(1), GameConfig::default(), 20),
    )
    .unwrap();
    let second = keep_finished_game(
        dir.path(),
        &played(Origin::Seed(2), GameConfig::default(), 20),
    )
    .unwrap();
    let third = keep_finished_game(
        dir.path(),
        &played(Origin::Seed(3), GameConfig::default(), 20),
    )
    .unwrap();
    std::fs::write(&third, b"\xff\xfe not a code at all").unwrap();
    let code = std::fs::read_to_string(&second).unwrap();
    let mut tampered = code.trim().to_string().into_bytes();
    let last = tampered.len() - 1;
    tampered[last] = if tampered[last] == b'0' { b'1' } else { b'0' };
    std::fs::write(&second, tampered).unwrap();
    let kept: Vec<Origin> = finished_games(dir.path())
        .iter()
        .map(|g| g.record().origin)
        .collect();
    assert_eq!(kept, [Origin::Seed(1)]);
}

fn today() -> Date {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    Date::from_unix_seconds(seconds).unwrap()
}

fn days_before(date: Date, days: u32) -> Date {
    Date::from_days_since_epoch(date.days_since_epoch() - days).unwrap()
}

fn stats(dir: &Path, extra: &[&str]) -> String {
    common::Binary::bare()
        .args(["stats", "--lang", "en-US"])
        .data_dir(dir)
        .args(extra)
        .expect_code(0)
        .run()
        .stdout
}

#[test]
fn stats_prints_the_daily_line_counting_each_day_once() {
    let dir = TempDir::new().unwrap();
    assert!(!stats(dir.path(), &[]).contains("daily"));
    let today = today();
    let mut scores = Vec::new();
    // Five days ago, then yesterday twice (counted once: the day's first
    // finished game is its result, the second practice) and today.
    let mut days_kept = Vec::new();
    for (days, slides) in [(5, 30), (1, 10), (1, 40), (0, 20)] {
        let game = finished_daily(days_before(today, days), slides);
        if !days_kept.contains(&days) {
            days_kept.push(days);
            scores.push(game.game().score());
        }
        keep_finished_game(dir.path(), &game).unwrap();
    }
    let best = scores.iter().max().unwrap();
    let printed = stats(dir.path(), &[]);
    let line = format!("daily games: 3 days, best {best}, streak 2, longest 2");
    assert!(printed.lines().any(|l| l == line), "{printed}");
    let json: serde_json::Value = serde_json::from_str(&stats(dir.path(), &["--json"])).unwrap();
    assert_eq!(
        json["daily"],
        serde_json::json!({
            "days_played": 3, "best_score": best, "current_streak": 2, "longest_streak": 2
        })
    );
}

#[test]
fn the_daily_line_is_said_in_at_most_12_seconds() {
    if !common::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    ) {
        return;
    }
    let scratch = TempDir::new().unwrap();
    // Ten years of days (all the results kept), a best daily score above
    // what 4×4 games reach in practice, long streaks.
    let figures = DailyStatistics {
        days_played: 3_650,
        best_score: 200_000,
        current_streak: 1_000,
        longest_streak: 3_650,
    };
    for (locale, voice) in VOICES {
        let words = Localizer::new(LOCALES.iter().find(|l| l.id == locale).unwrap());
        let text = words.line(&daily_statistics_line(&figures));
        let seconds = common::espeak::seconds_to_say(voice, &text, scratch.path());
        eprintln!("{locale} {seconds:.1} s: {text}");
        assert!(
            seconds > 1.0 && seconds <= 12.0,
            "{locale} {seconds:.1} s: {text}"
        );
    }
}

/// The daily line says its days in the number's own form (one day, two
/// days) in every language: found by the words it must hold.
#[test]
fn the_days_of_the_daily_line_agree_with_their_number_in_every_language() {
    // Each language's opening of the line for one day and for two.
    let cases = [
        ("en-US", "daily games: 1 day,", "daily games: 2 days,"),
        ("de", "Tagesspiele: 1 Tag,", "Tagesspiele: 2 Tage,"),
        (
            "es",
            "partidas diarias: 1 día,",
            "partidas diarias: 2 días,",
        ),
        (
            "fr",
            "parties du jour : 1 jour,",
            "parties du jour : 2 jours,",
        ),
        ("pt-BR", "jogos diários: 1 dia,", "jogos diários: 2 dias,"),
    ];
    let dir = TempDir::new().unwrap();
    let today = today();
    for days in [1, 2] {
        let game = finished_daily(days_before(today, days - 1), 10);
        keep_finished_game(dir.path(), &game).unwrap();
        for (lang, one, two) in cases {
            let wanted = if days == 1 { one } else { two };
            let output = common::Binary::bare()
                .args(["stats", "--lang", lang])
                .data_dir(dir.path())
                .run();
            assert!(output.success(), "{lang}: {output:?}");
            let printed = output.stdout;
            assert_eq!(
                printed.lines().filter(|l| l.starts_with(wanted)).count(),
                1,
                "{lang}: {wanted:?} in\n{printed}"
            );
        }
    }
}

/// A kept game whose file bears the highest number there is does not make
/// later games overwrite each other: each game played through the binary
/// is kept in a file of its own, newest first, beside it.
#[test]
fn a_file_numbered_past_the_range_does_not_make_games_overwrite_each_other() {
    let dir = TempDir::new().unwrap();
    let games = dir.path().join(GAMES_DIR);
    std::fs::create_dir_all(&games).unwrap();
    let foreign = played(Origin::Seed(99), GameConfig::default(), 12);
    let code = accessible_2048::share::encode(foreign.record()).unwrap();
    std::fs::write(
        games.join(format!("game-{}.code", u64::MAX)),
        format!("{code}\n"),
    )
    .unwrap();
    for seed in ["1", "2", "3"] {
        // A game quit unfinished is kept for sharing.
        let run = common::run_with_input(
            common::game_command(
                &["--no-speech", "--line-mode", "--new", "--seed", seed],
                dir.path(),
            ),
            b"left\nup\nquit\n",
        );
        assert_eq!(run.code, Some(0), "{}", run.stderr);
    }
    let kept: Vec<Origin> = finished_games(dir.path())
        .iter()
        .map(|game| game.record().origin)
        .collect();
    assert_eq!(
        kept,
        [
            Origin::Seed(3),
            Origin::Seed(2),
            Origin::Seed(1),
            Origin::Seed(99)
        ],
        "{:?}",
        std::fs::read_dir(&games).unwrap().collect::<Vec<_>>()
    );
}
