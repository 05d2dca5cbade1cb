//! The test that every thread of the game, in every crate of the
//! workspace, starts through `thread_room` (memory and threads' crate),
//! which looks for the room a thread needs before starting it: the code
//! is read for every other way the standard library starts a thread.
//! Reads the source files only; touches no module.

#[cfg(test)]
mod tests {
    /// Every way the standard library starts a thread, as code calls it:
    /// a builder's (`spawn`, `spawn_scoped`), the free function, and a
    /// scope's, whatever the scope is called.
    fn thread_starts(code: &str) -> Vec<String> {
        let mut found = Vec::new();
        for (at, _) in code.match_indices(".spawn") {
            let before = code[..at].trim_end();
            let receiver: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ')' || *c == '(')
                .collect::<String>()
                .chars()
                .rev()
                .collect();
            let call: String = code[at + 1..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let next = code[at + 1 + call.len()..].trim_start();
            // A thread's start takes its work; a child process's or a
            // tile's `spawn()` takes nothing.
            let takes_work = next.starts_with('(') && !next[1..].trim_start().starts_with(')');
            if (call == "spawn" || call == "spawn_scoped") && takes_work {
                found.push(format!("{receiver}.{call}("));
            }
        }
        for (at, _) in code.match_indices("spawn(") {
            let before = &code[..at];
            if before.ends_with("thread::") {
                found.push("thread::spawn(".into());
            }
        }
        found
    }

    /// The files of `dir` and below whose code, before their first
    /// `#[cfg(test)]`, starts a thread of its own by the standard library
    /// directly, with the starts found (`thread_room.rs` itself, which
    /// starts them, aside).
    fn direct_starts(dir: &std::path::Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("source directory") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                direct_starts(&path, found);
                continue;
            }
            if path.extension().is_none_or(|ext| ext != "rs") || path.ends_with("thread_room.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("readable source");
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            let starts = thread_starts(code);
            if !starts.is_empty() {
                found.push(format!("{}: {starts:?}", path.display()));
            }
        }
    }

    #[test]
    fn every_way_of_starting_a_thread_is_found() {
        let table = [
            ("std::thread::spawn(move || 1);", 1),
            ("thread::spawn(f)", 1),
            ("scope.spawn(move || work());", 1),
            ("s.spawn(|| 1)", 1),
            ("std::thread::scope(|x| { x.spawn(f); x.spawn(g); })", 2),
            ("thread::Builder::new().spawn(f)", 1),
            ("Builder::new()\n    .name(n)\n    .spawn(f)", 1),
            ("std::thread::Builder::new().spawn_scoped(scope, f)", 1),
            ("Builder::new()\n  .stack_size(9)\n  .spawn_scoped(s, f)", 1),
            ("thread_room::start(\"a\", 9, f)", 0),
            ("thread_room::start_scoped(scope, \"a\", 9, f)", 0),
            ("let spawned = true; respawn(x); self.spawns", 0),
            ("Command::new(\"espeak-ng\").spawn()", 0),
            ("game.spawn();\nreport.spawn.map(f)", 0),
        ];
        for (code, count) in table {
            assert_eq!(thread_starts(code).len(), count, "{code}");
        }
    }

    #[test]
    fn every_thread_of_the_game_starts_through_the_room_check() {
        let mut found = Vec::new();
        for (src, _) in crate::module_layers::source_dirs() {
            direct_starts(&src, &mut found);
        }
        assert!(
            found.is_empty(),
            "threads started without thread_room::start: {found:?}"
        );
    }
}
