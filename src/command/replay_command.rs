//! The commands that step through a replayed game. Pure vocabulary.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayCommand {
    /// The next move (PageDown; line mode's `next`).
    Next,
    /// The move before (PageUp; line mode's `previous`, `back`).
    Previous,
    /// The opening position (Home; line mode's `first`).
    First,
    /// The last move (End; line mode's `end`).
    Last,
    /// A numbered move (line mode's `move 12`; 0 is the opening position).
    To(u64),
}
