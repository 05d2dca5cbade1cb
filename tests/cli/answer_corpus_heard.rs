//! Every kind of answer the game gives, heard with espeak-ng in all five
//! languages through the real binary in line mode: the recorded golden
//! game (`tests/golden/line_game_keys.txt`), a daily game played to its
//! end, `share`, a replay of each shared game (the ordinary and the daily),
//! the sounds lesson, the tutorial, the coach, the practice daily (a game
//! of a day that has its result), a replay's End, 8 by 8 boards of big
//! tiles (rows, columns, the board) and `replay --list` (a line a game).
//! An answer is all the lines one command prints: in the game and the
//! replay each command is followed by an unknown word, whose one-line
//! refusal (naming the word) closes the answer before it; in the lessons,
//! where an unknown word is answered with the step again, each answer is
//! what one more command adds to the run. No line may take over 12 s to
//! say, nor any whole answer, openings included, with two exceptions: the
//! whole board (`board`, key B), and R and C on an 8 by 8 board of big
//! tiles, where a row or column is said in parts, a line each. It is a line per row, and a late game's
//! four rows take up to 16 s; it stays one answer because the player asked
//! for the whole board, the first row comes at once and each row is a line
//! of its own (under 4 s in the golden game), which a screen reader steps
//! through or the next key cuts; splitting it would make the player ask again for
//! what R already reads row by row. Its lines are held to the limit like
//! every other (see docs/decisions.md); so are the parts of a long row.
//! Answers are timed once each: those differing only in their numbers are timed once, with every number the
//! longest met at its place. Set `ACCESSIBLE_2048_SKIP_ESPEAK=1` to skip
//! the timings knowingly (the answers are still gathered).

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use accessible_2048::i18n::Locale;
use common::espeak::{self, failures_in_every_voice, seconds_to_say};
use tempfile::TempDir;

/// The longest an answer may take to say.
const LIMIT: f64 = 12.0;
/// The unknown word typed after each command to close its answer.
const CLOSER: &str = "zz";
/// The day the daily game is played.
const TODAY: &str = "2026-11-26";
/// 8 by 8 boards late on, of tiles from 512 to 32768 and from 64 to
/// 131072.
const BIG_BOARDS: [&str; 2] = [
    "512 1024 2048 4096 8192 16384 32768 512/1024 2048 4096 8192 16384 32768 512 1024/2048 4096 8192 16384 32768 512 1024 2048/4096 8192 16384 32768 512 1024 2048 4096/8192 16384 32768 512 1024 2048 4096 8192/16384 32768 512 1024 2048 4096 8192 16384/32768 512 1024 2048 4096 8192 16384 32768/0 0 512 0 1024 0 0 2048",
    "16384 32768 65536 131072 64 128 256 512/131072 65536 32768 16384 131072 65536 32768 16384/1024 2048 4096 8192 16384 32768 65536 131072/64 128 256 512 1024 2048 4096 8192/131072 131072 131072 131072 131072 131072 131072 131072/2 4 8 16 32 64 128 256/64 0 0 0 0 0 0 131072/0 0 0 0 0 0 0 0",
];
/// The seed of the ordinary games played here.
const SEED: &str = "12345678901234567890";

/// The binary's printed lines for `commands` typed in line mode in
/// `locale`, with `args` (a subcommand first).
fn printed(locale: &Locale, args: &[&str], data: &Path, commands: &[String]) -> Vec<String> {
    let mut command = common::game_command(args, data);
    command
        .args(["--no-speech", "--line-mode", "--lang", locale.id])
        .env("ACCESSIBLE_2048_TODAY", TODAY);
    let input: String = commands.iter().map(|line| format!("{line}\n")).collect();
    let run = common::run_with_input(command, input.as_bytes());
    assert_eq!(run.code, Some(0), "{} {args:?}: {}", locale.id, run.stderr);
    run.lines()
}

/// The answers to `commands`, each closed by the refusal of [`CLOSER`]
/// typed after it and paired with its command; the first is the opening
/// (its command empty), closed by one typed before the first command.
fn closed_answers(
    locale: &Locale,
    args: &[&str],
    data: &Path,
    commands: &[String],
) -> Vec<(String, Vec<String>)> {
    // One closer first, to close the opening.
    let typed: Vec<String> = std::iter::once(CLOSER.to_string())
        .chain(
            commands
                .iter()
                .flat_map(|command| [command.clone(), CLOSER.to_string()]),
        )
        .collect();
    let closes = |line: &str| {
        line.split(|c: char| !c.is_alphanumeric())
            .any(|word| word == CLOSER)
    };
    let mut answers = vec![Vec::new()];
    for line in printed(locale, args, data, &typed) {
        if closes(&line) {
            answers.push(Vec::new());
        } else {
            answers.last_mut().unwrap().push(line);
        }
    }
    let mut paired: Vec<(String, Vec<String>)> = std::iter::once(String::new())
        .chain(commands.iter().cloned())
        .zip(answers)
        .collect();
    paired.retain(|(_, answer)| !answer.is_empty());
    paired
}

/// The answers to `commands`, each what one more command adds to the run
/// (for the lessons, which answer an unknown word with the step again).
fn added_answers(
    locale: &Locale,
    args: &[&str],
    data: &Path,
    commands: &[String],
) -> Vec<(String, Vec<String>)> {
    let runs: Vec<Vec<String>> = (0..=commands.len())
        .map(|typed| printed(locale, args, data, &commands[..typed]))
        .collect();
    let mut answers = vec![(String::new(), runs[0].clone())];
    answers.extend(
        commands
            .iter()
            .zip(runs.windows(2))
            .map(|(command, pair)| (command.clone(), common::lines_added(&pair[0], &pair[1]))),
    );
    answers.retain(|(_, answer)| !answer.is_empty());
    answers
}

fn words(commands: &[&str]) -> Vec<String> {
    commands.iter().map(|command| command.to_string()).collect()
}

/// Slides round and round, `rounds` times.
fn slides(rounds: usize) -> Vec<String> {
    words(&["left", "down", "right", "up"].repeat(rounds))
}

fn golden_keys() -> Vec<String> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/line_game_keys.txt");
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// One answer: the kind of run it is from, whether it is the opening of
/// its run, the command it answers and its lines.
struct Answer {
    kind: &'static str,
    opening: bool,
    command: String,
    lines: Vec<String>,
}

/// The command whose answer is the whole board, a line per row: held
/// line by line, not as a whole (see the module's doc).
const WHOLE_BOARD: &str = "board";

/// Whether `answer` is held line by line: the whole board, and on an 8 by
/// 8 board of big tiles a row or column said in parts, a line each (a row
/// of eight tiles of five and six digits takes up to 33 s in German
/// however it is cut; each part names the cell it starts from, and the
/// next key cuts it).
fn line_by_line(answer: &Answer) -> bool {
    answer.command == WHOLE_BOARD
        || (answer.kind == "big board" && ["row", "column"].contains(&answer.command.as_str()))
}

/// Every answer of every kind in `locale`.
fn corpus(locale: &Locale) -> Vec<Answer> {
    let mut corpus = Vec::new();
    let mut add = |kind: &'static str, answers: Vec<(String, Vec<String>)>| {
        assert!(answers.len() > 1, "{} {kind}: {answers:?}", locale.id);
        corpus.extend(
            answers
                .into_iter()
                .enumerate()
                .map(|(at, (command, lines))| Answer {
                    kind,
                    opening: at == 0,
                    command,
                    lines,
                }),
        );
    };
    let data = TempDir::new().unwrap();
    let golden = ["--seed", "2048", "--new"];
    add(
        "golden game",
        closed_answers(locale, &golden, data.path(), &golden_keys()),
    );
    let mut daily = slides(600);
    daily.extend(words(&["share", "undo", "quit"]));
    add(
        "daily",
        closed_answers(locale, &["daily"], data.path(), &daily),
    );
    let shared = TempDir::new().unwrap();
    let mut game = slides(40);
    game.extend(words(&["share", "quit"]));
    add(
        "share",
        closed_answers(locale, &["--seed", SEED], shared.path(), &game),
    );
    let file = shared.path().join(format!("seed-{SEED}.txt"));
    let text = std::fs::read_to_string(&file).unwrap();
    let code = text.lines().last().unwrap();
    let steps = words(&[
        "next", "next", "next", "back", "score", "help", "next", "end", "next", "quit",
    ]);
    add(
        "replay",
        closed_answers(locale, &["replay", code], shared.path(), &steps),
    );
    // The daily game's shared result, replayed: its opening names the day.
    let daily_file = data.path().join(format!("daily-{TODAY}.txt"));
    let daily_text = std::fs::read_to_string(&daily_file)
        .unwrap_or_else(|error| panic!("{} {}: {error}", locale.id, daily_file.display()));
    let daily_code = daily_text.lines().last().unwrap();
    add(
        "daily replay",
        closed_answers(locale, &["replay", daily_code], data.path(), &steps),
    );
    // The daily game again, once its day has a result: practice, a new
    // game of the day (the day played to its end and left).
    let practice = TempDir::new().unwrap();
    let mut ended = slides(600);
    ended.push("quit".to_string());
    printed(locale, &["daily"], practice.path(), &ended);
    add(
        "practice daily",
        closed_answers(
            locale,
            &["daily"],
            practice.path(),
            &words(&["left", "quit"]),
        ),
    );
    // 8 by 8 boards of big tiles: their rows, columns and the whole board.
    let readings = words(&[
        "row",
        "column",
        "board",
        "cursor down",
        "row",
        "cursor right",
        "column",
        "quit",
    ]);
    for board in BIG_BOARDS {
        add(
            "big board",
            closed_answers(
                locale,
                &["--size", "8", "--board", board],
                data.path(),
                &readings,
            ),
        );
    }
    // `replay --list` of kept games played to their end, one of a
    // 20-digit seed: a line each, the seed never read out.
    let kept = TempDir::new().unwrap();
    let mut to_the_end = slides(600);
    to_the_end.push("quit".to_string());
    for seed in [SEED, "2048"] {
        printed(locale, &["--seed", seed, "--new"], kept.path(), &to_the_end);
    }
    let listed = printed(locale, &["replay", "--list"], kept.path(), &[]);
    add(
        "replay list",
        listed
            .into_iter()
            .map(|line| ("replay --list".to_string(), vec![line]))
            .collect(),
    );
    let mut coached = words(&["coach on"]);
    coached.extend(slides(10));
    coached.extend(words(&["coach", "coach off", "coach", "quit"]));
    add(
        "coach",
        closed_answers(locale, &["--seed", SEED, "--new"], data.path(), &coached),
    );
    let mut lesson = words(&["next", "back", "again", "xyzzy"]);
    lesson.extend(words(&["next"; 12]));
    add(
        "sounds lesson",
        added_answers(locale, &["--practice-sounds"], data.path(), &lesson),
    );
    let tutorial = words(&["cursor right", "row", "xyzzy", "up", "left", "undo", "hint"]);
    add(
        "tutorial",
        added_answers(locale, &["--tutorial"], data.path(), &tutorial),
    );
    corpus
}

/// The texts once each: those differing only in their numbers merged
/// into one, every number the longest met at its place, with the kind it
/// was first met in.
fn distinct(texts: Vec<(&'static str, String)>) -> Vec<(&'static str, String)> {
    let mut merged: BTreeMap<String, (&'static str, Vec<String>)> = BTreeMap::new();
    for (kind, text) in texts {
        let mut shape = String::new();
        let mut numbers = Vec::new();
        for (i, c) in text.char_indices() {
            if c.is_ascii_digit() {
                if !text[..i].ends_with(|d: char| d.is_ascii_digit()) {
                    shape.push('#');
                    numbers.push(String::new());
                }
                numbers.last_mut().unwrap().push(c);
            } else {
                shape.push(c);
            }
        }
        let (_, longest) = merged.entry(shape).or_insert((kind, numbers.clone()));
        for (kept, number) in longest.iter_mut().zip(numbers) {
            if number.len() > kept.len() {
                *kept = number;
            }
        }
    }
    merged
        .into_iter()
        .map(|(shape, (kind, numbers))| {
            let mut numbers = numbers.into_iter();
            let text = shape
                .chars()
                .map(|c| match c {
                    '#' => numbers.next().unwrap(),
                    c => c.to_string(),
                })
                .collect();
            (kind, text)
        })
        .collect()
}

/// How long each of `texts` takes to say in `voice`, the longest of each
/// kind and the three longest of all written out; one failure for each
/// over [`LIMIT`].
fn over_limit(
    locale: &Locale,
    voice: &str,
    what: &str,
    texts: Vec<(&'static str, String)>,
) -> Vec<String> {
    let scratch = TempDir::new().unwrap();
    let mut timed: Vec<(f64, &str, String)> = distinct(texts)
        .into_iter()
        .map(|(kind, text)| (seconds_to_say(voice, &text, scratch.path()), kind, text))
        .collect();
    timed.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut kinds: Vec<&str> = timed.iter().map(|(_, kind, _)| *kind).collect();
    kinds.sort();
    kinds.dedup();
    for kind in kinds {
        if let Some((seconds, _, text)) = timed.iter().find(|(_, k, _)| *k == kind) {
            eprintln!("{} {kind} longest {what} {seconds:.1} s: {text}", locale.id);
        }
    }
    eprintln!("{}: {} distinct {what}s timed", locale.id, timed.len());
    for (seconds, kind, text) in timed.iter().take(3) {
        eprintln!(
            "{} longest {what} {seconds:.1} s ({kind}): {text}",
            locale.id
        );
    }
    timed
        .into_iter()
        .filter(|(seconds, _, _)| *seconds > LIMIT)
        .map(|(seconds, kind, text)| format!("{} {kind} {what} {seconds:.1} s: {text}", locale.id))
        .collect()
}

fn lines_in(locale: &'static Locale, voice: &'static str) -> Vec<String> {
    let lines: Vec<(&'static str, String)> = corpus(locale)
        .into_iter()
        .flat_map(|answer| {
            let kind = answer.kind;
            answer.lines.into_iter().map(move |line| (kind, line))
        })
        .collect();
    if !espeak::ready() {
        return Vec::new();
    }
    over_limit(locale, voice, "line", lines)
}

#[test]
fn no_line_of_any_kind_of_answer_takes_over_12_seconds_in_any_language() {
    let failures = failures_in_every_voice(lines_in);
    assert!(failures.is_empty(), "{failures:#?}");
}

fn answers_in(locale: &'static Locale, voice: &'static str) -> Vec<String> {
    let answers: Vec<(&'static str, String)> = corpus(locale)
        .into_iter()
        .filter(|answer| !line_by_line(answer))
        .map(|answer| (answer.kind, answer.lines.join(" ")))
        .collect();
    if !espeak::ready() {
        return Vec::new();
    }
    over_limit(locale, voice, "answer", answers)
}

#[test]
fn the_whole_board_is_the_one_answer_held_line_by_line_and_it_is_met() {
    let boards: Vec<Answer> = corpus(&accessible_2048::i18n::LOCALES[0])
        .into_iter()
        .filter(|answer| answer.command == WHOLE_BOARD)
        .collect();
    assert!(!boards.is_empty(), "the golden game reads the board");
    for board in boards {
        match board.kind {
            "golden game" => assert_eq!(board.lines.len(), 4, "a line per row: {:?}", board.lines),
            // An 8 by 8 board of big tiles: its long rows in parts.
            "big board" => assert!(board.lines.len() > 8, "{:?}", board.lines),
            other => panic!("{other} reads the board"),
        }
    }
}

#[test]
fn every_whole_answer_is_said_within_12_seconds_in_every_language() {
    let failures = failures_in_every_voice(answers_in);
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The kinds whose every answer to a command is held to [`LIMIT`] now.
const HELD: [&str; 8] = [
    "daily",
    "share",
    "replay",
    "daily replay",
    "coach",
    "practice daily",
    "big board",
    "replay list",
];

fn played_answers_in(locale: &'static Locale, voice: &'static str) -> Vec<String> {
    let answers: Vec<(&'static str, String)> = corpus(locale)
        .into_iter()
        .filter(|answer| HELD.contains(&answer.kind) && !answer.opening && !line_by_line(answer))
        .map(|answer| (answer.kind, answer.lines.join(" ")))
        .collect();
    if !espeak::ready() {
        return Vec::new();
    }
    over_limit(locale, voice, "answer", answers)
}

#[test]
fn every_answer_to_a_command_in_the_daily_share_replay_and_coach_is_said_within_12_seconds() {
    let failures = failures_in_every_voice(played_answers_in);
    assert!(failures.is_empty(), "{failures:#?}");
}
