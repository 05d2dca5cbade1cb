//! The whole board read as a listener hears it: every compact row reading
//! (key B), in every language, with and without `--say-empty`, goes through
//! espeak-ng's phonemes (`-q -x -v VOICE`) with the locale's
//! voice. The number words a listener hears on their own, not as the number
//! of a cell name (after its column letter), must be exactly the row's
//! number and then its tiles' values in order (a single empty cell is a 0
//! where it is said as a number): a run of empty cells never adds a number
//! that could be heard as a tile ("Row 2: 2, 2 empty, 4." is heard "two,
//! two empty, four").
//!
//! Needs espeak-ng; set `ACCESSIBLE_2048_SKIP_ESPEAK=1` to skip knowingly.

use crate::common;
use common::espeak::VOICES;

use std::collections::HashMap;
use std::process::Command;

use accessible_2048::engine::Board;
use accessible_2048::i18n::{LOCALES, Localizer, spell_cells};
use accessible_2048::narration::{self, CellStyle};

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_ESPEAK";

/// Boards whose rows hold runs of two and three empty cells at the start,
/// the middle and the end, single empty cells, full and empty rows.
const BOARDS: [&str; 4] = [
    "2 0 0 4/0 2 0 0/0 0 0 0/0 0 0 16",
    "0 0 2 4/4 0 0 0/8 2 4 2/0 0 2 0",
    "0 0 0 2/2 0 0 0/0 4 0 8/16 0 0 0",
    "2 0 0 0 0 4/0 0 8 0 0 0/0 0 0 0 0 2/2 4 0 0 2 0/0 0 0 0 0 0/4 0 0 8 0 0",
];

/// espeak-ng's phonemes of `text`, as words without stress marks and
/// pauses.
fn phoneme_words(voice: &str, text: &str) -> Vec<String> {
    let output = Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice, text])
        .output()
        .expect("espeak-ng runs");
    assert!(output.status.success(), "espeak-ng -v {voice} {text:?}");
    String::from_utf8_lossy(&output.stdout)
        .split_whitespace()
        .map(|word| {
            let mut word = word.to_string();
            for pause in ["_:", "_!", "_|", "_^_", "_"] {
                word = word.replace(pause, "");
            }
            // Sounds that only change with their neighbours count as one (a
            // voiced or unvoiced final s, the Spanish soft b, d and g).
            word = word.replace("s#", "s");
            word.chars()
                .filter(|c| !matches!(c, '\'' | ',' | '%' | '=' | ';'))
                .map(|c| match c {
                    'z' => 's',
                    'D' => 'd',
                    'B' => 'b',
                    'Q' => 'g',
                    other => other,
                })
                .collect::<String>()
        })
        .filter(|word| !word.is_empty())
        .collect()
}

/// The number words heard on their own in `words`: a number word not right
/// after a column letter.
fn bare_numbers(words: &[String], numbers: &HashMap<String, u64>, letters: &[String]) -> Vec<u64> {
    words
        .iter()
        .enumerate()
        .filter_map(|(i, word)| {
            let number = numbers.get(word)?;
            let after_letter = i > 0 && letters.contains(&words[i - 1]);
            (!after_letter).then_some(*number)
        })
        .collect()
}

#[test]
fn a_run_of_empty_cells_is_never_heard_as_a_tile() {
    if !common::require("espeak-ng", "--version", OPT_OUT, "espeak-ng") {
        return;
    }
    let mut checked = 0;
    for (id, voice) in VOICES {
        let locale = LOCALES.iter().find(|l| l.id == id).expect(id);
        let words = Localizer::new(locale);
        // Every number a row reading may say alone: row numbers, tiles and
        // the counts a run could have.
        let numbers: HashMap<String, u64> = [0_u64, 1, 2, 3, 4, 5, 6, 7, 8, 16]
            .into_iter()
            .map(|n| (phoneme_words(voice, &n.to_string()).join(" "), n))
            .collect();
        // A column letter as a cell name says it: the words of a cell said
        // alone, but its number.
        let letters: Vec<String> = ('A'..='F')
            .map(|column| {
                let mut said = phoneme_words(voice, &spell_cells(id, &format!("{column}3")));
                said.pop();
                said.join(" ")
            })
            .filter(|letter| !letter.is_empty())
            .collect();
        for position in BOARDS {
            let board = Board::parse(position).unwrap();
            for say_empty in [false, true] {
                let style = CellStyle { say_empty };
                let rows = narration::whole_board(&board, style);
                assert_eq!(rows.len(), board.size(), "a line per row");
                let readings = rows.into_iter().enumerate().chain(
                    (0..board.size())
                        .map(|row| (row, narration::row(&board, row, style).remove(0))),
                );
                for (row, reading) in readings {
                    let line = words.line(&reading);
                    let heard = bare_numbers(&phoneme_words(voice, &line), &numbers, &letters);
                    // The row's number, then each tile.
                    let values: Vec<u64> = (0..board.size())
                        .map(|col| board.value(accessible_2048::engine::Cell::new(col, row)))
                        .collect();
                    let mut expected = vec![row as u64 + 1];
                    expected.extend(values.iter().filter(|&&v| v != 0));
                    assert_eq!(
                        heard, expected,
                        "{id} (say empty: {say_empty}): {line:?} is heard with these numbers alone"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 5 * 2 * 2 * (3 * 4 + 6));
}
