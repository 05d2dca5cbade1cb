//! Whether a stopped game could ever be continued: only a job-control shell
//! continues a stopped job (`fg`, `bg`), and it can reach the game only when
//! the game's process group has a member whose parent is in another group
//! of the same session (the shell, or a wrapper the shell started). A game
//! that leads its own session (started by a terminal directly, a desktop
//! launcher) or whose process group is orphaned must not stop: nothing
//! would ever continue it. Reads process ids only; touches no signal and no
//! terminal.

/// Whether something could continue the game after it stops: the test the
/// kernel makes for an orphaned process group, made before stopping.
#[cfg(unix)]
pub fn can_be_continued() -> bool {
    // SAFETY: these calls only read the process's own ids.
    let (pid, group, session) = unsafe { (libc::getpid(), libc::getpgrp(), libc::getsid(0)) };
    if session == pid || session < 0 {
        return false;
    }
    // SAFETY: as above.
    let parent = unsafe { libc::getppid() };
    if continues_group(parent, group, session) {
        return true;
    }
    other_members_continued(pid, group, session)
}

#[cfg(not(unix))]
pub fn can_be_continued() -> bool {
    false
}

/// Whether process `parent`, the parent of a member of `group`, is in
/// another group of the same session: a job-control shell there can
/// continue the group.
#[cfg(unix)]
fn continues_group(parent: libc::pid_t, group: libc::pid_t, session: libc::pid_t) -> bool {
    if parent <= 1 {
        return false;
    }
    // SAFETY: both calls only read another process's ids (or fail).
    let (parent_group, parent_session) = unsafe { (libc::getpgid(parent), libc::getsid(parent)) };
    parent_group >= 0 && parent_group != group && parent_session == session
}

/// Whether another live member of `group` (a wrapper script, `cargo run`,
/// the shell's `sh -c`) has a parent that can continue the group, looked
/// up in `/proc`.
#[cfg(all(unix, target_os = "linux"))]
fn other_members_continued(pid: libc::pid_t, group: libc::pid_t, session: libc::pid_t) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        let Some(member) = entry
            .file_name()
            .to_str()
            .and_then(|name| name.parse::<libc::pid_t>().ok())
        else {
            return false;
        };
        if member == pid {
            return false;
        }
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            return false;
        };
        match parse_stat(&stat) {
            Some(fields) if fields.group == group && fields.state != 'Z' && fields.state != 'X' => {
                continues_group(fields.parent, group, session)
            }
            _ => false,
        }
    })
}

#[cfg(all(unix, not(target_os = "linux")))]
fn other_members_continued(_pid: libc::pid_t, _group: libc::pid_t, _session: libc::pid_t) -> bool {
    false
}

/// The fields of `/proc/PID/stat` that say where a process belongs.
#[cfg(any(test, target_os = "linux"))]
#[derive(Debug, PartialEq)]
struct StatFields {
    state: char,
    parent: i32,
    group: i32,
}

/// Reads `pid (name) state ppid pgrp ...`; the name may hold spaces and
/// parentheses, so the fields are read after its last `)`.
#[cfg(any(test, target_os = "linux"))]
fn parse_stat(stat: &str) -> Option<StatFields> {
    let mut fields = stat.get(stat.rfind(')')? + 1..)?.split_whitespace();
    let state = fields.next()?.chars().next()?;
    let parent = fields.next()?.parse().ok()?;
    let group = fields.next()?.parse().ok()?;
    Some(StatFields {
        state,
        parent,
        group,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_are_read_past_any_name() {
        for (line, state, parent, group) in [
            ("12 (sh) S 10 12 10 34816 12 4194560", 'S', 10, 12),
            ("40 (a (b) c) T 39 38 1 0 -1", 'T', 39, 38),
            ("7 () Z 1 7 7", 'Z', 1, 7),
        ] {
            assert_eq!(
                parse_stat(line),
                Some(StatFields {
                    state,
                    parent,
                    group
                }),
                "{line}"
            );
        }
        for line in ["", "12 (sh", "12 (sh) S", "12 (sh) S x 3"] {
            assert_eq!(parse_stat(line), None, "{line}");
        }
    }
}
