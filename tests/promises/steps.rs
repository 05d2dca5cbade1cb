//! The steps of random play: what a player does between two checks, drawn
//! by proptest (and shrunk by it to the fewest that still break a promise).

use proptest::prelude::*;

/// One command typed in a session.
#[derive(Debug, Clone)]
pub enum Typed {
    /// `count` slides, their directions drawn from `seed`.
    Slides { seed: u64, count: u16 },
    /// `count` undos.
    Undos(u8),
    /// `/`: the game at hand's shareable text written.
    Share,
    /// Key 0: to the daily game, or back.
    Daily,
    /// A new game (asked, then confirmed).
    NewGame,
}

/// How a session ends.
#[derive(Debug, Clone, Copy)]
pub enum End {
    /// `quit`, confirmed.
    Quit,
    /// The input ends.
    InputClosed,
    /// Killed (SIGKILL) at the `nth` rename in the data directory, or at
    /// the end of input if there are fewer.
    KilledAtRename(u8),
}

/// A player's step.
#[derive(Debug, Clone)]
pub enum Step {
    /// A session of the game (`daily`: started as `daily`), resuming what
    /// is saved.
    Session {
        daily: bool,
        typed: Vec<Typed>,
        end: End,
    },
    /// A session begun with `--seed`: a new game of a seed not used before.
    Seeded { typed: Vec<Typed>, end: End },
    /// Opened and quit, no move.
    NoMove { daily: bool },
    /// `share`.
    Share,
    /// `share --daily`.
    ShareDaily,
    /// `replay --list`.
    ReplayList,
    /// The clock passes UTC midnight.
    Midnight,
    /// A line the game does not write added to the daily results by hand:
    /// a further field (`tab`: or a tab for the space).
    ForeignResult { tab: bool },
    /// The record in the daily game's save damaged.
    DamageDailyRecord,
}

fn typed() -> impl Strategy<Value = Typed> {
    prop_oneof![
        6 => (any::<u64>(), 1u16..400).prop_map(|(seed, count)| Typed::Slides { seed, count }),
        3 => (1u8..8).prop_map(Typed::Undos),
        2 => Just(Typed::Share),
        2 => Just(Typed::Daily),
        1 => Just(Typed::NewGame),
    ]
}

fn end() -> impl Strategy<Value = End> {
    prop_oneof![
        4 => Just(End::Quit),
        2 => Just(End::InputClosed),
        1 => (1u8..6).prop_map(End::KilledAtRename),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    let typed_list = || prop::collection::vec(typed(), 1..7);
    prop_oneof![
        8 => (any::<bool>(), typed_list(), end())
            .prop_map(|(daily, typed, end)| Step::Session { daily, typed, end }),
        2 => (typed_list(), end()).prop_map(|(typed, end)| Step::Seeded { typed, end }),
        4 => any::<bool>().prop_map(|daily| Step::NoMove { daily }),
        1 => Just(Step::Share),
        2 => Just(Step::ShareDaily),
        1 => Just(Step::ReplayList),
        1 => Just(Step::Midnight),
        1 => any::<bool>().prop_map(|tab| Step::ForeignResult { tab }),
        1 => Just(Step::DamageDailyRecord),
    ]
}

/// A case: up to 30 steps.
pub fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(step(), 1..30)
}
