//! The daily game's seed: a pure function from a UTC calendar date to the
//! seed of that day's game, the same for every player on every platform.
//! Knows nothing of clocks: the date comes from outside (the command that
//! reads the clock). The mapping must never change: players' shared codes
//! name the day, not the seed.

use std::fmt;

use super::game::GameConfig;

/// The daily game's rules: the classic web game's 4×4 board and 0.1 chance
/// of a 4.
pub const DAILY_CONFIG: GameConfig = GameConfig {
    size: 4,
    four_chance: 0.1,
};

/// The first and last years a daily game can be dated.
pub const FIRST_DAILY_YEAR: i32 = 1970;
pub const LAST_DAILY_YEAR: i32 = 9999;

/// A calendar day (proleptic Gregorian), checked to exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

impl Date {
    /// The day, if it exists and lies in [`FIRST_DAILY_YEAR`]..=[`LAST_DAILY_YEAR`].
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        if !(FIRST_DAILY_YEAR..=LAST_DAILY_YEAR).contains(&year) || !(1..=12).contains(&month) {
            return None;
        }
        if day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(Date { year, month, day })
    }

    /// The day `days` days after 1970-01-01 (the inverse of [`Date::days_since_epoch`]).
    pub fn from_days_since_epoch(days: u32) -> Option<Date> {
        let z = i64::from(days) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date::new(i32::try_from(year).ok()?, month, day)
    }

    /// Whole days since 1970-01-01 (the UTC day of a Unix time).
    pub fn days_since_epoch(self) -> u32 {
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let yoe = year - era * 400;
        let month = i64::from(self.month);
        let mp = if month > 2 { month - 3 } else { month + 9 };
        let doy = (153 * mp + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        (era * 146_097 + doe - 719_468) as u32
    }

    /// The UTC day of a Unix time in seconds.
    pub fn from_unix_seconds(seconds: u64) -> Option<Date> {
        Date::from_days_since_epoch(u32::try_from(seconds / 86_400).ok()?)
    }

    pub fn year(self) -> i32 {
        self.year
    }

    pub fn month(self) -> u8 {
        self.month
    }

    pub fn day(self) -> u8 {
        self.day
    }
}

impl fmt::Display for Date {
    /// ISO 8601: 2026-11-26.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl std::str::FromStr for Date {
    type Err = String;

    /// YYYY-MM-DD.
    fn from_str(text: &str) -> Result<Date, String> {
        let bad = || {
            format!(
                "'{text}' is not a date of the form YYYY-MM-DD from {FIRST_DAILY_YEAR} to {LAST_DAILY_YEAR}"
            )
        };
        let mut parts = text.trim().split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let number = |s: &str| s.parse::<u16>().map_err(|_| bad());
        let (y, m, d) = (number(y)?, number(m)?, number(d)?);
        Date::new(i32::from(y), m as u8, d as u8).ok_or_else(bad)
    }
}

fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Salt of the daily seeds, so that they are not the small seeds players
/// type.
const DAILY_SALT: u64 = 0x2048_da11_0000_0000;

/// The seed of the day's game: SplitMix64 of the day number, salted.
/// Fixed forever (a golden test pins it).
pub fn daily_seed(date: Date) -> u64 {
    let mut z = DAILY_SALT ^ u64::from(date.days_since_epoch());
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_round_trip_over_centuries() {
        for days in (0..2_932_000).step_by(97) {
            let date = Date::from_days_since_epoch(days).unwrap();
            assert_eq!(date.days_since_epoch(), days, "{date}");
        }
        assert_eq!(Date::new(1970, 1, 1).unwrap().days_since_epoch(), 0);
        // 2026-11-26 began at Unix time 1795651200 (date -u -d @1795651200).
        assert_eq!(
            Date::new(2026, 11, 26).unwrap().days_since_epoch(),
            1_795_651_200 / 86_400
        );
    }

    #[test]
    fn dates_are_checked() {
        let table = [
            ("2026-11-26", true),
            ("2028-02-29", true),
            ("2027-02-29", false),
            ("2000-02-29", true),
            ("2100-02-29", false),
            ("2026-13-01", false),
            ("2026-04-31", false),
            ("1969-12-31", false),
            ("26-11-26", false),
            ("2026-11-26-1", false),
            ("", false),
        ];
        for (text, valid) in table {
            assert_eq!(text.parse::<Date>().is_ok(), valid, "{text}");
            if valid {
                assert_eq!(text.parse::<Date>().unwrap().to_string(), text);
            }
        }
    }

    #[test]
    fn neighbouring_days_have_different_seeds() {
        let a = Date::new(2026, 11, 26).unwrap();
        let b = Date::new(2026, 11, 27).unwrap();
        assert_ne!(daily_seed(a), daily_seed(b));
    }
}
