//! Plays a step of random play through the real binary: the lines typed,
//! the command run (under strace when it is to be killed at a rename), and
//! what it answered. The day is pinned by `ACCESSIBLE_2048_TODAY`, the
//! hint's network left out.

use std::fs;
use std::process::Command;

use crate::common::{self, Run, SplitMix};
use crate::model::Model;
use crate::steps::{End, Step, Typed};

const DIRECTIONS: [&str; 4] = ["left", "right", "up", "down"];

/// Runs `step` on the model's data directory; what the binary answered.
pub fn run(model: &mut Model, step: &Step) -> Run {
    match step {
        Step::Session { daily, typed, end } => {
            let mode: &[&str] = if *daily { &["daily"] } else { &[] };
            session(model, mode, typed, *end)
        }
        Step::Seeded { typed, end } => {
            let seed = model.next_seed().to_string();
            session(model, &["--seed", &seed], typed, *end)
        }
        Step::NoMove { daily } => {
            let mode: &[&str] = if *daily { &["daily"] } else { &[] };
            session(model, mode, &[], End::Quit)
        }
        Step::Share => subcommand(model, &["share"]),
        Step::ShareDaily => subcommand(model, &["share", "--daily"]),
        Step::ReplayList => subcommand(model, &["replay", "--list"]),
        Step::Midnight => {
            model.midnight();
            Run::default()
        }
        Step::ForeignResult { tab } => {
            model.add_foreign_result(*tab);
            Run::default()
        }
        Step::DamageDailyRecord => {
            model.damage_daily_record();
            Run::default()
        }
    }
}

/// The lines a session types: the commands, then how it ends.
fn input(typed: &[Typed], end: End) -> String {
    // The score and moves at the start: what was resumed.
    let mut lines = vec!["score"];
    for command in typed {
        match command {
            Typed::Slides { seed, count } => {
                let mut random = SplitMix(*seed);
                for _ in 0..*count {
                    lines.push(DIRECTIONS[random.below(4) as usize]);
                }
            }
            Typed::Undos(count) => lines.extend((0..*count).map(|_| "undo")),
            Typed::Share => lines.push("share"),
            Typed::Daily => lines.push("daily"),
            Typed::NewGame => lines.extend(["new", "yes"]),
        }
    }
    if matches!(end, End::Quit) {
        lines.extend(["quit", "yes"]);
    }
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// A session of the game with `args`, typing `typed`, ended by `end`.
fn session(model: &Model, args: &[&str], typed: &[Typed], end: End) -> Run {
    let mut game_args: Vec<&str> = args.to_vec();
    game_args.extend(["--no-speech", "--line-mode"]);
    let game = common::game_command(&game_args, model.dir());
    let command = match end {
        End::KilledAtRename(nth) => under_strace(game, nth),
        End::Quit | End::InputClosed => game,
    };
    let run = common::run_with_input(pinned(model, command), input(typed, end).as_bytes());
    if let End::KilledAtRename(_) = end {
        return run;
    }
    assert_eq!(run.code, Some(0), "the session ends well: {}", run.stderr);
    run
}

/// `game` run under strace, killed at its `nth` rename.
fn under_strace(game: Command, nth: u8) -> Command {
    let renames = "rename,renameat,renameat2";
    let mut command = Command::new("strace");
    command
        .args(["-f", "-o", "/dev/null"])
        .args(["-e", &format!("trace={renames}")])
        .args(["-e", &format!("inject={renames}:signal=SIGKILL:when={nth}")])
        .arg(game.get_program())
        .args(game.get_args());
    for (key, value) in game.get_envs() {
        match value {
            Some(value) => command.env(key, value),
            None => command.env_remove(key),
        };
    }
    command
}

/// A subcommand run on the data directory.
fn subcommand(model: &Model, args: &[&str]) -> Run {
    model.subcommand(args)
}

/// `command` with the model's day and no network.
fn pinned(model: &Model, mut command: Command) -> Command {
    command
        .env("ACCESSIBLE_2048_TODAY", model.today().to_string())
        .env("ACCESSIBLE_2048_NETWORK", "none");
    command
}

/// The text of a file of the data directory, if it is there.
pub fn read(model: &Model, name: &str) -> Option<String> {
    fs::read(model.dir().join(name))
        .ok()
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
}
