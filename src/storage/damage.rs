//! Why a file on disk could not be used: the reasons the loader gives when
//! it sets a saved game or a records file aside. Plain values; the front end
//! words them in the player's language.

use std::io;

/// The largest file the loader reads (a saved 8×8 game with a full undo
/// history is about 20 KB). A bigger file is damaged, not read.
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
    /// field (`history[3].board: ...`), to be shown as it is.
    Corrupt { detail: String },
}

impl Damage {
    /// A [`Damage::Corrupt`] about the field at `path`.
    pub(super) fn corrupt(path: &str, problem: impl std::fmt::Display) -> Damage {
        Damage::Corrupt {
            detail: format!("{path}: {problem}"),
        }
    }
}
