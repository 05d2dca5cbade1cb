//! The display held by a thread of its own, so the game never waits on it:
//! the game hands over what to show (each line said, the board and the
//! cursor after each answer, the board line on or off) and the thread
//! shows it, reads the display's keys and answers the display's own ones
//! itself. Panning moves through the answers ([`Answers`]) or through the
//! board line's pages of rows; a routing key over the board line becomes
//! the cell under it. What the game must answer goes out as [`Pressed`].
//!
//! The thread waits on two things at once, the server's socket and its own
//! wake-up (written each time the game hands something over): no polling,
//! and cells change as soon as an answer is said. A server that goes away
//! is reported once ([`DisplayLink::problem`]); the thread then only waits
//! to be closed.
//!
//! The display is given back (tty mode left, connection closed) when the
//! link drops; [`pause_all`] and [`resume_all`] give it back while the
//! game is suspended and take it again after, and [`give_back_all`] gives
//! it back from a panic hook. Nothing here prints, speaks or knows the
//! player's language.

use std::io::{Read, Write};
use std::os::unix::net::UnixStream;
use std::sync::mpsc::{self, Receiver, Sender, SyncSender, TryRecvError};
use std::sync::{Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::Duration;

use super::BrailleProblem;
use super::answers::Answers;
use super::board_line::{BoardLine, rows_per_page};
use super::display::Display;
use super::key::BrailleKey;
use crate::engine::{Board, Cell};

/// What the game answers, from the display's keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pressed {
    /// A routing key over this cell of the board line.
    Cell(Cell),
    /// A routing key over the answer's text, a row separator or a blank.
    Text,
    /// Typed on the braille keyboard.
    Char(char),
    Enter,
    Backspace,
    Escape,
    /// The board line on or off (line up or line down).
    BoardLine,
}

/// What the game hands the thread.
enum Request {
    /// A line said: the first of an answer (`true`) or one more of it.
    Said(String, bool),
    /// The board and the cursor after an answer.
    Table(Board, Cell),
    /// The board line shown (`true`) or the answers.
    BoardLine(bool),
    /// Give the display back for a while; the sender hears when it is.
    Pause(SyncSender<()>),
    Resume,
    /// Give the display back and end; the sender hears when it is.
    Close(SyncSender<()>),
}

/// How long a pause or a close waits for the thread to give the display
/// back (a server that stopped answering is not waited for longer).
const GIVE_BACK_WAIT: Duration = Duration::from_millis(500);

/// A display held by its thread.
pub struct DisplayLink {
    to_thread: Waker,
    problems: Receiver<BrailleProblem>,
    thread: Option<JoinHandle<()>>,
    width: usize,
    id: usize,
}

/// The way to hand the thread something and wake it.
#[derive(Clone)]
struct Waker {
    requests: Sender<Request>,
    wake: std::sync::Arc<UnixStream>,
}

impl Waker {
    fn send(&self, request: Request) -> bool {
        if self.requests.send(request).is_err() {
            return false;
        }
        // A full wake-up pipe already wakes the thread.
        let _ = (&*self.wake).write(&[1]);
        true
    }
}

/// The links alive, for a pause, a resume or a panic to reach.
fn links() -> &'static Mutex<Vec<(usize, Waker)>> {
    static LINKS: OnceLock<Mutex<Vec<(usize, Waker)>>> = OnceLock::new();
    LINKS.get_or_init(|| Mutex::new(Vec::new()))
}

impl DisplayLink {
    /// Hands `display` to a thread of its own; the keys the game answers go
    /// to `keys`.
    pub fn start(display: Display, keys: Sender<Pressed>) -> Result<DisplayLink, BrailleProblem> {
        let (wake, woken) = UnixStream::pair().map_err(|e| BrailleProblem::Lost(e.to_string()))?;
        for end in [&wake, &woken] {
            end.set_nonblocking(true)
                .map_err(|e| BrailleProblem::Lost(e.to_string()))?;
        }
        let (requests, incoming) = mpsc::channel();
        let (report, problems) = mpsc::channel();
        let width = display.width();
        let held = Held {
            display,
            answers: Answers::new(),
            table: None,
            board_line: false,
            page: None,
            shown_line: None,
            paused: false,
            lost: false,
        };
        let thread = crate::thread_room::start("braille", 256 * 1024, move || {
            held.run(incoming, woken, keys, report)
        })
        .map_err(|e| BrailleProblem::Lost(e.to_string()))?;
        static NEXT_ID: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let id = NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let to_thread = Waker {
            requests,
            wake: std::sync::Arc::new(wake),
        };
        if let Ok(mut links) = links().lock() {
            links.push((id, to_thread.clone()));
        }
        Ok(DisplayLink {
            to_thread,
            problems,
            thread: Some(thread),
            width,
            id,
        })
    }

    /// The display's width in cells.
    pub fn width(&self) -> usize {
        self.width
    }

    /// A line said: the first of an answer (shown from its first word), or
    /// one more of the same answer.
    pub fn said(&self, line: &str, first: bool) {
        self.to_thread.send(Request::Said(line.to_string(), first));
    }

    /// The board and the cursor after an answer (for the board line).
    pub fn table(&self, board: &Board, cursor: Cell) {
        self.to_thread.send(Request::Table(board.clone(), cursor));
    }

    /// Shows the board line (`true`) or the answers.
    pub fn board_line(&self, on: bool) {
        self.to_thread.send(Request::BoardLine(on));
    }

    /// The problem met since the last call, if any (the display stopped).
    pub fn problem(&self) -> Option<BrailleProblem> {
        self.problems.try_recv().ok()
    }
}

impl Drop for DisplayLink {
    fn drop(&mut self) {
        if let Ok(mut links) = links().lock() {
            links.retain(|(id, _)| *id != self.id);
        }
        let (done, given_back) = mpsc::sync_channel(1);
        if self.to_thread.send(Request::Close(done))
            && given_back.recv_timeout(GIVE_BACK_WAIT).is_ok()
            && let Some(thread) = self.thread.take()
        {
            let _ = thread.join();
        }
    }
}

/// Gives every display back for a while (the game is being suspended),
/// waiting a moment for each.
pub fn pause_all() {
    each_link(|waker| {
        let (done, given_back) = mpsc::sync_channel(1);
        if waker.send(Request::Pause(done)) {
            let _ = given_back.recv_timeout(GIVE_BACK_WAIT);
        }
    });
}

/// Takes every display again after [`pause_all`].
pub fn resume_all() {
    each_link(|waker| {
        waker.send(Request::Resume);
    });
}

/// Gives every display back for good (a panic), waiting a moment for each.
pub fn give_back_all() {
    each_link(|waker| {
        let (done, given_back) = mpsc::sync_channel(1);
        if waker.send(Request::Close(done)) {
            let _ = given_back.recv_timeout(GIVE_BACK_WAIT);
        }
    });
}

fn each_link(act: impl Fn(&Waker)) {
    // Never waits on a lock a panicking thread may hold.
    let wakers: Vec<Waker> = match links().try_lock() {
        Ok(links) => links.iter().map(|(_, waker)| waker.clone()).collect(),
        Err(_) => return,
    };
    for waker in &wakers {
        act(waker);
    }
}

/// The display and what it shows, on its thread.
struct Held {
    display: Display,
    answers: Answers,
    table: Option<(Board, Cell)>,
    board_line: bool,
    /// The board line's page panned to; `None`: the cursor's.
    page: Option<usize>,
    /// The board line shown, for the routing keys.
    shown_line: Option<BoardLine>,
    paused: bool,
    lost: bool,
}

/// Whether the thread goes on.
enum Next {
    Go,
    Stop,
}

impl Held {
    fn run(
        mut self,
        incoming: Receiver<Request>,
        mut woken: UnixStream,
        keys: Sender<Pressed>,
        report: Sender<BrailleProblem>,
    ) {
        let woken_fd = {
            use std::os::fd::AsRawFd;
            woken.as_raw_fd()
        };
        loop {
            let mut changed = false;
            loop {
                match incoming.try_recv() {
                    Ok(request) => match self.take(request, &report) {
                        (Next::Go, show) => changed |= show,
                        (Next::Stop, _) => return,
                    },
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return,
                }
            }
            if changed {
                self.show(&report);
            }
            while self.live() {
                match self.display.read_key(Duration::ZERO) {
                    Ok(Some(key)) => {
                        if let Some(pressed) = self.key(key) {
                            let _ = keys.send(pressed);
                        } else {
                            self.show(&report);
                        }
                    }
                    Ok(None) => break,
                    Err(problem) => self.lose(problem, &report),
                }
            }
            let server = self.live().then(|| self.display.file_descriptor());
            if wait(woken_fd, server) == Server::HungUp {
                // Read once more: a key sent before the end is still
                // answered; then the display is gone (never a loop that
                // wakes at once on a closed socket).
                while let Ok(Some(key)) = self.display.read_key(Duration::ZERO) {
                    if let Some(pressed) = self.key(key) {
                        let _ = keys.send(pressed);
                    }
                }
                self.lose(
                    BrailleProblem::Lost("the server closed the connection".to_string()),
                    &report,
                );
            }
            let mut drained = [0u8; 64];
            while matches!(woken.read(&mut drained), Ok(n) if n > 0) {}
        }
    }

    fn live(&self) -> bool {
        !self.lost && !self.paused
    }

    fn lose(&mut self, problem: BrailleProblem, report: &Sender<BrailleProblem>) {
        if !self.lost {
            self.lost = true;
            let _ = report.send(problem);
        }
    }

    /// Takes a request; whether to go on, and whether the cells change.
    fn take(&mut self, request: Request, report: &Sender<BrailleProblem>) -> (Next, bool) {
        match request {
            Request::Said(line, true) => {
                self.answers.push(&line);
                self.page = None;
                (Next::Go, true)
            }
            Request::Said(line, false) => {
                self.answers.extend_newest(&line);
                (Next::Go, !self.board_line)
            }
            Request::Table(board, cursor) => {
                self.table = Some((board, cursor));
                self.page = None;
                (Next::Go, self.board_line)
            }
            Request::BoardLine(on) => {
                self.board_line = on;
                self.page = None;
                (Next::Go, true)
            }
            Request::Pause(done) => {
                if !self.lost {
                    self.display.pause();
                }
                self.paused = true;
                let _ = done.send(());
                (Next::Go, false)
            }
            Request::Resume => {
                if self.paused && !self.lost {
                    self.paused = false;
                    if let Err(problem) = self.display.resume() {
                        self.lose(problem, report);
                    }
                }
                self.paused = false;
                (Next::Go, true)
            }
            Request::Close(done) => {
                // Tty mode left now; the connection closes as the thread
                // ends and drops the display.
                self.display.pause();
                let _ = done.send(());
                (Next::Stop, false)
            }
        }
    }

    /// Shows the board line or the answer, as it stands.
    fn show(&mut self, report: &Sender<BrailleProblem>) {
        if !self.live() {
            return;
        }
        let width = self.display.width();
        let shown = match (&self.table, self.board_line) {
            (Some((board, cursor)), true) => {
                let line = match self.page {
                    Some(page) => BoardLine::page(board, *cursor, width, page),
                    None => BoardLine::new(board, *cursor, width),
                };
                let shown = self.display.show_board(&line);
                self.shown_line = Some(line);
                shown
            }
            _ => {
                self.shown_line = None;
                self.display.show_text(&self.answers.shown(width))
            }
        };
        if let Err(problem) = shown {
            self.lose(problem, report);
        }
    }

    /// A key: answered here (panning: `None`, the cells to be shown
    /// again), or handed to the game.
    fn key(&mut self, key: BrailleKey) -> Option<Pressed> {
        let width = self.display.width();
        match key {
            BrailleKey::Route(at) => Some(
                self.shown_line
                    .as_ref()
                    .and_then(|line| line.cell_at(at))
                    .map_or(Pressed::Text, Pressed::Cell),
            ),
            BrailleKey::PanLeft | BrailleKey::PanRight => {
                let right = key == BrailleKey::PanRight;
                match (&self.shown_line, &self.table) {
                    (Some(line), Some((board, _))) => {
                        let pages = board.size().div_ceil(rows_per_page(board.size(), width));
                        let page = if right {
                            (line.page + 1).min(pages - 1)
                        } else {
                            line.page.saturating_sub(1)
                        };
                        self.page = Some(page);
                    }
                    _ if right => {
                        self.answers.pan_right(width);
                    }
                    _ => {
                        self.answers.pan_left(width);
                    }
                }
                None
            }
            BrailleKey::LineUp | BrailleKey::LineDown => Some(Pressed::BoardLine),
            BrailleKey::Char(c) => Some(Pressed::Char(c)),
            BrailleKey::Enter => Some(Pressed::Enter),
            BrailleKey::Backspace => Some(Pressed::Backspace),
            BrailleKey::Escape => Some(Pressed::Escape),
            BrailleKey::Other(_) => None,
        }
    }
}

/// What the wait saw of the server's socket.
#[derive(Debug, PartialEq, Eq)]
enum Server {
    /// Readable, or not waited on, or quiet.
    Fine,
    /// Closed or failed.
    HungUp,
}

/// Waits until the wake-up or the server's socket has something to read
/// (or a signal cuts the wait short).
fn wait(woken: i32, server: Option<i32>) -> Server {
    let mut fds = vec![libc::pollfd {
        fd: woken,
        events: libc::POLLIN,
        revents: 0,
    }];
    if let Some(fd) = server.filter(|&fd| fd >= 0) {
        fds.push(libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        });
    }
    // SAFETY: `fds` is a live array of `fds.len()` pollfd records.
    let ready = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, -1) };
    let hung_up = ready > 0
        && fds
            .get(1)
            .is_some_and(|fd| fd.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0);
    if hung_up {
        Server::HungUp
    } else {
        Server::Fine
    }
}
