//! The n-tuple network's weights file, as bytes: a header (magic, version,
//! the tuples' shapes, the quantum, the games of training), the 16-bit
//! weights compressed with zlib, and an FNV-1a checksum of all that comes
//! before it. A file of another shape, another version, a wrong checksum or
//! a payload that does not inflate to exactly the network's weights is
//! refused with a [`WeightsFileError`]: a damaged or foreign file never
//! becomes an evaluation.
//!
//! The weights are stored zigzag-coded (small negatives stay small), low
//! bytes first and then high bytes, which compress far better than the
//! interleaved words: most weights are 0 and most others small.
//!
//! Pure: bytes in, bytes out; reading and writing files is the caller's.

use std::fmt;
use std::hash::Hasher;

use miniz_oxide::inflate::stream::{InflateState, inflate};
use miniz_oxide::{DataFormat, MZFlush, MZStatus};

use super::ntuple::{Network, TUPLE_COUNT, TUPLE_LEN, TUPLES, WEIGHT_COUNT};
use crate::out_of_memory::fallibly;

/// The first eight bytes of every weights file.
pub const MAGIC: &[u8; 8] = b"A2048NTW";
/// The format this build reads and writes.
pub const VERSION: u32 = 1;
/// The name the game looks for beside its binary and in its data
/// directory.
pub const FILE_NAME: &str = "ntuple-4x6.weights";

/// Magic, version, tuple count and length, the cells, quantum, games,
/// payload length.
const HEADER_LEN: usize = 8 + 4 + 2 + TUPLE_COUNT * TUPLE_LEN + 4 + 8 + 8;
const CHECKSUM_LEN: usize = 8;

/// Why a weights file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsFileError {
    /// Too short to hold a header and a checksum.
    TooShort,
    /// The magic is not ours.
    NotAWeightsFile,
    /// A version this build does not read.
    Version(u32),
    /// Another network's tuples.
    Shape,
    /// The checksum does not match the contents.
    Checksum,
    /// The quantum is not a positive number.
    Quantum,
    /// The payload is not the network's weights.
    Damaged,
}

impl fmt::Display for WeightsFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsFileError::TooShort => write!(f, "the file is too short to be a network"),
            WeightsFileError::NotAWeightsFile => write!(f, "the file is not a network's weights"),
            WeightsFileError::Version(version) => {
                write!(
                    f,
                    "the file is of version {version}, this game reads {VERSION}"
                )
            }
            WeightsFileError::Shape => write!(f, "the file holds another network's tuples"),
            WeightsFileError::Checksum => write!(f, "the file's checksum does not match"),
            WeightsFileError::Quantum => write!(f, "the file's weight scale is not a number"),
            WeightsFileError::Damaged => write!(f, "the file's weights are damaged"),
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

/// The file of a network with quantized `weights` (exactly
/// [`WEIGHT_COUNT`]), each worth `quantum`, trained on `games` games.
pub fn encode(weights: &[i16], quantum: f32, games: u64) -> Vec<u8> {
    assert_eq!(weights.len(), WEIGHT_COUNT, "a whole network");
    let mut planes = Vec::with_capacity(2 * WEIGHT_COUNT);
    planes.extend(weights.iter().map(|&w| zigzag(w) as u8));
    planes.extend(weights.iter().map(|&w| (zigzag(w) >> 8) as u8));
    let payload = miniz_oxide::deflate::compress_to_vec_zlib(&planes, 6);
    drop(planes);
    let mut file = Vec::with_capacity(HEADER_LEN + payload.len() + CHECKSUM_LEN);
    file.extend_from_slice(MAGIC);
    file.extend_from_slice(&VERSION.to_le_bytes());
    file.push(TUPLE_COUNT as u8);
    file.push(TUPLE_LEN as u8);
    for tuple in TUPLES {
        file.extend_from_slice(&tuple);
    }
    file.extend_from_slice(&quantum.to_le_bytes());
    file.extend_from_slice(&games.to_le_bytes());
    file.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    file.extend_from_slice(&payload);
    let sum = checksum(&file);
    file.extend_from_slice(&sum.to_le_bytes());
    file
}

/// Reads fixed-size fields off the front of a slice.
struct Fields<'a>(&'a [u8]);

impl<'a> Fields<'a> {
    fn take(&mut self, count: usize) -> &'a [u8] {
        let (head, rest) = self.0.split_at(count);
        self.0 = rest;
        head
    }

    fn array<const N: usize>(&mut self) -> [u8; N] {
        self.take(N).try_into().expect("N bytes")
    }
}

/// The network a weights file holds, checked; the file's bytes are only
/// read (the weights take 134 MB, the file's bytes stay the caller's).
pub fn decode(file: &[u8]) -> Result<Network, WeightsFileError> {
    if file.len() < 8 {
        return Err(WeightsFileError::TooShort);
    }
    if &file[..8] != MAGIC {
        return Err(WeightsFileError::NotAWeightsFile);
    }
    if file.len() < HEADER_LEN + CHECKSUM_LEN {
        return Err(WeightsFileError::TooShort);
    }
    let (body, sum) = file.split_at(file.len() - CHECKSUM_LEN);
    let mut fields = Fields(&body[8..]);
    let version = u32::from_le_bytes(fields.array());
    if version != VERSION {
        return Err(WeightsFileError::Version(version));
    }
    let shape = fields.take(2 + TUPLE_COUNT * TUPLE_LEN);
    let ours: Vec<u8> = [TUPLE_COUNT as u8, TUPLE_LEN as u8]
        .into_iter()
        .chain(TUPLES.iter().flatten().copied())
        .collect();
    if shape != ours.as_slice() {
        return Err(WeightsFileError::Shape);
    }
    if checksum(body).to_le_bytes() != sum {
        return Err(WeightsFileError::Checksum);
    }
    let quantum = f32::from_le_bytes(fields.array());
    let games = u64::from_le_bytes(fields.array());
    let length = u64::from_le_bytes(fields.array());
    if length != fields.0.len() as u64 {
        return Err(WeightsFileError::Damaged);
    }
    if !(quantum.is_finite() && quantum > 0.0) {
        return Err(WeightsFileError::Quantum);
    }
    let weights = inflate_weights(fields.0)?;
    Network::new(weights, quantum, games).ok_or(WeightsFileError::Damaged)
}

/// Inflates the two byte planes straight into the weights, a chunk at a
/// time, so that no second copy of them is ever held.
fn inflate_weights(payload: &[u8]) -> Result<Vec<i16>, WeightsFileError> {
    let mut weights: Vec<u16> = Vec::new();
    fallibly(|| weights.try_reserve_exact(WEIGHT_COUNT)).map_err(|_| WeightsFileError::Damaged)?;
    // Huge pages before the first write: the search looks weights up at
    // random, and with 4 KB pages nearly every lookup misses the address
    // cache too (twice as slow, measured).
    crate::huge_pages::advise(weights.as_ptr().cast(), 2 * weights.capacity());
    weights.resize(WEIGHT_COUNT, 0u16);
    let mut state = InflateState::new_boxed(DataFormat::Zlib);
    let mut chunk = vec![0u8; 1 << 16];
    let mut input = payload;
    let mut written = 0usize;
    loop {
        let result = inflate(&mut state, input, &mut chunk, MZFlush::None);
        input = &input[result.bytes_consumed..];
        for &byte in &chunk[..result.bytes_written] {
            if written < WEIGHT_COUNT {
                weights[written] = u16::from(byte);
            } else if written < 2 * WEIGHT_COUNT {
                weights[written - WEIGHT_COUNT] |= u16::from(byte) << 8;
            } else {
                return Err(WeightsFileError::Damaged);
            }
            written += 1;
        }
        match result.status {
            Ok(MZStatus::StreamEnd) => break,
            Ok(_) if result.bytes_written > 0 || result.bytes_consumed > 0 => {}
            _ => return Err(WeightsFileError::Damaged),
        }
    }
    if written != 2 * WEIGHT_COUNT || !input.is_empty() {
        return Err(WeightsFileError::Damaged);
    }
    Ok(weights.into_iter().map(unzigzag).collect())
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
        assert_eq!(network.weights(), weights.as_slice());
        assert_eq!(network.quantum(), 0.25);
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
        other_version[8] = 2;
        assert_eq!(refused(&other_version), WeightsFileError::Version(2));
        let mut other_shape = file.clone();
        other_shape[14] = 7;
        assert_eq!(refused(&other_shape), WeightsFileError::Shape);
        // One flipped bit anywhere in the payload or the checksum.
        for at in [HEADER_LEN + 3, file.len() / 2, file.len() - 1] {
            let mut flipped = file.clone();
            flipped[at] ^= 0x10;
            assert_eq!(refused(&flipped), WeightsFileError::Checksum, "byte {at}");
        }
        // Cut short, even with a checksum made to match.
        let mut cut = file[..file.len() - CHECKSUM_LEN - 100].to_vec();
        let sum = checksum(&cut);
        cut.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(refused(&cut), WeightsFileError::Damaged);
    }

    #[test]
    fn a_payload_of_the_wrong_size_is_damaged_even_with_a_good_checksum() {
        // A well-formed zlib stream of too few bytes, under a valid header.
        let payload = miniz_oxide::deflate::compress_to_vec_zlib(&[0u8; 1000], 6);
        let mut file = encode(&vec![0; WEIGHT_COUNT], 1.0, 0);
        file.truncate(HEADER_LEN - 8);
        file.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        file.extend_from_slice(&payload);
        let sum = checksum(&file);
        file.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(decode(&file).err(), Some(WeightsFileError::Damaged));
    }
}
