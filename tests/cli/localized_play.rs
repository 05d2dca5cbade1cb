//! The game in each language through the real binary, in line mode with
//! `--no-speech` and a fixed seed, run from a scratch directory (the locales
//! are compiled in). The language comes from `--lang` or from `LANGUAGE`,
//! `LC_ALL` and `LANG` values such as `de_DE.UTF-8` (the LANG family is
//! cleared first, so the host's cannot leak in). Every line must be the
//! chosen locale's own message, an unsupported language must fall back to
//! English with one line saying so, and `C` must give English.

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::Stdio;

use crate::common::Binary;
use std::sync::atomic::{AtomicUsize, Ordering};

use accessible_2048::excerpt::excerpt;
use accessible_2048::i18n::{Localizer, choose_language, locale_by_id};
use accessible_2048::narration::Message;
use accessible_2048::play::{InputMode, help_pages};

const LANG_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];
/// LANG-family values for one run.
type Environment = &'static [(&'static str, &'static str)];
/// Commands whose answers do not depend on where the tiles fall.
const SCRIPT: &str = "score\nundo\nhelp\nempty\nfoo\nyes\nleft\n";

/// A fresh directory for one run: the working directory and the data.
fn scratch() -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "a2048-localized-play-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Runs the game with `args` and only the LANG-family values in `env`,
/// feeding `input`; returns the printed lines.
fn play(args: &[&str], env: &[(&str, &str)], input: &str) -> Vec<String> {
    let env: Vec<(&str, OsString)> = env
        .iter()
        .map(|(name, value)| (*name, OsString::from(value)))
        .collect();
    play_os(args, &env, input)
}

/// [`play`] with values that need not be UTF-8.
fn play_os(args: &[&str], env: &[(&str, OsString)], input: &str) -> Vec<String> {
    let dir = scratch();
    let mut binary = Binary::bare()
        .current_dir(&dir)
        .args(["--no-speech", "--no-sound", "--seed", "3", "--new"])
        .data_dir(&dir)
        .args(args);
    for name in LANG_VARIABLES {
        binary = binary.env_remove(name);
    }
    for (name, value) in env {
        binary = binary.env(name, value);
    }
    let output = binary.stdin(input).run();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(output.success(), "{args:?} {env:?}: {}", output.stderr);
    let lines = output.lines();
    for line in &lines {
        for bad in ['\u{2068}', '\u{2069}', '{', '}', '$'] {
            assert!(!line.contains(bad), "{args:?} {env:?}: {bad:?} in {line:?}");
        }
    }
    lines
}

fn words(id: &str) -> Localizer {
    Localizer::new(locale_by_id(id).unwrap_or_else(|| panic!("no locale {id}")))
}

/// What [`SCRIPT`] must print in a language, line by line: an exact line,
/// or a line with a known start.
enum Expected {
    Exactly(String),
    StartsWith(String),
    /// A slide to the left at normal verbosity: the direction and the new
    /// tile when nothing merged (`moved` starts it), merges then the new
    /// tile (`news` is said between them), or nothing moved.
    SlideLeft {
        moved: String,
        news: String,
        nothing: String,
    },
}

fn expected_for_script(words: &Localizer) -> Vec<Expected> {
    let say = |message: Message| words.message(&message);
    let start = say(Message::new("game-start-short").text("tiles", "#"));
    let mut lines = vec![
        Expected::StartsWith(start.split('#').next().unwrap_or_default().to_string()),
        Expected::Exactly(say(Message::new("help-pointer-lines"))),
        Expected::Exactly(say(Message::new("score").num("score", 0).num("moves", 0))),
        Expected::Exactly(say(Message::new("undo-nothing"))),
    ];
    for line in &help_pages(InputMode::Lines)[0] {
        let line = line.clone();
        lines.push(Expected::Exactly(words.line(&line)));
    }
    // A new game holds two tiles, so 14 of the 16 cells are empty.
    lines.push(Expected::Exactly(say(
        Message::new("empty-count").num("count", 14)
    )));
    lines.push(Expected::Exactly(say(
        Message::new("unknown-command").text("text", "foo")
    )));
    lines.push(Expected::Exactly(say(Message::new(
        "unknown-command-plain",
    ))));
    let between = |text: String, from: &str| {
        let after = text.split_once(from).map(|(_, rest)| rest.to_string());
        after
            .unwrap_or_default()
            .split('#')
            .next()
            .unwrap_or_default()
            .to_string()
    };
    lines.push(Expected::SlideLeft {
        moved: between(
            say(Message::new("slide-moved")
                .text("direction", "left")
                .text("value", "#")
                .text("cell", "X")),
            "",
        ),
        news: between(
            say(Message::new("slide-news")
                .text("merges", "M")
                .text("value", "#")
                .text("cell", "X")),
            "M",
        ),
        nothing: say(Message::new("nothing-moves").text("direction", "left")),
    });
    lines
}

#[track_caller]
fn assert_script_in(language: &str, lines: &[String], how: &str) {
    let expected = expected_for_script(&words(language));
    assert_eq!(
        lines.len(),
        expected.len(),
        "{language} via {how}: {lines:#?}"
    );
    for (line, expected) in lines.iter().zip(&expected) {
        match expected {
            Expected::Exactly(text) => assert_eq!(line, text, "{language} via {how}"),
            Expected::StartsWith(start) => {
                assert!(
                    line.starts_with(start.as_str()),
                    "{language} via {how}: {line:?}"
                )
            }
            Expected::SlideLeft {
                moved,
                news,
                nothing,
            } => assert!(
                line == nothing || line.starts_with(moved.as_str()) || line.contains(news.as_str()),
                "{language} via {how}: {line:?}"
            ),
        }
    }
}

/// Each translated language, and environments that must choose it.
const CASES: [(&str, [(&str, &str); 4]); 4] = [
    (
        "es",
        [
            ("LANG", "es_MX.UTF-8"),
            ("LANG", "es_ES.UTF-8"),
            ("LC_ALL", "es_AR"),
            ("LANGUAGE", "es"),
        ],
    ),
    (
        "fr",
        [
            ("LANG", "fr_FR.UTF-8"),
            ("LANG", "fr_CA"),
            ("LC_ALL", "fr_BE.UTF-8@euro"),
            ("LANGUAGE", "fr_CA:en"),
        ],
    ),
    (
        "de",
        [
            ("LANG", "de_DE.UTF-8"),
            ("LANG", "de_AT.UTF-8"),
            ("LC_ALL", "de_CH.UTF-8"),
            ("LANGUAGE", "de"),
        ],
    ),
    (
        "pt-BR",
        [
            ("LANG", "pt_BR.UTF-8"),
            ("LANG", "pt"),
            ("LC_ALL", "pt_BR"),
            ("LANGUAGE", "pt"),
        ],
    ),
];

#[test]
fn english_script_is_what_the_checks_expect() {
    let lines = play(&[], &[], SCRIPT);
    assert_script_in("en-US", &lines, "no environment");
}

#[test]
fn each_language_is_spoken_when_asked_with_lang() {
    let english = play(&["--lang", "en-US"], &[], SCRIPT);
    assert_script_in("en-US", &english, "--lang en-US");
    for (language, _) in CASES {
        let lines = play(&["--lang", language], &[], SCRIPT);
        assert_script_in(language, &lines, "--lang");
        // The checks tell the languages apart: every fixed line differs.
        for (own, english) in lines.iter().zip(&english).skip(1).take(8) {
            assert_ne!(own, english, "{language}: an English line");
        }
    }
}

#[test]
fn each_language_is_chosen_from_the_environment() {
    for (language, environments) in CASES {
        for (name, value) in environments {
            let lines = play(&[], &[(name, value)], SCRIPT);
            assert_script_in(language, &lines, &format!("{name}={value}"));
        }
    }
}

#[test]
fn language_list_and_locale_variables_are_read_in_order() {
    let lines = play(&[], &[("LANGUAGE", "fr"), ("LANG", "de_DE.UTF-8")], SCRIPT);
    assert_script_in("fr", &lines, "LANGUAGE before LANG");
    let lines = play(&[], &[("LC_ALL", "pt_BR.UTF-8"), ("LANG", "es_ES")], SCRIPT);
    assert_script_in("pt-BR", &lines, "LC_ALL before LANG");
    let lines = play(&["--lang", "de"], &[("LANG", "fr_FR.UTF-8")], SCRIPT);
    assert_script_in("de", &lines, "--lang before LANG");
}

#[test]
fn c_and_posix_give_english_without_a_notice() {
    for env in [
        vec![("LANG", "C")],
        vec![("LC_ALL", "C.UTF-8"), ("LANG", "de_DE.UTF-8")],
        vec![("LC_ALL", "POSIX")],
        // As in gettext, the C locale sets LANGUAGE aside.
        vec![("LANGUAGE", "fr"), ("LANG", "C")],
        vec![("LANGUAGE", "de:es"), ("LC_MESSAGES", "POSIX")],
    ] {
        let lines = play(&[], &env, SCRIPT);
        assert_script_in("en-US", &lines, &format!("{env:?}"));
    }
}

#[test]
fn unsupported_languages_fall_back_to_english_with_one_notice() {
    let english = words("en-US");
    let cases: [(&[&str], Environment); 3] = [
        (&["--lang", "tlh"], &[]),
        (&[], &[("LANG", "ja_JP.UTF-8")]),
        (&[], &[("LC_ALL", "nl_NL.UTF-8")]),
    ];
    for (args, env) in cases {
        let cli = args.get(1).copied();
        let env_of = |name: &str| {
            env.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        };
        let requested = choose_language(cli, env_of)
            .unsupported
            .expect("the choice is unsupported");
        let notice =
            english.message(&Message::new("language-fallback").text("requested", requested));
        let lines = play(args, env, SCRIPT);
        assert_eq!(lines.first(), Some(&notice), "{args:?} {env:?}");
        assert_eq!(
            lines.iter().filter(|l| **l == notice).count(),
            1,
            "{args:?} {env:?}"
        );
        assert_script_in("en-US", &lines[1..], &format!("{args:?} {env:?}"));
    }
}

#[test]
fn goodbye_is_said_in_the_language() {
    for (language, _) in CASES {
        let lines = play(&["--lang", language], &[], "quit\n");
        let goodbye =
            words(language).message(&Message::new("goodbye").num("score", 0).num("moves", 0));
        assert_eq!(lines.last(), Some(&goodbye), "{language}");
    }
}

#[cfg(unix)]
#[test]
fn every_unusable_language_value_gets_one_short_notice() {
    use std::os::unix::ffi::OsStringExt;
    let english = words("en-US");
    let long = "x".repeat(100_000);
    let cases: Vec<(&str, OsString)> = vec![
        ("LANG", OsString::from("../../etc")),
        ("LANG", OsString::from_vec(b"de_\xff\xfe.UTF-8".to_vec())),
        ("LC_ALL", OsString::from(format!("{long}_XX"))),
        ("LANGUAGE", OsString::from(long.clone())),
    ];
    for (name, value) in cases {
        let lossy = value.to_string_lossy().into_owned();
        let env_of = |asked: &str| (asked == name).then(|| lossy.clone());
        let requested = choose_language(None, env_of)
            .unsupported
            .expect("the choice is unsupported");
        let notice = english
            .message(&Message::new("language-fallback").text("requested", excerpt(&requested)));
        let lines = play_os(&[], &[(name, value.clone())], SCRIPT);
        // A notice wider than the terminal is said as two lines.
        let said: Vec<&str> = lines
            .iter()
            .map(String::as_str)
            .take_while(|line| notice.contains(line))
            .collect();
        assert_eq!(said.join(" "), notice, "{name}={lossy:.60}");
        assert!(notice.chars().count() < 120, "{notice}");
        let rest = &lines[said.len()..];
        assert_script_in("en-US", rest, &format!("{name}={lossy:.60}"));
    }
}

/// Why speech is unavailable is said in the game's language too, not in
/// the engine's English ("Keine Sprachausgabe (speech-dispatcher ist nicht
/// erreichbar)"): here no speech-dispatcher answers at the address given.
#[cfg(all(feature = "speech", target_os = "linux"))]
#[test]
fn why_speech_is_unavailable_is_said_in_the_language() {
    use std::io::{BufRead, BufReader};
    use std::time::{Duration, Instant};
    for (language, _) in CASES.iter().chain(&[("en-US", CASES[0].1)]) {
        let dir = scratch();
        let mut child = Binary::bare()
            .args(["--no-sound", "--seed", "3", "--new", "--lang", language])
            .data_dir(&dir)
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", dir.join("nobody.sock").display()),
            )
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the game starts");
        let reason = Message::new("speech-reason-no-dispatcher");
        let expected = words(language).line(&accessible_2048::narration::Announcement::new(vec![
            Message::new("speech-unavailable").list("reason", vec![reason]),
            Message::new("speech-again-lines"),
        ]));
        let (lines, seen) = std::sync::mpsc::channel();
        let stdout = child.stdout.take().expect("stdout");
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = lines.send(line);
            }
        });
        let start = Instant::now();
        let mut said = Vec::new();
        while !said.contains(&expected) && start.elapsed() < Duration::from_secs(30) {
            if let Ok(line) = seen.recv_timeout(Duration::from_millis(100)) {
                said.push(line);
            }
        }
        let _ = child.stdin.take().expect("stdin").write_all(b"quit\n");
        let _ = child.wait();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            said.contains(&expected),
            "{language}: {expected:?} not in {said:#?}"
        );
    }
}

/// Read from a pipe, the game says whether speech works at one fixed
/// place, right after its opening lines, however fast the commands come:
/// the output of the same game is the same in every run.
#[cfg(all(feature = "speech", target_os = "linux"))]
#[test]
fn the_speech_notice_has_one_place_in_every_run() {
    let mut runs = Vec::new();
    for _ in 0..5 {
        let dir = scratch();
        let output = Binary::english()
            .args(["--no-sound", "--seed", "3", "--new"])
            .data_dir(&dir)
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", dir.join("nobody.sock").display()),
            )
            .stdin_from(std::fs::File::open(write_script(&dir)).expect("the script"))
            .run();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(output.success(), "{output:?}");
        runs.push(output.stdout);
    }
    let notice = words("en-US").line(&accessible_2048::narration::Announcement::new(vec![
        Message::new("speech-unavailable")
            .list("reason", vec![Message::new("speech-reason-no-dispatcher")]),
        Message::new("speech-again-lines"),
    ]));
    let opening = play(&[], &[], "").len();
    let lines: Vec<&str> = runs[0].lines().collect();
    assert_eq!(lines.get(opening), Some(&notice.as_str()), "{}", runs[0]);
    for run in &runs[1..] {
        assert_eq!(run, &runs[0], "two runs of the same game differ");
    }
}

/// The script of a run, as a file (standard input all there at once).
#[cfg(all(feature = "speech", target_os = "linux"))]
fn write_script(dir: &std::path::Path) -> PathBuf {
    let path = dir.join("script.txt");
    std::fs::write(&path, SCRIPT).expect("write the script");
    path
}
