//! The terminal edge: raw mode (always restored), termination signals, and
//! the input sources that turn key presses, typed lines and the braille
//! display's keys into commands.
//! The only module that knows crossterm's key codes.

mod braille_input;
#[cfg(windows)]
mod console_events;
mod inherited_master;
mod input;
mod job_control;
mod keymap;
mod line_commands;
mod raw_mode;
mod signals;
mod window_focus;

pub use braille_input::{WithBraille, command_for_pressed};
pub use inherited_master::close_inherited_masters;
pub use input::{Input, InputSource, Keys, LINE_LIMIT, Lines, QUEUE_LIMIT};
pub use keymap::command_for_key;
pub use line_commands::command_for_line;
pub use raw_mode::{RawMode, Suspension, stop_process};
pub use signals::{SignalFlag, StopFlag, block_window_size_signal, ignore_file_size_signal};
pub use window_focus::{FOCUS_LIMIT, FocusWait, wait_for_window_focus};
