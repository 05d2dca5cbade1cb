//! THIRD-PARTY, the list of the crates compiled into the Linux binary with
//! their licences and the licence texts they carry, matches `cargo
//! metadata`: every crate the binary contains (normal dependencies, with
//! the default features, for Linux; build scripts and procedural macros
//! run at build time only and are left out) is named once with its version
//! and licence, and no other.
//!
//! After a dependency changes, write the file anew with
//! `ACCESSIBLE_2048_WRITE_THIRD_PARTY=1 cargo test --release --test cli third_party::`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const WRITE: &str = "ACCESSIBLE_2048_WRITE_THIRD_PARTY";
const TARGET: &str = "x86_64-unknown-linux-gnu";
/// Where a crate offers a choice, the first of these it offers is taken.
const PREFERRED: [&str; 2] = ["MIT", "Apache-2.0"];
/// Licences whose one text, shipped beside the list, serves every crate.
const ONE_TEXT: [&str; 1] = ["Apache-2.0"];

/// One crate the binary contains.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Crate {
    name: String,
    version: String,
    /// The licence it is used under.
    licence: String,
    /// The licence expression its manifest states.
    stated: String,
    repository: String,
    dir: PathBuf,
}

fn metadata() -> Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked"])
        .args(["--filter-platform", TARGET])
        .current_dir(ROOT)
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("cargo metadata is JSON")
}

/// The licence a crate is used under: the first of [`PREFERRED`] its
/// expression offers (`A OR B`, or the old `A/B`), else the expression.
fn chosen(expression: &str) -> String {
    let offered: Vec<&str> = expression
        .split(" OR ")
        .flat_map(|part| part.split('/'))
        .map(str::trim)
        .collect();
    PREFERRED
        .iter()
        .find(|licence| offered.contains(licence))
        .map(|licence| licence.to_string())
        .unwrap_or_else(|| expression.to_string())
}

/// Every crate reachable from the package through normal dependencies,
/// without procedural macros (and so without what only they use), and
/// without the workspace's own crates.
fn contained_crates(metadata: &Value) -> Vec<Crate> {
    let packages: BTreeMap<&str, &Value> = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap(), p))
        .collect();
    let nodes: BTreeMap<&str, &Value> = metadata["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["id"].as_str().unwrap(), n))
        .collect();
    let root = metadata["resolve"]["root"].as_str().unwrap();
    let is_proc_macro = |p: &Value| {
        p["targets"].as_array().unwrap().iter().any(|t| {
            t["kind"]
                .as_array()
                .unwrap()
                .iter()
                .any(|k| k == "proc-macro")
        })
    };
    let mut seen = BTreeSet::new();
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        for dep in nodes[id]["deps"].as_array().unwrap() {
            let normal = dep["dep_kinds"]
                .as_array()
                .unwrap()
                .iter()
                .any(|k| k["kind"].is_null());
            let pkg = dep["pkg"].as_str().unwrap();
            if normal && !is_proc_macro(packages[pkg]) {
                stack.push(pkg);
            }
        }
    }
    // The workspace's own crates (the engine, memory, the analysis) are
    // the game's code, not a third party's.
    for member in metadata["workspace_members"].as_array().unwrap() {
        seen.remove(member.as_str().unwrap());
    }
    let mut crates: Vec<Crate> = seen
        .into_iter()
        .map(|id| {
            let p = packages[id];
            let stated = p["license"].as_str().unwrap_or("(none stated)").to_string();
            let manifest = PathBuf::from(p["manifest_path"].as_str().unwrap());
            Crate {
                name: p["name"].as_str().unwrap().to_string(),
                version: p["version"].as_str().unwrap().to_string(),
                licence: chosen(&stated),
                stated,
                repository: p["repository"].as_str().unwrap_or("").to_string(),
                dir: manifest.parent().unwrap().to_path_buf(),
            }
        })
        .collect();
    crates.sort();
    crates
}

/// The text of the licence `crate_` is used under, from the files its
/// package carries (`LICENSE-MIT` for MIT, else `LICENSE`, `LICENSE.txt`,
/// `LICENSE.md`, `COPYING`).
fn licence_text(crate_: &Crate) -> Option<String> {
    let mut names = vec![];
    if crate_.licence == "MIT" {
        names.extend([
            "LICENSE-MIT",
            "LICENSE-MIT.txt",
            "LICENSE-MIT.md",
            "license-mit",
        ]);
    }
    names.extend(["LICENSE", "LICENSE.txt", "LICENSE.md", "COPYING"]);
    names
        .iter()
        .map(|name| crate_.dir.join(name))
        .find(|path| path.is_file())
        .and_then(|path| std::fs::read_to_string(path).ok())
        .map(|text| text.trim_end().to_string())
}

fn render(crates: &[Crate]) -> String {
    let mut out = String::from(
        "Third-party software in accessible-2048\n\
         =======================================\n\n\
         The accessible-2048 program for Linux contains the Rust crates below,\n\
         compiled in. Where a crate offers a choice of licences, it is used\n\
         under MIT, else Apache-2.0. The text of the Apache License 2.0 is in\n\
         LICENSE-APACHE (on Debian also /usr/share/common-licenses/Apache-2.0);\n\
         the texts of the other licences follow the list, as each crate ships\n\
         them.\n\n\
         The program links one system library it does not contain, whose\n\
         licence comes with it: libasound (ALSA), LGPL-2.1-or-later. It\n\
         speaks to speech-dispatcher over its socket, linking none of it.\n",
    );
    let mut by_licence: BTreeMap<&str, Vec<&Crate>> = BTreeMap::new();
    for c in crates {
        by_licence.entry(c.licence.as_str()).or_default().push(c);
    }
    for (licence, list) in &by_licence {
        out.push_str(&format!("\n{licence}\n{}\n", "-".repeat(licence.len())));
        for c in list {
            let offered = if c.stated == c.licence {
                String::new()
            } else {
                format!(" (of {})", c.stated)
            };
            out.push_str(&format!(
                "{} {}{offered} {}\n",
                c.name, c.version, c.repository
            ));
        }
    }
    out.push_str("\nLicence texts\n=============\n");
    let mut texts: BTreeMap<String, Vec<&Crate>> = BTreeMap::new();
    let mut without = Vec::new();
    for c in crates
        .iter()
        .filter(|c| !ONE_TEXT.contains(&c.licence.as_str()))
    {
        match licence_text(c) {
            Some(text) => texts.entry(text).or_default().push(c),
            None => without.push(c),
        }
    }
    let mut groups: Vec<(String, Vec<&Crate>)> = texts.into_iter().collect();
    groups.sort_by(|a, b| a.1.cmp(&b.1));
    for (text, list) in groups {
        let names: Vec<String> = list
            .iter()
            .map(|c| format!("{} {}", c.name, c.version))
            .collect();
        out.push_str(&format!(
            "\n--- {} for {}\n\n{text}\n",
            list[0].licence,
            names.join(", ")
        ));
    }
    if !without.is_empty() {
        let names: Vec<String> = without
            .iter()
            .map(|c| format!("{} {} ({})", c.name, c.version, c.licence))
            .collect();
        out.push_str(&format!(
            "\n--- No licence file in the published crate (the text is in its repository): {}\n",
            names.join(", ")
        ));
    }
    out
}

fn file() -> PathBuf {
    Path::new(ROOT).join("THIRD-PARTY")
}

#[test]
fn third_party_names_every_crate_the_binary_contains() {
    let crates = contained_crates(&metadata());
    // The game's own direct dependencies are there, and nothing only the
    // tests or the build use.
    let names: BTreeSet<&str> = crates.iter().map(|c| c.name.as_str()).collect();
    for direct in [
        "clap",
        "fluent",
        "rand",
        "serde_json",
        "ssip-client-async",
        "rodio",
    ] {
        assert!(names.contains(direct), "{direct} is missing: {names:?}");
    }
    // Speech on Linux is pure Rust: no libspeechd bindings.
    for not_contained in [
        "proptest",
        "bindgen",
        "serde_derive",
        "clap_derive",
        "speech-dispatcher",
        "speech-dispatcher-sys",
    ] {
        assert!(!names.contains(not_contained), "{not_contained} is listed");
    }
    assert!(crates.iter().all(|c| !c.licence.is_empty()));
    let expected = render(&crates);
    if std::env::var_os(WRITE).is_some_and(|v| !v.is_empty()) {
        std::fs::write(file(), &expected).expect("write THIRD-PARTY");
    }
    let committed = std::fs::read_to_string(file()).unwrap_or_default();
    assert!(
        committed == expected,
        "THIRD-PARTY does not match cargo metadata; write it anew with {WRITE}=1 \
         cargo test --release --test cli third_party::"
    );
    for c in &crates {
        let line = format!("\n{} {}", c.name, c.version);
        assert!(committed.contains(&line), "{line:?}");
    }
}

#[test]
fn a_choice_of_licences_takes_mit_then_apache() {
    let cases = [
        ("MIT OR Apache-2.0", "MIT"),
        ("Apache-2.0 OR MIT", "MIT"),
        ("Apache-2.0/MIT", "MIT"),
        ("Apache-2.0 OR GPL-2.0-only", "Apache-2.0"),
        ("Unlicense OR MIT", "MIT"),
        ("Zlib", "Zlib"),
        ("MPL-2.0", "MPL-2.0"),
        ("Apache-2.0 WITH LLVM-exception OR Apache-2.0 OR MIT", "MIT"),
    ];
    for (expression, expected) in cases {
        assert_eq!(chosen(expression), expected, "{expression}");
    }
}
