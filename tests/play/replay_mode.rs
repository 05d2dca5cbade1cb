//! The replay mode through the library's own launch: every command a
//! player can give in a replay is answered (with keys and with lines),
//! none but the steps changes the position shown, the steps reach the
//! engine's position at each move, help names the replay's keys, and
//! nothing is kept.

use crate::common;

use accessible_2048::cli::PlayArgs;
use accessible_2048::command::{
    Command, CursorMove, GameAction, LessonCommand, Level, Listen, Reading, Recall, ReplayCommand,
    Setting, Switch, VerbosityChange,
};
use accessible_2048::engine::{
    Cell, Direction, Game, GameConfig, GameRecord, Origin, RecordedGame, replay,
};
use accessible_2048::file_options::FilesOptions;
use accessible_2048::i18n::LOCALES;
use accessible_2048::play::{Collected, Environment, Flow, InputMode, Launch, Replay, setup};
use accessible_2048::player_options::PlayerOptions;
use accessible_2048::speech::Recorder;
use accessible_2048::terminal::{Input, InputSource};

struct NoInput;

impl InputSource for NoInput {
    fn next(&mut self, _wait: std::time::Duration) -> Input {
        Input::End
    }
}

/// A seeded game of some 30 moves with undos among them.
fn record() -> GameRecord {
    let mut game = RecordedGame::new(Origin::Seed(21), GameConfig::default()).unwrap();
    let walk = [
        Direction::Left,
        Direction::Down,
        Direction::Right,
        Direction::Up,
    ];
    for i in 0..40 {
        if i % 7 == 6 {
            game.undo();
        } else {
            game.slide(walk[i % 4]);
        }
    }
    game.record().clone()
}

fn reached(record: &GameRecord, at: usize) -> Game {
    let cut = GameRecord {
        steps: record.steps[..at].to_vec(),
        ..record.clone()
    };
    replay(&cut).unwrap().game().clone()
}

struct ReplayRig {
    controller: accessible_2048::play::Controller,
    printed: Collected,
    _dir: tempfile::TempDir,
}

impl ReplayRig {
    fn new(record: &GameRecord, mode: InputMode) -> ReplayRig {
        let dir = tempfile::TempDir::new().unwrap();
        common::past_first_start(dir.path());
        let args = PlayArgs {
            player: PlayerOptions {
                line_mode: mode == InputMode::Lines,
                files: FilesOptions {
                    lang: Some(LOCALES[0].id.to_string()),
                    data_dir: Some(dir.path().to_path_buf()),
                    ..FilesOptions::default()
                },
                ..PlayerOptions::default()
            },
            ..PlayArgs::default()
        };
        let printed = Collected::default();
        let environment = Environment::for_tests(
            mode == InputMode::Keys,
            Box::new(printed.clone()),
            Box::new(Recorder::new()),
            Box::new(NoInput),
        );
        let replay = Replay::new(record.clone()).unwrap();
        let player = args.player;
        let launched = setup(Launch::Replay { replay, player }, environment).unwrap();
        ReplayRig {
            controller: launched.controller,
            printed,
            _dir: dir,
        }
    }

    fn send(&mut self, command: Command) -> (Vec<String>, Flow) {
        let before = self.printed.lines().len();
        let flow = self.controller.handle(command);
        (self.printed.lines()[before..].to_vec(), flow)
    }

    fn shown(&self) -> Game {
        self.controller.session().classic().unwrap().clone()
    }
}

/// Every command that reads, moves the cursor, sets or asks, but does not
/// step.
fn non_steps() -> Vec<Command> {
    let mut commands = vec![
        Command::Read(Reading::Cell),
        Command::Read(Reading::Row),
        Command::Read(Reading::Column),
        Command::Read(Reading::Board),
        Command::Read(Reading::EmptyCount),
        Command::Read(Reading::Highest),
        Command::Read(Reading::Score),
        Command::Recall(Recall::Best),
        Command::Read(Reading::Position),
        Command::Read(Reading::LastMove),
        Command::Read(Reading::EmptyCells),
        Command::Read(Reading::TileCounts),
        Command::Read(Reading::LineEmpties),
        Command::Read(Reading::NextMerge),
        Command::Recall(Recall::Stats),
        Command::Recall(Recall::Coach),
        Command::Read(Reading::Listen(Listen::Row)),
        Command::Read(Reading::Listen(Listen::Column)),
        Command::Read(Reading::Listen(Listen::Board)),
        Command::Cursor(CursorMove::Step(Direction::Right)),
        Command::Cursor(CursorMove::Step(Direction::Down)),
        Command::Cursor(CursorMove::Step(Direction::Left)),
        Command::Cursor(CursorMove::Step(Direction::Up)),
        Command::Cursor(CursorMove::To(Cell::new(2, 3))),
        Command::Cursor(CursorMove::Newest),
        Command::Cursor(CursorMove::Highest),
        Command::Game(GameAction::Undo),
        Command::Game(GameAction::NewGame),
        Command::Game(GameAction::Daily),
        Command::Game(GameAction::Share),
        Command::Game(GameAction::Hint),
        Command::Game(GameAction::Partner),
        Command::Setting(Setting::Verbosity(VerbosityChange::Next)),
        Command::Setting(Setting::Rate(Level::Up)),
        Command::Setting(Setting::Sound(Switch::Toggle)),
        Command::Setting(Setting::Coach(Switch::Toggle)),
        Command::Help(None),
        Command::Repeat,
        Command::Silence,
        Command::Yes,
        Command::Pasted,
        Command::UnknownKey,
        Command::UnknownCommand("fly".to_string()),
    ];
    // The same commands after a yes that answers nothing.
    commands.push(Command::Game(GameAction::NewGame));
    commands.push(Command::Yes);
    commands
}

#[test]
fn every_command_in_a_replay_is_answered_and_only_the_steps_move_it() {
    let record = record();
    let n = record.steps.len();
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = ReplayRig::new(&record, mode);
        // Through the middle of the game and at both ends.
        for at in [0, 5, n] {
            while rig.shown() != reached(&record, at) {
                let (said, _) = rig.send(Command::Replay(ReplayCommand::Next));
                assert!(!said.is_empty());
            }
            for command in non_steps() {
                let (said, flow) = rig.send(command.clone());
                assert!(
                    !said.is_empty() && said.iter().all(|l| !l.trim().is_empty()),
                    "{mode:?} at {at}: {command:?} answered {said:?}"
                );
                assert_eq!(flow, Flow::Continue, "{mode:?}: {command:?}");
                assert_eq!(
                    rig.shown(),
                    reached(&record, at),
                    "{mode:?} at {at}: {command:?} moved the replay"
                );
                assert!(rig.controller.session().record().is_none());
            }
        }
        let (said, flow) = rig.send(Command::Quit);
        assert_eq!(flow, Flow::Quit, "{mode:?}: quit needs no question");
        assert_eq!(
            said,
            vec![common::say(accessible_2048::narration::Message::new(
                "replay-goodbye"
            ))]
        );
    }
}

#[test]
fn each_step_command_reaches_the_engines_position() {
    let record = record();
    let n = record.steps.len();
    let next = [
        Command::Replay(ReplayCommand::Next),
        Command::Game(GameAction::Slide(Direction::Right)),
        Command::Game(GameAction::Slide(Direction::Down)),
        Command::Lesson(LessonCommand::Next),
    ];
    let back = [
        Command::Replay(ReplayCommand::Previous),
        Command::Game(GameAction::Slide(Direction::Left)),
        Command::Game(GameAction::Slide(Direction::Up)),
        Command::Lesson(LessonCommand::Back),
    ];
    let mut rig = ReplayRig::new(&record, InputMode::Keys);
    let mut at = 0;
    for k in 0..3 * n {
        let (command, to) = if k % 3 == 2 {
            (back[k % back.len()].clone(), at.max(1) - 1)
        } else {
            (next[k % next.len()].clone(), (at + 1).min(n))
        };
        let (said, _) = rig.send(command.clone());
        assert!(!said.is_empty(), "{command:?}");
        at = to;
        assert_eq!(rig.shown(), reached(&record, at), "{command:?} to {at}");
    }
    let jumps = [
        (Command::Replay(ReplayCommand::First), 0),
        (Command::Replay(ReplayCommand::Last), n),
        (Command::Replay(ReplayCommand::To(7)), 7),
        (Command::Replay(ReplayCommand::To(n as u64 + 1)), 7),
    ];
    for (command, to) in jumps {
        let (said, _) = rig.send(command.clone());
        assert!(!said.is_empty(), "{command:?}");
        assert_eq!(rig.shown(), reached(&record, to), "{command:?}");
    }
}

#[test]
fn help_in_a_replay_names_its_keys() {
    for (mode, word) in [(InputMode::Keys, "Shift+Right"), (InputMode::Lines, "next")] {
        let mut rig = ReplayRig::new(&record(), mode);
        let (said, _) = rig.send(Command::Help(None));
        assert!(said.iter().any(|l| l.contains(word)), "{mode:?}: {said:?}");
    }
}

#[test]
fn back_then_forward_says_each_move_again_in_the_same_words() {
    let record = record();
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = ReplayRig::new(&record, mode);
        for k in 1..=record.steps.len() {
            let (first, _) = rig.send(Command::Replay(ReplayCommand::Next));
            let (back, _) = rig.send(Command::Replay(ReplayCommand::Previous));
            assert!(
                back[0].starts_with(&format!("Back to move {}", k - 1)),
                "{back:?}"
            );
            let (again, _) = rig.send(Command::Replay(ReplayCommand::Next));
            assert_eq!(again, first, "{mode:?}: move {k}");
            // The move's own words first, its number after them.
            let number = format!("Move {k} of {}.", record.steps.len());
            assert!(
                first[0].ends_with(&format!(" {number}")) && !first[0].starts_with("Move "),
                "{first:?}"
            );
        }
    }
}

#[test]
fn a_lesson_started_in_a_replay_ends_back_in_the_replay() {
    let record = record();
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = ReplayRig::new(&record, mode);
        rig.send(Command::Replay(ReplayCommand::Next));
        let (opened, _) = rig.send(Command::Lesson(LessonCommand::Sounds));
        assert!(!opened.is_empty(), "{mode:?}");
        // In the lesson the slides and `next` are the lesson's: the replay
        // stands where it was.
        for command in [
            Command::Game(GameAction::Slide(Direction::Right)),
            Command::Lesson(LessonCommand::Next),
            Command::Replay(ReplayCommand::Last),
        ] {
            let (said, _) = rig.send(command.clone());
            assert!(!said.is_empty(), "{mode:?}: {command:?}");
            assert_eq!(rig.shown(), reached(&record, 1), "{mode:?}: {command:?}");
        }
        let (left, flow) = rig.send(Command::Quit);
        assert_eq!(flow, Flow::Continue, "{mode:?}");
        assert_eq!(
            left.last().map(String::as_str),
            Some("Back to the replay."),
            "{mode:?}"
        );
        // Back in the replay: the steps move it again, and quitting leaves
        // it at once.
        let (stepped, _) = rig.send(Command::Game(GameAction::Slide(Direction::Right)));
        assert!(!stepped.is_empty(), "{mode:?}");
        assert_eq!(rig.shown(), reached(&record, 2), "{mode:?}");
        let (_, flow) = rig.send(Command::Quit);
        assert_eq!(flow, Flow::Quit, "{mode:?}");
    }
}

#[test]
fn end_says_the_last_move_and_how_the_game_ended_with_the_score_once() {
    let record = record();
    let steps = record.steps.len();
    let score = reached(&record, steps).score().to_string();
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = ReplayRig::new(&record, mode);
        let (said, _) = rig.send(Command::Replay(ReplayCommand::Last));
        let text = said.join(" ");
        assert!(
            text.starts_with(&format!("Move {steps} of {steps}")),
            "{mode:?}: {said:?}"
        );
        let scores = text
            .split(|c: char| !c.is_ascii_digit())
            .filter(|number| *number == score)
            .count();
        assert_eq!(scores, 1, "{mode:?}: the score once: {said:?}");
        assert!(text.contains("The game ends here"), "{mode:?}: {said:?}");
    }
}
