//! Every slide answer opens with its news, at every verbosity and in every
//! language, over a seeded game played through the session: the first words
//! are the biggest merge's value and cell, or, when nothing merged, the new
//! tile's cell comes within the first three words. What is expected is
//! worked out from the boards before and after each slide (the engine's
//! slide of the board before, and the one cell the new tile filled), not
//! from the narration.

use accessible_2048::engine::{Board, Cell, Direction, Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{CellStyle, Message, Verbosity};
use accessible_2048::play::{Command, InputMode, Session};

/// How many slides of the seeded game are checked.
const SLIDES: usize = 150;

fn session(seed: u64, verbosity: Verbosity) -> Session {
    let game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("default game");
    Session::new(
        game,
        Some(seed),
        Pcg32::new(seed, 0x5eed),
        CellStyle::default(),
        InputMode::Keys,
    )
    .with_verbosity(verbosity)
}

/// The news of one slide, from the boards: the biggest merge's value and
/// cell (the first in reading order among equals), or the new tile's cell.
enum News {
    Merge(u64, Cell),
    NewTile(Cell),
}

fn news(before: &Board, direction: Direction, after: &Board) -> News {
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
fn words_of(line: &str) -> Vec<String> {
    line.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_first_words_of_every_slide_answer_name_its_news() {
    let order = [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ];
    let mut checked = [0_usize; 2];
    for locale in LOCALES {
        let words = Localizer::new(locale);
        // A cell as this language writes it (the Brazilian É3).
        let cell_word = |cell: Cell| {
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
        };
        for verbosity in Verbosity::ALL {
            let mut session = session(3, verbosity);
            for n in 0..SLIDES {
                let Some(game) = session.classic() else { break };
                if game.is_over() {
                    break;
                }
                let before = game.board().clone();
                let Some(&direction) = order.iter().find(|&&d| before.can_slide(d)) else {
                    break;
                };
                let answer = session.handle(Command::Slide(direction));
                let line = words.line(&answer.lines[0]);
                let after = session.board().clone();
                let said = words_of(&line);
                let what = format!("{} {verbosity} slide {n} {direction}: {line:?}", locale.id);
                match news(&before, direction, &after) {
                    News::Merge(value, cell) => {
                        checked[0] += 1;
                        let expected = words_of(&format!("{value} {}", cell_word(cell)));
                        assert!(
                            said.starts_with(&expected),
                            "{what} should open with {expected:?}"
                        );
                    }
                    News::NewTile(cell) => {
                        checked[1] += 1;
                        let cell = cell_word(cell);
                        assert!(
                            said.iter().take(3).any(|w| *w == cell),
                            "{what} should name {cell} in its first three words"
                        );
                    }
                }
            }
        }
    }
    // Both kinds of news were seen in every language at every level.
    let runs = LOCALES.len() * Verbosity::ALL.len();
    assert!(
        checked[0] >= runs * 40 && checked[1] >= runs * 20,
        "{checked:?}"
    );
}
