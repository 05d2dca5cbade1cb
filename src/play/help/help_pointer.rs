//! The opening's help pointer ("Press H for help."), said again once after
//! the first answer when that answer came before the pointer could have
//! been heard to its end (every answer cuts the speech before it, so a key
//! pressed in the first seconds would lose the pointer for good). Only the
//! time it takes to say the opening is estimated here, from its length; no
//! clock is read: the caller passes the times.

use std::time::{Duration, Instant};

/// Characters a voice says in a second at its normal rate (espeak-ng's
/// default rate says about 15): a little slow, so that a pointer that may
/// have been cut is said again rather than lost.
const CHARACTERS_PER_SECOND: f64 = 13.0;

/// The pointer of an opening still being spoken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpPointer {
    /// The pointer's lines (with the tutorial's offer after it on the very
    /// first start), as printed.
    pub lines: Vec<String>,
    /// When the opening, pointer included, is heard to its end.
    heard_by: Instant,
}

impl HelpPointer {
    /// The pointer's `lines`, spoken from `now` after the opening's other
    /// lines (`before`, in characters).
    pub fn spoken_from(now: Instant, before: usize, lines: Vec<String>) -> HelpPointer {
        let characters = before + lines.iter().map(|l| l.chars().count()).sum::<usize>();
        HelpPointer {
            heard_by: now + speaking_time(characters),
            lines,
        }
    }

    /// Whether an answer at `now` cuts the pointer off.
    pub fn cut_at(&self, now: Instant) -> bool {
        now < self.heard_by
    }
}

/// About how long a voice at its normal rate takes to say `characters`.
pub fn speaking_time(characters: usize) -> Duration {
    Duration::from_secs_f64(characters as f64 / CHARACTERS_PER_SECOND)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_before_the_opening_ends_cuts_the_pointer_and_one_after_does_not() {
        let start = Instant::now();
        let opening = "New game: 2 in A3 and 4 in C4.".chars().count();
        let pointer = HelpPointer::spoken_from(start, opening, vec!["Press H for help.".into()]);
        // 47 characters: about 3.6 s.
        let cases = [
            (Duration::ZERO, true),
            (Duration::from_millis(500), true),
            (Duration::from_millis(3000), true),
            (Duration::from_millis(3700), false),
            (Duration::from_secs(10), false),
        ];
        for (after, cut) in cases {
            assert_eq!(pointer.cut_at(start + after), cut, "{after:?}");
        }
    }

    #[test]
    fn speaking_time_grows_with_length() {
        assert_eq!(speaking_time(0), Duration::ZERO);
        assert!(speaking_time(13) >= Duration::from_millis(999));
        assert!(speaking_time(130) > speaking_time(13) * 9);
    }
}
