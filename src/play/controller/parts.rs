//! What a controller is made of, in one struct: the session, the words,
//! the speaker and the sink it must have, and the rest at its default
//! where a game has no such thing (no hint search of its own, no coach by
//! the clock, no files kept, no daily game, no replay, no offer).

use crate::i18n::Localizer;
use crate::play::advice::coach::{Judge, Ready};
use crate::play::advice::hints::Hinter;
use crate::play::daily_slot::DailySlot;
use crate::play::games::replay::Replay;
use crate::play::outputs::{LineSink, OutputParts};
use crate::play::player::preferences::Remembered;
use crate::play::player::progress::Progress;
use crate::play::session::Session;
use crate::speech::Speaker;

/// The parts of a controller; [`Parts::new`] gives the four it must have,
/// and the public fields the rest.
pub struct Parts {
    pub session: Session,
    pub words: Localizer,
    pub speaker: Box<dyn Speaker>,
    pub sink: Box<dyn LineSink>,
    /// Everything else an answer goes out through (sound, braille, the
    /// fallback voice, the voice's language, the terminal's width...).
    pub outputs: OutputParts,
    /// The hint search (none: the untimed one).
    pub hinter: Option<Hinter>,
    /// How the coach judges slides, and whether coach mode is on.
    pub coach: Option<CoachParts>,
    /// Saves the game after every change and keeps the records.
    pub progress: Option<Progress>,
    /// Keeps what the player changes (speech on or off, the rate...).
    pub preferences: Option<Remembered>,
    /// Offers the tutorial (the very first start): the greeting ends with
    /// the offer, kept as made. Yes takes it until the first slide, unless
    /// it answers a question of the game's.
    pub tutorial_offer: bool,
    /// Today's daily game beside the ordinary one (key 0 switches).
    pub daily: Option<DailySlot>,
    /// A finished game replayed instead of played (the session shows its
    /// position).
    pub replay: Option<Replay>,
}

/// The coach: `judge` judges slides (the hint search within its budget),
/// `ready` gets the judging ready whenever coach mode is turned on (from
/// the start if `on`).
pub struct CoachParts {
    pub judge: Judge,
    pub ready: Ready,
    pub on: bool,
}

impl Parts {
    /// A session said in `words`, spoken by `speaker` and printed to
    /// `sink`; nothing else.
    pub fn new(
        session: Session,
        words: Localizer,
        speaker: Box<dyn Speaker>,
        sink: Box<dyn LineSink>,
    ) -> Parts {
        Parts {
            session,
            words,
            speaker,
            sink,
            outputs: OutputParts::default(),
            hinter: None,
            coach: None,
            progress: None,
            preferences: None,
            tutorial_offer: false,
            daily: None,
            replay: None,
        }
    }
}
