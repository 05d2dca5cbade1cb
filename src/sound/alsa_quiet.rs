//! Keeps the ALSA library's own error messages (printed on standard error
//! when there is no sound card or the configuration is broken) off the
//! player's terminal: a screen reader would read them out. The sound thread
//! quiets them for itself; the game says the problem once, in its own words.
//! Touches nothing but ALSA's error handler of the calling thread.

use std::os::raw::{c_char, c_int};

unsafe extern "C" fn ignore(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _err: c_int,
    _fmt: *const c_char,
    _arg: *mut alsa_sys::__va_list_tag,
) {
}

/// ALSA errors met on this thread are no longer printed.
pub fn quiet_this_thread() {
    // SAFETY: sets this thread's handler to a function of exactly the type
    // ALSA calls; the function does nothing with its arguments.
    unsafe {
        alsa_sys::snd_lib_error_set_local(Some(ignore));
    }
}
