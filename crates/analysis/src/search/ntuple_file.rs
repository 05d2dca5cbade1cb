//! The n-tuple network's weights file, as bytes: a header (magic, version,
//! the tuples' shapes, the stages, each stage's quantum, the games of
//! training), the 16-bit weights compressed with zlib, and an FNV-1a
//! checksum of all that comes before it. A file of another shape, another
//! version, a wrong checksum or a payload that does not inflate to exactly
//! the network's weights is refused with a [`WeightsFileError`]: a damaged
//! or foreign file never becomes an evaluation.
//!
//! The whole file is checked before room is made for the weights: its
//! length against what its header says the payload takes (a file cut
//! short is refused as such), the weights the header promises against the
//! most that deflate can pack into that payload (1032 bytes to one), and
//! the checksum. Only then are the weights reserved, and the payload may
//! inflate to no more than the header said. Too little memory for them is
//! said as that ([`WeightsFileError::OutOfMemory`]), never as a damaged file.
//!
//! Version 2 holds one stage or two (the second for boards with the late
//! tile, whose exponent the header gives); each stage's weights are stored
//! for every tile, and the first stage of two is compacted as it is read
//! (see [`Network::staged`]). Version 1, one stage with no stage fields,
//! is still read.
//!
//! The weights are stored zigzag-coded (small negatives stay small), low
//! bytes first and then high bytes, stage after stage, which compress far
//! better than interleaved words: most weights are 0 and most others small.
//!
//! Pure: bytes in, bytes out (read twice: once to check, once to place the
//! weights); opening and writing files is the caller's.

use std::fmt;
use std::hash::Hasher;
use std::io::{Read, Seek, SeekFrom};

use miniz_oxide::inflate::stream::{InflateState, inflate};
use miniz_oxide::{DataFormat, MZFlush, MZStatus};

use super::ntuple::{
    Network, TUPLE_COUNT, TUPLE_LEN, TUPLES, WEIGHT_COUNT, stage_index, stage_weights,
};
use accessible_2048_memory::out_of_memory::fallibly;

/// The first eight bytes of every weights file.
pub const MAGIC: &[u8; 8] = b"A2048NTW";
/// The format this build writes (and the newest it reads).
pub const VERSION: u32 = 2;
/// The name the game looks for beside its binary and in its data
/// directory.
pub const FILE_NAME: &str = "ntuple-4x6.weights";

/// Magic, version, tuple count and length, the cells.
const SHAPE_END: usize = 8 + 4 + 2 + TUPLE_COUNT * TUPLE_LEN;
/// Games and payload length.
const TAIL_LEN: usize = 8 + 8;
const CHECKSUM_LEN: usize = 8;
/// The most bytes deflate can inflate one byte of its stream to: a match
/// of 258 bytes coded in two bits.
const MAX_INFLATE_RATIO: u64 = 1032;
/// The bytes read at a time.
const CHUNK: usize = 1 << 16;

/// The header's length for a file of `version` with `stages` stages.
fn header_len(version: u32, stages: usize) -> usize {
    match version {
        1 => SHAPE_END + 4 + TAIL_LEN,
        _ => SHAPE_END + 2 + 4 * stages + TAIL_LEN,
    }
}

/// Why a weights file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsFileError {
    /// Too short to hold a header and a checksum.
    TooShort,
    /// The magic is not ours.
    NotAWeightsFile,
    /// A version this build does not read.
    Version(u32),
    /// Another network's tuples or stages.
    Shape,
    /// The checksum does not match the contents.
    Checksum,
    /// The quantum is not a positive number.
    Quantum,
    /// The payload is not the network's weights.
    Damaged,
    /// The file ends before the payload its header announces.
    Truncated,
    /// There is not enough memory for the weights.
    OutOfMemory,
    /// Reading the file failed.
    Unreadable(String),
}

impl fmt::Display for WeightsFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsFileError::TooShort => write!(f, "the file is too short to be a network"),
            WeightsFileError::NotAWeightsFile => write!(f, "the file is not a network's weights"),
            WeightsFileError::Version(version) => {
                write!(
                    f,
                    "the file is of version {version}, this game reads 1 to {VERSION}"
                )
            }
            WeightsFileError::Shape => write!(f, "the file holds another network's tuples"),
            WeightsFileError::Checksum => write!(f, "the file's checksum does not match"),
            WeightsFileError::Quantum => write!(f, "the file's weight scale is not a number"),
            WeightsFileError::Damaged => write!(f, "the file's weights are damaged"),
            WeightsFileError::Truncated => {
                write!(f, "the file is cut short: it ends before its weights do")
            }
            WeightsFileError::OutOfMemory => {
                write!(f, "there is not enough memory for the network's weights")
            }
            WeightsFileError::Unreadable(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for WeightsFileError {}

fn checksum(bytes: &[u8]) -> u64 {
    let mut hasher = fnv::FnvHasher::default();
    hasher.write(bytes);
    hasher.finish()
}

fn zigzag(w: i16) -> u16 {
    ((w << 1) ^ (w >> 15)) as u16
}

fn unzigzag(u: u16) -> i16 {
    ((u >> 1) as i16) ^ -((u & 1) as i16)
}

/// The file of a network of one stage with quantized `weights` (exactly
/// [`WEIGHT_COUNT`]), each worth `quantum`, trained on `games` games.
pub fn encode(weights: &[i16], quantum: f32, games: u64) -> Vec<u8> {
    encode_stages(&[(weights, quantum)], 0, games)
}

/// The file of a network of `stages` (one, or two with the late tile's
/// `exponent`), each its weights for every tile (exactly [`WEIGHT_COUNT`])
/// and its quantum. The first stage of two keeps only the weights it can
/// use (no cell at or above the late tile): the others are written as 0.
pub fn encode_stages(stages: &[(&[i16], f32)], exponent: u8, games: u64) -> Vec<u8> {
    assert!(matches!(stages.len(), 1 | 2), "one or two stages");
    assert!(
        stages.len() == 1 || (2..=15).contains(&exponent),
        "a late tile"
    );
    let mut planes = Vec::with_capacity(2 * WEIGHT_COUNT * stages.len());
    for (k, &(weights, _)) in stages.iter().enumerate() {
        assert_eq!(weights.len(), WEIGHT_COUNT, "a whole network");
        let kept = |index: usize| {
            let used = k > 0
                || stages.len() == 1
                || stage_index(index as u32, u32::from(exponent)).is_some();
            if used { zigzag(weights[index]) } else { 0 }
        };
        planes.extend((0..WEIGHT_COUNT).map(|i| kept(i) as u8));
        planes.extend((0..WEIGHT_COUNT).map(|i| (kept(i) >> 8) as u8));
    }
    let payload = miniz_oxide::deflate::compress_to_vec_zlib(&planes, 6);
    drop(planes);
    let mut file =
        Vec::with_capacity(header_len(VERSION, stages.len()) + payload.len() + CHECKSUM_LEN);
    file.extend_from_slice(MAGIC);
    file.extend_from_slice(&VERSION.to_le_bytes());
    file.push(TUPLE_COUNT as u8);
    file.push(TUPLE_LEN as u8);
    for tuple in TUPLES {
        file.extend_from_slice(&tuple);
    }
    file.push(stages.len() as u8);
    file.push(if stages.len() == 2 { exponent } else { 0 });
    for &(_, quantum) in stages {
        file.extend_from_slice(&quantum.to_le_bytes());
    }
    file.extend_from_slice(&games.to_le_bytes());
    file.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    file.extend_from_slice(&payload);
    let sum = checksum(&file);
    file.extend_from_slice(&sum.to_le_bytes());
    file
}

/// A weights file read from its start, hashed as it is read.
struct Hashed<'r, R: Read> {
    input: &'r mut R,
    hasher: fnv::FnvHasher,
}

impl<R: Read> Hashed<'_, R> {
    /// The next `N` bytes, hashed; `missing` if the file ends first.
    fn array<const N: usize>(
        &mut self,
        missing: WeightsFileError,
    ) -> Result<[u8; N], WeightsFileError> {
        let mut bytes = [0u8; N];
        self.fill(&mut bytes, missing)?;
        Ok(bytes)
    }

    /// Fills `bytes` from the file, hashed; `missing` if the file ends
    /// first.
    fn fill(
        &mut self,
        bytes: &mut [u8],
        missing: WeightsFileError,
    ) -> Result<(), WeightsFileError> {
        self.input
            .read_exact(bytes)
            .map_err(|error| match error.kind() {
                std::io::ErrorKind::UnexpectedEof => missing,
                _ => WeightsFileError::Unreadable(error.to_string()),
            })?;
        self.hasher.write(bytes);
        Ok(())
    }
}

/// The network a weights file's bytes hold, checked (see [`decode_from`]).
pub fn decode(file: &[u8]) -> Result<Network, WeightsFileError> {
    decode_from(&mut std::io::Cursor::new(file))
}

/// A weights file's header, as read.
struct Header {
    /// The header's own length in bytes.
    len: u64,
    /// 0 with one stage.
    exponent: u8,
    quanta: Vec<f32>,
    games: u64,
    /// The compressed weights' length.
    length: u64,
}

/// Reads and checks the header (up to the payload) of the file `file`.
fn read_header<R: Read>(file: &mut Hashed<'_, R>) -> Result<Header, WeightsFileError> {
    use WeightsFileError::{NotAWeightsFile, Shape, TooShort};
    if file.array::<8>(TooShort)? != *MAGIC {
        return Err(NotAWeightsFile);
    }
    let version = u32::from_le_bytes(file.array(TooShort)?);
    if !(1..=VERSION).contains(&version) {
        return Err(WeightsFileError::Version(version));
    }
    let shape: [u8; 2 + TUPLE_COUNT * TUPLE_LEN] = file.array(TooShort)?;
    let ours: Vec<u8> = [TUPLE_COUNT as u8, TUPLE_LEN as u8]
        .into_iter()
        .chain(TUPLES.iter().flatten().copied())
        .collect();
    if shape[..] != ours[..] {
        return Err(Shape);
    }
    let (stages, exponent) = match version {
        1 => (1, 0),
        _ => {
            let [stages, exponent] = file.array(TooShort)?;
            let fits = stages == 1 && exponent == 0 || stages == 2 && (2..=15).contains(&exponent);
            if !fits {
                return Err(Shape);
            }
            (usize::from(stages), exponent)
        }
    };
    let mut quanta = Vec::with_capacity(stages);
    for _ in 0..stages {
        quanta.push(f32::from_le_bytes(file.array(TooShort)?));
    }
    Ok(Header {
        len: header_len(version, stages) as u64,
        exponent,
        quanta,
        games: u64::from_le_bytes(file.array(TooShort)?),
        length: u64::from_le_bytes(file.array(TooShort)?),
    })
}

/// Reads the `length` bytes of the payload, inflating them into
/// `weights` as they come; returns whether they inflated to a whole
/// stream (a failure is told by the caller only once the checksum has been
/// read: a wrong checksum says more).
fn inflate_payload<R: Read>(
    file: &mut Hashed<'_, R>,
    length: u64,
    weights: &mut Stages,
) -> Result<bool, WeightsFileError> {
    let mut remaining = length;
    let mut chunk = vec![0u8; CHUNK];
    let mut inflated = vec![0u8; CHUNK];
    let mut state = InflateState::new_boxed(DataFormat::Zlib);
    let (mut failed, mut ended) = (false, false);
    while remaining > 0 {
        let take = remaining.min(chunk.len() as u64) as usize;
        file.fill(&mut chunk[..take], WeightsFileError::Damaged)?;
        remaining -= take as u64;
        let mut input = &chunk[..take];
        while !failed && !input.is_empty() {
            // Bytes after the end of the compressed stream fail it.
            failed |= ended;
            if failed {
                break;
            }
            let result = inflate(&mut state, input, &mut inflated, MZFlush::None);
            input = &input[result.bytes_consumed..];
            failed |= !weights.push(&inflated[..result.bytes_written]);
            match result.status {
                Ok(MZStatus::StreamEnd) => ended = true,
                Ok(_) if result.bytes_written > 0 || result.bytes_consumed > 0 => {}
                _ => failed = true,
            }
        }
    }
    // What the stream still holds once all its input is in.
    while !failed && !ended {
        let result = inflate(&mut state, &[], &mut inflated, MZFlush::Finish);
        failed |= !weights.push(&inflated[..result.bytes_written]);
        match result.status {
            Ok(MZStatus::StreamEnd) => ended = true,
            Ok(_) if result.bytes_written > 0 => {}
            _ => failed = true,
        }
    }
    Ok(!failed && weights.is_whole())
}

/// The network of the weights file `input` holds, checked whole before
/// room is made for its weights (see the module's doc), then read again
/// from its start and placed as it streams in, so that the file's bytes
/// are never all held beside the weights (which take 134 MB, or 194 MB in
/// two stages).
pub fn decode_from<R: Read + Seek>(input: &mut R) -> Result<Network, WeightsFileError> {
    let unreadable = |error: std::io::Error| WeightsFileError::Unreadable(error.to_string());
    let file_len = input.seek(SeekFrom::End(0)).map_err(unreadable)?;
    input.seek(SeekFrom::Start(0)).map_err(unreadable)?;
    check_whole(input, file_len)?;
    input.seek(SeekFrom::Start(0)).map_err(unreadable)?;
    place_weights(input)
}

/// Reads the whole file of `file_len` bytes once, holding no more than a
/// chunk of it: its header, the header's claims against the file's length,
/// and its checksum.
fn check_whole<R: Read>(input: &mut R, file_len: u64) -> Result<(), WeightsFileError> {
    use WeightsFileError::{Checksum, Damaged, Truncated};
    let mut file = Hashed {
        input,
        hasher: fnv::FnvHasher::default(),
    };
    let header = read_header(&mut file)?;
    let claimed = header
        .len
        .saturating_add(header.length)
        .saturating_add(CHECKSUM_LEN as u64);
    if claimed > file_len {
        return Err(Truncated);
    }
    if claimed < file_len {
        // Bytes after the checksum.
        return Err(Damaged);
    }
    // Weights no payload of that length could inflate to.
    let weight_bytes = (2 * WEIGHT_COUNT * header.quanta.len()) as u64;
    if weight_bytes > header.length.saturating_mul(MAX_INFLATE_RATIO) {
        return Err(Damaged);
    }
    let mut chunk = vec![0u8; CHUNK];
    let mut remaining = header.length;
    while remaining > 0 {
        let take = remaining.min(CHUNK as u64) as usize;
        file.fill(&mut chunk[..take], Truncated)?;
        remaining -= take as u64;
    }
    let computed = file.hasher.finish();
    let sum: [u8; CHECKSUM_LEN] = file.array(Truncated)?;
    if u64::from_le_bytes(sum) != computed {
        return Err(Checksum);
    }
    Ok(())
}

/// Reads the file again from its start, placing the weights as they
/// inflate, and makes the network of them.
fn place_weights<R: Read>(input: &mut R) -> Result<Network, WeightsFileError> {
    use WeightsFileError::{Checksum, Damaged, Quantum};
    let mut file = Hashed {
        input,
        hasher: fnv::FnvHasher::default(),
    };
    let header = read_header(&mut file)?;
    let radices: Vec<u32> = match header.quanta.len() {
        1 => vec![16],
        _ => vec![u32::from(header.exponent), 16],
    };
    let mut weights = Stages::new(&radices)?;
    let whole = inflate_payload(&mut file, header.length, &mut weights)?;
    let computed = file.hasher.finish();
    let unreadable = |error: std::io::Error| match error.kind() {
        std::io::ErrorKind::UnexpectedEof => Damaged,
        _ => WeightsFileError::Unreadable(error.to_string()),
    };
    let mut sum = [0u8; CHECKSUM_LEN];
    file.input.read_exact(&mut sum).map_err(unreadable)?;
    if u64::from_le_bytes(sum) != computed {
        return Err(Checksum);
    }
    if file.input.read(&mut [0u8; 1]).map_err(unreadable)? > 0 {
        // Bytes after the checksum.
        return Err(Damaged);
    }
    let quanta = header.quanta;
    if !quanta.iter().all(|q| q.is_finite() && *q > 0.0) {
        return Err(Quantum);
    }
    if !whole {
        return Err(Damaged);
    }
    let mut weights = weights.finish().into_iter();
    let first = weights.next().ok_or(Damaged)?;
    let network = match weights.next() {
        None => Network::new(first, quanta[0], header.games),
        Some(late) => {
            let late = (late, quanta[1]);
            Network::staged((first, quanta[0]), header.exponent, late, header.games)
        }
    };
    network.ok_or(Damaged)
}

/// The stages' weights as their byte planes come in: each stage's low
/// bytes, then its high bytes, each weight placed at once in its stage's
/// base (see [`stage_index`]), so no second copy of them is ever held.
struct Stages {
    radices: Vec<u32>,
    weights: Vec<Vec<u16>>,
    written: usize,
}

impl Stages {
    /// Room for every stage's weights ([`WeightsFileError::OutOfMemory`] if
    /// there is too little memory for them).
    fn new(radices: &[u32]) -> Result<Stages, WeightsFileError> {
        let mut stages = Vec::new();
        for &radix in radices {
            let count = stage_weights(radix);
            let mut weights: Vec<u16> = Vec::new();
            fallibly(|| weights.try_reserve_exact(count))
                .map_err(|_| WeightsFileError::OutOfMemory)?;
            // Huge pages before the first write: the search looks weights
            // up at random, and with 4 KB pages nearly every lookup misses
            // the address cache too (twice as slow, measured).
            accessible_2048_memory::huge_pages::advise(
                weights.as_ptr().cast(),
                2 * weights.capacity(),
            );
            weights.resize(count, 0u16);
            stages.push(weights);
        }
        Ok(Stages {
            radices: radices.to_vec(),
            weights: stages,
            written: 0,
        })
    }

    fn total(&self) -> usize {
        2 * WEIGHT_COUNT * self.radices.len()
    }

    /// Places the next bytes; false if there are more than the stages hold.
    fn push(&mut self, bytes: &[u8]) -> bool {
        for &byte in bytes {
            if self.written >= self.total() {
                return false;
            }
            let stage = self.written / (2 * WEIGHT_COUNT);
            let plane = self.written / WEIGHT_COUNT % 2;
            let index = self.written % WEIGHT_COUNT;
            let radix = self.radices[stage];
            let at = if radix == 16 {
                Some(index)
            } else {
                stage_index(index as u32, radix)
            };
            if let Some(at) = at {
                self.weights[stage][at] |= u16::from(byte) << (8 * plane);
            }
            self.written += 1;
        }
        true
    }

    fn is_whole(&self) -> bool {
        self.written == self.total()
    }

    fn finish(self) -> Vec<Vec<i16>> {
        self.weights
            .into_iter()
            .map(|weights| weights.into_iter().map(unzigzag).collect())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small, varied set of weights: mostly zero, some of each sign.
    fn sample_weights() -> Vec<i16> {
        let mut weights = vec![0i16; WEIGHT_COUNT];
        for (k, index) in (0..WEIGHT_COUNT).step_by(9_973).enumerate() {
            weights[index] = match k % 4 {
                0 => i16::MAX,
                1 => i16::MIN,
                2 => -(k as i16 % 300),
                _ => k as i16 % 1000,
            };
        }
        weights
    }

    #[test]
    fn zigzag_round_trips_every_word() {
        for w in i16::MIN..=i16::MAX {
            assert_eq!(unzigzag(zigzag(w)), w);
        }
        assert_eq!(zigzag(0), 0);
        assert_eq!(zigzag(-1), 1);
        assert_eq!(zigzag(1), 2);
    }

    #[test]
    fn a_written_network_reads_back_the_same() {
        let weights = sample_weights();
        let file = encode(&weights, 0.25, 123);
        assert!(file.len() < 4 << 20, "{} bytes", file.len());
        let network = decode(&file).unwrap();
        assert_eq!(network.stages(), vec![(weights.as_slice(), 0.25)]);
        assert_eq!(network.games(), 123);
    }

    #[test]
    fn damaged_and_foreign_files_are_refused() {
        let file = encode(&sample_weights(), 0.25, 1);
        let refused = |bytes: &[u8]| decode(bytes).err().expect("refused");
        assert_eq!(refused(&[]), WeightsFileError::TooShort);
        assert_eq!(
            refused(b"PK\x03\x04 a zip file"),
            WeightsFileError::NotAWeightsFile
        );
        assert_eq!(refused(&file[..20]), WeightsFileError::TooShort);
        let mut other_version = file.clone();
        other_version[8] = 3;
        assert_eq!(refused(&other_version), WeightsFileError::Version(3));
        let mut other_shape = file.clone();
        other_shape[14] = 7;
        assert_eq!(refused(&other_shape), WeightsFileError::Shape);
        // One flipped bit anywhere in the payload or the checksum.
        for at in [header_len(VERSION, 1) + 3, file.len() / 2, file.len() - 1] {
            let mut flipped = file.clone();
            flipped[at] ^= 0x10;
            assert_eq!(refused(&flipped), WeightsFileError::Checksum, "byte {at}");
        }
        // Cut short, even with a checksum made to match.
        let mut cut = file[..file.len() - CHECKSUM_LEN - 100].to_vec();
        let sum = checksum(&cut);
        cut.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(refused(&cut), WeightsFileError::Truncated);
        for end in [header_len(VERSION, 1), file.len() / 2, file.len() - 1] {
            assert_eq!(refused(&file[..end]), WeightsFileError::Truncated, "{end}");
        }
    }

    #[test]
    fn a_staged_network_reads_back_and_values_boards_by_stage() {
        let first: Vec<i16> = (0..WEIGHT_COUNT).map(|i| (i % 1009) as i16 - 500).collect();
        let late: Vec<i16> = (0..WEIGHT_COUNT).map(|i| (i % 1013) as i16 - 200).collect();
        let file = encode_stages(&[(&first, 0.5), (&late, 0.75)], 14, 640_000);
        let network = decode(&file).unwrap();
        assert_eq!(network.late_exponent(), Some(14));
        assert_eq!(network.games(), 640_000);
        let stages = network.stages();
        assert_eq!(stages[0].0.len(), stage_weights(14));
        assert_eq!(stages[1].0, late.as_slice());
        assert_eq!((stages[0].1, stages[1].1), (0.5, 0.75));
        let whole = Network::new(first, 0.5, 0).unwrap();
        let only_late = Network::new(late, 0.75, 0).unwrap();
        for board in [
            0x0123_4567_89ab_cdd0u64,
            0x0000_0000_0001_2345,
            0xe123_0000_0000_0001,
            0x0000_00f0_0000_1111,
            0xdddd_dddd_dddd_dddd,
        ] {
            let expected = if super::super::ntuple::holds_tile(board, 14) {
                only_late.value(board)
            } else {
                whole.value(board)
            };
            assert_eq!(network.value(board), expected, "{board:016x}");
        }
        // A stage count or late tile the build does not know is refused.
        for (at, value) in [(SHAPE_END, 3u8), (SHAPE_END + 1, 16), (SHAPE_END + 1, 0)] {
            let mut forged = file.clone();
            forged[at] = value;
            assert_eq!(decode(&forged).err(), Some(WeightsFileError::Shape), "{at}");
        }
    }

    #[test]
    fn forged_lengths_trailing_bytes_and_failing_reads_are_refused() {
        let file = encode(&sample_weights(), 0.25, 1);
        let length_at = header_len(VERSION, 1) - 8;
        let resealed = |mut body: Vec<u8>| {
            let sum = checksum(&body);
            body.extend_from_slice(&sum.to_le_bytes());
            body
        };
        // A payload length far beyond the file, checksum made to match.
        for claimed in [u64::MAX, file.len() as u64] {
            let mut huge = file[..file.len() - CHECKSUM_LEN].to_vec();
            huge[length_at..length_at + 8].copy_from_slice(&claimed.to_le_bytes());
            assert_eq!(
                decode(&resealed(huge)).err(),
                Some(WeightsFileError::Truncated),
                "{claimed}"
            );
        }
        // Bytes after the checksum.
        let mut longer = file.clone();
        longer.push(0);
        assert_eq!(decode(&longer).err(), Some(WeightsFileError::Damaged));
        // Bytes after the compressed stream, inside the payload, resealed.
        let mut padded = file[..file.len() - CHECKSUM_LEN].to_vec();
        let length = u64::from_le_bytes(padded[length_at..length_at + 8].try_into().unwrap());
        padded[length_at..length_at + 8].copy_from_slice(&(length + 3).to_le_bytes());
        padded.extend_from_slice(&[1, 2, 3]);
        assert_eq!(
            decode(&resealed(padded)).err(),
            Some(WeightsFileError::Damaged)
        );
        // A reader that fails part way (the file's own length, its bytes
        // beyond `fails_at` unreadable).
        struct Failing<'a> {
            file: std::io::Cursor<&'a [u8]>,
            fails_at: u64,
        }
        impl Read for Failing<'_> {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                let left = self.fails_at.saturating_sub(self.file.position());
                if left == 0 {
                    return Err(std::io::Error::other("the disk went away"));
                }
                let n = buf.len().min(left as usize);
                self.file.read(&mut buf[..n])
            }
        }
        impl Seek for Failing<'_> {
            fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
                self.file.seek(to)
            }
        }
        let mut failing = Failing {
            file: std::io::Cursor::new(&file[..]),
            fails_at: file.len() as u64 / 2,
        };
        assert_eq!(
            decode_from(&mut failing).err(),
            Some(WeightsFileError::Unreadable("the disk went away".into()))
        );
    }

    #[test]
    fn a_file_of_version_1_is_still_read() {
        let weights = sample_weights();
        let two = encode(&weights, 0.25, 5);
        // Version 1: no stage count, no late tile.
        let mut one = MAGIC.to_vec();
        one.extend_from_slice(&1u32.to_le_bytes());
        one.extend_from_slice(&two[12..SHAPE_END]);
        one.extend_from_slice(&two[SHAPE_END + 2..two.len() - CHECKSUM_LEN]);
        let sum = checksum(&one);
        one.extend_from_slice(&sum.to_le_bytes());
        let network = decode(&one).unwrap();
        assert_eq!(network.stages()[0].0, weights.as_slice());
        assert_eq!(network.late_exponent(), None);
        assert_eq!(network.games(), 5);
    }

    #[test]
    fn a_payload_too_small_for_the_weights_it_promises_is_refused_before_inflating() {
        // A whole network of zeros packs close to deflate's best, and reads.
        let zeros = encode(&vec![0; WEIGHT_COUNT], 1.0, 0);
        let header = header_len(VERSION, 1);
        let payload = (zeros.len() - header - CHECKSUM_LEN) as u64;
        assert!(payload * MAX_INFLATE_RATIO >= 2 * WEIGHT_COUNT as u64);
        assert!(decode(&zeros).is_ok());
        // A payload that inflates to more than a stage (a zlib bomb) but
        // is far shorter than any stream that could hold one.
        let bomb = miniz_oxide::deflate::compress_to_vec_zlib(&vec![0u8; 1 << 24], 9);
        for stages in [1usize, 2] {
            let promised = (2 * WEIGHT_COUNT * stages) as u64;
            assert!((bomb.len() as u64) * MAX_INFLATE_RATIO < promised);
        }
        let mut file = zeros[..header - 8].to_vec();
        file.extend_from_slice(&(bomb.len() as u64).to_le_bytes());
        file.extend_from_slice(&bomb);
        let sum = checksum(&file);
        file.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(decode(&file).err(), Some(WeightsFileError::Damaged));
    }

    #[test]
    fn a_payload_of_the_wrong_size_is_damaged_even_with_a_good_checksum() {
        // A well-formed zlib stream of too few bytes, under a valid header.
        let payload = miniz_oxide::deflate::compress_to_vec_zlib(&[0u8; 1000], 6);
        let mut file = encode(&vec![0; WEIGHT_COUNT], 1.0, 0);
        file.truncate(header_len(VERSION, 1) - 8);
        file.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        file.extend_from_slice(&payload);
        let sum = checksum(&file);
        file.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(decode(&file).err(), Some(WeightsFileError::Damaged));
    }
}
