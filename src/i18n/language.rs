//! Choosing the language: `--lang ID`, else the environment (`LANGUAGE`,
//! `LC_ALL`, `LC_MESSAGES`, `LANG`, with values like `de_DE.UTF-8` or `C`),
//! else en-US; then negotiated against the compiled-in locales (`es-MX` → `es`,
//! `pt` → `pt-BR`). The environment is passed in, so tests pin it.

use unic_langid::LanguageIdentifier;

use super::catalog::{LOCALES, Locale};

/// The language to speak, and what was asked for if it could not be had.
#[derive(Debug)]
pub struct LanguageChoice {
    pub locale: &'static Locale,
    /// The requested language when none of the locales matched it.
    pub unsupported: Option<String>,
    /// The language tag the speech voice should follow: the request that
    /// matched (`es-MX` keeps its region), else the locale's own id.
    pub voice: String,
}

/// Turns `de_DE.UTF-8@euro` into `de-DE`; `None` for C, POSIX and empty.
fn normalize(value: &str) -> Option<String> {
    let base = value.split(['.', '@']).next().unwrap_or("").trim();
    if base.is_empty() || base == "C" || base == "POSIX" {
        return None;
    }
    Some(base.replace('_', "-"))
}

/// The compiled-in locale for a requested language, if any matches: the same
/// language and region first, then the same language.
pub fn negotiate(requested: &str) -> Option<&'static Locale> {
    let wanted: LanguageIdentifier = requested.parse().ok()?;
    let parsed = || {
        LOCALES
            .iter()
            .filter_map(|l| l.id.parse::<LanguageIdentifier>().ok().map(|id| (l, id)))
    };
    parsed()
        .find(|(_, id)| id.language == wanted.language && id.region == wanted.region)
        .or_else(|| parsed().find(|(_, id)| id.language == wanted.language))
        .map(|(l, _)| l)
}

/// Chooses the language from the command line or the environment.
pub fn choose_language(cli: Option<&str>, env: impl Fn(&str) -> Option<String>) -> LanguageChoice {
    let english = &LOCALES[0];
    let mut requested: Vec<String> = Vec::new();
    if let Some(lang) = cli {
        requested.push(lang.trim().to_string());
    } else {
        let language_list = env("LANGUAGE").unwrap_or_default();
        requested.extend(language_list.split(':').filter_map(normalize));
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Some(value) = env(name).filter(|v| !v.trim().is_empty()) {
                // The first locale variable that is set decides; C means English.
                requested.extend(normalize(&value));
                break;
            }
        }
    }
    let matched = requested
        .iter()
        .find_map(|r| negotiate(r).map(|locale| (locale, r.clone())));
    match (matched, requested.first()) {
        (Some((locale, request)), _) => LanguageChoice {
            locale,
            unsupported: None,
            voice: request,
        },
        (None, first) => LanguageChoice {
            locale: english,
            unsupported: first.cloned(),
            voice: english.id.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let owned: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| {
            owned
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    #[track_caller]
    fn check(cli: Option<&str>, env: &[(&str, &str)], id: &str, unsupported: Option<&str>) {
        let choice = choose_language(cli, env_of(env));
        assert_eq!(choice.locale.id, id);
        assert_eq!(choice.unsupported.as_deref(), unsupported);
    }

    #[test]
    fn choices_table() {
        check(None, &[], "en-US", None);
        check(None, &[("LANG", "C")], "en-US", None);
        check(None, &[("LANG", "POSIX")], "en-US", None);
        check(None, &[("LANG", "en_GB.UTF-8")], "en-US", None);
        check(Some("en"), &[("LANG", "xx")], "en-US", None);
        check(Some("tlh"), &[], "en-US", Some("tlh"));
        check(
            Some("not a language!"),
            &[],
            "en-US",
            Some("not a language!"),
        );
        check(None, &[("LANG", "ja_JP.UTF-8")], "en-US", Some("ja-JP"));
        check(
            None,
            &[("LC_ALL", "C"), ("LANG", "ja_JP.UTF-8")],
            "en-US",
            None,
        );
        check(
            None,
            &[("LANGUAGE", "ja:en"), ("LANG", "ja_JP")],
            "en-US",
            None,
        );
    }

    #[test]
    fn translated_languages_table() {
        check(Some("es-MX"), &[], "es", None);
        check(Some("pt"), &[], "pt-BR", None);
        check(Some("pt-PT"), &[], "pt-BR", None);
        check(Some("fr-CA"), &[], "fr", None);
        check(Some("de"), &[("LANG", "fr_FR.UTF-8")], "de", None);
        check(None, &[("LANG", "de_DE.UTF-8")], "de", None);
        check(None, &[("LANG", "es_MX.UTF-8")], "es", None);
        check(None, &[("LANG", "pt_BR.UTF-8")], "pt-BR", None);
        check(None, &[("LC_ALL", "fr_CA")], "fr", None);
        check(None, &[("LC_MESSAGES", "de_AT@euro")], "de", None);
        check(None, &[("LANGUAGE", "pt")], "pt-BR", None);
        check(
            None,
            &[("LANGUAGE", "ja:es:fr"), ("LANG", "de_DE")],
            "es",
            None,
        );
        check(None, &[("LANGUAGE", "ja"), ("LANG", "de_DE")], "de", None);
        check(
            None,
            &[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")],
            "en-US",
            None,
        );
        check(None, &[("LANG", "nl_NL.UTF-8")], "en-US", Some("nl-NL"));
    }

    #[test]
    fn the_voice_keeps_the_region_asked_for() {
        let env = env_of(&[("LANG", "es_MX.UTF-8")]);
        assert_eq!(choose_language(None, env).voice, "es-MX");
        assert_eq!(choose_language(Some("pt"), env_of(&[])).voice, "pt");
        assert_eq!(choose_language(None, env_of(&[])).voice, "en-US");
        assert_eq!(choose_language(Some("tlh"), env_of(&[])).voice, "en-US");
    }

    #[test]
    fn normalizes_environment_values() {
        assert_eq!(normalize("de_DE.UTF-8@euro").as_deref(), Some("de-DE"));
        assert_eq!(normalize("pt_BR").as_deref(), Some("pt-BR"));
        assert_eq!(normalize("C.UTF-8"), None);
        assert_eq!(normalize(""), None);
    }
}
