//! What the locale tests share: every message's variables and their kinds,
//! read from the en-US syntax tree, sample values for them, and the game's
//! own localizer called with those samples.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;

use accessible_2048::command::table::{COMMANDS, key_arguments};
use accessible_2048::i18n::{LOCALES, Locale, Localizer};
use accessible_2048::narration::{Arg, Message};
use fluent_syntax::ast;
use fluent_syntax::parser;

/// The numbers every counted message is tried with.
pub const NUMBERS: [u64; 6] = [0, 1, 2, 5, 21, 1_000_000];
/// Text values for arguments that are not selectors: cell names and a list.
pub const TEXTS: [&str; 3] = ["A1", "D4", "B2, C3"];
pub const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What kind of value a variable takes, as the en-US file uses it.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// A selector on words such as `left` or `top`: these keys are its values.
    Keys(BTreeSet<String>),
    /// A selector on plural categories or numbers: a number.
    Count,
    /// Only printed: a number or a text.
    Plain,
}

/// Message (or `message.attribute`) → its variables and their kinds.
pub type Signature = BTreeMap<String, Kind>;

pub fn parse(locale: &Locale) -> Vec<(&'static str, ast::Resource<&'static str>)> {
    locale
        .sources
        .iter()
        .map(|(name, source)| {
            let resource = parser::parse(*source).unwrap_or_else(|(_, errors)| {
                panic!("{}/{name} does not parse: {errors:?}", locale.id)
            });
            (*name, resource)
        })
        .collect()
}

pub fn en_us() -> &'static Locale {
    assert_eq!(LOCALES[0].id, "en-US", "en-US must come first");
    &LOCALES[0]
}

/// Every pattern of a locale by `id` or `id.attribute`, checking that no id
/// is defined twice and that no file holds junk.
pub fn patterns(locale: &Locale) -> BTreeMap<String, ast::Pattern<&'static str>> {
    let mut found = BTreeMap::new();
    for (file, resource) in parse(locale) {
        for entry in resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let id = message.id.name.to_string();
                    if let Some(value) = message.value {
                        let previous = found.insert(id.clone(), value);
                        assert!(previous.is_none(), "{}/{file}: {id} twice", locale.id);
                    }
                    for attribute in message.attributes {
                        let key = format!("{id}.{}", attribute.id.name);
                        let previous = found.insert(key.clone(), attribute.value);
                        assert!(previous.is_none(), "{}/{file}: {key} twice", locale.id);
                    }
                }
                ast::Entry::Junk { content } => {
                    panic!("{}/{file}: junk {content:?}", locale.id)
                }
                _ => {}
            }
        }
    }
    found
}

pub fn merge_kind(signature: &mut Signature, name: &str, kind: Kind) {
    let entry = signature.entry(name.to_string()).or_insert(Kind::Plain);
    *entry = match (entry.clone(), kind) {
        (Kind::Keys(mut a), Kind::Keys(b)) => {
            a.extend(b);
            Kind::Keys(a)
        }
        (Kind::Keys(a), _) | (_, Kind::Keys(a)) => Kind::Keys(a),
        (Kind::Count, _) | (_, Kind::Count) => Kind::Count,
        _ => Kind::Plain,
    };
}

pub fn walk_pattern(pattern: &ast::Pattern<&str>, signature: &mut Signature) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, signature);
        }
    }
}

pub fn walk_expression(expression: &ast::Expression<&str>, signature: &mut Signature) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let words: BTreeSet<String> = variants
                    .iter()
                    .filter_map(|v| match v.key {
                        ast::VariantKey::Identifier { name } => Some(name.to_string()),
                        ast::VariantKey::NumberLiteral { .. } => None,
                    })
                    .filter(|name| !PLURAL_CATEGORIES.contains(&name.as_str()))
                    .collect();
                let kind = if words.is_empty() {
                    Kind::Count
                } else {
                    Kind::Keys(words)
                };
                merge_kind(signature, id.name, kind);
            } else {
                walk_inline(selector, signature);
            }
            for variant in variants {
                walk_pattern(&variant.value, signature);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, signature),
    }
}

pub fn walk_inline(inline: &ast::InlineExpression<&str>, signature: &mut Signature) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            merge_kind(signature, id.name, Kind::Plain)
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, signature),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, signature);
            }
            for argument in &arguments.named {
                walk_inline(&argument.value, signature);
            }
        }
        _ => {}
    }
}

pub fn signatures(locale: &Locale) -> BTreeMap<String, Signature> {
    patterns(locale)
        .into_iter()
        .map(|(id, pattern)| {
            let mut signature = Signature::new();
            walk_pattern(&pattern, &mut signature);
            (id, signature)
        })
        .collect()
}

/// One argument value to try.
#[derive(Debug, Clone)]
pub enum Sample {
    Number(u64),
    Text(String),
    /// A key as the keyboard shows it (help's key names).
    Key(String),
}

pub fn samples(kind: &Kind) -> Vec<Sample> {
    let numbers = NUMBERS.iter().map(|&n| Sample::Number(n));
    match kind {
        Kind::Keys(keys) => keys.iter().map(|k| Sample::Text(k.clone())).collect(),
        Kind::Count => numbers.collect(),
        Kind::Plain => numbers
            .chain(TEXTS.iter().map(|t| Sample::Text(t.to_string())))
            .collect(),
    }
}

/// Every combination of the samples of every variable.
/// Every combination of samples for message `id`'s variables; the key
/// names of a help line are the keys the command table binds.
pub fn combinations(id: &str, signature: &Signature) -> Vec<Vec<(String, Sample)>> {
    let keys = if id.starts_with("help-") {
        key_arguments(COMMANDS)
    } else {
        Vec::new()
    };
    let mut all: Vec<Vec<(String, Sample)>> = vec![Vec::new()];
    for (name, kind) in signature {
        let options = match keys.iter().find(|(argument, _)| argument == name) {
            Some((_, label)) => vec![Sample::Key(label.clone())],
            None => samples(kind),
        };
        all = all
            .into_iter()
            .flat_map(|partial| {
                options.iter().map(move |sample| {
                    let mut next = partial.clone();
                    next.push((name.clone(), sample.clone()));
                    next
                })
            })
            .collect();
    }
    all
}

/// A `'static` copy of a message id or variable name, made once per name
/// (narration messages hold `'static` names).
pub fn intern(name: &str) -> &'static str {
    static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&known) = names.get(name) {
        return known;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.insert(leaked);
    leaked
}

/// The same message through the game's own localizer, as a narration message.
pub fn narrate(localizer: &Localizer, id: &str, args: &[(String, Sample)]) -> String {
    let mut message = Message::new(intern(id));
    for (name, sample) in args {
        message.args.push((
            intern(name),
            match sample {
                Sample::Number(n) => Arg::Number(*n),
                Sample::Text(t) => Arg::Text(t.clone()),
                Sample::Key(k) => Arg::Key(k.clone()),
            },
        ));
    }
    localizer.message(&message)
}
