//! The lines speech-dispatcher took, and what became of them: each line
//! queued (its message id, its length, the rate it is spoken at) is
//! followed by the server's events (begin, end, cancel), and a line that
//! is overdue says the server takes lines it never plays (a sound module
//! with no audio device answering blocks for good). A line that began may
//! play [`PLAY_TIMES`] times as long as its length at its rate should
//! take, and [`PLAY_SLACK`] more; the oldest line waiting, with nothing
//! playing before it, must begin within [`BEGIN_WITHIN`]. A line cut by a
//! newer one is normal, never overdue.
//!
//! Pure: times are given; knows nothing of sockets or of the game.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use super::ssip_answers::Event;

/// How many times its expected length a line may play.
pub const PLAY_TIMES: u32 = 3;
/// How much longer than that it may play.
pub const PLAY_SLACK: Duration = Duration::from_secs(2);
/// How long the oldest line waiting may take to begin once nothing plays
/// before it.
pub const BEGIN_WITHIN: Duration = Duration::from_secs(4);
/// Characters a second heard at the server's middle rate (0): slower than
/// espeak-ng's default, so a line's expected time errs long.
const CHARS_PER_SECOND: f64 = 12.0;
/// The most lines followed; the oldest are forgotten first.
const LINES_KEPT: usize = 256;

/// One line the server took.
#[derive(Debug)]
struct Line {
    id: u64,
    chars: usize,
    /// The server's rate for it, -100 to 100.
    rate: i32,
    queued: Instant,
    began: Option<Instant>,
}

/// The lines taken and not yet played or cut, oldest first.
#[derive(Debug)]
pub struct Messages {
    lines: VecDeque<Line>,
    /// When the last line ended or was cut (or every line was cancelled).
    free_since: Option<Instant>,
    /// A line ended (was heard to its end) since last asked.
    heard: bool,
}

impl Default for Messages {
    fn default() -> Messages {
        Messages::new()
    }
}

impl Messages {
    pub fn new() -> Messages {
        Messages {
            lines: VecDeque::new(),
            free_since: None,
            heard: false,
        }
    }

    /// A line of `chars` characters at `rate` (-100 to 100), taken as `id`.
    pub fn queued(&mut self, id: u64, chars: usize, rate: i32, now: Instant) {
        if self.lines.len() == LINES_KEPT {
            self.lines.pop_front();
        }
        self.lines.push_back(Line {
            id,
            chars,
            rate,
            queued: now,
            began: None,
        });
    }

    /// Every line taken so far was cancelled (the server said so).
    pub fn cancel_all(&mut self, now: Instant) {
        self.lines.clear();
        self.free_since = Some(now);
    }

    /// What the server said happened, at `now`.
    pub fn apply(&mut self, event: Event, now: Instant) {
        match event {
            Event::Begin(id) => {
                if let Some(line) = self.lines.iter_mut().find(|l| l.id == id) {
                    line.began.get_or_insert(now);
                }
            }
            Event::End(id) | Event::Canceled(id) => {
                self.heard |= matches!(event, Event::End(_));
                if let Some(at) = self.lines.iter().position(|l| l.id == id) {
                    // The server plays in order: what came before is done.
                    self.lines.drain(..=at);
                    self.free_since = Some(now);
                }
            }
        }
    }

    /// Whether a line ended since last asked.
    pub fn take_heard(&mut self) -> bool {
        std::mem::take(&mut self.heard)
    }

    /// Why the oldest line is overdue at `now`, if it is.
    pub fn overdue(&self, now: Instant) -> Option<String> {
        let line = self.lines.front()?;
        match line.began {
            Some(began) => {
                let bound = play_bound(line.chars, line.rate);
                let played = now.saturating_duration_since(began);
                (played > bound).then(|| {
                    format!(
                        "a line of {} characters played {:.1} s and never ended",
                        line.chars,
                        played.as_secs_f64()
                    )
                })
            }
            None => {
                let since = self.free_since.map_or(line.queued, |f| f.max(line.queued));
                let waited = now.saturating_duration_since(since);
                (waited > BEGIN_WITHIN).then(|| {
                    format!(
                        "a line waited {:.1} s and never began",
                        waited.as_secs_f64()
                    )
                })
            }
        }
    }
}

/// The longest a line of `chars` characters at `rate` (-100 to 100) may
/// play: [`PLAY_TIMES`] its expected time, and [`PLAY_SLACK`].
pub fn play_bound(chars: usize, rate: i32) -> Duration {
    let speed = CHARS_PER_SECOND * 2f64.powf(f64::from(rate.clamp(-100, 100)) / 100.0);
    let expected = chars as f64 / speed;
    Duration::from_secs_f64(expected) * PLAY_TIMES + PLAY_SLACK
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(start: Instant, millis: u64) -> Instant {
        start + Duration::from_millis(millis)
    }

    #[test]
    fn the_play_bound_grows_with_length_and_shrinks_with_rate() {
        let cases = [
            (0, 0, 2_000),
            (24, 0, 8_000),
            (24, 100, 5_000),
            (24, -100, 14_000),
            (24, 500, 5_000),
        ];
        for (chars, rate, millis) in cases {
            let bound = play_bound(chars, rate).as_millis() as i64;
            assert!((bound - millis).abs() <= 1, "{chars} at {rate}: {bound}");
        }
    }

    #[test]
    fn a_line_that_began_and_never_ended_is_overdue_after_its_bound() {
        let start = Instant::now();
        let mut messages = Messages::new();
        messages.queued(1, 24, 0, start);
        messages.apply(Event::Begin(1), at(start, 100));
        assert_eq!(messages.overdue(at(start, 8_100)), None);
        let why = messages.overdue(at(start, 8_200)).expect("overdue");
        assert!(why.contains("never ended"), "{why}");
        // A line queued behind it is judged only once it is free.
        messages.queued(2, 24, 0, at(start, 200));
        assert!(
            messages
                .overdue(at(start, 8_200))
                .unwrap()
                .contains("ended")
        );
        assert!(!messages.take_heard());
    }

    #[test]
    fn lines_that_end_or_are_cut_are_never_overdue() {
        let start = Instant::now();
        let mut messages = Messages::new();
        messages.queued(1, 24, 0, start);
        messages.queued(2, 500, 0, start);
        messages.apply(Event::Begin(1), at(start, 100));
        messages.apply(Event::End(1), at(start, 3_000));
        assert!(messages.take_heard());
        assert!(!messages.take_heard(), "said once");
        messages.apply(Event::Begin(2), at(start, 3_100));
        // A long line plays long.
        assert_eq!(messages.overdue(at(start, 60_000)), None);
        messages.apply(Event::Canceled(2), at(start, 61_000));
        assert!(!messages.take_heard(), "a cut line is not heard");
        assert_eq!(messages.overdue(at(start, 600_000)), None);
        // A newer line cancels every older one.
        messages.queued(3, 24, 0, at(start, 700_000));
        messages.apply(Event::Begin(3), at(start, 700_100));
        messages.cancel_all(at(start, 701_000));
        assert_eq!(messages.overdue(at(start, 800_000)), None);
    }

    #[test]
    fn a_line_that_never_begins_once_free_is_overdue() {
        let start = Instant::now();
        let mut messages = Messages::new();
        messages.queued(1, 24, 0, start);
        messages.apply(Event::Begin(1), at(start, 100));
        messages.queued(2, 24, 0, at(start, 1_000));
        messages.apply(Event::End(1), at(start, 3_000));
        // Waits from when the line before it ended, not from its queueing.
        assert_eq!(messages.overdue(at(start, 6_900)), None);
        let why = messages.overdue(at(start, 7_100)).expect("overdue");
        assert!(why.contains("never began"), "{why}");
        // After a cancel, the next line is owed from its own queueing.
        messages.cancel_all(at(start, 8_000));
        messages.queued(3, 24, 0, at(start, 9_000));
        assert_eq!(messages.overdue(at(start, 12_900)), None);
        assert!(messages.overdue(at(start, 13_100)).is_some());
    }

    #[test]
    fn events_for_lines_not_followed_change_nothing() {
        let start = Instant::now();
        let mut messages = Messages::new();
        messages.queued(4, 24, 0, start);
        messages.apply(Event::Begin(3), at(start, 100));
        messages.apply(Event::Canceled(9), at(start, 200));
        assert_eq!(messages.overdue(at(start, 4_000)), None);
        assert!(messages.overdue(at(start, 4_100)).is_some());
    }
}
