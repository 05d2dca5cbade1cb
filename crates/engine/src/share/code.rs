//! The share code: a finished (or unfinished) game as one word of letters
//! and digits that anyone can replay and check. Pure: a [`GameRecord`] in,
//! text out, and back; no files, no words of any language.
//!
//! # Format, version 1 (a public format: players' posts hold it)
//!
//! A code is `2048`, one version character (`1`), then a natural number N
//! written in base 62, most significant digit first, with the digits
//! `0-9A-Za-z` (in that order of value). Nothing else: no spaces, no line
//! break, no punctuation, so it survives e-mail, forums and braille.
//!
//! N is the state of a range asymmetric numeral system (rANS) kept as one
//! exact big integer (no renormalisation, no rounding). Reading takes
//! values off N in this order; writing puts them on in the reverse order,
//! starting from N = 1:
//!
//! 1. check value: CRC-32 (IEEE) of the little-endian bytes of what is left
//!    of N after taking it off (32-bit limbs, no zero limb at the top),
//!    as two values in 0..65536, low half first;
//! 2. origin kind, in 0..2: 0 a seed, 1 a daily game;
//! 3. the seed as four values in 0..65536, lowest 16 bits first; or the
//!    day as days since 1970-01-01 in 0..2^22;
//! 4. board size − 3, in 0..6;
//! 5. chance of a 4 in ten-thousandths, in 0..10001 (exact: see
//!    [`crate::ODDS_SCALE`]; a chance with more decimals cannot be
//!    shared and is refused when writing);
//! 6. the number of steps, in groups of 4 bits lowest first, each a value
//!    in 0..32 whose bit 16 says another group follows;
//! 7. the steps, first to last. Each is a symbol of the position reached:
//!    the slides that change the board (left, right, up, down, in that
//!    order) and, when a slide can be taken back, undo last. Symbol
//!    frequencies come from the last 32 steps: a slide weighs 2 + the times
//!    it was taken in them, undo 1 + the undos in them. The value is taken
//!    off as rANS does: slot = N mod total, the symbol whose range holds
//!    slot, N ← frequency × ⌊N / total⌋ + slot − start.
//!
//! After the last step N must be exactly 1.
//!
//! Reading is bounded by the code's length: a step that is not forced
//! takes at least log2(35/34) of a bit (about 1/24) off N, so before each
//! step the steps still to read may be at most [`FREE_STEPS`] +
//! [`STEPS_PER_BIT`] × the binary digits of N. A code that claims more has
//! no information left for them and is refused at once, before they are
//! played (a forged count of 2^24 steps on a short code is refused in
//! microseconds). No game played by a person comes near the bound: it only
//! refuses runs of thousands of steps that each cost nothing to write.
//!
//! Only possible steps can be
//! written, so a typical move costs about 2 bits (less for a player who
//! keeps to a corner), an undo about 5; a 1,000-move game is about 350
//! characters.

use std::collections::VecDeque;
use std::fmt;

use crate::{
    Date, GameRecord, MAX_SIZE, MIN_SIZE, ODDS_SCALE, Origin, RecordError, RecordedGame, Step,
};

use super::big_number::BigNumber;
use super::check_value::crc32;

/// What every code starts with.
pub const CODE_PREFIX: &str = "2048";
/// The format this module writes.
pub const CODE_VERSION: char = '1';
/// How many recent steps set the symbol frequencies.
const WINDOW: usize = 32;
/// The most steps a code may hold (so a forged count cannot run long).
const MAX_STEPS: u64 = 1 << 24;
/// Steps that may be read with no information left (see the format).
pub const FREE_STEPS: u64 = 4096;
/// Steps that may be read per binary digit left (see the format).
pub const STEPS_PER_BIT: u64 = 32;
/// The longest code read (about 60,000 moves): reading is quadratic in
/// the length, so a longer one would take long. The game never writes a
/// longer one: [`encode`] refuses a game whose code would be longer.
pub const MAX_CODE_CHARS: usize = 20_000;
const SIZES: u32 = (MAX_SIZE - MIN_SIZE + 1) as u32;
const DAY_RADIX: u32 = 1 << 22;

/// Why a text is not a valid code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    Empty,
    NotACode,
    UnknownVersion(char),
    Damaged,
    TooLong,
    /// A step that cannot be taken in the position reached (index from 0).
    Impossible(usize),
    /// More steps claimed than the code has information for.
    Hollow,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => write!(f, "the code is empty"),
            CodeError::NotACode => write!(
                f,
                "not a code: a code is one word of letters and digits that starts with {CODE_PREFIX}"
            ),
            CodeError::UnknownVersion(version) => write!(
                f,
                "unknown code version {version}: this game reads version {CODE_VERSION} (a newer game may read it)"
            ),
            CodeError::Damaged => write!(
                f,
                "the code is damaged: its check value does not match (a letter changed, missing or doubled)"
            ),
            CodeError::TooLong => write!(
                f,
                "the code is too long: more than {MAX_CODE_CHARS} characters"
            ),
            CodeError::Impossible(index) => {
                write!(f, "impossible move at move {}", index + 1)
            }
            CodeError::Hollow => {
                write!(f, "the code is damaged: it claims more moves than it holds")
            }
        }
    }
}

impl std::error::Error for CodeError {}

/// The symbol frequencies of a position: adaptive, from the last steps.
#[derive(Debug, Default)]
struct StepModel {
    recent: VecDeque<Step>,
}

impl StepModel {
    fn weight(&self, step: Step) -> u32 {
        let seen = self.recent.iter().filter(|&&s| s == step).count() as u32;
        match step {
            Step::Slide(_) => 2 + seen,
            Step::Undo => 1 + seen,
        }
    }

    /// Each possible step with its start and frequency, and the total.
    fn table(&self, possible: &[Step]) -> (Vec<(Step, u32, u32)>, u32) {
        let mut start = 0;
        let mut table = Vec::with_capacity(possible.len());
        for &step in possible {
            let frequency = self.weight(step);
            table.push((step, start, frequency));
            start += frequency;
        }
        (table, start)
    }

    fn note(&mut self, step: Step) {
        self.recent.push_back(step);
        if self.recent.len() > WINDOW {
            self.recent.pop_front();
        }
    }
}

/// The code of a record. Fails when a step is impossible (the record was
/// not played from its seed), and when the code would be longer than
/// [`MAX_CODE_CHARS`] (which [`decode`] refuses): that is found from the
/// steps' information before the long work of writing it.
pub fn encode(record: &GameRecord) -> Result<String, RecordError> {
    encode_claiming(record, record.steps.len() as u64)
}

/// A code of a record's steps that claims `claimed` steps: a true code
/// when that is their number; else one whose head and check value read
/// and whose steps do not (a forgery, for tests).
fn encode_claiming(record: &GameRecord, claimed: u64) -> Result<String, RecordError> {
    let mut game = RecordedGame::new(record.origin, record.config())?;
    let mut model = StepModel::default();
    let mut symbols = Vec::with_capacity(record.steps.len());
    let mut bits = 0.0f64;
    for (index, &step) in record.steps.iter().enumerate() {
        let (table, total) = model.table(&game.possible_steps());
        let Some(&(_, start, frequency)) = table.iter().find(|(s, _, _)| *s == step) else {
            return Err(RecordError::Impossible { index, step });
        };
        symbols.push((start, frequency, total));
        bits += (f64::from(total) / f64::from(frequency)).log2();
        // The steps so far need `bits`; a base-62 digit holds log2(62)
        // bits: past the limit, the work stops at once.
        let least_chars = (bits / 62f64.log2()) as usize;
        if least_chars > MAX_CODE_CHARS {
            return Err(RecordError::TooLong {
                chars: least_chars,
                limit: MAX_CODE_CHARS,
            });
        }
        game.step(step);
        model.note(step);
    }
    let mut number = BigNumber::from_u32(1);
    for &(start, frequency, total) in symbols.iter().rev() {
        number.push(start, frequency, total);
    }
    let mut groups = Vec::new();
    let mut count = claimed;
    loop {
        let more = count >= 16;
        groups.push((count & 15) as u32 | if more { 16 } else { 0 });
        count >>= 4;
        if !more {
            break;
        }
    }
    for &group in groups.iter().rev() {
        number.push_uniform(group, 32);
    }
    number.push_uniform(u32::from(record.four_permyriad), u32::from(ODDS_SCALE) + 1);
    number.push_uniform((record.size - MIN_SIZE) as u32, SIZES);
    match record.origin {
        Origin::Seed(seed) => {
            for i in (0..4).rev() {
                number.push_uniform(((seed >> (16 * i)) & 0xffff) as u32, 1 << 16);
            }
            number.push_uniform(0, 2);
        }
        Origin::Daily(date) => {
            number.push_uniform(date.days_since_epoch(), DAY_RADIX);
            number.push_uniform(1, 2);
        }
    }
    let check = crc32(&number.to_bytes());
    number.push_uniform(check >> 16, 1 << 16);
    number.push_uniform(check & 0xffff, 1 << 16);
    let code = format!("{CODE_PREFIX}{CODE_VERSION}{}", number.to_base62());
    if code.len() > MAX_CODE_CHARS {
        return Err(RecordError::TooLong {
            chars: code.len(),
            limit: MAX_CODE_CHARS,
        });
    }
    Ok(code)
}

/// The code in a text: the code alone, or a whole shared result (the
/// longest word that starts with [`CODE_PREFIX`] and is more than it).
pub fn find_code(text: &str) -> Result<&str, CodeError> {
    if text.trim().is_empty() {
        return Err(CodeError::Empty);
    }
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| word.len() > CODE_PREFIX.len() && word.starts_with(CODE_PREFIX))
        .max_by_key(|word| word.len())
        .ok_or(CodeError::NotACode)
}

/// What a code says of its game before its steps: where it came from,
/// its rules and how many steps it holds, the check value matched. Read
/// in a small part of the time a whole code takes (no step is played), so
/// a list of long codes can be sorted without replaying each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodeHead {
    pub origin: Origin,
    pub size: usize,
    pub four_permyriad: u16,
    pub steps: u64,
}

/// Reads a code's head (alone, surrounding spaces allowed): refused as
/// [`decode`] refuses it, but for what only its steps can show (an
/// impossible step, fewer steps than it claims).
pub fn read_head(code: &str) -> Result<CodeHead, CodeError> {
    head(code).map(|(head, _)| head)
}

/// The head and what is left of N: its steps.
fn head(code: &str) -> Result<(CodeHead, BigNumber), CodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let rest = code.strip_prefix(CODE_PREFIX).ok_or(CodeError::NotACode)?;
    if code.len() > MAX_CODE_CHARS {
        return Err(CodeError::TooLong);
    }
    let mut chars = rest.chars();
    let version = chars.next().ok_or(CodeError::NotACode)?;
    if !version.is_ascii_alphanumeric() {
        return Err(CodeError::NotACode);
    }
    if version != CODE_VERSION {
        return Err(CodeError::UnknownVersion(version));
    }
    let mut number = BigNumber::from_base62(chars.as_str()).ok_or(CodeError::NotACode)?;
    let low = number.pop_uniform(1 << 16);
    let check = (number.pop_uniform(1 << 16) << 16) | low;
    if crc32(&number.to_bytes()) != check {
        return Err(CodeError::Damaged);
    }
    let origin = if number.pop_uniform(2) == 0 {
        let mut seed = 0u64;
        for i in 0..4 {
            seed |= u64::from(number.pop_uniform(1 << 16)) << (16 * i);
        }
        Origin::Seed(seed)
    } else {
        let days = number.pop_uniform(DAY_RADIX);
        Origin::Daily(Date::from_days_since_epoch(days).ok_or(CodeError::Damaged)?)
    };
    let size = MIN_SIZE + number.pop_uniform(SIZES) as usize;
    let four_permyriad = number.pop_uniform(u32::from(ODDS_SCALE) + 1) as u16;
    let steps = step_count(&mut number)?;
    if !holds_steps(&number, steps) {
        return Err(CodeError::Hollow);
    }
    let head = CodeHead {
        origin,
        size,
        four_permyriad,
        steps,
    };
    Ok((head, number))
}

/// Reads a code (alone, surrounding spaces allowed) and replays it: the
/// game it holds, played to its last step.
pub fn decode(code: &str) -> Result<RecordedGame, CodeError> {
    let (head, mut number) = head(code)?;
    let record = GameRecord {
        origin: head.origin,
        size: head.size,
        four_permyriad: head.four_permyriad,
        steps: Vec::new(),
    };
    let mut game =
        RecordedGame::new(head.origin, record.config()).map_err(|_| CodeError::Damaged)?;
    let mut model = StepModel::default();
    let count = head.steps;
    for index in 0..count {
        if !holds_steps(&number, count - index) {
            return Err(CodeError::Hollow);
        }
        #[cfg(test)]
        tests::STEPS_READ.with(|read| read.set(read.get() + 1));
        let index = index as usize;
        let (table, total) = model.table(&game.possible_steps());
        if total == 0 {
            return Err(CodeError::Impossible(index));
        }
        let slot = number.take_slot(total);
        let &(step, start, frequency) = table
            .iter()
            .find(|(_, start, frequency)| (*start..start + frequency).contains(&slot))
            .expect("the slots cover the total");
        number.pop(slot, start, frequency);
        game.step(step);
        model.note(step);
    }
    if !number.is(1) {
        return Err(CodeError::Damaged);
    }
    Ok(game)
}

/// The number of steps a code says it holds, in groups of four bits, each
/// with a bit saying whether another follows; more than [`MAX_STEPS`] is
/// damage.
fn step_count(number: &mut BigNumber) -> Result<u64, CodeError> {
    let mut count = 0u64;
    let mut shift = 0;
    loop {
        let group = number.pop_uniform(32);
        count |= u64::from(group & 15) << shift;
        shift += 4;
        if count > MAX_STEPS {
            return Err(CodeError::Damaged);
        }
        if group & 16 == 0 {
            return Ok(count);
        }
    }
}

/// A code whose head and check value read and whose steps do not: it
/// claims fewer steps than it holds (the fewest short of all for which
/// the number is not used up), so only replaying it finds it damaged:
/// what a forger who computes the check value sends (anyone can: the
/// check value guards against typing mistakes, not forgers). `None` for
/// a record with no such count. For tests of what reads codes.
#[doc(hidden)]
pub fn forged_code(record: &GameRecord) -> Option<String> {
    let steps = record.steps.len() as u64;
    (1..=steps.min(16)).find_map(|fewer| {
        let code = encode_claiming(record, steps - fewer).ok()?;
        decode(&code).is_err().then_some(code)
    })
}

/// Whether what is left of N has room for `steps` more steps (see the
/// format: the work of reading is bounded by the code's length).
fn holds_steps(number: &BigNumber, steps: u64) -> bool {
    steps <= FREE_STEPS.saturating_add(STEPS_PER_BIT.saturating_mul(number.bits()))
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        /// The steps `decode` has read on this thread.
        pub(super) static STEPS_READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    #[test]
    fn the_step_count_counts_the_steps_a_code_holds() {
        let code = "204811KdsdeUpb7nzM6wSPFd35Set5cX9WflEKx0xSGCMEfmkHF";
        STEPS_READ.with(|read| read.set(0));
        let game = decode(code).expect("the guide's code");
        assert_eq!(
            STEPS_READ.with(std::cell::Cell::get),
            game.record().steps.len()
        );
    }
    use crate::{Direction, GameConfig};

    fn played(seed: u64, steps: usize) -> RecordedGame {
        let mut game = RecordedGame::new(Origin::Seed(seed), GameConfig::default()).unwrap();
        let mut i = seed as usize;
        while game.record().steps.len() < steps && !game.game().is_over() {
            i = i.wrapping_mul(31).wrapping_add(7);
            if i.is_multiple_of(11) {
                game.undo();
            } else {
                game.slide(Direction::ALL[i % 4]);
            }
        }
        game
    }

    #[test]
    fn a_code_replays_the_game() {
        for seed in 0..20 {
            let game = played(seed, 60);
            let code = encode(game.record()).unwrap();
            assert!(code.bytes().all(|b| b.is_ascii_alphanumeric()), "{code}");
            let back = decode(&code).unwrap();
            assert_eq!(back.record(), game.record());
            assert_eq!(back.game(), game.game());
        }
    }

    #[test]
    fn the_head_is_what_replaying_finds() {
        for seed in 0..20 {
            let mut game = played(seed, 40 + seed as usize);
            if seed % 2 == 1 {
                let date = Date::from_days_since_epoch(20_000 + seed as u32).unwrap();
                let config = GameConfig {
                    size: 3 + seed as usize % 6,
                    four_chance: 0.5,
                };
                game = RecordedGame::new(Origin::Daily(date), config).unwrap();
                for i in 0..30 {
                    game.slide(Direction::ALL[(i * 7 + seed as usize) % 4]);
                }
            }
            let code = encode(game.record()).unwrap();
            let back = decode(&code).unwrap();
            let record = back.record();
            let head = CodeHead {
                origin: record.origin,
                size: record.size,
                four_permyriad: record.four_permyriad,
                steps: record.steps.len() as u64,
            };
            assert_eq!(read_head(&code), Ok(head), "seed {seed}");
            // A forger's code: its head reads, its steps do not.
            let forged = forged_code(game.record()).expect("a forgery");
            let claimed = read_head(&forged).expect("the forged head reads");
            assert!(claimed.steps < head.steps, "seed {seed}");
            assert_eq!(decode(&forged).unwrap_err(), CodeError::Damaged);
        }
    }

    #[test]
    fn the_head_refuses_what_decode_refuses_before_the_steps() {
        let code = encode(played(7, 50).record()).unwrap();
        let mut changed = code.clone().into_bytes();
        let last = changed.len() - 1;
        changed[last] = if changed[last] == b'a' { b'b' } else { b'a' };
        let changed = String::from_utf8(changed).unwrap();
        let table = [
            String::new(),
            "  ".to_string(),
            "hello".to_string(),
            "20482abc".to_string(),
            "2048".to_string(),
            changed,
            hollow_code(4, 1 << 20),
            format!("2048{}", "1".repeat(MAX_CODE_CHARS)),
        ];
        for text in table {
            let refused = decode(&text).map(|_| ()).unwrap_err();
            assert_eq!(read_head(&text), Err(refused), "{text:.40}");
        }
    }

    /// A code with a correct check value whose count claims `count` steps
    /// and which holds nothing after it (N is 1 once the count is read).
    fn hollow_code(size: usize, count: u64) -> String {
        let mut number = BigNumber::from_u32(1);
        let mut groups = Vec::new();
        let mut left = count;
        loop {
            let more = left >= 16;
            groups.push((left & 15) as u32 | if more { 16 } else { 0 });
            left >>= 4;
            if !more {
                break;
            }
        }
        for &group in groups.iter().rev() {
            number.push_uniform(group, 32);
        }
        number.push_uniform(5000, u32::from(ODDS_SCALE) + 1);
        number.push_uniform((size - MIN_SIZE) as u32, SIZES);
        for _ in 0..4 {
            number.push_uniform(7, 1 << 16);
        }
        number.push_uniform(0, 2);
        let check = crc32(&number.to_bytes());
        number.push_uniform(check >> 16, 1 << 16);
        number.push_uniform(check & 0xffff, 1 << 16);
        format!("{CODE_PREFIX}{CODE_VERSION}{}", number.to_base62())
    }

    #[test]
    fn a_code_claiming_steps_it_has_no_room_for_is_refused_at_once() {
        for size in [3, 4, 8] {
            let code = hollow_code(size, MAX_STEPS);
            assert!(code.len() < 40, "{code}");
            // At once: before a single step is read (counted, not timed, so
            // a busy machine cannot fail it).
            STEPS_READ.with(|read| read.set(0));
            assert_eq!(decode(&code).unwrap_err(), CodeError::Hollow, "{size}");
            assert_eq!(STEPS_READ.with(std::cell::Cell::get), 0, "{size}");
        }
    }

    /// Before every step the steps left fit the room of what is left of N.
    fn fits_at_every_step(record: &GameRecord) -> bool {
        let code = encode(record).unwrap();
        let mut number = BigNumber::from_base62(&code[5..]).unwrap();
        for radix in [1 << 16, 1 << 16, 2, 1 << 16, 1 << 16, 1 << 16, 1 << 16] {
            number.pop_uniform(radix);
        }
        number.pop_uniform(SIZES);
        number.pop_uniform(u32::from(ODDS_SCALE) + 1);
        while number.pop_uniform(32) & 16 != 0 {}
        // The steps, as the decoder reads them, checking the room each time.
        let mut game = RecordedGame::new(record.origin, record.config()).unwrap();
        let mut model = StepModel::default();
        for (index, &step) in record.steps.iter().enumerate() {
            if !holds_steps(&number, (record.steps.len() - index) as u64) {
                return false;
            }
            let (table, total) = model.table(&game.possible_steps());
            let slot = number.take_slot(total);
            let &(_, start, frequency) = table.iter().find(|(s, _, _)| *s == step).unwrap();
            number.pop(slot, start, frequency);
            game.step(step);
            model.note(step);
        }
        number.is(1)
    }

    #[test]
    fn played_games_fit_the_room_their_codes_have() {
        // Varied play, and the cheapest play there is: always the first
        // possible step (which costs nothing at the end of a code).
        for seed in 0..12 {
            let game = played(seed, 400);
            assert!(fits_at_every_step(game.record()), "seed {seed}");
        }
        for size in [3, 4, 8] {
            let config = GameConfig {
                size,
                four_chance: 0.1,
            };
            let mut game = RecordedGame::new(Origin::Seed(size as u64), config).unwrap();
            while game.record().steps.len() < 3000 {
                let Some(&first) = game.possible_steps().first() else {
                    break;
                };
                game.step(first);
            }
            assert!(fits_at_every_step(game.record()), "size {size}");
            let back = decode(&encode(game.record()).unwrap()).unwrap();
            assert_eq!(back.record(), game.record());
        }
    }

    #[test]
    fn codes_are_found_in_text() {
        let text = "Score: 2048\nhighest tile 2048\n20481abcXYZ\n";
        assert_eq!(find_code(text), Ok("20481abcXYZ"));
        assert_eq!(find_code("  "), Err(CodeError::Empty));
        assert_eq!(find_code("score 2048"), Err(CodeError::NotACode));
    }
}
