//! The in-game help: its pages in key play and in line mode, in topics.
//! The basics come first, ordered by what a new player needs (how to slide
//! and move the cursor, the score, quitting and the topics on the first
//! page; on the last, the keys a player needs when speech goes wrong: V,
//! the period, + and -, and D); the other topics (settings,
//! braille, daily, replay, lessons) on request. Which line is on which page
//! is the command table's (`command::table`); each page is said in at most
//! 12 seconds in every language (`tests/cli/help_heard.rs`). Every page but
//! the last ends with how to hear more; the last ends with the end of help,
//! before the next press starts again at the first.
//!
//! Pure: message ids only. It knows nothing of keys as the terminal reports
//! them, of the words (the locales' `help.ftl`) or of speech.

pub(super) mod help_pointer;

use crate::command::HelpTopic;
use crate::command::table;
use crate::narration::{Announcement, Message};

use crate::play::input_mode::InputMode;

/// Where A1 is: letters are columns from the left, numbers rows from the
/// top. Said on the second page of help in both modes, and by the tutorial.
pub const WHERE_A1: &str = "help-where-a1";

/// A help line: its message, the keys it names filled in from the command
/// table (`table::key_arguments`), so a key bound elsewhere is named
/// where it is bound.
pub fn help_line(id: &'static str) -> Message {
    with_keys(Message::new(id), table::COMMANDS)
}

/// `message` with the keys `entries` bind as its arguments.
pub fn with_keys(message: Message, entries: &[table::Entry]) -> Message {
    table::key_arguments(entries)
        .into_iter()
        .fold(message, |message, (name, label)| message.key(name, label))
}

/// The pages of a topic's help, from the command table.
fn pages_of(mode: InputMode, topic: HelpTopic) -> Vec<Vec<&'static str>> {
    table::help_pages(topic, mode == InputMode::Keys)
}

/// Help in a replay: its own keys, in pages like the game's.
pub fn replay_help_pages(mode: InputMode) -> Vec<Vec<Announcement>> {
    topic_help_pages(mode, HelpTopic::Replay)
}

/// The pages of one topic of help, each closed as [`help_pages`]' are.
pub fn topic_help_pages(mode: InputMode, topic: HelpTopic) -> Vec<Vec<Announcement>> {
    paged(mode, &pages_of(mode, topic))
}

/// The line that ends every page but the last: how to hear more.
pub fn more(mode: InputMode) -> Message {
    help_line(match mode {
        InputMode::Keys => "help-keys-more",
        InputMode::Lines => "help-lines-more",
    })
}

/// The line that ends the last page: the end of help, and that the next
/// press starts again.
pub fn end(mode: InputMode) -> Message {
    help_line(match mode {
        InputMode::Keys => "help-keys-end",
        InputMode::Lines => "help-lines-end",
    })
}

/// The help lines for an input mode, every page's in order, without the
/// lines that end a page.
pub fn help_for(mode: InputMode) -> Vec<Announcement> {
    pages_of(mode, HelpTopic::Basics)
        .iter()
        .flat_map(|page| page.iter())
        .map(|&id| Announcement::one(help_line(id)))
        .collect()
}

/// The basics of help in short pages, each a few lines said in at most 12
/// seconds: every page but the last ends with how to hear more (`H again
/// for more.`), the last with the end of help.
pub fn help_pages(mode: InputMode) -> Vec<Vec<Announcement>> {
    topic_help_pages(mode, HelpTopic::Basics)
}

/// The pages of ids as lines, each page closed by how to hear more, the
/// last by the end of help.
fn paged(mode: InputMode, pages: &[Vec<&'static str>]) -> Vec<Vec<Announcement>> {
    pages
        .iter()
        .enumerate()
        .map(|(n, ids)| {
            let mut page: Vec<Announcement> = ids
                .iter()
                .map(|&id| Announcement::one(help_line(id)))
                .collect();
            let close = if n + 1 < pages.len() {
                more(mode)
            } else {
                end(mode)
            };
            page.push(Announcement::one(close));
            page
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Key;
    use crate::command::table::{COMMANDS, Entry, key_arguments};
    use crate::i18n::{LOCALES, Localizer};

    /// Every line of key help: each topic's, and the lines that close a
    /// page.
    fn key_help_ids() -> Vec<&'static str> {
        let mut ids: Vec<&'static str> = HelpTopic::ALL
            .into_iter()
            .flat_map(|topic| table::help_pages(topic, true))
            .flatten()
            .collect();
        ids.extend([more(InputMode::Keys).id, end(InputMode::Keys).id]);
        ids
    }

    /// The commands a line of key help is about: those whose table row
    /// lists it, and help itself for the lines that close a page.
    fn commands_of(id: &str) -> Vec<&'static Entry> {
        COMMANDS
            .iter()
            .filter(|entry| {
                entry.help.iter().any(|line| line.keys == Some(id))
                    || (entry.name == "help"
                        && [more(InputMode::Keys).id, end(InputMode::Keys).id].contains(&id))
            })
            .collect()
    }

    /// A line of key help with each key argument written as its name in
    /// angle brackets (`<partner>`), to see which keys it names.
    fn marked(words: &Localizer, id: &'static str) -> String {
        let message = key_arguments(COMMANDS)
            .into_iter()
            .fold(Message::new(id), |message, (name, _)| {
                message.key(name, format!("<{name}>"))
            });
        words.message(&message)
    }

    #[test]
    fn every_key_a_help_line_names_comes_from_the_table_row_of_its_command() {
        for locale in LOCALES {
            let words = Localizer::new(locale);
            for id in key_help_ids() {
                let text = marked(&words, id);
                let commands = commands_of(id);
                // Every key named is a key of a command the line is about.
                for (name, _) in key_arguments(COMMANDS) {
                    if text.contains(&format!("<{name}>")) {
                        assert!(
                            commands
                                .iter()
                                .any(|entry| entry.name.replace(' ', "-") == name),
                            "{} {id}: names the key of {name}: {text}",
                            locale.id
                        );
                    }
                }
                // No key of those commands is typed by hand.
                for entry in &commands {
                    for key in entry.keys {
                        let Key::Char(typed) = key else { continue };
                        let label: String = typed.to_uppercase().collect();
                        let by_hand = text.split_whitespace().any(|token| {
                            token.trim_end_matches([',', ':']) == label && *typed != ' '
                        });
                        assert!(
                            !by_hand,
                            "{} {id}: {label} ({}) typed by hand: {text}",
                            locale.id, entry.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_key_bound_elsewhere_is_named_where_it_is_bound() {
        let rebound: Vec<Entry> = COMMANDS
            .iter()
            .map(|entry| Entry {
                name: entry.name,
                command: entry.command.clone(),
                keys: match entry.name {
                    "partner" => &[Key::Char('%')],
                    "silence" => &[Key::Char('!')],
                    _ => entry.keys,
                },
                words: entry.words,
                example: entry.example,
                help: entry.help,
            })
            .collect();
        for locale in LOCALES {
            let words = Localizer::new(locale);
            let said = |id, entries: &[Entry]| words.message(&with_keys(Message::new(id), entries));
            let records = said("help-keys-records", COMMANDS);
            assert!(records.starts_with("F "), "{}: {records}", locale.id);
            let records = said("help-keys-records", &rebound);
            assert!(records.starts_with("% "), "{}: {records}", locale.id);
            assert!(!records.contains('F'), "{}: {records}", locale.id);
            let speech = said("help-keys-speech", COMMANDS);
            assert!(speech.contains(", . ("), "{}: {speech}", locale.id);
            let speech = said("help-keys-speech", &rebound);
            assert!(speech.contains(", ! ("), "{}: {speech}", locale.id);
            assert_eq!(
                help_line("help-keys-records"),
                with_keys(Message::new("help-keys-records"), COMMANDS)
            );
        }
    }

    fn ids(page: &[Announcement]) -> Vec<&'static str> {
        page.iter().map(|line| line.parts[0].id).collect()
    }

    #[test]
    fn the_basics_name_the_keys_for_when_speech_goes_wrong_within_six_pages() {
        // help-keys-speech: V, + and -, the period; the sound line: D.
        let table = [
            (
                InputMode::Keys,
                ["help-keys-speech", "help-keys-sound-basic"],
            ),
            (
                InputMode::Lines,
                ["help-lines-speech", "help-lines-sound-basic"],
            ),
        ];
        for (mode, needed) in table {
            let pages = help_pages(mode);
            assert!(pages.len() <= 6, "{mode:?}: {} pages", pages.len());
            let said: Vec<&str> = pages.iter().flat_map(|page| ids(page)).collect();
            for id in needed {
                assert!(said.contains(&id), "{mode:?}: {id} not in the basics");
            }
        }
    }

    #[test]
    fn the_basics_say_where_a1_is_and_every_line_is_said_once() {
        for mode in [InputMode::Keys, InputMode::Lines] {
            let pages = help_pages(mode);
            assert!(ids(&pages[1]).contains(&WHERE_A1), "{mode:?}");
            let mut said: Vec<&str> = pages
                .iter()
                .flat_map(|page| ids(page))
                .filter(|&id| id != more(mode).id && id != end(mode).id)
                .collect();
            assert_eq!(
                said,
                help_for(mode)
                    .iter()
                    .map(|line| line.parts[0].id)
                    .collect::<Vec<_>>(),
                "{mode:?}"
            );
            said.sort_unstable();
            said.dedup();
            assert_eq!(said.len(), help_for(mode).len(), "{mode:?}: a line twice");
        }
    }

    #[test]
    fn every_topic_ends_each_page_with_more_and_the_last_with_the_end() {
        for mode in [InputMode::Keys, InputMode::Lines] {
            for topic in HelpTopic::ALL {
                let pages = topic_help_pages(mode, topic);
                for (n, page) in pages.iter().enumerate() {
                    let close = if n + 1 < pages.len() {
                        more(mode)
                    } else {
                        end(mode)
                    };
                    assert_eq!(ids(page).last(), Some(&close.id), "{mode:?} {topic:?} {n}");
                    assert_eq!(
                        ids(page).iter().filter(|id| **id == close.id).count(),
                        1,
                        "{mode:?} {topic:?} {n}"
                    );
                }
            }
        }
    }
}
