//! Words of the newer features heard as a player means them, checked with
//! espeak-ng's phonemes (`espeak-ng -q -x -v VOICE`, the locale's voice) in
//! all five languages:
//!
//! - the `^` key (tiles as powers of two) in key help is heard by its
//!   name once, never as an accent and never twice (the Spanish voice says
//!   "circunflejo" for the symbol itself, so a name printed beside it was
//!   heard twice), and the guide's words (`^` (caret)) are help's;
//! - tiles said as powers of two ("10 B3." for 1024, "17 A1." for 131072)
//!   are heard as the number of the power, then the cell's letter and
//!   number: the braille board's exponent letters (A for 10, H for 17) are
//!   never printed or said;
//! - a date the game says in its own lines is heard in words: the day,
//!   the month by its name and the year as a number, never "minus" or a
//!   dash between its parts;
//! - the Brazilian word for a replay, "reprodução", is heard as it is
//!   spoken (the same sounds as its spelling by ear, "reprodussão").

use std::process::Command;

use accessible_2048::engine::Date;
use accessible_2048::i18n::{Locale, Localizer};
use accessible_2048::narration::{self, Message};
use accessible_2048::play::help_line;

use crate::common;
use common::espeak::failures_in_every_voice;

/// espeak-ng's phonemes for `text` without stress marks, pauses and
/// spaces, so that a word's sounds can be looked for in a line's; sounds
/// that only change with their neighbours count as one (a voiced or
/// unvoiced s, the Spanish soft b, d and g), as in the pronunciation test.
fn sounds(voice: &str, text: &str) -> String {
    let output = Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice, text])
        .output()
        .expect("espeak-ng runs");
    assert!(output.status.success(), "espeak-ng -v {voice} {text:?}");
    crate::pronunciation::normalize(&String::from_utf8_lossy(&output.stdout))
}

/// `word` without its last sound, which may blend into the next word
/// ("oito" before a vowel, the French "six" before a consonant).
fn blended(word: &str) -> String {
    let mut chars: Vec<char> = word.chars().collect();
    chars.pop();
    chars.into_iter().collect()
}

/// The name of the `^` key in each language, and the word for an accent,
/// which must not be heard where the game means the key.
fn caret_names(locale: &str) -> (&'static str, &'static str) {
    match locale {
        "es" => ("circunflejo", "acento"),
        "fr" => ("circonflexe", "accent"),
        "de" => ("Zirkumflex", "Akzent"),
        "pt-BR" => ("circunflexo", "acento"),
        _ => ("caret", "accent"),
    }
}

/// Words that would be heard if a date were read as a calculation or a
/// code.
const MINUS: [&str; 6] = ["minus", "menos", "moins", "Strich", "dash", "hífen"];

fn heard_in(locale: &'static Locale, voice: &'static str) -> Vec<String> {
    if !common::espeak::ready() {
        return Vec::new();
    }
    let mut failures = Vec::new();
    let words = Localizer::new(locale);
    let id = locale.id;

    // The `^` key in key help, and in the guide's words.
    let (name, accent) = caret_names(id);
    let mut key_lines = vec![words.message(&help_line("help-keys-powers"))];
    if id == "en-US" {
        let guide = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide.md"),
        )
        .expect("the guide");
        assert!(guide.contains("| ^ (caret) |"), "the guide names the key");
        key_lines.push("^ (caret): tiles said as powers of two.".to_string());
    }
    let name_sounds = sounds(voice, name);
    let accent_sounds = sounds(voice, accent);
    for line in key_lines {
        let said = sounds(voice, &line);
        let times = said.matches(&name_sounds).count();
        if times != 1 || said.contains(&accent_sounds) {
            failures.push(format!(
                "{id}: the ^ key heard {times} times as {name:?} (or as an accent): {line:?} is [{said}]"
            ));
        }
    }

    // Tiles as powers of two, in the news of a merge and of a new tile.
    let powers = Localizer::new(locale).with_powers(true);
    for power in 1..=17u32 {
        for cell in ["A1", "B3", "C4", "H8"] {
            for news in ["slide-news-brief", "slide-moved-brief"] {
                let line = powers.message(
                    &Message::new(news)
                        .tile("value", 1u64 << power)
                        .text("cell", cell),
                );
                let number = power.to_string();
                let said = sounds(voice, &line);
                let letter = sounds(voice, &cell[..1].to_lowercase());
                let row = sounds(voice, &cell[1..]);
                let number_sounds = sounds(voice, &number);
                let heard = line.starts_with(&format!("{number} {cell}"))
                    && (said.starts_with(&number_sounds)
                        || said.starts_with(&blended(&number_sounds)))
                    && (said.contains(&format!("{letter}{row}"))
                        || said.contains(&format!("{letter}{}", blended(&row))));
                if !heard {
                    failures.push(format!(
                        "{id}: {} as a power is {line:?}, heard [{said}]",
                        1u64 << power
                    ));
                }
            }
        }
    }

    // Dates in words: every month, a first and a last day.
    for (year, month, day) in [(2026, 11, 29), (2027, 1, 1), (2026, 12, 31), (2028, 2, 29)] {
        let date = Date::new(year, month, day).expect("a real date");
        let line = words.message(&narration::daily_date(date));
        let said = sounds(voice, &line);
        let year_sounds = sounds(voice, &year.to_string());
        let minus = MINUS.iter().any(|word| said.contains(&sounds(voice, word)));
        if line.contains('-') || !said.contains(&year_sounds) || minus {
            failures.push(format!("{id}: the date {line:?} is heard [{said}]"));
        }
    }

    // "reprodução" in Brazilian Portuguese.
    if id == "pt-BR" {
        let line = words.message(&Message::new("replay-goodbye"));
        assert!(line.contains("reprodução"), "{line:?}");
        if !sounds(voice, &line).contains(&sounds(voice, "reprodussão")) {
            failures.push(format!(
                "{id}: {line:?} is heard [{}]",
                sounds(voice, &line)
            ));
        }
    }
    failures
}

#[test]
fn the_powers_key_tiles_as_powers_dates_and_replay_are_heard_as_meant() {
    let failures = failures_in_every_voice(heard_in);
    assert!(failures.is_empty(), "{failures:#?}");
}
