//! A private speech-dispatcher for end-to-end tests: its own config, `HOME`
//! and `XDG_RUNTIME_DIR` in a temp dir, listening on a Unix socket or on a
//! free loopback TCP port (yasr speaks over TCP), whose only module,
//! `sd_generic`, appends each utterance to a file as `RATE|TEXT` (the
//! speech-dispatcher rate, -100 to 100, as the module receives it), one a
//! line. Audio goes to ALSA's `null` device. Killed when dropped.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

pub use super::private_speechd::Listen;
use super::private_speechd::{PrivateSpeechd, Setup};

/// The capture file, in the daemon's temp dir.
const CAPTURE: &str = "spoken.txt";

const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(25);

/// One utterance handed to the module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    /// The rate the module was given (`$RATE`), -100 to 100.
    pub rate: String,
    pub text: String,
}

pub struct CaptureSpeechd {
    daemon: PrivateSpeechd,
    pub listen: Listen,
    capture: PathBuf,
}

impl CaptureSpeechd {
    /// Starts the daemon on a Unix socket (`tcp` false) or a TCP port, and
    /// waits until it accepts connections.
    pub fn start(tcp: bool) -> CaptureSpeechd {
        CaptureSpeechd::start_with(tcp, "")
    }

    /// [`CaptureSpeechd::start`] with more lines for `speechd.conf`, as a
    /// player's own settings (`DefaultRate 40`).
    pub fn start_with(tcp: bool, conf_extra: &str) -> CaptureSpeechd {
        // `RATE|TEXT` and a newline; the delimiter is a character the game
        // never says, so no line is cut into pieces.
        let module_conf = |root: &Path| {
            format!(
                "GenericExecuteSynth \"printf '%s|%s\\\\n' $RATE \\'$DATA\\' >> {capture}\"\n\
                 GenericDelimiters \"~\"\nGenericMaxChunkLength 100000\n\
                 GenericRateAdd 0\nGenericRateMultiply 100\nGenericRateForceInteger 1\n\
                 AddVoice \"en\" \"MALE1\" \"default\"\n\
                 GenericLanguage \"en\" \"en\" \"utf-8\"\n",
                capture = root.join(CAPTURE).display()
            )
        };
        let daemon = PrivateSpeechd::start(&Setup {
            log_level: 4,
            module: "capture",
            binary: "sd_generic",
            module_conf: &module_conf,
            tcp,
            env: &[],
            conf_extra,
        });
        CaptureSpeechd {
            listen: daemon.listen.clone(),
            capture: daemon.path(CAPTURE),
            daemon,
        }
    }

    /// The daemon's `SPEECHD_ADDRESS`.
    pub fn address(&self) -> String {
        self.daemon.address()
    }

    /// The utterances captured so far.
    pub fn utterances(&self) -> Vec<Utterance> {
        std::fs::read_to_string(&self.capture)
            .unwrap_or_default()
            .lines()
            .filter_map(|line| {
                let (rate, text) = line.split_once('|')?;
                let text = text.trim();
                (!text.is_empty()).then(|| Utterance {
                    rate: rate.trim().to_string(),
                    text: text.to_string(),
                })
            })
            .collect()
    }

    /// The texts captured so far.
    pub fn spoken(&self) -> Vec<String> {
        self.utterances().into_iter().map(|u| u.text).collect()
    }

    /// Waits until `text` has been said; returns that utterance.
    #[track_caller]
    pub fn wait_until_said(&self, text: &str) -> Utterance {
        let start = Instant::now();
        loop {
            if let Some(found) = self.utterances().into_iter().find(|u| u.text == text) {
                return found;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "{text:?} was not said within {DEADLINE:?}; said: {:#?}\n{}",
                self.utterances(),
                self.logs()
            );
            sleep(POLL);
        }
    }

    /// Waits until `text` is the last thing said.
    #[track_caller]
    pub fn wait_until_last_said(&self, text: &str) {
        let start = Instant::now();
        while self.spoken().last().map(String::as_str) != Some(text) {
            assert!(
                start.elapsed() < DEADLINE,
                "{text:?} was not the last thing said within {DEADLINE:?}; said: {:#?}\n{}",
                self.spoken(),
                self.logs()
            );
            sleep(POLL);
        }
    }

    /// Forgets what was said so far.
    pub fn clear(&self) {
        let _ = std::fs::write(&self.capture, "");
    }

    /// The daemon's output and logs, for failure messages.
    pub fn logs(&self) -> String {
        self.daemon
            .tails(&[("logs/speech-dispatcher.log", 20), ("logs/capture.log", 20)])
    }
}
