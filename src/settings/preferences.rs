//! The preferences themselves and their text form: a TOML table whose
//! fields are all optional (a field not there means "the game's default",
//! or for the rate "the speech engine's own"). Decoding never trusts the
//! bytes: a value out of range, of the wrong type or a file from a newer
//! release is a [`Damage`]. Keys this release does not know are kept and
//! written back unchanged, so a file shared with a newer release keeps what
//! that release wrote.
//!
//! Pure: bytes in, values out.

use serde::Serialize;
use serde::de::DeserializeOwned;
use unic_langid::LanguageIdentifier;

use crate::storage::{Damage, Problem};

/// The version of the file's format this release writes and reads. A file
/// with a higher `version` comes from a newer release and is set aside.
pub const SETTINGS_VERSION: u32 = 1;

/// The top of the percent-like settings: rate and volumes run 0 to 100.
pub const MAX_PERCENT: u8 = 100;

pub use crate::narration::Verbosity;

/// What the player set. `None` everywhere is "nothing set".
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Preferences {
    /// The file format's version; absent in a hand-written file means 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<u32>,
    /// Language of everything said, a tag such as `de` or `pt-BR`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Whether the game speaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub speech: Option<bool>,
    /// Speech rate, 0 (slowest) to 100 (fastest), 50 the voice's normal.
    /// Absent: the rate set in the speech engine stands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rate: Option<u8>,
    /// Say "empty" instead of the number zero for empty cells.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub say_empty: Option<bool>,
    /// How much the game says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verbosity: Option<Verbosity>,
    /// Whether earcons play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sound: Option<bool>,
    /// Volume of earcons, 0 to 100.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sound_volume: Option<u8>,
    /// Whether music plays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub music: Option<bool>,
    /// Volume of music, 0 to 100.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub music_volume: Option<u8>,
    /// Whether the coach judges every slide (coach mode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coach: Option<bool>,
    /// Whether tiles are said by their power of two (`10 B3` for 1024).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub powers: Option<bool>,
    /// The tutorial was offered (on the very first start): it is not
    /// offered again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tutorial_offered: Option<bool>,
    /// Whether the braille display shows the game (absent: where a display
    /// answers on the Linux console or under X).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub braille: Option<bool>,
    /// Keys this release does not know, kept as they were.
    #[serde(flatten)]
    pub unknown: toml::Table,
}

impl Preferences {
    /// Checks what types alone cannot: ranges, the version and the
    /// language tag.
    pub fn validate(&self) -> Result<(), Damage> {
        if let Some(found) = self.version
            && found > SETTINGS_VERSION
        {
            return Err(Damage::NewerVersion {
                found: u64::from(found),
                supported: u64::from(SETTINGS_VERSION),
            });
        }
        if self.version == Some(0) {
            return Err(corrupt(wrong("version"), "version: 0 is not a version"));
        }
        for (name, value) in [
            ("rate", self.rate),
            ("sound_volume", self.sound_volume),
            ("music_volume", self.music_volume),
        ] {
            if let Some(value) = value
                && value > MAX_PERCENT
            {
                return Err(corrupt(
                    wrong(name),
                    &format!("{name}: {value} is not from 0 to {MAX_PERCENT}"),
                ));
            }
        }
        if let Some(language) = &self.language
            && language.parse::<LanguageIdentifier>().is_err()
        {
            return Err(corrupt(
                wrong("language"),
                &format!("language: '{language}' is not a language tag"),
            ));
        }
        Ok(())
    }

    /// The names of the keys kept without being understood.
    pub fn unknown_keys(&self) -> Vec<String> {
        self.unknown.keys().cloned().collect()
    }
}

/// The file's text: a comment saying what it is, then `key = value` lines.
pub fn encode_preferences(preferences: &Preferences) -> String {
    let mut stamped = preferences.clone();
    stamped.version = Some(SETTINGS_VERSION);
    let body = toml::to_string(&stamped).unwrap_or_else(|_| {
        // Every field is a plain value and unknown keys came from TOML, so
        // this does not happen; keep the known fields if it ever does.
        stamped.unknown = toml::Table::new();
        toml::to_string(&stamped).unwrap_or_default()
    });
    let body = with_rate_scale(&body);
    format!(
        "# accessible-2048 preferences: the game writes this file when you change\n\
         # something while playing (and notes here that the tutorial was offered).\n\
         # Every line is optional; see the Preferences section of docs/guide.md.\n{body}"
    )
}

/// The scale of the speech rate, written beside it.
pub const RATE_SCALE: &str = "# 0 slowest, 50 the voice's normal, 100 fastest";

/// The body with the scale beside the top-level `rate` line (not a key of
/// the same name in a table kept for a newer release).
fn with_rate_scale(body: &str) -> String {
    let mut out = String::with_capacity(body.len() + RATE_SCALE.len() + 2);
    let mut top_level = true;
    for line in body.split_inclusive('\n') {
        let content = line.trim_end_matches('\n');
        if content.starts_with('[') {
            top_level = false;
        }
        if top_level && content.starts_with("rate = ") {
            out.push_str(content);
            out.push_str("  ");
            out.push_str(RATE_SCALE);
            out.push('\n');
        } else {
            out.push_str(line);
        }
    }
    out
}

/// Reads the file's bytes; any problem is a [`Damage`].
pub fn decode_preferences(bytes: &[u8]) -> Result<Preferences, Damage> {
    if bytes.contains(&0) {
        return Err(Damage::NotText);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    let mut table: toml::Table = toml::from_str(text).map_err(|error| {
        let line = error
            .span()
            .map(|span| text[..span.start.min(text.len())].matches('\n').count() + 1);
        let line = line.and_then(|line| u64::try_from(line).ok());
        match line {
            Some(line) => corrupt(
                Problem::Syntax { line: Some(line) },
                &format!("line {line}: {}", error.message()),
            ),
            None => corrupt(Problem::Syntax { line: None }, error.message()),
        }
    })?;
    let preferences = Preferences {
        version: take(&mut table, "version")?,
        language: take(&mut table, "language")?,
        speech: take(&mut table, "speech")?,
        rate: take(&mut table, "rate")?,
        say_empty: take(&mut table, "say_empty")?,
        verbosity: take(&mut table, "verbosity")?,
        sound: take(&mut table, "sound")?,
        sound_volume: take(&mut table, "sound_volume")?,
        music: take(&mut table, "music")?,
        music_volume: take(&mut table, "music_volume")?,
        coach: take(&mut table, "coach")?,
        powers: take(&mut table, "powers")?,
        tutorial_offered: take(&mut table, "tutorial_offered")?,
        braille: take(&mut table, "braille")?,
        unknown: table,
    };
    preferences.validate()?;
    Ok(preferences)
}

/// Takes `key` out of the table as a `T`; an error names the key.
fn take<T: DeserializeOwned>(table: &mut toml::Table, key: &str) -> Result<Option<T>, Damage> {
    match table.remove(key) {
        None => Ok(None),
        Some(value) => value
            .try_into()
            .map(Some)
            .map_err(|error| corrupt(wrong(key), &format!("{key}: {}", error.message()))),
    }
}

/// A [`Damage::Corrupt`] whose detail is one short printable line (the
/// storage's own shortening, on the detail folded onto one line).
fn corrupt(problem: Problem, detail: &str) -> Damage {
    Damage::corrupt_as(
        problem,
        &detail.split_whitespace().collect::<Vec<_>>().join(" "),
    )
}

/// The key `key` holds a value of the wrong type or outside its range.
fn wrong(key: &str) -> Problem {
    Problem::WrongValue {
        field: key.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::MAX_DETAIL_CHARS;

    #[track_caller]
    fn decoded(text: &str) -> Preferences {
        decode_preferences(text.as_bytes()).unwrap_or_else(|e| panic!("{text:?}: {e:?}"))
    }

    #[test]
    fn an_empty_file_sets_nothing() {
        assert_eq!(decoded(""), Preferences::default());
        assert_eq!(decoded("# only a comment\n"), Preferences::default());
    }

    #[test]
    fn every_field_reads() {
        let p = decoded(
            "version = 1\nlanguage = \"pt-BR\"\nspeech = false\nrate = 70\nsay_empty = true\n\
             verbosity = \"brief\"\nsound = true\nsound_volume = 30\nmusic = false\nmusic_volume = 0\n\
             coach = true\ntutorial_offered = true\n",
        );
        assert_eq!(p.language.as_deref(), Some("pt-BR"));
        assert_eq!(p.speech, Some(false));
        assert_eq!(p.rate, Some(70));
        assert_eq!(p.say_empty, Some(true));
        assert_eq!(p.verbosity, Some(Verbosity::Brief));
        assert_eq!(p.sound, Some(true));
        assert_eq!(p.sound_volume, Some(30));
        assert_eq!(p.music, Some(false));
        assert_eq!(p.music_volume, Some(0));
        assert_eq!(p.coach, Some(true));
        assert_eq!(p.tutorial_offered, Some(true));
        assert!(p.unknown.is_empty());
    }

    #[test]
    fn what_is_written_reads_back_the_same() {
        let p = Preferences {
            language: Some("de".into()),
            speech: Some(true),
            rate: Some(100),
            say_empty: Some(false),
            verbosity: Some(Verbosity::Full),
            sound: Some(false),
            sound_volume: Some(100),
            music: Some(true),
            music_volume: Some(5),
            coach: Some(false),
            tutorial_offered: Some(true),
            ..Preferences::default()
        };
        let text = encode_preferences(&p);
        let back = decoded(&text);
        assert_eq!(back.version, Some(SETTINGS_VERSION));
        assert_eq!(
            Preferences {
                version: None,
                ..back
            },
            p
        );
        assert!(
            text.contains(&format!("rate = 100  {RATE_SCALE}\n")),
            "{text}"
        );
        assert!(text.contains("verbosity = \"full\"\n"), "{text}");
    }

    #[test]
    fn unset_fields_are_not_written() {
        let text = encode_preferences(&Preferences {
            rate: Some(60),
            ..Preferences::default()
        });
        let keys: Vec<&str> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split(" = ").next())
            .collect();
        assert_eq!(keys, ["version", "rate"], "{text}");
    }

    #[test]
    fn the_rate_scale_is_written_beside_the_rate_only() {
        let p = decoded("rate = 40\n[future_table]\nrate = 3\n");
        let text = encode_preferences(&p);
        let beside: Vec<&str> = text.lines().filter(|l| l.contains(RATE_SCALE)).collect();
        assert_eq!(beside, [format!("rate = 40  {RATE_SCALE}")], "{text}");
        assert_eq!(
            Preferences {
                version: None,
                ..decoded(&text)
            },
            p
        );
        let none = encode_preferences(&Preferences::default());
        assert!(!none.contains(RATE_SCALE), "{none}");
    }

    #[test]
    fn unknown_keys_are_kept_and_written_back() {
        let p = decoded("rate = 40\nfuture_key = \"x\"\n[future_table]\nn = 3\n");
        assert_eq!(p.rate, Some(40));
        assert_eq!(p.unknown_keys(), ["future_key", "future_table"]);
        let back = decoded(&encode_preferences(&p));
        assert_eq!(back.unknown, p.unknown);
        assert_eq!(back.rate, Some(40));
    }

    #[test]
    fn damaged_files_table() {
        let table: [(&str, &str); 12] = [
            ("rate = 101", "rate"),
            ("rate = -1", "rate"),
            ("rate = 300", "rate"),
            ("rate = \"fast\"", "rate"),
            ("sound_volume = 101", "sound_volume"),
            ("music_volume = 1000", "music_volume"),
            ("speech = \"yes\"", "speech"),
            ("verbosity = \"loud\"", "loud"),
            ("language = \"not a tag!\"", "language"),
            ("language = 3", "language"),
            ("rate = ", "line 1"),
            ("version = 0", "version"),
        ];
        for (text, named) in table {
            match decode_preferences(text.as_bytes()) {
                Err(Damage::Corrupt { detail, .. }) => {
                    assert!(detail.contains(named), "{text:?}: {detail}");
                    assert!(detail.chars().count() <= MAX_DETAIL_CHARS);
                    assert!(!detail.chars().any(char::is_control), "{detail:?}");
                }
                other => panic!("{text:?} gave {other:?}"),
            }
        }
    }

    #[test]
    fn each_damage_is_told_by_its_kind() {
        let wrong = |key: &str| Problem::WrongValue { field: key.into() };
        let table = [
            ("rate = 101", wrong("rate")),
            ("speech = \"yes\"", wrong("speech")),
            ("language = \"not a tag!\"", wrong("language")),
            ("version = 0", wrong("version")),
            ("rate = ", Problem::Syntax { line: Some(1) }),
            ("rate = 5\n\nsound = [", Problem::Syntax { line: Some(3) }),
        ];
        for (text, expected) in table {
            match decode_preferences(text.as_bytes()) {
                Err(Damage::Corrupt { problem, .. }) => assert_eq!(problem, expected, "{text:?}"),
                other => panic!("{text:?} gave {other:?}"),
            }
        }
    }

    #[test]
    fn a_newer_file_is_not_read() {
        assert_eq!(
            decode_preferences(b"version = 2\nrate = 50\n"),
            Err(Damage::NewerVersion {
                found: 2,
                supported: 1
            })
        );
    }

    #[test]
    fn bytes_that_are_not_text_are_damage() {
        assert_eq!(decode_preferences(b"rate = 5\0"), Err(Damage::NotText));
        assert_eq!(decode_preferences(b"rate = \xff"), Err(Damage::NotText));
    }
}
