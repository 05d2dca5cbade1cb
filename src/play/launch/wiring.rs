//! Wiring a chosen game to its outputs: speech started without waiting
//! for it, the terminal taken when keys are read at one, the sink the
//! lines go to, sound, the hint and the coach by the clock, the player's
//! files, what a person at a terminal meets (answers fitted to its width,
//! the tutorial's offer, each sound of the sounds lesson alone), then the
//! input (see `inputs.rs`). Chooses no game: it is handed the session.

use std::sync::Arc;
use std::time::Instant;

use crate::analysis::search;
use crate::braille::tty_path::TtyEnvironment;
use crate::cli::PlayArgs;
use crate::engine::Board;
use crate::error::AppError;
use crate::hint_threads::HINT_THREADS;
use crate::play::controller::{CoachParts, Parts};
use crate::play::environment::Environment;
use crate::play::outputs::SoundOutput;
use crate::play::outputs::{LineSink, OutputFailure, Stdout};
use crate::play::session::{Opening, Session};
use crate::settings::Choices;
use crate::sound::SoundSettings;
use crate::speech::{FallbackVoice, Speaker};
use crate::storage::NetworkOnDemand;
use crate::terminal::{InputSource, RawMode};

use crate::play::launch::inputs::input;
use crate::play::launch::speech_start::start_speech;
use crate::play::launch::start::Start;

/// A game wired: its controller's parts with every output, where its
/// commands come from, the terminal it took, and the watch on standard
/// output.
pub(super) struct Wired {
    pub(super) parts: Parts,
    pub(super) input: Box<dyn InputSource>,
    pub(super) terminal: Option<RawMode>,
    pub(super) output_failure: Option<OutputFailure>,
}

/// Wires `session`, opening as `opening`, in `environment` with what
/// `start` read: speech, the terminal (when `interactive` keys are read at
/// one the game may take), the lines' sink, the controller's parts (its
/// hints and coach reading `network` when they first need it) and the
/// input.
pub(super) fn wire(
    args: &PlayArgs,
    environment: Environment,
    start: Start,
    session: Session,
    opening: Opening,
    interactive: bool,
    network: Option<Arc<NetworkOnDemand>>,
) -> Result<Wired, AppError> {
    let Environment {
        input_is_terminal,
        output_is_terminal,
        takes_terminal,
        lines,
        speaker,
        input: given_input,
        sound_device,
        braille,
        keeps_progress: _,
        hint_network: _,
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
    let wiring = Wiring {
        opening,
        sound_device,
        fallback_voice: !args.player.no_speech && output_is_terminal,
        terminal_width: terminal.is_some(),
        sounds_heard_alone: input_is_terminal,
        network,
    };
    // Where the game runs is read before the sound starts: at the edge of
    // the file-descriptor limit, a file the game opens while the sound
    // library starts may leave that library one short.
    let tty = braille.then(TtyEnvironment::current);
    let parts = wiring.parts(start, session, speaker, sink);
    let (parts, input) = input(parts, given_input, tty, interactive, braille_asked)?;
    Ok(Wired {
        parts,
        input,
        terminal,
        output_failure,
    })
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
    /// The trained network the hints and the coach share, read when they
    /// first need it (none: they keep the heuristic).
    network: Option<Arc<NetworkOnDemand>>,
}

impl Wiring {
    /// The controller's parts as the game plays: speech, the fallback
    /// voice, sound, the hint and the coach by the clock, the player's
    /// files; then as a person at a terminal meets it: answers fitted to
    /// its width, the tutorial's offer on the very first start, each sound
    /// of the sounds lesson alone.
    fn parts(
        &self,
        start: Start,
        session: Session,
        speaker: Box<dyn Speaker>,
        sink: Box<dyn LineSink>,
    ) -> Parts {
        let sound = sound_settings(&start.chosen);
        let mut parts = Parts::new(session, start.words, speaker, sink);
        parts.hinter = Some(Box::new(hint_within_budget(self.network.clone())));
        parts.coach = Some(CoachParts {
            judge: Box::new(hint_within_budget(self.network.clone())),
            ready: Box::new(network_ready(self.network.clone())),
            on: start.chosen.coach,
        });
        parts.preferences = Some(start.preferences);
        parts.progress = start.progress;
        parts.tutorial_offer = start.may_offer_tutorial && self.opening == Opening::New;
        let outputs = &mut parts.outputs;
        outputs.speech_off = !start.chosen.speech;
        if self.fallback_voice {
            outputs.fallback = Some(Box::new(FallbackVoice::espeak(start.chosen.rate)));
        }
        outputs.voice = Some(start.voice);
        outputs.sound = sound;
        if self.sound_device {
            outputs.events.push(Box::new(SoundOutput::new(sound)));
        }
        if self.terminal_width {
            outputs.width = Some(Box::new(|| {
                crossterm::terminal::size()
                    .ok()
                    .map(|(columns, _)| usize::from(columns))
            }));
        }
        outputs.sounds_heard_alone = self.sounds_heard_alone;
        parts
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

/// Starts reading `network` for a board the network values, as the coach
/// is turned on: its first verdicts need not fall back to the heuristic.
fn network_ready(network: Option<Arc<NetworkOnDemand>>) -> impl Fn(&Board) + Send + 'static {
    move |board| {
        if let Some(network) = network.as_ref().filter(|_| search::may_use_network(board)) {
            // Starts the reading; what it holds is the searches' to take.
            let _ = network.network();
        }
    }
}

/// The hint search, answering within the default budget by the clock. A
/// 4×4 board is valued by `network` once it has been read; the first such
/// search starts reading it, and until it is read the heuristic answers.
fn hint_within_budget(
    network: Option<Arc<NetworkOnDemand>>,
) -> impl Fn(&Board, f64) -> Option<search::Suggestion> + Send + 'static {
    move |board, four_chance| {
        let mut deadline = search::Deadline::new(Instant::now(), search::DEFAULT_BUDGET);
        let held = network
            .as_ref()
            .filter(|_| search::may_use_network(board))
            .and_then(|network| network.network());
        let evaluation = held
            .as_deref()
            .map_or(search::Evaluation::Heuristic, search::Evaluation::Network);
        search::analyse(board, four_chance, HINT_THREADS, evaluation, &mut || {
            deadline.is_up(Instant::now())
        })
    }
}
