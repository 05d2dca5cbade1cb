//! A braille display with no hardware: BRLTTY's Virtual driver (`-b vr`)
//! on a private socket, with its BrlAPI server on a private host number
//! (`:N`, authentication off), and the test playing the display: it says
//! how many cells it has, reads what BRLTTY shows (`Visual "text"` and
//! `Braille "dots|dots"` lines) and sends keys back (`route 1`,
//! `passdots 26`, `fwinrt`). BRLTTY is stopped by its pid (SIGTERM, then
//! SIGKILL after a grace period: it may ignore SIGTERM for a while) and its
//! files are removed.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Where BrlAPI keeps its local sockets (`N`) and their locks (`.N`).
const BRLAPI_DIR: &str = "/var/lib/BrlAPI";
const START_TIMEOUT: Duration = Duration::from_secs(10);
const STOP_GRACE: Duration = Duration::from_millis(500);

/// What BRLTTY showed once: the text and each cell's dots.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub visual: String,
    /// Each cell's dot numbers, e.g. "1278".
    pub braille: Vec<String>,
}

impl Shown {
    /// The cells with both dot 7 and dot 8.
    pub fn marked_cells(&self) -> Vec<usize> {
        (self.braille.iter().enumerate())
            .filter(|(_, dots)| dots.contains('7') && dots.contains('8'))
            .map(|(i, _)| i)
            .collect()
    }
}

pub struct VirtualBraille {
    brltty: Child,
    dir: PathBuf,
    number: usize,
    display: UnixStream,
    lines: Receiver<(Instant, String)>,
    visual: Option<String>,
    /// What BRLTTY showed before any client took the display.
    pub first: Shown,
    pub cells: usize,
}

static NEXT: AtomicUsize = AtomicUsize::new(0);

/// The `brltty` program: from the PATH, or from `/usr/sbin`, where Debian
/// installs it and which a user's PATH does not hold.
fn brltty() -> String {
    let on_path = std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join("brltty").is_file()));
    let system = Path::new("/usr/sbin/brltty");
    if !on_path && system.is_file() {
        system.display().to_string()
    } else {
        "brltty".to_string()
    }
}

impl VirtualBraille {
    /// BRLTTY with a virtual display of `cells` cells, its BrlAPI server
    /// ready; `None` when BRLTTY is not installed and
    /// `ACCESSIBLE_2048_SKIP_BRLTTY` is set (the test is then skipped,
    /// saying so). Missing and not opted out, the test fails naming the
    /// package to install.
    pub fn start(cells: usize) -> Option<VirtualBraille> {
        if !crate::common::require(
            &brltty(),
            "--version",
            "ACCESSIBLE_2048_SKIP_BRLTTY",
            "brltty",
        ) {
            return None;
        }
        let mut last = String::new();
        for _ in 0..20 {
            let number =
                40 + (std::process::id() as usize * 7 + NEXT.fetch_add(1, Ordering::SeqCst)) % 900;
            let socket = Path::new(BRLAPI_DIR).join(number.to_string());
            let lock = Path::new(BRLAPI_DIR).join(format!(".{number}"));
            if socket.exists() || lock.exists() {
                continue;
            }
            match VirtualBraille::try_start(number, cells) {
                Ok(display) => return Some(display),
                Err(e) => last = e,
            }
        }
        panic!("BRLTTY's Virtual driver did not start: {last}");
    }

    fn try_start(number: usize, cells: usize) -> Result<VirtualBraille, String> {
        let dir = std::env::temp_dir().join(format!("braille-vr-{}-{number}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let socket = dir.join("display.sock");
        let log = std::fs::File::create(dir.join("brltty.log")).map_err(|e| e.to_string())?;
        let brltty = Command::new(brltty())
            .args([
                "-n",
                "-e",
                "-q",
                "-b",
                "vr",
                "-x",
                "no",
                "-s",
                "no",
                "-f",
                "/dev/null",
            ])
            .arg("-d")
            .arg(format!("server:{}", socket.display()))
            .arg("-A")
            .arg(format!("auth=none,host=:{number}"))
            .arg("-U")
            .arg(&dir)
            .arg("-F")
            .arg(dir.join("preferences"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .map_err(|e| format!("brltty: {e} (apt-get install brltty)"))?;
        let started = Instant::now();
        let mut brltty = Some(brltty);
        let fail = |brltty: &mut Option<Child>, why: String| {
            if let Some(mut child) = brltty.take() {
                let _ = child.kill();
                let _ = child.wait();
            }
            let log = std::fs::read_to_string(dir.join("brltty.log")).unwrap_or_default();
            Err(format!("{why}; log: {log}"))
        };
        let display = loop {
            if let Ok(stream) = UnixStream::connect(&socket) {
                break stream;
            }
            if let Some(status) = brltty.as_mut().and_then(|c| c.try_wait().ok().flatten()) {
                return fail(&mut brltty, format!("brltty ended: {status}"));
            }
            if started.elapsed() > START_TIMEOUT {
                return fail(&mut brltty, "no display socket".to_string());
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let (sender, lines) = mpsc::channel();
        let reader = display.try_clone().map_err(|e| e.to_string())?;
        std::thread::spawn(move || {
            for line in BufReader::new(reader).lines() {
                let Ok(line) = line else { break };
                if sender.send((Instant::now(), line)).is_err() {
                    break;
                }
            }
        });
        let mut virtual_braille = VirtualBraille {
            brltty: brltty.take().expect("started"),
            dir,
            number,
            display,
            lines,
            visual: None,
            first: Shown {
                visual: String::new(),
                braille: Vec::new(),
            },
            cells,
        };
        virtual_braille.send(&format!("cells {cells}"));
        let api_socket = Path::new(BRLAPI_DIR).join(number.to_string());
        match virtual_braille.next_shown(START_TIMEOUT) {
            Some(first) => virtual_braille.first = first,
            None => return Err("nothing shown".to_string()),
        }
        while !api_socket.exists() {
            if started.elapsed() > START_TIMEOUT {
                return Err(format!("no BrlAPI socket {}", api_socket.display()));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(virtual_braille)
    }

    /// The BrlAPI host clients connect to.
    pub fn host(&self) -> String {
        format!(":{}", self.number)
    }

    pub fn pid(&self) -> u32 {
        self.brltty.id()
    }

    /// Sends a command line to BRLTTY as the display (a key, or `cells N`).
    pub fn send(&mut self, line: &str) {
        writeln!(self.display, "{line}").expect("the virtual display's socket");
    }

    /// The next text and cells BRLTTY shows, within `timeout`.
    pub fn next_shown(&mut self, timeout: Duration) -> Option<Shown> {
        self.next_shown_timed(timeout).map(|(_, shown)| shown)
    }

    /// Like [`next_shown`], with when its cells arrived.
    pub fn next_shown_timed(&mut self, timeout: Duration) -> Option<(Instant, Shown)> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.checked_duration_since(Instant::now())?;
            let (at, line) = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return None,
            };
            if let Some(text) = line.strip_prefix("Visual ") {
                self.visual = Some(unquote(text));
            } else if let Some(dots) = line.strip_prefix("Braille ") {
                let braille = unquote(dots)
                    .split('|')
                    .map(|cell| cell.trim().to_string())
                    .collect();
                // The Virtual driver sends the text only when it changed
                // (a cursor's dots moving leave it as it was).
                let visual = self.visual.clone().unwrap_or_default();
                return Some((at, Shown { visual, braille }));
            }
        }
    }

    /// Waits (up to `timeout`) for BRLTTY to show text that, its trailing
    /// blanks trimmed, is `text`; everything shown on the way is in the
    /// error.
    pub fn wait_for(&mut self, text: &str, timeout: Duration) -> Result<Shown, Vec<String>> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next_shown(left) {
                Some(shown) if shown.visual.trim_end() == text => return Ok(shown),
                Some(shown) => seen.push(shown.visual),
                None => return Err(seen),
            }
        }
    }

    /// Whether BRLTTY shows its own screen (`before`) again: a client that
    /// left tty mode leaves nothing new to draw, so the display asks
    /// BRLTTY to redraw (its `refresh` command, which a client holding the
    /// display would not let change the cells) until it does.
    pub fn given_back(&mut self, before: &str) -> Result<Shown, Vec<String>> {
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            self.send("refresh");
            match self.wait_for(before, Duration::from_millis(250)) {
                Ok(shown) => return Ok(shown),
                Err(more) => seen.extend(more),
            }
        }
        Err(seen)
    }

    /// Kills BRLTTY at once (the server going away mid-game).
    pub fn kill(&mut self) {
        let _ = self.brltty.kill();
        let _ = self.brltty.wait();
    }

    /// Stops BRLTTY: SIGTERM, then SIGKILL after a grace period.
    fn stop(&mut self) {
        if let Ok(None) = self.brltty.try_wait() {
            // SAFETY: a signal to our own child, by its pid.
            unsafe { libc::kill(self.brltty.id() as i32, libc::SIGTERM) };
            let deadline = Instant::now() + STOP_GRACE;
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.brltty.try_wait() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        self.kill();
    }
}

impl Drop for VirtualBraille {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_file(Path::new(BRLAPI_DIR).join(self.number.to_string()));
        let _ = std::fs::remove_file(Path::new(BRLAPI_DIR).join(format!(".{}", self.number)));
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The text of a Virtual-driver string: `"…"` with `\\`, `\"` and `\Xhh`.
pub fn unquote(quoted: &str) -> String {
    let inner = quoted
        .trim()
        .trim_start_matches('"')
        .strip_suffix('"')
        .unwrap_or(quoted);
    let mut bytes = Vec::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('X' | 'x') => {
                    let hex: String = chars.by_ref().take(2).collect();
                    bytes.push(u8::from_str_radix(&hex, 16).unwrap_or(b'?'));
                }
                Some(other) => bytes.extend(other.to_string().as_bytes()),
                None => {}
            },
            other => bytes.extend(other.to_string().as_bytes()),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
