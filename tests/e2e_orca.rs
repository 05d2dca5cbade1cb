//! Orca, the screen reader most Linux players use, reading the game in
//! GNOME Terminal as players run it: a private X display (Xvfb), a private
//! D-Bus session (`dbus-run-session`) with the toolkits' accessibility on,
//! a window manager (openbox), Orca with its default settings writing its
//! debug log (its `SPEECH OUTPUT:` entries are exactly what it hands to
//! speech) and speaking through a private capturing speech-dispatcher
//! (`SPEECHD_ADDRESS`), and gnome-terminal running a shell. The test types
//! the command that starts the game (`--no-speech --no-sound`, so Orca is
//! the only voice) and presses keys with xdotool 1.2 s apart, well past a
//! full screen, with every kind of answer; each answer must be handed to
//! speech whole and alone: nothing of an earlier line in front of it, no
//! part of it missing, nothing said in its place. Orca's own echo of a
//! key (its name for Shift, a typed letter) is allowed beside it.
//!
//! Orca refuses to start while another Orca of the same user runs, so the
//! tests here take a lock file (against other test binaries) and a mutex
//! (against each other) first, and run one at a time. The packages
//! (`xvfb dbus-x11 orca gnome-terminal xdotool python3-pyatspi
//! python3-speechd gsettings-desktop-schemas dconf-gsettings-backend
//! openbox speech-dispatcher`) must be installed. The README's test command
//! does not install them, so the tests are ignored by a plain `cargo test`
//! (counted as ignored, never as passed); `.ci/run` installs them and runs
//! the tests with `--ignored`, where a missing program fails the test,
//! naming its package.

mod common;
use common::shell::shell_quote;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::command::{CursorMove, GameAction, Reading};
use accessible_2048::engine::Direction;
use accessible_2048::narration::Message;
use accessible_2048::play::{Command, InputMode};
use common::Rig;
use common::capture_speechd::CaptureSpeechd;
use tempfile::TempDir;

/// Time between keys, as a player who listens to each answer.
const KEY_GAP: Duration = Duration::from_millis(1200);
/// How long the desktop (X, Orca, the terminal) may take to come up.
const STARTUP: Duration = Duration::from_secs(60);
const POLL: Duration = Duration::from_millis(50);
/// One Orca at a time, across test binaries and worktrees.
const LOCK: &str = "accessible-2048-orca.lock";
const SEED: u64 = 11;

/// The programs the desktop needs, and the packages that bring them.
const PROGRAMS: [(&str, &str); 8] = [
    ("Xvfb", "xvfb"),
    ("dbus-run-session", "dbus-x11"),
    ("gsettings", "gsettings-desktop-schemas"),
    ("openbox", "openbox"),
    ("orca", "orca"),
    ("gnome-terminal", "gnome-terminal"),
    ("xdotool", "xdotool"),
    ("speech-dispatcher", "speech-dispatcher"),
];

fn on_path(program: &str) -> bool {
    Process::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Fails the test, naming the package, when one of `programs` is missing.
#[track_caller]
fn require_programs(programs: &[(&str, &str)]) {
    if let Some((program, package)) = programs.iter().find(|(program, _)| !on_path(program)) {
        panic!(
            "{program} is needed for the Orca tests: install the {package} package \
             (apt-get install --no-install-recommends {package}; .ci/run installs it)"
        );
    }
}

/// Orca's `SPEECH OUTPUT:` entries in its debug log, in order, each with
/// its time (seconds since midnight, UTC, as Orca stamps it under
/// `TZ=UTC`) and the text between the quotes (which may span lines).
fn speech_outputs(log: &str) -> Vec<(f64, String)> {
    const MARK: &str = " - SPEECH OUTPUT: '";
    let mut outputs = Vec::new();
    let mut rest = log;
    while let Some(at) = rest.find(MARK) {
        let line_start = rest[..at].rfind('\n').map_or(0, |i| i + 1);
        let time = seconds_of_day(&rest[line_start..at]);
        let after = &rest[at + MARK.len()..];
        // The text ends at the quote before Orca's voice details (`[{` or
        // `{`), which follow at once or on the next line.
        let end = after
            .match_indices('\'')
            .map(|(i, _)| i)
            .find(|&i| {
                let tail = after[i + 1..].trim_start();
                tail.starts_with('[') || tail.starts_with('{')
            })
            .unwrap_or(after.len());
        if let Some(time) = time {
            outputs.push((time, after[..end].to_string()));
        }
        rest = &after[end..];
    }
    outputs
}

/// `HH:MM:SS.micro` as seconds since midnight.
fn seconds_of_day(stamp: &str) -> Option<f64> {
    let mut parts = stamp.trim().split(':');
    let hours: f64 = parts.next()?.parse().ok()?;
    let minutes: f64 = parts.next()?.parse().ok()?;
    let seconds: f64 = parts.next()?.parse().ok()?;
    Some(hours * 3600.0 + minutes * 60.0 + seconds)
}

/// Now, in seconds since midnight UTC, as Orca's log stamps it.
fn now_of_day() -> f64 {
    let since_epoch = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a clock after 1970");
    since_epoch.as_secs_f64() % 86_400.0
}

/// A text's lines, trimmed, without empty ones, joined by line breaks:
/// how a spoken output and an answer's printed lines are compared.
fn normalized(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// What Orca says for a key itself (its name, or the letter typed), not
/// for what the game printed.
fn is_key_echo(output: &str, key: &str) -> bool {
    let said = output.trim().to_lowercase();
    said.is_empty() || said == "left shift" || said == "shift" || said == key.to_lowercase()
}

/// How one answer was handed to speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Heard {
    /// One output, exactly the answer.
    WholeAlone,
    /// The answer, with something before it in the same output.
    Glued,
    /// Not said whole: missing, cut, or other words instead.
    Cut,
}

fn judge(outputs: &[String], key: &str, answer: &str) -> Heard {
    let said: Vec<String> = outputs
        .iter()
        .filter(|o| !is_key_echo(o, key))
        .map(|o| normalized(o))
        .collect();
    if said.len() == 1 && said[0] == answer {
        Heard::WholeAlone
    } else if said.iter().any(|s| s.ends_with(answer)) {
        Heard::Glued
    } else {
        Heard::Cut
    }
}

/// Whether a process whose command line starts with `orca` runs.
fn other_orca_running() -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        std::fs::read(entry.path().join("cmdline")).is_ok_and(|cmdline| {
            let mut parts = cmdline.split(|&b| b == 0);
            let first = parts.next().unwrap_or_default();
            let second = parts.next().unwrap_or_default();
            first.ends_with(b"/orca")
                || first == b"orca"
                || (first.starts_with(b"python") && second.ends_with(b"/orca"))
        })
    })
}

/// X, a D-Bus session with Orca and a window manager, and the capturing
/// speech-dispatcher Orca speaks through; all ended when dropped.
struct Desktop {
    dir: TempDir,
    display: String,
    bus: String,
    xvfb: Child,
    /// `dbus-run-session` and what it started, in their own process group.
    session: Child,
    speechd: CaptureSpeechd,
    /// Held while Orca runs.
    _lock: std::fs::File,
    /// Held while Orca runs, against the other tests of this binary (the
    /// file's lock does not keep out threads of the same process).
    _serial: std::sync::MutexGuard<'static, ()>,
}

/// One desktop at a time within this test binary.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

impl Desktop {
    fn start() -> Desktop {
        let serial = SERIAL
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let lock_path = std::env::temp_dir().join(LOCK);
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .unwrap_or_else(|e| panic!("{}: {e}", lock_path.display()));
        fs4::FileExt::lock(&lock).expect("lock the Orca lock file");
        assert!(
            !other_orca_running(),
            "another Orca runs for this user; Orca refuses to start beside it"
        );

        let dir = TempDir::new().expect("temp dir");
        let home = dir.path().join("home");
        let runtime = dir.path().join("runtime");
        for d in [&home, &runtime] {
            std::fs::create_dir_all(d).expect("make dirs");
        }
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700));
        }
        let speechd = CaptureSpeechd::start(false);

        // Xvfb picks a free display and writes its number.
        let mut xvfb = Process::new("Xvfb")
            .args(["-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
            .args(["-displayfd", "1"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        let mut number = String::new();
        BufReader::new(xvfb.stdout.take().expect("Xvfb's output"))
            .read_line(&mut number)
            .expect("Xvfb says its display");
        let display = format!(":{}", number.trim());

        let bus_file = dir.path().join("bus");
        let debug = dir.path().join("orca.debug");
        let script = dir.path().join("desktop.sh");
        std::fs::write(
            &script,
            format!(
                "gsettings set org.gnome.desktop.interface toolkit-accessibility true\n\
                 openbox >openbox.log 2>&1 &\n\
                 orca --debug-file={debug} >orca.log 2>&1 &\n\
                 echo $! > orca.pid\n\
                 echo \"$DBUS_SESSION_BUS_ADDRESS\" > {bus}.part && mv {bus}.part {bus}\n\
                 wait\n",
                debug = shell_quote(&debug.to_string_lossy()),
                bus = shell_quote(&bus_file.to_string_lossy()),
            ),
        )
        .expect("write the desktop script");
        let session = {
            use std::os::unix::process::CommandExt;
            let mut command = Process::new("dbus-run-session");
            command.args(["--", "sh"]).arg(&script);
            Desktop::environment(&mut command, &home, &runtime, &display, &speechd);
            command
                .current_dir(dir.path())
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .process_group(0)
                .spawn()
                .expect("dbus-run-session starts")
        };
        let mut desktop = Desktop {
            dir,
            display,
            bus: String::new(),
            xvfb,
            session,
            speechd,
            _lock: lock,
            _serial: serial,
        };
        let start = Instant::now();
        while !bus_file.exists() {
            assert!(start.elapsed() < STARTUP, "no D-Bus session");
            sleep(POLL);
        }
        desktop.bus = std::fs::read_to_string(&bus_file)
            .expect("bus address")
            .trim()
            .to_string();
        // Orca is up when its log has grown past its start.
        let log = desktop.dir.path().join("orca.debug");
        while std::fs::metadata(&log).map_or(0, |m| m.len()) == 0 {
            assert!(start.elapsed() < STARTUP, "Orca wrote no log");
            sleep(POLL);
        }
        sleep(Duration::from_secs(2));
        desktop
    }

    fn environment(
        command: &mut Process,
        home: &Path,
        runtime: &Path,
        display: &str,
        speechd: &CaptureSpeechd,
    ) {
        command
            .env("HOME", home)
            .env("XDG_RUNTIME_DIR", runtime)
            .env("DISPLAY", display)
            .env("SPEECHD_ADDRESS", speechd.address())
            .env("LANG", "C.UTF-8")
            .env("TZ", "UTC")
            .env("PS1", "$ ")
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("NO_AT_BRIDGE")
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("DBUS_SESSION_BUS_ADDRESS")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME")
            .env_remove("XDG_CACHE_HOME");
    }

    fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }

    /// A program inside the desktop's session (gnome-terminal, xdotool).
    fn run(&self, program: &str, args: &[&str]) {
        let mut command = Process::new(program);
        command.args(args);
        Desktop::environment(
            &mut command,
            &self.home(),
            &self.dir.path().join("runtime"),
            &self.display,
            &self.speechd,
        );
        let status = command
            .env("DBUS_SESSION_BUS_ADDRESS", &self.bus)
            .current_dir(self.dir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap_or_else(|e| panic!("{program}: {e}"));
        assert!(status.success(), "{program} {args:?}: {status}");
    }

    /// Everything Orca handed to speech so far, with its time. Orca
    /// writes its debug log through a buffer: all of it is there once Orca
    /// has ended ([`Desktop::stop_orca`]).
    fn outputs(&self) -> Vec<(f64, String)> {
        let log = std::fs::read(self.dir.path().join("orca.debug")).unwrap_or_default();
        speech_outputs(&String::from_utf8_lossy(&log))
    }

    /// Waits until the terminal's name has been said, then until Orca has
    /// written nothing new for `quiet`.
    fn wait_for_terminal(&self, quiet: Duration) {
        let start = Instant::now();
        let log = self.dir.path().join("orca.debug");
        let size = || std::fs::metadata(&log).map_or(0, |m| m.len());
        while !self.outputs().iter().any(|(_, o)| o.contains("Terminal")) {
            assert!(
                start.elapsed() < STARTUP,
                "Orca did not name the terminal within {STARTUP:?}"
            );
            sleep(POLL);
        }
        let mut last = size();
        let mut since = Instant::now();
        while since.elapsed() < quiet && start.elapsed() < STARTUP {
            sleep(POLL);
            if size() != last {
                last = size();
                since = Instant::now();
            }
        }
    }

    /// Ends Orca (it shuts down on TERM and writes out its log).
    fn stop_orca(&self) {
        let pid: i32 = std::fs::read_to_string(self.dir.path().join("orca.pid"))
            .ok()
            .and_then(|p| p.trim().parse().ok())
            .expect("Orca's pid");
        // SAFETY: kill(2) on Orca's own pid, which the desktop started.
        unsafe { libc::kill(pid, libc::SIGTERM) };
        let start = Instant::now();
        while Path::new(&format!("/proc/{pid}")).exists() && start.elapsed() < STARTUP {
            sleep(POLL);
        }
    }

    /// Sends one key (xdotool's name) to the focused window.
    fn key(&self, key: &str) {
        self.run("xdotool", &["key", "--clearmodifiers", key]);
    }
}

impl Drop for Desktop {
    fn drop(&mut self) {
        // SAFETY: kill(2) on the process group the session leads (its own
        // id, set at spawn).
        unsafe { libc::kill(-(self.session.id() as i32), libc::SIGTERM) };
        sleep(Duration::from_millis(300));
        unsafe { libc::kill(-(self.session.id() as i32), libc::SIGKILL) };
        let _ = self.session.wait();
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }
}

#[test]
#[ignore = "needs Orca, GNOME Terminal and Xvfb (not in the README's test command): .ci/run runs it with --ignored"]
fn orca_hands_every_answer_to_speech_whole_and_alone() {
    require_programs(&PROGRAMS);
    use Direction::{Down, Left, Right, Up};
    let cursor = |d| Command::Cursor(CursorMove::Step(d));
    let slide = |d| Command::Game(GameAction::Slide(d));
    // Arrows, Shift+arrows, letters with short and long answers (help, the
    // board, the row, the empty cells), a key that means nothing, and a
    // question; 48 keys run well past the 24 rows of the terminal.
    let keys: Vec<(&str, Command)> = vec![
        ("Right", cursor(Right)),
        ("Right", cursor(Right)),
        ("Down", cursor(Down)),
        ("Left", cursor(Left)),
        ("Up", cursor(Up)),
        ("s", Command::Read(Reading::Score)),
        ("shift+Left", slide(Left)),
        ("shift+Up", slide(Up)),
        ("Right", cursor(Right)),
        ("Down", cursor(Down)),
        ("Down", cursor(Down)),
        ("Left", cursor(Left)),
        ("h", Command::Help(None)),
        ("Right", cursor(Right)),
        ("Right", cursor(Right)),
        ("shift+Right", slide(Right)),
        ("Up", cursor(Up)),
        ("b", Command::Read(Reading::Board)),
        ("Left", cursor(Left)),
        ("shift+Down", slide(Down)),
        ("s", Command::Read(Reading::Score)),
        ("r", Command::Read(Reading::Row)),
        ("x", Command::Read(Reading::LastMove)),
        ("Down", cursor(Down)),
        ("Right", cursor(Right)),
        ("Up", cursor(Up)),
        ("o", Command::Read(Reading::EmptyCells)),
        ("Left", cursor(Left)),
        ("shift+Left", slide(Left)),
        ("Down", cursor(Down)),
        ("Right", cursor(Right)),
        ("h", Command::Help(None)),
        ("Up", cursor(Up)),
        ("shift+Up", slide(Up)),
        ("grave", Command::UnknownKey),
        ("Left", cursor(Left)),
        ("e", Command::Read(Reading::EmptyCount)),
        ("Right", cursor(Right)),
        ("Down", cursor(Down)),
        ("b", Command::Read(Reading::Board)),
        ("s", Command::Read(Reading::Score)),
        ("shift+Right", slide(Right)),
        ("Left", cursor(Left)),
        ("u", Command::Game(GameAction::Undo)),
        ("Up", cursor(Up)),
        ("Right", cursor(Right)),
        ("q", Command::Quit),
        ("y", Command::Yes),
    ];
    let mut rig = Rig::opened(None, SEED, InputMode::Keys);
    // A fresh data directory, as a new player's: the very first start,
    // whose opening ends with the tutorial's offer.
    let mut opening = rig.transcript();
    opening.push(common::say(Message::new("tutorial-offer-keys")));
    let opening = normalized(&opening.join("\n"));

    let desktop = Desktop::start();
    let data = desktop.dir.path().join("data");
    let play = desktop.dir.path().join("play");
    std::fs::write(
        &play,
        format!(
            "#!/bin/sh\n{bin} --no-speech --no-sound --new --seed {SEED} --data-dir {data}\n",
            bin = shell_quote(&common::binary().to_string_lossy()),
            data = shell_quote(&data.to_string_lossy()),
        ),
    )
    .expect("write the game's script");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&play, std::fs::Permissions::from_mode(0o755))
            .expect("make the script executable");
    }
    let workdir = desktop.dir.path().to_string_lossy().into_owned();
    desktop.run(
        "gnome-terminal",
        &[
            "--geometry=80x24",
            &format!("--working-directory={workdir}"),
            "--",
            "bash",
            "--norc",
            "--noprofile",
        ],
    );
    desktop.wait_for_terminal(Duration::from_secs(1));

    // The player types the command and presses Return, then the keys, and
    // each answer is what Orca said from its key to the next.
    desktop.run("xdotool", &["type", "--delay", "30", "./play"]);
    sleep(KEY_GAP);
    let mut sent = vec![("Return", opening.clone(), now_of_day())];
    desktop.key("Return");
    sleep(KEY_GAP * 2);
    for (key, command) in keys {
        let answer = normalized(&rig.send(command).printed.join("\n"));
        sent.push((key, answer, now_of_day()));
        desktop.key(key);
        sleep(KEY_GAP);
    }
    sleep(KEY_GAP);
    let stopped = now_of_day();
    desktop.stop_orca();
    let outputs = desktop.outputs();
    let mut verdicts = Vec::new();
    for (i, (key, answer, from)) in sent.iter().enumerate() {
        let to = sent.get(i + 1).map_or(stopped, |next| next.2);
        let mut heard: Vec<String> = outputs
            .iter()
            .filter(|(time, _)| (*from..to).contains(time))
            .map(|(_, text)| text.clone())
            .collect();
        if i + 1 == sent.len() {
            // The game has ended: the shell's prompt ("$") follows the
            // goodbye, in the same insertion after it or in one of its own
            // (the shell's words, not the game's).
            for text in &mut heard {
                if let Some(before_prompt) = normalized(text).strip_suffix("\n$") {
                    *text = before_prompt.to_string();
                }
            }
            heard.retain(|text| normalized(text) != "$");
        }
        let verdict = judge(&heard, key, answer);
        verdicts.push((*key, answer.clone(), heard, verdict));
    }

    let count = |h: Heard| verdicts.iter().filter(|v| v.3 == h).count();
    eprintln!(
        "Orca: {} answers whole and alone, {} glued, {} cut",
        count(Heard::WholeAlone),
        count(Heard::Glued),
        count(Heard::Cut)
    );
    let wrong: Vec<String> = verdicts
        .iter()
        .filter(|v| v.3 != Heard::WholeAlone)
        .map(|(key, answer, heard, verdict)| {
            format!("{key}: {verdict:?}\n  printed {answer:?}\n  Orca said {heard:?}")
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "answers Orca did not hand to speech whole and alone:\n{}",
        wrong.join("\n")
    );
}

/// The menu entry the `.deb` installs: the installed file when
/// `ACCESSIBLE_2048_DESKTOP_ENTRY` names it (dist/check-deb.sh, with the
/// package installed), else the source tree's entry with its program
/// pointed at the binary under test.
fn menu_entry(dir: &Path) -> PathBuf {
    if let Some(installed) = std::env::var_os("ACCESSIBLE_2048_DESKTOP_ENTRY") {
        return PathBuf::from(installed);
    }
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("dist/linux/io.github.accessible_2048.accessible_2048.desktop");
    let text =
        std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let binary = common::binary().to_string_lossy().into_owned();
    assert!(
        text.lines().any(|l| l == "Exec=accessible-2048"),
        "the entry runs the game by name: {text}"
    );
    let text = text
        .replace("Exec=accessible-2048", &format!("Exec={binary}"))
        .replace("TryExec=accessible-2048", &format!("TryExec={binary}"));
    let entry = dir.join("io.github.accessible_2048.accessible_2048.desktop");
    std::fs::write(&entry, text).expect("write the entry");
    entry
}

/// Whether Orca said `answer` (a whole output) between `from` and `to`.
fn said_between(outputs: &[(f64, String)], from: f64, to: f64, answer: &str) -> bool {
    outputs
        .iter()
        .filter(|(time, _)| (from..to).contains(time))
        .any(|(_, text)| normalized(text).lines().any(|line| line == answer))
}

#[test]
#[ignore = "needs Orca, GNOME Terminal and Xvfb (not in the README's test command): .ci/run runs it with --ignored"]
fn the_menu_entry_starts_a_game_orca_reads_and_ctrl_z_never_freezes_it() {
    require_programs(&PROGRAMS);
    require_programs(&[("gio", "libglib2.0-bin")]);
    let desktop = Desktop::start();
    // The player's preferences: Orca is the only voice, no sound.
    let config = desktop.home().join(".config/accessible-2048");
    std::fs::create_dir_all(&config).expect("make the config directory");
    std::fs::write(
        config.join("settings.toml"),
        "version = 1\nspeech = false\nsound = false\n",
    )
    .expect("write the preferences");
    let entry = menu_entry(desktop.dir.path());

    // As the applications menu does: the entry's program in the terminal
    // the desktop finds (GLib runs gnome-terminal for Terminal=true), with
    // no shell and so no job control.
    let launched = now_of_day();
    desktop.run("gio", &["launch", &entry.to_string_lossy()]);
    sleep(KEY_GAP * 4);
    let score = common::say(Message::new("score").num("score", 0).num("moves", 0));
    let mut times = vec![launched];
    for key in ["s", "ctrl+z", "s"] {
        times.push(now_of_day());
        desktop.key(key);
        sleep(KEY_GAP * 2);
    }
    times.push(now_of_day());
    // Orca ends while the window is still there (Orca waits long on a
    // window that went away under it), then the player quits.
    desktop.stop_orca();
    desktop.key("q");
    desktop.key("y");
    let outputs = desktop.outputs();
    eprintln!("keys at {times:?}; Orca said {outputs:?}");
    let heard = |from: usize| -> Vec<&String> {
        outputs
            .iter()
            .filter(|(time, _)| (times[from]..times[from + 1]).contains(time))
            .map(|(_, text)| text)
            .collect()
    };

    let offer = common::say(Message::new("tutorial-offer-keys"));
    assert!(
        said_between(&outputs, times[0], times[1], &offer),
        "the game's opening (ending {offer:?}) was not read after the launch: {:?}",
        heard(0)
    );
    assert!(
        said_between(&outputs, times[1], times[2], &score),
        "S was not answered with {score:?}: {:?}",
        heard(1)
    );
    assert!(
        heard(2)
            .iter()
            .any(|text| !is_key_echo(text, "z") && !text.to_lowercase().contains("control")),
        "Ctrl+Z got no answer: {:?}",
        heard(2)
    );
    assert!(
        said_between(&outputs, times[3], times[4], &score),
        "after Ctrl+Z the game did not answer S ({score:?}): it is stopped: {:?}",
        heard(3)
    );
}
