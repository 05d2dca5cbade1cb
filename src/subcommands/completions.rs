//! `accessible-2048 completions SHELL`: the shell completion script,
//! generated from the clap definitions (`clap_complete`) it is given, on
//! standard output. Nothing here knows the game or its command line.
//!
//! What clap_complete does not do by itself is done here, for every shell:
//! hidden subcommands and options are left out (they are for the program
//! itself), and a value that is neither a word from a list nor a path (a
//! number, a position) is completed as typed instead of with file names.
//! For bash, the script's states are spelled one way, so that completion
//! goes on after a subcommand of a program whose name has a hyphen
//! (clap_complete 4.6 spells them two ways, clap-rs/clap#6421).

use std::any::TypeId;
use std::io::Write;
use std::path::PathBuf;

use clap::builder::ValueHint;
use clap::{Arg, Args};
use clap_complete::Shell;

use crate::error::AppError;

/// Print the completion script for a shell.
#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Writes the script for `args.shell` completing `command` to `out`.
pub fn run(
    args: &CompletionsArgs,
    command: clap::Command,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let name = command.get_name().to_string();
    let mut visible = for_completion(&command);
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut visible, &name, &mut script);
    if args.shell == Shell::Bash {
        let text = String::from_utf8_lossy(&script);
        script = one_spelling_of_states(&text, &name).into_bytes();
    }
    out.write_all(&script)?;
    Ok(())
}

/// `command` as a player completes it: without its hidden subcommands and
/// options (clap_complete lists them), with every value hint settled. The
/// copy is made before clap builds the command, so that the `help`
/// subcommand clap adds names the visible subcommands only.
fn for_completion(command: &clap::Command) -> clap::Command {
    let mut visible = clap::Command::new(command.get_name().to_string())
        .args(
            command
                .get_arguments()
                .filter(|arg| !arg.is_hide_set())
                .cloned()
                .map(with_value_hint),
        )
        .subcommands(
            command
                .get_subcommands()
                .filter(|sub| !sub.is_hide_set())
                .map(for_completion),
        );
    if let Some(version) = command.get_version() {
        visible = visible.version(version.to_string());
    }
    if let Some(about) = command.get_about() {
        visible = visible.about(about.clone());
    }
    visible
}

/// A value with no list of words and no hint is no file name: it is
/// completed as typed (`ValueHint::Other`). A path keeps clap's path hint.
fn with_value_hint(arg: Arg) -> Arg {
    let takes_value = arg.get_action().takes_values();
    let listed = !arg.get_possible_values().is_empty();
    let path = arg.get_value_parser().type_id() == TypeId::of::<PathBuf>();
    let hinted = arg.get_value_hint() != ValueHint::Unknown;
    if !takes_value || listed || hinted {
        arg
    } else if path {
        arg.value_hint(ValueHint::AnyPath)
    } else {
        arg.value_hint(ValueHint::Other)
    }
}

/// The bash script with each state spelled as its loop spells it: for
/// `my-app`, the case arms say `my__subcmd__app__subcmd__play` where the
/// loop arrives at `my__app__subcmd__play`. A script without the mismatch
/// is returned unchanged.
fn one_spelling_of_states(script: &str, name: &str) -> String {
    let arms = format!("{}__subcmd__", name.replace('-', "__subcmd__"));
    let states = format!("{}__subcmd__", name.replace('-', "__"));
    script.replace(&arms, &states)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_spellings_are_made_one() {
        let cases = [
            // (name, script, expected)
            (
                "my-app",
                "my__subcmd__app__subcmd__play)",
                "my__app__subcmd__play)",
            ),
            (
                "a-b-c",
                "a__subcmd__b__subcmd__c__subcmd__x__subcmd__y)",
                "a__b__c__subcmd__x__subcmd__y)",
            ),
            ("my-app", "my__app__subcmd__play)", "my__app__subcmd__play)"),
            ("plain", "plain__subcmd__play)", "plain__subcmd__play)"),
        ];
        for (name, script, expected) in cases {
            assert_eq!(one_spelling_of_states(script, name), expected, "{name}");
        }
    }

    #[test]
    fn hidden_subcommands_and_options_are_left_out() {
        let command = clap::Command::new("my-app")
            .version("1.2.3")
            .arg(Arg::new("seen").long("seen"))
            .arg(Arg::new("unseen").long("unseen").hide(true))
            .subcommand(clap::Command::new("open"))
            .subcommand(clap::Command::new("inner-worker").hide(true));
        let visible = for_completion(&command);
        let subs: Vec<&str> = visible.get_subcommands().map(|s| s.get_name()).collect();
        assert_eq!(subs, ["open"]);
        let args: Vec<&str> = visible
            .get_arguments()
            .map(|a| a.get_id().as_str())
            .collect();
        assert_eq!(args, ["seen"]);
        assert_eq!(visible.get_version(), Some("1.2.3"));
    }

    #[test]
    fn values_get_the_hint_their_kind_needs() {
        let cases = [
            (Arg::new("n").long("n"), ValueHint::Other),
            (
                Arg::new("p")
                    .long("p")
                    .value_parser(clap::value_parser!(PathBuf)),
                ValueHint::AnyPath,
            ),
            (
                Arg::new("d").long("d").value_hint(ValueHint::DirPath),
                ValueHint::DirPath,
            ),
            (
                Arg::new("w").long("w").value_parser(["brief", "full"]),
                ValueHint::Unknown,
            ),
            (
                Arg::new("f").long("f").action(clap::ArgAction::SetTrue),
                ValueHint::Unknown,
            ),
        ];
        for (arg, expected) in cases {
            let id = arg.get_id().to_string();
            let hinted = with_value_hint(arg);
            let hint = hinted.get_value_hint();
            assert_eq!(hint, expected, "{id}");
        }
    }
}
