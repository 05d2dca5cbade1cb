//! What this machine offers the hint search: how many threads it may use.
//! Asks the operating system; the search itself only takes the number.
//!
//! A hint in the game searches on [`HINT_THREADS`]: measured with
//! `cargo bench --bench hint_under_load`, a second thread reached no
//! deeper within the 100 ms budget and made the decisions later on a busy
//! machine (it waits for the other thread's last branch). Whole games
//! played by `autoplay` share the cores among themselves instead.

/// Threads for one hint in the game.
pub const HINT_THREADS: usize = 1;

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
