//! `accessible-2048 replay` through the real binary, line by line: a
//! seeded game with slides and undos is played through the binary, its
//! code taken from `share`, and replayed to the end: at every move the
//! step is the game's own line from the original play after "Move K of
//! N.", and the score and the board read there are the ones the engine
//! reaches at that move; back then forward says the same move again; both
//! ends are said. A bad code, `--last` with no kept game and a `--last`
//! beyond them are one line and exit status 2; `--list` lists the kept
//! games; and a replay leaves every file of the data directory as it was.

use crate::common::{self, Binary, Run};

use std::collections::BTreeMap;
use std::path::Path;

use accessible_2048::engine::{
    Direction, Game, GameConfig, GameRecord, Origin, Pcg32, RecordedGame, Step, replay,
};
use accessible_2048::narration::{self, Announcement, CellStyle, Message};
use accessible_2048::play::{COLUMNS, fit};
use accessible_2048::share::decode;
use tempfile::TempDir;

/// The commands of a seeded game that the library finds to move: a walk
/// of slides (those that change nothing are left out, as a record leaves
/// them out) with an undo after every sixth.
fn played_script(seed: u64, slides: usize) -> (Vec<String>, GameRecord) {
    let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
    let walk = [
        Direction::Left,
        Direction::Down,
        Direction::Right,
        Direction::Down,
        Direction::Up,
    ];
    let mut script = Vec::new();
    let mut i = 0;
    while script.len() < slides && !game.game().is_over() {
        let direction = walk[i % walk.len()];
        i += 1;
        if !game.slide(direction).slide.moved() {
            continue;
        }
        script.push(direction.to_string());
        if script.len() % 6 == 0 {
            game.undo();
            script.push("undo".to_string());
        }
    }
    (script, game.record().clone())
}

fn run_game(args: &[&str], dir: &Path, script: &[String]) -> common::Run {
    let mut input = script.join("\n");
    input.push('\n');
    common::run_with_input(common::game_command(args, dir), input.as_bytes())
}

/// The binary, in English, without `--no-sound` (a subcommand that has
/// no such option) and with standard input closed.
fn plain(args: &[&str]) -> Run {
    Binary::english().args(args).run()
}

/// Plays the seeded game through the binary, quits, and returns the code
/// `share` prints for it, the lines the game printed, and the record.
fn played_and_shared(dir: &Path) -> (String, Vec<String>, GameRecord) {
    let (mut script, record) = played_script(11, 40);
    script.push("quit".to_string());
    let played = run_game(&["--seed", "11", "--no-speech"], dir, &script);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let shared = plain(&["share", "--data-dir", dir.to_str().unwrap()]);
    assert!(shared.success(), "{}", shared.stderr);
    let code = shared.stdout.lines().last().unwrap().to_string();
    (code, played.lines(), record)
}

/// The game a record reaches after its first `at` moves.
fn reached(record: &GameRecord, at: usize) -> Game {
    let cut = GameRecord {
        steps: record.steps[..at].to_vec(),
        ..record.clone()
    };
    replay(&cut).unwrap().game().clone()
}

/// A line as the game prints it, in English, fitted to 80 columns.
fn printed(line: impl Into<Announcement>) -> Vec<String> {
    fit(&common::words(), &line.into(), COLUMNS)
}

#[test]
fn every_move_of_a_replay_says_the_games_own_line_and_reads_the_position_reached() {
    let dir = TempDir::new().unwrap();
    let (code, original, record) = played_and_shared(dir.path());
    let decoded = decode(&code).unwrap();
    assert_eq!(
        decoded.record(),
        &record,
        "the binary recorded the game played"
    );
    let n = record.steps.len();
    assert!(record.steps.contains(&Step::Undo) && n > 20, "{n} moves");

    let mut script = vec!["score", "board"];
    for _ in 0..n {
        script.extend(["next", "score", "board"]);
    }
    script.extend(["next", "previous", "next", "first", "previous", "quit"]);
    let script: Vec<String> = script.into_iter().map(str::to_string).collect();
    let run = run_game(&["replay", &code, "--no-speech"], dir.path(), &script);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = run.lines();

    // A step says the move's own words first, its number after them.
    let at = |k: usize| format!(" Move {k} of {n}.");
    // The opening names no seed.
    let opening = common::say(
        Message::new("replay-start-seed")
            .num("size", 4)
            .num("steps", n as u64),
    );
    assert_eq!(lines[0], opening);

    // Each move's line, and the score and the board read after it: the
    // engine's at that move.
    let mut expected = Vec::new();
    for k in 0..=n {
        let game = reached(&record, k);
        if k > 0 {
            let stepped = lines
                .iter()
                .find(|line| line.ends_with(&at(k)))
                .unwrap_or_else(|| panic!("move {k} is said:\n{}", lines.join("\n")));
            expected.push(stepped.clone());
        }
        expected.extend(printed(narration::score(&game)));
        for row in narration::whole_board(game.board(), CellStyle::default()) {
            expected.extend(printed(row));
        }
    }
    assert!(
        common::in_order(&expected, &lines),
        "expected in order:\n{}\n\ngot:\n{}",
        expected.join("\n"),
        lines.join("\n")
    );

    // Each step's own words are the line the game said when the move was
    // played, in the same order.
    let own: Vec<String> = (1..=n)
        .map(|k| {
            let line = lines.iter().find(|line| line.ends_with(&at(k))).unwrap();
            line[..line.len() - at(k).len()].to_string()
        })
        .collect();
    assert!(
        common::in_order(&own, &original),
        "own lines:\n{}\n\noriginal:\n{}",
        own.join("\n"),
        original.join("\n")
    );
    for (k, step) in record.steps.iter().enumerate() {
        assert_eq!(
            own[k].starts_with("Undone"),
            *step == Step::Undo,
            "move {}: {}",
            k + 1,
            own[k]
        );
    }

    // The end, back and forward again, the start.
    let last = reached(&record, n);
    let end = common::say(
        Message::new(if last.is_over() {
            "replay-end-over"
        } else {
            "replay-end-stopped"
        })
        .num("score", last.score()),
    );
    let back = common::say_all(vec![
        Message::new("replay-back")
            .num("at", n as u64 - 1)
            .num("steps", n as u64),
        narration::score(&reached(&record, n - 1)),
    ]);
    let step_n = lines
        .iter()
        .find(|line| line.ends_with(&at(n)))
        .unwrap()
        .clone();
    let start = common::say(Message::new("replay-first").num("steps", n as u64));
    let tail = [
        end,
        back,
        step_n,
        start,
        common::say(Message::new("replay-goodbye")),
    ];
    assert!(
        common::in_order(&tail, &lines),
        "{tail:#?}\n\n{}",
        lines.join("\n")
    );
    assert_eq!(
        lines.iter().filter(|l| l.ends_with(&at(n))).count(),
        2,
        "the last move said twice: forward, then forward again after back"
    );
}

/// Every file under `dir`, by its path, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(next) = todo.pop() {
        for entry in std::fs::read_dir(&next).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let name = path.strip_prefix(dir).unwrap().display().to_string();
                found.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    found
}

#[test]
fn a_replay_leaves_the_players_game_records_and_statistics_as_they_were() {
    let dir = TempDir::new().unwrap();
    let (code, _, _) = played_and_shared(dir.path());
    // A game in progress is saved too.
    let playing = run_game(
        &["--seed", "5", "--no-speech"],
        dir.path(),
        &["left".into(), "down".into(), "right".into()],
    );
    assert_eq!(playing.code, Some(0), "{}", playing.stderr);
    let before = files(dir.path());
    for name in ["game.json", "records.json"] {
        assert!(before.contains_key(name), "{name} in {:?}", before.keys());
    }
    let script: Vec<String> = [
        "next", "next", "undo", "new", "yes", "left", "right", "down", "up", "end", "hint", "best",
        "stats", "quit",
    ]
    .into_iter()
    .map(str::to_string)
    .collect();
    for args in [
        vec!["replay", code.as_str(), "--no-speech"],
        vec!["replay", "--last", "--no-speech"],
    ] {
        let run = run_game(&args, dir.path(), &script);
        assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
        assert!(
            run.lines().iter().any(|l| l.contains("Move 2 of")),
            "{}",
            run.stdout
        );
        assert_same_files(&before, &files(dir.path()), &format!("{args:?}"));
    }
    let stats = plain(&["stats", "--data-dir", dir.path().to_str().unwrap()]);
    assert!(stats.success());
    assert_same_files(&before, &files(dir.path()), "stats");
}

/// The same files with the same bytes; else the names of those that
/// differ.
#[track_caller]
fn assert_same_files(
    before: &BTreeMap<String, Vec<u8>>,
    after: &BTreeMap<String, Vec<u8>>,
    what: &str,
) {
    let changed: Vec<&String> = before
        .keys()
        .chain(after.keys())
        .filter(|name| before.get(*name) != after.get(*name))
        .collect();
    assert!(
        changed.is_empty(),
        "{what} changed the data directory: {changed:?}"
    );
}

#[test]
fn a_bad_code_or_no_kept_game_is_one_line_and_exit_status_2() {
    let empty = TempDir::new().unwrap();
    let data = empty.path().to_str().unwrap();
    let table: [(&[&str], &str); 5] = [
        (&["replay", "2048notacode"], "code"),
        (&["replay", "hello"], "code"),
        (&["replay", "--data-dir", data], "give the code"),
        (
            &["replay", "--last", "--data-dir", data],
            "no finished game",
        ),
        (
            &["replay", "--last", "0", "--data-dir", data],
            "no finished game",
        ),
    ];
    for (args, said) in table {
        let output = plain(args);
        let stderr = output.stderr.clone();
        assert_eq!(output.code, Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing starts");
    }
    assert!(
        std::fs::read_dir(empty.path()).unwrap().next().is_none(),
        "nothing written"
    );
}

#[test]
fn the_kept_games_are_listed_newest_first_and_last_takes_their_number() {
    let dir = TempDir::new().unwrap();
    let data = dir.path().to_str().unwrap();
    let none = plain(&["replay", "--list", "--data-dir", data]);
    assert!(none.success());
    assert_eq!(
        none.stdout.trim(),
        common::say(Message::new("replay-list-none"))
    );
    // A random seed's 20 digits, and a short seed played longer.
    let seeds = [("18071693663070168136", 2), ("4", 6)];
    for (seed, slides) in seeds {
        let mut typed: Vec<String> = ["left", "right", "up", "down"]
            .iter()
            .cycle()
            .take(slides)
            .map(|word| word.to_string())
            .collect();
        typed.push("quit".into());
        let run = run_game(&["--seed", seed, "--no-speech"], dir.path(), &typed);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
    }
    let list = plain(&["replay", "--list", "--data-dir", data]);
    assert!(list.success());
    let listed: Vec<String> = list.stdout.lines().map(str::to_string).collect();
    assert_eq!(listed.len(), 2, "{listed:?}");
    // A screen reader reads every line: no seed's digits in it, the game
    // named by its number, day, score and moves.
    for line in &listed {
        assert!(!line.contains(seeds[0].0), "{line}");
        assert!(
            line.contains(&common::say(Message::new("replay-list-seed"))),
            "{line}"
        );
    }
    // Newest first: --last N replays the game the list's line N names
    // (its moves, and the seed's opening tiles).
    for (n, (seed, _)) in [("1", seeds[1]), ("2", seeds[0])] {
        let run = run_game(
            &["replay", "--last", n, "--no-speech"],
            dir.path(),
            &["back".into(), "quit".into()],
        );
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        let line = &listed[n.parse::<usize>().unwrap() - 1];
        assert!(line.starts_with(&format!("{n}. ")), "{listed:?}");
        let moves = line.rsplit(", ").next().unwrap().trim_end_matches('.');
        assert!(
            run.lines()[0].contains(&format!(", {moves}.")),
            "--last {n}: {moves} in {:?}",
            run.lines()[0]
        );
        // The seed is not said: the opening tiles, said at the start, are
        // the seed's.
        let seed: u64 = seed.parse().unwrap();
        let game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).unwrap();
        let tiles = common::say(narration::replay_tiles(game.board()));
        assert!(
            run.lines().contains(&tiles),
            "--last {n}: {tiles:?} in {}",
            run.stdout
        );
    }
    let beyond = plain(&["replay", "--last", "3", "--data-dir", data]);
    assert_eq!(beyond.code, Some(2));
    assert_eq!(beyond.stderr.lines().count(), 1);
}
