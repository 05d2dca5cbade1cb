//! Analysis of positions: the expectimax hint engine and the tools built on
//! it.
//!
//! Pure like the engine: nothing in here touches a terminal, speech, Fluent,
//! a clock or global randomness. Time limits come in as a "time is up?"
//! callback; random games get their generator from the caller.

pub mod search;
