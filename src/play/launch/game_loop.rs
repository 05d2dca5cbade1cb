//! The game's loop and the signals it looks at: each command read is
//! handed to the controller until the player quits, the input ends or a
//! signal stops the game; a suspension syncs the saves first, and a
//! continuation sets the terminal again. Answers nothing itself.

use std::time::{Duration, Instant};

use crate::command::Command;
use crate::narration::{Announcement, Message};
use crate::play::controller::Flow;
use crate::storage::sync_pending;
use crate::terminal::{
    Input, SignalFlag, StopFlag, Suspension, close_inherited_masters, ignore_file_size_signal,
    stop_process,
};

use crate::play::launch::launched::Launched;

/// How long the loop waits for input before looking at signals and speech.
const TICK: Duration = Duration::from_millis(100);
/// How often the loop looks whether a sound has ended while its words wait.
const HELD_LOOK: Duration = Duration::from_millis(5);
/// The longest line-by-line play waits for the coach's verdict (its search
/// stops within the hint budget; this leaves room for a loaded machine).
const COACH_WAIT: Duration = Duration::from_secs(2);

/// The signals the loop looks at.
pub struct Signals {
    stop: StopFlag,
    continued: SignalFlag,
    suspend: SignalFlag,
}

impl Signals {
    /// Catches the signals the game answers (for the whole process).
    pub fn catch() -> Signals {
        let stop = StopFlag::for_signals();
        close_inherited_masters();
        let continued = SignalFlag::continued();
        let suspend = SignalFlag::suspended();
        ignore_file_size_signal();
        Signals {
            stop,
            continued,
            suspend,
        }
    }

    /// Answers a suspension (the saves reach the disk first: the game may
    /// never be continued) and a continuation (the terminal is set again).
    /// Whether the game is to stop.
    fn look(&self, game: &mut Launched) -> bool {
        if self.stop.raised() {
            return true;
        }
        if self.suspend.take() {
            sync_pending();
            if stop_process() == Suspension::Unavailable {
                let line = Announcement::one(Message::new("suspend-unavailable"));
                game.controller.outputs().announce(&[line]);
            }
        }
        if self.continued.take()
            && let Some(raw) = &game.terminal
        {
            raw.reapply();
        }
        false
    }
}

/// The loop: answers each command until the player quits, input ends or a
/// signal stops the game. Returns why the input failed, if it did.
pub fn run(game: &mut Launched, signals: &Signals) -> Option<String> {
    loop {
        if signals.look(game) {
            game.controller.leave();
            return None;
        }
        let controller = &mut game.controller;
        // Words held back for a sound are said when it ends, not a tick later.
        let wait = if controller.outputs().holding() {
            HELD_LOOK
        } else {
            TICK
        };
        match game.input.next(wait) {
            Input::Command(command) => {
                if controller.handle(command) == Flow::Quit {
                    return None;
                }
                // Read line by line, the coach's verdict comes before the
                // next line is read, so a script hears it in the same place
                // every run; keys never wait for it.
                if game.interactive {
                    controller.check_coach(None);
                } else {
                    controller.check_coach(Some(COACH_WAIT));
                }
            }
            Input::Idle => {
                controller.outputs().check_speech();
                controller.check_coach(None);
                controller.check_saving();
            }
            Input::End => {
                if game.interactive {
                    controller.handle(Command::QuitNow);
                }
                controller.leave();
                return None;
            }
            Input::Failed(reason) => return Some(reason),
        }
        controller.outputs().say_due(Instant::now());
        game.check_network();
    }
}
