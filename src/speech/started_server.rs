//! The speech server the game itself started (as libspeechd's autospawn
//! starts one), found and ended. The worker finds it among the system's
//! processes (`/proc`) by its command line, exactly the command it ran;
//! the game ends it, when it no longer answers, with `SIGKILL` (a server
//! whose module waits on an audio device that never answers blocks, and
//! ignores `SIGTERM`), and only while the process with that id is still
//! the one started then (its start time), never another that took the id.
//!
//! Linux only. Knows nothing of the game or of speech itself.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;

/// A server process this game started: its id and its start time (clock
/// ticks after boot, field 22 of `/proc/PID/stat`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartedServer {
    pub pid: u32,
    pub since: u64,
}

/// The process running `program` with exactly `args` (a server started
/// with that command, which keeps it as it runs on as a daemon), if one
/// runs.
pub fn find(program: &OsStr, args: &[OsString]) -> Option<StartedServer> {
    let own = std::process::id();
    std::fs::read_dir("/proc")
        .ok()?
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| pid != own)
        .find_map(|pid| {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
            if !runs(&cmdline, program, args) {
                return None;
            }
            Some(StartedServer {
                pid,
                since: start_time(pid)?,
            })
        })
}

/// Ends `server` at once, if the process with its id is still it: true
/// when it was signalled.
pub fn end(server: StartedServer) -> bool {
    if start_time(server.pid) != Some(server.since) {
        return false;
    }
    let Ok(pid) = libc::pid_t::try_from(server.pid) else {
        return false;
    };
    // SAFETY: a signal to one process, checked just above to be the
    // server this game started; no memory of ours is touched.
    unsafe { libc::kill(pid, libc::SIGKILL) == 0 }
}

/// Whether a `/proc/PID/cmdline` (arguments each ended by a NUL) is
/// `program` with exactly `args`.
fn runs(cmdline: &[u8], program: &OsStr, args: &[OsString]) -> bool {
    let words: Vec<&[u8]> = cmdline
        .strip_suffix(b"\0")
        .unwrap_or(cmdline)
        .split(|&b| b == 0)
        .collect();
    let wanted: Vec<&[u8]> = std::iter::once(program)
        .chain(args.iter().map(OsString::as_os_str))
        .map(OsStrExt::as_bytes)
        .collect();
    !cmdline.is_empty() && words == wanted
}

/// When process `pid` started, in clock ticks after boot.
fn start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat_start_time(&stat)
}

/// The start time in a `/proc/PID/stat` line: field 22, counted after the
/// command's name in parentheses (which may hold spaces and parentheses).
fn stat_start_time(stat: &str) -> Option<u64> {
    let (_, fields) = stat.rsplit_once(')')?;
    fields.split_whitespace().nth(19)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};

    #[test]
    fn a_start_time_is_read_past_any_name() {
        let tail = "S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 4242 99 100";
        let cases = [
            (format!("17 (sleep) {tail}"), Some(4242)),
            (format!("17 (a b) c)) {tail}"), Some(4242)),
            ("17 (sleep) S 1 2".to_string(), None),
            (String::new(), None),
        ];
        for (stat, wanted) in cases {
            assert_eq!(stat_start_time(&stat), wanted, "{stat:?}");
        }
    }

    #[test]
    fn a_command_line_matches_only_the_command_run() {
        let args = [OsString::from("--spawn"), OsString::from("/r/s.sock")];
        let program = OsStr::new("speech-dispatcher");
        let cases: [(&[u8], bool); 5] = [
            (b"speech-dispatcher\0--spawn\0/r/s.sock\0", true),
            (b"speech-dispatcher\0--spawn\0/r/s.sock", true),
            (b"speech-dispatcher\0--spawn\0/r/other.sock\0", false),
            (b"speech-dispatcher\0--spawn\0/r/s.sock\0-d\0", false),
            (b"", false),
        ];
        for (cmdline, wanted) in cases {
            assert_eq!(runs(cmdline, program, &args), wanted, "{cmdline:?}");
        }
    }

    #[test]
    fn the_process_started_is_found_and_ended_and_no_other() {
        let mark = format!("{}", 100_000 + std::process::id());
        let args = [OsString::from(&mark)];
        let child = Command::new("sleep")
            .arg(&mark)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("sleep starts");
        // Killed whatever happens below.
        struct Killed(std::process::Child);
        impl Drop for Killed {
            fn drop(&mut self) {
                let _ = self.0.kill();
                let _ = self.0.wait();
            }
        }
        let mut guard = Killed(child);
        let child = &mut guard.0;
        // Its command line shows once it has started (polled: a process
        // just started may show an empty one for a moment).
        let start = std::time::Instant::now();
        let found = loop {
            if let Some(found) = find(OsStr::new("sleep"), &args) {
                break found;
            }
            assert!(start.elapsed().as_secs() < 30, "sleep never found");
            std::thread::sleep(std::time::Duration::from_millis(10));
        };
        assert_eq!(found.pid, child.id());
        // The same id with another start time is another process.
        let other = StartedServer {
            since: found.since + 1,
            ..found
        };
        assert!(!end(other));
        assert!(child.try_wait().expect("wait").is_none(), "still running");
        assert!(end(found));
        let status = child.wait().expect("wait");
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(libc::SIGKILL));
        assert_eq!(find(OsStr::new("sleep"), &args), None);
    }
}
