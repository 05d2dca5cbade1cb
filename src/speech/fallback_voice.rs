//! A voice of last resort: the espeak-ng program (or the older espeak),
//! run as a child process for each line, so that a player who relies on
//! the game's own speech hears why that speech cannot be had. It stands
//! beside the real speaker and is given only the notices that speech is
//! unavailable or stopped.
//!
//! The game never waits for it: each line is one `espeak-ng -v VOICE --
//! TEXT` started and left to speak; a new line stops the one before; the
//! child still speaking when the voice is dropped (the game ends) is
//! killed. Its output goes nowhere, so it never writes on the game's
//! terminal. Where neither program is installed it says nothing, and tells
//! no one: the printed line stands alone, as before.
//!
//! Knows nothing of the game, Fluent or the terminal: it is given text.

use std::ffi::OsString;
use std::process::{Child, Command, Stdio};

use super::rate::rate_to_engine;
use super::{Speaker, SpeechProblem, speakable};

/// The programs tried, in order: the first one that starts speaks.
pub const PROGRAMS: [&str; 2] = ["espeak-ng", "espeak"];

/// espeak-ng's rates in words per minute: slowest, normal, fastest.
const WORDS_PER_MINUTE: (f32, f32, f32) = (80.0, 175.0, 450.0);

/// Speech through a speech program run once per line.
#[derive(Debug)]
pub struct FallbackVoice {
    programs: Vec<OsString>,
    voice: Option<String>,
    rate: Option<u8>,
    /// The program speaking the last line (it may have finished).
    child: Option<Child>,
}

impl FallbackVoice {
    /// espeak-ng, else espeak, from `PATH`, at `rate` if one was asked for.
    pub fn espeak(rate: Option<u8>) -> FallbackVoice {
        FallbackVoice::with_programs(PROGRAMS.iter().map(OsString::from).collect(), rate)
    }

    /// These programs (taking espeak's arguments), tried in order.
    pub fn with_programs(programs: Vec<OsString>, rate: Option<u8>) -> FallbackVoice {
        FallbackVoice {
            programs,
            voice: None,
            rate: rate.map(|r| r.min(100)),
            child: None,
        }
    }

    /// Whether a line is still being spoken.
    pub fn speaking(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|child| matches!(child.try_wait(), Ok(None)))
    }

    /// Stops the line being spoken, and reaps the program.
    fn end_child(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// The arguments that speak `text` in `voice` at `rate`: the voice as a
/// lower-case language tag (`pt-br`: espeak finds the nearest voice of the
/// language for a region it lacks), the rate in words per minute, and the
/// text after `--`, so that it is never taken for an option.
fn arguments(text: &str, voice: Option<&str>, rate: Option<u8>) -> Vec<String> {
    let mut args = Vec::new();
    if let Some(voice) = voice {
        args.push("-v".to_string());
        args.push(voice.replace('_', "-").to_ascii_lowercase());
    }
    if let Some(rate) = rate {
        let (slowest, normal, fastest) = WORDS_PER_MINUTE;
        let words = rate_to_engine(rate, slowest, normal, fastest).round() as u32;
        args.push("-s".to_string());
        args.push(words.to_string());
    }
    args.push("--".to_string());
    args.push(speakable(text));
    args
}

impl Speaker for FallbackVoice {
    /// Starts the first program that can be started on `text`, after
    /// stopping the line before (every line interrupts: these are notices,
    /// and the latest one is the one that holds).
    fn speak(&mut self, text: &str, _interrupt: bool) {
        self.end_child();
        let args = arguments(text, self.voice.as_deref(), self.rate);
        for program in &self.programs {
            let started = Command::new(program)
                .args(&args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn();
            if let Ok(child) = started {
                self.child = Some(child);
                return;
            }
        }
    }

    fn set_rate(&mut self, rate: u8) {
        self.rate = Some(rate.min(100));
    }

    fn rate(&self) -> Option<u8> {
        self.rate
    }

    fn set_language(&mut self, language: &str) {
        self.voice = Some(language.to_string());
    }

    /// A missing or failing program is not reported: this voice only
    /// repeats a notice that is printed anyway.
    fn problem(&mut self) -> Option<SpeechProblem> {
        None
    }

    fn stop(&mut self) {
        self.end_child();
    }
}

impl Drop for FallbackVoice {
    /// Nothing outlives the game: a line still being spoken is cut.
    fn drop(&mut self) {
        self.end_child();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_voice_follows_the_language_and_the_text_comes_after_the_options() {
        // (text, voice, rate) → arguments
        type Case<'a> = (&'a str, Option<&'a str>, Option<u8>, &'a [&'a str]);
        let table: [Case; 6] = [
            (
                "Hello.",
                Some("en-US"),
                None,
                &["-v", "en-us", "--", "Hello."],
            ),
            ("Olá.", Some("pt-BR"), None, &["-v", "pt-br", "--", "Olá."]),
            (
                "Hola.",
                Some("es_MX"),
                None,
                &["-v", "es-mx", "--", "Hola."],
            ),
            ("-x", None, None, &["--", "-x"]),
            (
                "a\nb",
                Some("de"),
                Some(50),
                &["-v", "de", "-s", "175", "--", "a b"],
            ),
            ("Fast.", None, Some(100), &["-s", "450", "--", "Fast."]),
        ];
        for (text, voice, rate, wanted) in table {
            assert_eq!(
                arguments(text, voice, rate),
                wanted,
                "{text:?} {voice:?} {rate:?}"
            );
        }
        assert_eq!(arguments("Slow.", None, Some(0))[1], "80");
    }

    #[test]
    fn a_missing_program_says_nothing_and_fails_nothing() {
        let mut voice =
            FallbackVoice::with_programs(vec![OsString::from("/nonexistent/espeak-ng")], None);
        voice.set_language("en-US");
        voice.speak("Speech is unavailable.", true);
        assert!(!voice.speaking());
        assert_eq!(voice.problem(), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_next_program_is_tried_and_a_line_still_spoken_is_cut_at_the_end() {
        // `sleep` takes `-- 30` and keeps "speaking" for 30 seconds.
        let mut voice = FallbackVoice::with_programs(
            vec![OsString::from("/nonexistent/espeak-ng"), "sleep".into()],
            None,
        );
        voice.speak("30", true);
        assert!(voice.speaking(), "the second program was not started");
        let pid = voice.child.as_ref().map(Child::id).expect("a child");
        let proc = std::path::PathBuf::from(format!("/proc/{pid}"));
        drop(voice);
        assert!(!proc.exists(), "the line outlived the voice");
    }
}
