//! A real console screen reader: the release binary (under `cargo test
//! --release`, with `--no-speech` and `--no-sound`) runs under yasr inside a private tmux
//! server, and yasr speaks through a private speech-dispatcher (its own
//! `HOME`, `XDG_RUNTIME_DIR` and config; TCP on a free loopback port, since
//! yasr talks to speech-dispatcher over TCP) whose `sd_generic` module
//! appends every utterance to a file, one per line (audio goes to ALSA's
//! `null` device). yasr reads `~/.yasr.conf` from a temporary `HOME`: the
//! system's `/etc/yasr/yasr.conf` with the port changed.
//!
//! yasr does not read the first bytes written after a key press when they
//! are the key's own bytes (it takes them for the echo): Right ends in `C`,
//! so "C1, 0" was read "1, 0"; S gave "core". The test presses arrows,
//! Shift+arrows and S, whose answers start with the last byte of the key
//! (Right into column C, Down into column B, Up into column A, S), and
//! checks that yasr reads every answer whole: each answer the library gives
//! for the same keys is one utterance, word for word, in order.
//!
//! A second test plays the shared long sequence (`common::reader_sequence`,
//! 48 keys in a 24-row terminal, so most answers come after the screen is
//! full and scroll it): everything yasr says between a key and the next is
//! that key's answer, line by line, whole and alone.
//!
//! The game outlives yasr on its own (it holds yasr's pty master, so it
//! never sees a hang-up): the reader ends it, and its process group, by the
//! pid the game's script recorded, and the test checks it is gone.
//!
//! yasr, tmux and speech-dispatcher must be installed; set
//! `ACCESSIBLE_2048_SKIP_YASR=1` to skip knowingly where they cannot be.

mod common;

use std::ops::Deref;
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::thread::sleep;

use accessible_2048::command::{CursorMove, GameAction, Reading};
use accessible_2048::engine::Direction;
use accessible_2048::play::{Command, InputMode};
use common::Rig;
use common::capture_speechd::Listen;
use common::game_script;
use common::reader_sequence::{self, KEYS, ROWS};
use common::screen_reader::{DEADLINE, Harness, SETTLE, Setup};
use common::shell::shell_quote;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_YASR";
/// The system's yasr configuration (the Debian package installs it).
const SYSTEM_CONFIG: &str = "/etc/yasr/yasr.conf";

/// yasr in the shared reader harness: its configuration pointed at the
/// capturing daemon (over TCP), the game's script as its program.
struct Reader(Harness);

impl Deref for Reader {
    type Target = Harness;
    fn deref(&self) -> &Harness {
        &self.0
    }
}

impl Reader {
    fn start(game_args: &[String], rows: u16) -> Reader {
        let setup = Setup::new(true, game_args);
        let Listen::Tcp(port) = setup.speechd.listen else {
            unreachable!("asked for TCP")
        };

        // yasr's own configuration, pointed at this daemon.
        let system = std::fs::read_to_string(SYSTEM_CONFIG)
            .unwrap_or_else(|e| panic!("{SYSTEM_CONFIG} (from the yasr package): {e}"));
        let mut found_port = false;
        let config: Vec<String> = system
            .lines()
            .map(|line| {
                if line.starts_with("synthesizer port=") {
                    found_port = true;
                    format!("synthesizer port=127.0.0.1:{port}")
                } else if line.starts_with("synthesizer=") {
                    "synthesizer=speech dispatcher".to_string()
                } else {
                    line.to_string()
                }
            })
            .collect();
        assert!(
            found_port,
            "{SYSTEM_CONFIG} has no 'synthesizer port=' line"
        );
        std::fs::write(setup.home.join(".yasr.conf"), config.join("\n") + "\n").expect("yasr.conf");

        // yasr runs its program with execl: a path, no arguments.
        let run = format!(
            "env HOME={home} yasr {script}",
            home = shell_quote(&setup.home.to_string_lossy()),
            script = shell_quote(&setup.game.path.to_string_lossy()),
        );
        Reader(setup.start(&run, rows))
    }

    /// Waits until `line` is on the screen and yasr has said everything
    /// in `expected`, in order.
    #[track_caller]
    fn wait_for(&self, line: &str, expected: &[String]) {
        let (ready, screen) = self.poll(|screen, spoken| {
            Harness::shows(screen, line) && common::in_order(expected, spoken)
        });
        assert!(
            ready,
            "waited {DEADLINE:?} for {line:?} and yasr to say {expected:#?}; screen:\n{screen}\n\
             yasr said: {:#?}\n{}",
            self.spoken(),
            self.logs()
        );
    }

    fn logs(&self) -> String {
        self.speechd.logs()
    }

    /// What yasr said from utterance `from` on, once the pane shows `last`
    /// and that is `lines` (or the deadline has passed).
    fn said_after(&self, from: usize, last: &str, lines: &[String]) -> Vec<String> {
        let mut said = Vec::new();
        self.poll(|screen, spoken| {
            said = spoken.iter().skip(from).cloned().collect();
            Harness::shows(screen, last) && said == lines
        });
        said
    }
}

/// Whether yasr, tmux and speech-dispatcher are here; fails with a message
/// naming the package when one is missing, unless the run opted out.
fn tools_here() -> bool {
    // yasr has no version flag: look for it on the PATH (running it with a
    // bad flag would try to reach a speech server first).
    let yasr = Process::new("sh")
        .args(["-c", "command -v yasr"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        && Path::new(SYSTEM_CONFIG).exists();
    if !yasr {
        if std::env::var_os(OPT_OUT).is_some_and(|v| !v.is_empty()) {
            eprintln!("skipped: yasr is not installed and {OPT_OUT} is set");
            return false;
        }
        panic!(
            "yasr is needed for this end-to-end test: install the yasr package \
             (apt-get install yasr), or set {OPT_OUT}=1 to skip it knowingly"
        );
    }
    common::require("tmux", "-V", OPT_OUT, "tmux")
        && common::require("speech-dispatcher", "-v", OPT_OUT, "speech-dispatcher")
}

#[test]
fn yasr_reads_every_answer_whole() {
    if !tools_here() {
        return;
    }
    use Direction::{Down, Left, Right, Up};
    // (tmux key, command): answers that start with the key's last byte —
    // Right (…C) into column C, Down (…B) into column B, Up (…A) into
    // column A, S into "Score" — and slides by Shift+arrow.
    let keys: [(&str, Command); 16] = [
        ("Right", Command::Cursor(CursorMove::Step(Right))),
        ("Right", Command::Cursor(CursorMove::Step(Right))),
        ("Left", Command::Cursor(CursorMove::Step(Left))),
        ("Down", Command::Cursor(CursorMove::Step(Down))),
        ("Down", Command::Cursor(CursorMove::Step(Down))),
        ("Up", Command::Cursor(CursorMove::Step(Up))),
        ("Left", Command::Cursor(CursorMove::Step(Left))),
        ("Up", Command::Cursor(CursorMove::Step(Up))),
        ("S", Command::Read(Reading::Score)),
        ("S-Left", Command::Game(GameAction::Slide(Left))),
        ("S-Down", Command::Game(GameAction::Slide(Down))),
        ("S-Right", Command::Game(GameAction::Slide(Right))),
        ("S-Up", Command::Game(GameAction::Slide(Up))),
        ("s", Command::Read(Reading::Score)),
        ("Right", Command::Cursor(CursorMove::Step(Right))),
        ("Right", Command::Cursor(CursorMove::Step(Right))),
    ];
    let mut rig = Rig::opened(
        Some(reader_sequence::BOARD),
        reader_sequence::SEED,
        InputMode::Keys,
    );
    let opening = rig.transcript();
    let reader = Reader::start(&reader_sequence::game_args(), 40);
    let mut expected: Vec<String> = opening.clone();
    reader.wait_for(&opening[0], &expected);
    for (key, command) in keys {
        let answer = rig.send(command).printed;
        expected.extend(answer.iter().cloned());
        reader.tmux.run(&["send-keys", key]);
        reader.wait_for(answer.last().expect("every key is answered"), &expected);
    }
    // yasr read each answer line whole, as one utterance, and nothing else:
    // no line cut at its start, no "blank" for an empty row.
    let spoken = reader.spoken();
    assert_eq!(
        spoken, expected,
        "what yasr said, and what the game printed"
    );
    // Nothing the test started outlives it, the game under yasr included.
    let game = reader.game.pid().expect("the game's script wrote its pid");
    assert!(
        game_script::is_the_game(game),
        "the game {game} is running under yasr"
    );
    drop(reader);
    assert!(
        !game_script::is_the_game(game),
        "the game {game} outlived the test"
    );
}

#[test]
fn yasr_reads_a_long_game_past_a_full_screen_one_answer_at_a_time() {
    if !tools_here() {
        return;
    }
    let expected = reader_sequence::answers();
    assert!(
        reader_sequence::line_count(&expected) > 2 * usize::from(ROWS),
        "the sequence runs past a full screen"
    );
    let reader = Reader::start(&reader_sequence::game_args(), ROWS);
    let opening = reader.said_after(
        0,
        expected.opening.last().expect("an opening"),
        &expected.opening,
    );
    assert_eq!(
        opening,
        expected.opening,
        "yasr's reading of the opening\n{}",
        reader.logs()
    );
    let mut heard = Vec::new();
    for (key, answer) in KEYS.iter().zip(&expected.answers) {
        let from = reader.spoken().len();
        reader.tmux.run(&["send-keys", key.tmux]);
        let last = answer.last().expect("every key is answered");
        let said = reader.said_after(from, last, answer);
        let wrong = said != *answer;
        heard.push(said);
        if wrong {
            // One answer missed: the rest would only wait out the deadline.
            break;
        }
    }
    // Nothing more comes after the last answer.
    let before = reader.spoken().len();
    sleep(SETTLE);
    if let Some(said) = heard.last_mut() {
        said.extend(reader.spoken().into_iter().skip(before));
    }
    let wrong = reader_sequence::mismatches(&expected, &heard);
    assert!(
        wrong.is_empty(),
        "answers yasr did not say whole and alone (key number, key, printed, said): \
         {wrong:#?}\nscreen:\n{}\n{}",
        reader.tmux.capture(),
        reader.logs()
    );
}
