//! Lines that fit: at brief and normal verbosity every line the game says
//! while playing fits 80 columns, in every language, on a 4×4 and an 8×8
//! board: openings, slides (many merges at once included), undos, every
//! reading and review command, help, the partner finder, the end of the
//! game. Full verbosity may say more, on longer lines.

use accessible_2048::engine::{Board, Cell, Direction, Game, GameConfig, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{CellStyle, Verbosity};
use std::sync::{Arc, Mutex};

use accessible_2048::play::{Command, Controller, InputMode, LineSink, Opening, Session};
use accessible_2048::speech::Recorder;

const COLUMNS: usize = 80;

/// Every command that reads or reviews, asked after each slide.
fn review() -> Vec<Command> {
    vec![
        Command::ReadCell,
        Command::ReadRow,
        Command::ReadColumn,
        Command::EmptyCount,
        Command::EmptyCells,
        Command::Highest,
        Command::GoHighest,
        Command::GoNewest,
        Command::Score,
        Command::Cursor(Direction::Up),
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
    let printed = Drained::default();
    let mut controller = Controller::new(
        session,
        words,
        Box::new(Recorder::new()),
        Box::new(printed.clone()),
    );
    let send = |controller: &mut Controller, command: Command, out: &mut Vec<(String, String)>| {
        let what = format!("{command:?}");
        controller.handle(command);
        for line in printed.0.lock().unwrap().drain(..) {
            out.push((what.clone(), line));
        }
    };
    send(&mut controller, Command::Help, out);
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
        let mut commands = vec![Command::Slide(direction)];
        if n % 7 == 6 {
            commands.push(Command::Undo);
            commands.push(Command::LastMove);
            commands.push(Command::Slide(direction));
        }
        commands.extend(review());
        // The partner finder searches tilts: asked now and then.
        if n % 25 == 0 {
            commands.push(Command::Partner);
        }
        let size = board.size();
        commands.push(Command::GoTo(Cell::new(n % size, (n / 3) % size)));
        for command in commands {
            send(&mut controller, command, out);
        }
        if controller.session().classic().is_some_and(Game::is_over) {
            for command in [
                Command::Slide(Direction::Up),
                Command::NewGame,
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
            let response = session.handle(Command::Slide(Direction::Left));
            let text = words.line(&response.lines[0]);
            assert!(
                text.chars().count() <= COLUMNS,
                "{} {verbosity}: {text}",
                locale.id
            );
        }
    }
}
