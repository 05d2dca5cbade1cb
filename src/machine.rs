//! What this machine offers the hint search: how many threads it may use.
//! Asks the operating system; the search itself only takes the number.

/// The most threads a hint uses, however many cores there are: past a few
/// threads, the search gains little and the rest of the machine loses.
pub const MOST_HINT_THREADS: usize = 8;

/// Threads for one hint: one per core the process may use, up to
/// [`MOST_HINT_THREADS`]; 1 if the system will not say.
pub fn hint_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |cores| cores.get())
        .clamp(1, MOST_HINT_THREADS)
}
