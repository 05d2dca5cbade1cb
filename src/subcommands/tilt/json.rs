//! The JSON answers of `tilt --json` and `tilt cycles --json`, written with
//! serde_json in the documented layout: one object on one line, a space
//! after every colon and comma (`{"reachable": true, "tilts": ["down",
//! "right"], "length": 2}`). The tilts are streamed, never collected, so a
//! sequence of millions of tilts costs no memory.
//!
//! Output only: no terminal, speech or narration.

use std::io::{self, Write};

use serde::ser::Serialize;
use serde_json::ser::Formatter;

use crate::analysis::tilt::{Meeting, TiltSequence};
use crate::error::AppError;

/// serde_json's compact layout with a space after `:` and `,`.
struct Spaced;

impl Formatter for Spaced {
    fn begin_array_value<W: ?Sized + Write>(&mut self, out: &mut W, first: bool) -> io::Result<()> {
        if first { Ok(()) } else { out.write_all(b", ") }
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, out: &mut W, first: bool) -> io::Result<()> {
        if first { Ok(()) } else { out.write_all(b", ") }
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, out: &mut W) -> io::Result<()> {
        out.write_all(b": ")
    }
}

/// The answer without its tilts: `tilts` is written as an empty array and
/// the tilts are streamed into it.
#[derive(serde::Serialize)]
struct Answer {
    reachable: bool,
    tilts: [(); 0],
    length: u64,
}

#[derive(serde::Serialize)]
struct CycleList<'a> {
    cycles: &'a [u32],
}

fn write_line(out: &mut dyn Write, value: &impl Serialize) -> Result<(), AppError> {
    let mut serializer = serde_json::Serializer::with_formatter(&mut *out, Spaced);
    value
        .serialize(&mut serializer)
        .map_err(|e| AppError::failure(format!("cannot write the answer: {e}")))?;
    writeln!(out)?;
    Ok(())
}

/// `{"reachable": …, "tilts": […], "length": N}`; an error if the sequence
/// has more than `max_listed` tilts.
pub fn write_meeting(
    out: &mut dyn Write,
    meeting: Option<Meeting>,
    max_listed: u64,
) -> Result<(), AppError> {
    let sequence = meeting.as_ref().map(|m| &m.sequence);
    let length = sequence.map_or(0, TiltSequence::len);
    if length > max_listed {
        return Err(AppError::failure(format!(
            "the shortest sequence has {length} tilts, too many to list"
        )));
    }
    let answer = Answer {
        reachable: meeting.is_some(),
        tilts: [],
        length,
    };
    let mut rendered = Vec::new();
    write_line(&mut rendered, &answer)?;
    // The only "[]" of the line is the empty tilts array.
    let open = rendered
        .windows(2)
        .position(|pair| pair == b"[]")
        .map_or(rendered.len(), |at| at + 1);
    out.write_all(&rendered[..open])?;
    if let Some(sequence) = sequence {
        write_tilts(out, sequence)?;
    }
    out.write_all(&rendered[open..])?;
    Ok(())
}

/// Bytes of repeated pattern written at a time.
const BLOCK_BYTES: usize = 1 << 16;

/// The tilts of `sequence` as the elements of a JSON array, `"a", "b", …`.
fn write_tilts(out: &mut dyn Write, sequence: &TiltSequence) -> Result<(), AppError> {
    let mut names = Vec::new();
    for direction in sequence.pattern() {
        names.push(serde_json::to_vec(direction.name()).map_err(io::Error::from)?);
    }
    let Some(first) = names.first() else {
        return Ok(());
    };
    out.write_all(first)?;
    // Tilt i (from 1 on) is ", " and the name of pattern[i % 4]; tilts 1 to
    // 4 make the unit that repeats.
    let period = names.len() as u64;
    let element = |i: u64| [&b", "[..], &names[(i % period) as usize]].concat();
    let rest = sequence.len() - 1;
    let unit: Vec<u8> = (1..=period).flat_map(element).collect();
    let per_block = (BLOCK_BYTES / unit.len()).max(1) as u64;
    let block = unit.repeat(per_block as usize);
    let (blocks, units) = (rest / period / per_block, rest / period % per_block);
    for _ in 0..blocks {
        out.write_all(&block)?;
    }
    out.write_all(&block[..units as usize * unit.len()])?;
    for i in 1..=rest % period {
        out.write_all(&element(i))?;
    }
    Ok(())
}

/// `{"cycles": [lengths]}`.
pub fn write_cycles(out: &mut dyn Write, lengths: &[u32]) -> Result<(), AppError> {
    write_line(out, &CycleList { cycles: lengths })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::tilt::Rotation;
    use crate::engine::Direction;

    fn meeting_json(meeting: Option<Meeting>) -> String {
        let mut out = Vec::new();
        write_meeting(&mut out, meeting, 100).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn layout_is_the_documented_one() {
        assert_eq!(
            meeting_json(None),
            "{\"reachable\": false, \"tilts\": [], \"length\": 0}\n"
        );
        let sequence = TiltSequence::rotating(Rotation::Clockwise, Direction::Down, 3);
        let meeting = Meeting {
            tiles: [0, 1],
            sequence,
        };
        assert_eq!(
            meeting_json(Some(meeting)),
            "{\"reachable\": true, \"tilts\": [\"down\", \"left\", \"up\"], \"length\": 3}\n"
        );
        let mut out = Vec::new();
        write_cycles(&mut out, &[1, 3, 3]).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "{\"cycles\": [1, 3, 3]}\n");
    }

    /// The whole answer as serde_json writes it, tilt by tilt.
    fn serde_rendering(sequence: &TiltSequence) -> String {
        #[derive(serde::Serialize)]
        struct Whole {
            reachable: bool,
            tilts: Vec<&'static str>,
            length: u64,
        }
        let whole = Whole {
            reachable: true,
            tilts: sequence.iter().map(Direction::name).collect(),
            length: sequence.len(),
        };
        let mut out = Vec::new();
        write_line(&mut out, &whole).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The streamed tilts are exactly serde_json's rendering, for every
    /// length around the pattern's period and the block size.
    #[test]
    fn streamed_tilts_match_serde_json() {
        let mut lengths: Vec<u64> = (1..=40).collect();
        lengths.extend([6_548, 6_549, 6_550, 6_551, 6_552, 13_107, 13_108, 100_003]);
        for first in Direction::ALL {
            for rotation in [Rotation::Clockwise, Rotation::Counterclockwise] {
                for &length in &lengths {
                    let sequence = TiltSequence::rotating(rotation, first, length);
                    let meeting = Meeting {
                        tiles: [0, 1],
                        sequence,
                    };
                    let mut out = Vec::new();
                    write_meeting(&mut out, Some(meeting), u64::MAX).unwrap();
                    let streamed = String::from_utf8(out).unwrap();
                    assert_eq!(streamed, serde_rendering(&sequence), "{first} {length}");
                }
            }
        }
        for single in [TiltSequence::single(Direction::Up), TiltSequence::empty()] {
            let mut out = Vec::new();
            let meeting = Meeting {
                tiles: [0, 1],
                sequence: single,
            };
            write_meeting(&mut out, Some(meeting), 10).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), serde_rendering(&single));
        }
    }
}
