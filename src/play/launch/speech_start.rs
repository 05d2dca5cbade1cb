//! Starting the speech the options ask for: silence with `--no-speech`,
//! otherwise the speech worker, a child process running this same binary,
//! started without waiting for it. Speaks nothing itself.

use crate::speech::{Silent, Speaker};

/// Speech as asked: none with `--no-speech`; otherwise the speech worker,
/// a child process running this same binary (the game does not wait for
/// it, and nothing it does can end the game).
pub(super) fn start_speech(no_speech: bool, rate: Option<u8>) -> Box<dyn Speaker> {
    if no_speech {
        return Box::new(Silent::chosen(rate));
    }
    #[cfg(feature = "speech")]
    {
        match std::env::current_exe() {
            Ok(program) => Box::new(crate::speech::WorkerSpeaker::start(&program, rate)),
            Err(error) => Box::new(Silent::instead_of_speech(
                rate,
                crate::speech::SpeechProblem::WorkerNotStarted(error.to_string()),
            )),
        }
    }
    #[cfg(not(feature = "speech"))]
    {
        Box::new(Silent::instead_of_speech(
            rate,
            crate::speech::SpeechProblem::NotBuilt,
        ))
    }
}
