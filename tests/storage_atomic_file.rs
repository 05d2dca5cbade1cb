//! Atomic replacement of a file: new files, replaced files, and failures at
//! each step that must leave the old content and no stray temporary file.

use std::fs;

use accessible_2048::storage::{temporary_path_for, write_atomically};
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

#[test]
fn a_stale_temporary_file_is_replaced() {
    let dir = TempDir::new().unwrap();
    let target = dir.path().join("file.json");
    fs::write(temporary_path_for(&target), b"left over from a crash").unwrap();
    write_atomically(&target, b"new").unwrap();
    assert_eq!(fs::read(&target).unwrap(), b"new");
    assert_eq!(names_in(dir.path()), ["file.json"]);
}

#[test]
fn failing_to_create_the_temporary_file_keeps_the_old_file() {
    let dir = TempDir::new().unwrap();
    let target = dir.path().join("file.json");
    fs::write(&target, b"old").unwrap();
    let blocker = temporary_path_for(&target);
    fs::create_dir(&blocker).unwrap();
    fs::write(blocker.join("inside"), b"x").unwrap();
    assert!(write_atomically(&target, b"new").is_err());
    assert_eq!(fs::read(&target).unwrap(), b"old");
    assert_eq!(
        fs::read(blocker.join("inside")).unwrap(),
        b"x",
        "not ours to remove"
    );
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
