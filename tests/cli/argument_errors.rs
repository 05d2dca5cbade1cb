//! The argument parser's refusals through the real binary, in every
//! language: one line on standard error, exit status 2, nothing on
//! standard output, the values the player gave named, in the language
//! `--lang` asks for (or the environment's), as the game's own refusals
//! are; never clap's English in another language.

use crate::common;

use accessible_2048::i18n::LOCALES;

/// Bad command lines and the values the refusal names.
const BAD: [(&[&str], &[&str]); 7] = [
    (&["--seed"], &["--seed"]),
    (&["--rate", "500"], &["500", "--rate"]),
    (&["--verbosity", "loud"], &["loud", "--verbosity", "brief"]),
    (&["--seed", "1", "--seed", "2"], &["--seed"]),
    (&["--no-speech=3"], &["3", "--no-speech"]),
    (&["--bogus"], &["--bogus"]),
    (&["bogus"], &["bogus"]),
];

/// The binary's refusal of `args`, the language asked by `--lang` or,
/// with `lang_env`, by `LANG`.
fn refusal(args: &[&str], lang: &str, by_env: bool) -> String {
    let data = tempfile::TempDir::new().unwrap();
    let binary = common::Binary::bare()
        .args(args)
        .data_dir(data.path())
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    let output = if by_env {
        binary.env("LANG", format!("{}.UTF-8", lang.replace('-', "_")))
    } else {
        binary.args(["--lang", lang]).env("LANG", "C")
    }
    .run();
    assert_eq!(output.code, Some(2), "{args:?} {lang}");
    assert!(output.stdout.is_empty(), "{args:?} {lang}");
    let stderr = output.stderr.clone();
    assert_eq!(stderr.lines().count(), 1, "{args:?} {lang}: {stderr}");
    stderr
}

#[test]
fn the_argument_parsers_refusals_are_said_in_the_players_language() {
    // clap's English, which another language must not show.
    let english = [
        "unexpected argument",
        "invalid value",
        "a value is required",
        "cannot be used",
        "unrecognized",
        "unexpected value",
    ];
    for locale in LOCALES {
        for (args, named) in BAD {
            for by_env in [false, true] {
                let line = refusal(args, locale.id, by_env);
                for value in named {
                    assert!(line.contains(value), "{} {args:?}: {line}", locale.id);
                }
                if locale.id != "en-US" {
                    for words in english {
                        assert!(!line.contains(words), "{} {args:?}: {line}", locale.id);
                    }
                }
            }
        }
    }
}
