//! Typed commands to commands, for line mode (scripts, pipes, screen-reader
//! users who prefer typing). English words, case-insensitive; documented in
//! docs/guide.md (Line mode) and in `help`. The words are the command
//! table's (`command::table`); only the commands with an argument (a cell,
//! a number) are parsed here.

use crate::command::table::command_of_words;
use crate::command::{Command, CursorMove, Level, ReplayCommand, Setting};
use crate::engine::Cell;

/// The longest unknown text said back to the player.
const ECHO_LIMIT: usize = 40;

/// A typed cell name; `é3` is `e3`, as Brazilian Portuguese lines write
/// column E (see `i18n::spell_cells`).
fn cell_named(word: &str) -> Option<Cell> {
    word.replace('é', "e").parse().ok()
}

/// What a typed line asks for. Never fails: anything else is an
/// [`Command::UnknownCommand`] carrying a short, printable copy of the text.
pub fn command_for_line(line: &str) -> Command {
    let lowered = line.trim().to_lowercase();
    let words: Vec<&str> = lowered.split_whitespace().collect();
    let known = if words.is_empty() {
        Some(Command::Repeat)
    } else {
        command_of_words(&words.join(" ")).or_else(|| with_argument(&words))
    };
    known.unwrap_or_else(|| Command::UnknownCommand(echo(line)))
}

/// The commands that take an argument (the table gives an example of
/// each): a cell, a move's number, a rate or a volume.
fn with_argument(words: &[&str]) -> Option<Command> {
    match words {
        ["go" | "goto", cell] | ["go", "to", cell] => {
            cell_named(cell).map(|cell| Command::Cursor(CursorMove::To(cell)))
        }
        // A numbered move of a replay: `move 12`.
        ["move", n] => n
            .parse()
            .ok()
            .map(|n| Command::Replay(ReplayCommand::To(n))),
        ["rate", n] => volume(n).map(|r| Command::Setting(Setting::Rate(Level::Set(r)))),
        ["volume", n] => volume(n).map(|v| Command::Setting(Setting::SoundVolume(Level::Set(v)))),
        ["music", "volume", n] => {
            volume(n).map(|v| Command::Setting(Setting::MusicVolume(Level::Set(v))))
        }
        _ => None,
    }
}

/// A volume from 0 to 100.
fn volume(word: &str) -> Option<u8> {
    word.parse::<u8>().ok().filter(|&v| v <= 100)
}

/// A short, printable copy of what the player typed.
fn echo(line: &str) -> String {
    let printable: String = line
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .take(ECHO_LIMIT)
        .collect();
    let trimmed = printable.trim();
    if line.trim().chars().count() > ECHO_LIMIT {
        format!("{trimmed}…")
    } else {
        trimmed.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{
        GameAction, HelpTopic, LessonCommand, Listen, Reading, Recall, Switch, VerbosityChange,
    };
    use crate::engine::Direction;
    use crate::narration::Verbosity;

    #[track_caller]
    fn check(line: &str, expected: Command) {
        assert_eq!(command_for_line(line), expected, "{line:?}");
    }

    #[test]
    fn commands_table() {
        check("left", Command::Game(GameAction::Slide(Direction::Left)));
        check(
            "  RIGHT ",
            Command::Game(GameAction::Slide(Direction::Right)),
        );
        check("slide up", Command::Game(GameAction::Slide(Direction::Up)));
        check(
            "Slide Down",
            Command::Game(GameAction::Slide(Direction::Down)),
        );
        check(
            "cursor left",
            Command::Cursor(CursorMove::Step(Direction::Left)),
        );
        check("go B3", Command::Cursor(CursorMove::To(Cell::new(1, 2))));
        check("go to c4", Command::Cursor(CursorMove::To(Cell::new(2, 3))));
        check("go É3", Command::Cursor(CursorMove::To(Cell::new(4, 2))));
        check("cell", Command::Read(Reading::Cell));
        check("row", Command::Read(Reading::Row));
        check("column", Command::Read(Reading::Column));
        check("board", Command::Read(Reading::Board));
        check("empty", Command::Read(Reading::EmptyCount));
        check("highest", Command::Read(Reading::Highest));
        check("score", Command::Read(Reading::Score));
        check("best", Command::Recall(Recall::Best));
        check("position", Command::Read(Reading::Position));
        check("repeat", Command::Repeat);
        check("", Command::Repeat);
        check("again", Command::Lesson(LessonCommand::Again));
        check("next", Command::Lesson(LessonCommand::Next));
        check("Back", Command::Lesson(LessonCommand::Back));
        check("previous", Command::Replay(ReplayCommand::Previous));
        check("prev", Command::Replay(ReplayCommand::Previous));
        check("first", Command::Replay(ReplayCommand::First));
        check("end", Command::Replay(ReplayCommand::Last));
        check("move 12", Command::Replay(ReplayCommand::To(12)));
        check(
            "move left",
            Command::Game(GameAction::Slide(Direction::Left)),
        );
        check("move -1", Command::UnknownCommand("move -1".to_string()));
        check("sounds", Command::Lesson(LessonCommand::Sounds));
        check("tutorial", Command::Lesson(LessonCommand::Tutorial));
        check("help", Command::Help(None));
        check("Help Braille", Command::Help(Some(HelpTopic::Braille)));
        check(
            "help nothing",
            Command::UnknownCommand("help nothing".into()),
        );
        check("undo", Command::Game(GameAction::Undo));
        check("hint", Command::Game(GameAction::Hint));
        check("coach", Command::Recall(Recall::Coach));
        check("coach on", Command::Setting(Setting::Coach(Switch::On)));
        check("coach off", Command::Setting(Setting::Coach(Switch::Off)));
        check("powers", Command::Setting(Setting::Powers(Switch::Toggle)));
        check("powers on", Command::Setting(Setting::Powers(Switch::On)));
        check("powers off", Command::Setting(Setting::Powers(Switch::Off)));
        check(
            "braille",
            Command::Setting(Setting::Braille(Switch::Toggle)),
        );
        check("Braille On", Command::Setting(Setting::Braille(Switch::On)));
        check(
            "braille off",
            Command::Setting(Setting::Braille(Switch::Off)),
        );
        check(
            "board line",
            Command::Setting(Setting::BoardLine(Switch::Toggle)),
        );
        check(
            "board line off",
            Command::Setting(Setting::BoardLine(Switch::Off)),
        );
        check("partner", Command::Game(GameAction::Partner));
        check("speech off", Command::Setting(Setting::Speech(Switch::Off)));
        check("rate 70", Command::Setting(Setting::Rate(Level::Set(70))));
        check("new", Command::Game(GameAction::NewGame));
        check("quit", Command::QuitNow);
        check("yes", Command::Yes);
        check("silence", Command::Silence);
        check("Hush", Command::Silence);
        check("listen", Command::Read(Reading::Listen(Listen::Row)));
        check("listen row", Command::Read(Reading::Listen(Listen::Row)));
        check(
            "Listen Column",
            Command::Read(Reading::Listen(Listen::Column)),
        );
        check(
            "listen board",
            Command::Read(Reading::Listen(Listen::Board)),
        );
        check("sound", Command::Setting(Setting::Sound(Switch::Toggle)));
        check("sound on", Command::Setting(Setting::Sound(Switch::On)));
        check("sound off", Command::Setting(Setting::Sound(Switch::Off)));
        check(
            "volume up",
            Command::Setting(Setting::SoundVolume(Level::Up)),
        );
        check(
            "volume down",
            Command::Setting(Setting::SoundVolume(Level::Down)),
        );
        check(
            "volume 30",
            Command::Setting(Setting::SoundVolume(Level::Set(30))),
        );
        check("music", Command::Setting(Setting::Music(Switch::Toggle)));
        check("music on", Command::Setting(Setting::Music(Switch::On)));
        check("music off", Command::Setting(Setting::Music(Switch::Off)));
        check(
            "music volume up",
            Command::Setting(Setting::MusicVolume(Level::Up)),
        );
        check(
            "music volume down",
            Command::Setting(Setting::MusicVolume(Level::Down)),
        );
        check(
            "music volume 0",
            Command::Setting(Setting::MusicVolume(Level::Set(0))),
        );
        check(
            "verbosity",
            Command::Setting(Setting::Verbosity(VerbosityChange::Next)),
        );
        check(
            "Verbosity Brief",
            Command::Setting(Setting::Verbosity(VerbosityChange::To(Verbosity::Brief))),
        );
        check(
            "verbosity full",
            Command::Setting(Setting::Verbosity(VerbosityChange::To(Verbosity::Full))),
        );
        check("last", Command::Read(Reading::LastMove));
        check("last move", Command::Read(Reading::LastMove));
        check("empties", Command::Read(Reading::EmptyCells));
        check("counts", Command::Read(Reading::TileCounts));
        check("stats", Command::Recall(Recall::Stats));
        check("daily", Command::Game(GameAction::Daily));
        check(" Share ", Command::Game(GameAction::Share));
        check("statistics", Command::Recall(Recall::Stats));
        check("tiles", Command::Read(Reading::TileCounts));
        check("lines", Command::Read(Reading::LineEmpties));
        check("merge", Command::Read(Reading::NextMerge));
        check("newest", Command::Cursor(CursorMove::Newest));
        check("top tile", Command::Cursor(CursorMove::Highest));
        check("top", Command::Cursor(CursorMove::Highest));
        check("go highest", Command::Cursor(CursorMove::Highest));
        check(
            "verbosity loud",
            Command::UnknownCommand("verbosity loud".into()),
        );
    }

    #[test]
    fn every_word_and_example_of_the_table_gives_its_command() {
        for entry in crate::command::table::COMMANDS {
            for typed in entry.words.iter().copied().chain(entry.example) {
                check(typed, entry.command.clone());
            }
        }
    }

    #[test]
    fn anything_else_is_unknown_and_said_back_cleanly() {
        check("jump", Command::UnknownCommand("jump".into()));
        check("go Z99x", Command::UnknownCommand("go Z99x".into()));
        check("rate 101", Command::UnknownCommand("rate 101".into()));
        check("volume 101", Command::UnknownCommand("volume 101".into()));
        check(
            "listen everything",
            Command::UnknownCommand("listen everything".into()),
        );
        check("le\0ft", Command::UnknownCommand("le?ft".into()));
        let long = "x".repeat(500);
        match command_for_line(&long) {
            Command::UnknownCommand(text) => assert_eq!(text.chars().count(), ECHO_LIMIT + 1),
            other => panic!("{other:?}"),
        }
    }
}
