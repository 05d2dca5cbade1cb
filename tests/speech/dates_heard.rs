//! The day of a daily game is heard as one phrase in every language: the
//! day's words (`daily-date`) go through espeak-ng's phonemes (`-q -x`)
//! with the locale's voice, for every day of the month and every month,
//! and no clause break falls inside them (a German "6. Dezember" was read
//! "sechs", a sentence's end, then "Dezember").
//!
//! Needs espeak-ng; set `ACCESSIBLE_2048_SKIP_ESPEAK=1` to skip knowingly.

use crate::common;
use common::espeak::VOICES;

use std::process::Command;

use accessible_2048::engine::Date;
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::daily_date;

/// Every day of the month, and every month, in 2026.
fn days() -> Vec<Date> {
    let mut days: Vec<Date> = (1..=31)
        .map(|day| format!("2026-12-{day:02}").parse().unwrap())
        .collect();
    days.extend((1..=12).map(|month| format!("2026-{month:02}-06").parse::<Date>().unwrap()));
    days
}

#[test]
fn the_day_is_heard_as_one_phrase_in_every_language() {
    if !common::espeak::ready() {
        return;
    }
    let mut broken = Vec::new();
    for (id, voice) in VOICES {
        let locale = LOCALES.iter().find(|l| l.id == id).unwrap();
        let words = Localizer::new(locale);
        for day in days() {
            let text = words.message(&daily_date(day));
            let output = Command::new("espeak-ng")
                .args(["-q", "-x", "-v", voice, &text])
                .output()
                .expect("espeak-ng runs");
            assert!(output.status.success(), "espeak-ng -v {voice} {text:?}");
            let heard = String::from_utf8_lossy(&output.stdout);
            let clauses = heard.lines().filter(|line| !line.trim().is_empty()).count();
            if clauses != 1 {
                broken.push(format!("{id} {text:?}: {heard:?}"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "a break inside the day:\n{}",
        broken.join("\n")
    );
}
