//! Windows console events: Ctrl+C, Ctrl+Break and closing the console window
//! (also logging off and shutting down) raise the same stop flag the Unix
//! termination signals raise, so the game leaves the same orderly way.
//!
//! Only registration lives here; what stopping means belongs to the game
//! loop. In the key mode Ctrl+C arrives as a key (raw mode), so this handler
//! sees Ctrl+Break and the window closing; in the line mode it sees all three.
//! Windows ends the process soon after a close event is handled; the game
//! saves after every move, so the last move is on disk by then.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Raises `flag` on every console control event. Registration fails only
/// when a handler is already set, which would be a bug of ours; the game then
/// plays on with the platform's default handling.
pub fn raise_on_console_events(flag: &Arc<AtomicBool>) {
    let flag = Arc::clone(flag);
    let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));
}
