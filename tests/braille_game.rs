//! A deafblind player's game through the binary: BRLTTY 6.5's Virtual
//! driver as the braille display (tests/common/virtual_braille.rs), the
//! game in a tmux pane with `--braille --no-speech --no-sound` and a
//! capturing speech-dispatcher that must hear nothing, and every key from
//! the display: routing keys to cells, the board line toggled and read
//! cell by cell, slides typed on the braille keyboard until the game is
//! over, the score read. The game is mirrored by the engine from its seed,
//! so every board line expected is computed, never typed in.
//!
//! Also: the display given back on quit and on `kill -TERM`, BRLTTY
//! stopping mid-game (said once, the game plays on by keyboard), displays
//! of 14 and 80 cells (the board line pans by whole rows on 14), `braille
//! on` against a server that never answers holding no key, and the
//! time from a key on the display to the cells changing (ignored: a
//! measurement, run by hand).
#![cfg(target_os = "linux")]

mod common;
#[path = "common/virtual_braille.rs"]
mod virtual_braille;

use std::time::{Duration, Instant};

use accessible_2048::braille::answers::Answers;
use accessible_2048::braille::board_line::BoardLine;
use accessible_2048::engine::{Cell, Direction, Game, GameConfig, Pcg32};
use common::capture_speechd::CaptureSpeechd;
use common::tmux::{Game as PaneGame, Tmux};
use tempfile::TempDir;
use virtual_braille::{Shown, VirtualBraille};

const SHOWN: Duration = Duration::from_secs(10);

/// The game on a virtual display, in a pane, with speech captured.
struct Played {
    display: VirtualBraille,
    pane: Tmux,
    speechd: CaptureSpeechd,
    /// BRLTTY's own screen before the game took the display.
    before: String,
    /// The game as the binary plays it.
    mirror: Game,
    cursor: Cell,
    _dir: TempDir,
}

impl Played {
    /// `None` when BRLTTY is missing and its tests are skipped knowingly.
    fn start(cells: usize, seed: u64, extra: &[&str]) -> Option<Played> {
        let display = VirtualBraille::start(cells)?;
        let before = display.first.visual.trim_end().to_string();
        let speechd = CaptureSpeechd::start(false);
        let dir = TempDir::new().unwrap();
        let data = dir.path().join("data");
        common::past_first_start(&data);
        let mut args = vec!["--braille"];
        args.extend(extra);
        let pane = PaneGame::new(dir.path())
            .no_speech()
            .no_sound()
            .seed(seed)
            .data_dir(&data)
            .args(&args)
            .env("BRLAPI_HOST", &display.host())
            .env("SPEECHD_ADDRESS", &speechd.address())
            .after("echo \"ended $?\"; sleep 30")
            .start();
        let mirror = Game::new(GameConfig::default(), Pcg32::from_seed(seed)).unwrap();
        let mut played = Played {
            display,
            pane,
            speechd,
            before,
            mirror,
            cursor: Cell::new(0, 0),
            _dir: dir,
        };
        // The opening (its lines one answer), from its first word.
        let opening = played
            .pane
            .wait_for("the opening", |s| s.contains("Press H for help."));
        let lines: Vec<&str> = opening
            .lines()
            .skip_while(|l| !l.starts_with("New game"))
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        played.wait_lines(&lines);
        Some(played)
    }

    fn width(&self) -> usize {
        self.display.cells
    }

    /// Sends a key from the display.
    fn send(&mut self, key: &str) {
        self.display.send(key);
    }

    /// Types a character on the braille keyboard.
    fn type_char(&mut self, c: char) {
        self.send(&format!("passchar {:#x}", c as u32));
    }

    /// Waits for the display to show `text` (trailing blanks aside).
    #[track_caller]
    fn wait_shown(&mut self, text: &str) -> Shown {
        match self.display.wait_for(text, SHOWN) {
            Ok(shown) => shown,
            Err(seen) => panic!(
                "the display never showed {text:?}; it showed {seen:?}; the pane:\n{}",
                self.pane.capture()
            ),
        }
    }

    /// Waits for the display to show the start of `answer`, as a display
    /// of this width shows an answer from its first word.
    #[track_caller]
    fn wait_answer(&mut self, answer: &str) -> Shown {
        self.wait_lines(&[answer])
    }

    /// Like [`Played::wait_answer`], for an answer of several lines.
    #[track_caller]
    fn wait_lines(&mut self, lines: &[&str]) -> Shown {
        let mut answers = Answers::new();
        for (i, line) in lines.iter().enumerate() {
            if i == 0 {
                answers.push(line);
            } else {
                answers.extend_newest(line);
            }
        }
        let expected = answers.shown(self.width());
        self.wait_shown(&expected)
    }

    /// The board line expected now (on the cursor's page, or `page`).
    fn board_line(&self, page: Option<usize>) -> BoardLine {
        let board = self.mirror.board();
        match page {
            Some(page) => BoardLine::page(board, self.cursor, self.width(), page),
            None => BoardLine::new(board, self.cursor, self.width()),
        }
    }

    /// Waits for the board line expected now, its cursor cell marked.
    #[track_caller]
    fn wait_board_line(&mut self, page: Option<usize>) -> Shown {
        let line = self.board_line(page);
        let shown = self.wait_shown(line.text.trim_end());
        let marked: Vec<usize> = line.cursor.into_iter().collect();
        assert_eq!(shown.marked_cells(), marked, "{line:?} {shown:?}");
        shown
    }

    /// The answers again (line up: the board line off), and its answer,
    /// the board reading, shown. BRLTTY's Virtual driver may drop a
    /// command sent right behind another, so the next key waits for it.
    #[track_caller]
    fn board_line_off(&mut self) {
        let before = self.pane.capture().matches("Row 1").count();
        self.send("lnup");
        let screen = self
            .pane
            .wait_for("the board reading", |s| s.matches("Row 1").count() > before);
        let lines: Vec<String> = {
            let all: Vec<&str> = screen.lines().collect();
            let start = all.iter().rposition(|l| l.starts_with("Row 1")).unwrap();
            all[start..]
                .iter()
                .map(|l| l.trim().to_string())
                .filter(|l| l.starts_with("Row"))
                .collect()
        };
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        self.wait_lines(&lines);
    }

    /// The last line printed in the pane.
    fn last_printed(&self) -> String {
        self.pane
            .capture()
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty() && !l.starts_with("ended"))
            .unwrap_or_default()
            .trim()
            .to_string()
    }

    /// Waits until the pane's last line is `line`.
    #[track_caller]
    fn wait_printed(&self, what: &str, line: impl Fn(&str) -> bool) -> String {
        self.pane.wait_for(what, |_| line(&self.last_printed()));
        self.last_printed()
    }

    /// Waits for the game to end; its exit status line.
    #[track_caller]
    fn wait_ended(&self) -> String {
        let screen = self
            .pane
            .wait_for("the game's end", |s| s.contains("ended "));
        screen
            .lines()
            .find(|l| l.starts_with("ended "))
            .unwrap()
            .to_string()
    }

    /// Whether BRLTTY's own screen is back on the display.
    #[track_caller]
    fn assert_given_back(&mut self) {
        let before = self.before.clone();
        let back = self.display.given_back(&before);
        assert!(
            back.is_ok(),
            "BRLTTY's own screen ({before:?}) not back: {back:?}"
        );
    }

    #[track_caller]
    fn assert_nothing_spoken(&self) {
        assert_eq!(self.speechd.spoken(), Vec::<String>::new());
    }
}

/// The braille keyboard's key for each slide.
fn key_for(direction: Direction) -> char {
    match direction {
        Direction::Left => 'j',
        Direction::Right => 'l',
        Direction::Up => 'i',
        Direction::Down => 'k',
    }
}

/// A simple strategy: the first slide in this order that changes the
/// board.
fn next_slide(game: &Game) -> Option<Direction> {
    [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ]
    .into_iter()
    .find(|&direction| game.board().slide(direction).1.moved())
}

#[test]
fn a_deafblind_player_finishes_a_game_on_the_display_alone() {
    let Some(mut game) = Played::start(40, 2048, &[]) else {
        return;
    };
    // The score, typed on the braille keyboard, read on the display.
    game.type_char('s');
    let score = game.wait_printed("the score", |l| l.starts_with("Score"));
    game.wait_answer(&score);

    // The board line, toggled from the display (line down).
    game.send("lndn");
    game.wait_board_line(None);
    // Every cell, routed to (BRLTTY's Virtual driver cannot route the
    // leftmost cell, which is A1, where the cursor starts) and marked.
    let line = game.board_line(None);
    for at in 1..line.text.chars().count() {
        let Some(cell) = line.cell_at(at) else {
            continue;
        };
        game.send(&format!("route {at}"));
        game.cursor = cell;
        game.wait_board_line(None);
        let name = cell.to_string();
        game.wait_printed("the cell's answer", |l| l.starts_with(&format!("{name},")));
    }
    // A routing key over a row separator reads the cursor's cell.
    let separator = line.text.find('/').unwrap();
    game.send(&format!("route {separator}"));
    let name = game.cursor.to_string();
    let said_before = game.pane.capture().matches(&format!("{name},")).count();
    let screen = game.pane.wait_for("the cell again", |s| {
        s.matches(&format!("{name},")).count() > said_before
    });
    let cell_answer = screen
        .lines()
        .rev()
        .find(|l| l.starts_with(&format!("{name},")))
        .unwrap()
        .trim()
        .to_string();
    // Back to the answers: the newest is the board reading (the toggle's
    // answer); panning left reaches the cell's answer before it.
    game.board_line_off();
    game.send("fwinlt");
    let mut answers = Answers::new();
    answers.push(&cell_answer);
    let cell_shown = answers.shown(40);
    game.wait_shown(&cell_shown);
    // The board line again, for the slides.
    game.type_char('9');
    game.wait_board_line(None);

    // Slides typed on the braille keyboard until the game is over, every
    // board after each read from the display.
    let mut slides = 0;
    while let Some(direction) = next_slide(&game.mirror) {
        game.mirror.slide(direction);
        game.type_char(key_for(direction));
        game.wait_board_line(None);
        slides += 1;
    }
    assert!(game.mirror.is_over() && slides > 20, "{slides} slides");
    // The last slide's answer says so: the answers again, pan back to it.
    game.board_line_off();
    let screen = game.pane.capture();
    let over_line = screen
        .lines()
        .rev()
        .find(|l| l.contains("Game over"))
        .unwrap_or_else(|| panic!("no game over in the pane:\n{screen}"))
        .trim()
        .to_string();
    let mut shown_back = Vec::new();
    for _ in 0..12 {
        game.send("fwinlt");
        let shown = game.display.next_shown(SHOWN).unwrap();
        shown_back.push(shown.visual.trim_end().to_string());
        if over_line.contains(shown.visual.trim_end()) && shown.visual.contains("Game over") {
            break;
        }
    }
    assert!(
        shown_back.iter().any(|s| s.contains("Game over")),
        "{shown_back:?}"
    );
    // The final score, read on the display: the mirror's.
    game.type_char('s');
    let score = game.wait_printed("the final score", |l| l.starts_with("Score"));
    assert!(
        score.contains(&game.mirror.score().to_string()),
        "{score} vs {}",
        game.mirror.score()
    );
    game.wait_answer(&score);

    // Quit from the display: the display goes back to BRLTTY's screen.
    game.type_char('q');
    std::thread::sleep(Duration::from_millis(300));
    if !game.pane.capture().contains("ended ") {
        game.type_char('y');
    }
    assert_eq!(game.wait_ended(), "ended 0");
    game.assert_given_back();
    game.assert_nothing_spoken();
}

#[test]
fn the_display_is_given_back_on_sigterm() {
    let Some(mut game) = Played::start(40, 7, &[]) else {
        return;
    };
    let pid = game
        .pane
        .run(&["display-message", "-p", "#{pane_pid}"])
        .trim()
        .parse::<i32>()
        .unwrap();
    // The pane's shell runs the game as its child (the script goes on
    // after it): the game is the shell's only child.
    let children = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap();
    let game_pid: i32 = children.split_whitespace().next().unwrap().parse().unwrap();
    // SAFETY: a signal to the game this test started, by its pid.
    unsafe { libc::kill(game_pid, libc::SIGTERM) };
    game.wait_ended();
    game.assert_given_back();
}

#[test]
fn brltty_stopping_mid_game_is_said_once_and_play_goes_on() {
    let Some(mut game) = Played::start(40, 11, &[]) else {
        return;
    };
    game.display.kill();
    // The next answer finds the display gone.
    game.pane.press(&["s"]);
    game.pane.wait_for("the display's end said", |s| {
        s.contains("Braille display stopped; playing on.")
    });
    for key in ["j", "l", "s", "b"] {
        game.pane.press(&[key]);
    }
    let screen = game.pane.wait_for("play going on", |s| {
        s.lines().filter(|l| l.starts_with("Score")).count() >= 2
    });
    assert_eq!(
        screen
            .matches("Braille display stopped; playing on.")
            .count(),
        1,
        "{screen}"
    );
    game.pane.press(&["Escape"]);
    std::thread::sleep(Duration::from_millis(300));
    game.pane.press(&["y"]);
    game.wait_ended();
}

#[test]
fn fourteen_cells_pan_the_board_line_by_whole_rows_and_answers_by_words() {
    let Some(mut game) = Played::start(14, 5, &[]) else {
        return;
    };
    game.send("lndn");
    game.wait_board_line(None);
    let pages = game.board_line(None).pages;
    assert_eq!(pages, 2);
    // Panning right shows the last row; left, the first three again.
    game.send("fwinrt");
    game.wait_board_line(Some(1));
    game.send("fwinlt");
    game.wait_board_line(Some(0));
    // A routing key on the second page puts the cursor on row 4: its page
    // is shown from then on.
    game.send("fwinrt");
    game.wait_board_line(Some(1));
    let line = game.board_line(Some(1));
    game.send("route 2");
    game.cursor = line.cell_at(2).unwrap();
    game.wait_board_line(None);
    assert_eq!(game.board_line(None).page, 1);
    // The answers: a long one pans by words.
    game.board_line_off();
    game.type_char('s');
    let score = game.wait_printed("the score", |l| l.starts_with("Score"));
    game.wait_answer(&score);
    let mut answers = Answers::new();
    answers.push(&score);
    while answers.pan_right(14) {
        game.send("fwinrt");
        let expected = answers.shown(14);
        game.wait_shown(&expected);
    }
}

#[test]
fn eighty_cells_show_the_whole_board_line_and_answer() {
    let Some(mut game) = Played::start(80, 9, &[]) else {
        return;
    };
    game.type_char('b');
    let screen = game.pane.wait_for("the board", |s| s.contains("Row 4"));
    // A line per row, shown on the display as one answer.
    let rows: Vec<String> = screen
        .lines()
        .filter(|l| l.starts_with("Row "))
        .map(|l| l.trim().to_string())
        .collect();
    assert_eq!(rows.len(), 4, "{screen}");
    game.wait_lines(&rows.iter().map(String::as_str).collect::<Vec<_>>());
    game.send("lndn");
    let line = game.board_line(None);
    assert_eq!((line.page, line.pages), (0, 1));
    game.wait_board_line(None);
}

#[test]
fn ctrl_z_gives_the_display_back_and_fg_takes_it_again() {
    let Some(mut display) = VirtualBraille::start(40) else {
        return;
    };
    let before = display.first.visual.trim_end().to_string();
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("data");
    common::past_first_start(&data);
    let command = PaneGame::new(dir.path())
        .no_speech()
        .no_sound()
        .seed(3)
        .data_dir(&data)
        .args(&["--braille"])
        .env("BRLAPI_HOST", &display.host())
        .command();
    // A shell with job control, the game started at its prompt.
    let shell = Tmux::new(dir.path().join("tmux.sock"));
    shell.run(&[
        "new-session",
        "-d",
        "-x",
        "120",
        "-y",
        "40",
        "bash",
        "--norc",
        "--noprofile",
        "-i",
    ]);
    shell.wait_for("the shell's prompt", |s| !s.trim().is_empty());
    shell.type_line(&command);
    shell.wait_for("the game", |s| s.contains("Press H for help."));
    shell.press(&["s"]);
    let screen = shell.wait_for("the score", |s| s.contains("Score 0"));
    let score = screen
        .lines()
        .rev()
        .find(|l| l.starts_with("Score"))
        .unwrap()
        .trim()
        .to_string();
    let mut answers = Answers::new();
    answers.push(&score);
    let shown = answers.shown(40);
    display.wait_for(&shown, SHOWN).unwrap();

    shell.run(&["send-keys", "C-z"]);
    shell.wait_for("the shell to say the game stopped", |s| {
        s.contains("Stopped")
    });
    let back = display.given_back(&before);
    assert!(
        back.is_ok(),
        "BRLTTY's own screen ({before:?}) not back: {back:?}"
    );

    shell.type_line("fg");
    let again = display.wait_for(&shown, SHOWN);
    assert!(
        again.is_ok(),
        "the game's answer not shown again: {again:?}"
    );
    // The display comes back on its own thread; the keys are the game's
    // again once a key is answered (raw mode taken back after `fg`).
    shell.press(&["s"]);
    shell.wait_for("the score again, after fg", |s| {
        s.matches("Score 0, 0 moves.").count() >= 2
    });
    shell.press(&["C-c"]);
    shell.wait_for("the game to say goodbye", |s| s.contains("Goodbye"));
}

/// The game read line by line, with `args`, BrlAPI pointed at a host no
/// server listens on; its output.
fn lines_game(args: &[&str], input: &str, config: &std::path::Path) -> String {
    let number = (900..990)
        .find(|n| !std::path::Path::new(&format!("/var/lib/BrlAPI/{n}")).exists())
        .unwrap();
    let out = common::Binary::bare()
        .args(["--no-speech", "--no-sound", "--seed", "3", "--line-mode"])
        .data_dir(config)
        .args(args)
        .env("BRLAPI_HOST", format!(":{number}"))
        .stdin(input)
        .run();
    assert!(out.success(), "{out:?}");
    out.stdout
}

#[test]
fn no_server_is_said_once_when_braille_is_asked_for_and_never_otherwise() {
    const NO_SERVER: &str = "No braille (no BRLTTY answers); playing on.";
    let dir = TempDir::new().unwrap();
    common::past_first_start(dir.path());
    let cases: &[(&[&str], &str, usize)] = &[
        // Asked for: said once, at the start, and play goes on.
        (&["--braille"], "score\nleft\nscore\n", 1),
        // Merely the default probe (a pseudo-terminal, not the console):
        // nothing.
        (&[], "score\nleft\nscore\n", 0),
        (&["--no-braille"], "score\n", 0),
        // Asked for while playing: said as the answer.
        (&["--no-braille"], "braille on\nscore\n", 1),
    ];
    for (args, input, said) in cases {
        let out = lines_game(args, input, dir.path());
        assert_eq!(out.matches(NO_SERVER).count(), *said, "{args:?}: {out}");
        assert!(out.contains("Score 0"), "{args:?}: {out}");
    }
}

#[test]
fn braille_on_and_off_are_remembered() {
    let dir = TempDir::new().unwrap();
    common::past_first_start(dir.path());
    let settings = dir.path().join("settings.toml");
    let out = lines_game(&[], "braille off\n", dir.path());
    assert!(out.contains("Braille off."), "{out}");
    let saved = std::fs::read_to_string(&settings).unwrap();
    assert!(saved.contains("braille = false"), "{saved}");
    // The preference off: no display is opened, and nothing is said of it.
    let out = lines_game(&[], "score\n", dir.path());
    assert!(!out.contains("braille"), "{out}");
    // Asked for while playing: remembered as on, even where no display
    // answers (the next game tries again, and says why it cannot).
    let out = lines_game(&[], "braille\n", dir.path());
    assert!(out.contains("No braille"), "{out}");
    let saved = std::fs::read_to_string(&settings).unwrap();
    assert!(saved.contains("braille = true"), "{saved}");
    let out = lines_game(&[], "score\n", dir.path());
    assert_eq!(out.matches("No braille").count(), 1, "{out}");
}

/// Key to cells through the binary: a slide typed on the display to the
/// board line changing, over a few hundred slides. A measurement, not a
/// check: `cargo test --release --test braille_game -- --ignored
/// --nocapture key_to_cells`.
#[test]
#[ignore]
fn key_to_cells_through_the_game() {
    let mut times = Vec::new();
    for seed in 1..=4 {
        let Some(mut game) = Played::start(40, seed, &[]) else {
            return;
        };
        game.send("lndn");
        game.wait_board_line(None);
        while let Some(direction) = next_slide(&game.mirror) {
            game.mirror.slide(direction);
            let expected = game.board_line(None).text.trim_end().to_string();
            let sent = Instant::now();
            game.type_char(key_for(direction));
            loop {
                let (at, shown) = game.display.next_shown_timed(SHOWN).unwrap();
                if shown.visual.trim_end() == expected {
                    times.push(at.duration_since(sent));
                    break;
                }
            }
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "key to cells: {} slides, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        times.last().unwrap().as_secs_f64() * 1000.0
    );
}

/// `braille on` against a BrlAPI server that takes the connection and
/// never answers: the key is answered at once and so is the next one, the
/// display being looked for in the background; that none answers is said
/// once, when the search gives up.
#[test]
fn braille_on_never_holds_the_game_when_the_server_never_answers() {
    use common::line_game::LineGame;
    // A BrlAPI host on TCP (port 4101 + its number) that never answers.
    let (listener, number) = (60..200)
        .find_map(|n| {
            std::net::TcpListener::bind(("127.0.0.1", 4101 + n))
                .ok()
                .map(|l| (l, n))
        })
        .expect("a free port");
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming().flatten() {
            held.push(stream);
        }
    });
    let dir = TempDir::new().unwrap();
    common::past_first_start(dir.path());
    let command = common::Binary::english()
        .args(["--no-speech", "--no-sound", "--seed", "3", "--line-mode"])
        .arg("--no-braille")
        .data_dir(dir.path())
        .env("BRLAPI_HOST", format!("127.0.0.1:{number}"))
        .command();
    let mut game = LineGame::spawn(command);
    game.wait_for_count(1);
    game.send("braille on");
    game.send("score");
    game.wait_for("the score", |l| l.starts_with("Score 0"));
    const NO_SERVER: &str = "No braille (no BRLTTY answers); playing on.";
    game.wait_for("the search giving up", |l| l == NO_SERVER);
    // The key after `braille on` is answered while the display is still
    // looked for (the search gives up after 2 s), not after it: an order,
    // not a time, so a busy machine cannot fail it.
    let printed = game.printed();
    let at = |find: &dyn Fn(&str) -> bool| printed.iter().position(|l| find(l));
    let (score, given_up) = (at(&|l| l.starts_with("Score 0")), at(&|l| l == NO_SERVER));
    assert!(score < given_up, "{printed:#?}");
    let before = game.printed().len();
    game.send("score");
    game.wait_for_count(before + 1);
    assert_eq!(game.quit(), Some(0));
    let printed = game.printed();
    assert_eq!(
        printed.iter().filter(|l| *l == NO_SERVER).count(),
        1,
        "{printed:#?}"
    );
}
