//! Every slide answer opens with its news, at every verbosity and in every
//! language, over a seeded game played through the session: the first words
//! are the biggest merge's value and cell, or, when nothing merged, the new
//! tile's cell comes within the first three words. What is expected is
//! worked out from the boards before and after each slide (the engine's
//! slide of the board before, and the one cell the new tile filled), not
//! from the narration. At brief verbosity, made for fast play, a new
//! tile's line opens with its value and cell too, with a word after them
//! that tells it from a merge into the same value ("2 C4 new.").

use crate::common;

use accessible_2048::engine::{Direction, Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{CellStyle, Verbosity};
use accessible_2048::play::{InputMode, Session, SessionCommand};
use common::slide_news::{News, cell_word, news, words_naming, words_of};

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
                let answer = session.handle(SessionCommand::Slide(direction));
                let line = words.line(&answer.lines[0]);
                let after = session.board().clone();
                let said = words_of(&line);
                let what = format!("{} {verbosity} slide {n} {direction}: {line:?}", locale.id);
                let news = news(&before, direction, &after);
                checked[usize::from(matches!(news, News::NewTile(_)))] += 1;
                assert!(
                    words_naming(&words, news, &said).is_some(),
                    "{what} should open with its news, {news:?} ({})",
                    match news {
                        News::Merge(_, cell) | News::NewTile(cell) => cell_word(&words, cell),
                    }
                );
                if verbosity == Verbosity::Brief
                    && let News::NewTile(cell) = news
                {
                    let value = after.value(cell);
                    let opening = words_of(&format!("{value} {}", cell_word(&words, cell)));
                    assert!(
                        said.starts_with(&opening) && said.len() > opening.len(),
                        "{what} should open with the new tile's value and cell, \
                         a word after them: {opening:?}"
                    );
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
