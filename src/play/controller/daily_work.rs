//! The daily mode, the game's mode where today's daily game stands beside
//! the ordinary one, and the share key: switching between the
//! ordinary game and today's daily game (each saved in its own file, the
//! one left kept as it was, neither counted as abandoned), the daily game's
//! opening line, its result when it ends, and the shareable text of the
//! game at hand written to a file of the data directory, its place said.
//! The code is written, never said. Today's day is read from the clock the
//! launch hands in, each time the daily game is asked for: after midnight
//! (UTC) key 0 opens the new day's game and says that the earlier day's,
//! if unfinished, is left so; a clock that tells no day is said wrong.

use crate::clock::WrongClock;
use crate::command::{Command, GameAction};
use crate::engine::{Date, Game, GameRecord, Origin, RecordError, replay};
use crate::narration::CellStyle;
use crate::narration::{self, Announcement};
use crate::play::daily_slot::{DailySlot, daily_session, ordinary_session};
use crate::play::input_mode::InputMode;
use crate::play::progress::Progress;
use crate::play::session::{Opening, Session};
use crate::shared_game::shared_text;
use crate::storage::daily_statistics;

use super::{Controller, Flow};

impl Controller {
    /// The daily mode's answer: key 0 switches between the ordinary and the
    /// daily game; every other command is the game's.
    pub(super) fn daily_answer(&mut self, command: Command) -> Flow {
        match command {
            Command::Game(GameAction::Daily) => self.switch_daily(),
            Command::Game(GameAction::Slide(_) | GameAction::Undo) => match self.day_closed() {
                Some(line) => {
                    self.out.announce(&[line]);
                    Flow::Continue
                }
                None => self.game_answer(command),
            },
            Command::Game(
                GameAction::Hint | GameAction::Partner | GameAction::NewGame | GameAction::Share,
            )
            | Command::Cursor(_)
            | Command::Read(_)
            | Command::Setting(_)
            | Command::Lesson(_)
            | Command::Replay(_)
            | Command::Help(_)
            | Command::Repeat
            | Command::Silence
            | Command::Quit
            | Command::QuitNow
            | Command::Yes
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => self.game_answer(command),
        }
    }

    /// Key 0 where no daily game stands beside the game (a tilt puzzle): a
    /// question waiting for yes is answered no, else it is refused.
    pub(super) fn no_daily(&mut self) -> Flow {
        if let Some(response) = self.session.decline() {
            return self.answered(None, response);
        }
        self.out.announce(&[narration::daily_not_here()]);
        Flow::Continue
    }

    /// The line that says which daily game is at hand and whether it was
    /// finished, when the daily game is at hand; for practice, one short
    /// line that says so and the day's result, so the tiles come soon.
    pub(super) fn daily_opening(&self) -> Option<Announcement> {
        if let Some(practice) = self.practice_line() {
            return Some(practice);
        }
        let slot = self.modes.daily().filter(|slot| slot.in_daily)?;
        let today = slot.today?;
        let finished = self.files.daily_score(today);
        Some(narration::daily_opening(today, finished))
    }

    /// The day of the daily game at hand, if it is practice: the day has a
    /// result already, kept by another game (its first finished one).
    pub(super) fn practice_day(&self) -> Option<Date> {
        let slot = self.modes.daily().filter(|slot| slot.in_daily)?;
        let date = self.session.daily_day()?;
        (self.files.daily_score(date).is_some() && slot.result_by != Some(self.session.game_id()))
            .then_some(date)
    }

    /// The line that says the game at hand is the day's game, over for
    /// good: its end kept the day's result, which nothing replaces (no
    /// undo, no slide; `/` shares that result), and how to go back.
    pub(super) fn day_closed(&self) -> Option<Announcement> {
        let slot = self.modes.daily().filter(|slot| slot.in_daily)?;
        let date = self.session.daily_day()?;
        let over = self.session.classic().is_some_and(Game::is_over);
        if !over || slot.result_by != Some(self.session.game_id()) {
            return None;
        }
        self.files.daily_score(date)?;
        Some(narration::daily_final(
            self.session.mode() == InputMode::Lines,
        ))
    }

    /// The line that says the daily game at hand is practice, when it is.
    pub(super) fn practice_line(&self) -> Option<Announcement> {
        let date = self.practice_day()?;
        let score = self.files.daily_score(date)?;
        Some(narration::daily_practice(score))
    }

    /// A daily game's end kept the day's result (`had_result`: the day
    /// had one before): that game is the day's, not practice.
    pub(super) fn note_daily_result(&mut self, date: Date, had_result: bool, id: u64) {
        let kept = self.files.daily_score(date).is_some();
        if let (false, true, Some(slot)) = (had_result, kept, self.modes.daily_mut()) {
            slot.result_by = Some(id);
        }
    }

    /// The daily games' line of the statistics, once a daily result is
    /// kept.
    pub(super) fn daily_statistics(&self) -> Option<Announcement> {
        let today = self.modes.daily()?.today?;
        let results = self.files.progress.as_ref()?.daily_results();
        if results.is_empty() {
            return None;
        }
        Some(narration::daily_statistics_line(&daily_statistics(
            &results, today,
        )))
    }

    /// Key 0, `daily`: to today's daily game (resumed, or begun), or from
    /// it back to the ordinary game; the answer says where the player now
    /// is. A question waiting for yes is answered no first.
    pub(super) fn switch_daily(&mut self) -> Flow {
        if let Some(response) = self.session.decline() {
            return self.answered(None, response);
        }
        let (Some(slot), Some(_)) = (self.modes.daily_mut(), self.session.classic()) else {
            self.out.announce(&[narration::daily_not_here()]);
            return Flow::Continue;
        };
        let to_daily = !slot.in_daily;
        let today = match day_asked(slot) {
            Ok(today) => today,
            Err(line) => {
                self.out.announce(&[line]);
                return Flow::Continue;
            }
        };
        let look = (self.session.style(), self.session.mode());
        let verbosity = self.session.verbosity();
        let mut lines = Vec::new();
        // The game at hand is in its save already (saved after every
        // change); the other save is the one read and written from now on.
        if let Some(progress) = self.files.progress.as_mut() {
            // The game left still counts for the best score and highest
            // tile, as a game quit does.
            if let Some((score, highest)) = self.session.unfinished() {
                lines.extend(progress.left(score, highest));
            }
            progress.use_daily_save(to_daily);
        }
        let (session, how, left_day) = next_session(
            slot,
            self.files.progress.as_mut(),
            (to_daily, today),
            look,
            &mut lines,
        );
        let session = session.with_verbosity(verbosity);
        let left = std::mem::replace(&mut self.session, session);
        slot.parked = Some(left);
        slot.in_daily = to_daily;
        self.advice.coach.new_game();
        if let (Some(progress), Some(game)) = (self.files.progress.as_mut(), self.session.classic())
        {
            if how == Opening::New {
                lines.extend(progress.save(
                    game,
                    self.session.game_seed(),
                    self.session.game_id(),
                    self.session.record(),
                ));
            } else {
                progress.resumed_at(game.moves());
            }
        }
        lines.extend(left_day.map(narration::daily_left_unfinished));
        match self.daily_opening() {
            Some(opening) => lines.push(opening),
            None => lines.push(narration::daily_back()),
        }
        lines.push(self.session.opening(how));
        self.out.announce(&lines);
        Flow::Continue
    }

    /// Key /, `share`: the shareable text of the game at hand written to
    /// a file; the answer says its score and that it is in the data folder.
    pub(super) fn share(&mut self) -> Flow {
        if let Some(response) = self.session.decline() {
            return self.answered(None, response);
        }
        let lines = match self.session.record().cloned() {
            Some(record) => self.shared(&record, false),
            None if self.session.record_lost() => vec![narration::share_record_lost()],
            None => vec![narration::share_no_record()],
        };
        self.out.announce(&lines);
        Flow::Continue
    }

    /// The daily game at hand ended: its shareable text written, said in
    /// a few words after the game over (which said the score).
    pub(super) fn daily_ended(&mut self) -> Vec<Announcement> {
        match self.session.record().cloned() {
            Some(record) if matches!(record.origin, Origin::Daily(_)) => self.shared(&record, true),
            _ => Vec::new(),
        }
    }

    /// A recorded game's shareable text (the result, one fact a line, and
    /// the code) written in the data directory; the answer is one short
    /// line: the score unless `ended` (the game over said it), and that the
    /// text is in the data folder.
    fn shared(&mut self, record: &GameRecord, ended: bool) -> Vec<Announcement> {
        let Ok(game) = replay(record) else {
            return vec![narration::share_no_record()];
        };
        let Ok(text) = shared_text(self.out.words(), &game) else {
            // Why not: a game too long for a code is told so.
            return vec![match crate::share::encode(record) {
                Err(RecordError::TooLong { .. }) => narration::share_too_long(),
                _ => narration::share_no_record(),
            }];
        };
        let practice = self.practice_day().is_some();
        let line = match self.files.progress.as_ref() {
            None => narration::share_no_dir(),
            Some(progress) => match progress.write_shared_text(record.origin, practice, &text) {
                Ok(_) if ended => narration::daily_shared(),
                Ok(_) => narration::share_written(game.game().score()),
                Err(Some(_)) => narration::share_not_written(),
                Err(None) => narration::share_no_dir(),
            },
        };
        vec![line]
    }
}

/// The day key 0 works with: when it asks for the daily game, today as
/// the clock tells it as the key is pressed (the game may have started
/// before midnight), kept in the slot; when it leaves the daily game, that
/// game's day. A clock that tells no day gives the line that says it is
/// wrong.
fn day_asked(slot: &mut DailySlot) -> Result<Date, Announcement> {
    if let (true, Some(today)) = (slot.in_daily, slot.today) {
        return Ok(today);
    }
    let today = (slot.clock)()
        .map_err(|wrong| narration::daily_clock_wrong(wrong == WrongClock::Before1970))?;
    slot.today = Some(today);
    Ok(today)
}

/// The game key 0 leads to (`to_daily`, of `today`), the parked one or
/// else the one saved (or a new one), how it opens, and the day of an
/// earlier day's daily game left unfinished in this run or in its save,
/// which is not resumed (its day is over). The save's notices go in
/// `lines`.
fn next_session(
    slot: &mut DailySlot,
    progress: Option<&mut Progress>,
    (to_daily, today): (bool, Date),
    (style, mode): (CellStyle, InputMode),
    lines: &mut Vec<Announcement>,
) -> (Session, Opening, Option<Date>) {
    let parked = slot.parked.take();
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
    let id = slot.next_id();
    let (session, how) = if to_daily {
        daily_session(today, saved, id, style, mode)
    } else {
        ordinary_session(saved, slot.fresh_seed, id, style, mode)
    };
    (session, how, left_day)
}

/// The day of a daily game (its `record` and `game`) of another day than
/// `today`, left unfinished.
fn left_unfinished(record: Option<&GameRecord>, game: Option<&Game>, today: Date) -> Option<Date> {
    match record?.origin {
        Origin::Daily(day) if day != today && game.is_some_and(|game| !game.is_over()) => Some(day),
        _ => None,
    }
}
