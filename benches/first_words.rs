//! Launch to first words: the time from starting the game to the moment
//! its opening line is handed to the synthesizer, with the real
//! `sd_espeak-ng` module in a private speech-dispatcher (its level-5 log
//! timestamps every text handed to the module; see
//! `tests/common/espeak_speechd.rs`).
//! Each shipped language is launched `--launches` times (10 by default) in
//! line mode, each launch in a fresh data directory and after the last
//! game's goodbye has been spoken; the harness prints
//! p50, p90 and the maximum per language. The target is under 1 s at p50.
//!
//! With `--cold`, each launch meets a desktop where no speech-dispatcher
//! runs (`tests/common/cold_desktop.rs`: a fresh home, the system's
//! settings, sound through a PulseAudio null sink): the game starts the
//! server itself, and the time includes that start. Between launches the
//! started server is left to end by itself (its idle timeout).
//!
//! Run with `cargo bench --bench first_words` (`-- --launches N`, `--cold`).
//! Needs `speech-dispatcher` and `speech-dispatcher-espeak-ng`, and for
//! `--cold` `pulseaudio`.

#[path = "../tests/common/mod.rs"]
mod common;

use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::time::Duration;

use common::cold_desktop::ColdDesktop;
use common::espeak_speechd::{self as espeak, EspeakDispatcher, espeak_ng_here, now_of_day};
use common::speechd_log::{Synthesized, seconds_between};

const LANGUAGES: [&str; 5] = ["en-US", "es", "fr", "de", "pt-BR"];
const DEADLINE: Duration = Duration::from_secs(20);
const SETTLE: Duration = Duration::from_secs(1);
/// How long a started server may take to end by itself.
const SERVER_ENDS: Duration = Duration::from_secs(60);

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let launches = std::env::args()
        .skip_while(|a| a != "--launches")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(10usize);
    if !espeak_ng_here() {
        return;
    }
    if std::env::args().any(|a| a == "--cold") {
        cold(launches);
        return;
    }
    let dispatcher = EspeakDispatcher::start();
    println!("launch to first text handed to sd_espeak-ng, {launches} launches per language");
    println!("| language | p50 | p90 | max |");
    println!("| --- | --- | --- | --- |");
    for lang in LANGUAGES {
        let mut times = Vec::new();
        for _ in 0..launches {
            let data = tempfile::TempDir::new().expect("temp dir");
            let command = espeak::game(&dispatcher.address(), data.path(), &["--lang", lang]);
            let seen = dispatcher.synthesized().len();
            let delay = first_words(lang, command, |opening| {
                dispatcher.wait_for_new(seen, DEADLINE, |t| t == opening)
            });
            times.push(delay);
            // Let the goodbye finish, so the next launch meets an idle
            // synthesizer, as a player starting the game does.
            std::thread::sleep(SETTLE);
        }
        print_row(lang, times);
    }
}

/// Launches `command` (the game in line mode), waits until `heard` finds
/// its opening line handed to the synthesizer, then quits it; the seconds
/// from launch to those first words.
fn first_words(
    lang: &str,
    mut command: std::process::Command,
    heard: impl Fn(&str) -> Option<Synthesized>,
) -> f64 {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    let launched = now_of_day();
    let mut child = command.spawn().expect("the game starts");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut opening = String::new();
    stdout.read_line(&mut opening).expect("the opening line");
    let opening = opening.trim_end().to_string();
    let heard =
        heard(&opening).unwrap_or_else(|| panic!("{lang}: {opening:?} never reached espeak-ng"));
    let delay = seconds_between(launched, heard.at);
    assert!(delay >= 0.0, "{lang}: words {delay:.3} s before the launch");
    let mut stdin = child.stdin.take().expect("stdin");
    let _ = writeln!(stdin, "quit");
    drop(stdin);
    let _ = std::io::copy(&mut stdout, &mut std::io::sink());
    let _ = child.wait();
    delay
}

/// One row of the table: p50, p90 and the maximum, in milliseconds.
fn print_row(lang: &str, mut times: Vec<f64>) {
    times.sort_by(f64::total_cmp);
    let at = |percent: f64| nearest_rank(&times, percent).unwrap_or_default();
    println!(
        "| {lang} | {:.0} ms | {:.0} ms | {:.0} ms |",
        at(50.0) * 1000.0,
        at(90.0) * 1000.0,
        at(100.0) * 1000.0
    );
}

/// Launches where no server runs: each starts one, whose start counts.
fn cold(launches: usize) {
    let desktop = ColdDesktop::start();
    let program = common::binary();
    println!(
        "launch to first text handed to sd_espeak-ng from a cold start (no server running), \
         {launches} launches per language"
    );
    println!("| language | p50 | p90 | max |");
    println!("| --- | --- | --- | --- |");
    for lang in LANGUAGES {
        let mut times = Vec::new();
        for launch in 0..launches {
            desktop
                .wait_no_server(SERVER_ENDS)
                .expect("the last server ended by itself");
            desktop.forget_log();
            let data = desktop.fresh_dir(&format!("{lang}-{launch}"));
            let mut command =
                desktop.command(&program, &["--line-mode", "--no-sound", "--lang", lang]);
            command.arg("--data-dir").arg(&data);
            let delay = first_words(lang, command, |opening| desktop.wait_for(opening, DEADLINE));
            times.push(delay);
        }
        print_row(lang, times);
    }
}
