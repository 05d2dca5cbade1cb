//! Running out of memory said in one line. The program's allocator is the
//! system's, except where an allocation the program cannot do without
//! fails: the standard library would then print its own message and abort
//! (or, with another thread printing, hang on its lock). Instead one line
//! goes to standard error and the process ends with the failure's status.
//! A game loses nothing by it: every move's save is renamed into place
//! before the next key is read.
//!
//! Code that can go on without the memory (a smaller search table, a bench
//! that says it is short) asks inside [`fallibly`], and gets its error back
//! as the standard library describes it.
//!
//! Knows nothing of the game: writes with the system call alone, since
//! nothing can be allocated at that point.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

/// The line said when memory runs out.
pub const LINE: &str = "accessible-2048: out of memory, so it stops; \
     a game in play is saved up to its last move\n";

/// The exit status of a process that ran out of memory: a failure of the
/// machine.
pub const EXIT_STATUS: i32 = 1;

thread_local! {
    /// Whether this thread's allocations may fail (inside [`fallibly`]).
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
    /// Whether this thread is the one saying the line.
    static SAYER: Cell<bool> = const { Cell::new(false) };
}

/// Whether a thread has already begun to say the line.
static SAYING: AtomicBool = AtomicBool::new(false);

/// Runs `work`, whose allocations may fail and come back as errors (a
/// `try_reserve` that the caller answers), not as the end of the process.
pub fn fallibly<T>(work: impl FnOnce() -> T) -> T {
    let before = FALLIBLE.with(|fallible| fallible.replace(true));
    let result = work();
    FALLIBLE.with(|fallible| fallible.set(before));
    result
}

/// The system's allocator, saying [`LINE`] and ending the process where an
/// allocation outside [`fallibly`] fails.
pub struct Allocator;

// SAFETY: every call is the system allocator's, with the same arguments;
// a failure either returns null (inside `fallibly`, as the system did) or
// never returns.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as the caller promised for this call.
        checked(unsafe { System.alloc(layout) })
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as the caller promised for this call.
        checked(unsafe { System.alloc_zeroed(layout) })
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as the caller promised for this call.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as the caller promised for this call.
        checked(unsafe { System.realloc(ptr, layout, new_size) })
    }
}

/// `pointer`, if the allocation succeeded or may fail; otherwise the line
/// is said and the process ends.
fn checked(pointer: *mut u8) -> *mut u8 {
    // A thread whose thread-local storage is gone (it is ending) counts as
    // one whose allocations must succeed.
    if !pointer.is_null() || FALLIBLE.try_with(Cell::get).unwrap_or(false) {
        return pointer;
    }
    out_of_memory()
}

/// Says [`LINE`] once and ends the process at once: no destructor, no
/// flush (they could allocate), no other thread's line. For memory the
/// program cannot do without that is found missing other than by the
/// allocator (a thread that has no room to start).
pub fn out_of_memory() -> ! {
    if SAYING.swap(true, Ordering::SeqCst) {
        if SAYER.try_with(Cell::get).unwrap_or(true) {
            // This thread fails again while it ends the process (exit
            // handlers that allocate): end it without them.
            std::process::abort()
        }
        // Another thread says the line and ends the process: wait for it,
        // without allocating.
        loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
        }
    }
    let _ = SAYER.try_with(|sayer| sayer.set(true));
    write_all(LINE.as_bytes());
    // SAFETY: ends the process; nothing after it runs.
    unsafe { exit_now(EXIT_STATUS) }
}

/// Writes `bytes` to standard error with the system call alone, as far as
/// it goes.
#[cfg(unix)]
fn write_all(mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: a write of a valid buffer to a descriptor that may be
        // closed (then it fails and the loop ends).
        let written =
            unsafe { libc::write(libc::STDERR_FILENO, bytes.as_ptr().cast(), bytes.len()) };
        if written <= 0 {
            return;
        }
        bytes = &bytes[written as usize..];
    }
}

#[cfg(not(unix))]
fn write_all(bytes: &[u8]) {
    use std::io::Write;
    // The standard error of Windows is unbuffered; a failure is ignored.
    let _ = std::io::stderr().write_all(bytes);
}

#[cfg(unix)]
unsafe fn exit_now(status: i32) -> ! {
    // SAFETY: `_exit` ends the process without running anything else.
    unsafe { libc::_exit(status) }
}

/// Ends the process, running the C runtime's exit handlers (which may
/// allocate: a failure there aborts).
#[cfg(not(unix))]
unsafe fn exit_now(status: i32) -> ! {
    std::process::exit(status)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inside_fallibly_a_failure_comes_back_as_an_error() {
        let mut huge: Vec<u8> = Vec::new();
        let result = fallibly(|| huge.try_reserve_exact(usize::MAX / 2));
        assert!(result.is_err());
        assert!(!FALLIBLE.with(Cell::get), "the mark ends with the work");
    }

    #[test]
    fn fallibly_nests_and_gives_back_the_outer_mark() {
        let inner = fallibly(|| fallibly(|| FALLIBLE.with(Cell::get)));
        assert!(inner);
        assert!(!FALLIBLE.with(Cell::get));
        fallibly(|| {
            fallibly(|| ());
            assert!(FALLIBLE.with(Cell::get), "the outer mark stays");
        });
    }

    #[test]
    fn the_line_is_one_line_naming_the_program() {
        assert!(LINE.starts_with("accessible-2048: "));
        assert_eq!(LINE.lines().count(), 1);
        assert!(LINE.ends_with('\n'));
    }
}
