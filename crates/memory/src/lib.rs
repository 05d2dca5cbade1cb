//! Memory and threads, for the game and its analysis alike: starting a
//! thread only where the address space has room for it ([`thread_room`]),
//! running out of memory said in one line ([`out_of_memory`]), and asking
//! for huge pages under a large table read at random ([`huge_pages`]).
//!
//! Knows nothing of the game: no board, no words, no files; it imports no
//! other crate of the game.

pub mod huge_pages;
pub mod out_of_memory;
pub mod thread_room;
