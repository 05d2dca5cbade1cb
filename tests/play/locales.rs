//! The locale files themselves: every locale parses with the `fluent-syntax`
//! parser; has exactly the message ids and attributes of en-US; formats every
//! message (and attribute) without Fluent errors for sample arguments derived
//! from the en-US syntax tree; never prints isolation marks or unreplaced
//! placeables; keeps the number it is given; and says 1 and 2 differently
//! wherever its plural rules and the English do.

use std::collections::BTreeSet;

use accessible_2048::i18n::{LOCALES, Locale, Localizer};
use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

use crate::locale_samples;
use locale_samples::*;

/// A bundle as the game builds it (isolation off), but keeping errors.
fn bundle(locale: &Locale) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = locale.id.parse().expect("locale id");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    for (name, source) in locale.sources {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, e)| panic!("{}/{name}: {e:?}", locale.id));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|e| panic!("{}/{name}: {e:?}", locale.id));
    }
    bundle
}

/// Formats `id` (or `id.attribute`) with Fluent; panics on any Fluent error.
fn format(
    bundle: &FluentBundle<FluentResource>,
    locale: &str,
    key: &str,
    args: &[(String, Sample)],
) -> String {
    let (id, attribute) = match key.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (key, None),
    };
    let message = bundle
        .get_message(id)
        .unwrap_or_else(|| panic!("{locale}: no {id}"));
    let pattern = match attribute {
        Some(name) => message
            .get_attribute(name)
            .unwrap_or_else(|| panic!("{locale}: no {key}"))
            .value(),
        None => message
            .value()
            .unwrap_or_else(|| panic!("{locale}: {id} has no value")),
    };
    let mut fluent_args = FluentArgs::new();
    for (name, sample) in args {
        match sample {
            Sample::Number(n) => fluent_args.set(name.clone(), FluentValue::from(*n)),
            Sample::Text(t) | Sample::Key(t) => {
                fluent_args.set(name.clone(), FluentValue::from(t.clone()))
            }
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    assert!(
        errors.is_empty(),
        "{locale} {key} with {args:?}: {errors:?}"
    );
    text.into_owned()
}

#[track_caller]
fn assert_clean(locale: &str, key: &str, text: &str) {
    assert!(!text.trim().is_empty(), "{locale} {key}: empty");
    for bad in ['\u{2068}', '\u{2069}', '{', '}', '$'] {
        assert!(!text.contains(bad), "{locale} {key}: {bad:?} in {text:?}");
    }
}

/// The runs of digits in a text, as written.
fn numbers_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .map(str::to_string)
        .collect()
}

/// The text with every number equal to `n` replaced by `#`.
fn without_number(text: &str, n: u64) -> String {
    let n = n.to_string();
    let mut out = String::new();
    let mut run = String::new();
    for c in text.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_digit() {
            run.push(c);
            continue;
        }
        if !run.is_empty() {
            out.push_str(if run == n { "#" } else { &run });
            run.clear();
        }
        if c != '\0' {
            out.push(c);
        }
    }
    out
}

/// Whether the language's plural rules put 1 and 2 in different categories,
/// asked of Fluent itself.
fn distinguishes_one_and_two(locale: &Locale) -> bool {
    let id: LanguageIdentifier = locale.id.parse().expect("locale id");
    let mut probe = FluentBundle::new(vec![id]);
    probe.set_use_isolating(false);
    let source = "probe = { $n ->\n [zero] zero\n [one] one\n [two] two\n [few] few\n [many] many\n *[other] other\n}\n";
    probe
        .add_resource(FluentResource::try_new(source.to_string()).expect("probe parses"))
        .expect("probe adds");
    let category = |n: u64| {
        format(
            &probe,
            locale.id,
            "probe",
            &[("n".to_string(), Sample::Number(n))],
        )
    };
    category(1) != category(2)
}

#[test]
fn every_locale_parses_without_errors() {
    assert!(LOCALES.len() >= 5, "en-US, es, fr, de and pt-BR at least");
    for locale in LOCALES {
        let files = parse(locale);
        assert_eq!(files.len(), en_us().sources.len(), "{}", locale.id);
        for (name, resource) in files {
            assert!(
                resource
                    .body
                    .iter()
                    .any(|e| matches!(e, ast::Entry::Message(_))),
                "{}/{name} has no messages",
                locale.id
            );
        }
    }
}

#[test]
fn every_locale_has_exactly_the_ids_and_attributes_of_en_us() {
    let english: BTreeSet<String> = patterns(en_us()).into_keys().collect();
    assert!(
        english.len() > 50,
        "en-US looks truncated: {}",
        english.len()
    );
    for locale in &LOCALES[1..] {
        let own: BTreeSet<String> = patterns(locale).into_keys().collect();
        let missing: Vec<_> = english.difference(&own).collect();
        let extra: Vec<_> = own.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            locale.id
        );
    }
}

#[test]
fn every_locale_uses_only_the_variables_en_us_passes() {
    let english = signatures(en_us());
    for locale in &LOCALES[1..] {
        for (id, signature) in signatures(locale) {
            let passed = &english[&id];
            for name in signature.keys() {
                assert!(
                    passed.contains_key(name),
                    "{} {id}: ${name} is never passed",
                    locale.id
                );
            }
        }
    }
}

#[test]
fn every_message_formats_cleanly_with_sample_arguments() {
    let english = signatures(en_us());
    let mut formatted = 0usize;
    for locale in LOCALES {
        let bundle = bundle(locale);
        let localizer = Localizer::new(locale);
        assert_eq!(localizer.language(), locale.id);
        for (key, signature) in &english {
            for args in combinations(key, signature) {
                let text = format(&bundle, locale.id, key, &args);
                assert_clean(locale.id, key, &text);
                if !key.contains('.') {
                    assert!(localizer.has_own(key), "{} lacks {key}", locale.id);
                    let line = narrate(&localizer, key, &args);
                    assert_clean(locale.id, key, &line);
                    assert_eq!(line, text, "{} {key} {args:?}", locale.id);
                }
                formatted += 1;
            }
        }
    }
    assert!(formatted > 1000, "only {formatted} formats tried");
}

#[test]
fn counted_messages_keep_their_number_and_change_form_between_one_and_two() {
    let english_signatures = signatures(en_us());
    let english = bundle(en_us());
    let mut plural_checks = 0usize;
    for locale in &LOCALES[1..] {
        let bundle = bundle(locale);
        let distinguishes = distinguishes_one_and_two(locale);
        assert!(distinguishes, "{}: every shipped language does", locale.id);
        for (key, signature) in &english_signatures {
            for (counted, kind) in signature {
                if *kind != Kind::Count {
                    continue;
                }
                // The other variables: a number no count takes, or a key.
                let with = |n: u64| -> Vec<(String, Sample)> {
                    signature
                        .iter()
                        .map(|(name, kind)| {
                            let sample = if name == counted {
                                Sample::Number(n)
                            } else {
                                match kind {
                                    Kind::Keys(keys) => Sample::Text(
                                        keys.iter().next().cloned().unwrap_or_default(),
                                    ),
                                    _ => Sample::Number(7),
                                }
                            };
                            (name.clone(), sample)
                        })
                        .collect()
                };
                for n in NUMBERS {
                    let said_in_english = format(&english, "en-US", key, &with(n));
                    let said = format(&bundle, locale.id, key, &with(n));
                    if numbers_in(&said_in_english).contains(&n.to_string()) {
                        assert!(
                            numbers_in(&said).contains(&n.to_string()),
                            "{} {key}: ${counted} = {n} is not said: {said:?}",
                            locale.id
                        );
                    }
                }
                let english_differs = without_number(&format(&english, "en-US", key, &with(1)), 1)
                    != without_number(&format(&english, "en-US", key, &with(2)), 2);
                if english_differs && distinguishes {
                    let one = without_number(&format(&bundle, locale.id, key, &with(1)), 1);
                    let two = without_number(&format(&bundle, locale.id, key, &with(2)), 2);
                    assert_ne!(one, two, "{} {key}: ${counted} 1 and 2 alike", locale.id);
                    plural_checks += 1;
                }
            }
        }
    }
    assert!(plural_checks > 40, "only {plural_checks} plural checks");
}

#[test]
fn helpers_find_numbers_and_blank_them() {
    assert_eq!(numbers_in("Score 120, 15 moves."), vec!["120", "15"]);
    assert_eq!(
        without_number("2 tiles, 2048 at 2", 2),
        "# tiles, 2048 at #"
    );
    assert_eq!(without_number("12", 1), "12");
}

#[test]
fn variables_are_classified_from_the_english_tree() {
    let english = signatures(en_us());
    let edge = &english["cursor-edge"]["edge"];
    let expected: BTreeSet<String> = ["bottom", "left", "right", "top"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(edge, &Kind::Keys(expected));
    assert_eq!(english["score"]["moves"], Kind::Count);
    assert_eq!(english["score"]["score"], Kind::Plain);
    assert_eq!(english["empty-count"]["count"], Kind::Count);
    assert!(english["best-none"].is_empty());
}

/// Help is heard line by line and read on braille displays a few cells at
/// a time: every help line stays short in every language.
#[test]
fn help_lines_are_short_in_every_language() {
    use accessible_2048::play::{InputMode, help_pages};
    for locale in LOCALES {
        let words = Localizer::new(locale);
        for mode in [InputMode::Keys, InputMode::Lines] {
            for line in help_pages(mode).concat() {
                let text = words.line(&line);
                assert!(
                    text.chars().count() <= 130,
                    "{} {mode:?}: {} characters: {text}",
                    locale.id,
                    text.chars().count()
                );
                assert!(
                    words.has_own(line.parts[0].id),
                    "{} lacks {}",
                    locale.id,
                    line.parts[0].id
                );
            }
        }
    }
}

/// Messages said only inside full-verbosity lines (a full line may be long;
/// brief and normal lines are made of the other messages).
const FULL_ONLY: [&str; 11] = [
    "game-start",
    "game-start-from-position",
    "game-resumed",
    "slide-direction",
    "merge",
    "tiles-moved",
    "new-tile",
    "score-gain",
    "undo",
    "undo-changed",
    "undo-changed-empty",
];

/// The widest a line may be in brief and normal verbosity: an 80-column
/// terminal never wraps it mid-word.
const COLUMNS: usize = 80;

/// Whether sample arguments could occur in play: cells are names, not
/// numbers, and a board is at most 8 by 8.
fn realistic(args: &[(String, Sample)]) -> bool {
    args.iter()
        .all(|(name, sample)| match (name.as_str(), sample) {
            ("cell" | "first" | "second" | "partner" | "cursor", Sample::Text(t)) => {
                !t.contains(',')
            }
            ("cell" | "first" | "second" | "partner" | "cursor", Sample::Number(_)) => false,
            ("size", Sample::Number(n)) => (3..=8).contains(n),
            ("size", Sample::Text(_)) => false,
            _ => true,
        })
}

/// Every message of the game and of help fits 80 columns in every language,
/// with every sample value (a score of a million, a list of two cells).
/// Notices about files name paths of any length, and the refusals of
/// `share`, `verify` and `replay` (one line on standard error) quote the
/// player's own text, so they are not held to it.
#[test]
fn every_game_and_help_message_fits_80_columns() {
    let mut too_wide = Vec::new();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let own = patterns(locale);
        for (id, signature) in signatures(en_us()) {
            if FULL_ONLY.contains(&id.as_str()) || id.contains('.') {
                continue;
            }
            let file = locale
                .sources
                .iter()
                .find(|(_, source)| source.lines().any(|l| l.starts_with(&format!("{id} ="))))
                .map(|(name, _)| *name);
            if matches!(file, Some("notices.ftl" | "refusals.ftl")) || !own.contains_key(&id) {
                continue;
            }
            for args in combinations(&id, &signature)
                .into_iter()
                .filter(|a| realistic(a))
            {
                let text = narrate(&words, &id, &args);
                let width = text.chars().count();
                if width > COLUMNS {
                    too_wide.push(format!("{} {id} ({width}): {text}", locale.id));
                    break;
                }
            }
        }
    }
    assert!(
        too_wide.is_empty(),
        "wider than {COLUMNS} columns:\n{}",
        too_wide.join("\n")
    );
}

/// The words of `locale`'s messages (not its comments), one token each.
fn message_words(locale: &Locale) -> Vec<String> {
    locale
        .sources
        .iter()
        .flat_map(|(_, source)| source.lines())
        .filter(|line| !line.trim_start().starts_with('#'))
        .flat_map(|line| {
            line.split(|c: char| !c.is_alphanumeric() && c != '\'')
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|word| !word.is_empty())
        .collect()
}

#[test]
fn spanish_and_german_speak_to_the_player_informally_and_german_names_tiles_one_way() {
    // The game says tú and du; a refusal in usted or Sie stood out.
    let formal: [(&str, &[&str]); 2] = [
        (
            "es",
            &[
                "usted",
                "ustedes",
                "dé",
                "quite",
                "escríbala",
                "termine",
                "deje",
            ],
        ),
        (
            "de",
            &["Sie", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihnen", "Ihrer"],
        ),
    ];
    for (id, forms) in formal {
        let locale = LOCALES.iter().find(|l| l.id == id).unwrap();
        let words = message_words(locale);
        let found: Vec<&String> = words
            .iter()
            .filter(|w| forms.contains(&w.as_str()))
            .collect();
        assert!(found.is_empty(), "{id}: formal address: {found:?}");
    }
    // German: Kachel, Kacheln, never Stein, Steine.
    let german = LOCALES.iter().find(|l| l.id == "de").unwrap();
    let stones: Vec<String> = message_words(german)
        .into_iter()
        .filter(|w| w.starts_with("Stein"))
        .collect();
    assert!(stones.is_empty(), "de: {stones:?}");
    assert!(message_words(german).iter().any(|w| w == "Kacheln"));
}

#[test]
fn the_replay_of_a_daily_game_says_it_is_the_daily_game_in_every_language() {
    use accessible_2048::engine::{DAILY_CONFIG, Origin, RecordedGame};
    let date = "2026-12-06".parse().unwrap();
    let record = RecordedGame::new(Origin::Daily(date), DAILY_CONFIG)
        .unwrap()
        .record()
        .clone();
    // The daily game's name in each language, as the game says it.
    let names = [
        ("en-US", "daily game"),
        ("es", "partida del día"),
        ("fr", "partie du jour"),
        ("de", "tagesspiel"),
        ("pt-BR", "jogo do dia"),
    ];
    for (id, name) in names {
        let locale = LOCALES.iter().find(|l| l.id == id).unwrap();
        let words = Localizer::new(locale);
        let opening = words
            .line(&accessible_2048::narration::daily_opening(date, None))
            .to_lowercase();
        assert!(opening.contains(name), "{id}: {opening:?}");
        let replay = words
            .line(&accessible_2048::narration::replay_start(&record))
            .to_lowercase();
        assert!(replay.contains(name), "{id}: {replay:?} lacks {name:?}");
    }
}
