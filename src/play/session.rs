//! A game as the player meets it: what is on the table (a classic game or a
//! tilt puzzle), the review cursor, a question waiting for yes, and the
//! answers to the game, cursor and reading commands as announcements. Pure:
//! commands in, announcements and a [`GameChange`] out. Speech, saving, the
//! hint search (which needs a clock) and the records belong to the
//! controller.

use crate::analysis::tilt::pair_finder::find_pair;
use crate::analysis::tilt::puzzle::TiltPuzzle;
use crate::engine::{Board, Cell, Date, Direction, Game, GameConfig, GameRecord, Origin, Pcg32};
use crate::narration::{self, Announcement, CellStyle, Message, Verbosity};

use crate::command::table::topic_of_key_command;
use crate::command::{Command, CursorMove, HelpTopic, Reading, VerbosityChange};
use crate::event::Event;
use crate::play::game_change::{GameChange, Left};
use crate::play::games::classic_game::ClassicGame;
use crate::play::games::tilt_round::TiltRound;
use crate::play::help::{help_for, help_pages, topic_help_pages};
pub use crate::play::input_mode::InputMode;
use crate::play::listening::listen;
pub use crate::play::session_command::{HelpBook, SessionCommand};
use crate::play::table::Table;

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
    /// What changed in the game at hand.
    pub change: GameChange,
    /// What happened behind the lines, for outputs that render events.
    pub events: Vec<Event>,
    /// Lines said after the news of the records (the choices after a game
    /// ends), so the news comes first.
    pub closing: Vec<Announcement>,
}

impl Response {
    fn say(line: impl Into<Announcement>) -> Response {
        Response {
            lines: vec![line.into()],
            ..Response::default()
        }
    }

    fn say_with(line: impl Into<Announcement>, event: Event) -> Response {
        Response {
            lines: vec![line.into()],
            events: vec![event],
            ..Response::default()
        }
    }
}

/// The stream a session's game identifiers come from, when the session is
/// not given one.
const ID_STREAM: u64 = 0x1d5;

/// A 64-bit number from a generator.
fn next_u64(rng: &mut Pcg32) -> u64 {
    u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32())
}

/// How many of its biggest tiles a resumed game names.
const BIGGEST_SAID: usize = 2;

/// A game in progress and everything around it the player hears.
#[derive(Debug, Clone)]
pub struct Session {
    table: Table,
    cursor: Cell,
    style: CellStyle,
    mode: InputMode,
    pending: Option<Pending>,
    /// The seed the game at hand started from, if known.
    game_seed: Option<u64>,
    /// The record of the classic game just left for a new one, for the
    /// controller to keep.
    left_record: Option<GameRecord>,
    /// The identifier of the game at hand: the records count it once.
    game_id: u64,
    /// Seeds the next new games, so a seeded session replays entirely.
    seeds: Pcg32,
    /// Gives the next new games their identifiers (apart from the seeds:
    /// two games of one seed are two games).
    ids: Pcg32,
    /// How much slides, undos and openings say.
    verbosity: Verbosity,
    /// The last move (or undo) said in full, for the "last move" command.
    last_move: Option<Announcement>,
    /// Where the last new tile came, while it is still the newest.
    newest: Option<Cell>,
    /// The help page the next help command says; any other command goes
    /// back to the first (0: help is not open).
    help_page: usize,
    /// The topic of the help open.
    help_topic: HelpTopic,
    /// The game whose saved record could not be read, by identifier: it
    /// goes on unrecorded, and cannot be shared for that reason.
    record_lost: Option<u64>,
    /// The day of that game, when it is a daily game (known by its seed
    /// and rules): its end is still the day's result.
    lost_day: Option<Date>,
}

impl Session {
    /// A session around a classic `game` (started from `game_seed`, if
    /// known), recorded or not (a [`ClassicGame`], or a [`Game`] with no
    /// record); later new games take their seeds from `seeds`. Its games'
    /// identifiers come from the seeds too, unless
    /// [`Session::with_game_id`] gives them.
    pub fn new(
        game: impl Into<ClassicGame>,
        game_seed: Option<u64>,
        seeds: Pcg32,
        style: CellStyle,
        mode: InputMode,
    ) -> Session {
        let mut ids = Pcg32::new(game_seed.unwrap_or(0), ID_STREAM);
        Session {
            table: Table::Classic(game.into()),
            cursor: Cell::new(0, 0),
            style,
            mode,
            pending: None,
            game_seed,
            left_record: None,
            game_id: next_u64(&mut ids),
            seeds,
            ids,
            verbosity: Verbosity::default(),
            last_move: None,
            newest: None,
            help_page: 0,
            help_topic: HelpTopic::Basics,
            record_lost: None,
            lost_day: None,
        }
    }

    /// A session of tilt puzzles, starting with `puzzle`.
    pub fn puzzles(puzzle: TiltPuzzle, seeds: Pcg32, style: CellStyle, mode: InputMode) -> Session {
        let mut ids = Pcg32::new(puzzle.seed(), ID_STREAM);
        Session {
            game_id: next_u64(&mut ids),
            ids,
            game_seed: Some(puzzle.seed()),
            left_record: None,
            table: Table::Tilt(TiltRound::new(puzzle)),
            cursor: Cell::new(0, 0),
            style,
            mode,
            pending: None,
            seeds,
            verbosity: Verbosity::default(),
            last_move: None,
            newest: None,
            help_page: 0,
            help_topic: HelpTopic::Basics,
            record_lost: None,
            lost_day: None,
        }
    }

    /// The same session with the game at hand known by `id`, and later new
    /// games given identifiers from `ids` (entropy, at the edge).
    pub fn with_game_id(mut self, id: u64, ids: Pcg32) -> Session {
        self.game_id = id;
        self.ids = ids;
        self
    }

    /// The same session with the game at hand known to have lost its
    /// record (`lost`: its save's record could not be read).
    pub fn with_record_lost(mut self, lost: bool) -> Session {
        self.record_lost = lost.then_some(self.game_id);
        self
    }

    /// The same session with the daily game of `day` at hand, its saved
    /// record lost (see [`Session::with_record_lost`]).
    pub fn with_daily_record_lost(mut self, day: Date) -> Session {
        self.lost_day = Some(day);
        self.with_record_lost(true)
    }

    /// The day of the daily game at hand: its record's, or the day of a
    /// daily game that goes on without its record.
    pub fn daily_day(&self) -> Option<Date> {
        match self.record().map(|record| record.origin) {
            Some(Origin::Daily(day)) => Some(day),
            Some(Origin::Seed(_)) => None,
            None => self.lost_day.filter(|_| self.record_lost()),
        }
    }

    /// Whether the game at hand goes on without the record its save had
    /// (it could not be read), rather than never having had one.
    pub fn record_lost(&self) -> bool {
        self.record_lost == Some(self.game_id) && self.record().is_none()
    }

    /// The same session with the classic game at hand recorded from its
    /// start by `record` (its origin, rules and steps so far), when that
    /// record replays to exactly the game at hand; else with no record.
    /// Ignored for a puzzle.
    pub fn with_record(mut self, record: Option<GameRecord>) -> Session {
        if let Table::Classic(game) = &self.table {
            let game = ClassicGame::with_record(game.game().clone(), record);
            self.table = Table::Classic(game);
        }
        self
    }

    /// Shows `game`, a position of a replayed game, as the game at hand,
    /// with the move that led there (for the last-move reading) and its new
    /// tile. The game at hand has no record then: nothing of it is kept.
    pub fn show_replayed(
        &mut self,
        game: Game,
        last_move: Option<Announcement>,
        newest: Option<Cell>,
    ) {
        self.table = Table::Classic(game.into());
        self.pending = None;
        self.last_move = last_move;
        self.newest = newest;
    }

    /// The record of the classic game at hand, if it has one.
    pub fn record(&self) -> Option<&GameRecord> {
        match &self.table {
            Table::Classic(game) => game.record(),
            Table::Tilt(_) => None,
        }
    }

    /// The record of the classic game just left for a new one, if it had
    /// one (taken once).
    pub fn take_left_record(&mut self) -> Option<GameRecord> {
        self.left_record.take()
    }

    /// The identifier of the game at hand: the records count it once,
    /// however often it ends.
    pub fn game_id(&self) -> u64 {
        self.game_id
    }

    /// The same session at another verbosity.
    pub fn with_verbosity(mut self, verbosity: Verbosity) -> Session {
        self.verbosity = verbosity;
        self
    }

    /// How much slides, undos and openings say now (the player changes it
    /// with the verbosity key; the preferences keep it).
    pub fn verbosity(&self) -> Verbosity {
        self.verbosity
    }

    /// The seed the game at hand started from, if known.
    pub fn game_seed(&self) -> Option<u64> {
        self.game_seed
    }

    /// Whether the game waits for a yes or no (to quit, to start anew).
    pub fn is_asking(&self) -> bool {
        self.pending.is_some()
    }

    /// The classic game, if one is on the table.
    pub fn classic(&self) -> Option<&Game> {
        match &self.table {
            Table::Classic(game) => Some(game.game()),
            Table::Tilt(_) => None,
        }
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn board(&self) -> &Board {
        self.table.board()
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

    /// The lines that open a game: the opening line, then (below full
    /// verbosity, where the opening line holds it) how to get help.
    pub fn greeting(&self, how: Opening) -> Vec<Announcement> {
        let mut lines = Vec::new();
        if let (Table::Tilt(round), false) = (&self.table, self.verbosity == Verbosity::Full) {
            lines.push(Announcement::one(self.puzzle_start(round)));
        }
        lines.push(self.opening(how));
        if self.verbosity != Verbosity::Full {
            // A resumed game says where its biggest tiles are, on a line of
            // its own so each line fits 80 columns.
            if matches!((&self.table, how), (Table::Classic(_), Opening::Resumed)) {
                lines.push(Announcement::one(self.biggest_tiles()));
            }
            lines.push(Announcement::one(self.help_pointer()));
        }
        lines
    }

    /// The line that opens a game: where its tiles are (or the puzzle's
    /// goal); in full also the size, the cursor and how to get help.
    pub fn opening(&self, how: Opening) -> Announcement {
        let board = self.board();
        let size = board.size() as u64;
        let cursor = self.cursor.to_string();
        let tiles_at = || narration::tiles_at(board);
        if self.verbosity != Verbosity::Full {
            let first = match (&self.table, how) {
                (Table::Tilt(round), _) => self.puzzle_goal(round),
                (Table::Classic(_), Opening::New) => {
                    Message::new("game-start-short").series("tiles", tiles_at())
                }
                (Table::Classic(_), Opening::FromPosition) => {
                    Message::new("game-start-from-position-short")
                        .num("tiles", board.tile_count() as u64)
                }
                (Table::Classic(game), Opening::Resumed) => Message::new("game-resumed-short")
                    .num("score", game.game().score())
                    .tile("highest", board.highest()),
            };
            return Announcement::one(first);
        }
        let first = match (&self.table, how) {
            (Table::Tilt(round), _) => {
                return Announcement::new(vec![
                    self.puzzle_start(round),
                    self.puzzle_goal(round),
                    self.help_pointer(),
                ]);
            }
            (Table::Classic(_), Opening::New) => Message::new("game-start")
                .num("size", size)
                .series("tiles", tiles_at())
                .text("cursor", cursor),
            (Table::Classic(_), Opening::FromPosition) => Message::new("game-start-from-position")
                .num("size", size)
                .num("tiles", board.tile_count() as u64)
                .text("cursor", cursor),
            (Table::Classic(game), Opening::Resumed) => Message::new("game-resumed")
                .num("score", game.game().score())
                .num("moves", game.game().moves())
                .tile("highest", board.highest())
                .text("cursor", cursor),
        };
        let mut parts = vec![first];
        if matches!((&self.table, how), (Table::Classic(_), Opening::Resumed)) {
            parts.push(self.biggest_tiles());
        }
        parts.push(self.help_pointer());
        Announcement::new(parts)
    }

    /// Where a resumed game's biggest tiles are: `Biggest: 256 in A1 and
    /// 128 in B1.` (the [`BIGGEST_SAID`] biggest, reading order among
    /// equals).
    fn biggest_tiles(&self) -> Message {
        let board = self.board();
        let mut tiles: Vec<Cell> = board.cells().filter(|&c| board.get(c) != 0).collect();
        tiles.sort_by_key(|&c| (std::cmp::Reverse(board.get(c)), c.row, c.col));
        let named = tiles
            .into_iter()
            .take(BIGGEST_SAID)
            .map(|c| narration::tile_at(board, c))
            .collect();
        Message::new("game-resumed-tiles").series("tiles", named)
    }

    fn puzzle_start(&self, round: &TiltRound) -> Message {
        let board = self.board();
        narration::puzzle_start(
            board.size(),
            board.value(round.marked_cells()[0]),
            round.marked_cells(),
            round.par(),
        )
    }

    fn puzzle_goal(&self, round: &TiltRound) -> Message {
        narration::puzzle_goal(
            self.board().value(round.marked_cells()[0]),
            round.marked_cells(),
            round.par(),
        )
    }

    fn help_pointer(&self) -> Message {
        Message::new(match self.mode {
            InputMode::Keys => "help-pointer-keys",
            InputMode::Lines => "help-pointer-lines",
        })
    }

    /// The help lines for this input mode.
    pub fn help(&self) -> Vec<Announcement> {
        help_for(self.mode)
    }

    /// The help pages for this input mode: the basics, or in a replay the
    /// replay's.
    pub fn help_pages(&self) -> Vec<Vec<Announcement>> {
        help_pages(self.mode)
    }

    /// The next help page of the help open, or the first of the topic
    /// `asked`, or with no help open the first of `book`'s topic; after a
    /// topic's last page, its first again.
    fn next_help_page(&mut self, asked: Option<HelpTopic>, book: HelpBook) -> Vec<Announcement> {
        match asked {
            Some(topic) => (self.help_topic, self.help_page) = (topic, 0),
            None if self.help_page == 0 => {
                self.help_topic = match book {
                    HelpBook::Replay => HelpTopic::Replay,
                    HelpBook::Game => HelpTopic::Basics,
                }
            }
            None => {}
        }
        let pages = topic_help_pages(self.mode, self.help_topic);
        let page = self.help_page % pages.len();
        self.help_page = page + 1;
        pages[page].clone()
    }

    /// A command as help open takes it: in key play, a topic's digit opens
    /// the topic; any command but help, repeat and silence closes help.
    pub fn through_help(&mut self, command: Command) -> Command {
        let topic = match (self.mode, self.help_page) {
            (InputMode::Keys, 1..) => topic_of_key_command(&command),
            _ => None,
        };
        let command = topic.map_or(command, |topic| Command::Help(Some(topic)));
        if !matches!(
            command,
            Command::Help(_) | Command::Repeat | Command::Silence
        ) {
            self.help_page = 0;
        }
        command
    }

    /// Answers one command (the modes hand the session only the commands
    /// it answers: see [`SessionCommand`]).
    pub fn handle(&mut self, command: SessionCommand) -> Response {
        // A paste is no answer to a question: the question stays open.
        if command != SessionCommand::Pasted
            && let Some(pending) = self.pending.take()
        {
            return match (command, pending) {
                (SessionCommand::Yes, Pending::Quit) => self.quit(),
                (SessionCommand::Yes, Pending::NewGame) => self.new_game(),
                // Ctrl+C quits at once, a question open or not.
                (SessionCommand::QuitNow, _) => self.quit(),
                // Any other command is no: the question is dropped.
                (
                    SessionCommand::Slide(_)
                    | SessionCommand::Undo
                    | SessionCommand::Partner
                    | SessionCommand::PuzzleHint
                    | SessionCommand::NewGame
                    | SessionCommand::Cursor(_)
                    | SessionCommand::Read(_)
                    | SessionCommand::Verbosity(_)
                    | SessionCommand::Help(..)
                    | SessionCommand::Quit
                    | SessionCommand::Pasted
                    | SessionCommand::UnknownKey
                    | SessionCommand::UnknownCommand(_)
                    | SessionCommand::ReplayStep,
                    Pending::Quit | Pending::NewGame,
                ) => Response::say(Message::new("confirm-cancelled")),
            };
        }
        if !matches!(command, SessionCommand::Help(..)) {
            self.help_page = 0;
        }
        match command {
            SessionCommand::Slide(direction) => match self.table {
                Table::Classic(_) => self.slide(direction),
                Table::Tilt(_) => self.tilt(direction),
            },
            SessionCommand::Undo => self.undo(),
            SessionCommand::Partner => self.partner(),
            SessionCommand::PuzzleHint => self.puzzle_hint(),
            SessionCommand::NewGame => self.ask_first(Pending::NewGame),
            SessionCommand::Cursor(step) => self.cursor_to(step),
            SessionCommand::Read(reading) => self.read(reading),
            SessionCommand::Verbosity(change) => self.set_verbosity(match change {
                VerbosityChange::Next => self.verbosity.next(),
                VerbosityChange::To(level) => level,
            }),
            SessionCommand::Help(asked, book) => Response {
                lines: self.next_help_page(asked, book),
                ..Response::default()
            },
            SessionCommand::Quit => self.ask_first(Pending::Quit),
            SessionCommand::QuitNow => self.quit(),
            SessionCommand::Pasted => Response::say(Message::new("paste-ignored")),
            SessionCommand::Yes | SessionCommand::UnknownKey => {
                Response::say(Message::new(match self.mode {
                    InputMode::Keys => "unknown-key",
                    InputMode::Lines => "unknown-command-plain",
                }))
            }
            SessionCommand::UnknownCommand(text) => {
                Response::say(Message::new("unknown-command").text("text", text))
            }
            // A replay's step where nothing is replayed.
            SessionCommand::ReplayStep => Response::say(Message::new(match self.mode {
                InputMode::Keys => "unknown-key",
                InputMode::Lines => "replay-only",
            })),
        }
    }

    /// A command that is not the answer to the question waiting (the daily
    /// game, share): the question is answered no. Nothing when no question
    /// waits.
    pub fn decline(&mut self) -> Option<Response> {
        self.pending
            .take()
            .map(|_| Response::say(Message::new("confirm-cancelled")))
    }

    /// A tilt puzzle's hint: the tilt to make next. A classic game's hint
    /// is a search against the clock, asked of the hint search instead;
    /// here it has none.
    fn puzzle_hint(&self) -> Response {
        match &self.table {
            Table::Tilt(round) => Response::say(narration::puzzle_hint(round.hint())),
            Table::Classic(_) => Response::say(narration::hint(None)),
        }
    }

    /// A command that moves the review cursor.
    fn cursor_to(&mut self, step: CursorMove) -> Response {
        match step {
            CursorMove::Step(direction) => self.move_cursor(direction),
            CursorMove::To(cell) => self.go_to(cell),
            CursorMove::Newest => self.go_newest(),
            CursorMove::Highest => self.go_highest(),
        }
    }

    /// A reading of the board at hand.
    fn read(&self, reading: Reading) -> Response {
        let board = self.table.board();
        let style = self.style;
        match reading {
            Reading::Cell => Response::say(self.table.cell(self.cursor, style)),
            Reading::Row => Response {
                lines: narration::row(board, self.cursor.row, style),
                ..Response::default()
            },
            Reading::Column => Response {
                lines: narration::column(board, self.cursor.col, style),
                ..Response::default()
            },
            Reading::Board => Response {
                lines: narration::whole_board(board, style),
                ..Response::default()
            },
            Reading::EmptyCount => Response::say(narration::empty_count(board)),
            Reading::Highest => Response::say(narration::highest(board)),
            Reading::Score => Response::say(self.table.score()),
            Reading::Position => {
                Response::say(Message::new("position").text("position", board.to_position()))
            }
            Reading::LastMove => Response::say(
                self.last_move
                    .clone()
                    .unwrap_or_else(|| Message::new("last-move-none").into()),
            ),
            Reading::TileCounts => Response::say(narration::tile_counts(board)),
            Reading::LineEmpties => Response::say(narration::line_empties(board, self.cursor)),
            Reading::NextMerge => Response::say(narration::next_merge(board)),
            Reading::EmptyCells => Response {
                lines: narration::empty_cells(board),
                ..Response::default()
            },
            Reading::Listen(what) => {
                let (line, event) = listen(board, self.cursor, what);
                Response::say_with(line, event)
            }
        }
    }

    /// Moves the cursor to a cell of the board, and reads it.
    fn go_to(&mut self, cell: Cell) -> Response {
        let board = self.table.board();
        if !board.contains(cell) {
            return Response::say(Message::new("no-cell").text("cell", cell.to_string()));
        }
        self.cursor = cell;
        let event = Event::CursorMoved {
            cell,
            value: board.value(cell),
            size: board.size(),
        };
        Response::say_with(self.table.cell(cell, self.style), event)
    }

    /// Moves the cursor to the newest tile, while it is on the board.
    fn go_newest(&mut self) -> Response {
        let board = self.table.board();
        match self.newest.filter(|&c| board.get(c) != 0) {
            Some(cell) => {
                self.cursor = cell;
                Response::say(narration::found_tile(board, cell, "newest"))
            }
            None => Response::say(Message::new("newest-none")),
        }
    }

    /// Asks the question first while a game is in progress; else does it.
    fn ask_first(&mut self, pending: Pending) -> Response {
        match (self.table.in_progress(), pending) {
            (true, _) => self.ask(pending),
            (false, Pending::NewGame) => self.new_game(),
            (false, Pending::Quit) => self.quit(),
        }
    }

    fn set_verbosity(&mut self, level: Verbosity) -> Response {
        self.verbosity = level;
        Response::say(Message::new("verbosity-set").text("level", level.name()))
    }

    /// The cursor to the highest tile: the first holding it in reading
    /// order, or the next one after the cursor when it is on one already.
    fn go_highest(&mut self) -> Response {
        let board = self.table.board();
        let top = board.highest_exponent();
        let holding: Vec<Cell> = board
            .cells()
            .filter(|&c| top != 0 && board.get(c) == top)
            .collect();
        let Some(&first) = holding.first() else {
            return Response::say(narration::empty_count(board));
        };
        let next = holding
            .iter()
            .position(|&c| c == self.cursor)
            .and_then(|i| holding.get(i + 1))
            .copied()
            .unwrap_or(first);
        self.cursor = next;
        Response::say(narration::found_tile(board, next, "highest"))
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
        let mut response = Response::say(self.table.goodbye());
        response.change = GameChange::Quit(Left {
            unfinished: self.unfinished(),
            abandoned: None,
        });
        response
    }

    /// The classic game at hand as score and highest tile, if it was played
    /// and is not over (a finished game was recorded when it ended).
    pub fn unfinished(&self) -> Option<(u64, u64)> {
        self.classic()
            .filter(|_| self.table.in_progress())
            .map(|game| (game.score(), game.board().highest()))
    }

    fn next_seed(&mut self) -> u64 {
        next_u64(&mut self.seeds)
    }

    fn new_game(&mut self) -> Response {
        let left_game = self.unfinished();
        let abandoned = self
            .classic()
            .filter(|_| left_game.is_some())
            .map(|game| (Box::new(game.clone()), self.game_id));
        let seed = self.next_seed();
        let size = self.board().size();
        let next = match &self.table {
            Table::Classic(game) => {
                let config: GameConfig = game.game().config();
                ClassicGame::from_seed(seed, config)
                    .ok()
                    .map(Table::Classic)
            }
            Table::Tilt(_) => TiltPuzzle::generate(seed, size)
                .ok()
                .map(|p| Table::Tilt(TiltRound::new(p))),
        };
        // The size and configuration were valid for the game at hand, so
        // they are now; should that ever fail, the game at hand stays.
        if let Some(table) = next {
            let left = std::mem::replace(&mut self.table, table);
            self.left_record = match left {
                Table::Classic(game) if left_game.is_some() => game.into_record(),
                _ => None,
            };
            self.game_seed = Some(seed);
            self.game_id = next_u64(&mut self.ids);
        }
        self.cursor = Cell::new(0, 0);
        self.last_move = None;
        self.newest = None;
        Response {
            lines: vec![self.opening(Opening::New)],
            change: GameChange::NewGame(Left {
                unfinished: left_game,
                abandoned,
            }),
            ..Response::default()
        }
    }

    fn move_cursor(&mut self, direction: Direction) -> Response {
        let n = self.board().size();
        let Cell { col, row } = self.cursor;
        let next = match direction {
            Direction::Left => col.checked_sub(1).map(|c| Cell::new(c, row)),
            Direction::Right => (col + 1 < n).then(|| Cell::new(col + 1, row)),
            Direction::Up => row.checked_sub(1).map(|r| Cell::new(col, r)),
            Direction::Down => (row + 1 < n).then(|| Cell::new(col, row + 1)),
        };
        let size = self.board().size();
        match next {
            Some(cell) => {
                self.cursor = cell;
                let mut response = Response::say(self.table.cell(cell, self.style));
                response.events.push(Event::CursorMoved {
                    cell,
                    value: self.board().value(cell),
                    size,
                });
                response
            }
            None => {
                let mut response = Response::say(narration::edge(
                    direction,
                    self.table.cell(self.cursor, self.style),
                ));
                response.events.push(Event::EdgeBump {
                    cell: self.cursor,
                    direction,
                    size,
                });
                response
            }
        }
    }

    fn choices(&self) -> Message {
        Message::new(match (&self.table, self.mode) {
            (Table::Classic(_), InputMode::Keys) => "game-over-choices",
            (Table::Classic(_), InputMode::Lines) => "game-over-choices-lines",
            (Table::Tilt(_), InputMode::Keys) => "puzzle-next",
            (Table::Tilt(_), InputMode::Lines) => "puzzle-next-lines",
        })
    }

    fn slide(&mut self, direction: Direction) -> Response {
        let choices = self.choices();
        let Table::Classic(game) = &mut self.table else {
            return Response::default();
        };
        if game.game().is_over() {
            let mut response = Response::say(Message::new("game-is-over"));
            response.closing.push(Announcement::one(choices));
            return response;
        }
        let report = game.slide(direction);
        let game = game.game();
        let mut response =
            Response::say(narration::slide_at(&report, game.score(), self.verbosity));
        let moved = report.slide.moved();
        if moved {
            response.change = GameChange::Moved;
        }
        response.events = Event::of_move(&report, game.board().size());
        if moved {
            self.last_move = Some(narration::slide(&report, game.score()));
            self.newest = report.spawn.map(|spawn| spawn.cell);
        }
        if report.reached_win {
            response.lines.push(narration::win(game));
        }
        if report.game_over {
            // Only a slide that moved can end the game: one over already
            // was answered above.
            response.change = GameChange::Ended;
            response
                .lines
                .push(Announcement::one(narration::game_over(game)));
            response.closing.push(Announcement::one(choices));
        }
        response
    }

    fn tilt(&mut self, direction: Direction) -> Response {
        let choices = self.choices();
        let Table::Tilt(round) = &mut self.table else {
            return Response::default();
        };
        if round.is_solved() {
            let mut response = Response::say(Message::new("puzzle-solved-already"));
            response.closing.push(Announcement::one(choices));
            return response;
        }
        let outcome = round.tilt(direction);
        if !outcome.moved {
            let mut response =
                Response::say(Message::new("nothing-moves").text("direction", direction.name()));
            response.events.push(Event::NothingMoved { direction });
            return response;
        }
        let mut response = Response::say(narration::puzzle_tilt(
            direction,
            round.marked_cells(),
            round.tilts(),
        ));
        response.change = GameChange::Moved;
        response.events.push(Event::Slid {
            direction,
            merges: Vec::new(),
            spawn: None,
            size: round.board().size(),
        });
        if outcome.solved {
            response.change = GameChange::Ended;
            let parts = narration::puzzle_solved(round.tilts(), round.par());
            response.lines.push(Announcement::new(parts));
            response.closing.push(Announcement::one(choices));
        }
        response
    }

    fn undo(&mut self) -> Response {
        match &mut self.table {
            Table::Classic(game) => match game.undo() {
                Some(undo) => {
                    let game = game.game();
                    self.last_move = Some(narration::undo(&undo, game.board(), game));
                    self.newest = None;
                    Response {
                        lines: vec![narration::undo_at(&undo, game.board(), self.verbosity)],
                        change: GameChange::Moved,
                        events: vec![Event::Undone],
                        ..Response::default()
                    }
                }
                None => Response::say(Message::new("undo-nothing")),
            },
            Table::Tilt(round) => match round.undo() {
                Some(direction) => Response {
                    lines: vec![Announcement::new(vec![
                        narration::puzzle_undone(direction),
                        narration::puzzle_status(round.tilts(), round.par(), round.marked_cells()),
                    ])],
                    change: GameChange::Moved,
                    events: vec![Event::Undone],
                    ..Response::default()
                },
                None => Response::say(Message::new("undo-nothing")),
            },
        }
    }

    /// Can the equal partner of the tile under the cursor be tilted next to
    /// it? In a puzzle, the marked tiles are the pair: the status answers.
    fn partner(&self) -> Response {
        match &self.table {
            Table::Classic(game) => {
                let board = game.game().board();
                let finding = find_pair(board, self.cursor);
                let answer = narration::partner(self.cursor, board.value(self.cursor), &finding);
                // Below full verbosity each sentence is a line of its own,
                // so every line fits 80 columns.
                let lines = if self.verbosity == Verbosity::Full {
                    vec![answer]
                } else {
                    answer.parts.into_iter().map(Announcement::one).collect()
                };
                Response {
                    lines,
                    ..Response::default()
                }
            }
            Table::Tilt(_) => Response::say(self.table.score()),
        }
    }
}
