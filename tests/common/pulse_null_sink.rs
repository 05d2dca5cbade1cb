//! A private PulseAudio server whose only sink is a null sink, for tests
//! that need audio played in real time as on a player's desktop (ALSA's
//! `null` device plays a 3 s line in 70 ms; a speech module whose audio
//! cannot open never finishes a line, and its server never idles out). It
//! runs under the `HOME` and `XDG_RUNTIME_DIR` it is given, so clients with
//! that environment find it at `XDG_RUNTIME_DIR/pulse/native` as they find
//! the desktop's. Killed when dropped, even when a test fails.
#![allow(dead_code)]

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

const STARTUP: Duration = Duration::from_secs(20);
const POLL: Duration = Duration::from_millis(20);

pub struct PulseNullSink {
    child: Child,
}

impl PulseNullSink {
    /// Starts the server for this `home` and `runtime` directory and waits
    /// until its socket is there.
    pub fn start(home: &Path, runtime: &Path) -> PulseNullSink {
        let mut child = Command::new("pulseaudio")
            .args([
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--disallow-exit",
                "-n",
                "--load=module-null-sink",
                "--load=module-native-protocol-unix",
                "--log-target=stderr",
            ])
            .env("HOME", home)
            .env("XDG_RUNTIME_DIR", runtime)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("pulseaudio starts");
        let socket = runtime.join("pulse").join("native");
        let start = Instant::now();
        while !socket.exists() {
            if let Ok(Some(status)) = child.try_wait() {
                panic!("pulseaudio ended at start: {status}");
            }
            assert!(
                start.elapsed() < STARTUP,
                "pulseaudio did not listen within {STARTUP:?}"
            );
            sleep(POLL);
        }
        PulseNullSink { child }
    }
}

impl Drop for PulseNullSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
