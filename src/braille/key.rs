//! What a key on the braille display means to the game: a routing key over
//! a cell, the panning keys, line up and down, and what is typed on the
//! display's braille keyboard. BrlAPI hands over 64-bit key codes (as
//! `brlapi_keycodes.h` lays them out: a type, then a command block and its
//! argument, or a keysym); [`BrailleKey::from_code`] reads them, purely.
//! Which keys reach the game at all (and which stay BRLTTY's) is
//! [`ACCEPTED`].

/// A key from the display, as the game sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrailleKey {
    /// The routing key over cell `n` of the display, from 0.
    Route(usize),
    /// Pan the display left or right (BRLTTY's `FWINLT`/`FWINRT`).
    PanLeft,
    PanRight,
    /// Line up and down (BRLTTY's `LNUP`/`LNDN`).
    LineUp,
    LineDown,
    /// A character typed on the braille keyboard (in the player's braille
    /// table, as BRLTTY reads it).
    Char(char),
    /// Enter, Backspace and Escape typed on the braille keyboard.
    Enter,
    Backspace,
    Escape,
    /// Anything else the server passed on, as its code.
    Other(u64),
}

// From brlapi_keycodes.h and brlapi_constants.h (BrlAPI 0.8).
const TYPE_MASK: u64 = 0xE000_0000;
const TYPE_CMD: u64 = 0x2000_0000;
const TYPE_SYM: u64 = 0x0000_0000;
const CODE_MASK: u64 = 0x1FFF_FFFF;
const CMD_BLK_MASK: u64 = 0x1FFF_0000;
const CMD_ARG_MASK: u64 = 0x0000_FFFF;
const CMD_ROUTE: u64 = 1 << 16;
const CMD_LNUP: u64 = 1;
const CMD_LNDN: u64 = 2;
const CMD_FWINLT: u64 = 23;
const CMD_FWINRT: u64 = 24;
const SYM_BACKSPACE: u64 = 0xFF08;
const SYM_LINEFEED: u64 = 0xFF0D;
const SYM_ESCAPE: u64 = 0xFF1B;
const SYM_UNICODE: u64 = 0x0100_0000;

/// A range of keys for `brlapi_acceptKeys`: its range type
/// (`brlapi_rangeType_t`) and code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRange {
    pub range_type: u32,
    pub code: u64,
}

const RANGE_TYPE: u32 = 1;
const RANGE_COMMAND: u32 = 2;
const RANGE_KEY: u32 = 3;

/// The keys the game takes from BRLTTY (all others stay BRLTTY's own
/// commands): routing keys, panning, line up and down, and every keysym
/// typed on the braille keyboard.
pub const ACCEPTED: [KeyRange; 6] = [
    KeyRange {
        range_type: RANGE_COMMAND,
        code: TYPE_CMD | CMD_ROUTE,
    },
    KeyRange {
        range_type: RANGE_KEY,
        code: TYPE_CMD | CMD_FWINLT,
    },
    KeyRange {
        range_type: RANGE_KEY,
        code: TYPE_CMD | CMD_FWINRT,
    },
    KeyRange {
        range_type: RANGE_KEY,
        code: TYPE_CMD | CMD_LNUP,
    },
    KeyRange {
        range_type: RANGE_KEY,
        code: TYPE_CMD | CMD_LNDN,
    },
    KeyRange {
        range_type: RANGE_TYPE,
        code: TYPE_SYM,
    },
];

impl BrailleKey {
    /// The key a BrlAPI key code stands for (its flags, such as a held
    /// modifier, set aside).
    pub fn from_code(code: u64) -> BrailleKey {
        let value = code & CODE_MASK;
        match code & TYPE_MASK {
            TYPE_CMD => {
                let argument = value & CMD_ARG_MASK;
                match (value & CMD_BLK_MASK, argument) {
                    (CMD_ROUTE, n) => BrailleKey::Route(n as usize),
                    (0, CMD_FWINLT) => BrailleKey::PanLeft,
                    (0, CMD_FWINRT) => BrailleKey::PanRight,
                    (0, CMD_LNUP) => BrailleKey::LineUp,
                    (0, CMD_LNDN) => BrailleKey::LineDown,
                    _ => BrailleKey::Other(code),
                }
            }
            TYPE_SYM => match value {
                SYM_LINEFEED => BrailleKey::Enter,
                SYM_BACKSPACE => BrailleKey::Backspace,
                SYM_ESCAPE => BrailleKey::Escape,
                v if v & SYM_UNICODE != 0 => char::from_u32((v & (SYM_UNICODE - 1)) as u32)
                    .map_or(BrailleKey::Other(code), BrailleKey::Char),
                // Latin-1 keysyms are their own characters.
                v if (0x20..0x7F).contains(&v) || (0xA0..0x100).contains(&v) => {
                    BrailleKey::Char(char::from(v as u8))
                }
                _ => BrailleKey::Other(code),
            },
            _ => BrailleKey::Other(code),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_codes_read_as_the_keys_the_game_cares_about() {
        let cases: &[(u64, BrailleKey)] = &[
            // Seen from BRLTTY 6.5's Virtual driver.
            (0x2001_0004, BrailleKey::Route(4)),
            (0x2001_0000, BrailleKey::Route(0)),
            (0x2000_0018, BrailleKey::PanRight),
            (0x2000_0017, BrailleKey::PanLeft),
            (0x2000_0001, BrailleKey::LineUp),
            (0x2000_0002, BrailleKey::LineDown),
            (0x6A, BrailleKey::Char('j')),
            (0x61, BrailleKey::Char('a')),
            (0x20, BrailleKey::Char(' ')),
            (0xE9, BrailleKey::Char('é')),
            (0x0100_00E7, BrailleKey::Char('ç')),
            (0x0100_2800, BrailleKey::Char('\u{2800}')),
            (0xFF0D, BrailleKey::Enter),
            (0xFF08, BrailleKey::Backspace),
            (0xFF1B, BrailleKey::Escape),
            // Flags (here a held control) do not change the key.
            (0x0000_0004_2001_0002, BrailleKey::Route(2)),
            // BRLTTY's own commands and keysyms the game has no use for.
            (0x2000_001F, BrailleKey::Other(0x2000_001F)),
            (0xFF51, BrailleKey::Other(0xFF51)),
            (0x2022_0001, BrailleKey::Other(0x2022_0001)),
        ];
        for (code, key) in cases {
            assert_eq!(BrailleKey::from_code(*code), *key, "{code:#x}");
        }
    }

    #[test]
    fn accepted_keys_read_back_as_game_keys() {
        for range in ACCEPTED.iter().filter(|r| r.range_type == RANGE_KEY) {
            assert!(!matches!(
                BrailleKey::from_code(range.code),
                BrailleKey::Other(_)
            ));
        }
    }
}
