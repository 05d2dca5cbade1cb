//! The sounds lesson as a player at a terminal hears it: every step's sound
//! is heard alone, its words after it. The real binary runs the lesson
//! (`--practice-sounds`) on keys in a private tmux server, its sound going
//! through ALSA's file plugin (a fresh `HOME/.asoundrc`) into a private
//! PulseAudio null sink, which takes samples in real time as a sound card
//! does (ALSA's `null` device takes them as fast as they come, so a file
//! written through it holds no time), and its speech to a private
//! speech-dispatcher with the stock `sd_espeak-ng` module at log level 5.
//!
//! The test watches the WAV file and the printed lines (standard output to
//! a file) grow, every few milliseconds: a sample's time is when it reached
//! the file, which is when the game handed it to the device; a line's time
//! is when it was printed; a text's time is when the daemon handed it to
//! the synthesizer (its log). Each step's sound is the span from its first
//! to its last audible sample after its key; no line may be printed, and no
//! text reach the synthesizer, inside any step's span, and each step's
//! meaning comes after its sound. With `--nocapture` it prints, for every
//! step, the sound's span, when the first line was printed and the first
//! text synthesized (seconds after the key), and how much of the sound the
//! words overlapped (the table in docs/benchmarks.md).
//!
//! Needs tmux, pulseaudio (with ALSA's pulse plugin, which it depends on),
//! speech-dispatcher and speech-dispatcher-espeak-ng; set
//! `ACCESSIBLE_2048_SKIP_SPEECH_DISPATCHER=1` to skip knowingly.
#![cfg(all(feature = "sound", feature = "speech", target_os = "linux"))]

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::narration::{Announcement, Message};
use accessible_2048::play::sound_count;
use common::espeak_speechd::{EspeakDispatcher, OPT_OUT, espeak_ng_here, now_of_day};
use common::pulse_null_sink::PulseNullSink;
use common::shell::{quote_path, shell_quote};
use common::sound_lesson::MEANINGS;
use common::speechd_log::DAY;
use common::tmux::{Game, Tmux};
use common::words;
use tempfile::TempDir;

/// The least time between two keys: the longest sound (0.9 s) is heard
/// whole, wherever its words come.
const STEP: Duration = Duration::from_secs(2);
/// How often the files are looked at.
const POLL: Duration = Duration::from_millis(2);
/// How long anything the test waits for may take on a loaded machine.
const DEADLINE: Duration = Duration::from_secs(30);
/// A sample louder than this is heard (earcons peak near 0.17 at the
/// default volume).
const AUDIBLE: f32 = 1e-3;
/// Printed in the pane once the game has ended.
const ENDED: &str = "LESSON-ENDED";

/// When the files had grown to what size: `(when, WAV bytes, printed
/// bytes)`, in order.
type Growth = Vec<(Instant, u64, u64)>;

/// A silent stream into the null sink that asks for a sound card's
/// latency, so the sink takes everyone's samples every few milliseconds
/// (alone with a client that asks nothing, the null sink may take them in
/// blocks of up to 2 s). Ended when dropped.
struct LowLatency(std::process::Child);

impl LowLatency {
    fn start(home: &Path, runtime: &Path) -> LowLatency {
        let child = std::process::Command::new("pacat")
            .args(["--playback", "--raw", "--latency-msec=10", "/dev/zero"])
            .env("HOME", home)
            .env("XDG_RUNTIME_DIR", runtime)
            .env_remove("PULSE_SERVER")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("pacat starts");
        LowLatency(child)
    }
}

impl Drop for LowLatency {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Watches two files grow on a thread of its own until stopped.
struct Watch {
    stop: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<Growth>,
}

impl Watch {
    fn start(wav: PathBuf, printed: PathBuf) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            let size = |path: &Path| std::fs::metadata(path).map_or(0, |m| m.len());
            let mut growth: Growth = Vec::new();
            let mut last = (u64::MAX, u64::MAX);
            while !flag.load(Ordering::Relaxed) {
                let now = (size(&wav), size(&printed));
                if now != last {
                    growth.push((Instant::now(), now.0, now.1));
                    last = now;
                }
                sleep(POLL);
            }
            growth
        });
        Watch { stop, thread }
    }

    fn stop(self) -> Growth {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.join().expect("the watch ends")
    }
}

/// When the file had first grown to `bytes` (`pick` chooses which size).
fn reached(growth: &Growth, bytes: u64, pick: fn(&(Instant, u64, u64)) -> u64) -> Option<Instant> {
    growth
        .iter()
        .find(|entry| pick(entry) >= bytes)
        .map(|entry| entry.0)
}

/// The samples of the WAV file ALSA's file plugin wrote, as
/// `(file offset of the frame's end, loudest of its two samples)`.
fn wav_frames(path: &Path) -> Vec<(u64, f32)> {
    let bytes = std::fs::read(path).expect("the WAV file exists");
    assert_eq!(&bytes[0..4], b"RIFF", "not a WAV file");
    let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let mut at = 12;
    let mut format = None;
    while at + 8 <= bytes.len() {
        let size = u32_at(at + 4) as usize;
        let body = at + 8;
        match &bytes[at..at + 4] {
            b"fmt " => format = Some((u16_at(body), u16_at(body + 2), u16_at(body + 14))),
            b"data" => {
                let (tag, channels, bits) = format.expect("fmt before data");
                assert_eq!(channels, 2, "stereo output");
                let width = usize::from(bits / 8);
                let sample = |c: &[u8]| match (tag, bits) {
                    (1, 16) => f32::from(i16::from_le_bytes([c[0], c[1]])) / 32768.0,
                    (1, 32) => {
                        i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f32 / 2_147_483_648.0
                    }
                    (3, 32) => f32::from_le_bytes([c[0], c[1], c[2], c[3]]),
                    other => panic!("unexpected WAV format {other:?}"),
                };
                let frame = 2 * width;
                return bytes[body..]
                    .chunks_exact(frame)
                    .enumerate()
                    .map(|(i, c)| {
                        let end = (body + (i + 1) * frame) as u64;
                        (
                            end,
                            sample(&c[..width]).abs().max(sample(&c[width..]).abs()),
                        )
                    })
                    .collect();
            }
            _ => {}
        }
        at = body + size + size % 2;
    }
    panic!("no data in {}", path.display());
}

fn english(message: Message) -> String {
    words().line(&Announcement::one(message))
}

fn number(step: usize) -> String {
    english(
        Message::new("sounds-number")
            .num("number", step as u64 + 1)
            .num("count", MEANINGS.len() as u64),
    )
}

/// One step as heard: seconds after its key.
#[derive(Debug)]
struct Step {
    /// From its first to its last audible sample, if it was heard.
    sound: Option<(f64, f64)>,
    first_line: Option<f64>,
    first_text: Option<f64>,
    /// Lines and texts (seconds after the key) inside the sound.
    inside: Vec<(f64, String)>,
    meaning_at: Option<f64>,
}

#[test]
fn every_sound_of_the_lesson_is_heard_alone_and_its_words_follow_it() {
    assert_eq!(sound_count(), MEANINGS.len());
    if !espeak_ng_here()
        || !common::require("pulseaudio", "--version", OPT_OUT, "pulseaudio")
        || !common::require("tmux", "-V", OPT_OUT, "tmux")
    {
        return;
    }
    let dir = TempDir::new().expect("temp dir");
    let made = |name: &str| {
        let path = dir.path().join(name);
        std::fs::create_dir_all(&path).expect("make dir");
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700)).expect("chmod");
        path
    };
    let (home, runtime) = (made("home"), made("runtime"));
    let (pulse_home, pulse_runtime) = (made("pulse-home"), made("pulse-runtime"));
    let _pulse = PulseNullSink::start(&pulse_home, &pulse_runtime);
    let _low_latency = LowLatency::start(&pulse_home, &pulse_runtime);
    let wav = home.join("OUT.wav");
    // The game finds no sound server of its own (its runtime directory is
    // empty), so ALSA's default device is the one of `.asoundrc`.
    std::fs::write(
        home.join(".asoundrc"),
        format!(
            "pcm.!default {{ type file; slave.pcm \"paced\"; file \"{wav}\"; format \"wav\" }}\n\
             pcm.paced {{ type pulse; server \"unix:{socket}\" }}\n",
            wav = wav.display(),
            socket = pulse_runtime.join("pulse").join("native").display(),
        ),
    )
    .expect("write .asoundrc");
    let speech = EspeakDispatcher::start();
    let printed = dir.path().join("printed.txt");
    let game = Game::new(dir.path())
        .before(&format!(
            "export HOME={home} XDG_RUNTIME_DIR={runtime} SPEECHD_ADDRESS={address} LANG=C",
            home = quote_path(&home),
            runtime = quote_path(&runtime),
            address = shell_quote(&speech.address()),
        ))
        .before("unset LANGUAGE LC_ALL LC_MESSAGES PULSE_SERVER ALSA_CONFIG_PATH")
        .args(&["--practice-sounds"])
        .data_dir(&dir.path().join("data"))
        .redirect(&format!("> {}", quote_path(&printed)))
        .after(&format!("echo {ENDED} $?"))
        .after("exec sleep 600");
    game.write();

    let anchor = (Instant::now(), now_of_day());
    let day = |at: Instant| anchor.1 + at.duration_since(anchor.0).as_secs_f64();
    let watch = Watch::start(wav.clone(), printed.clone());
    let mut keys = vec![Instant::now()];
    let tmux = game.launch(Tmux::new(dir.path().join("tmux.sock")));
    let read_printed = || std::fs::read_to_string(&printed).unwrap_or_default();
    let wait = |what: &str, ready: &dyn Fn() -> bool| {
        let start = Instant::now();
        while !ready() {
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {what}; printed:\n{}\nspeech:\n{}",
                read_printed(),
                speech.tail()
            );
            sleep(Duration::from_millis(10));
        }
    };
    for step in 0..MEANINGS.len() {
        // The step's last line reached the synthesizer: its words are all
        // on their way before the next key.
        let last = number(step);
        wait(&last, &|| {
            speech.synthesized().iter().any(|s| s.text.ends_with(&last))
        });
        sleep(STEP.saturating_sub(keys[step].elapsed()));
        keys.push(Instant::now());
        tmux.press(&["Right"]);
    }
    let done = english(Message::new("sounds-done"));
    wait(&done, &|| read_printed().contains(&done));
    tmux.wait_for("the game's end", |screen| screen.contains(ENDED));
    let growth = watch.stop();
    let texts = speech.synthesized();

    // Every printed line with the time it was printed.
    let text = read_printed();
    let mut lines: Vec<(Instant, String)> = Vec::new();
    let mut end = 0u64;
    for line in text.split_inclusive('\n') {
        end += line.len() as u64;
        let at = reached(&growth, end, |e| e.2).expect("a printed line was seen");
        lines.push((at, line.trim_end().to_string()));
    }
    // Every audible sample with the time it reached the device.
    let heard: Vec<Instant> = wav_frames(&wav)
        .into_iter()
        .filter(|&(_, loudest)| loudest > AUDIBLE)
        .filter_map(|(end, _)| reached(&growth, end, |e| e.1))
        .collect();
    keys.push(Instant::now());
    let since = |key: Instant, at: Instant| at.saturating_duration_since(key).as_secs_f64();
    let mut steps = Vec::new();
    for (step, meaning) in MEANINGS.iter().enumerate() {
        let (key, next) = (keys[step], keys[step + 1]);
        let within = |at: &Instant| *at >= key && *at < next;
        let sound: Vec<Instant> = heard.iter().copied().filter(within).collect();
        let heard_span = sound
            .first()
            .zip(sound.last())
            .map(|(&from, &to)| (since(key, from), since(key, to)));
        let (from, to) = heard_span.unwrap_or((f64::NAN, f64::NAN));
        let key_day = day(key);
        let step_lines: Vec<&(Instant, String)> = lines.iter().filter(|l| within(&l.0)).collect();
        let step_texts: Vec<(f64, String)> = texts
            .iter()
            .map(|t| {
                let after = (t.at - key_day + DAY / 2.0).rem_euclid(DAY) - DAY / 2.0;
                (after, t.text.clone())
            })
            .filter(|(after, _)| *after >= 0.0 && *after < since(key, next))
            .collect();
        let mut inside: Vec<(f64, String)> = step_lines
            .iter()
            .map(|(at, line)| (since(key, *at), format!("printed {line:?}")))
            .chain(
                step_texts
                    .iter()
                    .map(|(after, text)| (*after, format!("synthesized {text:?}"))),
            )
            .filter(|(after, _)| *after > from && *after < to)
            .collect();
        inside.sort_by(|a, b| a.0.total_cmp(&b.0));
        let meaning = english(Message::new(meaning));
        steps.push(Step {
            sound: heard_span,
            first_line: step_lines.first().map(|(at, _)| since(key, *at)),
            first_text: step_texts.first().map(|t| t.0),
            inside,
            meaning_at: step_lines
                .iter()
                .find(|(_, line)| line.contains(&meaning))
                .map(|(at, _)| since(key, *at)),
        });
    }

    eprintln!("| step | sound (s after the key) | first line | first synthesized | overlap |");
    eprintln!("| ---: | --- | ---: | ---: | ---: |");
    for (n, step) in steps.iter().enumerate() {
        let words = [step.first_line, step.first_text]
            .into_iter()
            .flatten()
            .fold(f64::INFINITY, f64::min);
        let show = |t: Option<f64>| t.map_or("none".to_string(), |t| format!("{t:.3}"));
        let (sound, overlap) = step
            .sound
            .map_or(("none".into(), "-".into()), |(from, to)| {
                (
                    format!("{from:.3}–{to:.3}"),
                    format!("{:.3}", (to - words.max(from)).max(0.0)),
                )
            });
        eprintln!(
            "| {} | {sound} | {} | {} | {overlap} |",
            n + 1,
            show(step.first_line),
            show(step.first_text),
        );
    }
    for (n, step) in steps.iter().enumerate() {
        let sound = step
            .sound
            .unwrap_or_else(|| panic!("step {}: no sound after its key", n + 1));
        assert!(
            step.inside.is_empty(),
            "step {}: words while its sound played ({:.3}–{:.3} s after the key): {:?}",
            n + 1,
            sound.0,
            sound.1,
            step.inside
        );
        let meaning = step
            .meaning_at
            .unwrap_or_else(|| panic!("step {}: its meaning was not printed after its key", n + 1));
        assert!(
            meaning >= sound.1,
            "step {}: its meaning was printed {meaning:.3} s after the key, before its \
             sound ended at {:.3} s",
            n + 1,
            sound.1
        );
    }
}
