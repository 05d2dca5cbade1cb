//! The game's side of the speech worker: a [`Speaker`] that starts the
//! game's own binary as `speech-worker`, sends it requests through a pipe
//! and reads its replies, on helper threads, so the game never waits.
//!
//! Faults stay in the worker and are said once: a worker that cannot
//! start (or not within [`START_TIMEOUT`]) or that fails before it is
//! ready makes speech unavailable; one that stops answering later (a wedged
//! or stopped server, a library that called `exit()`) is noticed within
//! [`ANSWER_TIMEOUT`] (an idle game asks it a harmless question every
//! [`PING_AFTER`]) and reported as [`SpeechProblem::Stopped`]. Either way
//! the worker is killed; [`Speaker::retry`] starts a fresh one.
//!
//! A stall is a pause, not an end: after speech stopped, or took too long
//! to start, the speaker starts a fresh worker by itself, first after
//! [`RETRY_FIRST`], then after twice as long each time one fails, up to
//! [`RETRY_MOST`], saying nothing of the tries that fail; speech back is
//! reported once ([`Speaker::back`]) when a try's worker says a line was
//! heard to its end, not when it is merely ready: against a server that
//! takes lines and never plays them, the stop is said once and the tries
//! go on unsaid. A try's worker is
//! started on a helper thread and never waited for, so no answer waits on
//! a try.
//!
//! When the speaker is dropped the worker is given [`FINISH_TIMEOUT`] to
//! pass on the last words, and is then killed with what it started (a
//! `SPEECHD_CMD` that never returned among them); a speech server the
//! worker started is ended too unless the worker finished in that time
//! (a server whose audio device never answers blocks for good, and
//! ignores `SIGTERM`): nothing outlives the game.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use super::protocol::{
    ADDRESS_NOT_TEXT, NO_DISPATCHER, Reply, Request, decode_reply, encode_request, one_line,
};
use super::{START_TIMEOUT, Speaker, SpeechProblem};

/// How long a ready worker may take to answer before speech counts as
/// stopped.
pub const ANSWER_TIMEOUT: Duration = Duration::from_millis(1000);
/// After how long without requests an idle game checks that the worker and
/// its server still answer.
pub const PING_AFTER: Duration = Duration::from_millis(500);
/// How long a dropped speaker lets a healthy worker pass on what is queued.
pub const FINISH_TIMEOUT: Duration = Duration::from_millis(500);
/// How long speech rests after a pause before the first try to start it
/// again.
pub const RETRY_FIRST: Duration = Duration::from_secs(2);
/// The longest rest between two tries.
pub const RETRY_MOST: Duration = Duration::from_secs(4);
/// The longest stretch of the worker's error output kept as a reason.
const REASON_LIMIT: usize = 160;

enum Event {
    Reply(Reply),
    /// The worker's output ended (it exited), with its last error line.
    Ended(Option<String>),
}

struct Worker {
    child: Child,
    requests: Option<Sender<String>>,
    events: Receiver<Event>,
}

enum State {
    Starting(Instant),
    Ready,
    Gone,
    /// Paused, with no worker: the next try starts at this moment.
    Resting(Instant),
    /// A try's worker being started on a helper thread.
    Launching(Receiver<std::io::Result<Worker>>),
}

/// Speech through a worker process.
pub struct WorkerSpeaker {
    program: PathBuf,
    worker: Option<Worker>,
    state: State,
    /// A problem found while starting a worker, not yet reported.
    pending: Option<SpeechProblem>,
    rate: Option<u8>,
    /// The engine's own rate, as its worker said when it was ready.
    engine_rate: Option<u8>,
    language: Option<String>,
    sent: u64,
    done: u64,
    /// Since when the worker owes an answer.
    waiting_since: Option<Instant>,
    last_sent: Instant,
    /// While speech is paused (it stopped, or took too long to start): how
    /// long to rest after the next try if it fails too. The worker then
    /// starting is the speaker's own try.
    pause: Option<Duration>,
    /// Speech came back after a pause, not yet reported.
    back: bool,
    /// A try's worker is up during a pause and owes a line heard, not yet
    /// reported.
    probe: bool,
    /// The speech server a worker started, if one did.
    server: Option<(u32, u64)>,
}

impl WorkerSpeaker {
    /// Starts a worker from `program` (the game's own binary) and returns
    /// at once. `rate` is sent only when given: otherwise the player's own
    /// engine setting stands.
    pub fn start(program: &Path, rate: Option<u8>) -> WorkerSpeaker {
        let mut speaker = WorkerSpeaker {
            program: program.to_path_buf(),
            worker: None,
            state: State::Gone,
            pending: None,
            rate: rate.map(|r| r.min(100)),
            engine_rate: None,
            language: None,
            sent: 0,
            done: 0,
            waiting_since: None,
            last_sent: Instant::now(),
            pause: None,
            back: false,
            probe: false,
            server: None,
        };
        speaker.launch();
        speaker
    }

    fn launch(&mut self) {
        let spawned = spawn(&self.program);
        self.adopt(spawned);
    }

    /// Starts a worker on a helper thread, so that the game's own thread
    /// never waits for a process to start (a few milliseconds, more on a
    /// loaded machine); [`WorkerSpeaker::problem`] takes it when it is
    /// there. Where no thread can start, starts it here.
    fn launch_aside(&mut self) {
        let (sender, spawned) = mpsc::channel();
        let program = self.program.clone();
        let started = crate::thread_room::start(
            "speech-launch",
            crate::thread_room::DEFAULT_STACK_BYTES,
            move || {
                let _ = sender.send(spawn(&program));
            },
        );
        match started {
            Ok(_) => self.state = State::Launching(spawned),
            Err(_) => self.launch(),
        }
    }

    /// Takes a worker just started (or why it could not be): it starts in
    /// the player's language and rate.
    fn adopt(&mut self, spawned: std::io::Result<Worker>) {
        self.sent = 0;
        self.done = 0;
        self.waiting_since = None;
        match spawned {
            Ok(worker) => {
                self.worker = Some(worker);
                self.state = State::Starting(Instant::now());
                if let Some(language) = self.language.clone() {
                    self.send(Request::Language(language));
                }
                if let Some(rate) = self.rate {
                    self.send(Request::Rate(rate));
                }
            }
            Err(error) => {
                self.state = State::Gone;
                self.pending = Some(SpeechProblem::WorkerNotStarted(error.to_string()));
            }
        }
    }

    fn send(&mut self, request: Request) {
        let Some(requests) = self.worker.as_ref().and_then(|w| w.requests.as_ref()) else {
            return;
        };
        self.sent += 1;
        // A closed channel means the worker ended; its Ended event says so.
        let _ = requests.send(encode_request(self.sent, &request));
        let now = Instant::now();
        self.waiting_since.get_or_insert(now);
        self.last_sent = now;
    }

    /// Kills the worker (if any) and waits for it to be gone.
    fn end_worker(&mut self) {
        // A worker still being started is waited for, to be ended too.
        if let State::Launching(spawned) = &self.state
            && let Ok(Ok(worker)) = spawned.recv()
        {
            self.worker = Some(worker);
        }
        self.state = State::Gone;
        if let Some(mut worker) = self.worker.take() {
            drop(worker.requests.take());
            kill_worker(&mut worker.child);
            let _ = worker.child.wait();
        }
    }

    /// After a problem: a pause (speech stopped, or took too long to
    /// start) rests before the next try; a try of the speaker's own that
    /// failed rests longer, and is not reported again.
    fn after(&mut self, problem: SpeechProblem) -> Option<SpeechProblem> {
        if let Some(rest) = self.pause {
            self.pause = Some((rest * 2).min(RETRY_MOST));
            self.state = State::Resting(Instant::now() + rest);
            return None;
        }
        if matches!(problem, SpeechProblem::Stopped | SpeechProblem::Timeout) {
            self.pause = Some((RETRY_FIRST * 2).min(RETRY_MOST));
            self.state = State::Resting(Instant::now() + RETRY_FIRST);
        }
        Some(problem)
    }

    /// Reads what the worker said: the problem it shows, if any.
    fn poll(&mut self) -> Option<SpeechProblem> {
        let worker = self.worker.as_mut()?;
        loop {
            match worker.events.try_recv() {
                Ok(Event::Reply(Reply::Ready(engine_rate))) => {
                    if matches!(self.state, State::Starting(_)) {
                        self.engine_rate = engine_rate;
                        self.state = State::Ready;
                        // What waited for the engine is owed from now on.
                        if self.waiting_since.is_some() {
                            self.waiting_since = Some(Instant::now());
                        }
                        self.probe = self.pause.is_some();
                    }
                }
                Ok(Event::Reply(Reply::Heard)) => {
                    if matches!(self.state, State::Ready) {
                        self.back |= self.pause.take().is_some();
                    }
                }
                Ok(Event::Reply(Reply::Server { pid, since })) => self.server = Some((pid, since)),
                Ok(Event::Reply(Reply::Done(seq))) => {
                    self.done = self.done.max(seq);
                    self.waiting_since = (self.done < self.sent).then(Instant::now);
                }
                Ok(Event::Reply(Reply::Failed(why))) => return self.give_up(Some(why)),
                Ok(Event::Ended(why)) => return self.give_up(why),
                Err(TryRecvError::Disconnected) => return self.give_up(None),
                Err(TryRecvError::Empty) => break,
            }
        }
        self.overdue()
    }

    /// A worker that took too long to start, or to answer; an idle one
    /// is asked a harmless question.
    fn overdue(&mut self) -> Option<SpeechProblem> {
        match self.state {
            State::Starting(since) if since.elapsed() >= START_TIMEOUT => {
                self.end_worker();
                Some(SpeechProblem::Timeout)
            }
            State::Ready => {
                if self
                    .waiting_since
                    .is_some_and(|since| since.elapsed() >= ANSWER_TIMEOUT)
                {
                    self.end_worker();
                    return Some(SpeechProblem::Stopped);
                }
                if self.waiting_since.is_none() && self.last_sent.elapsed() >= PING_AFTER {
                    self.send(Request::Ping);
                }
                None
            }
            _ => None,
        }
    }

    fn give_up(&mut self, why: Option<String>) -> Option<SpeechProblem> {
        let was_ready = matches!(self.state, State::Ready);
        self.end_worker();
        Some(if was_ready {
            SpeechProblem::Stopped
        } else {
            match why {
                None => SpeechProblem::WorkerEnded,
                Some(why) if why == NO_DISPATCHER => SpeechProblem::NoDispatcher,
                Some(why) if why == ADDRESS_NOT_TEXT => SpeechProblem::AddressNotText,
                Some(why) => SpeechProblem::Failed(why),
            }
        })
    }
}

impl Speaker for WorkerSpeaker {
    fn speak(&mut self, text: &str, interrupt: bool) {
        self.send(Request::Speak {
            text: text.to_string(),
            interrupt,
        });
    }

    fn set_rate(&mut self, rate: u8) {
        let rate = rate.min(100);
        self.rate = Some(rate);
        self.send(Request::Rate(rate));
    }

    fn rate(&self) -> Option<u8> {
        self.rate
    }

    fn heard_rate(&self) -> Option<u8> {
        self.rate.or(self.engine_rate)
    }

    fn set_language(&mut self, language: &str) {
        self.language = Some(language.to_string());
        self.send(Request::Language(language.to_string()));
    }

    fn stop(&mut self) {
        self.send(Request::Stop);
    }

    fn problem(&mut self) -> Option<SpeechProblem> {
        if let State::Resting(at) = self.state {
            if Instant::now() >= at {
                self.launch_aside();
            }
            // A try that cannot even start rests again, unsaid.
            return self.pending.take().and_then(|p| self.after(p));
        }
        if let State::Launching(spawned) = &self.state {
            match spawned.try_recv() {
                Ok(worker) => self.adopt(worker),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => {
                    self.state = State::Gone;
                    self.pending = Some(SpeechProblem::WorkerEnded);
                }
            }
        }
        if let Some(problem) = self.pending.take() {
            return self.after(problem);
        }
        let problem = self.poll()?;
        self.after(problem)
    }

    fn back(&mut self) -> bool {
        std::mem::take(&mut self.back)
    }

    fn probe_owed(&mut self) -> bool {
        std::mem::take(&mut self.probe)
    }

    fn retry(&mut self) -> bool {
        self.end_worker();
        self.pending = None;
        self.pause = None;
        self.back = false;
        self.probe = false;
        self.launch();
        true
    }

    fn starting(&self) -> bool {
        self.pending.is_none() && matches!(self.state, State::Starting(_) | State::Launching(_))
    }
}

impl Drop for WorkerSpeaker {
    fn drop(&mut self) {
        let finished = self.finish();
        // A server that never played a line since speech stopped (its
        // sound device never answers) is ended too, answering or not.
        let silent = self.pause.is_some();
        if (!finished || silent)
            && let Some((pid, since)) = self.server
        {
            #[cfg(target_os = "linux")]
            super::started_server::end(super::started_server::StartedServer { pid, since });
            #[cfg(not(target_os = "linux"))]
            let _ = (pid, since);
        }
    }
}

impl WorkerSpeaker {
    /// Closes the worker's input, gives a worker that still answers
    /// [`FINISH_TIMEOUT`] to pass on the last words, and kills it with
    /// what it started. Whether it finished what it was given.
    fn finish(&mut self) -> bool {
        if matches!(self.state, State::Launching(_)) {
            self.end_worker();
            return false;
        }
        let Some(mut worker) = self.worker.take() else {
            return false;
        };
        // Closing the input tells the worker to finish what it was given.
        drop(worker.requests.take());
        // A worker still starting gets the same short time: the last words
        // of a quick game are spoken once it is ready.
        let answering = match self.state {
            State::Starting(_) => true,
            State::Ready => self
                .waiting_since
                .is_none_or(|since| since.elapsed() < PING_AFTER),
            State::Gone | State::Resting(_) | State::Launching(_) => false,
        };
        let mut finished = false;
        if answering {
            let deadline = Instant::now() + FINISH_TIMEOUT;
            while Instant::now() < deadline {
                if let Ok(Some(status)) = worker.child.try_wait() {
                    finished = status.success();
                    break;
                }
                thread::sleep(Duration::from_millis(5));
            }
        }
        // What it started may still run.
        kill_worker(&mut worker.child);
        let _ = worker.child.wait();
        // The server it started, if it said so meanwhile.
        while let Ok(event) = worker.events.try_recv() {
            if let Event::Reply(Reply::Server { pid, since }) = event {
                self.server = Some((pid, since));
            }
        }
        finished
    }
}

/// Kills the worker and whatever it started that is still in its process
/// group (which it leads): a command that was to start a speech server
/// and never returned, and that command's own children. A server that
/// did start has left the group (it runs as a daemon) and stays.
fn kill_worker(child: &mut Child) {
    #[cfg(unix)]
    if let Ok(group) = libc::pid_t::try_from(child.id()) {
        // SAFETY: a signal to the worker's own process group; no memory
        // of ours is touched.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
    }
    let _ = child.kill();
}

/// Starts `program speech-worker` with its three standard streams piped,
/// and the threads that feed and read them.
fn spawn(program: &Path) -> std::io::Result<Worker> {
    let mut command = Command::new(program);
    command
        .arg("speech-worker")
        .arg("--parent")
        .arg(std::process::id().to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    {
        // Its own process group: Ctrl+C at the terminal goes to the game,
        // which says goodbye through the worker and then ends it, with
        // all the group ([`kill_worker`]).
        use std::os::unix::process::CommandExt;
        command.process_group(0);
    }
    let mut child = command.spawn()?;
    let (Some(mut stdin), Some(stdout), Some(stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        let _ = child.kill();
        let _ = child.wait();
        return Err(std::io::Error::other("no pipes to the speech worker"));
    };
    let (requests, outbox) = mpsc::channel::<String>();
    let (report, events) = mpsc::channel();
    let started = crate::thread_room::start(
        "speech-requests",
        crate::thread_room::DEFAULT_STACK_BYTES,
        move || {
            for line in outbox {
                if writeln!(stdin, "{line}")
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    break;
                }
            }
        },
    )
    .and_then(|_| {
        crate::thread_room::start(
            "speech-errors",
            crate::thread_room::DEFAULT_STACK_BYTES,
            move || last_error_line(stderr),
        )
    })
    .and_then(|errors| {
        crate::thread_room::start(
            "speech-replies",
            crate::thread_room::DEFAULT_STACK_BYTES,
            move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if let Some(reply) = decode_reply(&line)
                        && report.send(Event::Reply(reply)).is_err()
                    {
                        return;
                    }
                }
                let why = errors.join().ok().flatten();
                let _ = report.send(Event::Ended(why));
            },
        )
    });
    if let Err(error) = started {
        let _ = child.kill();
        let _ = child.wait();
        return Err(error);
    }
    Ok(Worker {
        child,
        requests: Some(requests),
        events,
    })
}

/// The last non-blank line the worker wrote to its error output (such as
/// libspeechd's "Fatal error"), shortened.
fn last_error_line(stderr: impl std::io::Read) -> Option<String> {
    let mut last = None;
    for line in BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        let line = one_line(&super::speakable(&line));
        if !line.is_empty() {
            last = Some(line.chars().take(REASON_LIMIT).collect());
        }
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_error_line_is_kept_short_and_plain() {
        // libspeechd's message ends in a colour reset: ESC, then "[0m".
        let escape = char::from(0x1b);
        let text = format!("first\nFatal error (libspeechd) [x.c:1]:Internal error{escape}[0m\n\n");
        assert_eq!(
            last_error_line(text.as_bytes()),
            Some("Fatal error (libspeechd) [x.c:1]:Internal error [0m".into())
        );
        let long = "x".repeat(1000);
        assert_eq!(
            last_error_line(long.as_bytes()).map(|l| l.chars().count()),
            Some(REASON_LIMIT)
        );
        assert_eq!(last_error_line(&b""[..]), None);
    }

    #[test]
    fn a_worker_that_cannot_start_is_reported_once() {
        let mut speaker = WorkerSpeaker::start(Path::new("/nonexistent/accessible-2048"), None);
        speaker.speak("hello", true);
        assert!(matches!(
            speaker.problem(),
            Some(SpeechProblem::WorkerNotStarted(_))
        ));
        assert_eq!(speaker.problem(), None);
        assert_eq!(speaker.rate(), None);
    }

    /// A stand-in worker: a shell script that, on its Nth start (counted in
    /// a file beside it), runs the Nth of `starts` (the last for every
    /// later start). Each start reads the game's requests on its input.
    #[cfg(unix)]
    fn stand_in(dir: &Path, starts: &[&str]) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let mut script = format!(
            "#!/bin/sh\nn=$(cat '{count}' 2>/dev/null || echo 0)\nn=$((n+1))\n\
             echo $n > '{count}'\ncase $n in\n",
            count = dir.join("count").display()
        );
        for (i, body) in starts.iter().enumerate() {
            let pattern = if i + 1 == starts.len() {
                "*".to_string()
            } else {
                (i + 1).to_string()
            };
            script.push_str(&format!("{pattern}) {body} ;;\n"));
        }
        script.push_str("esac\n");
        let path = dir.join("worker.sh");
        std::fs::write(&path, script).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// A worker that is ready and then never answers (its server stalled).
    const STALLS: &str = "echo ready; cat >/dev/null";
    /// A worker that never becomes ready.
    const NEVER_READY: &str = "cat >/dev/null";
    /// A worker that is ready and answers every request.
    const ANSWERS: &str =
        "echo ready; while read seq rest; do echo heard; echo \"done $seq\"; done";
    /// A worker that is ready and answers, but whose server never plays a
    /// line: it fails at its second request (the idle game's ping).
    const NEVER_HEARD: &str =
        "echo ready; read a rest; echo \"done $a\"; read b; echo 'fail plays nothing'";

    /// Polls the speaker as the game does until `done` holds, gathering
    /// the problems it reports and how often it said speech is back.
    #[cfg(unix)]
    fn poll_until(
        speaker: &mut WorkerSpeaker,
        done: impl Fn(&[SpeechProblem], usize) -> bool,
    ) -> (Vec<SpeechProblem>, usize) {
        let (mut problems, mut backs) = (Vec::new(), 0);
        let start = Instant::now();
        while !done(&problems, backs) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{problems:?}, back {backs} times"
            );
            problems.extend(speaker.problem());
            backs += usize::from(speaker.back());
            thread::sleep(Duration::from_millis(10));
        }
        (problems, backs)
    }

    #[test]
    #[cfg(unix)]
    fn a_stall_is_said_once_and_speech_comes_back_by_itself_once() {
        let dir = tempfile::TempDir::new().unwrap();
        // Stalls; the first try never gets ready; the next answers.
        let program = stand_in(dir.path(), &[STALLS, NEVER_READY, ANSWERS]);
        let mut speaker = WorkerSpeaker::start(&program, Some(70));
        speaker.set_language("de");
        let (problems, backs) = poll_until(&mut speaker, |_, backs| backs > 0);
        assert_eq!(
            problems,
            vec![SpeechProblem::Stopped],
            "the failed try is unsaid"
        );
        assert_eq!(backs, 1);
        let starts = std::fs::read_to_string(dir.path().join("count")).unwrap();
        assert_eq!(starts.trim(), "3");
        // Back for good: what is said is answered, with no more news.
        speaker.speak("left", true);
        let quiet = Instant::now() + ANSWER_TIMEOUT * 2;
        while Instant::now() < quiet {
            assert_eq!(speaker.problem(), None);
            assert!(!speaker.back(), "said back once");
            thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(speaker.rate(), Some(70), "the player's rate is kept");
    }

    #[test]
    #[cfg(unix)]
    fn speech_is_back_only_once_a_line_is_heard() {
        let dir = tempfile::TempDir::new().unwrap();
        // Never plays, twice over; then answers and is heard.
        let starts = [STALLS, NEVER_HEARD, NEVER_HEARD, ANSWERS];
        let program = stand_in(dir.path(), &starts);
        let mut speaker = WorkerSpeaker::start(&program, Some(40));
        let (problems, backs) = poll_until(&mut speaker, |_, backs| backs > 0);
        assert_eq!(problems, vec![SpeechProblem::Stopped], "stopped once");
        assert_eq!(backs, 1);
        let starts = std::fs::read_to_string(dir.path().join("count")).unwrap();
        assert_eq!(starts.trim(), "4", "back only at the try that is heard");
    }

    #[test]
    #[cfg(unix)]
    fn the_speech_key_during_a_pause_starts_speech_at_once_with_no_back_news() {
        let dir = tempfile::TempDir::new().unwrap();
        let program = stand_in(dir.path(), &[STALLS, ANSWERS]);
        let mut speaker = WorkerSpeaker::start(&program, None);
        let (problems, _) = poll_until(&mut speaker, |problems, _| !problems.is_empty());
        assert_eq!(problems, vec![SpeechProblem::Stopped]);
        assert!(speaker.retry());
        let start = Instant::now();
        while speaker.starting() {
            assert!(start.elapsed() < Duration::from_secs(60), "never up");
            assert_eq!(speaker.problem(), None);
            thread::sleep(Duration::from_millis(10));
        }
        assert!(!speaker.back(), "the key's own start is said as speech on");
    }

    /// A process standing for a speech server: its id and start time.
    #[cfg(target_os = "linux")]
    fn fake_server() -> (std::process::Child, u32, u64) {
        let child = Command::new("sleep")
            .arg("300")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", child.id())).unwrap();
        let since = stat
            .rsplit_once(')')
            .unwrap()
            .1
            .split_whitespace()
            .nth(19)
            .unwrap();
        let id = child.id();
        (child, id, since.parse().unwrap())
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn a_server_started_ends_with_the_game_only_when_it_no_longer_answers() {
        use std::os::unix::process::ExitStatusExt;
        // A worker that says it started the server and finishes at the end
        // of its input; one that says so and then never answers.
        for (finishes, ended) in [(true, false), (false, true)] {
            let dir = tempfile::TempDir::new().unwrap();
            let (mut server, pid, since) = fake_server();
            let body = if finishes {
                format!(
                    "echo 'server {pid} {since}'; echo ready; while read seq rest; do echo \"done $seq\"; done; exit 0"
                )
            } else {
                format!("echo 'server {pid} {since}'; echo ready; cat >/dev/null; sleep 30")
            };
            let program = stand_in(dir.path(), &[&body]);
            let mut speaker = WorkerSpeaker::start(&program, None);
            while speaker.starting() {
                assert_eq!(speaker.problem(), None);
                thread::sleep(Duration::from_millis(10));
            }
            speaker.speak("Goodbye.", true);
            drop(speaker);
            let status = if ended {
                Some(server.wait().unwrap())
            } else {
                thread::sleep(Duration::from_millis(200));
                server.try_wait().unwrap()
            };
            assert_eq!(
                status.and_then(|s| s.signal()),
                ended.then_some(libc::SIGKILL),
                "finishes: {finishes}"
            );
            let _ = server.kill();
            let _ = server.wait();
        }
    }
}
