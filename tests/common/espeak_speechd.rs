//! A private speech-dispatcher running the real `sd_espeak-ng` module, for
//! the end-to-end speech tests and the launch-to-first-words benchmark: the
//! common private daemon ([`super::private_speechd`]) with that module.
//!
//! The daemon runs with `LogLevel 5` and `TZ=UTC`; at that level its log
//! records every command a client sends (`DATA:|SET SELF LANGUAGE de`) and
//! every text handed to the synthesizer module (`Command sent to output
//! module: |<speak>…</speak>|`), each with a timestamp to the microsecond,
//! read by [`super::speechd_log`]. Audio goes to ALSA's `null` device, so no
//! sound card is needed. The daemon is stopped when dropped, even when a
//! test fails.
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::private_speechd::{PrivateSpeechd, Setup};
use super::speechd_log::{DAY, Synthesized, client_commands, parse_synthesized};

/// Where Debian installs the module.
pub const MODULE: &str = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng";
/// Set to skip knowingly where speech-dispatcher or its espeak-ng module
/// cannot be installed.
pub const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER";
/// The daemon's log, in its temp dir.
const LOG: &str = "logs/speech-dispatcher.log";

/// Whether the daemon and the module are here; without them the test fails
/// unless [`OPT_OUT`] is set.
pub fn espeak_ng_here() -> bool {
    let daemon = Command::new("speech-dispatcher")
        .arg("-v")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if daemon && Path::new(MODULE).exists() {
        return true;
    }
    if std::env::var_os(OPT_OUT).is_some_and(|v| !v.is_empty()) {
        eprintln!(
            "skipped: speech-dispatcher with sd_espeak-ng is not installed and {OPT_OUT} is set"
        );
        return false;
    }
    panic!(
        "speech-dispatcher and its espeak-ng module are needed: apt-get install \
         speech-dispatcher speech-dispatcher-espeak-ng, or set {OPT_OUT}=1 to skip knowingly"
    );
}

pub struct EspeakDispatcher {
    daemon: PrivateSpeechd,
}

impl EspeakDispatcher {
    pub fn start() -> EspeakDispatcher {
        let daemon = PrivateSpeechd::start(&Setup {
            log_level: 5,
            module: "espeak-ng",
            binary: "sd_espeak-ng",
            module_conf: &|_| String::new(),
            tcp: false,
            env: &[("TZ", "UTC")],
        });
        EspeakDispatcher { daemon }
    }

    /// The `SPEECHD_ADDRESS` of this daemon.
    pub fn address(&self) -> String {
        self.daemon.address()
    }

    pub fn pid(&self) -> Option<u32> {
        self.daemon.pid()
    }

    /// Sends a signal (`STOP`, `CONT`, `TERM`) to the daemon.
    pub fn signal(&self, name: &str) {
        self.daemon.signal(name);
    }

    /// The daemon's log so far.
    pub fn log(&self) -> String {
        std::fs::read(self.daemon.path(LOG))
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default()
    }

    /// The commands clients sent, in order (`SET SELF LANGUAGE de`).
    pub fn client_commands(&self) -> Vec<String> {
        client_commands(&self.log())
    }

    /// Every text handed to the synthesizer module so far.
    pub fn synthesized(&self) -> Vec<Synthesized> {
        parse_synthesized(&self.log())
    }

    /// Waits until a text handed to the module satisfies `find`.
    pub fn wait_for(&self, deadline: Duration, find: impl Fn(&str) -> bool) -> Option<Synthesized> {
        self.wait_for_new(0, deadline, find)
    }

    /// Like [`EspeakDispatcher::wait_for`], among the texts after the first
    /// `seen` (as counted by [`EspeakDispatcher::synthesized`]).
    pub fn wait_for_new(
        &self,
        seen: usize,
        deadline: Duration,
        find: impl Fn(&str) -> bool,
    ) -> Option<Synthesized> {
        let start = Instant::now();
        loop {
            if let Some(s) = self
                .synthesized()
                .into_iter()
                .skip(seen)
                .find(|s| find(&s.text))
            {
                return Some(s);
            }
            if start.elapsed() > deadline {
                return None;
            }
            sleep(Duration::from_millis(10));
        }
    }

    /// The last lines of the daemon's log, for failure messages.
    pub fn tail(&self) -> String {
        self.daemon.tails(&[(LOG, 40)])
    }
}

/// Now, in seconds since midnight UTC (the clock of the daemon's log).
pub fn now_of_day() -> f64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64();
    since % DAY
}

/// A command that runs the game binary in line mode against this daemon
/// address, in `data_dir`, with English words unless `--lang`, and no sound
/// (whose device may be missing, and is not under test).
pub fn game(address: &str, data_dir: &Path, args: &[&str]) -> Command {
    let mut command = super::game_command(args, data_dir);
    command.arg("--line-mode").env("SPEECHD_ADDRESS", address);
    command
}
