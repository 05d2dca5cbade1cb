//! Formats narration messages with Fluent: the chosen locale first, en-US
//! for any message it lacks. Unicode isolation marks are off (they reach
//! speech engines and braille displays as junk) and numbers are passed as
//! numbers, so plurals come out right.

use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::catalog::{LOCALES, Locale};
use super::cell_spelling::spell_cells;
use crate::narration::{Announcement, Arg, Message};

/// Formats messages in one language, falling back to English per message.
pub struct Localizer {
    locale: &'static Locale,
    bundles: Vec<FluentBundle<FluentResource>>,
    /// Tiles said by their power of two.
    powers: bool,
}

fn bundle_for(locale: &Locale) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = locale.id.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    for (name, source) in locale.sources {
        // A broken file is a build mistake the locale tests catch; parse what
        // can be parsed so the game still speaks.
        let resource =
            FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, errors)| {
                debug_assert!(errors.is_empty(), "{} {name}: {errors:?}", locale.id);
                partial
            });
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Removes what must never reach a terminal or a speech engine: control
/// characters (NUL among them) become spaces, runs of white space one space.
pub fn clean_line(text: &str) -> String {
    let replaced: String = text
        .chars()
        .map(|c| {
            if c.is_control() || c == '\u{2068}' || c == '\u{2069}' {
                ' '
            } else {
                c
            }
        })
        .collect();
    replaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The largest whole number an `f64` (Fluent's number type) holds exactly.
const EXACT_IN_F64: u64 = 1 << 53;

/// A number for Fluent. Fluent keeps numbers as `f64`, which would say
/// 2^64 - 1 as 18446744073709552000: above 2^53 the exact digits go as
/// text instead. Plural selection then takes the default variant, which in
/// every locale is `other`, the plural form of such numbers.
fn number_value(n: u64) -> FluentValue<'static> {
    if n <= EXACT_IN_F64 {
        FluentValue::from(n)
    } else {
        FluentValue::from(n.to_string())
    }
}

impl Localizer {
    pub fn new(locale: &'static Locale) -> Localizer {
        let mut bundles = vec![bundle_for(locale)];
        if locale.id != LOCALES[0].id {
            bundles.push(bundle_for(&LOCALES[0]));
        }
        Localizer {
            locale,
            bundles,
            powers: false,
        }
    }

    /// The same words, tiles said by their power of two (`10 B3` for 1024)
    /// if `powers`, else by their value.
    pub fn with_powers(mut self, powers: bool) -> Localizer {
        self.powers = powers;
        self
    }

    /// Tiles said by their power of two from now on, or by their value.
    pub fn set_powers(&mut self, powers: bool) {
        self.powers = powers;
    }

    /// Whether tiles are said by their power of two.
    pub fn powers(&self) -> bool {
        self.powers
    }

    /// How a tile of `value` is said: its value, or its power of two (a
    /// value that is no power of two, such as 0, stays as it is).
    fn tile(&self, value: u64) -> u64 {
        if self.powers && value.is_power_of_two() {
            u64::from(value.trailing_zeros())
        } else {
            value
        }
    }

    /// The locale's identifier, such as `de` or `pt-BR`.
    pub fn language(&self) -> &'static str {
        self.locale.id
    }

    /// Formats one message; a message no bundle has comes out as its id, so
    /// a gap is heard rather than silent.
    pub fn message(&self, message: &Message) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            let value = match arg {
                Arg::Number(n) => number_value(*n),
                Arg::Tile(value) => number_value(self.tile(*value)),
                Arg::Text(t) => FluentValue::from(spell_cells(self.locale.id, t)),
                Arg::Key(label) => FluentValue::from(label.clone()),
                Arg::List(items) => FluentValue::from(self.joined(items)),
                Arg::Series(items) => FluentValue::from(self.series(items)),
            };
            args.set(*name, value);
        }
        for bundle in &self.bundles {
            if let Some(pattern) = bundle.get_message(message.id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                return text.into_owned();
            }
        }
        message.id.to_string()
    }

    fn joined(&self, items: &[Message]) -> String {
        items
            .iter()
            .map(|m| self.message(m))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// "a, b and c" in the language's words (`list-and`).
    fn series(&self, items: &[Message]) -> String {
        match items {
            [] => String::new(),
            [one] => self.message(one),
            [init @ .., last] => self.message(
                &Message::new("list-and")
                    .text("first", self.joined(init))
                    .text("last", self.message(last)),
            ),
        }
    }

    /// Formats an announcement as one clean line.
    pub fn line(&self, announcement: &Announcement) -> String {
        let text = announcement
            .parts
            .iter()
            .map(|m| self.message(m))
            .collect::<Vec<_>>()
            .join(" ");
        clean_line(&text)
    }

    /// Whether the locale itself (not the fallback) has this message.
    pub fn has_own(&self, id: &str) -> bool {
        self.bundles[0].has_message(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_are_said_by_their_power_of_two_where_chosen_and_other_numbers_stay() {
        let words = Localizer::new(&LOCALES[0]);
        let cell = |value| {
            Message::new("cell-value")
                .text("cell", "B3")
                .tile("value", value)
        };
        let score = Message::new("score-gain")
            .num("gain", 1024)
            .num("score", 2048);
        assert_eq!(words.message(&cell(1024)), "B3, 1024");
        let powers = Localizer::new(&LOCALES[0]).with_powers(true);
        for (value, said) in [
            (1024, "B3, 10"),
            (2, "B3, 1"),
            (0, "B3, 0"),
            (131072, "B3, 17"),
        ] {
            assert_eq!(powers.message(&cell(value)), said);
        }
        assert_eq!(powers.message(&score), words.message(&score));
        // English says "an" before an 8, an 11 and an 18 as powers.
        for (value, said) in [
            (256, "an 8"),
            (2048, "an 11"),
            (262144, "an 18"),
            (16, "a 4"),
        ] {
            let text = powers.message(
                &Message::new("hint-worse-puts-tile")
                    .tile("value", value)
                    .text("cell", "A1"),
            );
            assert!(text.contains(said), "{text}");
        }
    }

    #[test]
    fn formats_with_plurals_and_no_isolation_marks() {
        let en = Localizer::new(&LOCALES[0]);
        let one = en.message(&Message::new("empty-count").num("count", 1));
        let two = en.message(&Message::new("empty-count").num("count", 2));
        assert_eq!(one, "1 empty cell.");
        assert_eq!(two, "2 empty cells.");
        let cell = en.message(
            &Message::new("cell-value")
                .text("cell", "B3")
                .num("value", 16),
        );
        assert_eq!(cell, "B3, 16");
    }

    #[test]
    fn series_say_and_before_the_last() {
        let en = Localizer::new(&LOCALES[0]);
        let cell = |c: &str| Message::new("direction-name").text("direction", c);
        let said = |items: Vec<Message>| {
            en.message(
                &Message::new("highest-tile")
                    .num("value", 8)
                    .series("cells", items),
            )
        };
        assert_eq!(said(vec![cell("up")]), "Highest tile 8, in up.");
        assert_eq!(
            said(vec![cell("up"), cell("left")]),
            "Highest tile 8, in up and left."
        );
        assert_eq!(
            said(vec![cell("up"), cell("left"), cell("down")]),
            "Highest tile 8, in up, left and down."
        );
    }

    #[test]
    fn unknown_ids_are_heard() {
        let en = Localizer::new(&LOCALES[0]);
        assert_eq!(
            en.message(&Message::new("no-such-message")),
            "no-such-message"
        );
    }

    /// A locale with one message of its own, to see the per-message fallback.
    static PARTIAL: Locale = Locale {
        id: "de",
        sources: &[("game.ftl", "undo-nothing = Nichts zum Zurücknehmen.\n")],
    };

    #[test]
    fn a_missing_message_alone_falls_back_to_english() {
        let partial = Localizer::new(&PARTIAL);
        let english = Localizer::new(&LOCALES[0]);
        assert!(partial.has_own("undo-nothing"));
        assert!(!partial.has_own("score"));
        let own = partial.message(&Message::new("undo-nothing"));
        assert_ne!(own, english.message(&Message::new("undo-nothing")));
        assert_eq!(
            own,
            PARTIAL.sources[0].1.split(" = ").nth(1).unwrap().trim()
        );
        let score = Message::new("score").num("score", 8).num("moves", 2);
        assert_eq!(partial.message(&score), english.message(&score));
    }

    #[test]
    fn each_translation_says_one_and_two_differently() {
        for locale in &LOCALES[1..] {
            let words = Localizer::new(locale);
            assert_eq!(words.language(), locale.id);
            let say = |n| words.message(&Message::new("empty-count").num("count", n));
            let one = say(1).replacen('1', "#", 1);
            let two = say(2).replacen('2', "#", 1);
            assert_ne!(one, two, "{}", locale.id);
            assert!(!say(5).contains('\u{2068}'), "{}", locale.id);
        }
    }

    #[test]
    fn large_numbers_are_said_exactly_with_the_plural_of_many() {
        let exact = EXACT_IN_F64 - 1;
        for locale in LOCALES {
            let words = Localizer::new(locale);
            let say =
                |n: u64| words.message(&Message::new("score").num("score", n).num("moves", n));
            for n in [EXACT_IN_F64 + 1, u64::MAX - 1, u64::MAX] {
                let said = say(n);
                assert!(said.contains(&n.to_string()), "{}: {said}", locale.id);
                assert_eq!(
                    said.replace(&n.to_string(), "#"),
                    say(exact).replace(&exact.to_string(), "#"),
                    "{}: the same plural form",
                    locale.id
                );
            }
        }
    }

    #[test]
    fn clean_line_removes_controls() {
        let escape = char::from(0x1b);
        assert_eq!(clean_line(&format!("a\0b\n c{escape}[31m")), "a b c [31m");
    }
}
