//! Which console or window the game's braille belongs to, as a BrlAPI tty
//! path. libbrlapi itself puts `WINDOWPATH` (under X) or `XDG_VTNR` (a
//! logind session) at the path's start; this adds what lies below: the
//! terminal's X window (`WINDOWID`), so the desktop screen reader's braille
//! comes back when focus leaves the terminal; or, with neither set, the
//! Linux console the game runs on (from `/proc/self/stat`'s `tty_nr`). With
//! none of these (a pseudo-terminal over ssh, or no terminal) the path is
//! empty: the display BRLTTY shows now.
//!
//! Pure: the environment's values in, the path out.

/// The major device number of the Linux virtual consoles (`/dev/ttyN`).
const CONSOLE_MAJOR: u32 = 4;
/// Virtual console numbers run from 1 to 63 (64 and above are serial
/// lines on the same major number).
const LAST_CONSOLE: u32 = 63;

/// What the path is made of.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TtyEnvironment {
    pub window_path: Option<String>,
    pub xdg_vtnr: Option<String>,
    pub window_id: Option<String>,
    /// The `tty_nr` field of `/proc/self/stat`.
    pub tty_nr: Option<u32>,
}

impl TtyEnvironment {
    /// This process's environment and terminal.
    pub fn current() -> TtyEnvironment {
        let var = |name| {
            std::env::var(name)
                .ok()
                .filter(|v: &String| !v.trim().is_empty())
        };
        TtyEnvironment {
            window_path: var("WINDOWPATH"),
            xdg_vtnr: var("XDG_VTNR"),
            window_id: var("WINDOWID"),
            tty_nr: std::fs::read_to_string("/proc/self/stat")
                .ok()
                .and_then(|stat| tty_nr(&stat)),
        }
    }

    /// Whether braille is on by default here: on a Linux virtual console
    /// (where BRLTTY reads the screen) or in a window under X
    /// (`WINDOWPATH`), where a display that answers is the player's; not
    /// over ssh or in a pseudo-terminal with neither.
    pub fn braille_by_default(&self) -> bool {
        self.window_path.is_some() || self.tty_nr.and_then(console_number).is_some()
    }

    /// The ttys to pass to `brlapi_enterTtyModeWithPath` (after the part
    /// libbrlapi adds itself).
    pub fn path(&self) -> Vec<i32> {
        let window = self.window_id.as_deref().and_then(parse_number);
        if self.window_path.is_some() || self.xdg_vtnr.is_some() {
            return window.into_iter().collect();
        }
        match self.tty_nr.and_then(console_number) {
            Some(console) => vec![console],
            None => Vec::new(),
        }
    }
}

/// The console number of a `tty_nr` device number, if it is a virtual
/// console.
pub fn console_number(tty_nr: u32) -> Option<i32> {
    // Linux's encoding: major in bits 8–19, minor in bits 0–7 and 20–31.
    let major = (tty_nr >> 8) & 0xFFF;
    let minor = (tty_nr & 0xFF) | ((tty_nr >> 12) & 0xF_FF00);
    (major == CONSOLE_MAJOR && (1..=LAST_CONSOLE).contains(&minor)).then_some(minor as i32)
}

/// The `tty_nr` field (the seventh) of a `/proc/PID/stat` line; the
/// command name in parentheses may hold spaces, so fields count from its
/// closing parenthesis.
pub fn tty_nr(stat: &str) -> Option<u32> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let field: i64 = rest.split_whitespace().nth(4)?.parse().ok()?;
    u32::try_from(field).ok()
}

fn parse_number(text: &str) -> Option<i32> {
    let text = text.trim();
    match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
    .and_then(|n: i64| i32::try_from(n).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(
        path: Option<&str>,
        vt: Option<&str>,
        window: Option<&str>,
        tty: Option<u32>,
    ) -> TtyEnvironment {
        TtyEnvironment {
            window_path: path.map(str::to_string),
            xdg_vtnr: vt.map(str::to_string),
            window_id: window.map(str::to_string),
            tty_nr: tty,
        }
    }

    #[test]
    fn the_path_below_what_libbrlapi_adds() {
        let tty3 = (4 << 8) | 3;
        let pts0 = 136 << 8;
        let cases: &[(TtyEnvironment, &[i32])] = &[
            // The Linux console, no session variables: the console itself.
            (env(None, None, None, Some(tty3)), &[3]),
            // A logind console session: libbrlapi adds XDG_VTNR itself.
            (env(None, Some("3"), None, Some(tty3)), &[]),
            // A terminal window under X: the window below the X server's VT.
            (
                env(Some("7"), Some("7"), Some("41943046"), Some(pts0)),
                &[41943046],
            ),
            (
                env(Some("1:7"), None, Some("0x2800006"), Some(pts0)),
                &[0x2800006],
            ),
            // A Wayland terminal or one with no window id.
            (env(None, Some("2"), None, Some(pts0)), &[]),
            // ssh, tmux in a container, or no terminal at all.
            (env(None, None, None, Some(pts0)), &[]),
            (env(None, None, None, Some(0)), &[]),
            (env(None, None, None, None), &[]),
            // Serial lines share the consoles' major number.
            (env(None, None, None, Some((4 << 8) | 64)), &[]),
            (env(None, None, Some("junk"), None), &[]),
        ];
        for (environment, path) in cases {
            assert_eq!(environment.path(), *path, "{environment:?}");
        }
        let by_default: &[(TtyEnvironment, bool)] = &[
            (env(None, None, None, Some(tty3)), true),
            (env(None, Some("3"), None, Some(tty3)), true),
            (env(Some("7"), Some("7"), Some("41"), Some(pts0)), true),
            (env(None, Some("2"), None, Some(pts0)), false),
            (env(None, None, None, Some(pts0)), false),
            (env(None, None, None, None), false),
            (env(None, None, None, Some((4 << 8) | 64)), false),
        ];
        for (environment, expected) in by_default {
            assert_eq!(
                environment.braille_by_default(),
                *expected,
                "{environment:?}"
            );
        }
    }

    #[test]
    fn tty_nr_is_read_past_a_command_name_with_spaces() {
        let cases: &[(&str, Option<u32>)] = &[
            (
                "1234 (accessible-2048) S 1 1234 1234 1027 1234 4194304 0",
                Some(1027),
            ),
            ("99 (a) b (c)) R 1 99 99 34816 99 0", Some(34816)),
            ("7 (x) S 1 7 7 0 -1 0", Some(0)),
            ("garbage", None),
            ("5 (y) S 1", None),
        ];
        for (stat, expected) in cases {
            assert_eq!(tty_nr(stat), *expected, "{stat}");
        }
        assert_eq!(console_number(1027), Some(3));
        assert_eq!(console_number(34816), None);
    }
}
