//! The game as a screen reader starts it: a shell script in a test's temp
//! dir that records its process id and then becomes the release binary
//! (`--no-speech --no-sound --new`, a private data dir, the caller's
//! arguments), so a reader that runs a path without arguments (yasr's
//! execl, Fenrir's `shell` setting) can start it. A reader that holds the
//! game's pty master never hangs it up: [`GameScript::end`] ends the game
//! and its process group by the recorded id, and [`is_the_game`] tells
//! whether a process is still this crate's game.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use super::shell::shell_quote;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long the game may take to end after a signal.
const GRACE: Duration = Duration::from_secs(5);
const POLL: Duration = Duration::from_millis(40);

pub struct GameScript {
    /// The script's path.
    pub path: PathBuf,
    pid_file: PathBuf,
}

impl GameScript {
    /// Writes `play.sh` in `dir` (which must outlive the game).
    pub fn write(dir: &Path, game_args: &[String]) -> GameScript {
        let path = dir.join("play.sh");
        let pid_file = dir.join("game.pid");
        let data = dir.join("data");
        let args: Vec<String> = game_args.iter().map(|a| shell_quote(a)).collect();
        std::fs::write(
            &path,
            format!(
                "#!/bin/sh\necho $$ > {pid}\nexec {bin} --no-speech --no-sound --new --data-dir {data} {args}\n",
                pid = shell_quote(&pid_file.to_string_lossy()),
                bin = shell_quote(&super::binary().to_string_lossy()),
                data = shell_quote(&data.to_string_lossy()),
                args = args.join(" "),
            ),
        )
        .expect("write the script");
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
                .expect("make the script executable");
        }
        GameScript { path, pid_file }
    }

    /// The game's process id, once its script has started.
    pub fn pid(&self) -> Option<i32> {
        std::fs::read_to_string(&self.pid_file)
            .ok()
            .and_then(|pid| pid.trim().parse().ok())
    }

    /// Ends the game and its process group (the reader made the game a
    /// session leader): TERM, then KILL if it is still there after a while.
    pub fn end(&self) {
        let Some(pid) = self.pid().filter(|&pid| is_the_game(pid)) else {
            return;
        };
        end_group(pid, is_the_game);
    }
}

/// Signals the process group of `pid` with TERM, then KILL, until
/// `running(pid)` is false.
pub fn end_group(pid: i32, running: fn(i32) -> bool) {
    for signal in [libc::SIGTERM, libc::SIGKILL] {
        // SAFETY: kill(2) with a negative pid signals that process group;
        // the caller checked the pid is its own process.
        unsafe { libc::kill(-pid, signal) };
        let start = Instant::now();
        while running(pid) && start.elapsed() < GRACE {
            sleep(POLL);
        }
        if !running(pid) {
            return;
        }
    }
}

/// Whether `pid` is a live (not a zombie) process whose program is
/// `program` (compared with the first word of its command line).
pub fn runs(pid: i32, program: &[u8]) -> bool {
    let proc = Path::new("/proc").join(pid.to_string());
    let running = std::fs::read_to_string(proc.join("stat"))
        .ok()
        .and_then(|stat| {
            let state = stat.rsplit_once(") ")?.1.chars().next()?;
            Some(state != 'Z' && state != 'X')
        })
        .unwrap_or(false);
    running
        && std::fs::read(proc.join("cmdline")).is_ok_and(|cmdline| {
            cmdline
                .split(|&b| b == 0)
                .next()
                .is_some_and(|first| first == program)
        })
}

/// Whether `pid` is a live process running this crate's game.
pub fn is_the_game(pid: i32) -> bool {
    runs(pid, super::binary().as_os_str().as_encoded_bytes())
}
