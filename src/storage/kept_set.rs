//! Which games the `games` folder keeps: one copy of each game (a later
//! state of a game is the same game: the same origin and rules, its steps
//! beginning with the earlier ones), the last [`KEPT_GAMES`] finished and
//! the last [`KEPT_GAMES`] left unfinished (an unfinished game never
//! pushes a finished one out), and always the game that holds the latest
//! day's result. The game just kept, the newest, is counted in neither:
//! it is the game in play, whose end may yet be undone, so a game that
//! ends never pushes out a finished one that it would not push out once
//! its end is undone and it is left unfinished. Pure: the games and
//! results come in read, the files to remove go out.

use std::path::PathBuf;

use crate::engine::{Date, GameRecord, Origin, RecordedGame};

use super::daily_statistics::DailyResult;
use super::finished_games::KEPT_GAMES;

/// Whether `new` is a state of the game `kept` holds: `Some(true)` one
/// kept already (the very same, or an earlier one: a save that lost the
/// last moves of a game kept after them, as a kill between the two
/// leaves it, resumes before them, and the longer copy holds it whole),
/// `Some(false)` a later one, `None` another game.
pub fn same_game(kept: &GameRecord, new: &GameRecord) -> Option<bool> {
    let rules = kept.origin == new.origin
        && kept.size == new.size
        && kept.four_permyriad == new.four_permyriad;
    if !rules {
        None
    } else if kept.steps.starts_with(&new.steps) {
        Some(true)
    } else {
        new.steps.starts_with(&kept.steps).then_some(false)
    }
}

/// The files of `games` (oldest first, the last the game just kept;
/// `None` where the file is not a game: it is left to be set aside when
/// read) beyond what is kept, given the days' `results`.
pub fn beyond(games: &[(PathBuf, Option<RecordedGame>)], results: &[DailyResult]) -> Vec<PathBuf> {
    let kept_result = days_result(games, results);
    let mut finished = 0;
    let mut unfinished = 0;
    let mut removed = Vec::new();
    let earlier = &games[..games.len().saturating_sub(1)];
    for (index, (path, game)) in earlier.iter().enumerate().rev() {
        let Some(game) = game else { continue };
        let count = if game.game().is_over() {
            &mut finished
        } else {
            &mut unfinished
        };
        *count += 1;
        if *count > KEPT_GAMES && kept_result != Some(index) {
            removed.push(path.clone());
        }
    }
    removed
}

/// Which of `games` holds the latest day's result: the oldest finished
/// daily game of that day with its score.
fn days_result(
    games: &[(PathBuf, Option<RecordedGame>)],
    results: &[DailyResult],
) -> Option<usize> {
    let latest = results.iter().max_by_key(|result| result.date)?;
    let day: Date = latest.date;
    games.iter().position(|(_, game)| {
        game.as_ref().is_some_and(|game| {
            game.record().origin == Origin::Daily(day)
                && game.game().is_over()
                && game.game().score() == latest.score
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DAILY_CONFIG, Direction, GameConfig};

    fn played(origin: Origin, slides: usize, to_end: bool) -> RecordedGame {
        let config = match origin {
            Origin::Daily(_) => DAILY_CONFIG,
            Origin::Seed(_) => GameConfig::default(),
        };
        let mut game = RecordedGame::new(origin, config).expect("a game");
        for direction in Direction::ALL.iter().cycle().take(slides) {
            game.slide(*direction);
        }
        while to_end && !game.game().is_over() {
            for direction in Direction::ALL {
                game.slide(direction);
            }
        }
        game
    }

    #[test]
    fn a_later_state_is_the_same_game_another_seed_is_not() {
        let early = played(Origin::Seed(3), 5, false);
        let late = played(Origin::Seed(3), 9, false);
        let other = played(Origin::Seed(4), 9, false);
        assert_eq!(same_game(early.record(), late.record()), Some(false));
        assert_eq!(same_game(late.record(), late.record()), Some(true));
        assert_eq!(same_game(late.record(), early.record()), Some(true));
        assert_eq!(same_game(early.record(), other.record()), None);
    }

    #[test]
    fn unfinished_games_never_push_finished_ones_out_nor_the_days_result() {
        let day: Date = "2026-12-06".parse().expect("a day");
        let result = played(Origin::Daily(day), 0, true);
        let mut games = vec![(PathBuf::from("result"), Some(result.clone()))];
        for seed in 0..12 {
            let name = format!("finished-{seed}");
            games.push((name.into(), Some(played(Origin::Seed(seed), 0, true))));
        }
        // Eleven left unfinished before the game just kept.
        for seed in 100..112 {
            let name = format!("unfinished-{seed}");
            games.push((name.into(), Some(played(Origin::Seed(seed), 3, false))));
        }
        let results = [DailyResult {
            date: day,
            score: result.game().score(),
        }];
        let mut gone: Vec<String> = beyond(&games, &results)
            .iter()
            .map(|path| path.display().to_string())
            .collect();
        gone.sort();
        assert_eq!(gone, ["finished-0", "finished-1", "unfinished-100"]);
        let without_result = beyond(&games, &[]);
        assert!(without_result.contains(&PathBuf::from("result")));
    }

    #[test]
    fn the_game_just_kept_is_counted_in_neither_kind() {
        let mut games: Vec<(PathBuf, Option<RecordedGame>)> = (0..10)
            .map(|seed| {
                let name = format!("finished-{seed}");
                (name.into(), Some(played(Origin::Seed(seed), 0, true)))
            })
            .collect();
        // It ends: its end may yet be undone, so it pushes none out.
        let ended = played(Origin::Seed(50), 0, true);
        games.push(("ended".into(), Some(ended)));
        assert!(beyond(&games, &[]).is_empty());
        // Another game kept after it: the oldest finished goes.
        let next = played(Origin::Seed(51), 3, false);
        games.push(("next".into(), Some(next)));
        assert_eq!(beyond(&games, &[]), [PathBuf::from("finished-0")]);
    }
}
