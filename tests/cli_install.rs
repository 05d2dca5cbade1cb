//! What an installed tool offers beside the game, through the real binary:
//!
//! - `--help` (of the game and of every subcommand) never carries styling
//!   escape codes, even on a terminal (a pseudo-terminal from `script`) with
//!   `CLICOLOR_FORCE=1` asking for colour, and names every environment
//!   variable the game reads;
//! - `completions SHELL` for every shell clap_complete knows, and `man`,
//!   name every subcommand; the bash script parses (`bash -n`);
//! - a shell that does not exist is one line on stderr and exit status 2;
//! - every option `--help` and the manual page list, and every variable, is
//!   explained in docs/guide.md (or docs/development.md for the measuring
//!   tools).

use std::process::{Command, Output, Stdio};

use accessible_2048::cli::Cli;
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

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env("CLICOLOR_FORCE", "1")
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
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
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        let help = text(&output.stdout);
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
    let help = text(&run(&["--help"]).stdout);
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
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        let script = text(&output.stdout);
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
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let page = text(&output.stdout);
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
    assert_eq!(output.status.code(), Some(2));
    let error = text(&output.stderr);
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
