//! The locales compiled into the binary, so an installed game works from any
//! directory. To add a language, add its folder under `locales/` and an entry
//! here (see the README).

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
