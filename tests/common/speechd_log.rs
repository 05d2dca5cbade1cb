//! Reading speech-dispatcher's log at level 5: the commands clients sent
//! and the texts handed to the synthesizer module (and whether each was
//! played to its end or stopped), each with its time in
//! seconds of the day (the daemon runs with `TZ=UTC`), and delays between
//! such times. Text only: starts and reads nothing itself.
//!
//! The log stamps a line with the second of `time()` and the microseconds of
//! a later `gettimeofday()`; `time()` reads a coarse clock, so a line written
//! in the first few milliseconds of a second can carry the previous second
//! (about 0.4% of lines: `10:49:09 : 001200` for 10:49:10.0012). The log is
//! written in order, so such a line, earlier than the one before it by at
//! most a second, gets its second back; and a delay that still comes out
//! less than a second below zero is such a line too.
#![allow(dead_code)]

/// Seconds in a day, where the log's clock wraps.
pub const DAY: f64 = 86_400.0;
/// How far into a second a line may be stamped with the previous second.
const EARLY_STAMP_MICROS: u32 = 50_000;

/// One text handed to the synthesizer, and when (seconds since midnight UTC).
#[derive(Debug, Clone, PartialEq)]
pub struct Synthesized {
    pub at: f64,
    pub text: String,
}

/// The commands clients sent, in order (`SET SELF LANGUAGE de`). SSIP's
/// keywords are the same in any case (one client sends `SET SELF`, another
/// `SET self`): a command's keywords (`SET`, its scope and setting;
/// `CANCEL` and the like, and their scope) are given in capitals, its
/// value as sent; the text after `SPEAK`, up to the line holding one dot,
/// as sent.
pub fn client_commands(log: &str) -> Vec<String> {
    let mut text = false;
    log.lines()
        .filter_map(|l| l.split_once(":DATA:|").map(|(_, c)| c.trim_end()))
        .map(|line| {
            if text {
                text = line != ".";
                return line.to_string();
            }
            text = line.eq_ignore_ascii_case("SPEAK");
            keywords_in_capitals(line)
        })
        .collect()
}

/// A command line with its keywords in capitals (see [`client_commands`]).
fn keywords_in_capitals(line: &str) -> String {
    let first = line
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_ascii_uppercase();
    let keywords = match first.as_str() {
        "SET" => 3,
        "CANCEL" | "STOP" | "PAUSE" | "RESUME" => 2,
        _ => 0,
    };
    line.split(' ')
        .enumerate()
        .map(|(i, word)| {
            if i < keywords {
                word.to_ascii_uppercase()
            } else {
                word.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The texts in a daemon log handed to the module, with their times:
/// lines `[Mon Nov 23 10:49:09 2026 : 138589] speechd: Command sent to
/// output module: |<speak>…</speak>| (0)`, SSML marks removed. Times are
/// corrected for lines stamped a second early (see the module's doc).
pub fn parse_synthesized(log: &str) -> Vec<Synthesized> {
    let mut latest: Option<f64> = None;
    let mut found = Vec::new();
    for line in log.lines() {
        let Some((stamp, rest)) = line.strip_prefix('[').and_then(|l| l.split_once(']')) else {
            continue;
        };
        let Some(at) = stamp_seconds(stamp, latest) else {
            continue;
        };
        latest = Some(at);
        let text = rest
            .split_once("Command sent to output module: |<speak>")
            .and_then(|(_, body)| body.split_once("</speak>|"))
            .map(|(text, _)| plain_text(text));
        if let Some(text) = text {
            found.push(Synthesized { at, text });
        }
    }
    found
}

/// What became of a text handed to the module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Played to its end (`INDEX MARK: __spd_end`).
    Ended,
    /// Stopped while it played (`INDEX MARK: __spd_stopped`).
    Stopped,
    /// Neither, yet.
    Playing,
}

/// A text handed to the module, when, and what became of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub at: f64,
    pub text: String,
    pub outcome: Outcome,
    /// When its audio began (`INDEX MARK: __spd_begin`).
    pub begun_at: Option<f64>,
    /// When it ended or was stopped.
    pub done_at: Option<f64>,
}

/// The texts handed to the module and their outcomes: the daemon plays one
/// message at a time, marks the start of its audio with the index mark
/// `__spd_begin`, and ends it with `__spd_end` when all its audio was
/// played (espeak-ng's trailing silence included), or `__spd_stopped` when
/// it was cut; a mark belongs to the last text before it still playing.
pub fn parse_played(log: &str) -> Vec<Played> {
    let mut latest: Option<f64> = None;
    let mut found: Vec<Played> = Vec::new();
    for line in log.lines() {
        let Some((stamp, rest)) = line.strip_prefix('[').and_then(|l| l.split_once(']')) else {
            continue;
        };
        let Some(at) = stamp_seconds(stamp, latest) else {
            continue;
        };
        latest = Some(at);
        if let Some(text) = rest
            .split_once("Command sent to output module: |<speak>")
            .and_then(|(_, body)| body.split_once("</speak>|"))
            .map(|(text, _)| plain_text(text))
        {
            found.push(Played {
                at,
                text,
                outcome: Outcome::Playing,
                begun_at: None,
                done_at: None,
            });
            continue;
        }
        let outcome = match rest.trim_end().rsplit_once("INDEX MARK: ") {
            Some((_, "__spd_end")) => Outcome::Ended,
            Some((_, "__spd_stopped")) => Outcome::Stopped,
            Some((_, "__spd_begin")) => {
                if let Some(playing) = found
                    .iter_mut()
                    .rev()
                    .find(|p| p.outcome == Outcome::Playing && p.begun_at.is_none())
                {
                    playing.begun_at = Some(at);
                }
                continue;
            }
            _ => continue,
        };
        if let Some(playing) = found
            .iter_mut()
            .rev()
            .find(|p| p.outcome == Outcome::Playing)
        {
            playing.outcome = outcome;
            playing.done_at = Some(at);
        }
    }
    found
}

/// The time of a stamp `Mon Nov 23 10:49:09 2026 : 138589`, in seconds of
/// the day, a second later if it is earlier than `latest` (the line before)
/// by at most a second and early in its second.
fn stamp_seconds(stamp: &str, latest: Option<f64>) -> Option<f64> {
    let (date, micros) = stamp.split_once(" : ")?;
    let clock = date.split_whitespace().nth(3)?;
    let mut hms = clock.split(':').map(|p| p.parse::<f64>().ok());
    let (h, m, s) = (hms.next()??, hms.next()??, hms.next()??);
    let micros: u32 = micros.trim().parse().ok()?;
    let at = h * 3600.0 + m * 60.0 + s + f64::from(micros) / 1e6;
    let behind = latest.map_or(0.0, |latest| signed_difference(at, latest));
    if micros < EARLY_STAMP_MICROS && behind > 0.0 && behind <= 1.0 {
        Some((at + 1.0).rem_euclid(DAY))
    } else {
        Some(at)
    }
}

/// `later - then` for two seconds of the day, the nearer way round midnight
/// (from -12 h to +12 h).
fn signed_difference(then: f64, later: f64) -> f64 {
    (later - then + DAY / 2.0).rem_euclid(DAY) - DAY / 2.0
}

/// The delay from `then` (a clock reading taken before, such as a launch)
/// to `later` (a log time), both seconds of the day, across midnight. A
/// delay less than a second below zero is a log line stamped a second
/// early, and is a second longer; anything below that is returned as it
/// is, negative, for the caller to reject.
pub fn seconds_between(then: f64, later: f64) -> f64 {
    let delay = signed_difference(then, later);
    if (-1.0..0.0).contains(&delay) {
        delay + 1.0
    } else {
        delay
    }
}

/// SSML as the daemon makes it, back to the game's text.
fn plain_text(ssml: &str) -> String {
    let mut text = String::new();
    let mut rest = ssml;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        rest = rest[open..].split_once('>').map_or("", |(_, after)| after);
    }
    text.push_str(rest);
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}
