//! An unbounded natural number used as the state of the share code's
//! entropy coder (range ANS on one big integer, so no renormalisation and
//! no rounding): values are pushed with their frequency and popped back
//! last in, first out; and written in base 62. Pure arithmetic, nothing
//! else.

/// The 62 digits of a written code, in value order.
pub const DIGITS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A natural number, 32-bit limbs, least significant first, no zero limb
/// at the top.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigNumber {
    limbs: Vec<u32>,
}

impl BigNumber {
    pub fn from_u32(value: u32) -> BigNumber {
        let mut number = BigNumber { limbs: vec![value] };
        number.trim();
        number
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    pub fn is(&self, value: u32) -> bool {
        match self.limbs.as_slice() {
            [] => value == 0,
            [only] => *only == value,
            _ => false,
        }
    }

    /// self = self × factor + addend.
    pub fn mul_add(&mut self, factor: u32, addend: u32) {
        let mut carry = u64::from(addend);
        for limb in &mut self.limbs {
            let wide = u64::from(*limb) * u64::from(factor) + carry;
            *limb = wide as u32;
            carry = wide >> 32;
        }
        if carry > 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    /// self = self / divisor; returns the remainder. `divisor` ≥ 1.
    ///
    /// The divisors a code's steps take off (a step's total is at most
    /// 41), base 62 and its chunks are divided by as constants, which the
    /// compiler turns into multiplications: a hardware division per limb
    /// is what made reading a long code slow.
    pub fn div_rem(&mut self, divisor: u32) -> u32 {
        let remainder = match divisor {
            1 => 0,
            2 => div_rem_by::<2>(&mut self.limbs),
            3 => div_rem_by::<3>(&mut self.limbs),
            4 => div_rem_by::<4>(&mut self.limbs),
            5 => div_rem_by::<5>(&mut self.limbs),
            6 => div_rem_by::<6>(&mut self.limbs),
            7 => div_rem_by::<7>(&mut self.limbs),
            8 => div_rem_by::<8>(&mut self.limbs),
            9 => div_rem_by::<9>(&mut self.limbs),
            10 => div_rem_by::<10>(&mut self.limbs),
            11 => div_rem_by::<11>(&mut self.limbs),
            12 => div_rem_by::<12>(&mut self.limbs),
            13 => div_rem_by::<13>(&mut self.limbs),
            14 => div_rem_by::<14>(&mut self.limbs),
            15 => div_rem_by::<15>(&mut self.limbs),
            16 => div_rem_by::<16>(&mut self.limbs),
            17 => div_rem_by::<17>(&mut self.limbs),
            18 => div_rem_by::<18>(&mut self.limbs),
            19 => div_rem_by::<19>(&mut self.limbs),
            20 => div_rem_by::<20>(&mut self.limbs),
            21 => div_rem_by::<21>(&mut self.limbs),
            22 => div_rem_by::<22>(&mut self.limbs),
            23 => div_rem_by::<23>(&mut self.limbs),
            24 => div_rem_by::<24>(&mut self.limbs),
            25 => div_rem_by::<25>(&mut self.limbs),
            26 => div_rem_by::<26>(&mut self.limbs),
            27 => div_rem_by::<27>(&mut self.limbs),
            28 => div_rem_by::<28>(&mut self.limbs),
            29 => div_rem_by::<29>(&mut self.limbs),
            30 => div_rem_by::<30>(&mut self.limbs),
            31 => div_rem_by::<31>(&mut self.limbs),
            32 => div_rem_by::<32>(&mut self.limbs),
            33 => div_rem_by::<33>(&mut self.limbs),
            34 => div_rem_by::<34>(&mut self.limbs),
            35 => div_rem_by::<35>(&mut self.limbs),
            36 => div_rem_by::<36>(&mut self.limbs),
            37 => div_rem_by::<37>(&mut self.limbs),
            38 => div_rem_by::<38>(&mut self.limbs),
            39 => div_rem_by::<39>(&mut self.limbs),
            40 => div_rem_by::<40>(&mut self.limbs),
            41 => div_rem_by::<41>(&mut self.limbs),
            62 => div_rem_by::<62>(&mut self.limbs),
            BASE62_CHUNK => div_rem_by::<{ BASE62_CHUNK as u64 }>(&mut self.limbs),
            65536 => div_rem_by::<65536>(&mut self.limbs),
            _ => div_rem_any(&mut self.limbs, u64::from(divisor)),
        };
        self.trim();
        remainder
    }

    /// Encodes a symbol of frequency `frequency` starting at `start` in a
    /// table of `total` (rANS: x ← ⌊x/f⌋·M + c + x mod f).
    pub fn push(&mut self, start: u32, frequency: u32, total: u32) {
        let rest = self.div_rem(frequency);
        self.mul_add(total, start + rest);
    }

    /// Starts taking off the symbol pushed last: divides by `total` in
    /// place and gives the slot (0..total); finish with
    /// [`BigNumber::pop`] once the symbol whose range holds it is known.
    pub fn take_slot(&mut self, total: u32) -> u32 {
        self.div_rem(total)
    }

    /// Finishes taking the symbol at `start`/`frequency` off, from the
    /// slot [`BigNumber::take_slot`] gave.
    pub fn pop(&mut self, slot: u32, start: u32, frequency: u32) {
        self.mul_add(frequency, slot - start);
    }

    /// How many binary digits the number has (0 for zero): how much
    /// information is left in it.
    pub fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(top) => 32 * self.limbs.len() as u64 - u64::from(top.leading_zeros()),
        }
    }

    /// A value uniform in `0..radix`.
    pub fn push_uniform(&mut self, value: u32, radix: u32) {
        self.mul_add(radix, value);
    }

    pub fn pop_uniform(&mut self, radix: u32) -> u32 {
        self.div_rem(radix)
    }

    /// The bytes, least significant first (for the check value).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.limbs.iter().flat_map(|l| l.to_le_bytes()).collect()
    }

    /// Base 62, most significant digit first ("0" for zero). Five digits
    /// are taken off at a time (62⁵ fits a limb).
    pub fn to_base62(&self) -> String {
        let mut number = self.clone();
        let mut digits = Vec::new();
        while !number.is(0) {
            let mut chunk = number.div_rem(BASE62_CHUNK);
            for _ in 0..CHUNK_DIGITS {
                digits.push(DIGITS[(chunk % 62) as usize]);
                chunk /= 62;
            }
        }
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
        }
        if digits.is_empty() {
            digits.push(b'0');
        }
        digits.reverse();
        String::from_utf8(digits).expect("ASCII digits")
    }

    /// Reads base 62; `None` at a character that is not a digit. Five
    /// digits are put on at a time.
    pub fn from_base62(text: &str) -> Option<BigNumber> {
        let mut number = BigNumber::from_u32(0);
        for chunk in text.as_bytes().chunks(CHUNK_DIGITS) {
            let mut value = 0u32;
            for &byte in chunk {
                let digit = DIGITS.iter().position(|&d| d == byte)?;
                value = value * 62 + digit as u32;
            }
            number.mul_add(62u32.pow(chunk.len() as u32), value);
        }
        Some(number)
    }
}

/// Base-62 digits in a chunk, and the chunk's radix (62⁵ < 2³²).
const CHUNK_DIGITS: usize = 5;
const BASE62_CHUNK: u32 = 62 * 62 * 62 * 62 * 62;

/// Divides limbs (least significant first) by the constant `D` in place;
/// the remainder.
fn div_rem_by<const D: u64>(limbs: &mut [u32]) -> u32 {
    let mut remainder = 0u64;
    for limb in limbs.iter_mut().rev() {
        let wide = (remainder << 32) | u64::from(*limb);
        *limb = (wide / D) as u32;
        remainder = wide % D;
    }
    remainder as u32
}

/// As [`div_rem_by`], for any divisor ≥ 1.
fn div_rem_any(limbs: &mut [u32], divisor: u64) -> u32 {
    let mut remainder = 0u64;
    for limb in limbs.iter_mut().rev() {
        let wide = (remainder << 32) | u64::from(*limb);
        *limb = (wide / divisor) as u32;
        remainder = wide % divisor;
    }
    remainder as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base62_round_trips() {
        let mut number = BigNumber::from_u32(1);
        for i in 0..200u32 {
            number.mul_add(4_000_000_007, i);
            let text = number.to_base62();
            assert_eq!(BigNumber::from_base62(&text), Some(number.clone()));
        }
        assert_eq!(BigNumber::from_u32(61).to_base62(), "z");
        assert_eq!(BigNumber::from_u32(62).to_base62(), "10");
        assert_eq!(BigNumber::from_base62("1-"), None);
    }

    /// Base 62 one digit at a time, as the format defines it.
    fn digit_by_digit(text: &str) -> Option<BigNumber> {
        let mut number = BigNumber::from_u32(0);
        for byte in text.bytes() {
            let digit = DIGITS.iter().position(|&d| d == byte)?;
            number.mul_add(62, digit as u32);
        }
        Some(number)
    }

    #[test]
    fn base62_in_chunks_is_base62_digit_by_digit() {
        let mut state = 7u64;
        for length in 0..60 {
            for _ in 0..20 {
                let text: String = (0..length)
                    .map(|i| {
                        state = state
                            .wrapping_mul(6_364_136_223_846_793_005)
                            .wrapping_add(1_442_695_040_888_963_407);
                        // Leading zeros and runs of the top digit too.
                        let digit = match (i, state >> 62) {
                            (0..3, 0) => 0,
                            (_, 1) => 61,
                            _ => (state >> 33) % 62,
                        };
                        DIGITS[digit as usize] as char
                    })
                    .collect();
                let number = BigNumber::from_base62(&text);
                assert_eq!(number, digit_by_digit(&text), "{text}");
                let written = number.unwrap().to_base62();
                let canonical = text.trim_start_matches('0');
                let canonical = if canonical.is_empty() { "0" } else { canonical };
                assert_eq!(written, canonical, "{text}");
            }
        }
        let chunk = 62u32.pow(5);
        let table = [
            (0, "0"),
            (61, "z"),
            (chunk - 1, "zzzzz"),
            (chunk, "100000"),
            (chunk + 1, "100001"),
        ];
        for (value, text) in table {
            assert_eq!(BigNumber::from_u32(value).to_base62(), text);
        }
    }

    #[test]
    fn a_division_by_a_constant_is_the_division() {
        let mut state = 3u64;
        let mut number = BigNumber::from_u32(1);
        for _ in 0..40 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            number.mul_add(u32::MAX - 4, (state >> 32) as u32);
        }
        let divisors = (1..=70).chain([BASE62_CHUNK, 65536, 65537, u32::MAX]);
        for divisor in divisors {
            let mut fast = number.clone();
            let mut plain = number.limbs.clone();
            let remainder = div_rem_any(&mut plain, u64::from(divisor));
            assert_eq!(fast.div_rem(divisor), remainder, "{divisor}");
            let mut plain = BigNumber { limbs: plain };
            plain.trim();
            assert_eq!(fast, plain, "{divisor}");
        }
    }

    #[test]
    fn bits_count_the_binary_digits() {
        let table = [
            (0, 0),
            (1, 1),
            (2, 2),
            (3, 2),
            (255, 8),
            (256, 9),
            (u32::MAX, 32),
        ];
        for (value, bits) in table {
            assert_eq!(BigNumber::from_u32(value).bits(), bits, "{value}");
        }
        let mut big = BigNumber::from_u32(1);
        big.mul_add(1 << 16, 0);
        big.mul_add(1 << 16, 0);
        assert_eq!(big.bits(), 33);
    }

    #[test]
    fn symbols_come_back_last_in_first_out() {
        // (start, frequency, total) of a few tables.
        let symbols = [
            (0, 16, 65),
            (48, 16, 65),
            (64, 1, 65),
            (2, 3, 7),
            (0, 1, 1),
            (5, 1, 9),
        ];
        let mut number = BigNumber::from_u32(1);
        for &(start, frequency, total) in symbols.iter().cycle().take(60) {
            number.push(start, frequency, total);
        }
        for &(start, frequency, total) in symbols
            .iter()
            .cycle()
            .take(60)
            .collect::<Vec<_>>()
            .iter()
            .rev()
        {
            let slot = number.take_slot(*total);
            assert!((*start..start + frequency).contains(&slot));
            number.pop(slot, *start, *frequency);
        }
        assert!(number.is(1));
    }
}
