//! The braille display against the real thing: BRLTTY 6.5's Virtual driver
//! as the display (tests/common/virtual_braille.rs), the game's BrlAPI
//! client loaded at run time. Text and the board line are read back as
//! BRLTTY shows them, the cursor's dots 7 and 8 from the cells' dots, keys
//! sent from the display come back as the game's keys, and the display is
//! given back when dropped, when a process holding it gets SIGTERM or
//! panics; a BRLTTY that stops mid-game, no server and a server that never
//! answers are error values, not hangs.
#![cfg(target_os = "linux")]

mod common;
#[path = "common/virtual_braille.rs"]
mod virtual_braille;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use accessible_2048::braille::board_line::BoardLine;
use accessible_2048::braille::{BrailleKey, BrailleProblem, Display};
use accessible_2048::engine::{Board, Cell};
use virtual_braille::VirtualBraille;

const SHOWN: Duration = Duration::from_secs(5);

fn open(virtual_braille: &VirtualBraille) -> Display {
    Display::open_at(Some(&virtual_braille.host()), &[]).expect("the virtual display opens")
}

#[test]
fn text_is_shown_and_read_back_at_14_40_and_80_cells() {
    for cells in [14, 40, 80] {
        let Some(mut virtual_braille) = VirtualBraille::start(cells) else {
            return;
        };
        let mut display = open(&virtual_braille);
        assert_eq!(display.width(), cells);
        let text = "New 8 A1, left.";
        display.show_text(text).unwrap();
        let shown = virtual_braille
            .wait_for(&text[..text.len().min(cells)], SHOWN)
            .unwrap();
        assert_eq!(shown.braille.len(), cells, "{shown:?}");
        assert_eq!(shown.marked_cells(), Vec::<usize>::new(), "{shown:?}");
        // Longer text is cut at the width, not wrapped.
        let long = "x".repeat(cells + 5);
        display.show_text(&long).unwrap();
        virtual_braille.wait_for(&"x".repeat(cells), SHOWN).unwrap();
    }
}

#[test]
fn the_board_line_shows_with_dots_7_and_8_under_the_cursor_cell() {
    let board = Board::parse("2 4 8 16/32 64 128 256/512 1024 2048 0/0 0 0 2").unwrap();
    let cases: &[(usize, &str, &str, usize)] = &[
        (40, "B2", "1234/5678/9ab /   1", 6),
        (40, "D4", "1234/5678/9ab /   1", 18),
        (14, "A1", "1234/5678/9ab", 0),
        (14, "D4", "   1", 3),
        (80, "C3", "1234/5678/9ab /   1", 12),
    ];
    for (cells, at, text, mark) in cases {
        let Some(mut virtual_braille) = VirtualBraille::start(*cells) else {
            return;
        };
        let mut display = open(&virtual_braille);
        let line = BoardLine::new(&board, at.parse::<Cell>().unwrap(), *cells);
        assert_eq!(line.text.trim_end(), *text);
        display.show_board(&line).unwrap();
        let shown = virtual_braille.wait_for(text, SHOWN).unwrap();
        assert_eq!(
            shown.marked_cells(),
            vec![*mark],
            "{at} on {cells}: {shown:?}"
        );
    }
}

#[test]
fn keys_from_the_display_reach_the_game() {
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        return;
    };
    let mut display = open(&virtual_braille);
    display.show_text("Keys.").unwrap();
    virtual_braille.wait_for("Keys.", SHOWN).unwrap();
    // BRLTTY 6.5's Virtual driver passes its number through as BRLTTY's
    // column, which counts from 0, but refuses `route 0` (its README
    // counts cells from 1): the leftmost cell cannot be routed through it.
    let cases: &[(&str, BrailleKey)] = &[
        ("route 1", BrailleKey::Route(1)),
        ("route 6", BrailleKey::Route(6)),
        ("route 39", BrailleKey::Route(39)),
        ("fwinrt", BrailleKey::PanRight),
        ("fwinlt", BrailleKey::PanLeft),
        ("lnup", BrailleKey::LineUp),
        ("lndn", BrailleKey::LineDown),
        // Dots 2-4-5, j: slide left, as J does.
        ("passdots 26", BrailleKey::Char('j')),
        ("passchar 0x6b", BrailleKey::Char('k')),
    ];
    for (sent, expected) in cases {
        virtual_braille.send(sent);
        let key = display.read_key(SHOWN).unwrap();
        assert_eq!(key, Some(*expected), "{sent}");
    }
    assert_eq!(display.read_key(Duration::from_millis(50)).unwrap(), None);
}

#[test]
fn the_display_is_given_back_when_dropped() {
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        return;
    };
    let before = virtual_braille.first.visual.trim_end().to_string();
    let mut display = open(&virtual_braille);
    display.show_text("Held.").unwrap();
    virtual_braille.wait_for("Held.", SHOWN).unwrap();
    drop(display);
    let back = virtual_braille.given_back(&before);
    assert!(
        back.is_ok(),
        "BRLTTY's own screen ({before:?}) not back: {back:?}"
    );
}

#[test]
fn a_server_that_stops_mid_game_is_an_error_value_not_a_hang() {
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        return;
    };
    let mut display = open(&virtual_braille);
    display.show_text("Playing.").unwrap();
    virtual_braille.wait_for("Playing.", SHOWN).unwrap();
    virtual_braille.kill();
    // Lost, not a wait run out (that is `Ok(None)`): no clock needed.
    let read = display.read_key(Duration::from_secs(3));
    assert!(matches!(read, Err(BrailleProblem::Lost(_))), "{read:?}");
    let write = display.show_text("Still here.");
    assert!(matches!(write, Err(BrailleProblem::Lost(_))), "{write:?}");
    drop(display);
}

#[test]
fn no_server_is_one_clear_reason() {
    // A host number no BRLTTY listens on (its socket is absent), apart
    // from the numbers the silent server below may take as this runs.
    let number = (900..945)
        .find(|n| !std::path::Path::new(&format!("/var/lib/BrlAPI/{n}")).exists())
        .unwrap();
    let host = format!(":{number}");
    let (opened, _) = guarded(move || Display::open_at(Some(&host), &[]));
    match opened {
        // The connection's own reason, not a wait run out: nothing was
        // waited for.
        Err(BrailleProblem::NoServer(reason)) => assert!(
            !reason.is_empty() && !reason.contains('\n') && !reason.starts_with("no answer"),
            "{reason:?}"
        ),
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("a display with no server"),
    }
}

#[test]
fn a_server_that_never_answers_is_given_up_on_in_time() {
    // A BrlAPI socket that takes the connection and never says a word.
    let (number, listener) = (945..990)
        .find_map(|n| {
            let socket = format!("/var/lib/BrlAPI/{n}");
            if std::path::Path::new(&socket).exists() {
                return None;
            }
            std::os::unix::net::UnixListener::bind(&socket)
                .ok()
                .map(|l| (n, l))
        })
        .unwrap();
    let host = format!(":{number}");
    let budget = Duration::from_millis(500);
    let (opened, took) = guarded(move || Display::open_within(Some(&host), &[], budget));
    let _ = std::fs::remove_file(format!("/var/lib/BrlAPI/{number}"));
    drop(listener);
    // Given up on because its budget ran out (the reason says so), and not
    // before: a lower bound, which a busy machine cannot break. How soon
    // after the budget is the machine's; the guard only stops a hang.
    match opened {
        Err(BrailleProblem::NoServer(reason)) => {
            assert_eq!(reason, "no answer within 500 ms")
        }
        other => panic!("{:?}", other.err()),
    }
    assert!(took >= budget, "gave up after {took:?}, before its budget");
}

/// Runs `open` on a thread of its own and returns what it gave and how
/// long it took; fails, rather than hangs, if it has not returned by
/// `common::RUN_DEADLINE`, a guard far past what any opening takes, not a
/// bound on it.
fn guarded(
    open: impl FnOnce() -> Result<Display, BrailleProblem> + Send + 'static,
) -> (Result<Display, BrailleProblem>, Duration) {
    let (sender, receiver) = std::sync::mpsc::channel();
    let started = Instant::now();
    std::thread::spawn(move || {
        let _ = sender.send(open());
    });
    let opened = receiver
        .recv_timeout(common::RUN_DEADLINE)
        .unwrap_or_else(|_| panic!("still opening after {:?}", common::RUN_DEADLINE));
    (opened, started.elapsed())
}

#[test]
fn open_within_opens_a_display_that_answers() {
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        return;
    };
    let host = virtual_braille.host();
    let mut display = Display::open_within(Some(&host), &[], Duration::from_secs(5)).unwrap();
    display.show_text("Opened in time.").unwrap();
    virtual_braille.wait_for("Opened in time.", SHOWN).unwrap();
}

/// Run as its own process by the SIGTERM test: holds the display
/// `BRLAPI_HOST` names, showing `BRAILLE_HOLD_TEXT`, until SIGTERM, then
/// gives it back and ends normally.
#[test]
fn hold_display_until_sigterm() {
    let Ok(text) = std::env::var("BRAILLE_HOLD_TEXT") else {
        return;
    };
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGTERM, stop.clone()).unwrap();
    let mut display = Display::open().expect("BRLAPI_HOST's display");
    display.show_text(&text).unwrap();
    println!("holding");
    if std::env::var("BRAILLE_HOLD_PANIC").is_ok() {
        panic!("a crash while holding the display");
    }
    while !stop.load(std::sync::atomic::Ordering::SeqCst) {
        let _ = display.read_key(Duration::from_millis(50));
    }
    drop(display);
    println!("given back");
}

/// The test binary itself, re-run to hold the display of `virtual_braille`
/// (and to panic while holding it, if asked).
fn holder(virtual_braille: &VirtualBraille, panic: bool) -> std::process::Child {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([
            "--exact",
            "hold_display_until_sigterm",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env("BRLAPI_HOST", virtual_braille.host())
        .env("BRAILLE_HOLD_TEXT", "Held by another process.")
        .env_remove("WINDOWPATH")
        .env_remove("XDG_VTNR")
        .env_remove("WINDOWID")
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    if panic {
        command.env("BRAILLE_HOLD_PANIC", "1");
    }
    command.spawn().unwrap()
}

#[test]
fn the_display_is_given_back_after_a_panic() {
    if std::env::var("BRAILLE_HOLD_TEXT").is_ok() {
        return;
    }
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        return;
    };
    let before = virtual_braille.first.visual.trim_end().to_string();
    let mut holder = holder(&virtual_braille, true);
    virtual_braille
        .wait_for("Held by another process.", SHOWN)
        .unwrap();
    let back = virtual_braille.given_back(&before);
    let status = holder.wait().unwrap();
    assert!(
        back.is_ok(),
        "BRLTTY's own screen ({before:?}) not back: {back:?}"
    );
    assert!(!status.success(), "{status}");
}

#[test]
fn the_display_is_given_back_on_sigterm() {
    if std::env::var("BRAILLE_HOLD_TEXT").is_ok() {
        return;
    }
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        return;
    };
    let before = virtual_braille.first.visual.trim_end().to_string();
    let mut holder = holder(&virtual_braille, false);
    let mut out = BufReader::new(holder.stdout.take().unwrap());
    virtual_braille
        .wait_for("Held by another process.", SHOWN)
        .unwrap();
    // SAFETY: a signal to our own child, by its pid.
    unsafe { libc::kill(holder.id() as i32, libc::SIGTERM) };
    let back = virtual_braille.given_back(&before);
    let status = holder.wait().unwrap();
    let mut said = String::new();
    while out.read_line(&mut said).unwrap_or(0) > 0 {}
    assert!(
        back.is_ok(),
        "BRLTTY's own screen ({before:?}) not back: {back:?}"
    );
    assert!(status.success(), "{status}: {said}");
    assert!(said.contains("given back"), "{said}");
}
