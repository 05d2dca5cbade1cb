//! Keys to commands: the only place that looks at crossterm's key codes.
//!
//! Arrows move the review cursor, Shift+arrows slide (the forum rules), and
//! J, L, I, K slide too for terminals that cannot report Shift (the Linux
//! console sends the same bytes for Shift+arrow as for arrow).

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::command::{Command, Listen};
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

/// The command of a key event; `None` for events that are not key presses
/// (releases, lone modifier keys), which need no answer.
pub fn command_for_key(key: KeyEvent) -> Option<Command> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if matches!(key.code, KeyCode::Modifier(_)) {
        return None;
    }
    let shift = key.modifiers.contains(KeyModifiers::SHIFT);
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    if let Some(direction) = arrow(key.code) {
        return Some(
            if shift || control || key.modifiers.contains(KeyModifiers::ALT) {
                Command::Slide(direction)
            } else {
                Command::Cursor(direction)
            },
        );
    }
    if control {
        return Some(match key.code {
            KeyCode::Char('c' | 'C') => Command::QuitNow,
            _ => Command::UnknownKey,
        });
    }
    Some(match key.code {
        KeyCode::Char(c) => match c.to_ascii_lowercase() {
            's' => Command::Score,
            'j' => Command::Slide(Direction::Left),
            'l' => Command::Slide(Direction::Right),
            'i' => Command::Slide(Direction::Up),
            'k' => Command::Slide(Direction::Down),
            'r' => Command::ReadRow,
            'c' => Command::ReadColumn,
            'b' => Command::ReadBoard,
            'e' => Command::EmptyCount,
            'm' => Command::Highest,
            'a' => Command::Best,
            'p' => Command::Position,
            ' ' => Command::Repeat,
            'h' | '?' => Command::Help,
            'v' => Command::SpeechToggle,
            '+' | '=' => Command::RateUp,
            '-' | '_' => Command::RateDown,
            'u' => Command::Undo,
            'g' => Command::Hint,
            'f' => Command::Partner,
            'n' => Command::NewGame,
            'q' => Command::Quit,
            'y' => Command::Yes,
            '.' => Command::Silence,
            'd' => Command::SoundToggle,
            '[' => Command::SoundVolumeDown,
            ']' => Command::SoundVolumeUp,
            '\\' => Command::Listen(Listen::Row),
            '\'' => Command::Listen(Listen::Column),
            ';' => Command::Listen(Listen::Board),
            '#' => Command::MusicToggle,
            'w' => Command::VerbosityCycle,
            'x' => Command::LastMove,
            'o' => Command::EmptyCells,
            't' => Command::GoNewest,
            'z' => Command::GoHighest,
            '1' => Command::TileCounts,
            '2' => Command::LineEmpties,
            '3' => Command::NextMerge,
            '4' => Command::Coach,
            '5' => Command::CoachToggle,
            '6' => Command::Stats,
            '7' => Command::PracticeSounds,
            '8' => Command::Tutorial,
            _ => Command::UnknownKey,
        },
        KeyCode::Enter => Command::ReadCell,
        KeyCode::F(1) => Command::Help,
        // The summary questions' first keys, kept for players used to them
        // (Fenrir takes F2 and F3).
        KeyCode::F(2) => Command::TileCounts,
        KeyCode::F(3) => Command::LineEmpties,
        KeyCode::F(4) => Command::NextMerge,
        KeyCode::Esc => Command::Quit,
        _ => Command::UnknownKey,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
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
            check(code, none, Command::Cursor(d));
            check(code, shift, Command::Slide(d));
        }
        check(KeyCode::Char('s'), none, Command::Score);
        check(KeyCode::Char('S'), shift, Command::Score);
    }

    #[test]
    fn other_keys_table() {
        let none = KeyModifiers::NONE;
        let table = [
            (KeyCode::Char('j'), Command::Slide(Direction::Left)),
            (KeyCode::Char('L'), Command::Slide(Direction::Right)),
            (KeyCode::Char('i'), Command::Slide(Direction::Up)),
            (KeyCode::Char('k'), Command::Slide(Direction::Down)),
            (KeyCode::Char('r'), Command::ReadRow),
            (KeyCode::Char('c'), Command::ReadColumn),
            (KeyCode::Char('b'), Command::ReadBoard),
            (KeyCode::Char('e'), Command::EmptyCount),
            (KeyCode::Char('m'), Command::Highest),
            (KeyCode::Char('a'), Command::Best),
            (KeyCode::Char('p'), Command::Position),
            (KeyCode::Char(' '), Command::Repeat),
            (KeyCode::Char('h'), Command::Help),
            (KeyCode::Char('?'), Command::Help),
            (KeyCode::F(1), Command::Help),
            (KeyCode::Char('1'), Command::TileCounts),
            (KeyCode::Char('2'), Command::LineEmpties),
            (KeyCode::Char('3'), Command::NextMerge),
            (KeyCode::F(2), Command::TileCounts),
            (KeyCode::F(3), Command::LineEmpties),
            (KeyCode::F(4), Command::NextMerge),
            (KeyCode::Char('v'), Command::SpeechToggle),
            (KeyCode::Char('+'), Command::RateUp),
            (KeyCode::Char('-'), Command::RateDown),
            (KeyCode::Char('u'), Command::Undo),
            (KeyCode::Char('g'), Command::Hint),
            (KeyCode::Char('f'), Command::Partner),
            (KeyCode::Char('n'), Command::NewGame),
            (KeyCode::Char('q'), Command::Quit),
            (KeyCode::Esc, Command::Quit),
            (KeyCode::Char('y'), Command::Yes),
            (KeyCode::Char('.'), Command::Silence),
            (KeyCode::Enter, Command::ReadCell),
            (KeyCode::Char('d'), Command::SoundToggle),
            (KeyCode::Char('D'), Command::SoundToggle),
            (KeyCode::Char('['), Command::SoundVolumeDown),
            (KeyCode::Char(']'), Command::SoundVolumeUp),
            (KeyCode::Char('\\'), Command::Listen(Listen::Row)),
            (KeyCode::Char('\''), Command::Listen(Listen::Column)),
            (KeyCode::Char(';'), Command::Listen(Listen::Board)),
            (KeyCode::Char('#'), Command::MusicToggle),
            (KeyCode::Char('w'), Command::VerbosityCycle),
            (KeyCode::Char('6'), Command::Stats),
            (KeyCode::Char('X'), Command::LastMove),
            (KeyCode::Char('o'), Command::EmptyCells),
            (KeyCode::Char('t'), Command::GoNewest),
            (KeyCode::Char('z'), Command::GoHighest),
            (KeyCode::Char('4'), Command::Coach),
            (KeyCode::Char('5'), Command::CoachToggle),
            (KeyCode::Char('7'), Command::PracticeSounds),
            (KeyCode::Char('8'), Command::Tutorial),
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
            Command::Slide(Direction::Left),
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
