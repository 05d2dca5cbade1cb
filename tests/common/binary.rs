//! One builder for running the game's binary, as `just`'s own tests have
//! their `Test`: the arguments, the environment, the data directory,
//! standard input, the limits the process runs under, and the exit status
//! expected of it. A test that runs the binary starts here; a helper that
//! drives it another way (a tmux pane, a pseudo-terminal, output read as it
//! comes) takes its command from [`Binary::command`] and keeps only what is
//! its own. Runs nothing but the binary, and no clock but the guard against
//! a run that never ends ([`RUN_DEADLINE`]).

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::time::Duration;

use super::{RUN_DEADLINE, Run, binary};

/// The variables that choose the game's language besides `LANG`.
const LANGUAGE_VARIABLES: [&str; 3] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES"];

/// What the binary reads on standard input.
enum Input {
    /// Nothing: `/dev/null`, as `Command::output` gives.
    Null,
    /// These bytes through a pipe, then the end of input.
    Bytes(Vec<u8>),
    /// This stream as it is (a file opened by the test).
    Stream(Stdio),
}

/// A run of the game's binary, built up and then run once.
#[must_use]
pub struct Binary {
    command: Process,
    input: Input,
    /// Resource limits (`setrlimit`): the resource's number and its
    /// value.
    limits: Vec<(i32, u64)>,
    /// Where standard output and standard error go when the test does not
    /// read them (`None`: a pipe [`Binary::run`] reads).
    stdout: Option<Stdio>,
    stderr: Option<Stdio>,
    /// How long [`Binary::run`] waits before it fails the test: a guard
    /// against a hang only.
    deadline: Duration,
    expected_code: Option<i32>,
}

impl Binary {
    /// The binary with the test's environment as it is.
    pub fn bare() -> Binary {
        Binary::wrapping(Process::new(binary()))
    }

    /// The binary in English: `LANG=C`, and no other variable that
    /// chooses a language.
    pub fn english() -> Binary {
        let mut binary = Binary::bare();
        for name in LANGUAGE_VARIABLES {
            binary.command.env_remove(name);
        }
        binary.command.env("LANG", "C");
        binary
    }

    /// A game as the player starts it, with the environment pinned:
    /// English, `args`, no sound (the printed lines are the same whether
    /// or not the machine has an audio device) and `data_dir` as its data
    /// directory (so no saved game of the player's own is read).
    pub fn game(args: &[&str], data_dir: &Path) -> Binary {
        Binary::english()
            .args(args)
            .arg("--no-sound")
            .arg("--data-dir")
            .arg(data_dir)
    }

    /// A command for the binary built elsewhere, run as this builder runs
    /// it.
    pub fn wrapping(command: Process) -> Binary {
        Binary {
            command,
            input: Input::Null,
            limits: Vec::new(),
            stdout: None,
            stderr: None,
            deadline: RUN_DEADLINE,
            expected_code: None,
        }
    }

    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Binary {
        self.command.arg(arg);
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Binary
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.command.args(args);
        self
    }

    /// The binary run under `strace -f -o /dev/null STRACE_ARGS`, with the
    /// arguments and environment given so far (more may follow): for
    /// faults injected into its system calls.
    pub fn under_strace<S: AsRef<OsStr>>(self, strace_args: &[S]) -> Binary {
        let mut strace = Process::new("strace");
        strace
            .args(["-f", "-o", "/dev/null"])
            .args(strace_args)
            .arg(self.command.get_program())
            .args(self.command.get_args());
        for (name, value) in self.command.get_envs() {
            match value {
                Some(value) => strace.env(name, value),
                None => strace.env_remove(name),
            };
        }
        if let Some(dir) = self.command.get_current_dir() {
            strace.current_dir(dir);
        }
        Binary {
            command: strace,
            ..self
        }
    }

    /// The binary under strace, killed (`SIGKILL`) at the first of
    /// `syscalls` (`rename`, `write,fsync`…) that touches `path`.
    pub fn killed_at(self, syscalls: &str, path: &Path) -> Binary {
        self.under_strace(&[
            OsStr::new("-P"),
            path.as_os_str(),
            OsStr::new("-e"),
            OsStr::new(&format!("trace={syscalls}")),
            OsStr::new("-e"),
            OsStr::new(&format!("inject={syscalls}:signal=SIGKILL")),
        ])
    }

    /// `--data-dir DIR`.
    pub fn data_dir(self, dir: &Path) -> Binary {
        self.arg("--data-dir").arg(dir)
    }

    pub fn env(mut self, name: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Binary {
        self.command.env(name, value);
        self
    }

    pub fn env_remove(mut self, name: impl AsRef<OsStr>) -> Binary {
        self.command.env_remove(name);
        self
    }

    /// No variable at all but those given after.
    pub fn env_clear(mut self) -> Binary {
        self.command.env_clear();
        self
    }

    pub fn current_dir(mut self, dir: impl AsRef<Path>) -> Binary {
        self.command.current_dir(dir);
        self
    }

    /// `input` on standard input, then its end.
    pub fn stdin(mut self, input: impl AsRef<[u8]>) -> Binary {
        self.input = Input::Bytes(input.as_ref().to_vec());
        self
    }

    /// Standard input from `stream` (a file the test opened).
    pub fn stdin_from(mut self, stream: impl Into<Stdio>) -> Binary {
        self.input = Input::Stream(stream.into());
        self
    }

    /// Standard output to `stream` (a full device, a closed pipe), not
    /// read: [`Run::stdout`] is then empty.
    pub fn stdout_to(mut self, stream: impl Into<Stdio>) -> Binary {
        self.stdout = Some(stream.into());
        self
    }

    /// Standard error to `stream`, not read: [`Run::stderr`] is then empty.
    pub fn stderr_to(mut self, stream: impl Into<Stdio>) -> Binary {
        self.stderr = Some(stream.into());
        self
    }

    /// `resource` (`libc::RLIMIT_…`) limited to `value`, as `ulimit` sets
    /// it in a shell.
    #[cfg(unix)]
    pub fn limit(mut self, resource: libc::c_int, value: u64) -> Binary {
        self.limits.push((resource, value));
        self
    }

    /// At most `bytes` of address space (`RLIMIT_AS`): memory the game
    /// cannot have.
    #[cfg(unix)]
    pub fn memory_limit(self, bytes: u64) -> Binary {
        self.limit(libc::RLIMIT_AS as libc::c_int, bytes)
    }

    /// At most `seconds` of the processor's time (`RLIMIT_CPU`): work
    /// counted by the kernel for this process alone, so other processes
    /// on a busy machine do not spend it; past it the process is killed.
    #[cfg(unix)]
    pub fn cpu_limit(self, seconds: u64) -> Binary {
        self.limit(libc::RLIMIT_CPU as libc::c_int, seconds)
    }

    /// A longer guard against a hang than [`RUN_DEADLINE`], for a run that
    /// takes minutes in a debug build (a benchmark, a network of 134 MB).
    pub fn deadline(mut self, deadline: Duration) -> Binary {
        self.deadline = deadline;
        self
    }

    /// The exit code [`Binary::run`] checks (standard error in the
    /// failure's message).
    pub fn expect_code(mut self, code: i32) -> Binary {
        self.expected_code = Some(code);
        self
    }

    /// The command, the limits applied and standard input set if it was
    /// given (else left as the caller sets it), for a test or a helper
    /// that drives the process itself.
    pub fn command(mut self) -> Process {
        match std::mem::replace(&mut self.input, Input::Null) {
            Input::Null => {}
            Input::Bytes(_) => {
                self.command.stdin(Stdio::piped());
            }
            Input::Stream(stream) => {
                self.command.stdin(stream);
            }
        }
        self.apply_limits();
        self.command
    }

    /// Runs the binary to its end and returns what it left, failing the
    /// test after [`RUN_DEADLINE`], or when the exit code is not the one
    /// expected.
    #[track_caller]
    pub fn run(mut self) -> Run {
        let input = match &mut self.input {
            Input::Bytes(bytes) => Some(std::mem::take(bytes)),
            Input::Null => {
                self.input = Input::Stream(Stdio::null());
                None
            }
            Input::Stream(_) => None,
        };
        let expected = self.expected_code;
        let deadline = self.deadline;
        let stdout = self.stdout.take().unwrap_or_else(Stdio::piped);
        let stderr = self.stderr.take().unwrap_or_else(Stdio::piped);
        let mut command = self.command();
        let mut child = command
            .stdout(stdout)
            .stderr(stderr)
            .spawn()
            .expect("the game binary starts");
        // The game may quit before reading everything: a broken pipe is fine.
        let writer = input.map(|input| {
            let mut stdin = child.stdin.take().expect("piped stdin");
            std::thread::spawn(move || {
                let _ = stdin.write_all(&input);
            })
        });
        let out_reader = child.stdout.take().map(read_all);
        let err_reader = child.stderr.take().map(read_all);
        let start = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().expect("wait for the game") {
                break status;
            }
            if start.elapsed() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the game did not end within {deadline:?}");
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        };
        if let Some(writer) = writer {
            let _ = writer.join();
        }
        let stdout = out_reader.map_or_else(Vec::new, |r| r.join().unwrap_or_default());
        let stderr = err_reader.map_or_else(Vec::new, |r| r.join().unwrap_or_default());
        let run = Run {
            code: status.code(),
            stdout: String::from_utf8(stdout).expect("the game prints UTF-8"),
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
        };
        if let Some(code) = expected {
            assert_eq!(run.code, Some(code), "{:?}: {}", command, run.stderr);
        }
        run
    }

    #[cfg(unix)]
    fn apply_limits(&mut self) {
        use std::os::unix::process::CommandExt;
        let limits = std::mem::take(&mut self.limits);
        if limits.is_empty() {
            return;
        }
        // SAFETY: setrlimit is async-signal-safe and touches nothing else.
        unsafe {
            self.command.pre_exec(move || {
                for &(resource, value) in &limits {
                    let limit = libc::rlimit {
                        rlim_cur: value as libc::rlim_t,
                        rlim_max: value as libc::rlim_t,
                    };
                    if libc::setrlimit(resource as _, &limit) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                }
                Ok(())
            });
        }
    }

    #[cfg(not(unix))]
    fn apply_limits(&mut self) {}
}

/// A thread reading `stream` to its end.
fn read_all(mut stream: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        bytes
    })
}
