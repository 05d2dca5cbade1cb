//! Starting a game from the command line, one way for the binary and the
//! tests: `setup` checks the options, reads the player's preferences (flags
//! override them for this game), chooses the language, starts speech
//! without waiting for it, picks keys or lines and wires the controller;
//! `run` is the loop until the player quits, input ends or a signal
//! arrives; `play` is the binary's whole game, `play_daily` the same for
//! today's daily game (`setup_daily`).
//!
//! This is the edge where the clock (today's day among it), entropy (for
//! unseeded games and for every game's identifier), the signals and the
//! terminal come in, and
//! where the [`Environment`] (standard input and output, speech, sound,
//! the player's files) is turned into outputs; everything it calls is
//! handed them. It never answers a command itself.

use std::path::Path;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::analysis::search;
use crate::analysis::tilt::puzzle::TiltPuzzle;
use crate::braille::Display;
use crate::braille::tty_path::TtyEnvironment;
use crate::cli::{PlayArgs, Variant};
use crate::engine::{Board, Date, Game, GameConfig, Pcg32};
use crate::error::AppError;
use crate::hint_threads::HINT_THREADS;
use crate::i18n::{Localizer, check_language_tag, choose_language_here};
use crate::narration::{self, Announcement, CellStyle, Message};
use crate::sound::SoundSettings;
use crate::speech::{FallbackVoice, Silent, Speaker};
use crate::storage::sync_pending;
use crate::storage::{NetworkLoad, SavedGame};
use crate::terminal::{
    Input, InputSource, Keys, Lines, RawMode, SignalFlag, StopFlag, Suspension, WithBraille,
    close_inherited_masters, ignore_file_size_signal, stop_process,
};

use super::braille_output::BrailleOutput;
use super::controller::{Controller, Flow};
use super::daily_slot::{DailySlot, daily_session};
use super::environment::Environment;
use super::output::{LineSink, OutputFailure, Stdout};
use super::preferences::Remembered;
use super::progress::Progress;
use super::replay::Replay;
use super::session::{InputMode, Opening, Session, new_record};
use super::sound_output::SoundOutput;
use crate::command::Command;
use crate::settings::{Choices, Flags, preferences_dir};

/// How long the loop waits for input before looking at signals and speech.
const TICK: Duration = Duration::from_millis(100);
/// How often the loop looks whether a sound has ended while its words wait.
const HELD_LOOK: Duration = Duration::from_millis(5);
/// The longest the game waits, after its opening lines, to know whether
/// the sound output opened.
const OUTPUTS_SETTLE: Duration = Duration::from_secs(2);
/// The longest line-by-line play waits for the coach's verdict (its search
/// stops within the hint budget; this leaves room for a loaded machine).
const COACH_WAIT: Duration = Duration::from_secs(2);
/// The longest the game waits, as it starts or as braille is turned on,
/// for a braille server to answer (one that never does is given up on).
const BRAILLE_OPEN_WAIT: Duration = Duration::from_secs(2);
/// The stream the seeds of later new games come from.
const NEW_GAME_STREAM: u64 = 0x5eed;
/// The stream the identifiers of later new games come from.
const GAME_ID_STREAM: u64 = 0x1d;

/// Plays a game as the arguments say: sets it up, runs the loop, and says
/// how it ended.
pub fn play(args: &PlayArgs) -> Result<(), AppError> {
    // Signals are caught before the terminal is touched, so a signal at any
    // moment leads to the orderly way out; and a terminal whose owner dies
    // hangs up, as the game holds no copy of its master side.
    let signals = Signals::catch();
    let mut game = setup(args, Environment::here())?;
    game.open();
    game.load_network(args);
    let input_failure = run(&mut game, &signals);
    game.finish(input_failure)
}

/// Plays today's daily game (the day read from the clock here): sets it
/// up, runs the loop, and says how it ended.
pub fn play_daily(args: &PlayArgs) -> Result<(), AppError> {
    let signals = Signals::catch();
    let today = crate::subcommands::share::today()?;
    let mut game = setup_daily(args, Environment::here(), today)?;
    game.open();
    game.load_network(args);
    let input_failure = run(&mut game, &signals);
    game.finish(input_failure)
}

/// Which game a launch starts: the ordinary one, or today's daily game.
#[derive(Debug, Clone, Copy)]
struct Day {
    /// Today's UTC day, if the clock could tell it at the start (key 0
    /// reads it again).
    today: Option<Date>,
    /// Whether the daily game starts (else the ordinary game).
    daily: bool,
}

/// A game ready to play: its controller, where its commands come from, and
/// what the opening and the way out need.
pub struct Launched {
    /// The game's controller, wired with every output.
    pub controller: Controller,
    /// Where the commands come from.
    pub input: Box<dyn InputSource>,
    /// Whether keys are read (not lines).
    pub interactive: bool,
    lesson: Option<Command>,
    notices: Vec<Announcement>,
    opening: Opening,
    terminal: Option<RawMode>,
    output_failure: Option<OutputFailure>,
    /// The hint network being read on a thread of its own, until it is.
    network: Option<JoinHandle<NetworkLoad>>,
}

/// Sets up the game the arguments ask for in `environment`: checks the
/// options, opens the player's files, chooses the language, starts speech
/// without waiting for it, takes the terminal (when reading keys at one),
/// and wires the controller. Says nothing yet: [`Launched::open`] does.
pub fn setup(args: &PlayArgs, environment: Environment) -> Result<Launched, AppError> {
    // A day the clock cannot tell now is read again when key 0 asks for
    // the daily game.
    let today = (environment.clock)().ok();
    setup_as(
        args,
        environment,
        Day {
            today,
            daily: false,
        },
        None,
    )
}

/// Sets up today's daily game (`today`, read at the edge), as [`setup`]
/// sets up the ordinary one.
pub fn setup_daily(
    args: &PlayArgs,
    environment: Environment,
    today: Date,
) -> Result<Launched, AppError> {
    setup_as(
        args,
        environment,
        Day {
            today: Some(today),
            daily: true,
        },
        None,
    )
}

/// Sets up the replay of a finished game, as [`setup`] sets up a game
/// (the same outputs, settings and input), at its opening position. It
/// opens no saved game, has no daily game beside it and keeps no
/// progress: the player's game, records and statistics are left as they
/// are.
pub fn setup_replay(
    args: &PlayArgs,
    mut environment: Environment,
    replay: Replay,
) -> Result<Launched, AppError> {
    environment.keeps_progress = false;
    let day = Day {
        today: None,
        daily: false,
    };
    setup_as(args, environment, day, Some(replay))
}

fn setup_as(
    args: &PlayArgs,
    environment: Environment,
    day: Day,
    replay: Option<Replay>,
) -> Result<Launched, AppError> {
    let (config, board) = checked_game(args)?;
    let clock = environment.clock;
    let lesson = lesson_asked(args).filter(|_| replay.is_none());
    let interactive = !args.player.line_mode && environment.input_is_terminal;
    let mut start = Start::open(args, lesson.as_ref(), &environment, day);
    let (session, opening) = match &replay {
        Some(replay) => {
            start.may_offer_tutorial = false;
            (start.replay_session(replay, interactive), Opening::New)
        }
        None => start.session(args, config, board, interactive)?,
    };
    let Environment {
        input_is_terminal,
        output_is_terminal,
        takes_terminal,
        lines,
        speaker,
        input,
        sound_device,
        braille,
        keeps_progress: _,
        clock: _,
    } = environment;
    let braille_asked = start.chosen.braille;
    // A rate goes to the engine only when the player asked for one.
    let speaker = speaker.unwrap_or_else(|| start_speech(args.player.no_speech, start.chosen.rate));
    let terminal = match interactive && takes_terminal {
        true => Some(
            RawMode::enable()
                .map_err(|e| AppError::failure(format!("cannot set up the terminal: {e}")))?,
        ),
        false => None,
    };
    let (sink, output_failure) = line_sink(lines, terminal.is_some());
    let notices = std::mem::take(&mut start.notices);
    let wiring = Wiring {
        opening,
        sound_device,
        fallback_voice: !args.player.no_speech && output_is_terminal,
        terminal_width: terminal.is_some(),
        sounds_heard_alone: input_is_terminal,
    };
    // Where the game runs is read before the sound starts: at the edge of
    // the file-descriptor limit, a file the game opens while the sound
    // library starts may leave that library one short.
    let tty = braille.then(TtyEnvironment::current);
    let mut controller = start.controller(session, speaker, sink, &wiring);
    if let (None, Variant::Classic, None) = (&replay, args.variant, &lesson) {
        let slot = DailySlot::new(day.today, day.daily, rand::random(), clock);
        controller = controller.with_daily(slot);
    }
    if let Some(replay) = replay {
        controller = controller.with_replay(replay);
    }
    let (controller, input) = match input {
        Some(input) => (controller, input),
        None => match tty {
            Some(tty) => with_braille(controller, standard_input(interactive)?, braille_asked, tty),
            None => (
                controller,
                standard_input(interactive)? as Box<dyn InputSource>,
            ),
        },
    };
    Ok(Launched {
        controller,
        input,
        interactive,
        lesson,
        notices,
        opening,
        terminal,
        output_failure,
        network: None,
    })
}

impl Launched {
    /// Starts reading the hint engine's trained network, once the opening
    /// has been said, on a thread of its own: nothing waits for it, and a
    /// hint asked before it is ready is searched with the heuristic. A
    /// missing or refused file leaves the heuristic in place.
    pub fn load_network(&mut self, args: &PlayArgs) {
        self.network = crate::storage::load_in_background(args.player.files.data_dir.clone());
    }

    /// Once the network has been read: says, once, in one line, that a
    /// file found could not be read (the hints keep the heuristic). Never
    /// waits for the reading.
    pub fn check_network(&mut self) {
        if !self.network.as_ref().is_some_and(JoinHandle::is_finished) {
            return;
        }
        let Some(loading) = self.network.take() else {
            return;
        };
        match loading.join() {
            Ok(NetworkLoad::Loaded { .. } | NetworkLoad::Absent) => {}
            Ok(NetworkLoad::Refused { .. }) | Err(_) => {
                self.controller.notice(&narration::network_refused());
            }
        }
    }

    /// Says the opening, or starts the lesson asked for, and settles the
    /// outputs (and, read line by line, speech) before the first answer.
    pub fn open(&mut self) {
        // A game its terminal started (from the applications menu) waits
        // for the window's focus, so that the screen reader hears the
        // opening.
        if self.terminal.is_some() {
            crate::terminal::wait_for_window_focus(crate::terminal::FOCUS_LIMIT);
        }
        let notices = std::mem::take(&mut self.notices);
        let controller = &mut self.controller;
        match self.lesson.take() {
            Some(command) => {
                // Whether sound can be heard is known before the lesson
                // says so.
                controller.settle_outputs(OUTPUTS_SETTLE);
                controller.start_lesson(notices, command);
            }
            None => {
                controller.greet(notices, self.opening, Instant::now());
                // Whether sound works is said before the first answer, the
                // same in every run (opening the output takes milliseconds;
                // a device that hangs is waited for no longer than this).
                controller.settle_outputs(OUTPUTS_SETTLE);
            }
        }
        // Read line by line (a script, a pipe), whether speech works is
        // said there too; keys are never kept waiting for speech.
        if !self.interactive {
            controller.settle_speech(crate::speech::START_TIMEOUT);
        }
    }

    /// Ends the game in order (the terminal first: the shell may take it
    /// back at once; then speech, sound and the output's last line, and
    /// the saves to the disk), and says what failed, if anything did.
    pub fn finish(self, input_failure: Option<String>) -> Result<(), AppError> {
        let kept_all = self.controller.kept_all();
        drop(self.input);
        drop(self.terminal);
        // The game is saved after every change.
        drop(self.controller);
        sync_pending();
        if let Some(reason) = input_failure {
            return Err(AppError::failure(format!(
                "cannot read the input: {reason}"
            )));
        }
        if let Some(reason) = self.output_failure.and_then(|failure| failure.reason()) {
            return Err(AppError::failure(format!(
                "cannot write the output: {reason}"
            )));
        }
        if !kept_all {
            return Err(AppError::failure(
                "progress not fully saved: the last lines say what was lost",
            ));
        }
        Ok(())
    }
}

/// The lines' sink: the one given, or standard output (raw-mode aware),
/// whose failure is then watched.
fn line_sink(
    given: Option<Box<dyn LineSink>>,
    raw: bool,
) -> (Box<dyn LineSink>, Option<OutputFailure>) {
    match given {
        Some(sink) => (sink, None),
        None => {
            let stdout = Stdout::new(raw);
            let failure = stdout.failure();
            (Box::new(stdout), Some(failure))
        }
    }
}

/// The braille display as an output, its keys merged with `source`: opened
/// at once when the player asked for braille (`asked`: the flag or the
/// preference; why it cannot be had is then said once), or where it is on
/// by default (the Linux console, a window under X) if a display answers
/// there, silently if none does. Turned off, it is still there for
/// `braille on`.
fn with_braille(
    controller: Controller,
    source: Box<dyn InputSource + Send>,
    asked: Option<bool>,
    tty: TtyEnvironment,
) -> (Controller, Box<dyn InputSource>) {
    let (keys, pressed) = mpsc::channel();
    let path = tty.path();
    let mut output = BrailleOutput::new(
        keys,
        std::sync::Arc::new(move || Display::open_within(None, &path, BRAILLE_OPEN_WAIT)),
    );
    if asked == Some(true) || tty.braille_by_default() {
        let _ = output.open(asked == Some(true));
    }
    let input: Box<dyn InputSource> = match WithBraille::merge(source, pressed) {
        Ok(merged) => Box::new(merged),
        Err(source) => source,
    };
    (controller.with_output(Box::new(output)), input)
}

/// Standard input: keys from the terminal, or lines read on their own
/// thread.
fn standard_input(interactive: bool) -> Result<Box<dyn InputSource + Send>, AppError> {
    if interactive {
        return Ok(Box::new(Keys));
    }
    let lines = Lines::try_stdin().map_err(|e| {
        AppError::failure(format!("cannot start the thread that reads the input: {e}"))
    })?;
    Ok(Box::new(lines))
}

/// The game's size and odds (each checked as the command line is read)
/// and its starting position, checked.
fn checked_game(args: &PlayArgs) -> Result<(GameConfig, Option<Board>), AppError> {
    let defaults = GameConfig::default();
    let config = GameConfig {
        size: args.size.unwrap_or(defaults.size),
        four_chance: args.four_chance.unwrap_or(defaults.four_chance),
    };
    let board = match &args.board {
        Some(text) => {
            Some(Board::parse(text).map_err(|e| AppError::usage(format!("bad --board: {e}")))?)
        }
        None => None,
    };
    // An empty board would never end (no move changes it, so no tile comes).
    if board
        .as_ref()
        .is_some_and(|board| board.highest_exponent() == 0)
    {
        return Err(AppError::usage(
            "bad --board: no tiles; a game starts from at least one",
        ));
    }
    if board.is_some() && args.variant == Variant::Tilt {
        return Err(AppError::usage(
            "--board does not go with --variant tilt: puzzles are generated from --seed",
        ));
    }
    if let Some(lang) = &args.player.files.lang {
        check_language_tag(lang).map_err(AppError::usage)?;
    }
    Ok((config, board))
}

/// The lesson the command line starts straight into, if any.
fn lesson_asked(args: &PlayArgs) -> Option<Command> {
    if args.practice_sounds {
        Some(Command::Lesson(crate::command::LessonCommand::Sounds))
    } else if args.tutorial {
        Some(Command::Lesson(crate::command::LessonCommand::Tutorial))
    } else {
        None
    }
}

/// What the game starts from: the player's files, choices and language,
/// and the notices to say before the opening.
struct Start {
    progress: Option<Progress>,
    preferences: Remembered,
    chosen: Choices,
    voice: String,
    words: Localizer,
    notices: Vec<Announcement>,
    may_offer_tutorial: bool,
    saved: Option<SavedGame>,
    replaced_save: bool,
    day: Day,
}

impl Start {
    /// Opens the data directory and the preferences, chooses the language,
    /// and reads the saved game.
    fn open(
        args: &PlayArgs,
        lesson: Option<&Command>,
        environment: &Environment,
        day: Day,
    ) -> Start {
        // A lesson started from the command line reads and writes no game
        // and no records: the data directory is not opened at all.
        let (progress, progress_notices) = match lesson {
            _ if !environment.keeps_progress => (None, Vec::new()),
            Some(_) => (None, Vec::new()),
            None => {
                let (progress, notices) = Progress::open(args.player.files.data_dir.as_deref());
                (Some(progress), notices)
            }
        };
        // With --data-dir and no --config-dir, every file of the game is
        // kept in that one directory (a portable copy, a test). When another
        // game holds that directory, its preferences file is left alone too.
        let config_dir = preferences_dir(
            args.player.files.config_dir.as_deref(),
            args.player.files.data_dir.as_deref(),
        );
        let shut_out = progress.as_ref().and_then(Progress::shut_out);
        let (mut preferences, mut notices) =
            match (shut_out, config_dir, &args.player.files.data_dir) {
                (Some(problem), Some(config), Some(data)) if same_directory(config, data) => {
                    (Remembered::untouched(problem.clone()), Vec::new())
                }
                _ => Remembered::open(config_dir),
            };
        let flags = flags(args);
        if args.remember {
            notices.extend(preferences.change(|saved| flags.store_in(saved)));
        }
        let chosen = Choices::resolve(&flags, preferences.preferences());
        // The very first start offers the tutorial once: a new classic
        // game, played by a person at a terminal (a script piping its
        // commands is not offered it, and does not use up the offer), with
        // preferences that have never offered it and that this game may
        // write, and no mark in the data directory that it was offered
        // (kept there when the preferences cannot be written).
        let may_offer_tutorial = lesson.is_none()
            && args.variant != Variant::Tilt
            && shut_out.is_none()
            && environment.input_is_terminal
            && preferences.preferences().tutorial_offered != Some(true)
            && !progress.as_ref().is_some_and(Progress::tutorial_offered);
        let choice = choose_language_here(chosen.language.as_deref());
        let words = Localizer::new(choice.locale).with_powers(chosen.powers);
        if let Some(requested) = choice.unsupported {
            notices.push(narration::language_fallback(&requested));
        }
        notices.extend(progress_notices);
        let mut start = Start {
            progress,
            preferences,
            chosen,
            voice: choice.voice,
            words,
            notices,
            may_offer_tutorial,
            saved: None,
            replaced_save: false,
            day,
        };
        start.read_save(args);
        start
    }

    /// Reads the saved game; a new classic game asked for replaces it.
    fn read_save(&mut self, args: &PlayArgs) {
        // The daily game has its save of its own.
        if let (Some(progress), true) = (self.progress.as_mut(), self.day.daily) {
            progress.use_daily_save(true);
        }
        // A damaged save is set aside (and said) even when a new game is
        // asked for.
        let (mut saved, lines) = match self.progress.as_mut() {
            Some(progress) => progress.resume(),
            None => (None, Vec::new()),
        };
        self.notices.extend(lines);
        // A save of an older release gets its game's identifier at once, so
        // that game is counted once whatever happens next.
        if let (Some(progress), Some(saved)) = (self.progress.as_mut(), saved.as_mut())
            && saved.id.is_none()
        {
            let id = rand::random::<u64>();
            saved.id = Some(id);
            self.notices
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
            && let Some(progress) = self.progress.as_mut()
            && let Some(replaced) = saved.take()
        {
            self.replaced_save = true;
            if replaced.game.moves() > 0 && !replaced.game.is_over() {
                let id = replaced.id.unwrap_or_else(rand::random::<u64>);
                self.notices.extend(progress.abandoned(&replaced.game, id));
            }
        }
        self.saved = saved;
    }

    /// The session to play: puzzles, the saved game, or a new one.
    fn session(
        &mut self,
        args: &PlayArgs,
        config: GameConfig,
        board: Option<Board>,
        interactive: bool,
    ) -> Result<(Session, Opening), AppError> {
        let (mode, style) = self.mode_and_style(interactive);
        let (session, opening) = if args.variant == Variant::Tilt {
            let seed = args.seed.unwrap_or_else(rand::random::<u64>);
            let puzzle = TiltPuzzle::generate(seed, config.size)
                .map_err(|e| AppError::usage(format!("bad option: {e}")))?;
            let seeds = Pcg32::new(seed, NEW_GAME_STREAM);
            (Session::puzzles(puzzle, seeds, style, mode), Opening::New)
        } else if let (true, Some(today)) = (self.day.daily, self.day.today) {
            let (session, opening) =
                daily_session(today, self.saved.take(), rand::random(), style, mode);
            // A new daily game is in its save at once, so `daily --share`
            // finds it.
            if opening == Opening::New {
                self.replaced_save = true;
            }
            (session, opening)
        } else {
            classic_session(args, config, board, self.saved.take(), style, mode)?
        };
        let session = session.with_verbosity(self.chosen.verbosity.unwrap_or_default());
        // A new game is in the save at once (replacing a saved one or not),
        // so a game left before its first slide is resumed as it opened.
        if (self.replaced_save || opening != Opening::Resumed)
            && let (Some(progress), Some(game)) = (self.progress.as_mut(), session.classic())
        {
            self.notices.extend(progress.save(
                game,
                session.game_seed(),
                session.game_id(),
                session.record(),
            ));
        }
        if opening == Opening::Resumed
            && let (Some(progress), Some(game)) = (self.progress.as_mut(), session.classic())
        {
            progress.resumed_at(game.moves());
        }
        Ok((session, opening))
    }

    /// How the player's commands come (keys or lines) and how cells are
    /// said (a word or zero for an empty one).
    fn mode_and_style(&self, interactive: bool) -> (InputMode, CellStyle) {
        let mode = if interactive {
            InputMode::Keys
        } else {
            InputMode::Lines
        };
        let style = CellStyle {
            say_empty: self.chosen.say_empty,
        };
        (mode, style)
    }

    /// The session that shows a replay: its opening position, at the
    /// player's verbosity, with no record.
    fn replay_session(&self, replay: &Replay, interactive: bool) -> Session {
        let (mode, style) = self.mode_and_style(interactive);
        let seeds = Pcg32::new(replay.seed(), NEW_GAME_STREAM);
        Session::new(
            replay.game().clone(),
            Some(replay.seed()),
            seeds,
            style,
            mode,
        )
        .with_verbosity(self.chosen.verbosity.unwrap_or_default())
    }

    /// The controller wired as the game plays: speech, the fallback
    /// voice, sound, the hint and the coach by the clock, the player's
    /// files.
    fn controller(
        self,
        session: Session,
        speaker: Box<dyn Speaker>,
        sink: Box<dyn LineSink>,
        wiring: &Wiring,
    ) -> Controller {
        let sound = sound_settings(&self.chosen);
        let mut controller = Controller::new(session, self.words, speaker, sink)
            .with_hinter(Box::new(hint_within_budget))
            .with_coach(Box::new(hint_within_budget), self.chosen.coach)
            .with_preferences(self.preferences)
            .with_speech(self.chosen.speech);
        if wiring.fallback_voice {
            controller =
                controller.with_fallback_voice(Box::new(FallbackVoice::espeak(self.chosen.rate)));
        }
        controller = controller.with_voice(&self.voice).with_sound(sound);
        if wiring.sound_device {
            controller = controller.with_output(Box::new(SoundOutput::new(sound)));
        }
        if let Some(progress) = self.progress {
            controller = controller.with_progress(progress);
        }
        wiring.person(controller, self.may_offer_tutorial)
    }
}

/// How the controller is wired beyond the player's choices: what the
/// environment and the terminal allow.
struct Wiring {
    opening: Opening,
    /// Sound plays through the audio device.
    sound_device: bool,
    /// The voice that says why the game's own speech (the espeak-ng
    /// program) cannot be had: only when that speech was asked for (not
    /// with `--no-speech`, which screen-reader users give) and the lines go
    /// to a terminal, where a player listens; a script or a log reading the
    /// output gets the printed line alone.
    fallback_voice: bool,
    /// Answers fit the terminal's width (keys read at a terminal the game
    /// took).
    terminal_width: bool,
    /// A player at a terminal (keys, or lines typed there) hears each
    /// sound of the sounds lesson alone, its words after it; a script
    /// piping its commands gets every answer at once, as fast as it reads.
    sounds_heard_alone: bool,
}

impl Wiring {
    /// The controller as a person at a terminal meets it: answers fitted
    /// to its width, the tutorial's offer on the very first start, each
    /// sound of the sounds lesson alone.
    fn person(&self, mut controller: Controller, may_offer_tutorial: bool) -> Controller {
        if self.terminal_width {
            controller = controller.with_terminal_width(Box::new(|| {
                crossterm::terminal::size()
                    .ok()
                    .map(|(columns, _)| usize::from(columns))
            }));
        }
        if may_offer_tutorial && self.opening == Opening::New {
            controller = controller.with_tutorial_offer();
        }
        if self.sounds_heard_alone {
            controller = controller.with_sounds_heard_alone();
        }
        controller
    }
}

/// The signals the loop looks at.
pub struct Signals {
    stop: StopFlag,
    continued: SignalFlag,
    suspend: SignalFlag,
}

impl Signals {
    /// Catches the signals the game answers (for the whole process).
    pub fn catch() -> Signals {
        let stop = StopFlag::for_signals();
        close_inherited_masters();
        let continued = SignalFlag::continued();
        let suspend = SignalFlag::suspended();
        ignore_file_size_signal();
        Signals {
            stop,
            continued,
            suspend,
        }
    }

    /// Answers a suspension (the saves reach the disk first: the game may
    /// never be continued) and a continuation (the terminal is set again).
    /// Whether the game is to stop.
    fn look(&self, game: &mut Launched) -> bool {
        if self.stop.raised() {
            return true;
        }
        if self.suspend.take() {
            sync_pending();
            if stop_process() == Suspension::Unavailable {
                let line = Announcement::one(Message::new("suspend-unavailable"));
                game.controller.announce(&[line]);
            }
        }
        if self.continued.take()
            && let Some(raw) = &game.terminal
        {
            raw.reapply();
        }
        false
    }
}

/// The loop: answers each command until the player quits, input ends or a
/// signal stops the game. Returns why the input failed, if it did.
pub fn run(game: &mut Launched, signals: &Signals) -> Option<String> {
    loop {
        if signals.look(game) {
            game.controller.leave();
            return None;
        }
        let controller = &mut game.controller;
        // Words held back for a sound are said when it ends, not a tick later.
        let wait = if controller.holding() {
            HELD_LOOK
        } else {
            TICK
        };
        match game.input.next(wait) {
            Input::Command(command) => {
                if controller.handle(command) == Flow::Quit {
                    return None;
                }
                // Read line by line, the coach's verdict comes before the
                // next line is read, so a script hears it in the same place
                // every run; keys never wait for it.
                if game.interactive {
                    controller.check_coach();
                } else {
                    controller.settle_coach(COACH_WAIT);
                }
            }
            Input::Idle => {
                controller.check_speech();
                controller.check_coach();
                controller.check_saving();
            }
            Input::End => {
                if game.interactive {
                    controller.handle(Command::QuitNow);
                }
                controller.leave();
                return None;
            }
            Input::Failed(reason) => return Some(reason),
        }
        controller.say_due(Instant::now());
        game.check_network();
    }
}

/// Sound as the flags and preferences set it; the game's defaults for the
/// rest.
fn sound_settings(chosen: &Choices) -> SoundSettings {
    let defaults = SoundSettings::default();
    SoundSettings {
        on: chosen.sound.unwrap_or(defaults.on),
        volume: chosen.sound_volume.unwrap_or(defaults.volume),
        music: chosen.music.unwrap_or(defaults.music),
        music_volume: chosen.music_volume.unwrap_or(defaults.music_volume),
    }
}

/// The flags that a preference can also give.
fn flags(args: &PlayArgs) -> Flags {
    Flags {
        language: args.player.files.lang.clone(),
        speech: if args.player.no_speech {
            Some(false)
        } else if args.player.speech {
            Some(true)
        } else {
            None
        },
        rate: args.player.rate,
        say_empty: args.player.say_empty,
        powers: args.player.powers,
        sound: args.player.no_sound.then_some(false),
        verbosity: args.player.verbosity,
        braille: if args.player.no_braille {
            Some(false)
        } else if args.player.braille {
            Some(true)
        } else {
            None
        },
    }
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
    // Game identifiers always come from entropy: two games of one seed
    // are two games.
    let ids = Pcg32::new(rand::random::<u64>(), GAME_ID_STREAM);
    if let Some(saved) = saved.filter(|_| !new_game_asked(args)) {
        let seeds = Pcg32::new(rand::random::<u64>(), NEW_GAME_STREAM);
        let id = saved.id.unwrap_or_else(rand::random::<u64>);
        let session = Session::new(saved.game, saved.seed, seeds, style, mode)
            .with_game_id(id, ids)
            .with_record(saved.record);
        return Ok((session, Opening::Resumed));
    }
    let seed = args.seed.unwrap_or_else(rand::random::<u64>);
    let rng = Pcg32::from_seed(seed);
    let from_seed = board.is_none();
    let (game, opening) = match board {
        Some(board) => (Game::from_board(config, board, rng), Opening::FromPosition),
        None => (Game::new(config, rng), Opening::New),
    };
    let game = game.map_err(|e| AppError::usage(format!("bad option: {e}")))?;
    let seeds = Pcg32::new(seed, NEW_GAME_STREAM);
    // A game from a seed is recorded from its start; one from a position
    // has no record.
    let record = from_seed.then(|| new_record(seed, config)).flatten();
    let session = Session::new(game, Some(seed), seeds, style, mode)
        .with_game_id(rand::random::<u64>(), ids)
        .with_record(record);
    Ok((session, opening))
}

/// Whether two paths name one directory.
fn same_directory(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(a), Ok(b)) if a == b
        )
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

/// The hint search, answering within the default budget by the clock.
fn hint_within_budget(board: &Board, four_chance: f64) -> Option<search::Suggestion> {
    let mut deadline = search::Deadline::new(Instant::now(), search::DEFAULT_BUDGET);
    search::analyse(board, four_chance, HINT_THREADS, &mut || {
        deadline.is_up(Instant::now())
    })
}

/// Speech as asked: none with `--no-speech`; otherwise the speech worker,
/// a child process running this same binary (the game does not wait for
/// it, and nothing it does can end the game).
fn start_speech(no_speech: bool, rate: Option<u8>) -> Box<dyn Speaker> {
    if no_speech {
        return Box::new(Silent::chosen(rate));
    }
    #[cfg(feature = "speech")]
    {
        match std::env::current_exe() {
            Ok(program) => Box::new(crate::speech::WorkerSpeaker::start(&program, rate)),
            Err(error) => Box::new(Silent::instead_of_speech(
                rate,
                crate::speech::SpeechProblem::WorkerNotStarted(error.to_string()),
            )),
        }
    }
    #[cfg(not(feature = "speech"))]
    {
        Box::new(Silent::instead_of_speech(
            rate,
            crate::speech::SpeechProblem::NotBuilt,
        ))
    }
}
