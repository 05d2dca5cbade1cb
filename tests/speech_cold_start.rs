//! Speech from a cold start, as on a desktop where nothing has started
//! speech-dispatcher: a fresh `HOME` and `XDG_RUNTIME_DIR`, no
//! `SPEECHD_ADDRESS`, speech-dispatcher installed with the stock
//! `sd_espeak-ng` module and its default settings, and audio through a
//! private PulseAudio null sink (real time, as a player's sound card). The
//! game must start a server the way every speech-dispatcher client does,
//! its opening must reach the synthesizer within 5 s of launch (the 1 s
//! target is the `first_words` benchmark's, `--cold`), and the server it
//! started must end on its own (its idle timeout) within a minute of the
//! game's end.
//!
//! The only change to the player's settings is `LogLevel 5` in a user copy
//! of the system's `speechd.conf`, so the log shows each text handed to the
//! module. Needs speech-dispatcher, speech-dispatcher-espeak-ng and
//! pulseaudio; set `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip
//! knowingly.
#![cfg(all(feature = "speech", target_os = "linux"))]

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::play::InputMode;
use common::espeak_speechd::{OPT_OUT, espeak_ng_here, now_of_day};
use common::pulse_null_sink::PulseNullSink;
use common::speechd_log::{parse_synthesized, seconds_between};
use common::{Rig, binary};
use tempfile::TempDir;

/// The test's bound on launch to first words (the target is 1 s).
const FIRST_WORDS: f64 = 5.0;
/// How long the started server may outlive the game.
const SERVER_ENDS: Duration = Duration::from_secs(60);
const SEED: u64 = 3;

/// The system's speech-dispatcher settings, copied as a player's own with
/// only the log level raised.
fn copy_system_settings(config: &Path) {
    let system = Path::new("/etc/speech-dispatcher");
    let target = config.join("speech-dispatcher");
    std::fs::create_dir_all(&target).expect("make the config dir");
    let conf = std::fs::read_to_string(system.join("speechd.conf")).expect("speechd.conf");
    let mut raised = false;
    let conf: Vec<String> = conf
        .lines()
        .map(|line| {
            if line.trim_start().starts_with("LogLevel") {
                raised = true;
                "LogLevel 5".to_string()
            } else {
                line.to_string()
            }
        })
        .collect();
    let mut conf = conf.join("\n");
    if !raised {
        conf.push_str("\nLogLevel 5\n");
    }
    std::fs::write(target.join("speechd.conf"), conf).expect("write speechd.conf");
    for folder in ["modules", "clients"] {
        let from = system.join(folder);
        let Ok(entries) = std::fs::read_dir(&from) else {
            continue;
        };
        std::fs::create_dir_all(target.join(folder)).expect("make the folder");
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_file() {
                std::fs::copy(&path, target.join(folder).join(entry.file_name()))
                    .expect("copy a module's settings");
            }
        }
    }
}

/// The speech-dispatcher processes serving this runtime directory.
fn servers_of(runtime: &Path) -> Vec<u32> {
    let marker = runtime.display().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let cmdline = std::fs::read(entry.path().join("cmdline")).ok()?;
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            (cmdline.contains("speech-dispatcher") && cmdline.contains(&marker)).then_some(pid)
        })
        .collect()
}

/// Kills what the test started and failed to see end.
struct Cleanup(PathBuf);

impl Drop for Cleanup {
    fn drop(&mut self) {
        for pid in servers_of(&self.0) {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
        }
    }
}

#[test]
fn a_game_where_no_server_runs_starts_one_speaks_at_once_and_leaves_nothing() {
    if !espeak_ng_here() || !common::require("pulseaudio", "--version", OPT_OUT, "pulseaudio") {
        return;
    }
    let root = TempDir::new().expect("temp dir");
    let home = root.path().join("home");
    let runtime = root.path().join("runtime");
    let data = root.path().join("data");
    for dir in [&home, &runtime, &data] {
        std::fs::create_dir_all(dir).expect("make dirs");
    }
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    copy_system_settings(&home.join(".config"));
    let _pulse = PulseNullSink::start(&home, &runtime);
    let _cleanup = Cleanup(runtime.clone());
    assert_eq!(
        servers_of(&runtime),
        Vec::<u32>::new(),
        "a server already runs"
    );

    let opening = Rig::opened(None, SEED, InputMode::Lines).transcript()[0].clone();
    let launched = now_of_day();
    let mut game = Command::new(binary())
        .args(["--line-mode", "--no-sound", "--seed", &SEED.to_string()])
        .arg("--data-dir")
        .arg(&data)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", &home)
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("USER", "player")
        .env("LANG", "C")
        .env("TZ", "UTC")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the game starts");

    let log = runtime
        .join("speech-dispatcher")
        .join("log")
        .join("speech-dispatcher.log");
    let start = Instant::now();
    let heard = loop {
        let texts = parse_synthesized(&std::fs::read_to_string(&log).unwrap_or_default());
        if let Some(found) = texts.into_iter().find(|t| t.text == opening) {
            break found;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = game.kill();
            panic!(
                "the opening {opening:?} never reached the module; log:\n{}",
                std::fs::read_to_string(&log).unwrap_or_else(|e| format!("no log: {e}"))
            );
        }
        sleep(Duration::from_millis(20));
    };
    let delay = seconds_between(launched, heard.at);
    assert!(
        (0.0..FIRST_WORDS).contains(&delay),
        "the opening reached the module {delay:.3} s after launch"
    );
    assert_eq!(servers_of(&runtime).len(), 1, "one server was started");

    let mut stdin = game.stdin.take().expect("piped stdin");
    stdin.write_all(b"score\nquit\n").expect("the game reads");
    drop(stdin);
    let ended = Instant::now();
    loop {
        if game.try_wait().expect("wait").is_some() {
            break;
        }
        assert!(
            ended.elapsed() < Duration::from_secs(30),
            "the game did not quit"
        );
        sleep(Duration::from_millis(20));
    }
    let ended = Instant::now();
    while !servers_of(&runtime).is_empty() {
        assert!(
            ended.elapsed() < SERVER_ENDS,
            "the server the game started still runs {SERVER_ENDS:?} after the game"
        );
        sleep(Duration::from_millis(200));
    }
    eprintln!(
        "first words {delay:.3} s after launch; the server ended {:.1} s after the game",
        ended.elapsed().as_secs_f64()
    );
}
