//! Lines that fit the terminal: an announcement too wide for 80 columns
//! (or a narrower terminal) is said as several lines, broken between its
//! messages (or, for one message wider than a line, between its sentences,
//! and a sentence still too wide between words), never inside a word. Used
//! at every verbosity; pure: words and a width in, lines out.

use crate::i18n::{Localizer, clean_line};
use crate::narration::Announcement;

/// The widest line said: a terminal's usual width.
pub const COLUMNS: usize = 80;

/// The announcement in the language, as lines of at most `width`
/// characters (a single word wider than that stays whole).
pub fn fit(words: &Localizer, announcement: &Announcement, width: usize) -> Vec<String> {
    let whole = words.line(announcement);
    if whole.chars().count() <= width {
        return vec![whole];
    }
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for part in &announcement.parts {
        let text = clean_line(&words.message(part));
        if text.is_empty() {
            continue;
        }
        let joined = if current.is_empty() {
            text.clone()
        } else {
            format!("{current} {text}")
        };
        if joined.chars().count() <= width {
            current = joined;
            continue;
        }
        if !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        // One message wider than a line: break it between sentences, and
        // a sentence still too wide between words.
        for word in pieces(&text, width) {
            let joined = if current.is_empty() {
                word.clone()
            } else {
                format!("{current} {word}")
            };
            if joined.chars().count() <= width || current.is_empty() {
                current = joined;
            } else {
                lines.push(std::mem::replace(&mut current, word));
            }
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// A message's sentences, each whole if it fits `width`, else its words.
fn pieces(text: &str, width: usize) -> Vec<String> {
    let mut sentences = Vec::new();
    let mut rest = text;
    while let Some(end) = rest
        .char_indices()
        .map(|(i, c)| (i + c.len_utf8(), c))
        .find(|&(end, c)| matches!(c, '.' | '!' | '?') && rest[end..].starts_with(' '))
        .map(|(end, _)| end)
    {
        sentences.push(&rest[..end]);
        rest = &rest[end + 1..];
    }
    sentences.push(rest);
    sentences
        .into_iter()
        .flat_map(|sentence| {
            if sentence.chars().count() <= width {
                vec![sentence.to_string()]
            } else {
                sentence.split(' ').map(str::to_string).collect()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::LOCALES;
    use crate::narration::Message;

    #[test]
    fn short_lines_stay_whole_and_long_ones_break_between_messages() {
        let en = Localizer::new(&LOCALES[0]);
        let short = Announcement::one(Message::new("undo-nothing"));
        assert_eq!(fit(&en, &short, COLUMNS), vec!["Nothing to undo."]);
        let changed = |cell: &str| {
            Message::new("undo-changed")
                .text("cell", cell)
                .num("value", 1024)
        };
        let long = Announcement::new(
            ["A1", "B1", "C1", "D1", "A2", "B2", "C2", "D2"]
                .map(changed)
                .to_vec(),
        );
        let lines = fit(&en, &long, COLUMNS);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines.iter().all(|l| l.chars().count() <= COLUMNS));
        assert!(lines.iter().all(|l| l.ends_with('.')), "{lines:?}");
        assert_eq!(lines.join(" "), en.line(&long));
    }

    #[test]
    fn one_message_wider_than_a_line_breaks_between_words() {
        let en = Localizer::new(&LOCALES[0]);
        let long =
            Announcement::one(Message::new("unknown-command").text("text", "word ".repeat(30)));
        let lines = fit(&en, &long, 40);
        assert!(lines.len() > 2, "{lines:?}");
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{lines:?}");
        assert_eq!(lines.join(" "), en.line(&long));
    }

    #[test]
    fn a_long_message_breaks_between_its_sentences_first() {
        let en = Localizer::new(&LOCALES[0]);
        let echo = "x".repeat(40);
        let long = Announcement::one(Message::new("unknown-command").text("text", echo.clone()));
        assert_eq!(
            fit(&en, &long, COLUMNS),
            vec![
                format!("Unknown command: {echo}."),
                "Type help for the commands.".to_string()
            ]
        );
    }
}
