//! speech-dispatcher's answers, read with bounds: an answer is lines
//! `CODE-text` ending with a line `CODE text` (SSIP), and here no line may
//! be longer than [`LINE_LIMIT`] bytes and no answer longer than
//! [`ANSWER_LINES`] lines, so a server that sends an endless line (or
//! endless lines) costs the worker a few kilobytes, then an error, never
//! its memory. Waiting is the socket's own read time-out.
//!
//! Reads whatever it is given; knows nothing of sockets or of the game.

use std::io::{BufRead, BufReader, ErrorKind, Read};

/// The longest answer line read, in bytes: far above any answer the game
/// asks for (a number, a status).
pub const LINE_LIMIT: usize = 4096;

/// The most lines one answer may have, its status line included.
pub const ANSWER_LINES: usize = 64;

/// One answer: its code and the text of its lines before the last.
#[derive(Debug, PartialEq, Eq)]
pub struct Answer {
    pub code: u16,
    pub lines: Vec<String>,
}

/// The server's answers, read one at a time from `R`.
pub struct Answers<R> {
    input: BufReader<R>,
}

impl<R: Read> Answers<R> {
    pub fn new(input: R) -> Answers<R> {
        Answers {
            input: BufReader::new(input),
        }
    }

    /// The next answer; an error (in words) for one that is too long, not
    /// SSIP, cut off, or late.
    pub fn read(&mut self) -> Result<Answer, String> {
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
    }
}
