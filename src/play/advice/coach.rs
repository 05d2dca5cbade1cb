//! The coach at play: judges the player's slides off the game thread, so no
//! answer ever waits for it. Each slide to judge goes to one worker thread,
//! which runs the hint search (within the time budget the front end gives
//! it) on the board before the slide; a newer slide or an undo makes a
//! verdict still on its way stale, and a stale verdict is never said.
//!
//! What is judged: in coach mode, every slide; otherwise only a slide the
//! player asks about. The game-end count ("5 of 8 slides matched") covers
//! the slides judged in this game, whether their verdict was said or came
//! too late to be.
//!
//! Knows nothing of speech, terminals or Fluent: it hands back
//! announcements for the controller to say.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use crate::analysis::coach::{Verdict, judge};
use crate::analysis::search::Suggestion;
use crate::engine::{Board, Direction, UNDO_LIMIT};
use crate::narration::{self, Announcement};

/// Runs the hint search on a board (with the chance of a 4) within the
/// front end's time budget; it runs on the coach's own thread.
pub type Judge = Box<dyn Fn(&Board, f64) -> Option<Suggestion> + Send>;

/// Gets the judging ready for a board when the coach is turned on, before
/// its first verdict: the game's starts reading the hint network there.
pub type Ready = Box<dyn Fn(&Board) + Send>;

/// One slide to judge.
struct Job {
    serial: u64,
    board: Board,
    played: Direction,
    four_chance: f64,
}

/// A verdict on the slide numbered `serial`.
struct Done {
    serial: u64,
    verdict: Option<Verdict>,
}

/// What the coach has to say, and whether the player asked for it.
#[derive(Debug, Default, PartialEq)]
pub struct CoachLines {
    pub lines: Vec<Announcement>,
    /// The lines answer the player's question (the coach key), rather
    /// than following a slide in coach mode.
    pub asked: bool,
}

/// The coach of one play session.
pub struct Coach {
    judge: Option<Judge>,
    ready: Option<Ready>,
    jobs: Option<Sender<Job>>,
    done: Option<Receiver<Done>>,
    /// Coach mode: judge and say every slide.
    on: bool,
    /// The number of the last slide (or undo, or new game).
    serial: u64,
    /// Slides numbered at or below this belong to an earlier game.
    game_start: u64,
    /// The last slide, while it stands (not undone).
    last: Option<Job>,
    /// Its verdict, once known.
    verdict: Option<Verdict>,
    /// The slides before it in this game, with their verdicts if known,
    /// oldest first: an undo makes the one before the last again (as far
    /// back as the game can undo).
    earlier: Vec<(Job, Option<Verdict>)>,
    /// Serials sent to the worker whose verdict has not come back.
    in_flight: Vec<u64>,
    /// The player asked about the last slide and waits for the verdict,
    /// to be said in this wording when it comes.
    asked: Option<Wording>,
    /// The game ended while a verdict was on its way: the count follows it.
    tally_due: bool,
    matched: u64,
    judged: u64,
}

impl Coach {
    /// A coach judging with `judge` (its thread starts with the first
    /// slide to judge), in coach mode if `on`.
    pub fn new(judge: Judge, on: bool) -> Coach {
        Coach {
            judge: Some(judge),
            ready: None,
            jobs: None,
            done: None,
            on,
            serial: 0,
            game_start: 0,
            last: None,
            verdict: None,
            earlier: Vec::new(),
            in_flight: Vec::new(),
            asked: None,
            tally_due: false,
            matched: 0,
            judged: 0,
        }
    }

    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Gets the judging ready with `ready` whenever the coach is turned
    /// on (see [`Coach::set_on`]).
    pub fn with_ready(mut self, ready: Ready) -> Coach {
        self.ready = Some(ready);
        self
    }

    /// Turns coach mode on or off in a game at `board`; turned on, the
    /// judging is got ready for it.
    pub fn set_on(&mut self, on: bool, board: &Board) {
        self.on = on;
        if let (true, Some(ready)) = (on, &self.ready) {
            ready(board);
        }
    }

    /// The player slid `played` from `board`: in coach mode it is judged.
    pub fn slid(&mut self, board: &Board, played: Direction, four_chance: f64) {
        self.serial += 1;
        if let Some(last) = self.last.take() {
            self.earlier.push((last, self.verdict));
            let excess = self.earlier.len().saturating_sub(UNDO_LIMIT);
            self.earlier.drain(..excess);
        }
        self.verdict = None;
        self.asked = None;
        self.last = Some(Job {
            serial: self.serial,
            board: board.clone(),
            played,
            four_chance,
        });
        if self.on {
            self.send_last();
        }
    }

    /// The last slide was undone: a verdict on its way for it is stale,
    /// and the slide before it is the last again.
    pub fn undone(&mut self) {
        self.serial += 1;
        let (last, verdict) = self.earlier.pop().unzip();
        self.last = last;
        self.verdict = verdict.flatten();
        self.asked = None;
        self.tally_due = false;
    }

    /// A new game: the count starts again.
    pub fn new_game(&mut self) {
        self.earlier.clear();
        self.undone();
        self.game_start = self.serial;
        self.matched = 0;
        self.judged = 0;
    }

    /// The coach key: the verdict on the last slide if known; if it is on
    /// its way, nothing now and the verdict as soon as it comes, in the
    /// wording asked for.
    pub fn ask(&mut self, wording: Wording) -> Vec<Announcement> {
        let Some(last) = &self.last else {
            return vec![narration::coach_no_slide()];
        };
        if let Some(verdict) = &self.verdict {
            return vec![say(verdict, wording)];
        }
        let serial = last.serial;
        self.asked = Some(wording);
        if !self.in_flight.contains(&serial) {
            self.send_last();
        }
        Vec::new()
    }

    /// The game is over: the count, now or (when a verdict is on its way)
    /// once it comes. Nothing if no slide was judged.
    pub fn game_over(&mut self) -> Vec<Announcement> {
        if self.waiting() {
            self.tally_due = true;
            return Vec::new();
        }
        self.tally()
    }

    /// The count so far, for a goodbye or a game left for a new one.
    /// Nothing if no slide was judged.
    pub fn tally(&self) -> Vec<Announcement> {
        if self.judged == 0 {
            return Vec::new();
        }
        vec![narration::coach_tally(self.matched, self.judged)]
    }

    /// Whether a verdict of this game is on its way.
    pub fn waiting(&self) -> bool {
        self.in_flight.iter().any(|&s| s > self.game_start)
    }

    /// Takes the verdicts that came, without waiting.
    pub fn poll(&mut self) -> CoachLines {
        let mut said = CoachLines::default();
        while let Some(done) = self.done.as_ref().and_then(|rx| rx.try_recv().ok()) {
            self.take(done, &mut said);
        }
        self.finish(&mut said);
        said
    }

    /// Waits, at most `limit`, for the verdicts on their way (line by line
    /// play, so a script's output is the same every run), then takes them.
    pub fn settle(&mut self, limit: Duration) -> CoachLines {
        let mut said = CoachLines::default();
        let end = Instant::now() + limit;
        while !self.in_flight.is_empty() {
            let Some(rx) = self.done.as_ref() else { break };
            let left = end.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(done) => self.take(done, &mut said),
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
            }
        }
        self.finish(&mut said);
        said
    }

    fn take(&mut self, done: Done, said: &mut CoachLines) {
        self.in_flight.retain(|&s| s != done.serial);
        let Some(verdict) = done.verdict else { return };
        if done.serial <= self.game_start {
            return;
        }
        self.judged += 1;
        self.matched += u64::from(verdict.matched());
        let current = self.last.as_ref().is_some_and(|l| l.serial == done.serial);
        if !current {
            if let Some((_, kept)) = self
                .earlier
                .iter_mut()
                .find(|(j, _)| j.serial == done.serial)
            {
                *kept = Some(verdict);
            }
            return;
        }
        self.verdict = Some(verdict);
        match self.asked.take() {
            Some(wording) => {
                said.lines.push(say(&verdict, wording));
                said.asked = true;
            }
            // A slide an undo brought back (numbered before the undo) had
            // its turn in coach mode: only a question brings its verdict.
            None if self.on && done.serial == self.serial => {
                said.lines.push(narration::coach_verdict_brief(&verdict))
            }
            None => {}
        }
    }

    fn finish(&mut self, said: &mut CoachLines) {
        if self.tally_due && !self.waiting() {
            self.tally_due = false;
            said.lines.extend(self.tally());
        }
    }

    /// Sends the last slide to the worker, starting it the first time.
    fn send_last(&mut self) {
        let Some(last) = &self.last else { return };
        let serial = last.serial;
        let job = Job {
            serial: last.serial,
            board: last.board.clone(),
            played: last.played,
            four_chance: last.four_chance,
        };
        if self.jobs.is_none()
            && let Some(judge) = self.judge.take()
        {
            let (jobs, done) = start_worker(judge);
            self.jobs = Some(jobs);
            self.done = Some(done);
        }
        if let Some(jobs) = &self.jobs
            && jobs.send(job).is_ok()
        {
            self.in_flight.push(serial);
        }
    }
}

/// How a verdict the player asked for is said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wording {
    /// One short line (brief verbosity).
    Brief,
    /// The verdict with its reasons.
    InFull,
}

fn say(verdict: &Verdict, wording: Wording) -> Announcement {
    match wording {
        Wording::Brief => narration::coach_verdict_brief(verdict),
        Wording::InFull => narration::coach_verdict(verdict),
    }
}

/// The worker: judges each slide sent, newest first; a slide that a newer
/// one overtook while the worker was busy is answered without a search
/// (no verdict), so the worker never falls behind the player.
fn start_worker(judge: Judge) -> (Sender<Job>, Receiver<Done>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (outbox, done) = mpsc::channel::<Done>();
    let spawned = crate::thread_room::start(
        "coach",
        crate::thread_room::DEFAULT_STACK_BYTES,
        move || {
            while let Ok(mut job) = inbox.recv() {
                while let Ok(newer) = inbox.try_recv() {
                    let skipped = std::mem::replace(&mut job, newer);
                    let _ = outbox.send(Done {
                        serial: skipped.serial,
                        verdict: None,
                    });
                }
                let suggestion = judge(&job.board, job.four_chance);
                let verdict = judge_slide(&job, suggestion.as_ref());
                if outbox
                    .send(Done {
                        serial: job.serial,
                        verdict,
                    })
                    .is_err()
                {
                    break;
                }
            }
        },
    );
    // Without a thread the coach stays silent; the game goes on.
    if spawned.is_err() {
        let (dead, _) = mpsc::channel();
        return (dead, done);
    }
    (jobs, done)
}

fn judge_slide(job: &Job, suggestion: Option<&Suggestion>) -> Option<Verdict> {
    judge(&job.board, job.played, suggestion)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::search::ValueScale;
    use std::sync::Mutex;
    use std::sync::mpsc::SyncSender;

    const BOARD: &str = "0 0 0 0/0 0 2 0/4 0 0 0/512 2 0 0";
    const WAIT: Duration = Duration::from_secs(10);
    /// A differing verdict: the slides, the player's slide's cost and (the
    /// judge values every slide) how much worse it looks.
    const FULL: &[&str] = &["coach-differs", "coach-differs-cost", "coach-shortfall"];
    const BRIEF: &[&str] = &["coach-differs-brief", "coach-differs-brief-cost"];

    /// A judge that always prefers left, and answers only when the gate
    /// lets it (one answer per message).
    fn gated() -> (Judge, SyncSender<()>) {
        let (open, gate) = mpsc::sync_channel::<()>(16);
        let gate = Mutex::new(gate);
        let judge: Judge = Box::new(move |_board: &Board, _four: f64| {
            gate.lock().unwrap().recv().ok()?;
            Some(Suggestion {
                direction: Direction::Left,
                depth: 3,
                fast: true,
                runner_up: Some(Direction::Up),
                values: [Some(1000.0), Some(900.0), Some(990.0), Some(980.0)],
                scale: ValueScale::Heuristic,
            })
        });
        (judge, open)
    }

    fn board() -> Board {
        Board::parse(BOARD).unwrap()
    }

    fn ids(said: &CoachLines) -> Vec<&'static str> {
        said.lines.iter().flat_map(|l| l.ids()).collect()
    }

    #[test]
    fn in_coach_mode_each_slide_gets_a_short_verdict_and_the_game_end_its_count() {
        let (judge, open) = gated();
        let mut coach = Coach::new(judge, true);
        coach.slid(&board(), Direction::Left, 0.5);
        open.send(()).unwrap();
        assert_eq!(ids(&coach.settle(WAIT)), ["coach-matched-brief"]);
        coach.slid(&board(), Direction::Up, 0.5);
        // The game ends with that slide, its verdict still on its way.
        assert!(coach.game_over().is_empty());
        open.send(()).unwrap();
        let said = coach.settle(WAIT);
        assert_eq!(ids(&said), [BRIEF, &["coach-tally"][..]].concat());
        assert!(!said.asked);
        assert_eq!(said.lines[1], narration::coach_tally(1, 2));
    }

    #[test]
    fn a_verdict_overtaken_by_a_newer_slide_or_an_undo_is_not_said_and_undo_restores_the_one_before()
     {
        let (judge, open) = gated();
        let mut coach = Coach::new(judge, true);
        coach.slid(&board(), Direction::Up, 0.5);
        coach.slid(&board(), Direction::Left, 0.5);
        open.send(()).unwrap();
        open.send(()).unwrap();
        // Only the newer slide's verdict is said.
        let said = coach.settle(WAIT);
        assert_eq!(ids(&said), ["coach-matched-brief"]);
        coach.slid(&board(), Direction::Up, 0.5);
        coach.undone();
        open.send(()).unwrap();
        assert!(coach.settle(WAIT).lines.is_empty());
        // The slide before the undone one is the last again, with its
        // verdict; before the first slide there is none.
        assert_eq!(ids_of(&coach.ask(Wording::InFull)), ["coach-matched"]);
        coach.undone();
        coach.undone();
        assert_eq!(coach.ask(Wording::InFull), [narration::coach_no_slide()]);
    }

    #[test]
    fn after_an_undo_the_slide_before_is_judged_when_asked_and_not_unasked() {
        let (judge, open) = gated();
        let mut coach = Coach::new(judge, true);
        coach.slid(&board(), Direction::Up, 0.5);
        open.send(()).unwrap();
        assert_eq!(ids(&coach.settle(WAIT)), BRIEF);
        coach.slid(&board(), Direction::Left, 0.5);
        coach.undone();
        open.send(()).unwrap();
        // The undone slide's verdict is stale; coach mode says nothing.
        assert!(coach.settle(WAIT).lines.is_empty());
        assert_eq!(ids_of(&coach.ask(Wording::Brief)), BRIEF);
        // Coach mode off: the slide before, never judged, is judged when
        // asked about after the undo.
        let (judge, open) = gated();
        let mut coach = Coach::new(judge, false);
        coach.slid(&board(), Direction::Up, 0.5);
        coach.slid(&board(), Direction::Left, 0.5);
        coach.undone();
        assert!(coach.ask(Wording::InFull).is_empty());
        open.send(()).unwrap();
        let said = coach.settle(WAIT);
        assert!(said.asked);
        assert_eq!(ids(&said), FULL);
    }

    fn ids_of(lines: &[Announcement]) -> Vec<&'static str> {
        lines.iter().flat_map(|l| l.ids()).collect()
    }

    #[test]
    fn asked_with_coach_mode_off_the_verdict_comes_in_full_when_ready() {
        let (judge, open) = gated();
        let mut coach = Coach::new(judge, false);
        assert_eq!(coach.ask(Wording::InFull), [narration::coach_no_slide()]);
        coach.slid(&board(), Direction::Up, 0.5);
        // Coach mode off: nothing is judged unasked.
        assert!(!coach.waiting());
        assert!(coach.game_over().is_empty());
        assert!(coach.ask(Wording::InFull).is_empty());
        open.send(()).unwrap();
        let said = coach.settle(WAIT);
        assert!(said.asked);
        assert_eq!(ids(&said), FULL);
        // Asked again, the verdict is known: at once.
        assert_eq!(coach.ask(Wording::Brief).len(), 1);
        assert_eq!(coach.ask(Wording::Brief)[0].ids(), BRIEF);
        assert_eq!(coach.tally(), [narration::coach_tally(0, 1)]);
        coach.new_game();
        assert!(coach.tally().is_empty());
    }
}
