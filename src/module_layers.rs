//! The workspace's floors, written once, and the tests that keep every
//! import running one way: from the front end down to the engine, with no
//! circle. Reads the source files and the manifests only; touches no module
//! it describes.
//!
//! The crates are floors too ([`CRATES`]): the engine's crate depends on no
//! other crate of the workspace, the analysis on the engine (and memory and
//! threads) only, and no crate on one above it; a test reads every crate's
//! `Cargo.toml` for it. Inside the crates, a module (a top-level module,
//! or a file or folder of the game's `play/`) depends on another when it
//! names it by any path: `crate::…`, another crate's name
//! (`accessible_2048_engine::…`), `super::…` (as many times over as it is
//! written, from the file's own module or from an inline module inside it)
//! or `self::…`, alone, in a `use` line or inside its braces
//! (`use crate::{engine::Board, share::Code}`), in every file under every
//! crate's `src/`. A new top-level module gets a floor here; a new crate a
//! line in [`CRATES`].

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
        "thread_starts",
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
    &["play", "trainer"],
];

/// A crate of the workspace: its package, where its source is, and which
/// node of [`FLOORS`] each of its modules is.
#[cfg(test)]
pub(crate) struct Crate {
    /// Its package's name, as `Cargo.toml` names it.
    package: &'static str,
    /// The folder of its source, from the workspace's root.
    pub(crate) dir: &'static str,
    /// Its name in the paths of another crate's code.
    name: &'static str,
    /// The node of its root and of every module not in `own` (`None`: no
    /// node, as the game's root files `lib.rs` and `main.rs`).
    root: Option<&'static str>,
    /// Its top-level modules that are nodes of their own (`"*"`: every one).
    own: &'static [&'static str],
    /// The packages of the workspace it may depend on.
    may_depend_on: &'static [&'static str],
}

/// The workspace's crates, lowest first; the game is the root package.
#[cfg(test)]
pub(crate) const CRATES: &[Crate] = &[
    Crate {
        package: "accessible-2048-engine",
        dir: "crates/engine/src",
        name: "accessible_2048_engine",
        root: Some("engine"),
        own: &["excerpt", "share"],
        may_depend_on: &[],
    },
    Crate {
        package: "accessible-2048-memory",
        dir: "crates/memory/src",
        name: "accessible_2048_memory",
        root: None,
        own: &["huge_pages", "out_of_memory", "thread_room"],
        may_depend_on: &[],
    },
    Crate {
        package: "accessible-2048-analysis",
        dir: "crates/analysis/src",
        name: "accessible_2048_analysis",
        root: Some("analysis"),
        own: &[],
        may_depend_on: &["accessible-2048-engine", "accessible-2048-memory"],
    },
    Crate {
        package: "accessible-2048-trainer",
        dir: "crates/trainer/src",
        name: "accessible_2048_trainer",
        root: Some("trainer"),
        own: &[],
        may_depend_on: &[
            "accessible-2048-engine",
            "accessible-2048-memory",
            "accessible-2048-analysis",
        ],
    },
    Crate {
        package: "accessible-2048",
        dir: "src",
        name: "accessible_2048",
        root: None,
        own: &["*"],
        may_depend_on: &[
            "accessible-2048-engine",
            "accessible-2048-memory",
            "accessible-2048-analysis",
        ],
    },
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
    // The network's trainer is a development tool: the game never links it.
    ("*", "trainer"),
];

/// The folder of every crate's source, with the crate.
#[cfg(test)]
pub(crate) fn source_dirs() -> Vec<(std::path::PathBuf, &'static Crate)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    CRATES
        .iter()
        .map(|krate| (root.join(krate.dir), krate))
        .collect()
}

/// Every `.rs` file under `dir`, into `found`: the source walk of this
/// test, of the functions' lengths and of the threads' starts.
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

    use super::{CRATES, Crate, FLOORS, FORBIDDEN, rust_files, source_dirs};

    /// A module's name in the graph: `engine`, `play::session`.
    type Node = String;

    /// The node of the module at `segments` (from its crate's root) in
    /// `krate`: `play::session` for the game's `play::session::Session`,
    /// `engine` for the engine crate's `board`, `share` for its
    /// `share::code`; `play_files` are the files and folders of the game's
    /// `play/`.
    fn node_of(krate: &Crate, segments: &[String], play_files: &BTreeSet<String>) -> Option<Node> {
        let every = krate.own.contains(&"*");
        match segments {
            [play, file, ..] if every && play == "play" && play_files.contains(file) => {
                Some(format!("play::{file}"))
            }
            [first, ..] if every || krate.own.contains(&first.as_str()) => Some(first.clone()),
            _ => krate.root.map(str::to_string),
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

    /// Every path `code` names through another crate's name
    /// (`accessible_2048_engine::share::Code`), with that crate.
    fn extern_paths(code: &str) -> Vec<(&'static Crate, Vec<String>)> {
        let mut paths = Vec::new();
        for krate in CRATES {
            let prefix = format!("{}::", krate.name);
            let mut from = 0;
            while let Some(at) = code[from..].find(&prefix) {
                let at = from + at;
                from = at + prefix.len();
                let before = code[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                    continue;
                }
                for path in named_paths(&code[from..]) {
                    paths.push((krate, path.iter().map(|s| s.to_string()).collect()));
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

    /// The files and folders directly in the game's `play/`.
    fn play_files() -> BTreeSet<String> {
        let play = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/play");
        std::fs::read_dir(play)
            .expect("the game's play folder")
            .map(|entry| entry.expect("directory entry").path())
            .filter(|path| path.is_dir() || path.extension().is_some_and(|ext| ext == "rs"))
            .map(|path| path.file_stem().unwrap().to_string_lossy().to_string())
            .filter(|name| name != "mod")
            .collect()
    }

    /// Every node of every crate, with the nodes it imports.
    fn graph() -> BTreeMap<Node, BTreeSet<Node>> {
        let play_files = play_files();
        let mut edges: BTreeMap<Node, BTreeSet<Node>> = BTreeMap::new();
        for (src, krate) in source_dirs() {
            let mut files = Vec::new();
            rust_files(&src, &mut files);
            for file in &files {
                let module = module_of(file.strip_prefix(&src).expect("under src"));
                let Some(from) = node_of(krate, &module, &play_files) else {
                    continue;
                };
                let code = code_of(&std::fs::read_to_string(file).expect("readable source"));
                let own = absolute_paths(&code, &module)
                    .into_iter()
                    .map(|p| (krate, p));
                let targets: Vec<Node> = own
                    .chain(extern_paths(&code))
                    .filter_map(|(krate, segments)| node_of(krate, &segments, &play_files))
                    .collect();
                let entry = edges.entry(from.clone()).or_default();
                for to in targets {
                    if to != from {
                        entry.insert(to);
                    }
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

    /// The packages of the workspace that a crate's manifest depends on,
    /// in any of its tables (normal, dev, build; for every target), by
    /// package name (a renamed one by its `package`).
    fn workspace_dependencies(manifest: &toml::Table) -> BTreeSet<String> {
        let packages: BTreeSet<&str> = CRATES.iter().map(|krate| krate.package).collect();
        let mut tables = vec![manifest];
        let targets = manifest.get("target").and_then(toml::Value::as_table);
        tables.extend(
            targets
                .into_iter()
                .flat_map(|t| t.values().filter_map(|v| v.as_table())),
        );
        let mut found = BTreeSet::new();
        for table in tables {
            for kind in ["dependencies", "dev-dependencies", "build-dependencies"] {
                let named = table.get(kind).and_then(toml::Value::as_table);
                for (key, value) in named.into_iter().flatten() {
                    let package = value.get("package").and_then(toml::Value::as_str);
                    let package = package.unwrap_or(key);
                    if packages.contains(package) {
                        found.insert(package.to_string());
                    }
                }
            }
        }
        found
    }

    /// The manifest of the crate whose source is in `dir`, and its folder
    /// from the workspace's root (`.` for the game's).
    fn manifest_of(dir: &str) -> (toml::Table, String) {
        let folder = dir.trim_end_matches("src").trim_end_matches('/');
        let folder = if folder.is_empty() { "." } else { folder };
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(folder)
            .join("Cargo.toml");
        let text = std::fs::read_to_string(&path).expect("the crate's manifest");
        (
            text.parse().expect("the manifest is TOML"),
            folder.to_string(),
        )
    }

    #[test]
    fn every_crate_depends_only_on_the_crates_below_it() {
        let mut wrong = Vec::new();
        for (at, krate) in CRATES.iter().enumerate() {
            let (manifest, _) = manifest_of(krate.dir);
            let name = manifest["package"]["name"].as_str();
            assert_eq!(name, Some(krate.package), "{}", krate.dir);
            for package in workspace_dependencies(&manifest) {
                if !krate.may_depend_on.contains(&package.as_str()) {
                    wrong.push(format!("{} depends on {package}", krate.package));
                }
            }
            for allowed in krate.may_depend_on {
                let below = CRATES[..at].iter().any(|lower| lower.package == *allowed);
                assert!(
                    below,
                    "{} may depend on {allowed}, not below it",
                    krate.package
                );
            }
        }
        assert!(
            wrong.is_empty(),
            "dependencies against the crates' floors: {wrong:#?}"
        );
    }

    #[test]
    fn the_workspace_is_every_crate_and_tests_them_all() {
        let (root, _) = manifest_of("src");
        let listed = |key: &str| -> BTreeSet<String> {
            let values = root["workspace"][key].as_array().expect("a list");
            values
                .iter()
                .map(|v| v.as_str().unwrap().to_string())
                .collect()
        };
        let folders: BTreeSet<String> = CRATES
            .iter()
            .map(|krate| manifest_of(krate.dir).1)
            .collect();
        let mut members = listed("members");
        members.insert(".".to_string());
        assert_eq!(
            members, folders,
            "workspace.members is every crate of CRATES"
        );
        // `cargo test` at the root tests the default members: every crate.
        assert_eq!(listed("default-members"), folders);
    }

    #[test]
    fn every_kind_of_dependency_on_a_crate_is_found() {
        let manifest: toml::Table = r#"
            [dependencies]
            accessible-2048-engine = { path = "../engine" }
            clap = "4"
            [dev-dependencies]
            accessible-2048-trainer.workspace = true
            [build-dependencies]
            memory = { package = "accessible-2048-memory", path = "../memory" }
            [target."cfg(unix)".dependencies]
            accessible-2048-analysis = "0.2"
        "#
        .parse()
        .unwrap();
        let found: Vec<String> = workspace_dependencies(&manifest).into_iter().collect();
        assert_eq!(
            found,
            [
                "accessible-2048-analysis",
                "accessible-2048-engine",
                "accessible-2048-memory",
                "accessible-2048-trainer"
            ]
        );
    }

    #[test]
    fn paths_through_another_crate_are_its_nodes() {
        let play_files = BTreeSet::from(["session".to_string()]);
        // (code, the nodes it names)
        let table: &[(&str, &[&str])] = &[
            (
                "use accessible_2048_engine::{Board, share::Code};",
                &["engine", "share"],
            ),
            ("accessible_2048_engine::excerpt::excerpt(x)", &["excerpt"]),
            (
                "accessible_2048_memory::thread_room::start(",
                &["thread_room"],
            ),
            (
                "use accessible_2048_analysis::search::Network;",
                &["analysis"],
            ),
            (
                "accessible_2048::play::session::Session",
                &["play::session"],
            ),
            ("accessible_2048::play::Launch", &["play"]),
            ("my_accessible_2048_engine::Board", &[]),
        ];
        for (code, expected) in table {
            let nodes: Vec<Node> = extern_paths(code)
                .into_iter()
                .filter_map(|(krate, segments)| node_of(krate, &segments, &play_files))
                .collect();
            assert_eq!(nodes, *expected, "{code}");
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
        // Across the crates: by another crate's name, and inside the
        // engine's crate by `crate::`.
        assert!(edges["trainer"].contains("analysis"));
        assert!(edges["analysis"].contains("thread_room"));
        assert!(edges["share"].contains("engine"));
        assert!(edges["engine"].contains("excerpt"));
    }
}
