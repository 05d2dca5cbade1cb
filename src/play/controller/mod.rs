//! The controller: hands each command to the mode in force (`modes`: the
//! game's mode, a game, the daily game beside the ordinary one or a replay,
//! and over it the tutorial's offer or a lesson, each answered in a file of
//! its own), whose answer routes it by its family to the one place that
//! answers it (the session for the game, `settings` for the settings,
//! `game_work` for the readings and what follows the session's answers);
//! the player's files are `PlayerFiles`', the hint and the coach
//! `Advice`'s, today's daily game beside the ordinary one the
//! `DailySlot`'s. Every answer goes to the one owner of the outputs
//! (`Outputs`), which says it with the same words printed and spoken, keeps
//! it for repeat, holds a sound's words until it has been heard and says
//! speech's own problems; the controller never reaches into it. What the
//! player changes (speech on or off, the rate) is saved in the preferences
//! at once. Built from one struct of parts (`parts.rs`).
//!
//! Where a player listens (input from a terminal), a step of the sounds
//! lesson is heard alone: its sound starts at once, the game's own speech
//! stops, and the step's words are held back until the outputs no longer
//! hear it, and never longer than its length and [`HELD_SLACK`]. While
//! words are held ([`Outputs::holding`]) the loop looks often, and has
//! them said once due ([`Outputs::say_due`]). A command that comes
//! meanwhile is answered at once: one whose answer is another such sound
//! (the next step, the same again) cuts the sound and its words, as a new
//! answer cuts speech; any other has the held words said first, then its
//! own.
//!
//! Knows nothing of keys, terminals or the command line.

mod daily_work;
mod game_work;
mod lessons;
mod modes;
mod offer;
mod parts;
mod replaying;
mod settings;

use std::time::{Duration, Instant};

use crate::narration::{self, Announcement, Message};

use crate::command::{Command, GameAction, LessonCommand};
use crate::play::advice::Advice;
use crate::play::help::help_pointer::HelpPointer;
use crate::play::outputs::Outputs;
use crate::play::player::player_files::PlayerFiles;
use crate::play::session::{HelpBook, InputMode, Opening, Session, SessionCommand};
use modes::{AfterLesson, GameMode, Modes, Overlay};

pub use crate::play::outputs::HELD_SLACK;
pub use parts::{CoachParts, Parts};

/// Whether to go on after a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

pub struct Controller {
    session: Session,
    /// The one owner of the outputs: says every answer.
    out: Outputs,
    /// What keeps the player's files: the progress and the preferences.
    files: PlayerFiles,
    /// What advises: the hint search and the coach.
    advice: Advice,
    /// The opening's help pointer, while no key has been answered yet.
    pointer: Option<HelpPointer>,
    /// The modes in force: the game's (a game, the daily game beside the
    /// ordinary one, a replay) and those over it (the tutorial's offer, a
    /// lesson); the one on top answers first.
    modes: Modes,
}

impl Controller {
    /// A controller made of `parts`.
    pub fn new(parts: Parts) -> Controller {
        let Parts {
            mut session,
            words,
            speaker,
            sink,
            outputs,
            hinter,
            coach,
            progress,
            preferences,
            tutorial_offer,
            daily,
            replay,
        } = parts;
        let out = Outputs::new(words, session.mode(), speaker, sink, outputs);
        let mut advice = Advice::default();
        advice.hints.hinter = hinter;
        if let Some(CoachParts { judge, ready, on }) = coach {
            advice.judge_with(judge, ready, on, &session.board().clone());
        }
        let mut modes = Modes::new();
        if tutorial_offer {
            modes.over.push(Overlay::Offered);
        }
        if let Some(slot) = daily {
            modes.game = GameMode::Daily(Box::new(slot));
        }
        if let Some(replay) = replay {
            session.show_replayed(replay.game().clone(), None, None);
            modes.game = GameMode::Replay(replay);
        }
        Controller {
            session,
            out,
            files: PlayerFiles {
                progress,
                preferences,
            },
            advice,
            pointer: None,
            modes,
        }
    }

    /// The one owner of the outputs: what is said, held, heard.
    pub fn outputs(&mut self) -> &mut Outputs {
        &mut self.out
    }

    /// Says what the coach has ready: at once, or after waiting at most
    /// `wait` for the verdicts on their way (read line by line, so a
    /// script hears them in the same place every run); after the answer
    /// being said (a verdict asked for becomes the answer to repeat).
    pub fn check_coach(&mut self, wait: Option<Duration>) {
        let said = match wait {
            None => self.advice.coach.poll(),
            Some(limit) => self.advice.coach.settle(limit),
        };
        self.out.say_after(&said.lines, said.asked);
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Whether the tutorial is still offered (on top, or under a lesson).
    pub fn tutorial_offered(&self) -> bool {
        self.modes.offered()
    }

    /// Says the opening (after `notices`, such as a language or storage
    /// problem) as the game starts, at `now`, with the tutorial's offer last
    /// on the very first start. In key mode with the game's own speech on,
    /// the help pointer and the offer that end it are said again after the
    /// first answer if that answer cut them off.
    pub fn greet(&mut self, mut notices: Vec<Announcement>, how: Opening, now: Instant) {
        // A replay opens with which game and how to step through it; the
        // opening tiles are said when a step reaches the start (back,
        // Home), and B reads them at once.
        if let Some(replay) = self.modes.replay() {
            notices.push(narration::replay_start(replay.record()));
            notices.push(Announcement::one(Message::new(match self.session.mode() {
                InputMode::Keys => "replay-pointer-keys",
                InputMode::Lines => "replay-pointer-lines",
            })));
            self.out.announce(&notices);
            return;
        }
        let mut greeting = self.session.greeting(how);
        let progress = self.files.progress.as_ref();
        let daily = self.modes.daily();
        if let Some(opening) = daily.and_then(|slot| slot.opening(&self.session, progress)) {
            greeting.insert(0, opening);
        }
        // The lines said again if cut: the help pointer (a greeting of more
        // than one line ends with it), and the offer after it.
        let mut repeated = usize::from(greeting.len() > 1);
        if self.modes.offered() {
            self.files.keep_offer_made();
            greeting.push(Announcement::one(Message::new(match self.session.mode() {
                InputMode::Keys => "tutorial-offer-keys",
                InputMode::Lines => "tutorial-offer-lines",
            })));
            repeated += 1;
        }
        notices.extend(greeting);
        self.out.announce(&notices);
        self.out.table(self.session.board(), self.session.cursor());
        let voiced = self.out.voiced();
        if repeated > 0 && self.session.mode() == InputMode::Keys && voiced {
            let words = self.out.words();
            let texts: Vec<String> = notices.iter().map(|l| words.line(l)).collect();
            let (before, last) = texts.split_at(texts.len() - repeated);
            let before = before.iter().map(|t| t.chars().count()).sum();
            self.pointer = Some(HelpPointer::spoken_from(now, before, last.to_vec()));
        }
    }

    /// Answers one command.
    pub fn handle(&mut self, command: Command) -> Flow {
        let first = self.pointer.take();
        let flow = self.answer(command.clone());
        self.out.table(self.session.board(), self.session.cursor());
        if let Some(pointer) = first
            && !matches!(command, Command::Help(_))
            && flow == Flow::Continue
            && pointer.cut_at(Instant::now())
        {
            for text in &pointer.lines {
                self.out.say(text, false);
            }
        }
        flow
    }

    /// Answers a command: the mode on top takes it, or hands it down to
    /// the game's mode (`modes.rs`).
    fn answer(&mut self, command: Command) -> Flow {
        let command = self.session.through_help(command);
        self.out.check_speech();
        self.route(command)
    }

    /// The game's answer: routes a command by its family to the one place
    /// that answers it. A lesson's words typed outside one are unknown
    /// here; the hint of a classic game is a search against the clock.
    fn game_answer(&mut self, command: Command) -> Flow {
        let session_command = match command {
            Command::Setting(setting) => return self.set(setting),
            Command::Read(reading) => SessionCommand::Read(reading),
            Command::Recall(recall) => return self.recall(recall),
            Command::Lesson(lesson @ (LessonCommand::Sounds | LessonCommand::Tutorial)) => {
                return self.begin_lesson(lesson, AfterLesson::Back);
            }
            Command::Lesson(LessonCommand::Again) => return self.answer(Command::Repeat),
            Command::Lesson(LessonCommand::Next) => SessionCommand::UnknownCommand("next".into()),
            Command::Lesson(LessonCommand::Back) => SessionCommand::UnknownCommand("back".into()),
            Command::Game(GameAction::Slide(direction)) => SessionCommand::Slide(direction),
            Command::Game(GameAction::Undo) => SessionCommand::Undo,
            Command::Game(GameAction::Partner) => SessionCommand::Partner,
            Command::Game(GameAction::NewGame) => SessionCommand::NewGame,
            // The hint: a classic game's by the hint search, a puzzle's
            // by the session.
            Command::Game(GameAction::Hint) => match self.session.classic() {
                Some(game) => {
                    let four_chance = game.config().four_chance;
                    let board = self.session.board().clone();
                    let verbosity = self.session.verbosity();
                    let lines = self.advice.hint(&board, four_chance, verbosity);
                    self.out.announce(&lines);
                    return Flow::Continue;
                }
                None => SessionCommand::PuzzleHint,
            },
            Command::Game(GameAction::Daily) => return self.switch_daily(),
            Command::Game(GameAction::Share) => return self.share(),
            Command::Repeat => {
                self.out.repeat();
                return Flow::Continue;
            }
            Command::Silence => {
                self.out.silence();
                return Flow::Continue;
            }
            Command::Cursor(step) => SessionCommand::Cursor(step),
            Command::Help(topic) => SessionCommand::Help(topic, HelpBook::Game),
            Command::Quit => SessionCommand::Quit,
            Command::QuitNow => SessionCommand::QuitNow,
            Command::Yes => SessionCommand::Yes,
            Command::Pasted => SessionCommand::Pasted,
            Command::UnknownKey => SessionCommand::UnknownKey,
            Command::UnknownCommand(text) => SessionCommand::UnknownCommand(text),
            Command::Replay(_) => SessionCommand::ReplayStep,
        };
        self.game_command(session_command)
    }

    /// Says, when idle, whether saving started to fail to reach the disk
    /// or works again: after what is being said, not kept for repeat.
    pub fn check_saving(&mut self) {
        let Some(progress) = self.files.progress.as_mut() else {
            return;
        };
        let lines = progress.check();
        self.out.say_saving(&lines, self.session.verbosity());
    }

    /// Whether everything the game was to keep was kept as it ended.
    pub fn kept_all(&self) -> bool {
        self.files.kept_all()
    }
}
