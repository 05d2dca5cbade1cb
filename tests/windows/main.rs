//! The Windows build: the .exe under wine, the release zip, and the
//! speech path to a stand-in NVDA. Every test is ignored by a plain `cargo
//! test` (counted as ignored, never as passed); `.ci/run` builds what they
//! check and runs them with `--ignored`, where a test whose environment
//! variable names no file fails.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

#[path = "../common/mod.rs"]
mod common;
mod download;
mod share_code_wine;
mod windows_nvda;
mod windows_wine;
mod windows_zip;
mod wine;
