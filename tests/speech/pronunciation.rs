//! Pronunciation checked by machine: every message of every locale, filled
//! with sample cells (A1 to H8), values and counts, goes through espeak-ng's
//! phonemes (`espeak-ng -q -x -v VOICE`) with the locale's voice. Each cell
//! name must come out as its letter and number (the phonemes of the cell
//! said alone appear in the line's), and each key letter a message names
//! must be heard as that letter (its spelled name appears in the line's).
//! A cell's sounds are its letter spelled and its number said alone, so a
//! letter the voice reads as a word ("at A1" as "at uh one", the Brazilian
//! "E3" as "i três") is caught. Every cell of every board size, 3 to 8, is
//! checked in the lines that name cells most: a cursor visit, a slide that
//! merges in the cell and a slide whose new tile comes there, at every
//! verbosity.
//!
//! espeak-ng runs in batch: one process per voice for the lines (separated
//! by a marker sentence) and one for the reference sounds, the voices in
//! parallel threads.

use std::collections::{BTreeMap, BTreeSet};

use accessible_2048::command::table::{COMMANDS, key_arguments};
use accessible_2048::engine::{
    Board, Cell, Direction, Merge, MoveReport, SlideOutcome, Spawn, TileMove,
};
use accessible_2048::i18n::Localizer;
use accessible_2048::narration::{self, CellStyle, Verbosity};

use crate::common;
use crate::locale_samples;
use common::espeak::{batch_phonemes, failures_in_every_voice, marker_phonemes};
use locale_samples::*;

/// Variables that hold one cell name.
const CELL_VARIABLES: [&str; 6] = ["cell", "first", "second", "last", "partner", "cursor"];

/// Every cell name of the biggest board, A1 to H8.
fn all_cells() -> Vec<String> {
    let mut cells = Vec::new();
    for row in 1..=8 {
        for col in 'A'..='H' {
            cells.push(format!("{col}{row}"));
        }
    }
    cells
}

/// Messages that name keys: their lone capital letters are keys, to be
/// heard as letters (elsewhere a lone capital is a word, like the
/// Portuguese article "O").
const KEY_MESSAGES: [&str; 10] = [
    "help-keys-",
    "help-pointer-keys",
    "unknown-key",
    "confirm-quit",
    "confirm-new-game",
    "game-over-choices",
    "puzzle-next",
    "column-reading",
    "column-empty",
    "next-merge-column",
];

/// Phonemes without stress marks, pauses and spaces, so that a word's
/// sounds can be looked for inside a sentence's; sounds that only change
/// with their neighbours count as one (a voiced or unvoiced final s, the
/// Spanish soft b, d and g).
pub(crate) fn normalize(phonemes: &str) -> String {
    let mut text = phonemes.to_string();
    for pause in ["_:", "_!", "_|", "_^_", "_"] {
        text = text.replace(pause, "");
    }
    text = text.replace("s#", "s");
    text.chars()
        .filter(|c| !matches!(c, '\'' | ',' | '%' | '=' | ';') && !c.is_whitespace())
        .map(|c| match c {
            'z' => 's',
            'D' => 'd',
            'B' => 'b',
            'Q' => 'g',
            other => other,
        })
        .collect()
}

/// Whether a cell's sounds are in a line's: all of them, or all but the
/// last, which may blend into the next word ("oito" before a vowel).
fn heard(line: &str, alone: &str) -> bool {
    if line.contains(alone) {
        return true;
    }
    let mut chars: Vec<char> = alone.chars().collect();
    chars.pop();
    chars.len() >= 3 && line.contains(&chars.into_iter().collect::<String>())
}

/// Runs espeak-ng once over `items`, separated by the marker, and returns
/// each item's normalized phonemes. With `ssml`, each item is a document.
fn phonemes(voice: &str, items: &[String], ssml: bool) -> Vec<String> {
    let text = batch_phonemes(voice, items, ssml);
    let marker = normalize(&marker_phonemes(voice));
    let all = normalize(&text);
    let parts: Vec<String> = all.split(&marker).map(str::to_string).collect();
    assert_eq!(
        parts.len(),
        items.len() + 1,
        "espeak-ng -v {voice}: the marker did not split the batch into its lines"
    );
    parts[..items.len()].to_vec()
}

/// The words of a line: runs of letters, digits and apostrophes (so the
/// French "L'objectif" is one word).
fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .filter(|t| !t.is_empty())
        .collect()
}

/// A cell name (or a key like F1): one capital letter and a number. The
/// letter may carry an accent (the Brazilian É3).
fn is_cell(token: &str) -> bool {
    let mut chars = token.chars();
    chars.next().is_some_and(char::is_uppercase)
        && chars.as_str().len() <= 2
        && !chars.as_str().is_empty()
        && chars.as_str().chars().all(|c| c.is_ascii_digit())
}

/// A key letter: one capital letter standing alone.
fn is_letter(token: &str) -> bool {
    token.len() == 1 && token.chars().all(|c| c.is_ascii_uppercase())
}

/// Sample arguments for a message (`help`: a line of help, whose key
/// names are the table's keys): `rounds` fillings, each with fresh cells
/// from `cells`, the selector values in turn and a few numbers.
fn fillings(
    words: &Localizer,
    help: bool,
    signature: &Signature,
    cells: &mut impl Iterator<Item = String>,
) -> Vec<Vec<(String, Sample)>> {
    let has_cells = signature
        .keys()
        .any(|name| CELL_VARIABLES.contains(&name.as_str()) || name == "cells");
    let most_keys = signature
        .values()
        .map(|kind| match kind {
            Kind::Keys(keys) => keys.len(),
            _ => 1,
        })
        .max()
        .unwrap_or(1);
    let rounds = most_keys.max(if has_cells { 2 } else { 1 });
    let numbers = [2_u64, 16, 128, 2048, 1];
    (0..rounds)
        .map(|round| {
            signature
                .iter()
                .map(|(name, kind)| {
                    let number = numbers[round % numbers.len()];
                    let key = key_arguments(COMMANDS)
                        .into_iter()
                        .find(|(argument, _)| help && argument == name);
                    let sample = match (name.as_str(), kind) {
                        // Help's key names, as the table binds them.
                        _ if key.is_some() => Sample::Key(key.clone().unwrap().1),
                        (_, Kind::Keys(keys)) => {
                            Sample::Text(keys.iter().nth(round % keys.len()).cloned().unwrap())
                        }
                        (cell, _) if CELL_VARIABLES.contains(&cell) => {
                            Sample::Text(cells.next().unwrap())
                        }
                        ("cells", _) => Sample::Text(format!(
                            "{}, {}",
                            cells.next().unwrap(),
                            cells.next().unwrap()
                        )),
                        ("merges", _) => Sample::Text(narrate(
                            words,
                            "merged-into",
                            &[
                                ("value".into(), Sample::Number(number * 2)),
                                ("cell".into(), Sample::Text(cells.next().unwrap())),
                            ],
                        )),
                        ("column", _) => Sample::Text(
                            ["A", "B", "C", "D", "E", "F", "G", "H"][round % 8].to_string(),
                        ),
                        ("size", _) => Sample::Number(4),
                        ("text" | "requested", _) => Sample::Text("jump".into()),
                        ("detail" | "reason" | "file" | "path" | "position" | "tilts", _) => {
                            Sample::Text("2".into())
                        }
                        _ => Sample::Number(number),
                    };
                    (name.clone(), sample)
                })
                .collect()
        })
        .collect()
}

/// One line to check: where it came from and its text.
struct Line {
    what: String,
    text: String,
    /// Whether its lone capitals are keys.
    names_keys: bool,
}

/// Every message of a locale filled with samples; the cells go round A1 to
/// H8, so every cell is said in several messages.
fn lines_of(locale: &'static accessible_2048::i18n::Locale) -> Vec<Line> {
    let words = Localizer::new(locale);
    let mut cells = all_cells().into_iter().cycle();
    let mut lines = Vec::new();
    for (id, signature) in signatures(en_us()) {
        if id.contains('.') {
            continue;
        }
        for args in fillings(&words, id.starts_with("help-"), &signature, &mut cells) {
            let text = narrate(&words, &id, &args);
            lines.push(Line {
                what: format!("{id} {args:?}"),
                text,
                names_keys: KEY_MESSAGES.iter().any(|k| id.starts_with(k)),
            });
        }
    }
    lines
}

/// The letter a cell name's column stands for: É is the letter E.
fn column_letter(token: &str) -> char {
    match token.chars().next() {
        Some('É') => 'E',
        Some(c) => c,
        None => ' ',
    }
}

/// The spelled name of a letter, as SSML for espeak-ng's `-m`.
fn spelled(letter: char) -> String {
    format!("<speak><say-as interpret-as=\"characters\">{letter}</say-as></speak>")
}

/// Each cell's expected sounds: its column letter spelled, then its number
/// said alone.
fn cell_sounds(voice: &str, cells: &[String]) -> BTreeMap<String, String> {
    let letters: BTreeSet<char> = cells.iter().map(|c| column_letter(c)).collect();
    let letters: Vec<char> = letters.into_iter().collect();
    let numbers: BTreeSet<String> = cells.iter().map(|c| c.chars().skip(1).collect()).collect();
    let numbers: Vec<String> = numbers.into_iter().collect();
    let letter_sound: BTreeMap<char, String> = letters
        .iter()
        .copied()
        .zip(phonemes(
            voice,
            &letters.iter().map(|&l| spelled(l)).collect::<Vec<_>>(),
            true,
        ))
        .collect();
    let number_sound: BTreeMap<&str, String> = numbers
        .iter()
        .map(String::as_str)
        .zip(phonemes(voice, &numbers, false))
        .collect();
    cells
        .iter()
        .map(|cell| {
            let number: String = cell.chars().skip(1).collect();
            (
                cell.clone(),
                format!(
                    "{}{}",
                    letter_sound[&column_letter(cell)],
                    number_sound[number.as_str()]
                ),
            )
        })
        .collect()
}

/// What failed in one locale.
fn check_locale(locale: &'static accessible_2048::i18n::Locale, voice: &str) -> Vec<String> {
    check_lines(locale, voice, &lines_of(locale))
}

/// What failed in some lines of one locale.
fn check_lines(
    locale: &'static accessible_2048::i18n::Locale,
    voice: &str,
    lines: &[Line],
) -> Vec<String> {
    let said = phonemes(
        voice,
        &lines.iter().map(|l| l.text.clone()).collect::<Vec<_>>(),
        false,
    );
    let mut cells = BTreeSet::new();
    let mut letters = BTreeSet::new();
    for line in lines {
        for token in tokens(&line.text) {
            if is_cell(token) {
                cells.insert(token.to_string());
            } else if is_letter(token) && line.names_keys {
                letters.insert(token.to_string());
            }
        }
    }
    let cells: Vec<String> = cells.into_iter().collect();
    let letters: Vec<String> = letters.into_iter().collect();
    let cell_sounds = cell_sounds(voice, &cells);
    let spelled: Vec<String> = letters
        .iter()
        .map(|l| spelled(l.chars().next().unwrap_or(' ')))
        .collect();
    let letter_sounds: BTreeMap<&str, String> = letters
        .iter()
        .map(String::as_str)
        .zip(phonemes(voice, &spelled, true))
        .collect();
    let mut failures = Vec::new();
    for (line, sound) in lines.iter().zip(&said) {
        assert!(
            !line.text.is_empty(),
            "{}: an empty line ({})",
            locale.id,
            line.what
        );
        for token in tokens(&line.text) {
            let (expected, kind, ok) = if is_cell(token) {
                let alone = &cell_sounds[token];
                (alone, "cell", heard(sound, alone))
            } else if is_letter(token) && line.names_keys {
                let alone = &letter_sounds[token];
                (alone, "key letter", sound.contains(alone.as_str()))
            } else {
                continue;
            };
            assert!(!expected.is_empty(), "{voice}: {token} has no sound alone");
            if !ok {
                failures.push(format!(
                    "{} ({voice}) {kind} {token} [{expected}] not heard in {:?} [{sound}] ({})",
                    locale.id, line.text, line.what
                ));
            }
        }
    }
    failures
}

#[test]
fn every_cell_name_and_key_letter_is_heard_as_written_in_every_language() {
    if !common::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    ) {
        return;
    }
    let failures = failures_in_every_voice(check_locale);
    assert!(
        failures.is_empty(),
        "{} words not heard as written:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A slide's report: `merge` merges into a cell (from its right-hand
/// neighbour), and the new 2 comes to `spawn`.
fn report(merge: Option<Cell>, spawn: Cell) -> MoveReport {
    let merges: Vec<Merge> = merge
        .iter()
        .map(|&cell| Merge {
            cell,
            from: [cell, Cell::new(cell.col + 1, cell.row)],
            value: 16,
        })
        .collect();
    let moves = vec![TileMove {
        from: Cell::new(spawn.col + 1, spawn.row),
        to: spawn,
        value: 8,
    }];
    MoveReport {
        slide: SlideOutcome {
            direction: Direction::Left,
            moves,
            merges,
            score_gain: if merge.is_some() { 16 } else { 0 },
        },
        spawn: Some(Spawn {
            cell: spawn,
            value: 2,
        }),
        reached_win: false,
        game_over: false,
    }
}

/// The lines that name a cell most, for every cell of every board size 3
/// to 8: the cursor visiting it (empty and holding a tile), a slide merging
/// into it and a slide whose new tile comes there, at every verbosity.
fn board_lines(locale: &'static accessible_2048::i18n::Locale) -> Vec<Line> {
    let words = Localizer::new(locale);
    let mut texts = BTreeSet::new();
    let mut lines = Vec::new();
    let mut add = |what: String, text: String| {
        if texts.insert(text.clone()) {
            lines.push(Line {
                what,
                text,
                names_keys: false,
            });
        }
    };
    for size in 3..=8 {
        let empty = Board::empty(size).expect("a board of this size");
        for cell in empty.cells() {
            let mut holding = empty.clone();
            holding.set(cell, 5);
            for board in [&empty, &holding] {
                for say_empty in [false, true] {
                    let visit = narration::visit(board, cell, CellStyle { say_empty });
                    add(format!("visit {cell} on {size}"), words.line(&visit));
                }
            }
            let elsewhere = Cell::new((cell.col + 1) % size, (cell.row + 2) % size);
            for verbosity in Verbosity::ALL {
                for (what, report) in [
                    ("merge in", report(Some(cell), elsewhere)),
                    ("new tile in", report(None, cell)),
                    ("merge and new tile in", report(Some(elsewhere), cell)),
                ] {
                    let line = narration::slide_at(&report, 120, verbosity);
                    add(
                        format!("{what} {cell} on {size} ({verbosity})"),
                        words.line(&line),
                    );
                }
            }
        }
    }
    lines
}

#[test]
fn every_cell_of_every_board_size_is_heard_in_visits_and_slides() {
    if !common::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    ) {
        return;
    }
    let failures = failures_in_every_voice(|locale, voice| {
        let lines = board_lines(locale);
        let named: BTreeSet<String> = lines
            .iter()
            .flat_map(|l| tokens(&l.text).into_iter().filter(|t| is_cell(t)))
            .map(|t| column_letter(t).to_string() + &t[t.len() - 1..])
            .collect();
        assert_eq!(
            named.len(),
            64,
            "{}: every cell A1 to H8 is said",
            locale.id
        );
        check_lines(locale, voice, &lines)
    });
    assert!(
        failures.is_empty(),
        "{} cells not heard as written:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_check_finds_the_known_mistakes() {
    if !common::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    ) {
        return;
    }
    // "at A1" is heard as "at uh one"; "in A1" keeps the letter. The
    // Spanish "Pulsa Y" is heard as the vowel i, not the letter Y.
    let english = phonemes(
        "en-us",
        &["New 2 at A1.".into(), "New 2 in A1.".into(), "A1".into()],
        false,
    );
    assert!(!english[0].contains(&english[2]), "{english:?}");
    assert!(english[1].contains(&english[2]), "{english:?}");
    let spanish = phonemes("es", &["Pulsa Y para salir.".into()], false);
    let letter = phonemes(
        "es",
        &["<speak><say-as interpret-as=\"characters\">Y</say-as></speak>".into()],
        true,
    );
    assert!(!spanish[0].contains(&letter[0]), "{spanish:?} {letter:?}");
    // Brazilian Portuguese reads a lone E before a number as "i"; É is
    // the letter.
    let portuguese = phonemes(
        "pt-br",
        &["Um 2 em E3.".into(), "Um 2 em É3.".into()],
        false,
    );
    let e3 = &cell_sounds("pt-br", &["E3".to_string()])["E3"];
    assert!(!heard(&portuguese[0], e3), "{portuguese:?} {e3}");
    assert!(heard(&portuguese[1], e3), "{portuguese:?} {e3}");
    assert!(is_cell("H8") && is_cell("F1") && !is_cell("A") && !is_cell("Ab1"));
    assert!(is_cell("É3") && column_letter("É3") == 'E');
    assert!(is_letter("Y") && !is_letter("y") && !is_letter("Yes"));
}
