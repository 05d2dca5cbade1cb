//! `verify`'s claim rule as properties over random games: a false claim
//! (a score, highest tile, moves, undos, seed or day other than the
//! replay's), reworded at random (case, spacing, punctuation, units, digit
//! grouping, order, any of the five languages) and put before, after or
//! on the line of the real shared text, never verifies; nor does any line
//! the game does not write, however it is made (a random line, or one of
//! the game's own lines with a character changed, added or taken out):
//! a text verifies exactly when its every line but the code is blank or
//! the game's own; the game's own shared text in each of the five
//! languages, with a byte-order mark and blank lines around it, always
//! does, and so does `verify`'s own output.

use crate::common;

use accessible_2048::engine::{DAILY_CONFIG, Date, Direction, GameConfig, Origin, RecordedGame};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{Announcement, Message, verified_lines};
use accessible_2048::share::encode;
use accessible_2048::shared_game::{shared_text, verified};
use common::SplitMix;
use proptest::prelude::*;

/// A random game: seeded (even odds, 4×4) or the daily game of a day.
fn random_game(seed: u64, daily: bool, steps: usize) -> RecordedGame {
    let mut random = SplitMix(seed);
    let mut game = if daily {
        let day = Date::from_days_since_epoch(19_000 + random.below(3_000) as u32).unwrap();
        RecordedGame::new(Origin::Daily(day), DAILY_CONFIG).unwrap()
    } else {
        RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap()
    };
    for _ in 0..steps {
        if random.below(9) == 0 {
            game.undo();
        } else {
            game.slide(Direction::ALL[random.below(4) as usize]);
        }
    }
    game
}

/// The day `verify` takes as today: the game's own day, or any.
fn today_for(game: &RecordedGame) -> Date {
    match game.record().origin {
        Origin::Daily(day) => day,
        Origin::Seed(_) => "2026-11-29".parse().unwrap(),
    }
}

/// A claim of a fact with a value the replay does not reach, in the
/// words of a language: the fact's own line with a false number.
fn false_claim(game: &RecordedGame, fact: usize, offset: u64, words: &Localizer) -> String {
    let played = game.game();
    let wrong = |truth: u64| truth + 1 + offset;
    let message = match fact {
        0 => Message::new("share-score").num("score", wrong(played.score())),
        1 => Message::new("share-highest").num("tile", wrong(played.board().highest())),
        2 => Message::new("share-moves").num("moves", wrong(played.moves())),
        3 => Message::new("share-undos").num("undos", wrong(game.undos())),
        4 => {
            let seed = match game.record().origin {
                Origin::Seed(seed) => seed.wrapping_add(1 + offset),
                Origin::Daily(_) => offset,
            };
            Message::new("share-seed").num("seed", seed)
        }
        _ => {
            let day = match game.record().origin {
                Origin::Daily(day) => day.days_since_epoch() + 1 + (offset % 500) as u32,
                Origin::Seed(_) => 20_000 + (offset % 500) as u32,
            };
            let day = Date::from_days_since_epoch(day).unwrap();
            Message::new("share-daily").text("date", day.to_string())
        }
    };
    words.line(&message.into())
}

/// Every line the game writes for `game` (`verify`'s first line and the
/// result's lines) in every language, with case and spacing folded.
fn own_lines(game: &RecordedGame) -> Vec<String> {
    let mut lines = Vec::new();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let verified = Announcement::one(Message::new("share-verified"));
        for line in std::iter::once(verified).chain(verified_lines(game)) {
            lines.push(folded(&words.line(&line)));
        }
    }
    lines
}

/// A line with a byte-order mark taken out, case folded and spacing one
/// space.
fn folded(line: &str) -> String {
    line.replace('\u{feff}', "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase()
        .to_lowercase()
}

/// A line to paste: random text (`how` 0), or one of the game's own
/// lines with the character at `at` replaced by `with` (1), `with`
/// added there (2), or that character taken out (3).
fn made_line(own: &[String], pick: usize, how: u8, at: usize, with: char, random: &str) -> String {
    let mut chars: Vec<char> = own[pick % own.len()].chars().collect();
    let at = at % (chars.len() + 1);
    match how {
        0 => return random.to_string(),
        1 if at < chars.len() => chars[at] = with,
        3 if at < chars.len() => {
            chars.remove(at);
        }
        _ => chars.insert(at, with),
    }
    chars.into_iter().collect()
}

/// A claim reworded: each rewording is one bit of `how`.
fn reworded(claim: &str, how: u32) -> String {
    let mut line = claim.to_string();
    if how & 1 != 0 {
        line = line.to_uppercase();
    }
    if how & 2 != 0 {
        line = line.replace(": ", " :  ").replace(' ', "\u{a0}");
    }
    if how & 4 != 0 {
        line = line.replace(':', "").replace(" :", "");
    }
    if how & 8 != 0 {
        line.push_str(" points!");
    }
    if how & 16 != 0 {
        // Digits grouped by thousands, as some write them.
        let (label, number): (String, String) = line.chars().partition(|c| !c.is_ascii_digit());
        if number.len() > 3 {
            let (high, low) = number.split_at(number.len() - 3);
            line = format!("{label}{high},{low}");
        }
    }
    if how & 32 != 0 {
        // The number first, then the words.
        let (label, number): (String, String) = line.chars().partition(|c| !c.is_ascii_digit());
        line = format!("{number} {}", label.trim());
    }
    if how & 64 != 0 {
        line = format!("my {line}");
    }
    line
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_reworded_false_claim_never_verifies(
        seed in any::<u64>(),
        daily in any::<bool>(),
        steps in 0usize..80,
        fact in 0usize..6,
        offset in 0u64..100_000,
        language in 0usize..5,
        shared_in in 0usize..5,
        how in 0u32..128,
        place in 0usize..3,
    ) {
        let game = random_game(seed, daily, steps);
        let words = Localizer::new(&LOCALES[language]);
        let claim = reworded(&false_claim(&game, fact, offset, &words), how);
        let lines = shared_text(&Localizer::new(&LOCALES[shared_in]), &game).unwrap();
        let code = lines.last().unwrap().clone();
        let mut text = lines.join("\n");
        match place {
            0 => text = format!("{claim}\n{text}"),
            1 => text = format!("{text}\n{claim}"),
            _ => text = text.replace(&code, &format!("{code} {claim}")),
        }
        prop_assert!(verified(&text, today_for(&game)).is_err(), "{}", text);
    }

    #[test]
    fn the_games_own_text_always_verifies(
        seed in any::<u64>(),
        daily in any::<bool>(),
        steps in 0usize..120,
    ) {
        let game = random_game(seed, daily, steps);
        let today = today_for(&game);
        let code = encode(game.record()).unwrap();
        for locale in LOCALES {
            let words = Localizer::new(locale);
            let shared = shared_text(&words, &game).unwrap().join("\n");
            let pasted = format!("\u{feff}\n \n{shared}\n\n");
            for text in [&shared, &pasted] {
                let back = verified(text, today);
                prop_assert!(back.is_ok(), "{}: {:?}\n{}", locale.id, back.err(), text);
                let back = back.unwrap();
                prop_assert_eq!(back.record(), game.record());
            }
            // What verify itself prints, pasted with the code.
            let mut printed: Vec<String> =
                vec![words.line(&Message::new("share-verified").into())];
            printed.extend(verified_lines(&game).iter().map(|line| words.line(line)));
            printed.push(code.clone());
            let printed = printed.join("\n").to_uppercase().replace(&code.to_uppercase(), &code);
            prop_assert!(verified(&printed, today).is_ok(), "{}", printed);
        }
    }

    #[test]
    fn a_text_verifies_exactly_when_its_every_line_is_the_games_own(
        seed in any::<u64>(),
        daily in any::<bool>(),
        steps in 0usize..80,
        shared_in in 0usize..5,
        pick in any::<usize>(),
        how in 0u8..4,
        at in any::<usize>(),
        with in any::<char>(),
        random in "\\PC{0,30}",
        place in 0usize..3,
    ) {
        let game = random_game(seed, daily, steps);
        let own = own_lines(&game);
        let line = made_line(&own, pick, how, at, with, &random);
        prop_assume!(!line.contains('\n') && !line.contains('\r'));
        let lines = shared_text(&Localizer::new(&LOCALES[shared_in]), &game).unwrap();
        let code = lines.last().unwrap().clone();
        let mut text = lines.join("\n");
        match place {
            0 => text = format!("{line}\n{text}"),
            1 => text = format!("{text}\n{line}"),
            _ => text = text.replace(&code, &format!("{code} {line}")),
        }
        let folded_line = folded(&line);
        let own_or_blank = folded_line.is_empty() || own.contains(&folded_line);
        let back = verified(&text, today_for(&game));
        prop_assert_eq!(back.is_ok(), own_or_blank, "{:?}\n{}", back.err(), text);
    }
}
