//! Speech after a stall: the game in line mode speaking through a private
//! speech-dispatcher with the real `sd_espeak-ng` module playing in real
//! time into a PulseAudio null sink (level-5 log), the server stopped
//! (`SIGSTOP`) a slide after the opening was spoken, for STALL seconds,
//! then continued, and SLIDES slides typed one every PACE seconds after
//! that ([`common::speech_stall`]). For each stall it prints how many of
//! those later slides were spoken (their first answer line handed to the
//! module after the slide was typed, from the server's log), how often the
//! stop and the return of speech were said, how long after the slide typed
//! while the server was stopped the stop was said (the game's promise: a
//! second, its answer time-out; `tests/speech_espeak.rs` checks only that
//! it is said, once), and how long after the continue speech was said to
//! be back; then how long quitting takes with the server stopped.
//!
//! Run with `cargo bench --bench speech_stall` (stalls of 1.5 s and 8 s,
//! 13 slides a second apart); `-- --stall S` (repeatable) for other
//! stalls, `--slides N`, `--pace P`, `--runs N` (default 1) and
//! `--binary PATH` to measure another build of the game. Needs
//! `speech-dispatcher`, `speech-dispatcher-espeak-ng` and `pulseaudio`.

#[path = "../tests/common/mod.rs"]
mod common;

use std::path::PathBuf;
use std::time::Duration;

use common::speech_stall::{quit_while_stopped, stall_run};

fn main() {
    let mut stalls = Vec::new();
    let mut slides = 13;
    let mut pace = 1.0;
    let mut runs = 1;
    let mut binary = common::binary();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
        match arg.as_str() {
            "--stall" => stalls.push(value().parse::<f64>().expect("seconds")),
            "--slides" => slides = value().parse().expect("a count"),
            "--pace" => pace = value().parse().expect("seconds"),
            "--runs" => runs = value().parse().expect("a count"),
            "--binary" => binary = PathBuf::from(value()),
            // cargo bench passes --bench.
            _ => {}
        }
    }
    if stalls.is_empty() {
        stalls = vec![1.5, 8.0];
    }
    println!("binary: {}", binary.display());
    for stall in stalls {
        for run in 1..=runs {
            let result = stall_run(
                &binary,
                Duration::from_secs_f64(stall),
                slides,
                Duration::from_secs_f64(pace),
                false,
            );
            let seconds =
                |at: Option<f64>| at.map_or_else(|| "never".to_string(), |s| format!("{s:.1} s"));
            let back = seconds(result.back_after);
            let stop = seconds(result.stopped_after);
            println!(
                "stall {stall} s, run {run}: {spoken} of {later} later slides spoken \
                 ({slides_sent} sent to the server); \
                 stop said {stopped}x ({stop} after the slide), back said {said}x (spoken: {sent}, reached the module: {heard}), \
                 {back} after the continue",
                spoken = result.spoken(),
                slides_sent = result.later.iter().filter(|s| s.sent).count(),
                later = result.later.len(),
                stopped = result.stopped,
                said = result.back,
                sent = result.back_sent,
                heard = result.back_spoken,
            );
        }
    }
    // Quitting while the server is stopped: the game gives up on a worker
    // that no longer answers (`tests/speech_espeak.rs` checks only that it
    // has quit while the server is still stopped).
    for run in 1..=runs {
        let took = quit_while_stopped(&binary);
        println!("quit with the server stopped, run {run}: {took:.2} s");
    }
}
