//! Keeping what the player sets in the game: wraps the [`SettingsFile`],
//! saves each change at once, and words what went wrong (a damaged file set
//! aside at start, preferences that cannot be saved) as lines said once.

use std::path::Path;

use crate::narration::{self, Announcement, Message};
use crate::settings::{Preferences, SettingsFile};
use crate::storage::{Loaded, StorageProblem};

pub struct Remembered {
    file: SettingsFile,
    /// A problem saving was said already; later ones stay quiet.
    said_problem: bool,
}

impl Remembered {
    /// Reads the preferences from `dir` (else the platform's config
    /// directory). The lines say what went wrong, if anything.
    pub fn open(dir: Option<&Path>) -> (Remembered, Vec<Announcement>) {
        let (file, loaded) = SettingsFile::open(dir);
        let lines = match loaded {
            Loaded::Found(()) | Loaded::Missing => Vec::new(),
            Loaded::SetAside { reason, moved_to } => vec![Announcement::one(
                Message::new("settings-set-aside")
                    .list("reason", vec![narration::damage_reason(&reason)])
                    .text("file", moved_to.display().to_string()),
            )],
            Loaded::LeftInPlace { reason, .. } => vec![Announcement::one(
                Message::new("settings-left-in-place")
                    .list("reason", vec![narration::damage_reason(&reason)]),
            )],
        };
        let remembered = Remembered {
            file,
            // A file left in place was just said: its later saves stay quiet.
            said_problem: !lines.is_empty(),
        };
        (remembered, lines)
    }

    /// Preferences kept in a directory this game must leave alone (another
    /// game holds it): nothing is read, and a change is not saved, which
    /// the first change says (`problem`).
    pub fn untouched(problem: StorageProblem) -> Remembered {
        Remembered {
            file: SettingsFile::untouched(problem),
            said_problem: false,
        }
    }

    /// What the file holds.
    pub fn preferences(&self) -> &Preferences {
        self.file.preferences()
    }

    /// Changes and saves the preferences; the first failure to save is
    /// said (the change still holds for this session).
    pub fn change(&mut self, edit: impl Fn(&mut Preferences)) -> Vec<Announcement> {
        match self.file.change(edit) {
            Ok(()) => Vec::new(),
            Err(_) if self.said_problem => Vec::new(),
            Err(problem) => {
                self.said_problem = true;
                vec![unsaved(&problem)]
            }
        }
    }

    /// Changes and saves the preferences without a word when they cannot
    /// be saved (for a flag the player never set, such as the tutorial's
    /// offer made): a later change of the player's still says the problem.
    /// Whether it was saved.
    pub fn change_quietly(&mut self, edit: impl Fn(&mut Preferences)) -> bool {
        self.file.change(edit).is_ok()
    }
}

/// Preferences cannot be saved, and why.
fn unsaved(problem: &StorageProblem) -> Announcement {
    let detail = match problem {
        StorageProblem::NoDataDir => Message::new("settings-problem-no-dir"),
        other => narration::storage_problem_detail(other),
    };
    Announcement::one(Message::new("settings-unsaved").list("detail", vec![detail]))
}
