//! `verify` accepts only the game's own lines, through the real binary:
//! beside a real shared text, every line the game does not write (number
//! words in the five languages, CJK and roman numerals, digit look-alikes,
//! chatter such as "my third try" or "What a game!") is refused, quoted,
//! with the way to verify the code alone; the real shared text in each of
//! the five languages passes, and so does it with a byte-order mark, its
//! case changed or its spacing widened.

use crate::common::{Binary, Run};

use std::path::Path;

use accessible_2048::engine::{DAILY_CONFIG, Direction, Origin, RecordedGame};
use accessible_2048::storage::keep_finished_game;
use tempfile::TempDir;

/// The day the tests take as today (UTC).
const TODAY: &str = "2026-12-06";

/// The languages of the game.
const LANGS: [&str; 5] = ["en-US", "es", "fr", "de", "pt-BR"];

/// `accessible-2048 ARGS` in English on [`TODAY`].
fn run(args: &[&str]) -> Run {
    Binary::english()
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .args(args)
        .run()
}

/// The day's daily game, 40 slides in.
fn daily_game() -> RecordedGame {
    let mut game = RecordedGame::new(Origin::Daily(TODAY.parse().unwrap()), DAILY_CONFIG).unwrap();
    for i in 0..40 {
        game.slide(Direction::ALL[i % 4]);
    }
    game
}

/// The shared text `share --daily` prints for `game`, kept in `dir`, in `lang`.
fn shared(dir: &Path, game: &RecordedGame, lang: &str) -> String {
    keep_finished_game(dir, game).unwrap();
    let output = run(&[
        "share",
        "--daily",
        "--lang",
        lang,
        "--data-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(output.success(), "{lang}: {}", output.stderr.clone());
    output.stdout.clone()
}

/// The adversary's lines: claims with no digit, and chatter.
const FOREIGN: [&str; 16] = [
    "score: ninety-nine thousand",
    "puntuación: noventa y nueve mil",
    "score : quatre-vingt-dix-neuf mille",
    "Punkte: neunundneunzigtausend",
    "pontuação: noventa e nove mil",
    "score: 九万九千九百九十九",
    "score: 九万",
    "highest tile: MMXLVIII",
    "highest tile: Ⅿↂ",
    "score: lOOOOO",
    "score: OOOO1",
    "my third try",
    "What a game!",
    "Beat that",
    "daily game of yesterday",
    "\u{feff}score: ninety-nine thousand",
];

#[test]
fn any_line_the_game_does_not_write_is_refused_and_quoted() {
    let dir = TempDir::new().unwrap();
    let shared = shared(dir.path(), &daily_game(), "en-US");
    let code = shared.lines().last().unwrap().to_string();
    for line in FOREIGN {
        for pasted in [
            format!("{line}\n{shared}"),
            format!("{shared}{line}\n"),
            shared.replace(&code, &format!("{code} {line}")),
        ] {
            let output = run(&["verify", &pasted]);
            let error = output.stderr.clone();
            assert_eq!(output.code, Some(2), "{line:?} passed:\n{pasted}");
            assert!(output.stdout.is_empty(), "{line:?}");
            assert_eq!(error.lines().count(), 1, "{error}");
            let quoted = line.trim_start_matches('\u{feff}').trim();
            assert!(error.contains(quoted), "{line:?} not quoted: {error}");
            assert!(!error.contains('\u{feff}'), "{error:?}");
            assert!(
                error.contains("accessible-2048 verify CODE"),
                "{line:?}: no way to verify the code alone: {error}"
            );
        }
    }
}

#[test]
fn the_games_own_text_in_every_language_verifies_however_it_is_cased_and_spaced() {
    let game = daily_game();
    for lang in LANGS {
        let dir = TempDir::new().unwrap();
        let shared = shared(dir.path(), &game, lang);
        let code = shared.lines().last().unwrap().to_string();
        let widened: String = shared
            .lines()
            .map(|line| line.replace(' ', " \t "))
            .collect::<Vec<_>>()
            .join("\r\n");
        let cased = shared.to_uppercase().replace(&code.to_uppercase(), &code);
        for pasted in [
            shared.clone(),
            format!("\u{feff}{shared}"),
            format!("\n\n{shared}\n  \n"),
            widened,
            cased,
        ] {
            let output = run(&["verify", &pasted]);
            assert!(
                output.success(),
                "{lang}: {}\n{pasted:?}",
                output.stderr.clone()
            );
        }
    }
}
