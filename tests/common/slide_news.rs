//! The news of one slide worked out from the boards before and after it
//! (the engine's slide of the board before, and the one cell the new tile
//! filled), never from the narration, and the words a line must open with
//! to name it. Shared by the tests that check what a slide answer says
//! first and what of it a player hears.
#![allow(dead_code)]

use accessible_2048::engine::{Board, Cell, Direction};
use accessible_2048::i18n::Localizer;
use accessible_2048::narration::Message;

/// The news of one slide: the biggest merge's value and cell (the first in
/// reading order among equals), or the new tile's cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum News {
    Merge(u64, Cell),
    NewTile(Cell),
}

pub fn news(before: &Board, direction: Direction, after: &Board) -> News {
    let (slid, outcome) = before.slide(direction);
    let top = outcome.merges.iter().map(|m| m.value).max();
    match top {
        Some(value) => {
            let cell = outcome
                .merges
                .iter()
                .filter(|m| m.value == value)
                .map(|m| m.cell)
                .min_by_key(|c| (c.row, c.col))
                .expect("a merge of the biggest value");
            News::Merge(value, cell)
        }
        None => {
            let filled: Vec<Cell> = after
                .cells()
                .filter(|&c| after.get(c) != slid.get(c))
                .collect();
            assert_eq!(filled.len(), 1, "one new tile: {after}");
            News::NewTile(filled[0])
        }
    }
}

/// The words of a line.
pub fn words_of(line: &str) -> Vec<String> {
    line.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// A cell as this language writes it (the Brazilian É3).
pub fn cell_word(words: &Localizer, cell: Cell) -> String {
    words
        .message(
            &Message::new("cell-value")
                .text("cell", cell.to_string())
                .num("value", 0),
        )
        .split(',')
        .next()
        .unwrap_or_default()
        .to_string()
}

/// How many of the first words of `said` name `news`: a merge's value and
/// cell must be the first words, a new tile's cell one of the first three.
/// `None` when the line does not name its news there.
pub fn words_naming(words: &Localizer, news: News, said: &[String]) -> Option<usize> {
    match news {
        News::Merge(value, cell) => {
            let expected = words_of(&format!("{value} {}", cell_word(words, cell)));
            said.starts_with(&expected).then_some(expected.len())
        }
        News::NewTile(cell) => {
            let cell = cell_word(words, cell);
            said.iter()
                .take(3)
                .position(|w| *w == cell)
                .map(|at| at + 1)
        }
    }
}
