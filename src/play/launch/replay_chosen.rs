//! Choosing the game a replay opens: a code or one of the player's own
//! finished games, checked (every step of it plays) before anything
//! starts; the game's own front end then opens it as [`Launch::Replay`].

use crate::cli::ReplayArgs;
use crate::error::AppError;
use crate::play::environment::Environment;
use crate::play::games::replay::Replay;
use crate::replay_choice::chosen_record;

use crate::play::launch::kind::Launch;

/// The replay of the game the arguments choose, played with the front
/// end's options they give.
pub fn replay_chosen(args: &ReplayArgs) -> Result<Launch, AppError> {
    let record = chosen_record(
        &args.player.files,
        args.last,
        args.code.as_deref(),
        Environment::here().clock,
    )?;
    let replay = Replay::new(record).map_err(|e| AppError::usage(e.to_string()))?;
    Ok(Launch::Replay {
        replay,
        player: args.player.clone(),
    })
}
