//! Results anyone can check: the share code that packs a game's record
//! into letters and digits and reads it back by replaying it. Pure: knows
//! the engine only; no files, clocks, terminals or words.

mod big_number;
mod check_value;
mod code;

pub use check_value::crc32;
#[doc(hidden)]
pub use code::forged_code;
pub use code::{
    CODE_PREFIX, CODE_VERSION, CodeError, CodeHead, MAX_CODE_CHARS, decode, encode, find_code,
    read_head,
};
