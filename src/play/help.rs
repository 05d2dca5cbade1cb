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

use crate::command::HelpTopic;
use crate::command::table;
use crate::narration::{Announcement, Message};

use super::input_mode::InputMode;

/// Where A1 is: letters are columns from the left, numbers rows from the
/// top. Said on the second page of help in both modes, and by the tutorial.
pub const WHERE_A1: &str = "help-where-a1";

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
    Message::new(match mode {
        InputMode::Keys => "help-keys-more",
        InputMode::Lines => "help-lines-more",
    })
}

/// The line that ends the last page: the end of help, and that the next
/// press starts again.
pub fn end(mode: InputMode) -> Message {
    Message::new(match mode {
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
        .map(|&id| Announcement::one(Message::new(id)))
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
                .map(|&id| Announcement::one(Message::new(id)))
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
