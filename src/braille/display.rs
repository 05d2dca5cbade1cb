//! A braille display the game writes to: opened through a BrlAPI server
//! (BRLTTY, or the one `BRLAPI_HOST` names) for the game's own console or
//! window ([`tty_path`](super::tty_path)), it shows a line of text or the
//! board line (the cursor's cell under dots 7 and 8) and reads the keys the
//! game takes ([`key::ACCEPTED`]); every other key stays BRLTTY's. Dropping
//! it gives the display back (tty mode left, connection closed), so the
//! screen the player was reading comes back.
//!
//! Nothing here panics or waits longer than it is asked: no library, no
//! server, a display of 0 cells, and a server that goes away are
//! [`BrailleProblem`] values. This is the edge; what to show comes from
//! [`board_line`](super::board_line) and [`answers`](super::answers), and
//! the game decides when.

use std::sync::mpsc;
use std::time::Duration;

use super::BrailleProblem;
use super::board_line::BoardLine;
use super::brlapi::{Cells, Connection};
use super::key::{ACCEPTED, BrailleKey};
use super::tty_path::TtyEnvironment;

/// A display the game holds.
pub struct Display {
    connection: Connection,
    width: usize,
    /// The tty path the display was taken for, to take it again after a
    /// pause.
    path: Vec<i32>,
}

impl Display {
    /// Opens the display of this process's console or window.
    /// The server is the one `BRLAPI_HOST` names, else the local one.
    pub fn open() -> Result<Display, BrailleProblem> {
        Display::open_at(None, &TtyEnvironment::current().path())
    }

    /// Opens the display of the server at `host` (None: `BRLAPI_HOST`, else
    /// the local one) for the tty at `path` (below what libbrlapi adds from
    /// `WINDOWPATH`/`XDG_VTNR`).
    pub fn open_at(host: Option<&str>, path: &[i32]) -> Result<Display, BrailleProblem> {
        let mut connection = Connection::open(host)?;
        let (columns, rows) = connection.display_size().map_err(|problem| match problem {
            BrailleProblem::Lost(reason) => BrailleProblem::NoServer(reason),
            other => other,
        })?;
        if columns == 0 || rows == 0 {
            return Err(BrailleProblem::NoCells);
        }
        connection.enter_tty_mode(path).map_err(refused)?;
        connection.accept_keys(&ACCEPTED).map_err(refused)?;
        Ok(Display {
            connection,
            width: columns as usize,
            path: path.to_vec(),
        })
    }

    /// Like [`Display::open_at`], but gives up after `timeout`: libbrlapi
    /// connects and greets the server with no time-out of its own, so a
    /// host that never answers (a dropped network, a server stopped with
    /// SIGSTOP) would hold the caller. The attempt goes on on its own
    /// thread; a display it opens too late is given back at once.
    pub fn open_within(
        host: Option<&str>,
        path: &[i32],
        timeout: Duration,
    ) -> Result<Display, BrailleProblem> {
        let (sender, receiver) = mpsc::channel();
        let (host, path) = (host.map(str::to_string), path.to_vec());
        crate::thread_room::start(
            "braille-open",
            crate::thread_room::DEFAULT_STACK_BYTES,
            move || {
                // A receiver gone drops the display: given back.
                let _ = sender.send(Display::open_at(host.as_deref(), &path));
            },
        )
        .map_err(|e| BrailleProblem::NoServer(e.to_string()))?;
        receiver.recv_timeout(timeout).unwrap_or_else(|_| {
            Err(BrailleProblem::NoServer(format!(
                "no answer within {} ms",
                timeout.as_millis()
            )))
        })
    }

    /// The number of cells on a line.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Shows `text` from its start (the caller pans:
    /// [`Answers::shown`](super::answers::Answers::shown)), cut or padded to
    /// the width.
    pub fn show_text(&mut self, text: &str) -> Result<(), BrailleProblem> {
        self.connection
            .write(&Cells { text, marked: None }, self.width)
    }

    /// Shows the board line, its cursor cell under dots 7 and 8.
    pub fn show_board(&mut self, line: &BoardLine) -> Result<(), BrailleProblem> {
        let cells = Cells {
            text: &line.text,
            marked: line.cursor,
        };
        self.connection.write(&cells, self.width)
    }

    /// Gives the display back to BRLTTY for a while (the game is
    /// suspended), keeping the connection.
    pub fn pause(&mut self) {
        self.connection.leave_tty_mode();
    }

    /// Takes the display again after [`Display::pause`], with the game's
    /// keys.
    pub fn resume(&mut self) -> Result<(), BrailleProblem> {
        self.connection.enter_tty_mode(&self.path)?;
        self.connection.accept_keys(&ACCEPTED)
    }

    /// The connection's socket, readable when a key (or anything else from
    /// the server) is waiting: a thread can wait on it beside its own
    /// wake-up, with [`Display::read_key`] of no wait then.
    pub fn file_descriptor(&self) -> i32 {
        self.connection.file_descriptor()
    }

    /// The next key pressed within `timeout` (at once if one is waiting),
    /// or None.
    pub fn read_key(&mut self, timeout: Duration) -> Result<Option<BrailleKey>, BrailleProblem> {
        let ms = i32::try_from(timeout.as_millis()).unwrap_or(i32::MAX);
        Ok(self.connection.read_key(ms)?.map(BrailleKey::from_code))
    }
}

/// A server that answered but would not give the display.
fn refused(problem: BrailleProblem) -> BrailleProblem {
    match problem {
        BrailleProblem::Lost(reason) => BrailleProblem::NoServer(reason),
        other => other,
    }
}
