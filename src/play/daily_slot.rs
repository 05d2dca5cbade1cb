//! The daily game beside the ordinary one: which of the two is at hand,
//! the other as it was left (so switching back finds it at the same
//! position and score), today's day (read at the edge and handed in, with
//! the edge's clock to read it again at each switch to the daily game), and
//! the sessions each starts from: the day's game resumed from its own save
//! when that save holds today's game, else begun anew; the ordinary game
//! resumed, or begun from a seed handed in. Pure: reads no clock itself
//! (it holds the one handed in), no entropy, no files (the saves come in
//! read).

use crate::engine::{DAILY_CONFIG, Date, GameConfig, Origin, Pcg32, RecordedGame, daily_seed};
use crate::narration::CellStyle;
use crate::storage::SavedGame;

use super::classic_game::ClassicGame;
use super::environment::Clock;
use super::input_mode::InputMode;
use super::session::{Opening, Session};

/// The stream the seeds of the games begun after a daily game come from.
const DAILY_NEW_GAME_STREAM: u64 = 0xda1;

/// The daily game and the ordinary game, one at hand, the other parked.
pub struct DailySlot {
    /// Today's UTC day, as the clock last told it (`None`: it has told
    /// none yet, being wrong).
    pub today: Option<Date>,
    /// The clock, read again each time the daily game is asked for.
    pub clock: Clock,
    /// Whether the daily game is at hand.
    pub in_daily: bool,
    /// The game not at hand, as it was left, once it has been at hand.
    pub parked: Option<Session>,
    /// The seed of an ordinary game begun from the daily game when no
    /// ordinary game is saved.
    pub fresh_seed: u64,
    /// Gives the games begun here their identifiers.
    pub ids: Pcg32,
    /// The game (by identifier) whose end kept the day's result in this
    /// run: it is the day's game, not practice, though the day now has a
    /// result.
    pub result_by: Option<u64>,
}

impl DailySlot {
    /// Today is `today` (if the clock told it); the daily game is at hand
    /// if `in_daily`; `entropy` (from the edge) seeds a fresh ordinary game
    /// and the identifiers; `clock` tells the day when the daily game is
    /// asked for again.
    pub fn new(today: Option<Date>, in_daily: bool, entropy: u64, clock: Clock) -> DailySlot {
        DailySlot {
            today,
            clock,
            in_daily,
            parked: None,
            fresh_seed: entropy,
            ids: Pcg32::new(entropy, 0x1d_da11),
            result_by: None,
        }
    }

    /// The next game identifier.
    pub fn next_id(&mut self) -> u64 {
        u64::from(self.ids.next_u32()) << 32 | u64::from(self.ids.next_u32())
    }
}

/// Whether a save holds the daily game of `today`, still in play.
pub fn is_todays(saved: &SavedGame, today: Date) -> bool {
    // A save whose record could not be read (as read now, or as saved
    // since without it) is today's if it started from today's seed under
    // the daily rules: it goes on without it, at every start.
    let by_seed = || saved.seed == Some(daily_seed(today)) && saved.game.config() == DAILY_CONFIG;
    (saved
        .record
        .as_ref()
        .is_some_and(|record| record.origin == Origin::Daily(today))
        || saved.record.is_none() && by_seed())
        && !saved.game.is_over()
}

/// Today's daily game: the saved one if it is today's (and not over),
/// else today's begun anew (a save of another day is not resumed).
pub fn daily_session(
    today: Date,
    saved: Option<SavedGame>,
    id: u64,
    style: CellStyle,
    mode: InputMode,
) -> (Session, Opening) {
    let seed = daily_seed(today);
    let seeds = Pcg32::new(seed, DAILY_NEW_GAME_STREAM);
    let ids = Pcg32::new(id, DAILY_NEW_GAME_STREAM);
    if let Some(saved) = saved.filter(|saved| is_todays(saved, today)) {
        let id = saved.id.unwrap_or(id);
        let lost = saved.record.is_none();
        let game = ClassicGame::with_record(saved.game, saved.record);
        let mut session = Session::new(game, Some(seed), seeds, style, mode).with_game_id(id, ids);
        // Known as today's by its seed: its end is still the day's result.
        if lost {
            session = session.with_daily_record_lost(today);
        }
        return (session, Opening::Resumed);
    }
    let recorded = RecordedGame::new(Origin::Daily(today), DAILY_CONFIG)
        .expect("the daily rules are playable and recordable");
    let session = Session::new(recorded, Some(seed), seeds, style, mode).with_game_id(id, ids);
    (session, Opening::New)
}

/// The ordinary game: the saved one, or a new classic game from `seed`.
pub fn ordinary_session(
    saved: Option<SavedGame>,
    seed: u64,
    id: u64,
    style: CellStyle,
    mode: InputMode,
) -> (Session, Opening) {
    let seeds = Pcg32::new(seed, DAILY_NEW_GAME_STREAM);
    let ids = Pcg32::new(id, DAILY_NEW_GAME_STREAM);
    if let Some(saved) = saved {
        let id = saved.id.unwrap_or(id);
        let lost = saved.record_damage.is_some();
        let game = ClassicGame::with_record(saved.game, saved.record);
        let session = Session::new(game, saved.seed, seeds, style, mode)
            .with_game_id(id, ids)
            .with_record_lost(lost);
        return (session, Opening::Resumed);
    }
    let game = ClassicGame::from_seed(seed, GameConfig::default())
        .expect("the default rules are playable");
    let session = Session::new(game, Some(seed), seeds, style, mode).with_game_id(id, ids);
    (session, Opening::New)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::play::classic_game::new_record;

    fn day(d: u8) -> Date {
        Date::new(2026, 11, d).expect("a day")
    }

    fn style() -> CellStyle {
        CellStyle { say_empty: false }
    }

    #[test]
    fn only_a_save_of_todays_daily_game_in_play_is_resumed() {
        let (todays, _) = daily_session(day(26), None, 1, style(), InputMode::Lines);
        let save_of = |session: &Session| SavedGame {
            game: session.classic().expect("classic").clone(),
            seed: session.game_seed(),
            id: Some(7),
            settings: Default::default(),
            record: session.record().cloned(),
            record_damage: None,
        };
        let (yesterdays, _) = daily_session(day(25), None, 1, style(), InputMode::Lines);
        let ordinary = {
            let game = Game::new(GameConfig::default(), Pcg32::from_seed(3)).expect("a game");
            SavedGame {
                game,
                seed: Some(3),
                id: Some(7),
                settings: Default::default(),
                record: new_record(3, GameConfig::default()),
                record_damage: None,
            }
        };
        let table = [
            (Some(save_of(&todays)), Opening::Resumed),
            (Some(save_of(&yesterdays)), Opening::New),
            (Some(ordinary), Opening::New),
            (None, Opening::New),
        ];
        for (saved, expected) in table {
            let (session, opening) = daily_session(day(26), saved, 1, style(), InputMode::Lines);
            assert_eq!(opening, expected);
            assert_eq!(
                session.record().map(|r| r.origin),
                Some(Origin::Daily(day(26)))
            );
            assert_eq!(session.board(), todays.board());
        }
    }
}
