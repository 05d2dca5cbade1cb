//! Latency from a key on a braille display to the cells it brings, through
//! BRLTTY 6.5's Virtual driver (tests/common/virtual_braille.rs) and the
//! game's BrlAPI client: the display sends a routing key over a board-line
//! cell, the client reads it ([`Display::read_key`]), moves the cursor
//! there and writes the board line, and the time runs until BRLTTY has sent
//! the display the new cells. Each key is timed on its own; p50 and p99
//! with `subcommands::timing::percentile_ms`. Needs `brltty`.
//!
//! Run with `cargo bench --bench braille_key_to_cells` (`-- --keys N` for
//! more or fewer timed keys).

#[cfg(target_os = "linux")]
#[path = "../tests/common/mod.rs"]
mod common;
#[cfg(target_os = "linux")]
#[path = "../tests/common/virtual_braille.rs"]
mod virtual_braille;

#[cfg(not(target_os = "linux"))]
fn main() {
    println!("braille key to cells: BrlAPI is for Linux");
}

#[cfg(target_os = "linux")]
fn main() {
    use std::time::{Duration, Instant};

    use accessible_2048::braille::board_line::BoardLine;
    use accessible_2048::braille::{BrailleKey, Display};
    use accessible_2048::engine::{Board, Cell};
    use accessible_2048::subcommands::timing::percentile_ms;
    use virtual_braille::VirtualBraille;

    let args: Vec<String> = std::env::args().collect();
    let keys: usize = args
        .iter()
        .position(|a| a == "--keys")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let Some(mut virtual_braille) = VirtualBraille::start(40) else {
        println!("braille key to cells: skipped, brltty is not installed");
        return;
    };
    let mut display =
        Display::open_at(Some(&virtual_braille.host()), &[]).expect("the virtual display");
    let board = Board::parse("2 4 8 16/32 64 128 256/512 1024 2048 0/0 0 0 2").unwrap();
    let mut times = Vec::with_capacity(keys);
    let mut cursor = Cell::new(0, 0);
    display
        .show_board(&BoardLine::new(&board, cursor, 40))
        .unwrap();
    virtual_braille
        .next_shown(Duration::from_secs(5))
        .expect("the first board line");
    for n in 0..keys + 20 {
        // Routing keys over the board line's cells (the Virtual driver
        // cannot route the first cell), never the cursor's own.
        let line = BoardLine::new(&board, cursor, 40);
        let target = (1..19)
            .map(|k| (k + n * 5) % 18 + 1)
            .find(|&k| line.cell_at(k).is_some_and(|c| c != cursor))
            .unwrap();
        let sent = Instant::now();
        virtual_braille.send(&format!("route {target}"));
        let key = display.read_key(Duration::from_secs(5)).unwrap();
        let Some(BrailleKey::Route(at)) = key else {
            panic!("{key:?}");
        };
        cursor = line.cell_at(at).expect("a cell under the key");
        let next = BoardLine::new(&board, cursor, 40);
        display.show_board(&next).unwrap();
        let (arrived, shown) = virtual_braille
            .next_shown_timed(Duration::from_secs(5))
            .expect("cells");
        assert_eq!(shown.marked_cells(), vec![next.cursor.unwrap()]);
        if n >= 20 {
            times.push(arrived - sent);
        }
    }
    times.sort();
    println!(
        "braille key to cells (BRLTTY Virtual, 40 cells, {} keys): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        percentile_ms(&times, 50),
        percentile_ms(&times, 99),
        times.last().unwrap().as_secs_f64() * 1000.0
    );
}
