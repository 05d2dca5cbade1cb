//! Reading our JSON files without trusting them: bytes to a JSON document
//! (empty, not text, cut short and bad JSON each told apart), the
//! `"format"`/`"version"` header checked first, then the typed content
//! (serde derive) read through `serde_path_to_error`, so a missing or wrong
//! field is named by its path (`history[3].score: expected a whole number
//! from 0 to 2^64-1`).
//!
//! Generic over the file kind; what the fields mean is the business of the
//! saved-game and records modules. Never panics, whatever the bytes.

use std::fmt;
use std::marker::PhantomData;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serializer};
use serde_json::Value;

use super::damage::{Damage, Problem};

/// Turns file bytes into a JSON document whose `"format"` is `format` and
/// whose `"version"` is at most `supported`. Returns the document and its
/// version.
pub(super) fn parse_document(
    bytes: &[u8],
    format: &str,
    supported: u64,
) -> Result<(Value, u64), Damage> {
    if bytes.trim_ascii().is_empty() {
        return Err(Damage::Empty);
    }
    if bytes.contains(&0) {
        return Err(Damage::NotText);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    let document: Value = serde_json::from_str(text).map_err(|error| {
        if error.is_eof() {
            Damage::Truncated
        } else {
            let line = u64::try_from(error.line()).ok().filter(|line| *line > 0);
            Damage::corrupt_as(Problem::Syntax { line }, &error.to_string())
        }
    })?;
    let Some(root) = document.as_object() else {
        return Err(Damage::UnknownFormat);
    };
    if root.get("format").and_then(Value::as_str) != Some(format) {
        return Err(Damage::UnknownFormat);
    }
    #[derive(Deserialize)]
    struct Header {
        #[serde(deserialize_with = "whole")]
        version: u64,
    }
    let Header { version } = decode(&document)?;
    if version == 0 {
        return Err(Damage::corrupt("version", "0 is not a format version"));
    }
    if version > supported {
        return Err(Damage::NewerVersion {
            found: version,
            supported,
        });
    }
    Ok((document, version))
}

/// The typed content of a document; the first wrong field is named.
pub(super) fn decode<T: DeserializeOwned>(document: &Value) -> Result<T, Damage> {
    serde_path_to_error::deserialize(document).map_err(|error| {
        let path = error.path().to_string();
        let message = error.inner().to_string();
        damage_at(&path, &message)
    })
}

/// A serde message in the file's own words: what was expected (never the
/// bad value itself), or that the field is missing.
fn damage_at(path: &str, message: &str) -> Damage {
    let path = if path == "." { "" } else { path };
    if let Some(rest) = message.strip_prefix("missing field `") {
        let field = rest.trim_end_matches('`');
        let full = if path.is_empty() {
            field.to_string()
        } else {
            format!("{path}.{field}")
        };
        return missing(&full);
    }
    let path = if path.is_empty() { "the file" } else { path };
    if message.starts_with("invalid type: null") {
        return missing(path);
    }
    let from_serde = ["invalid type:", "invalid value:", "invalid length"]
        .iter()
        .any(|start| message.starts_with(start));
    let said = match message.split_once(", expected ") {
        Some((_, expected)) if from_serde => format!("expected {expected}"),
        _ => message.to_string(),
    };
    let said = match said.as_str() {
        "expected a sequence" => "expected a list".to_string(),
        "expected a boolean" => "expected true or false".to_string(),
        "expected f64" => "expected a number".to_string(),
        "expected a map" => "expected an object".to_string(),
        _ => said,
    };
    Damage::corrupt(path, said)
}

/// The field at `path` is not there.
fn missing(path: &str) -> Damage {
    Damage::corrupt_as(
        Problem::Missing {
            field: path.to_string(),
        },
        &format!("{path}: missing"),
    )
}

/// A whole number from 0 to 2^64 − 1 (serde `deserialize_with`).
pub(super) fn whole<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    struct Whole;
    impl Visitor<'_> for Whole {
        type Value = u64;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a whole number from 0 to 2^64-1")
        }
        fn visit_u64<E: de::Error>(self, value: u64) -> Result<u64, E> {
            Ok(value)
        }
        fn visit_i64<E: de::Error>(self, value: i64) -> Result<u64, E> {
            u64::try_from(value).map_err(|_| E::invalid_value(de::Unexpected::Signed(value), &self))
        }
    }
    deserializer.deserialize_u64(Whole)
}

/// An optional whole number (absent or null: none).
pub(super) fn optional_whole<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<u64>, D::Error> {
    #[derive(Deserialize)]
    struct Whole(#[serde(deserialize_with = "whole")] u64);
    Ok(Option::<Whole>::deserialize(deserializer)?.map(|Whole(n)| n))
}

/// A 64-bit number written as 1 to 16 hexadecimal digits.
pub(super) fn hex<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    let text = String::deserialize(deserializer)?;
    let well_formed =
        (1..=16).contains(&text.len()) && text.bytes().all(|byte| byte.is_ascii_hexdigit());
    well_formed
        .then(|| u64::from_str_radix(&text, 16).ok())
        .flatten()
        .ok_or_else(|| de::Error::custom("expected 1 to 16 hexadecimal digits"))
}

/// An optional 64-bit number of 1 to 16 hexadecimal digits (absent or
/// null: none).
pub(super) fn optional_hex<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<u64>, D::Error> {
    #[derive(Deserialize)]
    struct Hex(#[serde(deserialize_with = "hex")] u64);
    Ok(Option::<Hex>::deserialize(deserializer)?.map(|Hex(n)| n))
}

/// Writes an optional number as 16 hexadecimal digits (or null).
pub(super) fn optional_hex16<S: Serializer>(
    value: &Option<u64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => hex16(value, serializer),
        None => serializer.serialize_none(),
    }
}

/// Writes a number as 16 hexadecimal digits.
pub(super) fn hex16<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format!("{value:016x}"))
}

/// Writes a number as hexadecimal digits, without leading zeros.
pub(super) fn hex_short<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format!("{value:x}"))
}

/// A JSON object holding a `T`. Derived structs also accept a list of their
/// fields in order; our files never write one, so only an object is read.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Object<T>(pub T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OnlyMap<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for OnlyMap<T> {
            type Value = T;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
                T::deserialize(MapAccessDeserializer::new(map))
            }
        }
        deserializer
            .deserialize_map(OnlyMap(PhantomData))
            .map(Object)
    }
}

impl<T: serde::Serialize> serde::Serialize for Object<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn parse(text: &str) -> Result<u64, Damage> {
        parse_document(text.as_bytes(), "test", 2).map(|(_, version)| version)
    }

    #[test]
    fn headers() {
        assert_eq!(parse(r#"{"format":"test","version":1}"#), Ok(1));
        assert_eq!(parse(r#"{"format":"test","version":2}"#), Ok(2));
        assert_eq!(
            parse(r#"{"format":"test","version":3}"#),
            Err(Damage::NewerVersion {
                found: 3,
                supported: 2
            })
        );
        assert_eq!(
            parse(r#"{"format":"other","version":1}"#),
            Err(Damage::UnknownFormat)
        );
        assert_eq!(parse(r#"[1, 2]"#), Err(Damage::UnknownFormat));
        assert_eq!(parse(" \n\t"), Err(Damage::Empty));
        assert_eq!(parse(r#"{"format":"te"#), Err(Damage::Truncated));
        assert_eq!(
            parse(r#"{"format":"test","version":-1}"#),
            Err(Damage::Corrupt {
                detail: "version: expected a whole number from 0 to 2^64-1".into(),
                problem: Problem::WrongValue {
                    field: "version".into()
                }
            })
        );
        assert_eq!(
            parse(r#"{"format":"test"}"#),
            Err(Damage::Corrupt {
                detail: "version: missing".into(),
                problem: Problem::Missing {
                    field: "version".into()
                }
            })
        );
        assert!(matches!(
            parse(r#"{"format":"test","version":0}"#),
            Err(Damage::Corrupt { .. })
        ));
        assert!(matches!(parse("{]"), Err(Damage::Corrupt { .. })));
    }

    #[test]
    fn bad_json_is_a_syntax_problem_at_its_line() {
        let table = [
            ("{]", 1),
            ("{\n\"format\": \"test\",\n  oops\n}", 3),
            ("{\"format\":\"test\"} trailing", 1),
        ];
        for (text, line) in table {
            match parse(text) {
                Err(Damage::Corrupt { problem, .. }) => {
                    assert_eq!(problem, Problem::Syntax { line: Some(line) }, "{text:?}");
                }
                other => panic!("{text:?} gave {other:?}"),
            }
        }
    }

    #[derive(Debug, Deserialize)]
    struct Sample {
        #[serde(deserialize_with = "hex")]
        word: u64,
        inner: Object<Inner>,
        #[serde(default)]
        list: Option<Vec<Object<Inner>>>,
    }

    #[derive(Debug, Deserialize)]
    struct Inner {
        #[serde(deserialize_with = "whole")]
        n: u64,
        #[allow(dead_code, reason = "read only to check its type")]
        flag: Option<bool>,
    }

    #[test]
    fn fields_are_named_by_path_in_plain_words() {
        let table = [
            (r#"{"word":"ff","inner":{"n":1}}"#, Ok((255, 1, 0))),
            (
                r#"{"word":"fffffffffffffffff","inner":{"n":1}}"#,
                Err("word: expected 1 to 16 hexadecimal digits"),
            ),
            (
                r#"{"word":"+1","inner":{"n":1}}"#,
                Err("word: expected 1 to 16 hexadecimal digits"),
            ),
            (
                r#"{"word":5,"inner":{"n":1}}"#,
                Err("word: expected a string"),
            ),
            (
                r#"{"word":"1","inner":[1]}"#,
                Err("inner: expected an object"),
            ),
            (r#"{"word":"1","inner":{}}"#, Err("inner.n: missing")),
            (
                r#"{"word":"1","inner":{"n":null}}"#,
                Err("inner.n: missing"),
            ),
            (r#"{"inner":{"n":1}}"#, Err("word: missing")),
            (
                r#"{"word":"1","inner":{"n":1.5}}"#,
                Err("inner.n: expected a whole number from 0 to 2^64-1"),
            ),
            (
                r#"{"word":"1","inner":{"n":"\u001b[2J 9"}}"#,
                Err("inner.n: expected a whole number from 0 to 2^64-1"),
            ),
            (
                r#"{"word":"1","inner":{"n":1},"list":[{"n":2},{"n":3,"flag":1}]}"#,
                Err("list[1].flag: expected true or false"),
            ),
            (
                r#"{"word":"1","inner":{"n":1},"list":{}}"#,
                Err("list: expected a list"),
            ),
            (
                r#"{"word":"1","inner":{"n":1},"list":[{"n":2},{"n":3}]}"#,
                Ok((1, 1, 2)),
            ),
        ];
        for (text, expected) in table {
            let document: Value = serde_json::from_str(text).unwrap();
            let got = decode::<Sample>(&document).map(|sample| {
                (
                    sample.word,
                    sample.inner.0.n,
                    sample.list.map_or(0, |list| list.len()),
                )
            });
            let expected = expected.map_err(|detail: &str| {
                let (field, said) = detail.split_once(": ").unwrap_or_default();
                let field = field.to_string();
                Damage::Corrupt {
                    detail: detail.to_string(),
                    problem: if said == "missing" {
                        Problem::Missing { field }
                    } else {
                        Problem::WrongValue { field }
                    },
                }
            });
            assert_eq!(got, expected, "{text}");
        }
    }
}
