//! A private speech-dispatcher running the real `sd_espeak-ng` module, for
//! the end-to-end speech tests and the launch-to-first-words benchmark.
//!
//! The daemon runs with `LogLevel 5` and `TZ=UTC`; at that level its log
//! records every command a client sends (`DATA:|SET SELF LANGUAGE de`) and
//! every text handed to the synthesizer module (`Command sent to output
//! module: |<speak>…</speak>|`), each with a timestamp to the microsecond.
//! Audio goes to ALSA's `null` device, so no sound card is needed. The
//! daemon is stopped when dropped (pidfile), even when a test fails, and
//! continued first if a test stopped it.
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

// Its own copy of the module, so that the benchmark, which has no
// `common`, can use this file too.
#[allow(clippy::duplicate_mod)]
#[path = "../common/private_speechd.rs"]
mod private_speechd;

use private_speechd::{PrivateSpeechd, Setup};

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

/// One text handed to the synthesizer, and when (seconds since midnight UTC).
#[derive(Debug, Clone, PartialEq)]
pub struct Synthesized {
    pub at: f64,
    pub text: String,
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
            conf_extra: "",
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
        self.log()
            .lines()
            .filter_map(|l| {
                l.split_once(":DATA:|")
                    .map(|(_, c)| c.trim_end().to_string())
            })
            .collect()
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
    since % 86_400.0
}

/// From `then` to `later`, both seconds of the day, across midnight.
pub fn seconds_between(then: f64, later: f64) -> f64 {
    (later - then).rem_euclid(86_400.0)
}

/// The texts in a daemon log handed to the module, with their times:
/// lines `[Mon Nov 23 10:49:09 2026 : 138589] speechd: Command sent to
/// output module: |<speak>…</speak>| (0)`, SSML marks removed.
pub fn parse_synthesized(log: &str) -> Vec<Synthesized> {
    log.lines()
        .filter_map(|line| {
            let (stamp, rest) = line.strip_prefix('[')?.split_once(']')?;
            let body = rest
                .split_once("Command sent to output module: |<speak>")?
                .1;
            let text = body.split_once("</speak>|")?.0;
            let (date, micros) = stamp.split_once(" : ")?;
            let clock = date.split_whitespace().nth(3)?;
            let mut hms = clock.split(':').map(|p| p.parse::<f64>().ok());
            let (h, m, s) = (hms.next()??, hms.next()??, hms.next()??);
            let micros: f64 = micros.trim().parse().ok()?;
            Some(Synthesized {
                at: h * 3600.0 + m * 60.0 + s + micros / 1e6,
                text: plain_text(text),
            })
        })
        .collect()
}

/// SSML as the daemon makes it, back to the game's text.
fn plain_text(ssml: &str) -> String {
    let mut text = String::new();
    let mut rest = ssml;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        rest = rest[open..].split_once('>').map_or("", |(_, after)| after);
    }
    text.push_str(rest);
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// A command that runs the game binary `program` in line mode against this
/// daemon, in a fresh data directory, with English words unless `--lang`,
/// and no sound (whose device may be missing, and is not under test).
pub fn game(program: &Path, address: &str, data_dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    command
        .args(args)
        .arg("--line-mode")
        .arg("--no-sound")
        .arg("--data-dir")
        .arg(data_dir)
        .env("SPEECHD_ADDRESS", address)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

#[test]
fn the_log_reader_finds_texts_and_times() {
    let log = "[Mon Nov 23 10:49:09 2026 : 138589] speechd:     Command sent to output module: |<speak>Neues Spiel.<mark name=\"__spd_0\"/> A &amp; B</speak>| (0)\n\
               [Mon Nov 23 10:49:09 2026 : 138487] speechd:     Command sent to output module: |pitch=0\n\
               [Mon Nov 23 23:59:59 2026 : 999999] speechd:     Command sent to output module: |<speak>x</speak>| (0)\n";
    let found = parse_synthesized(log);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].text, "Neues Spiel. A & B");
    assert!((found[0].at - (10.0 * 3600.0 + 49.0 * 60.0 + 9.138589)).abs() < 1e-6);
    assert_eq!(found[1].text, "x");
    assert!((seconds_between(86_399.5, 0.25) - 0.75).abs() < 1e-9);
}
