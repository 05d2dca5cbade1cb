//! A private speech-dispatcher with the espeak-ng module playing into a
//! PulseAudio null sink, so that speech takes as long as a player hears it
//! (the heard-speech benchmarks). Everything lives in its own temp dir:
//! its `home` and `runtime`, the sink, the daemon; all ended when dropped.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use tempfile::TempDir;

use super::private_speechd::{PrivateSpeechd, Setup};
use super::pulse_null_sink::PulseNullSink;

pub struct RealTimeSpeechd {
    /// Before the sink and the dir: the daemon ends first.
    pub daemon: PrivateSpeechd,
    _pulse: PulseNullSink,
    root: TempDir,
}

impl RealTimeSpeechd {
    /// Starts the sink, then the daemon (log level 5, for the played
    /// texts' marks) sending sound to it.
    pub fn start() -> RealTimeSpeechd {
        let root = TempDir::new().expect("temp dir");
        let home = root.path().join("home");
        let runtime = root.path().join("runtime");
        for dir in [&home, &runtime] {
            std::fs::create_dir_all(dir).expect("make dirs");
        }
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700))
                .expect("runtime dir for the user alone");
        }
        let pulse = PulseNullSink::start(&home, &runtime);
        let server = format!("unix:{}", runtime.join("pulse").join("native").display());
        let cookie = home.join(".config").join("pulse").join("cookie");
        let cookie = cookie.to_string_lossy();
        let daemon = PrivateSpeechd::start(&Setup {
            log_level: 5,
            module: "espeak-ng",
            binary: "sd_espeak-ng",
            module_conf: &|_| String::new(),
            tcp: false,
            env: &[
                ("TZ", "UTC"),
                ("PULSE_SERVER", server.as_str()),
                ("PULSE_COOKIE", cookie.as_ref()),
            ],
            // Later lines win: sound through PulseAudio, in real time.
            conf_extra: "AudioOutputMethod \"pulse\"",
        });
        RealTimeSpeechd {
            daemon,
            _pulse: pulse,
            root,
        }
    }

    /// Its temp dir.
    pub fn dir(&self) -> &Path {
        self.root.path()
    }

    /// A path in its temp dir (for the game's data, tmux's socket).
    pub fn path(&self, name: &str) -> PathBuf {
        self.root.path().join(name)
    }
}

/// A file's text as far as it is written (empty if it is not there yet).
pub fn read_so_far(path: &Path) -> String {
    std::fs::read(path)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default()
}

/// Polls `done` every `poll` until it holds (true) or `deadline` passes
/// (false).
pub fn wait_until(
    deadline: std::time::Duration,
    poll: std::time::Duration,
    done: impl Fn() -> bool,
) -> bool {
    let start = std::time::Instant::now();
    while !done() {
        if start.elapsed() > deadline {
            return false;
        }
        std::thread::sleep(poll);
    }
    true
}
