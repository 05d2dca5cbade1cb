//! Lines that fit: at brief and normal verbosity every line the game says
//! while playing fits 80 columns, in every language, on a 4×4 and an 8×8
//! board: openings, slides (many merges at once included), undos, every
//! reading and review command, help, the partner finder, the end of the
//! game. Full verbosity, whose lines say more, fits 80 columns too, and
//! every verbosity fits a terminal of 40 columns when the terminal says its
//! width (key mode), broken between messages and sentences, never inside a
//! word.

use accessible_2048::engine::{Board, Cell, Direction, Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{CellStyle, Verbosity};
use std::sync::{Arc, Mutex};

use accessible_2048::command::{CursorMove, GameAction, Reading};
use accessible_2048::play::{
    Command, Controller, InputMode, LineSink, Opening, Parts, Session, SessionCommand,
    TerminalWidth,
};
use accessible_2048::speech::Recorder;

const COLUMNS: usize = 80;

/// Every command that reads or reviews, asked after each slide.
fn review() -> Vec<Command> {
    vec![
        Command::Read(Reading::Cell),
        Command::Read(Reading::Row),
        Command::Read(Reading::Column),
        Command::Read(Reading::EmptyCount),
        Command::Read(Reading::EmptyCells),
        Command::Read(Reading::Highest),
        Command::Cursor(CursorMove::Highest),
        Command::Cursor(CursorMove::Newest),
        Command::Read(Reading::Score),
        Command::Cursor(CursorMove::Step(Direction::Up)),
        Command::UnknownKey,
        Command::UnknownCommand("jump".into()),
    ]
}

#[test]
fn every_line_fits_80_columns_at_brief_and_normal() {
    let mut too_wide = Vec::new();
    let mut lines_seen = 0;
    for locale in LOCALES {
        let words = Localizer::new(locale);
        for verbosity in [Verbosity::Brief, Verbosity::Normal] {
            for (size, seed) in [(4, 1), (8, 2)] {
                let config = GameConfig {
                    size,
                    ..GameConfig::default()
                };
                let game = Game::new(config, Pcg32::from_seed(seed)).unwrap();
                let session = Session::new(
                    game,
                    Some(seed),
                    Pcg32::new(seed, 9),
                    CellStyle::default(),
                    InputMode::Keys,
                )
                .with_verbosity(verbosity);
                let mut check_line = |what: &str, text: String| {
                    lines_seen += 1;
                    if text.chars().count() > COLUMNS {
                        too_wide.push(format!(
                            "{} {verbosity} {size}×{size} {what}: {text}",
                            locale.id
                        ));
                    }
                };
                for line in session.greeting(Opening::New) {
                    check_line("opening", words.line(&line));
                }
                for how in [Opening::FromPosition, Opening::Resumed] {
                    check_line("opening", words.line(&session.opening(how)));
                }
                let mut formatted = Vec::new();
                play_printed(session, Localizer::new(locale), &mut formatted);
                for (what, text) in formatted {
                    check_line(&what, text);
                }
            }
        }
    }
    assert!(lines_seen > 10_000, "only {lines_seen} lines");
    assert!(
        too_wide.is_empty(),
        "{} lines wider than {COLUMNS} columns:\n{}",
        too_wide.len(),
        too_wide.join("\n")
    );
}

/// Plays like [`play_printed`] at `verbosity` in a terminal `width` columns
/// wide, the opening first, and returns every line wider than the width
/// (a line of one word, wider than any line, aside), with how many lines
/// were seen.
fn too_wide_at(verbosity: Verbosity, width: usize) -> (Vec<String>, usize) {
    let mut too_wide = Vec::new();
    let mut seen = 0;
    for locale in LOCALES {
        for (size, seed) in [(4, 1), (8, 2)] {
            let config = GameConfig {
                size,
                ..GameConfig::default()
            };
            let game = Game::new(config, Pcg32::from_seed(seed)).unwrap();
            let session = Session::new(
                game,
                Some(seed),
                Pcg32::new(seed, 9),
                CellStyle::default(),
                InputMode::Keys,
            )
            .with_verbosity(verbosity);
            let terminal: TerminalWidth = Box::new(move || Some(width));
            let mut printed = Vec::new();
            play_in(
                session,
                Localizer::new(locale),
                Some(terminal),
                &mut printed,
            );
            for (what, text) in printed {
                seen += 1;
                if text.chars().count() > width && text.contains(' ') {
                    too_wide.push(format!(
                        "{} {verbosity} {size}×{size} at {width} columns, {what}: {text}",
                        locale.id
                    ));
                }
            }
        }
    }
    (too_wide, seen)
}

#[test]
fn full_verbosity_fits_80_columns_and_every_verbosity_a_narrow_terminal() {
    for (verbosity, width) in [
        (Verbosity::Full, COLUMNS),
        (Verbosity::Full, 40),
        (Verbosity::Normal, 40),
        (Verbosity::Brief, 40),
    ] {
        let (too_wide, seen) = too_wide_at(verbosity, width);
        assert!(seen > 5_000, "only {seen} lines at {verbosity}");
        assert!(
            too_wide.is_empty(),
            "{} lines wider than {width} columns:\n{}",
            too_wide.len(),
            too_wide.join("\n")
        );
    }
}

/// A full-verbosity slide whose line is wider than 80 columns (a merge, a
/// new tile and the score: "8 A4. Left: Two 4s merge into 8 in A4. ...")
/// is said as lines broken between its sentences, each whole.
#[test]
fn a_long_full_slide_breaks_between_sentences() {
    let words = Localizer::new(&LOCALES[0]);
    let board = Board::parse("4 4 2 0/2 0 0 2/0 0 0 0/0 0 0 0").unwrap();
    let game = Game::from_board(GameConfig::default(), board, Pcg32::from_seed(1)).unwrap();
    let session = Session::new(
        game,
        Some(1),
        Pcg32::new(1, 9),
        CellStyle::default(),
        InputMode::Keys,
    )
    .with_verbosity(Verbosity::Full);
    let whole = {
        let mut probe = session.clone();
        words.line(&probe.handle(SessionCommand::Slide(Direction::Left)).lines[0])
    };
    assert!(whole.chars().count() > 40, "{whole}");
    for width in [COLUMNS, 40] {
        let printed = Drained::default();
        let mut parts = Parts::new(
            session.clone(),
            Localizer::new(&LOCALES[0]),
            Box::new(Recorder::new()),
            Box::new(printed.clone()),
        );
        parts.outputs.width = Some(Box::new(move || Some(width)));
        let mut controller = Controller::new(parts);
        controller.handle(Command::Game(GameAction::Slide(Direction::Left)));
        let lines = printed.0.lock().unwrap().clone();
        assert_eq!(lines.join(" "), whole, "at {width}");
        for line in &lines {
            assert!(line.chars().count() <= width, "at {width}: {lines:?}");
            assert!(
                line.ends_with('.'),
                "at {width}, cut inside a sentence: {lines:?}"
            );
        }
        if whole.chars().count() > width {
            assert!(lines.len() > 1, "at {width}: {lines:?}");
        }
    }
}

/// A sink whose lines are taken as they come.
#[derive(Clone, Default)]
struct Drained(Arc<Mutex<Vec<String>>>);

impl LineSink for Drained {
    fn write_line(&mut self, text: &str) {
        self.0.lock().unwrap().push(text.to_string());
    }
}

/// Plays through the controller (which fits lines to the terminal) like a
/// corner player until the game ends (or 300 slides), with an undo every
/// seventh slide, the last move and every review command after each slide,
/// then the end of the game; every printed line goes to `out`.
fn play_printed(session: Session, words: Localizer, out: &mut Vec<(String, String)>) {
    play_in(session, words, None, out);
}

/// [`play_printed`] in a terminal whose width `terminal` tells, with the
/// opening said through the controller first.
fn play_in(
    session: Session,
    words: Localizer,
    terminal: Option<TerminalWidth>,
    out: &mut Vec<(String, String)>,
) {
    let printed = Drained::default();
    let greeted = terminal.is_some();
    let mut parts = Parts::new(
        session,
        words,
        Box::new(Recorder::new()),
        Box::new(printed.clone()),
    );
    parts.outputs.width = terminal;
    let mut controller = Controller::new(parts);
    if greeted {
        controller.greet(Vec::new(), Opening::New, std::time::Instant::now());
        for line in printed.0.lock().unwrap().drain(..) {
            out.push(("opening".into(), line));
        }
    }
    let send = |controller: &mut Controller, command: Command, out: &mut Vec<(String, String)>| {
        let what = format!("{command:?}");
        controller.handle(command);
        for line in printed.0.lock().unwrap().drain(..) {
            out.push((what.clone(), line));
        }
    };
    send(&mut controller, Command::Help(None), out);
    let order = [
        Direction::Down,
        Direction::Left,
        Direction::Right,
        Direction::Up,
    ];
    for n in 0..300 {
        let Some(game) = controller.session().classic() else {
            break;
        };
        let board = game.board().clone();
        let direction = order
            .iter()
            .copied()
            .find(|&d| board.can_slide(d))
            .unwrap_or(Direction::Up);
        let mut commands = vec![Command::Game(GameAction::Slide(direction))];
        if n % 7 == 6 {
            commands.push(Command::Game(GameAction::Undo));
            commands.push(Command::Read(Reading::LastMove));
            commands.push(Command::Game(GameAction::Slide(direction)));
        }
        commands.extend(review());
        // The partner finder searches tilts: asked now and then.
        if n % 25 == 0 {
            commands.push(Command::Game(GameAction::Partner));
        }
        let size = board.size();
        commands.push(Command::Cursor(CursorMove::To(Cell::new(
            n % size,
            (n / 3) % size,
        ))));
        for command in commands {
            send(&mut controller, command, out);
        }
        if controller.session().classic().is_some_and(Game::is_over) {
            for command in [
                Command::Game(GameAction::Slide(Direction::Up)),
                Command::Game(GameAction::NewGame),
                Command::Quit,
            ] {
                send(&mut controller, command, out);
            }
            break;
        }
    }
}

/// Many merges in one slide on an 8×8 board: the normal line names the
/// biggest four and counts the rest, so it still fits.
#[test]
fn a_slide_with_many_merges_fits() {
    let row = "1024 1024 512 512 256 256 128 128";
    let position = [row; 8].join("/");
    for locale in LOCALES {
        let words = Localizer::new(locale);
        for verbosity in [Verbosity::Brief, Verbosity::Normal] {
            let board = Board::parse(&position).unwrap();
            let game = Game::from_board(GameConfig::default(), board, Pcg32::from_seed(1)).unwrap();
            let mut session = Session::new(
                game,
                Some(1),
                Pcg32::new(1, 9),
                CellStyle::default(),
                InputMode::Keys,
            )
            .with_verbosity(verbosity);
            let response = session.handle(SessionCommand::Slide(Direction::Left));
            let text = words.line(&response.lines[0]);
            assert!(
                text.chars().count() <= COLUMNS,
                "{} {verbosity}: {text}",
                locale.id
            );
        }
    }
}
