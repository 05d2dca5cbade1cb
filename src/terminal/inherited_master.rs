//! The controlling side of a terminal (a pseudo-terminal's master) handed
//! down by the program that started the game, such as a console screen
//! reader that does not mark it close-on-exec. While the game holds it, the
//! terminal never hangs up: when that program dies, the game would wait for
//! keys that cannot come, holding the data directory's lock. Closing the
//! inherited copies at the start lets the terminal's end reach the game (a
//! hang-up, then read errors), and the game ends in order.
//!
//! Only descriptors above standard error are looked at, and only masters
//! are closed. Linux tells what a descriptor is through `/proc/self/fd`;
//! elsewhere nothing is done.

/// Closes every pseudo-terminal master the game inherited.
pub fn close_inherited_masters() {
    #[cfg(target_os = "linux")]
    for fd in inherited_masters() {
        // SAFETY: the descriptor is one the game inherited and nothing in
        // the game uses (it runs before the game opens anything of its own
        // on a terminal); closing it only drops the game's copy.
        unsafe {
            libc::close(fd);
        }
    }
}

/// The descriptors above standard error that are pseudo-terminal masters.
#[cfg(target_os = "linux")]
fn inherited_masters() -> Vec<i32> {
    let Ok(entries) = std::fs::read_dir("/proc/self/fd") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&fd| fd > 2)
        .filter(|&fd| {
            std::fs::read_link(format!("/proc/self/fd/{fd}"))
                .is_ok_and(|target| is_master(&target.to_string_lossy()))
        })
        .collect()
}

/// Whether a descriptor's target names the pseudo-terminal multiplexer
/// (every master opened through it reads as its path).
#[cfg(target_os = "linux")]
fn is_master(target: &str) -> bool {
    matches!(target, "/dev/ptmx" | "/dev/pts/ptmx")
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn masters_are_told_from_other_descriptors() {
        let table = [
            ("/dev/ptmx", true),
            ("/dev/pts/ptmx", true),
            ("/dev/pts/3", false),
            ("/dev/tty", false),
            ("pipe:[1234]", false),
            ("/home/player/.local/share/accessible-2048/game.lock", false),
        ];
        for (target, master) in table {
            assert_eq!(is_master(target), master, "{target}");
        }
    }
}
