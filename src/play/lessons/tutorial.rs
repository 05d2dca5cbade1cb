//! The tutorial: a short guided game on a fixed practice board, written as
//! text, whose new tiles come from a fixed seed, so every step goes the
//! same way each time. Its first words are how many steps and the first
//! instruction, heard within seconds; where A1 is (letters are columns
//! from the left, numbers rows from the top) and the way out follow, and
//! the practice board comes with the first step done, so that the opening
//! is said within 12 s. Each step says what to
//! do (move the cursor, read a row, slide, hear a merge and the new tile,
//! undo, ask for a hint) and checks it was done before the next; a wrong
//! key gets a short reminder.
//! Q, Escape or `quit` leaves at any time.
//!
//! Pure: it plays on a session of its own, never the player's game, so the
//! saved game and the records stay as they are; the hint is searched
//! without a clock, bounded by how often it may ask whether time is up.

use crate::analysis::search;
use crate::command::{Command, CursorMove, GameAction, LessonCommand, Reading};
use crate::engine::{Board, Direction, Game, GameConfig, Pcg32};
use crate::narration::{self, Announcement, CellStyle, Message, Verbosity};

use crate::play::help::WHERE_A1;
use crate::play::lessons::lesson_answer::LessonAnswer;
use crate::play::session::{InputMode, Session, SessionCommand};

/// The practice board: two 2s to merge in the top row, a 4 to slide up.
pub const PRACTICE_BOARD: &str = "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 4";
/// The seed of the practice board's new tiles.
const PRACTICE_SEED: u64 = 2048;
/// How often the hint's search may ask whether its time is up.
const HINT_CHECKS: u32 = 64;

/// What the player is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Cursor,
    Row,
    Slide,
    Merge,
    Undo,
    Hint,
}

const STEPS: [Step; 6] = [
    Step::Cursor,
    Step::Row,
    Step::Slide,
    Step::Merge,
    Step::Undo,
    Step::Hint,
];

impl Step {
    /// What the practice game does for the command that does this step
    /// (the hint's step is answered by the tutorial's own search).
    fn played(self, command: &Command) -> Option<SessionCommand> {
        let (step, played) = match command {
            Command::Cursor(step @ (CursorMove::Step(_) | CursorMove::To(_))) => {
                (Step::Cursor, SessionCommand::Cursor(*step))
            }
            Command::Read(Reading::Row) => (Step::Row, SessionCommand::Read(Reading::Row)),
            Command::Game(GameAction::Slide(Direction::Up)) => {
                (Step::Slide, SessionCommand::Slide(Direction::Up))
            }
            Command::Game(GameAction::Slide(Direction::Left)) => {
                (Step::Merge, SessionCommand::Slide(Direction::Left))
            }
            Command::Game(GameAction::Undo) => (Step::Undo, SessionCommand::Undo),
            Command::Game(GameAction::Hint) => (Step::Hint, SessionCommand::PuzzleHint),
            // No step of the tutorial is done by any other command.
            Command::Cursor(CursorMove::Newest | CursorMove::Highest)
            | Command::Read(_)
            | Command::Game(_)
            | Command::Recall(_)
            | Command::Setting(_)
            | Command::Lesson(_)
            | Command::Replay(_)
            | Command::Help(_)
            | Command::Repeat
            | Command::Silence
            | Command::Quit
            | Command::QuitNow
            | Command::Yes
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => return None,
        };
        (step == self).then_some(played)
    }

    /// What to do, in the words of the input mode.
    fn instruction(self, mode: InputMode) -> Vec<Message> {
        let keys = mode == InputMode::Keys;
        let what = Message::new(match (self, keys) {
            (Step::Cursor, true) => "tutorial-cursor-keys",
            (Step::Cursor, false) => "tutorial-cursor-lines",
            (Step::Row, true) => "tutorial-row-keys",
            (Step::Row, false) => "tutorial-row-lines",
            (Step::Slide, true) => "tutorial-slide-keys",
            (Step::Slide, false) => "tutorial-slide-lines",
            (Step::Merge, true) => "tutorial-merge-keys",
            (Step::Merge, false) => "tutorial-merge-lines",
            (Step::Undo, true) => "tutorial-undo-keys",
            (Step::Undo, false) => "tutorial-undo-lines",
            (Step::Hint, true) => "tutorial-hint-keys",
            (Step::Hint, false) => "tutorial-hint-lines",
        });
        if self == Step::Merge {
            vec![what, Message::new("tutorial-listen")]
        } else {
            vec![what]
        }
    }
}

/// The tutorial in progress.
#[derive(Debug, Clone)]
pub struct Tutorial {
    session: Session,
    mode: InputMode,
    /// The step at hand, an index into [`STEPS`].
    at: usize,
}

impl Tutorial {
    /// Starts the tutorial: how many steps and the first one at once, then
    /// where A1 is and how to leave (the practice board follows the first
    /// step).
    pub fn start(
        mode: InputMode,
        style: CellStyle,
        verbosity: Verbosity,
    ) -> (Tutorial, LessonAnswer) {
        let board = Board::parse(PRACTICE_BOARD).expect("the practice board is valid");
        let game = Game::from_board(
            GameConfig::default(),
            board,
            Pcg32::from_seed(PRACTICE_SEED),
        )
        .expect("the practice board fits the default game");
        let seeds = Pcg32::from_seed(PRACTICE_SEED);
        let session =
            Session::new(game, Some(PRACTICE_SEED), seeds, style, mode).with_verbosity(verbosity);
        let tutorial = Tutorial {
            session,
            mode,
            at: 0,
        };
        let mut first = vec![Message::new("tutorial-start").num("steps", STEPS.len() as u64)];
        first.extend(STEPS[0].instruction(mode));
        let lines = vec![
            Announcement::new(first),
            // Where A1 is, before the board names its cells.
            Announcement::one(Message::new(WHERE_A1)),
            Announcement::one(Message::new(match mode {
                InputMode::Keys => "tutorial-leave-keys",
                InputMode::Lines => "tutorial-leave-lines",
            })),
        ];
        (tutorial, LessonAnswer::say(lines))
    }

    /// The answer to one command.
    pub fn handle(&mut self, command: Command) -> LessonAnswer {
        let step = STEPS[self.at];
        match command {
            Command::Quit | Command::QuitNow => {
                return LessonAnswer {
                    lines: vec![Announcement::one(Message::new("tutorial-left"))],
                    done: true,
                    ..LessonAnswer::default()
                };
            }
            Command::Repeat | Command::Lesson(LessonCommand::Again) | Command::Help(_) => {
                return LessonAnswer::say(vec![Announcement::new(step.instruction(self.mode))]);
            }
            // The step's own command plays it; any other is not yet.
            Command::Lesson(
                LessonCommand::Sounds
                | LessonCommand::Tutorial
                | LessonCommand::Next
                | LessonCommand::Back,
            )
            | Command::Game(_)
            | Command::Cursor(_)
            | Command::Read(_)
            | Command::Recall(_)
            | Command::Setting(_)
            | Command::Replay(_)
            | Command::Silence
            | Command::Yes
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => {}
        }
        let Some(played) = step.played(&command) else {
            let mut parts = vec![Message::new("tutorial-not-yet")];
            parts.extend(step.instruction(self.mode));
            return LessonAnswer::say(vec![Announcement::new(parts)]);
        };
        let (mut lines, events) = if step == Step::Hint {
            (vec![self.hint()], Vec::new())
        } else {
            let response = self.session.handle(played);
            (response.lines, response.events)
        };
        if step == Step::Cursor {
            // The board, once the player knows where A1 is and has heard a
            // cell named.
            let tiles = narration::tiles_at(self.session.board());
            lines.push(Announcement::one(
                Message::new("tutorial-board").series("tiles", tiles),
            ));
        }
        self.at += 1;
        let done = self.at == STEPS.len();
        lines.push(if done {
            Announcement::one(Message::new(match self.mode {
                InputMode::Keys => "tutorial-done-keys",
                InputMode::Lines => "tutorial-done-lines",
            }))
        } else {
            let mut parts = vec![Message::new("tutorial-good")];
            parts.extend(STEPS[self.at].instruction(self.mode));
            Announcement::new(parts)
        });
        LessonAnswer {
            lines,
            events,
            done,
            heard_alone: false,
        }
    }

    /// The engine's slide for the practice board and why, by the
    /// heuristic (the same every time).
    fn hint(&self) -> Announcement {
        let board = self.session.board();
        let mut asked = 0;
        let four_chance = GameConfig::default().four_chance;
        let evaluation = search::Evaluation::Heuristic;
        let suggestion = search::analyse(board, four_chance, 1, evaluation, &mut || {
            asked += 1;
            asked > HINT_CHECKS
        });
        match suggestion {
            Some(suggestion) => narration::hint_why(&search::explain(board, &suggestion)),
            None => narration::hint(None),
        }
    }

    /// The practice board as it is now.
    pub fn board(&self) -> &Board {
        self.session.board()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(answer: &LessonAnswer) -> Vec<&'static str> {
        answer
            .lines
            .iter()
            .flat_map(|line| line.parts.iter().map(|part| part.id))
            .collect()
    }

    fn start() -> Tutorial {
        Tutorial::start(InputMode::Keys, CellStyle::default(), Verbosity::Normal).0
    }

    #[test]
    fn each_step_waits_for_its_command_then_names_the_next() {
        let mut tutorial = start();
        // (command, the step is done, the answer's last message)
        let table: [(Command, bool, &str); 10] = [
            (Command::Read(Reading::Score), false, "tutorial-cursor-keys"),
            (
                Command::Cursor(CursorMove::Step(Direction::Right)),
                true,
                "tutorial-row-keys",
            ),
            (Command::Read(Reading::Column), false, "tutorial-row-keys"),
            (Command::Read(Reading::Row), true, "tutorial-slide-keys"),
            (
                Command::Game(GameAction::Slide(Direction::Left)),
                false,
                "tutorial-slide-keys",
            ),
            (
                Command::Game(GameAction::Slide(Direction::Up)),
                true,
                "tutorial-listen",
            ),
            (
                Command::Game(GameAction::Slide(Direction::Left)),
                true,
                "tutorial-undo-keys",
            ),
            (Command::Game(GameAction::Hint), false, "tutorial-undo-keys"),
            (Command::Game(GameAction::Undo), true, "tutorial-hint-keys"),
            (Command::Game(GameAction::Hint), true, "tutorial-done-keys"),
        ];
        for (command, advances, last) in table {
            let before = tutorial.at;
            let answer = tutorial.handle(command.clone());
            assert_eq!(tutorial.at > before, advances, "{command:?}");
            assert_eq!(ids(&answer).last(), Some(&last), "{command:?}");
            if !advances {
                assert_eq!(ids(&answer)[0], "tutorial-not-yet", "{command:?}");
            }
        }
    }

    #[test]
    fn the_opening_is_the_first_step_where_a1_is_and_the_way_out_and_the_board_follows() {
        let (mut tutorial, opening) =
            Tutorial::start(InputMode::Lines, CellStyle::default(), Verbosity::Normal);
        assert_eq!(
            ids(&opening),
            [
                "tutorial-start",
                "tutorial-cursor-lines",
                WHERE_A1,
                "tutorial-leave-lines"
            ]
        );
        let first = tutorial.handle(Command::Cursor(CursorMove::Step(Direction::Right)));
        let said = ids(&first);
        let board = said.iter().position(|id| *id == "tutorial-board");
        let next = said.iter().position(|id| *id == "tutorial-row-lines");
        assert!(board.is_some() && board < next, "{said:?}");
        let second = tutorial.handle(Command::Read(Reading::Row));
        assert!(!ids(&second).contains(&"tutorial-board"));
    }

    #[test]
    fn the_slides_go_the_same_way_every_time() {
        let boards: Vec<String> = (0..2)
            .map(|_| {
                let mut tutorial = start();
                for command in [
                    Command::Cursor(CursorMove::Step(Direction::Right)),
                    Command::Read(Reading::Row),
                    Command::Game(GameAction::Slide(Direction::Up)),
                ] {
                    tutorial.handle(command);
                }
                let merge = tutorial.handle(Command::Game(GameAction::Slide(Direction::Left)));
                assert!(
                    merge.events.iter().any(|event| matches!(
                        event,
                        crate::event::Event::Slid { merges, spawn: Some(_), .. } if !merges.is_empty()
                    )),
                    "{merge:?}"
                );
                tutorial.board().to_position()
            })
            .collect();
        assert_eq!(boards[0], boards[1]);
        assert!(boards[0].starts_with("4 "), "{}", boards[0]);
    }

    #[test]
    fn it_can_be_left_at_any_step() {
        for steps in 0..STEPS.len() {
            let mut tutorial = start();
            for command in [
                Command::Cursor(CursorMove::Step(Direction::Down)),
                Command::Read(Reading::Row),
                Command::Game(GameAction::Slide(Direction::Up)),
                Command::Game(GameAction::Slide(Direction::Left)),
                Command::Game(GameAction::Undo),
            ]
            .into_iter()
            .take(steps)
            {
                tutorial.handle(command);
            }
            let left = tutorial.handle(Command::Quit);
            assert!(left.done);
            assert_eq!(ids(&left), ["tutorial-left"]);
        }
    }
}
