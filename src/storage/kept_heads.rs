//! The kept games read by their codes' heads first. A code's origin, rules
//! and number of steps are read in a small part of the time its steps take
//! (the longest code's steps take seconds to replay), so `share --daily`
//! replays only the day's games and `replay --list` says a long game from
//! its head. A head is only what the check value vouches for: a score is
//! said of a game only once it has been replayed, and a file whose head
//! does not read is set aside as `kept_games` sets it aside. Reads the
//! `games` folder only; knows nothing of words or of the terminal.

use std::path::{Path, PathBuf};

use crate::engine::RecordedGame;
use crate::share::CodeHead;

use super::damage::Damage;
use super::finished_games::{GAMES_DIR, head_of, kept_game, numbered_files};
use super::loaded::{Loaded, load_file, read_file};

/// The longest code the list of kept games replays (about 6,000 moves,
/// read in a few milliseconds); a longer one is listed from its head.
pub const LISTED_WHOLE_CHARS: usize = 2_000;

/// How far a kept game is read, chosen from its head and its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// Replayed to its last step (and set aside if it does not replay).
    Whole,
    /// Its head alone.
    Head,
    /// Passed over.
    Skip,
}

/// A kept game as far as it was read.
#[derive(Debug, Clone)]
pub enum KeptEntry {
    Game(RecordedGame),
    Head(CodeHead),
}

/// The kept games read, newest first, and the files set aside.
#[derive(Debug, Default)]
pub struct KeptListing {
    pub entries: Vec<(PathBuf, KeptEntry)>,
    pub set_aside: Vec<(Damage, Option<PathBuf>)>,
}

/// Reads the kept games newest first, each as far as `reading` says from
/// its head and its code's length in characters; a file whose head does
/// not read is read whole, and so set aside.
pub fn kept_by_heads(
    data_dir: &Path,
    mut reading: impl FnMut(&CodeHead, usize) -> Reading,
) -> KeptListing {
    let mut listing = KeptListing::default();
    for (_, path) in numbered_files(&data_dir.join(GAMES_DIR)).into_iter().rev() {
        let head = read_file(&path, |bytes| Ok(head_of(bytes)))
            .ok()
            .flatten()
            .flatten();
        let how = head.map_or(Reading::Whole, |(head, chars)| reading(&head, chars));
        match (how, head) {
            (Reading::Skip, _) => {}
            (Reading::Head, Some((head, _))) => listing.entries.push((path, KeptEntry::Head(head))),
            _ => match load_file(&path, kept_game) {
                Loaded::Found(game) => listing.entries.push((path, KeptEntry::Game(game))),
                Loaded::Missing => {}
                Loaded::SetAside { reason, moved_to } => {
                    listing.set_aside.push((reason, Some(moved_to)))
                }
                Loaded::LeftInPlace { reason, .. } => listing.set_aside.push((reason, None)),
            },
        }
    }
    listing
}

/// The kept games as `replay --list` lists them and `replay --last N`
/// numbers them: replayed up to [`LISTED_WHOLE_CHARS`], longer ones by
/// their heads.
pub fn kept_listing(data_dir: &Path) -> KeptListing {
    kept_by_heads(data_dir, |_, chars| {
        if chars <= LISTED_WHOLE_CHARS {
            Reading::Whole
        } else {
            Reading::Head
        }
    })
}

/// Replays one kept game's file, setting it aside if it does not replay.
pub fn read_kept_game(path: &Path) -> Loaded<RecordedGame> {
    load_file(path, kept_game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Date, GameConfig, Origin, Step};
    use crate::share::{encode, forged_code};
    use std::fs;

    /// A game of `origin` on a 6×6 board played to `steps` steps, every
    /// slide that moves in turn and an undo every fifth step.
    fn played(origin: Origin, steps: usize) -> RecordedGame {
        let config = GameConfig {
            size: 6,
            four_chance: 0.1,
        };
        let mut game = RecordedGame::new(origin, config).unwrap();
        let mut i = 0;
        while game.record().steps.len() < steps {
            let possible = game.possible_steps();
            let step = match possible.last() {
                Some(&Step::Undo) if i % 5 == 4 => Step::Undo,
                _ => possible[i % possible.len()],
            };
            assert!(game.step(step));
            i += 1;
        }
        game
    }

    fn keep(dir: &Path, number: u32, code: &str) -> PathBuf {
        let games = dir.join(GAMES_DIR);
        fs::create_dir_all(&games).unwrap();
        let path = games.join(format!("game-{number:08}.code"));
        fs::write(&path, format!("{code}\n")).unwrap();
        path
    }

    #[test]
    fn a_game_read_by_its_head_is_never_replayed() {
        let dir = tempfile::tempdir().unwrap();
        let day = Date::from_days_since_epoch(20_500).unwrap();
        let short = played(Origin::Seed(5), 200);
        let long = played(Origin::Seed(6), 7_000);
        let daily = played(Origin::Daily(day), 120);
        let forged_short = forged_code(short.record()).expect("a forgery");
        let forged_long = forged_code(long.record()).expect("a forgery");
        assert!(forged_short.len() <= LISTED_WHOLE_CHARS);
        assert!(
            forged_long.len() > LISTED_WHOLE_CHARS,
            "{}",
            forged_long.len()
        );
        let short_path = keep(dir.path(), 1, &forged_short);
        let long_path = keep(dir.path(), 2, &forged_long);
        keep(dir.path(), 3, &encode(daily.record()).unwrap());
        // The day's games alone are replayed: the forgeries, read by their
        // heads and passed over, stay where they are, unread.
        let days = kept_by_heads(dir.path(), |head, _| {
            if head.origin == Origin::Daily(day) {
                Reading::Whole
            } else {
                Reading::Skip
            }
        });
        assert!(days.set_aside.is_empty(), "{:?}", days.set_aside);
        assert!(
            matches!(&days.entries[..], [(_, KeptEntry::Game(g))] if g.record() == daily.record())
        );
        assert!(short_path.exists() && long_path.exists());
        // The list replays the short codes (the short forgery is set
        // aside) and gives the long one by its head.
        let listing = kept_listing(dir.path());
        assert_eq!(listing.set_aside.len(), 1, "{:?}", listing.set_aside);
        assert!(!short_path.exists());
        match &listing.entries[..] {
            [(_, KeptEntry::Game(first)), (path, KeptEntry::Head(head))] => {
                assert_eq!(first.record(), daily.record());
                assert_eq!(path, &long_path);
                assert_eq!(head.origin, Origin::Seed(6));
                assert!(head.steps < 7_000);
            }
            other => panic!("{other:?}"),
        }
        // Replaying the long one finds it out.
        assert!(matches!(
            read_kept_game(&long_path),
            Loaded::SetAside { .. }
        ));
    }
}
