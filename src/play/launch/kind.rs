//! What a launch opens, as one value: the game the options describe, the
//! daily game of a day, or the replay of a finished game, each with the
//! options it takes and no other, so that no impossible launch can be
//! written (a daily game of tilt puzzles, a replay that resumes a save).

use crate::cli::PlayArgs;
use crate::engine::Date;
use crate::error::AppError;
use crate::play::games::replay::Replay;
use crate::player_options::PlayerOptions;

/// The game a launch opens, with the options it is played with.
pub enum Launch {
    /// The game the options describe: the saved classic game or a new one
    /// (from a seed or a position), tilt puzzles, or a lesson started
    /// straight away; the daily game beside a classic game, on key 0.
    Ordinary(PlayArgs),
    /// The daily game of `day`: resumed from its own save when that save
    /// holds it unfinished, else begun; the ordinary game beside it.
    Daily { day: Date, player: PlayerOptions },
    /// The replay of a finished game, at its opening position: no saved
    /// game read, no daily game beside it, nothing kept but a preference
    /// the player changes.
    Replay {
        replay: Replay,
        player: PlayerOptions,
    },
}

/// What a launch opens, the options set apart.
pub(super) enum Opens {
    Ordinary,
    Daily(Date),
    Replay(Replay),
}

impl Launch {
    /// Today's daily game, the day read from the environment's clock.
    pub fn daily_today(player: PlayerOptions) -> Result<Launch, AppError> {
        let today = (crate::play::environment::Environment::here().clock)()?;
        Ok(Launch::Daily { day: today, player })
    }

    /// The options of hearing, reading and the player's files.
    pub fn player(&self) -> &PlayerOptions {
        match self {
            Launch::Ordinary(args) => &args.player,
            Launch::Daily { player, .. } | Launch::Replay { player, .. } => player,
        }
    }

    /// Whether the hint engine's trained network is read once the game has
    /// opened: not for a replay, whose hints come from the heuristic.
    pub fn reads_network(&self) -> bool {
        !matches!(self, Launch::Replay { .. })
    }

    /// The options the game is played with (a daily game and a replay
    /// take the player's alone, the game's own at their defaults), and
    /// what it opens.
    pub(super) fn split(self) -> (PlayArgs, Opens) {
        let with = |player| PlayArgs {
            player,
            ..PlayArgs::default()
        };
        match self {
            Launch::Ordinary(args) => (args, Opens::Ordinary),
            Launch::Daily { day, player } => (with(player), Opens::Daily(day)),
            Launch::Replay { replay, player } => (with(player), Opens::Replay(replay)),
        }
    }
}
