//! The coach through the real binary in line mode: the coach's verdict
//! before any slide, the engine's slide and the hint's reason for a slide
//! that differs, the game-end count over a scripted game agreeing with the
//! verdicts said, and coach mode kept in settings.toml across games; and
//! keys 4 and 5 in a real terminal (tmux), where the verdict comes without
//! another key pressed.

mod common;

use accessible_2048::narration::Message;
use common::tmux::Tmux;
use common::{Run, assert_plain, game_command, run_with_input, say};
use tempfile::TempDir;

/// A full board but for A4: left fills it for good (game over), down
/// keeps the game going.
const LAST_SLIDE: &str = "2 4 2 4/4 2 4 2/2 4 2 8/0 8 16 32";

/// A crowded board that a scripted game fills within a few dozen slides.
const CROWDED: &str = "2 4 8 16/4 8 16 32/0 2 4 8/0 0 2 4";

fn script(lines: &[&str]) -> Vec<u8> {
    lines
        .iter()
        .flat_map(|l| format!("{l}\n").into_bytes())
        .collect()
}

#[track_caller]
fn play_in(data: &TempDir, args: &[&str], lines: &[&str]) -> Run {
    let mut all = vec!["--no-speech", "--seed", "5"];
    all.extend_from_slice(args);
    let run = run_with_input(game_command(&all, data.path()), &script(lines));
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_plain(&run.stdout, "stdout");
    run
}

fn tally(matched: u64, judged: u64) -> String {
    say(Message::new("coach-tally")
        .num("matched", matched)
        .num("judged", judged))
}

#[test]
fn before_any_slide_the_coach_says_there_is_none() {
    let data = TempDir::new().unwrap();
    let run = play_in(&data, &["--board", CROWDED], &["coach"]);
    assert!(
        run.lines().contains(&say(Message::new("coach-no-slide"))),
        "{}",
        run.stdout
    );
}

#[test]
fn after_an_undo_the_coach_judges_the_slide_before_and_before_the_first_there_is_none() {
    let data = TempDir::new().unwrap();
    let run = play_in(
        &data,
        &["--board", CROWDED],
        &["left", "right", "undo", "coach", "undo", "coach"],
    );
    let lines = run.lines();
    let none = say(Message::new("coach-no-slide"));
    let verdicts: Vec<&String> = lines
        .iter()
        .filter(|l| {
            **l == none
                || **l == say(Message::new("coach-matched"))
                || l.starts_with("Engine preferred ")
        })
        .collect();
    // The first coach judges "left" (the slide before the undone one);
    // after the second undo no slide stands.
    assert_eq!(verdicts.len(), 2, "{}", run.stdout);
    assert_ne!(*verdicts[0], none, "{}", run.stdout);
    assert_eq!(*verdicts[1], none, "{}", run.stdout);
    if verdicts[0].starts_with("Engine preferred ") {
        assert!(
            !verdicts[0].starts_with("Engine preferred left"),
            "{}",
            run.stdout
        );
    }
}

#[test]
fn a_slide_that_differs_gets_the_engine_s_slide_the_hint_s_reason_and_the_count() {
    let data = TempDir::new().unwrap();
    let run = play_in(
        &data,
        &["--board", LAST_SLIDE],
        &["hint", "coach on", "left", "coach"],
    );
    let lines = run.lines();
    let hint = lines
        .iter()
        .find(|l| l.starts_with("Hint: slide "))
        .unwrap_or_else(|| panic!("no hint: {}", run.stdout));
    let (head, reason) = hint
        .trim_end_matches('.')
        .split_once(": ")
        .and_then(|(_, rest)| rest.split_once(": "))
        .map(|(slide, reason)| (slide.to_string(), reason.to_string()))
        .unwrap_or_else(|| panic!("a hint with a reason: {hint}"));
    let engine = head.trim_start_matches("slide ").to_string();
    assert_ne!(engine, "left", "left ends the game: {hint}");
    // Coach mode: the short line after the game over, then the count.
    let brief = lines
        .iter()
        .position(|l| l.starts_with(&format!("Engine: {engine}, ")))
        .unwrap_or_else(|| panic!("no coach line for {engine}: {}", run.stdout));
    let over = lines
        .iter()
        .position(|l| l.contains("Game over"))
        .unwrap_or_else(|| panic!("the game is not over: {}", run.stdout));
    assert!(over < brief, "{}", run.stdout);
    assert_eq!(lines[brief + 1], tally(0, 1), "{}", run.stdout);
    // Asked, the verdict in full: the hint's own reason.
    let full = lines
        .iter()
        .find(|l| l.starts_with("Engine preferred "))
        .unwrap_or_else(|| panic!("no verdict: {}", run.stdout));
    assert!(
        full.starts_with(&format!("Engine preferred {engine}: {reason}")),
        "{full} against the hint {hint}"
    );
}

#[test]
fn the_game_end_count_agrees_with_the_verdicts_said() {
    let data = TempDir::new().unwrap();
    let mut lines = vec!["coach on"];
    for _ in 0..20 {
        lines.extend(["left", "down", "right", "up"]);
    }
    lines.push("score");
    let run = play_in(&data, &["--board", CROWDED], &lines);
    let said = run.lines();
    let over = said
        .iter()
        .position(|l| l.contains("Game over"))
        .unwrap_or_else(|| panic!("the game is not over: {}", run.stdout));
    let matched_line = say(Message::new("coach-matched-brief"));
    let matched = said.iter().filter(|l| **l == matched_line).count() as u64;
    let differed = said.iter().filter(|l| l.starts_with("Engine: ")).count() as u64;
    // The score line at the end: `Score 596, 50 moves.`
    let moves: u64 = said
        .last()
        .and_then(|l| l.rsplit_once(", "))
        .and_then(|(_, moves)| moves.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no move count: {}", run.stdout));
    assert!(matched + differed > 0, "{}", run.stdout);
    // Every slide got its verdict (line play waits for it), and only the
    // game over's count comes after the game over.
    assert_eq!(matched + differed, moves, "{}", run.stdout);
    assert!(over + 3 < said.len(), "{}", run.stdout);
    assert!(
        said.contains(&tally(matched, matched + differed)),
        "expected {}: {}",
        tally(matched, matched + differed),
        run.stdout
    );
}

#[test]
fn coach_mode_is_kept_in_the_preferences() {
    let data = TempDir::new().unwrap();
    let settings = data.path().join("settings.toml");
    let coach_line =
        |l: &String| l.starts_with("Engine: ") || *l == say(Message::new("coach-matched-brief"));

    let first = play_in(&data, &["--board", CROWDED], &["coach on", "left"]);
    assert!(first.lines().iter().any(coach_line), "{}", first.stdout);
    let text = std::fs::read_to_string(&settings).unwrap();
    assert!(text.contains("coach = true"), "{text}");

    // The next game coaches without being asked, until coach off.
    let second = play_in(&data, &["--board", CROWDED], &["left", "coach off", "down"]);
    let lines = second.lines();
    let off = lines
        .iter()
        .position(|l| *l == say(Message::new("coach-off")))
        .unwrap_or_else(|| panic!("{}", second.stdout));
    assert!(lines[..off].iter().any(coach_line), "{}", second.stdout);
    assert!(!lines[off..].iter().any(coach_line), "{}", second.stdout);
    let text = std::fs::read_to_string(&settings).unwrap();
    assert!(text.contains("coach = false"), "{text}");

    let third = play_in(&data, &["--board", CROWDED], &["left", "down"]);
    assert!(!third.lines().iter().any(coach_line), "{}", third.stdout);
}

#[test]
fn keys_4_and_5_in_a_real_terminal() {
    if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
        return;
    }
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    let tmux = Tmux::new(dir.path().join("tmux.sock"));
    let binary = common::binary();
    tmux.run(&[
        "new-session",
        "-d",
        "-x",
        "120",
        "-y",
        "40",
        &binary.to_string_lossy(),
        "--no-speech",
        "--no-sound",
        "--seed",
        "5",
        "--board",
        LAST_SLIDE,
        "--data-dir",
        &data.to_string_lossy(),
    ]);
    let opened = |s: &str| s.contains("Game from a position");
    tmux.wait_for("the opening", opened);
    tmux.press(&["4"]);
    let none = say(Message::new("coach-no-slide"));
    tmux.wait_for(&none, |s| s.contains(&none));
    tmux.press(&["5"]);
    let on = say(Message::new("coach-on"));
    tmux.wait_for(&on, |s| s.contains(&on));
    // Left ends the game; the verdict and the count follow on their own.
    tmux.press(&["S-Left"]);
    let count = tally(0, 1);
    let screen = tmux.wait_for(&count, |s| s.contains(&count));
    let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
    let over = lines.iter().position(|l| l.contains("Game over")).unwrap();
    let verdict = lines
        .iter()
        .position(|l| l.starts_with("Engine: "))
        .unwrap_or_else(|| panic!("no verdict:\n{screen}"));
    assert!(over < verdict, "{screen}");
    tmux.press(&["4"]);
    tmux.wait_for("the full verdict", |s| {
        s.lines().any(|l| l.starts_with("Engine preferred "))
    });
    let settings = std::fs::read_to_string(data.join("settings.toml")).unwrap();
    assert!(settings.contains("coach = true"), "{settings}");
}
