//! Starting a game from the command line: check the options, choose the
//! language, start speech without waiting for it, pick keys or lines, and
//! run the loop until the player quits, input ends or a signal arrives.
//!
//! This is the edge where the clock, the environment, entropy for unseeded
//! games and the terminal come in; everything it calls is handed them.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use unic_langid::LanguageIdentifier;

use crate::analysis::search;
use crate::analysis::tilt::puzzle::TiltPuzzle;
use crate::cli::{PlayArgs, Variant};
use crate::engine::{Board, Game, GameConfig, Pcg32};
use crate::error::AppError;
use crate::i18n::{Localizer, choose_language};
use crate::machine::hint_threads;
use crate::narration::{Announcement, CellStyle, Message};
use crate::speech::{Silent, Speaker};
use crate::storage::SavedGame;
use crate::terminal::{Input, InputSource, Keys, Lines, RawMode, StopFlag};

use super::controller::{Controller, Flow};
use super::output::Stdout;
use super::progress::Progress;
use super::session::{InputMode, Opening, Session};
use crate::command::Command;

/// How long the loop waits for input before looking at signals and speech.
const TICK: Duration = Duration::from_millis(100);
/// The stream the seeds of later new games come from.
const NEW_GAME_STREAM: u64 = 0x5eed;

/// Plays a game as the arguments say.
pub fn play(args: &PlayArgs) -> Result<(), AppError> {
    let defaults = GameConfig::default();
    let config = GameConfig {
        size: args.size.unwrap_or(defaults.size),
        four_chance: args.four_chance.unwrap_or(defaults.four_chance),
    };
    config
        .validate()
        .map_err(|e| AppError::usage(format!("bad option: {e}")))?;
    let board = match &args.board {
        Some(text) => {
            Some(Board::parse(text).map_err(|e| AppError::usage(format!("bad --board: {e}")))?)
        }
        None => None,
    };
    if board.is_some() && args.variant == Variant::Tilt {
        return Err(AppError::usage(
            "--board does not go with --variant tilt: puzzles are generated from --seed",
        ));
    }
    let rate = args.rate.unwrap_or(50);
    if rate > 100 {
        return Err(AppError::usage(format!(
            "bad --rate: {rate} is not a speech rate from 0 to 100"
        )));
    }
    if let Some(lang) = &args.lang
        && lang.parse::<LanguageIdentifier>().is_err()
    {
        return Err(AppError::usage(format!(
            "bad --lang: '{lang}' is not a language identifier (like en-US, de or pt-BR)"
        )));
    }

    let choice = choose_language(args.lang.as_deref(), |name| std::env::var(name).ok());
    let words = Localizer::new(choice.locale);
    let mut notices: Vec<Announcement> = Vec::new();
    if let Some(requested) = choice.unsupported {
        notices.push(
            Message::new("language-fallback")
                .text("requested", requested)
                .into(),
        );
    }

    let (mut progress, lines) = Progress::open(args.data_dir.as_deref());
    notices.extend(lines);
    // A damaged save is set aside (and said) even when a new game is asked for.
    let (saved, lines) = progress.resume();
    notices.extend(lines);

    let interactive = !args.line_mode && std::io::stdin().is_terminal();
    let mode = if interactive {
        InputMode::Keys
    } else {
        InputMode::Lines
    };
    let style = CellStyle {
        say_empty: args.say_empty,
    };
    let (session, opening) = if args.variant == Variant::Tilt {
        let seed = args.seed.unwrap_or_else(rand::random::<u64>);
        let puzzle = TiltPuzzle::generate(seed, config.size)
            .map_err(|e| AppError::usage(format!("bad option: {e}")))?;
        let seeds = Pcg32::new(seed, NEW_GAME_STREAM);
        (Session::puzzles(puzzle, seeds, style, mode), Opening::New)
    } else {
        classic_session(args, config, board, saved, style, mode)?
    };

    // Signals are caught before the terminal is touched, so a signal at any
    // moment leads to the orderly way out.
    let stop = StopFlag::for_signals();
    let speaker = start_speech(args.no_speech, rate);
    // The hint search's tables are built off the main thread, so neither
    // the opening line nor the first hint waits for them.
    let _ = std::thread::Builder::new()
        .name("hint-tables".into())
        .spawn(search::prepare);
    let raw = if interactive {
        Some(
            RawMode::enable()
                .map_err(|e| AppError::failure(format!("cannot set up the terminal: {e}")))?,
        )
    } else {
        None
    };
    let mut controller = Controller::new(
        session,
        words,
        speaker,
        Box::new(Stdout::new(raw.is_some())),
    )
    .with_hinter(Box::new(hint_within_budget))
    .with_progress(progress)
    .with_voice(&choice.voice);
    notices.push(controller.session().opening(opening));
    controller.announce(&notices);

    let mut input: Box<dyn InputSource> = if interactive {
        Box::new(Keys)
    } else {
        Box::new(Lines::stdin())
    };
    loop {
        if stop.raised() {
            break;
        }
        match input.next(TICK) {
            Input::Command(command) => {
                if controller.handle(command) == Flow::Quit {
                    break;
                }
            }
            Input::Idle => controller.check_speech(),
            Input::End => {
                if interactive {
                    controller.handle(Command::QuitNow);
                }
                break;
            }
        }
    }
    drop(raw);
    Ok(())
}

/// The classic game: the saved one, unless a new game is asked for (by
/// `--new` or by options that describe a new game), or a new one.
fn classic_session(
    args: &PlayArgs,
    config: GameConfig,
    board: Option<Board>,
    saved: Option<SavedGame>,
    style: CellStyle,
    mode: InputMode,
) -> Result<(Session, Opening), AppError> {
    let new_game_asked = args.new
        || args.board.is_some()
        || args.seed.is_some()
        || args.size.is_some()
        || args.four_chance.is_some();
    if let Some(saved) = saved.filter(|_| !new_game_asked) {
        let seeds = Pcg32::new(rand::random::<u64>(), NEW_GAME_STREAM);
        let session = Session::new(saved.game, saved.seed, seeds, style, mode);
        return Ok((session, Opening::Resumed));
    }
    let seed = args.seed.unwrap_or_else(rand::random::<u64>);
    let rng = Pcg32::from_seed(seed);
    let (game, opening) = match board {
        Some(board) => (Game::from_board(config, board, rng), Opening::FromPosition),
        None => (Game::new(config, rng), Opening::New),
    };
    let game = game.map_err(|e| AppError::usage(format!("bad option: {e}")))?;
    let seeds = Pcg32::new(seed, NEW_GAME_STREAM);
    Ok((Session::new(game, Some(seed), seeds, style, mode), opening))
}

/// The hint search, answering within the default budget by the clock.
fn hint_within_budget(board: &Board, four_chance: f64) -> Option<search::Suggestion> {
    let deadline = Instant::now() + search::search_time(search::DEFAULT_BUDGET);
    search::analyse(board, four_chance, hint_threads(), &mut || {
        Instant::now() >= deadline
    })
}

/// Speech as asked: none with `--no-speech`; otherwise the `tts` engine,
/// started on its own thread (the game does not wait for it).
fn start_speech(no_speech: bool, rate: u8) -> Box<dyn Speaker> {
    if no_speech {
        return Box::new(Silent::chosen(rate));
    }
    #[cfg(feature = "speech")]
    {
        Box::new(crate::speech::TtsSpeaker::start(rate))
    }
    #[cfg(not(feature = "speech"))]
    {
        Box::new(Silent::instead_of_speech(
            rate,
            crate::speech::SpeechProblem::NotBuilt,
        ))
    }
}
