//! What the player hears when the hint engine's trained network was found
//! but could not be read (damaged, cut short, foreign), or there was not
//! enough memory for it: the hints go on with the hand-tuned evaluation. Pure: a message out; finding and
//! reading the file are the storage module's.

use super::message::{Announcement, Message};

/// The network file was refused; the hints use the heuristic.
pub fn network_refused() -> Announcement {
    Message::new("network-refused").into()
}

/// There was not enough memory for the network; the hints use the
/// heuristic.
pub fn network_out_of_memory() -> Announcement {
    Message::new("network-out-of-memory").into()
}
