//! The answers a braille display reads: the newest from its first word, and
//! the display's panning keys moving through it a display's width at a time
//! (breaking at spaces where a word would be cut) and on past its start to
//! the answers before it, as a reader's eyes go back up the printed lines.
//! The last [`KEPT`] answers are kept.
//!
//! Pure: text and a width in, the text to show out. Nothing here knows
//! BrlAPI or the terminal.

use std::collections::VecDeque;

/// How many answers panning can reach back through.
pub const KEPT: usize = 50;

/// The answers, and where the display is in them.
#[derive(Debug, Clone, Default)]
pub struct Answers {
    /// Oldest first.
    kept: VecDeque<Vec<char>>,
    /// The answer shown, counted back from the newest (0).
    back: usize,
    /// The window shown within it.
    window: usize,
}

impl Answers {
    pub fn new() -> Answers {
        Answers::default()
    }

    /// A new answer: kept, and shown from its first word.
    pub fn push(&mut self, answer: &str) {
        if self.kept.len() == KEPT {
            self.kept.pop_front();
        }
        self.kept.push_back(answer.chars().collect());
        self.back = 0;
        self.window = 0;
    }

    /// A further line of the newest answer (its second sentence, a
    /// problem said after it): joined to it with a space, the display
    /// staying where it is. The first answer, if none is kept yet.
    pub fn extend_newest(&mut self, line: &str) {
        match self.kept.back_mut() {
            Some(newest) => {
                if !newest.is_empty() && !line.is_empty() {
                    newest.push(' ');
                }
                newest.extend(line.chars());
            }
            None => self.push(line),
        }
    }

    /// How many answers are kept.
    pub fn len(&self) -> usize {
        self.kept.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kept.is_empty()
    }

    /// What a display `width` cells wide shows now (empty before the first
    /// answer).
    pub fn shown(&self, width: usize) -> String {
        let Some(answer) = self.current() else {
            return String::new();
        };
        let starts = window_starts(answer, width);
        let window = self.window.min(starts.len() - 1);
        let start = starts[window];
        let end = starts.get(window + 1).copied().unwrap_or(answer.len());
        answer[start..end.min(start + width)]
            .iter()
            .collect::<String>()
            .trim_end()
            .to_string()
    }

    /// Pans right: the rest of this answer, then the answer after it.
    /// False at the end of the newest answer (nothing further).
    pub fn pan_right(&mut self, width: usize) -> bool {
        let Some(answer) = self.current() else {
            return false;
        };
        let windows = window_starts(answer, width).len();
        if self.window + 1 < windows {
            self.window += 1;
            true
        } else if self.back > 0 {
            self.back -= 1;
            self.window = 0;
            true
        } else {
            false
        }
    }

    /// Pans left: the start of this answer, then the end of the answer
    /// before it. False at the start of the oldest answer kept.
    pub fn pan_left(&mut self, width: usize) -> bool {
        if self.current().is_none() {
            return false;
        }
        if self.window > 0 {
            self.window -= 1;
            true
        } else if self.back + 1 < self.kept.len() {
            self.back += 1;
            let answer = self.current().expect("an answer kept");
            self.window = window_starts(answer, width).len() - 1;
            true
        } else {
            false
        }
    }

    fn current(&self) -> Option<&[char]> {
        let index = self.kept.len().checked_sub(1 + self.back)?;
        self.kept.get(index).map(Vec::as_slice)
    }
}

/// Where each window of `text` starts on a display `width` cells wide: a
/// window that would cut a word ends at the last space in it instead (a
/// word longer than the display is cut), and the next starts after the
/// space.
pub fn window_starts(text: &[char], width: usize) -> Vec<usize> {
    let width = width.max(1);
    let mut starts = vec![0];
    let mut start = 0;
    while text.len() - start > width {
        let end = start + width;
        let next = if text[end] == ' ' {
            end + 1
        } else {
            match text[start..end].iter().rposition(|&c| c == ' ') {
                Some(space) if space > 0 => start + space + 1,
                _ => end,
            }
        };
        // Spaces at a window's start are skipped.
        let next = next + text[next..].iter().take_while(|&&c| c == ' ').count();
        if next >= text.len() {
            break;
        }
        starts.push(next);
        start = next;
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn windows(text: &str, width: usize) -> Vec<String> {
        let mut answers = Answers::new();
        answers.push(text);
        let mut shown = vec![answers.shown(width)];
        while answers.pan_right(width) {
            shown.push(answers.shown(width));
        }
        shown
    }

    #[test]
    fn an_answer_pans_by_display_widths_breaking_at_spaces() {
        let cases: &[(&str, usize, &[&str])] = &[
            ("New 8 A1, left.", 40, &["New 8 A1, left."]),
            ("New 8 A1, left.", 12, &["New 8 A1,", "left."]),
            ("New 8 A1, left.", 9, &["New 8 A1,", "left."]),
            ("New 8 A1, left.", 8, &["New 8", "A1,", "left."]),
            (
                "Score 1024, best tile 128.",
                14,
                &["Score 1024,", "best tile 128."],
            ),
            ("abcdefghijklmnop", 12, &["abcdefghijkl", "mnop"]),
            ("one  two", 4, &["one", "two"]),
            ("", 40, &[""]),
        ];
        for (text, width, expected) in cases {
            assert_eq!(windows(text, *width), *expected, "{text:?} on {width}");
        }
    }

    #[test]
    fn every_character_but_break_spaces_is_shown_once_at_every_width() {
        let text = "Game over. Score 20480, highest tile 2048, 912 moves. Press N for a new game.";
        for width in 12..=80 {
            let shown = windows(text, width);
            assert!(shown.iter().all(|w| w.chars().count() <= width));
            let joined: String = shown.concat();
            let expected: String = text.chars().filter(|c| *c != ' ').collect();
            assert_eq!(joined.replace(' ', ""), expected, "width {width}");
        }
    }

    #[test]
    fn panning_left_reaches_the_answers_before_and_right_comes_back() {
        let mut answers = Answers::new();
        for line in ["First answer here.", "Second.", "Third and newest answer."] {
            answers.push(line);
        }
        let width = 12;
        assert_eq!(answers.shown(width), "Third and");
        let steps: &[(bool, bool, &str)] = &[
            // (pan right?, moved, then shown)
            (false, true, "Second."),
            (false, true, "here."),
            (false, true, "First answer"),
            (false, false, "First answer"),
            (true, true, "here."),
            (true, true, "Second."),
            (true, true, "Third and"),
            (true, true, "newest"),
            (true, true, "answer."),
            (true, false, "answer."),
        ];
        for (right, moved, shown) in steps {
            let did = if *right {
                answers.pan_right(width)
            } else {
                answers.pan_left(width)
            };
            assert_eq!((did, answers.shown(width).as_str()), (*moved, *shown));
        }
        answers.push("Fourth.");
        assert_eq!(answers.shown(width), "Fourth.");
    }

    #[test]
    fn a_further_line_joins_the_newest_answer() {
        let mut answers = Answers::new();
        answers.extend_newest("Opening.");
        answers.push("Slid left.");
        answers.extend_newest("Game over.");
        assert_eq!(answers.len(), 2);
        assert_eq!(answers.shown(40), "Slid left. Game over.");
        assert_eq!(answers.shown(12), "Slid left.");
        assert!(answers.pan_right(12));
        assert_eq!(answers.shown(12), "Game over.");
        assert!(answers.pan_left(12) && answers.pan_left(12));
        assert_eq!(answers.shown(12), "Opening.");
    }

    #[test]
    fn only_the_last_answers_are_kept() {
        let mut answers = Answers::new();
        for n in 0..KEPT + 7 {
            answers.push(&format!("Answer {n}."));
        }
        assert_eq!(answers.len(), KEPT);
        while answers.pan_left(40) {}
        assert_eq!(answers.shown(40), "Answer 7.");
        assert!(!Answers::new().pan_left(40) && !Answers::new().pan_right(40));
        assert_eq!(Answers::new().shown(40), "");
    }
}
