//! A player's desktop where nothing has started speech-dispatcher: a fresh
//! `HOME` and `XDG_RUNTIME_DIR`, no `SPEECHD_ADDRESS`, the system's
//! speech-dispatcher settings (the stock `sd_espeak-ng` module) copied as
//! the player's own with only `LogLevel 5` added, so the log of a server
//! started there shows each text handed to the module, and sound through a
//! private PulseAudio null sink (real time, as a sound card), or, made
//! [`ColdDesktop::without_sound`], no sound at all: no sound server runs
//! (none is started on demand) and speech-dispatcher is told to play
//! through one, so no audio device answers. For the cold start tests and
//! the `first_words` benchmark's `--cold` runs. Every speech-dispatcher
//! left serving this desktop is killed when dropped.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use tempfile::TempDir;

use super::pulse_null_sink::PulseNullSink;
use super::speechd_log::{Synthesized, parse_synthesized};

const POLL: Duration = Duration::from_millis(20);

pub struct ColdDesktop {
    root: TempDir,
    pub home: PathBuf,
    pub runtime: PathBuf,
    _pulse: Option<PulseNullSink>,
}

impl ColdDesktop {
    /// Makes the desktop and starts its sound server; no speech server runs.
    pub fn start() -> ColdDesktop {
        ColdDesktop::make(true)
    }

    /// Makes the desktop with no sound: no sound server runs, none is
    /// started on demand, and speech-dispatcher plays through PulseAudio
    /// alone, so its module has no audio device.
    pub fn without_sound() -> ColdDesktop {
        ColdDesktop::make(false)
    }

    fn make(sound: bool) -> ColdDesktop {
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
        let config = home.join(".config");
        copy_system_settings(&config);
        let pulse = if sound {
            Some(PulseNullSink::start(&home, &runtime))
        } else {
            no_sound(&config);
            None
        };
        ColdDesktop {
            root,
            home,
            runtime,
            _pulse: pulse,
        }
    }

    /// A fresh directory under the desktop's (for a game's data).
    pub fn fresh_dir(&self, name: &str) -> PathBuf {
        let dir = self.root.path().join(name);
        std::fs::create_dir_all(&dir).expect("make dir");
        dir
    }

    /// The game binary `program` with `args`, in this desktop's environment
    /// only (`PATH`, `HOME`, `XDG_RUNTIME_DIR`, `USER`, `LANG=C`, `TZ=UTC`).
    pub fn command(&self, program: &Path, args: &[&str]) -> Command {
        let mut command = Command::new(program);
        command
            .args(args)
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &self.home)
            .env("XDG_RUNTIME_DIR", &self.runtime)
            .env("USER", "player")
            .env("LANG", "C")
            .env("TZ", "UTC");
        command
    }

    /// The log of the speech-dispatcher started on this desktop.
    pub fn log(&self) -> String {
        std::fs::read_to_string(
            self.runtime
                .join("speech-dispatcher")
                .join("log")
                .join("speech-dispatcher.log"),
        )
        .unwrap_or_default()
    }

    /// The texts handed to the module so far.
    pub fn synthesized(&self) -> Vec<Synthesized> {
        parse_synthesized(&self.log())
    }

    /// Waits until `text` reaches the module.
    pub fn wait_for(&self, text: &str, deadline: Duration) -> Option<Synthesized> {
        let start = Instant::now();
        loop {
            if let Some(found) = self.synthesized().into_iter().find(|t| t.text == text) {
                return Some(found);
            }
            if start.elapsed() > deadline {
                return None;
            }
            sleep(POLL);
        }
    }

    /// The speech-dispatcher processes serving this desktop.
    pub fn servers(&self) -> Vec<u32> {
        let marker = self.runtime.display().to_string();
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

    /// Waits until no speech-dispatcher serves this desktop; how long that
    /// took, or `None` past `deadline`.
    pub fn wait_no_server(&self, deadline: Duration) -> Option<Duration> {
        let start = Instant::now();
        while !self.servers().is_empty() {
            if start.elapsed() > deadline {
                return None;
            }
            sleep(Duration::from_millis(100));
        }
        Some(start.elapsed())
    }

    /// The server's log file removed, for the next launch's texts alone.
    pub fn forget_log(&self) {
        let _ = std::fs::remove_dir_all(self.runtime.join("speech-dispatcher"));
    }
}

impl Drop for ColdDesktop {
    fn drop(&mut self) {
        for pid in self.servers() {
            // The shell's own kill: no procps needed.
            let _ = Command::new("sh")
                .args(["-c", &format!("kill -9 {pid}")])
                .status();
        }
    }
}

/// No sound for clients of this desktop: PulseAudio clients start no
/// server of their own, and speech-dispatcher plays through PulseAudio
/// only (not through an ALSA device the machine may have).
fn no_sound(config: &Path) {
    let pulse = config.join("pulse");
    std::fs::create_dir_all(&pulse).expect("make the pulse config dir");
    std::fs::write(pulse.join("client.conf"), "autospawn = no\n").expect("write client.conf");
    let conf = config.join("speech-dispatcher").join("speechd.conf");
    let mut text = std::fs::read_to_string(&conf).expect("speechd.conf");
    text.push_str("AudioOutputMethod \"pulse\"\n");
    std::fs::write(conf, text).expect("write speechd.conf");
}

/// The system's speech-dispatcher settings, copied under `config` as a
/// player's own, with only the log level raised to 5.
fn copy_system_settings(config: &Path) {
    let system = Path::new("/etc/speech-dispatcher");
    let target = config.join("speech-dispatcher");
    std::fs::create_dir_all(&target).expect("make the config dir");
    let conf = std::fs::read_to_string(system.join("speechd.conf")).expect("speechd.conf");
    let mut conf: String = conf
        .lines()
        .filter(|line| !line.trim_start().starts_with("LogLevel"))
        .map(|line| format!("{line}\n"))
        .collect();
    conf.push_str("LogLevel 5\n");
    std::fs::write(target.join("speechd.conf"), conf).expect("write speechd.conf");
    for folder in ["modules", "clients"] {
        let Ok(entries) = std::fs::read_dir(system.join(folder)) else {
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
