//! The preferences file through the real binary (line mode, `--no-speech`,
//! a fresh `--config-dir` and `--data-dir` per test): a change made in the
//! game is written to `settings.toml` at once and is there at the next
//! start; flags override it for one game without touching it; a damaged or
//! newer file is set aside (`settings.toml.bad-1`) with one line and the
//! game starts with defaults; two games on one config directory keep each
//! other's changes; a file the game could not read back is never written.
//! Expected lines come from the library.

use crate::common;

use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;

use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{Announcement, Message};
use accessible_2048::settings::{RATE_SCALE, SETTINGS_FILE, SETTINGS_VERSION, decode_preferences};
use common::{Run, game_command, run_with_input, say};
use tempfile::TempDir;

/// A player's machine: a config directory and a data directory.
struct Player {
    config: TempDir,
    data: TempDir,
}

impl Player {
    fn new() -> Player {
        Player {
            config: TempDir::new().expect("temp dir"),
            data: TempDir::new().expect("temp dir"),
        }
    }

    fn settings(&self) -> std::path::PathBuf {
        self.config.path().join(SETTINGS_FILE)
    }

    /// One game in line mode: `args`, then the typed `lines`, then quit.
    #[track_caller]
    fn play(&self, args: &[&str], lines: &[&str]) -> Run {
        let mut all = vec!["--no-speech", "--line-mode", "--seed", "7"];
        all.extend_from_slice(args);
        let mut command = game_command(&all, self.data.path());
        command.arg("--config-dir").arg(self.config.path());
        let mut input = lines.join("\n");
        input.push_str("\nquit\n");
        let run = run_with_input(command, input.as_bytes());
        assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
        run
    }
}

fn rate_line(rate: u64) -> String {
    say(Message::new("speech-rate").num("rate", rate))
}

fn contains(run: &Run, line: &str) -> bool {
    run.lines().iter().any(|l| l == line)
}

#[track_caller]
fn read_settings(path: &Path) -> accessible_2048::settings::Preferences {
    let bytes = fs::read(path).expect("the settings file exists");
    decode_preferences(&bytes).expect("the game writes a sound file")
}

#[test]
fn a_rate_set_in_the_game_is_there_at_the_next_start() {
    let player = Player::new();
    assert!(!player.settings().exists());
    let first = player.play(&[], &["faster", "faster"]);
    assert!(contains(&first, &rate_line(70)), "{:#?}", first.lines());
    let saved = read_settings(&player.settings());
    assert_eq!(saved.rate, Some(70));
    assert_eq!(saved.version, Some(SETTINGS_VERSION));
    let text = fs::read_to_string(player.settings()).unwrap();
    assert!(
        text.lines()
            .any(|l| l == format!("rate = 70  {RATE_SCALE}")),
        "{text}"
    );

    // The next game starts at 70: one step up says 80.
    let second = player.play(&[], &["faster"]);
    assert!(contains(&second, &rate_line(80)), "{:#?}", second.lines());
    assert_eq!(read_settings(&player.settings()).rate, Some(80));
}

#[test]
fn speech_off_and_an_exact_rate_are_saved_at_once() {
    let player = Player::new();
    player.play(&[], &["rate 35", "speech off"]);
    let saved = read_settings(&player.settings());
    assert_eq!((saved.rate, saved.speech), (Some(35), Some(false)));
    player.play(&[], &["speech on"]);
    assert_eq!(read_settings(&player.settings()).speech, Some(true));
}

#[test]
fn verbosity_and_sound_set_in_the_game_are_there_at_the_next_start() {
    use accessible_2048::narration::Verbosity;
    let player = Player::new();
    player.play(&[], &["verbosity brief", "volume 30", "music on"]);
    let saved = read_settings(&player.settings());
    assert_eq!(saved.verbosity, Some(Verbosity::Brief));
    assert_eq!((saved.sound_volume, saved.music), (Some(30), Some(true)));
    // Only what changed is written: sound on/off was never touched.
    assert_eq!(saved.sound, None);
    // The next game is brief: a slide says no direction, only its news
    // ("4 C1 new.").
    let next = player.play(&[], &["left"]);
    let brief = next.lines().iter().any(|l| l.ends_with(" new."));
    assert!(brief, "{:#?}", next.lines());
    // --verbosity overrides for one game and leaves the file alone.
    let before = fs::read(player.settings()).unwrap();
    let full = player.play(&["--verbosity", "full"], &["right"]);
    assert!(
        full.lines().iter().any(|l| l.contains("Right:")),
        "{:#?}",
        full.lines()
    );
    assert_eq!(fs::read(player.settings()).unwrap(), before);
}

/// Reads one on/off preference from the file's preferences.
type KeptFlag = fn(&accessible_2048::settings::Preferences) -> Option<bool>;

#[test]
fn sound_off_under_no_sound_is_kept_as_speech_off_under_no_speech_is() {
    // Every game here runs with --no-sound and --no-speech: switching either
    // off again is what the player asked for, and it is kept.
    let table: [(&str, &str, KeptFlag); 4] = [
        ("sound off", "sound-off", |p| p.sound),
        ("speech off", "speech-off", |p| p.speech),
        ("music off", "music-off", |p| p.music),
        ("sound on", "sound-on", |p| p.sound.map(|on| !on)),
    ];
    for (typed, answer, kept) in table {
        let player = Player::new();
        let run = player.play(&[], &[typed]);
        assert!(
            contains(&run, &say(Message::new(answer))),
            "{typed}: {:#?}",
            run.lines()
        );
        assert_eq!(
            kept(&read_settings(&player.settings())),
            Some(false),
            "{typed}"
        );
    }
}

#[test]
fn flags_override_for_one_game_and_leave_the_file_alone() {
    let player = Player::new();
    fs::write(
        player.settings(),
        "# mine\nlanguage = \"en-US\"\nrate = 70\nsay_empty = false\nfuture = 1\n",
    )
    .unwrap();
    let before = fs::read(player.settings()).unwrap();

    // --lang and --say-empty: the words change, the file does not.
    let run = player.play(
        &[
            "--lang",
            "de",
            "--say-empty",
            "--rate",
            "20",
            "--board",
            BOARD,
        ],
        &["go A1"],
    );
    assert!(contains(&run, &german_empty_a1()), "{:#?}", run.lines());
    assert_eq!(fs::read(player.settings()).unwrap(), before);

    // --rate 20 holds for that game: one step up says 30 (and that change,
    // made in the game, is saved).
    let run = player.play(&["--rate", "20"], &["faster"]);
    assert!(contains(&run, &rate_line(30)), "{:#?}", run.lines());
    let saved = read_settings(&player.settings());
    assert_eq!(saved.rate, Some(30));
    // What the game does not know is kept.
    assert_eq!(saved.unknown_keys(), ["future"]);
    assert_eq!(saved.language.as_deref(), Some("en-US"));
}

#[test]
fn remember_saves_the_flags_for_the_next_games() {
    let player = Player::new();
    player.play(
        &["--remember", "--rate", "30", "--say-empty", "--lang", "de"],
        &[],
    );
    let saved = read_settings(&player.settings());
    assert_eq!(saved.rate, Some(30));
    assert_eq!(saved.say_empty, Some(true));
    assert_eq!(saved.language.as_deref(), Some("de"));
    // The next game, without flags: German, "leer", and the rate from 30.
    let run = player.play(&["--board", BOARD], &["go A1", "faster"]);
    assert!(contains(&run, &german_empty_a1()), "{:#?}", run.lines());
    let german = LOCALES.iter().find(|l| l.id == "de").unwrap();
    let forty = Localizer::new(german).line(&Announcement::one(
        Message::new("speech-rate").num("rate", 40),
    ));
    assert!(contains(&run, &forty), "{:#?}", run.lines());
}

#[test]
fn a_damaged_file_is_set_aside_with_one_line_and_defaults_apply() {
    let table: [&[u8]; 4] = [
        b"rate = 70\nrate = [",
        b"rate = 250\n",
        b"version = 99\nrate = 70\n",
        b"\xff\xfe not text",
    ];
    for bytes in table {
        let player = Player::new();
        fs::write(player.settings(), bytes).unwrap();
        // Full verbosity: the notice, with its long path, in lines that
        // fit 80 columns (the path, one word, may stand wider alone).
        let run = player.play(&["--verbosity", "full"], &["faster"]);
        let kept = player.config.path().join("settings.toml.bad-1");
        assert_eq!(fs::read(&kept).unwrap(), bytes, "the damaged file is kept");
        let lines = run.lines();
        let text = lines.join(" ");
        assert_eq!(
            text.matches(&kept.display().to_string()).count(),
            1,
            "said once: {lines:#?}"
        );
        assert!(lines[0].starts_with("The preferences file"), "{lines:#?}");
        // Defaults: the rate starts from 50, so one step says 60, and that
        // change makes a new, sound file.
        assert!(contains(&run, &rate_line(60)), "{lines:#?}");
        assert_eq!(read_settings(&player.settings()).rate, Some(60));
        // The next start says nothing about settings.
        let again = player.play(&[], &[]);
        assert!(
            !again.stdout.contains("preferences"),
            "{:#?}",
            again.lines()
        );
        assert!(!player.config.path().join("settings.toml.bad-2").exists());
    }
}

#[test]
fn preferences_from_the_file_apply_when_no_flag_says_otherwise() {
    let player = Player::new();
    fs::write(player.settings(), "language = \"de\"\nsay_empty = true\n").unwrap();
    let run = player.play(&["--board", BOARD], &["go A1"]);
    assert!(contains(&run, &german_empty_a1()), "{:#?}", run.lines());
}

/// A board whose A1 is empty.
const BOARD: &str = "0 2 0 0/0 0 0 0/0 0 4 0/0 0 0 0";

/// "A1, empty" in German.
fn german_empty_a1() -> String {
    let german = LOCALES
        .iter()
        .find(|l| l.id == "de")
        .expect("German is shipped");
    Localizer::new(german).line(&Announcement::one(
        Message::new("cell-empty-word").text("cell", "A1"),
    ))
}

#[test]
fn a_fifo_named_settings_toml_is_never_opened_and_the_game_starts() {
    let player = Player::new();
    let made = std::process::Command::new("mkfifo")
        .arg(player.settings())
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // Full verbosity: the notice, with its long path, in lines that fit.
    let run = player.play(&["--verbosity", "full"], &["score"]);
    let kept = player.config.path().join("settings.toml.bad-1");
    let lines = run.lines();
    assert!(
        lines[0].starts_with("The preferences file") && lines.join(" ").contains("bad-1"),
        "{lines:#?}"
    );
    assert!(
        fs::symlink_metadata(&kept).unwrap().file_type().is_fifo(),
        "the FIFO is kept aside as it was"
    );
    assert!(lines.iter().any(|l| l.starts_with("Score 0")), "{lines:#?}");
}

/// A game still running on `player`'s config directory (with its own data
/// directory, so both games save), fed one line at a time.
struct Running {
    child: std::process::Child,
    _data: TempDir,
}

impl Running {
    fn start(player: &Player) -> Running {
        use std::process::Stdio;
        let data = TempDir::new().expect("temp dir");
        let mut command = game_command(&["--no-speech", "--line-mode", "--seed", "7"], data.path());
        command.arg("--config-dir").arg(player.config.path());
        let child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the game starts");
        Running { child, _data: data }
    }

    fn type_line(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.child.stdin.as_mut().expect("piped stdin");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    fn quit(mut self) {
        self.type_line("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}

/// Waits until the settings file says `what` (as read back by the game's
/// own decoder), failing the test after a while.
#[track_caller]
fn wait_for_settings(path: &Path, what: impl Fn(&accessible_2048::settings::Preferences) -> bool) {
    let deadline = std::time::Instant::now() + common::RUN_DEADLINE;
    loop {
        let read = fs::read(path)
            .ok()
            .and_then(|bytes| decode_preferences(&bytes).ok());
        if read.as_ref().is_some_and(&what) {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the settings file never said it: {read:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

#[test]
fn two_games_on_one_config_dir_keep_each_others_changes() {
    use accessible_2048::narration::Verbosity;
    let player = Player::new();
    fs::write(player.settings(), "say_empty = true\nfuture = 1\n").unwrap();
    let mut first = Running::start(&player);
    let mut second = Running::start(&player);
    first.type_line("rate 70");
    wait_for_settings(&player.settings(), |p| p.rate == Some(70));
    second.type_line("verbosity brief");
    wait_for_settings(&player.settings(), |p| {
        p.verbosity == Some(Verbosity::Brief)
    });
    first.type_line("volume 30");
    wait_for_settings(&player.settings(), |p| p.sound_volume == Some(30));
    first.quit();
    second.quit();

    let saved = read_settings(&player.settings());
    assert_eq!(saved.rate, Some(70), "{saved:?}");
    assert_eq!(saved.verbosity, Some(Verbosity::Brief), "{saved:?}");
    assert_eq!(saved.sound_volume, Some(30), "{saved:?}");
    assert_eq!(saved.say_empty, Some(true), "{saved:?}");
    assert_eq!(saved.unknown_keys(), ["future"], "{saved:?}");
}

#[test]
fn a_file_the_game_could_not_read_back_is_never_written() {
    use accessible_2048::storage::MAX_FILE_BYTES;
    let limit = usize::try_from(MAX_FILE_BYTES).unwrap();
    // Files the game reads whole (a newer release's keys it keeps without
    // knowing them) but whose next form would pass its read limit: one just
    // under the limit, and a small one whose nested tables are written back
    // under their full, long names.
    let near_the_limit = format!("rate = 40\nfuture = \"{}\"\n", "x".repeat(limit - 40));
    let mut nested = format!("rate = 40\n[{}]\n", "k".repeat(10_000));
    for n in 0..1000 {
        nested.push_str(&format!("t{n} = {{ c = 1 }}\n"));
    }
    for text in [near_the_limit, nested] {
        assert!(text.len() <= limit);
        let player = Player::new();
        fs::write(player.settings(), &text).unwrap();

        let run = player.play(&["--verbosity", "full"], &["faster", "verbosity brief"]);
        assert!(contains(&run, &rate_line(50)), "{:#?}", run.lines());
        let told: Vec<String> = run
            .lines()
            .into_iter()
            .filter(|l| l.starts_with("Preferences cannot be saved"))
            .collect();
        assert_eq!(told.len(), 1, "said once: {:#?}", run.lines());
        assert!(told[0].contains("would be too large"), "{told:?}");
        assert_eq!(fs::read_to_string(player.settings()).unwrap(), text);

        // The next start reads the file as it was: no damage, no set-aside.
        let again = player.play(&[], &["faster"]);
        assert!(contains(&again, &rate_line(50)), "{:#?}", again.lines());
        assert!(!player.config.path().join("settings.toml.bad-1").exists());
    }
}

#[test]
fn a_settings_lock_that_cannot_be_used_is_said_and_the_file_kept() {
    let player = Player::new();
    fs::write(player.settings(), "rate = 40\n").unwrap();
    fs::create_dir(player.config.path().join("settings.lock")).unwrap();
    let run = player.play(&["--verbosity", "full"], &["faster", "faster"]);
    assert!(contains(&run, &rate_line(60)), "{:#?}", run.lines());
    let told: Vec<String> = run
        .lines()
        .into_iter()
        .filter(|l| l.starts_with("Preferences cannot be saved"))
        .collect();
    assert_eq!(told.len(), 1, "said once: {:#?}", run.lines());
    assert!(
        told[0].contains("settings.lock cannot be locked"),
        "{told:?}"
    );
    assert_eq!(
        fs::read_to_string(player.settings()).unwrap(),
        "rate = 40\n"
    );
}
