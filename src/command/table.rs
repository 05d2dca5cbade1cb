//! The table of commands: each command's stable name, its keys in key
//! play, its words in line mode and the help lines that name it, each in
//! its topic and page, written once. The keymap (`terminal/keymap.rs`),
//! the line parser (`terminal/line_commands.rs`) and the help pages
//! (`play/help/mod.rs`) read it; a test holds the guide's key tables to it.
//! Only the commands that take an argument (a cell, a number) are parsed
//! by hand, in the line parser; the table gives each an example.
//!
//! Pure data and lookups: message ids, no words, no terminal, no speech.

use std::sync::OnceLock;

use crate::engine::{Cell, Direction};
use crate::narration::Verbosity;

use super::HelpTopic::{Basics, Braille, Daily, Lessons, Replay, Settings};
use super::{
    Command, CursorMove, GameAction, HelpTopic, Key, LessonCommand, Level, Listen, Reading, Recall,
    ReplayCommand, Setting, Switch, VerbosityChange,
};

/// One command, written once.
#[derive(Debug)]
pub struct Entry {
    /// A stable name, for tests and the docs.
    pub name: &'static str,
    /// What it does.
    pub command: Command,
    /// The keys that give it in key play.
    pub keys: &'static [Key],
    /// The words (lower case, one space between) that give it in line
    /// mode.
    pub words: &'static [&'static str],
    /// For a command with an argument, parsed by hand: a typed example,
    /// which gives `command`.
    pub example: Option<&'static str>,
    /// The help lines that name it.
    pub help: &'static [HelpLine],
}

/// A help line that names a command: its topic, its page in the topic
/// (from 1) and its message id in key play and in line mode (`None`: not
/// said in that mode).
#[derive(Debug, Clone, Copy)]
pub struct HelpLine {
    pub topic: HelpTopic,
    pub page: u8,
    pub keys: Option<&'static str>,
    pub lines: Option<&'static str>,
}

const fn both(topic: HelpTopic, page: u8, keys: &'static str, lines: &'static str) -> HelpLine {
    HelpLine {
        topic,
        page,
        keys: Some(keys),
        lines: Some(lines),
    }
}

const fn keys_help(topic: HelpTopic, page: u8, keys: &'static str) -> HelpLine {
    HelpLine {
        topic,
        page,
        keys: Some(keys),
        lines: None,
    }
}

const fn lines_help(topic: HelpTopic, page: u8, lines: &'static str) -> HelpLine {
    HelpLine {
        topic,
        page,
        keys: None,
        lines: Some(lines),
    }
}

/// Every command a key or a typed line gives, in the order help says
/// them within a page.
pub static COMMANDS: &[Entry] = &[
    Entry {
        name: "slide left",
        command: Command::Game(GameAction::Slide(Direction::Left)),
        keys: &[Key::ShiftArrow(Direction::Left), Key::Char('j')],
        words: &["left", "slide left", "move left"],
        example: None,
        help: &[
            both(Basics, 1, "help-keys-start", "help-lines-start"),
            keys_help(Basics, 3, "help-keys-jlik"),
            keys_help(Replay, 1, "help-replay-keys-step"),
        ],
    },
    Entry {
        name: "slide right",
        command: Command::Game(GameAction::Slide(Direction::Right)),
        keys: &[Key::ShiftArrow(Direction::Right), Key::Char('l')],
        words: &["right", "slide right", "move right"],
        example: None,
        help: &[
            both(Basics, 1, "help-keys-start", "help-lines-start"),
            keys_help(Basics, 3, "help-keys-jlik"),
            keys_help(Replay, 1, "help-replay-keys-step"),
        ],
    },
    Entry {
        name: "slide up",
        command: Command::Game(GameAction::Slide(Direction::Up)),
        keys: &[Key::ShiftArrow(Direction::Up), Key::Char('i')],
        words: &["up", "slide up", "move up"],
        example: None,
        help: &[
            both(Basics, 1, "help-keys-start", "help-lines-start"),
            keys_help(Basics, 3, "help-keys-jlik"),
        ],
    },
    Entry {
        name: "slide down",
        command: Command::Game(GameAction::Slide(Direction::Down)),
        keys: &[Key::ShiftArrow(Direction::Down), Key::Char('k')],
        words: &["down", "slide down", "move down"],
        example: None,
        help: &[
            both(Basics, 1, "help-keys-start", "help-lines-start"),
            keys_help(Basics, 3, "help-keys-jlik"),
        ],
    },
    Entry {
        name: "cursor left",
        command: Command::Cursor(CursorMove::Step(Direction::Left)),
        keys: &[Key::Arrow(Direction::Left)],
        words: &["cursor left"],
        example: None,
        help: &[
            keys_help(Basics, 1, "help-keys-start"),
            both(Basics, 2, "help-where-a1", "help-where-a1"),
            lines_help(Basics, 2, "help-lines-cursor"),
            keys_help(Replay, 2, "help-replay-keys-read"),
        ],
    },
    Entry {
        name: "cursor right",
        command: Command::Cursor(CursorMove::Step(Direction::Right)),
        keys: &[Key::Arrow(Direction::Right)],
        words: &["cursor right"],
        example: None,
        help: &[
            keys_help(Basics, 1, "help-keys-start"),
            both(Basics, 2, "help-where-a1", "help-where-a1"),
            lines_help(Basics, 2, "help-lines-cursor"),
            keys_help(Replay, 2, "help-replay-keys-read"),
        ],
    },
    Entry {
        name: "cursor up",
        command: Command::Cursor(CursorMove::Step(Direction::Up)),
        keys: &[Key::Arrow(Direction::Up)],
        words: &["cursor up"],
        example: None,
        help: &[
            keys_help(Basics, 1, "help-keys-start"),
            both(Basics, 2, "help-where-a1", "help-where-a1"),
            lines_help(Basics, 2, "help-lines-cursor"),
            keys_help(Replay, 2, "help-replay-keys-read"),
        ],
    },
    Entry {
        name: "cursor down",
        command: Command::Cursor(CursorMove::Step(Direction::Down)),
        keys: &[Key::Arrow(Direction::Down)],
        words: &["cursor down"],
        example: None,
        help: &[
            keys_help(Basics, 1, "help-keys-start"),
            both(Basics, 2, "help-where-a1", "help-where-a1"),
            lines_help(Basics, 2, "help-lines-cursor"),
            keys_help(Replay, 2, "help-replay-keys-read"),
        ],
    },
    Entry {
        name: "cell",
        command: Command::Read(Reading::Cell),
        keys: &[Key::Enter],
        words: &["cell"],
        example: None,
        help: &[
            keys_help(Basics, 3, "help-keys-read"),
            lines_help(Basics, 3, "help-lines-read"),
            keys_help(Replay, 2, "help-replay-keys-read"),
            lines_help(Replay, 2, "help-replay-lines-read"),
        ],
    },
    Entry {
        name: "row",
        command: Command::Read(Reading::Row),
        keys: &[Key::Char('r')],
        words: &["row"],
        example: None,
        help: &[
            keys_help(Basics, 3, "help-keys-read"),
            lines_help(Basics, 3, "help-lines-read"),
            keys_help(Replay, 2, "help-replay-keys-read"),
            lines_help(Replay, 2, "help-replay-lines-read"),
        ],
    },
    Entry {
        name: "column",
        command: Command::Read(Reading::Column),
        keys: &[Key::Char('c')],
        words: &["column", "col"],
        example: None,
        help: &[
            keys_help(Basics, 3, "help-keys-read"),
            lines_help(Basics, 3, "help-lines-read"),
            keys_help(Replay, 2, "help-replay-keys-read"),
            lines_help(Replay, 2, "help-replay-lines-read"),
        ],
    },
    Entry {
        name: "board",
        command: Command::Read(Reading::Board),
        keys: &[Key::Char('b')],
        words: &["board"],
        example: None,
        help: &[
            keys_help(Basics, 3, "help-keys-read"),
            lines_help(Basics, 3, "help-lines-read"),
            keys_help(Replay, 2, "help-replay-keys-read"),
            lines_help(Replay, 2, "help-replay-lines-read"),
            lines_help(Basics, 1, "help-lines-first"),
        ],
    },
    Entry {
        name: "go to a cell",
        command: Command::Cursor(CursorMove::To(Cell::new(1, 2))),
        keys: &[],
        words: &[],
        example: Some("go B3"),
        help: &[
            lines_help(Basics, 2, "help-lines-cursor"),
            lines_help(Replay, 2, "help-replay-lines-cursor"),
        ],
    },
    Entry {
        name: "score",
        command: Command::Read(Reading::Score),
        keys: &[Key::Char('s')],
        words: &["score"],
        example: None,
        help: &[
            both(Basics, 1, "help-keys-first", "help-lines-first"),
            lines_help(Basics, 3, "help-lines-also"),
            keys_help(Replay, 2, "help-replay-keys-score"),
            lines_help(Replay, 2, "help-replay-lines-read"),
        ],
    },
    Entry {
        name: "quit",
        command: Command::Quit,
        keys: &[Key::Char('q'), Key::Escape],
        words: &[],
        example: None,
        help: &[
            keys_help(Basics, 1, "help-keys-first"),
            keys_help(Settings, 3, "help-keys-sound"),
            keys_help(Replay, 3, "help-replay-keys-also"),
        ],
    },
    Entry {
        name: "quit now",
        command: Command::QuitNow,
        keys: &[Key::Ctrl('c')],
        words: &["quit", "exit"],
        example: None,
        help: &[
            lines_help(Basics, 1, "help-lines-first"),
            lines_help(Replay, 3, "help-replay-lines-also"),
        ],
    },
    Entry {
        name: "help",
        command: Command::Help(None),
        keys: &[Key::Char('h'), Key::Char('?'), Key::F(1)],
        words: &["help", "?", "h"],
        example: None,
        help: &[both(Basics, 1, "help-keys-topics", "help-lines-topics")],
    },
    Entry {
        name: "help settings",
        command: Command::Help(Some(HelpTopic::Settings)),
        keys: &[],
        words: &["help settings"],
        example: None,
        help: &[],
    },
    Entry {
        name: "help braille",
        command: Command::Help(Some(HelpTopic::Braille)),
        keys: &[],
        words: &["help braille"],
        example: None,
        help: &[],
    },
    Entry {
        name: "help daily",
        command: Command::Help(Some(HelpTopic::Daily)),
        keys: &[],
        words: &["help daily"],
        example: None,
        help: &[],
    },
    Entry {
        name: "help replay",
        command: Command::Help(Some(HelpTopic::Replay)),
        keys: &[],
        words: &["help replay"],
        example: None,
        help: &[],
    },
    Entry {
        name: "help lessons",
        command: Command::Help(Some(HelpTopic::Lessons)),
        keys: &[],
        words: &["help lessons"],
        example: None,
        help: &[],
    },
    Entry {
        name: "repeat",
        command: Command::Repeat,
        keys: &[Key::Char(' ')],
        words: &["repeat"],
        example: None,
        help: &[
            keys_help(Basics, 4, "help-keys-again"),
            lines_help(Basics, 4, "help-lines-again"),
        ],
    },
    Entry {
        name: "next verbosity",
        command: Command::Setting(Setting::Verbosity(VerbosityChange::Next)),
        keys: &[Key::Char('w')],
        words: &["verbosity"],
        example: None,
        help: &[
            keys_help(Basics, 4, "help-keys-again"),
            lines_help(Settings, 1, "help-lines-verbosity"),
        ],
    },
    Entry {
        name: "verbosity brief",
        command: Command::Setting(Setting::Verbosity(VerbosityChange::To(Verbosity::Brief))),
        keys: &[],
        words: &["verbosity brief"],
        example: None,
        help: &[lines_help(Settings, 1, "help-lines-verbosity")],
    },
    Entry {
        name: "verbosity normal",
        command: Command::Setting(Setting::Verbosity(VerbosityChange::To(Verbosity::Normal))),
        keys: &[],
        words: &["verbosity normal"],
        example: None,
        help: &[lines_help(Settings, 1, "help-lines-verbosity")],
    },
    Entry {
        name: "verbosity full",
        command: Command::Setting(Setting::Verbosity(VerbosityChange::To(Verbosity::Full))),
        keys: &[],
        words: &["verbosity full"],
        example: None,
        help: &[lines_help(Settings, 1, "help-lines-verbosity")],
    },
    Entry {
        name: "last move",
        command: Command::Read(Reading::LastMove),
        keys: &[Key::Char('x')],
        words: &["last", "last move"],
        example: None,
        help: &[
            keys_help(Basics, 4, "help-keys-again"),
            lines_help(Basics, 4, "help-lines-again"),
            keys_help(Replay, 3, "help-replay-keys-also"),
            lines_help(Replay, 3, "help-replay-lines-also"),
        ],
    },
    Entry {
        name: "newest",
        command: Command::Cursor(CursorMove::Newest),
        keys: &[Key::Char('t')],
        words: &["newest"],
        example: None,
        help: &[
            keys_help(Basics, 4, "help-keys-find"),
            lines_help(Basics, 4, "help-lines-again"),
        ],
    },
    Entry {
        name: "top tile",
        command: Command::Cursor(CursorMove::Highest),
        keys: &[Key::Char('z')],
        words: &["top", "top tile", "go highest", "go top"],
        example: None,
        help: &[
            keys_help(Basics, 4, "help-keys-find"),
            lines_help(Basics, 4, "help-lines-again"),
        ],
    },
    Entry {
        name: "highest",
        command: Command::Read(Reading::Highest),
        keys: &[Key::Char('m')],
        words: &["highest", "max"],
        example: None,
        help: &[
            keys_help(Basics, 4, "help-keys-find"),
            lines_help(Basics, 4, "help-lines-empties"),
        ],
    },
    Entry {
        name: "tile counts",
        command: Command::Read(Reading::TileCounts),
        keys: &[Key::Char('1'), Key::F(2)],
        words: &["counts", "tiles"],
        example: None,
        help: &[
            keys_help(Basics, 5, "help-keys-numbers"),
            lines_help(Basics, 5, "help-lines-counts"),
        ],
    },
    Entry {
        name: "line empties",
        command: Command::Read(Reading::LineEmpties),
        keys: &[Key::Char('2'), Key::F(3)],
        words: &["lines"],
        example: None,
        help: &[
            keys_help(Basics, 5, "help-keys-numbers"),
            lines_help(Basics, 5, "help-lines-counts"),
        ],
    },
    Entry {
        name: "next merge",
        command: Command::Read(Reading::NextMerge),
        keys: &[Key::Char('3'), Key::F(4)],
        words: &["merge", "merges"],
        example: None,
        help: &[
            keys_help(Basics, 5, "help-keys-numbers"),
            lines_help(Basics, 5, "help-lines-counts"),
        ],
    },
    Entry {
        name: "undo",
        command: Command::Game(GameAction::Undo),
        keys: &[Key::Char('u')],
        words: &["undo"],
        example: None,
        help: &[
            keys_help(Basics, 2, "help-keys-most"),
            lines_help(Basics, 3, "help-lines-also"),
        ],
    },
    Entry {
        name: "hint",
        command: Command::Game(GameAction::Hint),
        keys: &[Key::Char('g')],
        words: &["hint"],
        example: None,
        help: &[
            keys_help(Basics, 2, "help-keys-most"),
            lines_help(Basics, 3, "help-lines-also"),
            keys_help(Replay, 2, "help-replay-keys-score"),
            lines_help(Replay, 2, "help-replay-lines-cursor"),
        ],
    },
    Entry {
        name: "empty count",
        command: Command::Read(Reading::EmptyCount),
        keys: &[Key::Char('e')],
        words: &["empty"],
        example: None,
        help: &[
            keys_help(Basics, 2, "help-keys-most"),
            lines_help(Basics, 4, "help-lines-empties"),
        ],
    },
    Entry {
        name: "empty cells",
        command: Command::Read(Reading::EmptyCells),
        keys: &[Key::Char('o')],
        words: &["empties"],
        example: None,
        help: &[
            keys_help(Basics, 2, "help-keys-most"),
            lines_help(Basics, 4, "help-lines-empties"),
        ],
    },
    Entry {
        name: "new game",
        command: Command::Game(GameAction::NewGame),
        keys: &[Key::Char('n')],
        words: &["new", "new game"],
        example: None,
        help: &[
            keys_help(Basics, 2, "help-keys-most"),
            lines_help(Basics, 5, "help-lines-game"),
        ],
    },
    Entry {
        name: "statistics",
        command: Command::Recall(Recall::Stats),
        keys: &[Key::Char('6')],
        words: &["stats", "statistics"],
        example: None,
        help: &[
            keys_help(Lessons, 1, "help-keys-learn"),
            lines_help(Basics, 5, "help-lines-game"),
        ],
    },
    Entry {
        name: "partner",
        command: Command::Game(GameAction::Partner),
        keys: &[Key::Char('f')],
        words: &["partner", "pair"],
        example: None,
        help: &[
            keys_help(Basics, 5, "help-keys-records"),
            lines_help(Basics, 4, "help-lines-empties"),
        ],
    },
    Entry {
        name: "best",
        command: Command::Recall(Recall::Best),
        keys: &[Key::Char('a')],
        words: &["best"],
        example: None,
        help: &[
            keys_help(Basics, 5, "help-keys-records"),
            lines_help(Basics, 3, "help-lines-also"),
        ],
    },
    Entry {
        name: "position",
        command: Command::Read(Reading::Position),
        keys: &[Key::Char('p')],
        words: &["position", "pos"],
        example: None,
        help: &[
            keys_help(Basics, 5, "help-keys-records"),
            lines_help(Basics, 3, "help-lines-also"),
        ],
    },
    Entry {
        name: "yes",
        command: Command::Yes,
        keys: &[Key::Char('y')],
        words: &["yes", "y"],
        example: None,
        help: &[],
    },
    Entry {
        name: "speech",
        command: Command::Setting(Setting::Speech(Switch::Toggle)),
        keys: &[Key::Char('v')],
        words: &["speech"],
        example: None,
        help: &[
            keys_help(Basics, 6, "help-keys-speech"),
            lines_help(Basics, 6, "help-lines-speech"),
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "speech on",
        command: Command::Setting(Setting::Speech(Switch::On)),
        keys: &[],
        words: &["speech on"],
        example: None,
        help: &[
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "speech off",
        command: Command::Setting(Setting::Speech(Switch::Off)),
        keys: &[],
        words: &["speech off"],
        example: None,
        help: &[
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "faster",
        command: Command::Setting(Setting::Rate(Level::Up)),
        keys: &[Key::Char('+'), Key::Char('=')],
        words: &["faster", "rate up"],
        example: None,
        help: &[
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "slower",
        command: Command::Setting(Setting::Rate(Level::Down)),
        keys: &[Key::Char('-'), Key::Char('_')],
        words: &["slower", "rate down"],
        example: None,
        help: &[
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "rate",
        command: Command::Setting(Setting::Rate(Level::Set(70))),
        keys: &[],
        words: &[],
        example: Some("rate 70"),
        help: &[
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "silence",
        command: Command::Silence,
        keys: &[Key::Char('.')],
        words: &["silence", "hush", "quiet"],
        example: None,
        help: &[
            keys_help(Settings, 1, "help-keys-speech"),
            lines_help(Settings, 1, "help-lines-speech"),
        ],
    },
    Entry {
        name: "coach",
        command: Command::Recall(Recall::Coach),
        keys: &[Key::Char('4')],
        words: &["coach"],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-coach"),
            lines_help(Settings, 2, "help-lines-coach"),
        ],
    },
    Entry {
        name: "coach mode",
        command: Command::Setting(Setting::Coach(Switch::Toggle)),
        keys: &[Key::Char('5')],
        words: &[],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-coach"),
            lines_help(Settings, 2, "help-lines-coach"),
        ],
    },
    Entry {
        name: "coach on",
        command: Command::Setting(Setting::Coach(Switch::On)),
        keys: &[],
        words: &["coach on"],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-coach"),
            lines_help(Settings, 2, "help-lines-coach"),
        ],
    },
    Entry {
        name: "coach off",
        command: Command::Setting(Setting::Coach(Switch::Off)),
        keys: &[],
        words: &["coach off"],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-coach"),
            lines_help(Settings, 2, "help-lines-coach"),
        ],
    },
    Entry {
        name: "powers",
        command: Command::Setting(Setting::Powers(Switch::Toggle)),
        keys: &[Key::Char('^')],
        words: &["powers"],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-powers"),
            lines_help(Settings, 2, "help-lines-powers"),
        ],
    },
    Entry {
        name: "powers on",
        command: Command::Setting(Setting::Powers(Switch::On)),
        keys: &[],
        words: &["powers on"],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-powers"),
            lines_help(Settings, 2, "help-lines-powers"),
        ],
    },
    Entry {
        name: "powers off",
        command: Command::Setting(Setting::Powers(Switch::Off)),
        keys: &[],
        words: &["powers off"],
        example: None,
        help: &[
            keys_help(Settings, 2, "help-keys-powers"),
            lines_help(Settings, 2, "help-lines-powers"),
        ],
    },
    Entry {
        name: "sound",
        command: Command::Setting(Setting::Sound(Switch::Toggle)),
        keys: &[Key::Char('d')],
        words: &["sound"],
        example: None,
        help: &[
            both(Basics, 6, "help-keys-sound-basic", "help-lines-sound-basic"),
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "sound on",
        command: Command::Setting(Setting::Sound(Switch::On)),
        keys: &[],
        words: &["sound on"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "sound off",
        command: Command::Setting(Setting::Sound(Switch::Off)),
        keys: &[],
        words: &["sound off"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "louder",
        command: Command::Setting(Setting::SoundVolume(Level::Up)),
        keys: &[Key::Char(']')],
        words: &["volume up", "louder"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-volume"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "softer",
        command: Command::Setting(Setting::SoundVolume(Level::Down)),
        keys: &[Key::Char('[')],
        words: &["volume down", "softer"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-volume"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "volume",
        command: Command::Setting(Setting::SoundVolume(Level::Set(60))),
        keys: &[],
        words: &[],
        example: Some("volume 60"),
        help: &[
            keys_help(Settings, 3, "help-keys-volume"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "music",
        command: Command::Setting(Setting::Music(Switch::Toggle)),
        keys: &[Key::Char('#')],
        words: &["music"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "music on",
        command: Command::Setting(Setting::Music(Switch::On)),
        keys: &[],
        words: &["music on"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "music off",
        command: Command::Setting(Setting::Music(Switch::Off)),
        keys: &[],
        words: &["music off"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "music louder",
        command: Command::Setting(Setting::MusicVolume(Level::Up)),
        keys: &[],
        words: &["music volume up"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "music softer",
        command: Command::Setting(Setting::MusicVolume(Level::Down)),
        keys: &[],
        words: &["music volume down"],
        example: None,
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "music volume",
        command: Command::Setting(Setting::MusicVolume(Level::Set(30))),
        keys: &[],
        words: &[],
        example: Some("music volume 30"),
        help: &[
            keys_help(Settings, 3, "help-keys-sound"),
            lines_help(Settings, 3, "help-lines-sound"),
        ],
    },
    Entry {
        name: "listen row",
        command: Command::Read(Reading::Listen(Listen::Row)),
        keys: &[Key::Char('\\')],
        words: &["listen", "listen row"],
        example: None,
        help: &[
            keys_help(Settings, 4, "help-keys-tones"),
            lines_help(Settings, 4, "help-lines-listen"),
        ],
    },
    Entry {
        name: "listen column",
        command: Command::Read(Reading::Listen(Listen::Column)),
        keys: &[Key::Char('\'')],
        words: &["listen column", "listen col"],
        example: None,
        help: &[
            keys_help(Settings, 4, "help-keys-tones"),
            lines_help(Settings, 4, "help-lines-listen"),
        ],
    },
    Entry {
        name: "listen board",
        command: Command::Read(Reading::Listen(Listen::Board)),
        keys: &[Key::Char(';')],
        words: &["listen board"],
        example: None,
        help: &[
            keys_help(Settings, 4, "help-keys-tones-board"),
            lines_help(Settings, 4, "help-lines-listen"),
        ],
    },
    Entry {
        name: "braille",
        command: Command::Setting(Setting::Braille(Switch::Toggle)),
        keys: &[],
        words: &["braille"],
        example: None,
        help: &[lines_help(Braille, 1, "help-lines-braille")],
    },
    Entry {
        name: "braille on",
        command: Command::Setting(Setting::Braille(Switch::On)),
        keys: &[],
        words: &["braille on"],
        example: None,
        help: &[lines_help(Braille, 1, "help-lines-braille")],
    },
    Entry {
        name: "braille off",
        command: Command::Setting(Setting::Braille(Switch::Off)),
        keys: &[],
        words: &["braille off"],
        example: None,
        help: &[lines_help(Braille, 1, "help-lines-braille")],
    },
    Entry {
        name: "board line",
        command: Command::Setting(Setting::BoardLine(Switch::Toggle)),
        keys: &[Key::Char('9')],
        words: &["board line"],
        example: None,
        help: &[
            keys_help(Braille, 1, "help-keys-braille"),
            lines_help(Braille, 1, "help-lines-braille"),
        ],
    },
    Entry {
        name: "board line on",
        command: Command::Setting(Setting::BoardLine(Switch::On)),
        keys: &[],
        words: &["board line on"],
        example: None,
        help: &[
            keys_help(Braille, 1, "help-keys-braille"),
            lines_help(Braille, 1, "help-lines-braille"),
        ],
    },
    Entry {
        name: "board line off",
        command: Command::Setting(Setting::BoardLine(Switch::Off)),
        keys: &[],
        words: &["board line off"],
        example: None,
        help: &[
            keys_help(Braille, 1, "help-keys-braille"),
            lines_help(Braille, 1, "help-lines-braille"),
        ],
    },
    Entry {
        name: "daily",
        command: Command::Game(GameAction::Daily),
        keys: &[Key::Char('0')],
        words: &["daily"],
        example: None,
        help: &[both(Daily, 1, "help-keys-daily", "help-lines-daily")],
    },
    Entry {
        name: "share",
        command: Command::Game(GameAction::Share),
        keys: &[Key::Char('/')],
        words: &["share"],
        example: None,
        help: &[both(Daily, 1, "help-keys-share", "help-lines-share")],
    },
    Entry {
        name: "tutorial",
        command: Command::Lesson(LessonCommand::Tutorial),
        keys: &[Key::Char('8')],
        words: &["tutorial"],
        example: None,
        help: &[both(
            Lessons,
            1,
            "help-keys-tutorial",
            "help-lines-tutorial",
        )],
    },
    Entry {
        name: "sounds",
        command: Command::Lesson(LessonCommand::Sounds),
        keys: &[Key::Char('7')],
        words: &["sounds"],
        example: None,
        help: &[
            keys_help(Lessons, 1, "help-keys-learn"),
            lines_help(Lessons, 1, "help-lines-game"),
        ],
    },
    Entry {
        name: "lesson again",
        command: Command::Lesson(LessonCommand::Again),
        keys: &[],
        words: &["again"],
        example: None,
        help: &[],
    },
    Entry {
        name: "lesson next",
        command: Command::Lesson(LessonCommand::Next),
        keys: &[],
        words: &["next"],
        example: None,
        help: &[lines_help(Replay, 1, "help-replay-lines-step")],
    },
    Entry {
        name: "lesson back",
        command: Command::Lesson(LessonCommand::Back),
        keys: &[],
        words: &["back"],
        example: None,
        help: &[lines_help(Replay, 1, "help-replay-lines-step")],
    },
    Entry {
        name: "replay next",
        command: Command::Replay(ReplayCommand::Next),
        keys: &[Key::PageDown],
        words: &[],
        example: None,
        help: &[
            keys_help(Replay, 1, "help-replay-keys-step"),
            keys_help(Replay, 1, "help-replay-keys-ends"),
        ],
    },
    Entry {
        name: "replay previous",
        command: Command::Replay(ReplayCommand::Previous),
        keys: &[Key::PageUp],
        words: &["previous", "prev"],
        example: None,
        help: &[keys_help(Replay, 1, "help-replay-keys-ends")],
    },
    Entry {
        name: "replay first",
        command: Command::Replay(ReplayCommand::First),
        keys: &[Key::Home],
        words: &["first", "start"],
        example: None,
        help: &[
            keys_help(Replay, 1, "help-replay-keys-ends"),
            lines_help(Replay, 1, "help-replay-lines-ends"),
        ],
    },
    Entry {
        name: "replay last",
        command: Command::Replay(ReplayCommand::Last),
        keys: &[Key::End],
        words: &["end"],
        example: None,
        help: &[
            keys_help(Replay, 1, "help-replay-keys-ends"),
            lines_help(Replay, 1, "help-replay-lines-ends"),
        ],
    },
    Entry {
        name: "replay move",
        command: Command::Replay(ReplayCommand::To(12)),
        keys: &[],
        words: &[],
        example: Some("move 12"),
        help: &[lines_help(Replay, 1, "help-replay-lines-ends")],
    },
];

/// The keys help names, as Fluent arguments: for each of `entries` bound
/// to a key that types a character, its name (spaces as hyphens:
/// `$top-tile`) and its first such key as the keyboard shows it, a letter
/// in upper case. The space bar and the keys with names (Enter, Escape,
/// F1, the arrows) are words of each language, in the help lines
/// themselves.
pub fn key_arguments(entries: &[Entry]) -> Vec<(&'static str, String)> {
    entries
        .iter()
        .filter_map(|entry| {
            let typed = entry.keys.iter().find_map(|&key| {
                let Key::Char(typed) = key else { return None };
                (typed != ' ').then_some(typed)
            })?;
            Some((argument_name(entry.name), typed.to_uppercase().collect()))
        })
        .collect()
}

/// A command's name as a Fluent argument's: its spaces as hyphens (a name
/// the table does not hold stays as it is).
fn argument_name(name: &'static str) -> &'static str {
    static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        COMMANDS
            .iter()
            .map(|entry| (entry.name, entry.name.replace(' ', "-")))
            .collect()
    });
    names
        .iter()
        .find(|(held, _)| *held == name)
        .map_or(name, |(_, argument)| argument.as_str())
}

/// The command a key gives, if the table binds it.
pub fn command_of_key(key: Key) -> Option<Command> {
    COMMANDS
        .iter()
        .find(|entry| entry.keys.contains(&key))
        .map(|entry| entry.command.clone())
}

/// The command typed `words` give (lower case, one space between), if
/// the table holds them.
pub fn command_of_words(words: &str) -> Option<Command> {
    COMMANDS
        .iter()
        .find(|entry| entry.words.contains(&words))
        .map(|entry| entry.command.clone())
}

/// The topic a key opens while help is open, given the command that key
/// gives otherwise: the topic's digit.
pub fn topic_of_key_command(command: &Command) -> Option<HelpTopic> {
    HelpTopic::ALL.into_iter().find(|topic| {
        topic
            .digit()
            .and_then(|digit| command_of_key(Key::Char(digit)))
            .is_some_and(|given| given == *command)
    })
}

/// The help pages of a topic, in key play (`keys`) or line mode: each the
/// message ids of its lines, in table order, every line once.
pub fn help_pages(topic: HelpTopic, keys: bool) -> Vec<Vec<&'static str>> {
    let mut placed: Vec<(u8, &'static str)> = Vec::new();
    for line in COMMANDS.iter().flat_map(|entry| entry.help) {
        let id = if keys { line.keys } else { line.lines };
        if let Some(id) = id
            && line.topic == topic
            && !placed.iter().any(|&(_, seen)| seen == id)
        {
            placed.push((line.page, id));
        }
    }
    let mut numbers: Vec<u8> = placed.iter().map(|&(page, _)| page).collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers
        .into_iter()
        .map(|page| {
            placed
                .iter()
                .filter(|&&(at, _)| at == page)
                .map(|&(_, id)| id)
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_and_no_words_give_two_commands() {
        let mut keys: Vec<String> = Vec::new();
        let mut words: Vec<&str> = Vec::new();
        for entry in COMMANDS {
            keys.extend(entry.keys.iter().map(|key| format!("{key:?}")));
            words.extend(entry.words.iter().copied());
        }
        let (all_keys, all_words) = (keys.len(), words.len());
        keys.sort_unstable();
        keys.dedup();
        words.sort_unstable();
        words.dedup();
        assert_eq!(keys.len(), all_keys, "a key twice");
        assert_eq!(words.len(), all_words, "words twice");
    }

    #[test]
    fn names_are_unique_and_every_command_is_given_somehow() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|entry| entry.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COMMANDS.len());
        for entry in COMMANDS {
            assert!(
                !entry.keys.is_empty() || !entry.words.is_empty() || entry.example.is_some(),
                "{}: no key, no words",
                entry.name
            );
            for word in entry.words {
                assert_eq!(*word, word.to_lowercase(), "{}", entry.name);
                assert_eq!(
                    word.split_whitespace().collect::<Vec<_>>().join(" "),
                    *word,
                    "{}",
                    entry.name
                );
            }
        }
    }

    #[test]
    fn every_topic_has_pages_in_both_modes_and_no_page_is_empty() {
        for topic in HelpTopic::ALL {
            for keys in [true, false] {
                let pages = help_pages(topic, keys);
                assert!(!pages.is_empty(), "{topic:?} keys {keys}");
                assert!(pages.iter().all(|page| !page.is_empty()));
            }
        }
    }

    #[test]
    fn a_topic_digit_is_known_by_the_command_its_key_gives() {
        for (digit, topic) in [
            ('1', Settings),
            ('2', Braille),
            ('3', Daily),
            ('4', Replay),
            ('5', Lessons),
        ] {
            let command = command_of_key(Key::Char(digit)).expect("a digit is bound");
            assert_eq!(topic_of_key_command(&command), Some(topic), "{digit}");
        }
        assert_eq!(topic_of_key_command(&Command::Read(Reading::Score)), None);
    }
}
