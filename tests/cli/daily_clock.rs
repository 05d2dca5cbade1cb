//! Key 0 (line word `daily`) reads the day as it is pressed, through the
//! real binary in line mode, its clock moved by the testing aid
//! `ACCESSIBLE_2048_CLOCK_FILE` (a file of seconds since 1970 rewritten
//! while the game runs): a game started before UTC midnight opens the new
//! day's daily game after it, saying that the earlier day's daily game is
//! left unfinished (whether it was left in this run or in an earlier one),
//! and `daily --share` then finds the new day's game; a clock before 1970
//! or after the year 9999 is said to be wrong.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use accessible_2048::engine::Date;
use accessible_2048::narration::{
    Announcement, Message, daily_back, daily_clock_wrong, daily_left_unfinished, daily_opening,
};
use tempfile::TempDir;

/// 2026-11-29 00:00:00 UTC, in seconds since 1970.
const MIDNIGHT: i64 = 1_795_910_400;
/// 10000-01-01 00:00:00 UTC, in seconds since 1970: past the year 9999.
const YEAR_10000: i64 = 253_402_300_800;
/// How long one answer may take on a loaded machine.
const ANSWER_WAIT: Duration = Duration::from_secs(20);

fn day(text: &str) -> Date {
    text.parse().expect("a day")
}

fn english(line: &Announcement) -> String {
    common::words().line(line)
}

/// The binary in line mode, its clock read from `clock`.
fn clock_command(args: &[&str], data: &Path, clock: &Path) -> Command {
    let mut command = common::game_command(args, data);
    command
        .arg("--no-speech")
        .arg("--line-mode")
        .env_remove("ACCESSIBLE_2048_TODAY")
        .env("ACCESSIBLE_2048_CLOCK_FILE", clock);
    command
}

fn set_clock(clock: &Path, seconds: i64) {
    std::fs::write(clock, format!("{seconds}\n")).expect("write the clock file");
}

/// A game running, typed to line by line, its lines read as they come.
struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Running {
    fn start(mut command: Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the game binary starts");
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Running {
            child,
            stdin,
            lines,
        }
    }

    fn type_only(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").expect("type a command");
        self.stdin.flush().expect("flush the command");
    }

    /// Types `command`, and gives the lines printed until one is `last`.
    #[track_caller]
    fn type_until(&mut self, command: &str, last: &str) -> Vec<String> {
        self.type_only(command);
        let deadline = Instant::now() + ANSWER_WAIT;
        let mut seen = Vec::new();
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line == last;
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(_) => break,
            }
        }
        panic!("`{command}` was not answered with {last:?}; the lines were {seen:#?}");
    }

    fn quit(mut self) {
        let _ = writeln!(self.stdin, "quit");
        drop(self.stdin);
        let deadline = Instant::now() + common::RUN_DEADLINE;
        while self.child.try_wait().expect("wait for the game").is_none() {
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the game did not quit");
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

#[test]
fn the_clock_file_tells_the_days_either_side_of_midnight() {
    assert_eq!(
        Date::from_unix_seconds(MIDNIGHT as u64),
        Some(day("2026-11-29"))
    );
    assert_eq!(
        Date::from_unix_seconds(MIDNIGHT as u64 - 1),
        Some(day("2026-11-28"))
    );
    assert_eq!(Date::from_unix_seconds(YEAR_10000 as u64), None);
    assert!(Date::from_unix_seconds(YEAR_10000 as u64 - 1).is_some());
}

#[test]
fn key_0_after_midnight_opens_the_new_days_daily_game_and_a_wrong_clock_is_said() {
    let data = TempDir::new().expect("a data directory");
    let clock = data.path().join("clock");
    set_clock(&clock, MIDNIGHT - 60);
    let (yesterday, today) = (day("2026-11-28"), day("2026-11-29"));
    let left = english(&daily_left_unfinished(yesterday));
    let mut game = Running::start(clock_command(&["--seed", "9"], data.path(), &clock));
    // Before midnight: the day's daily game, slid once, left for the
    // ordinary game.
    let lines = game.type_until("daily", &english(&daily_opening(yesterday, None)));
    assert!(!lines.contains(&left), "{lines:#?}");
    game.type_only("left");
    game.type_until("daily", &english(&daily_back()));
    // After midnight, in the same run: the new day's daily game, the
    // earlier one said to be left unfinished, before the new day's opening.
    set_clock(&clock, MIDNIGHT + 5);
    let lines = game.type_until("daily", &english(&daily_opening(today, None)));
    assert!(lines.contains(&left), "{lines:#?}");
    // `daily --share` finds the game key 0 opened: the new day's.
    let share = common::run_with_input(
        clock_command(&["daily", "--share"], data.path(), &clock),
        b"",
    );
    assert_eq!(share.code, Some(0), "{}", share.stderr);
    let said = common::say(Message::new("share-daily").text("date", today.to_string()));
    assert!(
        share.stdout.lines().any(|line| line.contains(&said)),
        "{said:?} not in {}",
        share.stdout
    );
    // Back to the ordinary game, and the daily game asked for with the
    // clock set before 1970, then after the year 9999: the clock is said
    // to be wrong, and the ordinary game stays at hand.
    game.type_until("daily", &english(&daily_back()));
    for (seconds, before_1970) in [
        (-100, true),
        (YEAR_10000, false),
        (YEAR_10000 + 86_400, false),
    ] {
        set_clock(&clock, seconds);
        let lines = game.type_until("daily", &english(&daily_clock_wrong(before_1970)));
        let elsewhere = [daily_opening(today, None), daily_back()].map(|line| english(&line));
        assert!(
            lines.iter().all(|line| !elsewhere.contains(line)),
            "{lines:#?}"
        );
    }
    // With the clock right again, key 0 opens today's game, resumed.
    set_clock(&clock, MIDNIGHT + 60);
    let lines = game.type_until("daily", &english(&daily_opening(today, None)));
    assert!(!lines.contains(&left), "{lines:#?}");
    game.quit();
}

#[test]
fn a_daily_game_left_before_midnight_in_an_earlier_run_is_said_left_unfinished() {
    let data = TempDir::new().expect("a data directory");
    let clock = data.path().join("clock");
    set_clock(&clock, MIDNIGHT - 60);
    let (yesterday, today) = (day("2026-11-28"), day("2026-11-29"));
    let before = common::run_with_input(
        clock_command(&["daily"], data.path(), &clock),
        b"left\nquit\n",
    );
    assert_eq!(before.code, Some(0), "{}", before.stderr);
    assert!(
        before
            .lines()
            .contains(&english(&daily_opening(yesterday, None)))
    );
    set_clock(&clock, MIDNIGHT + 5);
    let after = common::run_with_input(
        clock_command(&["--seed", "9"], data.path(), &clock),
        b"daily\nquit\n",
    );
    assert_eq!(after.code, Some(0), "{}", after.stderr);
    let lines = after.lines();
    let left = english(&daily_left_unfinished(yesterday));
    let opening = english(&daily_opening(today, None));
    let at = |line: &str| lines.iter().position(|l| l == line);
    assert!(
        at(&left) < at(&opening) && at(&left).is_some(),
        "{lines:#?}"
    );
}

#[test]
fn with_a_wrong_clock_from_the_start_key_0_says_the_clock_is_wrong() {
    let data = TempDir::new().expect("a data directory");
    let clock = data.path().join("clock");
    for (seconds, before_1970) in [(-1, true), (YEAR_10000, false)] {
        set_clock(&clock, seconds);
        let run = common::run_with_input(
            clock_command(&["--seed", "9"], data.path(), &clock),
            b"daily\nquit\n",
        );
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert!(
            run.lines()
                .contains(&english(&daily_clock_wrong(before_1970))),
            "{}",
            run.stdout
        );
    }
}
