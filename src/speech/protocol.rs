//! What the game and its speech worker say to each other: one request per
//! line on the worker's standard input, one reply per line on its standard
//! output. Pure encoding and decoding; no pipes, no processes.
//!
//! Requests carry a sequence number; the worker answers `done N` once every
//! request up to `N` has been handed to the engine (and the engine
//! answered), which is how the game notices an engine that stopped.

/// What the game asks of the worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Speak this text; with `interrupt`, first silence what is playing.
    Speak { text: String, interrupt: bool },
    /// Silence what is being said and what is queued.
    Stop,
    /// Set the rate, 0 to 100.
    Rate(u8),
    /// Use this language (a tag such as `de` or `pt-BR`).
    Language(String),
    /// Ask the engine something harmless, to see that it still answers.
    Ping,
}

/// What the worker tells the game.
/// The words of a failure to reach speech-dispatcher, as the worker sends
/// them; the game says the problem in the player's language instead.
pub const NO_DISPATCHER: &str = "cannot connect to speech-dispatcher";

/// The words of a `SPEECHD_ADDRESS` that is not text (not UTF-8), as the
/// worker sends them; the game says the problem in the player's language.
pub const ADDRESS_NOT_TEXT: &str = "SPEECHD_ADDRESS is not text";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// The engine is connected; requests are being spoken. With the
    /// engine's own rate (0 to 100), where it can tell.
    Ready(Option<u8>),
    /// Every request up to this sequence number is done.
    Done(u64),
    /// A line was heard to its end (said once, for the first such line).
    Heard,
    /// The engine failed (with its words); the worker is ending.
    Failed(String),
    /// The worker started the speech server it speaks to: its process id
    /// and its start time (in clock ticks since boot), so the game can end
    /// that server, and no other process that took its id later.
    Server { pid: u32, since: u64 },
}

/// One request as a line (without the newline). Text never holds a line
/// break: control characters become spaces.
pub fn encode_request(seq: u64, request: &Request) -> String {
    match request {
        Request::Speak { text, interrupt } => {
            let verb = if *interrupt { "say" } else { "add" };
            format!("{seq} {verb} {}", super::speakable(text))
        }
        Request::Stop => format!("{seq} stop"),
        Request::Rate(rate) => format!("{seq} rate {rate}"),
        Request::Language(tag) => format!("{seq} lang {}", super::speakable(tag)),
        Request::Ping => format!("{seq} ping"),
    }
}

/// A request line read back; `None` for a line that is not one.
pub fn decode_request(line: &str) -> Option<(u64, Request)> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let (seq, rest) = line.split_once(' ').unwrap_or((line, ""));
    let seq = seq.parse().ok()?;
    let (verb, arg) = rest.split_once(' ').unwrap_or((rest, ""));
    let request = match verb {
        "say" | "add" => Request::Speak {
            text: arg.to_string(),
            interrupt: verb == "say",
        },
        "stop" => Request::Stop,
        "rate" => Request::Rate(arg.parse::<u8>().ok()?.min(100)),
        "lang" if !arg.is_empty() => Request::Language(arg.to_string()),
        "ping" => Request::Ping,
        _ => return None,
    };
    Some((seq, request))
}

/// One reply as a line (without the newline).
pub fn encode_reply(reply: &Reply) -> String {
    match reply {
        Reply::Ready(None) => "ready".to_string(),
        Reply::Ready(Some(rate)) => format!("ready {rate}"),
        Reply::Done(seq) => format!("done {seq}"),
        Reply::Heard => "heard".to_string(),
        Reply::Failed(why) => format!("fail {}", one_line(why)),
        Reply::Server { pid, since } => format!("server {pid} {since}"),
    }
}

/// A reply line read back; `None` for a line that is not one.
pub fn decode_reply(line: &str) -> Option<Reply> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let (verb, arg) = line.split_once(' ').unwrap_or((line, ""));
    match verb {
        "ready" => Some(Reply::Ready(arg.parse::<u8>().ok().map(|r| r.min(100)))),
        "done" => arg.parse().ok().map(Reply::Done),
        "heard" => Some(Reply::Heard),
        "fail" => Some(Reply::Failed(arg.to_string())),
        "server" => {
            let (pid, since) = arg.split_once(' ')?;
            Some(Reply::Server {
                pid: pid.parse().ok()?,
                since: since.parse().ok()?,
            })
        }
        _ => None,
    }
}

/// Folds text onto one line with single spaces.
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Of a batch of requests waiting together, those still worth doing: speech
/// before the last interruption (or stop) would be cut off at once, so it is
/// skipped (only the newest answer is spoken, never a backlog); a ping is
/// needed only when nothing else asks the engine anything.
pub fn coalesce(batch: Vec<Request>) -> Vec<Request> {
    let cut = batch.iter().rposition(|r| {
        matches!(
            r,
            Request::Stop
                | Request::Speak {
                    interrupt: true,
                    ..
                }
        )
    });
    let only_pings = batch.iter().all(|r| matches!(r, Request::Ping));
    let mut kept = Vec::new();
    for (i, request) in batch.into_iter().enumerate() {
        let before_cut = cut.is_some_and(|c| i < c);
        let skip = match &request {
            Request::Speak { text, .. } => before_cut || text.trim().is_empty(),
            Request::Stop => before_cut,
            Request::Ping => !only_pings || kept.contains(&Request::Ping),
            Request::Rate(_) | Request::Language(_) => false,
        };
        if !skip {
            kept.push(request);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(text: &str) -> Request {
        Request::Speak {
            text: text.into(),
            interrupt: true,
        }
    }

    fn add(text: &str) -> Request {
        Request::Speak {
            text: text.into(),
            interrupt: false,
        }
    }

    #[test]
    fn requests_survive_the_pipe() {
        let cases = [
            say("Left. 2 in A1."),
            add("Score 4, 1 move."),
            Request::Stop,
            Request::Rate(0),
            Request::Rate(100),
            Request::Language("pt-BR".into()),
            Request::Ping,
        ];
        for (seq, request) in cases.into_iter().enumerate() {
            let line = encode_request(seq as u64, &request);
            assert!(!line.contains('\n'), "{line:?}");
            assert_eq!(decode_request(&line), Some((seq as u64, request)));
        }
    }

    #[test]
    fn line_breaks_in_text_cannot_split_a_request() {
        let line = encode_request(7, &say("one\ntwo\rthree"));
        assert_eq!(decode_request(&line), Some((7, say("one two three"))));
    }

    #[test]
    fn bad_request_lines_are_refused() {
        for line in [
            "",
            "x say hi",
            "1",
            "1 shout hi",
            "1 rate fast",
            "1 rate 300",
            "1 lang",
        ] {
            assert_eq!(decode_request(line), None, "{line:?}");
        }
    }

    #[test]
    fn replies_survive_the_pipe() {
        let cases = [
            Reply::Ready(None),
            Reply::Ready(Some(0)),
            Reply::Ready(Some(70)),
            Reply::Ready(Some(100)),
            Reply::Done(0),
            Reply::Done(u64::MAX),
            Reply::Heard,
            Reply::Failed("cannot connect to /run/x: no such file".into()),
            Reply::Server {
                pid: 4242,
                since: 987_654,
            },
        ];
        for reply in cases {
            assert_eq!(decode_reply(&encode_reply(&reply)), Some(reply));
        }
        assert_eq!(
            decode_reply(&encode_reply(&Reply::Failed("a\nb".into()))),
            Some(Reply::Failed("a b".into()))
        );
        for line in [
            "",
            "done",
            "done x",
            "hello",
            "server",
            "server 12",
            "server x 5",
            "server -1 5",
        ] {
            assert_eq!(decode_reply(line), None, "{line:?}");
        }
    }

    #[test]
    fn only_the_newest_answer_is_kept() {
        let cases: Vec<(Vec<Request>, Vec<Request>)> = vec![
            (
                vec![
                    say("opening"),
                    Request::Language("de".into()),
                    say("left"),
                    add("score"),
                ],
                vec![Request::Language("de".into()), say("left"), add("score")],
            ),
            (vec![say("a"), add("b"), Request::Stop], vec![Request::Stop]),
            (
                vec![Request::Stop, say("a"), Request::Rate(60), add("b")],
                vec![say("a"), Request::Rate(60), add("b")],
            ),
            (vec![add("a"), add("b")], vec![add("a"), add("b")]),
            (vec![say("  "), add("b")], vec![add("b")]),
            (vec![Request::Ping, Request::Ping], vec![Request::Ping]),
            (vec![Request::Ping, add("b")], vec![add("b")]),
            (vec![], vec![]),
        ];
        for (batch, kept) in cases {
            assert_eq!(coalesce(batch.clone()), kept, "{batch:?}");
        }
    }
}
