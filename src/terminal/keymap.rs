//! Keys to commands: the only place that looks at crossterm's key codes.
//! It names a key event as the command table does (`command::table`) and
//! looks the command up there; what a key does is written in the table.
//!
//! Arrows move the review cursor, Shift+arrows slide (the forum rules), and
//! J, L, I, K slide too for terminals that cannot report Shift (the Linux
//! console sends the same bytes for Shift+arrow as for arrow).

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::command::table::command_of_key;
use crate::command::{Command, Key};
use crate::engine::Direction;

fn arrow(code: KeyCode) -> Option<Direction> {
    match code {
        KeyCode::Left => Some(Direction::Left),
        KeyCode::Right => Some(Direction::Right),
        KeyCode::Up => Some(Direction::Up),
        KeyCode::Down => Some(Direction::Down),
        _ => None,
    }
}

/// The table's name for a key event: Shift, Ctrl or Alt with an arrow is
/// the arrow with Shift; Ctrl with a letter is that; a letter with Shift
/// or not is the letter. `None` for keys the table cannot name.
fn key_of(key: KeyEvent) -> Option<Key> {
    let shift = key.modifiers.contains(KeyModifiers::SHIFT);
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    let alt = key.modifiers.contains(KeyModifiers::ALT);
    if let Some(direction) = arrow(key.code) {
        return Some(if shift || control || alt {
            Key::ShiftArrow(direction)
        } else {
            Key::Arrow(direction)
        });
    }
    Some(match key.code {
        KeyCode::Char(c) if control => Key::Ctrl(c.to_ascii_lowercase()),
        _ if control => return None,
        KeyCode::Char(c) => Key::Char(c.to_ascii_lowercase()),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Escape,
        KeyCode::F(n) => Key::F(n),
        KeyCode::PageDown => Key::PageDown,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        _ => return None,
    })
}

/// The command of a key event; `None` for events that are not key presses
/// (releases, lone modifier keys), which need no answer.
pub fn command_for_key(key: KeyEvent) -> Option<Command> {
    if key.kind == KeyEventKind::Release || matches!(key.code, KeyCode::Modifier(_)) {
        return None;
    }
    Some(
        key_of(key)
            .and_then(command_of_key)
            .unwrap_or(Command::UnknownKey),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{
        CursorMove, GameAction, LessonCommand, Level, Listen, Reading, Recall, ReplayCommand,
        Setting, Switch, VerbosityChange,
    };
    use crossterm::event::KeyEventState;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[track_caller]
    fn check(code: KeyCode, modifiers: KeyModifiers, expected: Command) {
        assert_eq!(
            command_for_key(key(code, modifiers)),
            Some(expected),
            "{code:?} {modifiers:?}"
        );
    }

    #[test]
    fn forum_keys() {
        let none = KeyModifiers::NONE;
        let shift = KeyModifiers::SHIFT;
        for (code, d) in [
            (KeyCode::Left, Direction::Left),
            (KeyCode::Right, Direction::Right),
            (KeyCode::Up, Direction::Up),
            (KeyCode::Down, Direction::Down),
        ] {
            check(code, none, Command::Cursor(CursorMove::Step(d)));
            check(code, shift, Command::Game(GameAction::Slide(d)));
        }
        check(KeyCode::Char('s'), none, Command::Read(Reading::Score));
        check(KeyCode::Char('S'), shift, Command::Read(Reading::Score));
    }

    #[test]
    fn other_keys_table() {
        let none = KeyModifiers::NONE;
        let table = [
            (
                KeyCode::Char('j'),
                Command::Game(GameAction::Slide(Direction::Left)),
            ),
            (
                KeyCode::Char('L'),
                Command::Game(GameAction::Slide(Direction::Right)),
            ),
            (
                KeyCode::Char('i'),
                Command::Game(GameAction::Slide(Direction::Up)),
            ),
            (
                KeyCode::Char('k'),
                Command::Game(GameAction::Slide(Direction::Down)),
            ),
            (KeyCode::Char('r'), Command::Read(Reading::Row)),
            (KeyCode::Char('c'), Command::Read(Reading::Column)),
            (KeyCode::Char('b'), Command::Read(Reading::Board)),
            (KeyCode::Char('e'), Command::Read(Reading::EmptyCount)),
            (KeyCode::Char('m'), Command::Read(Reading::Highest)),
            (KeyCode::Char('a'), Command::Recall(Recall::Best)),
            (KeyCode::Char('p'), Command::Read(Reading::Position)),
            (KeyCode::Char(' '), Command::Repeat),
            (KeyCode::Char('h'), Command::Help(None)),
            (KeyCode::Char('?'), Command::Help(None)),
            (KeyCode::F(1), Command::Help(None)),
            (KeyCode::Char('1'), Command::Read(Reading::TileCounts)),
            (KeyCode::Char('2'), Command::Read(Reading::LineEmpties)),
            (KeyCode::Char('3'), Command::Read(Reading::NextMerge)),
            (KeyCode::F(2), Command::Read(Reading::TileCounts)),
            (KeyCode::F(3), Command::Read(Reading::LineEmpties)),
            (KeyCode::F(4), Command::Read(Reading::NextMerge)),
            (
                KeyCode::Char('v'),
                Command::Setting(Setting::Speech(Switch::Toggle)),
            ),
            (
                KeyCode::Char('+'),
                Command::Setting(Setting::Rate(Level::Up)),
            ),
            (
                KeyCode::Char('-'),
                Command::Setting(Setting::Rate(Level::Down)),
            ),
            (KeyCode::Char('u'), Command::Game(GameAction::Undo)),
            (KeyCode::Char('g'), Command::Game(GameAction::Hint)),
            (KeyCode::Char('f'), Command::Game(GameAction::Partner)),
            (KeyCode::Char('n'), Command::Game(GameAction::NewGame)),
            (KeyCode::Char('q'), Command::Quit),
            (KeyCode::Esc, Command::Quit),
            (KeyCode::Char('y'), Command::Yes),
            (KeyCode::Char('.'), Command::Silence),
            (KeyCode::Enter, Command::Read(Reading::Cell)),
            (
                KeyCode::Char('d'),
                Command::Setting(Setting::Sound(Switch::Toggle)),
            ),
            (
                KeyCode::Char('D'),
                Command::Setting(Setting::Sound(Switch::Toggle)),
            ),
            (
                KeyCode::Char('['),
                Command::Setting(Setting::SoundVolume(Level::Down)),
            ),
            (
                KeyCode::Char(']'),
                Command::Setting(Setting::SoundVolume(Level::Up)),
            ),
            (
                KeyCode::Char('\\'),
                Command::Read(Reading::Listen(Listen::Row)),
            ),
            (
                KeyCode::Char('\''),
                Command::Read(Reading::Listen(Listen::Column)),
            ),
            (
                KeyCode::Char(';'),
                Command::Read(Reading::Listen(Listen::Board)),
            ),
            (
                KeyCode::Char('#'),
                Command::Setting(Setting::Music(Switch::Toggle)),
            ),
            (
                KeyCode::Char('w'),
                Command::Setting(Setting::Verbosity(VerbosityChange::Next)),
            ),
            (KeyCode::Char('6'), Command::Recall(Recall::Stats)),
            (KeyCode::Char('0'), Command::Game(GameAction::Daily)),
            (KeyCode::Char('/'), Command::Game(GameAction::Share)),
            (KeyCode::Char('X'), Command::Read(Reading::LastMove)),
            (KeyCode::Char('o'), Command::Read(Reading::EmptyCells)),
            (KeyCode::Char('t'), Command::Cursor(CursorMove::Newest)),
            (KeyCode::Char('z'), Command::Cursor(CursorMove::Highest)),
            (KeyCode::Char('4'), Command::Recall(Recall::Coach)),
            (
                KeyCode::Char('5'),
                Command::Setting(Setting::Coach(Switch::Toggle)),
            ),
            (KeyCode::Char('7'), Command::Lesson(LessonCommand::Sounds)),
            (KeyCode::PageDown, Command::Replay(ReplayCommand::Next)),
            (KeyCode::PageUp, Command::Replay(ReplayCommand::Previous)),
            (KeyCode::Home, Command::Replay(ReplayCommand::First)),
            (KeyCode::End, Command::Replay(ReplayCommand::Last)),
            (KeyCode::Char('8'), Command::Lesson(LessonCommand::Tutorial)),
            (
                KeyCode::Char('9'),
                Command::Setting(Setting::BoardLine(Switch::Toggle)),
            ),
            (KeyCode::Char('`'), Command::UnknownKey),
            (KeyCode::Tab, Command::UnknownKey),
            (KeyCode::F(5), Command::UnknownKey),
        ];
        for (code, command) in table {
            check(code, none, command);
        }
    }

    #[test]
    fn control_c_quits_at_once_and_other_controls_are_unknown() {
        check(KeyCode::Char('c'), KeyModifiers::CONTROL, Command::QuitNow);
        check(
            KeyCode::Char('s'),
            KeyModifiers::CONTROL,
            Command::UnknownKey,
        );
        check(
            KeyCode::Left,
            KeyModifiers::CONTROL,
            Command::Game(GameAction::Slide(Direction::Left)),
        );
    }

    #[test]
    fn releases_and_modifiers_are_not_presses() {
        let release = KeyEvent {
            code: KeyCode::Left,
            modifiers: KeyModifiers::NONE,
            kind: KeyEventKind::Release,
            state: KeyEventState::NONE,
        };
        assert_eq!(command_for_key(release), None);
        let shift_alone = key(
            KeyCode::Modifier(crossterm::event::ModifierKeyCode::LeftShift),
            KeyModifiers::SHIFT,
        );
        assert_eq!(command_for_key(shift_alone), None);
    }
}
