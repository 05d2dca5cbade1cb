//! The speech worker: the child process (`accessible-2048 speech-worker`)
//! that owns the speech engine. It reads requests from its standard input,
//! hands the newest answer to the engine, and acknowledges on its standard
//! output (see [`super::protocol`]).
//!
//! It lives apart from the game so that a speech engine that calls
//! `exit()`, crashes or blocks on a wedged server (the `tts` crate's
//! engines can; the Linux client limits every wait itself) never ends or
//! holds up the game. It ends with the game:
//! when its input closes it finishes what it was given and exits (waiting
//! at most [`EXIT_GRACE`] for a blocked engine), and on Linux it is killed
//! when the game dies (`PR_SET_PDEATHSIG`).
//!
//! Knows nothing of the game: it is given text.

use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use super::engine::Engine;
use super::protocol::{Reply, Request, coalesce, decode_request, encode_reply};

/// How long the worker may take to finish once its input is closed.
pub const EXIT_GRACE: Duration = Duration::from_millis(500);
/// The worker's exit status when it ended without finishing what it was
/// given (its engine blocked past [`EXIT_GRACE`]); it exits with 0 when
/// it finished.
pub const UNFINISHED: i32 = 3;

/// Serves requests until the input ends: opens the engine (reporting
/// `ready` or `fail`), then takes every request waiting, keeps the newest
/// answer ([`coalesce`]), hands it to the engine and reports `done`
/// (after `heard`, once, when the engine first says a line was heard). An
/// engine error is reported (`fail`) and ends the service. Returns the
/// engine, if it opened, for the caller to close.
///
/// `requests` is fed by whoever reads the input: `None` means it ended.
pub fn serve<E: Engine>(
    open: impl FnOnce() -> Result<E, String>,
    requests: mpsc::Receiver<Option<(u64, Request)>>,
    replies: &mut dyn Write,
) -> Option<E> {
    let mut send = |reply: Reply| {
        let line = encode_reply(&reply);
        writeln!(replies, "{line}").and_then(|()| replies.flush())
    };
    let mut engine = match open() {
        Ok(engine) => engine,
        Err(why) => {
            let _ = send(Reply::Failed(why));
            return None;
        }
    };
    if let Some((pid, since)) = engine.started_server()
        && send(Reply::Server { pid, since }).is_err()
    {
        return Some(engine);
    }
    let heard = engine.heard_rate();
    if send(Reply::Ready(heard)).is_err() {
        return Some(engine);
    }
    let mut ended = false;
    let mut heard = false;
    while !ended {
        let Ok(first) = requests.recv() else { break };
        let mut batch = Vec::new();
        let mut last_seq = None;
        let mut take = |item: Option<(u64, Request)>, ended: &mut bool| match item {
            Some((seq, request)) => {
                last_seq = Some(seq);
                batch.push(request);
            }
            None => *ended = true,
        };
        take(first, &mut ended);
        while !ended && let Ok(more) = requests.try_recv() {
            take(more, &mut ended);
        }
        for request in coalesce(batch) {
            let result = match request {
                Request::Speak { text, interrupt } => engine.speak(&text, interrupt),
                Request::Stop => engine.stop(),
                Request::Rate(rate) => engine.set_rate(rate),
                Request::Language(language) => engine.set_language(&language),
                Request::Ping => engine.ping(),
            };
            if let Err(why) = result {
                let _ = send(Reply::Failed(why));
                return Some(engine);
            }
        }
        if !heard && engine.heard() {
            heard = true;
            if send(Reply::Heard).is_err() {
                break;
            }
        }
        if let Some(seq) = last_seq
            && send(Reply::Done(seq)).is_err()
        {
            break;
        }
    }
    Some(engine)
}

/// Reads request lines into the channel; lines that are not requests are
/// skipped. At the end of the input sends `None`.
pub fn read_requests(input: impl BufRead, requests: mpsc::Sender<Option<(u64, Request)>>) {
    for line in input.lines() {
        let Ok(line) = line else { break };
        if let Some(request) = decode_request(&line)
            && requests.send(Some(request)).is_err()
        {
            return;
        }
    }
    let _ = requests.send(None);
}

/// The `speech-worker` subcommand: serves the game that started it
/// (`parent`, its process id) over standard input and output.
pub fn run_process(parent: Option<u32>, out: &mut dyn Write) {
    die_with_parent(parent);
    let (sender, requests) = mpsc::channel();
    let _ = crate::thread_room::start(
        "requests",
        crate::thread_room::DEFAULT_STACK_BYTES,
        move || {
            read_requests(std::io::stdin().lock(), sender);
            // The game is gone or done: give the engine a moment to pass on
            // the last words, then end even if it is blocked.
            std::thread::sleep(EXIT_GRACE);
            std::process::exit(UNFINISHED);
        },
    );
    #[cfg(all(feature = "speech", target_os = "linux"))]
    drop(serve(super::ssip_engine::SsipEngine::open, requests, out));
    #[cfg(all(feature = "speech", not(target_os = "linux")))]
    drop(serve(super::tts_engine::TtsEngine::open, requests, out));
    #[cfg(not(feature = "speech"))]
    let _ = serve(
        || -> Result<NoEngine, String> {
            Err("this copy of the game was built without speech".into())
        },
        requests,
        out,
    );
}

/// Asks the kernel to kill this process when the game dies (Linux), and
/// ends at once if the game is already gone.
fn die_with_parent(parent: Option<u32>) {
    #[cfg(all(feature = "speech", target_os = "linux"))]
    {
        // SAFETY: prctl with PR_SET_PDEATHSIG takes a signal number and
        // touches no memory of ours.
        unsafe {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        }
    }
    #[cfg(unix)]
    if let Some(parent) = parent
        && std::os::unix::process::parent_id() != parent
    {
        std::process::exit(0);
    }
    #[cfg(not(unix))]
    let _ = parent;
}

/// The engine of a build without speech: it never opens.
#[cfg(not(feature = "speech"))]
struct NoEngine;

#[cfg(not(feature = "speech"))]
impl Engine for NoEngine {
    fn speak(&mut self, _: &str, _: bool) -> Result<(), String> {
        Ok(())
    }
    fn stop(&mut self) -> Result<(), String> {
        Ok(())
    }
    fn set_rate(&mut self, _: u8) -> Result<(), String> {
        Ok(())
    }
    fn set_language(&mut self, _: &str) -> Result<(), String> {
        Ok(())
    }
    fn ping(&mut self) -> Result<(), String> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::protocol::{decode_reply, encode_request};

    /// An engine that writes down what it is asked, and fails on "boom".
    #[derive(Default)]
    struct Notes(Vec<String>);

    impl Engine for Notes {
        fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), String> {
            if text == "boom" {
                return Err("the engine broke".into());
            }
            self.0
                .push(format!("{} {text}", if interrupt { "say" } else { "add" }));
            Ok(())
        }
        fn stop(&mut self) -> Result<(), String> {
            self.0.push("stop".into());
            Ok(())
        }
        fn set_rate(&mut self, rate: u8) -> Result<(), String> {
            self.0.push(format!("rate {rate}"));
            Ok(())
        }
        fn set_language(&mut self, language: &str) -> Result<(), String> {
            self.0.push(format!("lang {language}"));
            Ok(())
        }
        fn ping(&mut self) -> Result<(), String> {
            self.0.push("ping".into());
            Ok(())
        }
    }

    /// Serves the request lines, all waiting at once (as while the engine
    /// starts); returns the replies and what the engine was asked.
    fn serve_all(lines: &[String]) -> (Vec<Reply>, Vec<String>) {
        let (sender, requests) = mpsc::channel();
        read_requests(lines.join("\n").as_bytes(), sender);
        let mut out = Vec::new();
        let engine = serve(|| Ok(Notes::default()), requests, &mut out);
        let replies = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| decode_reply(l).expect("a reply"))
            .collect();
        (replies, engine.expect("opened").0)
    }

    fn lines(requests: &[Request]) -> Vec<String> {
        requests
            .iter()
            .enumerate()
            .map(|(i, r)| encode_request(i as u64 + 1, r))
            .collect()
    }

    #[test]
    fn what_waited_while_starting_is_the_newest_answer_only() {
        let requests = [
            Request::Language("de".into()),
            Request::Speak {
                text: "opening".into(),
                interrupt: true,
            },
            Request::Speak {
                text: "left".into(),
                interrupt: true,
            },
            Request::Speak {
                text: "score".into(),
                interrupt: false,
            },
        ];
        let (replies, asked) = serve_all(&lines(&requests));
        assert_eq!(
            replies,
            vec![Reply::Ready(None), Reply::Heard, Reply::Done(4)]
        );
        assert_eq!(asked, vec!["lang de", "say left", "add score"]);
    }

    #[test]
    fn an_engine_that_cannot_open_says_why() {
        let (sender, requests) = mpsc::channel();
        drop(sender);
        let mut out = Vec::new();
        let engine = serve(
            || -> Result<Notes, String> { Err("no server".into()) },
            requests,
            &mut out,
        );
        assert!(engine.is_none());
        assert_eq!(String::from_utf8(out).unwrap(), "fail no server\n");
    }

    #[test]
    fn an_engine_error_is_reported_and_ends_the_worker() {
        let requests = [
            Request::Speak {
                text: "boom".into(),
                interrupt: true,
            },
            Request::Rate(70),
        ];
        let (replies, asked) = serve_all(&lines(&requests));
        assert_eq!(
            replies,
            vec![Reply::Ready(None), Reply::Failed("the engine broke".into())]
        );
        assert!(asked.is_empty(), "{asked:?}");
    }

    #[test]
    fn garbage_lines_are_skipped() {
        let mut input = lines(&[Request::Rate(30)]);
        input.insert(0, "nonsense".into());
        let (replies, asked) = serve_all(&input);
        assert_eq!(
            replies,
            vec![Reply::Ready(None), Reply::Heard, Reply::Done(1)]
        );
        assert_eq!(asked, vec!["rate 30"]);
    }
}
