//! What is wrong inside a damaged file, said in the player's language,
//! through the real binary in line mode: a saved game (`game.json`) and a
//! preferences file (`settings.toml`) are planted damaged in several ways,
//! and in each of the five languages the line that sets the file aside
//! names the kind of damage in that language's words, keeps the field's
//! name as it is in the file, and (outside English) carries none of the
//! English technical detail the loader keeps for itself. `stats` on a
//! damaged records file says what is wrong in the same words, never with
//! the program's names for the file's entries.

use crate::common;

use std::fs;
use std::path::Path;

use accessible_2048::i18n::{LOCALES, Localizer, clean_line, locale_by_id};
use accessible_2048::narration::{Message, problem_detail};
use accessible_2048::settings::decode_preferences;
use accessible_2048::storage::{Damage, Problem, decode_game};
use common::{game_command, run_with_input};
use serde_json::{Value, json};

/// Which file a case damages.
#[derive(Clone, Copy, Debug)]
enum File {
    Save,
    Settings,
}

impl File {
    fn name(self) -> &'static str {
        match self {
            File::Save => "game.json",
            File::Settings => "settings.toml",
        }
    }
}

/// A sound save made by the game itself, as a JSON document.
fn sound_save() -> Value {
    let dir = tempfile::tempdir().unwrap();
    let run = run_with_input(
        game_command(&["--no-speech", "--seed", "5"], dir.path()),
        b"left\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    serde_json::from_slice(&fs::read(dir.path().join("game.json")).unwrap()).unwrap()
}

/// The damaged files: which file, and its bytes.
fn cases() -> Vec<(File, String)> {
    let save = sound_save();
    let size = save["config"]["size"].as_u64().unwrap() as usize;
    let mut no_tiles = save.clone();
    no_tiles["board"] = json!(vec![vec!["0"; size].join(" "); size].join("/"));
    let mut wrong_type = save.clone();
    wrong_type["score"] = json!("many");
    let mut missing = save.clone();
    missing.as_object_mut().unwrap().remove("moves");
    let pretty = |value: &Value| serde_json::to_string_pretty(value).unwrap();
    let not_json = pretty(&save).replacen("\"score\"", "\"score\" oops", 1);
    vec![
        (File::Save, pretty(&no_tiles)),
        (File::Save, pretty(&wrong_type)),
        (File::Save, pretty(&missing)),
        (File::Save, not_json),
        (File::Settings, "rate = \"fast\"\n".to_string()),
        (File::Settings, "rate = 101\n".to_string()),
        (File::Settings, "speech = true\n\nrate = \n".to_string()),
    ]
}

/// What the loader finds wrong in `bytes`, and its own English detail.
fn damage_of(file: File, bytes: &[u8]) -> (Problem, String) {
    let damage = match file {
        File::Save => decode_game(bytes).map(|_| ()),
        File::Settings => decode_preferences(bytes).map(|_| ()),
    };
    match damage {
        Err(Damage::Corrupt { detail, problem }) => (problem, detail),
        other => panic!("{file:?} is not damaged inside: {other:?}"),
    }
}

/// The line that says the damaged file was set aside, in `language`.
fn set_aside_line(file: File, bytes: &[u8], language: &str) -> String {
    let data = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let planted_in = match file {
        File::Save => data.path(),
        File::Settings => config.path(),
    };
    fs::write(planted_in.join(file.name()), bytes).unwrap();
    let mut command = game_command(
        &["--no-speech", "--verbosity", "full", "--lang", language],
        data.path(),
    );
    command.arg("--config-dir").arg(config.path());
    let run = run_with_input(command, b"quit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let kept = format!("{}.bad-1", file.name());
    assert!(set_aside(planted_in, &kept), "{file:?} in {language}");
    // The notice, in lines of at most 80 columns: the lines up to the one
    // that names the file set aside, joined.
    let lines = run.lines();
    let text = lines.join(" ");
    assert_eq!(text.matches(&kept).count(), 1, "{language}: {lines:?}");
    let end = lines.iter().position(|l| l.contains(&kept)).unwrap();
    assert!(
        lines
            .iter()
            .all(|l| l.chars().count() <= 80 || !l.contains(' ')),
        "{language}: {lines:?}"
    );
    lines[..=end].join(" ")
}

fn set_aside(dir: &Path, kept: &str) -> bool {
    dir.join(kept).is_file()
}

fn words(id: &str) -> Localizer {
    Localizer::new(locale_by_id(id).unwrap_or_else(|| panic!("no locale {id}")))
}

/// The phrase for `problem` in a language, as it is printed.
fn phrase(words: &Localizer, problem: &Problem) -> String {
    clean_line(&words.message(&problem_detail(problem)))
}

#[test]
fn the_damage_inside_a_file_is_said_in_each_language() {
    let english = words("en-US");
    let cases = cases();
    for (file, text) in &cases {
        let (problem, detail) = damage_of(*file, text.as_bytes());
        let english_phrase = phrase(&english, &problem);
        // The English technical detail after the field name, such as
        // "expected a whole number" or "no tiles".
        let technical = detail
            .split_once(": ")
            .map_or(detail.as_str(), |(_, said)| said)
            .to_string();
        for locale in LOCALES.iter() {
            let words = words(locale.id);
            let line = set_aside_line(*file, text.as_bytes(), locale.id);
            let own = phrase(&words, &problem);
            assert!(
                words.has_own(problem_detail(&problem).id),
                "{}: {}",
                locale.id,
                problem_detail(&problem).id
            );
            assert!(line.contains(&own), "{}: {line:?} lacks {own:?}", locale.id);
            if let Problem::Missing { field }
            | Problem::WrongValue { field }
            | Problem::NoTiles { field } = &problem
            {
                assert!(line.contains(field.as_str()), "{}: {line:?}", locale.id);
            }
            if locale.id != "en-US" {
                assert!(
                    !line.contains(&technical),
                    "{}: {line:?} carries the loader's {technical:?}",
                    locale.id
                );
                assert_ne!(own, english_phrase, "{}: untranslated", locale.id);
                assert!(
                    !line.contains(&english_phrase),
                    "{}: {line:?} has the English {english_phrase:?}",
                    locale.id
                );
            }
            let reason =
                Message::new("save-reason-corrupt").list("detail", vec![problem_detail(&problem)]);
            let reason = clean_line(&words.message(&reason));
            assert!(
                line.contains(&reason),
                "{}: {line:?} lacks {reason:?}",
                locale.id
            );
        }
    }
    let kinds: Vec<Problem> = cases
        .iter()
        .map(|(file, text)| damage_of(*file, text.as_bytes()).0)
        .collect();
    for kind in ["Syntax", "Missing", "WrongValue", "NoTiles"] {
        assert!(
            kinds.iter().any(|p| format!("{p:?}").starts_with(kind)),
            "no case of {kind}: {kinds:?}"
        );
    }
}

/// A sound records file with one game counted (a game of two slides,
/// replaced by a new one), as a JSON document.
fn sound_records() -> Value {
    let dir = tempfile::tempdir().unwrap();
    for (args, input) in [
        (
            &["--no-speech", "--seed", "1"][..],
            &b"left\nup\nquit\n"[..],
        ),
        (&["--no-speech", "--new"], b"quit\n"),
    ] {
        let run = run_with_input(game_command(args, dir.path()), input);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
    }
    let records: Value =
        serde_json::from_slice(&fs::read(dir.path().join("records.json")).unwrap()).unwrap();
    assert!(
        records["games"][0]["last"][0].is_object(),
        "no game counted: {records}"
    );
    records
}

/// `stats` on a records file damaged where the loader expected a whole
/// entry (a tally, a result) says what is wrong in each language, in the
/// words the game uses when it sets the same file aside, never with the
/// program's own names for the entries.
#[test]
fn stats_says_what_is_wrong_with_records_in_each_language() {
    let records = sound_records();
    let mut tally_number = records.clone();
    tally_number["games"][0] = json!(1);
    let mut result_number = records.clone();
    result_number["games"][0]["last"][0] = json!(1);
    let mut short_tally = records.clone();
    let mut fields: Vec<Value> = records["games"][0]
        .as_object()
        .unwrap()
        .values()
        .cloned()
        .collect();
    fields.pop();
    short_tally["games"][0] = Value::Array(fields);
    for (damaged, field) in [
        (tally_number, "games[0]"),
        (result_number, "games[0].last[0]"),
        (short_tally, "games[0]"),
    ] {
        let bytes = serde_json::to_vec_pretty(&damaged).unwrap();
        for locale in LOCALES.iter() {
            let data = tempfile::tempdir().unwrap();
            fs::write(data.path().join("records.json"), &bytes).unwrap();
            let run = common::Binary::bare()
                .args(["stats", "--lang", locale.id])
                .data_dir(data.path())
                .stdin(b"")
                .run();
            assert_eq!(run.code, Some(1), "{}: {run:?}", locale.id);
            assert_eq!(run.stderr.lines().count(), 1, "{}: {run:?}", locale.id);
            let line = run.stderr.trim_end();
            for program_word in ["struct", "File", "expected", "elements"] {
                assert!(!line.contains(program_word), "{}: {line}", locale.id);
            }
            assert!(line.contains(field), "{}: {line}", locale.id);
            let reason = &line[line.find('(').unwrap() + 1..line.rfind(')').unwrap()];
            let mut game = game_command(
                &["--no-speech", "--verbosity", "full", "--lang", locale.id],
                data.path(),
            );
            game.arg("--config-dir").arg(data.path());
            let played = run_with_input(game, b"quit\n");
            // The notice may take two lines of 80 columns: read it whole.
            let set_aside = played.lines().join(" ");
            assert!(
                set_aside.contains("records.json.bad-1"),
                "{}: {played:?}",
                locale.id
            );
            assert!(
                set_aside.contains(reason),
                "{}: the game says {set_aside:?}, stats {line:?}",
                locale.id
            );
        }
    }
}
