//! The crate's floors, written once, and the test that keeps every import
//! running one way: from the front end down to the engine, with no circle.
//! Reads the source files only; touches no module it describes.
//!
//! A module (a top-level module, or a file of `play/`) depends on another
//! when it names it in a `use crate::…` line, an inline `crate::…` path or,
//! within `play/`, a `super::…` path. A new top-level module gets a floor
//! here.

/// The floors, lowest first: a module may import from its own floor or
/// below, never from above.
#[cfg(test)]
const FLOORS: &[&[&str]] = &[
    &[
        "excerpt",
        "error",
        "closed_stdout",
        "function_lengths",
        "hint_threads",
        "huge_pages",
        "module_layers",
        "out_of_memory",
        "thread_room",
    ],
    &["engine"],
    &["share"],
    &["analysis", "clock", "event", "storage"],
    &["narration"],
    &["i18n", "settings"],
    &["command", "sound", "speech", "braille"],
    &["terminal", "arg_values", "file_options", "player_options"],
    &["shared_game", "replay_choice", "argument_error"],
    &["subcommands"],
    &["cli"],
    &["play"],
];

/// Imports the floors allow but the architecture forbids: `(from, to)`,
/// by top-level module; `"*"` as `from` is every module but `to` itself
/// (the crate's root files, `lib.rs` and `main.rs`, are in no module).
#[cfg(test)]
const FORBIDDEN: &[(&str, &str)] = &[
    // The game's front end imports the command line (`cli`), which sits
    // above the subcommands; what both need lives below them.
    ("play", "subcommands"),
    // Only the crate's root starts the game.
    ("*", "play"),
    // The pure core reads no clock: the day is handed to it.
    ("engine", "clock"),
    ("analysis", "clock"),
    ("narration", "clock"),
    // Analysis is pure: it reads no files.
    ("analysis", "storage"),
];

/// Every `.rs` file under `dir`, into `found`: the source walk of this
/// test and of the functions' lengths.
#[cfg(test)]
pub(crate) fn rust_files(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;

    use super::{FLOORS, FORBIDDEN, rust_files};

    /// A module's name in the graph: `engine`, `play::session`.
    type Node = String;

    /// The node a source file belongs to; `None` for the crate's root files.
    fn node_of(relative: &Path) -> Option<Node> {
        let parts: Vec<String> = relative
            .iter()
            .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
            .collect();
        match parts.as_slice() {
            [root] if root == "lib" || root == "main" => None,
            [first, file] if first == "play" && file != "mod" => Some(format!("play::{file}")),
            [first, dir, ..] if first == "play" && dir != "mod" => Some(format!("play::{dir}")),
            [first, ..] => Some(first.clone()),
            [] => None,
        }
    }

    /// The identifier path segments following each occurrence of `prefix`.
    fn paths_after<'a>(code: &'a str, prefix: &str) -> Vec<Vec<&'a str>> {
        let mut paths = Vec::new();
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().next_back();
            let after = &rest[at + prefix.len()..];
            rest = after;
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let end = after
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(after.len());
            paths.push(after[..end].split("::").filter(|s| !s.is_empty()).collect());
        }
        paths
    }

    /// Source without comments (doc links are not imports).
    fn code_of(text: &str) -> String {
        text.lines()
            .map(|line| line.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn graph() -> BTreeMap<Node, BTreeSet<Node>> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        let play_files: BTreeSet<String> = files
            .iter()
            .filter_map(|file| node_of(file.strip_prefix(&src).ok()?))
            .filter_map(|node| node.strip_prefix("play::").map(str::to_string))
            .collect();
        let target = |segments: &[&str]| -> Option<Node> {
            match segments {
                ["play", file, ..] if play_files.contains(*file) => Some(format!("play::{file}")),
                [first, ..] => Some(first.to_string()),
                [] => None,
            }
        };
        let mut edges: BTreeMap<Node, BTreeSet<Node>> = BTreeMap::new();
        for file in &files {
            let relative = file.strip_prefix(&src).expect("under src");
            let Some(from) = node_of(relative) else {
                continue;
            };
            let code = code_of(&std::fs::read_to_string(file).expect("readable source"));
            let mut targets: Vec<Node> = paths_after(&code, "crate::")
                .iter()
                .filter_map(|segments| target(segments))
                .collect();
            // A file of `play/`, or the `mod.rs` of a directory in it: there
            // `super::` is `play`.
            let in_play = relative.parent() == Some(Path::new("play"))
                || relative.file_name() == Some("mod.rs".as_ref())
                    && relative.parent().and_then(Path::parent) == Some(Path::new("play"));
            if in_play && from.starts_with("play::") {
                for segments in paths_after(&code, "super::") {
                    match segments.first() {
                        Some(&"super") | None => {}
                        Some(file) if play_files.contains(*file) => {
                            targets.push(format!("play::{file}"));
                        }
                        Some(_) => targets.push("play".to_string()),
                    }
                }
            }
            let entry = edges.entry(from.clone()).or_default();
            for to in targets {
                if to != from {
                    entry.insert(to);
                }
            }
        }
        edges
    }

    /// The circles: groups of two or more modules that reach each other.
    fn circles(edges: &BTreeMap<Node, BTreeSet<Node>>) -> Vec<Vec<Node>> {
        let reaches = |from: &Node| -> BTreeSet<Node> {
            let mut seen = BTreeSet::new();
            let mut stack = vec![from.clone()];
            while let Some(node) = stack.pop() {
                for next in edges.get(&node).into_iter().flatten() {
                    if seen.insert(next.clone()) {
                        stack.push(next.clone());
                    }
                }
            }
            seen
        };
        let reach: BTreeMap<&Node, BTreeSet<Node>> =
            edges.keys().map(|node| (node, reaches(node))).collect();
        let mut groups: Vec<Vec<Node>> = Vec::new();
        for (node, reached) in &reach {
            if !reached.contains(*node) || groups.iter().any(|group| group.contains(node)) {
                continue;
            }
            let group: Vec<Node> = reach
                .iter()
                .filter(|(other, theirs)| theirs.contains(*node) && reached.contains(**other))
                .map(|(other, _)| (*other).clone())
                .collect();
            groups.push(group);
        }
        groups
    }

    fn floor_of(node: &str) -> Option<usize> {
        let top = node.split("::").next().unwrap_or(node);
        FLOORS.iter().position(|floor| floor.contains(&top))
    }

    #[test]
    fn no_module_imports_in_a_circle() {
        let circles = circles(&graph());
        assert!(
            circles.is_empty(),
            "{} import circle(s): {circles:?}",
            circles.len()
        );
    }

    #[test]
    fn every_import_runs_down_the_floors() {
        let edges = graph();
        let mut wrong = Vec::new();
        for (from, targets) in &edges {
            let Some(floor) = floor_of(from) else {
                wrong.push(format!("{from} has no floor in FLOORS"));
                continue;
            };
            for to in targets {
                match floor_of(to) {
                    None => wrong.push(format!("{to} (imported by {from}) has no floor")),
                    Some(theirs) if theirs > floor => wrong.push(format!("{from} imports {to}")),
                    Some(_) => {}
                }
            }
        }
        assert!(wrong.is_empty(), "imports against the floors: {wrong:#?}");
    }

    /// The imports of `edges` that [`FORBIDDEN`] names, as "from imports to".
    fn forbidden_imports(edges: &BTreeMap<Node, BTreeSet<Node>>) -> Vec<String> {
        let top = |node: &str| node.split("::").next().unwrap_or(node).to_string();
        let mut found = Vec::new();
        for (from, targets) in edges {
            for to in targets {
                let (from_top, to_top) = (top(from), top(to));
                let forbidden = FORBIDDEN.iter().any(|&(banned_from, banned_to)| {
                    to_top == banned_to
                        && from_top != banned_to
                        && (banned_from == "*" || from_top == banned_from)
                });
                if forbidden {
                    found.push(format!("{from} imports {to}"));
                }
            }
        }
        found
    }

    #[test]
    fn no_module_makes_a_forbidden_import() {
        let wrong = forbidden_imports(&graph());
        assert!(wrong.is_empty(), "forbidden imports: {wrong:#?}");
    }

    #[test]
    fn every_kind_of_forbidden_import_is_caught() {
        let graph_of = |edges: &[(&str, &str)]| {
            let mut graph: BTreeMap<Node, BTreeSet<Node>> = BTreeMap::new();
            for (from, to) in edges {
                graph
                    .entry((*from).to_string())
                    .or_default()
                    .insert((*to).to_string());
            }
            graph
        };
        // The imports of a graph, and the forbidden ones among them.
        type Case<'a> = (&'a [(&'a str, &'a str)], &'a [&'a str]);
        let table: &[Case] = &[
            (
                &[("play::launch", "subcommands")],
                &["play::launch imports subcommands"],
            ),
            (&[("cli", "play::launch")], &["cli imports play::launch"]),
            (&[("play::launch", "play::session")], &[]),
            (
                &[("analysis", "storage"), ("analysis", "engine")],
                &["analysis imports storage"],
            ),
            (&[("play::launch", "cli"), ("subcommands", "share")], &[]),
            (&[("narration", "clock")], &["narration imports clock"]),
        ];
        for (edges, expected) in table {
            assert_eq!(forbidden_imports(&graph_of(edges)), *expected, "{edges:?}");
        }
    }

    #[test]
    fn the_graph_sees_the_imports_it_should() {
        let edges = graph();
        assert!(edges["play::controller"].contains("play::session"));
        assert!(edges["analysis"].contains("engine"));
        assert!(edges.keys().any(|node| node == "play"));
        assert!(!edges["engine"].contains("analysis"));
    }
}
