//! Fenrir, a console screen reader, in its terminal-emulation mode
//! (`fenrir -e`: its `ptyDriver` for the screen and for the keyboard, so
//! it runs in any terminal, here a private tmux server, and reads the keys
//! as the bytes the terminal sends). Fenrir runs the game (the release
//! binary with `--no-speech --no-sound`) as its `shell` in a pty of its
//! own, and speaks through its `speechdDriver` (python3-speechd, which
//! follows `SPEECHD_ADDRESS`) to a private capturing speech-dispatcher.
//! Fenrir's own settings file is the Debian package's, with options that
//! keep it to itself: no sound icons, no remote-control socket, no spell
//! checker, its debug file in the test's temp dir.
//!
//! Two tests:
//! - the shared long sequence (`common::reader_sequence`, 48 keys past a
//!   full screen): everything Fenrir says between a key and the next is
//!   exactly that key's answer, whole and alone;
//! - the keys Fenrir keeps for itself (its default `pty.conf` keymap):
//!   Shift+Left, Shift+Right, Shift+Down, F1, F2, F3, Escape, and Alt or
//!   Ctrl with Left, Right and Down never reach the game, while the keys
//!   docs/guide.md gives instead (J, L, I, K, H, Shift+Up, the arrows) do,
//!   and so do Alt+Up, Ctrl+Up and F4.
//!
//! Fenrir joins the lines of one screen change with " , " (its
//! `newLinePause`), and ends each text with a space; an utterance is split
//! back into lines at " , " before it is compared. The README's test
//! command does not install Fenrir, so the tests are ignored by a plain
//! `cargo test` (counted as ignored, never as passed); `.ci/run` installs
//! it and runs them with `--ignored`, where anything missing (fenrir,
//! python3-speechd, tmux, speech-dispatcher) fails the test, naming it.

mod common;

use std::ops::Deref;
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::thread::sleep;
use std::time::Duration;

use common::game_script;
use common::reader_sequence::{self, Expected, KEYS, ROWS};
use common::screen_reader::{Harness, SETTLE, Setup};
use common::shell::shell_quote;
use common::tmux::Tmux;

/// The Debian package's settings file.
const SETTINGS: &str = "/etc/fenrirscreenreader/settings/settings.conf";
/// What Fenrir says of itself when it starts (without python3-enchant,
/// which the test does not need, it says so whatever its settings).
const FENRIR_OWN: [&str; 2] = ["Start Fenrir", "pychant is not installed"];

/// Fenrir in the shared reader harness: started by a wrapper that records
/// its pid (so that it is ended after the game), speaking through its
/// speech-dispatcher driver to the capturing daemon, the game's script as
/// its shell.
struct Reader(Harness);

impl Deref for Reader {
    type Target = Harness;
    fn deref(&self) -> &Harness {
        &self.0
    }
}

impl Reader {
    fn start(rows: u16) -> Reader {
        Reader::start_with(rows, &reader_sequence::game_args())
    }

    fn start_with(rows: u16, game_args: &[String]) -> Reader {
        let setup = Setup::new(false, game_args);
        let options = [
            "speech#driver=speechdDriver".to_string(),
            "sound#enabled=False".to_string(),
            "remote#enabled=False".to_string(),
            "general#autoSpellCheck=False".to_string(),
            format!("general#debugFile={}", setup.path("fenrir.log").display()),
            format!(
                "general#shell={}",
                shell_quote(&setup.game.path.to_string_lossy())
            ),
        ]
        .join(";");
        // A wrapper records Fenrir's own pid, so that the test can see it end.
        let wrapper = setup.path("fenrir.sh");
        std::fs::write(
            &wrapper,
            format!(
                "#!/bin/sh\necho $$ > {pid}\nexec env HOME={home} SPEECHD_ADDRESS={address} \
                 fenrir -e -s {settings} -o {options} 2> {errors}\n",
                pid = shell_quote(&setup.path("fenrir.pid").to_string_lossy()),
                home = shell_quote(&setup.home.to_string_lossy()),
                address = shell_quote(&setup.speechd.address()),
                settings = shell_quote(SETTINGS),
                options = shell_quote(&options),
                errors = shell_quote(&setup.path("fenrir.err").to_string_lossy()),
            ),
        )
        .expect("write the wrapper");
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755))
                .expect("make the wrapper executable");
        }
        let harness = setup.start(&wrapper.to_string_lossy(), rows);
        Reader(harness.ending_reader("fenrir.pid", is_fenrir))
    }

    /// What Fenrir said so far, each utterance split into its lines.
    fn heard(&self) -> Vec<Vec<String>> {
        self.spoken().iter().map(|u| lines_of(u)).collect()
    }

    /// Waits until the pane shows `last` and Fenrir's utterances from
    /// `from` on hold exactly the lines `lines` (ignoring what it says of itself);
    /// returns those utterances' lines.
    #[track_caller]
    fn wait_for(&self, from: usize, last: &str, lines: &[String]) -> Vec<String> {
        let mut said = Vec::new();
        // At the deadline, give back what was heard: the caller reports
        // the mismatch.
        self.poll(|screen, spoken| {
            let heard: Vec<Vec<String>> = spoken.iter().map(|u| lines_of(u)).collect();
            said = said_from(&heard, from);
            Harness::shows(screen, last) && said == lines
        });
        said
    }

    fn fenrir_pid(&self) -> Option<i32> {
        self.reader_pid()
    }

    /// Fenrir's error output, its debug file's tail and the daemon's logs,
    /// for failure messages.
    fn logs(&self) -> String {
        let errors = std::fs::read_to_string(self.path("fenrir.err")).unwrap_or_default();
        let debug = std::fs::read_to_string(self.path("fenrir.log")).unwrap_or_default();
        let tail: Vec<&str> = debug.lines().rev().take(20).collect();
        format!(
            "--- fenrir's errors\n{errors}\n--- fenrir.log (last lines, newest first)\n{}\n{}",
            tail.join("\n"),
            self.speechd.logs()
        )
    }
}

/// The lines of one utterance: Fenrir joins a change's lines with " , ",
/// blank screen lines included (a pause, no word), the empty row the
/// cursor rests on after the last line among them.
fn lines_of(utterance: &str) -> Vec<String> {
    format!("{} ", utterance.trim_end())
        .split(" , ")
        .map(str::trim)
        .filter(|l| !l.chars().all(|c| c == ',' || c.is_whitespace()))
        .map(str::to_string)
        .collect()
}

/// The lines said in utterances `from` on, without what Fenrir says of
/// itself.
fn said_from(heard: &[Vec<String>], from: usize) -> Vec<String> {
    heard
        .iter()
        .skip(from)
        .flatten()
        .filter(|l| !FENRIR_OWN.contains(&l.as_str()))
        .cloned()
        .collect()
}

/// The game's lines with the one symbol among them that Fenrir's default
/// punctuation level ("some") says as a word: the position's "/".
fn as_fenrir_says(expected: Expected) -> Expected {
    let say = |lines: Vec<String>| -> Vec<String> {
        lines
            .into_iter()
            .map(|l| l.replace('/', " slash "))
            .collect()
    };
    Expected {
        opening: say(expected.opening),
        answers: expected.answers.into_iter().map(say).collect(),
    }
}

/// Whether `pid` is a live Fenrir (a Python process running `fenrir`).
fn is_fenrir(pid: i32) -> bool {
    let proc = Path::new("/proc").join(pid.to_string());
    let alive = std::fs::read_to_string(proc.join("stat"))
        .ok()
        .and_then(|stat| {
            let state = stat.rsplit_once(") ")?.1.chars().next()?;
            Some(state != 'Z' && state != 'X')
        })
        .unwrap_or(false);
    alive
        && std::fs::read(proc.join("cmdline"))
            .is_ok_and(|c| String::from_utf8_lossy(&c).contains("fenrir"))
}

/// Fenrir and what it needs are here: a failure naming the package when
/// anything is missing.
#[track_caller]
fn require_tools() {
    let fenrir = Process::new("sh")
        .args(["-c", "command -v fenrir"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        && Path::new(SETTINGS).exists();
    assert!(
        fenrir,
        "fenrir is needed for the Fenrir tests: apt-get install --no-install-recommends \
         fenrir python3-speechd (.ci/run installs them)"
    );
    // Fenrir's own interpreter (its script's first line), which may not be
    // the first python3 on the PATH.
    let fenrir_script = Process::new("sh")
        .args(["-c", "command -v fenrir"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let python = std::fs::read_to_string(&fenrir_script)
        .ok()
        .and_then(|s| Some(s.lines().next()?.strip_prefix("#!")?.trim().to_string()))
        .unwrap_or_else(|| "python3".to_string());
    let speechd_client = Process::new(&python)
        .args(["-c", "import speechd"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        speechd_client,
        "Fenrir speaks to speech-dispatcher through python3-speechd: \
         apt-get install python3-speechd"
    );
    const NO_OPT_OUT: &str = "";
    common::require("tmux", "-V", NO_OPT_OUT, "tmux");
    common::require("speech-dispatcher", "-v", NO_OPT_OUT, "speech-dispatcher");
}

#[test]
#[ignore = "needs Fenrir (not in the README's test command): .ci/run runs it with --ignored"]
fn fenrir_reads_every_answer_whole_and_alone_past_a_full_screen() {
    require_tools();
    let expected = as_fenrir_says(reader_sequence::answers());
    assert!(
        reader_sequence::line_count(&expected) > 2 * usize::from(ROWS),
        "the sequence runs past a full screen"
    );
    let reader = Reader::start(ROWS);
    let opening = reader.wait_for(
        0,
        expected.opening.last().expect("an opening"),
        &expected.opening,
    );
    assert_eq!(
        opening,
        expected.opening,
        "Fenrir's reading of the opening\n{}",
        reader.logs()
    );
    let mut heard = Vec::new();
    for (key, answer) in KEYS.iter().zip(&expected.answers) {
        let from = reader.speechd.spoken().len();
        reader.tmux.run(&["send-keys", key.tmux]);
        let last = answer.last().expect("every key is answered");
        let said = reader.wait_for(from, last, answer);
        let wrong = said != *answer;
        heard.push(said);
        if wrong {
            // One answer missed: the rest would only wait out the deadline.
            break;
        }
    }
    // Nothing more comes after the last answer.
    let before = reader.speechd.spoken().len();
    sleep(SETTLE);
    let after = said_from(&reader.heard(), before);
    if let Some(said) = heard.last_mut() {
        said.extend(after);
    }
    let wrong = reader_sequence::mismatches(&expected, &heard);
    assert!(
        wrong.is_empty(),
        "answers Fenrir did not say whole and alone (key number, key, printed, said): \
         {wrong:#?}\nscreen:\n{}\n{}",
        reader.tmux.capture(),
        reader.logs()
    );
    // Nothing the test started outlives it: the game, and Fenrir.
    let game = reader.game.pid().expect("the game's script wrote its pid");
    let fenrir = reader.fenrir_pid().expect("the wrapper wrote Fenrir's pid");
    assert!(game_script::is_the_game(game), "the game runs under Fenrir");
    drop(reader);
    assert!(
        !game_script::is_the_game(game),
        "the game outlived the test"
    );
    assert!(!is_fenrir(fenrir), "Fenrir outlived the test");
}

/// The game's lines on the pane (not Fenrir's: it prints nothing there).
fn game_lines(tmux: &Tmux) -> Vec<String> {
    tmux.capture()
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
#[ignore = "needs Fenrir (not in the README's test command): .ci/run runs it with --ignored"]
fn fenrir_keeps_its_own_keys_and_passes_the_ones_the_guide_gives_instead() {
    require_tools();
    // A tall pane: nothing scrolls away while lines are counted.
    let reader = Reader::start(60);
    let words = reader_sequence::answers();
    let first = words.opening.last().expect("an opening").clone();
    reader
        .tmux
        .wait_for("the opening", |s| s.lines().any(|l| l.trim_end() == first));
    // After each key, S: the score's line is the only new line when Fenrir
    // kept the key; the key's answer comes before it when the game got it.
    let mut outcome = Vec::new();
    for keys in [
        &["S-Left"][..],
        &["S-Right"],
        &["S-Down"],
        // F1 turns Fenrir's tutorial on, and F1 again turns it off.
        &["F1", "F1"],
        &["F2"],
        &["F3"],
        &["Escape"],
        &["M-Left"],
        &["M-Right"],
        &["M-Down"],
        &["C-Left"],
        &["C-Right"],
        &["C-Down"],
        &["S-Up"],
        &["M-Up"],
        &["C-Up"],
        &["F4"],
        &["j"],
        &["l"],
        &["i"],
        &["k"],
        &["h"],
        &["Up"],
        &["Down"],
        &["Left"],
        &["Right"],
    ] {
        let before = game_lines(&reader.tmux).len();
        for key in keys {
            reader.tmux.run(&["send-keys", key]);
            sleep(Duration::from_millis(300));
        }
        reader.tmux.run(&["send-keys", "s"]);
        reader.tmux.wait_for("the score after the key", |s| {
            s.lines()
                .map(str::trim_end)
                .filter(|l| !l.is_empty())
                .count()
                > before
                && s.lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .is_some_and(|l| l.starts_with("Score"))
        });
        let reached = game_lines(&reader.tmux).len() - before > 1;
        outcome.push((keys.join(" "), reached));
    }
    let taken: Vec<&str> = outcome
        .iter()
        .filter(|(_, reached)| !reached)
        .map(|(k, _)| k.as_str())
        .collect();
    assert_eq!(
        taken,
        [
            "S-Left", "S-Right", "S-Down", "F1 F1", "F2", "F3", "Escape", "M-Left", "M-Right",
            "M-Down", "C-Left", "C-Right", "C-Down"
        ],
        "the keys that never reached the game under Fenrir (all: {outcome:?})\nscreen:\n{}\n{}",
        reader.tmux.capture(),
        reader.logs()
    );
}

/// Fenrir skips new text on the cursor's row as the echo of a typed key
/// when the cursor moved across exactly as many columns as the text is
/// long (its `70000-incoming` command). With each answer starting on a row
/// of its own and the cursor resting at its end, a line half as long as
/// the one before it (the cursor moving back by its length) was never read:
/// "A1, 1024" after "Column B: empty.", "2 D1 new." after a line of 18.
#[test]
#[ignore = "needs Fenrir (not in the README's test command): .ci/run runs it with --ignored"]
fn fenrir_reads_a_line_half_as_long_as_the_one_before() {
    require_tools();
    let args: Vec<String> = [
        "--board",
        "1024 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2",
        "--seed",
        "3",
    ]
    .map(String::from)
    .to_vec();
    let reader = Reader::start_with(ROWS, &args);
    reader
        .tmux
        .wait_for("the opening", |s| s.contains("Press H for help."));
    sleep(SETTLE);
    // The cursor to B1, column B read (16 characters), back to A1 (8);
    // then the same cell after a shorter line, and longer readings.
    let mut missed = Vec::new();
    for (key, answer) in [
        ("Right", "B1, 0"),
        ("c", "Column B: empty."),
        ("Left", "A1, 1024"),
        ("Right", "B1, 0"),
        ("Left", "A1, 1024"),
        ("Right", "B1, 0"),
        ("s", "Score 0, 0 moves."),
        ("Left", "A1, 1024"),
        ("c", "Column A: 1024, A2 to A4 empty."),
        ("r", "Row 1: 1024, B1 to D1 empty."),
    ] {
        let from = reader.speechd.spoken().len();
        reader.tmux.run(&["send-keys", key]);
        let said = reader.wait_for(from, answer, &[answer.to_string()]);
        if said != [answer] {
            missed.push((key, answer, said));
        }
    }
    assert!(
        missed.is_empty(),
        "lines Fenrir did not say (key, printed, said): {missed:#?}\nscreen:\n{}\n{}",
        reader.tmux.capture(),
        reader.logs()
    );
}
