//! The worker's engine on Linux: speech-dispatcher, spoken to over its
//! protocol (SSIP) by the pure-Rust `ssip-client-async` crate's blocking
//! client, used directly so that nothing runs ahead of the first words: no
//! voice listing, and no rate, voice, pitch or volume sent unless the
//! player asked for one. The language goes to the server as a language
//! (`SET self LANGUAGE`), so every module pronounces it by its own rules;
//! lines go at priority `message`, set once for the connection.
//!
//! Every line is followed to its end: notifications are turned on, so the
//! server says when each line begins, ends or is cut, and a server that
//! takes lines it never plays (its sound module blocked on an audio
//! device that never answers) is an error within a few seconds of the
//! first line not heard ([`super::ssip_messages`]), at the next command
//! (the idle game's ping among them), the same error as a server that
//! stopped answering. A server that refuses notifications is trusted.
//!
//! The server is found as libspeechd finds it ([`super::speechd_address`]);
//! when none answers there, one is started for that address with the
//! command libspeechd's autospawn runs (the player's `DisableAutoSpawn`
//! setting makes it refuse), then connected to once more. A server started
//! so ends by itself once its last client has gone (its idle timeout), so
//! nothing outlives the game for long.
//!
//! Guards around the crate: it writes the commands, and the answers are
//! read here, on the same socket, with bounds on every line and every
//! answer ([`super::ssip_answers`]; the crate's own reading keeps a line
//! whole however long, so a server sending an endless line would take the
//! worker's memory). Every answer is awaited at most [`TIMEOUT`] and every
//! write may block at most as long (the crate sets no write time-out, so
//! one is set on its socket), and a panic inside the crate is caught and
//! becomes an error, so no server's answer can block or end the worker. Text reaches the server as one data line,
//! a leading dot doubled (SSIP ends data with a line holding one dot).
//!
//! Runs only in the worker process; knows nothing of the game.

use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::net::{IpAddr, TcpStream, ToSocketAddrs};
use std::os::unix::io::{AsRawFd, FromRawFd, RawFd};
use std::os::unix::net::UnixStream;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use ssip_client_async::{
    Client, ClientName, ClientResult, ClientScope, MessageScope, NotificationType, OK_CANCELED,
    OK_CLIENT_NAME_SET, OK_GET, OK_LANGUAGE_SET, OK_MESSAGE_QUEUED, OK_NOTIFICATION_SET,
    OK_PRIORITY_SET, OK_RATE_SET, OK_RECEIVING_DATA, Priority, fifo, tcp,
};

use super::engine::Engine;
use super::protocol::{ADDRESS_NOT_TEXT, NO_DISPATCHER};
use super::rate::{engine_to_rate, rate_to_engine};
use super::speechd_address::{Address, default_socket, parse_address, spawn_command};
use super::ssip_answers::Answers;
use super::ssip_messages::Messages;
use super::started_server::{self, StartedServer};

/// The longest the engine waits on the server for one answer, or for one
/// write to be taken. The game notices a silent worker sooner (its answer
/// time-out, and its start time-out of 2 s, so that a server that takes
/// the connection and never answers is said as speech not starting in
/// time, never as one that cannot be reached); this bounds the worker
/// itself.
pub const TIMEOUT: Duration = Duration::from_secs(3);

/// The application name the server knows the game by.
const APPLICATION: &str = "accessible-2048";

/// A client on either kind of socket.
enum Connection {
    Unix(Client<UnixStream>),
    Tcp(Client<TcpStream>),
}

/// Runs `$body` with `$client` bound to the connection's client, whichever
/// socket it is on.
macro_rules! with_client {
    ($connection:expr, $client:ident => $body:expr) => {
        match $connection {
            Connection::Unix($client) => $body,
            Connection::Tcp($client) => $body,
        }
    };
}

/// A connection to speech-dispatcher.
pub struct SsipEngine {
    connection: Connection,
    /// The server's answers, read from the connection's socket.
    answers: Answers<File>,
    /// The server this engine started, where it started one.
    started: Option<StartedServer>,
    /// The lines the server took and what became of them, where it sends
    /// notifications.
    messages: Option<Messages>,
    /// The server's rate for this client, -100 to 100, as last set or read.
    rate: i32,
}

impl SsipEngine {
    /// Connects to the server named by `SPEECHD_ADDRESS` or the default
    /// socket, starting one there when none answers.
    pub fn open() -> Result<SsipEngine, String> {
        let home = std::env::var_os("HOME")
            .filter(|h| !h.is_empty())
            .map(PathBuf::from)
            .or_else(password_home)
            .unwrap_or_else(|| PathBuf::from("/"));
        let socket = default_socket(
            std::env::var_os("XDG_RUNTIME_DIR").as_deref(),
            std::env::var_os("XDG_CACHE_HOME").as_deref(),
            &home,
        );
        // An address that is not text names no server: said, never
        // passed over for the default socket.
        let value = std::env::var_os("SPEECHD_ADDRESS");
        let text = match value.as_deref().map(std::ffi::OsStr::to_str) {
            Some(None) => return Err(ADDRESS_NOT_TEXT.to_string()),
            Some(Some(text)) => Some(text),
            None => None,
        };
        let address = parse_address(text, &socket).map_err(|_| NO_DISPATCHER.to_string())?;
        let user = std::env::var("USER").unwrap_or_else(|_| "player".into());
        SsipEngine::connect(&address, std::env::var_os("SPEECHD_CMD"), &user)
            .map_err(|_| NO_DISPATCHER.to_string())
    }

    /// Connects to `address`, starting a server there with `speechd_cmd`
    /// (see [`spawn_command`]) when none answers; then names the client
    /// (`user`) and sets the priority. Errors are the engine's words.
    pub fn connect(
        address: &Address,
        speechd_cmd: Option<OsString>,
        user: &str,
    ) -> Result<SsipEngine, String> {
        let mut started = None;
        let (connection, answers) = match dial(address) {
            Ok(connection) => connection,
            Err(first) => {
                let local = is_local(address);
                let Some((program, args)) = spawn_command(address, speechd_cmd.as_deref(), local)
                else {
                    return Err(first);
                };
                start_server(&program, &args)?;
                started = started_server::find(&program, &args);
                dial(address)?
            }
        };
        let mut engine = SsipEngine {
            connection,
            answers: Answers::new(answers),
            started,
            messages: None,
            rate: 0,
        };
        let name = ClientName::with_component(&client_word(user), APPLICATION, "main");
        engine.exchange(
            "could not name the client",
            |c| c.set_client_name(name),
            OK_CLIENT_NAME_SET,
        )?;
        engine.exchange(
            "refused the priority",
            |c| c.set_priority(Priority::Message),
            OK_PRIORITY_SET,
        )?;
        engine.follow_lines()?;
        Ok(engine)
    }

    /// Turns the server's notifications on, to follow every line; a server
    /// that refuses them (any other answer) is trusted to play its lines.
    fn follow_lines(&mut self) -> Result<(), String> {
        let connection = &mut self.connection;
        let sent = catch_unwind(AssertUnwindSafe(|| {
            with_client!(connection, client => client
                .set_notification(NotificationType::All, true)
                .map(drop))
        }));
        if !matches!(sent, Ok(Ok(()))) {
            return Err("speech-dispatcher refused notifications: the client failed".into());
        }
        let answer = self
            .answers
            .read()
            .map_err(|error| format!("speech-dispatcher refused notifications: {error}"))?;
        if answer.code == OK_NOTIFICATION_SET {
            self.messages = Some(Messages::new());
        }
        Ok(())
    }

    /// Takes the events read so far into the lines followed; an error when
    /// the oldest line is overdue (the server takes lines it never plays).
    fn settle(&mut self) -> Result<(), String> {
        self.take_events();
        let now = std::time::Instant::now();
        match self.messages.as_ref().and_then(|m| m.overdue(now)) {
            Some(why) => Err(format!("speech-dispatcher plays nothing: {why}")),
            None => Ok(()),
        }
    }

    /// Takes the events read so far into the lines followed.
    fn take_events(&mut self) {
        let events = self.answers.take_events();
        if let Some(messages) = self.messages.as_mut() {
            let now = std::time::Instant::now();
            for event in events {
                messages.apply(event, now);
            }
        }
    }

    /// Sends one command through the crate, then reads the server's
    /// answer, which must have `code`: its lines before the last. An
    /// error, or a panic inside the crate, becomes `speech-dispatcher
    /// <what>` with the words of what went wrong.
    fn exchange(
        &mut self,
        what: &str,
        send: impl FnOnce(&mut dyn SsipClient) -> ClientResult<&mut dyn SsipClient>,
        code: u16,
    ) -> Result<Vec<String>, String> {
        let connection = &mut self.connection;
        let sent = catch_unwind(AssertUnwindSafe(
            || with_client!(connection, client => send(client).map(drop)),
        ));
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(error)) => return Err(format!("speech-dispatcher {what}: {error}")),
            Err(_) => return Err(format!("speech-dispatcher {what}: the client failed")),
        }
        self.answers
            .expect(code)
            .map_err(|error| format!("speech-dispatcher {what}: {error}"))
    }

    /// The rate the server would speak this client's lines at (`GET
    /// RATE`, -100 to 100), read as text.
    fn engine_rate(&mut self) -> Result<i32, String> {
        let lines = self.exchange("did not say the rate", |c| c.get_rate(), OK_GET)?;
        let text = match lines.as_slice() {
            [text] => text.as_str(),
            _ => return Err(format!("speech-dispatcher said the rate as {lines:?}")),
        };
        let rate = text
            .trim()
            .parse()
            .map_err(|_| format!("speech-dispatcher said the rate is {text:?}"))?;
        self.rate = rate;
        Ok(rate)
    }
}

/// The crate's client, whichever socket is under it: the commands the
/// engine sends (the answers are read apart), so one closure serves both.
trait SsipClient {
    fn set_client_name(&mut self, name: ClientName) -> ClientResult<&mut dyn SsipClient>;
    fn set_priority(&mut self, priority: Priority) -> ClientResult<&mut dyn SsipClient>;
    fn speak(&mut self) -> ClientResult<&mut dyn SsipClient>;
    fn send_line(&mut self, line: &str) -> ClientResult<&mut dyn SsipClient>;
    fn cancel(&mut self) -> ClientResult<&mut dyn SsipClient>;
    fn set_rate(&mut self, value: i8) -> ClientResult<&mut dyn SsipClient>;
    fn set_language(&mut self, language: &str) -> ClientResult<&mut dyn SsipClient>;
    fn get_rate(&mut self) -> ClientResult<&mut dyn SsipClient>;
}

impl<S: Read + Write + AsRawFd + 'static> SsipClient for Client<S> {
    fn set_client_name(&mut self, name: ClientName) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::set_client_name(self, name)?)
    }
    fn set_priority(&mut self, priority: Priority) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::set_priority(self, priority)?)
    }
    fn speak(&mut self) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::speak(self)?)
    }
    fn send_line(&mut self, line: &str) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::send_line(self, line)?)
    }
    fn cancel(&mut self) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::cancel(self, MessageScope::Last)?)
    }
    fn set_rate(&mut self, value: i8) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::set_rate(self, ClientScope::Current, value)?)
    }
    fn set_language(&mut self, language: &str) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::set_language(self, ClientScope::Current, language)?)
    }
    fn get_rate(&mut self) -> ClientResult<&mut dyn SsipClient> {
        Ok(Client::get_rate(self)?)
    }
}

/// Connects to `address` with every answer awaited at most [`TIMEOUT`]
/// and every write limited the same: the connection, and its socket to
/// read the answers from.
fn dial(address: &Address) -> Result<(Connection, File), String> {
    let before = open_descriptors();
    let connection = match address {
        Address::Unix(path) => fifo::synchronous::Builder::new()
            .path(path)
            .timeout(TIMEOUT)
            .build()
            .map(Connection::Unix),
        Address::Inet { host, port } => tcp::synchronous::Builder::new((host.as_str(), *port))
            .and_then(|mut builder| builder.timeout(TIMEOUT).build())
            .map(Connection::Tcp),
    }
    .map_err(|error| format!("cannot connect to speech-dispatcher: {error}"))?;
    let socket = limit_writes(&before, address, TIMEOUT)?;
    // SAFETY: F_DUPFD_CLOEXEC makes a new descriptor (or fails, -1) for
    // the socket, which is open; the file owns the new one alone.
    let answers = unsafe {
        let copy = libc::fcntl(socket, libc::F_DUPFD_CLOEXEC, 0);
        if copy == -1 {
            return Err("cannot read speech-dispatcher's answers".into());
        }
        File::from_raw_fd(copy)
    };
    Ok((connection, answers))
}

/// One open file descriptor and what it is open on (device and inode):
/// a number closed and reused by another thread meanwhile is a new one.
type Descriptor = (RawFd, Option<(libc::dev_t, libc::ino_t)>);

/// The process's open file descriptors (from `/proc`, else by asking
/// each of the first thousand numbers), each with what it is open on.
fn open_descriptors() -> Vec<Descriptor> {
    let numbers: Vec<RawFd> = match std::fs::read_dir("/proc/self/fd") {
        Ok(entries) => entries
            .flatten()
            .filter_map(|e| e.file_name().to_str()?.parse().ok())
            .collect(),
        // SAFETY: F_GETFD only reads the descriptor's flags.
        Err(_) => (0..1024)
            .filter(|&fd| unsafe { libc::fcntl(fd, libc::F_GETFD) } != -1)
            .collect(),
    };
    numbers.into_iter().map(|fd| (fd, identity(fd))).collect()
}

/// The device and inode `fd` is open on, if it is open.
fn identity(fd: RawFd) -> Option<(libc::dev_t, libc::ino_t)> {
    let mut stat = std::mem::MaybeUninit::<libc::stat>::uninit();
    // SAFETY: fstat writes a stat into the buffer it is given, and only
    // reads it back after a success.
    unsafe {
        (libc::fstat(fd, stat.as_mut_ptr()) == 0).then(|| {
            let stat = stat.assume_init();
            (stat.st_dev, stat.st_ino)
        })
    }
}

/// Sets a send time-out of `limit` on every socket opened since `before`
/// was listed that is connected to `address`: the client's socket, which
/// the crate keeps to itself. Its own time-out covers reads only, so a
/// server that stops reading would otherwise block a write without limit.
/// One of those sockets, or an error when there is none.
fn limit_writes(
    before: &[Descriptor],
    address: &Address,
    limit: Duration,
) -> Result<RawFd, String> {
    let timeout = libc::timeval {
        tv_sec: limit.as_secs() as libc::time_t,
        tv_usec: limit.subsec_micros() as libc::suseconds_t,
    };
    let mut limited = None;
    for descriptor in open_descriptors() {
        let fd = descriptor.0;
        if before.contains(&descriptor) || !is_socket(fd) || !connected_to(fd, address) {
            continue;
        }
        // SAFETY: `fd` is open (just listed) and a socket; the option's
        // value is a timeval that outlives the call, with its size.
        let set = unsafe {
            libc::setsockopt(
                fd,
                libc::SOL_SOCKET,
                libc::SO_SNDTIMEO,
                (&raw const timeout).cast(),
                std::mem::size_of::<libc::timeval>() as libc::socklen_t,
            )
        };
        if set == 0 {
            limited = Some(fd);
        }
    }
    limited.ok_or_else(|| "cannot limit writes to speech-dispatcher".into())
}

/// Whether socket `fd` is connected to `address` (not a socket another
/// thread opened meanwhile, such as a server's end in the same process).
fn connected_to(fd: RawFd, address: &Address) -> bool {
    // SAFETY: `fd` is an open socket; the stream borrows it and never
    // closes it (never dropped).
    match address {
        Address::Unix(path) => {
            let stream = std::mem::ManuallyDrop::new(unsafe { UnixStream::from_raw_fd(fd) });
            stream
                .peer_addr()
                .is_ok_and(|peer| peer.as_pathname() == Some(path.as_path()))
        }
        Address::Inet { port, .. } => {
            let stream = std::mem::ManuallyDrop::new(unsafe { TcpStream::from_raw_fd(fd) });
            stream.peer_addr().is_ok_and(|peer| peer.port() == *port)
        }
    }
}

/// Whether `fd` is an open socket.
fn is_socket(fd: RawFd) -> bool {
    let mut stat = std::mem::MaybeUninit::<libc::stat>::uninit();
    // SAFETY: fstat writes a stat into the buffer it is given, and only
    // reads it back after a success.
    unsafe {
        libc::fstat(fd, stat.as_mut_ptr()) == 0
            && stat.assume_init().st_mode & libc::S_IFMT == libc::S_IFSOCK
    }
}

/// Whether a server for `address` would run on this machine (libspeechd
/// starts one only there): a Unix socket always, a host when it resolves
/// to a loopback address.
fn is_local(address: &Address) -> bool {
    match address {
        Address::Unix(_) => true,
        Address::Inet { host, port } => (host.as_str(), *port)
            .to_socket_addrs()
            .ok()
            .and_then(|mut addresses| addresses.next())
            .is_some_and(|a| match a.ip() {
                IpAddr::V4(ip) => ip.is_loopback(),
                IpAddr::V6(ip) => ip.is_loopback(),
            }),
    }
}

/// Runs the command that starts a server and waits for it: it returns
/// once the server listens, or fails (as when autospawn is disabled).
fn start_server(program: &OsString, args: &[OsString]) -> Result<(), String> {
    let status = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|error| format!("cannot start speech-dispatcher: {error}"))?;
    if !status.success() {
        return Err(format!("speech-dispatcher did not start: {status}"));
    }
    Ok(())
}

/// The home directory from the password database, where `HOME` is unset.
fn password_home() -> Option<PathBuf> {
    let mut buffer = vec![0u8; 4096];
    let mut entry = std::mem::MaybeUninit::<libc::passwd>::uninit();
    let mut found: *mut libc::passwd = std::ptr::null_mut();
    // SAFETY: getpwuid_r fills `entry` with pointers into `buffer` (both
    // ours, alive for the whole block) and sets `found` to `entry` on
    // success; the directory is copied out before either goes.
    unsafe {
        let status = libc::getpwuid_r(
            libc::getuid(),
            entry.as_mut_ptr(),
            buffer.as_mut_ptr().cast(),
            buffer.len(),
            &mut found,
        );
        if status != 0 || found.is_null() || (*found).pw_dir.is_null() {
            return None;
        }
        let dir = std::ffi::CStr::from_ptr((*found).pw_dir);
        use std::os::unix::ffi::OsStrExt;
        Some(Path::new(std::ffi::OsStr::from_bytes(dir.to_bytes())).to_path_buf())
    }
}

/// A user name as one word of the client's name (`user:application:main`).
fn client_word(user: &str) -> String {
    let word: String = user
        .chars()
        .map(|c| {
            if c.is_whitespace() || c.is_control() || c == ':' {
                '_'
            } else {
                c
            }
        })
        .collect();
    if word.is_empty() {
        "player".into()
    } else {
        word
    }
}

/// The text as one SSIP data line: control characters (line breaks
/// among them) become spaces, and a leading dot is doubled, since a line
/// holding a dot alone ends the data.
pub fn data_line(text: &str) -> String {
    let line = super::speakable(text);
    if line.starts_with('.') {
        format!(".{line}")
    } else {
        line
    }
}

/// The language tag as speech-dispatcher takes it: lower case (`pt-br`).
pub fn spd_language(tag: &str) -> String {
    tag.replace('_', "-").to_ascii_lowercase()
}

impl Engine for SsipEngine {
    /// Lines go at priority `message` (set when connecting): they queue
    /// behind each other (a `text` line would replace the one waiting) and
    /// do not cut into a screen reader's `important` speech; interrupting
    /// is an explicit cancel of this game's own speech.
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), String> {
        if interrupt {
            self.stop()?;
        }
        let line = data_line(text);
        if line.trim().is_empty() {
            return Ok(());
        }
        self.exchange("refused the text", |c| c.speak(), OK_RECEIVING_DATA)?;
        let queued = self.exchange(
            "refused the text",
            |c| c.send_line(&line),
            OK_MESSAGE_QUEUED,
        )?;
        let id = queued.first().and_then(|id| id.trim().parse().ok());
        if let (Some(messages), Some(id)) = (self.messages.as_mut(), id) {
            let now = std::time::Instant::now();
            messages.queued(id, line.chars().count(), self.rate, now);
        }
        self.settle()
    }

    /// Cancels every line of this client's; none of them is owed after.
    fn stop(&mut self) -> Result<(), String> {
        self.exchange("did not stop", |c| c.cancel(), OK_CANCELED)?;
        self.take_events();
        if let Some(messages) = self.messages.as_mut() {
            messages.cancel_all(std::time::Instant::now());
        }
        Ok(())
    }

    fn set_rate(&mut self, rate: u8) -> Result<(), String> {
        let value = rate_to_engine(rate, -100.0, 0.0, 100.0).round() as i8;
        self.exchange("refused the rate", |c| c.set_rate(value), OK_RATE_SET)?;
        self.rate = i32::from(value);
        self.settle()
    }

    fn set_language(&mut self, language: &str) -> Result<(), String> {
        let language = spd_language(language);
        self.exchange(
            "refused the language",
            |c| c.set_language(&language),
            OK_LANGUAGE_SET,
        )?;
        self.settle()
    }

    /// The rate the player's own settings give (`GET RATE`, -100 to 100).
    fn heard_rate(&mut self) -> Option<u8> {
        let value = self.engine_rate().ok()?;
        Some(engine_to_rate(value as f32, -100.0, 0.0, 100.0))
    }

    /// Reads the rate (`GET RATE`): a question with an answer that changes
    /// nothing, and takes the events that came meanwhile. A wedged server
    /// never answers, which the game notices by the missing
    /// acknowledgement; a gone one, or one that plays nothing, is an error.
    fn ping(&mut self) -> Result<(), String> {
        self.engine_rate()?;
        self.settle()
    }

    /// Whether a line played to its end since last asked (always, for a
    /// server that sends no notifications).
    fn heard(&mut self) -> bool {
        let _ = self.settle();
        self.messages.as_mut().is_none_or(Messages::take_heard)
    }

    fn started_server(&self) -> Option<(u32, u64)> {
        self.started.map(|s| (s.pid, s.since))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How long a test waits on what must end by itself before failing:
    /// only a guard against a hang, not a bound on the time it takes.
    const HANG_GUARD: Duration = Duration::from_secs(120);
    use std::io::{BufRead, BufReader};
    use std::os::unix::net::UnixListener;
    use std::sync::mpsc;
    use std::time::Instant;
    use tempfile::TempDir;

    #[test]
    fn languages_go_to_the_server_in_lower_case() {
        let cases = [
            ("en-US", "en-us"),
            ("es", "es"),
            ("fr", "fr"),
            ("de", "de"),
            ("pt-BR", "pt-br"),
            ("pt_BR", "pt-br"),
        ];
        for (tag, wanted) in cases {
            assert_eq!(spd_language(tag), wanted, "{tag}");
        }
    }

    #[test]
    fn text_goes_as_one_data_line_with_a_leading_dot_doubled() {
        let cases = [
            ("Left. 2 merged.", "Left. 2 merged."),
            (".", ".."),
            ("..", "..."),
            (".5 points", "..5 points"),
            (" .", " ."),
            ("two\nlines", "two lines"),
            ("a\r\n.\r\nb", "a  .  b"),
            ("", ""),
        ];
        for (text, wanted) in cases {
            assert_eq!(data_line(text), wanted, "{text:?}");
        }
    }

    #[test]
    fn user_names_become_one_word_of_the_client_name() {
        let cases = [
            ("ana", "ana"),
            ("ana maria", "ana_maria"),
            ("a:b", "a_b"),
            ("", "player"),
        ];
        for (user, wanted) in cases {
            assert_eq!(client_word(user), wanted, "{user:?}");
        }
    }

    /// What a scripted server does with a command line.
    enum Answer {
        /// Sends these bytes.
        Say(&'static str),
        /// Answers `230`, reads the data up to its end line, then answers
        /// that the message is queued.
        TakeData,
        /// As [`Answer::TakeData`], then sends these bytes (events).
        TakeDataThen(&'static str),
        /// Answers `230`, then never reads again.
        StopReading,
    }

    /// A speech-dispatcher stand-in on a Unix socket: answers each command
    /// line by `script` (the command's first word upper-cased, then the
    /// line), and records the lines it read.
    struct ScriptedServer {
        _dir: TempDir,
        path: PathBuf,
        lines: mpsc::Receiver<String>,
    }

    impl ScriptedServer {
        fn start(script: fn(&str) -> Answer) -> ScriptedServer {
            let dir = TempDir::new().expect("temp dir");
            let path = dir.path().join("speechd.sock");
            let listener = UnixListener::bind(&path).expect("bind");
            let (record, lines) = mpsc::channel();
            std::thread::spawn(move || {
                let Ok((stream, _)) = listener.accept() else {
                    return;
                };
                let mut out = stream.try_clone().expect("clone");
                let mut input = BufReader::new(stream);
                let mut line = String::new();
                let mut read = |line: &mut String| {
                    line.clear();
                    let n = input.read_line(line).unwrap_or(0);
                    let text = line.trim_end_matches(['\r', '\n']).to_string();
                    let _ = record.send(text.clone());
                    (n > 0).then_some(text)
                };
                while let Some(command) = read(&mut line) {
                    match script(&command) {
                        Answer::Say(bytes) => {
                            let _ = out.write_all(bytes.as_bytes());
                        }
                        Answer::TakeData | Answer::TakeDataThen(_) => {
                            let _ = out.write_all(b"230 OK RECEIVING DATA\r\n");
                            while read(&mut line).is_some_and(|l| l != ".") {}
                            let _ = out.write_all(b"225-1\r\n225 OK MESSAGE QUEUED\r\n");
                            if let Answer::TakeDataThen(events) = script(&command) {
                                let _ = out.write_all(events.as_bytes());
                            }
                        }
                        Answer::StopReading => {
                            let _ = out.write_all(b"230 OK RECEIVING DATA\r\n");
                            std::thread::sleep(Duration::from_secs(30));
                            return;
                        }
                    }
                }
            });
            ScriptedServer {
                _dir: dir,
                path,
                lines,
            }
        }

        fn connect(&self) -> Result<SsipEngine, String> {
            SsipEngine::connect(&Address::Unix(self.path.clone()), None, "ana")
        }

        fn read_so_far(&self) -> Vec<String> {
            self.lines.try_iter().collect()
        }
    }

    /// A well-behaved server, whose rate is -20.
    fn normal(command: &str) -> Answer {
        let verb = command.split(' ').next().unwrap_or_default();
        match (verb.to_ascii_uppercase().as_str(), command) {
            ("SET", c) if c.contains("CLIENT_NAME") => Answer::Say("208 OK CLIENT NAME SET\r\n"),
            ("SET", c) if c.contains("PRIORITY") => Answer::Say("202 OK PRIORITY SET\r\n"),
            ("SET", c) if c.contains("LANGUAGE") => Answer::Say("201 OK LANGUAGE SET\r\n"),
            ("SET", c) if c.contains("RATE") => Answer::Say("203 OK RATE SET\r\n"),
            ("GET", _) => Answer::Say("251-20\r\n251 OK GET RETURNED\r\n"),
            ("CANCEL", _) => Answer::Say("213 OK CANCELED\r\n"),
            ("SPEAK", _) => Answer::TakeData,
            _ => Answer::Say("300 ERR UNKNOWN\r\n"),
        }
    }

    fn negative_rate(command: &str) -> Answer {
        if command.to_ascii_uppercase().starts_with("GET") {
            Answer::Say("251--20\r\n251 OK GET RETURNED\r\n")
        } else {
            normal(command)
        }
    }

    #[test]
    fn a_session_sends_what_libspeechd_sends() {
        let server = ScriptedServer::start(normal);
        let mut engine = server.connect().expect("connects");
        assert_eq!(engine.heard_rate(), Some(60));
        engine.set_language("pt-BR").unwrap();
        engine.speak(".5 points", true).unwrap();
        engine.speak("two\nlines", false).unwrap();
        engine.set_rate(70).unwrap();
        engine.ping().unwrap();
        let wanted = [
            "SET self CLIENT_NAME ana:accessible-2048:main",
            "SET self PRIORITY message",
            "SET self NOTIFICATION all on",
            "GET RATE",
            "SET self LANGUAGE pt-br",
            "CANCEL self",
            "SPEAK",
            "..5 points",
            ".",
            "SPEAK",
            "two lines",
            ".",
            "SET self RATE 40",
            "GET RATE",
        ];
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut read = Vec::new();
        while read.len() < wanted.len() && Instant::now() < deadline {
            read.extend(server.read_so_far());
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(read, wanted);
    }

    /// A server that sends notifications, and these events once it queued
    /// a line.
    fn notifying(command: &str, events: &'static str) -> Answer {
        match command {
            c if c.contains("NOTIFICATION") => Answer::Say("220 OK NOTIFICATION SET\r\n"),
            "SPEAK" => Answer::TakeDataThen(events),
            c => normal(c),
        }
    }

    #[test]
    fn a_server_that_never_plays_a_line_is_an_error_within_seconds() {
        use crate::speech::ssip_messages::BEGIN_WITHIN;
        type Script = fn(&str) -> Answer;
        let cases: [(Script, Option<&str>); 4] = [
            // Queued, never begun.
            (|c| notifying(c, ""), Some("never began")),
            // Begun, never ended (a short line: its bound is near 2 s).
            (
                |c| notifying(c, "701-1\r\n701-7\r\n701 BEGIN\r\n"),
                Some("never ended"),
            ),
            // Played to its end.
            (
                |c| {
                    notifying(
                        c,
                        "701-1\r\n701-7\r\n701 BEGIN\r\n702-1\r\n702-7\r\n702 END\r\n",
                    )
                },
                None,
            ),
            // No notifications: trusted.
            (normal, None),
        ];
        for (script, wanted) in cases {
            let server = ScriptedServer::start(script);
            let mut engine = server.connect().expect("connects");
            engine.speak("left", false).unwrap();
            assert_eq!(engine.ping(), Ok(()), "{wanted:?}: not yet due");
            std::thread::sleep(BEGIN_WITHIN + Duration::from_millis(300));
            match (engine.ping(), wanted) {
                (Err(error), Some(wanted)) => assert!(error.contains(wanted), "{error}"),
                (Ok(()), None) => assert!(engine.heard(), "a line heard"),
                (outcome, wanted) => panic!("{outcome:?} where {wanted:?} was due"),
            }
        }
    }

    #[test]
    fn a_line_cut_by_a_newer_one_is_never_overdue() {
        use crate::speech::ssip_messages::BEGIN_WITHIN;
        // Every line begins and is never played to its end, but each is
        // cancelled by the next.
        let server = ScriptedServer::start(|c| notifying(c, "701-1\r\n701-7\r\n701 BEGIN\r\n"));
        let mut engine = server.connect().expect("connects");
        engine.speak("left", true).unwrap();
        std::thread::sleep(BEGIN_WITHIN / 2);
        engine.speak("right", true).unwrap();
        std::thread::sleep(BEGIN_WITHIN / 2);
        engine.speak("up", true).unwrap();
        assert_eq!(engine.ping(), Ok(()));
        assert!(!engine.heard(), "no line heard to its end");
    }

    #[test]
    fn a_negative_rate_is_read() {
        let server = ScriptedServer::start(negative_rate);
        let mut engine = server.connect().expect("connects");
        // -20 on speech-dispatcher's -100..100 is 40 on the game's 0..100.
        assert_eq!(engine.heard_rate(), Some(40));
        assert_eq!(engine.ping(), Ok(()));
    }

    #[test]
    fn a_garbled_answer_is_an_error_not_a_panic() {
        // Three two-byte letters where the code's three digits belong: a
        // cut after three bytes falls inside a character.
        let server = ScriptedServer::start(|command| {
            if command.contains("PRIORITY") {
                Answer::Say("ééé OK\r\n")
            } else {
                normal(command)
            }
        });
        let error = match server.connect() {
            Ok(_) => panic!("connected through a garbled answer"),
            Err(error) => error,
        };
        assert!(error.contains("could not read"), "{error}");
    }

    #[test]
    fn an_unexpected_answer_is_an_error() {
        let cases: [fn(&str) -> Answer; 3] = [
            |c| match c {
                "SPEAK" => Answer::Say("299 OK STRANGE\r\n"),
                c => normal(c),
            },
            |c| match c {
                "CANCEL self" => Answer::Say("409 ERR NO\r\n"),
                c => normal(c),
            },
            |c| match c {
                "GET RATE" => Answer::Say("251-fast\r\n251 OK GET RETURNED\r\n"),
                c => normal(c),
            },
        ];
        for script in cases {
            let server = ScriptedServer::start(script);
            let mut engine = server.connect().expect("connects");
            let speak = engine.speak("left", true);
            let ping = engine.ping();
            assert!(speak.is_err() || ping.is_err(), "{speak:?} {ping:?}");
        }
    }

    #[test]
    fn a_server_that_stops_reading_never_blocks_a_write() {
        let server = ScriptedServer::start(|command| match command {
            "SPEAK" => Answer::StopReading,
            c => normal(c),
        });
        let mut engine = server.connect().expect("connects");
        // Far more than a socket's buffers hold.
        let text = "Left. ".repeat(2_000_000);
        let (done, result) = mpsc::channel();
        let started = Instant::now();
        std::thread::spawn(move || {
            let _ = done.send(engine.speak(&text, false));
        });
        // Only a guard against a hang, far past any time-out: the write
        // ends by its own time-outs (the buffers filled, it waits out one
        // with some bytes taken and one with none: about 8 s in all, with
        // the 12 MB made into a data line), and a busy machine adds more
        // (a bound of five time-outs failed beside the other unit tests).
        let outcome = result
            .recv_timeout(HANG_GUARD)
            .expect("the write ended by its time-out");
        assert!(outcome.is_err(), "{outcome:?}");
        // Not before: the write waited for the server, then gave up.
        assert!(started.elapsed() >= TIMEOUT, "{:?}", started.elapsed());
    }

    #[test]
    fn a_server_that_does_not_answer_is_an_error_after_the_time_out() {
        let server = ScriptedServer::start(|command| match command {
            "GET RATE" => Answer::Say(""),
            c => normal(c),
        });
        let mut engine = server.connect().expect("connects");
        let started = Instant::now();
        assert!(engine.ping().is_err());
        // After the time-out, not before it (an upper bound would be the
        // wall clock of a busy machine: `speech_stall` measures how soon
        // speech is given up on and comes back).
        assert!(started.elapsed() >= TIMEOUT, "{:?}", started.elapsed());
    }

    #[test]
    fn no_server_and_no_way_to_start_one_is_an_error() {
        let dir = TempDir::new().expect("temp dir");
        let address = Address::Unix(dir.path().join("none.sock"));
        let missing = dir.path().join("no-such-program");
        let error = match SsipEngine::connect(&address, Some(missing.into_os_string()), "ana") {
            Ok(_) => panic!("connected to nothing"),
            Err(error) => error,
        };
        assert!(error.contains("cannot start"), "{error}");
    }
}
