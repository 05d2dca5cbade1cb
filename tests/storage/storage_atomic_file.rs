//! Atomic replacement of a file: new files, replaced files, files planted at
//! predictable names (never followed), and failures that must leave the old
//! content and no stray temporary file.

use std::fs;

use accessible_2048::storage::{replace_atomically, write_atomically};
use tempfile::TempDir;

fn names_in(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn creates_and_replaces_leaving_only_the_target() {
    let dir = TempDir::new().unwrap();
    let target = dir.path().join("file.json");
    for content in [&b"first"[..], b"second, longer", b"3", b""] {
        write_atomically(&target, content).unwrap();
        assert_eq!(fs::read(&target).unwrap(), content);
        assert_eq!(names_in(dir.path()), ["file.json"]);
    }
}

/// The names earlier releases used for the temporary file, which anyone
/// could guess.
fn predictable_names(target: &str) -> Vec<String> {
    vec![
        format!(".{target}.{}.tmp", std::process::id()),
        ".write-check.1".to_string(),
    ]
}

#[cfg(unix)]
#[test]
fn symlinks_planted_at_predictable_names_are_never_followed() {
    let dir = TempDir::new().unwrap();
    let victim = dir.path().join("victim");
    fs::write(&victim, b"precious").unwrap();
    let target = dir.path().join("file.json");
    let planted = predictable_names("file.json");
    for name in &planted {
        std::os::unix::fs::symlink(&victim, dir.path().join(name)).unwrap();
    }
    write_atomically(&target, b"new").unwrap();
    replace_atomically(&target, b"newer")
        .unwrap()
        .sync()
        .unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"precious");
    assert_eq!(fs::read(&target).unwrap(), b"newer");
    assert!(fs::symlink_metadata(&target).unwrap().is_file());
    let mut expected: Vec<String> = planted.clone();
    expected.extend(["file.json".to_string(), "victim".to_string()]);
    expected.sort();
    assert_eq!(names_in(dir.path()), expected, "the planted links stay");
}

#[test]
fn a_replaced_file_is_in_place_before_it_is_synced() {
    let dir = TempDir::new().unwrap();
    let target = dir.path().join("file.json");
    fs::write(&target, b"old").unwrap();
    let replaced = replace_atomically(&target, b"new").unwrap();
    assert_eq!(fs::read(&target).unwrap(), b"new");
    assert_eq!(names_in(dir.path()), ["file.json"]);
    replaced.sync().unwrap();
    assert_eq!(replaced.target(), target);
}

#[test]
fn failing_to_rename_keeps_the_old_content_and_cleans_up() {
    let dir = TempDir::new().unwrap();
    // The target is a directory that is not empty: the data is written and
    // synced, then the rename fails.
    let target = dir.path().join("file.json");
    fs::create_dir(&target).unwrap();
    fs::write(target.join("old"), b"old").unwrap();
    assert!(write_atomically(&target, b"new").is_err());
    assert_eq!(fs::read(target.join("old")).unwrap(), b"old");
    assert_eq!(
        names_in(dir.path()),
        ["file.json"],
        "the temporary file is removed"
    );
}

#[test]
fn a_missing_directory_is_an_error_not_a_panic() {
    let dir = TempDir::new().unwrap();
    let target = dir.path().join("absent").join("file.json");
    let error = write_atomically(&target, b"x").unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::NotFound);
    assert!(names_in(dir.path()).is_empty());
}
