//! The golden share code under wine: the cross-built Windows `.exe` (named
//! by `ACCESSIBLE_2048_WINDOWS_EXE`, as for `windows_wine`)
//! verifies the golden code of `tests/cli/share_code.rs` to the very lines the
//! Linux binary prints (the same seed gives the same tiles and the same
//! verified score), and refuses a damaged one with exit status 2.
//! The test is ignored by a plain `cargo test`; `.ci/run` runs it with
//! `--ignored`, where a missing variable fails it.

use crate::common;
use crate::wine;

use std::path::PathBuf;

use wine::{Wine, text};

const EXE_VARIABLE: &str = "ACCESSIBLE_2048_WINDOWS_EXE";
/// The golden code of `tests/cli/share_code.rs` (seed 2048, 4×4, 0.5, 80 steps).
const GOLDEN_CODE: &str = "204811KdsdeUpb7nzM6wSPFd35Set5cX9WflEKx0xSGCMEfmkHF";

#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn the_golden_code_verifies_the_same_under_wine() {
    let Some(exe) = std::env::var_os(EXE_VARIABLE).filter(|v| !v.is_empty()) else {
        panic!("{EXE_VARIABLE} must name a Windows build (.ci/run builds one and sets it)");
    };
    let wine = Wine::start(&PathBuf::from(exe));
    let linux = common::Binary::english()
        .args(["verify", GOLDEN_CODE])
        .expect_code(0)
        .run();
    let windows = wine.run(&["verify", GOLDEN_CODE], "");
    assert!(windows.status.success(), "{}", text(&windows.stderr));
    assert_eq!(text(&windows.stdout).replace("\r\n", "\n"), linux.stdout);
    assert!(linux.stdout.contains("score: "));
    let damaged = format!("{}0", &GOLDEN_CODE[..GOLDEN_CODE.len() - 1]);
    let refused = wine.run(&["verify", &damaged], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("damaged"));
}
