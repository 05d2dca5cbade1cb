//! The hint network costs nothing until a hint asks for it: with the
//! shipped network installed, a 4×4 or 3×3 game left idle holds no more
//! than 16 MB; the first hint of a 4×4 game reads it (the memory it holds
//! grows to the network's), as does turning the coach on, before any
//! slide (and a game started with it on); a 3×3 game's hints and coach
//! never do. A file cut short,
//! or whose header promises more than it holds, is refused as damaged
//! before room is made for the weights (under an address-space limit too
//! small for them it is still said as damaged, not as a shortage); a good
//! file in that space is said as a memory shortage, in the game and in
//! `autoplay`. Through the real binary in line mode, its standard input
//! held open and written line by line; memory read from
//! `/proc/PID/status`.

#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use accessible_2048::narration::Message;

use crate::common::{Binary, RUN_DEADLINE, game_command, say};

/// The most a game that asked for no hint may hold, in KiB.
const IDLE_LIMIT_KIB: u64 = 16 * 1024;
/// More than a game holds without the network, less than with it
/// (its weights alone are 134 MB or more), in KiB.
const NETWORK_HELD_KIB: u64 = 100 * 1024;
/// How long a game is left idle before its memory is read.
const IDLE: Duration = Duration::from_secs(3);
/// An address space in which a game plays but the network's weights
/// cannot be had (its weights take 134 MB or more).
const SMALL_ADDRESS_SPACE: u64 = 96 << 20;

/// The network the packages ship.
fn shipped_network() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("dist/network/ntuple-4x6.weights")
}

/// A game running in line mode, its standard input held open.
struct LiveGame {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    printed: Vec<String>,
    stderr: std::thread::JoinHandle<String>,
}

impl LiveGame {
    /// Starts `command` with pipes on all three streams.
    fn start(mut command: Command) -> LiveGame {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the game binary starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("piped stdout");
        let mut stderr = child.stderr.take().expect("piped stderr");
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        LiveGame {
            child,
            stdin,
            lines,
            printed: Vec::new(),
            stderr,
        }
    }

    /// Writes one line to the game.
    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("the input is open");
        writeln!(stdin, "{line}").expect("the game reads");
    }

    /// Waits until a printed line satisfies `wanted` (failing the test
    /// after [`RUN_DEADLINE`]); returns it.
    #[track_caller]
    fn wait_for_line(&mut self, wanted: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            if let Some(line) = self.printed.iter().find(|line| wanted(line)) {
                return line.clone();
            }
            assert!(
                start.elapsed() < RUN_DEADLINE,
                "the line never came: {:#?}",
                self.printed
            );
            match self.lines.recv_timeout(Duration::from_millis(50)) {
                Ok(line) => self.printed.push(line),
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    panic!("the game ended: {:#?}", self.printed)
                }
            }
        }
    }

    /// The game's resident memory now, in KiB.
    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the game's status");
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS in the status")
    }

    /// Waits until the resident memory is above `kib` (failing the test
    /// after [`RUN_DEADLINE`]).
    #[track_caller]
    fn wait_for_rss_above(&self, kib: u64) {
        let start = Instant::now();
        while self.rss_kib() <= kib {
            assert!(
                start.elapsed() < RUN_DEADLINE,
                "the memory never grew past {kib} KiB: {} KiB",
                self.rss_kib()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Quits, waits for the end, and gives every line printed and the
    /// standard error.
    fn quit(mut self) -> (Vec<String>, String) {
        let _ = self.send_quietly("quit");
        drop(self.stdin.take());
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("wait for the game") {
                break status;
            }
            if start.elapsed() > RUN_DEADLINE {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("the game did not end within {RUN_DEADLINE:?}");
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let stderr = self.stderr.join().unwrap_or_default();
        self.printed.extend(self.lines.iter());
        assert_eq!(status.code(), Some(0), "{stderr}");
        (self.printed, stderr)
    }

    fn send_quietly(&mut self, line: &str) -> std::io::Result<()> {
        match self.stdin.as_mut() {
            Some(stdin) => writeln!(stdin, "{line}"),
            None => Ok(()),
        }
    }
}

/// A seeded game of `size` with `network` as its hint network, in line
/// mode without speech, on a fresh data directory.
fn game_with_network(size: &str, network: &Path, data_dir: &Path) -> Command {
    let mut command = game_command(
        &[
            "--no-speech",
            "--lang",
            "en-US",
            "--seed",
            "1",
            "--size",
            size,
        ],
        data_dir,
    );
    command.env("ACCESSIBLE_2048_NETWORK", network);
    command
}

/// `command` with its address space limited to `bytes`.
fn limited(command: Command, bytes: u64) -> Command {
    Binary::wrapping(command).memory_limit(bytes).command()
}

fn is_hint(line: &str) -> bool {
    line.starts_with("Hint: slide")
}

#[test]
fn an_idle_game_holds_no_network_and_a_4x4_hint_reads_it() {
    let network = shipped_network();
    assert!(network.is_file(), "the shipped network at {network:?}");
    let data = tempfile::tempdir().unwrap();
    let mut game = LiveGame::start(game_with_network("4", &network, data.path()));
    game.wait_for_line(|_| true);
    std::thread::sleep(IDLE);
    let idle = game.rss_kib();
    assert!(
        idle <= IDLE_LIMIT_KIB,
        "an idle 4×4 game holds {idle} KiB (at most {IDLE_LIMIT_KIB})"
    );
    // The first hint answers at once (by the heuristic while the network
    // is read) and starts the reading: the network is then held.
    game.send("hint");
    game.wait_for_line(is_hint);
    game.wait_for_rss_above(NETWORK_HELD_KIB);
    // Later hints are searched with it and answer too.
    game.send("left");
    game.send("hint");
    game.send("score");
    game.wait_for_line(|line| line.starts_with("Score"));
    let (lines, stderr) = game.quit();
    assert_eq!(
        lines.iter().filter(|line| is_hint(line)).count(),
        2,
        "{lines:#?}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_3x3_game_never_reads_the_network_even_for_hints() {
    let network = shipped_network();
    assert!(network.is_file(), "the shipped network at {network:?}");
    let data = tempfile::tempdir().unwrap();
    let mut game = LiveGame::start(game_with_network("3", &network, data.path()));
    game.wait_for_line(|_| true);
    std::thread::sleep(IDLE);
    let idle = game.rss_kib();
    assert!(
        idle <= IDLE_LIMIT_KIB,
        "an idle 3×3 game holds {idle} KiB (at most {IDLE_LIMIT_KIB})"
    );
    game.send("hint");
    game.wait_for_line(is_hint);
    std::thread::sleep(IDLE);
    let after = game.rss_kib();
    assert!(
        after <= IDLE_LIMIT_KIB,
        "a 3×3 game after a hint holds {after} KiB (at most {IDLE_LIMIT_KIB})"
    );
    game.quit();
}

#[test]
fn turning_the_coach_on_reads_the_network_before_any_slide() {
    let network = shipped_network();
    let data = tempfile::tempdir().unwrap();
    let mut game = LiveGame::start(game_with_network("4", &network, data.path()));
    game.wait_for_line(|_| true);
    game.send("coach on");
    game.wait_for_line(|line| line.starts_with("Coach on"));
    // No slide and no hint yet: turning it on started the reading.
    game.wait_for_rss_above(NETWORK_HELD_KIB);
    game.quit();
    // Remembered on, the next 4×4 game reads it from its start; a 3×3
    // game with the coach on never does.
    let mut again = LiveGame::start(game_with_network("4", &network, data.path()));
    again.wait_for_line(|_| true);
    again.wait_for_rss_above(NETWORK_HELD_KIB);
    again.quit();
    let mut small = LiveGame::start(game_with_network("3", &network, data.path()));
    small.wait_for_line(|_| true);
    small.send("coach on");
    small.wait_for_line(|line| line.starts_with("Coach on"));
    std::thread::sleep(IDLE);
    let held = small.rss_kib();
    assert!(
        held <= IDLE_LIMIT_KIB,
        "a 3×3 game with the coach on holds {held} KiB (at most {IDLE_LIMIT_KIB})"
    );
    small.quit();
}

/// The header's length of a version-2 weights file: magic (8), version
/// (4), shape (2 + 24), stage count and late tile (2), a quantum per stage
/// (4 each), games (8), payload length (8).
fn header_len_of(file: &[u8]) -> usize {
    let stages = usize::from(file[38]);
    40 + 4 * stages + 16
}

/// `body` with its checksum (FNV-1a of all of it) after it.
fn resealed(mut body: Vec<u8>) -> Vec<u8> {
    use std::hash::Hasher;
    let mut hasher = fnv::FnvHasher::default();
    hasher.write(&body);
    let sum = hasher.finish();
    body.extend_from_slice(&sum.to_le_bytes());
    body
}

/// The header of `file` with its payload length set to `length`, then
/// `payload`, resealed: only what the header says of the payload is wrong.
fn with_payload(file: &[u8], length: u64, payload: &[u8]) -> Vec<u8> {
    let header = header_len_of(file);
    let mut body = file[..header].to_vec();
    body[header - 8..].copy_from_slice(&length.to_le_bytes());
    body.extend_from_slice(payload);
    resealed(body)
}

/// `autoplay` of one quick 4×4 game with `network`, in an address space
/// of `bytes`: its evaluation line.
fn autoplay_evaluation(network: &Path, bytes: u64) -> String {
    let output = Binary::bare()
        .args([
            "autoplay",
            "--games",
            "1",
            "--budget-ms",
            "1",
            "--threads",
            "1",
        ])
        .env("ACCESSIBLE_2048_NETWORK", network)
        .env("LANG", "C")
        .memory_limit(bytes)
        .run();
    let stdout = output.stdout;
    assert!(output.code == Some(0), "{stdout}\n{}", output.stderr);
    stdout
        .lines()
        .find(|line| line.starts_with("evaluation: "))
        .unwrap_or_else(|| panic!("no evaluation line: {stdout}"))
        .to_string()
}

#[test]
fn a_file_cut_short_or_promising_too_much_is_refused_before_room_is_made() {
    let shipped = std::fs::read(shipped_network()).expect("the shipped network");
    let dir = tempfile::tempdir().unwrap();
    let cut = dir.path().join("cut.weights");
    std::fs::write(&cut, &shipped[..shipped.len() / 2]).unwrap();
    let promising = dir.path().join("promising.weights");
    // The shipped payload, said to be as long as the whole file.
    let header = header_len_of(&shipped);
    let payload = &shipped[header..shipped.len() - 8];
    std::fs::write(
        &promising,
        with_payload(&shipped, shipped.len() as u64, payload),
    )
    .unwrap();
    // In an address space too small for the weights, a file that reserved
    // them first would be said as short of memory.
    for file in [&cut, &promising] {
        let line = autoplay_evaluation(file, SMALL_ADDRESS_SPACE);
        assert_eq!(
            line,
            format!(
                "evaluation: heuristic ({} refused: the file is cut short: it ends before its weights do)",
                file.display()
            ),
        );
    }
    // A small payload that claims a whole network's weights: more than
    // deflate can pack into it.
    let tiny = miniz_oxide::deflate::compress_to_vec_zlib(&vec![0u8; 64 << 20], 9);
    let bomb = with_payload(&shipped, tiny.len() as u64, &tiny);
    let bomb_path = dir.path().join("bomb.weights");
    std::fs::write(&bomb_path, &bomb).unwrap();
    assert_eq!(
        autoplay_evaluation(&bomb_path, SMALL_ADDRESS_SPACE),
        format!(
            "evaluation: heuristic ({} refused: the file's weights are damaged)",
            bomb_path.display()
        ),
    );
}

#[test]
fn too_little_memory_for_a_good_network_is_said_as_a_memory_shortage() {
    let network = shipped_network();
    assert_eq!(
        autoplay_evaluation(&network, SMALL_ADDRESS_SPACE),
        format!(
            "evaluation: heuristic (not enough memory for the network of {})",
            network.display()
        ),
    );
    let notice = say(Message::new("network-out-of-memory"));
    let data = tempfile::tempdir().unwrap();
    let mut game = LiveGame::start(limited(
        game_with_network("4", &network, data.path()),
        SMALL_ADDRESS_SPACE,
    ));
    game.send("hint");
    game.wait_for_line(is_hint);
    game.wait_for_line(|line| line == notice);
    game.send("left");
    game.send("hint");
    let (lines, stderr) = game.quit();
    assert_eq!(
        lines.iter().filter(|line| **line == notice).count(),
        1,
        "said once: {lines:#?}"
    );
    assert_eq!(
        lines.iter().filter(|line| is_hint(line)).count(),
        2,
        "{lines:#?}"
    );
    let refused = say(Message::new("network-refused"));
    assert!(
        !lines.contains(&refused),
        "not as a damaged file: {lines:#?}"
    );
    assert!(!stderr.contains("out of memory"), "{stderr}");
}
