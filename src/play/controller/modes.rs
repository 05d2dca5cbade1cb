//! The modes a player can be in, and the one way a command finds the mode
//! that answers it. At the bottom is the game's mode, for the whole run:
//! a game alone, the ordinary game with today's daily game beside it, or a
//! replay. Over it, for a while, stand the tutorial's offer and the
//! lessons, the newest on top. The controller hands each command to the
//! mode on top; a mode over the game answers it, or hands it down to the
//! mode below (each says which, command by command); the game's mode
//! answers every command that reaches it, or refuses it in one line. A
//! lesson started in a replay stands over the replay, so leaving it is
//! back in the replay.
//!
//! Holds the modes only; what each answers is in its own file
//! (`game_work.rs`, `daily_work.rs`, `replaying.rs`, `offer.rs`,
//! `lessons.rs`). Knows nothing of keys, terminals or files.

use crate::command::Command;
use crate::play::daily_slot::DailySlot;
use crate::play::games::replay::Replay;
use crate::play::lessons::lesson::Lesson;

use crate::play::controller::{Controller, Flow};

/// What stands for the game for the whole run: the mode at the bottom,
/// which answers every command that reaches it.
pub(super) enum GameMode {
    /// A game with nothing beside it (a tilt puzzle, a game begun for a
    /// lesson alone).
    Playing,
    /// The ordinary game and today's daily game, one at hand and the other
    /// parked (the slot says which): key 0 switches between them.
    Daily(Box<DailySlot>),
    /// A finished game, watched move by move: the slides step through it.
    Replay(Replay),
}

/// A mode over the game for a while: it answers the commands it takes and
/// hands the others down.
pub(super) enum Overlay {
    /// The tutorial is offered (the very first start): yes takes it, until
    /// the first slide.
    Offered,
    /// A lesson, instead of the game, and where it leads when it ends.
    Lesson(Lesson, AfterLesson),
}

/// Where the player is once a lesson ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum AfterLesson {
    /// Back to the mode below ("Back to your game.", "Back to the
    /// replay.").
    Back,
    /// Out of the game: it was started for the lesson alone.
    LeaveGame,
}

/// What a mode over the game did with a command.
pub(super) enum Passed {
    /// It answered.
    Answered(Flow),
    /// It leaves the command to the mode below.
    Below(Command),
}

/// The modes in force: the game's, and those over it (the top last).
pub(super) struct Modes {
    pub game: GameMode,
    pub over: Vec<Overlay>,
}

impl Modes {
    /// A game alone, nothing over it.
    pub fn new() -> Modes {
        Modes {
            game: GameMode::Playing,
            over: Vec::new(),
        }
    }

    /// The daily slot, where the ordinary and the daily game stand side by
    /// side.
    pub fn daily(&self) -> Option<&DailySlot> {
        match &self.game {
            GameMode::Daily(slot) => Some(slot),
            GameMode::Playing | GameMode::Replay(_) => None,
        }
    }

    pub fn daily_mut(&mut self) -> Option<&mut DailySlot> {
        match &mut self.game {
            GameMode::Daily(slot) => Some(slot),
            GameMode::Playing | GameMode::Replay(_) => None,
        }
    }

    /// The game replayed, in a replay.
    pub fn replay(&self) -> Option<&Replay> {
        match &self.game {
            GameMode::Replay(replay) => Some(replay),
            GameMode::Playing | GameMode::Daily(_) => None,
        }
    }

    pub fn replay_mut(&mut self) -> Option<&mut Replay> {
        match &mut self.game {
            GameMode::Replay(replay) => Some(replay),
            GameMode::Playing | GameMode::Daily(_) => None,
        }
    }

    /// Whether the tutorial is offered (on top, or under a lesson).
    pub fn offered(&self) -> bool {
        self.over
            .iter()
            .any(|mode| matches!(mode, Overlay::Offered))
    }
}

impl Controller {
    /// Hands a command to the mode on top, and down the modes until one
    /// answers it: the game's mode answers whatever reaches it.
    pub(super) fn route(&mut self, mut command: Command) -> Flow {
        let mut level = self.modes.over.len();
        while level > 0 {
            level -= 1;
            let passed = match self.modes.over[level] {
                Overlay::Offered => self.offer_answer(level, command),
                Overlay::Lesson(..) => self.lesson_answer(level, command),
            };
            command = match passed {
                Passed::Answered(flow) => return flow,
                Passed::Below(command) => command,
            };
        }
        self.out.say_held();
        match self.modes.game {
            GameMode::Playing => self.game_answer(command),
            GameMode::Daily(_) => self.daily_answer(command),
            GameMode::Replay(_) => self.replay_answer(command),
        }
    }
}
