//! The braille display's keys as commands, merged with the keyboard's (or
//! the typed lines): one queue, each key answered in the order it came,
//! from whichever side. A character typed on the braille keyboard is the
//! same command as that key on the computer's keyboard (a braille `j`
//! slides left, as J does); a routing key over a cell of the board line
//! puts the cursor there; over text or a row separator it reads the
//! cursor's cell (every key gets an answer); line up and line down toggle
//! the board line. Panning is the display's own motion and never reaches
//! here.
//!
//! Two threads feed the queue: one waits on the other source, one on the
//! display's keys; the game waits on the queue alone. Knows nothing of
//! BrlAPI itself or of what the display shows.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::input::{Input, InputSource, QUEUE_LIMIT};
use super::keymap::command_for_key;
use crate::braille::Pressed;
use crate::command::{Command, CursorMove, Reading, Setting, Switch};
use crate::thread_room;

/// How long the thread that waits on the other source waits at a time
/// (the source looks at its terminal between waits).
const SOURCE_WAIT: Duration = Duration::from_millis(100);

/// The stack of each feeding thread: it holds one command at a time.
const FEEDER_STACK_BYTES: usize = 256 * 1024;

/// Another source and the display's keys, as one.
pub struct WithBraille {
    merged: Receiver<Input>,
    closed: Arc<AtomicBool>,
}

impl WithBraille {
    /// Merges `source` with the display's `keys`; where a feeding thread
    /// cannot start, the source is handed back alone.
    pub fn merge(
        source: Box<dyn InputSource + Send>,
        keys: Receiver<Pressed>,
    ) -> Result<WithBraille, Box<dyn InputSource + Send>> {
        let (sender, merged) = mpsc::sync_channel(QUEUE_LIMIT);
        let closed = Arc::new(AtomicBool::new(false));
        let braille_sender = sender.clone();
        // The display's keys first: if that thread cannot start, the
        // source is still whole to hand back.
        let started = thread_room::start("braille-keys", FEEDER_STACK_BYTES, move || {
            feed_keys(keys, braille_sender)
        });
        if started.is_err() {
            return Err(source);
        }
        let source_closed = closed.clone();
        // Held where a thread that never starts leaves it to take back.
        let held = Arc::new(Mutex::new(Some(source)));
        let taken = held.clone();
        let started = thread_room::start("merged-input", FEEDER_STACK_BYTES, move || {
            let source = taken.lock().ok().and_then(|mut source| source.take());
            if let Some(source) = source {
                feed_source(source, sender, source_closed);
            }
        });
        match started {
            Ok(_) => Ok(WithBraille { merged, closed }),
            Err(_) => match held.lock().ok().and_then(|mut source| source.take()) {
                Some(source) => Err(source),
                None => Ok(WithBraille { merged, closed }),
            },
        }
    }
}

impl Drop for WithBraille {
    fn drop(&mut self) {
        self.closed.store(true, Ordering::SeqCst);
    }
}

impl InputSource for WithBraille {
    fn next(&mut self, wait: Duration) -> Input {
        match self.merged.recv_timeout(wait) {
            Ok(input) => input,
            Err(RecvTimeoutError::Timeout) => Input::Idle,
            Err(RecvTimeoutError::Disconnected) => Input::End,
        }
    }
}

/// Passes the other source's input on, until it ends or the game leaves.
fn feed_source(
    mut source: Box<dyn InputSource + Send>,
    sender: SyncSender<Input>,
    closed: Arc<AtomicBool>,
) {
    while !closed.load(Ordering::SeqCst) {
        let input = source.next(SOURCE_WAIT);
        let last = matches!(input, Input::End | Input::Failed(_));
        if input != Input::Idle && sender.send(input).is_err() {
            return;
        }
        if last {
            return;
        }
    }
}

/// Passes the display's keys on as commands.
fn feed_keys(keys: Receiver<Pressed>, sender: SyncSender<Input>) {
    for pressed in keys {
        if let Some(command) = command_for_pressed(pressed)
            && sender.send(Input::Command(command)).is_err()
        {
            return;
        }
    }
}

/// The command of a key from the display; `None` for one that needs no
/// answer.
pub fn command_for_pressed(pressed: Pressed) -> Option<Command> {
    let key = |code| command_for_key(KeyEvent::new(code, KeyModifiers::NONE));
    match pressed {
        Pressed::Cell(cell) => Some(Command::Cursor(CursorMove::To(cell))),
        Pressed::Text => Some(Command::Read(Reading::Cell)),
        Pressed::BoardLine => Some(Command::Setting(Setting::BoardLine(Switch::Toggle))),
        Pressed::Char(c) => key(KeyCode::Char(c)),
        Pressed::Enter => key(KeyCode::Enter),
        Pressed::Backspace => key(KeyCode::Backspace),
        Pressed::Escape => key(KeyCode::Esc),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::GameAction;
    use crate::engine::{Cell, Direction};

    #[test]
    fn display_keys_are_the_keyboard_s_commands() {
        let cases: &[(Pressed, Option<Command>)] = &[
            (
                Pressed::Char('j'),
                Some(Command::Game(GameAction::Slide(Direction::Left))),
            ),
            (
                Pressed::Char('J'),
                Some(Command::Game(GameAction::Slide(Direction::Left))),
            ),
            (Pressed::Char('s'), Some(Command::Read(Reading::Score))),
            (
                Pressed::Char('9'),
                Some(Command::Setting(Setting::BoardLine(Switch::Toggle))),
            ),
            (
                Pressed::Cell(Cell::new(2, 1)),
                Some(Command::Cursor(CursorMove::To(Cell::new(2, 1)))),
            ),
            (Pressed::Text, Some(Command::Read(Reading::Cell))),
            (
                Pressed::BoardLine,
                Some(Command::Setting(Setting::BoardLine(Switch::Toggle))),
            ),
            (Pressed::Enter, Some(Command::Read(Reading::Cell))),
            (Pressed::Escape, Some(Command::Quit)),
            (Pressed::Backspace, Some(Command::UnknownKey)),
            (Pressed::Char('`'), Some(Command::UnknownKey)),
        ];
        for (pressed, command) in cases {
            assert_eq!(command_for_pressed(*pressed), *command, "{pressed:?}");
        }
    }

    /// A source that gives its inputs, then waits (or ends, if `ends`).
    struct Given(Vec<Input>, bool);

    impl InputSource for Given {
        fn next(&mut self, wait: Duration) -> Input {
            if self.0.is_empty() {
                std::thread::sleep(wait.min(Duration::from_millis(5)));
                return if self.1 { Input::End } else { Input::Idle };
            }
            self.0.remove(0)
        }
    }

    fn merged(source: Given) -> (mpsc::Sender<Pressed>, WithBraille) {
        let (keys, received) = mpsc::channel();
        let Ok(merged) = WithBraille::merge(Box::new(source), received) else {
            panic!("the feeding threads start");
        };
        (keys, merged)
    }

    #[test]
    fn both_sources_reach_the_game() {
        let source = Given(
            vec![Input::Idle, Input::Command(Command::Read(Reading::Score))],
            false,
        );
        let (keys, mut merged) = merged(source);
        keys.send(Pressed::Char('l')).unwrap();
        let wait = Duration::from_secs(5);
        let mut got = Vec::new();
        while got.len() < 2 {
            match merged.next(wait) {
                Input::Command(command) => got.push(command),
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(merged.next(Duration::from_millis(50)), Input::Idle);
        got.sort_by_key(|c| format!("{c:?}"));
        assert_eq!(
            got,
            vec![
                Command::Game(GameAction::Slide(Direction::Right)),
                Command::Read(Reading::Score),
            ]
        );
    }

    #[test]
    fn the_source_s_end_and_failure_reach_the_game() {
        for last in [|| Input::End, || Input::Failed("gone".into())] {
            let (_keys, mut merged) = merged(Given(vec![last()], false));
            assert_eq!(merged.next(Duration::from_secs(5)), last());
        }
    }
}
