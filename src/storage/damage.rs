//! Why a file on disk could not be used: the reasons the loader gives when
//! it sets a saved game or a records file aside. Plain values; the front end
//! words them in the player's language.

use std::io;

/// The largest file the loader reads: 4 MiB. The largest save the game can
/// write (8×8, a full undo history, every tile 2^40) is under 80 KB, a
/// typical one a few KB. A bigger file is damaged, not read.
pub const MAX_FILE_BYTES: u64 = 1 << 22;

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
    /// The file is bigger than [`MAX_FILE_BYTES`].
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
    Corrupt { detail: String },
}

/// The longest [`Damage::Corrupt`] detail, in characters.
pub const MAX_DETAIL_CHARS: usize = 160;

impl Damage {
    /// A [`Damage::Corrupt`] about the field at `path`.
    pub(super) fn corrupt(path: &str, problem: impl std::fmt::Display) -> Damage {
        Damage::corrupt_detail(&format!("{path}: {problem}"))
    }

    /// A sound file that the game cannot continue, told like a corrupt one
    /// (and set aside like one): `path` names the field that says why.
    pub fn cannot_continue(path: &str, problem: impl std::fmt::Display) -> Damage {
        Damage::corrupt(path, problem)
    }

    /// A [`Damage::Corrupt`] with `detail` made safe to print and speak:
    /// the file's own text may be quoted in it, so control characters
    /// become spaces and a long detail is cut with an ellipsis.
    pub fn corrupt_detail(detail: &str) -> Damage {
        let mut safe: String = detail
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .take(MAX_DETAIL_CHARS)
            .collect();
        if detail.chars().nth(MAX_DETAIL_CHARS).is_some() {
            safe.pop();
            safe.push('…');
        }
        Damage::Corrupt { detail: safe }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn details_are_one_short_line() {
        let long = format!("board: '{}' is not a tile", "9".repeat(10_000));
        let Damage::Corrupt { detail } = Damage::corrupt_detail(&long) else {
            unreachable!("corrupt_detail makes a Corrupt")
        };
        assert_eq!(detail.chars().count(), MAX_DETAIL_CHARS);
        assert!(detail.ends_with('…'));
        let Damage::Corrupt { detail } = Damage::corrupt("settings.a\nb", "x\ny\u{7}z") else {
            unreachable!("corrupt makes a Corrupt")
        };
        assert_eq!(detail, "settings.a b: x y z");
    }
}
