//! Fast play by ear: the share of slides whose news (the value and the cell
//! that open a brief answer) a player hears before the next slide cuts it.
//! The game runs in a terminal (a private tmux server) at brief verbosity
//! with its own speech on, through a private speech-dispatcher with the
//! real `sd_espeak-ng` module whose audio plays in real time into a
//! PulseAudio null sink, as `heard_to_end` does. A seeded game is played
//! like a corner player (down, left, right, up: the first that moves),
//! one slide every PACE seconds at speech rate RATE; the slides come from
//! the library playing the same seed.
//!
//! From the daemon's level-5 log, each slide's answer is the first text
//! naming a cell handed to the module after its key; its audio ran from the
//! `__spd_begin` mark to its end or to the stop the next key caused. The
//! news is the answer's words up to and including the first cell name
//! ("16 A1", "2 C4"; "New 2 C4" where the wording puts a word first): it was
//! heard when the answer played to its end, or when it sounded at least as
//! long as espeak-ng's voice for the news alone at the same rate, plus the
//! delay from the mark to the sound (the median over the texts played to
//! their end, as `heard_to_end` measures it).
//!
//! Run with `cargo bench --bench news_heard_fast` (rate 100 every 0.5 s,
//! then rate 70 every 0.8 s); `-- --pace 0.5 --rate 100` for one setting,
//! `--slides N` (default 120), `--list` to print each slide, and
//! `--binary PATH` to measure another build of the game, `--powers` to
//! play with tiles said as powers of two (`7 B4` for 128), `--seed N`
//! (default 7) for another game. Beside the share
//! of all slides it counts the slides whose news is a merge into 128 or
//! above (worked out from the boards, as `slide_news` does) and how many of
//! those were heard. Needs
//! `speech-dispatcher`, `speech-dispatcher-espeak-ng`, `pulseaudio`,
//! `espeak-ng` and `tmux`.

#[path = "../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::engine::{Direction, GameConfig};
use accessible_2048::narration::{CellStyle, Verbosity};
use accessible_2048::play::{InputMode, SessionCommand};
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use common::Rig;
use common::espeak_speechd::{OPT_OUT, espeak_ng_here, now_of_day};
use common::real_time_speechd::{RealTimeSpeechd, read_so_far, wait_until};
use common::slide_news::{News, news};
use common::speechd_log::{Outcome, Played, parse_played, seconds_between};
use common::tmux::Game;

/// (seconds between slides, the game's speech rate): the targets.
const SETTINGS: [(f64, u8); 2] = [(0.5, 100), (0.8, 70)];
const SEED: u64 = 7;
const SLIDES: usize = 120;
/// A merge into this value or above is a big merge, counted on its own.
const BIG_MERGE: u64 = 128;
/// How long the opening, and the last answer, may take to be said.
const SAID: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(50);
const LOG: &str = "logs/speech-dispatcher.log";

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let settings: Vec<(f64, u8)> = match (value("--pace"), value("--rate")) {
        (Some(pace), Some(rate)) => vec![(
            pace.parse().expect("--pace takes seconds, such as 0.5"),
            rate.parse().expect("--rate takes 0 to 100"),
        )],
        (None, None) => SETTINGS.to_vec(),
        _ => panic!("give --pace and --rate together"),
    };
    let seed: u64 = value("--seed").map_or(SEED, |n| n.parse().expect("--seed N"));
    let slides: usize = value("--slides").map_or(SLIDES, |n| n.parse().expect("--slides N"));
    let binary = value("--binary").map_or_else(common::binary, PathBuf::from);
    let list = args.iter().any(|a| a == "--list");
    let powers = args.iter().any(|a| a == "--powers");
    if !espeak_ng_here()
        || !common::require("pulseaudio", "--version", OPT_OUT, "pulseaudio")
        || !common::require("tmux", "-V", OPT_OUT, "tmux")
    {
        return;
    }
    let (directions, big): (Vec<Direction>, Vec<bool>) =
        corner_game(seed, slides).into_iter().unzip();
    println!(
        "brief news (value and cell) heard before the next slide, {} slides of seed {seed} \
         ({} of them merges into {BIG_MERGE} or above), tiles said as {}, \
         sd_espeak-ng playing in real time ({})",
        directions.len(),
        big.iter().filter(|&&b| b).count(),
        if powers { "powers of two" } else { "numbers" },
        binary.display()
    );
    println!(
        "| seconds between slides | rate | news heard | merges into {BIG_MERGE}+ heard | \
         whole answer heard | never started | median news voice | mark to sound |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (pace, rate) in settings {
        let tally = run(&binary, seed, pace, rate, &directions, &big, powers, list);
        let share = |n: usize| {
            format!(
                "{n} of {} ({:.0}%)",
                directions.len(),
                100.0 * n as f64 / directions.len() as f64
            )
        };
        println!(
            "| {pace} | {rate} | {} | {} of {} | {} | {} | {:.2} s | {:.2} s |",
            share(tally.news),
            tally.big_heard,
            tally.big,
            share(tally.whole),
            share(tally.never),
            tally.news_voice,
            tally.delay
        );
    }
}

/// The slides of the seeded game played like a corner player, as many as
/// `slides` or until it is over, each with whether its news is a merge into
/// `BIG_MERGE` or above.
fn corner_game(seed: u64, slides: usize) -> Vec<(Direction, bool)> {
    let rig = Rig::bare(
        None,
        seed,
        GameConfig::default(),
        InputMode::Keys,
        CellStyle::default(),
    );
    let mut session = rig
        .controller
        .session()
        .clone()
        .with_verbosity(Verbosity::Brief);
    let order = [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ];
    let mut played = Vec::new();
    while played.len() < slides {
        let board = session.board().clone();
        let Some(&direction) = order.iter().find(|&&d| board.can_slide(d)) else {
            break;
        };
        session.handle(SessionCommand::Slide(direction));
        let big = matches!(
            news(&board, direction, session.board()),
            News::Merge(value, _) if value >= BIG_MERGE
        );
        played.push((direction, big));
        if session.classic().is_none_or(|g| g.is_over()) {
            break;
        }
    }
    played
}

fn key(direction: Direction) -> &'static str {
    match direction {
        Direction::Left => "j",
        Direction::Right => "l",
        Direction::Up => "i",
        Direction::Down => "k",
    }
}

#[derive(Default)]
struct Tally {
    news: usize,
    whole: usize,
    never: usize,
    /// Slides whose news is a merge into `BIG_MERGE` or above, and how many
    /// of those were heard.
    big: usize,
    big_heard: usize,
    news_voice: f64,
    delay: f64,
}

#[allow(clippy::too_many_arguments)]
fn run(
    binary: &Path,
    seed: u64,
    pace: f64,
    rate: u8,
    directions: &[Direction],
    big: &[bool],
    powers: bool,
    list: bool,
) -> Tally {
    let speech = RealTimeSpeechd::start();
    let daemon = &speech.daemon;
    let played = || parse_played(&read_so_far(&daemon.path(LOG)));

    let tmux = Game::new(speech.dir())
        .binary(binary)
        .through("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=C")
        .env("SPEECHD_ADDRESS", &daemon.address())
        .no_sound()
        .args(&["--new"])
        .seed(seed)
        .args(&["--verbosity", "brief", "--rate", &rate.to_string()])
        .args(if powers { &["--powers"][..] } else { &[] })
        .data_dir(&speech.path("data"))
        .size(80, 24)
        .start();
    // The opening said to its end first (the first texts handed over and
    // none still playing).
    let opening_done = wait_until(SAID, POLL, || {
        let played = played();
        !played.is_empty() && played.iter().all(|p| p.outcome != Outcome::Playing)
    });
    assert!(
        opening_done,
        "the opening was not said within {SAID:?}\n{}",
        daemon.tails(&[(LOG, 30)])
    );
    sleep(Duration::from_millis(500));
    let before = played().len();

    let start = Instant::now();
    let mut pressed = Vec::new();
    for (n, &direction) in directions.iter().enumerate() {
        let due = Duration::from_secs_f64(pace * n as f64);
        if let Some(wait) = due.checked_sub(start.elapsed()) {
            sleep(wait);
        }
        pressed.push(now_of_day());
        tmux.run(&["send-keys", key(direction)]);
    }
    let since = *pressed.last().expect("slides");
    wait_until(SAID, POLL, || {
        let played = played();
        let after = &played[before.min(played.len())..];
        after.iter().any(|p| seconds_between(since, p.at) >= 0.0)
            && after.iter().all(|p| p.outcome != Outcome::Playing)
    });
    sleep(Duration::from_millis(500));
    let all = played();
    let speech_rate = (i64::from(rate) - 50) * 2;
    tally(&all[before..], &pressed, big, wpm(speech_rate), list)
}

/// espeak-ng's words a minute for speech-dispatcher's rate (-100 to 100),
/// as its espeak-ng module sets them: 80, 170 and 449 at -100, 0 and 100,
/// linearly between.
fn wpm(rate: i64) -> u32 {
    let wpm = if rate <= 0 {
        170.0 + (170.0 - 80.0) * rate as f64 / 100.0
    } else {
        170.0 + (449.0 - 170.0) * rate as f64 / 100.0
    };
    wpm.round() as u32
}

/// espeak-ng writes 16-bit mono at 22050 Hz, after a 44-byte header.
const SAMPLE_RATE: f64 = 22050.0;
const HEADER: usize = 44;
/// A sample louder than this is voice, not silence.
const VOICE: i16 = 300;

/// How long espeak-ng (the module's engine, its default voice) takes for
/// `text` at `wpm`: all its audio, and up to its last voiced sample.
fn length(text: &str, wpm: u32, dir: &Path) -> (f64, f64) {
    let file = dir.join("text.wav");
    let status = std::process::Command::new("espeak-ng")
        .args(["-v", "en", "-s", &wpm.to_string(), "-w"])
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
    (
        samples.len() as f64 / SAMPLE_RATE,
        last_voiced as f64 / SAMPLE_RATE,
    )
}

/// The answer's words up to and including its first cell name.
fn news_of(text: &str) -> Option<String> {
    let mut words = Vec::new();
    for word in text.split(' ') {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
        words.push(bare);
        let mut chars = bare.chars();
        let is_cell = chars.next().is_some_and(|c| c.is_ascii_uppercase())
            && !chars.as_str().is_empty()
            && chars.as_str().chars().all(|c| c.is_ascii_digit());
        if is_cell {
            return Some(words.join(" "));
        }
    }
    None
}

fn tally(played: &[Played], pressed: &[f64], big: &[bool], wpm: u32, list: bool) -> Tally {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let mut delays: Vec<f64> = played
        .iter()
        .filter(|p| p.outcome == Outcome::Ended)
        .filter_map(|p| {
            let sounded = seconds_between(p.begun_at?, p.done_at?);
            Some(sounded - length(&p.text, wpm, dir.path()).0)
        })
        .collect();
    delays.sort_by(f64::total_cmp);
    let delay = nearest_rank(&delays, 50.0).unwrap_or(0.0).max(0.0);
    let mut tally = Tally {
        delay,
        ..Tally::default()
    };
    let mut voices = Vec::new();
    let mut next = 0;
    tally.big = big.iter().filter(|&&b| b).count();
    for (n, &at) in pressed.iter().enumerate() {
        let until = pressed.get(n + 1).copied();
        // The slide's answer: the first text after its key, and before the
        // next, that names a cell (not the pointer to help that follows a
        // new player's first slides).
        let found = played.iter().enumerate().skip(next).find(|(_, p)| {
            seconds_between(at, p.at) >= 0.0
                && until.is_none_or(|u| seconds_between(p.at, u) > 0.0)
                && news_of(&p.text).is_some()
        });
        let Some((i, p)) = found else {
            tally.never += 1;
            if list {
                println!("  slide {n:>3}: never handed to the module");
            }
            continue;
        };
        next = i + 1;
        let news = news_of(&p.text).expect("a text that names a cell");
        let (_, voice) = length(&news, wpm, dir.path());
        voices.push(voice);
        let sounded = p
            .begun_at
            .zip(p.done_at)
            .map(|(begun, done)| seconds_between(begun, done));
        let heard = match p.outcome {
            Outcome::Ended => {
                tally.whole += 1;
                true
            }
            Outcome::Stopped => sounded.is_some_and(|s| s >= voice + delay),
            Outcome::Playing => false,
        };
        if p.begun_at.is_none() {
            tally.never += 1;
        }
        if heard {
            tally.news += 1;
            if big[n] {
                tally.big_heard += 1;
            }
        }
        if list {
            println!(
                "  slide {n:>3}{}: news {} ({:?} after {sounded:.2?} s of sound; news voice {voice:.2} s): {}",
                if big[n] { " (big merge)" } else { "" },
                if heard { "heard" } else { "cut" },
                p.outcome,
                p.text
            );
        }
    }
    voices.sort_by(f64::total_cmp);
    tally.news_voice = nearest_rank(&voices, 50.0).unwrap_or(0.0);
    tally
}
