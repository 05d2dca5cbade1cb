//! Quoting someone's input back to them in an error line: a short excerpt
//! (at most [`EXCERPT_CHARS`] characters, then "…"), with control
//! characters written as Rust-style escapes (a backslash, `u` and the code in
//! braces; `\n` for a line feed), so that a
//! 100 MB token or an escape sequence never reaches the terminal or the
//! speech engine raw.
//!
//! Plain text in, text out; used at every level that words an error.

/// The most characters of input an error line repeats.
pub const EXCERPT_CHARS: usize = 40;

/// The longest error line, in characters, whatever it quotes.
pub const LINE_CHARS: usize = 300;

/// `text` as a short, escaped excerpt: at most [`EXCERPT_CHARS`]
/// characters of escaped text, and "…" if some was left out.
pub fn excerpt(text: &str) -> String {
    cut(text, EXCERPT_CHARS)
}

/// A whole error line made safe: control characters escaped, at most
/// [`LINE_CHARS`] characters.
pub fn safe_line(text: &str) -> String {
    cut(text, LINE_CHARS)
}

fn cut(text: &str, limit: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let piece: String = if c.is_control() {
            c.escape_default().collect()
        } else {
            c.to_string()
        };
        let width = piece.chars().count();
        if used + width > limit {
            out.push('…');
            return out;
        }
        used += width;
        out.push_str(&piece);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_short_and_escaped() {
        // A screen-clearing sequence, a bell, a NUL and a line feed, built
        // from their codes; the excerpt spells each one out.
        let (escape, bell) = (char::from(0x1b), char::from(0x07));
        let raw = format!("a{escape}[2Jb{bell}\0\n");
        let spell = |code: u32| format!("\\u{{{code:x}}}");
        let spelled = format!("a{}[2Jb{}{}\\n", spell(0x1b), spell(7), spell(0));
        let cut = format!("{}{escape}", "x".repeat(38));
        let table = [
            ("2 4", "2 4".to_string()),
            (raw.as_str(), spelled),
            ("é'\"\\", "é'\"\\".to_string()),
            (&"x".repeat(40), "x".repeat(40)),
            (&"x".repeat(41), format!("{}…", "x".repeat(40))),
            (&"9".repeat(100_000_000), format!("{}…", "9".repeat(40))),
            (cut.as_str(), format!("{}…", "x".repeat(38))),
        ];
        for (text, expected) in table {
            let got = excerpt(text);
            assert_eq!(got, expected, "{:?}", &text[..text.len().min(60)]);
            assert!(!got.chars().any(char::is_control));
        }
        assert_eq!(safe_line(&"y".repeat(1000)).chars().count(), LINE_CHARS + 1);
    }
}
