//! A private speech-dispatcher for end-to-end tests: its own config, `HOME`
//! and `XDG_RUNTIME_DIR` in a temp dir, listening on a Unix socket or on a
//! free loopback TCP port (yasr speaks over TCP), whose only module,
//! `sd_generic`, appends each utterance to a file as `RATE|TEXT` (the
//! speech-dispatcher rate, -100 to 100, as the module receives it), one a
//! line. Audio goes to ALSA's `null` device. Killed when dropped.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Child, Command as Process, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use tempfile::TempDir;

const DEADLINE: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(25);

/// Where the daemon listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listen {
    Unix(PathBuf),
    Tcp(u16),
}

/// One utterance handed to the module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    /// The rate the module was given (`$RATE`), -100 to 100.
    pub rate: String,
    pub text: String,
}

pub struct CaptureSpeechd {
    pub dir: TempDir,
    pub listen: Listen,
    pidfile: PathBuf,
    capture: PathBuf,
    child: Child,
}

/// A free TCP port on the loopback address (free when asked).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

impl CaptureSpeechd {
    /// Starts the daemon on a Unix socket (`tcp` false) or a TCP port, and
    /// waits until it accepts connections.
    pub fn start(tcp: bool) -> CaptureSpeechd {
        let dir = TempDir::new().expect("temp dir");
        let root = dir.path().to_path_buf();
        let conf = root.join("conf");
        let home = root.join("home");
        let runtime = root.join("runtime");
        let logs = root.join("logs");
        for d in [
            conf.join("modules"),
            home.clone(),
            runtime.clone(),
            logs.clone(),
        ] {
            std::fs::create_dir_all(&d).expect("make dirs");
        }
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700));
        }
        let capture = root.join("spoken.txt");
        std::fs::write(
            conf.join("speechd.conf"),
            format!(
                "LogLevel 4\nLogDir \"{logs}\"\nAudioOutputMethod \"alsa\"\n\
                 AudioALSADevice \"null\"\n\
                 AddModule \"capture\" \"sd_generic\" \"capture.conf\"\n\
                 DefaultModule capture\nDefaultLanguage \"en\"\n",
                logs = logs.display()
            ),
        )
        .expect("write speechd.conf");
        // `RATE|TEXT` and a newline; the delimiter is a character the game
        // never says, so no line is cut into pieces.
        std::fs::write(
            conf.join("modules").join("capture.conf"),
            format!(
                "GenericExecuteSynth \"printf '%s|%s\\\\n' $RATE \\'$DATA\\' >> {capture}\"\n\
                 GenericDelimiters \"~\"\nGenericMaxChunkLength 100000\n\
                 GenericRateAdd 0\nGenericRateMultiply 100\nGenericRateForceInteger 1\n\
                 AddVoice \"en\" \"MALE1\" \"default\"\n\
                 GenericLanguage \"en\" \"en\" \"utf-8\"\n",
                capture = capture.display()
            ),
        )
        .expect("write capture.conf");
        let listen = if tcp {
            Listen::Tcp(free_port())
        } else {
            Listen::Unix(root.join("speechd.sock"))
        };
        let pidfile = root.join("speechd.pid");
        let out = std::fs::File::create(root.join("daemon.out")).expect("daemon output");
        let mut command = Process::new("speech-dispatcher");
        command.args(["-s", "-t", "60"]);
        match &listen {
            Listen::Unix(socket) => command.arg("-S").arg(socket),
            Listen::Tcp(port) => command.args(["-c", "inet_socket", "-p", &port.to_string()]),
        };
        let child = command
            .arg("-C")
            .arg(&conf)
            .arg("-P")
            .arg(&pidfile)
            .arg("-L")
            .arg(&logs)
            .env("HOME", &home)
            .env("XDG_RUNTIME_DIR", &runtime)
            .env_remove("SPEECHD_ADDRESS")
            .stdin(Stdio::null())
            .stdout(out.try_clone().expect("clone"))
            .stderr(out)
            .spawn()
            .expect("speech-dispatcher starts");
        let mut daemon = CaptureSpeechd {
            dir,
            listen,
            pidfile,
            capture,
            child,
        };
        daemon.wait_until_listening();
        daemon
    }

    fn wait_until_listening(&mut self) {
        let start = Instant::now();
        loop {
            let ready = match &self.listen {
                Listen::Unix(socket) => socket.exists(),
                Listen::Tcp(port) => std::net::TcpStream::connect(("127.0.0.1", *port)).is_ok(),
            };
            if ready {
                return;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("speech-dispatcher exited ({status}):\n{}", self.logs());
            }
            assert!(
                start.elapsed() < DEADLINE,
                "speech-dispatcher did not listen within {DEADLINE:?}:\n{}",
                self.logs()
            );
            sleep(POLL);
        }
    }

    /// `SPEECHD_ADDRESS` for a Unix socket daemon.
    pub fn address(&self) -> String {
        match &self.listen {
            Listen::Unix(socket) => format!("unix_socket:{}", socket.display()),
            Listen::Tcp(port) => format!("inet_socket:127.0.0.1:{port}"),
        }
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
        let mut text = String::new();
        for name in [
            "daemon.out",
            "logs/speech-dispatcher.log",
            "logs/capture.log",
        ] {
            let content = std::fs::read_to_string(self.dir.path().join(name)).unwrap_or_default();
            let tail: Vec<&str> = content.lines().rev().take(20).collect();
            text.push_str(&format!("--- {name} (last lines)\n"));
            for line in tail.into_iter().rev() {
                text.push_str(line);
                text.push('\n');
            }
        }
        text
    }
}

impl Drop for CaptureSpeechd {
    fn drop(&mut self) {
        if let Ok(pid) = std::fs::read_to_string(&self.pidfile) {
            let pid = pid.trim();
            if !pid.is_empty() && pid.chars().all(|c| c.is_ascii_digit()) {
                let _ = Process::new("sh")
                    .args(["-c", &format!("kill -TERM {pid}")])
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status();
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
