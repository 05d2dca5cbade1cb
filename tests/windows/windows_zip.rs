//! The Windows download (`dist/windows-zip.sh`, named by
//! `ACCESSIBLE_2048_WINDOWS_ZIP`): one folder holding the game, NVDA's
//! client DLL beside it (and no file whose licence cannot be shown, such as
//! System Access's SAAPI64.dll), a README.txt for players with
//! Windows line ends that names the keys and says what happens without a
//! screen reader, and the licences and source of everything in it, with
//! every Rust crate built into the `.exe` listed. Whether the `.exe` and
//! its DLLs work is `windows_nvda.rs`'s part.
//!
//! The tests are ignored by a plain `cargo test`; `.ci/run` runs them with
//! `--ignored`, where a missing variable fails them.

use crate::download;
use crate::wine::{Wine, finish, text, windows_path};

use std::fs;

#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn the_zip_holds_the_game_its_dlls_a_readme_licences_and_source() {
    let download = download::unpacked();
    let version = env!("CARGO_PKG_VERSION");
    let folder = download
        .folder
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert_eq!(folder, format!("accessible-2048-{version}-windows-x86_64"));
    for file in [
        "accessible-2048.exe".to_string(),
        "nvdaControllerClient64.dll".to_string(),
        "README.txt".to_string(),
        "LICENSES.txt".to_string(),
        "licenses/accessible-2048-LICENSE-MIT.txt".to_string(),
        "licenses/accessible-2048-LICENSE-APACHE.txt".to_string(),
        "licenses/Tolk-LGPL-3.0.txt".to_string(),
        "licenses/GPL-3.0.txt".to_string(),
        "licenses/nvdaControllerClient-LGPL-2.1.txt".to_string(),
        "licenses/MPL-2.0.txt".to_string(),
        "licenses/mingw-w64-runtime-copyright.txt".to_string(),
        "licenses/gcc-runtime-copyright.txt".to_string(),
        "licenses/crates/crates.txt".to_string(),
        format!("source/accessible-2048-{version}-source.zip"),
        "source/tolk-sys-0.2.2.crate".to_string(),
    ] {
        let path = download.file(&file);
        let size = fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        assert!(size > 0, "{file} is missing or empty in the zip");
    }
    assert!(
        !download.file("SAAPI64.dll").exists(),
        "the zip carries SAAPI64.dll, which states no licence"
    );
    // Licence texts say what they are.
    for (file, words) in [
        (
            "licenses/Tolk-LGPL-3.0.txt",
            "GNU LESSER GENERAL PUBLIC LICENSE",
        ),
        ("licenses/GPL-3.0.txt", "GNU GENERAL PUBLIC LICENSE"),
        ("licenses/nvdaControllerClient-LGPL-2.1.txt", "Version 2.1"),
        (
            "licenses/gcc-runtime-copyright.txt",
            "GCC RUNTIME LIBRARY EXCEPTION",
        ),
    ] {
        let text = fs::read_to_string(download.file(file)).unwrap();
        assert!(text.contains(words), "{file} lacks {words:?}");
    }

    let readme = fs::read_to_string(download.file("README.txt")).unwrap();
    assert!(readme.contains(&format!("accessible-2048 {version} for Windows")));
    assert!(
        readme.matches('\n').count() == readme.matches("\r\n").count(),
        "README.txt has Windows line ends"
    );
    for words in [
        "Extract All",
        "Shift + arrow keys",
        "nvdaControllerClient64.dll",
        // The game's own words when no screen reader runs (windows_nvda.rs
        // sees the game say them).
        "Speech is unavailable (no screen reader found; ",
        "%APPDATA%\\accessible-2048\\data",
    ] {
        assert!(readme.contains(words), "README.txt lacks {words:?}");
    }
    let notices = fs::read_to_string(download.file("LICENSES.txt")).unwrap();
    for words in [
        "GNU Lesser General Public License version 3",
        "https://github.com/dkager/tolk",
        "source/tolk-sys-0.2.2.crate",
        &format!("source/accessible-2048-{version}-source.zip"),
    ] {
        assert!(notices.contains(words), "LICENSES.txt lacks {words:?}");
    }
    assert!(
        !notices.contains('@'),
        "a placeholder is left in LICENSES.txt"
    );

    // Every crate in the .exe is listed, the speech ones among them.
    let crates = fs::read_to_string(download.file("licenses/crates/crates.txt")).unwrap();
    for name in ["tts ", "tolk ", "tolk-sys ", "clap ", "fluent ", "rodio "] {
        assert!(
            crates.lines().any(|line| line.starts_with(name)),
            "crates.txt lacks {name:?}"
        );
    }
    assert!(
        !crates.lines().any(|line| line.starts_with("proptest ")),
        "crates.txt lists a test-only crate"
    );
}

/// The hint engine's trained network, when the repository has one to ship
/// (`dist/network/ntuple-4x6.weights`): beside the `.exe`, where the game
/// looks first, byte for byte; and not a second time in the source archive.
#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn the_zip_carries_the_network_beside_the_exe_when_there_is_one() {
    let download = download::unpacked();
    let name = "ntuple-4x6.weights";
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("dist/network");
    match fs::read(shipped.join(name)) {
        Ok(weights) => assert!(
            fs::read(download.file(name)).ok() == Some(weights),
            "{name} is not beside the .exe as dist/network has it"
        ),
        Err(_) => assert!(
            !download.file(name).exists(),
            "the zip carries {name}, which dist/network does not have"
        ),
    }
    let version = env!("CARGO_PKG_VERSION");
    let source = download.file(&format!("source/accessible-2048-{version}-source.zip"));
    let listed = std::process::Command::new("python3")
        .args(["-m", "zipfile", "-l"])
        .arg(&source)
        .output()
        .expect("python3 runs");
    assert!(listed.status.success(), "the source archive does not list");
    let listed = String::from_utf8_lossy(&listed.stdout);
    assert!(
        listed.contains("src/main.rs"),
        "the source archive lacks src/main.rs"
    );
    assert!(
        !listed.contains(".weights"),
        "the source archive carries a weights file"
    );
}

/// The zip's game under wine, with the zip's network beside its `.exe`:
/// `autoplay` names the network it read from there (not the heuristic),
/// as a player's `bench` or hint would use it.
#[test]
#[ignore = "needs the Windows build and wine, which .ci/run makes and runs with --ignored"]
fn the_zips_game_plays_with_the_network_beside_it() {
    let download = download::unpacked();
    let name = "ntuple-4x6.weights";
    assert!(
        download.file(name).exists(),
        "the zip carries no network: dist/network/{name} is what the zip's game plays with here"
    );
    let wine = Wine::start(&download.exe());
    fs::copy(download.file(name), wine.app().join(name)).expect("the network copies");
    // As dist/check-deb.sh runs the installed game.
    let args: Vec<&str> = "autoplay --games 1 --seed 1 --budget-ms 1 --four-chance 0.9 --threads 1"
        .split(' ')
        .collect();
    let child = wine
        .game(&args)
        .env_remove("ACCESSIBLE_2048_NETWORK")
        .stdin(std::process::Stdio::null())
        .spawn()
        .expect("wine starts");
    let output = finish(child, "");
    let printed = text(&output.stdout);
    assert!(
        output.status.success(),
        "autoplay under wine failed: {printed}{}",
        text(&output.stderr)
    );
    let evaluation = printed
        .lines()
        .find(|line| line.starts_with("evaluation: "))
        .unwrap_or_else(|| panic!("autoplay named no evaluation: {printed}"));
    eprintln!("the zip's game under wine: {evaluation}");
    assert!(
        evaluation.starts_with("evaluation: n-tuple network"),
        "the game beside its network says {evaluation}"
    );
    let beside = windows_path(&wine.app().join(name));
    assert!(
        evaluation.ends_with(&format!(", {beside})")),
        "the network was not read from beside the .exe ({beside}): {evaluation}"
    );
}
