//! speech-dispatcher's answers, read with bounds: an answer is lines
//! `CODE-text` ending with a line `CODE text` (SSIP), and here no line may
//! be longer than [`LINE_LIMIT`] bytes and no answer longer than
//! [`ANSWER_LINES`] lines, so a server that sends an endless line (or
//! endless lines) costs the worker a few kilobytes, then an error, never
//! its memory. Waiting is the socket's own read time-out.
//!
//! Event lines (`7xx`, sent by the server with notifications on, between
//! or before answers) are set aside as [`Event`]s, at most
//! [`EVENTS_KEPT`] of them until taken, and never taken for an answer.
//!
//! Reads whatever it is given; knows nothing of sockets or of the game.

use std::io::{BufRead, BufReader, ErrorKind, Read};

/// The longest answer line read, in bytes: far above any answer the game
/// asks for (a number, a status).
pub const LINE_LIMIT: usize = 4096;

/// The most lines one answer may have, its status line included.
pub const ANSWER_LINES: usize = 64;

/// The most events kept until taken (the oldest go first), and the most
/// read while awaiting one answer.
pub const EVENTS_KEPT: usize = 1024;

/// What the server said happened to a message, by its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// It began to play (`701`).
    Begin(u64),
    /// It played to its end (`702`).
    End(u64),
    /// It was cut off or dropped (`703`).
    Canceled(u64),
}

/// One answer: its code and the text of its lines before the last.
#[derive(Debug, PartialEq, Eq)]
pub struct Answer {
    pub code: u16,
    pub lines: Vec<String>,
}

/// The server's answers, read one at a time from `R`.
pub struct Answers<R> {
    input: BufReader<R>,
    events: std::collections::VecDeque<Event>,
}

impl<R: Read> Answers<R> {
    pub fn new(input: R) -> Answers<R> {
        Answers {
            input: BufReader::new(input),
            events: std::collections::VecDeque::new(),
        }
    }

    /// The events read so far, oldest first, and forgets them.
    pub fn take_events(&mut self) -> Vec<Event> {
        self.events.drain(..).collect()
    }

    /// The next answer, with the events before it set aside.
    pub fn read(&mut self) -> Result<Answer, String> {
        for _ in 0..=EVENTS_KEPT {
            let answer = self.read_one()?;
            if !(700..800).contains(&answer.code) {
                return Ok(answer);
            }
            let id = answer.lines.first().and_then(|id| id.trim().parse().ok());
            let event = match (answer.code, id) {
                (701, Some(id)) => Event::Begin(id),
                (702, Some(id)) => Event::End(id),
                (703, Some(id)) => Event::Canceled(id),
                _ => continue,
            };
            if self.events.len() == EVENTS_KEPT {
                self.events.pop_front();
            }
            self.events.push_back(event);
        }
        Err(format!("more than {EVENTS_KEPT} events and no answer"))
    }

    /// The next answer or event; an error (in words) for one that is too
    /// long, not SSIP, cut off, or late.
    fn read_one(&mut self) -> Result<Answer, String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line()?;
            let bytes = line.as_bytes();
            let code = match bytes.get(..3) {
                Some(digits) if digits.iter().all(u8::is_ascii_digit) => line[..3].parse().ok(),
                _ => None,
            };
            // The fourth byte is ASCII, so the text starts on a character.
            match (code, bytes.get(3)) {
                (Some(code), Some(b' ')) => return Ok(Answer { code, lines }),
                (Some(_), Some(b'-')) if lines.len() + 1 < ANSWER_LINES => {
                    lines.push(line[4..].to_string());
                }
                (Some(_), Some(b'-')) => {
                    return Err(format!("an answer longer than {ANSWER_LINES} lines"));
                }
                _ => {
                    let shown: String = line.chars().take(40).collect();
                    return Err(format!("an answer the client could not read: {shown:?}"));
                }
            }
        }
    }

    /// The next answer, which must have `code`: its lines before the last.
    pub fn expect(&mut self, code: u16) -> Result<Vec<String>, String> {
        let answer = self.read()?;
        if answer.code != code {
            return Err(format!("answered {} where {code} was due", answer.code));
        }
        Ok(answer.lines)
    }

    /// One line without its line end, at most [`LINE_LIMIT`] bytes.
    fn line(&mut self) -> Result<String, String> {
        let mut bytes = Vec::new();
        let limit = LINE_LIMIT as u64 + 2;
        let read = loop {
            match (&mut self.input).take(limit).read_until(b'\n', &mut bytes) {
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(error)
                    if matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
                {
                    return Err("no answer in time".into());
                }
                Err(error) => return Err(error.to_string()),
                Ok(read) => break read,
            }
        };
        let too_long = || format!("an answer line longer than {LINE_LIMIT} bytes");
        if !bytes.ends_with(b"\n") {
            return Err(if read as u64 >= limit {
                too_long()
            } else {
                "the connection ended".into()
            });
        }
        bytes.pop();
        if bytes.ends_with(b"\r") {
            bytes.pop();
        }
        if bytes.len() > LINE_LIMIT {
            return Err(too_long());
        }
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn answers(text: &[u8]) -> Answers<Cursor<Vec<u8>>> {
        Answers::new(Cursor::new(text.to_vec()))
    }

    #[test]
    fn answers_are_read_to_their_status_line() {
        let mut read = answers(b"208 OK CLIENT NAME SET\r\n251-20\r\n251 OK GET RETURNED\r\n");
        assert_eq!(read.expect(208), Ok(vec![]));
        assert_eq!(read.expect(251), Ok(vec!["20".to_string()]));
        assert_eq!(read.read(), Err("the connection ended".into()));
    }

    #[test]
    fn a_wrong_a_garbled_or_a_cut_answer_is_an_error() {
        let cases: [(&[u8], &str); 6] = [
            (b"409 ERR NO\r\n", "answered 409"),
            (b"\xc3\xa9\xc3\xa9\xc3\xa9 OK\r\n", "could not read"),
            (b"20\r\n", "could not read"),
            (b"208x\r\n", "could not read"),
            (b"208 OK", "ended"),
            (b"", "ended"),
        ];
        for (text, wanted) in cases {
            let error = answers(text).expect(208).unwrap_err();
            assert!(error.contains(wanted), "{text:?}: {error}");
        }
    }

    #[test]
    fn a_line_or_an_answer_without_end_is_refused_after_its_bound() {
        // A line exactly at the bound is read; one byte more is not.
        let mut at_bound = b"251-".to_vec();
        at_bound.extend(vec![b'7'; LINE_LIMIT - 4]);
        at_bound.extend(b"\r\n251 OK GET RETURNED\r\n");
        assert_eq!(
            answers(&at_bound).expect(251).unwrap()[0].len(),
            LINE_LIMIT - 4
        );
        let mut over = b"251-".to_vec();
        over.extend(vec![b'7'; LINE_LIMIT - 3]);
        over.extend(b"\r\n251 OK GET RETURNED\r\n");
        assert!(
            answers(&over)
                .expect(251)
                .unwrap_err()
                .contains("longer than")
        );
        // Endless: a reader that never runs dry.
        let mut endless = Answers::new(b"208-".chain(std::io::repeat(b'a')));
        assert!(endless.read().unwrap_err().contains("longer than"));
        let mut many = answers(&b"251-1\r\n".repeat(ANSWER_LINES * 2));
        assert!(many.read().unwrap_err().contains("lines"));
        let mut only_events = answers(&b"704-1\r\n704-9\r\n704 PAUSED\r\n".repeat(EVENTS_KEPT + 2));
        assert!(only_events.read().unwrap_err().contains("events"));
    }

    #[test]
    fn events_are_set_aside_and_the_answer_read_past_them() {
        let mut read = answers(
            b"701-5\r\n701-2\r\n701 BEGIN\r\n\
              700-5\r\n700-2\r\n700-m1\r\n700 INDEX MARK\r\n\
              251-20\r\n251 OK GET RETURNED\r\n\
              702-5\r\n702-2\r\n702 END\r\n703-6\r\n703-2\r\n703 CANCELED\r\n\
              705-x\r\n705-2\r\n705 RESUMED\r\n\
              213 OK CANCELED\r\n",
        );
        assert_eq!(read.expect(251), Ok(vec!["20".to_string()]));
        assert_eq!(read.take_events(), vec![Event::Begin(5)]);
        assert_eq!(read.expect(213), Ok(vec![]));
        assert_eq!(read.take_events(), vec![Event::End(5), Event::Canceled(6)]);
        assert_eq!(read.take_events(), vec![]);
    }
}
