//! The training run's checkpoint: everything needed to go on from where
//! it stopped (the run's seed, threads, odds and games so far, the
//! learner's tables and the late starts' boards), written to and read back
//! from a stream, so a run stopped and resumed learns exactly what it would
//! have learned without stopping.
//!
//! Layout (little-endian): magic `A2048NTC`, version (2), seed, threads,
//! odds of a 4 (f64 bits), games, the rule (0 TD, 1 temporal coherence) and
//! its rate, the weights, under temporal coherence each weight's sum of
//! errors and sum of their sizes (f32 each), then the late starts: their
//! tile's exponent (0: none), every how many games one starts late, how
//! many boards are kept and where the next goes, and the boards. Version 1
//! ended before the late starts and is still read.
//!
//! Pure: reads and writes whatever stream it is given; opening files,
//! writing them whole and the clock are the training command's.

use std::io::{self, Read, Write};

use crate::ntuple_training::{LATE_CAPACITY, LateStarts, Learner, Rule, weight_count};

/// The first eight bytes of every checkpoint.
pub const MAGIC: &[u8; 8] = b"A2048NTC";
const VERSION: u32 = 2;

/// Where a training run stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub seed: u64,
    pub threads: u64,
    pub four_chance: f64,
    /// Games played and learned so far.
    pub games: u64,
    pub late: Option<LateStarts>,
}

/// Why a checkpoint could not be read.
#[derive(Debug)]
pub enum CheckpointError {
    /// The stream failed or ended early.
    Io(io::Error),
    /// Not a checkpoint, or one of a later version.
    NotACheckpoint,
    /// A checkpoint whose parts do not fit together.
    Damaged,
}

impl std::fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckpointError::Io(error) => write!(f, "{error}"),
            CheckpointError::NotACheckpoint => write!(f, "not a checkpoint of this version"),
            CheckpointError::Damaged => write!(f, "damaged"),
        }
    }
}

impl From<io::Error> for CheckpointError {
    fn from(error: io::Error) -> Self {
        CheckpointError::Io(error)
    }
}

/// Writes the checkpoint of `learner` in the run `run` to `out`.
pub fn write_checkpoint(out: &mut impl Write, learner: &Learner, run: &Run) -> io::Result<()> {
    out.write_all(MAGIC)?;
    out.write_all(&VERSION.to_le_bytes())?;
    for word in [run.seed, run.threads, run.four_chance.to_bits(), run.games] {
        out.write_all(&word.to_le_bytes())?;
    }
    let (tag, rate) = match learner.rule() {
        Rule::Td { alpha } => (0u8, alpha),
        Rule::Coherence { beta } => (1u8, beta),
    };
    out.write_all(&[tag])?;
    out.write_all(&rate.to_le_bytes())?;
    write_floats(out, learner.weights())?;
    let (errors, sizes) = learner.coherence();
    write_floats(out, errors)?;
    write_floats(out, sizes)?;
    let (exponent, every, boards, next) = match &run.late {
        Some(late) => (
            late.exponent(),
            late.every(),
            late.boards().0,
            late.boards().1,
        ),
        None => (0, 0, &[][..], 0),
    };
    out.write_all(&[exponent])?;
    out.write_all(&every.to_le_bytes())?;
    out.write_all(&(boards.len() as u32).to_le_bytes())?;
    out.write_all(&(next as u32).to_le_bytes())?;
    for board in boards {
        out.write_all(&board.to_le_bytes())?;
    }
    Ok(())
}

/// Reads a checkpoint written by [`write_checkpoint`] (or of version 1).
pub fn read_checkpoint(input: &mut impl Read) -> Result<(Learner, Run), CheckpointError> {
    let mut head = [0u8; 8 + 4 + 8 * 4 + 1 + 4];
    input.read_exact(&mut head)?;
    let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
    if &head[..8] != MAGIC || !(1..=VERSION).contains(&version) {
        return Err(CheckpointError::NotACheckpoint);
    }
    let word = |at: usize| u64::from_le_bytes(head[at..at + 8].try_into().expect("8 bytes"));
    let mut run = Run {
        seed: word(12),
        threads: word(20),
        four_chance: f64::from_bits(word(28)),
        games: word(36),
        late: None,
    };
    let rate = f32::from_le_bytes(head[45..49].try_into().expect("4 bytes"));
    let rule = match head[44] {
        0 => Rule::Td { alpha: rate },
        1 => Rule::Coherence { beta: rate },
        _ => return Err(CheckpointError::Damaged),
    };
    let count = weight_count();
    let weights = read_floats(input, count)?;
    let (errors, sizes) = match rule {
        Rule::Coherence { .. } => (read_floats(input, count)?, read_floats(input, count)?),
        Rule::Td { .. } => (Vec::new(), Vec::new()),
    };
    let learner =
        Learner::from_parts(rule, weights, errors, sizes).ok_or(CheckpointError::Damaged)?;
    if version >= 2 {
        let mut late = [0u8; 1 + 8 + 4 + 4];
        input.read_exact(&mut late)?;
        let number = |at: usize| u32::from_le_bytes(late[at..at + 4].try_into().expect("4"));
        let (count, next) = (number(9) as usize, number(13) as usize);
        if late[0] != 0 {
            if count > LATE_CAPACITY {
                return Err(CheckpointError::Damaged);
            }
            let mut boards = Vec::with_capacity(count);
            let mut bytes = [0u8; 8];
            for _ in 0..count {
                input.read_exact(&mut bytes)?;
                boards.push(u64::from_le_bytes(bytes));
            }
            let every = u64::from_le_bytes(late[1..9].try_into().expect("8 bytes"));
            run.late = Some(
                LateStarts::from_parts(late[0], every, boards, next)
                    .ok_or(CheckpointError::Damaged)?,
            );
        }
    }
    Ok((learner, run))
}

fn write_floats(out: &mut impl Write, values: &[f32]) -> io::Result<()> {
    for chunk in values.chunks(1 << 16) {
        let bytes: Vec<u8> = chunk.iter().flat_map(|v| v.to_le_bytes()).collect();
        out.write_all(&bytes)?;
    }
    Ok(())
}

fn read_floats(input: &mut impl Read, count: usize) -> io::Result<Vec<f32>> {
    let mut values = Vec::with_capacity(count);
    let mut bytes = vec![0u8; 4 << 16];
    while values.len() < count {
        let n = (count - values.len()).min(1 << 16);
        input.read_exact(&mut bytes[..4 * n])?;
        values.extend(
            bytes[..4 * n]
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes(b.try_into().expect("4 bytes"))),
        );
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ntuple_training::train_round;

    fn run(late: Option<LateStarts>) -> Run {
        Run {
            seed: 21,
            threads: 2,
            four_chance: 0.1,
            games: 0,
            late,
        }
    }

    fn rounds(learner: &mut Learner, run: &mut Run, count: u64) {
        for _ in 0..count {
            train_round(
                learner,
                run.seed,
                run.games,
                run.threads,
                run.four_chance,
                run.late.as_mut(),
            );
            run.games += run.threads;
        }
    }

    fn saved(learner: &Learner, run: &Run) -> Vec<u8> {
        let mut bytes = Vec::new();
        write_checkpoint(&mut bytes, learner, run).unwrap();
        bytes
    }

    #[test]
    fn a_run_stopped_and_resumed_learns_what_it_would_have_learned() {
        let late = || LateStarts::new(6, 2);
        let mut straight = Learner::new(Rule::Td { alpha: 0.1 }, 0.0);
        let mut straight_run = run(late());
        rounds(&mut straight, &mut straight_run, 8);

        let mut first = Learner::new(Rule::Td { alpha: 0.1 }, 0.0);
        let mut first_run = run(late());
        rounds(&mut first, &mut first_run, 4);
        let bytes = saved(&first, &first_run);
        drop(first);
        let (mut resumed, mut resumed_run) = read_checkpoint(&mut bytes.as_slice()).unwrap();
        assert_eq!(resumed_run, first_run);
        rounds(&mut resumed, &mut resumed_run, 4);

        assert_eq!(resumed_run, straight_run);
        assert!(resumed.weights() == straight.weights());
        assert!(!straight_run.late.as_ref().unwrap().boards().0.is_empty());
    }

    #[test]
    fn temporal_coherence_s_tables_come_back_whole() {
        let mut learner = Learner::new(Rule::Coherence { beta: 0.5 }, 0.0);
        let mut state = run(None);
        rounds(&mut learner, &mut state, 2);
        let bytes = saved(&learner, &state);
        let (back, back_run) = read_checkpoint(&mut bytes.as_slice()).unwrap();
        assert_eq!(back_run, state);
        assert_eq!(back.rule(), Rule::Coherence { beta: 0.5 });
        assert!(back.weights() == learner.weights());
        assert!(back.coherence() == learner.coherence());
    }

    #[test]
    fn a_first_version_checkpoint_is_read_without_late_starts() {
        let learner = Learner::new(Rule::Td { alpha: 0.2 }, 3.0);
        let state = run(None);
        let mut bytes = saved(&learner, &state);
        // Version 1 ended before the late starts' 17 bytes.
        bytes.truncate(bytes.len() - 17);
        bytes[8..12].copy_from_slice(&1u32.to_le_bytes());
        let (back, back_run) = read_checkpoint(&mut bytes.as_slice()).unwrap();
        assert_eq!(back_run, state);
        assert!(back.weights() == learner.weights());
    }

    #[test]
    fn a_damaged_checkpoint_is_refused_without_a_panic() {
        let learner = Learner::new(Rule::Td { alpha: 0.2 }, 0.0);
        let state = Run {
            late: LateStarts::from_parts(14, 2, vec![7, 8, 9], 3),
            ..run(None)
        };
        let bytes = saved(&learner, &state);
        let end = bytes.len();
        let late_at = end - 17 - 3 * 8;
        let mut cases: Vec<(&str, Vec<u8>)> = vec![
            ("empty", Vec::new()),
            ("cut in the weights", bytes[..1000].to_vec()),
            ("cut in the boards", bytes[..end - 4].to_vec()),
        ];
        let mut patched = |what: &'static str, at: usize, with: &[u8]| {
            let mut copy = bytes.clone();
            copy[at..at + with.len()].copy_from_slice(with);
            cases.push((what, copy));
        };
        patched("another magic", 0, b"A2048NTW");
        patched("a later version", 8, &3u32.to_le_bytes());
        patched("an unknown rule", 44, &[7]);
        patched("a tile too big", late_at, &[16]);
        patched(
            "more boards than kept",
            late_at + 9,
            &(LATE_CAPACITY as u32 + 1).to_le_bytes(),
        );
        patched(
            "the next board out of place",
            late_at + 13,
            &1u32.to_le_bytes(),
        );
        for (what, case) in cases {
            assert!(read_checkpoint(&mut case.as_slice()).is_err(), "{what}");
        }
        assert!(read_checkpoint(&mut bytes.as_slice()).is_ok());
    }
}
