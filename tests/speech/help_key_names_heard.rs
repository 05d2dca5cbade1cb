//! Key names heard as printed: every key a line of key help names, in every
//! language, goes through espeak-ng's phonemes (`espeak-ng -q -x -v VOICE`,
//! the locale's voice), as a listener hears it.
//!
//! - A key letter is said as that letter: its spelled sound (`<say-as
//!   interpret-as="characters">`) is a stressed word of the line, as many
//!   times as the line names it; and no other word of the line sounds like
//!   it, stress aside. So the Spanish "O las nombra", where the letter is
//!   the unstressed "o" ("or names them"), and "I y K", where "y" sounds
//!   like the letter I ("i, i, ka"), are caught.
//! - A key symbol standing alone in a line ("[", "#", ";") is heard by one
//!   of its names in the language: the voice says it ("#" is "hash" in
//!   English), or its name is printed beside it, in brackets, and heard
//!   ("[ (left bracket)"). espeak-ng drops brackets, quotes and most
//!   punctuation, and reads "#" as nothing in French and Portuguese and as
//!   "Nummer" in German.
//!
//! espeak-ng runs in batch: one process per voice for the lines (separated
//! by a marker sentence), the voices in parallel threads.

use std::collections::BTreeMap;

use accessible_2048::command::HelpTopic;
use accessible_2048::i18n::Localizer;
use accessible_2048::play::{InputMode, topic_help_pages};

use crate::common;
use common::espeak::{batch_phonemes, failures_in_every_voice, marker_phonemes};

/// The keys that are symbols, and what each is called on the keyboard in
/// each language: one of these names must be heard where a help line
/// shows the symbol.
fn symbol_names(locale: &str) -> BTreeMap<char, &'static [&'static str]> {
    let names: [(char, &[&str]); 12] = match locale {
        "es" => [
            ('[', &["abrir corchete", "corchete izquierdo"]),
            (']', &["cerrar corchete", "corchete derecho"]),
            ('#', &["almohadilla"]),
            ('\\', &["contrabarra", "barra invertida"]),
            ('\'', &["apóstrofo", "comilla"]),
            (';', &["punto y coma"]),
            ('.', &["punto"]),
            ('+', &["más"]),
            ('-', &["menos"]),
            ('?', &["interrogación"]),
            ('=', &["igual"]),
            ('/', &["barra"]),
        ],
        "fr" => [
            ('[', &["crochet ouvrant", "crochet gauche"]),
            (']', &["crochet fermant", "crochet droit"]),
            ('#', &["dièse"]),
            ('\\', &["antislash", "barre oblique inverse"]),
            ('\'', &["apostrophe"]),
            (';', &["point-virgule"]),
            ('.', &["point"]),
            ('+', &["plus"]),
            ('-', &["moins"]),
            ('?', &["point d'interrogation"]),
            ('=', &["égal"]),
            ('/', &["barre oblique"]),
        ],
        "de" => [
            ('[', &["eckige Klammer auf"]),
            (']', &["eckige Klammer zu"]),
            ('#', &["Raute"]),
            ('\\', &["Backslash"]),
            ('\'', &["Apostroph"]),
            (';', &["Semikolon"]),
            ('.', &["Punkt"]),
            ('+', &["plus"]),
            ('-', &["minus"]),
            ('?', &["Fragezeichen"]),
            ('=', &["gleich"]),
            ('/', &["Schrägstrich"]),
        ],
        "pt-BR" => [
            ('[', &["abre colchete"]),
            (']', &["fecha colchete"]),
            ('#', &["cerquilha", "jogo da velha"]),
            ('\\', &["barra invertida"]),
            ('\'', &["apóstrofo"]),
            (';', &["ponto e vírgula"]),
            ('.', &["ponto"]),
            ('+', &["mais"]),
            ('-', &["menos"]),
            ('?', &["ponto de interrogação"]),
            ('=', &["igual"]),
            ('/', &["barra"]),
        ],
        _ => [
            ('[', &["left bracket", "open bracket"]),
            (']', &["right bracket", "close bracket"]),
            ('#', &["hash", "number sign", "pound"]),
            ('\\', &["backslash"]),
            ('\'', &["quote", "apostrophe"]),
            (';', &["semicolon"]),
            ('.', &["period", "full stop", "dot"]),
            ('+', &["plus"]),
            ('-', &["minus"]),
            ('?', &["question mark"]),
            ('=', &["equals"]),
            ('/', &["slash"]),
        ],
    };
    names.into_iter().collect()
}

/// The symbols the voice itself says by one of their names, said alone
/// (espeak-ng reads "#" as "hash" in English, "almohadilla" in Spanish, but
/// "Nummer" in German): these need no name beside them.
fn said_by_the_voice(locale: &str) -> &'static [char] {
    match locale {
        "en-US" => &['#', '\\', '+', '/'],
        "es" => &['#', '+', '/'],
        "de" => &['\\', '+'],
        _ => &['+'],
    }
}

/// A said text as words of phonemes: pauses are word breaks, language
/// switches ("(en)") go, secondary stress counts as stress, and sounds
/// that only change with their neighbours count as one (a voiced or
/// unvoiced s, the Spanish soft b, d and g; the Spanish ll and y, which
/// most listeners hear alike).
fn heard_words(phonemes: &str) -> Vec<String> {
    let mut text = phonemes.to_string();
    for pause in ["_:", "_!", "_|", "_^_", "_"] {
        text = text.replace(pause, " ");
    }
    // Language switches: "(en)", "(fr)", "(pt-br)".
    let mut clean = String::new();
    let mut in_switch = false;
    for c in text.chars() {
        match c {
            '(' => in_switch = true,
            ')' if in_switch => in_switch = false,
            _ if in_switch => {}
            _ => clean.push(c),
        }
    }
    clean
        .replace("s#", "s")
        // The Spanish ll and y sound alike to most listeners.
        .replace("l^", "J^")
        .split_whitespace()
        .map(|word| {
            word.chars()
                .filter(|c| !matches!(c, '%' | '=' | ';' | '#'))
                .map(|c| match c {
                    ',' => '\'',
                    'z' => 's',
                    'D' => 'd',
                    'B' => 'b',
                    'Q' => 'g',
                    other => other,
                })
                .collect::<String>()
        })
        .filter(|word| !word.is_empty())
        .collect()
}

fn unstressed(word: &str) -> String {
    word.replace('\'', "")
}

/// Runs espeak-ng once over `items`, separated by the marker, and returns
/// each item's heard words. With `ssml`, each item is a document.
fn phonemes(voice: &str, items: &[String], ssml: bool) -> Vec<Vec<String>> {
    let output = batch_phonemes(voice, items, ssml);
    let marker = marker_words(voice);
    let all = heard_words(&output);
    let mut parts = vec![Vec::new()];
    let mut at = 0;
    while at < all.len() {
        if all[at..].starts_with(&marker) {
            parts.push(Vec::new());
            at += marker.len();
        } else {
            parts.last_mut().unwrap().push(all[at].clone());
            at += 1;
        }
    }
    assert_eq!(
        parts.len(),
        items.len() + 1,
        "espeak-ng -v {voice}: the marker did not split the batch into its lines"
    );
    parts.pop();
    parts
}

/// The marker's own words in a voice.
fn marker_words(voice: &str) -> Vec<String> {
    heard_words(&marker_phonemes(voice))
}

/// The spelled name of a letter, as SSML for espeak-ng's `-m`.
fn spelled(letter: char) -> String {
    format!("<speak><say-as interpret-as=\"characters\">{letter}</say-as></speak>")
}

/// The key letters and key symbols a help line names, in order: a capital
/// letter or a symbol standing alone, with the punctuation after a letter
/// ("E:", "K,") trimmed.
fn keys_in(text: &str) -> Vec<char> {
    text.split_whitespace()
        .filter_map(|token| {
            let mut chars = token.chars();
            let first = chars.next()?;
            let rest = chars.as_str();
            let symbol = rest.is_empty() && symbol_names("en-US").contains_key(&first);
            let letter = first.is_ascii_uppercase() && rest.chars().all(|c| ",.:;?".contains(c));
            (symbol || letter).then_some(first)
        })
        .collect()
}

/// Whether `name`'s sounds are in the line's, stress aside: all of them, or
/// all but the last, which may blend into the next word.
fn name_heard(line: &[String], name: &[String]) -> bool {
    let line: String = line.iter().map(|w| unstressed(w)).collect();
    let name: String = name.iter().map(|w| unstressed(w)).collect();
    if name.is_empty() {
        return false;
    }
    if line.contains(&name) {
        return true;
    }
    let mut chars: Vec<char> = name.chars().collect();
    chars.pop();
    chars.len() >= 3 && line.contains(&chars.into_iter().collect::<String>())
}

/// How many times `sound`'s words come in `words` one after another, both
/// seen through `view` (as they are, or stress aside).
fn occurrences(words: &[String], sound: &[String], view: impl Fn(&str) -> String) -> usize {
    let words: Vec<String> = words.iter().map(|w| view(w)).collect();
    let sound: Vec<String> = sound.iter().map(|w| view(w)).collect();
    words
        .windows(sound.len())
        .filter(|w| *w == sound.as_slice())
        .count()
}

/// What is wrong in how `lines` name their keys, in one locale.
fn check_lines(locale: &str, voice: &str, lines: &[String]) -> Vec<String> {
    let said = phonemes(voice, lines, false);
    let names = symbol_names(locale);
    let mut letters: Vec<char> = lines.iter().flat_map(|l| keys_in(l)).collect();
    letters.retain(char::is_ascii_uppercase);
    letters.sort_unstable();
    letters.dedup();
    let letter_sounds: BTreeMap<char, Vec<String>> = letters
        .iter()
        .copied()
        .zip(phonemes(
            voice,
            &letters.iter().map(|&l| spelled(l)).collect::<Vec<_>>(),
            true,
        ))
        .collect();
    let symbols: Vec<char> = names.keys().copied().collect();
    let symbol_sounds: BTreeMap<char, Vec<String>> = symbols
        .iter()
        .copied()
        .zip(phonemes(
            voice,
            &symbols.iter().map(char::to_string).collect::<Vec<_>>(),
            false,
        ))
        .collect();
    let all_names: Vec<&str> = names.values().flat_map(|n| n.iter().copied()).collect();
    let name_sounds: BTreeMap<&str, Vec<String>> = all_names
        .iter()
        .copied()
        .zip(phonemes(
            voice,
            &all_names.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
            false,
        ))
        .collect();
    let mut failures = Vec::new();
    for (line, words) in lines.iter().zip(&said) {
        let keys = keys_in(line);
        for &key in &keys {
            let times = keys.iter().filter(|&&k| k == key).count();
            if key.is_ascii_uppercase() {
                let sound = &letter_sounds[&key];
                assert!(!sound.is_empty(), "{voice}: {key} has no sound alone");
                let as_letter = occurrences(words, sound, |w| w.to_string());
                let alike = occurrences(words, sound, unstressed);
                if as_letter < times {
                    failures.push(format!(
                        "{locale} ({voice}) key {key} [{}] not said as a letter in {line:?} [{}]",
                        sound.join(" "),
                        words.join(" ")
                    ));
                } else if alike > times {
                    failures.push(format!(
                        "{locale} ({voice}) another word sounds like key {key} [{}] in {line:?} [{}]",
                        sound.join(" "),
                        words.join(" ")
                    ));
                }
                continue;
            }
            let own = &symbol_sounds[&key];
            let heard = if said_by_the_voice(locale).contains(&key) {
                assert!(!own.is_empty(), "{voice} says nothing for {key}");
                name_heard(words, own)
            } else {
                names[&key]
                    .iter()
                    .any(|n| name_heard(words, &name_sounds[n]))
            };
            if !heard {
                failures.push(format!(
                    "{locale} ({voice}) key {key} not heard by a name ({}) in {line:?} [{}]",
                    names[&key].join(", "),
                    words.join(" ")
                ));
            }
        }
    }
    failures.sort();
    failures.dedup();
    failures
}

/// Every line of key help in a language, of every topic (a replay's too).
fn key_help(locale: &'static accessible_2048::i18n::Locale) -> Vec<String> {
    let words = Localizer::new(locale);
    HelpTopic::ALL
        .into_iter()
        .flat_map(|topic| topic_help_pages(InputMode::Keys, topic))
        .collect::<Vec<_>>()
        .concat()
        .iter()
        .map(|line| words.line(line))
        .collect()
}

#[test]
fn every_key_in_key_help_is_heard_as_printed_in_every_language() {
    if !common::espeak::ready() {
        return;
    }
    let failures = failures_in_every_voice(|locale, voice| {
        let lines = key_help(locale);
        let keys: usize = lines.iter().map(|l| keys_in(l).len()).sum();
        assert!(keys > 40, "{}: {keys} keys named", locale.id);
        check_lines(locale.id, voice, &lines)
    });
    assert!(
        failures.is_empty(),
        "{} key names not heard as printed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_check_finds_the_known_mistakes() {
    if !common::espeak::ready() {
        return;
    }
    // Lines as they were, each with the fault a listener heard.
    let cases: [(&str, &str, &str, &str); 7] = [
        (
            "en-US",
            "en-us",
            "D turns sound on or off; [ and ] change its volume.",
            "key [",
        ),
        (
            "es",
            "es",
            "E cuenta las casillas vacías, O las nombra.",
            "key O",
        ),
        (
            "es",
            "es",
            "J, L, I y K también deslizan a la izquierda, a la derecha, arriba y abajo.",
            "sounds like key I",
        ),
        ("fr", "fr", "# active ou coupe la musique de fond.", "key #"),
        (
            "pt-BR",
            "pt-br",
            "# liga ou desliga a música de fundo.",
            "key #",
        ),
        (
            "de",
            "de",
            "# schaltet die Hintergrundmusik an oder aus.",
            "key #",
        ),
        ("en-US", "en-us", "A best score, P position.", "key A"),
    ];
    for (locale, voice, line, fault) in cases {
        let failures = check_lines(locale, voice, &[line.to_string()]);
        assert!(
            failures.iter().any(|f| f.contains(fault)),
            "{line:?}: expected {fault:?}, got {failures:?}"
        );
    }
    // And passes them said right.
    for (locale, voice, line) in [
        ("en-US", "en-us", "[ (left bracket) softer, # music."),
        ("de", "de", "# (Raute) schaltet die Musik."),
        ("es", "es", "J, L, I, K deslizan. O: las vacías."),
    ] {
        let failures = check_lines(locale, voice, &[line.to_string()]);
        assert!(failures.is_empty(), "{line:?}: {failures:?}");
    }
    assert_eq!(
        keys_in("U undo, E: empty. [ (left) ; x #"),
        ['U', 'E', '[', ';', '#']
    );
}
