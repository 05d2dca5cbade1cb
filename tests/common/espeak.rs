//! espeak-ng as a listener's ear for the tests that check what is heard:
//! the voice of each locale, and espeak-ng's phonemes (`-x`) for many texts
//! in one run, each followed by a marker the caller splits the output at,
//! and how long a line takes to say.

use std::io::Write;
use std::process::{Command, Stdio};

use accessible_2048::i18n::{LOCALES, Locale};

/// The espeak-ng voice of each locale.
pub const VOICES: [(&str, &str); 5] = [
    ("en-US", "en-us"),
    ("es", "es"),
    ("fr", "fr"),
    ("de", "de"),
    ("pt-BR", "pt-br"),
];

/// Whether espeak-ng is here to listen with. Missing, it fails the test
/// unless `ACCESSIBLE_2048_SKIP_ESPEAK` opts out, as [`super::require`]
/// rules.
pub fn ready() -> bool {
    super::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    )
}

/// Said after each text of a batch, to find where one ends.
pub const MARKER: &str = "Zebra zebra.";

/// espeak-ng's phonemes for `items` in `voice`, in one run, each item
/// followed by [`MARKER`]. With `ssml`, each item (and the marker) is a
/// document for `-m`.
pub fn batch_phonemes(voice: &str, items: &[String], ssml: bool) -> String {
    let marker_alone = if ssml {
        format!("<speak>{MARKER}</speak>")
    } else {
        MARKER.to_string()
    };
    let mut input = String::new();
    for item in items {
        input.push_str(item);
        input.push('\n');
        input.push_str(&marker_alone);
        input.push('\n');
    }
    let mut args = vec!["-q", "-x", "-v", voice, "--stdin"];
    if ssml {
        args.push("-m");
    }
    let mut child = Command::new("espeak-ng")
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("espeak-ng starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("espeak-ng runs");
    let _ = writer.join();
    assert!(output.status.success(), "espeak-ng -v {voice} failed");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The marker's own phonemes in `voice`.
pub fn marker_phonemes(voice: &str) -> String {
    let output = Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice, MARKER])
        .output()
        .expect("espeak-ng runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs `check` for every locale in [`VOICES`], each on a thread of its
/// own with its locale and espeak-ng voice; every failure it returns, in
/// the order of [`VOICES`].
pub fn failures_in_every_voice(
    check: fn(&'static Locale, &'static str) -> Vec<String>,
) -> Vec<String> {
    let checks: Vec<_> = VOICES
        .iter()
        .map(|&(id, voice)| {
            let locale = LOCALES
                .iter()
                .find(|l| l.id == id)
                .unwrap_or_else(|| panic!("no locale {id}"));
            std::thread::spawn(move || check(locale, voice))
        })
        .collect();
    checks
        .into_iter()
        .flat_map(|check| check.join().expect("a locale's check runs"))
        .collect()
}

/// How long espeak-ng takes to say `text` in `voice` at the game's default
/// rate (speech-dispatcher's rate 0, 170 words a minute), up to its last
/// voiced sample; the sound goes to a file in `dir`.
pub fn seconds_to_say(voice: &str, text: &str, dir: &std::path::Path) -> f64 {
    let wav = dir.join("line.wav");
    let status = Command::new("espeak-ng")
        .args(["-v", voice, "-s", "170", "-w"])
        .arg(&wav)
        .arg(text)
        .status()
        .expect("espeak-ng runs");
    assert!(status.success(), "espeak-ng -v {voice} {text:?}");
    let bytes = std::fs::read(&wav).unwrap();
    let samples: Vec<i16> = bytes[44.min(bytes.len())..]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    let voiced = samples
        .iter()
        .rposition(|s| s.unsigned_abs() > 300)
        .map_or(0, |i| i + 1);
    voiced as f64 / 22_050.0
}
