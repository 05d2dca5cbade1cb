//! The command-line tools beside the game itself. Each file holds one
//! subcommand: its clap arguments and the function that runs it, writing its
//! report to the writer it is given.

pub mod autoplay;
pub mod bench;
pub mod completions;
pub mod manual;
pub mod replay;
pub mod share;
pub mod slide;
pub mod stats;
pub mod tilt;
pub mod timing;
pub mod verify;
