//! Latency from a key event to the finished announcement line, in-process:
//! a crossterm key event goes through `command_for_key` and
//! `Controller::handle`, which formats the line with Fluent, hands it to the
//! sink (`Collected`) and to the speaker (`Recorder`, or `Silent` as with
//! `--no-speech`). Every event is timed on its own; the harness prints p50,
//! p90, p99, p99.9 and the maximum. The target is well under 1 ms at p99.
//!
//! Run with `cargo bench --bench key_to_line` (`-- --events N` for more or
//! fewer timed events).

use std::hint::black_box;
use std::time::{Duration, Instant};

use accessible_2048::engine::{Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::CellStyle;
use accessible_2048::play::{Collected, Controller, InputMode, Opening, Parts, Session};
use accessible_2048::speech::{Recorder, Silent, Speaker};
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use accessible_2048::terminal::command_for_key;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A fresh controller after this many events, so the collected lines stay
/// bounded (building it is not timed).
const ROUND: usize = 5_000;
const WARM_UP: usize = 2_000;

/// What a player presses: slides, cursor moves, score, reading keys.
fn keys() -> Vec<KeyEvent> {
    let shift = KeyModifiers::SHIFT;
    let none = KeyModifiers::NONE;
    [
        (KeyCode::Left, shift),
        (KeyCode::Right, none),
        (KeyCode::Down, shift),
        (KeyCode::Down, none),
        (KeyCode::Right, shift),
        (KeyCode::Char('s'), none),
        (KeyCode::Up, shift),
        (KeyCode::Left, none),
        (KeyCode::Enter, none),
        (KeyCode::Up, none),
        (KeyCode::Char('r'), none),
        (KeyCode::Char('b'), none),
        (KeyCode::Char('x'), none),
        (KeyCode::Char(' '), none),
    ]
    .into_iter()
    .map(|(code, modifiers)| KeyEvent::new(code, modifiers))
    .collect()
}

fn controller(seed: u64, speaker: Box<dyn Speaker>) -> Controller {
    let game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("default config");
    let session = Session::new(
        game,
        Some(seed),
        Pcg32::new(seed, 0x5eed),
        CellStyle::default(),
        InputMode::Keys,
    );
    let mut controller = Controller::new(Parts::new(
        session,
        Localizer::new(&LOCALES[0]),
        speaker,
        Box::new(Collected::default()),
    ));
    let opening = controller.session().opening(Opening::New);
    controller.outputs().announce(&[opening]);
    controller
}

/// Times `events` key presses, one by one.
fn measure(
    keys: &[KeyEvent],
    events: usize,
    make_speaker: &dyn Fn() -> Box<dyn Speaker>,
) -> Vec<Duration> {
    let new_game = KeyEvent::new(KeyCode::Char('n'), KeyModifiers::NONE);
    let mut times = Vec::with_capacity(events);
    let mut seed = 1;
    let mut done = 0;
    while done < WARM_UP + events {
        let mut controller = controller(seed, make_speaker());
        seed += 1;
        for key in keys.iter().cycle().take(ROUND) {
            // A finished game starts again (N needs no question then).
            let key = if controller.session().classic().unwrap().is_over() {
                new_game
            } else {
                *key
            };
            let start = Instant::now();
            if let Some(command) = command_for_key(black_box(key)) {
                black_box(controller.handle(command));
            }
            let took = start.elapsed();
            if done >= WARM_UP && times.len() < events {
                times.push(took);
            }
            done += 1;
        }
    }
    times
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort_unstable();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{name:<28} events {:>7}  p50 {:>7.1} µs  p90 {:>7.1} µs  p99 {:>7.1} µs  p99.9 {:>7.1} µs  max {:>8.1} µs",
        times.len(),
        us(nearest_rank(&times, 50.0).unwrap_or_default()),
        us(nearest_rank(&times, 90.0).unwrap_or_default()),
        us(nearest_rank(&times, 99.0).unwrap_or_default()),
        us(nearest_rank(&times, 99.9).unwrap_or_default()),
        us(*times.last().expect("at least one event")),
    );
}

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let mut events = 100_000;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--events" {
            events = args
                .next()
                .and_then(|n| n.parse().ok())
                .expect("--events takes a number");
        }
        // Other arguments (such as cargo's --bench) are ignored.
    }
    let events = events.max(1);
    println!("key event -> finished announcement line (command_for_key + Controller::handle)");
    let all = keys();
    let slides: Vec<KeyEvent> = all
        .iter()
        .copied()
        .filter(|k| k.modifiers.contains(KeyModifiers::SHIFT))
        .collect();
    let recorder = || Box::new(Recorder::new()) as Box<dyn Speaker>;
    let silent = || Box::new(Silent::chosen(50)) as Box<dyn Speaker>;
    report("mixed keys, Recorder", measure(&all, events, &recorder));
    report("mixed keys, Silent", measure(&all, events, &silent));
    report(
        "Shift+arrows, Recorder",
        measure(&slides, events, &recorder),
    );
}
