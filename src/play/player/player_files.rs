//! What keeps the player's files: the progress (the save, the records and
//! statistics, the daily results, the finished games kept and the shared
//! texts, `play/player/progress.rs`) and the preferences (`play/player/preferences.rs`),
//! each absent where nothing is kept (a replay keeps no progress; a test's
//! game may keep neither). After each answer of the game it keeps what the
//! answer changed, and writes a game's shareable text where it is asked.
//! Says what could not be kept as announcements; knows nothing of the
//! modes, speech or the terminal.

use crate::engine::{Date, Game, GameRecord, Origin, RecordError, replay};
use crate::i18n::Localizer;
use crate::narration::{self, Announcement};
use crate::settings::Preferences;
use crate::shared_game::shared_text;

use crate::play::game_change::GameChange;
use crate::play::player::preferences::Remembered;
use crate::play::player::progress::Progress;
use crate::play::session::Session;

/// The player's files, where the game keeps them.
#[derive(Default)]
pub struct PlayerFiles {
    pub progress: Option<Progress>,
    pub preferences: Option<Remembered>,
}

impl PlayerFiles {
    /// Saves a change in the preferences; a line if it cannot be saved.
    pub fn remember(&mut self, edit: impl Fn(&mut Preferences)) -> Vec<Announcement> {
        self.preferences
            .as_mut()
            .map(|preferences| preferences.change(edit))
            .unwrap_or_default()
    }

    /// Keeps the tutorial's offer as made: a flag the player never set,
    /// kept without a word, in the preferences or else in the data
    /// directory.
    pub fn keep_offer_made(&mut self) {
        let kept = self
            .preferences
            .as_mut()
            .is_some_and(|p| p.change_quietly(|p| p.tutorial_offered = Some(true)));
        if !kept && let Some(progress) = self.progress.as_mut() {
            progress.mark_tutorial_offered();
        }
    }

    /// Writes a recorded game's shareable text (the result in `words`, one
    /// fact a line, and the code) in the data directory, kept as the day's
    /// practice if `practice`: the line that says so, with the score
    /// unless `ended` (the game over said it); or why not (a game too long
    /// for a code is told so).
    pub fn share(
        &self,
        record: &GameRecord,
        practice: bool,
        ended: bool,
        words: &Localizer,
    ) -> Announcement {
        let Ok(game) = replay(record) else {
            return narration::share_no_record();
        };
        let Ok(text) = shared_text(words, &game) else {
            return match crate::share::encode(record) {
                Err(RecordError::TooLong { .. }) => narration::share_too_long(),
                _ => narration::share_no_record(),
            };
        };
        match self.progress.as_ref() {
            None => narration::share_no_dir(),
            Some(progress) => match progress.write_shared_text(record.origin, practice, &text) {
                Ok(_) if ended => narration::daily_shared(),
                Ok(_) => narration::share_written(game.game().score()),
                Err(Some(_)) => narration::share_not_written(),
                Err(None) => narration::share_no_dir(),
            },
        }
    }

    /// Whether everything the game was to keep was kept.
    pub fn kept_all(&self) -> bool {
        self.progress.as_ref().is_none_or(Progress::kept_all)
    }

    /// Keeps the game at hand after the session's answer that made
    /// `change`: the save or the records, the game left or finished kept.
    /// What could not be kept goes in `lines`, before the goodbye when the
    /// player quits (they may switch the machine off once the game has
    /// said it). Returns the day of a daily game that ended and whether
    /// that day had a result before.
    pub fn keep(
        &mut self,
        change: &GameChange,
        session: &mut Session,
        lines: &mut Vec<Announcement>,
    ) -> Option<(Date, bool)> {
        let mut leaving = Vec::new();
        let quit = matches!(change, GameChange::Quit(_));
        let left_record = session.take_left_record();
        let mut daily_result = None;
        if let (Some(progress), Some(game)) = (self.progress.as_mut(), session.classic()) {
            let left = change.left();
            if let Some((abandoned, id)) = left.and_then(|left| left.abandoned.as_ref()) {
                lines.extend(progress.abandoned(abandoned, *id));
            } else if let Some((score, highest)) = change.unfinished() {
                leaving.extend(progress.left(score, highest));
            }
            if quit {
                // What is unkept is said whole just below, without
                // "playing on".
                leaving.clear();
            }
            let id = session.game_id();
            if let Some(record) = &left_record {
                lines.extend(progress.keep_finished(record, true));
            }
            // A daily game quit unfinished resumes at the next start: it is
            // kept once it ends.
            let daily = session
                .record()
                .is_some_and(|record| matches!(record.origin, Origin::Daily(_)));
            if let (true, Some(record)) = (
                quit && change.unfinished().is_some() && !daily,
                session.record(),
            ) {
                let _ = progress.keep_finished(record, false);
            }
            if *change == GameChange::Ended {
                let ended = Ended {
                    game,
                    id,
                    record: session.record(),
                    day: session.daily_day(),
                };
                daily_result = keep_ended(progress, ended, lines);
            } else if change.changed() {
                lines.extend(progress.save(game, session.game_seed(), id, session.record()));
            }
        }
        if quit {
            let game = session.unfinished().and(session.classic()).cloned();
            if let Some(progress) = self.progress.as_mut() {
                leaving.extend(progress.leaving(
                    game.as_ref(),
                    session.game_seed(),
                    session.game_id(),
                    session.record(),
                ));
            }
            lines.splice(0..0, leaving);
        } else {
            lines.extend(leaving);
        }
        daily_result
    }
}

/// A game that ended: `game`, known by `id`, with its `record`, and the
/// day of a daily game (its record's, or the day of one that lost it).
struct Ended<'a> {
    game: &'a Game,
    id: u64,
    record: Option<&'a GameRecord>,
    day: Option<Date>,
}

/// Keeps a game that ended: the finished game and a daily game's result
/// are kept before the records count it and its save goes, so a kill
/// between any two writes leaves a daily game either finished and counted
/// once, or unfinished and resumable; a daily game whose record was lost
/// keeps its result (its score) all the same. Returns the daily game's
/// day and whether that day had a result before; what could not be kept
/// goes in `lines`.
fn keep_ended(
    progress: &mut Progress,
    ended: Ended,
    lines: &mut Vec<Announcement>,
) -> Option<(Date, bool)> {
    let day = ended.day;
    let had_result = day.is_some_and(|date| progress.daily_score(date).is_some());
    match (ended.record, day) {
        (Some(record), _) => lines.extend(progress.keep_finished(record, true)),
        (None, Some(date)) => lines.extend(progress.keep_day_result(date, ended.game.score())),
        (None, None) => {}
    }
    let result_unkept =
        day.is_some_and(|date| progress.recording() && progress.daily_score(date).is_none());
    lines.extend(progress.ended(ended.game, ended.id, result_unkept));
    day.map(|date| (date, had_result))
}
