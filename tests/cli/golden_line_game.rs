//! The lines a player sees, byte for byte: a recorded 300-command line-mode
//! game (`tests/golden/line_game_keys.txt`: slides, cursor moves, reading
//! commands, help pages, undo, verbosity, rate, unknown words) played by the
//! real binary with `--no-speech`, no sound and the coach off, in every
//! language, compared with the lines kept in `tests/golden/`. A change of
//! the front end's shape must leave every one of them as it is.
//!
//! When a change of wording is meant, `GOLDEN_WRITE=1 cargo test --release
//! --test cli golden_line_game::` rewrites the kept lines; the diff then shows
//! every line that changed.

use crate::common::Binary;

use std::path::PathBuf;

use accessible_2048::i18n::LOCALES;

/// The seed of the recorded game.
const SEED: &str = "2048";

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// What the binary prints for the recorded commands in `lang`, in a fresh
/// data and preferences directory and a bare environment.
fn played(lang: &str) -> Vec<u8> {
    let home = tempfile::tempdir().expect("temporary home");
    let keys = std::fs::read(golden_dir().join("line_game_keys.txt")).expect("recorded keys");
    let output = Binary::bare()
        .env_clear()
        .env("HOME", home.path())
        .env("LANG", "C")
        .args([
            "--seed",
            SEED,
            "--no-speech",
            "--no-sound",
            "--line-mode",
            "--new",
        ])
        .args(["--lang", lang])
        .data_dir(&home.path().join("data"))
        .arg("--config-dir")
        .arg(home.path().join("config"))
        .stdin(keys)
        .expect_code(0)
        .run();
    assert!(output.stderr.is_empty(), "{lang}: {}", output.stderr);
    output.stdout.into_bytes()
}

#[test]
fn the_recorded_line_game_prints_the_same_lines_in_every_language() {
    let write = std::env::var_os("GOLDEN_WRITE").is_some();
    let keys = std::fs::read_to_string(golden_dir().join("line_game_keys.txt")).unwrap();
    assert_eq!(
        keys.lines().count(),
        300,
        "the recording holds 300 commands"
    );
    let mut differing = Vec::new();
    for locale in LOCALES.iter() {
        let arg = locale.id;
        let now = played(arg);
        let kept_path = golden_dir().join(format!("line_game.{arg}.txt"));
        if write {
            std::fs::write(&kept_path, &now).expect("golden lines written");
            continue;
        }
        let kept = std::fs::read(&kept_path).expect("kept lines for every language");
        if now != kept {
            let now = String::from_utf8_lossy(&now).into_owned();
            let kept = String::from_utf8_lossy(&kept).into_owned();
            let first = now
                .lines()
                .zip(kept.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| now.lines().count().min(kept.lines().count()));
            differing.push(format!(
                "{arg}: line {}: now {:?}, kept {:?}",
                first + 1,
                now.lines().nth(first),
                kept.lines().nth(first)
            ));
        }
    }
    assert!(differing.is_empty(), "{}", differing.join("\n"));
}

#[test]
fn the_recording_reaches_every_kind_of_answer() {
    // The golden game is only a guard if it exercises the front end: slides
    // that move and that do not, undo, help, and a language's own words.
    let english = String::from_utf8(played("en-US")).unwrap();
    let kept = std::fs::read_to_string(golden_dir().join("line_game.en-US.txt")).unwrap();
    assert_eq!(english, kept);
    for expected in ["Nothing moves", "Undone", "Unknown command", "Goodbye"] {
        assert!(english.contains(expected), "{expected:?} never printed");
    }
    let german = std::fs::read_to_string(golden_dir().join("line_game.de.txt")).unwrap();
    assert_ne!(german, english);
}
