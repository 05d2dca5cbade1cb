//! The locales compiled into the binary, so an installed game works from any
//! directory. To add a language, add its folder under `locales/` and an entry
//! here (see "Adding a language" in docs/development.md).

/// One language: its identifier and the text of its `.ftl` files.
#[derive(Debug)]
pub struct Locale {
    pub id: &'static str,
    pub sources: &'static [(&'static str, &'static str)],
}

macro_rules! locale {
    ($id:literal) => {
        Locale {
            id: $id,
            sources: &[
                (
                    "game.ftl",
                    include_str!(concat!("../../locales/", $id, "/game.ftl")),
                ),
                (
                    "help.ftl",
                    include_str!(concat!("../../locales/", $id, "/help.ftl")),
                ),
                (
                    "notices.ftl",
                    include_str!(concat!("../../locales/", $id, "/notices.ftl")),
                ),
                (
                    "lessons.ftl",
                    include_str!(concat!("../../locales/", $id, "/lessons.ftl")),
                ),
                (
                    "stats.ftl",
                    include_str!(concat!("../../locales/", $id, "/stats.ftl")),
                ),
                (
                    "share.ftl",
                    include_str!(concat!("../../locales/", $id, "/share.ftl")),
                ),
                (
                    "braille.ftl",
                    include_str!(concat!("../../locales/", $id, "/braille.ftl")),
                ),
                (
                    "replay.ftl",
                    include_str!(concat!("../../locales/", $id, "/replay.ftl")),
                ),
                (
                    "refusals.ftl",
                    include_str!(concat!("../../locales/", $id, "/refusals.ftl")),
                ),
            ],
        }
    };
}

/// Every locale; the first is the fallback for missing messages.
pub const LOCALES: &[Locale] = &[
    locale!("en-US"),
    locale!("es"),
    locale!("fr"),
    locale!("de"),
    locale!("pt-BR"),
];

pub fn locale_by_id(id: &str) -> Option<&'static Locale> {
    LOCALES.iter().find(|l| l.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use unic_langid::LanguageIdentifier;

    #[test]
    fn english_first_and_every_id_distinct_and_valid() {
        assert_eq!(LOCALES[0].id, "en-US");
        for (i, locale) in LOCALES.iter().enumerate() {
            let parsed: LanguageIdentifier = locale.id.parse().expect(locale.id);
            assert_eq!(parsed.to_string(), locale.id, "canonical spelling");
            assert!(
                LOCALES[..i].iter().all(|l| l.id != locale.id),
                "{} twice",
                locale.id
            );
            assert_eq!(locale.sources.len(), LOCALES[0].sources.len());
        }
    }

    #[test]
    fn every_locale_is_found_by_its_id_and_has_the_same_files() {
        let files: Vec<&str> = LOCALES[0].sources.iter().map(|(n, _)| *n).collect();
        for locale in LOCALES {
            let found = locale_by_id(locale.id).expect(locale.id);
            assert_eq!(found.id, locale.id);
            assert_eq!(found.sources, locale.sources);
            let own: Vec<&str> = locale.sources.iter().map(|(n, _)| *n).collect();
            assert_eq!(own, files, "{}", locale.id);
            assert!(
                locale
                    .sources
                    .iter()
                    .all(|(_, text)| !text.trim().is_empty())
            );
        }
        assert!(locale_by_id("xx").is_none());
    }
}
