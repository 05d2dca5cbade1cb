//! Sound end to end through the real ALSA default device: the game binary
//! runs with `HOME` at a scratch directory whose `.asoundrc` sends the
//! default device to ALSA's file plugin, and the test reads the WAV file it
//! wrote. A slide makes sound; `listen` on a board whose only tile is in
//! column A is louder on the left, in column D on the right; `--no-sound`
//! writes nothing; a broken audio configuration gives one line and a
//! working game.
#![cfg(all(feature = "sound", target_os = "linux"))]

use crate::common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use accessible_2048::narration::{Announcement, Message};
use accessible_2048::sound::Stereo;
use accessible_2048::sound::analysis::{balance, loudness};
use common::{Binary, RUN_DEADLINE, expected_line_mode, words};
use tempfile::TempDir;

/// How long the game is given to play what a command asked for before the
/// next command (ALSA's null device takes samples as fast as they come).
const SETTLE: Duration = Duration::from_millis(400);

/// The start of the game's line on standard error when it could not keep
/// everything (the records, with too few file descriptors to write them).
const UNKEPT: &str = "accessible-2048: progress not fully saved";

/// A scratch home whose ALSA default device writes `OUT.wav` there.
struct Home {
    dir: TempDir,
}

impl Home {
    fn capturing() -> Home {
        let home = Home::with_asoundrc("");
        let config = format!(
            "pcm.!default {{ type file; slave.pcm \"null\"; file \"{}\"; format \"wav\" }}\n",
            home.wav().display()
        );
        std::fs::write(home.dir.path().join(".asoundrc"), config).expect("write .asoundrc");
        home
    }

    fn with_asoundrc(config: &str) -> Home {
        let dir = TempDir::new().expect("temp dir");
        std::fs::write(dir.path().join(".asoundrc"), config).expect("write .asoundrc");
        Home { dir }
    }

    fn wav(&self) -> PathBuf {
        self.dir.path().join("OUT.wav")
    }

    /// Runs the game in line mode with `args`, sending each command and
    /// waiting a little after it, then `quit`. Returns the printed lines
    /// and standard error.
    fn play(&self, args: &[&str], commands: &[&str]) -> (Vec<String>, String) {
        self.play_with_files(args, commands, None)
    }

    /// [`Home::play`] with at most `files` open file descriptors, if given.
    fn play_with_files(
        &self,
        args: &[&str],
        commands: &[&str],
        files: Option<u64>,
    ) -> (Vec<String>, String) {
        let data = self.dir.path().join("data");
        let mut binary = Binary::english()
            .args(["--no-speech", "--line-mode"])
            .data_dir(&data)
            .args(args)
            .env("HOME", self.dir.path())
            .env_remove("ALSA_CONFIG_PATH");
        if let Some(files) = files {
            binary = binary.limit(libc::RLIMIT_NOFILE as libc::c_int, files);
        }
        let mut child = binary
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the game starts");
        let mut stdin = child.stdin.take().expect("piped stdin");
        std::thread::sleep(SETTLE);
        for command in commands.iter().chain(&["quit"]) {
            writeln!(stdin, "{command}").expect("the game reads its input");
            stdin.flush().expect("flush");
            std::thread::sleep(SETTLE);
        }
        drop(stdin);
        let start = Instant::now();
        while child.try_wait().expect("wait").is_none() {
            if start.elapsed() > RUN_DEADLINE {
                let _ = child.kill();
                panic!("the game did not end within {RUN_DEADLINE:?}");
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let output = child.wait_with_output().expect("output");
        // Too few file descriptors to write the records: the game says so
        // before its goodbye and ends with status 1 and its own line.
        let unkept = String::from_utf8_lossy(&output.stderr)
            .lines()
            .any(|line| line.starts_with(UNKEPT));
        assert_eq!(output.status.code(), Some(i32::from(unkept)), "{output:?}");
        (
            String::from_utf8(output.stdout)
                .expect("UTF-8")
                .lines()
                .map(str::to_string)
                .collect(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    }
}

/// The stereo samples of a WAV file as ALSA's file plugin writes it (16-
/// or 32-bit integers, or 32-bit floats). A data size of 0 or past the end
/// (a file not closed) means "to the end".
fn read_wav(path: &Path) -> Stereo {
    let bytes = std::fs::read(path).expect("the WAV file exists");
    assert_eq!(&bytes[0..4], b"RIFF", "not a WAV file");
    assert_eq!(&bytes[8..12], b"WAVE", "not a WAV file");
    let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let mut at = 12;
    let mut format = None;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32_at(at + 4) as usize;
        let body = at + 8;
        if id == b"fmt " {
            format = Some((u16_at(body), u16_at(body + 2), u16_at(body + 14)));
        } else if id == b"data" {
            let (tag, channels, bits) = format.expect("fmt before data");
            assert_eq!(channels, 2, "stereo output");
            let end = if size == 0 || body + size > bytes.len() {
                bytes.len()
            } else {
                body + size
            };
            let data = &bytes[body..end];
            let samples: Vec<f32> = match (tag, bits) {
                (1, 16) => data
                    .chunks_exact(2)
                    .map(|c| f32::from(i16::from_le_bytes([c[0], c[1]])) / 32768.0)
                    .collect(),
                (1, 32) => data
                    .chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f32 / 2_147_483_648.0)
                    .collect(),
                (3, 32) => data
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
                other => panic!("unexpected WAV format {other:?}"),
            };
            return Stereo::from_samples(samples);
        }
        at = body + size + size % 2;
    }
    panic!("no data in {}", path.display());
}

/// The audible part of a recording: from the first to the last sample
/// above a whisper.
fn audible(recording: &Stereo) -> Stereo {
    let s = recording.samples();
    let loud = |x: &f32| x.abs() > 1e-3;
    match (s.iter().position(loud), s.iter().rposition(loud)) {
        (Some(first), Some(last)) => Stereo::from_samples(s[first & !1..=(last | 1)].to_vec()),
        _ => Stereo::default(),
    }
}

const ONLY_A1: &str = "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0";
const ONLY_D1: &str = "0 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0";

#[test]
fn a_slide_makes_sound() {
    let home = Home::capturing();
    let (lines, stderr) = home.play(
        &["--seed", "0", "--board", "2 2 0 0/0 0 0 0/0 0 0 0/0 4 0 0"],
        &["left"],
    );
    assert_eq!(
        lines,
        expected_line_mode(
            Some("2 2 0 0/0 0 0 0/0 0 0 0/0 4 0 0"),
            0,
            &["left", "quit"]
        )[..],
        "the lines are the game's, with nothing about sound"
    );
    let sound = audible(&read_wav(&home.wav()));
    assert!(sound.ms() > 50.0, "{} ms of sound", sound.ms());
    assert!(loudness(&sound) > 0.005, "loudness {}", loudness(&sound));
    assert!(
        sound.peak() < 0.5,
        "earcons stay quiet: peak {}",
        sound.peak()
    );
    assert!(!stderr.contains("ALSA"), "{stderr}");
}

#[test]
fn listen_is_heard_on_the_side_of_the_tile() {
    for (board, left) in [(ONLY_A1, true), (ONLY_D1, false)] {
        let home = Home::capturing();
        let (lines, _) = home.play(&["--board", board], &["listen"]);
        let listen = words().line(&Announcement::one(Message::new("listen-row").num("row", 1)));
        assert!(lines.contains(&listen), "{lines:?}");
        let sound = audible(&read_wav(&home.wav()));
        assert!(sound.ms() > 200.0, "{board}: {} ms", sound.ms());
        let b = balance(&sound);
        if left {
            assert!(b < -0.3, "{board}: balance {b}");
        } else {
            assert!(b > 0.3, "{board}: balance {b}");
        }
    }
}

#[test]
fn no_sound_writes_nothing() {
    let home = Home::capturing();
    let (lines, _) = home.play(
        &["--no-sound", "--board", ONLY_A1],
        &["left", "listen", "listen board", "cursor right"],
    );
    assert!(lines.len() >= 5, "{lines:?}");
    let written = std::fs::metadata(home.wav()).map(|m| m.len()).unwrap_or(0);
    assert!(
        written == 0 || audible(&read_wav(&home.wav())).is_empty(),
        "{written} bytes written"
    );
}

#[test]
fn a_broken_audio_configuration_is_said_once_and_play_goes_on() {
    for config in [
        "pcm.!default {{{ broken",
        "pcm.!default { type no_such_plugin }",
    ] {
        let home = Home::with_asoundrc(config);
        let script = ["left", "listen", "sound off", "sound on", "up", "score"];
        let (lines, stderr) = home.play(&["--seed", "5"], &script);
        let marker = "MARKER";
        let template = words().line(&accessible_2048::play::sound_unavailable(
            &accessible_2048::sound::SoundProblem::Failed(marker.into()),
        ));
        let (prefix, suffix) = template
            .split_once(marker)
            .expect("the reason is in the line");
        let (said, game): (Vec<String>, Vec<String>) = lines
            .into_iter()
            .partition(|l| l.starts_with(prefix) && l.ends_with(suffix));
        assert_eq!(said.len(), 1, "{config}: {said:?}");
        let mut expected_script = script.to_vec();
        expected_script.push("quit");
        assert_eq!(
            game,
            expected_line_mode(None, 5, &expected_script),
            "{config}"
        );
        assert!(!stderr.contains("ALSA lib"), "{config}: {stderr}");
    }
}

#[test]
fn the_volume_changes_how_loud_and_music_plays_when_asked() {
    let heard = |commands: &[&str]| {
        let home = Home::capturing();
        home.play(&["--board", ONLY_A1], commands);
        audible(&read_wav(&home.wav()))
    };
    let loud = heard(&["volume 100", "listen"]);
    let soft = heard(&["volume 30", "listen"]);
    assert!(
        loudness(&soft) * 4.0 < loudness(&loud),
        "volume 30: {}, volume 100: {}",
        loudness(&soft),
        loudness(&loud)
    );
    // The loop is made when first asked for: give it a moment.
    let music = heard(&["music on", "score", "score"]);
    assert!(music.ms() > 2000.0, "{} ms of music", music.ms());
    let silent = heard(&["sound off", "listen", "left"]);
    assert!(silent.ms() < 50.0, "{} ms after sound off", silent.ms());
}

/// With few file descriptors, opening the output fails inside the audio
/// libraries (their client library complains, cpal panics): none of it
/// reaches standard error, the game says it once in its own words and
/// plays on.
#[test]
fn few_file_descriptors_give_the_games_own_line_only() {
    let home = Home::capturing();
    let unavailable = words().line(&Announcement::one(
        Message::new("sound-unavailable").text("reason", ""),
    ));
    let prefix = unavailable.split('(').next().unwrap().to_string();
    for files in [7, 8, 9, 10, 11] {
        let (lines, stderr) =
            home.play_with_files(&["--seed", "1"], &["left", "right"], Some(files));
        // The game's own line is the only one it writes there; at the very
        // edge of the limit the audio library (libpulse, through ALSA's
        // plugins) may print its own complaint first, which is not the
        // game's and which the game cannot silence.
        assert!(
            stderr
                .lines()
                .all(|line| line.starts_with(UNKEPT) || !line.starts_with("accessible-2048")),
            "{files} files: standard error has {stderr:?}"
        );
        assert!(
            lines.iter().filter(|l| l.starts_with(&prefix)).count() <= 1,
            "{files} files: {lines:#?}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("Goodbye")),
            "{files} files: {lines:#?}"
        );
    }
}

/// A sound problem is said at one fixed place, right after the opening
/// lines, however fast the commands come: piped output of the same game is
/// the same in every run.
#[test]
fn the_sound_notice_has_one_place_in_every_run() {
    let home = Home::with_asoundrc("pcm.!default { type no_such_plugin }");
    let script = ["left", "up", "score", "right", "down", "board"];
    let input: String = script.iter().map(|c| format!("{c}\n")).collect();
    let opening = expected_line_mode(None, 5, &[]).len();
    let mut runs = Vec::new();
    for _ in 0..6 {
        let data = home.dir.path().join("data");
        let output = Binary::english()
            .args(["--no-speech", "--new", "--seed", "5"])
            .data_dir(&data)
            .env("HOME", home.dir.path())
            .env_remove("ALSA_CONFIG_PATH")
            .stdin_from(std::fs::File::open(write_input(&home, &input)).unwrap())
            .run();
        assert_eq!(output.code, Some(0), "{output:?}");
        runs.push(output.stdout);
    }
    let first: Vec<&str> = runs[0].lines().collect();
    let prefix = words()
        .line(&accessible_2048::play::sound_unavailable(
            &accessible_2048::sound::SoundProblem::NoDevice,
        ))
        .split('(')
        .next()
        .unwrap()
        .to_string();
    assert!(
        first.get(opening).is_some_and(|l| l.starts_with(&prefix)),
        "the notice is not right after the {opening} opening lines:\n{}",
        runs[0]
    );
    for run in &runs[1..] {
        assert_eq!(run, &runs[0], "two runs of the same game differ");
    }
}

/// The commands of a run, in a file of the home (standard input that is
/// all there at once).
fn write_input(home: &Home, input: &str) -> PathBuf {
    let path = home.dir.path().join("input.txt");
    std::fs::write(&path, input).expect("write the input");
    path
}
