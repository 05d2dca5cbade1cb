//! Playing: the commands a player gives, the pure session that answers the
//! game commands, the controller that adds speech and hints, and the launch
//! that sets it all up from the command line and runs the loop.

mod controller;
mod launch;
mod line_fit;
mod output;
mod progress;
mod session;
mod table;
mod tilt_round;

pub use crate::command::Command;
pub use controller::{Controller, Flow, Hinter};
pub use launch::play;
pub use line_fit::{COLUMNS, fit};
pub use output::{Collected, LineSink, Stdout};
pub use progress::{CLASSIC, Progress};
pub use session::{InputMode, Opening, Response, Session, help_for};
pub use table::Table;
pub use tilt_round::{TiltOutcome, TiltRound};
