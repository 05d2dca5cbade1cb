//! Help heard with espeak-ng, the ear the game's other spoken lengths are
//! measured with (`common::espeak`): every page of every help topic, in
//! key play and in line mode, in all five languages, is said within 12
//! seconds; and the basics, what H or `help` says first, are at most six
//! pages. Set `ACCESSIBLE_2048_SKIP_ESPEAK=1` to skip the timings
//! knowingly (the page count is still held).

use crate::common;

use accessible_2048::command::HelpTopic;
use accessible_2048::i18n::{Locale, Localizer};
use accessible_2048::play::{InputMode, help_pages, topic_help_pages};
use common::espeak::{failures_in_every_voice, seconds_to_say};
use tempfile::TempDir;

/// The longest a help page may take to say.
const LIMIT: f64 = 12.0;
/// The most pages the basics may have.
const BASICS_PAGES: usize = 6;

/// Every help page in `locale`, each as one text (what one press of H
/// says), named by its mode, topic and number.
fn pages(locale: &'static Locale) -> Vec<(String, String)> {
    let words = Localizer::new(locale);
    let mut pages = Vec::new();
    for mode in [InputMode::Keys, InputMode::Lines] {
        for topic in HelpTopic::ALL {
            for (n, page) in topic_help_pages(mode, topic).iter().enumerate() {
                let text: Vec<String> = page.iter().map(|line| words.line(line)).collect();
                pages.push((format!("{mode:?} {topic:?} page {}", n + 1), text.join(" ")));
            }
        }
    }
    pages
}

/// The pages of `locale` over [`LIMIT`] in `voice`, one line each.
fn too_long(locale: &'static Locale, voice: &'static str) -> Vec<String> {
    let scratch = TempDir::new().unwrap();
    pages(locale)
        .into_iter()
        .filter_map(|(name, text)| {
            let seconds = seconds_to_say(voice, &text, scratch.path());
            (seconds > LIMIT).then(|| format!("{} {name}: {seconds:.1} s: {text}", locale.id))
        })
        .collect()
}

#[test]
fn every_help_page_of_every_topic_is_said_within_12_seconds_in_every_language() {
    if !common::espeak::ready() {
        return;
    }
    let failures = failures_in_every_voice(too_long);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_basics_are_at_most_six_pages_and_every_topic_has_its_own() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let basics = help_pages(mode);
        assert!(
            (2..=BASICS_PAGES).contains(&basics.len()),
            "{mode:?}: {} pages",
            basics.len()
        );
        for topic in HelpTopic::ALL {
            let pages = topic_help_pages(mode, topic);
            assert!(!pages.is_empty(), "{mode:?} {topic:?}");
            if topic != HelpTopic::Basics {
                assert_ne!(pages[0], basics[0], "{mode:?} {topic:?}");
            }
        }
    }
}
