//! Long games through the real binary: a save of an older release (its
//! record a share code) is resumed with its record, saved again as its
//! steps, one letter a step, and played on; a game grown past the longest
//! code `verify` reads is never written as a code (neither by the share
//! key nor among the kept games): the player hears that it is too long to
//! share; kept games with long codes are listed by their codes' heads and
//! replayed whole only when chosen.

use crate::common;

use std::fs;
use std::path::Path;

use accessible_2048::engine::{GameConfig, Origin, RecordedGame, Step};
use accessible_2048::share::{MAX_CODE_CHARS, decode, encode};
use accessible_2048::storage::{GAME_FILE, GAMES_DIR, Settings, encode_game_as};
use common::{SplitMix, game_command, run_with_input};
use serde_json::{Value, json};
use tempfile::TempDir;

/// The rules of the long games: a 6×6 board, so a game lasts.
const RULES: GameConfig = GameConfig {
    size: 6,
    four_chance: 0.1,
};

/// A game from seed 3 played at random to `steps` steps: every other step
/// at random an undo, so it goes back and forth and never ends.
fn random_game(steps: usize) -> RecordedGame {
    let mut game = RecordedGame::new(Origin::Seed(3), RULES).unwrap();
    let mut random = SplitMix(11);
    while game.record().steps.len() < steps {
        let possible = game.possible_steps();
        let step = match possible.last() {
            Some(&Step::Undo) if random.below(2) == 0 => Step::Undo,
            _ => possible[random.below(possible.len() as u64) as usize],
        };
        assert!(game.step(step));
    }
    assert!(!game.game().is_over());
    game
}

/// A prefix of `game` whose code is at most `chars` long (and, for a
/// game long enough, near it), as a game, with its code.
fn game_with_code_of(game: &RecordedGame, chars: usize) -> (RecordedGame, String) {
    let all = game.record().steps.len();
    let mut steps = all;
    for tries in 0.. {
        let prefix = prefix(game, steps);
        match encode(prefix.record()) {
            Ok(code) if code.len() + 200 < chars && steps < all && tries < 6 => {
                steps = all.min(steps * (chars - 100) / code.len());
            }
            Ok(code) if code.len() <= chars => return (prefix, code),
            // Too long: as many steps as would fill `chars`, less 1%.
            Ok(code) => steps = steps * chars / code.len() * 99 / 100,
            // Too long for a code at all.
            Err(_) => steps = steps * 9 / 10,
        }
    }
    unreachable!("the loop returns")
}

fn prefix(game: &RecordedGame, steps: usize) -> RecordedGame {
    let mut again = RecordedGame::new(Origin::Seed(3), RULES).unwrap();
    for &step in &game.record().steps[..steps] {
        assert!(again.step(step));
    }
    again
}

/// The save an older release wrote of `game`: its record as its code.
fn old_save(dir: &Path, game: &RecordedGame, code: &str) {
    let settings = Settings::from([("variant".to_string(), "classic".to_string())]);
    let text = encode_game_as(game.game(), Some(3), Some(9), &settings);
    let mut document: Value = serde_json::from_str(&text).unwrap();
    document["record"] = json!(code);
    fs::write(
        dir.join(GAME_FILE),
        serde_json::to_vec_pretty(&document).unwrap(),
    )
    .unwrap();
}

/// Every file of `dir` holding a code (a kept game, a shareable text): the
/// code must be one `verify` reads.
fn codes_written(dir: &Path) -> Vec<(String, usize)> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .collect();
    if let Ok(games) = fs::read_dir(dir.join(GAMES_DIR)) {
        files.extend(games.filter_map(Result::ok).map(|entry| entry.path()));
    }
    files
        .into_iter()
        .filter_map(|path| {
            let text = fs::read_to_string(&path).ok()?;
            let code = text.split_whitespace().find(|w| w.starts_with("20481"))?;
            Some((path.display().to_string(), code.len()))
        })
        .collect()
}

#[test]
fn an_older_save_resumes_with_its_record_and_is_saved_as_steps() {
    let dir = TempDir::new().unwrap();
    let (game, code) = game_with_code_of(&random_game(600), 150);
    old_save(dir.path(), &game, &code);
    let run = run_with_input(
        game_command(&["--no-speech", "--line-mode"], dir.path()),
        b"left\nundo\nshare\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let save: Value = serde_json::from_slice(&fs::read(dir.path().join(GAME_FILE)).unwrap())
        .expect("the save is JSON");
    let steps = save["record"]["steps"]
        .as_str()
        .expect("the steps, as letters");
    assert_eq!(save["record"]["origin"], "seed 3", "{save}");
    // The older record, then the slide left (if it moved) and the undo.
    let before = game.record().steps.len();
    assert!(
        (before + 1..=before + 2).contains(&steps.len()),
        "{before} steps, then {}",
        steps.len()
    );
    assert!(steps.ends_with('z'), "{steps}");
    let shared = fs::read_to_string(dir.path().join("seed-3.txt")).expect("the share key wrote");
    let code = shared.lines().last().unwrap();
    let replayed = decode(code).expect("the shared code verifies");
    assert_eq!(replayed.record().steps.len(), steps.len());
}

#[test]
fn a_game_past_the_longest_code_is_never_written_as_a_code() {
    let dir = TempDir::new().unwrap();
    let (game, code) = game_with_code_of(&random_game(60_000), MAX_CODE_CHARS);
    assert!(
        code.len() > MAX_CODE_CHARS - 1000,
        "{} characters",
        code.len()
    );
    old_save(dir.path(), &game, &code);
    // Enough steps to pass the limit: every slide, then undo, many times.
    let input = "left\nup\nright\ndown\nundo\n".repeat(400) + "share\nquit\n";
    let run = run_with_input(
        game_command(&["--no-speech", "--line-mode"], dir.path()),
        input.as_bytes(),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let too_long = common::say(accessible_2048::narration::Message::new("share-too-long"));
    assert!(
        run.lines().contains(&too_long),
        "{:?}",
        &run.lines()[run.lines().len().saturating_sub(6)..]
    );
    let written = codes_written(dir.path());
    assert!(
        written.iter().all(|(_, chars)| *chars <= MAX_CODE_CHARS),
        "codes verify refuses: {written:?}"
    );
}

/// `replay --list`, `replay --last` and `share --daily` on kept games with
/// long codes: a code over `LISTED_WHOLE_CHARS` is listed by its head (its
/// moves, the day, where it came from; its score left to its replay) and
/// replayed whole when chosen; `share --daily` finds the day's game among
/// long ones.
#[test]
fn long_kept_games_are_listed_by_their_heads_and_replayed_when_chosen() {
    use accessible_2048::engine::Date;
    use accessible_2048::narration::Message;
    use accessible_2048::storage::LISTED_WHOLE_CHARS;
    let dir = TempDir::new().unwrap();
    let games = dir.path().join(GAMES_DIR);
    fs::create_dir_all(&games).unwrap();
    let (long, long_code) = game_with_code_of(&random_game(12_000), 3 * LISTED_WHOLE_CHARS);
    assert!(long_code.len() > LISTED_WHOLE_CHARS, "{}", long_code.len());
    let day: Date = "2026-12-06".parse().unwrap();
    let mut daily = RecordedGame::new(Origin::Daily(day), GameConfig::default()).unwrap();
    for _ in 0..3 {
        let step = daily.possible_steps()[0];
        assert!(daily.step(step));
    }
    let daily_code = encode(daily.record()).unwrap();
    // Oldest first: the day's short game, then two long games.
    for (number, code) in [(1, &daily_code), (2, &long_code), (3, &long_code)] {
        fs::write(
            games.join(format!("game-{number:08}.code")),
            format!("{code}\n"),
        )
        .unwrap();
    }
    let run = |args: &[&str]| {
        common::Binary::english()
            .args(args)
            .data_dir(dir.path())
            .env("ACCESSIBLE_2048_TODAY", "2026-12-06")
            .run()
    };
    let list = run(&["replay", "--list"]);
    assert_eq!(list.code, Some(0), "{}", list.stderr);
    let listed = list.lines();
    assert_eq!(listed.len(), 3, "{listed:?}");
    let steps = long.record().steps.len() as u64;
    let long_words = common::say(
        Message::new("replay-list-long")
            .num("number", 1)
            .text("ended", "ENDED")
            .text("origin", "ORIGIN")
            .num("size", 6)
            .num("steps", steps),
    );
    let tail = long_words.rsplit("ORIGIN").next().unwrap();
    for line in &listed[..2] {
        assert!(line.ends_with(tail), "{line:?} should end {tail:?}");
    }
    let score = daily.game().score().to_string();
    assert!(listed[2].contains(&score), "{:?}", listed[2]);
    // The second in the list is replayed whole when chosen: its opening
    // says its moves.
    let chosen = run(&["replay", "--last", "2", "--no-speech", "--no-sound"]);
    assert_eq!(chosen.code, Some(0), "{}", chosen.stderr);
    assert!(
        chosen.lines()[0].contains(&steps.to_string()),
        "{:?}",
        chosen.lines()[0]
    );
    // The day's game, found among the long ones.
    let shared = run(&["share", "--daily"]);
    assert_eq!(shared.code, Some(0), "{}", shared.stderr);
    assert_eq!(
        shared.lines().last(),
        Some(&daily_code),
        "{}",
        shared.stdout
    );
}
