//! Starting a replay from the command line: the game chosen (a code or
//! one of the player's own), checked before anything starts, then the
//! game's own front end set up by [`setup_replay`] and run as a game is,
//! until the player leaves.

use crate::cli::{PlayArgs, ReplayArgs};
use crate::error::AppError;
use crate::replay_choice::chosen_record;

use super::environment::Environment;
use super::launch::{Signals, run, setup_replay};
use super::replay::Replay;

/// Replays the game the arguments choose: sets it up, runs the loop, and
/// says how it ended.
pub fn replay_game(args: &ReplayArgs) -> Result<(), AppError> {
    let environment = Environment::here();
    let record = chosen_record(
        &args.player.files,
        args.last,
        args.code.as_deref(),
        environment.clock,
    )?;
    let replay = Replay::new(record).map_err(|e| AppError::usage(e.to_string()))?;
    let signals = Signals::catch();
    let mut game = setup_replay(&play_args(args), environment, replay)?;
    game.open();
    let input_failure = run(&mut game, &signals);
    game.finish(input_failure)
}

/// The options of the game's front end that a replay takes.
fn play_args(args: &ReplayArgs) -> PlayArgs {
    PlayArgs {
        player: args.player.clone(),
        ..PlayArgs::default()
    }
}
