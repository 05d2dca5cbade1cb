//! Playing: the commands a player gives, the pure session that answers the
//! game commands, the controller that adds speech and hints, and the launch
//! that sets it all up from the command line and runs the loop.

mod advice;
mod controller;
mod daily_slot;
mod environment;
mod game_change;
mod games;
mod help;
mod input_mode;
mod launch;
mod lessons;
mod listening;
mod outputs;
mod player;
mod session;
mod session_command;
mod table;

pub use crate::command::Command;
pub use advice::coach::{Coach, CoachLines, Judge};
pub use advice::hints::Hinter;
pub use controller::{CoachParts, Controller, Flow, HELD_SLACK, Parts};
pub use environment::Environment;
pub use game_change::{GameChange, Left};
pub use games::classic_game::{ClassicGame, new_record};
pub use games::replay::{KEPT_EVERY, Replay, Stepped, opening_game};
pub use games::tilt_round::{TiltOutcome, TiltRound};
pub use help::{WHERE_A1, help_for, help_line, help_pages, replay_help_pages, topic_help_pages};
pub use launch::{Launch, Launched, Signals, play, replay_chosen, run, setup};
pub use lessons::sound_lesson::{Hearing, SoundLesson, sound_count};
pub use lessons::tutorial::{PRACTICE_BOARD, Tutorial};
pub use outputs::BrailleOutput;
pub use outputs::{COLUMNS, fit};
pub use outputs::{Collected, LineSink, Stdout};
pub use outputs::{EventOutput, OutputSetting, RecordedEvents};
pub use outputs::{OutputParts, Outputs, TerminalWidth};
pub use outputs::{SoundOutput, sound_unavailable};
pub use player::preferences::Remembered;
pub use player::progress::{CLASSIC, Progress};
pub use session::{HelpBook, InputMode, Opening, Response, Session, SessionCommand};
pub use table::Table;
