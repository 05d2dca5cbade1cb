//! What advises the player: the hint search and its last hint
//! (`play/advice/hints.rs`), and the coach that judges the player's slides in the
//! background (`play/advice/coach.rs`), told what each answer of the game did.
//! Returns announcements; knows nothing of the modes, the player's files,
//! speech or the terminal.

pub(super) mod coach;
pub(super) mod hints;

use crate::engine::Board;
use crate::narration::{Announcement, Verbosity};

use crate::play::advice::coach::{Coach, Judge, Ready};
use crate::play::advice::hints::{Hints, untimed_search};
use crate::play::game_change::GameChange;
use crate::play::session_command::SessionCommand;

/// The hint search and the coach.
pub struct Advice {
    pub hints: Hints,
    /// Judges the player's slides in the background.
    pub coach: Coach,
}

impl Default for Advice {
    fn default() -> Advice {
        Advice {
            hints: Hints::default(),
            coach: Coach::new(Box::new(untimed_search), false),
        }
    }
}

impl Advice {
    /// Judges slides with `judge` (the hint search within its budget),
    /// got ready by `ready` whenever coach mode is on: from the start at
    /// `board` if `on`.
    pub fn judge_with(&mut self, judge: Judge, ready: Ready, on: bool, board: &Board) {
        self.coach = Coach::new(judge, false).with_ready(ready);
        self.coach.set_on(on, board);
    }

    /// The hint on `board` (a classic game's, at these odds), or the
    /// runner-up when asked again on the same board.
    pub fn hint(
        &mut self,
        board: &Board,
        four_chance: f64,
        verbosity: Verbosity,
    ) -> Vec<Announcement> {
        self.hints.hint(board, four_chance, verbosity)
    }

    /// Tells the coach what a command of a classic game did (a slide to
    /// judge, with the board and odds `before` it; an undo; a new game),
    /// and adds its count where a game ends or is left: after a game
    /// over's news, before a goodbye or a new game's opening.
    pub fn follow(
        &mut self,
        command: &SessionCommand,
        change: &GameChange,
        before: Option<(Board, f64)>,
        mut lines: Vec<Announcement>,
    ) -> Vec<Announcement> {
        let changed = change.changed();
        let left = change.unfinished().is_some();
        if !changed && !left {
            return lines;
        }
        match (command, before) {
            (SessionCommand::Slide(direction), Some((board, four_chance))) if changed => {
                self.coach.slid(&board, *direction, four_chance);
                if *change == GameChange::Ended {
                    lines.extend(self.coach.game_over());
                }
            }
            (SessionCommand::Undo, _) => self.coach.undone(),
            // Any other change: a new game, a quit, a slide of no board.
            (
                SessionCommand::Slide(_)
                | SessionCommand::Partner
                | SessionCommand::PuzzleHint
                | SessionCommand::NewGame
                | SessionCommand::Cursor(_)
                | SessionCommand::Read(_)
                | SessionCommand::Verbosity(_)
                | SessionCommand::Help(..)
                | SessionCommand::Quit
                | SessionCommand::QuitNow
                | SessionCommand::Yes
                | SessionCommand::Pasted
                | SessionCommand::UnknownKey
                | SessionCommand::UnknownCommand(_)
                | SessionCommand::ReplayStep,
                _,
            ) => {
                if left {
                    let tally = self.coach.tally();
                    lines.splice(0..0, tally);
                }
                if changed {
                    self.coach.new_game();
                }
            }
        }
        lines
    }
}
