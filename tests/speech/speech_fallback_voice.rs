//! When the game's own speech cannot start, the notice that says why is
//! heard, not only printed: through the real binary in a real terminal
//! (tmux), with no speech-dispatcher to reach (`SPEECHD_ADDRESS` names a
//! socket in a directory that does not exist, and `PATH` holds no
//! `speech-dispatcher` to start) and a stand-in `espeak-ng` on `PATH` that
//! records its arguments and process id. The notice goes to it once, in
//! the game's language and voice, with the printed words, and says that V
//! brings speech back; the speech key
//! tries speech again and the new failure is said again; the game answers
//! while the voice speaks, and the voice is cut when the game ends. With
//! no espeak-ng on `PATH` the game prints the notice and plays on, as
//! before. Nothing is said with speech off in the preferences, with
//! `--no-speech`, or when the output is not a terminal. Last, the real
//! espeak-ng behind the stand-in writes the notice to a WAV file, the same
//! sound as espeak-ng gives for the printed line.
//!
//! Needs tmux, and espeak-ng for the last test; set
//! `ACCESSIBLE_2048_SKIP_TMUX=1` (or `ACCESSIBLE_2048_SKIP_ESPEAK=1` for the
//! last test) to skip knowingly.
#![cfg(all(target_os = "linux", feature = "speech"))]

use crate::common;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use accessible_2048::i18n::{Localizer, locale_by_id};
use accessible_2048::narration::{Announcement, Message};
use common::line_game::LineGame;
use common::shell::{quote_path, shell_quote};
use common::tmux::{Game, Tmux};
use common::{game_command, say};
use tempfile::TempDir;

const OPT_OUT: &str = "ACCESSIBLE_2048_SKIP_TMUX";
const SEED: &str = "3";
/// How long to wait for the stand-in to be called.
const DEADLINE: Duration = Duration::from_secs(30);

/// One message in `language`.
fn said_in(language: &str, message: Message) -> String {
    Localizer::new(locale_by_id(language).expect("a locale")).line(&Announcement::one(message))
}

/// The notice that no speech-dispatcher answers, in `language`, with the
/// key that brings speech back (V).
fn notice(language: &str) -> String {
    notice_ending(language, "speech-again-keys")
}

/// The notice in `language`, ending with `again` (the keys' or the
/// typed words' way to start speech again).
fn notice_ending(language: &str, again: &'static str) -> String {
    Localizer::new(locale_by_id(language).expect("a locale")).line(&Announcement::new(vec![
        Message::new("speech-unavailable")
            .list("reason", vec![Message::new("speech-reason-no-dispatcher")]),
        Message::new(again),
    ]))
}

/// The score at the start, in `language`.
fn no_score(language: &str) -> String {
    said_in(
        language,
        Message::new("score").num("score", 0).num("moves", 0),
    )
}

/// One call of the stand-in: its process id and arguments.
#[derive(Debug, Clone, PartialEq)]
struct Call {
    pid: u32,
    args: Vec<String>,
}

/// A test's directory: the programs on the game's `PATH` (`bin`), the
/// game's data, the stand-in's record, and the game's exit status.
struct Place {
    dir: TempDir,
}

impl Place {
    fn new() -> Place {
        let place = Place {
            dir: TempDir::new().expect("temp dir"),
        };
        std::fs::create_dir(place.bin()).expect("make bin");
        place
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn bin(&self) -> PathBuf {
        self.path("bin")
    }

    /// Puts an `espeak-ng` on the game's `PATH` that runs `body` (a shell
    /// script's lines).
    fn program(&self, body: &str) {
        let program = self.bin().join("espeak-ng");
        std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).expect("write the program");
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755))
            .expect("make it runnable");
    }

    /// The stand-in: records its process id and arguments (one line a
    /// call, the arguments each ended by a tab), then "speaks" for
    /// `seconds`.
    fn stand_in(&self, seconds: u32) {
        self.program(&format!(
            "args=$(printf '%s\\t' \"$@\")\n\
             printf '%s %s\\n' \"$$\" \"$args\" >> {log}\n\
             exec /bin/sleep {seconds}",
            log = shell_quote(&self.path("calls").to_string_lossy()),
        ));
    }

    fn calls(&self) -> Vec<Call> {
        let text = std::fs::read_to_string(self.path("calls")).unwrap_or_default();
        text.lines()
            .map(|line| {
                let (pid, args) = line.split_once(' ').expect("pid and arguments");
                let mut args: Vec<String> = args.split('\t').map(str::to_string).collect();
                assert_eq!(
                    args.pop().as_deref(),
                    Some(""),
                    "every argument ends: {line:?}"
                );
                Call {
                    pid: pid.parse().expect("a process id"),
                    args,
                }
            })
            .collect()
    }

    #[track_caller]
    fn wait_for_calls(&self, count: usize) -> Vec<Call> {
        let start = Instant::now();
        loop {
            let calls = self.calls();
            if calls.len() >= count {
                return calls;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "{count} calls of espeak-ng awaited, {calls:?} seen"
            );
            sleep(Duration::from_millis(40));
        }
    }

    /// The address of a speech-dispatcher that is not there.
    fn no_server(&self) -> String {
        format!("unix_socket:{}", self.path("none").join("socket").display())
    }

    /// Starts the game in a terminal of its own (tmux) with `args`, the
    /// game's `PATH` holding only `bin`.
    fn play(&self, args: &[&str]) -> Tmux {
        Game::new(self.dir.path())
            .env("PATH", &self.bin().to_string_lossy())
            .env("SPEECHD_ADDRESS", &self.no_server())
            .no_sound()
            .args(&["--seed", SEED])
            .data_dir(&self.path("data"))
            .args(args)
            .after(&format!("echo $? > {}", quote_path(&self.path("status"))))
            .size(160, 50)
            .start()
    }

    /// Quits with Q and waits for the game's exit status.
    #[track_caller]
    fn quit(&self, tmux: &Tmux) -> String {
        tmux.press(&["q"]);
        let start = Instant::now();
        loop {
            if let Some(status) = written_status(&self.path("status")) {
                return status;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "the game did not end; the pane shows:\n{}",
                tmux.capture()
            );
            sleep(Duration::from_millis(40));
        }
    }
}

fn tmux_here() -> bool {
    common::require("tmux", "-V", OPT_OUT, "tmux")
}

/// The exit status a shell's `echo $? > FILE` wrote, once it is written
/// whole: the shell makes the file empty before it writes.
fn written_status(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.ends_with('\n').then(|| text.trim().to_string())
}

fn count(screen: &str, line: &str) -> usize {
    screen.lines().filter(|l| l.trim_end() == line).count()
}

fn alive(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

#[test]
fn the_notice_is_heard_once_in_the_games_language_and_voice() {
    if !tmux_here() {
        return;
    }
    // (options, the game's language, the voice asked of espeak-ng)
    let cases: [(&[&str], &str, &str); 3] = [
        (&[], "en-US", "en-us"),
        (&["--lang", "de"], "de", "de"),
        (&["--lang", "pt-BR"], "pt-BR", "pt-br"),
    ];
    for (options, language, voice) in cases {
        let place = Place::new();
        place.stand_in(0);
        let tmux = place.play(options);
        let notice = notice(language);
        tmux.wait_for("the notice", |s| count(s, &notice) == 1);
        let calls = place.wait_for_calls(1);
        assert_eq!(
            calls[0].args,
            ["-v", voice, "--", notice.as_str()],
            "{language}"
        );
        let score = no_score(language);
        tmux.press(&["s"]);
        tmux.wait_for("the score", |s| count(s, &score) == 1);
        assert_eq!(place.quit(&tmux), "0", "{language}");
        assert_eq!(place.calls().len(), 1, "said once: {language}");
    }
}

#[test]
fn the_speech_key_tries_again_and_the_new_failure_is_heard_too() {
    if !tmux_here() {
        return;
    }
    let place = Place::new();
    place.stand_in(0);
    let tmux = place.play(&[]);
    let notice = notice("en-US");
    tmux.wait_for("the notice", |s| count(s, &notice) == 1);
    place.wait_for_calls(1);
    tmux.press(&["v"]);
    let retrying = say(Message::new("speech-retrying"));
    tmux.wait_for("speech tried again, and the notice again", |s| {
        count(s, &retrying) == 1 && count(s, &notice) == 2
    });
    let calls = place.wait_for_calls(2);
    assert_eq!(calls[1].args, calls[0].args);
    assert_eq!(place.quit(&tmux), "0");
}

#[test]
fn the_game_answers_while_the_voice_speaks_and_ends_it_when_it_ends() {
    if !tmux_here() {
        return;
    }
    let place = Place::new();
    // A voice that goes on speaking for a minute.
    place.stand_in(60);
    let tmux = place.play(&[]);
    let pid = place.wait_for_calls(1)[0].pid;
    assert!(alive(pid), "the stand-in is not speaking");
    let score = no_score("en-US");
    tmux.press(&["s"]);
    tmux.wait_for("the score", |s| count(s, &score) == 1);
    assert!(alive(pid), "the answer waited for the voice to finish");
    assert_eq!(place.quit(&tmux), "0");
    assert!(!alive(pid), "the voice outlived the game");
}

#[test]
fn without_espeak_ng_the_notice_is_printed_and_the_game_plays_on() {
    if !tmux_here() {
        return;
    }
    let place = Place::new();
    let tmux = place.play(&[]);
    let notice = notice("en-US");
    tmux.wait_for("the notice", |s| count(s, &notice) == 1);
    let score = no_score("en-US");
    tmux.press(&["s"]);
    tmux.wait_for("the score", |s| count(s, &score) == 1);
    tmux.press(&["v"]);
    tmux.wait_for("the notice again", |s| count(s, &notice) == 2);
    assert_eq!(place.quit(&tmux), "0");
}

#[test]
fn nothing_is_said_with_speech_off_with_no_speech_or_without_a_terminal() {
    if !tmux_here() {
        return;
    }
    let notice = notice("en-US");
    let score = no_score("en-US");

    // Speech off in the preferences: the notice is printed only.
    let place = Place::new();
    place.stand_in(0);
    std::fs::create_dir(place.path("data")).expect("make data");
    std::fs::write(
        place.path("data").join("settings.toml"),
        "version = 1\nspeech = false\n",
    )
    .expect("write the preferences");
    let tmux = place.play(&[]);
    tmux.wait_for("the notice", |s| count(s, &notice) == 1);
    tmux.press(&["s"]);
    tmux.wait_for("the score", |s| count(s, &score) == 1);
    pause();
    assert_eq!(place.quit(&tmux), "0");
    assert_eq!(place.calls(), vec![], "said with speech off");

    // --no-speech (a screen reader speaks): no notice, nothing said.
    let place = Place::new();
    place.stand_in(0);
    let tmux = place.play(&["--no-speech"]);
    tmux.press(&["s"]);
    let screen = tmux.wait_for("the score", |s| count(s, &score) == 1);
    assert_eq!(count(&screen, &notice), 0);
    pause();
    assert_eq!(place.quit(&tmux), "0");
    assert_eq!(place.calls(), vec![], "said with --no-speech");

    // Output to a pipe (a script, a log): the notice is printed only.
    let place = Place::new();
    place.stand_in(0);
    let mut command = game_command(&["--seed", SEED, "--line-mode"], &place.path("data"));
    command
        .env("PATH", place.bin())
        .env("SPEECHD_ADDRESS", place.no_server());
    let mut game = LineGame::spawn(command);
    let typed_notice = notice_ending("en-US", "speech-again-lines");
    game.wait_for("the notice", |l| l == typed_notice);
    game.send("score");
    game.wait_for("the score", |l| l == score);
    pause();
    assert_eq!(game.quit(), Some(0));
    assert_eq!(place.calls(), vec![], "said into a pipe");
}

/// A moment for what should not come (the stand-in takes milliseconds to
/// record a call).
fn pause() {
    sleep(Duration::from_millis(500));
}

#[test]
fn the_real_espeak_ng_speaks_the_printed_line() {
    if !tmux_here()
        || !common::require(
            "espeak-ng",
            "--version",
            "ACCESSIBLE_2048_SKIP_ESPEAK",
            "espeak-ng",
        )
    {
        return;
    }
    let real = std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .map(|dir| dir.join("espeak-ng"))
        .find(|path| path.is_file())
        .expect("espeak-ng on PATH");
    let place = Place::new();
    let heard = place.path("heard.wav");
    let done = place.path("done");
    place.program(&format!(
        "{real} -w {heard} \"$@\"\necho $? > {done}",
        real = shell_quote(&real.to_string_lossy()),
        heard = shell_quote(&heard.to_string_lossy()),
        done = shell_quote(&done.to_string_lossy()),
    ));
    let tmux = place.play(&["--lang", "de"]);
    let notice = notice("de");
    tmux.wait_for("the notice", |s| count(s, &notice) == 1);
    let start = Instant::now();
    let finished = loop {
        if let Some(status) = written_status(&done) {
            break status;
        }
        assert!(start.elapsed() < DEADLINE, "espeak-ng did not finish");
        sleep(Duration::from_millis(40));
    };
    assert_eq!(place.quit(&tmux), "0");
    assert_eq!(finished, "0", "espeak-ng failed");

    // The same line, said by espeak-ng directly in German.
    let wanted = place.path("wanted.wav");
    let status = std::process::Command::new(&real)
        .args(["-v", "de", "-w"])
        .arg(&wanted)
        .args(["--", &notice])
        .status()
        .expect("espeak-ng runs");
    assert!(status.success());
    let seconds = |path: &Path| {
        let bytes = std::fs::read(path).expect("a WAV file");
        assert_eq!(&bytes[..4], b"RIFF", "{path:?} is not a WAV file");
        // 16-bit mono at espeak-ng's 22050 Hz, after a 44-byte header.
        (bytes.len() - 44) as f64 / (2.0 * 22050.0)
    };
    let (heard, wanted) = (seconds(&heard), seconds(&wanted));
    assert!(wanted > 2.0, "the notice lasts {wanted} s");
    assert!(
        (heard - wanted).abs() < 0.05,
        "heard {heard} s of sound, the line is {wanted} s"
    );
}
