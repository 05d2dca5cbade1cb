//! Braille as an output beside print, speech and sound: every line said
//! goes to the braille display (the newest answer from its first word), and
//! after each answer the board and the cursor, for the board line. The
//! display itself is held by its own thread ([`DisplayLink`]), which also
//! reads its keys; those reach the game through the sender handed in here.
//!
//! It owns two settings: braille on or off (opening the display, or saying
//! once why it cannot be had) and the board line. `braille on` never holds
//! the game: the display is looked for on a thread of its own, and a search
//! that takes longer than [`ANSWER_WAIT`] is said ("Looking for the braille
//! display."), its outcome said when it comes. A display that stops
//! mid-game is said once, and play goes on without it. Knows nothing of
//! the terminal, the words' language or the game's rules: it is handed
//! lines, boards and settings.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::Duration;

use crate::braille::{BrailleProblem, Display, DisplayLink, Pressed};
use crate::command::Setting;
use crate::engine::{Board, Cell};
use crate::event::Event;
use crate::narration::{Announcement, Message};

use crate::play::outputs::event_output::{EventOutput, OutputSetting};

/// Opens the display (the game's console or window, the server
/// `BRLAPI_HOST` names), within the time the launch allows; called on the
/// thread that looks for it when the player asks for braille.
pub type Opener = Arc<dyn Fn() -> Result<Display, BrailleProblem> + Send + Sync>;

/// How long `braille on` waits for the display before it answers that it
/// is looking for it: a server that answers at all answers well within it.
pub const ANSWER_WAIT: Duration = Duration::from_millis(100);

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
    /// The display being looked for in the background, after `braille on`.
    search: Option<Receiver<Result<DisplayLink, BrailleProblem>>>,
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
            search: None,
        }
    }

    /// Opens the display. Where it cannot be had, the reason is said once
    /// if `asked` (the player asked for braille), else nothing is said.
    pub fn open(&mut self, asked: bool) -> Result<(), BrailleProblem> {
        let opened =
            (self.open)().and_then(|display| DisplayLink::start(display, self.keys.clone()));
        self.opened(opened, asked)
    }

    /// Takes the display found (shown what it missed), or says why there
    /// is none if `asked`.
    fn opened(
        &mut self,
        opened: Result<DisplayLink, BrailleProblem>,
        asked: bool,
    ) -> Result<(), BrailleProblem> {
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

    /// Looks for the display on a thread of its own: the answer to `braille
    /// on` once found (or not) within [`ANSWER_WAIT`], else that it is
    /// being looked for (the outcome is said when it comes, through
    /// [`EventOutput::problem`]).
    fn search(&mut self) -> Announcement {
        let (found, search) = mpsc::sync_channel(1);
        let (open, keys) = (Arc::clone(&self.open), self.keys.clone());
        let started = crate::thread_room::start(
            "braille-search",
            crate::thread_room::DEFAULT_STACK_BYTES,
            move || {
                let opened = open().and_then(|display| DisplayLink::start(display, keys));
                // Braille turned off meanwhile: the link dropped gives the
                // display back.
                let _ = found.send(opened);
            },
        );
        if let Err(error) = started {
            return unavailable(&BrailleProblem::Lost(error.to_string()));
        }
        match search.recv_timeout(ANSWER_WAIT) {
            Ok(opened) => self.search_answer(opened),
            Err(RecvTimeoutError::Timeout) => {
                self.search = Some(search);
                Message::new("braille-looking").into()
            }
            Err(RecvTimeoutError::Disconnected) => {
                unavailable(&BrailleProblem::Lost("the search ended".into()))
            }
        }
    }

    /// What the search found, as the answer: braille on, or why not.
    fn search_answer(&mut self, opened: Result<DisplayLink, BrailleProblem>) -> Announcement {
        match self.opened(opened, false) {
            Ok(()) => Message::new("braille-on").into(),
            Err(problem) => unavailable(&problem),
        }
    }

    /// The outcome of a search still going, once it has come.
    fn search_outcome(&mut self) -> Option<Announcement> {
        let outcome = match self.search.as_ref()?.try_recv() {
            Err(TryRecvError::Empty) => return None,
            Ok(opened) => self.search_answer(opened),
            Err(TryRecvError::Disconnected) => {
                unavailable(&BrailleProblem::Lost("the search ended".into()))
            }
        };
        self.search = None;
        Some(outcome)
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
                let on = switch.from(self.is_on() || self.search.is_some());
                let line = if !on {
                    // Dropping the link (or the search) gives the display
                    // back.
                    self.link = None;
                    self.search = None;
                    Message::new("braille-off").into()
                } else if self.is_on() {
                    Message::new("braille-on").into()
                } else if self.search.is_some() {
                    Message::new("braille-looking").into()
                } else {
                    self.search()
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
            // Not a setting of the display.
            Setting::Speech(_)
            | Setting::Sound(_)
            | Setting::Music(_)
            | Setting::Coach(_)
            | Setting::Rate(_)
            | Setting::SoundVolume(_)
            | Setting::MusicVolume(_)
            | Setting::Verbosity(_)
            | Setting::Powers(_) => None,
        }
    }

    fn problem(&mut self) -> Option<Announcement> {
        if let Some(problem) = self.problem.take() {
            return Some(problem);
        }
        if let Some(outcome) = self.search_outcome() {
            return Some(outcome);
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
