//! A classic game as the player meets it: the game, the review cursor, a
//! question waiting for yes, and the answers to every game command as
//! announcements. Pure: commands in, announcements and flags out. Speech,
//! saving, hints and the clock belong to the controller.

use crate::engine::{Board, Cell, Direction, Game, GameConfig, Pcg32};
use crate::narration::{self, Announcement, CellStyle, Message};

use super::command::Command;

/// How the player gives commands: it decides how help and questions are
/// worded (keys to press or words to type).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputMode {
    Keys,
    Lines,
}

/// A question waiting for yes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pending {
    Quit,
    NewGame,
}

/// How the game at hand began, for its opening line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    New,
    FromPosition,
    Resumed,
}

/// What a command did.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Response {
    /// Lines to print and speak, in order.
    pub lines: Vec<Announcement>,
    /// The player leaves.
    pub quit: bool,
    /// The game changed (a move, an undo, a new game): save it.
    pub changed: bool,
    /// This command ended the game.
    pub ended: bool,
    /// A game left unfinished by this command (new game, quit), as its
    /// score and highest tile, for the records.
    pub left_game: Option<(u64, u64)>,
}

impl Response {
    fn say(line: impl Into<Announcement>) -> Response {
        Response {
            lines: vec![line.into()],
            ..Response::default()
        }
    }
}

/// A classic game in progress and everything around it the player hears.
#[derive(Debug, Clone)]
pub struct Session {
    game: Game,
    cursor: Cell,
    style: CellStyle,
    mode: InputMode,
    pending: Option<Pending>,
    /// The seed the game at hand started from, if known.
    game_seed: Option<u64>,
    /// Seeds the next new games, so a seeded session replays entirely.
    seeds: Pcg32,
}

impl Session {
    /// A session around `game` (started from `game_seed`, if known); later
    /// new games take their seeds from `seeds`.
    pub fn new(
        game: Game,
        game_seed: Option<u64>,
        seeds: Pcg32,
        style: CellStyle,
        mode: InputMode,
    ) -> Session {
        Session {
            game,
            cursor: Cell::new(0, 0),
            style,
            mode,
            pending: None,
            game_seed,
            seeds,
        }
    }

    /// The seed the game at hand started from, if known.
    pub fn game_seed(&self) -> Option<u64> {
        self.game_seed
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn board(&self) -> &Board {
        self.game.board()
    }

    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    pub fn mode(&self) -> InputMode {
        self.mode
    }

    pub fn style(&self) -> CellStyle {
        self.style
    }

    /// The line that opens a game: where its tiles and the cursor are, and
    /// how to get help.
    pub fn opening(&self, how: Opening) -> Announcement {
        let board = self.board();
        let size = board.size() as u64;
        let cursor = self.cursor.to_string();
        let first = match how {
            Opening::New => {
                let tiles = board
                    .cells()
                    .filter(|&c| board.get(c) != 0)
                    .map(|c| {
                        Message::new("tile-at")
                            .num("value", board.value(c))
                            .text("cell", c.to_string())
                    })
                    .collect();
                Message::new("game-start")
                    .num("size", size)
                    .list("tiles", tiles)
                    .text("cursor", cursor)
            }
            Opening::FromPosition => Message::new("game-start-from-position")
                .num("size", size)
                .num("tiles", board.tile_count() as u64)
                .text("cursor", cursor),
            Opening::Resumed => Message::new("game-resumed")
                .num("score", self.game.score())
                .num("moves", self.game.moves())
                .num("highest", board.highest())
                .text("cursor", cursor),
        };
        Announcement::new(vec![first, self.help_pointer()])
    }

    fn help_pointer(&self) -> Message {
        Message::new(match self.mode {
            InputMode::Keys => "help-pointer-keys",
            InputMode::Lines => "help-pointer-lines",
        })
    }

    /// The help lines for this input mode.
    pub fn help(&self) -> Vec<Announcement> {
        let ids: &[&'static str] = match self.mode {
            InputMode::Keys => &["help-keys-1", "help-keys-2", "help-keys-3", "help-keys-4"],
            InputMode::Lines => &["help-lines-1", "help-lines-2", "help-lines-3"],
        };
        ids.iter()
            .map(|&id| Announcement::one(Message::new(id)))
            .collect()
    }

    /// Answers one command. Commands that need the world outside (speech,
    /// repeat, hints, the partner finder, the best score) are the
    /// controller's and get an empty response here.
    pub fn handle(&mut self, command: Command) -> Response {
        if let Some(pending) = self.pending.take() {
            return if command == Command::Yes {
                match pending {
                    Pending::Quit => self.quit(),
                    Pending::NewGame => self.new_game(),
                }
            } else {
                Response::say(Message::new("confirm-cancelled"))
            };
        }
        let board = self.game.board();
        let style = self.style;
        match command {
            Command::Slide(direction) => self.slide(direction),
            Command::Cursor(direction) => self.move_cursor(direction),
            Command::GoTo(cell) => {
                if board.contains(cell) {
                    self.cursor = cell;
                    Response::say(narration::visit(board, cell, style))
                } else {
                    Response::say(Message::new("no-cell").text("cell", cell.to_string()))
                }
            }
            Command::ReadCell => Response::say(narration::visit(board, self.cursor, style)),
            Command::ReadRow => Response::say(narration::row(board, self.cursor.row, style)),
            Command::ReadColumn => Response::say(narration::column(board, self.cursor.col, style)),
            Command::ReadBoard => Response::say(narration::whole_board(board, style)),
            Command::EmptyCount => Response::say(narration::empty_count(board)),
            Command::Highest => Response::say(narration::highest(board)),
            Command::Score => Response::say(narration::score(&self.game)),
            Command::Position => {
                Response::say(Message::new("position").text("position", board.to_position()))
            }
            Command::Help => Response {
                lines: self.help(),
                ..Response::default()
            },
            Command::Undo => self.undo(),
            Command::NewGame => {
                if self.game.is_over() || self.game.moves() == 0 {
                    self.new_game()
                } else {
                    self.ask(Pending::NewGame)
                }
            }
            Command::Quit => {
                if self.game.is_over() {
                    self.quit()
                } else {
                    self.ask(Pending::Quit)
                }
            }
            Command::QuitNow => self.quit(),
            Command::Yes | Command::UnknownKey => Response::say(Message::new(match self.mode {
                InputMode::Keys => "unknown-key",
                InputMode::Lines => "unknown-command-plain",
            })),
            Command::UnknownCommand(text) => {
                Response::say(Message::new("unknown-command").text("text", text))
            }
            Command::Repeat
            | Command::SpeechToggle
            | Command::SpeechOn
            | Command::SpeechOff
            | Command::RateUp
            | Command::RateDown
            | Command::SetRate(_)
            | Command::Hint
            | Command::Partner
            | Command::Best => Response::default(),
        }
    }

    fn ask(&mut self, pending: Pending) -> Response {
        self.pending = Some(pending);
        let id = match (pending, self.mode) {
            (Pending::Quit, InputMode::Keys) => "confirm-quit",
            (Pending::Quit, InputMode::Lines) => "confirm-quit-lines",
            (Pending::NewGame, InputMode::Keys) => "confirm-new-game",
            (Pending::NewGame, InputMode::Lines) => "confirm-new-game-lines",
        };
        Response::say(Message::new(id))
    }

    fn quit(&mut self) -> Response {
        let mut response = Response::say(
            Message::new("goodbye")
                .num("score", self.game.score())
                .num("moves", self.game.moves()),
        );
        response.quit = true;
        response.left_game = self.unfinished();
        response
    }

    /// The game at hand as score and highest tile, if it was played and is
    /// not over (a finished game was recorded when it ended).
    fn unfinished(&self) -> Option<(u64, u64)> {
        (self.game.moves() > 0 && !self.game.is_over())
            .then(|| (self.game.score(), self.game.board().highest()))
    }

    fn new_game(&mut self) -> Response {
        let left_game = self.unfinished();
        let config: GameConfig = self.game.config();
        let seed = u64::from(self.seeds.next_u32()) << 32 | u64::from(self.seeds.next_u32());
        // The configuration was valid for the game at hand, so it is now.
        if let Ok(game) = Game::new(config, Pcg32::from_seed(seed)) {
            self.game = game;
            self.game_seed = Some(seed);
        }
        self.cursor = Cell::new(0, 0);
        Response {
            lines: vec![self.opening(Opening::New)],
            changed: true,
            left_game,
            ..Response::default()
        }
    }

    fn move_cursor(&mut self, direction: Direction) -> Response {
        let board = self.game.board();
        let n = board.size();
        let Cell { col, row } = self.cursor;
        let next = match direction {
            Direction::Left => col.checked_sub(1).map(|c| Cell::new(c, row)),
            Direction::Right => (col + 1 < n).then(|| Cell::new(col + 1, row)),
            Direction::Up => row.checked_sub(1).map(|r| Cell::new(col, r)),
            Direction::Down => (row + 1 < n).then(|| Cell::new(col, row + 1)),
        };
        match next {
            Some(cell) => {
                self.cursor = cell;
                Response::say(narration::visit(board, cell, self.style))
            }
            None => Response::say(narration::edge(board, self.cursor, direction, self.style)),
        }
    }

    fn slide(&mut self, direction: Direction) -> Response {
        if self.game.is_over() {
            return Response::say(Announcement::new(vec![
                Message::new("game-is-over"),
                self.game_over_choices(),
            ]));
        }
        let report = self.game.slide(direction);
        let mut response = Response::say(narration::slide(&report, self.game.score()));
        response.changed = report.slide.moved();
        if report.reached_win {
            response.lines.push(narration::win(&self.game));
        }
        if report.game_over {
            response.ended = true;
            response.lines.push(Announcement::new(vec![
                narration::game_over(&self.game),
                self.game_over_choices(),
            ]));
        }
        response
    }

    fn game_over_choices(&self) -> Message {
        Message::new(match self.mode {
            InputMode::Keys => "game-over-choices",
            InputMode::Lines => "game-over-choices-lines",
        })
    }

    fn undo(&mut self) -> Response {
        match self.game.undo() {
            Some(undo) => {
                let line = narration::undo(&undo, self.game.board(), &self.game);
                Response {
                    lines: vec![line],
                    changed: true,
                    ..Response::default()
                }
            }
            None => Response::say(Message::new("undo-nothing")),
        }
    }
}
