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
//! The game outlives yasr on its own (it holds yasr's pty master, so it
//! never sees a hang-up): the reader ends it, and its process group, by the
//! pid the game's script recorded, and the test checks it is gone.
//!
//! yasr, tmux and speech-dispatcher must be installed; set
//! `ACCESSIBLE_2048_SKIP_YASR=1` to skip knowingly where they cannot be.

mod common;

use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::engine::Direction;
use accessible_2048::play::{Command, InputMode};
use common::Rig;
use common::capture_speechd::{CaptureSpeechd, Listen};
use common::tmux::Tmux;
use tempfile::TempDir;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_YASR";
const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(40);
/// The system's yasr configuration (the Debian package installs it).
const SYSTEM_CONFIG: &str = "/etc/yasr/yasr.conf";
/// Where the game's script writes the game's process id, in the temp dir.
const GAME_PID: &str = "game.pid";
/// How long the game may take to end after a signal.
const GAME_GRACE: Duration = Duration::from_secs(5);

/// Three tiles, so the cursor path meets empty and full cells.
const BOARD: &str = "2 0 0 0/0 0 4 0/0 2 0 0/0 0 0 8";
const SEED: u64 = 11;

fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// yasr in a private tmux server, speaking through a private capturing
/// speech-dispatcher, and the game under yasr (all ended when dropped).
struct Reader {
    /// Before `dir`, so that the server is killed while its socket exists.
    tmux: Tmux,
    dir: TempDir,
    speechd: CaptureSpeechd,
}

impl Reader {
    fn start(game_args: &[&str]) -> Reader {
        let dir = TempDir::new().expect("temp dir");
        let root = dir.path().to_path_buf();
        let home = root.join("home");
        std::fs::create_dir_all(&home).expect("make home");
        let speechd = CaptureSpeechd::start(true);
        let Listen::Tcp(port) = speechd.listen else {
            unreachable!("asked for TCP")
        };
        let reader = Reader {
            tmux: Tmux::new(root.join("tmux.sock")),
            dir,
            speechd,
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
        std::fs::write(home.join(".yasr.conf"), config.join("\n") + "\n").expect("yasr.conf");

        let data = reader.dir.path().join("data");
        let script = reader.dir.path().join("play.sh");
        let args: Vec<String> = game_args.iter().map(|a| shell_quote(a)).collect();
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\necho $$ > {pid}\nexec {bin} --no-speech --no-sound --new --data-dir {data} {args}\n",
                pid = shell_quote(&reader.dir.path().join(GAME_PID).to_string_lossy()),
                bin = shell_quote(&common::binary().to_string_lossy()),
                data = shell_quote(&data.to_string_lossy()),
                args = args.join(" "),
            ),
        )
        .expect("write the script");
        {
            // yasr runs its program with execl: a path, no arguments.
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
                .expect("make the script executable");
        }
        let run = format!(
            "env HOME={home} yasr {script}",
            home = shell_quote(&home.to_string_lossy()),
            script = shell_quote(&script.to_string_lossy()),
        );
        reader
            .tmux
            .run(&["new-session", "-d", "-x", "120", "-y", "40", &run]);
        reader
    }

    /// The utterances yasr sent so far.
    fn spoken(&self) -> Vec<String> {
        self.speechd.spoken()
    }

    /// Waits until `line` is on the screen and yasr has said everything
    /// in `expected`, in order.
    #[track_caller]
    fn wait_for(&self, line: &str, expected: &[String]) {
        let start = Instant::now();
        loop {
            let screen = self.tmux.capture();
            let shown = screen.lines().any(|l| l.trim_end() == line);
            if shown && common::in_order(expected, &self.spoken()) {
                return;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {line:?} and yasr to say {expected:#?}; screen:\n{screen}\n\
                 yasr said: {:#?}\n{}",
                self.spoken(),
                self.logs()
            );
            sleep(POLL);
        }
    }

    fn logs(&self) -> String {
        self.speechd.logs()
    }

    /// The game's process id, once its script has started.
    fn game_pid(&self) -> Option<i32> {
        std::fs::read_to_string(self.dir.path().join(GAME_PID))
            .ok()
            .and_then(|pid| pid.trim().parse().ok())
    }

    /// Ends the game and its process group (yasr made the game a session
    /// leader): TERM, then KILL if it is still there after a while.
    fn end_game(&self) {
        let Some(pid) = self.game_pid().filter(|&pid| is_the_game(pid)) else {
            return;
        };
        for signal in [libc::SIGTERM, libc::SIGKILL] {
            // SAFETY: kill(2) with a negative pid signals that process
            // group; the pid is the game's own, checked just above.
            unsafe { libc::kill(-pid, signal) };
            let start = Instant::now();
            while is_the_game(pid) && start.elapsed() < GAME_GRACE {
                sleep(POLL);
            }
            if !is_the_game(pid) {
                return;
            }
        }
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        self.end_game();
    }
}

/// Whether `pid` is a live (not a zombie) process running this crate's game.
fn is_the_game(pid: i32) -> bool {
    let proc = Path::new("/proc").join(pid.to_string());
    let running = std::fs::read_to_string(proc.join("stat"))
        .ok()
        .and_then(|stat| {
            let state = stat.rsplit_once(") ")?.1.chars().next()?;
            Some(state != 'Z' && state != 'X')
        })
        .unwrap_or(false);
    let binary = common::binary();
    running
        && std::fs::read(proc.join("cmdline")).is_ok_and(|cmdline| {
            cmdline
                .split(|&b| b == 0)
                .next()
                .is_some_and(|program| program == binary.as_os_str().as_encoded_bytes())
        })
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
        ("Right", Command::Cursor(Right)),
        ("Right", Command::Cursor(Right)),
        ("Left", Command::Cursor(Left)),
        ("Down", Command::Cursor(Down)),
        ("Down", Command::Cursor(Down)),
        ("Up", Command::Cursor(Up)),
        ("Left", Command::Cursor(Left)),
        ("Up", Command::Cursor(Up)),
        ("S", Command::Score),
        ("S-Left", Command::Slide(Left)),
        ("S-Down", Command::Slide(Down)),
        ("S-Right", Command::Slide(Right)),
        ("S-Up", Command::Slide(Up)),
        ("s", Command::Score),
        ("Right", Command::Cursor(Right)),
        ("Right", Command::Cursor(Right)),
    ];
    let mut rig = Rig::opened(Some(BOARD), SEED, InputMode::Keys);
    let opening = rig.transcript();
    let reader = Reader::start(&["--board", BOARD, "--seed", &SEED.to_string()]);
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
    let game = reader.game_pid().expect("the game's script wrote its pid");
    assert!(is_the_game(game), "the game {game} is running under yasr");
    drop(reader);
    assert!(!is_the_game(game), "the game {game} outlived the test");
}
