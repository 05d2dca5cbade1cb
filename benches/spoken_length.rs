//! How long the lines take to say: plays a seeded game (about 160 slides,
//! an undo every tenth slide, a cursor visit after each slide, help once)
//! in every locale at every verbosity, renders every line with espeak-ng at
//! its default rate to WAV (`espeak-ng -v VOICE -w out.wav "text"`, with the
//! locale's voice), and prints median, p90 and longest seconds per kind of
//! line (cell, slide, opening, the resumed opening, undo, each help page of
//! key play and of line mode,
//! the board early and late, the empty cells late, the game-over answer) as
//! a Markdown table; answers of several lines are timed as one text. A line's
//! duration is its WAV data bytes / (22050 × 2).
//!
//! Run with `cargo bench --bench spoken_length` (needs espeak-ng; add
//! `-- --locale es` for one locale, `-- --slides N` for another length,
//! `-- --lines KIND` to print every line of one kind with its seconds,
//! `-- --help-pages` to time only the help: per locale and input mode, the
//! number of pages, the longest page, all pages together and each page).
//! The targets: brief slides median ≤ 1.2 s and p90 ≤ 1.8 s in English,
//! median ≤ 1.5 s in every language; normal slides median ≤ 2.4 s in
//! English; opening ≤ 3.5 s, undo ≤ 3.5 s.

use std::collections::{BTreeMap, HashMap};
use std::process::Command as Process;
use std::sync::{Arc, Mutex};

use accessible_2048::command::{CursorMove, HelpTopic, Reading};
use accessible_2048::engine::{Cell, Direction, Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{CellStyle, Verbosity};
use accessible_2048::play::{
    GameChange, InputMode, Opening, Session, SessionCommand, help_pages, topic_help_pages,
};
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};

/// The seed of the measured game, and of the openings (1 to 10).
const SEED: u64 = 1;
const OPENINGS: u64 = 10;
const NEW_GAME_STREAM: u64 = 0x5eed;
/// espeak-ng writes 16-bit mono at 22050 Hz.
const BYTES_PER_SECOND: f64 = 22050.0 * 2.0;
const KINDS: [&str; 11] = [
    "cell",
    "slide",
    "opening",
    "resumed",
    "undo",
    "help page",
    "line help page",
    "board early",
    "board late",
    "empties late",
    "game over",
];

/// The espeak-ng voice of each locale.
fn voice(locale: &str) -> &'static str {
    match locale {
        "es" => "es",
        "fr" => "fr",
        "de" => "de",
        "pt-BR" => "pt-br",
        _ => "en-us",
    }
}

fn session(seed: u64, verbosity: Verbosity) -> Session {
    let game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("default game");
    Session::new(
        game,
        Some(seed),
        Pcg32::new(seed, NEW_GAME_STREAM),
        CellStyle::default(),
        InputMode::Keys,
    )
    .with_verbosity(verbosity)
}

/// The lines of the measured game, by kind, in one language.
fn lines(words: &Localizer, verbosity: Verbosity, slides: usize) -> Vec<(&'static str, String)> {
    let mut said = Vec::new();
    for seed in SEED..SEED + OPENINGS {
        let opening = session(seed, verbosity).opening(Opening::New);
        said.push(("opening", words.line(&opening)));
    }
    let mut session = session(SEED, verbosity);
    // Each help page as one text: what a press of H says.
    for page in session.help_pages() {
        let text: Vec<String> = page.iter().map(|line| words.line(line)).collect();
        said.push(("help page", text.join(" ")));
    }
    for page in help_pages(InputMode::Lines) {
        let text: Vec<String> = page.iter().map(|line| words.line(line)).collect();
        said.push(("line help page", text.join(" ")));
    }
    let joined = |lines: &[accessible_2048::narration::Announcement]| {
        lines
            .iter()
            .map(|line| words.line(line))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // A corner player: down, then left, right, up, whichever moves first.
    let order = [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ];
    let size = session.board().size();
    for n in 0..slides {
        let Some(game) = session.classic() else { break };
        if game.is_over() {
            break;
        }
        let board = game.board().clone();
        let Some(&direction) = order.iter().find(|&&d| board.can_slide(d)) else {
            break;
        };
        let answer = session.handle(SessionCommand::Slide(direction));
        if let Some(line) = answer.lines.first() {
            said.push(("slide", words.line(line)));
        }
        if n % 10 == 9 {
            let undo = session.handle(SessionCommand::Undo);
            said.push(("undo", words.line(&undo.lines[0])));
            session.handle(SessionCommand::Slide(direction));
        }
        let cell = Cell::new(n % size, (n / size) % size);
        let visit = session.handle(SessionCommand::Cursor(CursorMove::To(cell)));
        said.push(("cell", words.line(&visit.lines[0])));
        if n == 5 {
            let board = session.handle(SessionCommand::Read(Reading::Board));
            said.push(("board early", joined(&board.lines)));
        }
    }
    let board = session.handle(SessionCommand::Read(Reading::Board));
    said.push(("board late", joined(&board.lines)));
    let empties = session.handle(SessionCommand::Read(Reading::EmptyCells));
    said.push(("empties late", joined(&empties.lines)));
    said.push(("resumed", joined(&session.greeting(Opening::Resumed))));
    // Play on, any way that moves, to hear the game-over answer: its lines
    // after the slide's own.
    for _ in 0..10_000 {
        let Some(game) = session.classic() else { break };
        let board = game.board().clone();
        let Some(&direction) = order.iter().find(|&&d| board.can_slide(d)) else {
            break;
        };
        let answer = session.handle(SessionCommand::Slide(direction));
        if answer.change == GameChange::Ended {
            let mut over = answer.lines[1..].to_vec();
            over.extend(answer.closing);
            said.push(("game over", joined(&over)));
            break;
        }
    }
    said
}

/// Seconds espeak-ng takes to say `text` in `voice` at its default rate.
fn seconds(voice: &str, text: &str, file: &std::path::Path) -> f64 {
    let status = Process::new("espeak-ng")
        .args(["-v", voice, "-w"])
        .arg(file)
        .arg(text)
        .status()
        .expect("espeak-ng runs (install the espeak-ng package)");
    assert!(status.success(), "espeak-ng failed on {text:?}");
    let bytes = std::fs::metadata(file).expect("the WAV file").len();
    bytes.saturating_sub(44) as f64 / BYTES_PER_SECOND
}

/// Seconds for every distinct text, rendered on a few threads.
fn render(voice: &'static str, texts: Vec<String>) -> HashMap<String, f64> {
    let queue = Arc::new(Mutex::new(texts));
    let done = Arc::new(Mutex::new(HashMap::new()));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let workers: Vec<_> = (0..threads)
        .map(|i| {
            let queue = Arc::clone(&queue);
            let done = Arc::clone(&done);
            std::thread::spawn(move || {
                let file = std::env::temp_dir().join(format!(
                    "a2048-spoken-{}-{voice}-{i}.wav",
                    std::process::id()
                ));
                loop {
                    let Some(text) = queue.lock().unwrap().pop() else {
                        break;
                    };
                    let s = seconds(voice, &text, &file);
                    done.lock().unwrap().insert(text, s);
                }
                let _ = std::fs::remove_file(&file);
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("a rendering thread");
    }
    Arc::try_unwrap(done).unwrap().into_inner().unwrap()
}

/// Each help page's seconds, per locale, input mode and topic: what H (or
/// `help`) says at each press, every page as one text.
fn help_page_table(only: Option<&str>) {
    println!("| locale | mode | topic | pages | longest s | all pages s | each page s |");
    println!("| --- | --- | --- | ---: | ---: | ---: | --- |");
    for locale in LOCALES {
        if only.is_some_and(|o| o != locale.id) {
            continue;
        }
        let words = Localizer::new(locale);
        let modes = [(InputMode::Keys, "keys"), (InputMode::Lines, "lines")];
        for ((mode, name), topic) in modes
            .into_iter()
            .flat_map(|mode| HelpTopic::ALL.map(|topic| (mode, topic)))
        {
            let texts: Vec<String> = topic_help_pages(mode, topic)
                .iter()
                .map(|page| {
                    page.iter()
                        .map(|line| words.line(line))
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            let durations = render(voice(locale.id), texts.clone());
            let seconds: Vec<f64> = texts.iter().map(|text| durations[text]).collect();
            let each: Vec<String> = seconds.iter().map(|s| format!("{s:.1}")).collect();
            println!(
                "| {} | {name} | {topic:?} | {} | {:.2} | {:.1} | {} |",
                locale.id,
                seconds.len(),
                seconds.iter().copied().fold(0.0, f64::max),
                seconds.iter().sum::<f64>(),
                each.join(" "),
            );
        }
    }
}

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let args: Vec<String> = std::env::args().collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let only = value("--locale");
    let slides: usize = value("--slides")
        .and_then(|s| s.parse().ok())
        .unwrap_or(160);
    let shown = value("--lines");
    if args.iter().any(|a| a == "--help-pages") {
        help_page_table(only.as_deref());
        return;
    }
    println!("| locale | verbosity | kind | lines | median s | p90 s | longest s |");
    println!("| --- | --- | --- | ---: | ---: | ---: | ---: |");
    for locale in LOCALES {
        if only.as_deref().is_some_and(|o| o != locale.id) {
            continue;
        }
        let words = Localizer::new(locale);
        let voice = voice(locale.id);
        let by_level: Vec<(Verbosity, Vec<(&str, String)>)> = Verbosity::ALL
            .into_iter()
            .map(|v| (v, lines(&words, v, slides)))
            .collect();
        let mut texts: Vec<String> = by_level
            .iter()
            .flat_map(|(_, lines)| lines.iter().map(|(_, t)| t.clone()))
            .collect();
        texts.sort();
        texts.dedup();
        let durations = render(voice, texts);
        for (verbosity, lines) in &by_level {
            let mut kinds: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
            for (kind, text) in lines {
                kinds.entry(kind).or_default().push(durations[text]);
                if shown.as_deref() == Some(kind) {
                    println!("{:.2} s | {} | {text}", durations[text], verbosity);
                }
            }
            for kind in KINDS {
                let Some(values) = kinds.get_mut(kind) else {
                    continue;
                };
                values.sort_by(f64::total_cmp);
                println!(
                    "| {} | {} | {kind} | {} | {:.2} | {:.2} | {:.2} |",
                    locale.id,
                    verbosity,
                    values.len(),
                    nearest_rank(values, 50.0).unwrap_or_default(),
                    nearest_rank(values, 90.0).unwrap_or_default(),
                    values[values.len() - 1],
                );
            }
        }
    }
}
