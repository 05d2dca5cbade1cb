//! How a language writes the column letter of a cell name so that its
//! speech engine says the letter. Brazilian Portuguese writes column E as
//! É: espeak-ng reads a capital E before a number as the conjunction "e"
//! ("E3" is heard "i três", the name of the letter I), and É as the letter.
//! Text in, text out: knows nothing of the board or of speech.

/// Letters a locale writes differently in cell and column names.
const SPELLINGS: &[(&str, char, &str)] = &[("pt-BR", 'E', "É")];

/// Whether a word is a cell name (`E3`) or a column letter alone (`E`):
/// one capital letter and at most two digits.
fn is_cell_or_column(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && chars.as_str().len() <= 2
        && chars.as_str().chars().all(|c| c.is_ascii_digit())
}

/// `text` with every cell name and lone column letter written the way the
/// locale's speech engine says the letter; other words are left alone.
pub fn spell_cells(locale: &str, text: &str) -> String {
    let spellings: Vec<(char, &str)> = SPELLINGS
        .iter()
        .filter(|(id, _, _)| *id == locale)
        .map(|&(_, letter, written)| (letter, written))
        .collect();
    if spellings.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 2);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let first = word.chars().next();
        match spellings.iter().find(|(letter, _)| Some(*letter) == first) {
            Some((_, written)) if is_cell_or_column(word) => {
                out.push_str(written);
                out.push_str(&word[1..]);
            }
            _ => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn portuguese_writes_column_e_with_an_accent_and_nothing_else_changes() {
        let table = [
            ("pt-BR", "E3", "É3"),
            ("pt-BR", "E", "É"),
            ("pt-BR", "A1, E12, H8", "A1, É12, H8"),
            ("pt-BR", "E3E", "E3E"),
            ("pt-BR", "Entrar", "Entrar"),
            ("pt-BR", "e3", "e3"),
            ("pt-BR", "E123", "E123"),
            ("pt-BR", "D3", "D3"),
            ("en-US", "E3", "E3"),
            ("de", "E", "E"),
        ];
        for (locale, text, written) in table {
            assert_eq!(spell_cells(locale, text), written, "{locale} {text}");
        }
    }
}
