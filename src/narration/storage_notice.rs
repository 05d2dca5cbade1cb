//! What the player hears about saved games and records: a damaged file set
//! aside, progress that cannot be saved (or is not yet safe on the disk),
//! saving that works again, what is left unsaved when the game ends, the
//! best score. Pure: storage
//! values in, messages out.

use std::path::Path;

use super::message::{Announcement, Message};
use crate::storage::{Damage, Inconsistency, Problem, Records, StorageProblem};

/// Why a file was not used, as a short clause.
pub fn damage_reason(damage: &Damage) -> Message {
    match damage {
        Damage::Unreadable { kind } => unreadable_reason(*kind),
        Damage::Empty => Message::new("save-reason-empty"),
        Damage::Truncated => Message::new("save-reason-truncated"),
        Damage::TooLarge { .. } => Message::new("save-reason-too-large"),
        Damage::NotText | Damage::UnknownFormat => Message::new("save-reason-damaged"),
        Damage::Corrupt { problem, .. } => {
            Message::new("save-reason-corrupt").list("detail", vec![problem_detail(problem)])
        }
        Damage::NewerVersion { .. } => Message::new("save-reason-newer"),
    }
}

/// Why a file could not be read at all, from the system's answer: the
/// notices already say it could not be read, so the reason says why.
fn unreadable_reason(kind: std::io::ErrorKind) -> Message {
    use std::io::ErrorKind;
    Message::new(match kind {
        ErrorKind::IsADirectory => "save-reason-folder",
        ErrorKind::InvalidInput => "save-reason-not-a-file",
        ErrorKind::PermissionDenied => "save-reason-no-permission",
        _ => "save-reason-unreadable",
    })
}

/// What is wrong inside a damaged file, as a phrase; a field keeps its
/// name in the file.
pub fn problem_detail(problem: &Problem) -> Message {
    let (id, field) = match problem {
        Problem::Syntax { line: Some(line) } => {
            return Message::new("damage-syntax-at").num("line", *line);
        }
        Problem::Syntax { line: None } => return Message::new("damage-syntax"),
        Problem::Inconsistent { what, .. } => return inconsistency(*what),
        Problem::Missing { field } => ("damage-missing", field),
        Problem::WrongValue { field } => ("damage-wrong-value", field),
        Problem::NoTiles { field } => ("damage-no-tiles", field),
        Problem::OutOfOrder { field } => ("damage-out-of-order", field),
        Problem::CannotContinue { field } => ("damage-cannot-continue", field),
    };
    if field.is_empty() {
        return Message::new("damage-content");
    }
    Message::new(id).text("field", field.clone())
}

/// Figures of a file that contradict each other, as a phrase.
fn inconsistency(what: Inconsistency) -> Message {
    Message::new(match what {
        Inconsistency::MoreWonThanPlayed => "damage-more-won",
        Inconsistency::MoreReachedThanPlayed => "damage-more-reached",
        Inconsistency::MoreScoresThanGames => "damage-more-scores",
        Inconsistency::MoreResultsThanGames => "damage-more-results",
    })
}

fn file_name(path: &Path) -> String {
    path.display().to_string()
}

/// Which of the player's files was set aside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerFile {
    /// The saved game.
    SavedGame,
    /// The records (best scores and statistics).
    Records,
    /// The daily games' results.
    DailyResults,
    /// One of the finished games kept in the `games` folder.
    KeptGame,
}

/// The saved game or the records file was set aside.
pub fn set_aside(file: PlayerFile, reason: &Damage, moved_to: &Path) -> Announcement {
    let id = match file {
        PlayerFile::Records => "best-set-aside",
        PlayerFile::SavedGame => "save-set-aside",
        PlayerFile::DailyResults => "daily-results-set-aside",
        PlayerFile::KeptGame => "kept-game-set-aside",
    };
    Announcement::one(
        Message::new(id)
            .list("reason", vec![damage_reason(reason)])
            .text("file", file_name(moved_to)),
    )
}

/// The daily results file cannot be read nor moved: it stays untouched,
/// and the day's result is not kept in it.
pub fn daily_results_left_in_place(reason: &Damage) -> Announcement {
    Announcement::one(
        Message::new("daily-results-left-in-place").list("reason", vec![damage_reason(reason)]),
    )
}

/// A kept game's file could not be read nor moved: it stays untouched and
/// is passed over.
pub fn kept_game_left_in_place(reason: &Damage) -> Announcement {
    Announcement::one(
        Message::new("kept-game-left-in-place").list("reason", vec![damage_reason(reason)]),
    )
}

/// What was said of each kept game's file that was not a game.
pub fn kept_games_set_aside(
    set_aside: &[(Damage, Option<std::path::PathBuf>)],
) -> Vec<Announcement> {
    set_aside
        .iter()
        .map(|(reason, moved_to)| match moved_to {
            Some(moved_to) => self::set_aside(PlayerFile::KeptGame, reason, moved_to),
            None => kept_game_left_in_place(reason),
        })
        .collect()
}

/// The saved game's record could not be read: the game goes on without
/// it (it cannot be shared); `copy` is where the file as it was is kept.
pub fn record_set_aside(reason: &Damage, copy: Option<&Path>) -> Announcement {
    let reasons = vec![damage_reason(reason)];
    Announcement::one(match copy {
        Some(copy) => Message::new("save-record-set-aside")
            .list("reason", reasons)
            .text("file", file_name(copy)),
        None => Message::new("save-record-unkept").list("reason", reasons),
    })
}

/// A damaged file that could not be moved and stays untouched.
pub fn left_in_place(records: bool, reason: &Damage) -> Announcement {
    let id = if records {
        "best-left-in-place"
    } else {
        "save-left-in-place"
    };
    Announcement::one(Message::new(id).list("reason", vec![damage_reason(reason)]))
}

/// The records cannot be read (the `stats` subcommand's line), and why,
/// in the words the game uses when it sets the file aside.
pub fn records_unreadable(file: &Path, reason: &Damage) -> Announcement {
    Announcement::one(
        Message::new("records-unreadable")
            .text("file", file_name(file))
            .list("reason", vec![damage_reason(reason)]),
    )
}

/// Progress cannot be saved, and why; or, for a file written but not
/// flushed, that progress is not yet safe on the disk.
pub fn storage_problem(problem: &StorageProblem) -> Announcement {
    let id = match problem {
        StorageProblem::NotSynced { .. } => "save-unsynced",
        _ => "save-unavailable",
    };
    Announcement::one(Message::new(id).list("detail", vec![storage_problem_detail(problem)]))
}

/// Saving works again after a failure.
pub fn saving_resumed() -> Announcement {
    Announcement::one(Message::new("save-resumed"))
}

/// Said as the game ends (before the goodbye): the last moves could not be
/// saved; the next start resumes the save of move `saved_at`, or, when
/// this game was never saved, does not resume it.
pub fn moves_unsaved(saved_at: Option<u64>) -> Announcement {
    Announcement::one(match saved_at {
        Some(moves) => Message::new("save-lost-moves").num("moves", moves),
        None => Message::new("save-lost-game"),
    })
}

/// Said as the game ends: the best score and statistics could not be
/// written to `path`.
pub fn records_unkept(path: &Path) -> Announcement {
    let detail = Message::new("save-problem-write").text("path", file_name(path));
    Announcement::one(Message::new("save-lost-records").list("detail", vec![detail]))
}

/// Said as the game ends: the final flush of `path` failed.
pub fn not_safe(path: &Path) -> Announcement {
    let detail = Message::new("save-problem-sync").text("path", file_name(path));
    Announcement::one(Message::new("save-not-safe").list("detail", vec![detail]))
}

/// Why a file in the data or config directory cannot be used, as a phrase.
pub fn storage_problem_detail(problem: &StorageProblem) -> Message {
    match problem {
        StorageProblem::NoDataDir => Message::new("save-problem-no-dir"),
        StorageProblem::CannotCreateDir { path, .. } => {
            Message::new("save-problem-create").text("path", file_name(path))
        }
        StorageProblem::NotWritable { path, .. } | StorageProblem::CannotWrite { path, .. } => {
            Message::new("save-problem-write").text("path", file_name(path))
        }
        StorageProblem::CannotSetAside { path, .. } => {
            Message::new("save-problem-set-aside").text("path", file_name(path))
        }
        StorageProblem::CannotRemove { path, .. } => {
            Message::new("save-problem-remove").text("path", file_name(path))
        }
        StorageProblem::InUse { path } => {
            Message::new("save-problem-in-use").text("path", file_name(path))
        }
        StorageProblem::CannotLock { path, .. } => {
            Message::new("save-problem-lock").text("path", file_name(path))
        }
        StorageProblem::TooLarge { path } => {
            Message::new("save-problem-too-large").text("path", file_name(path))
        }
        StorageProblem::NotSynced { path, .. } => {
            Message::new("save-problem-sync").text("path", file_name(path))
        }
    }
}

/// The best score and highest tile ever, or that there is none yet.
pub fn best(records: Records) -> Message {
    if records.best_score == 0 && records.highest_tile == 0 {
        Message::new("best-none")
    } else {
        Message::new("best-score")
            .num("score", records.best_score)
            .num("highest", records.highest_tile)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;
    use std::io::ErrorKind;
    use std::path::PathBuf;

    #[test]
    fn every_damage_has_a_reason() {
        let table = [
            (
                Damage::Unreadable {
                    kind: ErrorKind::PermissionDenied,
                },
                "save-reason-no-permission",
            ),
            (
                Damage::Unreadable {
                    kind: ErrorKind::IsADirectory,
                },
                "save-reason-folder",
            ),
            (
                Damage::Unreadable {
                    kind: ErrorKind::InvalidInput,
                },
                "save-reason-not-a-file",
            ),
            (
                Damage::Unreadable {
                    kind: ErrorKind::Other,
                },
                "save-reason-unreadable",
            ),
            (Damage::Empty, "save-reason-empty"),
            (Damage::NotText, "save-reason-damaged"),
            (Damage::TooLarge { limit: 1 }, "save-reason-too-large"),
            (Damage::Truncated, "save-reason-truncated"),
            (Damage::UnknownFormat, "save-reason-damaged"),
            (
                Damage::NewerVersion {
                    found: 9,
                    supported: 1,
                },
                "save-reason-newer",
            ),
            (
                Damage::corrupt_as(Problem::Syntax { line: None }, "x"),
                "save-reason-corrupt",
            ),
        ];
        for (damage, id) in table {
            assert_eq!(damage_reason(&damage).id, id, "{damage:?}");
        }
    }

    #[test]
    fn every_problem_has_a_phrase_naming_its_field() {
        let field = || "moves[3]".to_string();
        let table = [
            (Problem::Syntax { line: Some(7) }, "damage-syntax-at", None),
            (Problem::Syntax { line: None }, "damage-syntax", None),
            (
                Problem::Missing { field: field() },
                "damage-missing",
                Some("moves[3]"),
            ),
            (
                Problem::WrongValue { field: field() },
                "damage-wrong-value",
                Some("moves[3]"),
            ),
            (
                Problem::NoTiles { field: field() },
                "damage-no-tiles",
                Some("moves[3]"),
            ),
            (
                Problem::OutOfOrder { field: field() },
                "damage-out-of-order",
                Some("moves[3]"),
            ),
            (
                Problem::CannotContinue { field: field() },
                "damage-cannot-continue",
                Some("moves[3]"),
            ),
            (
                Problem::WrongValue {
                    field: String::new(),
                },
                "damage-content",
                None,
            ),
            (
                Problem::Inconsistent {
                    field: "games[0].won".into(),
                    what: Inconsistency::MoreWonThanPlayed,
                },
                "damage-more-won",
                None,
            ),
            (
                Problem::Inconsistent {
                    field: field(),
                    what: Inconsistency::MoreReachedThanPlayed,
                },
                "damage-more-reached",
                None,
            ),
            (
                Problem::Inconsistent {
                    field: field(),
                    what: Inconsistency::MoreScoresThanGames,
                },
                "damage-more-scores",
                None,
            ),
            (
                Problem::Inconsistent {
                    field: field(),
                    what: Inconsistency::MoreResultsThanGames,
                },
                "damage-more-results",
                None,
            ),
        ];
        for (problem, id, named) in table {
            let phrase = problem_detail(&problem);
            assert_eq!(phrase.id, id, "{problem:?}");
            assert_eq!(
                phrase.arg("field"),
                named.map(|name| Arg::Text(name.into())).as_ref(),
                "{problem:?}"
            );
        }
        let at = problem_detail(&Problem::Syntax { line: Some(7) });
        assert_eq!(at.arg("line"), Some(&Arg::Number(7)));
        let reason = damage_reason(&Damage::corrupt_as(Problem::Syntax { line: Some(7) }, "x"));
        assert_eq!(reason.arg("detail"), Some(&Arg::List(vec![at])));
    }

    #[test]
    fn set_aside_names_the_new_file() {
        let a = set_aside(
            PlayerFile::SavedGame,
            &Damage::Empty,
            &PathBuf::from("/d/game.json.bad-1"),
        );
        assert_eq!(a.ids(), vec!["save-set-aside"]);
        assert_eq!(
            a.parts[0].arg("file"),
            Some(&Arg::Text("/d/game.json.bad-1".into()))
        );
    }

    #[test]
    fn a_flush_that_failed_is_not_said_as_a_write_that_failed() {
        let path = PathBuf::from("/d/game.json");
        let table = [
            (
                StorageProblem::NotSynced {
                    path: path.clone(),
                    kind: ErrorKind::Other,
                },
                "save-unsynced",
            ),
            (
                StorageProblem::CannotWrite {
                    path: path.clone(),
                    kind: ErrorKind::StorageFull,
                },
                "save-unavailable",
            ),
        ];
        for (problem, id) in table {
            assert_eq!(storage_problem(&problem).ids(), vec![id], "{problem:?}");
        }
        assert_eq!(
            moves_unsaved(Some(4)).parts[0].arg("moves"),
            Some(&Arg::Number(4))
        );
        assert_eq!(moves_unsaved(None).ids(), vec!["save-lost-game"]);
    }

    #[test]
    fn best_before_any_game_is_none() {
        assert_eq!(best(Records::default()).id, "best-none");
        let b = best(Records {
            best_score: 20,
            highest_tile: 16,
        });
        assert_eq!(b.arg("score"), Some(&Arg::Number(20)));
    }
}
