//! A wine prefix of a test's own for the Windows build: a temporary
//! directory holding the prefix, an `app` folder with the game's `.exe`
//! (and whatever the test puts beside it), and the wineserver ended when
//! dropped. Shared by the `windows_*` tests (`#[path]`), which say when
//! they run. Starts only wine, mingw-w64 and the commands a test asks for.
//!
//! Wine 8.0 lacks `ProcessPrng` in `bcryptprimitives.dll`, which Rust's
//! standard library imports: a shim DLL built here with mingw-w64 (calling
//! advapi32's `SystemFunction036`) goes beside the `.exe`; it is never
//! shipped, as Windows 10 and later have the real one.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Any one run under wine (the first start of a prefix takes longest).
pub const DEADLINE: Duration = Duration::from_secs(180);

/// The shim: `ProcessPrng` as Windows 10 has it, on top of `RtlGenRandom`.
const SHIM_SOURCE: &str = r#"
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
    if (!SystemFunction036(data, chunk)) return FALSE;
    data += chunk;
    length -= chunk;
  }
  return TRUE;
}
"#;

pub struct Wine {
    dir: tempfile::TempDir,
}

impl Wine {
    /// Sets up a prefix with `exe` copied into its `app` folder beside the
    /// shim. wine, tmux and mingw-w64 must be installed.
    pub fn start(exe: &Path) -> Wine {
        assert!(exe.is_file(), "{} is not a file", exe.display());
        for (program, package) in [
            ("wine", "wine"),
            ("tmux", "tmux"),
            ("x86_64-w64-mingw32-gcc", "gcc-mingw-w64-x86-64"),
        ] {
            let found = Command::new(program)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok();
            assert!(
                found,
                "{program} is needed for this test: apt-get install {package}"
            );
        }
        let wine = Wine {
            dir: tempfile::tempdir().expect("a temporary directory"),
        };
        fs::create_dir(wine.app()).unwrap();
        fs::copy(exe, wine.exe()).expect("the .exe copies");
        let source = wine.dir().join("shim.c");
        fs::write(&source, SHIM_SOURCE).unwrap();
        wine.build_c(
            &source,
            &wine.app().join("bcryptprimitives.dll"),
            &["-shared", "-ladvapi32"],
        );
        let booted = finish(
            wine.wine_command("wineboot")
                .arg("--init")
                .stdin(Stdio::null())
                .spawn()
                .expect("wine starts"),
            "",
        );
        assert!(
            booted.status.success(),
            "wineboot --init failed: {}",
            text(&booted.stderr)
        );
        wine
    }

    /// The temporary directory holding everything.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    pub fn prefix(&self) -> PathBuf {
        self.dir().join("prefix")
    }

    /// The folder of the `.exe`.
    pub fn app(&self) -> PathBuf {
        self.dir().join("app")
    }

    pub fn exe(&self) -> PathBuf {
        self.app().join("accessible-2048.exe")
    }

    /// Compiles one C file with mingw-w64 (`-O2`, then `flags` after the
    /// source, so libraries can be named there).
    #[track_caller]
    pub fn build_c(&self, source: &Path, output: &Path, flags: &[&str]) {
        let built = Command::new("x86_64-w64-mingw32-gcc")
            .args(["-O2", "-Wall", "-o"])
            .arg(output)
            .arg(source)
            .args(flags)
            .output()
            .expect("mingw-w64 runs");
        assert!(
            built.status.success(),
            "{} does not build: {}",
            source.display(),
            text(&built.stderr)
        );
    }

    /// `wine PROGRAM` in this prefix, quiet and without a display.
    pub fn wine_command(&self, program: impl AsRef<OsStr>) -> Command {
        let mut command = Command::new("wine");
        command
            .arg(program)
            .current_dir(self.dir())
            .env("WINEPREFIX", self.prefix())
            .env("WINEDEBUG", "-all")
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// The game under wine, in English.
    pub fn game(&self, args: &[&str]) -> Command {
        let mut command = self.wine_command(self.exe());
        english(command.args(args));
        command
    }

    /// Runs the game with `input` on its standard input.
    pub fn run(&self, args: &[&str], input: &str) -> Output {
        let child = self
            .game(args)
            .stdin(Stdio::piped())
            .spawn()
            .expect("wine starts");
        finish(child, input)
    }

    /// Runs `wine PROGRAM ARGS` to its end; fails the test if it fails.
    #[track_caller]
    pub fn must_run(&self, program: &str, args: &[&str]) {
        let done = finish(
            self.wine_command(program)
                .args(args)
                .stdin(Stdio::null())
                .spawn()
                .expect("wine starts"),
            "",
        );
        assert!(
            done.status.success(),
            "wine {program} {args:?} failed: {}",
            text(&done.stderr)
        );
    }

    /// Where the game under wine keeps its files: `%APPDATA%` (the roaming
    /// application data) of whichever user wine made.
    pub fn data_dir(&self) -> PathBuf {
        let users = self.prefix().join("drive_c").join("users");
        fs::read_dir(&users)
            .expect("the prefix has users")
            .map(|entry| entry.unwrap().path())
            .map(|user| user.join("AppData/Roaming/accessible-2048/data"))
            .find(|dir| dir.is_dir())
            .unwrap_or_else(|| {
                panic!(
                    "no accessible-2048 directory under {}/*/AppData/Roaming",
                    users.display()
                )
            })
    }

    /// A shell command line running the game under wine, for tmux.
    pub fn shell_line(&self, args: &[&str]) -> String {
        let mut words = vec![
            "env".to_string(),
            format!("WINEPREFIX={}", self.prefix().display()),
            "WINEDEBUG=-all".to_string(),
            "wine".to_string(),
            self.exe().display().to_string(),
        ];
        words.extend(args.iter().map(|a| a.to_string()));
        quoted(&words)
    }
}

impl Drop for Wine {
    fn drop(&mut self) {
        let _ = Command::new("wineserver")
            .arg("-k")
            .env("WINEPREFIX", self.prefix())
            .status();
    }
}

/// A Linux path as the game under wine names it (wine's `Z:` drive).
pub fn windows_path(path: &Path) -> String {
    format!("Z:{}", path.display().to_string().replace('/', "\\"))
}

/// Words quoted for the shell.
pub fn quoted(words: &[String]) -> String {
    crate::common::shell::quote_words(words)
}

pub fn english(command: &mut Command) -> &mut Command {
    command
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
}

/// Feeds `input`, then waits for the end within the deadline.
pub fn finish(mut child: Child, input: &str) -> Output {
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input.as_bytes()).expect("input is written");
    }
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || sender.send(child.wait_with_output()));
    match receiver.recv_timeout(DEADLINE) {
        Ok(output) => output.expect("the run is waited for"),
        Err(_) => panic!("a run under wine took longer than {DEADLINE:?}"),
    }
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
