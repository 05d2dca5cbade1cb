//! The transposition cache of the 4×4 search: chance nodes already valued,
//! keyed by board, with how many moves deep each was searched. One cache
//! per search thread; finished searches hand theirs back for the next ones.
//!
//! Each iteration of the deepening search uses as much of the cache as its
//! work needs, judged by what the iteration before it stored: a short search
//! touches a table that stays in the processor's own caches (a lookup that
//! misses them costs more than valuing a node near the leaves), a long one
//! spreads over the whole table. Entries stored before the table grew stay
//! where they are: found again only by chance, never wrong.
//!
//! Knows nothing of the search itself, time or threads beyond the spare
//! list's lock.

use accessible_2048_memory::out_of_memory::fallibly;
use std::sync::Mutex;

/// A cached chance node: the board, its value, how many moves deep it was
/// searched, and the search that stored it.
#[derive(Clone, Copy, Default)]
struct Entry {
    board: u64,
    remaining: u16,
    generation: u16,
    value: f32,
}

/// log2 of the number of cache slots (16 bytes each).
const CACHE_BITS: u32 = 19;
/// log2 of the fewest slots an iteration uses (256 KB).
const MIN_BITS: u32 = 14;
/// Slots an iteration gets per entry the iteration before it stored: the
/// next one stores several times as many, and a table at most half full
/// keeps most of them.
const SLOTS_PER_EARLIER_ENTRY: u32 = 16;

/// A direct-mapped transposition cache: one slot per hash, the newest entry
/// wins. Fixed size, so it never stops to grow. Each search starts a new
/// generation, so entries of earlier searches (perhaps with other odds) are
/// never read, and the slots need no clearing between searches.
pub struct Cache {
    slots: Vec<Entry>,
    generation: u16,
    /// log2 of the slots the current iteration uses.
    bits: u32,
    /// Entries stored since the iteration began.
    stored: u32,
}

/// Caches of finished searches, kept for the next ones (allocating and
/// clearing 8 MB per hint would cost milliseconds).
static SPARE_CACHES: Mutex<Vec<Cache>> = Mutex::new(Vec::new());

/// `count` caches, each ready for a new search.
pub fn take_caches(count: usize) -> Vec<Cache> {
    let mut spare = SPARE_CACHES.lock().unwrap_or_else(|e| e.into_inner());
    let kept = spare.len().saturating_sub(count);
    let mut caches: Vec<Cache> = spare.drain(kept..).collect();
    drop(spare);
    caches.resize_with(count, || Cache {
        slots: Vec::new(),
        generation: 0,
        bits: MIN_BITS,
        stored: 0,
    });
    for cache in &mut caches {
        cache.start_search();
    }
    caches
}

/// Keeps `caches` for later searches (as many as ever ran at once).
pub fn give_back_caches(caches: Vec<Cache>) {
    let mut spare = SPARE_CACHES.lock().unwrap_or_else(|e| e.into_inner());
    spare.extend(caches);
}

/// The fewest slots a table is given when memory is short (16 KB).
const SMALLEST_BITS: u32 = 10;

/// Memory a table leaves free when memory is short, for the small needs
/// of the search and of the rest of the program: a table that took the
/// last of it would leave the next small allocation to abort the process.
const HEADROOM_BYTES: usize = 1 << 20;

/// A table of [`CACHE_BITS`] slots or, when the memory cannot be had with
/// [`HEADROOM_BYTES`] to spare, the largest that can, down to
/// [`SMALLEST_BITS`]; a single slot if not even that (the search then goes
/// on without remembering).
fn allocate_slots() -> Vec<Entry> {
    for bits in (SMALLEST_BITS..=CACHE_BITS).rev() {
        let mut slots = Vec::new();
        if fallibly(|| slots.try_reserve_exact(1 << bits)).is_ok()
            && fallibly(|| Vec::<u8>::new().try_reserve_exact(HEADROOM_BYTES)).is_ok()
        {
            slots.resize(1 << bits, Entry::default());
            return slots;
        }
    }
    vec![Entry::default()]
}

impl Cache {
    /// Starts a new search: older entries become invisible.
    pub fn start_search(&mut self) {
        if self.slots.is_empty() {
            self.slots = allocate_slots();
        }
        self.bits = MIN_BITS.min(self.most_bits());
        self.forget();
    }

    /// Starts an iteration: the table grows for it if the last one stored
    /// many entries.
    pub fn start_iteration(&mut self) {
        let wanted = self.stored.saturating_mul(SLOTS_PER_EARLIER_ENTRY);
        let bits = wanted
            .checked_next_power_of_two()
            .map_or(CACHE_BITS, u32::trailing_zeros)
            .clamp(MIN_BITS, CACHE_BITS);
        self.bits = self.bits.max(bits).min(self.most_bits());
        self.stored = 0;
    }

    /// Makes every entry invisible (the values of a search with other
    /// limits), keeping the size.
    pub fn forget(&mut self) {
        self.stored = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill(Entry::default());
            self.generation = 1;
        }
    }

    /// log2 of the slots the table has (fewer than [`CACHE_BITS`] when
    /// memory was short).
    fn most_bits(&self) -> u32 {
        self.slots.len().max(1).trailing_zeros()
    }

    /// How many slots the current iteration uses.
    #[cfg(test)]
    pub fn slots_in_use(&self) -> usize {
        1 << self.bits
    }

    #[inline]
    fn slot(&self, board: u64) -> usize {
        let mixed = (board ^ (board >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // A one-slot table (memory was short) has no bits to shift in.
        mixed.checked_shr(64 - self.bits).unwrap_or(0) as usize
    }

    #[inline]
    pub fn get(&self, board: u64, remaining: u32) -> Option<f32> {
        let entry = self.slots[self.slot(board)];
        (entry.board == board
            && entry.generation == self.generation
            && u32::from(entry.remaining) >= remaining)
            .then_some(entry.value)
    }

    #[inline]
    pub fn insert(&mut self, board: u64, remaining: u32, value: f32) {
        self.stored += 1;
        let slot = self.slot(board);
        self.slots[slot] = Entry {
            board,
            remaining: remaining as u16,
            generation: self.generation,
            value,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_values_searched_deep_enough_in_this_search_only() {
        let mut cache = take_caches(1).remove(0);
        let board = 0x1234_0000_0000_0021;
        assert_eq!(cache.get(board, 1), None);
        cache.insert(board, 3, 42.5);
        assert_eq!(cache.get(board, 3), Some(42.5));
        assert_eq!(cache.get(board, 2), Some(42.5));
        // Asked to look deeper than it was searched: not an answer.
        assert_eq!(cache.get(board, 4), None);
        assert_eq!(cache.get(board ^ 1, 1), None);
        cache.start_search();
        assert_eq!(cache.get(board, 1), None);
        give_back_caches(vec![cache]);
    }

    #[test]
    fn each_iteration_uses_as_many_slots_as_the_last_one_needed() {
        let mut cache = take_caches(1).remove(0);
        assert_eq!(cache.slots_in_use(), 1 << MIN_BITS);
        for board in 0..100_000u64 {
            cache.insert(board * 7919, 2, 1.0);
        }
        cache.start_iteration();
        assert_eq!(cache.slots_in_use(), 1 << CACHE_BITS);
        for board in 0..1000u64 {
            cache.insert(board, 2, 1.0);
        }
        assert_eq!(cache.get(999, 2), Some(1.0));
        cache.start_iteration();
        assert_eq!(cache.slots_in_use(), 1 << CACHE_BITS, "never shrinks");
        assert_eq!(cache.get(999, 2), Some(1.0));
        cache.forget();
        assert_eq!(cache.get(999, 2), None);
        cache.start_search();
        assert_eq!(cache.slots_in_use(), 1 << MIN_BITS);
        for board in 0..1000u64 {
            cache.insert(board, 2, 1.0);
        }
        cache.start_iteration();
        assert_eq!(cache.slots_in_use(), 1 << MIN_BITS);
        give_back_caches(vec![cache]);
    }

    #[test]
    fn hands_out_as_many_caches_as_asked() {
        let caches = take_caches(3);
        assert_eq!(caches.len(), 3);
        give_back_caches(caches);
        assert_eq!(take_caches(2).len(), 2);
    }
}
