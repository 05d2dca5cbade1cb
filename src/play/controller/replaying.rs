//! The replay mode, the game's mode while a finished game is replayed: the slide keys and
//! the replay's own commands step through the game (right and down, `next`:
//! forward; left and up, `previous`, `back`: back), each step said with
//! the game's own announcement and its sounds; the session shows the
//! position reached, so every reading, the cursor, listening and the hint
//! answer on it as in a game. What would change a game (undo, a new game)
//! or read the player's own records gets one clear line; quitting needs no
//! question, as nothing is lost. Nothing is saved: a replay has no
//! progress to keep.

use crate::command::{Command, GameAction, LessonCommand, Recall, ReplayCommand};
use crate::engine::{Cell, Direction};
use crate::event::Event;
use crate::narration::{self, Announcement, Message};
use crate::play::games::replay::{Replay, Stepped};
use crate::play::session::{HelpBook, InputMode, SessionCommand};

use crate::play::controller::{Controller, Flow};

impl Controller {
    /// The replay's answer: the steps, the slides and `next` and `back`
    /// step through it; what would change a game or read the player's own
    /// records is refused in one line; quitting leaves at once. The rest
    /// (readings, the cursor, the hint, settings, help, lessons) is
    /// answered as in a game, on the position reached.
    pub(super) fn replay_answer(&mut self, command: Command) -> Flow {
        let step = match command {
            Command::Replay(step) => step,
            Command::Game(GameAction::Slide(Direction::Right | Direction::Down))
            | Command::Lesson(LessonCommand::Next) => ReplayCommand::Next,
            Command::Game(GameAction::Slide(Direction::Left | Direction::Up))
            | Command::Lesson(LessonCommand::Back) => ReplayCommand::Previous,
            Command::Game(
                GameAction::Undo | GameAction::NewGame | GameAction::Daily | GameAction::Share,
            )
            | Command::Recall(Recall::Coach) => {
                let id = match self.session.mode() {
                    InputMode::Keys => "replay-refused-keys",
                    InputMode::Lines => "replay-refused-lines",
                };
                self.out.announce(&[Message::new(id).into()]);
                return Flow::Continue;
            }
            Command::Recall(Recall::Best | Recall::Stats) => {
                self.out
                    .announce(&[Message::new("replay-own-records").into()]);
                return Flow::Continue;
            }
            Command::Quit | Command::QuitNow => {
                self.out.announce(&[Message::new("replay-goodbye").into()]);
                return Flow::Quit;
            }
            // Help names the replay's keys.
            Command::Help(topic) => {
                return self.game_command(SessionCommand::Help(topic, HelpBook::Replay));
            }
            Command::Game(GameAction::Hint | GameAction::Partner)
            | Command::Read(_)
            | Command::Cursor(_)
            | Command::Setting(_)
            | Command::Lesson(
                LessonCommand::Sounds | LessonCommand::Tutorial | LessonCommand::Again,
            )
            | Command::Repeat
            | Command::Silence
            | Command::Yes
            | Command::Pasted
            | Command::UnknownKey
            | Command::UnknownCommand(_) => return self.game_answer(command),
        };
        self.replay_step(step);
        Flow::Continue
    }

    /// Steps through the replay and says where it stands.
    fn replay_step(&mut self, step: ReplayCommand) {
        let verbosity = self.session.verbosity();
        let Some(replay) = self.modes.replay_mut() else {
            return;
        };
        let steps = replay.len() as u64;
        let at = replay.at();
        let (lines, events) = match step {
            ReplayCommand::Next => match replay.step_forward() {
                Some(stepped) => {
                    let (own, events, last, newest) = said(replay, &stepped, verbosity);
                    let mut lines = vec![narration::replay_step(at as u64 + 1, steps, own)];
                    lines.extend(closing(replay, &stepped));
                    self.session
                        .show_replayed(replay.game().clone(), Some(last), newest);
                    (lines, events)
                }
                None => {
                    let game = replay.game();
                    (
                        vec![narration::replay_end(game.is_over(), game.score())],
                        Vec::new(),
                    )
                }
            },
            ReplayCommand::Previous if at == 0 => {
                (vec![narration::replay_first(steps)], Vec::new())
            }
            ReplayCommand::To(asked) if asked > steps => {
                (vec![narration::replay_no_move(asked, steps)], Vec::new())
            }
            ReplayCommand::Previous => {
                let reached = at - 1;
                self.replay_go(reached);
                let lines = self
                    .session
                    .classic()
                    .map(|game| {
                        narration::replay_back(reached as u64, steps, narration::score(game))
                    })
                    .into_iter()
                    .collect();
                (lines, vec![Event::Undone])
            }
            ReplayCommand::First | ReplayCommand::Last | ReplayCommand::To(_) => {
                let to = match step {
                    ReplayCommand::First => 0,
                    ReplayCommand::To(n) => n as usize,
                    ReplayCommand::Last | ReplayCommand::Next | ReplayCommand::Previous => {
                        steps as usize
                    }
                };
                self.replay_go(to);
                let mut lines = Vec::new();
                if let Some(game) = self.session.classic() {
                    lines.push(if to as u64 == steps {
                        narration::replay_jump_end(steps, game.is_over(), game.score())
                    } else {
                        narration::replay_jump(to as u64, steps, narration::score(game))
                    });
                }
                (lines, Vec::new())
            }
        };
        // A step that reaches the start says the opening tiles.
        let mut lines = lines;
        let moved_back = !matches!(step, ReplayCommand::Next)
            && !matches!(step, ReplayCommand::To(asked) if asked > steps);
        if moved_back
            && let Some(replay) = self.modes.replay()
            && replay.at() == 0
        {
            lines.push(Announcement::one(narration::replay_tiles(
                replay.game().board(),
            )));
        }
        self.out.render(&events);
        self.out.announce(&lines);
    }

    /// Goes to move `to` and shows it, with the move that led there for
    /// the last-move reading.
    fn replay_go(&mut self, to: usize) {
        let verbosity = self.session.verbosity();
        let Some(replay) = self.modes.replay_mut() else {
            return;
        };
        let Some(before) = to.checked_sub(1) else {
            replay.go_to(0);
            self.session
                .show_replayed(replay.game().clone(), None, None);
            return;
        };
        replay.go_to(before);
        let led = replay.step_forward();
        let (last, newest) = match &led {
            Some(stepped) => {
                let (_, _, last, newest) = said(replay, stepped, verbosity);
                (Some(last), newest)
            }
            None => (None, None),
        };
        self.session
            .show_replayed(replay.game().clone(), last, newest);
    }
}

/// What a step forward says (the game's own announcement at this
/// verbosity), its events, the last-move reading of it, and its new tile.
fn said(
    replay: &Replay,
    stepped: &Stepped,
    verbosity: narration::Verbosity,
) -> (Announcement, Vec<Event>, Announcement, Option<Cell>) {
    let game = replay.game();
    match stepped {
        Stepped::Slide(report) => (
            narration::slide_at(report, game.score(), verbosity),
            Event::of_move(report, game.board().size()),
            narration::slide(report, game.score()),
            report.spawn.map(|spawn| spawn.cell),
        ),
        Stepped::Undo(undo) => (
            narration::undo_at(undo, game.board(), verbosity),
            vec![Event::Undone],
            narration::undo(undo, game.board(), game),
            None,
        ),
    }
}

/// What the game said after a slide's news: the win, the game over.
fn closing(replay: &Replay, stepped: &Stepped) -> Vec<Announcement> {
    let game = replay.game();
    let mut lines = Vec::new();
    if let Stepped::Slide(report) = stepped {
        if report.reached_win {
            lines.push(narration::win(game));
        }
        if report.game_over {
            lines.push(Announcement::one(narration::game_over(game)));
        }
    }
    lines
}
