//! Learning the sounds and the tutorial through the real binary: in line
//! mode in all five languages (`--practice-sounds`, `--tutorial`, and the
//! `sounds` and `tutorial` commands inside a game), and in key mode in a
//! private tmux server (7 inside a game, `--tutorial`). Every step's words
//! must come in the chosen language, and neither lesson may change the
//! saved game or the records: their bytes are compared before and after.
//!
//! The tmux tests need tmux; set `ACCESSIBLE_2048_SKIP_TMUX=1` to skip them
//! knowingly where it cannot be.

use crate::common;

use std::path::Path;

use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::Message;
use accessible_2048::play::sound_count;
use common::sound_lesson::MEANINGS;
use common::tmux::{Game, Tmux};
use common::{game_command, run_with_input};
use tempfile::TempDir;

/// The tutorial's commands in line mode, with a wrong one before each step
/// but the first, and the instruction each step gives.
const TUTORIAL: [(&str, &str); 6] = [
    ("cursor right", "tutorial-cursor-lines"),
    ("row", "tutorial-row-lines"),
    ("up", "tutorial-slide-lines"),
    ("left", "tutorial-merge-lines"),
    ("undo", "tutorial-undo-lines"),
    ("hint", "tutorial-hint-lines"),
];

/// Text with every run of white space made one space: the game breaks
/// long lines at spaces.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn said(words: &Localizer, id: &'static str) -> String {
    flat(&words.message(&Message::new(id)))
}

/// Runs the game in line mode in `lang` with `args`, feeding `input`; the
/// printed lines.
fn line_run(lang: &str, args: &[&str], data: &Path, input: &str) -> Vec<String> {
    let mut command = game_command(args, data);
    command.args(["--line-mode", "--no-speech", "--lang", lang]);
    let run = run_with_input(command, input.as_bytes());
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    run.lines()
}

/// The bytes of the saved game and the records, to compare.
fn stored(data: &Path) -> (Vec<u8>, Vec<u8>) {
    let read = |name: &str| std::fs::read(data.join(name)).unwrap_or_default();
    (read("game.json"), read("records.json"))
}

/// A data directory holding a game in progress and records.
fn played(data: &Path) -> (Vec<u8>, Vec<u8>) {
    line_run(
        "en-US",
        &["--seed", "5", "--new"],
        data,
        "left\nup\nright\n",
    );
    let bytes = stored(data);
    assert!(!bytes.0.is_empty(), "a saved game");
    assert!(!bytes.1.is_empty(), "records");
    bytes
}

#[test]
fn practice_sounds_says_every_sound_in_every_language_and_leaves() {
    assert_eq!(MEANINGS.len(), sound_count());
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let data = TempDir::new().expect("temp dir");
        // Without sound (the tests' `--no-sound`) the opening says so and
        // the first step gives the first sound: one more step than sounds.
        let input = "\n".repeat(sound_count() + 1) + "score\n";
        let lines = line_run(locale.id, &["--practice-sounds"], data.path(), &input);
        let all = flat(&lines.join(" "));
        let mut from = 0;
        for id in MEANINGS {
            let meaning = said(&words, id);
            let at = all[from..].find(&meaning).unwrap_or_else(|| {
                panic!("{}: {id} {meaning:?} after {from} in {lines:#?}", locale.id)
            });
            from += at + meaning.len();
        }
        // The last next ends the lesson and the game: `score` is never read.
        let last = lines.last().expect("lines");
        assert_eq!(flat(last), said(&words, "sounds-done"), "{}", locale.id);
        assert!(
            std::fs::read_dir(data.path())
                .expect("dir")
                .next()
                .is_none()
        );
    }
}

#[test]
fn inside_a_game_the_sounds_step_back_and_again_and_the_game_waits() {
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let data = TempDir::new().expect("temp dir");
        let before = played(data.path());
        let lines = line_run(
            locale.id,
            &[],
            data.path(),
            // Without sound the first `next` gives the first sound.
            "sounds\nnext\nnext\nback\nagain\n\nfoo\nquit\nscore\n",
        );
        let all = flat(&lines.join(" "));
        let mut found: Vec<(usize, usize)> = MEANINGS
            .iter()
            .enumerate()
            .flat_map(|(n, id)| {
                all.match_indices(&said(&words, id))
                    .map(move |(at, _)| (at, n))
                    .collect::<Vec<_>>()
            })
            .collect();
        found.sort_unstable();
        let meanings: Vec<usize> = found.into_iter().map(|(_, n)| n).collect();
        assert_eq!(meanings, [0, 1, 0, 0, 1], "{}: {lines:#?}", locale.id);
        let keys = said(&words, "sounds-lines");
        assert!(
            lines.iter().filter(|l| flat(l) == keys).count() >= 2,
            "{lines:#?}"
        );
        let back = lines
            .iter()
            .position(|l| flat(l) == said(&words, "lesson-back"))
            .expect("back to the game");
        assert_eq!(flat(&lines[back - 1]), said(&words, "sounds-left"));
        assert!(
            lines.len() > back + 1,
            "the game answers after the lesson: {lines:#?}"
        );
        assert_eq!(stored(data.path()), before, "{}", locale.id);
    }
}

#[test]
fn the_tutorial_checks_each_step_in_every_language_and_touches_no_game() {
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let data = TempDir::new().expect("temp dir");
        let before = played(data.path());
        let mut input = String::new();
        for (i, (command, _)) in TUTORIAL.iter().enumerate() {
            if i > 0 {
                input.push_str("score\n");
            }
            input.push_str(command);
            input.push('\n');
        }
        input.push_str("score\n");
        let lines = line_run(locale.id, &["--tutorial"], data.path(), &input);
        let all = flat(&lines.join(" "));
        let not_yet = said(&words, "tutorial-not-yet");
        assert_eq!(
            all.matches(&not_yet).count(),
            TUTORIAL.len() - 1,
            "{}: {lines:#?}",
            locale.id
        );
        let mut from = 0;
        for (_, id) in TUTORIAL {
            let step = said(&words, id);
            let at = all[from..]
                .find(&step)
                .unwrap_or_else(|| panic!("{}: {id} {step:?} in {lines:#?}", locale.id));
            from += at + step.len();
        }
        assert!(all.contains(&said(&words, "tutorial-listen")));
        assert_eq!(
            flat(lines.last().expect("lines")),
            said(&words, "tutorial-done-lines"),
            "{}",
            locale.id
        );
        assert_eq!(stored(data.path()), before, "{}", locale.id);

        // Typed inside a game, it can be left, and the game goes on.
        let lines = line_run(locale.id, &[], data.path(), "tutorial\nrow\nquit\nscore\n");
        let left = lines
            .iter()
            .position(|l| flat(l) == said(&words, "tutorial-left"))
            .unwrap_or_else(|| panic!("{}: {lines:#?}", locale.id));
        assert_eq!(flat(&lines[left + 1]), said(&words, "lesson-back"));
        assert_eq!(stored(data.path()), before, "{}", locale.id);
    }
}

/// A private tmux server running the game in key mode from a shell script.
struct Terminal {
    tmux: Tmux,
    _dir: TempDir,
}

const STARTS: &str = "GAME-STARTS";
const ENDED: &str = "GAME-ENDED";

impl Terminal {
    fn start(data: &Path, args: &[&str]) -> Option<Terminal> {
        if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
            return None;
        }
        let dir = TempDir::new().expect("temp dir");
        let tmux = Game::new(dir.path())
            .before(&format!("echo {STARTS}"))
            .no_speech()
            .no_sound()
            .data_dir(data)
            .args(args)
            .after(&format!("echo {ENDED} $?"))
            .after("exec sleep 600")
            .start();
        Some(Terminal { tmux, _dir: dir })
    }

    /// Waits until the pane shows `text` (long lines joined).
    fn wait_for(&self, text: &str) -> String {
        self.tmux
            .wait_for(text, |screen| flat(screen).contains(&flat(text)))
    }

    fn press(&self, key: &str, then: &str) {
        self.tmux.press(&[key]);
        self.wait_for(then);
    }
}

fn english(id: &'static str) -> String {
    said(&common::words(), id)
}

#[test]
fn key_seven_teaches_the_sounds_and_the_game_waits_in_a_terminal() {
    let data = TempDir::new().expect("temp dir");
    let before = played(data.path());
    let Some(terminal) = Terminal::start(data.path(), &[]) else {
        return;
    };
    terminal.wait_for(&english("help-pointer-keys"));
    // Without sound the lesson opens with its keys; Right gives the first.
    terminal.press("7", &english("sounds-keys"));
    terminal.press("Right", &english(MEANINGS[0]));
    terminal.press("Right", &english(MEANINGS[1]));
    terminal.press("Enter", &english(MEANINGS[2]));
    terminal.press("Left", &english(MEANINGS[1]));
    terminal.tmux.press(&["s"]);
    terminal.tmux.wait_for("the keys said again", |screen| {
        flat(screen).matches(&english("sounds-keys")).count() == 2
    });
    terminal.press("q", &english("lesson-back"));
    // The game again: Q asks before quitting, Y quits.
    terminal.press("q", &english("confirm-quit"));
    terminal.press("y", ENDED);
    let screen = terminal.wait_for(&format!("{ENDED} 0"));
    assert!(flat(&screen).contains(&english("sounds-left")), "{screen}");
    assert_eq!(stored(data.path()), before);
}

#[test]
fn the_tutorial_runs_on_keys_in_a_terminal_and_leaves_the_game_alone() {
    let data = TempDir::new().expect("temp dir");
    let before = played(data.path());
    let Some(terminal) = Terminal::start(data.path(), &["--tutorial"]) else {
        return;
    };
    terminal.wait_for(&english("tutorial-cursor-keys"));
    terminal.press("Down", &english("tutorial-row-keys"));
    terminal.press("b", &english("tutorial-not-yet"));
    terminal.press("r", &english("tutorial-slide-keys"));
    terminal.press("S-Up", &english("tutorial-merge-keys"));
    terminal.press("j", &english("tutorial-undo-keys"));
    terminal.press("u", &english("tutorial-hint-keys"));
    terminal.press("g", &english("tutorial-done-keys"));
    terminal.wait_for(&format!("{ENDED} 0"));
    assert_eq!(stored(data.path()), before);
}

#[test]
fn the_very_first_start_on_keys_offers_the_tutorial_once_and_y_starts_it() {
    let data = TempDir::new().expect("temp dir");
    let Some(terminal) = Terminal::start(data.path(), &["--seed", "5"]) else {
        return;
    };
    terminal.wait_for(&english("tutorial-offer-keys"));
    terminal.press("y", &english("tutorial-cursor-keys"));
    terminal.press("q", &english("tutorial-left"));
    // No slide yet: Q quits at once.
    terminal.press("q", &format!("{ENDED} 0"));
    assert!(offer_kept(data.path()));
    // The second start, a new game again: no offer, and Y is the game's.
    let Some(again) = Terminal::start(data.path(), &["--new", "--seed", "6"]) else {
        return;
    };
    again.wait_for(&english("help-pointer-keys"));
    again.press("y", &english("unknown-key"));
    again.press("q", &format!("{ENDED} 0"));
    let screen = flat(&again.tmux.capture());
    assert!(
        !screen.contains(&english("tutorial-offer-keys")),
        "{screen}"
    );
    assert!(
        !screen.contains(&english("tutorial-cursor-keys")),
        "{screen}"
    );
}

#[test]
fn the_offer_stands_past_cursor_keys_and_ends_with_the_first_slide() {
    let data = TempDir::new().expect("temp dir");
    let Some(terminal) = Terminal::start(data.path(), &["--seed", "5"]) else {
        return;
    };
    terminal.wait_for(&english("tutorial-offer-keys"));
    terminal.press("Right", "B1, ");
    terminal.press("y", &english("tutorial-cursor-keys"));
    terminal.press("q", &english("tutorial-left"));
    // The game again; once it has a slide, Y is the game's own key.
    let slid = common::Rig::opened(None, 5, accessible_2048::play::InputMode::Keys)
        .send(accessible_2048::play::Command::Game(
            accessible_2048::command::GameAction::Slide(accessible_2048::engine::Direction::Down),
        ))
        .printed;
    terminal.press("S-Down", &slid[0]);
    terminal.press("y", &english("unknown-key"));
    let screen = flat(&terminal.tmux.capture());
    assert_eq!(
        screen.matches(&english("tutorial-cursor-keys")).count(),
        1,
        "{screen}"
    );
}

#[test]
fn the_very_first_start_in_line_mode_at_a_terminal_offers_it_in_every_language() {
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let data = TempDir::new().expect("temp dir");
        let Some(terminal) = Terminal::start(
            data.path(),
            &["--line-mode", "--seed", "5", "--lang", locale.id],
        ) else {
            return;
        };
        terminal.wait_for(&said(&words, "tutorial-offer-lines"));
        terminal.tmux.type_line("yes");
        terminal.wait_for(&said(&words, "tutorial-cursor-lines"));
        terminal.tmux.type_line("quit");
        terminal.wait_for(&said(&words, "tutorial-left"));
        terminal.tmux.type_line("quit");
        terminal.wait_for(&format!("{ENDED} 0"));
        assert!(offer_kept(data.path()), "{}", locale.id);
    }
}

#[test]
fn a_script_is_not_offered_the_tutorial_and_does_not_use_up_the_offer() {
    let data = TempDir::new().expect("temp dir");
    let lines = line_run("en-US", &["--seed", "5"], data.path(), "up\nyes\nscore\n");
    let offer = english("tutorial-offer-lines");
    assert!(!lines.iter().any(|l| flat(l) == offer), "{lines:#?}");
    assert!(
        !lines
            .iter()
            .any(|l| flat(l).starts_with(&english("tutorial-cursor-lines"))),
        "{lines:#?}"
    );
    assert!(!offer_kept(data.path()));
    // The player's own first start at a terminal is still offered it.
    let Some(terminal) = Terminal::start(data.path(), &["--new", "--seed", "6"]) else {
        return;
    };
    terminal.wait_for(&english("tutorial-offer-keys"));
    // No slide yet: Q quits at once.
    terminal.press("q", &format!("{ENDED} 0"));
    assert!(offer_kept(data.path()));
}

/// Whether the preferences (kept beside the game with `--data-dir`)
/// remember that the tutorial was offered.
fn offer_kept(data: &Path) -> bool {
    std::fs::read_to_string(data.join("settings.toml"))
        .is_ok_and(|text| text.contains("tutorial_offered = true"))
}
