//! Typed commands to commands, for line mode (scripts, pipes, screen-reader
//! users who prefer typing). English words, case-insensitive; documented in
//! docs/guide.md (Line mode) and in `help`.

use crate::command::{Command, Listen};
use crate::engine::{Cell, Direction};

/// The longest unknown text said back to the player.
const ECHO_LIMIT: usize = 40;

fn direction(word: &str) -> Option<Direction> {
    word.parse().ok()
}

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
    let known = match words.as_slice() {
        [] => Some(Command::Repeat),
        [d] if direction(d).is_some() => direction(d).map(Command::Slide),
        ["slide" | "move", d] => direction(d).map(Command::Slide),
        ["cursor", d] => direction(d).map(Command::Cursor),
        ["top"] | ["top", "tile"] | ["go", "highest" | "top"] => Some(Command::GoHighest),
        ["go" | "goto" | "go to", cell] | ["go", "to", cell] => cell_named(cell).map(Command::GoTo),
        ["cell"] => Some(Command::ReadCell),
        ["row"] => Some(Command::ReadRow),
        ["column" | "col"] => Some(Command::ReadColumn),
        ["board"] => Some(Command::ReadBoard),
        ["empty"] => Some(Command::EmptyCount),
        ["highest" | "max"] => Some(Command::Highest),
        ["score"] => Some(Command::Score),
        ["best"] => Some(Command::Best),
        ["position" | "pos"] => Some(Command::Position),
        ["repeat"] => Some(Command::Repeat),
        ["again"] => Some(Command::Again),
        ["next"] => Some(Command::Next),
        ["back"] => Some(Command::Back),
        ["sounds"] => Some(Command::PracticeSounds),
        ["tutorial"] => Some(Command::Tutorial),
        ["help" | "?" | "h"] => Some(Command::Help),
        ["undo"] => Some(Command::Undo),
        ["hint"] => Some(Command::Hint),
        ["partner" | "pair"] => Some(Command::Partner),
        ["speech"] => Some(Command::SpeechToggle),
        ["speech", "on"] => Some(Command::SpeechOn),
        ["speech", "off"] => Some(Command::SpeechOff),
        ["faster"] | ["rate", "up"] => Some(Command::RateUp),
        ["slower"] | ["rate", "down"] => Some(Command::RateDown),
        ["rate", n] => n
            .parse::<u8>()
            .ok()
            .filter(|&r| r <= 100)
            .map(Command::SetRate),
        ["new"] | ["new", "game"] => Some(Command::NewGame),
        ["quit" | "exit"] => Some(Command::QuitNow),
        ["yes" | "y"] => Some(Command::Yes),
        ["silence" | "hush" | "quiet"] => Some(Command::Silence),
        ["listen"] | ["listen", "row"] => Some(Command::Listen(Listen::Row)),
        ["listen", "column" | "col"] => Some(Command::Listen(Listen::Column)),
        ["listen", "board"] => Some(Command::Listen(Listen::Board)),
        ["sound"] => Some(Command::SoundToggle),
        ["sound", "on"] => Some(Command::SoundOn),
        ["sound", "off"] => Some(Command::SoundOff),
        ["volume", "up"] | ["louder"] => Some(Command::SoundVolumeUp),
        ["volume", "down"] | ["softer"] => Some(Command::SoundVolumeDown),
        ["volume", n] => volume(n).map(Command::SetSoundVolume),
        ["music"] => Some(Command::MusicToggle),
        ["music", "on"] => Some(Command::MusicOn),
        ["music", "off"] => Some(Command::MusicOff),
        ["music", "volume", "up"] => Some(Command::MusicVolumeUp),
        ["music", "volume", "down"] => Some(Command::MusicVolumeDown),
        ["music", "volume", n] => volume(n).map(Command::SetMusicVolume),
        ["verbosity"] => Some(Command::VerbosityCycle),
        ["verbosity", level] => level.parse().ok().map(Command::SetVerbosity),
        ["last"] | ["last", "move"] => Some(Command::LastMove),
        ["empties"] => Some(Command::EmptyCells),
        ["counts" | "tiles"] => Some(Command::TileCounts),
        ["lines"] => Some(Command::LineEmpties),
        ["merge" | "merges"] => Some(Command::NextMerge),
        ["newest"] => Some(Command::GoNewest),
        ["stats" | "statistics"] => Some(Command::Stats),
        ["coach"] => Some(Command::Coach),
        ["coach", "on"] => Some(Command::CoachOn),
        ["coach", "off"] => Some(Command::CoachOff),
        _ => None,
    };
    known.unwrap_or_else(|| Command::UnknownCommand(echo(line)))
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
    use crate::narration::Verbosity;

    #[track_caller]
    fn check(line: &str, expected: Command) {
        assert_eq!(command_for_line(line), expected, "{line:?}");
    }

    #[test]
    fn commands_table() {
        check("left", Command::Slide(Direction::Left));
        check("  RIGHT ", Command::Slide(Direction::Right));
        check("slide up", Command::Slide(Direction::Up));
        check("Slide Down", Command::Slide(Direction::Down));
        check("cursor left", Command::Cursor(Direction::Left));
        check("go B3", Command::GoTo(Cell::new(1, 2)));
        check("go to c4", Command::GoTo(Cell::new(2, 3)));
        check("go É3", Command::GoTo(Cell::new(4, 2)));
        check("cell", Command::ReadCell);
        check("row", Command::ReadRow);
        check("column", Command::ReadColumn);
        check("board", Command::ReadBoard);
        check("empty", Command::EmptyCount);
        check("highest", Command::Highest);
        check("score", Command::Score);
        check("best", Command::Best);
        check("position", Command::Position);
        check("repeat", Command::Repeat);
        check("", Command::Repeat);
        check("again", Command::Again);
        check("next", Command::Next);
        check("Back", Command::Back);
        check("sounds", Command::PracticeSounds);
        check("tutorial", Command::Tutorial);
        check("help", Command::Help);
        check("undo", Command::Undo);
        check("hint", Command::Hint);
        check("coach", Command::Coach);
        check("coach on", Command::CoachOn);
        check("coach off", Command::CoachOff);
        check("partner", Command::Partner);
        check("speech off", Command::SpeechOff);
        check("rate 70", Command::SetRate(70));
        check("new", Command::NewGame);
        check("quit", Command::QuitNow);
        check("yes", Command::Yes);
        check("silence", Command::Silence);
        check("Hush", Command::Silence);
        check("listen", Command::Listen(Listen::Row));
        check("listen row", Command::Listen(Listen::Row));
        check("Listen Column", Command::Listen(Listen::Column));
        check("listen board", Command::Listen(Listen::Board));
        check("sound", Command::SoundToggle);
        check("sound on", Command::SoundOn);
        check("sound off", Command::SoundOff);
        check("volume up", Command::SoundVolumeUp);
        check("volume down", Command::SoundVolumeDown);
        check("volume 30", Command::SetSoundVolume(30));
        check("music", Command::MusicToggle);
        check("music on", Command::MusicOn);
        check("music off", Command::MusicOff);
        check("music volume up", Command::MusicVolumeUp);
        check("music volume down", Command::MusicVolumeDown);
        check("music volume 0", Command::SetMusicVolume(0));
        check("verbosity", Command::VerbosityCycle);
        check("Verbosity Brief", Command::SetVerbosity(Verbosity::Brief));
        check("verbosity full", Command::SetVerbosity(Verbosity::Full));
        check("last", Command::LastMove);
        check("last move", Command::LastMove);
        check("empties", Command::EmptyCells);
        check("counts", Command::TileCounts);
        check("stats", Command::Stats);
        check("statistics", Command::Stats);
        check("tiles", Command::TileCounts);
        check("lines", Command::LineEmpties);
        check("merge", Command::NextMerge);
        check("newest", Command::GoNewest);
        check("top tile", Command::GoHighest);
        check("top", Command::GoHighest);
        check("go highest", Command::GoHighest);
        check(
            "verbosity loud",
            Command::UnknownCommand("verbosity loud".into()),
        );
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
