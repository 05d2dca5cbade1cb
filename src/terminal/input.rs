//! Where commands come from: key presses in raw mode, or typed lines, each
//! read on their own thread (so a slow pipe or a vanished terminal never
//! stops the game from noticing a signal or a speech problem). Lines are capped in length and read as
//! bytes, so long lines, invalid UTF-8 and NUL bytes are answered, not fatal.

use std::io::{self, BufRead, IsTerminal};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use crossterm::event::{self, Event};

use super::keymap::command_for_key;
use super::line_commands::command_for_line;
use super::raw_mode::{is_suspend, suspend_to_shell};
use crate::command::Command;
use crate::thread_room;

/// The longest line kept; the rest of a longer line is dropped.
pub const LINE_LIMIT: usize = 1024;

/// How many lines (or keys) may wait for the game. When the queue is full
/// the reader waits too, and so does whatever writes into standard input:
/// endless input (`yes left | accessible-2048`) costs no memory.
pub const QUEUE_LIMIT: usize = 64;

/// The stack of a reading thread: it holds one capped line (or one key
/// event) at a time, so a small stack leaves memory to the game.
const READER_STACK_BYTES: usize = 256 * 1024;

/// What an input source produced within one wait.
#[derive(Debug, PartialEq)]
pub enum Input {
    Command(Command),
    /// Nothing yet: look at signals and speech, then wait again.
    Idle,
    /// No more input will come.
    End,
    /// The input cannot be read (standard input is a directory, or open
    /// for writing only): why, in the system's words.
    Failed(String),
}

/// A source of commands.
pub trait InputSource {
    /// Waits up to `wait` for the next command.
    fn next(&mut self, wait: Duration) -> Input;
}

/// Key presses from the terminal (in raw mode), read on their own thread.
///
/// crossterm's `event::poll` never returns once the terminal is gone (the
/// window closed, the connection dropped): it re-reads the dead terminal
/// forever. Reading on a thread keeps the game loop free to notice the
/// hang-up signal, and the terminal's disappearance itself, and leave.
pub struct Keys;

/// The key reader thread's output, started on first use.
static KEY_EVENTS: OnceLock<Mutex<Receiver<Input>>> = OnceLock::new();

fn key_events() -> &'static Mutex<Receiver<Input>> {
    KEY_EVENTS.get_or_init(|| {
        let (sender, events) = mpsc::sync_channel(QUEUE_LIMIT);
        // If the thread cannot start, the receiver disconnects: end of input.
        let _ = thread_room::start("key-input", READER_STACK_BYTES, move || {
            loop {
                let input = match event::read() {
                    Ok(Event::Key(key)) if is_suspend(&key) => {
                        suspend_to_shell();
                        continue;
                    }
                    Ok(Event::Key(key)) => match command_for_key(key) {
                        Some(command) => Input::Command(command),
                        None => continue,
                    },
                    // However long, a paste is one answer, never keys.
                    Ok(Event::Paste(_)) => Input::Command(Command::Pasted),
                    Ok(_) => continue,
                    Err(_) => Input::End,
                };
                let end = input == Input::End;
                if sender.send(input).is_err() || end {
                    break;
                }
            }
        });
        Mutex::new(events)
    })
}

impl InputSource for Keys {
    fn next(&mut self, wait: Duration) -> Input {
        // A hung-up terminal is no terminal any more.
        if !io::stdin().is_terminal() {
            return Input::End;
        }
        let Ok(events) = key_events().lock() else {
            return Input::End;
        };
        match events.recv_timeout(wait) {
            Ok(input) => input,
            Err(RecvTimeoutError::Timeout) => Input::Idle,
            Err(RecvTimeoutError::Disconnected) => Input::End,
        }
    }
}

/// Typed lines from any reader, read on their own thread.
pub struct Lines {
    lines: Receiver<Result<String, String>>,
}

impl Lines {
    /// Reads standard input; if the reading thread cannot start, this is
    /// the end of input at once.
    pub fn stdin() -> Lines {
        Lines::try_stdin().unwrap_or_else(|_| Lines {
            lines: mpsc::sync_channel(0).1,
        })
    }

    /// Reads standard input, or says why it cannot (the reading thread
    /// could not start: too little memory).
    pub fn try_stdin() -> io::Result<Lines> {
        // Through its own handle on the descriptor: the standard library's
        // handle takes a descriptor open for writing only (EBADF) for an
        // empty input, where it is input that cannot be read. A closed
        // standard input stays an empty one.
        #[cfg(unix)]
        {
            use std::os::fd::AsFd;
            if let Ok(own) = io::stdin().as_fd().try_clone_to_owned() {
                return Lines::try_from_reader(io::BufReader::new(std::fs::File::from(own)));
            }
        }
        Lines::try_from_reader(io::BufReader::new(io::stdin()))
    }

    /// Reads `reader`; if the reading thread cannot start, this is the end
    /// of input at once.
    pub fn from_reader(reader: impl BufRead + Send + 'static) -> Lines {
        Lines::try_from_reader(reader).unwrap_or_else(|_| Lines {
            lines: mpsc::sync_channel(0).1,
        })
    }

    /// Reads `reader` on a thread of its own, or says why it cannot.
    pub fn try_from_reader(reader: impl BufRead + Send + 'static) -> io::Result<Lines> {
        let (sender, lines) = mpsc::sync_channel(QUEUE_LIMIT);
        thread_room::start("line-input", READER_STACK_BYTES, move || {
            let mut reader = reader;
            loop {
                let line = match read_capped_line(&mut reader) {
                    Ok(Some(line)) => Ok(line),
                    Ok(None) => break,
                    Err(error) => Err(error.to_string()),
                };
                let failed = line.is_err();
                if sender.send(line).is_err() || failed {
                    break;
                }
            }
        })?;
        Ok(Lines { lines })
    }
}

impl InputSource for Lines {
    fn next(&mut self, wait: Duration) -> Input {
        match self.lines.recv_timeout(wait) {
            Ok(Ok(line)) => Input::Command(command_for_line(&line)),
            Ok(Err(reason)) => Input::Failed(reason),
            Err(RecvTimeoutError::Timeout) => Input::Idle,
            Err(RecvTimeoutError::Disconnected) => Input::End,
        }
    }
}

/// One line of at most [`LINE_LIMIT`] bytes (the rest of it skipped),
/// decoded leniently; `None` at the end of input. A read error is an
/// error, unless some of a line was read (that line comes first, and the
/// next read meets the error again).
fn read_capped_line(reader: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut kept = Vec::new();
    let mut any = false;
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) if any => return Ok(Some(decode(&kept))),
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            return Ok(any.then(|| decode(&kept)));
        }
        any = true;
        let (chunk, found_newline) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (&buffer[..i], Some(i)),
            None => (buffer, None),
        };
        let room = LINE_LIMIT.saturating_sub(kept.len());
        kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = found_newline.map_or(buffer.len(), |i| i + 1);
        reader.consume(used);
        if found_newline.is_some() {
            return Ok(Some(decode(&kept)));
        }
    }
}

fn decode(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .trim_end_matches('\r')
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Reading;

    fn lines_of(bytes: &[u8]) -> Vec<String> {
        let mut reader = io::Cursor::new(bytes.to_vec());
        std::iter::from_fn(|| read_capped_line(&mut reader).expect("a cursor reads")).collect()
    }

    #[test]
    fn splits_lines_and_keeps_the_last_without_newline() {
        assert_eq!(
            lines_of(b"left\r\nscore\nquit"),
            vec!["left", "score", "quit"]
        );
        assert_eq!(lines_of(b""), Vec::<String>::new());
        assert_eq!(lines_of(b"\n"), vec![""]);
    }

    #[test]
    fn caps_long_lines_and_survives_garbage() {
        let mut bytes = vec![b'a'; LINE_LIMIT * 3];
        bytes.extend_from_slice(b"\n\xff\xfe\x00left\nup\n");
        let lines = lines_of(&bytes);
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0].len(), LINE_LIMIT);
        assert!(lines[1].ends_with("left"));
        assert_eq!(lines[2], "up");
    }

    /// A reader that fails after its bytes.
    struct Failing(io::Cursor<Vec<u8>>);

    impl io::Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.read(buf)? {
                0 => Err(io::Error::new(io::ErrorKind::IsADirectory, "a directory")),
                n => Ok(n),
            }
        }
    }

    #[test]
    fn a_read_error_is_not_the_end_of_input() {
        let reader = io::BufReader::new(Failing(io::Cursor::new(b"score\nleft".to_vec())));
        let mut source = Lines::from_reader(reader);
        let wait = Duration::from_secs(5);
        assert_eq!(
            source.next(wait),
            Input::Command(Command::Read(Reading::Score))
        );
        assert!(matches!(source.next(wait), Input::Command(_)));
        assert_eq!(source.next(wait), Input::Failed("a directory".into()));
        assert_eq!(source.next(wait), Input::End);
    }

    #[test]
    fn lines_source_ends() {
        let mut source = Lines::from_reader(io::Cursor::new(b"score\n".to_vec()));
        let wait = Duration::from_secs(5);
        assert_eq!(
            source.next(wait),
            Input::Command(Command::Read(Reading::Score))
        );
        assert_eq!(source.next(wait), Input::End);
    }
}
