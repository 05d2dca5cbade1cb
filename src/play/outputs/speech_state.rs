//! Whether the game's own speech is heard: off, on, starting again at the
//! player's asking, or unavailable (with whether the player has it on). A
//! plain value the controller keeps; knows no speaker and says nothing.

use crate::speech::SpeechProblem;

/// The game's own speech, as the player set it and as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechState {
    /// The player turned speech off.
    Off,
    /// Speech is on and heard.
    On,
    /// Started again at the player's asking and not up yet: "Speech on."
    /// is said once it is.
    Restarting,
    /// Speech cannot be had; `wanted` is whether the player has it on.
    Unavailable {
        problem: SpeechProblem,
        wanted: bool,
    },
}

impl SpeechState {
    /// On or off, as the player starts the game with it.
    pub fn starting(on: bool) -> SpeechState {
        if on {
            SpeechState::On
        } else {
            SpeechState::Off
        }
    }

    /// Lines are spoken.
    pub fn voiced(&self) -> bool {
        matches!(self, SpeechState::On | SpeechState::Restarting)
    }

    /// The player has speech on, heard or not.
    pub fn wanted(&self) -> bool {
        match self {
            SpeechState::Off => false,
            SpeechState::On | SpeechState::Restarting => true,
            SpeechState::Unavailable { wanted, .. } => *wanted,
        }
    }

    /// Why speech cannot be had, once it is known.
    pub fn problem(&self) -> Option<&SpeechProblem> {
        match self {
            SpeechState::Unavailable { problem, .. } => Some(problem),
            _ => None,
        }
    }

    /// Speech failed: kept unavailable, remembering whether it was wanted.
    pub fn fail(&mut self, problem: SpeechProblem) {
        let wanted = self.wanted();
        *self = SpeechState::Unavailable { problem, wanted };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_keeps_whether_the_player_wanted_speech() {
        for (before, wanted) in [
            (SpeechState::On, true),
            (SpeechState::Restarting, true),
            (SpeechState::Off, false),
        ] {
            let mut state = before;
            state.fail(SpeechProblem::Timeout);
            assert_eq!(state.wanted(), wanted);
            assert!(!state.voiced());
            assert_eq!(state.problem(), Some(&SpeechProblem::Timeout));
        }
    }
}
