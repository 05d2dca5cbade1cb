//! Where speech-dispatcher listens and how a server is started there, found
//! the way libspeechd (every other client of the player's server) finds
//! them: `SPEECHD_ADDRESS` (`unix_socket:PATH`, `inet_socket:HOST:PORT`),
//! else the socket `speech-dispatcher/speechd.sock` in the user's runtime
//! directory (`XDG_RUNTIME_DIR`, else the cache directory:
//! `XDG_CACHE_HOME`, else `~/.cache`), and the command libspeechd's
//! autospawn runs for that address (`SPEECHD_CMD`, else
//! `speech-dispatcher`, with `--spawn` and the address).
//!
//! Pure: given the environment's values, it says where and what; nothing
//! here reads the environment, connects or starts a process.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

/// The port speech-dispatcher listens on by default for `inet_socket`.
pub const DEFAULT_PORT: u16 = 6560;

/// Where a speech-dispatcher server listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    /// A Unix socket at this path.
    Unix(PathBuf),
    /// A TCP port on this host.
    Inet { host: String, port: u16 },
}

/// The address `SPEECHD_ADDRESS` names (`value`, `None` when it is unset),
/// read as libspeechd reads it: the method, then fields split at every
/// colon (so a socket path ends at its first colon); a missing path is the
/// default socket, a missing host `127.0.0.1` on port 6560, and a port is
/// read as C's `atoi` reads it. An unknown method is an error.
pub fn parse_address(value: Option<&str>, default_socket: &Path) -> Result<Address, String> {
    let default = || Address::Unix(default_socket.to_path_buf());
    let Some(value) = value.filter(|v| !v.is_empty()) else {
        return Ok(default());
    };
    let mut fields = value.split(':');
    match fields.next().unwrap_or_default() {
        "unix_socket" => Ok(fields
            .next()
            .map_or_else(default, |path| Address::Unix(PathBuf::from(path)))),
        "inet_socket" => Ok(match fields.next() {
            None => Address::Inet {
                host: "127.0.0.1".into(),
                port: DEFAULT_PORT,
            },
            Some(host) => Address::Inet {
                host: host.to_string(),
                port: fields.next().map_or(DEFAULT_PORT, atoi_port),
            },
        }),
        method => Err(format!(
            "unknown or unsupported communication method {method:?} in SPEECHD_ADDRESS"
        )),
    }
}

/// A port as libspeechd reads it (`atoi`, then 16 bits): leading blanks
/// and a sign, then the digits up to the first other character; none is 0.
fn atoi_port(text: &str) -> u16 {
    let text = text.trim_start();
    let (negative, rest) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let value = rest
        .bytes()
        .take_while(u8::is_ascii_digit)
        .fold(0u32, |n, d| {
            n.wrapping_mul(10).wrapping_add(u32::from(d - b'0'))
        });
    let value = if negative {
        value.wrapping_neg()
    } else {
        value
    };
    value as u16
}

/// The default socket: `speech-dispatcher/speechd.sock` in the user's
/// runtime directory, as GLib's `g_get_user_runtime_dir` gives it to
/// libspeechd: `runtime_dir` (`XDG_RUNTIME_DIR`) when set and not empty,
/// else the cache directory, `cache_home` (`XDG_CACHE_HOME`) when set and
/// not empty, else `.cache` in `home`.
pub fn default_socket(
    runtime_dir: Option<&OsStr>,
    cache_home: Option<&OsStr>,
    home: &Path,
) -> PathBuf {
    let set = |value: Option<&OsStr>| value.filter(|v| !v.is_empty()).map(PathBuf::from);
    let dir = set(runtime_dir)
        .or_else(|| set(cache_home))
        .unwrap_or_else(|| home.join(".cache"));
    dir.join("speech-dispatcher").join("speechd.sock")
}

/// The command that starts a server for `address`, as libspeechd's
/// autospawn runs it: `speechd_cmd` (`SPEECHD_CMD`) when set and not empty,
/// else `speech-dispatcher` from `PATH`, with `--spawn` (which the
/// player's `DisableAutoSpawn` setting makes the server refuse) and the
/// address. A TCP address off this machine (`local` false) gets none: a
/// server is started only here.
pub fn spawn_command(
    address: &Address,
    speechd_cmd: Option<&OsStr>,
    local: bool,
) -> Option<(OsString, Vec<OsString>)> {
    let program = speechd_cmd
        .filter(|c| !c.is_empty())
        .map_or_else(|| OsString::from("speech-dispatcher"), OsStr::to_os_string);
    let mut args: Vec<OsString> = ["--spawn", "--communication-method"]
        .into_iter()
        .map(OsString::from)
        .collect();
    match address {
        Address::Unix(path) => {
            args.extend(["unix_socket", "--socket-path"].map(OsString::from));
            args.push(path.as_os_str().to_os_string());
        }
        Address::Inet { port, .. } => {
            if !local {
                return None;
            }
            args.extend(["inet_socket", "--port"].map(OsString::from));
            args.push(port.to_string().into());
        }
    }
    Some((program, args))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unix(path: &str) -> Result<Address, String> {
        Ok(Address::Unix(PathBuf::from(path)))
    }

    fn inet(host: &str, port: u16) -> Result<Address, String> {
        Ok(Address::Inet {
            host: host.into(),
            port,
        })
    }

    #[test]
    fn speechd_address_is_read_as_libspeechd_reads_it() {
        let default = Path::new("/run/user/1000/speech-dispatcher/speechd.sock");
        let cases: [(Option<&str>, Result<Address, String>); 14] = [
            (None, unix(default.to_str().unwrap())),
            (Some(""), unix(default.to_str().unwrap())),
            (Some("unix_socket"), unix(default.to_str().unwrap())),
            (Some("unix_socket:/tmp/s.sock"), unix("/tmp/s.sock")),
            (Some("unix_socket:/tmp/a:b"), unix("/tmp/a")),
            (Some("unix_socket:"), unix("")),
            (Some("inet_socket"), inet("127.0.0.1", 6560)),
            (Some("inet_socket:localhost"), inet("localhost", 6560)),
            (Some("inet_socket:localhost:7777"), inet("localhost", 7777)),
            (Some("inet_socket:127.0.0.1:abc"), inet("127.0.0.1", 0)),
            (Some("inet_socket:127.0.0.1: 12x"), inet("127.0.0.1", 12)),
            (Some("inet_socket:127.0.0.1:70000"), inet("127.0.0.1", 4464)),
            (Some("inet_socket:h:-1"), inet("h", 65535)),
            (Some("inet_socket:h:6561:extra"), inet("h", 6561)),
        ];
        for (value, wanted) in cases {
            assert_eq!(parse_address(value, default), wanted, "{value:?}");
        }
        for value in ["bogus", "bogus:/tmp/s", "UNIX_SOCKET:/tmp/s", "dbus"] {
            let error = parse_address(Some(value), default).expect_err(value);
            assert!(error.contains("SPEECHD_ADDRESS"), "{error}");
        }
    }

    #[test]
    fn the_default_socket_is_in_the_runtime_dir_else_the_cache_dir() {
        let home = Path::new("/home/p");
        let cases = [
            (Some("/run/user/7"), Some("/c"), "/run/user/7"),
            (Some("/run/user/7"), None, "/run/user/7"),
            (None, Some("/c"), "/c"),
            (Some(""), Some("/c"), "/c"),
            (None, None, "/home/p/.cache"),
            (Some(""), Some(""), "/home/p/.cache"),
            (None, Some("relative"), "relative"),
        ];
        for (runtime, cache, dir) in cases {
            assert_eq!(
                default_socket(runtime.map(OsStr::new), cache.map(OsStr::new), home),
                Path::new(dir).join("speech-dispatcher/speechd.sock"),
                "{runtime:?} {cache:?}"
            );
        }
    }

    #[test]
    fn the_server_is_started_for_the_address_the_game_connects_to() {
        let socket = Address::Unix(PathBuf::from("/r/speech-dispatcher/speechd.sock"));
        let tcp = Address::Inet {
            host: "localhost".into(),
            port: 7000,
        };
        let words = |command: Option<(OsString, Vec<OsString>)>| {
            command.map(|(program, args)| {
                std::iter::once(program)
                    .chain(args)
                    .map(|a| a.to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        };
        let cases = [
            (
                &socket,
                None,
                true,
                Some(
                    "speech-dispatcher --spawn --communication-method unix_socket \
                     --socket-path /r/speech-dispatcher/speechd.sock",
                ),
            ),
            (
                &socket,
                Some("/opt/sd"),
                true,
                Some(
                    "/opt/sd --spawn --communication-method unix_socket \
                     --socket-path /r/speech-dispatcher/speechd.sock",
                ),
            ),
            (
                &socket,
                Some(""),
                true,
                Some(
                    "speech-dispatcher --spawn --communication-method unix_socket \
                     --socket-path /r/speech-dispatcher/speechd.sock",
                ),
            ),
            (
                &tcp,
                None,
                true,
                Some("speech-dispatcher --spawn --communication-method inet_socket --port 7000"),
            ),
            (&tcp, None, false, None),
        ];
        for (address, cmd, local, wanted) in cases {
            assert_eq!(
                words(spawn_command(address, cmd.map(OsStr::new), local)),
                wanted.map(String::from),
                "{address:?} {cmd:?} {local}"
            );
        }
    }
}
