//! Starting the game's threads only where the address space has room for
//! them. Short of memory, the standard library's thread start can get a
//! thread's stack but not its signal stack; its panic then runs out of
//! memory while printing itself and deadlocks, and the game hangs instead
//! of failing. Looking for the room first turns that into an error the
//! caller says. Knows nothing of the game.

use std::io;
use std::sync::mpsc;
use std::thread::{self, JoinHandle, ScopedJoinHandle};

/// Room a thread needs beyond its stack as it starts: the standard
/// library's signal stack, thread-local storage, a panic's message.
pub const START_ROOM_BYTES: usize = 512 * 1024;

/// The standard library's default stack, for threads that need no other.
pub const DEFAULT_STACK_BYTES: usize = 2 * 1024 * 1024;

/// Whether a thread with a stack of `stack_bytes` has room to start: a
/// mapping of that size is made and given back at once. (Not through the
/// allocator: freeing a large block raises its threshold for mapping, and
/// the game's later allocations would then land elsewhere.)
#[cfg(unix)]
pub fn room_for(stack_bytes: usize) -> io::Result<()> {
    let length = stack_bytes.saturating_add(START_ROOM_BYTES);
    // SAFETY: a fresh private anonymous mapping, touched by nothing and
    // unmapped at once.
    let mapped = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            length,
            libc::PROT_NONE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if mapped == libc::MAP_FAILED {
        return Err(io::Error::new(
            io::ErrorKind::OutOfMemory,
            "not enough memory",
        ));
    }
    // SAFETY: exactly the mapping made above.
    unsafe { libc::munmap(mapped, length) };
    Ok(())
}

/// Elsewhere the system's own thread start is trusted.
#[cfg(not(unix))]
pub fn room_for(_stack_bytes: usize) -> io::Result<()> {
    Ok(())
}

/// Starts `work` on a thread named `name` with a stack of `stack_bytes`,
/// or says why it cannot (no room, or the system refused).
///
/// Returns once the thread runs `work`: the standard library maps the new
/// thread's signal stack as it starts, and aborts the process if it cannot,
/// so the room found here must not go to the caller's next thread before
/// that. (Other threads' allocations in that moment are not held back.)
pub fn start<F, T>(name: &str, stack_bytes: usize, work: F) -> io::Result<JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    room_for(stack_bytes)?;
    let (started, running) = mpsc::sync_channel(1);
    let handle = thread::Builder::new()
        .name(name.into())
        .stack_size(stack_bytes)
        .spawn(move || {
            // The receiver waits below; if it is gone, nobody waits.
            let _ = started.send(());
            work()
        })?;
    // An error means the thread ended without sending: nothing to wait for.
    let _ = running.recv();
    Ok(handle)
}

/// Starts `work` on a thread of `scope` (named `name`, with a stack of
/// `stack_bytes`), as [`start`] does: only with room for it, and returning
/// once it runs.
pub fn start_scoped<'scope, F, T>(
    scope: &'scope thread::Scope<'scope, '_>,
    name: &str,
    stack_bytes: usize,
    work: F,
) -> io::Result<ScopedJoinHandle<'scope, T>>
where
    F: FnOnce() -> T + Send + 'scope,
    T: Send + 'scope,
{
    room_for(stack_bytes)?;
    let (started, running) = mpsc::sync_channel(1);
    let handle = thread::Builder::new()
        .name(name.into())
        .stack_size(stack_bytes)
        .spawn_scoped(scope, move || {
            // The receiver waits below; if it is gone, nobody waits.
            let _ = started.send(());
            work()
        })?;
    // An error means the thread ended without sending: nothing to wait for.
    let _ = running.recv();
    Ok(handle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_with_room_starts_and_runs() {
        let handle = start("probe", 64 * 1024, || 6 * 7).expect("room");
        assert_eq!(handle.join().unwrap(), 42);
    }

    #[cfg(unix)]
    #[test]
    fn no_room_is_an_out_of_memory_error() {
        let error = room_for(usize::MAX / 2).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::OutOfMemory);
        assert_eq!(error.to_string(), "not enough memory");
    }
}
