//! Heard to the end: the share of the game's spoken answers a player hears
//! whole when keys come at a steady pace. The game runs in a terminal (a
//! private tmux server) with its own speech on, through a private
//! speech-dispatcher with the real `sd_espeak-ng` module whose audio plays
//! in real time into a PulseAudio null sink (as on a sound card; ALSA's
//! `null` device would finish a 3 s line in 70 ms). The keys are the
//! screen-reader suites' long sequence (`tests/common/reader_sequence.rs`,
//! 48 keys with every kind of answer), pressed every 1.2 s and every 3 s.
//!
//! The daemon's level-5 log gives each text handed to the module with its
//! time, marks the start of its audio (`__spd_begin`), and ends it with
//! `__spd_end` (all its audio played) or `__spd_stopped` (cut); a text
//! never handed to the module was dropped unheard. espeak-ng ends every
//! text with about 0.3 s of silence, so a text stopped in that silence was
//! heard whole: each text is rendered with the espeak-ng command line (the
//! module's engine, same default voice and rate) to find where its voice
//! ends, and the delay from the begin mark to the sound is measured on the
//! texts played to their end. An answer is heard to its end when every text
//! the game speaks for it (derived from the library, as the game says it)
//! was. The harness prints, per pace: answers heard to the end, cut while
//! speaking, never started, and that delay.
//!
//! Run with `cargo bench --bench heard_to_end` (`-- --pace 1.2` for one
//! pace, `--list` to print each key's outcome and how long each text
//! played). Needs `speech-dispatcher`, `speech-dispatcher-espeak-ng`,
//! `pulseaudio`, `espeak-ng` and `tmux`.

#[path = "../tests/common/mod.rs"]
mod common;

use std::path::Path;
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::play::InputMode;
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use common::Rig;
use common::espeak_speechd::{OPT_OUT, espeak_ng_here, now_of_day};
use common::reader_sequence::{self, COLUMNS, KEYS, ROWS};
use common::real_time_speechd::{RealTimeSpeechd, read_so_far, wait_until};
use common::speechd_log::{Outcome, Played, parse_played, seconds_between};
use common::tmux::Game;

const PACES: [f64; 2] = [1.2, 3.0];
/// How long the opening, and the last answer, may take to be said.
const SAID: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(50);
/// The daemon's log, in its temp dir.
const LOG: &str = "logs/speech-dispatcher.log";

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let paces: Vec<f64> = match std::env::args().skip_while(|a| a != "--pace").nth(1) {
        Some(pace) => vec![pace.parse().expect("--pace takes seconds, such as 1.2")],
        None => PACES.to_vec(),
    };
    let list = std::env::args().any(|a| a == "--list");
    if !espeak_ng_here()
        || !common::require("pulseaudio", "--version", OPT_OUT, "pulseaudio")
        || !common::require("tmux", "-V", OPT_OUT, "tmux")
    {
        return;
    }
    let answers = spoken_answers();
    println!(
        "answers heard to their end, {} keys (tests/common/reader_sequence.rs), \
         sd_espeak-ng playing in real time",
        answers.len()
    );
    println!(
        "| seconds between keys | heard to the end | cut while speaking | never started | \
         mark to sound |"
    );
    println!("| --- | --- | --- | --- | --- |");
    for pace in paces {
        let tally = run(pace, &answers, list);
        let share = |n: usize| format!("{n} ({:.0}%)", 100.0 * n as f64 / answers.len() as f64);
        println!(
            "| {pace} | {} | {} | {} | {:.2} s |",
            share(tally.whole),
            share(tally.cut),
            share(tally.never),
            tally.delay
        );
    }
}

/// The texts the game speaks for the opening and for each key, as the
/// library says them.
struct Answers {
    opening: Vec<String>,
    keys: Vec<Vec<String>>,
}

impl Answers {
    fn len(&self) -> usize {
        self.keys.len()
    }
}

fn spoken_answers() -> Answers {
    let mut rig = Rig::opened(
        Some(reader_sequence::BOARD),
        reader_sequence::SEED,
        InputMode::Keys,
    );
    let opening = rig.spoken.spoken().into_iter().map(|s| s.text).collect();
    let keys = KEYS
        .iter()
        .map(|key| {
            let said: Vec<String> = rig
                .send(key.command.clone())
                .spoken
                .into_iter()
                .map(|s| s.text)
                .collect();
            assert!(!said.is_empty(), "{key:?} is spoken");
            said
        })
        .collect();
    Answers { opening, keys }
}

#[derive(Default)]
struct Tally {
    /// Answers whose every text was heard to the end of its voice.
    whole: usize,
    /// Answers cut while speaking (or partly never started).
    cut: usize,
    /// Answers never started.
    never: usize,
    /// The delay from the mark of a text's audio to its sound.
    delay: f64,
}

/// Plays the sequence at `pace` seconds between keys in a fresh setup.
fn run(pace: f64, answers: &Answers, list: bool) -> Tally {
    let speech = RealTimeSpeechd::start();
    let daemon = &speech.daemon;
    let played = || parse_played(&read_so_far(&daemon.path(LOG)));

    let tmux = Game::new(speech.dir())
        .through("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=C")
        .env("SPEECHD_ADDRESS", &daemon.address())
        .no_sound()
        .args(&["--new"])
        .data_dir(&speech.path("data"))
        .args(&reader_sequence::game_args())
        .size(COLUMNS, ROWS)
        .start();
    // The opening said to its end first, as a player hears it before the
    // first key.
    let opening_done = wait_until(SAID, POLL, || {
        let played = played();
        answers.opening.iter().all(|text| {
            played
                .iter()
                .any(|p| &p.text == text && p.outcome != Outcome::Playing)
        })
    });
    assert!(
        opening_done,
        "the opening {:?} was not said within {SAID:?}: {:#?}\n{}",
        answers.opening,
        played(),
        daemon.tails(&[(LOG, 30)])
    );

    let start = Instant::now();
    let mut pressed = Vec::new();
    for (n, key) in KEYS.iter().enumerate() {
        let due = Duration::from_secs_f64(pace * n as f64);
        if let Some(wait) = due.checked_sub(start.elapsed()) {
            sleep(wait);
        }
        pressed.push(now_of_day());
        tmux.run(&["send-keys", key.tmux]);
    }
    // The last answer's texts handed to the module and finished, or the
    // time a player would wait is up.
    let last = answers.keys.last().expect("keys");
    let since = *pressed.last().expect("keys");
    wait_until(SAID, POLL, || {
        let played = played();
        last.iter().all(|text| {
            played.iter().any(|p| {
                &p.text == text
                    && seconds_between(since, p.at) >= 0.0
                    && p.outcome != Outcome::Playing
            })
        })
    });
    sleep(Duration::from_millis(500));
    tally(&played(), &pressed, &answers.keys, list)
}

/// How long espeak-ng (its command line, the module's engine, at the same
/// default voice and rate) takes for `text`: all its audio, and up to its
/// last voiced sample (espeak-ng ends each text with about 0.3 s of
/// silence).
#[derive(Debug, Clone, Copy)]
struct Length {
    total: f64,
    voiced: f64,
}

/// espeak-ng writes 16-bit mono at 22050 Hz, after a 44-byte header.
const RATE: f64 = 22050.0;
const HEADER: usize = 44;
/// A sample louder than this is voice, not silence.
const VOICE: i16 = 300;

fn length(text: &str, dir: &Path) -> Length {
    let file = dir.join("text.wav");
    let status = std::process::Command::new("espeak-ng")
        .args(["-v", "en", "-w"])
        .arg(&file)
        .arg(text)
        .status()
        .expect("espeak-ng runs (apt-get install espeak-ng)");
    assert!(status.success(), "espeak-ng rendered {text:?}");
    let wav = std::fs::read(&file).expect("espeak-ng's WAV");
    let samples: Vec<i16> = wav[HEADER.min(wav.len())..]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    let last_voiced = samples
        .iter()
        .rposition(|s| s.unsigned_abs() > VOICE.unsigned_abs())
        .map_or(0, |i| i + 1);
    Length {
        total: samples.len() as f64 / RATE,
        voiced: last_voiced as f64 / RATE,
    }
}

/// Matches each key's texts, in order, to the texts handed to the module
/// after that key was pressed. A text played to its end was heard to its
/// end; so was one stopped after its voice had played: stopped at least
/// its voiced length after its audio began, plus the delay from that mark
/// to the sound, taken as the median over the texts played to their end of
/// (end - begin - all their audio).
fn tally(played: &[Played], pressed: &[f64], keys: &[Vec<String>], list: bool) -> Tally {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let mut lengths = std::collections::HashMap::new();
    let mut length_of = |text: &str| -> Length {
        *lengths
            .entry(text.to_string())
            .or_insert_with(|| length(text, dir.path()))
    };
    let mut delays: Vec<f64> = played
        .iter()
        .filter(|p| p.outcome == Outcome::Ended)
        .filter_map(|p| {
            let played = seconds_between(p.begun_at?, p.done_at?);
            Some(played - length_of(&p.text).total)
        })
        .collect();
    delays.sort_by(f64::total_cmp);
    let delay = nearest_rank(&delays, 50.0).unwrap_or(0.0).max(0.0);
    let mut tally = Tally {
        delay,
        ..Tally::default()
    };
    let mut next = 0;
    for (n, (texts, &at)) in keys.iter().zip(pressed).enumerate() {
        let mut outcomes = Vec::new();
        for text in texts {
            let found = played
                .iter()
                .enumerate()
                .skip(next)
                .find(|(_, p)| &p.text == text && seconds_between(at, p.at) >= 0.0);
            let Some((i, p)) = found else {
                outcomes.push(Heard::Never);
                if list {
                    println!("  {key:>7} never started: {text}", key = KEYS[n].tmux);
                }
                continue;
            };
            next = i + 1;
            let length = length_of(text);
            let sounded = p
                .begun_at
                .zip(p.done_at)
                .map(|(begun, done)| seconds_between(begun, done));
            let heard = match p.outcome {
                Outcome::Ended => Heard::Whole,
                Outcome::Stopped if sounded.is_some_and(|s| s >= length.voiced + delay) => {
                    Heard::Whole
                }
                Outcome::Stopped => Heard::Cut,
                Outcome::Playing => Heard::Never,
            };
            outcomes.push(heard);
            if list {
                println!(
                    "  {key:>7} {heard:?} ({outcome:?} after {sounded:.2?} s of sound; \
                     voice {voiced:.2} s of {total:.2} s): {text}",
                    key = KEYS[n].tmux,
                    outcome = p.outcome,
                    voiced = length.voiced,
                    total = length.total,
                );
            }
        }
        if outcomes.iter().all(|o| *o == Heard::Whole) {
            tally.whole += 1;
        } else if outcomes.iter().all(|o| *o == Heard::Never) {
            tally.never += 1;
        } else {
            tally.cut += 1;
        }
    }
    tally
}

/// What a player heard of one text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Heard {
    Whole,
    Cut,
    Never,
}
