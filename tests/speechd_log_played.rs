//! Reading what became of each text in a speech-dispatcher log at level 5
//! (`common::speechd_log::parse_played`, which the `heard_to_end`
//! benchmark counts with): log excerpts as the daemon writes them, and the
//! texts, times and outcomes they must give.

mod common;

use common::speechd_log::{Outcome, parse_played};

/// A log line at `clock` (`06:17:27`) and `micros`.
fn line(clock: &str, micros: u32, rest: &str) -> String {
    format!("[Wed Nov 25 {clock} 2026 : {micros}] speechd:     {rest}")
}

fn sent(clock: &str, micros: u32, text: &str) -> String {
    line(
        clock,
        micros,
        &format!("Command sent to output module: |<speak>{text}</speak>| (0)"),
    )
}

fn mark(clock: &str, micros: u32, name: &str) -> String {
    line(clock, micros, &format!("INDEX MARK: {name}"))
}

/// Seconds of the day of `06:17:SS.micros`.
fn at(second: u32, micros: u32) -> f64 {
    6.0 * 3600.0 + 17.0 * 60.0 + f64::from(second) + f64::from(micros) / 1e6
}

type Case = (
    &'static str,
    Vec<String>,
    Vec<(&'static str, Outcome, Option<f64>, Option<f64>)>,
);

#[test]
fn each_text_gets_its_begin_and_its_end_or_stop() {
    let cases: Vec<Case> = vec![
        (
            "played to its end, then one stopped, then one not yet done",
            vec![
                sent("06:17:19", 71_226, "Row 1: 2 empty, 2, 8."),
                mark("06:17:19", 72_860, "__spd_begin"),
                line("06:17:20", 10, "speak_queue Sent to audio."),
                mark("06:17:25", 974_585, "__spd_end"),
                sent("06:17:25", 978_956, "B2, 4"),
                mark("06:17:25", 982_688, "__spd_begin"),
                line("06:17:26", 983_891, "Module stop!"),
                mark("06:17:27", 40_684, "__spd_stopped"),
                sent("06:17:27", 720_377, "C2, 4"),
                mark("06:17:27", 723_339, "__spd_begin"),
            ],
            vec![
                (
                    "Row 1: 2 empty, 2, 8.",
                    Outcome::Ended,
                    Some(at(19, 72_860)),
                    Some(at(25, 974_585)),
                ),
                (
                    "B2, 4",
                    Outcome::Stopped,
                    Some(at(25, 982_688)),
                    Some(at(27, 40_684)),
                ),
                ("C2, 4", Outcome::Playing, Some(at(27, 723_339)), None),
            ],
        ),
        (
            "stopped before its audio began; marks inside the text are dropped",
            vec![
                sent("06:17:30", 5, "Row 1: 4.<mark name=\"__spd_0\"/> Row 2: 8."),
                mark("06:17:30", 900, "__spd_stopped"),
            ],
            vec![(
                "Row 1: 4. Row 2: 8.",
                Outcome::Stopped,
                None,
                Some(at(30, 900)),
            )],
        ),
        (
            "a mark with no text before it belongs to nothing",
            vec![mark("06:17:31", 1, "__spd_end")],
            vec![],
        ),
    ];
    for (name, log, expected) in cases {
        let played = parse_played(&log.join("\n"));
        let got: Vec<(&str, Outcome, Option<f64>, Option<f64>)> = played
            .iter()
            .map(|p| (p.text.as_str(), p.outcome, p.begun_at, p.done_at))
            .collect();
        assert_eq!(got.len(), expected.len(), "{name}: {got:#?}");
        for (g, e) in got.iter().zip(&expected) {
            assert_eq!((g.0, g.1), (e.0, e.1), "{name}");
            for (got_at, want_at) in [(g.2, e.2), (g.3, e.3)] {
                match (got_at, want_at) {
                    (Some(x), Some(y)) => assert!((x - y).abs() < 1e-6, "{name}: {x} vs {y}"),
                    (x, y) => assert_eq!(x, y, "{name}"),
                }
            }
        }
        // Each text's time is when it was handed to the module: the time
        // of its own line.
        let sent_at: Vec<f64> = log
            .iter()
            .filter(|l| l.contains("Command sent"))
            .map(|l| parse_played(l)[0].at)
            .collect();
        let got_at: Vec<f64> = played.iter().map(|p| p.at).collect();
        assert_eq!(got_at, sent_at, "{name}");
    }
}
