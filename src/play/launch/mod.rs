//! Starting a game, one way for the binary and the tests: [`play`] is the
//! binary's whole game, whatever the [`Launch`] opens (the game the
//! options describe, the daily game of a day, or the replay of a finished
//! game); [`setup`] turns the launch and an [`Environment`] into a ready
//! game; `run` is the loop until the player quits, input ends or a signal
//! arrives.
//!
//! Choosing the game: `kind.rs` (the [`Launch`]), `replay_chosen.rs` (the
//! game a replay opens), `checked_options.rs` (the options clap cannot
//! check alone, the lesson asked for), `start.rs` (the player's files,
//! preferences and language), `game_choice.rs` (the save read, the session
//! on the table, the daily game beside it). Wiring its outputs:
//! `wiring.rs` (speech, the terminal, the lines' sink, the controller),
//! `speech_start.rs`, `inputs.rs` (standard input, the braille display).
//! Running it: `launched.rs` (the opening and the way out), `game_loop.rs`
//! (the loop and the signals).
//!
//! This is the edge where the clock (today's day among it), entropy (for
//! unseeded games and for every game's identifier), the signals and the
//! terminal come in, and where the [`Environment`] (standard input and
//! output, speech, sound, the player's files) is turned into outputs;
//! everything it calls is handed them. It never answers a command itself.

mod checked_options;
mod game_choice;
mod game_loop;
mod inputs;
mod kind;
mod launched;
mod replay_chosen;
mod speech_start;
mod start;
mod wiring;

use std::sync::Arc;

use crate::error::AppError;
use crate::storage::NetworkOnDemand;

use crate::play::controller::Controller;
use crate::play::environment::Environment;
use checked_options::{checked_game, lesson_asked};
use game_choice::{chosen_session, daily_slot};
use kind::Opens;
use start::Start;
use wiring::{Wired, wire};

pub use game_loop::{Signals, run};
pub use kind::Launch;
pub use launched::Launched;
pub use replay_chosen::replay_chosen;

/// Plays the game `launch` opens: sets it up, runs the loop, and says how
/// it ended.
pub fn play(launch: Launch) -> Result<(), AppError> {
    // Signals are caught before the terminal is touched, so a signal at any
    // moment leads to the orderly way out; and a terminal whose owner dies
    // hangs up, as the game holds no copy of its master side.
    let signals = Signals::catch();
    let mut game = setup(launch, Environment::here())?;
    game.open();
    let input_failure = run(&mut game, &signals);
    game.finish(input_failure)
}

/// Sets up the game `launch` opens in `environment`: checks the options,
/// opens the player's files (none for a replay: it keeps no progress),
/// chooses the language and the game, starts speech without waiting for
/// it, takes the terminal (when reading keys at one), and wires the
/// controller. Says nothing yet: [`Launched::open`] does.
pub fn setup(launch: Launch, mut environment: Environment) -> Result<Launched, AppError> {
    // Read only when a hint first needs it (a replay never does).
    let network = (environment.hint_network && launch.reads_network())
        .then(|| Arc::new(NetworkOnDemand::new(launch.player().files.data_dir.clone())));
    let (args, opens) = launch.split();
    let checked = checked_game(&args)?;
    if let Opens::Replay(_) = opens {
        environment.keeps_progress = false;
    }
    let lesson = lesson_asked(&args);
    let interactive = !args.player.line_mode && environment.input_is_terminal;
    let mut start = Start::open(&args, lesson.as_ref(), &environment);
    start.may_offer_tutorial &= !matches!(opens, Opens::Replay(_));
    let (session, opening) = chosen_session(&mut start, &args, checked, &opens, interactive)?;
    let daily = daily_slot(&args, &opens, lesson.is_some(), environment.clock);
    let notices = std::mem::take(&mut start.notices);
    let Wired {
        mut parts,
        input,
        terminal,
        output_failure,
    } = wire(
        &args,
        environment,
        start,
        session,
        opening,
        interactive,
        network.clone(),
    )?;
    parts.daily = daily;
    if let Opens::Replay(replay) = opens {
        parts.replay = Some(replay);
    }
    Ok(Launched {
        controller: Controller::new(parts),
        input,
        interactive,
        lesson,
        notices,
        opening,
        terminal,
        output_failure,
        network,
        network_told: false,
    })
}
