//! The JSON answers of `tilt --json` and `tilt cycles --json`, written with
//! serde_json in the documented layout: one object on one line, a space
//! after every colon and comma (`{"reachable": true, "tilts": ["down",
//! "right"], "length": 2}`). The tilts are streamed, never collected, so a
//! sequence of millions of tilts costs no memory.
//!
//! Output only: no terminal, speech or narration.

use std::io::{self, Write};

use serde::ser::{Serialize, SerializeSeq, Serializer};
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

/// The tilts of a sequence as a JSON array of names, produced lazily.
struct Tilts<'a>(Option<&'a TiltSequence>);

impl Serialize for Tilts<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let length = self.0.map_or(0, |s| s.len() as usize);
        let mut seq = serializer.serialize_seq(Some(length))?;
        for direction in self.0.iter().flat_map(|s| s.iter()) {
            seq.serialize_element(direction.name())?;
        }
        seq.end()
    }
}

#[derive(serde::Serialize)]
struct Answer<'a> {
    reachable: bool,
    tilts: Tilts<'a>,
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
        tilts: Tilts(sequence),
        length,
    };
    write_line(out, &answer)
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
}
