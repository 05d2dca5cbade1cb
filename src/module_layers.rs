//! The crate's floors, written once, and the test that keeps every import
//! running one way: from the front end down to the engine, with no circle.
//! Reads the source files only; touches no module it describes.
//!
//! A module (a top-level module, or a file or folder of `play/`) depends on
//! another when it names it by any path: `crate::…`, `super::…` (as many
//! times over as it is written, from the file's own module or from an
//! inline module inside it) or `self::…`, alone, in a `use` line or inside
//! its braces (`use crate::{engine::Board, share::Code}`), in every file
//! under `src/`. A new top-level module gets a floor here.

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

    /// The identifier path segments at the start of `text` (`a::b::C`),
    /// and what follows them.
    fn leading_path(text: &str) -> (Vec<&str>, &str) {
        let end = text
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(text.len());
        let segments = text[..end].split("::").filter(|s| !s.is_empty());
        (segments.collect(), &text[end..])
    }

    /// The paths named after `text`'s leading path: the path itself, or,
    /// where braces follow (`a::{b::C, d}`), the path joined to each item.
    fn named_paths(text: &str) -> Vec<Vec<&str>> {
        let (head, rest) = leading_path(text);
        let Some(group) = rest.strip_prefix('{') else {
            return vec![head];
        };
        let (mut depth, mut start, mut paths) = (0usize, 0usize, Vec::new());
        for (at, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    for tail in named_paths(group[start..at].trim()) {
                        paths.push([head.clone(), tail].concat());
                    }
                    break;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    for tail in named_paths(group[start..at].trim()) {
                        paths.push([head.clone(), tail].concat());
                    }
                    start = at + 1;
                }
                _ => {}
            }
        }
        paths
    }

    /// The inline modules (`mod name { … }`) of `code`, as byte ranges of
    /// their bodies with their names.
    fn inline_modules(code: &str) -> Vec<(std::ops::Range<usize>, &str)> {
        let mut found = Vec::new();
        let mut from = 0;
        while let Some(at) = code[from..].find("mod ") {
            let at = from + at;
            from = at + 4;
            if code[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let (name, rest) = leading_path(&code[at + 4..]);
            let Some(after) = rest.trim_start().strip_prefix('{') else {
                continue;
            };
            let body = code.len() - after.len();
            let mut depth = 0usize;
            let close = after.char_indices().find_map(|(i, c)| match c {
                '{' => {
                    depth += 1;
                    None
                }
                '}' if depth == 0 => Some(i),
                '}' => {
                    depth -= 1;
                    None
                }
                _ => None,
            });
            if let (Some(close), [name]) = (close, name.as_slice()) {
                found.push((body..body + close, *name));
            }
        }
        found
    }

    /// Every path `code` names, made absolute (from the crate's root):
    /// `crate::a::b` is `a::b`; in module `m`, `super::x` is `x` in the
    /// parent of `m` and `self::x` is `x` in `m`, where `m` is the file's
    /// `module` and the inline modules around the path.
    fn absolute_paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
        let inline = inline_modules(code);
        let mut paths = Vec::new();
        for prefix in ["crate::", "super::", "self::"] {
            let mut from = 0;
            while let Some(at) = code[from..].find(prefix) {
                let at = from + at;
                from = at + prefix.len();
                let before = code[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':' || c == '$') {
                    continue;
                }
                let mut base: Vec<String> = match prefix {
                    "crate::" => Vec::new(),
                    _ => {
                        let mut here = module.to_vec();
                        here.extend(
                            inline
                                .iter()
                                .filter(|(range, _)| range.contains(&at))
                                .map(|(_, name)| (*name).to_string()),
                        );
                        here
                    }
                };
                let mut rest = &code[at + prefix.len()..];
                if prefix == "super::" {
                    base.pop();
                    while let Some(after) = rest.strip_prefix("super::") {
                        base.pop();
                        rest = after;
                    }
                }
                for path in named_paths(rest) {
                    let mut absolute = base.clone();
                    absolute.extend(path.iter().map(|s| s.to_string()));
                    paths.push(absolute);
                }
            }
        }
        paths
    }

    /// The module a source file is: `engine::board` for `engine/board.rs`,
    /// `play` for `play/mod.rs`, the root for `lib.rs`.
    fn module_of(relative: &Path) -> Vec<String> {
        let mut parts: Vec<String> = relative
            .iter()
            .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
            .collect();
        if parts.last().is_some_and(|last| last == "mod") || parts == ["lib"] || parts == ["main"] {
            parts.pop();
        }
        parts
    }

    /// Source without comments (doc links are not imports) and with every
    /// string literal emptied (a path in a message or a test's table is not
    /// an import).
    fn code_of(text: &str) -> String {
        let uncommented = text
            .lines()
            .map(|line| line.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        without_strings(&uncommented)
    }

    /// `code` with the insides of its string literals (plain and raw)
    /// removed; a quote in a character literal starts none.
    fn without_strings(code: &str) -> String {
        let chars: Vec<char> = code.chars().collect();
        let mut out = String::with_capacity(code.len());
        let mut at = 0;
        while at < chars.len() {
            let c = chars[at];
            if c == '\'' && chars.get(at + 1) == Some(&'"') && chars.get(at + 2) == Some(&'\'') {
                at += 3;
                continue;
            }
            if c == '\'' && chars.get(at + 1) == Some(&'\\') && chars.get(at + 2) == Some(&'"') {
                at += 4;
                continue;
            }
            let raw_hashes = (c == 'r')
                .then(|| chars[at + 1..].iter().take_while(|h| **h == '#').count())
                .filter(|hashes| chars.get(at + 1 + hashes) == Some(&'"'));
            if let Some(hashes) = raw_hashes {
                let close: String = std::iter::once('"')
                    .chain("#".repeat(hashes).chars())
                    .collect();
                let body = at + 2 + hashes;
                let rest: String = chars[body..].iter().collect();
                at = body
                    + rest
                        .find(&close)
                        .map_or(rest.len(), |end| rest[..end].chars().count() + close.len());
                out.push_str("\"\"");
                continue;
            }
            if c == '"' {
                at += 1;
                while at < chars.len() && chars[at] != '"' {
                    at += if chars[at] == '\\' { 2 } else { 1 };
                }
                at += 1;
                out.push_str("\"\"");
                continue;
            }
            out.push(c);
            at += 1;
        }
        out
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
        let target = |segments: &[String]| -> Option<Node> {
            match segments {
                [play, file, ..] if play == "play" && play_files.contains(file) => {
                    Some(format!("play::{file}"))
                }
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
            let targets: Vec<Node> = absolute_paths(&code, &module_of(relative))
                .iter()
                .filter_map(|segments| target(segments))
                .collect();
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
    fn strings_and_comments_name_no_module() {
        let code =
            "let a = \"crate::x\"; let b = r#\"super::y\"#; let q = '\"'; crate::z // crate::w";
        assert_eq!(
            code_of(code),
            "let a = \"\"; let b = \"\"; let q = ; crate::z "
        );
    }

    #[test]
    fn every_path_form_is_resolved_from_where_it_is_written() {
        let module = |m: &str| m.split("::").map(str::to_string).collect::<Vec<_>>();
        let joined = |paths: Vec<Vec<String>>| -> Vec<String> {
            paths.iter().map(|p| p.join("::")).collect()
        };
        // (the file's module, its code, the paths it names)
        let table: &[(&str, &str, &[&str])] = &[
            (
                "play::launch::kind",
                "crate::engine::Board",
                &["engine::Board"],
            ),
            (
                "play::launch::kind",
                "super::super::environment::E",
                &["play::environment::E"],
            ),
            (
                "play::launch::kind",
                "super::wiring::W",
                &["play::launch::wiring::W"],
            ),
            ("play::launch", "self::kind::K", &["play::launch::kind::K"]),
            (
                "play::session",
                "use crate::{engine::{Board, Game}, share::Code};",
                &["engine::Board", "engine::Game", "share::Code"],
            ),
            (
                "play::session",
                "mod tests { use super::super::hints::H; }",
                &["play::hints::H"],
            ),
            ("engine::board", "a_crate::b super_x::c", &[]),
        ];
        for (from, code, expected) in table {
            assert_eq!(
                joined(absolute_paths(code, &module(from))),
                *expected,
                "{from}: {code}"
            );
        }
    }

    #[test]
    fn the_graph_sees_the_imports_it_should() {
        let edges = graph();
        assert!(edges["play::controller"].contains("play::session"));
        assert!(edges["analysis"].contains("engine"));
        assert!(edges.keys().any(|node| node == "play"));
        assert!(!edges["engine"].contains("analysis"));
        // Reached up to through `super::super::` from play/launch/kind.rs.
        assert!(edges["play::launch"].contains("play::environment"));
    }
}
