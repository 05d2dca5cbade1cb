//! Asking the kernel to back a large buffer with huge pages (2 MB on
//! x86-64 instead of 4 KB), for tables read at random: the hint network's
//! 134 MB of weights, where nearly every lookup would otherwise miss the
//! processor's address cache as well as its data caches. Only a hint: where
//! the kernel or the platform has no huge pages, nothing changes and the
//! buffer works as ever. Knows nothing of the game.

/// The size of a huge page on the platforms that have them.
const HUGE_PAGE: usize = 2 * 1024 * 1024;

/// Asks for huge pages under the whole huge pages inside the `bytes` from
/// `start`; call it before the memory is first written, so that the pages
/// are made huge as they are touched. Returns whether the kernel took the
/// hint (false on platforms without it).
pub fn advise(start: *const u8, bytes: usize) -> bool {
    let first = (start as usize).next_multiple_of(HUGE_PAGE);
    let end = (start as usize).saturating_add(bytes);
    if end < first.saturating_add(HUGE_PAGE) {
        return false;
    }
    let length = (end - first) / HUGE_PAGE * HUGE_PAGE;
    advise_range(first, length)
}

#[cfg(target_os = "linux")]
fn advise_range(first: usize, length: usize) -> bool {
    // SAFETY: madvise only changes how the kernel backs pages of this
    // process's own mapping, which the caller's buffer covers whole
    // (`first..first + length` lies inside it); it reads and writes no
    // memory.
    unsafe { libc::madvise(first as *mut libc::c_void, length, libc::MADV_HUGEPAGE) == 0 }
}

#[cfg(not(target_os = "linux"))]
fn advise_range(_first: usize, _length: usize) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_smaller_than_a_huge_page_is_left_alone() {
        let small = vec![0u8; 4096];
        assert!(!advise(small.as_ptr(), small.len()));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_large_buffer_is_advised_and_stays_usable() {
        let mut buffer: Vec<u16> = Vec::with_capacity(4 * HUGE_PAGE);
        let advised = advise(buffer.as_ptr().cast(), 2 * buffer.capacity());
        // A kernel built without transparent huge pages refuses: then the
        // hint is simply not taken.
        let enabled = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
            .is_ok_and(|modes| !modes.contains("[never]"));
        assert_eq!(advised, enabled);
        buffer.resize(4 * HUGE_PAGE, 7);
        assert!(buffer.iter().all(|&x| x == 7));
    }
}
