//! The in-game help: its pages in key play and in line mode, ordered by
//! what a new player needs first (how to slide and move the cursor, where
//! A1 is and how to reach the tutorial on the first page), each said in at
//! most 12 seconds (`cargo bench --bench spoken_length -- --help-pages`).
//! Every page but the last ends with how to hear more; the last ends with
//! the end of help, before the next press starts again at the first.
//!
//! Pure: message ids only. It knows nothing of keys as the terminal reports
//! them, of the words (the locales' `help.ftl`) or of speech.

use crate::narration::{Announcement, Message};

use super::input_mode::InputMode;

/// Where A1 is: letters are columns from the left, numbers rows from the
/// top. Said on the first help page in both modes, and by the tutorial.
pub const WHERE_A1: &str = "help-where-a1";

/// The help pages of key play.
const KEY_PAGES: &[&[&str]] = &[
    // Slide and move, where A1 is, and the tutorial (key 8).
    &["help-keys-start", WHERE_A1, "help-keys-tutorial"],
    // The most used keys, and J, L, I, K where Shift+arrows do not reach
    // the game (the Linux console, a screen reader that takes them).
    &["help-keys-most", "help-keys-jlik"],
    &["help-keys-read", "help-keys-again"],
    &["help-keys-find", "help-keys-records"],
    &["help-keys-numbers", "help-keys-coach"],
    &["help-keys-learn", "help-keys-speech"],
    &["help-keys-sound", "help-keys-volume"],
    &["help-keys-tones", "help-keys-tones-board"],
    // The board line on a braille display (key 9), tiles as powers of two
    // (^).
    &["help-keys-braille", "help-keys-powers"],
    // The daily game (key 0) and the share key (/).
    &["help-keys-daily", "help-keys-share"],
];

/// The help pages of line mode.
const LINE_PAGES: &[&[&str]] = &[
    // Slide, where A1 is, and the tutorial (`tutorial`).
    &["help-lines-start", WHERE_A1, "help-lines-tutorial"],
    &["help-lines-cursor", "help-lines-read"],
    &["help-lines-also", "help-lines-again"],
    &["help-lines-empties", "help-lines-verbosity"],
    &["help-lines-counts", "help-lines-coach"],
    &["help-lines-speech", "help-lines-sound"],
    &["help-lines-listen", "help-lines-game"],
    &["help-lines-braille", "help-lines-powers"],
    &["help-lines-daily", "help-lines-share"],
];

/// The help pages of a replay, with keys.
const REPLAY_KEY_PAGES: &[&[&str]] = &[
    &["help-replay-keys-step", "help-replay-keys-ends"],
    &["help-replay-keys-read", "help-replay-keys-score"],
    &["help-replay-keys-also"],
];

/// The help pages of a replay, in line mode.
const REPLAY_LINE_PAGES: &[&[&str]] = &[
    &["help-replay-lines-step", "help-replay-lines-ends"],
    &["help-replay-lines-read", "help-replay-lines-cursor"],
    &["help-replay-lines-also"],
];

/// Help in a replay: its own keys, in pages like the game's, each said
/// within 12 seconds (espeak-ng at its default rate, as the game's pages
/// are measured).
pub fn replay_help_pages(mode: InputMode) -> Vec<Vec<Announcement>> {
    paged(
        mode,
        match mode {
            InputMode::Keys => REPLAY_KEY_PAGES,
            InputMode::Lines => REPLAY_LINE_PAGES,
        },
    )
}

fn pages_of(mode: InputMode) -> &'static [&'static [&'static str]] {
    match mode {
        InputMode::Keys => KEY_PAGES,
        InputMode::Lines => LINE_PAGES,
    }
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
    pages_of(mode)
        .iter()
        .flat_map(|page| page.iter())
        .map(|&id| Announcement::one(Message::new(id)))
        .collect()
}

/// Help in short pages, each a few lines said in at most 12 seconds: every
/// page but the last ends with how to hear more (`H again for more.`), the
/// last with the end of help.
pub fn help_pages(mode: InputMode) -> Vec<Vec<Announcement>> {
    paged(mode, pages_of(mode))
}

/// The pages of ids as lines, each page closed by how to hear more, the
/// last by the end of help.
fn paged(mode: InputMode, pages: &[&[&'static str]]) -> Vec<Vec<Announcement>> {
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

    #[test]
    fn the_first_page_says_where_a1_is_and_every_line_is_said_once() {
        for mode in [InputMode::Keys, InputMode::Lines] {
            let pages = help_pages(mode);
            let ids = |page: &[Announcement]| -> Vec<&'static str> {
                page.iter().map(|line| line.parts[0].id).collect()
            };
            assert!(ids(&pages[0]).contains(&WHERE_A1), "{mode:?}");
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
}
