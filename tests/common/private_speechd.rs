//! A private speech-dispatcher daemon for tests and benchmarks: its own
//! config, `HOME`, `XDG_RUNTIME_DIR` and logs in a temp dir, one output
//! module, audio to ALSA's `null` device (no sound card needed), listening
//! on a Unix socket or on a free loopback TCP port. Stopped when dropped
//! (through its pidfile, continued first in case a test stopped it), even
//! when a test fails. The capturing daemon (`capture_speechd`) and the
//! `sd_espeak-ng` one (`espeak_speechd`) are both this with their module.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use tempfile::TempDir;

const STARTUP: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(20);

/// Where the daemon listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listen {
    Unix(PathBuf),
    Tcp(u16),
}

/// The daemon's one output module and how it logs.
pub struct Setup<'a> {
    /// speech-dispatcher's `LogLevel` (5 logs every text sent to the module).
    pub log_level: u8,
    /// The module's name in `AddModule`, and its binary (`sd_generic`).
    pub module: &'a str,
    pub binary: &'a str,
    /// The contents of the module's config file, given the daemon's temp
    /// dir (where a module may write).
    pub module_conf: &'a dyn Fn(&Path) -> String,
    /// TCP (as yasr speaks) instead of a Unix socket.
    pub tcp: bool,
    /// More environment for the daemon (`TZ=UTC` for its log's clock).
    pub env: &'a [(&'a str, &'a str)],
}

pub struct PrivateSpeechd {
    pub dir: TempDir,
    pub listen: Listen,
    pidfile: PathBuf,
    child: Child,
}

/// A free TCP port on the loopback address (free when asked).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

impl PrivateSpeechd {
    /// Starts the daemon and waits until it accepts connections and has
    /// written its pidfile.
    pub fn start(setup: &Setup) -> PrivateSpeechd {
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
        let module_file = format!("{}.conf", setup.module);
        std::fs::write(
            conf.join("speechd.conf"),
            format!(
                "LogLevel {level}\nLogDir \"{logs}\"\nAudioOutputMethod \"alsa\"\n\
                 AudioALSADevice \"null\"\n\
                 AddModule \"{module}\" \"{binary}\" \"{module_file}\"\n\
                 DefaultModule {module}\nDefaultLanguage \"en\"\n",
                level = setup.log_level,
                logs = logs.display(),
                module = setup.module,
                binary = setup.binary,
            ),
        )
        .expect("write speechd.conf");
        std::fs::write(
            conf.join("modules").join(module_file),
            (setup.module_conf)(&root),
        )
        .expect("write the module's conf");
        let listen = if setup.tcp {
            Listen::Tcp(free_port())
        } else {
            Listen::Unix(root.join("speechd.sock"))
        };
        let pidfile = root.join("speechd.pid");
        let out = std::fs::File::create(root.join("daemon.out")).expect("daemon output");
        let mut command = Command::new("speech-dispatcher");
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
            .envs(setup.env.iter().copied())
            .env_remove("SPEECHD_ADDRESS")
            .stdin(Stdio::null())
            .stdout(out.try_clone().expect("clone"))
            .stderr(out)
            .spawn()
            .expect("speech-dispatcher starts");
        let mut daemon = PrivateSpeechd {
            dir,
            listen,
            pidfile,
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
            if ready && self.pid().is_some() {
                return;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("speech-dispatcher exited ({status}):\n{}", self.tails(&[]));
            }
            assert!(
                start.elapsed() < STARTUP,
                "speech-dispatcher did not listen within {STARTUP:?}:\n{}",
                self.tails(&[])
            );
            sleep(POLL);
        }
    }

    /// The `SPEECHD_ADDRESS` of this daemon.
    pub fn address(&self) -> String {
        match &self.listen {
            Listen::Unix(socket) => format!("unix_socket:{}", socket.display()),
            Listen::Tcp(port) => format!("inet_socket:127.0.0.1:{port}"),
        }
    }

    /// A file in the daemon's temp dir (`logs/speech-dispatcher.log`).
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    pub fn pid(&self) -> Option<u32> {
        std::fs::read_to_string(&self.pidfile)
            .ok()
            .and_then(|p| p.trim().parse().ok())
    }

    /// Sends a signal (`STOP`, `CONT`, `TERM`) to the daemon, with the
    /// shell's own kill (no procps needed).
    pub fn signal(&self, name: &str) {
        if let Some(pid) = self.pid() {
            let _ = Command::new("sh")
                .args(["-c", &format!("kill -{name} {pid}")])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
        }
    }

    /// The daemon's output and the last lines of the named files of its
    /// temp dir, for failure messages.
    pub fn tails(&self, names: &[(&str, usize)]) -> String {
        let out = std::fs::read_to_string(self.path("daemon.out")).unwrap_or_default();
        let mut text = format!("--- daemon.out\n{out}");
        for &(name, count) in names {
            let content = std::fs::read(self.path(name))
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default();
            let lines: Vec<&str> = content.lines().collect();
            text.push_str(&format!("--- {name} (last {count} lines)\n"));
            for line in &lines[lines.len().saturating_sub(count)..] {
                text.push_str(line);
                text.push('\n');
            }
        }
        text
    }
}

impl Drop for PrivateSpeechd {
    fn drop(&mut self) {
        self.signal("CONT");
        self.signal("TERM");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
