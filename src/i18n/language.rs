//! Choosing the language: `--lang ID`, else the environment (`LANGUAGE`,
//! `LC_ALL`, `LC_MESSAGES`, `LANG`, with values like `de_DE.UTF-8` or `C`),
//! else on Windows the system's UI language, else en-US; then negotiated
//! against the compiled-in locales with `fluent-langneg` (`es-MX` → `es`,
//! `pt` → `pt-BR`). The environment and the UI language are passed in to
//! [`choose_from`], so tests pin them; only [`choose_language`] asks the
//! system for its UI language, and [`choose_language_here`] the process's
//! environment too. Every command that speaks the player's language (the
//! game, `stats`) checks `--lang` with [`check_language_tag`] and chooses
//! with [`choose_language_here`].

use fluent_langneg::{NegotiationStrategy, negotiate_languages};
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

/// Turns `de_DE.UTF-8@euro` into `de-DE`; `None` for C, POSIX (with any
/// codeset, such as `C.UTF-8`) and empty. A value with nothing usable
/// before its codeset (`../../etc`) is kept whole, so it is reported as a
/// language that is not available rather than taken for English silently.
fn normalize(value: &str) -> Option<String> {
    let value = value.trim();
    let base = value.split(['.', '@']).next().unwrap_or("").trim();
    if value.is_empty() || is_c_locale(value) {
        return None;
    }
    if base.is_empty() {
        return Some(value.to_string());
    }
    Some(base.replace('_', "-"))
}

/// Whether a locale value names the C locale (`C`, `POSIX`, `C.UTF-8`).
fn is_c_locale(value: &str) -> bool {
    let base = value.trim().split(['.', '@']).next().unwrap_or("");
    base == "C" || base == "POSIX"
}

/// The compiled-in locale for a requested language, if any matches (the
/// same language and region first, then the same language with another
/// region), as `fluent-langneg` negotiates it.
pub fn negotiate(requested: &str) -> Option<&'static Locale> {
    let wanted: LanguageIdentifier = requested.parse().ok()?;
    let available: Vec<LanguageIdentifier> = LOCALES
        .iter()
        .map(|l| l.id.parse().expect("compiled-in locale ids parse"))
        .collect();
    let matched = negotiate_languages(&[wanted], &available, None, NegotiationStrategy::Lookup);
    let index = available
        .iter()
        .position(|id| Some(&id) == matched.first())?;
    Some(&LOCALES[index])
}

/// Chooses the language from the command line, the environment, else the
/// system's UI language (Windows only; Unix systems say theirs through the
/// environment).
pub fn choose_language(cli: Option<&str>, env: impl Fn(&str) -> Option<String>) -> LanguageChoice {
    choose_from(cli, env, system_ui_language().as_deref())
}

/// Chooses the language from `requested` (`--lang`, else the language the
/// preferences keep), else this process's environment, else the system's
/// UI language. A variable that is not UTF-8 is a language asked for all
/// the same: it is said to be unavailable, not taken for English silently.
pub fn choose_language_here(requested: Option<&str>) -> LanguageChoice {
    choose_language(requested, |name| {
        std::env::var_os(name).map(|value| value.to_string_lossy().into_owned())
    })
}

/// Checks a `--lang` value: any language tag is accepted (the choice then
/// negotiates it, and says when no locale is close); anything else is the
/// one-line complaint to print, quoting the value in a short excerpt.
pub fn check_language_tag(value: &str) -> Result<(), String> {
    match value.parse::<LanguageIdentifier>() {
        Ok(_) => Ok(()),
        Err(_) => Err(format!(
            "bad --lang: '{}' is not a language identifier (like en-US, de or pt-BR)",
            crate::excerpt::excerpt(value)
        )),
    }
}

/// The language of the Windows user interface, such as `de-DE`.
#[cfg(windows)]
fn system_ui_language() -> Option<String> {
    sys_locale::get_locale()
}

/// Unix: none; the environment is the only source, and unset means English.
#[cfg(not(windows))]
fn system_ui_language() -> Option<String> {
    None
}

/// The environment variables that choose the language, in order.
pub const LANGUAGE_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

/// Chooses the language from the command line, else the environment, else
/// `ui_language` (used only when none of [`LANGUAGE_VARIABLES`] is set; a
/// variable set to `C` still means English).
pub fn choose_from(
    cli: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
    ui_language: Option<&str>,
) -> LanguageChoice {
    let english = &LOCALES[0];
    let env = |name: &str| env(name).filter(|v| !v.trim().is_empty());
    let mut requested: Vec<String> = Vec::new();
    if let Some(lang) = cli {
        requested.push(lang.trim().to_string());
    } else if LANGUAGE_VARIABLES.iter().any(|name| env(name).is_some()) {
        // The first locale variable that is set decides; C means English,
        // and then, as in gettext, LANGUAGE is not looked at either.
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| env(name));
        if !locale.as_deref().is_some_and(is_c_locale) {
            let language_list = env("LANGUAGE").unwrap_or_default();
            requested.extend(language_list.split(':').filter_map(normalize));
            requested.extend(locale.as_deref().and_then(normalize));
        }
    } else {
        requested.extend(ui_language.and_then(normalize));
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
    fn the_c_locale_sets_language_aside_as_gettext_does() {
        check(None, &[("LANGUAGE", "fr"), ("LANG", "C")], "en-US", None);
        check(
            None,
            &[("LANGUAGE", "fr"), ("LC_ALL", "POSIX")],
            "en-US",
            None,
        );
        check(
            None,
            &[("LANGUAGE", "de"), ("LC_MESSAGES", "C.UTF-8")],
            "en-US",
            None,
        );
        // LC_ALL decides before LANG, whatever LANG says.
        check(
            None,
            &[("LANGUAGE", "fr"), ("LC_ALL", "C"), ("LANG", "de_DE")],
            "en-US",
            None,
        );
        check(
            None,
            &[("LANGUAGE", "fr"), ("LC_ALL", "de_DE"), ("LANG", "C")],
            "fr",
            None,
        );
        // With no locale variable at all, LANGUAGE alone chooses.
        check(None, &[("LANGUAGE", "fr")], "fr", None);
    }

    #[test]
    fn unusable_values_are_reported_not_taken_for_english() {
        check(None, &[("LANG", "../../etc")], "en-US", Some("../../etc"));
        check(None, &[("LANG", ".UTF-8")], "en-US", Some(".UTF-8"));
        check(None, &[("LANG", "de\u{fffd}")], "en-US", Some("de\u{fffd}"));
        check(None, &[("LANG", "x/y")], "en-US", Some("x/y"));
        check(None, &[("LANG", " C ")], "en-US", None);
    }

    #[test]
    fn the_voice_keeps_the_region_asked_for() {
        let env = env_of(&[("LANG", "es_MX.UTF-8")]);
        assert_eq!(choose_language(None, env).voice, "es-MX");
        assert_eq!(choose_language(Some("pt"), env_of(&[])).voice, "pt");
        assert_eq!(choose_language(None, env_of(&[])).voice, "en-US");
        assert_eq!(choose_language(Some("tlh"), env_of(&[])).voice, "en-US");
    }

    #[track_caller]
    fn check_ui(env: &[(&str, &str)], ui: Option<&str>, id: &str, unsupported: Option<&str>) {
        let choice = choose_from(None, env_of(env), ui);
        assert_eq!(choice.locale.id, id, "env {env:?}, UI language {ui:?}");
        assert_eq!(choice.unsupported.as_deref(), unsupported);
    }

    #[test]
    fn windows_ui_language_table() {
        // Used when nothing in the environment chooses.
        check_ui(&[], Some("de-DE"), "de", None);
        check_ui(&[], Some("es-MX"), "es", None);
        check_ui(&[], Some("es-419"), "es", None);
        check_ui(&[], Some("fr-CA"), "fr", None);
        check_ui(&[], Some("pt-PT"), "pt-BR", None);
        check_ui(&[], Some("pt-BR"), "pt-BR", None);
        check_ui(&[], Some("en-GB"), "en-US", None);
        check_ui(&[], Some("ja-JP"), "en-US", Some("ja-JP"));
        check_ui(&[], Some("zh-Hans-CN"), "en-US", Some("zh-Hans-CN"));
        check_ui(&[], Some(""), "en-US", None);
        check_ui(&[], None, "en-US", None);
        // Empty variables are not set.
        check_ui(
            &[("LANG", ""), ("LANGUAGE", " ")],
            Some("de-DE"),
            "de",
            None,
        );
        // Any variable that is set wins over the UI language, C too.
        check_ui(&[("LANG", "fr_FR.UTF-8")], Some("de-DE"), "fr", None);
        check_ui(&[("LC_MESSAGES", "es")], Some("de-DE"), "es", None);
        check_ui(&[("LANGUAGE", "pt")], Some("de-DE"), "pt-BR", None);
        check_ui(&[("LANG", "C")], Some("de-DE"), "en-US", None);
        check_ui(&[("LC_ALL", "POSIX")], Some("de-DE"), "en-US", None);
        check_ui(&[("LANG", "nl_NL")], Some("de-DE"), "en-US", Some("nl-NL"));
        // And --lang wins over both.
        let choice = choose_from(Some("es"), env_of(&[("LANG", "fr_FR")]), Some("de-DE"));
        assert_eq!(choice.locale.id, "es");
        // The voice follows the UI language's region.
        assert_eq!(choose_from(None, env_of(&[]), Some("de-AT")).voice, "de-AT");
    }

    #[cfg(not(windows))]
    #[test]
    fn unix_keeps_to_the_environment() {
        assert_eq!(system_ui_language(), None);
        let choice = choose_language(None, env_of(&[]));
        assert_eq!((choice.locale.id, choice.unsupported), ("en-US", None));
    }

    #[test]
    fn language_tags_are_checked_and_others_refused_in_one_line() {
        for good in ["en-US", "de", "pt-BR", "tlh", "es-419", "zh-Hans-CN"] {
            assert_eq!(check_language_tag(good), Ok(()), "{good}");
        }
        for bad in ["not a language!", "x/y", "\u{1b}[31m"] {
            let said = check_language_tag(bad).expect_err(bad);
            assert!(said.starts_with("bad --lang: '"), "{said}");
            assert!(!said.contains(['\n', '\u{1b}']), "{said:?}");
        }
    }

    #[test]
    fn normalizes_environment_values() {
        assert_eq!(normalize("de_DE.UTF-8@euro").as_deref(), Some("de-DE"));
        assert_eq!(normalize("pt_BR").as_deref(), Some("pt-BR"));
        assert_eq!(normalize("C.UTF-8"), None);
        assert_eq!(normalize(""), None);
    }
}
