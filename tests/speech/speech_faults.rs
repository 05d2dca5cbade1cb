//! The controller's side of speech faults and of the player's own rate,
//! through the library with a scripted speaker: speech that stops
//! mid-game is said once, in text, and every command still answers; the
//! speech key tries again (says so in text, and "Speech on." through the
//! new speech once it is up, never before); speech that comes back by
//! itself is said back once, printed and spoken, or stays off, unsaid, if
//! it was off;
//! a speaker that cannot retry explains why; plus and minus start from the
//! normal rate while the player's own engine rate stands. The notices that
//! speech is unavailable or stopped also go to the fallback voice, with
//! the printed words, while the player has speech on, and never otherwise.

use crate::common;

use std::sync::{Arc, Mutex};

use accessible_2048::command::{Level, Reading, Setting, Switch};
use accessible_2048::engine::GameConfig;
use accessible_2048::narration::{CellStyle, Message};
use accessible_2048::play::{Command, InputMode};
use accessible_2048::speech::{Recorder, Speaker, SpeechProblem};
use common::{Rig, say};

const SEED: u64 = 5;

/// A speaker whose next problem the test sets, recording what it speaks
/// and how often it was asked to try again.
#[derive(Clone, Default)]
struct Scripted {
    problem: Arc<Mutex<Option<SpeechProblem>>>,
    retries: Arc<Mutex<u32>>,
    can_retry: bool,
    spoken: Recorder,
    /// Speech came back by itself, to be reported once.
    back: Arc<Mutex<bool>>,
}

impl Speaker for Scripted {
    fn speak(&mut self, text: &str, interrupt: bool) {
        self.spoken.speak(text, interrupt);
    }
    fn set_rate(&mut self, rate: u8) {
        self.spoken.set_rate(rate);
    }
    fn rate(&self) -> Option<u8> {
        self.spoken.rate()
    }
    fn set_language(&mut self, language: &str) {
        self.spoken.set_language(language);
    }
    fn problem(&mut self) -> Option<SpeechProblem> {
        self.problem.lock().unwrap().take()
    }
    fn retry(&mut self) -> bool {
        *self.retries.lock().unwrap() += 1;
        self.can_retry
    }
    fn back(&mut self) -> bool {
        std::mem::take(&mut *self.back.lock().unwrap())
    }
}

fn rig(speaker: &Scripted) -> Rig {
    Rig::with_speaker(
        Some("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2"),
        SEED,
        GameConfig::default(),
        InputMode::Lines,
        CellStyle::default(),
        Box::new(speaker.clone()),
        speaker.spoken.clone(),
    )
}

#[test]
fn speech_that_stops_is_said_once_and_the_speech_key_tries_again() {
    let speaker = Scripted {
        can_retry: true,
        ..Scripted::default()
    };
    let mut rig = rig(&speaker);
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    let stopped = common::speech_notice(Message::new("speech-stopped"), InputMode::Lines);
    assert_eq!(
        stopped,
        "Speech stopped; playing in text. Type speech on to start it again."
    );

    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Stopped);
    let first = rig.send(Command::Read(Reading::Score));
    assert_eq!(first.printed, vec![stopped.clone(), score.clone()]);
    assert!(first.spoken.is_empty(), "nothing goes to stopped speech");
    let second = rig.send(Command::Read(Reading::Score));
    assert_eq!(second.printed, vec![score.clone()], "said once");
    assert!(second.spoken.is_empty());

    // The toggle, though speech is nominally on, tries again.
    let on = rig.send(Command::Setting(Setting::Speech(Switch::Toggle)));
    assert_eq!(*speaker.retries.lock().unwrap(), 1);
    assert_eq!(
        on.printed,
        vec![
            say(Message::new("speech-retrying")),
            say(Message::new("speech-on"))
        ]
    );
    assert_eq!(on.spoken.len(), 1, "only speech-on, through the new speech");
    let third = rig.send(Command::Read(Reading::Score));
    assert_eq!(third.spoken.len(), 1);
}

#[test]
fn speech_that_comes_back_by_itself_is_said_back_once_printed_and_spoken() {
    let speaker = Scripted::default();
    let mut rig = rig(&speaker);
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    let stopped = common::speech_notice(Message::new("speech-stopped"), InputMode::Lines);
    let back = say(Message::new("speech-back"));
    assert_eq!(back, "Speech is back.");

    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Stopped);
    let first = rig.send(Command::Read(Reading::Score));
    assert_eq!(first.printed, vec![stopped.clone(), score.clone()]);
    assert!(first.spoken.is_empty());

    // No key asked for it: the return is said first, then the answer,
    // both spoken.
    *speaker.back.lock().unwrap() = true;
    let second = rig.send(Command::Read(Reading::Score));
    assert_eq!(second.printed, vec![back.clone(), score.clone()]);
    let heard: Vec<&str> = second.spoken.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(heard, vec![back.as_str(), score.as_str()]);
    let third = rig.send(Command::Read(Reading::Score));
    assert_eq!(third.printed, vec![score.clone()], "said once");
    assert_eq!(third.spoken.len(), 1);
    assert_eq!(*speaker.retries.lock().unwrap(), 0, "no key was needed");

    // It stops again: said again, and comes back again.
    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Stopped);
    let again = rig.send(Command::Read(Reading::Score));
    assert_eq!(again.printed, vec![stopped, score.clone()]);
    *speaker.back.lock().unwrap() = true;
    let back_again = rig.send(Command::Read(Reading::Score));
    assert_eq!(back_again.printed, vec![back, score]);
}

#[test]
fn speech_that_was_off_when_it_stopped_comes_back_off_and_unsaid() {
    let speaker = Scripted::default();
    let mut rig = rig(&speaker);
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    let off = rig.send(Command::Setting(Setting::Speech(Switch::Off)));
    assert_eq!(off.printed, vec![say(Message::new("speech-off"))]);
    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Stopped);
    let _ = rig.send(Command::Read(Reading::Score));
    *speaker.back.lock().unwrap() = true;
    let quiet = rig.send(Command::Read(Reading::Score));
    assert_eq!(quiet.printed, vec![score.clone()], "nothing said of it");
    assert!(quiet.spoken.is_empty(), "speech stays off");
    let on = rig.send(Command::Setting(Setting::Speech(Switch::On)));
    assert_eq!(on.printed, vec![say(Message::new("speech-on"))]);
    assert_eq!(on.spoken.len(), 1, "the speech key turns it on as ever");
}

/// A speaker that starts again slowly: not ready until the test says so,
/// or failing again.
#[derive(Clone, Default)]
struct Slow {
    inner: Scripted,
    up: Arc<Mutex<bool>>,
}

impl Speaker for Slow {
    fn speak(&mut self, text: &str, interrupt: bool) {
        self.inner.speak(text, interrupt);
    }
    fn set_rate(&mut self, rate: u8) {
        self.inner.set_rate(rate);
    }
    fn rate(&self) -> Option<u8> {
        self.inner.rate()
    }
    fn set_language(&mut self, language: &str) {
        self.inner.set_language(language);
    }
    fn problem(&mut self) -> Option<SpeechProblem> {
        self.inner.problem()
    }
    fn retry(&mut self) -> bool {
        *self.up.lock().unwrap() = false;
        self.inner.retry()
    }
    fn starting(&self) -> bool {
        !*self.up.lock().unwrap()
    }
}

#[test]
fn the_speech_key_says_speech_on_only_once_speech_is_up() {
    let speaker = Slow {
        inner: Scripted {
            can_retry: true,
            ..Scripted::default()
        },
        up: Arc::new(Mutex::new(true)),
    };
    let mut rig = Rig::with_speaker(
        Some("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2"),
        SEED,
        GameConfig::default(),
        InputMode::Lines,
        CellStyle::default(),
        Box::new(speaker.clone()),
        speaker.inner.spoken.clone(),
    );
    let retrying = say(Message::new("speech-retrying"));
    let on = say(Message::new("speech-on"));
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    let failed = |detail: &str| {
        common::speech_notice(
            Message::new("speech-unavailable").list(
                "reason",
                vec![Message::new("speech-reason-failed").text("detail", detail)],
            ),
            InputMode::Lines,
        )
    };

    // No server: the key tries again, says so, and the failure follows;
    // never "Speech on." first.
    *speaker.inner.problem.lock().unwrap() = Some(SpeechProblem::Failed("no server".into()));
    let first = rig.send(Command::Read(Reading::Score));
    assert_eq!(first.printed, vec![failed("no server"), score.clone()]);
    let again = rig.send(Command::Setting(Setting::Speech(Switch::Toggle)));
    assert_eq!(again.printed, vec![retrying.clone()]);
    *speaker.inner.problem.lock().unwrap() = Some(SpeechProblem::Failed("still none".into()));
    let next = rig.send(Command::Read(Reading::Score));
    assert_eq!(next.printed, vec![failed("still none"), score.clone()]);
    assert!(next.spoken.is_empty());

    // The server is back: "Speech on." once speech is up, spoken.
    let again = rig.send(Command::Setting(Setting::Speech(Switch::Toggle)));
    assert_eq!(again.printed, vec![retrying]);
    let waiting = rig.send(Command::Read(Reading::Score));
    assert_eq!(waiting.printed, vec![score.clone()]);
    *speaker.up.lock().unwrap() = true;
    let up = rig.send(Command::Read(Reading::Score));
    assert_eq!(up.printed, vec![on.clone(), score.clone()]);
    assert_eq!(up.spoken.len(), 2, "{:?}", up.spoken);
    let after = rig.send(Command::Read(Reading::Score));
    assert_eq!(after.printed, vec![score], "said once");
}

#[test]
fn a_speaker_that_cannot_retry_explains_why() {
    let speaker = Scripted::default();
    let mut rig = rig(&speaker);
    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Failed("no server".into()));
    let unavailable = common::speech_notice(
        Message::new("speech-unavailable").list(
            "reason",
            vec![Message::new("speech-reason-failed").text("detail", "no server")],
        ),
        InputMode::Lines,
    );
    let first = rig.send(Command::Setting(Setting::Speech(Switch::Toggle)));
    assert_eq!(first.printed, vec![unavailable.clone(), unavailable]);
    assert_eq!(*speaker.retries.lock().unwrap(), 1);
    assert!(first.spoken.is_empty());
}

#[test]
fn plus_and_minus_start_from_the_normal_rate_when_none_was_set() {
    let cases = [
        (Command::Setting(Setting::Rate(Level::Up)), 60),
        (Command::Setting(Setting::Rate(Level::Down)), 40),
        (Command::Setting(Setting::Rate(Level::Set(20))), 20),
    ];
    for (command, wanted) in cases {
        let speaker = Scripted::default();
        let mut rig = rig(&speaker);
        assert_eq!(speaker.rate(), None, "no rate unless asked");
        let answer = rig.send(command.clone());
        assert_eq!(
            answer.printed,
            vec![say(Message::new("speech-rate").num("rate", wanted))],
            "{command:?}"
        );
    }
}

/// A rig whose controller also has a fallback voice (a recorder).
fn rig_with_fallback(speaker: &Scripted, speech_on: bool) -> (Rig, Recorder) {
    let fallback = Recorder::new();
    let rig = rig(speaker).rebuilt_speaking(Box::new(speaker.clone()), |parts| {
        parts.outputs.speech_off = !speech_on;
        parts.outputs.fallback = Some(Box::new(fallback.clone()));
        parts.outputs.voice = Some("de-AT".into());
    });
    (rig, fallback)
}

#[test]
fn the_notices_about_speech_are_said_by_the_fallback_voice_while_speech_is_wanted() {
    let no_server = SpeechProblem::NoDispatcher;
    let unavailable = common::speech_notice(
        Message::new("speech-unavailable")
            .list("reason", vec![Message::new("speech-reason-no-dispatcher")]),
        InputMode::Lines,
    );
    let stopped = common::speech_notice(Message::new("speech-stopped"), InputMode::Lines);
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    // (speech on, the problem, can retry, commands) → the notice printed,
    // and the lines the fallback voice said.
    type Case = (bool, SpeechProblem, bool, Vec<Command>, Vec<String>);
    let cases: Vec<Case> = vec![
        // At start: said once, however many answers follow.
        (
            true,
            no_server.clone(),
            true,
            vec![Command::Read(Reading::Score), Command::Read(Reading::Score)],
            vec![unavailable.clone()],
        ),
        // Speech that stops mid-game.
        (
            true,
            SpeechProblem::Stopped,
            true,
            vec![Command::Read(Reading::Score)],
            vec![stopped.clone()],
        ),
        // The player has speech off: printed only.
        (
            false,
            no_server.clone(),
            true,
            vec![Command::Read(Reading::Score), Command::Read(Reading::Score)],
            vec![],
        ),
        // Speech off, then the speech key, which cannot start it again:
        // the explanation is heard, as the player asked for speech.
        (
            false,
            no_server.clone(),
            false,
            vec![
                Command::Read(Reading::Score),
                Command::Setting(Setting::Speech(Switch::Toggle)),
            ],
            vec![unavailable.clone()],
        ),
        // "speech off" after the problem: printed only.
        (
            true,
            no_server.clone(),
            false,
            vec![
                Command::Read(Reading::Score),
                Command::Setting(Setting::Speech(Switch::Off)),
            ],
            vec![unavailable.clone()],
        ),
    ];
    for (speech_on, problem, can_retry, commands, wanted) in cases {
        let speaker = Scripted {
            can_retry,
            ..Scripted::default()
        };
        let (mut rig, fallback) = rig_with_fallback(&speaker, speech_on);
        let what = format!("{speech_on} {problem:?} {commands:?}");
        *speaker.problem.lock().unwrap() = Some(problem.clone());
        let mut printed = Vec::new();
        for command in commands {
            printed.extend(rig.send(command).printed);
        }
        let notice = if problem == SpeechProblem::Stopped {
            &stopped
        } else {
            &unavailable
        };
        assert_eq!(printed[..2], [notice.clone(), score.clone()], "{what}");
        assert_eq!(fallback.texts(), wanted, "{what}");
        assert!(
            fallback.spoken().iter().all(|s| s.interrupt),
            "each notice stops the one before: {what}"
        );
        assert!(speaker.spoken.texts().is_empty(), "{what}");
        assert_eq!(fallback.language().as_deref(), Some("de-AT"), "{what}");
    }
}

#[test]
fn the_speech_key_after_a_problem_silences_the_fallback_and_a_new_failure_is_said_again() {
    let speaker = Scripted {
        can_retry: true,
        ..Scripted::default()
    };
    let (mut rig, fallback) = rig_with_fallback(&speaker, true);
    let failed = |detail: &str| {
        common::speech_notice(
            Message::new("speech-unavailable").list(
                "reason",
                vec![Message::new("speech-reason-failed").text("detail", detail)],
            ),
            InputMode::Lines,
        )
    };
    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Failed("no server".into()));
    rig.send(Command::Read(Reading::Score));
    assert_eq!(fallback.texts(), vec![failed("no server")]);
    let again = rig.send(Command::Setting(Setting::Speech(Switch::Toggle)));
    assert_eq!(*speaker.retries.lock().unwrap(), 1);
    assert_eq!(again.printed[0], say(Message::new("speech-retrying")));
    assert_eq!(
        fallback.stops(),
        1,
        "the old notice goes on while speech starts"
    );
    *speaker.problem.lock().unwrap() = Some(SpeechProblem::Failed("still none".into()));
    let next = rig.send(Command::Read(Reading::Score));
    assert_eq!(next.printed[0], failed("still none"));
    assert_eq!(
        fallback.texts(),
        vec![failed("no server"), failed("still none")]
    );
}
