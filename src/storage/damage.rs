//! Why a file on disk could not be used: the reasons the loader gives when
//! it sets a saved game or a records file aside. Plain values; the front end
//! words them in the player's language.

use std::io;

/// The largest file the loader reads: 4 MiB (a save excepted, see
/// [`MAX_SAVE_BYTES`]). A bigger file is damaged, not read.
pub const MAX_FILE_BYTES: u64 = 1 << 22;

/// The largest save the loader reads, and the largest the game writes:
/// 64 MiB. Without its record a save is under 80 KB (8×8, a full undo
/// history, every tile 2^40); the record takes a byte a step, so this
/// holds a game of some 67 million steps (a year of play at two steps a
/// second). A save that would be larger is not written (the last one
/// stays, and the player is told); a file larger than this is damaged,
/// not read.
pub const MAX_SAVE_BYTES: u64 = 1 << 26;

/// Why a file was not accepted. Exactly one reason per file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// The file exists but could not be read (no permission, an I/O error,
    /// a directory where the file should be).
    Unreadable { kind: io::ErrorKind },
    /// The file is empty (or only white space).
    Empty,
    /// The file is not text: NUL bytes or bytes that are not UTF-8.
    NotText,
    /// The file is bigger than [`MAX_FILE_BYTES`] (the game never writes
    /// one: it trims what it keeps to fit).
    TooLarge { limit: u64 },
    /// The text ends in the middle: the file was cut short.
    Truncated,
    /// Readable data, but not a file of the expected kind (no or another
    /// `"format"` tag).
    UnknownFormat,
    /// Written by a newer release of the game, in a format version this
    /// release does not know.
    NewerVersion { found: u64, supported: u64 },
    /// The file is of the right kind but its content is wrong: bad JSON, a
    /// missing field, a wrong type, a number out of range, a board that is
    /// not a board. `detail` is a short technical description naming the
    /// field (`history[3].board: ...`), to be shown as it is: one line of
    /// at most [`MAX_DETAIL_CHARS`] characters, no control characters.
    /// `problem` says the same in the game's own terms, for narration to
    /// word in the player's language.
    Corrupt { detail: String, problem: Problem },
}

/// What is wrong inside a damaged file, in the game's own terms. A `field`
/// is a name in the file (`board`, `history[3].moves`, `rate`), kept as it
/// is: one line of at most [`MAX_FIELD_CHARS`] characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Not JSON or TOML at all: the syntax breaks, at `line` if known.
    Syntax { line: Option<u64> },
    /// A field the game needs is not there (or is `null`).
    Missing { field: String },
    /// A field holds a value of the wrong type or outside its range.
    WrongValue { field: String },
    /// The board holds no tile at all.
    NoTiles { field: String },
    /// Undo steps that could not have come one after the other.
    OutOfOrder { field: String },
    /// A sound save of a game this release cannot continue.
    CannotContinue { field: String },
    /// Figures that cannot all be true together (more games won than
    /// played).
    Inconsistent { field: String, what: Inconsistency },
}

/// Figures of a records file that contradict each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inconsistency {
    /// More games won than played.
    MoreWonThanPlayed,
    /// More games reached a tile than were played.
    MoreReachedThanPlayed,
    /// More scores kept than games played.
    MoreScoresThanGames,
    /// More results kept than games played.
    MoreResultsThanGames,
}

impl Inconsistency {
    /// The same, in a few English words (for the technical detail).
    pub fn said(self) -> &'static str {
        match self {
            Inconsistency::MoreWonThanPlayed => "more games won than played",
            Inconsistency::MoreReachedThanPlayed => "more games reached a tile than were played",
            Inconsistency::MoreScoresThanGames => "more scores than games played",
            Inconsistency::MoreResultsThanGames => "more results than games played",
        }
    }
}

/// The longest field name kept in a [`Problem`], in characters.
pub const MAX_FIELD_CHARS: usize = 40;

/// The longest [`Damage::Corrupt`] detail, in characters.
pub const MAX_DETAIL_CHARS: usize = 160;

impl Damage {
    /// A [`Damage::Corrupt`] about the field at `path`: a wrong value.
    pub(super) fn corrupt(path: &str, said: impl std::fmt::Display) -> Damage {
        Damage::corrupt_as(
            Problem::WrongValue {
                field: path.to_string(),
            },
            &format!("{path}: {said}"),
        )
    }

    /// A sound file that the game cannot continue, told like a corrupt one
    /// (and set aside like one): `path` names the field that says why.
    pub fn cannot_continue(path: &str, said: impl std::fmt::Display) -> Damage {
        Damage::corrupt_as(
            Problem::CannotContinue {
                field: path.to_string(),
            },
            &format!("{path}: {said}"),
        )
    }

    /// A [`Damage::Corrupt`] with `detail` made safe to print and speak:
    /// the file's own text may be quoted in it, so control characters
    /// become spaces and a long detail is cut with an ellipsis. The same
    /// is done to the field `problem` names.
    pub fn corrupt_as(problem: Problem, detail: &str) -> Damage {
        let problem = match problem {
            Problem::Syntax { line } => Problem::Syntax { line },
            Problem::Missing { field } => Problem::Missing {
                field: bounded(&field, MAX_FIELD_CHARS),
            },
            Problem::WrongValue { field } => Problem::WrongValue {
                field: bounded(&field, MAX_FIELD_CHARS),
            },
            Problem::NoTiles { field } => Problem::NoTiles {
                field: bounded(&field, MAX_FIELD_CHARS),
            },
            Problem::OutOfOrder { field } => Problem::OutOfOrder {
                field: bounded(&field, MAX_FIELD_CHARS),
            },
            Problem::CannotContinue { field } => Problem::CannotContinue {
                field: bounded(&field, MAX_FIELD_CHARS),
            },
            Problem::Inconsistent { field, what } => Problem::Inconsistent {
                field: bounded(&field, MAX_FIELD_CHARS),
                what,
            },
        };
        Damage::Corrupt {
            detail: bounded(detail, MAX_DETAIL_CHARS),
            problem,
        }
    }
}

/// `text` on one line of at most `limit` characters: control characters
/// become spaces and a longer text is cut with an ellipsis.
fn bounded(text: &str, limit: usize) -> String {
    let mut safe: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(limit)
        .collect();
    if text.chars().nth(limit).is_some() {
        safe.pop();
        safe.push('…');
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn details_are_one_short_line() {
        let long = format!("board: '{}' is not a tile", "9".repeat(10_000));
        let field = format!("board{}", "[9]".repeat(1_000));
        let Damage::Corrupt { detail, problem } =
            Damage::corrupt_as(Problem::NoTiles { field }, &long)
        else {
            unreachable!("corrupt_as makes a Corrupt")
        };
        assert_eq!(detail.chars().count(), MAX_DETAIL_CHARS);
        assert!(detail.ends_with('…'));
        let Problem::NoTiles { field } = problem else {
            unreachable!("the kind is kept: {problem:?}")
        };
        assert_eq!(field.chars().count(), MAX_FIELD_CHARS);
        assert!(field.ends_with('…'));
        let Damage::Corrupt { detail, problem } = Damage::corrupt("settings.a\nb", "x\ny\u{7}z")
        else {
            unreachable!("corrupt makes a Corrupt")
        };
        assert_eq!(detail, "settings.a b: x y z");
        assert_eq!(
            problem,
            Problem::WrongValue {
                field: "settings.a b".into()
            }
        );
    }
}
