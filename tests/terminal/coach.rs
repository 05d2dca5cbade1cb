//! The coach through the real binary in line mode: the coach's verdict
//! before any slide, the engine's slide against the slide the player made
//! with what the player's slide costs, every verdict over seeded games of
//! random slides naming the slide the player made, the game-end count over
//! a scripted game agreeing with the verdicts said, and coach mode kept in
//! settings.toml across games; and keys 4 and 5 in a real terminal (tmux),
//! where the verdict comes without another key pressed.
//!
//! `cargo test --release --test terminal coach:: -- --nocapture` prints how many of
//! the verdicts over the seeded games name the slide the player made;
//! `COACH_SEEDS=1-20` in the environment plays those seeds instead of the
//! first five (docs/benchmarks.md).

use crate::common;

use accessible_2048::analysis::search::compare;
use accessible_2048::engine::{Board, Direction};
use accessible_2048::narration::{Message, full_cost};
use common::tmux::Game;
use common::{Run, SplitMix, assert_plain, game_command, run_with_input, say};
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
    // A differing verdict contrasts the engine's slide with left, the slide
    // the player made.
    if verdicts[0].starts_with("Engine preferred ") {
        assert!(
            !verdicts[0].starts_with("Engine preferred left"),
            "{}",
            run.stdout
        );
        assert!(verdicts[0].contains(", not left. "), "{}", run.stdout);
    }
}

#[test]
fn a_slide_that_differs_gets_the_engine_s_slide_the_player_s_slide_its_cost_and_the_count() {
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
    let engine = hint
        .trim_start_matches("Hint: slide ")
        .split(':')
        .next()
        .unwrap_or_default()
        .to_string();
    assert_ne!(engine, "left", "left ends the game: {hint}");
    // Coach mode: the short line after the game over, naming the engine's
    // slide and the player's, then the count.
    let brief = lines
        .iter()
        .position(|l| l.starts_with(&format!("Engine: {engine}, not left.")))
        .unwrap_or_else(|| panic!("no coach line for {engine} and left: {}", run.stdout));
    let over = lines
        .iter()
        .position(|l| l.contains("Game over"))
        .unwrap_or_else(|| panic!("the game is not over: {}", run.stdout));
    assert!(over < brief, "{}", run.stdout);
    // What left does follows (on the next line when the whole is wider
    // than the terminal), then the count.
    let count = lines
        .iter()
        .position(|l| *l == tally(0, 1))
        .unwrap_or_else(|| panic!("no count: {}", run.stdout));
    assert!(
        lines[brief..count]
            .join(" ")
            .starts_with(&format!("Engine: {engine}, not left. Left ")),
        "{}",
        run.stdout
    );
    assert!(count - brief <= 2, "{}", run.stdout);
    // Asked, the verdict in full: what left costs next to the engine's
    // slide, as the analysis compares them (the fact about the player's
    // slide, not the hint's reason for its own).
    let board = Board::parse(LAST_SLIDE).unwrap();
    let better = Direction::ALL
        .into_iter()
        .find(|d| d.name() == engine)
        .unwrap_or_else(|| panic!("a slide: {engine}"));
    let cost = compare(&board, better, Direction::Left).expect("both slides move");
    let expected = format!(
        "Engine preferred {engine}, not left. Sliding left {}.",
        say(full_cost(4, cost)).trim_end_matches('.')
    );
    let full = lines
        .iter()
        .position(|l| l.starts_with("Engine preferred "))
        .unwrap_or_else(|| panic!("no verdict: {}", run.stdout));
    // A line too wide for the terminal goes on to the next.
    let said = lines[full..].join(" ");
    assert!(said.starts_with(&expected), "{said}\nexpected {expected}");
}

#[test]
fn the_verdict_after_a_slide_names_that_slide_as_the_player_s() {
    // The reproducer: after the player slid up, the coach once said
    // "Engine preferred right: sliding left puts a 4 in A2 instead."
    let data = TempDir::new().unwrap();
    let run = play_in(&data, &["--new"], &["left", "up", "coach", "quit", "y"]);
    let lines = run.lines();
    let verdict = lines
        .iter()
        .find(|l| l.starts_with("Engine preferred ") || **l == say(Message::new("coach-matched")))
        .unwrap_or_else(|| panic!("no verdict: {}", run.stdout));
    if verdict.starts_with("Engine preferred ") {
        assert!(
            verdict.contains(", not up. Sliding up "),
            "the verdict is not about up: {}",
            run.stdout
        );
        assert!(!verdict.starts_with("Engine preferred up"), "{verdict}");
        for other in ["left", "right", "down"] {
            assert!(!verdict.contains(&format!("sliding {other}")), "{verdict}");
        }
    }
}

/// The seeds `COACH_SEEDS` names (`1-20`, or `1,2,3`), else 1 to 5.
fn coach_seeds() -> Vec<u64> {
    let text = std::env::var("COACH_SEEDS").unwrap_or_else(|_| "1-5".into());
    text.split(',')
        .flat_map(|part| {
            let part = part.trim();
            let (first, last) = part.split_once('-').unwrap_or((part, part));
            let number = |n: &str| -> u64 {
                n.trim()
                    .parse()
                    .expect("COACH_SEEDS: seeds like 1-20 or 1,2,3")
            };
            number(first)..=number(last)
        })
        .collect()
}

/// What coach mode said over one game: the verdicts, and the slides each
/// differing one names as the player's.
#[derive(Default, Debug)]
struct Said {
    verdicts: usize,
    matched: usize,
    names_the_slide_made: usize,
    names_another: Vec<String>,
    names_none: Vec<String>,
}

/// A game of `slides` random slides in coach mode, a score after each so
/// the lines a slide brought are told apart and a slide that moved nothing
/// (no verdict) is known.
fn coach_mode_game(seed: u64, slides: usize, said: &mut Said) {
    let data = TempDir::new().unwrap();
    let mut choose = SplitMix(seed);
    let mut lines = vec!["coach on".to_string(), "score".to_string()];
    let mut made = Vec::new();
    for _ in 0..slides {
        let slide = ["left", "right", "up", "down"][choose.below(4) as usize];
        made.push(slide);
        lines.extend([slide.to_string(), "score".to_string()]);
    }
    let commands: Vec<&str> = lines.iter().map(String::as_str).collect();
    let seed_text = seed.to_string();
    let args = ["--no-speech", "--new", "--seed", &seed_text];
    let run = run_with_input(game_command(&args, data.path()), &script(&commands));
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_plain(&run.stdout, "stdout");
    // The lines each score ends, and the moves it counts: `Score 8, 2 moves.`
    let mut blocks: Vec<(Vec<String>, u64)> = Vec::new();
    let mut block = Vec::new();
    for line in run.lines() {
        let moves = line
            .strip_prefix("Score ")
            .and_then(|rest| rest.split_once(", "))
            .and_then(|(_, moves)| moves.split_whitespace().next())
            .and_then(|n| n.parse().ok());
        match moves {
            Some(moves) => blocks.push((std::mem::take(&mut block), moves)),
            None => block.push(line),
        }
    }
    assert_eq!(blocks.len(), slides + 1, "{}", run.stdout);
    let matched_line = say(Message::new("coach-matched-brief"));
    for (k, slide) in made.iter().enumerate() {
        let (lines, moves) = &blocks[k + 1];
        if *moves == blocks[k].1 {
            continue;
        }
        let verdict = lines
            .iter()
            .find(|l| **l == matched_line || l.starts_with("Engine: "))
            .unwrap_or_else(|| panic!("no verdict after {slide}: {lines:?}"));
        said.verdicts += 1;
        if *verdict == matched_line {
            said.matched += 1;
            continue;
        }
        // `Engine: right, not up. …`: the slide after "not" is the one the
        // verdict holds against the engine's.
        let named = verdict
            .trim_start_matches("Engine: ")
            .split_once(", not ")
            .and_then(|(_, rest)| rest.split(['.', ',', ' ']).next());
        match named {
            Some(named) if named == *slide => said.names_the_slide_made += 1,
            Some(_) => said
                .names_another
                .push(format!("seed {seed}, {slide}: {verdict}")),
            None => said
                .names_none
                .push(format!("seed {seed}, {slide}: {verdict}")),
        }
    }
}

#[test]
fn every_coach_mode_verdict_over_seeded_games_names_the_slide_the_player_made() {
    let mut said = Said::default();
    let seeds = coach_seeds();
    for &seed in &seeds {
        coach_mode_game(seed, 40, &mut said);
    }
    let differing = said.verdicts - said.matched;
    println!(
        "{} games, {} verdicts: {} the engine's choice, {differing} differing",
        seeds.len(),
        said.verdicts,
        said.matched
    );
    println!(
        "differing verdicts naming the slide the player made: {} of {differing}; \
         naming another slide: {}; naming none: {}",
        said.names_the_slide_made,
        said.names_another.len(),
        said.names_none.len()
    );
    for line in said.names_another.iter().chain(&said.names_none).take(10) {
        println!("  {line}");
    }
    assert!(differing > 0, "no differing verdict to check: {said:?}");
    assert_eq!(said.names_the_slide_made, differing, "{said:#?}");
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
    let tmux = Game::new(dir.path())
        .no_speech()
        .no_sound()
        .seed(5)
        .args(&["--board", LAST_SLIDE])
        .data_dir(&data)
        .size(120, 40)
        .start();
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
