//! The guide's key table and line-mode table held to the command table
//! (`command::table`): every key and every typed command the game takes is
//! in the guide, each command's keys in one row and its words in one row
//! (the row that says what it does), and the guide names no key and no
//! command the game does not take. A table of planted mismatches shows
//! that each kind of difference is caught.

use std::path::PathBuf;

use accessible_2048::command::table::COMMANDS;

/// Keys of the guide's key table that give no command: the terminal
/// answers them itself (suspending, a paste).
const NOT_COMMANDS: [&str; 2] = ["Ctrl+Z", "(a paste)"];

fn guide() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/guide.md");
    std::fs::read_to_string(path).expect("docs/guide.md")
}

/// The first cells of the rows of the tables headed `| {header} | does |`.
fn first_cells(guide: &str, header: &str) -> Vec<String> {
    let head = format!("| {header} | does |");
    let mut cells = Vec::new();
    let mut inside = false;
    for line in guide.lines() {
        if line == head {
            inside = true;
        } else if !line.starts_with('|') {
            inside = false;
        } else if inside && !line.starts_with("| ---") {
            let cell = line
                .trim_start_matches('|')
                .split(" |")
                .next()
                .unwrap_or("");
            cells.push(cell.trim().to_string());
        }
    }
    cells
}

/// The keys a key cell names: `H, F1 or ?`, `R / C / B`, `\ (backslash)`.
fn key_names(cell: &str) -> Vec<String> {
    cell.split(" / ")
        .flat_map(|part| part.split(", "))
        .flat_map(|part| part.split(" or "))
        .map(|name| {
            let name = name.trim();
            match name.find(" (") {
                Some(at) if !name.starts_with('(') => name[..at].to_string(),
                _ => name.to_string(),
            }
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// The typed commands a line cell names: each in backquotes.
fn typed(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Every difference between the guide and the command table.
fn mismatches(guide: &str) -> Vec<String> {
    let key_rows: Vec<Vec<String>> = first_cells(guide, "key")
        .iter()
        .map(|cell| key_names(cell))
        .collect();
    let line_rows: Vec<Vec<String>> = first_cells(guide, "command")
        .iter()
        .map(|cell| typed(cell))
        .collect();
    let mut found = Vec::new();
    let (mut keys, mut words) = (Vec::new(), Vec::new());
    for entry in COMMANDS {
        let mut names: Vec<String> = entry.keys.iter().map(|key| key.name()).collect();
        names.dedup();
        let mut phrases: Vec<String> = entry.words.iter().map(|w| w.to_string()).collect();
        phrases.extend(entry.example.map(str::to_string));
        for (what, wanted, rows) in [("keys", &names, &key_rows), ("words", &phrases, &line_rows)] {
            if !wanted.is_empty()
                && !rows
                    .iter()
                    .any(|row| wanted.iter().all(|w| row.contains(w)))
            {
                found.push(format!("{}: {what} {wanted:?} not in one row", entry.name));
            }
        }
        keys.extend(names);
        words.extend(phrases);
    }
    for name in key_rows.concat() {
        if !keys.contains(&name) && !NOT_COMMANDS.contains(&name.as_str()) {
            found.push(format!("the guide's key {name:?} gives no command"));
        }
    }
    for phrase in line_rows.concat() {
        if !words.contains(&phrase) {
            found.push(format!("the guide's command {phrase:?} is not one"));
        }
    }
    found
}

#[test]
fn the_guide_names_every_key_and_command_with_what_it_does_and_no_other() {
    let found = mismatches(&guide());
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_planted_difference_between_the_guide_and_the_table_is_found() {
    let guide = guide();
    // Each case: the text replaced, its replacement, a word of the finding.
    let cases = [
        // A key the game binds, missing.
        ("| ^ (caret) |", "| (caret) |", "powers"),
        // A key the game does not bind.
        (
            "| key | does |\n| --- | --- |\n",
            "| key | does |\n| --- | --- |\n| Ctrl+Q | nothing |\n",
            "Ctrl+Q",
        ),
        // A command's keys split over two rows.
        ("| H, F1 or ? |", "| H | help |\n| F1 or ? |", "help"),
        // A typed command missing.
        ("`hush`", "`shush`", "silence"),
        // A typed command the game does not take.
        ("`hush`", "`hush`, `jump`", "jump"),
    ];
    for (from, to, named) in cases {
        assert!(guide.contains(from), "the guide no longer holds {from:?}");
        let planted = guide.replacen(from, to, 1);
        let found = mismatches(&planted);
        assert!(
            found.iter().any(|line| line.contains(named)),
            "{from:?} -> {to:?}: {found:?}"
        );
    }
}

#[test]
fn key_cells_and_line_cells_are_read_as_the_guide_writes_them() {
    for (cell, names) in [
        ("H, F1 or ?", vec!["H", "F1", "?"]),
        ("R / C / B", vec!["R", "C", "B"]),
        ("\\ (backslash)", vec!["\\"]),
        ("/ (slash)", vec!["/"]),
        ("+ or = / - or _", vec!["+", "=", "-", "_"]),
        ("(a paste)", vec!["(a paste)"]),
    ] {
        assert_eq!(key_names(cell), names, "{cell}");
    }
    assert_eq!(
        typed("`top tile` (or `top`, `go highest`)"),
        ["top tile", "top", "go highest"]
    );
}
