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
    pub fn div_rem(&mut self, divisor: u32) -> u32 {
        let mut remainder = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let wide = (remainder << 32) | u64::from(*limb);
            *limb = (wide / u64::from(divisor)) as u32;
            remainder = wide % u64::from(divisor);
        }
        self.trim();
        remainder as u32
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

    /// Base 62, most significant digit first ("0" for zero).
    pub fn to_base62(&self) -> String {
        let mut number = self.clone();
        let mut digits = Vec::new();
        while !number.is(0) {
            digits.push(DIGITS[number.div_rem(62) as usize]);
        }
        if digits.is_empty() {
            digits.push(b'0');
        }
        digits.reverse();
        String::from_utf8(digits).expect("ASCII digits")
    }

    /// Reads base 62; `None` at a character that is not a digit.
    pub fn from_base62(text: &str) -> Option<BigNumber> {
        let mut number = BigNumber::from_u32(0);
        for byte in text.bytes() {
            let digit = DIGITS.iter().position(|&d| d == byte)?;
            number.mul_add(62, digit as u32);
        }
        Some(number)
    }
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
