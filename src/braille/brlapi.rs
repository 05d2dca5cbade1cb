//! BrlAPI's C interface, declared by hand (from `brlapi.h` of BrlAPI 0.8)
//! and loaded at run time with `libloading`, so the game builds with no
//! braille library and runs where none is installed. Only the calls the
//! display needs, through the handle API (one connection per handle, so
//! several can be open in one process). Errors come back as values with
//! libbrlapi's own words (`brlapi_strerror`); the library's default
//! exception handler, which would end the process, is replaced.
//!
//! Linux only; elsewhere [`Connection::open`] says BrlAPI is unavailable.
//! This file must not know what the display shows: that is
//! [`display`](super::display).

use super::BrailleProblem;

/// What a write puts on the display.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub struct Cells<'a> {
    pub text: &'a str,
    /// Dots 7 and 8 under this cell (from 0).
    pub marked: Option<usize>,
}

#[cfg(target_os = "linux")]
pub use linux::Connection;

#[cfg(not(target_os = "linux"))]
pub use elsewhere::Connection;

#[cfg(not(target_os = "linux"))]
mod elsewhere {
    use super::{BrailleProblem, Cells};

    /// No BrlAPI here: NVDA and JAWS show the console's text on Windows.
    pub enum Connection {}

    impl Connection {
        pub fn open(_host: Option<&str>) -> Result<Connection, BrailleProblem> {
            Err(BrailleProblem::NoLibrary("BrlAPI is for Linux".to_string()))
        }
        pub fn display_size(&self) -> Result<(u32, u32), BrailleProblem> {
            match *self {}
        }
        pub fn enter_tty_mode(&mut self, _path: &[i32]) -> Result<(), BrailleProblem> {
            match *self {}
        }
        pub fn accept_keys(
            &mut self,
            _ranges: &[super::super::key::KeyRange],
        ) -> Result<(), BrailleProblem> {
            match *self {}
        }
        pub fn write(&mut self, _cells: &Cells, _width: usize) -> Result<(), BrailleProblem> {
            match *self {}
        }
        pub fn read_key(&mut self, _timeout_ms: i32) -> Result<Option<u64>, BrailleProblem> {
            match *self {}
        }
        pub fn file_descriptor(&self) -> i32 {
            match *self {}
        }
        pub fn leave_tty_mode(&mut self) {
            match *self {}
        }
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::ffi::{CStr, c_char, c_int, c_uint, c_void};
    use std::sync::OnceLock;

    use libloading::Library;

    use super::super::key::KeyRange;
    use super::{BrailleProblem, Cells};

    /// The sonames tried, newest interface first: Debian 12 and 13 ship
    /// `libbrlapi.so.0.8` (package libbrlapi0.8); the unversioned name is
    /// there only with libbrlapi-dev.
    const SONAMES: [&str; 2] = ["libbrlapi.so.0.8", "libbrlapi.so"];

    const DISPLAY_DEFAULT: c_int = -1;
    const CURSOR_OFF: c_int = 0;
    const DOTS_7_AND_8: u8 = 64 | 128;
    const RANGE_ALL: c_uint = 0;

    type Handle = c_void;

    #[repr(C)]
    struct ConnectionSettings {
        auth: *const c_char,
        host: *const c_char,
    }

    #[repr(C)]
    struct WriteArguments {
        display_number: c_int,
        region_begin: c_uint,
        region_size: c_int,
        text: *const c_char,
        text_size: c_int,
        and_mask: *const u8,
        or_mask: *const u8,
        cursor: c_int,
        charset: *const c_char,
    }

    #[repr(C)]
    struct ErrorT {
        brlerrno: c_int,
        libcerrno: c_int,
        gaierrno: c_int,
        errfun: *const c_char,
    }

    type ExceptionHandler = unsafe extern "C" fn(
        handle: *mut Handle,
        error: c_int,
        kind: u32,
        packet: *const c_void,
        size: usize,
    );

    /// The functions, resolved once for the process's life (the library is
    /// never unloaded).
    struct Api {
        get_handle_size: unsafe extern "C" fn() -> usize,
        open_connection: unsafe extern "C" fn(
            *mut Handle,
            *const ConnectionSettings,
            *mut ConnectionSettings,
        ) -> c_int,
        close_connection: unsafe extern "C" fn(*mut Handle),
        get_display_size: unsafe extern "C" fn(*mut Handle, *mut c_uint, *mut c_uint) -> c_int,
        enter_tty_mode_with_path:
            unsafe extern "C" fn(*mut Handle, *const c_int, c_int, *const c_char) -> c_int,
        leave_tty_mode: unsafe extern "C" fn(*mut Handle) -> c_int,
        write: unsafe extern "C" fn(*mut Handle, *const WriteArguments) -> c_int,
        read_key_with_timeout: unsafe extern "C" fn(*mut Handle, c_int, *mut u64) -> c_int,
        ignore_keys: unsafe extern "C" fn(*mut Handle, c_uint, *const u64, c_uint) -> c_int,
        accept_keys: unsafe extern "C" fn(*mut Handle, c_uint, *const u64, c_uint) -> c_int,
        set_exception_handler: unsafe extern "C" fn(*mut Handle, ExceptionHandler) -> *const c_void,
        error_location: unsafe extern "C" fn() -> *mut ErrorT,
        strerror: unsafe extern "C" fn(*const ErrorT) -> *const c_char,
    }

    fn api() -> Result<&'static Api, BrailleProblem> {
        static API: OnceLock<Result<Api, String>> = OnceLock::new();
        API.get_or_init(load)
            .as_ref()
            .map_err(|reason| BrailleProblem::NoLibrary(reason.clone()))
    }

    fn load() -> Result<Api, String> {
        let mut reasons = Vec::new();
        for soname in SONAMES {
            // SAFETY: libbrlapi runs no initialisation with side effects
            // when loaded.
            match unsafe { Library::new(soname) } {
                Ok(library) => {
                    // Never unloaded: its functions are kept for the
                    // process's life.
                    let library: &'static Library = Box::leak(Box::new(library));
                    return resolve(library).map_err(|e| format!("{soname}: {e}"));
                }
                Err(e) => reasons.push(e.to_string()),
            }
        }
        Err(reasons.join("; "))
    }

    fn resolve(library: &'static Library) -> Result<Api, libloading::Error> {
        // SAFETY: each symbol is declared with its C signature from
        // brlapi.h (BrlAPI 0.8).
        unsafe {
            Ok(Api {
                get_handle_size: *library.get(b"brlapi_getHandleSize\0")?,
                open_connection: *library.get(b"brlapi__openConnection\0")?,
                close_connection: *library.get(b"brlapi__closeConnection\0")?,
                get_display_size: *library.get(b"brlapi__getDisplaySize\0")?,
                enter_tty_mode_with_path: *library.get(b"brlapi__enterTtyModeWithPath\0")?,
                leave_tty_mode: *library.get(b"brlapi__leaveTtyMode\0")?,
                write: *library.get(b"brlapi__write\0")?,
                read_key_with_timeout: *library.get(b"brlapi__readKeyWithTimeout\0")?,
                ignore_keys: *library.get(b"brlapi__ignoreKeys\0")?,
                accept_keys: *library.get(b"brlapi__acceptKeys\0")?,
                set_exception_handler: *library.get(b"brlapi__setExceptionHandler\0")?,
                error_location: *library.get(b"brlapi_error_location\0")?,
                strerror: *library.get(b"brlapi_strerror\0")?,
            })
        }
    }

    /// libbrlapi's words for the calling thread's last error.
    fn last_error(api: &Api) -> String {
        // SAFETY: brlapi_error_location returns the calling thread's error
        // record, and brlapi_strerror a string valid until the next call
        // on this thread, copied at once.
        unsafe {
            let error = (api.error_location)();
            if error.is_null() {
                return "unknown error".to_string();
            }
            let text = (api.strerror)(error);
            if text.is_null() {
                return "unknown error".to_string();
            }
            CStr::from_ptr(text).to_string_lossy().into_owned()
        }
    }

    /// Whether the calling thread's last error is a wait cut short by a
    /// signal (`BRLAPI_ERROR_LIBCERR` with `EINTR`).
    fn interrupted(api: &Api) -> bool {
        const LIBCERR: c_int = 11;
        // SAFETY: the calling thread's error record, read at once.
        unsafe {
            let error = (api.error_location)();
            !error.is_null() && (*error).brlerrno == LIBCERR && (*error).libcerrno == libc::EINTR
        }
    }

    /// An error the server sent on its own (a refused request): kept in
    /// the error record rather than ending the process as libbrlapi's
    /// default handler would.
    unsafe extern "C" fn keep_exception(
        _: *mut Handle,
        _: c_int,
        _: u32,
        _: *const c_void,
        _: usize,
    ) {
    }

    /// An open connection to a BrlAPI server.
    pub struct Connection {
        api: &'static Api,
        /// The handle's memory, 8-byte aligned (libbrlapi's size).
        handle: Box<[u64]>,
        in_tty_mode: bool,
        connected: bool,
        /// The connection's socket, to wait on for keys.
        fd: c_int,
    }

    // SAFETY: libbrlapi guards each handle with its own locks; the handle's
    // memory moves with the connection.
    unsafe impl Send for Connection {}

    impl Connection {
        /// Connects to the server `BRLAPI_HOST` names (else the local
        /// one), with the key `BRLAPI_AUTH` names (else the local one):
        /// libbrlapi reads both itself.
        ///
        /// `host`, when given, is used instead of `BRLAPI_HOST`.
        pub fn open(host: Option<&str>) -> Result<Connection, BrailleProblem> {
            let api = api()?;
            let host = match host.map(std::ffi::CString::new).transpose() {
                Ok(host) => host,
                Err(_) => {
                    return Err(BrailleProblem::NoServer(
                        "a host name with a NUL byte".to_string(),
                    ));
                }
            };
            // SAFETY: plain size query.
            let size = unsafe { (api.get_handle_size)() };
            let mut connection = Connection {
                api,
                handle: vec![0u64; size.div_ceil(8).max(1)].into_boxed_slice(),
                in_tty_mode: false,
                connected: false,
                fd: -1,
            };
            let settings = ConnectionSettings {
                auth: std::ptr::null(),
                host: host.as_ref().map_or(std::ptr::null(), |h| h.as_ptr()),
            };
            // SAFETY: the handle is libbrlapi's size, zeroed; settings
            // with NULLs mean the defaults.
            let fd = unsafe {
                (api.open_connection)(connection.handle(), &settings, std::ptr::null_mut())
            };
            if fd < 0 {
                return Err(BrailleProblem::NoServer(last_error(api)));
            }
            connection.connected = true;
            connection.fd = fd;
            // SAFETY: a connected handle and a handler of the declared type.
            unsafe { (api.set_exception_handler)(connection.handle(), keep_exception) };
            Ok(connection)
        }

        fn handle(&mut self) -> *mut Handle {
            self.handle.as_mut_ptr().cast()
        }

        fn check(&self, result: c_int) -> Result<c_int, BrailleProblem> {
            if result < 0 {
                Err(BrailleProblem::Lost(last_error(self.api)))
            } else {
                Ok(result)
            }
        }

        /// Columns and rows of text cells.
        pub fn display_size(&mut self) -> Result<(u32, u32), BrailleProblem> {
            let (mut x, mut y) = (0, 0);
            // SAFETY: a connected handle and two out-parameters.
            let result = unsafe { (self.api.get_display_size)(self.handle(), &mut x, &mut y) };
            self.check(result)?;
            Ok((x, y))
        }

        /// Takes the display for the tty at `path` (below what libbrlapi
        /// adds from `WINDOWPATH`/`XDG_VTNR`), with keys as BRLTTY
        /// commands.
        pub fn enter_tty_mode(&mut self, path: &[i32]) -> Result<(), BrailleProblem> {
            let count = c_int::try_from(path.len()).unwrap_or(0);
            // SAFETY: `count` ints at `path`; a NULL driver asks for
            // BRLTTY commands.
            let result = unsafe {
                (self.api.enter_tty_mode_with_path)(
                    self.handle(),
                    path.as_ptr(),
                    count,
                    std::ptr::null(),
                )
            };
            self.check(result)?;
            self.in_tty_mode = true;
            Ok(())
        }

        /// Leaves every key to BRLTTY but `ranges`.
        pub fn accept_keys(&mut self, ranges: &[KeyRange]) -> Result<(), BrailleProblem> {
            // SAFETY: RANGE_ALL takes no codes.
            let result =
                unsafe { (self.api.ignore_keys)(self.handle(), RANGE_ALL, std::ptr::null(), 0) };
            self.check(result)?;
            for range in ranges {
                // SAFETY: one code.
                let result = unsafe {
                    (self.api.accept_keys)(self.handle(), range.range_type, &range.code, 1)
                };
                self.check(result)?;
            }
            Ok(())
        }

        /// Writes `cells` over the whole width (padded with blanks),
        /// as UTF-8 text for BRLTTY's table to render, the marked cell
        /// with dots 7 and 8 added.
        pub fn write(&mut self, cells: &Cells, width: usize) -> Result<(), BrailleProblem> {
            let mut text: String = cells.text.chars().take(width).collect();
            let shown = text.chars().count();
            text.extend(std::iter::repeat_n(' ', width - shown));
            let mut or_mask = vec![0u8; width];
            if let Some(at) = cells.marked.filter(|&at| at < width) {
                or_mask[at] = DOTS_7_AND_8;
            }
            let arguments = WriteArguments {
                display_number: DISPLAY_DEFAULT,
                region_begin: 1,
                region_size: c_int::try_from(width).unwrap_or(c_int::MAX),
                text: text.as_ptr().cast(),
                text_size: c_int::try_from(text.len()).unwrap_or(c_int::MAX),
                and_mask: std::ptr::null(),
                or_mask: or_mask.as_ptr(),
                cursor: CURSOR_OFF,
                charset: c"UTF-8".as_ptr(),
            };
            // SAFETY: `width` characters of UTF-8 text (textSize bytes)
            // and `width` mask bytes, alive for the call.
            let result = unsafe { (self.api.write)(self.handle(), &arguments) };
            self.check(result).map(|_| ())
        }

        /// A key pressed within `timeout_ms` (0: only one already here), or
        /// None.
        pub fn read_key(&mut self, timeout_ms: i32) -> Result<Option<u64>, BrailleProblem> {
            let mut code = 0u64;
            // SAFETY: a connected handle and an out-parameter.
            let result =
                unsafe { (self.api.read_key_with_timeout)(self.handle(), timeout_ms, &mut code) };
            if result < 0 {
                // A signal arriving mid-wait is not a lost display.
                if interrupted(self.api) {
                    return Ok(None);
                }
                return Err(BrailleProblem::Lost(last_error(self.api)));
            }
            Ok((result > 0).then_some(code))
        }

        /// The connection's socket: readable when the server sent something
        /// (a key), for a caller that waits on it with other things.
        pub fn file_descriptor(&self) -> c_int {
            self.fd
        }

        /// Gives the display back to BRLTTY (the screen it was showing).
        pub fn leave_tty_mode(&mut self) {
            if std::mem::take(&mut self.in_tty_mode) {
                // SAFETY: a connected handle in tty mode. A server gone
                // already has nothing to give back.
                unsafe { (self.api.leave_tty_mode)(self.handle()) };
            }
        }
    }

    impl Drop for Connection {
        fn drop(&mut self) {
            if self.connected {
                self.leave_tty_mode();
                // SAFETY: a connected handle, closed once.
                unsafe { (self.api.close_connection)(self.handle()) };
            }
        }
    }
}
