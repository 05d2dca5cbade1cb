//! The README's install lines and the programs the tests start, kept in
//! step: a newcomer who runs the README's two commands on a fresh Debian
//! machine has every program that `cargo test --release` starts.
//!
//! The test reads every test source outside the opt-in Windows tests
//! (`tests/windows/`, run only with a built `.exe` or zip) and finds the
//! programs started there: each `require(program, flag, opt_out, package)`
//! (its package) and each `Command::new("program")` (also under the name
//! `Process`). A program is covered when its package is named on one of the
//! README's `apt-get install` lines, or is part of every Debian system
//! (Essential or Priority required: coreutils, dash, bash, util-linux's
//! mount), or belongs to the screen-reader tests that a plain `cargo test`
//! counts as ignored (Orca's and Fenrir's desktops, which `.ci/run` installs
//! and runs with `--ignored`): every test of those files is `#[ignore]`d, so
//! none of them can pass where its reader is missing. A `Command::new` of anything but a literal name must
//! be listed in [`STARTED_BY_NAME`] with the programs it may start, so a new
//! test that starts a new program cannot pass this test unseen.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Which Debian package gives each program the tests start by name.
const PACKAGE_OF: &[(&str, &str)] = &[
    ("tmux", "tmux"),
    ("yasr", "yasr"),
    ("speech-dispatcher", "speech-dispatcher"),
    ("espeak-ng", "espeak-ng"),
    ("pulseaudio", "pulseaudio"),
    // pulseaudio depends on pulseaudio-utils, which holds pacat.
    ("pacat", "pulseaudio"),
    ("strace", "strace"),
    ("brltty", "brltty"),
    ("sh", "dash"),
    ("bash", "bash"),
    ("stty", "coreutils"),
    ("mkfifo", "coreutils"),
    ("script", "bsdutils"),
    ("mount", "mount"),
    ("umount", "mount"),
    // Cargo runs the tests: it is there by definition.
    ("cargo", "cargo"),
];

/// Packages every Debian system has (Essential, or Priority required, as
/// debootstrap's minimal base installs them), and cargo, which runs the
/// tests.
const BASE: &[&str] = &["coreutils", "dash", "bash", "bsdutils", "mount", "cargo"];

/// Programs of the screen-reader tests that a plain `cargo test` ignores
/// (`tests/e2e_orca.rs`, `tests/e2e_fenrir.rs`), each with the only file
/// allowed to start it.
const IGNORED_UNLESS_ASKED: &[(&str, &str)] = &[
    ("Xvfb", "e2e_orca.rs"),
    ("dbus-run-session", "e2e_orca.rs"),
    ("orca", "e2e_orca.rs"),
    ("gio", "e2e_orca.rs"),
    ("gnome-terminal", "e2e_orca.rs"),
    ("xdotool", "e2e_orca.rs"),
    ("openbox", "e2e_orca.rs"),
    ("gsettings", "e2e_orca.rs"),
    ("python3", "e2e_fenrir.rs"),
];

/// `Command::new` of something other than a literal name: the file, the
/// expression, and the programs it may start (none: the game's own binary
/// or the test binary itself).
const STARTED_BY_NAME: &[(&str, &str, &[&str])] = &[
    ("common/mod.rs", "program", &[]),
    ("terminal/faults_terminal.rs", "program", &["tmux", "bash"]),
    ("terminal/faults_terminal.rs", "BIN", &[]),
    ("common/cold_desktop.rs", "program", &[]),
    (
        "e2e_orca.rs",
        "program",
        &["gnome-terminal", "xdotool", "openbox", "gsettings"],
    ),
    ("speech/speech_fallback_voice.rs", "&real", &["espeak-ng"]),
    ("cli/third_party.rs", "cargo", &["cargo"]),
    ("e2e_fenrir.rs", "&python", &["python3"]),
    ("common/virtual_braille.rs", "brltty()", &["brltty"]),
    // The game's binary, or the one a benchmark names to compare with.
    ("common/speech_stall.rs", "binary", &[]),
];

/// The game's binary or the test's own, however a test names it.
fn is_own_binary(expression: &str) -> bool {
    expression == "BIN"
        || expression == "binary()"
        || expression.starts_with("common::binary()")
        || expression.starts_with("env!(\"CARGO_BIN_EXE_")
        || expression.starts_with("std::env::current_exe()")
}

/// The packages named on the README's `apt-get install` lines.
fn readme_packages(readme: &str) -> BTreeSet<String> {
    let mut packages = BTreeSet::new();
    for line in readme.lines() {
        let Some((_, rest)) = line.split_once("apt-get install") else {
            continue;
        };
        let named = rest.split("&&").next().unwrap_or_default();
        for word in named.split_whitespace() {
            if !word.starts_with('-') && !word.starts_with('.') {
                packages.insert(word.to_string());
            }
        }
    }
    packages
}

/// The README's test command: the fenced line that runs `cargo test`.
fn readme_test_command(readme: &str) -> Option<&str> {
    readme
        .lines()
        .find(|line| line.contains("apt-get install") && line.contains("cargo test"))
}

/// Every `.rs` file under `dir`, recursively.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The text of a call's arguments: from just after `(` to its matching `)`.
fn arguments(text: &str) -> &str {
    let mut depth = 1;
    for (at, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[..at];
                }
            }
            _ => {}
        }
    }
    text
}

/// The string literals in `text`, in order.
fn literals(text: &str) -> Vec<String> {
    text.split('"')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, s)| s.to_string())
        .collect()
}

/// A program a test starts, and where.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Started {
    file: String,
    line: usize,
    /// The program's name; for `require`, the package it names.
    program: String,
    /// The package `require` names, if it was one.
    package: Option<String>,
    /// The expression, when it is not a literal.
    expression: Option<String>,
}

/// The programs started in one source file.
fn started_in(file: &str, text: &str) -> Vec<Started> {
    let mut found = Vec::new();
    let call_names = ["require(", "Command::new(", "Process::new("];
    for name in call_names {
        for (at, _) in text.match_indices(name) {
            // `fn require(` is the helper itself.
            if text[..at].ends_with("fn ") {
                continue;
            }
            let line = text[..at].lines().count().max(1);
            let args = arguments(&text[at + name.len()..]);
            let trimmed = args.trim();
            if name == "require(" {
                let words = literals(args);
                found.push(Started {
                    file: file.to_string(),
                    line,
                    program: words.first().cloned().unwrap_or_default(),
                    package: words.last().cloned(),
                    expression: None,
                });
            } else if let Some(literal) =
                trimmed.strip_prefix('"').and_then(|s| s.strip_suffix('"'))
            {
                found.push(Started {
                    file: file.to_string(),
                    line,
                    program: literal.to_string(),
                    package: None,
                    expression: None,
                });
            } else if !is_own_binary(trimmed) {
                found.push(Started {
                    file: file.to_string(),
                    line,
                    program: String::new(),
                    package: None,
                    expression: Some(trimmed.to_string()),
                });
            }
        }
    }
    found
}

/// Why `started` is not covered by `readme`'s packages, if it is not.
fn uncovered(started: &Started, readme: &BTreeSet<String>) -> Vec<String> {
    let covered = |package: &str| readme.contains(package) || BASE.contains(&package);
    let mut problems = Vec::new();
    let here = format!("{}:{}", started.file, started.line);
    if let Some(package) = &started.package {
        if !covered(package) {
            problems.push(format!(
                "{here}: require({:?}) names package {package:?}, which the README's \
                 install lines do not install",
                started.program
            ));
        }
        return problems;
    }
    let programs: Vec<String> = match &started.expression {
        None => vec![started.program.clone()],
        Some(expression) => match STARTED_BY_NAME
            .iter()
            .find(|(file, e, _)| *file == started.file && e == expression)
        {
            Some((_, _, programs)) => programs.iter().map(|p| p.to_string()).collect(),
            None => {
                problems.push(format!(
                    "{here}: Command::new({expression}) starts a program this test cannot \
                     name: list it in STARTED_BY_NAME with the programs it may start"
                ));
                return problems;
            }
        },
    };
    for program in programs {
        let skipped = IGNORED_UNLESS_ASKED
            .iter()
            .any(|(p, file)| *p == program && started.file.ends_with(file));
        if skipped {
            continue;
        }
        match PACKAGE_OF.iter().find(|(p, _)| *p == program) {
            Some((_, package)) if covered(package) => {}
            Some((_, package)) => problems.push(format!(
                "{here}: starts {program} (package {package}), which the README's install \
                 lines do not install"
            )),
            None => problems.push(format!(
                "{here}: starts {program}, whose package this test does not know: add it to \
                 PACKAGE_OF and, unless every Debian system has it, to the README's test command"
            )),
        }
    }
    problems
}

/// Every program started by the tests in `dir` (relative names), outside
/// `tests/windows/` and this file.
fn started_by_tests() -> Vec<Started> {
    let tests = Path::new(ROOT).join("tests");
    let mut files = Vec::new();
    sources(&tests, &mut files);
    files.sort();
    let mut started = Vec::new();
    for path in files {
        let relative = path
            .strip_prefix(&tests)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if relative.starts_with("windows/") || relative == "cli/readme_installs.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        started.extend(started_in(&relative, &text));
    }
    started
}

fn readme() -> String {
    std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap()
}

#[test]
fn every_program_the_tests_start_is_installed_by_the_readme() {
    let packages = readme_packages(&readme());
    let started = started_by_tests();
    // The scan finds the programs it must: a scan that finds nothing passes
    // vacuously.
    for program in ["tmux", "brltty", "speech-dispatcher", "espeak-ng", "strace"] {
        assert!(
            started.iter().any(|s| s.program == program
                || s.package.as_deref() == Some(program)
                || s.expression.as_deref().is_some_and(|e| e.contains(program))),
            "the scan found no test starting {program}: {started:?}"
        );
    }
    let problems: Vec<String> = started
        .iter()
        .flat_map(|s| uncovered(s, &packages))
        .collect();
    assert!(
        problems.is_empty(),
        "README.md's install lines ({packages:?}) miss what the tests start:\n{}",
        problems.join("\n")
    );
}

/// The tests of `text` that a plain `cargo test` runs: each `#[test]` not
/// followed by an `#[ignore = "why"]`.
fn tests_run_by_default(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut run = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if *line != "#[test]" {
            continue;
        }
        let ignored = lines[at + 1..]
            .iter()
            .take_while(|l| l.starts_with("#["))
            .any(|l| l.starts_with("#[ignore = \""));
        if !ignored {
            let name = lines[at + 1..].iter().find(|l| l.starts_with("fn "));
            run.push(name.map_or("?", |n| n).to_string());
        }
    }
    run
}

#[test]
fn the_readers_tests_the_readme_does_not_install_for_are_ignored_not_skipped() {
    let files: BTreeSet<&str> = IGNORED_UNLESS_ASKED.iter().map(|(_, f)| *f).collect();
    for file in files {
        let text = std::fs::read_to_string(Path::new(ROOT).join("tests").join(file)).unwrap();
        assert!(text.contains("#[test]"), "{file} has no tests");
        assert_eq!(tests_run_by_default(&text), Vec::<String>::new(), "{file}");
        assert!(!text.contains("skipped"), "{file} still skips");
    }
    // The check sees a test left to run.
    let planted = "#[test]\n#[ignore = \"why\"]\nfn a() {}\n#[test]\nfn b() {}\n";
    assert_eq!(tests_run_by_default(planted), ["fn b() {}"]);
}

#[test]
fn the_check_finds_a_package_the_readme_leaves_out() {
    // Today's README without brltty, as it was: the braille tests start
    // brltty, so the check must fail.
    let without = readme().replace(" brltty", "");
    let packages = readme_packages(&without);
    assert!(!packages.contains("brltty"), "{packages:?}");
    let problems: Vec<String> = started_by_tests()
        .iter()
        .flat_map(|s| uncovered(s, &packages))
        .collect();
    assert!(
        problems.iter().any(|p| p.contains("brltty")),
        "the check did not miss brltty: {problems:?}"
    );
}

#[test]
fn a_new_program_or_an_unnamed_one_is_caught() {
    let packages = readme_packages(&readme());
    let cases: &[(&str, &str)] = &[
        ("Command::new(\"sox\").arg(\"x\")", "sox"),
        ("Command::new(\"kill\").arg(\"1\")", "kill"),
        ("Command::new(some_program)", "STARTED_BY_NAME"),
        (
            "common::require(\n \"sox\",\n \"--version\",\n OPT_OUT,\n \"sox\",\n)",
            "sox",
        ),
    ];
    for (source, named) in cases {
        let started = started_in("cli/new_test.rs", source);
        assert_eq!(started.len(), 1, "{source}: {started:?}");
        let problems = uncovered(&started[0], &packages);
        assert!(
            problems.iter().any(|p| p.contains(named)),
            "{source}: {problems:?}"
        );
    }
    // The game's own binary is never a program to install.
    assert!(started_in("cli/x.rs", "Command::new(BIN).arg(\"-h\")").is_empty());
}

#[test]
fn ci_runs_the_readme_test_command_as_written() {
    let readme = readme();
    let command = readme_test_command(&readme).expect("the README has a test command");
    assert!(command.contains("cargo test --release"), "{command}");
    let ci = std::fs::read_to_string(Path::new(ROOT).join(".ci/run")).unwrap();
    // `.ci/run` takes the line from the README rather than a copy of its own.
    assert!(
        ci.contains("readme_test_command") && ci.contains("README.md"),
        ".ci/run must run the README's test command as written"
    );
    assert!(
        !ci.lines().any(|l| l.trim() == "cargo test --release"),
        ".ci/run runs its own copy of the test command"
    );
}
