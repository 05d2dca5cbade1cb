//! Help as a new player meets it, in every language: the first page, in
//! key play and in line mode, names the topics (the last lists them), the
//! second says where A1 is; `help` and a topic says that topic; the
//! tutorial says where A1 is before it names a cell; the last page says
//! that help ends (the next press starts again); every help line fits 80
//! columns; and every key the game binds is named in key help, in one
//! topic or another, as the keyboard shows it (a letter as its capital, a
//! symbol as itself).
//! Line mode runs through the real binary.

use crate::common;

use accessible_2048::command::Command;
use accessible_2048::command::HelpTopic;
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{Announcement, Message};
use accessible_2048::play::{InputMode, WHERE_A1, help_pages, topic_help_pages};
use accessible_2048::terminal::command_for_key;
use common::{game_command, run_with_input};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tempfile::TempDir;

/// The widest a help line may be: an 80-column terminal never wraps it.
const COLUMNS: usize = 80;

/// Keys that do what another key does and need no line of their own:
/// `=` and `_` are + and - without Shift, ? is H, and Y answers the
/// questions, which name it.
const ALIASES: [char; 4] = ['=', '_', '?', 'y'];

fn said(words: &Localizer, id: &'static str) -> String {
    words.line(&Announcement::one(Message::new(id)))
}

/// The printed lines of a line-mode run in a language.
fn line_run(lang: &str, args: &[&str], input: &str) -> Vec<String> {
    let data = TempDir::new().expect("a temporary directory");
    let mut command = game_command(args, data.path());
    command.args(["--line-mode", "--no-speech", "--lang", lang]);
    let run = run_with_input(command, input.as_bytes());
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    run.lines()
}

/// The key names a help text shows: its words with the punctuation around
/// them trimmed, and the symbols that stand alone.
fn key_tokens(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|token| {
            if token.chars().count() == 1 {
                token.to_string()
            } else {
                token
                    .trim_matches(|c: char| ",.:;?¿!()«»\"".contains(c))
                    .to_string()
            }
        })
        .collect()
}

#[test]
fn the_first_page_names_the_topics_and_the_second_where_a1_is_in_every_language() {
    let topics: Vec<&str> = HelpTopic::ALL.iter().filter_map(|t| t.word()).collect();
    let digits: Vec<String> = HelpTopic::ALL
        .iter()
        .filter_map(|t| t.digit())
        .map(String::from)
        .collect();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let a1 = said(&words, WHERE_A1);
        // Key play: the first page says how to reach the topics (H, then
        // their digits from the first to the last), the last names the keys
        // for when speech goes wrong; the second says where A1 is.
        let keys = help_pages(InputMode::Keys);
        let ids = |page: &[Announcement]| -> Vec<&str> {
            page.iter().map(|line| line.parts[0].id).collect()
        };
        assert!(ids(&keys[0]).contains(&"help-keys-topics"), "{keys:?}");
        let tokens = |page: &[Announcement]| -> Vec<String> {
            page.iter()
                .flat_map(|line| key_tokens(&words.line(line)))
                .collect()
        };
        let first = tokens(&keys[0]);
        for digit in [&digits[0], &digits[digits.len() - 1]] {
            assert!(
                first.contains(digit),
                "{}: {digit} not in {first:?}",
                locale.id
            );
        }
        let last = tokens(&keys[keys.len() - 1]);
        for key in ["V", "+", "-", ".", "D"] {
            assert!(
                last.iter().any(|token| token == key),
                "{}: {key} not in {last:?}",
                locale.id
            );
        }
        let second: Vec<String> = keys[1].iter().map(|line| words.line(line)).collect();
        assert!(second.contains(&a1), "{}: {second:?}", locale.id);
        // Line mode, through the binary: the first `help` names every
        // topic's word, the second says where A1 is.
        let lines = line_run(locale.id, &["--seed", "1"], "help\nhelp\n");
        let first = &lines[2..2 + help_pages(InputMode::Lines)[0].len()];
        let first_words: Vec<&str> = first
            .iter()
            .flat_map(|line| line.split(|c: char| !c.is_alphanumeric()))
            .collect();
        for topic in &topics {
            assert!(
                first_words.contains(topic),
                "{}: {topic} not on the first page: {first:?}",
                locale.id
            );
        }
        assert!(lines.contains(&a1), "{}: {lines:?}", locale.id);
    }
}

#[test]
fn help_and_a_topic_says_that_topic_in_line_mode_in_every_language() {
    for locale in LOCALES {
        let words = Localizer::new(locale);
        for topic in HelpTopic::ALL {
            let Some(word) = topic.word() else { continue };
            let lines = line_run(locale.id, &["--seed", "1"], &format!("help {word}\n"));
            let expected: Vec<String> = topic_help_pages(InputMode::Lines, topic)[0]
                .iter()
                .map(|line| words.line(line))
                .collect();
            assert_eq!(lines[2..], expected[..], "{} help {word}", locale.id);
        }
    }
}

#[test]
fn the_tutorial_says_where_a1_is_before_it_names_a_cell_in_every_language() {
    for locale in LOCALES {
        let words = Localizer::new(locale);
        // The practice board comes after the first step.
        let lines = line_run(locale.id, &["--tutorial"], "cursor right\nquit\n");
        let first_cell = lines
            .iter()
            .position(|line| line.contains("A1"))
            .unwrap_or_else(|| panic!("{}: no line names A1: {lines:?}", locale.id));
        assert_eq!(lines[first_cell], said(&words, WHERE_A1), "{lines:?}");
        assert!(
            lines[first_cell + 1..].iter().any(|l| l.contains("A1")),
            "{}: the practice board follows: {lines:?}",
            locale.id
        );
    }
}

#[test]
fn the_last_page_says_help_ends_and_the_next_starts_again_in_every_language() {
    let pages = help_pages(InputMode::Lines);
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let end = said(&words, "help-lines-end");
        let more = said(&words, "help-lines-more");
        assert_ne!(end, more);
        let lines = line_run(
            locale.id,
            &["--seed", "1"],
            &"help\n".repeat(pages.len() + 1),
        );
        let help = &lines[2..];
        let last_line = |n: usize| -> usize { pages[..=n].iter().map(Vec::len).sum::<usize>() - 1 };
        for n in 0..pages.len() {
            let expected = if n + 1 < pages.len() { &more } else { &end };
            assert_eq!(&help[last_line(n)], expected, "{} page {n}", locale.id);
        }
        // The end is said once, at the end; then the first page again.
        assert_eq!(help.iter().filter(|l| **l == end).count(), 1, "{help:?}");
        let first: Vec<String> = pages[0].iter().map(|l| words.line(l)).collect();
        let again = last_line(pages.len() - 1) + 1;
        assert_eq!(help[again..again + first.len()], first[..], "{}", locale.id);
    }
}

#[test]
fn every_help_line_fits_80_columns_in_every_language() {
    let mut too_wide = Vec::new();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        for mode in [InputMode::Keys, InputMode::Lines] {
            let every = HelpTopic::ALL
                .iter()
                .flat_map(|&topic| topic_help_pages(mode, topic).concat());
            for line in every {
                let text = words.line(&line);
                if text.chars().count() > COLUMNS {
                    too_wide.push(format!(
                        "{} {mode:?} ({}): {text}",
                        locale.id,
                        text.chars().count()
                    ));
                }
            }
        }
    }
    assert!(too_wide.is_empty(), "{}", too_wide.join("\n"));
}

#[test]
fn every_key_the_game_binds_is_named_in_key_help_in_every_language() {
    // Every printable key that does something, but the aliases.
    let bound: Vec<char> = (' '..='~')
        .filter(|c| !c.is_ascii_uppercase() && *c != ' ' && !ALIASES.contains(c))
        .filter(|&c| {
            let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
            command_for_key(key).is_some_and(|command| command != Command::UnknownKey)
        })
        .collect();
    assert!(bound.len() > 40, "{bound:?}");
    let mut missing = Vec::new();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let shown: Vec<String> = HelpTopic::ALL
            .iter()
            .flat_map(|&topic| topic_help_pages(InputMode::Keys, topic).concat())
            .collect::<Vec<_>>()
            .iter()
            .flat_map(|line| key_tokens(&words.line(line)))
            .collect();
        for &key in &bound {
            let name = key.to_ascii_uppercase().to_string();
            if !shown.contains(&name) {
                missing.push(format!("{}: {name}", locale.id));
            }
        }
    }
    assert!(missing.is_empty(), "keys not shown in help: {missing:?}");
}
