//! Helpers shared by the integration tests: a game set up by the library's
//! own launch, as the binary sets it up (so expected lines are derived
//! from the library, never typed in), the one builder that runs the built
//! binary ([`Binary`]), checks
//! for plain output, and the rule that end-to-end tools must be present
//! unless a test run explicitly opts out, and a small seeded generator for
//! random test boards.
#![allow(dead_code)]

pub mod binary;
#[cfg(unix)]
pub mod capture_speechd;
#[cfg(unix)]
pub mod cold_desktop;
pub mod espeak;
pub mod espeak_speechd;
#[cfg(unix)]
pub mod game_script;
pub mod line_game;
pub mod played_to_end;
pub mod private_speechd;
pub mod pulse_null_sink;
pub mod reader_sequence;
#[cfg(unix)]
pub mod real_time_speechd;
pub mod records;
pub mod reopened_store;
#[cfg(unix)]
pub mod screen_reader;
pub mod shell;
pub mod slide_news;
pub mod sound_lesson;
#[cfg(unix)]
pub mod speech_stall;
pub mod speechd_log;
pub mod tmux;

pub use binary::Binary;

use std::path::PathBuf;
use std::process::{Command as Process, Stdio};

use accessible_2048::cli::PlayArgs;
use accessible_2048::engine::{Board, Game, GameConfig, Pcg32};
use accessible_2048::file_options::FilesOptions;
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{Announcement, CellStyle, Message};
use accessible_2048::play::{
    Collected, Command, Controller, Environment, Flow, InputMode, Launch, Opening, Parts, setup,
};
use accessible_2048::player_options::PlayerOptions;
use accessible_2048::speech::{Recorder, Speaker, Spoken};
use accessible_2048::terminal::{Input, InputSource, command_for_line};

/// The game binary Cargo built for these tests (the release one under
/// `cargo test --release`).
pub fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_accessible-2048"))
}

/// The English words, as the binary uses them with `LANG=C`.
pub fn words() -> Localizer {
    Localizer::new(&LOCALES[0])
}

/// One message in English.
pub fn say(message: Message) -> String {
    words().line(&Announcement::one(message))
}

/// A notice that speech is unavailable or stopped (`notice`), as the game
/// says it in `mode`: with how to start speech again.
pub fn speech_notice(notice: Message, mode: accessible_2048::play::InputMode) -> String {
    let again = match mode {
        accessible_2048::play::InputMode::Keys => "speech-again-keys",
        accessible_2048::play::InputMode::Lines => "speech-again-lines",
    };
    say_all(vec![notice, Message::new(again)])
}

/// The start of the "speech is unavailable" line, before its reason.
pub fn speech_unavailable_head() -> String {
    let line = say(Message::new("speech-unavailable").list("reason", vec![]));
    line.split('(').next().unwrap_or(&line).trim().to_string()
}

/// Whether `part` appears in `whole` in order (not necessarily together).
pub fn in_order(part: &[String], whole: &[String]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|p| rest.any(|w| w == p))
}

/// The lines of `with` that `without` does not print (their common head
/// and tail taken away): the answer to what `with` typed beyond `without`.
pub fn lines_added(without: &[String], with: &[String]) -> Vec<String> {
    let head = without.iter().zip(with).take_while(|(a, b)| a == b).count();
    let tail = without[head..]
        .iter()
        .rev()
        .zip(with[head..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    with[head..with.len() - tail].to_vec()
}

/// Several messages as one English line.
pub fn say_all(parts: Vec<Message>) -> String {
    words().line(&Announcement::new(parts))
}

/// A game from a seed or from a position, as `--seed` and `--board` make it.
pub fn game(position: Option<&str>, seed: u64, config: GameConfig) -> (Game, Opening) {
    let rng = Pcg32::from_seed(seed);
    match position {
        Some(text) => {
            let board = Board::parse(text).expect("test position parses");
            (
                Game::from_board(config, board, rng).expect("test config is valid"),
                Opening::FromPosition,
            )
        }
        None => (
            Game::new(config, rng).expect("test config is valid"),
            Opening::New,
        ),
    }
}

/// What one command produced: the new printed lines, what the speaker got
/// for them, and whether to go on.
#[derive(Debug)]
pub struct Answer {
    pub printed: Vec<String>,
    pub spoken: Vec<Spoken>,
    pub flow: Flow,
}

/// A game set up by the library's own launch, as the binary sets it up
/// (with its preferences in a directory of its own; no progress kept), with a
/// recording speaker, a collecting sink, no terminal taken and no audio
/// device.
pub struct Rig {
    pub controller: Controller,
    pub printed: Collected,
    pub spoken: Recorder,
    /// The game's preferences directory, kept while the game is.
    pub data_dir: tempfile::TempDir,
}

/// An input that has ended: a rig's commands are sent by the test.
struct NoInput;

impl InputSource for NoInput {
    fn next(&mut self, _wait: std::time::Duration) -> Input {
        Input::End
    }
}

impl Rig {
    /// A rig around the game `--board` (when `position` is given), `--seed`
    /// and the config make, without the opening line.
    pub fn bare(
        position: Option<&str>,
        seed: u64,
        config: GameConfig,
        mode: InputMode,
        style: CellStyle,
    ) -> Rig {
        let speaker = Recorder::new();
        Rig::with_speaker(
            position,
            seed,
            config,
            mode,
            style,
            Box::new(speaker.clone()),
            speaker,
        )
    }

    /// A rig with any speaker; `spoken` is the recorder to read (unused if
    /// the speaker is not that recorder).
    pub fn with_speaker(
        position: Option<&str>,
        seed: u64,
        config: GameConfig,
        mode: InputMode,
        style: CellStyle,
        speaker: Box<dyn Speaker>,
        spoken: Recorder,
    ) -> Rig {
        let data_dir = tempfile::TempDir::new().expect("a data directory");
        // Past the very first start: the tests are about something else
        // than the tutorial's offer, as the binary's are.
        past_first_start(data_dir.path());
        let args = PlayArgs {
            board: position.map(str::to_string),
            seed: Some(seed),
            size: Some(config.size),
            four_chance: Some(config.four_chance),
            player: PlayerOptions {
                say_empty: style.say_empty,
                line_mode: mode == InputMode::Lines,
                files: FilesOptions {
                    lang: Some(LOCALES[0].id.to_string()),
                    data_dir: Some(data_dir.path().to_path_buf()),
                    ..FilesOptions::default()
                },
                ..PlayerOptions::default()
            },
            ..PlayArgs::default()
        };
        let printed = Collected::default();
        let environment = Environment::for_tests(
            mode == InputMode::Keys,
            Box::new(printed.clone()),
            speaker,
            Box::new(NoInput),
        );
        let launched = setup(Launch::Ordinary(args), environment).expect("the rig's game sets up");
        Rig {
            controller: launched.controller,
            printed,
            spoken,
            data_dir,
        }
    }

    /// The rig's game in a controller made anew of its parts, as `edit`
    /// sets them (the English words, the rig's recorder as the speaker and
    /// its sink; no files kept).
    pub fn rebuilt(self, edit: impl FnOnce(&mut Parts)) -> Rig {
        let speaker = Box::new(self.spoken.clone());
        self.rebuilt_speaking(speaker, edit)
    }

    /// [`Rig::rebuilt`] with `speaker` as the speaker.
    pub fn rebuilt_speaking(self, speaker: Box<dyn Speaker>, edit: impl FnOnce(&mut Parts)) -> Rig {
        let mut parts = Parts::new(
            self.controller.session().clone(),
            Localizer::new(&LOCALES[0]),
            speaker,
            Box::new(self.printed.clone()),
        );
        edit(&mut parts);
        Rig {
            controller: Controller::new(parts),
            ..self
        }
    }

    /// The binary's start: the game as the options make it, its opening line
    /// announced.
    pub fn opened(position: Option<&str>, seed: u64, mode: InputMode) -> Rig {
        let opening = match position {
            Some(_) => Opening::FromPosition,
            None => Opening::New,
        };
        let mut rig = Rig::bare(
            position,
            seed,
            GameConfig::default(),
            mode,
            CellStyle::default(),
        );
        let lines = rig.controller.session().greeting(opening);
        rig.controller.outputs().announce(&lines);
        rig
    }

    /// Sends one command and returns what it added.
    pub fn send(&mut self, command: Command) -> Answer {
        let printed_before = self.printed.lines().len();
        let spoken_before = self.spoken.spoken().len();
        let flow = self.controller.handle(command);
        Answer {
            printed: self.printed.lines()[printed_before..].to_vec(),
            spoken: self.spoken.spoken()[spoken_before..].to_vec(),
            flow,
        }
    }

    /// Everything printed so far.
    pub fn transcript(&self) -> Vec<String> {
        self.printed.lines()
    }

    /// The position text of the board now.
    pub fn position(&self) -> String {
        self.controller.session().board().to_position()
    }
}

/// The lines the binary prints in line mode for `script`, derived by
/// playing the same seed (or position) through the library: the opening,
/// then each line's answers until a command quits.
pub fn expected_line_mode(position: Option<&str>, seed: u64, script: &[&str]) -> Vec<String> {
    let mut rig = Rig::opened(position, seed, InputMode::Lines);
    for line in script {
        if rig.controller.handle(command_for_line(line)) == Flow::Quit {
            break;
        }
    }
    rig.transcript()
}

/// Fails if `text` holds an escape sequence or a control character other
/// than the line ends a plain line may have.
#[track_caller]
pub fn assert_plain(text: &str, what: &str) {
    for (i, c) in text.char_indices() {
        let allowed = c == '\n' || c == '\r';
        assert!(
            allowed || !c.is_control(),
            "{what}: control character {c:?} at byte {i} in:\n{text}"
        );
    }
}

/// Whether a program can be run (it answers `--version` or `-V`).
pub fn have(program: &str, version_flag: &str) -> bool {
    Process::new(program)
        .arg(version_flag)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// Whether an end-to-end suite may run: true when `program` is installed;
/// false when it is missing and `opt_out` is set (the test is then
/// skipped, saying so); a failure with a clear message when it is missing
/// and nobody opted out, so CI never skips silently.
#[track_caller]
pub fn require(program: &str, version_flag: &str, opt_out: &str, package: &str) -> bool {
    if have(program, version_flag) {
        return true;
    }
    if std::env::var_os(opt_out).is_some_and(|v| !v.is_empty()) {
        eprintln!("skipped: {program} is not installed and {opt_out} is set");
        return false;
    }
    panic!(
        "{program} is needed for this end-to-end test: install the {package} package \
         (apt-get install {package}), or set {opt_out}=1 to skip it knowingly"
    );
}

/// What a finished run of the binary left.
#[derive(Debug, Default)]
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// Whether the binary exited with 0.
    pub fn success(&self) -> bool {
        self.code == Some(0)
    }

    pub fn lines(&self) -> Vec<String> {
        self.stdout.lines().map(str::to_string).collect()
    }
}

/// How long any one run of the binary may take before the test fails.
pub const RUN_DEADLINE: std::time::Duration = std::time::Duration::from_secs(60);

/// A command for the binary as [`Binary::game`] pins it, for a test that
/// sets more on it before [`run_with_input`].
pub fn game_command(args: &[&str], data_dir: &std::path::Path) -> Process {
    Binary::game(args, data_dir).command()
}

/// Makes `config_dir` (a game's preferences directory; with `--data-dir`
/// alone, that data directory) one whose very first start is past: the
/// tutorial was offered, so a test about something else in a terminal
/// starts with the opening alone.
pub fn past_first_start(config_dir: &std::path::Path) {
    std::fs::create_dir_all(config_dir).expect("the preferences directory");
    std::fs::write(
        config_dir.join("settings.toml"),
        "version = 1\ntutorial_offered = true\n",
    )
    .expect("write the preferences");
}

/// Runs `command` with `input` on its standard input (then closed), as
/// [`Binary::run`] runs it.
#[track_caller]
pub fn run_with_input(command: Process, input: &[u8]) -> Run {
    Binary::wrapping(command).stdin(input).run()
}

/// SplitMix64: a small generator for random test boards, separate from the
/// engine's.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (which must not be 0).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }
}
