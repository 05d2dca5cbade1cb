//! Braille as an output beside print, speech and sound: every line said
//! goes to the braille display (the newest answer from its first word), and
//! after each answer the board and the cursor, for the board line. The
//! display itself is held by its own thread ([`DisplayLink`]), which also
//! reads its keys; those reach the game through the sender handed in here.
//!
//! It owns two settings: braille on or off (opening the display, or saying
//! once why it cannot be had) and the board line. A display that stops
//! mid-game is said once, and play goes on without it. Knows nothing of
//! the terminal, the words' language or the game's rules: it is handed
//! lines, boards and settings.

use std::sync::mpsc::Sender;

use crate::braille::{BrailleProblem, Display, DisplayLink, Pressed};
use crate::command::Setting;
use crate::engine::{Board, Cell};
use crate::event::Event;
use crate::narration::{Announcement, Message};

use super::event_output::{EventOutput, OutputSetting};

/// Opens the display (the game's console or window, the server
/// `BRLAPI_HOST` names), within the time the launch allows.
pub type Opener = Box<dyn Fn() -> Result<Display, BrailleProblem>>;

/// The braille display as the game's output.
pub struct BrailleOutput {
    link: Option<DisplayLink>,
    keys: Sender<Pressed>,
    open: Opener,
    board_line: bool,
    /// The answer being shown, line by line, for a display opened later.
    answer: Vec<String>,
    table: Option<(Board, Cell)>,
    /// A problem to say once.
    problem: Option<Announcement>,
}

impl BrailleOutput {
    /// Braille off, ready to open with `open`; the display's keys go to
    /// `keys`.
    pub fn new(keys: Sender<Pressed>, open: Opener) -> BrailleOutput {
        BrailleOutput {
            link: None,
            keys,
            open,
            board_line: false,
            answer: Vec::new(),
            table: None,
            problem: None,
        }
    }

    /// Opens the display. Where it cannot be had, the reason is said once
    /// if `asked` (the player asked for braille), else nothing is said.
    pub fn open(&mut self, asked: bool) -> Result<(), BrailleProblem> {
        let opened =
            (self.open)().and_then(|display| DisplayLink::start(display, self.keys.clone()));
        match opened {
            Ok(link) => {
                link.board_line(self.board_line);
                if let Some((board, cursor)) = &self.table {
                    link.table(board, *cursor);
                }
                for (i, line) in self.answer.iter().enumerate() {
                    link.said(line, i == 0);
                }
                self.link = Some(link);
                Ok(())
            }
            Err(problem) => {
                if asked {
                    self.problem = Some(unavailable(&problem));
                }
                Err(problem)
            }
        }
    }

    /// Whether a display is shown to.
    pub fn is_on(&self) -> bool {
        self.link.is_some()
    }
}

/// Why braille cannot be had, as a line.
fn unavailable(problem: &BrailleProblem) -> Announcement {
    let reason = Message::new(match problem {
        BrailleProblem::NoLibrary(_) => "braille-reason-no-library",
        BrailleProblem::NoCells => "braille-reason-no-cells",
        BrailleProblem::NoServer(_) | BrailleProblem::Lost(_) => "braille-reason-no-server",
    });
    Announcement::one(Message::new("braille-unavailable").list("reason", vec![reason]))
}

impl EventOutput for BrailleOutput {
    fn render(&mut self, _events: &[Event]) {}

    fn said(&mut self, text: &str, first: bool) {
        if first {
            self.answer.clear();
        }
        self.answer.push(text.to_string());
        if let Some(link) = &self.link {
            link.said(text, first);
        }
    }

    fn table(&mut self, board: &Board, cursor: Cell) {
        if let Some(link) = &self.link {
            link.table(board, cursor);
        }
        self.table = Some((board.clone(), cursor));
    }

    fn setting(&mut self, setting: Setting) -> Option<OutputSetting> {
        match setting {
            Setting::Braille(switch) => {
                let on = switch.from(self.is_on());
                let line = if !on {
                    // Dropping the link gives the display back.
                    self.link = None;
                    Message::new("braille-off").into()
                } else if self.is_on() {
                    Message::new("braille-on").into()
                } else {
                    match self.open(false) {
                        Ok(()) => Message::new("braille-on").into(),
                        Err(problem) => unavailable(&problem),
                    }
                };
                Some(OutputSetting {
                    on,
                    line: Some(line),
                })
            }
            Setting::BoardLine(switch) => {
                self.board_line = switch.from(self.board_line);
                if let Some(link) = &self.link {
                    link.board_line(self.board_line);
                }
                Some(OutputSetting {
                    on: self.board_line,
                    line: None,
                })
            }
            _ => None,
        }
    }

    fn problem(&mut self) -> Option<Announcement> {
        if let Some(problem) = self.problem.take() {
            return Some(problem);
        }
        let stopped = self.link.as_ref().and_then(DisplayLink::problem)?;
        // Given up: the thread is told to end and the connection closes.
        self.link = None;
        let _ = stopped;
        Some(Message::new("braille-stopped").into())
    }

    fn makes_sound(&self) -> bool {
        false
    }
}
