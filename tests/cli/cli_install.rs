//! What an installed tool offers beside the game, through the real binary:
//!
//! - `--help` (of the game and of every subcommand) never carries styling
//!   escape codes, even on a terminal (a pseudo-terminal from `script`) with
//!   `CLICOLOR_FORCE=1` asking for colour, and names every environment
//!   variable the game reads;
//! - `completions SHELL` for every shell clap_complete knows, and `man`,
//!   name every subcommand; the bash script parses (`bash -n`);
//! - no completion script names the hidden speech worker;
//! - bash, through the function `complete -p` names, completes the options
//!   after every subcommand, the levels of `--verbosity` and the shipped
//!   languages of `--lang`, and no file names for a number;
//! - a shell that does not exist is one line on stderr and exit status 2;
//! - every option `--help` and the manual page list, and every variable, is
//!   explained in docs/guide.md (or docs/development.md for the measuring
//!   tools).

use std::process::{Command, Stdio};

use crate::common::{Binary, Run};

use accessible_2048::cli::Cli;
use accessible_2048::i18n::LOCALES;
use accessible_2048::narration::Verbosity;
use clap::{CommandFactory, ValueEnum};
use clap_complete::Shell;

const BIN: &str = env!("CARGO_BIN_EXE_accessible-2048");
const ESCAPE: char = '\u{1b}';
const VARIABLES: [&str; 7] = [
    "LANGUAGE",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "XDG_DATA_HOME",
    "XDG_CONFIG_HOME",
    "SPEECHD_ADDRESS",
];

fn run(args: &[&str]) -> Run {
    Binary::bare()
        .args(args)
        .env("CLICOLOR_FORCE", "1")
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR")
        .run()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("output is UTF-8")
}

/// Every subcommand a player sees (not the hidden speech worker the game
/// runs itself), from the clap definitions.
fn subcommands() -> Vec<String> {
    let names: Vec<String> = Cli::command()
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| s.get_name().to_string())
        .filter(|name| name != "help")
        .collect();
    assert!(names.len() >= 7, "{names:?}");
    names
}

/// Every `--help` the binary has: the game's and each subcommand's.
fn help_invocations() -> Vec<Vec<String>> {
    let mut all = vec![vec!["--help".to_string()], vec!["-h".to_string()]];
    for name in subcommands() {
        all.push(vec![name, "--help".to_string()]);
    }
    all
}

#[test]
fn help_has_no_escape_codes_when_piped() {
    for args in help_invocations() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = run(&args);
        assert_eq!(output.code, Some(0), "{args:?}");
        let help = output.stdout.clone();
        assert!(help.contains("Usage:"), "{args:?}: {help}");
        assert!(
            !help.contains(ESCAPE),
            "{args:?} has escape codes: {help:?}"
        );
    }
}

#[test]
fn help_has_no_escape_codes_on_a_terminal() {
    // `script` (util-linux, in every Debian) runs the command on a
    // pseudo-terminal and copies what it wrote.
    for args in help_invocations() {
        let line = format!("{BIN} {}", args.join(" "));
        let output = Command::new("script")
            .args(["--quiet", "--return", "--command", &line, "/dev/null"])
            .env("CLICOLOR_FORCE", "1")
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR")
            .stdin(Stdio::null())
            .output()
            .expect("script (util-linux) runs");
        assert_eq!(
            output.status.code(),
            Some(0),
            "{line}: {}",
            text(&output.stderr)
        );
        let help = text(&output.stdout);
        assert!(help.contains("Usage:"), "{line}: {help}");
        assert!(!help.contains(ESCAPE), "{line} has escape codes: {help:?}");
    }
}

#[test]
fn rendered_help_is_plain_even_in_ansi() {
    // clap's own rendering with styles: plain styles leave nothing to style.
    let mut command = Cli::command();
    command.build();
    let mut all = vec![command.clone()];
    all.extend(command.get_subcommands().cloned());
    for mut command in all {
        let help = command.render_long_help().ansi().to_string();
        assert!(!help.contains(ESCAPE), "{}: {help:?}", command.get_name());
    }
}

#[test]
fn help_names_every_environment_variable() {
    let help = run(&["--help"]).stdout;
    for variable in VARIABLES {
        assert!(
            help.contains(variable),
            "--help does not name {variable}:\n{help}"
        );
    }
}

#[test]
fn completions_name_every_subcommand() {
    let names = subcommands();
    for shell in Shell::value_variants() {
        let shell = shell.to_possible_value().unwrap();
        let output = run(&["completions", shell.get_name()]);
        assert_eq!(output.code, Some(0), "{}", output.stderr.clone());
        let script = output.stdout.clone();
        assert!(
            script.contains("accessible-2048"),
            "{}: {script}",
            shell.get_name()
        );
        for name in &names {
            assert!(
                script.contains(name.as_str()),
                "{} completions do not name {name}",
                shell.get_name()
            );
        }
    }
}

#[test]
fn bash_completions_parse() {
    let script = run(&["completions", "bash"]).stdout;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("accessible-2048.bash");
    std::fs::write(&path, script).unwrap();
    let checked = Command::new("bash").arg("-n").arg(&path).output().unwrap();
    assert!(checked.status.success(), "{}", text(&checked.stderr));
}

#[test]
fn man_page_names_every_subcommand_and_variable() {
    let output = run(&["man"]);
    assert_eq!(output.code, Some(0), "{}", output.stderr.clone());
    let page = output.stdout.clone();
    assert!(
        page.starts_with(".ie") || page.contains(".TH accessible-2048 6"),
        "{page}"
    );
    assert!(!page.contains(ESCAPE));
    for name in subcommands() {
        assert!(page.contains(&name), "the man page does not name {name}");
    }
    for variable in VARIABLES {
        let roff = variable.replace('_', "\\_");
        assert!(
            page.contains(variable) || page.contains(&roff),
            "the man page does not name {variable}"
        );
    }
}

#[test]
fn an_unknown_shell_is_one_line_and_status_2() {
    let output = run(&["completions", "cmd.exe"]);
    assert_eq!(output.code, Some(2));
    let error = output.stderr.clone();
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("cmd.exe"), "{error}");
    assert!(!error.contains(ESCAPE));
}

/// Every visible long option of `command` and of its visible subcommands,
/// with the subcommand path that has it.
fn long_options(command: &clap::Command, path: &str, found: &mut Vec<(String, String)>) {
    for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
        if let Some(long) = arg.get_long().filter(|l| !["help", "version"].contains(l)) {
            found.push((path.to_string(), format!("--{long}")));
        }
    }
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let path = format!("{path} {}", sub.get_name());
        long_options(sub, path.trim(), found);
    }
}

/// `--help` and the manual page come from the same definitions: every
/// option they list, and every variable, is explained in the guide (or, for
/// the measuring tools, in the development document).
#[test]
fn the_docs_explain_every_option_and_variable_help_lists() {
    let root = env!("CARGO_MANIFEST_DIR");
    let read = |name: &str| {
        std::fs::read_to_string(format!("{root}/docs/{name}"))
            .unwrap_or_else(|e| panic!("docs/{name}: {e}"))
    };
    let (guide, development) = (read("guide.md"), read("development.md"));
    let mut options = Vec::new();
    long_options(&Cli::command(), "", &mut options);
    assert!(options.len() > 20, "{options:?}");
    let missing: Vec<_> = options
        .iter()
        .filter(|(_, option)| {
            !guide.contains(option.as_str()) && !development.contains(option.as_str())
        })
        .collect();
    assert!(
        missing.is_empty(),
        "options the docs do not explain: {missing:?}"
    );
    for variable in VARIABLES {
        assert!(
            guide.contains(variable),
            "{variable} is not in docs/guide.md"
        );
    }
}

/// Completes the command line `words` (the last one being completed) with
/// the bash script the binary prints, the way bash does: the function that
/// `complete -p accessible-2048` names, called with COMP_WORDS and
/// COMP_CWORD set, in a directory holding a file (which a value that is no
/// path must not offer). Returns COMPREPLY.
fn bash_complete(words: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("accessible-2048.bash");
    std::fs::write(&script, run(&["completions", "bash"]).stdout).unwrap();
    let driver = r#"
        source "$1" || exit 3
        spec=$(complete -p accessible-2048) || exit 4
        function=${spec#*-F }
        function=${function%% *}
        shift
        COMP_WORDS=("$@")
        COMP_CWORD=$(( $# - 1 ))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        "$function" accessible-2048 "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\n' "${COMPREPLY[@]}"
    "#;
    let output = Command::new("bash")
        .arg("-c")
        .arg(driver)
        .arg("driver")
        .arg(&script)
        .arg("accessible-2048")
        .args(words)
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    assert!(
        output.status.success(),
        "{words:?}: {}",
        text(&output.stderr)
    );
    text(&output.stdout)
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect()
}

/// The names of the subcommands the player never types.
fn hidden_subcommands() -> Vec<String> {
    let names: Vec<String> = Cli::command()
        .get_subcommands()
        .filter(|s| s.is_hide_set())
        .map(|s| s.get_name().to_string())
        .collect();
    assert!(names.contains(&"speech-worker".to_string()), "{names:?}");
    names
}

#[test]
fn no_completion_script_names_a_hidden_subcommand() {
    let hidden = hidden_subcommands();
    for shell in Shell::value_variants() {
        let shell = shell.to_possible_value().unwrap();
        let script = run(&["completions", shell.get_name()]).stdout;
        // As a word: "share" is a hidden subcommand, "shared" a word of
        // an option's help.
        let words: Vec<&str> = script
            .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
            .collect();
        for name in &hidden {
            assert!(
                !words.contains(&name.as_str()),
                "{} completions name {name}",
                shell.get_name()
            );
        }
    }
    let top = bash_complete(&[""]);
    assert!(top.contains(&"play".to_string()), "{top:?}");
    for name in &hidden {
        assert!(!top.contains(name), "{top:?}");
        let help = bash_complete(&["help", ""]);
        assert!(help.contains(&"tilt".to_string()), "{help:?}");
        assert!(!help.contains(name), "{help:?}");
    }
}

#[test]
fn bash_completes_options_after_every_subcommand() {
    let command = Cli::command();
    let mut checked = 0;
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let offered = bash_complete(&[sub.get_name(), "--"]);
        let longs: Vec<String> = sub
            .get_arguments()
            .filter(|a| !a.is_hide_set())
            .filter_map(|a| a.get_long())
            .map(|long| format!("--{long}"))
            .collect();
        for long in longs.iter().chain(std::iter::once(&"--help".to_string())) {
            assert!(
                offered.contains(long),
                "{} -- offers {offered:?}, not {long}",
                sub.get_name()
            );
        }
        checked += longs.len();
    }
    assert!(checked > 15, "{checked} options checked");
    // Two levels down, and an option that takes a value on the way.
    let cycles = bash_complete(&["tilt", "cycles", "--"]);
    assert!(cycles.contains(&"--board".to_string()), "{cycles:?}");
    let after_value = bash_complete(&["play", "--seed", "7", "--no-s"]);
    assert_eq!(after_value, ["--no-speech", "--no-sound"]);
}

#[test]
fn bash_completes_the_values_of_verbosity_and_lang() {
    let levels: Vec<String> = Verbosity::ALL
        .iter()
        .map(|v| v.name().to_string())
        .collect();
    let locales: Vec<String> = LOCALES.iter().map(|l| l.id.to_string()).collect();
    assert_eq!(levels, ["brief", "normal", "full"]);
    assert!(locales.len() >= 5, "{locales:?}");
    let cases: [(&[&str], Vec<String>); 6] = [
        (&["--verbosity", ""], levels.clone()),
        (&["play", "--verbosity", ""], levels.clone()),
        (&["--verbosity", "f"], vec!["full".to_string()]),
        (&["--lang", ""], locales.clone()),
        (&["play", "--lang", ""], locales.clone()),
        (&["--lang", "pt"], vec!["pt-BR".to_string()]),
    ];
    for (words, expected) in cases {
        assert_eq!(bash_complete(words), expected, "{words:?}");
    }
}

#[test]
fn bash_offers_no_file_names_for_a_number_or_a_position() {
    for words in [
        &["--seed", ""][..],
        &["--rate", ""],
        &["--board", ""],
        &["play", "--size", ""],
        &["autoplay", "--games", ""],
        &["slide", "--board", ""],
    ] {
        let offered = bash_complete(words);
        assert!(
            offered
                .iter()
                .all(|word| !word.contains("accessible-2048.bash")),
            "{words:?} offers {offered:?}"
        );
    }
    // A path still completes with file names.
    let file = bash_complete(&["tilt", "--board-file", "acc"]);
    assert_eq!(file, ["accessible-2048.bash"]);
}

#[test]
fn zsh_and_fish_offer_the_levels_and_languages() {
    for shell in ["zsh", "fish"] {
        let script = run(&["completions", shell]).stdout;
        for word in Verbosity::ALL
            .iter()
            .map(|v| v.name())
            .chain(LOCALES.iter().map(|l| l.id))
        {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
}
