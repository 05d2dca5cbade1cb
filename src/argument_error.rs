//! The argument parser's refusals in the player's language: clap's error
//! kind and context (the argument, the value, the values it takes) mapped
//! to a Fluent message, as the game's own refusals are said; the language
//! is the one `--lang` asks for (read from the raw arguments, which did
//! not parse), else the preferences', else the environment's. An error of
//! a kind with no message here is left to clap's own words. Knows nothing
//! of exit statuses or of how the line is written (the binary's `main`).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::excerpt::excerpt;
use crate::file_options::FilesOptions;
use crate::i18n::Localizer;
use crate::narration::Message;

/// The words of the language the raw `args` ask for (`--lang X` or
/// `--lang=X`, and the directories whose preferences may name one), as
/// the game would choose it had they parsed.
pub fn words_for(args: &[OsString]) -> Localizer {
    let value = |name: &str| -> Option<String> {
        let flag = format!("--{name}");
        let joined = format!("--{name}=");
        args.iter().enumerate().find_map(|(at, arg)| {
            let arg = arg.to_str()?;
            if arg == flag {
                args.get(at + 1)?.to_str().map(str::to_string)
            } else {
                arg.strip_prefix(&joined).map(str::to_string)
            }
        })
    };
    let files = FilesOptions {
        lang: value("lang").filter(|lang| crate::i18n::check_language_tag(lang).is_ok()),
        data_dir: value("data-dir").map(PathBuf::from),
        config_dir: value("config-dir").map(PathBuf::from),
    };
    files.words()
}

/// The text of a context value: a string, or strings joined by commas.
fn text(value: &ContextValue) -> Option<String> {
    match value {
        ContextValue::String(value) => Some(excerpt(value)),
        ContextValue::Strings(values) => Some(
            values
                .iter()
                .map(|value| excerpt(value))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// The message for `kind`, given the context's argument, value and the
/// values an argument takes, and why a value was refused (the value
/// parser's own words); `None` for a kind said in clap's words.
fn message_of(
    kind: ErrorKind,
    context: &dyn Fn(ContextKind) -> Option<String>,
    why: &dyn Fn() -> Option<String>,
) -> Option<Message> {
    let arg = || context(ContextKind::InvalidArg).unwrap_or_default();
    let value = || context(ContextKind::InvalidValue).unwrap_or_default();
    let message = match kind {
        ErrorKind::UnknownArgument => Message::new("arg-unknown").text("arg", arg()),
        ErrorKind::InvalidSubcommand => Message::new("arg-unknown-subcommand").text(
            "arg",
            context(ContextKind::InvalidSubcommand).unwrap_or_default(),
        ),
        ErrorKind::InvalidValue if value().is_empty() => {
            Message::new("arg-missing-value").text("arg", arg())
        }
        ErrorKind::InvalidValue => match context(ContextKind::ValidValue) {
            Some(valid) => Message::new("arg-invalid-value-one-of")
                .text("value", value())
                .text("arg", arg())
                .text("valid", valid),
            None => Message::new("arg-invalid-value")
                .text("value", value())
                .text("arg", arg()),
        },
        ErrorKind::ValueValidation => match why() {
            Some(why) => Message::new("arg-invalid-value-why")
                .text("value", value())
                .text("arg", arg())
                .text("why", why),
            None => Message::new("arg-invalid-value")
                .text("value", value())
                .text("arg", arg()),
        },
        ErrorKind::ArgumentConflict => match context(ContextKind::PriorArg) {
            Some(prior) if prior != arg() => Message::new("arg-conflict")
                .text("arg", arg())
                .text("prior", prior),
            _ => Message::new("arg-twice").text("arg", arg()),
        },
        ErrorKind::TooManyValues | ErrorKind::NoEquals => Message::new("arg-unexpected-value")
            .text("value", value())
            .text("arg", arg()),
        ErrorKind::MissingRequiredArgument => Message::new("arg-missing").text("arg", arg()),
        ErrorKind::MissingSubcommand => Message::new("arg-missing-subcommand"),
        ErrorKind::InvalidUtf8 => Message::new("arg-not-utf8"),
        _ => return None,
    };
    Some(message)
}

/// The argument error in `words`' language, one line with its pointer to
/// `--help`, or `None` where clap's own words stand.
pub fn localized(error: &clap::Error, words: &Localizer) -> Option<String> {
    let context = |wanted: ContextKind| {
        error
            .context()
            .find(|(kind, _)| *kind == wanted)
            .and_then(|(_, value)| text(value))
    };
    let why = || {
        std::error::Error::source(error)
            .map(|source| source.to_string())
            .filter(|why| !why.is_empty())
    };
    let message = message_of(error.kind(), &context, &why)?;
    let line = words.message(&message);
    Some(format!(
        "{line} {}",
        words.message(&Message::new("arg-see-help"))
    ))
}
