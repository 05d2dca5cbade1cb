//! Playing: the commands a player gives, the pure session that answers the
//! game commands, the controller that adds speech and hints, and the launch
//! that sets it all up from the command line and runs the loop.

mod advice;
mod classic_game;
mod coach;
mod controller;
mod daily_slot;
mod environment;
mod game_change;
mod help;
mod help_pointer;
mod hints;
mod input_mode;
mod launch;
mod lesson;
mod lesson_answer;
mod listening;
mod outputs;
mod player_files;
mod preferences;
mod progress;
mod replay;
mod session;
mod session_command;
mod sound_lesson;
mod table;
mod tilt_round;
mod tutorial;

pub use crate::command::Command;
pub use classic_game::{ClassicGame, new_record};
pub use coach::{Coach, CoachLines, Judge};
pub use controller::{CoachParts, Controller, Flow, HELD_SLACK, Parts};
pub use environment::Environment;
pub use game_change::{GameChange, Left};
pub use help::{WHERE_A1, help_for, help_line, help_pages, replay_help_pages, topic_help_pages};
pub use hints::Hinter;
pub use launch::{Launch, Launched, Signals, play, replay_chosen, run, setup};
pub use outputs::BrailleOutput;
pub use outputs::{COLUMNS, fit};
pub use outputs::{Collected, LineSink, Stdout};
pub use outputs::{EventOutput, OutputSetting, RecordedEvents};
pub use outputs::{OutputParts, Outputs, TerminalWidth};
pub use outputs::{SoundOutput, sound_unavailable};
pub use preferences::Remembered;
pub use progress::{CLASSIC, Progress};
pub use replay::{KEPT_EVERY, Replay, Stepped, opening_game};
pub use session::{HelpBook, InputMode, Opening, Response, Session, SessionCommand};
pub use sound_lesson::{Hearing, SoundLesson, sound_count};
pub use table::Table;
pub use tilt_round::{TiltOutcome, TiltRound};
pub use tutorial::{PRACTICE_BOARD, Tutorial};
