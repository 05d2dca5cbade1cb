//! A game set up and ready: its controller, where its commands come from,
//! and what its opening and its way out need. [`Launched::open`] says the
//! opening (or starts the lesson asked for) and settles the outputs;
//! [`Launched::finish`] gives the terminal back, syncs the saves and says
//! what failed. Sets nothing up itself.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::command::LessonCommand;
use crate::error::AppError;
use crate::narration::{self, Announcement};
use crate::play::controller::Controller;
use crate::play::outputs::OutputFailure;
use crate::play::session::Opening;
use crate::storage::{NetworkLoad, NetworkOnDemand, sync_pending};
use crate::terminal::{InputSource, RawMode};

/// The longest the game waits, after its opening lines, to know whether
/// the sound output opened.
const OUTPUTS_SETTLE: Duration = Duration::from_secs(2);

/// A game ready to play: its controller, where its commands come from, and
/// what the opening and the way out need.
pub struct Launched {
    /// The game's controller, wired with every output.
    pub controller: Controller,
    /// Where the commands come from.
    pub input: Box<dyn InputSource>,
    /// Whether keys are read (not lines).
    pub interactive: bool,
    /// The lesson the command line starts straight into, if any.
    pub(super) lesson: Option<LessonCommand>,
    /// What to say before the opening.
    pub(super) notices: Vec<Announcement>,
    pub(super) opening: Opening,
    /// The terminal in raw mode, when the game took it.
    pub(super) terminal: Option<RawMode>,
    /// Whether writing standard output failed, when the lines go there.
    pub(super) output_failure: Option<OutputFailure>,
    /// The hint network, read when a hint or the coach first needs it
    /// (none for a replay, or a test's game).
    pub(super) network: Option<Arc<NetworkOnDemand>>,
    /// Whether what became of the network has been told.
    pub(super) network_told: bool,
}

impl Launched {
    /// Once the network has been read: says, once, in one line, that a
    /// file found could not be read, or that there was not enough memory
    /// for it (the hints keep the heuristic). Never waits for the reading.
    pub fn check_network(&mut self) {
        if self.network_told {
            return;
        }
        let Some(outcome) = self.network.as_ref().and_then(|network| network.outcome()) else {
            return;
        };
        self.network_told = true;
        match outcome {
            NetworkLoad::Loaded { .. } | NetworkLoad::Absent => {}
            NetworkLoad::Refused { .. } => {
                self.controller
                    .outputs()
                    .notice(&narration::network_refused());
            }
            NetworkLoad::OutOfMemory { .. } => {
                self.controller
                    .outputs()
                    .notice(&narration::network_out_of_memory());
            }
        }
    }

    /// Says the opening, or starts the lesson asked for, and settles the
    /// outputs (and, read line by line, speech) before the first answer.
    pub fn open(&mut self) {
        // A game its terminal started (from the applications menu) waits
        // for the window's focus, so that the screen reader hears the
        // opening.
        if self.terminal.is_some() {
            crate::terminal::wait_for_window_focus(crate::terminal::FOCUS_LIMIT);
        }
        let notices = std::mem::take(&mut self.notices);
        let controller = &mut self.controller;
        match self.lesson.take() {
            Some(command) => {
                // Whether sound can be heard is known before the lesson
                // says so.
                controller.outputs().settle_outputs(OUTPUTS_SETTLE);
                controller.start_lesson(notices, command);
            }
            None => {
                controller.greet(notices, self.opening, Instant::now());
                // Whether sound works is said before the first answer, the
                // same in every run (opening the output takes milliseconds;
                // a device that hangs is waited for no longer than this).
                controller.outputs().settle_outputs(OUTPUTS_SETTLE);
            }
        }
        // Read line by line (a script, a pipe), whether speech works is
        // said there too; keys are never kept waiting for speech.
        if !self.interactive {
            controller
                .outputs()
                .settle_speech(crate::speech::START_TIMEOUT);
        }
    }

    /// Ends the game in order (the terminal first: the shell may take it
    /// back at once; then speech, sound and the output's last line, and
    /// the saves to the disk), and says what failed, if anything did.
    pub fn finish(self, input_failure: Option<String>) -> Result<(), AppError> {
        let kept_all = self.controller.kept_all();
        drop(self.input);
        drop(self.terminal);
        // The game is saved after every change.
        drop(self.controller);
        sync_pending();
        if let Some(reason) = input_failure {
            return Err(AppError::failure(format!(
                "cannot read the input: {reason}"
            )));
        }
        if let Some(reason) = self.output_failure.and_then(|failure| failure.reason()) {
            return Err(AppError::failure(format!(
                "cannot write the output: {reason}"
            )));
        }
        if !kept_all {
            return Err(AppError::failure(
                "progress not fully saved: the last lines say what was lost",
            ));
        }
        Ok(())
    }
}
