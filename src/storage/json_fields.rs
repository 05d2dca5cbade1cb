//! Reading our JSON files without trusting them: bytes to a JSON document
//! (empty, not text, cut short and bad JSON each told apart), the
//! `"format"`/`"version"` header checked first, then typed fields that name
//! their path (`history[3].score`) when they are missing or wrong.
//!
//! Generic over the file kind; what the fields mean is the business of the
//! saved-game and records modules. Never panics, whatever the bytes.

use serde_json::{Map, Value};

use super::damage::Damage;

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
            Damage::corrupt_detail(&error.to_string())
        }
    })?;
    let version = {
        let root = Fields::root(&document).map_err(|_| Damage::UnknownFormat)?;
        if root.map.get("format").and_then(Value::as_str) != Some(format) {
            return Err(Damage::UnknownFormat);
        }
        let version = root.u64("version")?;
        if version == 0 {
            return Err(Damage::corrupt("version", "0 is not a format version"));
        }
        if version > supported {
            return Err(Damage::NewerVersion {
                found: version,
                supported,
            });
        }
        version
    };
    Ok((document, version))
}

/// The fields of one JSON object, with the path that names it in errors.
pub(super) struct Fields<'a> {
    map: &'a Map<String, Value>,
    path: String,
}

impl<'a> Fields<'a> {
    /// The top-level object of a document.
    pub(super) fn root(document: &'a Value) -> Result<Fields<'a>, Damage> {
        Fields::of(document, String::new())
    }

    /// `value` as an object found at `path`.
    pub(super) fn of(value: &'a Value, path: String) -> Result<Fields<'a>, Damage> {
        match value {
            Value::Object(map) => Ok(Fields { map, path }),
            _ => Err(Damage::corrupt(display_path(&path), "expected an object")),
        }
    }

    /// The path of a field of this object.
    pub(super) fn path_of(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// A field that must be present (and not null).
    pub(super) fn required(&self, key: &str) -> Result<&'a Value, Damage> {
        self.optional(key)
            .ok_or_else(|| Damage::corrupt(&self.path_of(key), "missing"))
    }

    /// A field that may be absent; `null` counts as absent.
    pub(super) fn optional(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|value| !value.is_null())
    }

    /// A whole number from 0 to 2^64 − 1.
    pub(super) fn u64(&self, key: &str) -> Result<u64, Damage> {
        as_u64(self.required(key)?, &self.path_of(key))
    }

    /// A number (integer or not).
    pub(super) fn f64(&self, key: &str) -> Result<f64, Damage> {
        self.required(key)?
            .as_f64()
            .ok_or_else(|| Damage::corrupt(&self.path_of(key), "expected a number"))
    }

    pub(super) fn bool(&self, key: &str) -> Result<bool, Damage> {
        self.required(key)?
            .as_bool()
            .ok_or_else(|| Damage::corrupt(&self.path_of(key), "expected true or false"))
    }

    pub(super) fn str(&self, key: &str) -> Result<&'a str, Damage> {
        self.required(key)?
            .as_str()
            .ok_or_else(|| Damage::corrupt(&self.path_of(key), "expected a string"))
    }

    /// A nested object.
    pub(super) fn object(&self, key: &str) -> Result<Fields<'a>, Damage> {
        Fields::of(self.required(key)?, self.path_of(key))
    }

    /// An array (an absent or null one is empty).
    pub(super) fn array_or_empty(&self, key: &str) -> Result<&'a [Value], Damage> {
        match self.optional(key) {
            None => Ok(&[]),
            Some(Value::Array(items)) => Ok(items),
            Some(_) => Err(Damage::corrupt(&self.path_of(key), "expected a list")),
        }
    }

    /// A 64-bit number written as 1 to 16 hexadecimal digits.
    pub(super) fn hex_u64(&self, key: &str) -> Result<u64, Damage> {
        let text = self.str(key)?;
        let well_formed =
            (1..=16).contains(&text.len()) && text.bytes().all(|byte| byte.is_ascii_hexdigit());
        well_formed
            .then(|| u64::from_str_radix(text, 16).ok())
            .flatten()
            .ok_or_else(|| {
                Damage::corrupt(&self.path_of(key), "expected 1 to 16 hexadecimal digits")
            })
    }

    /// The entries of this object, in file order.
    pub(super) fn entries(&self) -> impl Iterator<Item = (&'a String, &'a Value)> + use<'a> {
        self.map.iter()
    }
}

/// A whole number from 0 to 2^64 − 1 at `path`.
pub(super) fn as_u64(value: &Value, path: &str) -> Result<u64, Damage> {
    value
        .as_u64()
        .ok_or_else(|| Damage::corrupt(path, "expected a whole number from 0 to 2^64-1"))
}

fn display_path(path: &str) -> &str {
    if path.is_empty() { "the file" } else { path }
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
        assert!(matches!(
            parse(r#"{"format":"test","version":-1}"#),
            Err(Damage::Corrupt { detail }) if detail.starts_with("version:")
        ));
        assert!(matches!(
            parse(r#"{"format":"test","version":0}"#),
            Err(Damage::Corrupt { .. })
        ));
        assert!(matches!(parse("{]"), Err(Damage::Corrupt { .. })));
    }

    #[test]
    fn hex_numbers() {
        let document: Value = serde_json::json!({
            "ok": "00ff", "max": "ffffffffffffffff", "long": "10000000000000000",
            "sign": "+1", "empty": "", "word": "xyz", "number": 5
        });
        let fields = Fields::root(&document).unwrap();
        assert_eq!(fields.hex_u64("ok"), Ok(255));
        assert_eq!(fields.hex_u64("max"), Ok(u64::MAX));
        for bad in ["long", "sign", "empty", "word", "number", "absent"] {
            assert!(fields.hex_u64(bad).is_err(), "{bad}");
        }
    }
}
