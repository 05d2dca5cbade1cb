//! Arbitrary input never panics: bytes and strings fed to the position
//! parser, the cell-name parser and the line-mode command parser, raw bytes
//! fed through the line reader, and random command sequences played through
//! the controller (classic games and tilt puzzles) always get an answer.

use std::io::Cursor;
use std::time::Duration;

use proptest::prelude::*;

use accessible_2048::analysis::tilt::puzzle::TiltPuzzle;
use accessible_2048::command::{CursorMove, GameAction, Level, Reading, Recall, Setting, Switch};
use accessible_2048::engine::{Board, Cell, Direction, Game, GameConfig, Grid, Pcg32};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::CellStyle;
use accessible_2048::play::{Collected, Command, Controller, Flow, InputMode, Parts, Session};
use accessible_2048::speech::Recorder;
use accessible_2048::terminal::{Input, InputSource, Lines, command_for_line};

/// Text made mostly of the characters positions and commands use, so the
/// parsers get past their first checks, mixed with anything at all.
fn position_like() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            8 => prop::sample::select(vec![
                "0", "2", "4", "1024", ".", " ", ",", "/", "\n", "3", "99999999999999999999", "-",
            ])
            .prop_map(str::to_string),
            1 => any::<char>().prop_map(|c| c.to_string()),
        ],
        0..80,
    )
    .prop_map(|parts| parts.concat())
}

fn command_like() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "left",
            "slide up",
            "cursor down",
            "go B3",
            "go ZZ99",
            "rate 70",
            "rate 300",
            "speech off",
            "new",
            "yes",
            "undo",
            "hint",
            "partner",
            "board",
            "quit",
        ])
        .prop_map(str::to_string),
        any::<String>(),
        prop::collection::vec(any::<u8>(), 0..200)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
    ]
}

fn any_command() -> impl Strategy<Value = Command> {
    let direction = prop::sample::select(Direction::ALL.to_vec());
    prop_oneof![
        4 => direction.clone().prop_map(|d| Command::Game(GameAction::Slide(d))),
        3 => direction.prop_map(|d| Command::Cursor(CursorMove::Step(d))),
        1 => (0usize..10, 0usize..10)
            .prop_map(|(c, r)| Command::Cursor(CursorMove::To(Cell::new(c, r)))),
        1 => prop::sample::select(vec![
            Command::Read(Reading::Cell), Command::Read(Reading::Row),
            Command::Read(Reading::Column), Command::Read(Reading::Board),
            Command::Read(Reading::EmptyCount), Command::Read(Reading::Highest),
            Command::Read(Reading::Score), Command::Recall(Recall::Best),
            Command::Read(Reading::Position), Command::Repeat, Command::Help(None),
            Command::Setting(Setting::Speech(Switch::Toggle)),
            Command::Setting(Setting::Rate(Level::Up)),
            Command::Setting(Setting::Rate(Level::Down)),
            Command::Game(GameAction::Undo), Command::Game(GameAction::Hint),
            Command::Game(GameAction::Partner), Command::Game(GameAction::NewGame),
            Command::Yes, Command::UnknownKey,
            Command::Quit,
        ]),
        1 => any::<u8>().prop_map(|r| Command::Setting(Setting::Rate(Level::Set(r)))),
    ]
}

fn controller(session: Session) -> (Controller, Collected) {
    let printed = Collected::default();
    let controller = Controller::new(Parts::new(
        session,
        Localizer::new(&LOCALES[0]),
        Box::new(Recorder::new()),
        Box::new(printed.clone()),
    ));
    (controller, printed)
}

/// Plays the commands; every one that does not quit prints at least one line.
fn play_through(mut controller: Controller, printed: &Collected, commands: Vec<Command>) {
    for command in commands {
        let before = printed.lines().len();
        let flow = controller.handle(command.clone());
        let lines = printed.lines();
        assert!(lines.len() > before, "{command:?} got no answer");
        assert!(
            lines[before..]
                .iter()
                .all(|l| !l.is_empty() && !l.chars().any(char::is_control)),
            "{:?}",
            &lines[before..]
        );
        if flow == Flow::Quit {
            break;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn the_position_parser_never_panics(text in position_like()) {
        if let Ok(grid) = Grid::parse(&text) {
            // What parses prints back to a position that parses the same.
            prop_assert_eq!(Grid::parse(&grid.to_position()), Ok(grid.clone()));
            if let Ok(board) = Board::from_grid(grid) {
                prop_assert!((3..=8).contains(&board.size()));
            }
        }
    }

    #[test]
    fn the_position_parser_takes_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = Board::parse(&text);
        let _ = text.parse::<Cell>();
    }

    #[test]
    fn the_command_parser_answers_any_line(line in command_like()) {
        if let Command::UnknownCommand(echo) = command_for_line(&line) {
            prop_assert!(!echo.chars().any(char::is_control));
            prop_assert!(echo.chars().count() <= 41);
        }
    }

    #[test]
    fn the_line_reader_takes_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..3000)) {
        let mut lines = Lines::from_reader(Cursor::new(bytes));
        let mut count = 0;
        loop {
            match lines.next(Duration::from_secs(10)) {
                Input::Command(_) => count += 1,
                Input::End => break,
                Input::Idle => prop_assert!(false, "the reader stalled"),
                Input::Failed(reason) => prop_assert!(false, "a cursor failed: {reason}"),
            }
        }
        prop_assert!(count <= 3000);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn any_command_sequence_is_answered_in_a_classic_game(
        seed in any::<u64>(),
        size in 3usize..=8,
        commands in prop::collection::vec(any_command(), 1..120),
    ) {
        let config = GameConfig { size, four_chance: 0.5 };
        let game = Game::new(config, Pcg32::from_seed(seed)).unwrap();
        let session = Session::new(game, Some(seed), Pcg32::new(seed, 1), CellStyle::default(), InputMode::Keys);
        let (controller, printed) = controller(session);
        play_through(controller, &printed, commands);
    }

    #[test]
    fn any_command_sequence_is_answered_in_a_tilt_puzzle(
        seed in any::<u64>(),
        size in 3usize..=6,
        commands in prop::collection::vec(any_command(), 1..80),
    ) {
        let puzzle = TiltPuzzle::generate(seed, size).unwrap();
        let session = Session::puzzles(puzzle, Pcg32::new(seed, 1), CellStyle { say_empty: true }, InputMode::Lines);
        let (controller, printed) = controller(session);
        play_through(controller, &printed, commands);
    }
}
