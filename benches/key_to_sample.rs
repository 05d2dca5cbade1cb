//! Latency from a key event to the first sample of its earcon handed to the
//! audio device, in-process: a crossterm key event goes through
//! `command_for_key` and `Controller::handle`, whose sound output sends the
//! answer's events to the player thread, which synthesizes the cue and
//! hands it to rodio; the time is taken when the device's callback pulls
//! the cue's first sample through the mixer. Prints p50, p90, p99 and the
//! maximum. The target is p99 under 20 ms.
//!
//! Run with `cargo bench --bench key_to_sample`. By default the default ALSA
//! device is ALSA's file plugin writing to /dev/null (set up in a scratch
//! `HOME`, so it runs on machines without a sound card, as CI is); pass
//! `-- --real-device` to use the machine's own default output, and
//! `-- --events N` for more or fewer timed key presses.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use accessible_2048::engine::{Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::CellStyle;
use accessible_2048::play::{Collected, Controller, InputMode, Parts, Session, SoundOutput};
use accessible_2048::sound::{Player, SoundSettings};
use accessible_2048::speech::Silent;
use accessible_2048::subcommands::timing::{PERCENTILE_DEFINITION, nearest_rank};
use accessible_2048::terminal::command_for_key;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const WARM_UP: usize = 50;
/// The longest a cue may take to reach the device before it counts as lost.
const LOST_AFTER: Duration = Duration::from_secs(2);

/// Keys that always make a sound: cursor moves (and edge bumps), slides (or
/// "nothing moved"), hearing the row.
fn keys() -> Vec<KeyEvent> {
    let shift = KeyModifiers::SHIFT;
    let none = KeyModifiers::NONE;
    [
        (KeyCode::Right, none),
        (KeyCode::Left, shift),
        (KeyCode::Down, none),
        (KeyCode::Down, shift),
        (KeyCode::Left, none),
        (KeyCode::Right, shift),
        (KeyCode::Up, none),
        (KeyCode::Up, shift),
        (KeyCode::Char('\\'), none),
    ]
    .into_iter()
    .map(|(code, modifiers)| KeyEvent::new(code, modifiers))
    .collect()
}

fn controller(seed: u64, output: SoundOutput) -> Controller {
    let game = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).expect("default config");
    let session = Session::new(
        game,
        Some(seed),
        Pcg32::new(seed, 0x5eed),
        CellStyle::default(),
        InputMode::Keys,
    );
    let mut parts = Parts::new(
        session,
        Localizer::new(&LOCALES[0]),
        Box::new(Silent::chosen(50)),
        Box::new(Collected::default()),
    );
    parts.outputs.events.push(Box::new(output));
    Controller::new(parts)
}

/// Points the default ALSA device at the file plugin writing to /dev/null,
/// through a scratch `HOME`.
fn capture_to_null() -> tempfile::TempDir {
    let home = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        home.path().join(".asoundrc"),
        "pcm.!default { type file; slave.pcm \"null\"; file \"/dev/null\"; format \"raw\" }\n",
    )
    .expect("write .asoundrc");
    // SAFETY: nothing else runs yet: no other thread reads the environment.
    unsafe {
        std::env::set_var("HOME", home.path());
    }
    home
}

fn main() {
    println!("{PERCENTILE_DEFINITION}");
    let mut events = 2_000;
    let mut real_device = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--events" => {
                events = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--events takes a number")
            }
            "--real-device" => real_device = true,
            // Other arguments (such as cargo's --bench) are ignored.
            _ => {}
        }
    }
    let _home = (!real_device).then(capture_to_null);
    let (probe, reached) = mpsc::channel();
    let settings = SoundSettings::default();
    let player = Player::start_probed(settings, probe);
    let mut controller = controller(1, SoundOutput::with_player(player, settings));
    // The device opens on the player's thread: wait for it (not timed).
    std::thread::sleep(Duration::from_millis(500));
    controller.outputs().check_outputs();

    let new_game = KeyEvent::new(KeyCode::Char('n'), KeyModifiers::NONE);
    let mut times = Vec::with_capacity(events);
    let mut lost = 0;
    for (i, key) in keys().iter().cycle().take(WARM_UP + events).enumerate() {
        // A finished game starts again (N needs no question then; it makes
        // no sound, so it is not timed).
        if controller.session().classic().is_some_and(Game::is_over) {
            controller.handle(command_for_key(new_game).expect("N is a command"));
        }
        while reached.try_recv().is_ok() {}
        let start = Instant::now();
        if let Some(command) = command_for_key(*key) {
            controller.handle(command);
        }
        match reached.recv_timeout(LOST_AFTER) {
            Ok(at) if i >= WARM_UP => times.push(at.saturating_duration_since(start)),
            Ok(_) => {}
            Err(_) => lost += 1,
        }
        // Let the cue play a little, as between a player's key presses.
        std::thread::sleep(Duration::from_millis(5));
    }
    if times.is_empty() {
        eprintln!("no sample reached the device ({lost} cues lost): is there an audio output?");
        std::process::exit(1);
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "key event -> first sample at the device ({}): events {}  p50 {:.2} ms  p90 {:.2} ms  p99 {:.2} ms  max {:.2} ms  lost {}",
        if real_device {
            "default output"
        } else {
            "ALSA file plugin to /dev/null"
        },
        times.len(),
        ms(nearest_rank(&times, 50.0).unwrap_or_default()),
        ms(nearest_rank(&times, 90.0).unwrap_or_default()),
        ms(nearest_rank(&times, 99.0).unwrap_or_default()),
        ms(*times.last().expect("at least one event")),
        lost,
    );
}
