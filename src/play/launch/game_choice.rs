//! Choosing the game a launch opens: the saved game read (the daily
//! game's own save for the daily game; a new classic game asked for
//! replaces it), then the session on the table (tilt puzzles, the day's
//! daily game, the classic game saved or new, or a replay's opening
//! position), put in its save at once when it is new; and the daily game
//! kept beside an ordinary classic game. Reads entropy (unseeded games,
//! game identifiers) and the clock it is handed; no terminal, no outputs.

use crate::analysis::tilt::puzzle::TiltPuzzle;
use crate::cli::{PlayArgs, Variant};
use crate::engine::{Board, Game, GameConfig, Pcg32};
use crate::error::AppError;
use crate::narration::CellStyle;
use crate::play::daily_slot::{DailySlot, daily_session};
use crate::play::environment::Clock;
use crate::play::games::classic_game::ClassicGame;
use crate::play::games::replay::Replay;
use crate::play::session::{InputMode, Opening, Session};
use crate::settings::Choices;
use crate::storage::SavedGame;

use crate::play::launch::kind::Opens;
use crate::play::launch::start::Start;

/// The stream the seeds of later new games come from.
const NEW_GAME_STREAM: u64 = 0x5eed;
/// The stream the identifiers of later new games come from.
const GAME_ID_STREAM: u64 = 0x1d;

/// The session `opens` asks for and how it opens, for a game of these
/// rules and starting position (`checked`); its saves are read and
/// written through `start`'s files, and what they say is added to its
/// notices.
pub(super) fn chosen_session(
    start: &mut Start,
    args: &PlayArgs,
    checked: (GameConfig, Option<Board>),
    opens: &Opens,
    interactive: bool,
) -> Result<(Session, Opening), AppError> {
    let (mode, style) = mode_and_style(&start.chosen, interactive);
    let verbosity = start.chosen.verbosity.unwrap_or_default();
    let today = match opens {
        Opens::Replay(replay) => {
            let session = replay_session(replay, style, mode);
            return Ok((session.with_verbosity(verbosity), Opening::New));
        }
        Opens::Daily(day) => Some(*day),
        Opens::Ordinary => None,
    };
    let (saved, mut replaced_save) = read_save(start, args, today.is_some());
    let (session, opening) = if args.variant == Variant::Tilt {
        let seed = args.seed.unwrap_or_else(rand::random::<u64>);
        let puzzle = TiltPuzzle::generate(seed, checked.0.size)
            .map_err(|e| AppError::usage(format!("bad option: {e}")))?;
        let seeds = Pcg32::new(seed, NEW_GAME_STREAM);
        (Session::puzzles(puzzle, seeds, style, mode), Opening::New)
    } else if let Some(today) = today {
        let (session, opening) = daily_session(today, saved, rand::random(), style, mode);
        // A new daily game is in its save at once, so `daily --share`
        // finds it.
        replaced_save |= opening == Opening::New;
        (session, opening)
    } else {
        classic_session(args, checked, saved, style, mode)?
    };
    let session = session.with_verbosity(verbosity);
    keep_opened(start, &session, opening, replaced_save);
    Ok((session, opening))
}

/// The daily game beside the game opened, for key 0: a classic game has
/// it (not tilt puzzles, a lesson or a replay), at hand when the daily
/// game is the one opened. Today is the day opened, or what `clock` tells
/// now (read again at each switch).
pub(super) fn daily_slot(
    args: &PlayArgs,
    opens: &Opens,
    lesson: bool,
    clock: Clock,
) -> Option<DailySlot> {
    if args.variant != Variant::Classic || lesson {
        return None;
    }
    let (today, in_daily) = match opens {
        Opens::Replay(_) => return None,
        // A day the clock cannot tell now is read again when key 0 asks
        // for the daily game.
        Opens::Ordinary => (clock().ok(), false),
        Opens::Daily(day) => (Some(*day), true),
    };
    Some(DailySlot::new(today, in_daily, rand::random(), clock))
}

/// Reads the saved game (the daily game's own save when `daily`); a new
/// classic game asked for replaces it. Whether the save is replaced.
fn read_save(start: &mut Start, args: &PlayArgs, daily: bool) -> (Option<SavedGame>, bool) {
    let Some(progress) = start.progress.as_mut() else {
        return (None, false);
    };
    // The daily game has its save of its own.
    if daily {
        progress.use_daily_save(true);
    }
    // A damaged save is set aside (and said) even when a new game is
    // asked for.
    let (mut saved, lines) = progress.resume();
    start.notices.extend(lines);
    // A save of an older release gets its game's identifier at once, so
    // that game is counted once whatever happens next.
    if let Some(saved) = saved.as_mut()
        && saved.id.is_none()
    {
        let id = rand::random::<u64>();
        saved.id = Some(id);
        start
            .notices
            .extend(progress.save(&saved.game, saved.seed, id, saved.record.as_ref()));
    }
    // A saved game that a new classic game replaces still counts for the
    // records, and as a game played (it may have been left by `kill -9`
    // or a power cut); then the new game takes its place in the save at
    // once, so the old one is never resumed and counted again. Counted
    // by its identifier, a game killed between the two writes is
    // counted once.
    if args.variant != Variant::Tilt
        && new_game_asked(args)
        && let Some(replaced) = saved.take()
    {
        if replaced.game.moves() > 0 && !replaced.game.is_over() {
            let id = replaced.id.unwrap_or_else(rand::random::<u64>);
            start.notices.extend(progress.abandoned(&replaced.game, id));
        }
        return (None, true);
    }
    (saved, false)
}

/// A new game is in the save at once (replacing a saved one or not), so a
/// game left before its first slide is resumed as it opened; a resumed
/// game counts its moves from where it resumed.
fn keep_opened(start: &mut Start, session: &Session, opening: Opening, replaced_save: bool) {
    let (Some(progress), Some(game)) = (start.progress.as_mut(), session.classic()) else {
        return;
    };
    if replaced_save || opening != Opening::Resumed {
        start.notices.extend(progress.save(
            game,
            session.game_seed(),
            session.game_id(),
            session.record(),
        ));
    }
    if opening == Opening::Resumed {
        progress.resumed_at(game.moves());
    }
}

/// How the player's commands come (keys or lines) and how cells are
/// said (a word or zero for an empty one).
fn mode_and_style(chosen: &Choices, interactive: bool) -> (InputMode, CellStyle) {
    let mode = if interactive {
        InputMode::Keys
    } else {
        InputMode::Lines
    };
    let style = CellStyle {
        say_empty: chosen.say_empty,
    };
    (mode, style)
}

/// The session that shows a replay: its opening position, with no record.
fn replay_session(replay: &Replay, style: CellStyle, mode: InputMode) -> Session {
    let seeds = Pcg32::new(replay.seed(), NEW_GAME_STREAM);
    Session::new(
        replay.game().clone(),
        Some(replay.seed()),
        seeds,
        style,
        mode,
    )
}

/// The classic game: the saved one, unless a new game is asked for (by
/// `--new` or by options that describe a new game), or a new one.
fn classic_session(
    args: &PlayArgs,
    (config, board): (GameConfig, Option<Board>),
    saved: Option<SavedGame>,
    style: CellStyle,
    mode: InputMode,
) -> Result<(Session, Opening), AppError> {
    // Game identifiers always come from entropy: two games of one seed
    // are two games.
    let ids = Pcg32::new(rand::random::<u64>(), GAME_ID_STREAM);
    if let Some(saved) = saved.filter(|_| !new_game_asked(args)) {
        let seeds = Pcg32::new(rand::random::<u64>(), NEW_GAME_STREAM);
        let id = saved.id.unwrap_or_else(rand::random::<u64>);
        let lost = saved.record_damage.is_some();
        let game = ClassicGame::with_record(saved.game, saved.record);
        let session = Session::new(game, saved.seed, seeds, style, mode)
            .with_game_id(id, ids)
            .with_record_lost(lost);
        return Ok((session, Opening::Resumed));
    }
    let seed = args.seed.unwrap_or_else(rand::random::<u64>);
    // A game from a seed is recorded from its start; one from a position
    // has no record.
    let (game, opening) = match board {
        Some(board) => (
            Game::from_board(config, board, Pcg32::from_seed(seed)).map(ClassicGame::from),
            Opening::FromPosition,
        ),
        None => (ClassicGame::from_seed(seed, config), Opening::New),
    };
    let game = game.map_err(|e| AppError::usage(format!("bad option: {e}")))?;
    let seeds = Pcg32::new(seed, NEW_GAME_STREAM);
    let session =
        Session::new(game, Some(seed), seeds, style, mode).with_game_id(rand::random::<u64>(), ids);
    Ok((session, opening))
}

/// Whether the options ask for a new game instead of the saved one: `--new`,
/// or options that describe a new game.
fn new_game_asked(args: &PlayArgs) -> bool {
    args.new
        || args.board.is_some()
        || args.seed.is_some()
        || args.size.is_some()
        || args.four_chance.is_some()
}
