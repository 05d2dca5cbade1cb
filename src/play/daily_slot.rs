//! The daily game beside the ordinary one: which of the two is at hand,
//! the other as it was left (so switching back finds it at the same
//! position and score), today's day (read at the edge and handed in, with
//! the edge's clock to read it again at each switch to the daily game), and
//! the sessions each starts from: the day's game resumed from its own save
//! when that save holds today's game, else begun anew; the ordinary game
//! resumed, or begun from a seed handed in.
//!
//! Switching (key 0) swaps the whole session at hand for the other one,
//! each saved in its own file (the one left kept as it was, neither counted
//! as abandoned): after midnight (UTC) the new day's game opens and the
//! earlier day's, if unfinished, is said to be left so; a clock that tells
//! no day is said wrong. Also tells the daily game's opening line, whether
//! the game at hand is practice (the day has a result kept by another
//! game) or the day's game over for good, and the daily line of the
//! statistics. Reads no clock itself (it holds the one handed in), no
//! entropy; the player's progress is handed in to save and resume with.

use crate::clock::WrongClock;
use crate::engine::{
    DAILY_CONFIG, Date, Game, GameConfig, GameRecord, Origin, Pcg32, RecordedGame, daily_seed,
};
use crate::narration::{self, Announcement, CellStyle};
use crate::storage::{SavedGame, daily_statistics};

use crate::play::environment::Clock;
use crate::play::games::classic_game::ClassicGame;
use crate::play::input_mode::InputMode;
use crate::play::player::progress::Progress;
use crate::play::session::{Opening, Session};

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

    /// The day of the daily game at hand (`session`), if it is practice:
    /// the day has a result already, kept by another game (its first
    /// finished one).
    pub fn practice_day(&self, session: &Session, progress: Option<&Progress>) -> Option<Date> {
        if !self.in_daily {
            return None;
        }
        let date = session.daily_day()?;
        (progress?.daily_score(date).is_some() && self.result_by != Some(session.game_id()))
            .then_some(date)
    }

    /// The line that says which daily game is at hand and whether it was
    /// finished, when the daily game is at hand; for practice, one short
    /// line that says so and the day's result, so the tiles come soon.
    pub fn opening(&self, session: &Session, progress: Option<&Progress>) -> Option<Announcement> {
        if let Some(date) = self.practice_day(session, progress) {
            let score = progress?.daily_score(date)?;
            return Some(narration::daily_practice(score));
        }
        let today = self.today.filter(|_| self.in_daily)?;
        let finished = progress.and_then(|progress| progress.daily_score(today));
        Some(narration::daily_opening(today, finished))
    }

    /// The line that says the game at hand is the day's game, over for
    /// good: its end kept the day's result, which nothing replaces (no
    /// undo, no slide; `/` shares that result), and how to go back.
    pub fn day_closed(
        &self,
        session: &Session,
        progress: Option<&Progress>,
    ) -> Option<Announcement> {
        let date = session.daily_day().filter(|_| self.in_daily)?;
        let over = session.classic().is_some_and(Game::is_over);
        if !over || self.result_by != Some(session.game_id()) {
            return None;
        }
        progress?.daily_score(date)?;
        Some(narration::daily_final(session.mode() == InputMode::Lines))
    }

    /// A daily game's end (the game `id`, of `date`) kept the day's result
    /// (`had_result`: the day had one before): that game is the day's, not
    /// practice.
    pub fn note_result(&mut self, date: Date, had_result: bool, id: u64, progress: &Progress) {
        if !had_result && progress.daily_score(date).is_some() {
            self.result_by = Some(id);
        }
    }

    /// The daily games' line of the statistics, once a daily result is
    /// kept.
    pub fn statistics(&self, progress: &Progress) -> Option<Announcement> {
        let today = self.today?;
        let results = progress.daily_results();
        if results.is_empty() {
            return None;
        }
        Some(narration::daily_statistics_line(&daily_statistics(
            &results, today,
        )))
    }

    /// Key 0, `daily`: from the ordinary game at hand (`session`) to
    /// today's daily game (resumed, or begun), or from it back; the lines
    /// say where the player now is, or why not (a clock that tells no day).
    pub fn switch(
        &mut self,
        session: &mut Session,
        mut progress: Option<&mut Progress>,
    ) -> Result<Vec<Announcement>, Announcement> {
        let to_daily = !self.in_daily;
        let today = self.day_asked()?;
        let look = (session.style(), session.mode());
        let mut lines = Vec::new();
        // The game at hand is in its save already (saved after every
        // change); the other save is the one read and written from now on.
        if let Some(progress) = progress.as_deref_mut() {
            // The game left still counts for the best score and highest
            // tile, as a game quit does.
            if let Some((score, highest)) = session.unfinished() {
                lines.extend(progress.left(score, highest));
            }
            progress.use_daily_save(to_daily);
        }
        let (next, how, left_day) =
            self.next_session(progress.as_deref_mut(), (to_daily, today), look, &mut lines);
        let next = next.with_verbosity(session.verbosity());
        self.parked = Some(std::mem::replace(session, next));
        self.in_daily = to_daily;
        if let (Some(progress), Some(game)) = (progress.as_deref_mut(), session.classic()) {
            if how == Opening::New {
                lines.extend(progress.save(
                    game,
                    session.game_seed(),
                    session.game_id(),
                    session.record(),
                ));
            } else {
                progress.resumed_at(game.moves());
            }
        }
        lines.extend(left_day.map(narration::daily_left_unfinished));
        let opening = self.opening(session, progress.as_deref());
        lines.push(opening.unwrap_or_else(narration::daily_back));
        lines.push(session.opening(how));
        Ok(lines)
    }

    /// The day key 0 works with: when it asks for the daily game, today as
    /// the clock tells it as the key is pressed (the game may have started
    /// before midnight), kept here; when it leaves the daily game, that
    /// game's day. A clock that tells no day gives the line that says it
    /// is wrong.
    fn day_asked(&mut self) -> Result<Date, Announcement> {
        if let (true, Some(today)) = (self.in_daily, self.today) {
            return Ok(today);
        }
        let today = (self.clock)()
            .map_err(|wrong| narration::daily_clock_wrong(wrong == WrongClock::Before1970))?;
        self.today = Some(today);
        Ok(today)
    }

    /// The game key 0 leads to (`to_daily`, of `today`), the parked one or
    /// else the one saved (or a new one), how it opens, and the day of an
    /// earlier day's daily game left unfinished in this run or in its
    /// save, which is not resumed (its day is over). The save's notices go
    /// in `lines`.
    fn next_session(
        &mut self,
        progress: Option<&mut Progress>,
        (to_daily, today): (bool, Date),
        (style, mode): (CellStyle, InputMode),
        lines: &mut Vec<Announcement>,
    ) -> (Session, Opening, Option<Date>) {
        let parked = self.parked.take();
        let mut left_day = parked
            .as_ref()
            .filter(|_| to_daily)
            .and_then(|session| left_unfinished(session.record(), session.classic(), today));
        let parked = parked.filter(|session| {
            !to_daily
                || session
                    .record()
                    .is_some_and(|record| record.origin == Origin::Daily(today))
        });
        if let Some(session) = parked {
            return (session, Opening::Resumed, left_day);
        }
        let saved = progress.and_then(|progress| {
            let (saved, notices) = progress.resume();
            lines.extend(notices);
            saved
        });
        if let Some(saved) = saved.as_ref().filter(|_| to_daily) {
            left_day = left_day.or(left_unfinished(
                saved.record.as_ref(),
                Some(&saved.game),
                today,
            ));
        }
        let id = self.next_id();
        let (session, how) = if to_daily {
            daily_session(today, saved, id, style, mode)
        } else {
            ordinary_session(saved, self.fresh_seed, id, style, mode)
        };
        (session, how, left_day)
    }
}

/// The day of a daily game (its `record` and `game`) of another day than
/// `today`, left unfinished.
fn left_unfinished(record: Option<&GameRecord>, game: Option<&Game>, today: Date) -> Option<Date> {
    match record?.origin {
        Origin::Daily(day) if day != today && game.is_some_and(|game| !game.is_over()) => Some(day),
        _ => None,
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
    use crate::play::games::classic_game::new_record;

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
