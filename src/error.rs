//! The errors that reach `main`, each with its exit status: 2 for bad
//! arguments or input (a bad position, an unknown cell), 1 for failures of
//! the machine (a file that cannot be read, a terminal that cannot be set).

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AppError {
    /// The user's input is wrong: exit status 2.
    Usage(String),
    /// Something failed that the user did not ask for wrongly: exit status 1.
    Failure(String),
}

impl AppError {
    pub fn usage(message: impl fmt::Display) -> AppError {
        AppError::Usage(message.to_string())
    }

    pub fn failure(message: impl fmt::Display) -> AppError {
        AppError::Failure(message.to_string())
    }

    pub fn exit_code(&self) -> i32 {
        match self {
            AppError::Usage(_) => 2,
            AppError::Failure(_) => 1,
        }
    }
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AppError::Usage(message) | AppError::Failure(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for AppError {}

/// An I/O error that reaches `main` unexplained comes from writing the
/// report (reading files names its file itself): standard output closed or
/// full.
impl From<std::io::Error> for AppError {
    fn from(error: std::io::Error) -> Self {
        AppError::Failure(format!("cannot write the output: {error}"))
    }
}
