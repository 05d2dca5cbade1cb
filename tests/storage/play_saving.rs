//! Saving through the real binary in line mode: a game saved after every
//! move resumes after quitting, after `kill -9` between moves (right after
//! each answer, too), after SIGTERM / SIGHUP and after a suspend; a game
//! left unfinished (end of input, a signal, replaced by a new one) counts
//! for the best score, once; damaged saves are set aside with one line and a
//! new game starts; an unusable data directory is said once and the game
//! plays on.

use crate::common;

use std::path::Path;
use std::process::{Command, Stdio};

use common::line_game::LineGame;
use common::{game_command, run_with_input};

/// The game on `data_dir`, without speech. Full verbosity: every slide
/// answer names its direction, which these tests of saving lean on; its
/// lines fit 80 columns, so an answer or a notice may take two lines, and
/// the tests find the line they need ([`answer`], [`line_of`]).
fn command(data_dir: &Path, args: &[&str]) -> Command {
    let mut all = vec!["--no-speech", "--verbosity", "full"];
    all.extend_from_slice(args);
    game_command(&all, data_dir)
}

/// Runs the game with `input` on stdin until it exits by itself, with 0;
/// the lines it printed.
#[track_caller]
fn play(data_dir: &Path, args: &[&str], input: &str) -> Vec<String> {
    let run = run_with_input(command(data_dir, args), input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    run.lines()
}

/// The position the game prints for `position` after `moves`.
fn position_after(data_dir: &Path, args: &[&str], moves: &str) -> String {
    let lines = play(data_dir, args, &format!("{moves}position\nquit\n"));
    lines
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("Position: "))
        .unwrap_or_else(|| panic!("no position in {lines:?}"))
        .to_string()
}

/// A game still running, its lines read as they come.
fn running(data_dir: &Path, args: &[&str]) -> LineGame {
    let mut command = command(data_dir, args);
    command.stderr(Stdio::null());
    LineGame::spawn(command)
}

/// Sends `line` and waits for the first line printed after it that `find`
/// picks (an answer may take more than one line).
#[track_caller]
fn answer(game: &mut LineGame, line: &str, find: impl Fn(&str) -> bool) -> String {
    let before = game.printed().len();
    game.send(line);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        if let Some(found) = game.printed()[before..].iter().find(|l| find(l)) {
            return found.clone();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no answer to {line:?}: {:?}",
            game.printed()
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// The first printed line that starts with `prefix`.
#[track_caller]
fn line_of<'a>(lines: &'a [String], prefix: &str) -> &'a str {
    lines
        .iter()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line starting {prefix:?} in {lines:?}"))
}

const SEED: &[&str] = &["--seed", "5"];
const MOVES: &str = "left\nup\nright\ndown\nleft\n";

#[test]
fn quit_then_resume_keeps_board_score_and_undo() {
    let dir = tempfile::tempdir().unwrap();
    let reference = tempfile::tempdir().unwrap();
    let expected = position_after(reference.path(), SEED, MOVES);

    let first = play(dir.path(), SEED, &format!("{MOVES}score\nquit\n"));
    let score_line = first.into_iter().find(|l| l.starts_with("Score ")).unwrap();
    let resumed = play(dir.path(), &[], "score\nposition\nundo\nquit\n");
    assert!(
        resumed[0].starts_with("Saved game resumed: "),
        "{resumed:?}"
    );
    assert_eq!(line_of(&resumed, "Score "), score_line);
    assert_eq!(
        line_of(&resumed, "Position: "),
        format!("Position: {expected}")
    );
    line_of(&resumed, "Undone left");
}

#[test]
fn new_and_a_seed_start_fresh_games() {
    let dir = tempfile::tempdir().unwrap();
    play(dir.path(), SEED, MOVES);
    for args in [&["--new"][..], &["--seed", "6"], &["--size", "4"]] {
        let out = play(dir.path(), args, "quit\n");
        assert!(out[0].starts_with("New game, 4 by 4"), "{args:?}: {out:?}");
    }
    // Nothing was moved in those games, so the saved one is still there.
    let out = play(dir.path(), &[], "quit\n");
    assert!(out[0].starts_with("Saved game resumed: "), "{out:?}");
}

#[test]
fn kill_9_between_moves_keeps_the_last_completed_move() {
    let dir = tempfile::tempdir().unwrap();
    let reference = tempfile::tempdir().unwrap();
    let expected = position_after(reference.path(), SEED, "left\nup\n");

    let mut game = running(dir.path(), SEED);
    assert!(game.next_line().starts_with("New game"));
    answer(&mut game, "left", |l| l.contains("Left:"));
    answer(&mut game, "up", |l| l.contains("Up:"));
    game.signal("KILL");
    game.wait_exit();

    let out = play(dir.path(), &[], "position\nquit\n");
    assert!(out[0].starts_with("Saved game resumed: "), "{out:?}");
    assert_eq!(line_of(&out, "Position: "), format!("Position: {expected}"));
}

/// Every answered slide is in the save the moment its answer is out: the
/// game is killed right after each of many answers, resumed, and must show
/// the position an uninterrupted game reaches after the same slides.
#[test]
fn kill_9_right_after_each_answer_loses_no_answered_move() {
    const SLIDES: usize = 40;
    let plan: Vec<&str> = ["left", "up", "right", "down", "left", "down"]
        .into_iter()
        .cycle()
        .take(SLIDES)
        .collect();
    // The reference: the same slides in one game, its position after each.
    let reference = tempfile::tempdir().unwrap();
    let script: String = plan
        .iter()
        .map(|slide| format!("{slide}\nposition\n"))
        .collect();
    let out = play(reference.path(), SEED, &format!("{script}quit\n"));
    let expected: Vec<&str> = out
        .iter()
        .filter_map(|line| line.strip_prefix("Position: "))
        .collect();
    assert_eq!(expected.len(), SLIDES, "{out:?}");

    let dir = tempfile::tempdir().unwrap();
    for (index, slide) in plan.iter().enumerate() {
        let mut game = running(dir.path(), if index == 0 { SEED } else { &[] });
        let opening = game.next_line();
        if index > 0 {
            assert!(opening.starts_with("Saved game resumed"), "{opening}");
            assert_eq!(
                answer(&mut game, "position", |l| l.starts_with("Position: ")),
                format!("Position: {}", expected[index - 1]),
                "after {index} answered slides"
            );
        }
        let direction = format!("{}{}:", slide[..1].to_uppercase(), &slide[1..]);
        answer(&mut game, slide, |l| {
            l.contains(&direction) || l.starts_with("Nothing moves")
        });
        game.signal("KILL");
        game.wait_exit();
    }
    let out = play(dir.path(), &[], "position\nquit\n");
    assert_eq!(
        line_of(&out, "Position: "),
        format!("Position: {}", expected[SLIDES - 1])
    );
}

/// The state letter of process `pid` (`T` when stopped), Linux only.
#[cfg(target_os = "linux")]
fn process_state(pid: u32) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let after_name = &stat[stat.rfind(')').unwrap() + 1..];
    after_name.trim_start().chars().next().unwrap()
}

/// SIGTSTP (Ctrl+Z) is caught so the saves reach the disk first, and the
/// game still stops, then plays on when continued. The game is a job of
/// this test (a process group of its own in the test's session), so
/// something could continue it wherever the suite runs.
#[cfg(target_os = "linux")]
#[test]
fn a_suspended_game_stops_with_its_save_and_plays_on_when_continued() {
    use std::os::unix::process::CommandExt;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let reference = tempfile::tempdir().unwrap();
    let expected = position_after(reference.path(), SEED, "left\nup\n");
    let mut command = command(dir.path(), SEED);
    command.stderr(Stdio::null()).process_group(0);
    let mut game = LineGame::spawn(command);
    assert!(game.next_line().starts_with("New game"));
    answer(&mut game, "left", |l| l.contains("Left"));
    game.signal("TSTP");
    let deadline = Instant::now() + Duration::from_secs(20);
    while process_state(game.pid()) != 'T' {
        assert!(Instant::now() < deadline, "the game did not stop");
        std::thread::sleep(Duration::from_millis(10));
    }
    let saved = std::fs::read_to_string(dir.path().join("game.json")).unwrap();
    assert!(saved.contains("\"moves\""), "{saved}");
    game.signal("CONT");
    answer(&mut game, "up", |l| l.contains("Up"));
    assert_eq!(
        answer(&mut game, "position", |l| l.starts_with("Position: ")),
        format!("Position: {expected}")
    );
    assert_eq!(game.quit(), Some(0));
}

/// A game in a session of its own (as a terminal or a desktop launcher
/// starts it) could never be continued once stopped: SIGTSTP from outside
/// leaves it playing, with one line saying so, its save still flushed.
#[cfg(target_os = "linux")]
#[test]
fn a_game_nothing_could_continue_says_it_cannot_suspend_and_plays_on() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let reference = tempfile::tempdir().unwrap();
    let expected = position_after(reference.path(), SEED, "left\nup\n");
    let mut command = command(dir.path(), SEED);
    command.stderr(Stdio::null());
    // SAFETY: setsid is async-signal-safe and touches only the child.
    unsafe {
        command.pre_exec(|| {
            if libc::setsid() < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut game = LineGame::spawn(command);
    assert!(game.next_line().starts_with("New game"));
    assert!(game.ask("left").contains("Left"));
    game.signal("TSTP");
    assert_eq!(
        game.next_line(),
        "Suspending is not available here; playing on."
    );
    assert_ne!(process_state(game.pid()), 'T', "the game stopped");
    assert!(game.ask("up").contains("Up"));
    assert_eq!(game.ask("position"), format!("Position: {expected}"));
    assert_eq!(game.quit(), Some(0));
}

#[test]
fn sigterm_and_sighup_exit_cleanly_with_a_resumable_save() {
    for signal in ["TERM", "HUP", "INT"] {
        let dir = tempfile::tempdir().unwrap();
        let reference = tempfile::tempdir().unwrap();
        let expected = position_after(reference.path(), SEED, "left\n");
        let mut game = running(dir.path(), SEED);
        game.next_line();
        answer(&mut game, "left", |l| l.contains("Left:"));
        game.signal(signal);
        assert_eq!(game.wait_exit(), Some(0), "{signal}");
        let out = play(dir.path(), &[], "position\nquit\n");
        assert_eq!(
            line_of(&out, "Position: "),
            format!("Position: {expected}"),
            "{signal}"
        );
    }
}

#[track_caller]
fn check_damaged(contents: &[u8], reason: &str) {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    std::fs::write(&save, contents).unwrap();
    let out = play(dir.path(), &[], "score\nquit\n");
    let kept = dir.path().join("game.json.bad-1");
    let notice = format!(
        "The saved game could not be used ({reason}); it is kept as {}. Starting a new game.",
        kept.display()
    );
    // The notice, in lines of at most 80 columns, then the new game.
    let lines = out.iter().position(|l| l.starts_with("New game, 4 by 4"));
    let lines = lines.unwrap_or_else(|| panic!("{out:?}"));
    assert_eq!(out[..lines].join(" "), notice);
    assert!(
        out.iter()
            .all(|l| l.chars().count() <= 80 || !l.contains(' '))
    );
    assert_eq!(std::fs::read(&kept).unwrap(), contents);
    // The new game took the damaged one's place as it opened.
    let saved: serde_json::Value = serde_json::from_slice(&std::fs::read(&save).unwrap()).unwrap();
    assert_eq!(saved["moves"], 0, "{saved}");
}

#[test]
fn damaged_saves_are_set_aside_with_one_line() {
    check_damaged(b"", "it is empty");
    check_damaged(
        b"{\"format\": \"accessible-2048 save\", \"vers",
        "it was cut short",
    );
    check_damaged(b"\x00\x01\xff garbage", "it is damaged");
    check_damaged(
        b"{\"format\": \"accessible-2048 save\", \"version\": 99}",
        "it comes from a newer version of the game",
    );
    check_damaged(b"[1, 2, 3]", "it is damaged");
}

#[test]
fn a_wrong_board_in_a_save_names_the_field() {
    let dir = tempfile::tempdir().unwrap();
    play(dir.path(), SEED, "left\n");
    let save = dir.path().join("game.json");
    let good = std::fs::read_to_string(&save).unwrap();
    let bad = good.replacen("\"board\": \"", "\"board\": \"3 ", 1);
    assert_ne!(good, bad, "the save holds a board");
    std::fs::write(&save, &bad).unwrap();
    let out = play(dir.path(), &[], "quit\n");
    let text = out.join(" ");
    assert!(
        text.starts_with("The saved game could not be used (it is damaged: "),
        "{out:?}"
    );
    assert!(text.contains("board"), "{out:?}");
}

#[test]
fn an_unusable_data_directory_is_said_once_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let data_dir = file.join("data");
    let out = play(&data_dir, SEED, "left\nup\nright\nquit\n");
    let said = out
        .iter()
        .filter(|l| l.starts_with("Progress cannot be saved"))
        .count();
    assert_eq!(said, 1, "{out:?}");
    assert!(out.iter().any(|l| l.contains("Up:")), "{out:?}");
    assert!(out.last().unwrap().starts_with("Goodbye"));
}

#[test]
fn game_over_clears_the_save_and_keeps_the_best_score() {
    let dir = tempfile::tempdir().unwrap();
    // Only a slide right is possible, and it ends the game.
    let board = "2 4 2 4/4 2 4 2/2 4 2 4/8 16 8 0";
    let out = play(dir.path(), &["--board", board, "--seed", "9"], "right\n");
    assert!(out.iter().any(|l| l.starts_with("Game over")), "{out:?}");
    assert!(!dir.path().join("game.json").exists());
    let records = std::fs::read_to_string(dir.path().join("records.json")).unwrap();
    assert!(records.contains("\"highest_tile\": 16"), "{records}");
    let again = play(dir.path(), &[], "best\nquit\n");
    assert!(again[0].starts_with("New game"), "{again:?}");
    assert_eq!(again[1], "Best score 0, highest tile ever 16.");
}

/// A board where one slide left makes 2048 (score 2048) and play goes on.
const TWO_1024: &str = "1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0";
const BEST_2048: &str = "Best score 2048, highest tile ever 2048.";

/// The best-score line of a new game started with `args` in `data_dir`.
fn best_in_a_new_game(data_dir: &Path, args: &[&str]) -> String {
    let out = play(data_dir, args, "best\nquit\n");
    out.iter()
        .find(|l| l.starts_with("Best"))
        .unwrap_or_else(|| panic!("no best line in {out:?}"))
        .clone()
}

#[test]
fn a_game_left_by_end_of_input_or_a_signal_counts_for_the_best_score() {
    let start: &[&str] = &["--seed", "1", "--board", TWO_1024];
    // End of input, no quit.
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), start, "left\n");
    assert!(out.iter().any(|l| l.contains("Left:")), "{out:?}");
    assert_eq!(best_in_a_new_game(dir.path(), &["--new"]), BEST_2048);

    for signal in ["TERM", "HUP", "INT"] {
        let dir = tempfile::tempdir().unwrap();
        let mut game = running(dir.path(), start);
        game.next_line();
        answer(&mut game, "left", |l| l.contains("Left:"));
        game.signal(signal);
        assert_eq!(game.wait_exit(), Some(0), "{signal}");
        assert_eq!(
            best_in_a_new_game(dir.path(), &["--new"]),
            BEST_2048,
            "{signal}"
        );
    }
}

#[test]
fn a_saved_game_replaced_by_a_new_one_counts_for_the_best_score() {
    let start: &[&str] = &["--seed", "1", "--board", TWO_1024];
    let replacements: [&[&str]; 4] = [
        &["--new"],
        &["--seed", "3"],
        &["--board", "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2"],
        &["--size", "5"],
    ];
    for replacement in replacements {
        // Killed at once after the move: only the save knows of the game.
        let dir = tempfile::tempdir().unwrap();
        let mut game = running(dir.path(), start);
        game.next_line();
        answer(&mut game, "left", |l| l.contains("Left:"));
        game.signal("KILL");
        game.wait_exit();
        assert!(dir.path().join("game.json").exists(), "{replacement:?}");
        assert_eq!(
            best_in_a_new_game(dir.path(), replacement),
            BEST_2048,
            "{replacement:?}"
        );
        // Counted once: resumed and played on, it is still one best score.
        assert_eq!(
            best_in_a_new_game(dir.path(), &[]),
            BEST_2048,
            "{replacement:?}"
        );
    }
}

#[test]
fn a_resumed_game_is_counted_once_however_often_it_is_left() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &["--seed", "1", "--board", TWO_1024], "left\n");
    assert!(out.iter().any(|l| l.contains("Left:")), "{out:?}");
    // Resumed, left again by end of input, then finished by quitting.
    let again = play(dir.path(), &[], "best\n");
    assert!(again[0].starts_with("Saved game resumed"), "{again:?}");
    assert!(again.iter().any(|l| l == BEST_2048), "{again:?}");
    let last = play(dir.path(), &[], "best\nquit\n");
    assert!(last.iter().any(|l| l == BEST_2048), "{last:?}");
    let records = std::fs::read_to_string(dir.path().join("records.json")).unwrap();
    assert!(records.contains("\"best_score\": 2048"), "{records}");
}

/// A board without tiles never ends (no slide changes it, so no tile
/// comes): `--board` refuses it, and a save holding one is set aside as
/// damaged, as any other impossible save.
#[test]
fn an_empty_board_is_no_game() {
    let dir = tempfile::tempdir().unwrap();
    for empty in ["0 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", ". . ./. . ./. . ."] {
        let run = run_with_input(command(dir.path(), &["--board", empty]), b"");
        let stderr = run.stderr;
        assert_eq!(run.code, Some(2), "{empty}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("bad --board: no tiles"), "{stderr}");
    }
    assert!(!dir.path().join("game.json").exists());

    play(dir.path(), SEED, "left\n");
    let save = dir.path().join("game.json");
    let good = std::fs::read_to_string(&save).unwrap();
    let start = good.find("\"board\": \"").expect("the save holds a board") + 10;
    let end = start + good[start..].find('"').unwrap();
    let empty = good[start..end].replace(|c: char| c.is_ascii_digit() && c != '0', "0");
    let bad = format!(
        "{}{}{}",
        &good[..start],
        empty.replace("00", "0"),
        &good[end..]
    );
    std::fs::write(&save, &bad).unwrap();
    let out = play(dir.path(), &[], "quit\n");
    let text = out.join(" ");
    assert!(
        text.starts_with("The saved game could not be used (it is damaged: board"),
        "{out:?}"
    );
    assert!(text.contains("no tiles"), "{out:?}");
    line_of(&out, "New game, 4 by 4");
}
